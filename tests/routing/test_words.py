"""The word helpers the classifier's rules read sentences with."""

import pytest

from gateway.routing.words import sentence_before


@pytest.mark.parametrize(("text", "expected"), [
    ("Write tests first. The function below", " The function below"),
    ('He says "write tests first." The function below', '" The function below'),
    ("(see the docs.) Port it", ") Port it"),
    ("Is it done? Port it", " Port it"),
    ("Line one\nPort it", "Port it"),
    ("Write a CraftTweaker script (.zs) that", "Write a CraftTweaker script (.zs) that"),
    ("Use node.js 1.12 to port it", "Use node.js 1.12 to port it"),
])
def test_sentence_before_ends_at_a_full_stop_not_a_dot_in_a_word(text: str, expected: str) -> None:
    assert sentence_before(text, len(text), 200) == expected


def test_sentence_before_keeps_within_its_limit() -> None:
    text = "A long sentence with no end at all before the ask"
    assert sentence_before(text, len(text), 10) == text[-10:]
