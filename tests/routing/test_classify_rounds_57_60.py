"""The classifier on what held-out rounds 57 to 60 found: "split this sentence into two:", "a
fixed version of the file", an "Igbo–English translator", "the complete patched source code",
tokenizing a sentence, a question that names its two picks, SQL asked by a system prompt, and
"send back the corrected file"; each beside look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

JAVA = ("```java\npublic class Counter {\n    private int count;\n\n    public void add(int n) {\n"
        "        count = n;\n    }\n\n    public int get() {\n        return count;\n    }\n\n"
        "    public void reset() {\n        count = 0;\n    }\n}\n```")
OMP = ("```c\n#include <omp.h>\n#include <stdio.h>\n\nint main(void) {\n  int sum = 0;\n"
       "  int a[100];\n  for (int i = 0; i < 100; i++) a[i] = i;\n#pragma omp parallel for\n"
       "  for (int i = 0; i < 100; i++) {\n    sum += a[i];\n  }\n  printf(\"%d\\n\", sum);\n"
       "  return 0;\n}\n```")
SCHEMA = ("how many citations does noah smith have ?\n\nTables:\nAUTHOR(AUTHORID, AUTHORNAME)\n"
          "CITE(CITINGPAPERID, CITEDPAPERID)\nPAPER(PAPERID, TITLE, VENUEID, YEAR)\n"
          "WRITES(PAPERID, AUTHORID)\nVENUE(VENUEID, VENUENAME)")

CASES: list[tuple[dict[str, Any], str]] = [
    (user("Split this sentence into two shorter sentences, keeping the meaning:\n\nThe council "
          "approved the new budget on Monday after a long debate, and the mayor said the money "
          "would go to schools and roads."), "chat/grounded"),
    (user("Split the bill three ways: we spent 96 dollars on dinner and 24 on drinks."),
     "chat/open"),
    (user(f"{OMP}\n\nThread sanitizer flags a race in this code. Give me a fixed version of the "
          "whole file."), "code/grounded"),
    (user("Ọ bụ eziokwu na ndị ọrụ ahụ rụsịrị ọrụ ahụ n'oge, ma onye isi ha kwuru na ha ga-"
          "alaghachi n'izu na-abịa.", system="You are a professional Igbo–English translator. "
          "Reply with the English translation only."), "chat/grounded"),
    (user("```solidity\npragma solidity ^0.5.0;\n\ncontract Vault {\n    mapping(address => uint) "
          "public balance;\n\n    function withdraw(uint amount) public {\n        msg.sender."
          "transfer(amount);\n        balance[msg.sender] -= amount;\n    }\n}\n```",
          system="You are a smart-contract security auditor. When given a contract, return the "
          "complete patched source code."), "code/grounded"),
    ({**user('Tokenize the following German sentence and give the Universal POS tag of every '
             'token. Return JSON like {"tokens": [{"form": ..., "upos": ...}]}.\n\nDer '
             'Hauptgang war in Ordnung, aber der Nachtisch war wirklich hervorragend.'),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user('In the sentence below, who or what does "it" refer to: "the trophy" or "the '
          'suitcase"?\n\nThe trophy does not fit into the brown suitcase because it is too '
          'large.'), "chat/open"),
    (user("In the sentence below, which words name a place?\n\nThe trophy was shipped from "
          "Lisbon to the museum in Porto, where it stayed for a decade."), "chat/grounded"),
    (user(SCHEMA, system="You are a SQL assistant. Given a database schema, answer the user's "
          "question with one SQL query."), "code/open"),
    (user(f"This Java file has a single-statement bug. Find it and send back the corrected "
          f"file.\n\n{JAVA}"), "code/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_57_to_60_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
