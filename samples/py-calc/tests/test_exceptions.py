from calc.inventory import stock_of
from calc.pricing import unit_price


def test_stock_of_unknown_item():
    assert stock_of("banana") == 0


def test_unit_price_of_empty_order():
    assert unit_price(100, 0) == 0
