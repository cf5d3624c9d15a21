"""The classifier on what held-out rounds from 352 on found: each case beside look-alikes that
must keep their label.

Rounds 352-359, scored on arrival, then read: a system prompt's "Answer strictly from the
documentation excerpt the user provides" makes the user's text the excerpt, whose "via code"
asks nothing: its closing "Question: …" asks.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

EXCERPT_ONLY = ("Answer strictly from the documentation excerpt the user provides, quoting its "
                "wording where possible. If something is not covered, say so.")
MOCKS = ("## Why do tests mock the browser APIs?\n\nMost notoriously, because it's impossible to "
         "test the router and some side effects properly otherwise. Also, mocks allow the tests "
         "to run under Node.js without requiring heavy dependencies like "
         "PhantomJS/ChromeDriver/JSDOM.\n\nAnother important reason is that it allows us to "
         "document browser API quirks via code, through the tests for the mocks.\n\n")

CASES_352_359: list[tuple[dict[str, Any], str]] = [
    (user(MOCKS + "Question: what rules or caveats does this part of the docs state?",
          system=EXCERPT_ONLY), "chat/grounded"),
    # the question may still ask for code or JSON
    (user(MOCKS + "Question: write the code of a test that mocks the router, as a JavaScript "
          "function.", system=EXCERPT_ONLY), "code/open"),
    (user(MOCKS + "Question: give the answer as a JSON object with keys reason and quote.",
          system=EXCERPT_ONLY), "json/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_352_359)
def test_what_rounds_from_352_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
