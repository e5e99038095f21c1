"""Word utilities."""


def title_case(text: str) -> str:
    # Planted bug: capitalize() lower-cases the rest of the sentence.
    return text.capitalize()


def average_length(words: list[str]) -> float:
    return sum(len(w) for w in words) / len(words)
