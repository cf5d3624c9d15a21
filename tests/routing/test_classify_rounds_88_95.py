"""The classifier on what held-out rounds 88 to 95 found: "the JSON-LD object" asks for JSON,
"a Solidity (^0.8.26) contract" and "a compilable Solidity 0.8.x source file" are programs,
"using the values found in the fragment" gives back the user's words; each beside look-alikes
that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

ALBUM = ('<h1>King of Limbs</h1>\n<img alt="Blurry, spooky cover art" src="king-of-limbs.jpg" />'
         "\n<h2>Radiohead</h2>\n<h3>Sample Tracks</h3>\nBloom - 5:14<br>\nMorning Mr Magpie - "
         "4:40<br>")

SEO = ("You are a structured-data assistant for an SEO team. For every page fragment the user "
       "sends, return one schema.org JSON-LD object describing it, using the values found in the "
       "fragment. Output JSON only.")

CASES: list[tuple[dict[str, Any], str]] = [
    (user("Here's a chunk of HTML from one of our pages. Can you write the schema.org JSON-LD "
          f"for it? Use only the facts in the snippet, give me the JSON-LD object.\n\n{ALBUM}"),
     "json/grounded"),
    (user("What is JSON-LD, and should I prefer it to microdata for a music shop's pages?"),
     "chat/open"),
    (user("Write a Solidity (^0.8.26) contract for this: Multi Delegatecall\n\nAn example of a "
          "contract that calls several functions in a single transaction."), "code/open"),
    (user("Topic: Foundry Mock Call\n\nSet return values from a function call with `mockCall`.",
          system="You are a smart-contract developer. Implement what the user describes as a "
          "complete, compilable Solidity 0.8.x source file."), "code/open"),
    (user("Can you explain what a Solidity contract is, and why people pay to audit them?"),
     "chat/open"),
    (user("Is Python 3.12 faster than Python 3.11 for numeric work?"), "chat/open"),
    (user(ALBUM, system=SEO), "json/grounded"),
    (user("Which structured-data types should a small record shop mark up first?", system=SEO),
     "json/open"),
    (user(ALBUM, system="You are an SEO consultant. Suggest what the page fragment the user "
          "sends is missing, given the problems found in the audit."), "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_88_to_95_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
