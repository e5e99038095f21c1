"""Prices."""


def _rate(code):
    rates = {"TEN": 0.1}
    return rates[code]


def discount(cents, code):
    """The discount of a coupon.

    >>> discount(200, "TEN")
    20
    >>> discount(200, "HALF")
    100
    """
    return round(cents * _rate(code))
