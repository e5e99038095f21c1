"""Entry point: python3 make_report.py"""
from app.report import build

ROWS = [
    "apple,3",
    "pear,4",
    "kiwi,n/a",
]

if __name__ == "__main__":
    print("building report for", len(ROWS), "rows")
    print("total:", build(ROWS))
