from shop import api, cache


def test_get_cart_returns_total():
    response = api.get_cart("c-1")
    assert response["status"] == 200


def test_unknown_cart_is_404():
    response = api.get_cart("c-missing")
    assert response["status"] == 404
