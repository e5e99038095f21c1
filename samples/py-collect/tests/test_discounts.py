from calc.discounts import best_discount


def test_best_discount():
    assert best_discount([5, 10, 0]) == 10
