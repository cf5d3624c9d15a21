"""The classifier on what held-out rounds 31 and 32 found: asks in Ukrainian and Indonesian,
"list all" in French, a tweet as material, a spreadsheet formula as code, and "Can you fix
it?" before the code; then what the fifth review (prompts written at those rules) found; each
beside look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

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


SHELL = ("#!/bin/sh\nfor file in $(ls *.csv)\ndo\n  name = $(basename $file .csv)\n"
         "  sort -u $file > ${name}_clean.csv\ndone")
DOCKERFILE = ("FROM python:3.11\nWORKDIR /app\nCOPY . .\nRUN pip install -r requirements.txt\n"
              "CMD [\"python\", \"main.py\"]")
PY2 = ("import urllib2\ndef fetch(url):\n    try:\n        return urllib2.urlopen(url).read()\n"
       "    except urllib2.URLError, e:\n        print \"failed:\", e\n")
ESSAY = ("When Maya was six she announced she would become a marine biologist, and she spent the "
         "next twelve years proving it, from tide pools to a summer at the aquarium. ") * 2
MESSAGE = ("Hello, I was charged twice for my March subscription and I can only see one invoice "
           "in my account. Could you refund the duplicate charge? Thanks, Priya")

FIFTH_REVIEW: list[tuple[dict[str, Any], str]] = [
    # a shell script's shebang, a Dockerfile's steps: code an edit works on
    (user(f"Can you fix it?\n\n{SHELL}"), "code/grounded"),
    (user(f"The image is 1.9 GB. Can you improve it?\n\n{DOCKERFILE}"), "code/grounded"),
    # a bot's job converting code, not a conversion into new code; advice on a migration
    (user(PY2, system="You convert legacy Python 2 code to Python 3. Output only code."),
     "code/grounded"),
    (user("How do I convert my Android app from Java to Kotlin gradually? We have a team of "
          "four and want to know what order to migrate things in."), "chat/open"),
    # "turn this X into Y" reshapes the text
    (user(f"Turn this essay into a speech I can give at my sister's graduation:\n\n{ESSAY}"),
     "chat/grounded"),
    (user("Turn left at the second light, then what? I keep getting lost on the way to the "
          "stadium from the station."), "chat/open"),
    # someone's text named by its owner; a listing as material
    (user(MESSAGE, system="Summarize the customer's message in one sentence for the ticket "
                          "title."), "chat/grounded"),
    (user("Brand new Sony WH-1000XM5 headphones, black, still sealed in the box. Asking 289 EUR, "
          "pickup in Utrecht.", system="Extract the product name, price and currency from the "
                                       "listing. Respond in JSON."), "json/grounded"),
    # "I need an Excel formula"
    (user('I need an Excel formula: if E2 is blank show "Pending", otherwise the days left.'),
     "code/open"),
    # Ukrainian and Russian summaries and extraction, French with its accents
    (user(f"Зроби короткий підсумок цього тексту у двох реченнях:\n\n{UK_TEXT}"),
     "chat/grounded"),
    (user("Выпиши из текста все даты и события.\n\nКомпания была основана в марте 2009 года "
          "в Новосибирске, а в 2014 году открыла первый офис в Москве."), "chat/grounded"),
    (user("Réécris ce paragraphe dans un registre plus formel :\n\nBon, pour la réunion de "
          "jeudi, on a décidé de repousser le lancement à septembre parce que le fournisseur "
          "est en retard."), "chat/grounded"),
    (user("Est-ce que cette phrase est correcte en français : « je m'en rappelle » ?"),
     "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), [*CASES, *FIFTH_REVIEW])
def test_what_rounds_31_and_32_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
