import doctest
import unittest

from shop import pricing


def load_tests(loader, tests, ignore):
    tests.addTests(doctest.DocTestSuite(pricing))
    return tests


class ParityTest(unittest.TestCase):
    def test_odd_numbers(self):
        for n in (1, 3, 5):
            with self.subTest(n=n):
                self.assertFalse(pricing.is_even(n))

    def test_vat(self):
        self.assertEqual(pricing.with_vat(1000), 1200)


if __name__ == "__main__":
    unittest.main()
