from calc.pricing import apply_discount


class TestDiscount:
    def test_zero_percent(self):
        assert apply_discount(50.0, 0) == 50.0

    def test_ten_percent(self):
        assert apply_discount(50.0, 10) == 45.0
