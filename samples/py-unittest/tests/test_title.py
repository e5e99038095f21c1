import unittest

from textkit.words import title_case


class TitleCaseTest(unittest.TestCase):
    def test_single_word(self):
        self.assertEqual(title_case("hello"), "Hello")

    def test_sentence(self):
        self.assertEqual(title_case("hello big world"), "Hello Big World")


if __name__ == "__main__":
    unittest.main()
