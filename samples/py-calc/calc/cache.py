"""An in-memory cache that preallocates its buffer."""


def preallocate(megabytes: int) -> bytearray:
    return bytearray(megabytes * 1024 * 1024)
