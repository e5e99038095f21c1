import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from cart import total  # noqa: E402


def first_run_fails():
    """Fails the first time it runs for a given $FLAKY_MARKER file (and creates it); passes when it is unset."""
    marker = os.environ.get("FLAKY_MARKER")
    if not marker or os.path.exists(marker):
        return False
    with open(marker, "w") as f:
        f.write("seen")
    return True


def test_adds_the_prices():
    assert total([1, 2, 3]) == 6


def test_warms_the_cache():
    assert ("cold" if first_run_fails() else "warm") == "warm"
