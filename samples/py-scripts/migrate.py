"""Entry point: python3 migrate.py (needs DATABASE_URL)."""
import os


def database_url() -> str:
    return os.environ["DATABASE_URL"]


if __name__ == "__main__":
    print("running migrations")
    print("connecting to", database_url())
