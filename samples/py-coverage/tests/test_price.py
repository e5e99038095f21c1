from src.price import price


def test_half():
    assert price(100, "HALF") == 50
