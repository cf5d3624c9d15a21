"""The classifier on what held-out rounds 49 to 52 found: a system prompt that writes recaps of
what the user sends, or answers from "the supplied excerpt", a text-mining API, SQL asked in
Chinese, "show me the SQL", and "Relevant passages:" as a label; each beside look-alikes that
must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

TRANSCRIPT = ("ANA: So the vendor says the servers ship on the ninth.\nBEN: That leaves us two "
              "days for the install before the audit.\nANA: Then we skip the dry run and test on "
              "site.\nBEN: Fine, but somebody tells finance today.")
EXCERPT = ("How tall is the Eiffel Tower\n\n---\nEiffel Tower\nThe Eiffel Tower is a wrought-iron "
           "lattice tower on the Champ de Mars in Paris. It is 330 metres tall, about the same "
           "height as an 81-storey building, and was the tallest structure in the world until "
           "1930.")
WIKI = "Answer the user's question from the supplied Wikipedia excerpt, quoting the relevant " \
       "sentence."


def after_talk(last: str) -> dict[str, Any]:
    return {"messages": [
        {"role": "system", "content": "You are a helpful assistant for questions about history."},
        {"role": "user", "content": "Who built the Hagia Sophia?"},
        {"role": "assistant", "content": "Emperor Justinian I had it built in 532-537."},
        {"role": "user", "content": last}]}


PASSAGES = ("Relevant passages:\n[1] Hagia Sophia\nHagia Sophia was built as the cathedral of "
            "Constantinople in 537 under Justinian I. It was the largest interior space in the "
            "world for nearly a thousand years and became a mosque in 1453.\n\nQuestion: What "
            "did it become in 1453?")

CASES: list[tuple[dict[str, Any], str]] = [
    (user(TRANSCRIPT, system="You write short recap paragraphs of meeting transcripts."),
     "chat/grounded"),
    (user("A dragon who is afraid of the dark lives in a lighthouse by the sea.",
          system="You write short bedtime stories for children."), "chat/open"),
    (user("以下是数据库中的表结构：\nemployees(employee_id, first_name, last_name, department_id, "
          "job_title, hire_date, salary, manager_id, office_city, office_country)\n"
          "departments(department_id, department_name, budget, head_id)\n\n"
          "请编写一条 SQL 查询来回答这个问题：每个部门的平均工资是多少？"), "code/open"),
    (user("请帮我查询一下明天北京的天气，需要带伞吗？"), "chat/open"),
    ({**user("Ticks feed on deer and mice, and the white-footed mouse carries the Lyme bacterium "
             "in most of the north-east.", system="You are a biomedical text-mining API. Given a "
             'sentence, return a JSON object {"mentions": [...]} with every species mention.'),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (after_talk(PASSAGES), "chat/grounded"),
    (after_talk("Relevant experience: none, but I read a lot of Byzantine history. Which books "
                "should I start with?"), "chat/open"),
    (user("MySQL: insert a row only if it does not exist yet\n\nCan you show me the SQL for "
          "this?"), "code/open"),
    (user(EXCERPT, system=WIKI), "chat/grounded"),
    (user("What is the capital of Peru?", system=WIKI), "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_49_to_52_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
