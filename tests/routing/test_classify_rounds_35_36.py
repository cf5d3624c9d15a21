"""The classifier on what held-out rounds 35 and 36 found, and the sixth review (prompts
written at the rules of rounds 33 and 34): lettered options after a short text, a closing
"fill in these fields from the agreement above", Finnish and Spanish asks, a manner ("explain
briefly") that is no ask, yes/no verdicts, a program's specification, a labelled review in the
first person; each beside look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

ARTICLE = ("The city council voted on Tuesday to expand the bike lane network by forty "
           "kilometres over the next three years, after a long debate about parking and delivery "
           "access. Supporters said the plan would cut traffic deaths, while shop owners warned "
           "that losing parking could hurt business on the main street. ") * 2
CONTRACT = ("This Non-Disclosure Agreement is entered into as of March 1, 2019 between Acme "
            "Corp., a Delaware corporation, and Jane Smith. The receiving party shall hold all "
            "confidential information in strict confidence for a period of three years. This "
            "agreement is governed by the laws of the State of New York. ") * 2
ESSAY_ES = ("Soy alto y me gusta mucho el waterpolo. Vivo cerca de la playa y me encanta surfear "
            "con mis amigos los fines de semana, aunque a veces el agua esta muy fria. ") * 2
POLICY = ("Employees may work remotely up to three days per week after completing their "
          "probation period of three months. Remote days must be agreed with the team lead. ")
RECIPE = ("Mix 200 g flour, 2 eggs and 300 ml milk into a smooth batter. Rest it for 20 minutes, "
          "then fry thin pancakes in a hot buttered pan, one minute a side.")
TS = ("```ts\nexport async function fetchUser(id) {\n  const res = await fetch(`/api/users/${id}`);"
      "\n  return res.json();\n}\n```")
BASH = ("```bash\n#!/bin/bash\nSRC=/var/www/uploads\nDEST=backup@10.0.0.12:/srv/backups\n"
        "rsync -az --delete $SRC $DEST\n```")


CASES: list[tuple[dict[str, Any], str]] = [
    # lettered options after a short text: a pick, not a span; after a long passage: a span
    (user("Which ending completes the sentence most sensibly?\n\nThe carpenter went over to the "
          "board. He ...\nA) asked it out for a date.\nB) went surfing.\nC) pitched a new idea."
          "\nD) drove a nail into it.\n\nAnswer with the letter and one sentence of reason."),
     "chat/open"),
    (user(f"Which statement does the passage support?\n\n{ARTICLE}\n\nA) The council voted "
          "against the plan.\nB) Shop owners worried about parking."), "chat/grounded"),
    # a closing ask that fills fields from the agreement above
    (user(f"{CONTRACT}\n\n---\nFill in these fields from the agreement above: effective_date, "
          "jurisdiction, party, term."), "chat/grounded"),
    (user("What should a good non-disclosure agreement include for a freelance designer?"),
     "chat/open"),
    # Finnish: find the entities of the sentence below, in JSON
    (user("Etsi alla olevasta lauseesta kaikki nimetyt entiteetit (henkilöt, paikat, "
          "organisaatiot) ja palauta ne JSON-muodossa.\n\nLause: Kuitenkin komissio pitää "
          "tärkeänä seurata välittömästi paikan päällä viimeaikaista kehitystä Helsingissä."),
     "json/grounded"),
    (user("Mikä on Suomen pääkaupunki ja miksi se sijaitsee rannikolla?"), "chat/open"),
    # Spanish "me" is no first person of an English story
    (user(f"Corrige los errores gramaticales de este texto escrito por un estudiante. Devuelve "
          f"solo el texto corregido.\n\n{ESSAY_ES}"), "chat/grounded"),
    (user(f"Resume la noticia que aparece debajo en tres viñetas.\n\n{ARTICLE}"),
     "chat/grounded"),
    # a manner of answering is no ask to condense
    (user("True or false? Frida wanted to avoid crowds at the beach, so she went there at noon "
          "on a Saturday in August. Explain briefly."), "chat/open"),
    (user(f"Sum the following article in brief: {ARTICLE}"), "chat/grounded"),
    # a yes/no verdict copies nothing of the policy
    (user(f"Based on this policy, can a new hire in their second month work from home on "
          f"Fridays? Answer yes or no.\n\n{POLICY}"), "chat/open"),
    # what a program to write should do, each verb of the list
    (user("Write a Python function `sync_inventory(db, feed)`. The function should update the "
          "quantity of every SKU in both, insert SKUs only in the feed, and remove SKUs whose "
          "quantity is 0."), "code/open"),
    (user("Write a bash script that should update all git repos under ~/src and remove merged "
          "branches. Print a summary of what changed at the end."), "code/open"),
    (user("Create a React hook `useLocalStorage(key, initial)` that keeps a value in "
          "localStorage."), "code/open"),
    # additions to code that exists
    (user(f"Please add TypeScript types to this function.\n\n{TS}"), "code/grounded"),
    (user(f"Add `set -euo pipefail` and a log line for each step to my backup script:\n\n{BASH}"),
     "code/grounded"),
    # "turn it into" on an earlier answer; "turn it off" is no edit
    ({"messages": [{"role": "user", "content": "Give me a simple pancake recipe."},
                   {"role": "assistant", "content": RECIPE},
                   {"role": "user", "content": "yes turn it into a recipe card format please"}]},
     "chat/grounded"),
    (user("My phone keeps vibrating at night even in silent mode. How do I turn it off?"),
     "chat/open"),
    # a labelled review in the first person is someone's text, not the asker's story
    (user("What does the reviewer say about the assembly instructions?\n\nReview:\nI bought "
          "the Aerlo 3 standing desk after my old one started wobbling. Assembly took me two "
          "hours because the instructions skip the cable tray, and my drill stripped a screw. "
          "Once built it is solid, quiet and the memory presets work well."), "chat/grounded"),
    (user("How do I get my landlord to fix the heating?\n\nI have asked three times since "
          "October and my flat is at 15 degrees. I pay my rent on time and I have photos of "
          "the thermostat and my emails to him, but he keeps saying next week."), "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_35_and_36_and_the_sixth_review_found(body: dict[str, Any],
                                                          expected: str) -> None:
    assert label(body) == expected
