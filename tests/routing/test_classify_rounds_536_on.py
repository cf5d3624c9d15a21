"""The classifier on what held-out rounds from 536 on found: each case beside look-alikes that must
keep their label.

Before round 536, from a miss the stop before left: "给每个函数加上中文注释" (add Chinese comments
to each function) gives the code back, commented, as "add docstrings" does.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

PY = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n"

CASES_536: list[tuple[dict[str, Any], str]] = [
    (user("不需要改写代码，只需要给每个函数加上中文注释：\n\n" + PY), "code/grounded"),
    (user("请给这段代码加注释：\n\n" + PY), "code/grounded"),
    (user("以下のコードにコメントを追加してください。\n\n" + PY), "code/grounded"),
    (user("我写了一个加注释的脚本，怎么让它支持多行？"), "chat/open"),
    (user("不需要改写代码，只需要解释每个函数做什么：\n\n" + PY), "chat/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_536)
def test_what_rounds_from_536_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
