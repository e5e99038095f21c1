import resource

from calc.cache import preallocate


def test_preallocate_large_cache():
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (512 * 1024 * 1024, hard))
    try:
        buf = preallocate(1024)
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    assert len(buf) == 1024 * 1024 * 1024
