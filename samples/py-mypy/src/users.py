"""User records (mypy: missing attribute)."""
from dataclasses import dataclass


@dataclass
class User:
    name: str
    email: str


def greeting(user: User) -> str:
    return f"Hello {user.full_name}"
