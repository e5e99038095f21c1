def restock(level, amount):
    """Adds stock; negative amounts are refused."""
    if amount < 0:
        raise ValueError("amount must not be negative")
    return level + amount


def reserve(level, amount):
    # planted: the known bug this test marks as expected to fail was fixed, so it passes now
    return max(level - amount, 0)
