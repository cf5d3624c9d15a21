"""Word-level helpers of the classifier's feature modules: vocabularies as byte sets, words
and whole-word search in ASCII bytes, clause bounds, a script's width."""

from __future__ import annotations

import re
from typing import Final

from gateway.routing import rx

__all__ = ["ASKING", "OWN", "SUBJECTS", "WINDOW", "alternation", "clause_bounds", "occurrences",
           "previous_word", "sentence_before", "stated", "vocabulary", "width", "word_list"]

# the people's languages a text is translated into, by their English names
PEOPLES: Final = (r"(?:english|spanish|french|german|italian|portuguese|chinese|japanese|korean|"
                  r"russian|arabic|hindi|dutch|polish|turkish|vietnamese|indonesian|swedish|"
                  r"ukrainian|czech|greek|hebrew|persian|farsi|thai|malay|romanian|hungarian|"
                  r"finnish|danish|norwegian|bengali|urdu|swahili|tagalog|filipino)")
WINDOW: Final = 256  # instructions are looked for in the first and last WINDOW chars of a message
# Subjects before a verb that make it a statement, not the asker's instruction: "we give an
# algorithm", "how many apps did he delete?" (an instruction has none, or "you": "can you fix")
SUBJECTS: Final = frozenset(("i", "we", "he", "she", "they", "it", *(  # "where we'd apply its tags"
    f"{who}{a}{verb}" for who in ("i", "we", "he", "she", "they", "it") for a in ("'", "’")
    for verb in ("d", "ll"))))
# ...but the asker's own "we" or "I" after these asks: "can we rewrite this", "how can we fix it"
ASKING: Final = frozenset(("can", "could", "shall", "should", "may", "might", "would", "will"))
OWN: Final = frozenset(("we", "i"))


def vocabulary(*groups: str) -> frozenset[bytes]:
    """The words of whitespace-separated lists, as the byte strings ``word_list`` yields."""
    return frozenset(w.encode() for g in groups for w in g.split())


def alternation(words: str) -> str:
    """A regular-expression alternation of the words, longest first."""
    return "|".join(re.escape(w) for w in sorted(words.split(), key=len, reverse=True))


# Window text becomes a set of words: ASCII bytes, punctuation (but + and #) turned into spaces.
_PUNCT: Final = b".,;:!?()[]{}\"'`*<>=/\\|~^$%&@\t\n\r"
_SPACES: Final = bytes.maketrans(_PUNCT, b" " * len(_PUNCT))
_WORD_CHARS: Final = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_+#-")


def word_list(text: str) -> list[bytes]:
    """Lower-case words of ``text`` in order, as ASCII bytes (C-speed translate and split)."""
    return text.encode("ascii", "replace").translate(_SPACES).split()


def width(text: str) -> float:
    """UTF-8 bytes per character, at most 3: how many English characters one of ``text``'s is
    worth in tokens (a Chinese or Korean character is about a token, as four English ones are;
    free for ASCII, the usual case)."""
    if text.isascii():
        return 1.0
    return min(len(text.encode("utf-8", "surrogatepass")) / len(text), 3.0)


def occurrences(region: str, word: str) -> list[int]:
    """Start offsets of ``word`` in ``region`` as a whole word (at most a few)."""
    out: list[int] = []
    i = region.find(word)
    while i >= 0 and len(out) < 4:
        j = i + len(word)
        if (i == 0 or region[i - 1] not in _WORD_CHARS) and (
            j >= len(region) or region[j] not in _WORD_CHARS
        ):
            out.append(i)
        i = region.find(word, i + 1)
    return out


def previous_word(region: str, i: int) -> str:
    """The word right before ``region[i]`` on its line, or ""."""
    head = region[max(i - 12, 0) : i]
    if not head[-1:].isspace() or "\n" in head[-1:]:
        return ""
    words = head.split()
    return words[-1] if words and (len(words) > 1 or i <= 12 or head[0].isspace()) else ""


def stated(region: str, i: int) -> bool:
    """The verb at ``region[i]`` has a subject (``SUBJECTS``, or a name in backquotes) and is
    no ask of the asker's own: "did he delete", "we give"; not "can we rewrite"."""
    if region[i - 1 : i] != " ":
        return False
    words = region[max(i - 24, 0) : i].rsplit(None, 2)
    if words and len(words[-1]) > 2 and words[-1][0] == words[-1][-1] == "`":
        return True  # "`str` converte o argumento": a named function's doing
    if not words or words[-1] not in SUBJECTS or (len(words) == 1 and i > 24):
        return False
    return not (words[-1] in OWN and len(words) > 1 and words[-2] in ASKING)


def opens_line(region: str, i: int, chars: str | None = None) -> bool:
    """Nothing but whitespace (or ``chars``, as ``str.strip`` takes them: "## ", "**") stands
    before ``region[i]`` on its line."""
    return region[region.rfind("\n", 0, i) + 1 : i].strip(chars) == ""


def sentence_before(region: str, end: int, limit: int) -> str:
    """What of the sentence ending at ``end`` lies within ``limit`` characters before it."""
    lo = max(end - limit, 0)
    head = region[lo:end]
    dot = head.rfind(".")
    while dot >= 0 and dot + 1 < len(head) and head[dot + 1].isalnum():
        dot = head.rfind(".", 0, dot)  # a file's extension or a version ("(.zs)", "node.js",
        # "1.12"), no sentence's end
    cut = max(dot, head.rfind("?"), head.rfind("!"), head.rfind("\n"))
    return head[cut + 1 :] if cut >= 0 else head


def clause_bounds(region: str, start: int, end: int) -> tuple[int, int]:
    """Bounds of the sentence or clause around ``region[start:end]``."""
    other = max(region.rfind("?", 0, start), region.rfind("!", 0, start),
                region.rfind(":", 0, start), region.rfind("\n", 0, start),
                region.rfind("。", 0, start))  # "以下は…の一部です。Please translate it …"
                # (in ASCII text, a search for it ends at once)
    dot = region.rfind(".", other + 1, start)
    while dot >= 0 and region[dot + 1 : dot + 2].isalnum():
        dot = region.rfind(".", other + 1, dot)  # "dieses AutoIt-Beispiel (OSLang.au3) nach
        # Python 3 portieren": a file's extension or a version, no sentence's end
    left = max(dot, other) + 1
    if region[end - 1] in ".?!:;\n":
        return left, end
    m = _CLAUSE_END.search(region, end)
    return left, m.end() if m is not None else len(region)


# a clause's end: not the dot of "math.pi" or "3.14", nor of "max. 6 Bulletpoints", "e.g. YAML"
# (the dot first, then what stands before it: a literal ``re`` skips to)
_CLAUSE_END: Final = rx.compile(r"[?!;\n]|:(?!\S)|\.(?!\S)(?<!\bmax\.)(?<!\bmin\.)(?<!\bca\.)"
                                r"(?<!\bapprox\.)(?<!\bvs\.)(?<!\bbzw\.)(?<!\be\.g\.)(?<!\bi\.e\.)"
                                r"(?<!\bz\.b\.)")
