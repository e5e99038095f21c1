from calc.inventory import restock_order, summary


def test_summary_counts_every_item():
    assert summary(["apple", "pear", "kiwi"]) == {"apple": 3, "pear": 0, "kiwi": 0}


def test_restock_order():
    assert restock_order(["pear", "apple", "kiwi"]) == ["apple", "kiwi", "pear"]
