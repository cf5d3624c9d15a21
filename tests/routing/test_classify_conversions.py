"""The classifier on conversions into code: new code where the source is prose (a question, a
request, pseudo-code), a translation of code where the source is code."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

SCHEMA = ("CREATE TABLE orders (\n    id INT PRIMARY KEY,\n    customer_id INT NOT NULL,\n"
          "    placed_at DATE NOT NULL\n);\nCREATE TABLE customers (\n    id INT PRIMARY KEY,\n"
          "    city TEXT NOT NULL\n);")
QUESTION = ("How many customers placed more than three orders in 2023 and live in Berlin or "
            "Munich?")
JAVA = ("```java\npublic int clamp(int x, int lo, int hi) {\n    if (x < lo) return lo;\n"
        "    if (x > hi) return hi;\n    return x;\n}\n```")
PSEUDO = ("set total to zero\nfor each price in the list of prices add the price to total\n"
          "if total is greater than 100 print discount else print no discount")


CASES: list[tuple[dict[str, Any], str]] = [
    # a question or a request into a query language: a new query
    (user(f"Convert the following question into a PostgreSQL query.\n\nQuestion: {QUESTION}"),
     "code/open"),
    (user(f"Translate this natural-language request into a Cypher query for our Neo4j graph: "
          f"{QUESTION}"), "code/open"),
    (user(f"Convert the question into SQL.\n\nSchema:\n{SCHEMA}\n\nQuestion: {QUESTION}"),
     "code/open"),
    (user(f"{QUESTION}\n\nTables:\n{SCHEMA}",
          system="You translate business questions into SQL queries over the shop database. "
                 "Answer with a single SQL query."), "code/open"),
    # pseudo-code or a description in prose into a program
    (user(f"Turn this pseudo-code into Python:\n\n{PSEUDO}"), "code/open"),
    (user(f"Here is my algorithm in plain words:\n\n{PSEUDO}\n\nConvert it to Python."),
     "code/open"),
    # code into another language: the answer follows the source line by line
    (user(f"Translate this Java method into Python.\n\n{JAVA}"), "code/grounded"),
    (user(f"{JAVA}\n\nConvert it to Kotlin code."), "code/grounded"),
    (user(f"Port the function below to TypeScript.\n\n{JAVA}"), "code/grounded"),
    # look-alikes: the result is text, not code
    (user("Translate the text into Morse code: The quick brown fox jumps over the lazy dog "
          "near the river bank."), "chat/grounded"),
    (user("Rewrite the question as a standalone search query: what about his second album and "
          "how did critics receive it back then?"), "chat/grounded"),
    (user("Translate the following sentence to French: The meeting has been moved to Thursday "
          "afternoon because of the holiday."), "chat/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_conversions_into_code(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
