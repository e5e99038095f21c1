"""Order totals (mypy: incompatible types)."""


def total_cents(prices: list[int]) -> int:
    return sum(prices)


def describe(prices: list[int]) -> str:
    count: int = len(prices)
    label: str = count
    return f"{label} items, {total_cents(prices)} cents"
