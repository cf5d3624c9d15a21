"""The classifier on what held-out rounds 33 and 34 found: a question that offers its own
choices or a list of them, a yes/no verdict per claim, what a requested program "should" do,
asks in Portuguese and Turkish, type hints added to code; each beside look-alikes that must
keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

INTENTS = ", ".join(f"intent_{i}" for i in range(60))
REVIEW = ("The blender crushes ice in seconds and the jar is easy to clean, but after three weeks "
          "the lid started to leak and the motor smells hot after a minute of use. The company "
          "moved its service centre to Leeds, and replies now take five days. The battery of the "
          "cordless version lasts about twenty minutes, enough for a few smoothies. ") * 2
PASSAGE = ("The most powerful families carved out whole regions for themselves, which became "
           "the fiefdoms of Japanese feudalism. Over two centuries their castles grew into towns, "
           "and the towns into the cities that still carry their names today.")
TR_PASSAGE = ("Prof. Dr. Fuat Sezgin 24 Ekim 1924 tarihinde Bitlis'te doğdu. Doğubeyazıt'ta "
              "ilkokulu, Erzurum'da ortaokulu ve liseyi bitirip 1943 yılında İstanbul'a geldi. "
              "Bir akrabasının tavsiyesi üzerine Hellmut Ritter'in seminerlerine katıldı.")
PY = ("```python\ndef arithmetic_op(a, b):\n    result = a + b\n    return result\n\n\n"
      "result1 = arithmetic_op(5, 10)\n```")
C_CODE = ("```c\nint last(struct node *n) {\n    while (n->next)\n        n = n->next;\n"
          "    return n->value;\n}\n```")


CASES: list[tuple[dict[str, Any], str]] = [
    # a question over a short text and a long list of choices: one label, no copy
    (user(f'Which intent does this utterance express?\n\nUtterance: "change the accent you are '
          f'using"\n\nAllowed intents: {INTENTS}\n\nAnswer with the intent only.'), "chat/open"),
    (user(f"Which city does this article say the company moved to?\n\n{REVIEW}"),
     "chat/grounded"),
    # a question that names its choices
    (user(f"Is the sentiment of this review positive, negative or neutral?\n\n{REVIEW}"),
     "chat/open"),
    (user(f"What does the reviewer say about the battery?\n\n{REVIEW}"), "chat/grounded"),
    # a verdict on each candidate, against answering from the context
    (user(f"Context: {PASSAGE}\nQ: What happened after these regions were carved out?\n\nFor each "
          "candidate answer below, say whether it is likely to be true (yes/no):\n1. the "
          "families gained control\n2. japan defeated iraq"), "chat/open"),
    (user(f"Context: {PASSAGE}\nQ: What did the regions become?"), "chat/grounded"),
    # what the requested program should do is no ask to edit
    (user("Write a function in C that appends a state to a linked list of states. The function "
          "should return the new list, and should also update the 'next' pointer of the last "
          "state in the list."), "code/open"),
    (user(f"You should fix the null check in this function, it crashes on an empty list:\n\n"
          f"{C_CODE}"), "code/grounded"),
    # Portuguese: extract from the sentence below, answer in JSON
    (user('Extraia as entidades nomeadas da frase abaixo. Responda apenas em JSON no formato '
          '{"PER": [], "LOC": []}.\n\nFrase: O desembargador Doreste Batista, convidado pelo '
          'governador do Rio, disse ontem que vai pedir apoio do Exército.'), "json/grounded"),
    (user("Explique em poucas palavras o que é JSON e para que serve numa API."), "chat/open"),
    # Turkish: answer from the text
    (user(f"Aşağıdaki metne göre soruyu yanıtlayın.\n\nMetin: {TR_PASSAGE}\n\nSoru: Fuat Sezgin "
          "nerede doğdu?"), "chat/grounded"),
    (user("Türkiye'nin başkenti neden İstanbul değil de Ankara oldu? Kısaca anlatır mısın?"),
     "chat/open"),
    # type hints added to code that exists
    (user(f"Add Python type hints to every function and variable in this file.\n\n{PY}"),
     "code/grounded"),
    (user("Should I add type hints to a small script that only I will ever run?"), "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_33_and_34_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
