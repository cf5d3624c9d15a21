"""The choices label search finds what one pattern of all the names found, at a fraction of its
cost: checked against that pattern on texts built from the names' own letters."""

import random
import re

import pytest

from gateway.routing import lead

# the one pattern the search replaced: every name tried at every character
_REFERENCE = re.compile(
    r"(?i:options|choices|intents|labels|categories|classes|candidates)[ \t*]*:"
    r"|\n[ \t]*\(?(?:[AaАа][).]|1\))[ \t]")
_ALPHABET = list("optionschcategoriesclasslabelintentcandidates OPTIONS:::* \t\n(aA)АаБ1.)ſİıK")


def _expected(text: str, start: int) -> int:
    found = _REFERENCE.search(text, start)
    return -1 if found is None else found.start()


@pytest.mark.parametrize("seed", range(4))
def test_random_texts_match_the_reference(seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(2000):
        text = "".join(rnd.choice(_ALPHABET) for _ in range(rnd.randint(1, 60)))
        for start in range(len(text) + 1):
            assert lead._choices_start(text, start) == _expected(text, start), (text, start)


@pytest.mark.parametrize(("text", "start", "at"), [
    ("Which one?\n\nOptions:\nA) yes", 0, 12),
    ("Which one?\n\n**Categories** :\n- a", 0, 14),
    ("Pick.\n\nCANDIDATES:\tx", 0, 7),
    ("pick\n  (a) one\n  (b) two", 0, 4),
    ("pick\nА) один", 0, 4),  # the Cyrillic letter
    ("Options: a, b\n\nmore", 1, -1),  # the name begins before the search does
    ("the optionſ: a", 0, 4),  # a long s matches "s" ignoring case, as the pattern's did
    ("labels and classes, no colon", 0, -1),
])
def test_labels(text: str, start: int, at: int) -> None:
    assert lead._choices_start(text, start) == at == _expected(text, start)
