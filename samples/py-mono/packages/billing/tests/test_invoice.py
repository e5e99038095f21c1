from billing.invoice import due


def test_partial_payment():
    assert due(1000, 400) == 600


def test_overpayment_is_a_credit():
    assert due(1000, 1200) == -200
