import json

import pytest


@pytest.fixture
def catalog():
    raw = "{'apple': 3}"
    return json.loads(raw)


def test_catalog_has_apple(catalog):
    assert catalog["apple"] == 3
