import pytest

from shop.slow import wait_for_settlement


def test_settles_immediately():
    assert wait_for_settlement(lambda: True)


def test_settles_after_bank_confirms():
    confirmations = []
    assert wait_for_settlement(lambda: len(confirmations) > 0)
