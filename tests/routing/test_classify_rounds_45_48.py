"""The classifier on what held-out rounds 45 to 48 found: a shell command asked for, SQL or LaTeX
named as the answer, "Lean 4", a system prompt whose answer is the user's exact spans, "quote
the sentences", "patch it", key phrases, an emotion tagger, a context shorter than its options,
and "in the form {…}"; each beside look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

TABLE = ("year | team | games | goals\n2015 | Ajax | 30 | 12\n2016 | Ajax | 28 | 9\n"
         "2017 | Porto | 31 | 15\n2018 | Porto | 25 | 7")
JAVA = ("```java\npublic String firstLine(String path) throws IOException {\n"
        "    BufferedReader reader = new BufferedReader(new FileReader(path));\n"
        "    String line = reader.readLine();\n    if (line == null) {\n        return \"\";\n"
        "    }\n    reader.close();\n    return line;\n}\n```\n\n")
ABSTRACT = ("Adaptive mesh refinement for shallow water equations. We present a block-structured "
            "adaptive mesh refinement scheme for the shallow water equations on the sphere and "
            "show that it halves the cost of tsunami simulations at equal accuracy.")


def json_body(text: str, system: str) -> dict[str, Any]:
    return {**user(text, system=system), "response_format": {"type": "json_object"}}


CASES: list[tuple[dict[str, Any], str]] = [
    # a shell command is code
    (user("What's the command to list hidden files with `ls`? Just give me the command."),
     "code/open"),
    (user("Show the disk usage of the current folder",
          system="You are a terminal assistant. Answer with a single shell command in a code "
          "block."), "code/open"),
    (user("Give me a command to teach my dog to sit."), "chat/open"),
    # the answer named as its language
    (user(f"Table: career\n{TABLE}\n\nWrite a CREATE TABLE statement and INSERT statements "
          "that load exactly this data.", system="You are a SQL assistant. Reply with SQL only."),
     "code/grounded"),
    (user(f"Turn this table into a LaTeX table with booktabs. Output only the LaTeX.\n\n{TABLE}"),
     "code/grounded"),
    (user("Formalize the following geometry problem as a Lean 4 theorem statement, leaving the "
          "proof as sorry.\n\nProblem: Given a triangle ABC with AB = AC, prove that the angles "
          "at B and C are equal."), "code/open"),
    (user("How do I eat lean 4 times a week without getting bored?"), "chat/open"),
    # a system prompt whose answer is the user's own words
    (json_body("Erinnere mich morgen früh um sieben daran, meine Schwester anzurufen",
               "You are an NLU parser. Return a JSON object with keys intent and slots."),
     "json/grounded"),
    (json_body("Show me cheap italian places near the stadium that are open after midnight",
               "You are the slot-filling component of a restaurant search app. Return a JSON "
               "object mapping slot names to the exact spans of the query."), "json/grounded"),
    (json_body("We report a patient who developed severe hepatitis three weeks after starting "
               "treatment with amoxicillin-clavulanate.",
               "You are a pharmacovigilance extraction service. Output the drug and adverse "
               'effect pairs as JSON: {"pairs": [...]}.'), "json/grounded"),
    (json_body(ABSTRACT, "You are an indexing assistant. Output a JSON object whose "
               '"keyphrases" lists the key phrases of the document.'), "json/grounded"),
    (json_body("I can't believe they cancelled the show, I was so looking forward to it!",
               'You are an emotion tagger. Allowed labels: joy, anger, sadness, surprise. Return '
               '{"emotions": [...]}.'), "json/open"),
    (json_body("Angela Merkel met Emmanuel Macron in Aachen on Tuesday to sign the treaty.",
               'You are a named-entity tagger. Return {"entities": [...]}.'), "json/grounded"),
    # "quote the sentences" copies them; "a quote" is a noun
    (user("Here is a claim from an encyclopedia and the text of its cited source. Quote the "
          "sentences of the source that support the claim.\n\nClaim: The bridge, completed in "
          "1932 after eight years of work, was for decades the widest long-span bridge in the "
          "world and carried both rail and road traffic across the harbour between the two "
          "halves of the city, which until then had been linked only by ferries, a long road "
          "around the bay and a single narrow railway bridge far upstream; the new crossing cut "
          "the journey from the north shore to the centre from over an hour to a few minutes "
          "and reshaped where people chose to live and work.\n\nSource:\n[0] The Harbour "
          "Bridge opened in March 1932.\n[1] "
          "Work had begun in 1924.\n[2] Its deck carries rail lines, lanes for cars and a "
          "footway.\n" + "".join(f"[{i}] Reader comment {i}: lovely photos, thanks for "
                                    "sharing them with us.\n" for i in range(3, 15))),
     "chat/grounded"),
    (user("Give me a quote about courage from a famous explorer."), "chat/open"),
    # "patch it" over code fixes it
    (user(f"{JAVA}Something here leaks a file handle - can you patch it?",
          system="You are a senior Java reviewer. When asked to fix code, reply with the "
          "complete corrected code only."), "code/grounded"),
    # a one-line context and longer options: a pick; "in the form {…}" names no text to read
    (user("Context: Baking bread: The woman kneads the dough on the counter. she\n\nOptions:\n"
          "A. puts the dough in a bowl, covers it with a towel and leaves it to rise.\nB. throws "
          "the dough at the camera and starts to dance around the kitchen.\nC. paints the dough "
          "blue and hangs it on the wall next to the window.\nD. cuts the dough into strips and "
          "feeds them to the ducks outside.",
          system="Reply with only the letter of the most plausible continuation."), "chat/open"),
    (user('Classify the emotions in the comment below. Return JSON only, in the form '
          '{"emotions": ["label", ...]}.\n\nComment: Honestly the best news I have heard all '
          'week, congratulations to the whole team!'), "json/open"),
    # French: a summary asked of the articles the user sends
    (user("Le conseil municipal a voté mardi soir la rénovation complète de la piscine "
          "olympique, fermée depuis deux ans. Les travaux, estimés à douze millions d'euros, "
          "commenceront au printemps et dureront dix-huit mois.",
          system="Tu es journaliste. Tu rédiges un court résumé des articles qu'on te donne."),
     "chat/grounded"),
]


# a review aimed at the rules above: what it found they over- or under-reached
REVIEW: list[tuple[dict[str, Any], str]] = [
    (user("Replace every `pass` with `continue` in this loop and change nothing else:\n\n"
          "```python\nfor row in rows:\n    if not row:\n        pass\n    if row[0] == '#':\n"
          "        pass\n    process(row)\n```"), "code/grounded"),
    (user("How can we set up a lean code review process for a team of five developers?"),
     "chat/open"),
    (user("recursively change the owner of /srv/www to www-data",
          system="You are a Linux sysadmin assistant. Reply with the command only, no "
          "explanation."), "code/open"),
    (user("What's the command to list all stopped containers with `docker`?"), "code/open"),
    (user("Which command does my dog need to learn first, sit or stay?"), "chat/open"),
    (user("Are the following statements correct? Explain briefly.\n1. Every prime number is "
          "odd.\n2. The square root of 2 is irrational.\n3. Zero is an even number."),
     "chat/open"),
    (user('Which city hosted the 1992 Summer Olympics? Reply in the form {"city": "...", '
          '"country": "..."}.'), "json/open"),
    (user("Tell me about the history of the form in sonnets, in the form of a short essay."),
     "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES + REVIEW)
def test_what_rounds_45_to_48_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
