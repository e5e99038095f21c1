FEES = {
    "card": 0.029,
    "sepa": 0.008,
}


def fee_cents(method, amount_cents):
    rate = FEES[method]
    return round(amount_cents * rate)


def total_with_fee(method, amount_cents):
    return amount_cents + fee_cents(method, amount_cents)
