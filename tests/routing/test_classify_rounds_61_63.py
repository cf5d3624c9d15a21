"""The classifier on what held-out rounds 61 to 65 found: a summary of code is prose, "return
only the rendered HTML" asks for code, "a threat-intelligence NER service" extracts from what
the user sends, and "Kifungu:" labels a Swahili passage; each beside look-alikes that must
keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

METHOD = ("```java\nprivate int currentDepth() {\n    try {\n        Integer oneBased = (Integer) "
          "DEPTH_FIELD.get(this);\n        return oneBased - 1;\n    } catch ("
          "IllegalAccessException e) {\n        throw new AssertionError(e);\n    }\n}\n```")

CASES: list[tuple[dict[str, Any], str]] = [
    (user(f"Write a one-sentence Javadoc summary for this Java method:\n\n{METHOD}"),
     "chat/grounded"),
    (user(f"Shorten this Java method without changing what it does:\n\n{METHOD}"),
     "code/grounded"),
    (user("Write a Python function that summarizes a list of numbers as min, max and mean."),
     "code/open"),
    (user("# Release notes\n\n* **Faster start-up**: the cache is built in the background.\n* "
          "**Fixes**: the settings page no longer loses unsaved changes.",
          system="You are a Markdown renderer. Given Markdown input, return only the rendered "
          "HTML."), "code/grounded"),
    (user("Soma kifungu kifuatacho kisha ujibu swali.\n\nKifungu: Mlima Kilimanjaro ni mlima "
          "mrefu zaidi barani Afrika, wenye urefu wa mita 5,895, na uko kaskazini mwa Tanzania."
          "\n\nSwali: Mlima Kilimanjaro uko wapi?"), "chat/grounded"),  # Swahili "Passage:"
    ({**user("The attackers used the Emotet loader to drop TrickBot on Windows servers of the "
             "victim's finance department.", system="You are a threat-intelligence NER service. "
             "Return a JSON object that maps each entity type to the entity strings found in "
             "the user's text."), "response_format": {"type": "json_object"}}, "json/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_61_to_63_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
