"""The classifier on what held-out rounds 31 and 32 found: asks in Ukrainian and Indonesian,
"list all" in French, a tweet as material, a spreadsheet formula as code, and "Can you fix
it?" before the code; each beside look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from gateway.routing.classify import classify

UK_TEXT = ("Наступного ранку рівно об одинадцятій годині, коли я сидів сам, дядько Том зайшов у "
           "готель і попросив лікаря підійти до хворого.")
SU_TEXT = ("Tempatna ngenaheun. Raos deui. Pangaosna teu awis teuing. Pokona mah, disarankeun "
           "pikeun anu resep kuliner daging kambing.")
FR_ARTICLE = ("Paris, 10 juillet. Le Moniteur annonce que la reine Victoria viendra à Cherbourg le "
              "4 août, accompagnée du prince Albert et de plusieurs ministres anglais. " * 3)
TWEET = ("RT @fbcoem : The voluntary evacuation order for Pecan Grove has been upgraded to a "
         "MANDATORY EVACUATION .")
FORMULA = '=IF(AND($C2=$E$2),OR($B2=2,$B2=1)),"L","")'
PY_BUG = ("def mean(xs):\n    return sum(xs) / len(xs\n\nprint(mean([1, 2, 3]))\n")


def user(text: str, system: str | None = None) -> dict[str, Any]:
    head = [{"role": "system", "content": system}] if system else []
    return {"messages": [*head, {"role": "user", "content": text}]}


CASES: list[tuple[dict[str, Any], str]] = [
    # Ukrainian: "correct the errors in the text", "translate the following"
    (user(f"Виправ граматичні та пунктуаційні помилки в тексті. Поверни лише виправлений "
          f"текст.\n\n{UK_TEXT}"), "chat/grounded"),
    (user(f"Переклади наступний текст англійською:\n\n{UK_TEXT}"), "chat/grounded"),
    (user("Напиши короткий текст привітання з днем народження для колеги по роботі, "
          "теплий і з гумором."), "chat/open"),
    # Indonesian: "translate the sentence above", a translator's system prompt
    (user(f"{SU_TEXT}\n\nTerjemahkan kalimat berbahasa Sunda di atas ke dalam bahasa "
          f"Indonesia.", system="Kamu adalah penerjemah profesional."), "chat/grounded"),
    (user(f"Terjemahkan kalimat berikut ke dalam bahasa Inggris:\n\n{SU_TEXT}"),
     "chat/grounded"),
    (user(f"Ringkas artikel ini dalam dua kalimat:\n\n{FR_ARTICLE}"), "chat/grounded"),
    (user("Apa ibu kota Indonesia dan mengapa ibu kota akan dipindahkan ke Kalimantan Timur?"),
     "chat/open"),
    # French "list all the named entities of this article", after the article
    (user(f"{FR_ARTICLE}\n\nListe toutes les entités nommées (personnes, lieux) de cet article. "
          "Réponds en JSON."), "json/grounded"),
    (user("Cette semaine je voyage à Paris avec mes parents. Que me conseilles-tu de visiter "
          "en trois jours ?"), "chat/open"),
    # a tweet is material; "find every X in this Y" extracts
    (user(TWEET, system="Extract location mentions exactly as written in the tweet."),
     "chat/grounded"),
    (user(f"Find every location mentioned in this tweet. Answer as a JSON array.\n\nTweet: "
          f"{TWEET}"), "json/grounded"),
    (user("Find all prime numbers below 100 and explain how you found them."), "chat/open"),
    # a spreadsheet formula is code; "Can you fix it?" works on the code after the blank line
    (user(f"This Excel formula gives me an error. Can you fix it?\n\n{FORMULA}"),
     "code/grounded"),
    (user(FORMULA, system="You repair broken spreadsheet formulas. Reply with the corrected "
                          "formula only."), "code/grounded"),
    (user("Write an Excel formula that sums column B where column A says 'paid'."), "code/open"),
    (user(f"This Python function gives me an error. Can you fix it?\n\n{PY_BUG}"),
     "code/grounded"),
    (user("My bike chain keeps slipping when I climb hills. Can you fix it?\n\nIt started "
          "after I changed the rear wheel last week."), "chat/open"),
    (user("Explain what an ini file is and when I would use one instead of JSON."), "chat/open"),
]


@pytest.mark.parametrize(("body", "label"), CASES)
def test_what_rounds_31_and_32_found(body: dict[str, Any], label: str) -> None:
    w = classify(body)
    assert f"{w.kind}/{w.grounding}" == label
