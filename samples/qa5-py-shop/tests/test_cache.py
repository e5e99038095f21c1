from shop import cache


def test_remember_cart_round_trip():
    cache.remember_cart("c-1", 1250)
    assert cache.cart_total("c-1") == 1250
