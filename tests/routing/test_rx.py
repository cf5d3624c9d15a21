"""Patterns rewritten by ``gateway.routing.rx`` so that ``re`` can skip through them match what
their sources match: the rewrites on examples, and every pattern the classifier's modules had
rewritten, against its source, on texts sampled from the source itself (strings it matches, or
nearly, set among words and the characters a word boundary turns on)."""

from __future__ import annotations

import random
import re
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

import pytest

import gateway.routing.classify  # noqa: F401  (imports every module whose patterns are rewritten)
from gateway.routing import rx


@pytest.mark.parametrize(("source", "rewritten"), [
    # a word boundary before a word character: no word character before the literal run it
    # opens, asked once that run has matched (at a "t", "his" fails first, in one step)
    (r"\bthis\b", r"this(?<!\wthis)\b"),
    (r"\bthis\b|\bthat\b", r"t(?:his(?<!\wthis)\b|hat(?<!\wthat)\b)"),
    (r"\bused?\b", r"use(?<!\wuse)d?\b"),  # a repeated letter ends the run
    # a group opening an alternative spread over what follows it, boundary and all
    (r"\b(?:can|could|would)\s+you",
     r"c(?:an(?<!\wcan)\s+you|ould(?<!\wcould)\s+you)|would(?<!\wwould)\s+you"),
    # a look-behind likewise, asked after the run with the run inside it
    (r"(?<![a-z])(?:json|go)\b", r"json(?<![a-z]json)\b|go(?<![a-z]go)\b"),
    (r"(?<=\bneed )th", r"th(?<=\bneed th)"),
    (r"(?<!a|b)cd", r"cd(?<!(?:a|b)cd)"),
    # alternatives grouped by their first character, in their order
    (r"(?:ab|cd)x|ae", r"a(?:bx|e)|cdx"),
    (r"翻译|改写|翻譯", r"翻(?:译|譯)|改写"),
    # a class holding "|" and "(" is one item, a boundary before a non-word character stays
    (r"[(|]x|\by|\b-z", r"[(|]x|y(?<!\wy)|\b-z"),
    # inside groups and look-aheads too, after spreading their own leading groups
    (r"\.(?:py|js|php)\b", r"\.(?:p(?:y|hp)|js)\b"),
    (r"\n(?=[ \t]*(?:def |(?:public|private)\s))", r"\n(?=[ \t]*(?:def |p(?:ublic\s|rivate\s)))"),
    # a look-behind keeps its alternatives (its width must stay one)
    (r"x(?<!ab|ac)", r"x(?<!ab|ac)"),
])
def test_rewrites(source: str, rewritten: str) -> None:
    assert rx.rewrite(source) == rewritten


@pytest.mark.parametrize(("source", "flags"), [
    (r"\b(this|that)\b", 0),  # a capturing group: copies would renumber it
    (r"\b(?P<name>this|that)", 0),
    (r"\bthis|\bthat", re.IGNORECASE),
    (r"(?i)\bthis|\bthat", 0),
    (r"\bthis|\bthat  # words", re.VERBOSE),
])
def test_left_as_written(source: str, flags: int) -> None:
    assert rx.compile(source, flags).pattern == source


@pytest.mark.parametrize("source", [
    r"(?:ab|cd)+x",  # a repeated group is not spread
    r"(?:ab|)x",  # nor one with an empty alternative
    r"\b\d+x|\b[a-z]y",  # nothing opens on a literal
])
def test_unchanged(source: str) -> None:
    assert rx.rewrite(source) == source


def test_the_classifier_rewrites_its_patterns() -> None:
    # most of its patterns open on "\b" or a group; each of these is tried at every character
    assert len(rx.REWRITTEN) >= 150


_CONTEXT = ["", " ", "  ", "\n", "x", "é", "_", "1", "-", "'", ".", ": ", "the ", "a ", "xy "]


def _sample(items: list[tuple[Any, Any]], rnd: random.Random, depth: int = 0) -> str:
    """A string the parsed pattern ``items`` (nearly) matches: a random choice at each branch
    and repeat, a random member of each class; look-arounds and boundaries are left out."""
    out = []
    for op, av in items:
        if op is sre.LITERAL:
            out.append(chr(av))
        elif op is sre.NOT_LITERAL:
            out.append("x" if av != ord("x") else "y")
        elif op is sre.ANY:
            out.append(rnd.choice("a .x"))
        elif op is sre.IN:
            out.append(_member(av, rnd))
        elif op is sre.BRANCH and depth < 12:
            out.append(_sample(list(rnd.choice(av[1])), rnd, depth + 1))
        elif op is sre.SUBPATTERN and depth < 12:
            out.append(_sample(list(av[3]), rnd, depth + 1))
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT) and depth < 12:
            low, high, body = av
            times = rnd.randint(low, min(high, low + 2))
            out.extend(_sample(list(body), rnd, depth + 1) for _ in range(times))
    return "".join(out)


def _member(items: list[tuple[Any, Any]], rnd: random.Random) -> str:
    if items and items[0][0] is sre.NEGATE:
        return rnd.choice("x é")
    choices: list[str] = []
    for op, av in items:
        if op is sre.LITERAL:
            choices.append(chr(av))
        elif op is sre.RANGE:
            choices.append(chr(rnd.randint(av[0], min(av[1], av[0] + 30))))
        elif op is sre.CATEGORY:
            choices.append({sre.CATEGORY_DIGIT: "7", sre.CATEGORY_SPACE: " ",
                            sre.CATEGORY_WORD: "w"}.get(av, "x"))
    return rnd.choice(choices) if choices else "x"


def _texts(source: str, flags: int, seed: int, n: int = 150) -> list[str]:
    rnd = random.Random(seed)
    parsed = list(_parser.parse(source, flags))
    texts = []
    for _ in range(n):
        parts = [rnd.choice(_CONTEXT)]
        for _ in range(rnd.randint(1, 3)):
            parts += [_sample(parsed, rnd), rnd.choice(_CONTEXT)]
        texts.append("".join(parts))
    return texts


def _spans(found: re.Match[str] | None) -> tuple[int, int] | None:
    return None if found is None else found.span()


@pytest.mark.parametrize("index", range(0, 400, 25))
def test_rewritten_patterns_match_as_their_sources(index: int) -> None:
    matched = 0
    for source, fast, flags in rx.REWRITTEN[index : index + 25]:
        old, new = re.compile(source, flags), re.compile(fast, flags)
        for i, text in enumerate(_texts(source, flags, seed=index + len(source))):
            spans = [m.span() for m in old.finditer(text)]
            assert spans == [m.span() for m in new.finditer(text)], (source, text)
            matched += bool(spans)
            at = i % (len(text) + 1)
            assert _spans(old.search(text, at)) == _spans(new.search(text, at)), (source, text)
            assert _spans(old.match(text, at)) == _spans(new.match(text, at)), (source, text)
            assert _spans(old.search(text, 0, at)) == _spans(new.search(text, 0, at)), \
                (source, text)
    if index < len(rx.REWRITTEN):  # the samples reach the patterns' matches, not only misses
        assert matched > 0


def test_split_by_the_script_alternatives_open_on() -> None:
    parts = rx.split(r"翻译|\brewrite\b|改写|réécri")
    assert [p.pattern for p in parts] == [r"r(?:ewrite(?<!\wrewrite)\b|éécri)", r"翻译|改写"]
    whole = re.compile(r"翻译|\brewrite\b|改写|réécri")
    for text in ["请改写 rewrite", "rewrite 翻译", "prewrite réécrire 改写", "none here", "翻译"]:
        for at in range(len(text) + 1):
            found = [m for m in (p.search(text, at) for p in parts) if m is not None]
            first = min(found, key=lambda m: m.start()) if found else None
            assert _spans(first) == _spans(whole.search(text, at)), (text, at)


def test_split_keeps_a_pattern_whole_where_an_alternative_opens_on_no_literal() -> None:
    assert [p.pattern for p in rx.split(r"\d+x|abc|翻译")] == [r"\d+x|abc|翻译"]
    assert [p.pattern for p in rx.split(r"abc|abd")] == ["a(?:bc|bd)"]  # one script
