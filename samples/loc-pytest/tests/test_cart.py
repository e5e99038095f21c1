def check_total(cart, expected):
    assert sum(cart) == expected


def test_empty_cart_total():
    check_total([1, 2], 4)


def test_saves(store):
    assert store.url


def test_plain():
    assert 1 == 1
