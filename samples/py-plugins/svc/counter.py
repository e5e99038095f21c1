"""A counter whose first read is stale (simulates an eventually consistent store)."""

_reads = {"n": 0}


def read_total() -> int:
    _reads["n"] += 1
    return 41 if _reads["n"] == 1 else 42


def read_version() -> str:
    return "1.0.0"
