def test_discount():
    assert round(200 * 0.9) == 180
