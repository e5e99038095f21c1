from calc.pricing import with_tax
from calc.receipt import render


def test_with_tax_rounds_up():
    assert with_tax(10) == 11


def test_render_receipt():
    expected = "apple        3\npear         4\nTOTAL        7"
    assert render({"apple": 3, "pear": 4}) == expected
