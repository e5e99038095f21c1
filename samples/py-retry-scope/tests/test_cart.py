import os


def test_total():
    assert 2 + 2 == 4


def test_cache_warm():
    marker = os.environ["FLAKY_MARKER"]
    warm = os.path.exists(marker)
    open(marker, "w").close()
    assert warm


def test_other():
    assert 1 == 1
