from svc.counter import read_total, read_version


def test_total_eventually_consistent():
    assert read_total() == 42


def test_version():
    assert read_version() == "1.1.0"
