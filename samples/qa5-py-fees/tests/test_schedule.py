import unittest

from fees.schedule import fee_cents, total_with_fee


class FeeTest(unittest.TestCase):
    def test_card_fee(self):
        self.assertEqual(fee_cents("card", 10000), 290)

    def test_sepa_fee_rounds(self):
        self.assertEqual(fee_cents("sepa", 1250), 11)

    def test_paypal_is_supported(self):
        self.assertEqual(total_with_fee("paypal", 1000), 1035)

    def test_fee_table(self):
        for method, amount, expected in [("card", 1000, 29), ("sepa", 1000, 8), ("card", 50, 2)]:
            with self.subTest(method=method, amount=amount):
                self.assertEqual(fee_cents(method, amount), expected)


if __name__ == "__main__":
    unittest.main()
