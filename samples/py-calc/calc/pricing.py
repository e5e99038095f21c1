"""Price helpers."""

TAX_RATE = 0.07


def with_tax(amount: int) -> int:
    # Planted bug: truncates instead of rounding.
    return int(amount * (1 + TAX_RATE))


def unit_price(total: int, quantity: int) -> float:
    return total / quantity


def slugify(title: str) -> str:
    # Planted bug: does not strip punctuation.
    return "-".join(title.lower().split())


def apply_discount(amount: float, percent: int) -> float:
    # Planted bug: percent treated as a fraction of 10.
    return amount - amount * percent / 10
