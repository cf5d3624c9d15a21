"""The classifier on what held-out rounds from 184 on found: each case beside look-alikes that
must keep their label. A question asked over pasted code or a record ("what does this spec
actually verify?", "How worried should we be?") is answered in new words, where one over an
article ("When was the tower finished?") answers from it. A YAML list's "    - fixed: 1.6.0" is
a key with its value, no ask to fix anything. A closing ask that spells out its format runs
past the last 256 characters ("Convert the report above to JSON with the keys …") and is read
from its first word; a page's own last paragraph is not ("… the team should modify its
process …"). "Converte essa linha do CSV em um objeto JSON" and "Convertis ce paramètre en CSV"
convert as "Convert" does, where "`float` converte números inteiros" says what a function
does."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

CYPRESS_SPEC = ("/// <reference types=\"cypress\" />\ndescribe('cart', () => {\n"
                "  beforeEach(() => {\n    cy.visit('/shop')\n  })\n\n"
                "  it('adds an item', () => {\n    cy.get('[data-test=add]').first().click()\n"
                "    cy.wait(500)\n    cy.get('.cart-count').should('have.text', '1')\n  })\n})\n")
VULN_REPORT = ("id: GO-2021-0113\nmodules:\n    - module: golang.org/x/text\n      versions:\n"
               "        - fixed: 0.3.7\n      vulnerable_at: 0.3.6\n      packages:\n"
               "        - package: golang.org/x/text/language\n          symbols:\n"
               "            - Parse\n            - MatchStrings\n"
               "summary: Out-of-bounds read in golang.org/x/text/language\n"
               "description: |-\n    Due to improper index calculation, an incorrectly formatted "
               "language tag\n    can cause Parse to panic via an out of bounds read. If Parse is "
               "used to\n    process untrusted user inputs, this may be used as a vector for a "
               "denial\n    of service attack.\ncves:\n    - CVE-2021-38561\nreferences:\n"
               "    - fix: https://go.dev/cl/340830\n    - web: https://go.dev/issue/47581\n"
               "review_status: REVIEWED\n")
LONG_CONVERT_ASK = (
    "Convert the vulnerability report above to JSON with the keys \"id\", \"modules\" (each "
    "with \"module\", \"ranges\" as a list of {\"introduced\", \"fixed\"}, \"vulnerable_at\" "
    "and \"packages\"), \"summary\", \"description\", \"cves\" and \"references\" (a list of "
    "{\"type\", \"url\"}). Leave out keys that are absent. Output only the JSON.")
REVIEW_PAGE = (
    "## Deadlines\n\nA hard deadline is one where something disastrous would happen if you miss "
    "it. Shipping a release by a date promised to a customer can be one; most deadlines are "
    "softer than they look.\n\nIf you have a long release cycle it can be tempting to sacrifice "
    "code review quality to get a feature in before the next cycle. Repeated, this is a common "
    "way for projects to build up technical debt. If developers routinely submit changes near "
    "the end of the cycle with only superficial review, the team should modify its process so "
    "that large changes land early in the cycle and have enough time for a good review.")
CSV_ROW = ("codigo_ibge,nome,latitude,longitude,capital,codigo_uf,ddd\n"
           "3550308,São Paulo,-23.5329,-46.6395,1,35,11")
PARAMETER = ("description: Montant de base de l'allocation de fin de droits\nvalues:\n"
             + "".join(f"  {1979 + 2 * i}-10-01:\n    value: {22 + 3 * i}\n" for i in range(12))
             + "metadata:\n  reference: Décret 79-858 du 1er octobre 1979\n")
FUNCTIONS_PAGE = (
    "## Conversão de tipos\n\nO Python oferece funções que convertem valores de um tipo para "
    "outro:\n\n```python\n>>> int('32')\n32\n```\n\n`float` converte números inteiros e strings "
    "em números de ponto flutuante:\n\n```python\n>>> float(32)\n32.0\n```\n\n"
    "Finalmente, `str` converte o argumento em uma string:\n\n```python\n>>> str(32)\n'32'\n"
    "```\n\n")

CASES = [
    (user("what does this spec actually verify? and is anything in it likely to be flaky on "
          "CI?\n\n" + CYPRESS_SPEC,
          system="You are a QA lead reviewing a colleague's tests. Answer in plain prose, no "
                 "code."), "chat/open"),
    (user("Our service pinned this module a while ago. How worried should we be, and what "
          "should we do about it?\n\n" + VULN_REPORT), "code/open"),
    (user(VULN_REPORT.replace("fixed", "introduced") + "\n" + LONG_CONVERT_ASK),
     "json/grounded"),
    (user("Write a Go program that reads a report like this one and prints the module "
          "versions it lists.\n\n" + VULN_REPORT), "code/open"),
    (user("Write a Python script for a CI job that checks each pull request against the "
          "guidance below and exits non-zero on a violation.\n\n---\n" + REVIEW_PAGE),
     "code/open"),
    (user("Converte essa linha do CSV em um objeto JSON, com os nomes das colunas como chaves:"
          "\n\n" + CSV_ROW), "json/grounded"),
    (user(PARAMETER + "\nConvertis ce paramètre en CSV avec les colonnes date,value. "
          "Uniquement le CSV."), "json/grounded"),
    (user("Li esta seção do livro:\n\n" + FUNCTIONS_PAGE + "Pode escrever um programa novo "
          "(sem copiar os exemplos do texto) que pratique o mesmo conceito?",
          system="Você é um professor de Python. Responda com um programa Python 3 completo."),
     "code/open"),
    # look-alikes that keep their label
    (user("When was the tower finished, and how tall was it then?\n\nThe Eiffel Tower is a "
          "wrought-iron lattice tower on the Champ de Mars in Paris. It was designed by Gustave "
          "Eiffel's company and built from 1887 to 1889 as the centrepiece of the 1889 World's "
          "Fair. At 300 metres it was the tallest man-made structure in the world until 1930."),
     "chat/grounded"),
    (user("Fix the flaky wait in this spec and give me back the whole file.\n\n" + CYPRESS_SPEC),
     "code/grounded"),
    (user(VULN_REPORT + "\nConvert the report above to JSON. Output only the JSON."),
     "json/grounded"),
    (user("Resuma esta seção em duas frases.\n\n" + FUNCTIONS_PAGE), "chat/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_from_184_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
