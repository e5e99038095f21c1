"""Receipt rendering."""


def render(items: dict[str, int]) -> str:
    lines = [f"{name:<8}{price:>6}" for name, price in items.items()]
    total = sum(items.values())
    # Planted bug: the total line is missing its label.
    lines.append(f"{'':<8}{total:>6}")
    return "\n".join(lines)
