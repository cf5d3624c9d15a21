"""The classifier on what held-out rounds from 488 on found: each case beside look-alikes that
must keep their label.

Rounds 488-495, scored on arrival at `cad2131`, then read: a file's name in brackets ("dieses
AutoIt-Beispiel (OSLang.au3) nach Python 3 portieren") ends no clause.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

AUTOIT = """```autoit
#include <MsgBoxConstants.au3>

MsgBox($MB_SYSTEMMODAL, "", "Die Sprache: " & _GetLanguage())

; Ruft die Sprache des Betriebssystems ab.
Func _GetLanguage()
	Switch StringRight(@OSLang, 2)
		Case "07"
			Return "Deutsch"
		Case "09"
			Return "Englisch"
		Case Else
			Return "Andere"
	EndSwitch
EndFunc   ;==>_GetLanguage
```

"""

CASES_488_495: list[tuple[dict[str, Any], str]] = [
    (user(AUTOIT + "Kannst du dieses AutoIt-Beispiel (@OSLang.au3) nach Python 3 portieren? "
          "Bitte möglichst nah am Original bleiben."), "code/grounded"),
    (user(AUTOIT + "Kannst du dieses AutoIt-Beispiel (Version 3.3) nach Python 3 portieren? "
          "Danke!"), "code/grounded"),
    (user(AUTOIT + "Was macht dieses AutoIt-Beispiel (@OSLang.au3)? Bitte kurz erklären."),
     "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_488_495)
def test_what_rounds_from_488_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
