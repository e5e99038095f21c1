"""Prices in cents."""


def with_vat(cents, rate=20):
    """Adds VAT, rounded to the cent.

    >>> with_vat(1000)
    1200
    >>> with_vat(999)
    1199
    """
    # Planted: truncates instead of rounding.
    return cents * (100 + rate) // 100


def is_even(n):
    # Planted: 3 is called even.
    return n % 2 == 0 or n == 3
