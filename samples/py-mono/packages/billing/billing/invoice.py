def due(total_cents, paid_cents):
    """What is left to pay. Planted: a refund (overpayment) is reported as a debt."""
    return abs(total_cents - paid_cents)
