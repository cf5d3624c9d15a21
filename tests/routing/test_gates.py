"""``gates.Needles`` finds which of its strings occur in a text as ``in`` would, and each module
that tests a text's ``found`` strings added every one of them to ``GATES`` (a string not added
would never be found)."""

from __future__ import annotations

import ast
import inspect
import random
from types import ModuleType

import pytest

from gateway.routing import answer_form, asks, features
from gateway.routing.gates import GATES, Needles


def test_found_is_what_in_finds() -> None:
    needles = ["only", "no ", "not write", "question", "questions", "tion", "questõ", "コード",
               "ード", '" or "', "a", "aa"]
    gates = Needles()
    gates.add(needles)
    rnd = random.Random(3)
    pieces = [*needles, " ", "x", "qu", "est", "ions", "ö", "õ", "コ", "\n", '"']
    for _ in range(3000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 12)))
        assert gates.found(text) == {n for n in needles if n in text}, text


def test_recent_texts_are_kept_by_identity_only() -> None:
    gates = Needles()
    gates.add(["ab"])
    texts = ["".join(["x" * n, "ab" if n % 2 else "cd"]) for n in range(9)]  # other objects
    for _ in range(3):
        for text in texts:  # more than are kept, taking turns
            assert gates.found(text) == ({"ab"} if "ab" in text else frozenset())


def _tested_strings(module: ModuleType) -> set[str]:
    """Every string literal the module tests with ``"…" in found`` or ``not in found``."""
    tree = ast.parse(inspect.getsource(module))
    return {node.left.value for node in ast.walk(tree)
            if isinstance(node, ast.Compare) and len(node.ops) == 1
            and isinstance(node.ops[0], ast.In | ast.NotIn)
            and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)
            and isinstance(node.comparators[0], ast.Name) and node.comparators[0].id == "found"}


def test_strings_added_later_are_found() -> None:
    gates = Needles()
    gates.add(["ab"])
    assert gates.found("xxabcd") == {"ab"}
    gates.add(["cd"])
    assert gates.found("xxabcd") == {"ab", "cd"}


@pytest.mark.parametrize("module", [answer_form, asks, features])
def test_every_string_tested_is_registered(module: ModuleType) -> None:
    tested = _tested_strings(module)
    registered = set(module._GATE_STRINGS)
    assert len(tested) > 10
    assert tested <= registered, sorted(tested - registered)  # its own, not another module's
    assert registered <= GATES.needles
