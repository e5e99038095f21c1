"""Config loading (mypy: import not found)."""
import yamlish


def load(path: str) -> dict:
    with open(path) as fh:
        return yamlish.safe_load(fh)
