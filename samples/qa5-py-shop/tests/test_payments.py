from shop.payments import charge


def test_charge_rounds_to_cents():
    assert charge(10.005) == 1001
