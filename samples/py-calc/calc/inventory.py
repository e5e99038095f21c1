"""Inventory lookups."""

STOCK = {"apple": 3, "pear": 0}


def stock_of(name: str) -> int:
    return STOCK[name]


def summary(names: list[str]) -> dict[str, int]:
    return {name: STOCK.get(name, 0) for name in names if name != "pear"}


def restock_order(names: list[str]) -> list[str]:
    return sorted(n for n in names if STOCK.get(n, 0) < 2)
