import unittest

from textkit.words import average_length


class AverageLengthTest(unittest.TestCase):
    def test_two_words(self):
        self.assertEqual(average_length(["ab", "abcd"]), 3)

    def test_no_words(self):
        self.assertEqual(average_length([]), 0)


if __name__ == "__main__":
    unittest.main()
