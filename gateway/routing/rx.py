"""Regular expressions rewritten, as they are compiled, into equivalent ones that ``re`` can skip
through: each alternative opening on a literal character.

``re`` searches a pattern fast only where it knows the characters a match can open with: a
literal prefix, or a set of first characters when every top-level alternative opens on a
literal. One alternative that opens on ``\\b``, a group or a look-behind, and the whole pattern
is tried at every position of the text: the classifier's rules, written to be read, are mostly
of that kind ("\\b(?:this|these|following)\\b", "\\bwhy\\s+(?:does|do)\\b|\\bhow\\s+…"). So
:func:`compile` rewrites such a pattern, keeping what it matches and in which order:

* ``\\bab…``, where ``a`` is a word character, becomes ``ab(?<!\\wab)…`` (the boundary before a
  word character is "no word character before it", asked once the literal run it opens has
  matched: at an "a" of any other word the next literal fails in one step, where the
  look-behind costs a dozen); a look-behind opening an alternative likewise, ``(?<!X)ab…``
  becoming ``ab(?<!Xab)…``;
* ``(?:A|B)R`` opening an alternative becomes ``AR|BR`` (ordered choice distributes over what
  follows it), and ``\\b(?:A|B)R`` becomes ``\\bAR|\\bBR``, each then rewritten in turn;
* alternatives that open on the same character are grouped behind it (``cA|dB|cC`` becomes
  ``c(?:A|C)|dB``): at any one place only those can match, and they are tried in their order;
* so are the alternatives inside each group and look-ahead, each spread as above first (where
  ``re`` tries them one by one at every place it gets to: "\\n(?=[ \\t]*(?:def |class |
  (?:public|private)\\s+…))" at each line's start).

A pattern with capturing groups (whose numbers the copies would change), with ``IGNORECASE``,
``VERBOSE`` or ``ASCII``, or with inline flags or comments, is compiled as written. Measured on
the classifier (``bench/classify/LATENCY.md``, stop 53): an eighth of its instructions, the same
labels; ``tests/routing/test_rx.py`` checks each rewritten pattern against its source.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

__all__ = ["REWRITTEN", "compile", "rewrite", "split"]

# (source, rewritten, flags) of every pattern this module changed, for the tests to check
REWRITTEN: Final[list[tuple[str, str, int]]] = []
_SPECIAL: Final = frozenset("\\[](){}.*+?^$|")
_QUANTIFIERS: Final = frozenset("*+?{")
_WORD: Final = re.compile(r"\w")
_REFUSED_FLAGS: Final = re.IGNORECASE | re.VERBOSE | re.ASCII
_MAX_DEPTH: Final = 4  # groups opened inside groups that are spread into alternatives


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, rewritten where that lets ``re`` skip ahead."""
    compiled = re.compile(pattern, flags)
    if compiled.groups or flags & _REFUSED_FLAGS or "(?#" in pattern or \
            re.match(r"\(\?[a-zA-Z]", pattern):
        return compiled
    fast = rewrite(pattern)
    if fast == pattern:
        return compiled
    REWRITTEN.append((pattern, fast, flags))
    return re.compile(fast, flags)


def split(pattern: str) -> tuple[re.Pattern[str], ...]:
    """``pattern`` as patterns of its own for the alternatives that open on an ASCII character
    and for the rest, where every alternative opens on a literal; else ``pattern`` alone.

    At a place its first character lets through, ``re`` tries each alternative in turn (a few
    instructions each, where the first character differs): a pattern of 60 verbs in a dozen
    scripts tried at every letter of an English head took 25 µs for 256 characters, its two
    halves 7. No match can open on a character of both halves, so the earliest match of the
    parts is the pattern's match, and at one place at most one part matches."""
    whole = compile(pattern)
    branches = _alternatives(whole.pattern)
    if whole.groups or not all(map(_opens_on_literal, branches)):
        return (whole,)
    parts = ([b for b in branches if b[0].isascii()], [b for b in branches if not b[0].isascii()])
    return tuple(re.compile("|".join(part)) for part in parts if part)


def rewrite(pattern: str) -> str:
    """``pattern`` with its alternatives opening on literals where it can, grouped by them."""
    branches: list[str] = []
    for branch in _alternatives(pattern):
        branches += _opened_on_literals(branch, 0)
    return _grouped([_inner_grouped(b) for b in branches])


def _inner_grouped(pattern: str) -> str:
    """``pattern`` with the alternatives of each group and look-ahead in it grouped by their
    first literal (a look-behind's, whose width must stay one, and a scoped flag's are kept)."""
    out: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "\\":
            out.append(pattern[i : i + 2])
            i += 2
        elif c == "[":
            end = _class_end(pattern, i) + 1
            out.append(pattern[i:end])
            i = end
        elif c == "(" and pattern.startswith(("(?:", "(?=", "(?!"), i):
            end = _group_end(pattern, i)
            if end < 0:
                return pattern
            inside = [_inner_grouped(spread) for b in _alternatives(pattern[i + 3 : end])
                      for spread in _opened_on_literals(b, 0)]
            out.append(pattern[i : i + 3] + _grouped(inside) + ")")
            i = end + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of ``pattern``."""
    out: list[str] = []
    start = 0
    for i, c, depth in _structure(pattern, 0):
        if c == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
    out.append(pattern[start:])
    return out


def _structure(pattern: str, i: int) -> Iterator[tuple[int, str, int]]:
    """Each "(", ")" and "|" of ``pattern`` from ``i`` on, outside escapes and classes, with the
    depth of groups after it."""
    depth, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i = _class_end(pattern, i)
        elif c in "()|":
            depth += 1 if c == "(" else -1 if c == ")" else 0
            yield i, c, depth
        i += 1


def _class_end(pattern: str, i: int) -> int:
    """Where the character class opened at ``pattern[i]`` closes (``]`` first in it is one)."""
    i += 1
    if pattern.startswith("^", i):
        i += 1
    if pattern.startswith("]", i):
        i += 1
    while i < len(pattern) and pattern[i] != "]":
        i += 2 if pattern[i] == "\\" else 1
    return i


def _group_end(pattern: str, i: int) -> int:
    """Where the group opened at ``pattern[i]`` closes, or -1."""
    return next((j for j, c, depth in _structure(pattern, i) if c == ")" and depth == 0), -1)


def _opens_on_literal(branch: str) -> bool:
    return bool(branch) and branch[0] not in _SPECIAL and \
        branch[1:2] not in _QUANTIFIERS


def _opened_on_literals(branch: str, depth: int) -> list[str]:
    """Alternatives that match what ``branch`` does, in its order, each opening on a literal
    where it can (a branch that cannot is kept as it is)."""
    behind = _leading_behind(branch)
    body = branch[len(behind) :]
    if body.startswith("(?:") and depth < _MAX_DEPTH:
        end = _group_end(body, 0)
        choices = _alternatives(body[3:end]) if end > 0 else []
        if end > 0 and body[end + 1 : end + 2] not in _QUANTIFIERS and all(choices):
            rest = body[end + 1 :]
            out: list[str] = []
            for choice in choices:
                out += _opened_on_literals(branch[: len(branch) - len(body)] + choice + rest,
                                           depth + 1)
            return out
    run = _literal_run(body)
    if behind and run:
        if behind == "\\b":
            if _WORD.match(run[0]):
                return [f"{run}(?<!\\w{run}){body[len(run) :]}"]
        else:  # "(?<!X)ab" is "ab(?<!Xab)": the look-behind asked once "ab" has matched
            kind, inside = behind[:4], behind[4:-1]
            if len(_alternatives(inside)) > 1:
                inside = f"(?:{inside})"
            return [f"{run}{kind}{inside}{run}){body[len(run) :]}"]
    return [branch]


def _literal_run(body: str) -> str:
    """The literal characters ``body`` opens with (none repeated by a quantifier)."""
    n = 0
    while n < len(body) and body[n] not in _SPECIAL and body[n + 1 : n + 2] not in _QUANTIFIERS:
        n += 1
    return body[:n]


def _leading_behind(branch: str) -> str:
    """The word boundary or look-behind ``branch`` opens on, or ""."""
    if branch.startswith("\\b"):
        return "\\b"
    if branch.startswith(("(?<!", "(?<=")):
        end = _group_end(branch, 0)
        if end > 0:
            return branch[: end + 1]
    return ""


def _grouped(branches: list[str]) -> str:
    """``branches`` joined, those that open on the same literal behind it, in their order."""
    groups: dict[str, list[str]] = {}
    order: list[str] = []
    for i, branch in enumerate(branches):
        key = branch[0] if _opens_on_literal(branch) else f"\0{i}"
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(branch)
    parts = []
    for key in order:
        members = groups[key]
        if len(members) == 1 or key.startswith("\0"):
            parts += members
            continue
        rests = [m[1:] for m in members]
        behind = f"(?<!\\w{key})"
        if all(r.startswith(behind) for r in rests):
            parts.append(f"{key}{behind}(?:{'|'.join(r[len(behind):] for r in rests)})")
        else:
            parts.append(f"{key}(?:{'|'.join(rests)})")
    return "|".join(parts)
