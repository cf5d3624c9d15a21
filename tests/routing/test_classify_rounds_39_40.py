"""The classifier on what held-out rounds 39 and 40 found: simplification asked in Russian and
Italian, a Hebrew passage to answer from, "devolva um JSON" in Portuguese; each beside
look-alikes that must keep their label."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

RU = ("14 апреля 2003 года архиепископом Новосибирским и Бердским Тихоном пострижен в монашество "
      "с наречением имени Феодор в честь праведного Феодора Томского.")
HE = ("בניית פרופילים של משתמשים נחשבת על ידי רבים כאיום פוטנציאלי על הפרטיות. מסיבה זו הגבילו "
      "חלק מהמדינות באמצעות חקיקה את המידע שניתן להשיג באמצעות עוגיות.")


CASES: list[tuple[dict[str, Any], str]] = [
    (user(f"Упрости следующее предложение, сохранив его смысл:\n\n{RU}"), "chat/grounded"),
    (user("Почему в Новосибирске зимой так холодно, хотя город южнее Москвы?"), "chat/open"),
    (user("Semplifica questa frase in italiano, mantenendo lo stesso significato:\n\nIl "
          "bambino deve risultare residente con almeno un genitore nel comune di Trento."),
     "chat/grounded"),
    (user("Come posso semplificare la mia routine mattutina? Ho sempre poco tempo."),
     "chat/open"),
    (user(f'קרא את הקטע הבא וענה על השאלה.\n\nקטע:\n{HE}\n\nשאלה: מה הגבילו חלק מהמדינות?'),
     "chat/grounded"),
    (user("מה ההבדל בין עוגיות של צד ראשון לעוגיות של צד שלישי?"), "chat/open"),
    (user('Extraia as pessoas e os locais do texto abaixo e devolva um JSON no formato '
          '{"pessoas": [], "locais": []}.\n\nTexto:\nWillian James nasceu em Nova Iorque e '
          'ensinou em Harvard durante trinta e cinco anos.'), "json/grounded"),
    (user("O que significa devolver um produto comprado pela internet no Brasil?"), "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_39_and_40_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
