"""Parses 'name=qty' order lines."""


def parse_line(line: str) -> tuple[str, int]:
    if "=" not in line
        raise ValueError(f"bad line: {line!r}")
    name, qty = line.split("=", 1)
    return name.strip(), int(qty)
