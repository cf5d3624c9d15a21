"""The helpers the classifier's rules read sentences with, and the script rules' word edges."""

import pytest

from gateway.routing.answer_form import writes_questions
from gateway.routing.scripts import script_cue
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


def test_a_korean_count_of_questions_the_asker_has_asks_for_none() -> None:
    assert not writes_questions("질문 2개 있습니다")  # "I have two questions"
    assert writes_questions("객관식 문제 3개를 만들어 주세요")  # "make three multiple-choice"
    assert writes_questions("퀴즈 3문제 부탁해요")


def test_a_language_named_before_ni_henkan_is_a_word_of_its_own() -> None:
    assert script_cue("このデータをjsonに変換してください") == ("transform", 19)
    assert script_cue("このデータをmongoに変換してください") is None  # "go" inside "Mongo"
