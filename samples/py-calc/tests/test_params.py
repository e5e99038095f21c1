import pytest

from calc.pricing import slugify


@pytest.mark.parametrize(
    "title,slug",
    [
        ("Hello World", "hello-world"),
        ("Fast & Cheap", "fast-cheap"),
        ("one", "one"),
    ],
)
def test_slugify(title, slug):
    assert slugify(title) == slug
