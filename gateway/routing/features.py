"""Cheap text features of a prompt for the classifier: code-ness, what is asked, pasted material.

Every feature does bounded work, because a 2k-token prompt must classify in well under 100 µs:

* code-ness counts line shapes with ``str.count`` on a head-and-tail sample (``SAMPLE`` chars),
  each only where a character of it occurs (a one-character ``in`` runs at memchr speed, several
  times faster than a longer search; prose lacks most of them);
* instructions are looked for only in the prose head and tail (``WINDOW`` chars) of instruction
  messages, outside fenced blocks, lower-cased once (``re.IGNORECASE`` is several times slower);
* each regular expression runs only when one of its trigger words occurs in the window (a set
  built once per window), and patterns start with a literal alternation so ``re`` can skip ahead
  (one that cannot, a contest bound's leading digit, is tried only before its operators).
"""

from __future__ import annotations

import itertools
import operator
import re
from typing import Literal, NamedTuple

__all__ = ["CueFamily", "TextFeatures", "code_score", "text_features"]

WINDOW = 256  # instructions are looked for in the first and last WINDOW chars of a message
SAMPLE = 512  # code-ness is measured on the first and last SAMPLE chars only
CODE_SCORE_MIN = 0.22  # share of code-shaped lines for a text to "contain code"
MIN_CODE_SIGNALS = 3.0  # a one-line equation is not code
MAKE_REACH = 5  # words before a code noun where its creation verb may stand
TAIL_MATERIAL_FACTOR = 3  # an unanchored closing clause ("In a nutshell,") needs 3x its length
HANDED_MIN_CHARS = 40  # a user's message a system prompt's task may work on

CueFamily = Literal["transform", "condense", "qa"]


class TextFeatures(NamedTuple):
    """What the text says about the workload, before any labelling decision (a named tuple:
    built in a third of a frozen dataclass's time, once per request)."""

    total_chars: int
    code_score: float  # share of lines that look like code, 0 … 1+
    has_code: bool
    asks_code: int  # 0 no, 1 a code-ish artefact ("a web server"), 2 a program ("Python function")
    asks_structured: bool  # JSON / YAML / CSV output requested
    json_like: bool  # the material holds code, mostly JSON (schemas, payloads)
    cue: CueFamily | None  # family of the copy-the-input instruction, if any
    material_chars: int  # pasted text outside the instruction clause
    # the same of the instruction messages alone (the current turn), where they are not all
    turn_has_code: bool
    turn_json_like: bool
    turn_material_chars: int


def _words(*groups: str) -> frozenset[bytes]:
    return frozenset(w.encode() for g in groups for w in g.split())


def _alt(words: str) -> str:
    return "|".join(re.escape(w) for w in sorted(words.split(), key=len, reverse=True))


# Window text becomes a set of words: ASCII bytes, punctuation (but + and #) turned into spaces.
_PUNCT = b".,;:!?()[]{}\"'`*<>=/\\|~^$%&@\t\n\r"
_SPACES = bytes.maketrans(_PUNCT, b" " * len(_PUNCT))

_LANG = (
    "python java javascript typescript c++ c# golang rust ruby php kotlin swift scala perl haskell "
    "lua julia matlab sql bash shell powershell html css react node.js nodejs django flask pandas "
    "numpy dart elixir clojure f# objective-c verilog vhdl solidity"
)
_LANG_AMBIGUOUS = "c r go"  # "in C" (major), "in Go" (the game), "for R": only before a code noun
_STRONG_NOUN = (
    "function functions program programs script scripts class classes method methods algorithm "
    "algorithms query queries regex regexp handler handlers middleware"
)
_NOUN = (
    _STRONG_NOUN + " code snippet snippets unit test tests implementation api endpoint endpoints "
    "module subroutine procedure dockerfile makefile one-liner cli decorator constructor lambda "
    "loop cache stack queue heap trie parser tokenizer compiler interpreter component try-except "
    "try-catch"
)
# What a language's name before them makes code ("a Perl hash", "an HTML table"), beside _NOUN
_LANG_OBJECT = (
    "hash table dictionary dict list array object tuple variable form template element tag file "
    "statement schema struct enum type trigger view"
)
_NOUN_PHRASES = (
    "regular expression",
    "web page",
    "unit test",
    "test case",
    "data structure",
    "linked list",
    "binary tree",
    "binary search tree",
    "hash map",
    "hash table",
    "hashmap",
    "web server",
    "rest api",
    "command line tool",
)
_MAKE = (
    "write implement create develop build generate code give provide show make design complete "
    "finish define compose construct produce draft program"
)
_NOUN_PHRASE_FIRST = tuple((p, p.split()[0].encode()) for p in _NOUN_PHRASES)
_LANG_WORDS = _words(_LANG, _LANG_AMBIGUOUS)
_AMBIGUOUS = frozenset(_LANG_AMBIGUOUS.split())
_NOUN_WORDS = _words(_NOUN)
_LANG_OBJECTS = _words(_LANG_OBJECT)
_MAKE_WORDS = _words(_MAKE)
_STRONG_NOUNS = frozenset(_STRONG_NOUN.split())
_STRONG_NOUN_WORDS = _words(_STRONG_NOUN)
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_+#-")
# "in Python" in a few languages: "en Python", "em Python", "mit Python", "на Python"; said of
# the names that are nothing but code ("con Julia" is a dinner, "en Java" a holiday)
_IN_LANGUAGE = ("in ", "using ", "en ", "usando ", "con ", "em ", "mit ", "avec ", "в ", "на ")
_ONLY_CODE = frozenset((
    "python", "javascript", "typescript", "c++", "c#", "php", "kotlin", "golang", "sql", "bash",
    "powershell", "html", "css", "matlab", "numpy", "pandas", "node.js", "nodejs", "objective-c",
    "verilog", "vhdl", "solidity"))
_NOT_CODE_AFTER_LANG = re.compile(r"\s*\(?(?:language|programming|developers|community)")
_USE = re.compile(r"(?:^|[.!?:;\n]\s*|please\s+)use $")  # a command: "Use SQL to"
_SCRIPTISH = re.compile(r"(?:shell|batch|build|install|deployment|automation) scripts?")

# A programming-contest statement asks for code without saying so: I/O sections, bounds.
# Each part runs only where its literal text occurs: one regular expression of them all,
# tried at every position, cost more than the rest of the classifier.
_PROBLEM_TRIGGERS = _words("constraints input sample example")
_PROBLEM_HEADINGS = ("constraints", "input format", "output format", "sample input",
                     "sample output")
_PROBLEM_IO = re.compile(r"-{3,}\s*input\s*-{3,}|example\s*\d*\s*:\s*\n?\s*input\s*:")
_PROBLEM_BOUNDS = re.compile(r"\d\s*(?:<=|≤|&lt;=)\s*[\w.\[\]]+\s*(?:<=|≤|&lt;=)\s*\d")
_AT_MOST = re.compile(r"<=|≤|&lt;=")  # where a bound can be: tried only at a digit before one

_FORMATS = "jsonl json lines json yaml yml csv tsv"
_FORMAT_TRIGGERS = _words(_FORMATS)
_FMT = r"(?:jsonl|json lines|json|yaml|yml|csv|tsv)"
_STRUCTURED_RE = re.compile(
    rf"(?:in|as|into|to)\s+(?:an?\s+|valid\s+|proper\s+|the\s+following\s+|strict\s+)*{_FMT}\b"
    r"(?!\s+files?)"
    rf"|{_FMT}\s+(?:format|object|array|list|output|response|schema|string|document|"
    r"structure|dict|map|with\s+(?:the\s+)?(?:keys|fields))"
    r"|(?:return|output|respond|reply|answer|format|give|provide|produce|generate|emit|print|"
    rf"convert|serialize|encode|express|represent)\b[^.?!\n]{{0,40}}\b{_FMT}\b"
)

# Instruction verb families whose answer mostly reuses the input.
_TRANSFORM = (
    "fix fixes fixed fixing debug correct repair refactor rewrite re-write rephrase paraphrase "
    "edit proofread revise polish improve optimize optimise reformat format convert translate "
    "port simplify modify update change rename restructure reword transform annotate normalize "
    "normalise sort redact anonymize anonymise migrate replace remove delete insert incorporate "
    "introduce integrate adjust tweak refine "
    # the answer as the input transformed: "give me the corrected program"
    "corrected rewritten translated revised edited refactored simplified paraphrased reworded "
    "traduce traduis traduisez traduza traduzca traduci corrige corrija"
)
_TRANSFORM_PHRASES = (
    "clean up",
    "add comments",
    "add docstrings",
    "add type hints",
    "add error handling",
    "add logging",
)
_CONDENSE = (
    "summary summaries summarize summarise summarizing summarising summarization summarisation "
    "tldr nutshell gist outline condense shorten abridge digest recap synopsis highlights "
    "essentials headline title extract keywords brief briefly resumen resumo zusammen"
)
_CONDENSE_PHRASES = (
    "tl;dr",
    "tl; dr",
    "sum up",
    "key points",
    "key takeaways",
    "key facts",
    "main points",
    "main ideas",
    "main takeaways",
    "pull out",
    "list all the",
    "list the",
    "identify all the",
    "identify the",
    "named entities",
)
_QA_NOUNS = (
    "text passage article context document paragraph excerpt story email transcript report "
    "conversation dialogue review information snippet code background reference source "
    "documents passages articles excerpts sources notes note records policy contract thread reviews"
)
_QA_LABELS = (
    "context passage article text document background reference reference text source "
    "transcript dialogue conversation paragraph excerpt"
)
_QA_RE = re.compile(
    r"(?:based\s+(?:only\s+|solely\s+|entirely\s+|purely\s+)?on|according\s+to|"
    r"(?:use|using)(?:\s+only)?|from|in|given)\s+(?:the|this|that|these|above|"
    r"below|following|provided|given)\s+(?:above\s+|following\s+|provided\s+|given\s+)?"
    rf"(?:pieces?\s+of\s+|parts?\s+of\s+)?(?:[a-z-]+\s+)?(?:{_alt(_QA_NOUNS)})\b"
)
# A label that opens a line, maybe as a markdown heading or in bold ("Context: …", "## Passage:",
# "**Article**:"), or a heading line of its own ("## Passage"): found from its word's few
# occurrences (one pattern of every label, tried at every line, cost several µs).
_LABEL_OPENS = re.compile(r"[ \t>]*(?:#{1,6}[ \t]*)?[*_]{0,2}")
_LABEL_CLOSES = re.compile(r"[*_]{0,2}[ \t]*(?::|(?=\n|$))")
_QA_LABEL_WORDS = _words(_QA_LABELS)
# Material a text hands over: announced ("you are given a sentence", "the user will send you a
# text") or under a label of its own ("### Input:", "Code:"). A copy cue of that text works on
# it, wherever the cue's own clause points; unless the text asks for a new program ("You are
# given an array nums. Remove the duplicates..." is a contest: the answer is code).
_MATERIAL_LABEL_WORDS = _QA_LABEL_WORDS | _words(
    "input code sentence sentences original email review essay story post abstract snippet draft "
    "message")
_ANNOUNCES = re.compile(
    r"you(?:\s+are|'re|\s+will\s+be|'ll\s+be)\s+(?:given|provided|shown|sent|presented)\b"
    r"|user(?:\s+will|\s+may|\s+can|'ll)?\s+(?:send|give|provide|paste|share|submit|enter|"
    r"write|type)s?\b|user(?:'s\s+|\s+)(?:text|message|messages|input)\b"
    r"|paired\s+with\s+(?:an?\s+|the\s+)?(?:input|context)\b"  # Alpaca's "with input" preamble
)
_HANDS_OVER_TRIGGERS = _words("you user paired") | _MATERIAL_LABEL_WORDS
_NONE: frozenset[bytes] = frozenset()


def _phrases(phrases: tuple[str, ...]) -> tuple[tuple[str, bytes], ...]:
    """Each phrase with its first word, so it is only searched for when that word occurs."""
    return tuple((p, p.split(None, 1)[0].split(";")[0].encode()) for p in phrases)


# Edit verbs too common to be asks on their own ("add", "make"): they count only where the text
# hands material over or closes code with them ("<code>\n\nMake it a generator."), as the first
# word of their clause.
_EDIT = "add make upgrade extend move split merge wrap"


class _Cue(NamedTuple):
    family: CueFamily
    words: frozenset[bytes]
    phrases: tuple[tuple[str, bytes], ...]
    pattern: re.Pattern[str] | None
    triggers: frozenset[bytes]  # words that must occur for the pattern to run
    weak: bool = False  # counts only on material handed over or closed (``_EDIT``)
    labels: bool = False  # its words count only as labels opening a line (``_label_span``)


_CUES = (
    _Cue("transform", _words(_TRANSFORM), _phrases(_TRANSFORM_PHRASES), None, _NONE),
    _Cue("condense", _words(_CONDENSE), _phrases(_CONDENSE_PHRASES), None, _NONE),
    _Cue("qa", _NONE, (), _QA_RE,
         _words("based according use using from given above below following")),
    _Cue("qa", _QA_LABEL_WORDS, (), None, _NONE, labels=True),
    _Cue("transform", _words(_EDIT), (), None, _NONE, weak=True),
)
# Every word the checks look up in a window's words: the window's set is cut to these once, so
# each later lookup works on a handful of words instead of a hundred.
_VOCAB = (
    _LANG_WORDS | _MAKE_WORDS | _NOUN_WORDS | _PROBLEM_TRIGGERS | _FORMAT_TRIGGERS
    | {first for _, first in _NOUN_PHRASE_FIRST} | _HANDS_OVER_TRIGGERS
    | {w for cue in _CUES
       for w in (*cue.words, *cue.triggers, *(first for _, first in cue.phrases))}
)
# The cue's clause must point at pasted material: a deictic, or a colon / end-of-text position.
_MATERIAL_NOUNS = (
    r"(?:code|text|article|passage|document|sentence|paragraph|essay|email|story|function|"
    r"snippet|program|script|query|data|input|content|message|review|transcript|letter|poem|"
    r"report|news|post|bug|error|class|method|draft|resume|cv|notes?|excerpt|context|documents?|policy|contract)"
)
# "the" or "my" before the material ("my Python code"), not "my life"
_DEICTIC = re.compile(
    r"\b(?:this|these|those|following|above|below|given|provided|attached|"
    rf"the\s+{_MATERIAL_NOUNS}|my\s+(?:[\w+#-]+\s+)?{_MATERIAL_NOUNS})\b"
)
# beside code, its parts by name: "the Matrix class", "the `write` function"
_NAMED_CODE = re.compile(
    r"\bthe\s+(?:[\w+#.-]+|[\w.-]*[`_()][\w`.()-]*)\s+"
    r"(?:code|function|class|method|program|script|query)\b")
_CLAUSE_END = re.compile(r"[?!;\n]|[.:](?!\S)")  # not the dot of "math.pi" or "3.14"
# A condense noun after these names the material, not the ask
_CONDENSE_NOUNS = frozenset(("summary", "summaries", "synopsis", "gist", "outline", "digest",
                             "recap", "headline", "title", "keywords"))
_NAMES_GIVEN = re.compile(
    r"(?:\b(?:given|provided|following|above|below|this|these)|\bas an?)\s+(?:[a-z-]+\s+)?$")
# A program asked for (a creation verb at most three words before a program noun), then what it
# is to do: "write a function to", "create a script that"
_PROGRAM_PURPOSE = re.compile(
    rf"\b(?:{_alt(_MAKE)})\s+(?:[\w+#.'-]+\s+){{0,3}}(?:{_alt(_STRONG_NOUN)})"
    r"\s+(?:to|that|which)\s+(?:[a-z]+\s+){0,2}$")


def text_features(instruction_texts: list[str], all_texts: list[str], *,
                  conversation: bool = False) -> TextFeatures:
    """Features of a prompt, given the messages that carry instructions and all messages;
    ``conversation``: messages besides the system prompt and the ask (earlier turns, pasted
    text before it), which an ask's "it" may work on."""
    joined = "\n".join(all_texts)
    total = len(joined)
    fences = {id(t): _fence(t) for t in all_texts}
    score, has_code, json_like = _code_traits(all_texts, joined, fences)
    turn_chars = total
    turn_has_code, turn_json_like = has_code, json_like
    if len(instruction_texts) < len(all_texts):  # earlier turns: the current one on its own too
        turn = "\n".join(instruction_texts)
        turn_chars = len(turn)
        _, turn_has_code, turn_json_like = _code_traits(instruction_texts, turn, fences)
    asks_code = 0
    asks_structured = False
    cue: tuple[CueFamily, int] | None = None
    writes: list[tuple[bool | None, str, frozenset[bytes]]] = []  # per text, for a found cue
    for text in instruction_texts:
        fence = fences.get(id(text)) or _fence(text)
        regions = _regions(text, fence)
        prose = "\n".join(r for r, _ in regions)
        words = _VOCAB.intersection(_word_list(prose))
        level, writes_program = _asks_code(prose, words)
        asks_code = max(asks_code, level)
        asks_structured = asks_structured or _asks_structured(prose, words)
        writes.append((writes_program, prose, words))
        if cue is None:  # the layout anchors only the ask itself, not a system prompt's
            cue = _text_cue(text, regions, prose, words, fence[0], writes_program,
                            ask=text is instruction_texts[-1], code_material=turn_has_code,
                            ask_is_material=_is_material(instruction_texts[-1]),
                            conversation=conversation)
    if cue is not None and cue[0] != "transform" and any(
            w if w is not None else _makes_program(prose, words) for w, prose, words in writes):
        cue = None  # "list the emails" over a schema, asking for SQL: the answer is code
    clause = cue[1] if cue is not None else total
    return TextFeatures(
        total_chars=total,
        code_score=score,
        has_code=has_code,
        asks_code=asks_code,
        asks_structured=asks_structured,
        json_like=json_like,
        cue=cue[0] if cue is not None else None,
        material_chars=max(total - clause, 0),
        turn_has_code=turn_has_code,
        turn_json_like=turn_json_like,
        turn_material_chars=max(turn_chars - clause, 0),
    )


def _code_traits(
    texts: list[str], joined: str, fences: dict[int, tuple[int, int]]
) -> tuple[float, bool, bool]:
    """Code score, whether the texts hold code, and whether that code is mostly JSON."""
    sample = _sample(joined)
    score = _sample_code_score(sample)
    has_code = score >= CODE_SCORE_MIN or any(
        _fenced_code(t, (fences.get(id(t)) or _fence(t))[0]) for t in texts)
    return score, has_code, has_code and _json_like(sample)


def code_score(text: str) -> float:
    """Share of lines that look like code, measured on a head-and-tail sample of ``text``."""
    return _sample_code_score(_sample(text))


# Lines that open a definition or an import in common languages: strong evidence of code. Each
# match is the newline before such a line (the text is given one in front): a literal first
# character lets ``re`` skip to candidates, where ``^`` with MULTILINE is tried at every position.
_CODE_LINE = re.compile(
    r"\n(?=[ \t]*(?:def [A-Za-z_]\w*\(|class [A-Z]\w*[:(\s{]|import [\w.]+|from [\w.]+ import |"
    r"#include\s*[<\"]|(?:public|private|protected|static)\s+[\w<>\[\]]+\s+\w+\s*\(|"
    r"function\s+\w+\s*\(|(?:const|let|var)\s+\w+\s*=|fn\s+\w+\s*\(|func\s+\w+\s*\())",
)
# Fence info strings that name a language for data or prose rather than a program.
_NON_CODE_FENCES = frozenset({"", "json", "yaml", "yml", "csv", "text", "txt", "markdown", "md",
                              "xml", "toml", "ini", "plaintext", "output", "console"})


# Code signals: (text, a character it holds, weight), counted only where the character occurs.
# Line ends and definitions count fully, operators and indentation half.
_SIGNALS = (
    (";\n", ";", 1.0), ("{\n", "{", 1.0), ("}\n", "}", 1.0), (":\n    ", ":", 1.0),
    (")\n", ")", 1.0), (" = ", "=", 0.5), ("()", "(", 0.5), ("==", "=", 0.5),
    ("return ", "", 0.5), ("</", "<", 0.5), ("\n    ", "", 0.5), ("\n\t", "\t", 0.5),
)
_SMILEY = re.compile(r"[:;=]-?\)\n")
_CODE_LINE_HINTS = ("(", "=", "#", "import ", "class ")  # one of them is in every _CODE_LINE


def _sample_code_score(sample: str) -> float:
    if not sample:
        return 0.0
    count = sample.count
    signals = sum([weight * count(text) for text, char, weight in _SIGNALS if char in sample])
    if any(hint in sample for hint in _CODE_LINE_HINTS):
        signals += 2 * len(_CODE_LINE.findall("\n" + sample))
    # prose has long lines: a 200-char stretch counts as a line of its own
    lines = count("\n") + 1 + len(sample) / 200
    if signals / lines >= CODE_SCORE_MIN and (signals - count(")\n")) / lines < CODE_SCORE_MIN:
        signals -= len(_SMILEY.findall(sample))  # a chat's ":)" ending a line closes no call
    return signals / lines if signals >= MIN_CODE_SIGNALS else 0.0


def _word_list(text: str) -> list[bytes]:
    """Lower-case words of ``text`` in order, as ASCII bytes (C-speed translate and split)."""
    return text.encode("ascii", "replace").translate(_SPACES).split()


# A cue family as found in one text's words: its words and phrases there, and its pattern if
# a trigger word of it is there.
_FoundCue = tuple[CueFamily, list[str], list[str], re.Pattern[str] | None, bool, bool]


def _cue_hits() -> dict[bytes, list[tuple[int, int, str]]]:
    """What each word tells of ``_CUES``: (entry, 0, the cue word), (entry, 1, a phrase it
    begins) or (entry, 2, "") for a trigger of the entry's pattern."""
    hits: dict[bytes, list[tuple[int, int, str]]] = {}
    for n, (_, vocab, phrases, _, pattern_words, _, _) in enumerate(_CUES):
        for w in vocab:
            hits.setdefault(w, []).append((n, 0, w.decode()))
        for phrase, first in phrases:
            hits.setdefault(first, []).append((n, 1, phrase))
        for w in pattern_words:
            hits.setdefault(w, []).append((n, 2, ""))
    return hits


_CUE_HITS = _cue_hits()


def _cues_present(words: frozenset[bytes]) -> list[_FoundCue]:
    """The cue families with a word, phrase or pattern trigger in ``words``, in ``_CUES``'
    order: looked up once per text, not once per region, from the text's few words."""
    hits = sorted([hit for w in words for hit in _CUE_HITS.get(w, ())])
    out: list[_FoundCue] = []
    for n, group in itertools.groupby(hits, key=operator.itemgetter(0)):
        family, _, _, pattern, _, weak, labels = _CUES[n]
        found: list[str] = []
        said: list[str] = []
        runs = None
        for _, slot, item in group:
            if slot == 0:
                found.append(item)
            elif slot == 1:
                said.append(item)
            else:
                runs = pattern
        out.append((family, found, said, runs, weak, labels))
    return out


def _text_cue(text: str, regions: list[tuple[str, int]], prose: str, words: frozenset[bytes],
              fence: int, writes_program: bool | None, *, ask: bool, code_material: bool,
              ask_is_material: bool, conversation: bool) -> tuple[CueFamily, int] | None:
    """The first anchored copy-the-input cue of one instruction text, with its clause's length.
    ``ask``: the text is the request itself, whose layout (``_lead``) may anchor a cue;
    ``writes_program``: what ``_asks_code`` found (None: undecided); ``code_material``: the
    current turn holds code, which an edit verb closing it works on; ``ask_is_material``: the
    user's message is text to work on, not a question (what a system prompt's announced
    material must be)."""
    cues = _cues_present(words)
    lead = _lead(text, fence) if ask and (cues or text.find("?", 0, WINDOW) >= 0) else -1
    programs = not words.isdisjoint(_STRONG_NOUN_WORDS)
    material = _Material(prose, words, writes_program, code_material,
                         handed_here=ask or ask_is_material, earlier=ask and conversation)
    for region, offset in regions:
        if not cues:
            break
        closes = ask and offset + len(region) >= len(text)  # a system prompt's close is no ask
        cue = _find_cue(region, cues, offset, closes=closes, lead=lead, mentions_program=programs,
                        material=material, ask=ask)
        if cue is not None and 0 < lead == cue[1] and not _impersonal(text, lead):
            lead = -1  # the asker's own story after the lead: it anchors nothing
            cue = _find_cue(region, cues, offset, closes=closes, lead=-1,
                            mentions_program=programs, material=material, ask=ask)
        if cue is not None:
            return cue
    if lead > 0 and "?" in text[:lead] and _impersonal(text, lead):
        return "qa", lead  # "When was X born?", then the article that says
    if ask and not regions[0][0].isascii():
        return _script_cue(regions[0][0])
    return None


def _script_cue(head: str) -> tuple[CueFamily, int] | None:
    """A copy verb of Chinese, Japanese or Russian in the ask's head (the word lists read ASCII
    only), pointing at material with a colon or a deictic after it in its clause ("请把下面这段话
    翻译成英文：…", "Переведи на английский: …")."""
    m = _SCRIPT_CUES.search(head)
    if m is None:
        return None
    stop = _SCRIPT_CLAUSE_END.search(head, m.end())
    right = stop.end() if stop is not None else len(head)
    pointed = head[right - 1 : right] in (":", "：") or _SCRIPT_DEICTIC.search(head, 0, right)
    if not pointed:
        return None
    return ("condense" if m.lastgroup == "condense" else "transform"), right


_SCRIPT_CUES = re.compile(
    r"(?P<transform>翻译|翻譯|翻訳|改写|改寫|润色|潤色|纠正|修正して|添削|校正|переведи|перевед|"
    r"исправь|исправьте|перепиши|перефразируй)"
    r"|(?P<condense>总结|總結|概括|摘要|要約|まとめ|резюмируй|перескажи|кратко изложи)")
_SCRIPT_CLAUSE_END = re.compile(r"[:：。！？!?\n]")
_SCRIPT_DEICTIC = re.compile(
    r"下面|以下|这段|這段|上面|次の|この|以下の|следующ|этот|эту|этого|ниже")


class _Material:
    """What an instruction text does with material of its own, worked out the first time a cue
    asks (most texts never need it): hands it over, or closes code it edits; neither where the
    text asks for a new program."""

    __slots__ = ("_handed", "_prose", "_words", "_writes", "code", "earlier")

    def __init__(self, prose: str, words: frozenset[bytes], writes: bool | None,
                 code: bool, *, handed_here: bool, earlier: bool) -> None:
        self._prose, self._words, self._writes, self.code = prose, words, writes, code
        self._handed: bool | None = None if handed_here else False
        self.earlier = earlier  # the ask follows other messages its "it" may mean

    def _new_program(self) -> bool:
        if self._writes is None:
            self._writes = _makes_program(self._prose, self._words)
        return self._writes

    def handed(self) -> bool:
        if self._handed is None:
            self._handed = not self._new_program() and _hands_over(self._prose, self._words)
        return self._handed

    def edits_code(self) -> bool:
        return self.code and not self._new_program()


def _is_material(text: str) -> bool:
    """A user's message that is text to work on ("He go to school yesterday ."), not a question
    to answer ("How long does shipping take?")."""
    body = text.strip()
    return len(body) >= HANDED_MIN_CHARS and not body.endswith("?")


def _hands_over(prose: str, words: frozenset[bytes]) -> bool:
    """The text announces or labels material of its own (``_ANNOUNCES``, ``_label_span``)."""
    if words.isdisjoint(_HANDS_OVER_TRIGGERS):
        return False
    return _ANNOUNCES.search(prose) is not None or _label_span(
        prose, [w.decode() for w in words & _MATERIAL_LABEL_WORDS]) is not None


def _label_span(region: str, labels: list[str]) -> tuple[int, int] | None:
    """The first of ``labels`` that opens a line as a label (``_LABEL_OPENS``), with a colon or
    as a markdown heading of its own: its line's start and the label's end."""
    first: tuple[int, int] | None = None
    for label in labels:
        for i in _occurrences(region, label):
            line = region.rfind("\n", 0, i) + 1
            opens = _LABEL_OPENS.fullmatch(region, line, i)
            closes = _LABEL_CLOSES.match(region, i + len(label)) if opens else None
            if opens and closes and (closes.group().endswith(":") or "#" in opens.group()) and (
                    first is None or line < first[0]) and not region[
                    closes.end() : closes.end() + 12].lstrip(" *_\n").startswith("you "):
                first = line, closes.end()  # not "## Background\nYou are Max, a tutor"
    return first


def _find_cue(
    region: str, cues: list[_FoundCue], offset: int, *, closes: bool, lead: int,
    mentions_program: bool, material: _Material, ask: bool,
) -> tuple[CueFamily, int] | None:
    """A cue counts when its clause points at material (a deictic such as "this article", a
    colon as in "TL;DR:"), lies in the lead paragraph (``_lead``), closes the text after 3x its
    length of it, or is the task (``_imperative``) of a text that hands its ``material`` over; a
    label of material ("Context:") is a cue of its own. A weak cue (an edit verb) counts only as
    the task, where material is handed over or it closes code or "it" ("Make it formal."). None
    counts where it says what a requested program does (``mentions_program``), nor on an
    indented line beside code (a docstring)."""
    for family, found, said, pattern, weak, labels in cues:
        if labels:
            span = _label_span(region, found)
            if span is not None:
                return family, span[1] - span[0]
            continue
        spans = [(i, i + len(w)) for w in found for i in _occurrences(region, w)]
        spans += [(i, i + len(p)) for p in said if p in region for i in _occurrences(region, p)]
        if pattern is not None:
            spans += [m.span() for m in pattern.finditer(region)]
        for start, end in sorted(spans):
            if material.code and _indented(region, start):
                continue  # a docstring's "convert amounts" (prose prompts indent lines too)
            if _authors_label(region, offset, start, end):
                continue  # "EDIT: forgot to mention", "TL;DR: he takes her side"
            left, right = _clause(region, start, end)
            asked = _imperative(region[left:start]) and _task_object(region, end)
            if not asked and region[start:end] == "format":
                continue  # "Use the following format:", a noun
            if weak and (not (asked and ask) or _NOT_AN_EDIT.match(region, end)):
                continue  # "Can you make it", "make sure", a system prompt's "Add local tips"
            if mentions_program and _PROGRAM_PURPOSE.search(region, max(left, start - 80), start):
                continue  # "a function to sort a list": what the program does, not an ask
            if family == "condense" and region[start:end] in _CONDENSE_NOUNS and \
                    _NAMES_GIVEN.search(region, max(left, start - 40), start):
                continue  # "write a story from the given summary": the noun names the input
            if asked and material.earlier and family != "qa" and _on_it(region, end):
                return family, right - left  # a next turn's "Translate it to Spanish."
            if asked and family != "qa" and material.handed() and (
                    not weak or material.code or _on_it(region, end)
                    or _DEICTIC.search(region, start, right)):
                return family, right - left
            closing = closes and (
                (not region[right:].strip()
                and offset + left >= TAIL_MATERIAL_FACTOR * (right - left))
                or (asked and (material.code or _on_it(region, end, _DETERMINERS))
                    and _opens_last_paragraph(region, offset, left)))
            if weak:
                if closing and (_on_it(region, end) or material.edits_code()):
                    return family, right - left
                continue
            clause = region[left:right]
            if clause.rstrip().endswith(":") or _DEICTIC.search(clause) is not None or (
                    material.code and _NAMED_CODE.search(clause) is not None):
                return family, right - left
            if offset == 0 and right <= lead + 1:  # the clause may end at the blank line
                return family, lead
            if closing:
                return family, right - left
    return None


def _opens_last_paragraph(region: str, offset: int, left: int) -> bool:
    """The clause at ``left`` opens the last paragraph of a text that ``region`` ends (under a
    heading or label line at most: "<code>\n\n## Instruction\nFix the parser. It..."), after 3x
    its length of material."""
    par = region.rfind("\n\n", 0, left)
    if par < 0 or region.find("\n\n", left) >= 0:
        return False
    head = region[par:left].strip()
    if (head and not (head.startswith("#") or head.endswith(":"))) or "\n" in head:
        return False
    return offset + par >= TAIL_MATERIAL_FACTOR * (len(region) - par)


def _on_it(region: str, end: int, objects: frozenset[str] | None = None) -> bool:
    """The verb ending at ``end`` works on "it", "this" or "them": the material above (or on
    one of ``objects``)."""
    return _next_word(region, end) in (objects or _ANAPHORA)


def _next_word(region: str, end: int) -> str:
    return region[end : end + 12].lstrip().split(" ", 1)[0].rstrip(".,;:!?\n")


def _task_object(region: str, end: int) -> bool:
    """What follows a cue fits a task: not "simplify your explanations", "correct me if",
    "change is hard"."""
    return _next_word(region, end) not in _NOT_TASK_OBJECTS


_NOT_TASK_OBJECTS = frozenset(("your", "you", "yourself", "any", "me", "is", "was", "are",
                               "aside", "him", "her"))
_DETERMINERS = frozenset(("it", "this", "these", "those", "them", "that", "the", "my", "all",
                          "each", "every"))
# "make sure", "make up a story", "add to that": no edit
_NOT_AN_EDIT = re.compile(r"\s+(?:sure|certain|up\b|to\s+th)")


_ANAPHORA = frozenset(("it", "this", "these", "them", "that"))


def _authors_label(region: str, offset: int, start: int, end: int) -> bool:
    """The cue opens a line after the text's first, as a label with the author's own words after
    it on that line ("EDIT: forgot to mention", "TL;DR: he takes her side")."""
    if offset + start == 0 or region[end : end + 1] != ":" or (
            start > 0 and region[start - 1] != "\n"):
        return False
    stop = region.find("\n", end)
    return bool(region[end + 1 : stop if stop >= 0 else len(region)].strip())


def _imperative(before: str) -> bool:
    """A cue preceded by this in its clause is the task itself: "Translate…", "Please fix…",
    "your task is to summarize…"; not a manner ("answer briefly"), a mention, or a condition's
    consequence ("if the user misspells a name, correct it")."""
    if before.lstrip().startswith(("if ", "when ", "whenever ", "unless ")):
        return False
    head = before[max(before.rfind(","), before.rfind(";")) + 1 :].strip()
    return head in _TASK_OPENERS or (head.endswith("to") and _SET_TASK.search(head) is not None)


_TASK_OPENERS = frozenset((
    "", "please", "then", "and", "and then", "now", "ok now", "okay now", "ok", "okay", "also",
    "can you", "could you", "would you", "can you please", "could you please", "please can you"))
# "your task is to", "you are asked to", "I want you to", "you need to": not "how can you
# prepare them to", nor "what do people need to do to"
_SET_TASK = re.compile(
    r"(?:\b(?:task|job|goal|aim|role|objective)\s+(?:here\s+)?is|\b(?:asked|required|expected|"
    r"instructed|supposed)|\b(?:want|need|ask|like|would\s+like)\s+you|\byou\s+(?:need|have|"
    r"must|should|will\s+need))\s+to$")


def _indented(region: str, i: int) -> bool:
    """The line holding ``region[i]`` opens with four spaces or a tab, and no list marker (an
    indented "1. Fix the crash" is a task)."""
    line = region.rfind("\n", 0, i) + 1
    return region.startswith(("    ", "\t"), line) and line > 0 and _LIST_ITEM.match(
        region, line) is None


_LIST_ITEM = re.compile(r"[ \t]*(?:[-*•]|\d{1,2}[.)])\s")


def _asks_code(region: str, words: frozenset[bytes]) -> tuple[int, bool | None]:
    """2: a program is asked for (a creation verb before a program noun, a language, a contest
    statement); 1: a code-ish artefact ("build a web server"); 0: nothing. With whether a new
    program is written (a contest, or ``_makes_program``), where found on the way (else None)."""
    if _is_contest_problem(region, words):
        return 2, True
    for lang in words & _LANG_WORDS:
        name = lang.decode()
        for i in _occurrences(region, name):
            after = region[i + len(name) : i + len(name) + 40]
            prefix = region[max(i - 8, 0) : i]
            clear = name not in _AMBIGUOUS
            told = _USE.search(region, max(i - 20, 0), i) is not None
            in_lang = clear and (prefix.endswith(("in ", "using ")) or told or (
                name in _ONLY_CODE and _in_language(prefix)))
            if in_lang and _NOT_CODE_AFTER_LANG.match(after) is None:
                return 2, None  # "in Python", "using Rust", "Use SQL to"
            following = after[:1] == " " and _word_list(after.split(None, 1)[0])
            if following and not _NOUN_WORDS.isdisjoint(following):
                return 2, None  # "Python script"
            if clear and following and not _LANG_OBJECTS.isdisjoint(following) and \
                    not _MAKE_WORDS.isdisjoint(_word_list(_sentence_before(region, i, 60))):
                return 2, None  # "create a Perl hash", but not "a Python list or a tuple?"
        if name in _ONLY_CODE and _foreign_script(region):
            return 2, None  # "pythonで辞書を…": the rest of the ask is beyond these word lists
    if words.isdisjoint(_MAKE_WORDS):
        return 0, False
    made = _made_nouns(region, words)
    writes = not _STRONG_NOUNS.isdisjoint(made)
    return 2 if writes else 1 if made else 0, writes


def _foreign_script(region: str) -> bool:
    """Most of ``region`` is in a script other than Latin (Cyrillic, CJK…): its UTF-8 takes
    over 1.5 bytes a character."""
    return not region.isascii() and 2 * len(region.encode("utf-8", "surrogatepass")) > 3 * len(
        region)


def _in_language(before: str) -> bool:
    """``before``, the 8 characters before a language's name, ends with the word "in", "using"
    or their like in another language (a word cut by the window's start is no word)."""
    head, _, last = before.rstrip().rpartition(" ")
    return before[-1:] == " " and last + " " in _IN_LANGUAGE and (bool(head) or len(before) < 8)


def _makes_program(region: str, words: frozenset[bytes]) -> bool:
    """A creation verb just before a program noun ("write a function", "complete the SQL
    query"): what ``_asks_code`` leaves undecided when a language name answered first."""
    return not words.isdisjoint(_MAKE_WORDS) and not _STRONG_NOUNS.isdisjoint(
        _made_nouns(region, words))


def _made_nouns(region: str, words: frozenset[bytes]) -> list[str]:
    """The code nouns of ``region`` with a creation verb before them in their sentence."""
    nouns = [
        (i, n) for w in words & _NOUN_WORDS for n in (w.decode(),) for i in _occurrences(region, n)
    ]
    nouns += [
        (i, p)
        for p, first in _NOUN_PHRASE_FIRST
        if first in words and p in region
        for i in _occurrences(region, p)
    ]
    made = []
    for i, noun in sorted(nouns):
        before = _word_list(_sentence_before(region, i, 60))[-MAKE_REACH:]
        if _MAKE_WORDS.isdisjoint(before):
            continue  # "write a Python function", not "make a summary of ... the class"
        if _remakes(before):
            continue  # "make the function async" changes one that exists
        if noun.startswith("script") and _SCRIPTISH.search(region, max(i - 14, 0), i + 8) is None:
            continue  # "a script for a video" is a screenplay
        made.append(noun)
    return made


def _remakes(words: list[bytes]) -> bool:
    """The creation verb nearest the noun is "make" with an object that exists already ("make
    the function", "make it"): an edit, not a new program."""
    for i in range(len(words) - 1, -1, -1):
        if words[i] in _MAKE_WORDS:
            return words[i] == b"make" and i + 1 < len(words) and words[i + 1] in _EXISTING
    return False


_EXISTING = frozenset((b"the", b"this", b"that", b"these", b"those", b"it", b"its", b"my", b"our",
                       b"your"))


def _is_contest_problem(region: str, words: frozenset[bytes]) -> bool:
    """I/O sections ("Input format", "Sample input", "Example 1: Input:") or a bound such as
    ``1 <= n <= 10^5``."""
    bounded = "<=" in region or "≤" in region or "&lt;=" in region
    if words.isdisjoint(_PROBLEM_TRIGGERS) and not bounded:
        return False
    if any(h in region for h in _PROBLEM_HEADINGS):
        return True
    if "input" in region and _PROBLEM_IO.search(region) is not None:
        return True
    return bounded and _has_bounds(region)


def _has_bounds(region: str) -> bool:
    """``_PROBLEM_BOUNDS`` somewhere in ``region``, matched only where it can start: at the
    digit before each operator (a search from every position costs ten times more)."""
    for op in _AT_MOST.finditer(region):
        i = op.start()
        while i > 0 and region[i - 1].isspace():
            i -= 1
        if i > 0 and region[i - 1].isdecimal() and _PROBLEM_BOUNDS.match(region, i - 1):
            return True
    return False


def _occurrences(region: str, word: str) -> list[int]:
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


def _asks_structured(region: str, words: frozenset[bytes]) -> bool:
    if words.isdisjoint(_FORMAT_TRIGGERS):
        return False
    return _STRUCTURED_RE.search(region) is not None


def _sentence_before(region: str, end: int, limit: int) -> str:
    lo = max(end - limit, 0)
    head = region[lo:end]
    cut = max(head.rfind("."), head.rfind("?"), head.rfind("!"), head.rfind("\n"))
    return head[cut + 1 :] if cut >= 0 else head


def _clause(region: str, start: int, end: int) -> tuple[int, int]:
    """Bounds of the sentence or clause around ``region[start:end]``."""
    left = max(region.rfind(".", 0, start), region.rfind("?", 0, start),
               region.rfind("!", 0, start), region.rfind(":", 0, start),
               region.rfind("\n", 0, start)) + 1
    if region[end - 1] in ".?!:;\n":
        return left, end
    m = _CLAUSE_END.search(region, end)
    return left, m.end() if m is not None else len(region)


def _sample(text: str) -> str:
    return text if len(text) <= 2 * SAMPLE else text[:SAMPLE] + "\n" + text[-SAMPLE:]


def _fence(text: str) -> tuple[int, int]:
    """Where the first fenced block (``` or <code>) opens and the last one closes, or -1s
    (most prompts hold neither a backtick nor a ``<``: a one-character test skips both)."""
    first = text.find("```") if "`" in text else -1
    if first >= 0:
        return first, text.rfind("```")
    first = text.find("<code>") if "<" in text else -1
    return (first, text.rfind("</code>")) if first >= 0 else (-1, -1)


def _regions(text: str, fence: tuple[int, int]) -> list[tuple[str, int]]:
    """Lower-cased head and tail windows of the prose around fenced blocks, with offsets."""
    first, last = fence
    if first >= 0:
        lo = max(first - 2 * WINDOW, 0)
        out = [(text[lo:first].lower(), lo)]
        if last > first:
            out.append((text[last : last + 2 * WINDOW].lower(), last))
        return out
    if len(text) <= 2 * WINDOW:
        return [(text.lower(), 0)]
    return [(text[:WINDOW].lower(), 0), (text[-WINDOW:].lower(), len(text) - WINDOW)]


def _lead(text: str, fence: int) -> int:
    """Where a lead paragraph ends that a blank line sets apart from 3x as much prose after it
    (Dolly's "question, blank line, context"), or -1."""
    blank = _BLANK_LINE.search(text, 0, WINDOW)
    if blank is None or blank.start() == 0 or 0 <= fence < blank.start() + 2 * WINDOW:
        return -1
    return blank.start() if len(text) - blank.start() >= TAIL_MATERIAL_FACTOR * blank.start() \
        else -1


def _impersonal(text: str, start: int) -> bool:
    """The material from ``start`` is not in the first person: not the asker's own story ("I
    am 40 and..."), which advice copies nothing of."""
    material = _word_list(text[start : start + 2 * WINDOW].lower())
    return sum(map(material.count, _FIRST_PERSON)) < 2


_BLANK_LINE = re.compile(r"\n[ \t\r]*\n")
_FIRST_PERSON = frozenset((b"i", b"me", b"my", b"mine", b"myself"))


def _json_like(sample: str) -> bool:
    """Quoted keys dominate: a JSON payload or schema, not a program."""
    keys = sample.count('": ') + sample.count('":{') + sample.count('":[') + sample.count('":"')
    return keys >= 3 and keys * 4 >= sample.count("\n") + 1


def _fenced_code(text: str, start: int) -> bool:
    """The first fenced block's body looks like code, not prose or data."""
    if start < 0:
        return False
    body_start = text.find("\n", start, start + 200)
    if body_start < 0:
        return False
    info = text[start + 3 : body_start].strip().lower() if text.startswith("```", start) else ""
    if info and info.isidentifier() and info not in _NON_CODE_FENCES:
        return True  # ```python, ```java, ...: the writer says it is code
    body = text[body_start : body_start + 2 * SAMPLE]
    return code_score(body.split("```", 1)[0].split("</code>", 1)[0]) >= CODE_SCORE_MIN
