import pytest


class Store:
    def __init__(self, url):
        self.url = url

    def connect(self):
        raise ConnectionError(f"cannot reach {self.url}")


@pytest.fixture
def store():
    s = Store("postgres://localhost:5432/shop")
    s.connect()
    return s
