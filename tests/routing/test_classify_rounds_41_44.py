"""The classifier on what held-out rounds 41 to 44 found: "constraints" that mark no contest
statement, a gap to fill ("replace the sorry with a proof", "fill in the <mask>"), a summary of
the conversation itself, "is/are correct" and "a fixed point" as no edit, "als JSON-Objekt", and
asks in Romanian; each beside look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

TALK = [
    {"role": "user", "content": "What did the Romans build that we still use today?"},
    {"role": "assistant", "content": "Roads, aqueducts and concrete are the big three. Roman "
     "roads set out routes that many European highways still follow, aqueducts carried water "
     "across valleys by gravity alone, and Roman concrete with volcanic ash has outlasted most "
     "modern mixes in sea water."},
    {"role": "user", "content": "And the Greeks?"},
    {"role": "assistant", "content": "Democracy as an idea, the theatre, geometry and much of "
     "the vocabulary of science. Athens let citizens vote on laws directly, Euclid wrote the "
     "geometry taught for two thousand years, and words like biology and physics are Greek."},
]


def next_turn(text: str) -> dict[str, Any]:
    return {"messages": [*TALK, {"role": "user", "content": text}]}


LEAN = ("```lean\ntheorem sum_of_squares_bound\n  (x y z : ℝ)\n  (h₀ : 0 < x ∧ 0 < y ∧ 0 < z)\n"
        "  (h₁ : x + y + z = 3) :\n  x^2 + y^2 + z^2 ≥ 3 :=\nbegin\n  sorry\nend\n```\n")
PY_STUB = ("```python\ndef parse_row(line: str) -> list[str]:\n"
           "    \"\"\"Split a CSV line, honouring quotes.\"\"\"\n    pass\n```\n\n")
PY_AREA = ("```python\nimport math\n\n\ndef area(r):\n    return 3.14 * r * r\n\n\n"
           "def circumference(r):\n    return 2 * 3.14 * r\n```\n\n")
RO = ("Echipa de la Cluj a câștigat duminică finala de la București în fața a peste douăzeci de "
      "mii de spectatori.")

CASES: list[tuple[dict[str, Any], str]] = [
    # "constraints" is no contest statement's mark: its bounds are
    (user("What are three habits that improve sleep?",
          system="You are a helpful assistant. Follow the user's formatting constraints "
          "exactly."), "chat/open"),
    (user("Money is tight and I have time constraints too. How do I plan a week of meals?"),
     "chat/open"),
    (user("Plan the launch of our coffee subscription, week by week.\n\nConstraints:\n- a "
          "budget under $15,000\n- live before September\n- two marketing staff"), "chat/open"),
    (user("Given a string s, return the length of its longest palindromic substring.\n\n"
          "Constraints:\n1 <= s.length <= 1000\ns holds only digits and English letters"),
     "code/open"),
    # a gap to fill is new text, not a copy of what surrounds it
    (user(f"{LEAN}Replace the sorry with a proof."), "code/open"),
    (user(f"{PY_STUB}Replace the pass with a body that handles quoted commas."), "code/open"),
    (user(f"{PY_AREA}Replace the 3.14 with math.pi."), "code/grounded"),
    ({**user('Fill in the <mask> in the sentence below with a number word. Respond in JSON as '
             '{"answer": "..."}.\n\na spider has <mask> legs and two body segments.'),
      "response_format": {"type": "json_object"}}, "json/open"),
    ({**user('Extract the numbers in the sentence below. Respond in JSON as {"numbers": []}.'
             '\n\na spider has eight legs, two body segments and, in most species, eight eyes.'),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    # "… and give me back the whole file" over the code it edits
    (user("```dafny\nmethod Increment(a: array<int>)\n  requires a.Length > 0\n  modifies a\n"
          "{\n  var j := 0;\n  while j < a.Length\n  {\n    a[j] := a[j] + 1;\n    j := j + 1;\n"
          "  }\n}\n```\n\nDafny can't verify this file as it is. Please add whatever loop "
          "invariants are needed and give me back the whole file."), "code/grounded"),
    # a next turn's summary of the conversation works on its earlier turns
    (next_turn("sum all this up in two sentences."), "chat/grounded"),
    (next_turn("Could you give me a short summary of everything we've talked about?"),
     "chat/grounded"),
    (next_turn("Summarize our discussion as three bullet points."), "chat/grounded"),
    (next_turn("In our discussion you used the phrase summary statistics. What are they?"),
     "chat/open"),
    (next_turn("Now write a poem about all this."), "chat/open"),
    (user("Summarize our conversation so far."), "chat/open"),  # there is none
    # "is/are correct", "a fixed point": no edit asked
    (user("A ball is thrown straight up at 10 m/s from the ground. Which of the following "
          "options is/are correct?\n\n(A) It rises about 5.1 m\n(B) It lands after about 2 s\n"
          "(C) Its speed at the top is 10 m/s"), "chat/open"),
    (user("A pendulum hangs from a fixed point 1.0 m above a smooth floor, its bob resting on "
          "the floor. A horizontal impulse of 0.2 kg m/s is given to the bob. What is its "
          "kinetic energy just after the string becomes taut?"), "chat/open"),
    (user("Correct the following sentence: the results was analysed by the team last week and "
          "they was surprising."), "chat/grounded"),
    # "als JSON-Objekt": JSON named in a German compound
    (user('Extrahiere alle Orte aus dem folgenden Text. Antworte nur als JSON-Objekt mit dem '
          'Schlüssel "orte".\n\nText: Von Salzburg fuhr der Zug über Linz nach Wien, wo er am '
          'Abend ankam.'), "json/grounded"),
    (user("Was ist der Unterschied zwischen einem JSON-Objekt und einem Array?"), "chat/open"),
    # Romanian: an extraction asked for, and JSON named
    (user(RO, system="Ești un asistent care extrage entități numite din texte. Răspunde doar "
          "cu JSON valid."), "json/grounded"),
    (user(f"{RO}\n\nListează toate entitățile numite din text ca listă JSON."), "json/grounded"),
    (user("Care sunt cele mai frumoase orașe de vizitat în România primăvara?"), "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_41_to_44_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
