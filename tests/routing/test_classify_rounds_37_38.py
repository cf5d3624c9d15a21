"""The classifier on what held-out rounds 37 and 38 found: a new YAML or CSV document asked for,
"in that?" closing on a sentence, a tutor's "explain your reasoning", plotting libraries as
code, a conversation as material, the sentence above as a question's material; each beside
look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

DIALOGUE = ("Doctor: What is your family medical history?\nPatient: My parents do not have any "
            "health conditions. I have two half brothers in good health.\nDoctor: Do you smoke?"
            "\nPatient: No, never. I drink a glass of wine on weekends.")
PASSAGE = ("## Cavaquinhos e família\nÉ no Minho, norte de Portugal, que o cavaquinho aparece "
           "como instrumento popular, ligado às formas da música dessa província. O cavaquinho "
           "chega ao Brasil diretamente de Portugal.\n\nA) é de origem africana\nB) veio de "
           "Portugal\nC) surgiu no Brasil")


CASES: list[tuple[dict[str, Any], str]] = [
    # a new document in a data format is structured output, and new
    (user("Create a comprehensive YAML configuration file for a fraud detection system with "
          "modules for data ingestion, feature engineering and alerting. Title: FraudGuard."),
     "json/open"),
    (user("Generate a dataset of fictional software releases over two years, formatted as a CSV "
          "file with the headers Release_ID, Version and Date."), "json/open"),
    (user("Explain what a YAML file is and when I would use one instead of an INI file."),
     "chat/open"),
    # "... in that?" works on the sentence before it
    (user('"If the result is positive, you will need to see a clinician, for which there will '
          'be a facility fee charge."\n\nCan you fix any grammar mistakes in that?',
          system="You are a careful copy editor."), "chat/grounded"),
    (user("My landlord says the heating works.\n\nCan you help me with that?"), "chat/open"),
    # a tutor's worked answer over a passage and options
    (user(f"Questão do ENEM 2024:\n\n{PASSAGE}",
          system="You are a tutor. Explain your reasoning briefly in Portuguese and finish "
                 "with the letter of the correct option."), "chat/open"),
    # plotting and learning libraries are code
    (user("Generate a series of boxplots using matplotlib: a basic plot, a notched plot and a "
          "horizontal one, from reproducible random data."), "code/open"),
    (user("Who painted the Mona Lisa, and in which museum can I see it today?"), "chat/open"),
    # a conversation as material of a scribe's note
    (user(f"Section: Family and Social History\n\n{DIALOGUE}",
          system="You are a medical scribe. Write concise clinical note sections using only "
                 "information stated in the conversation."), "chat/grounded"),
    # the tagged entities of the sentence above, as JSON
    (user("It spilled more than 53000 gallons of crude oil into the marshes, one of the bigger "
          "<e1>spills</e1> caused by the <e2>hurricane</e2>.\n\nFor the tagged entities in the "
          'sentence above, return {"head": <e1>, "tail": <e2>, "relation": <label>}.',
          system="You are an information extraction service. Always reply with a single JSON "
                 "object."), "json/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_37_and_38_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
