"""Builds a monthly report from order rows."""


def parse_row(row: str) -> dict:
    name, amount = row.split(",")
    return {"name": name, "amount": int(amount)}


def build(rows: list[str]) -> int:
    return sum(parse_row(r)["amount"] for r in rows)
