"""The classifier on what held-out rounds 68 and 69 found: "a Python solution" is a program,
"a .gitignore file" is code, and a short "Context:" field closing a claim's record is no
passage; each beside look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

CASES: list[tuple[dict[str, Any], str]] = [
    (user("Write a Python solution for the following exercise.\n\n# Instructions\n\nGiven a "
          "positive integer, return the number of steps it takes to reach 1 according to the "
          "rules of the Collatz Conjecture."), "code/open"),
    (user("Is there a Python solution to the halting problem, or is it impossible in any "
          "language?"), "chat/open"),
    (user("Write a .gitignore file for a Concrete5 project. Output only the file contents."),
     "code/open"),
    (user("I'm setting up a new git repository for Elisp. Can you give me a good .gitignore "
          "for it?", system="You are a DevOps assistant who writes repository configuration "
          "files."), "code/open"),
    (user("Why does git keep tracking my build folder even though it is in my .gitignore?"),
     "chat/open"),
    (user("Claim: Says 80 percent of the health care dollars are spent by 20 percent of the "
          "population.\nSpeaker: alan-bates\nContext: a floor speech.",
          system="You are a political fact-checker. Rate claims as pants-fire, false, "
          "barely-true, half-true, mostly-true or true."), "chat/open"),
    (user("Answer the question from the context.\n\nQuestion: Where is Mount Kilimanjaro?\n"
          "Context: Mount Kilimanjaro is the highest mountain in Africa, 5,895 metres tall, "
          "and it stands in the north of Tanzania near the border with Kenya."),
     "chat/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_68_to_71_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
