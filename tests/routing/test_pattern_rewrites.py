"""Patterns and searches rewritten for speed find what the patterns they replaced found: each
checked against its old form, kept here, on random texts of its own words and letters."""

import random
import re

import pytest

from gateway.routing import answer_form, asks, cues, features, lead, scripts
from gateway.routing.words import alternation

# the one pattern the search replaced: every name tried at every character
_REFERENCE = re.compile(
    r"(?i:options|choices|intents|labels|categories|classes|candidates)[ \t*]*:"
    r"|\n[ \t]*\(?(?:[AaАа][).]|1\))[ \t]")
_ALPHABET = list("optionschcategoriesclasslabelintentcandidates OPTIONS:::* \t\n(aA)АаБ1.)ſİıK")


def _expected(text: str, start: int) -> int:
    found = _REFERENCE.search(text, start)
    return -1 if found is None else found.start()


@pytest.mark.parametrize("seed", range(4))
def test_random_texts_match_the_reference(seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(2000):
        text = "".join(rnd.choice(_ALPHABET) for _ in range(rnd.randint(1, 60)))
        for start in range(len(text) + 1):
            assert lead._choices_start(text, start) == _expected(text, start), (text, start)


@pytest.mark.parametrize(("text", "start", "at"), [
    ("Which one?\n\nOptions:\nA) yes", 0, 12),
    ("Which one?\n\n**Categories** :\n- a", 0, 14),
    ("Pick.\n\nCANDIDATES:\tx", 0, 7),
    ("pick\n  (a) one\n  (b) two", 0, 4),
    ("pick\nА) один", 0, 4),  # the Cyrillic letter
    ("Options: a, b\n\nmore", 1, -1),  # the name begins before the search does
    ("the optionſ: a", 0, 4),  # a long s matches "s" ignoring case, as the pattern's did
    ("labels and classes, no colon", 0, -1),
])
def test_labels(text: str, start: int, at: int) -> None:
    assert lead._choices_start(text, start) == at == _expected(text, start)


def _texts(words: str, seed: int, n: int = 6000) -> list[str]:
    """Random texts of ``words`` (and a word character or two to test boundaries on)."""
    rnd = random.Random(seed)
    vocab = [*words.split(), "x_", "é", "1", "-"]
    gaps = ["", " ", " ", "  ", "\n", "-"]
    return ["".join(rnd.choice(vocab) + rnd.choice(gaps) for _ in range(rnd.randint(1, 12)))
            for _ in range(n)]


def _variants(phrases: list[str], seed: int, n: int = 6000) -> list[str]:
    """Phrases that match, each cut, stretched or glued to a word on either side at random."""
    rnd = random.Random(seed)
    vocab = " ".join(phrases).split()
    out = []
    for _ in range(n):
        words = rnd.choice(phrases).split()
        for _ in range(rnd.randint(0, 2)):
            i = rnd.randrange(len(words))
            change = rnd.randrange(3)
            if change == 0 and len(words) > 1:
                del words[i]
            elif change == 1:
                words[i] = rnd.choice(vocab)
            else:
                words.insert(i, rnd.choice(vocab))
        text = "".join(w + rnd.choice([" ", " ", "\n", "  "]) for w in words).rstrip()
        out.append(rnd.choice(["", "x", "x_", "é", " ", "\n", "-"]) + text
                   + rnd.choice(["", ".", "x", " says", " shows it", "-"]))
    return out


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


_OLD_PROSE_ONLY = re.compile(
    r"\bprose\s+(?:and\s+[\w-]+(?:\s+[\w-]+)?\s+)?only\b|"
    r"\bno\s+(?:rewritten\s+|new\s+)?code(?:\s+blocks?)?\b(?!\s+(?:changes|review))")
_OLD_REASONED = re.compile(
    r"step[ -]by[ -]step|(?:show|explain) your (?:work|reasoning)|chain[ -]of[ -]thought|"
    r"\(yes/no\)|\(true/false\)|yes or no|supported or not|"
    r"\b(?:choose|pick|select)\s+(?:exactly\s+)?one\s+(?:of|from)\b|"
    r"\b(?:diga|indique|decida)\s+se\b|\bdi(?:me)?\s+si\b|sim ou não|sí o no|"
    r"\b(?:answer|reply|respond)\s+(?:only\s+)?with\s+(?:just\s+)?(?:one|a "
    r"single)\s+(?:word|label)\s*:|\bwith\s+the\s+(?:correct\s+)?label\s+only\b")
_OLD_ONLY_WHAT_IT_SAYS = re.compile(
    r"\bonly\s+include\s+(?:what(?:'s|\s+is)|[\w-]+\s+stated)\s+in\s+the\s+(?:script|text|file|"
    r"record|page|code|module|entry|section|source)\b|"
    r"\bbased\s+(?:only|solely|entirely)\s+on\s+the\s+(?:page|docs|documentation|section|entry|"
    r"record)\b|\bstick\s+to\s+(?:the\s+facts\s+in|what(?:'s|\s+is)\s+in)\s+the\s+(?:record|"
    r"text|entry|data|page|source)\b|"
    r"\b(?:use|using)\s+only\s+(?:the\s+)?(?:information|facts|details|what)\s+(?:(?:is\s+)?"
    r"(?:found|given|stated|present)\s+)?(?:in|from|the)\s+(?:the\s+|this\s+)?(?:[\w-]+\s+)?(?:text|"
    r"entry|excerpt|page|script|passage|record|document|file|docs|section)\b(?:\s+(?:says|states|"
    r"shows|contains))?")


def test_prose_only_patterns() -> None:
    texts = _texts("prose and bullet points only no rewritten new code blocks block changes "
                   "review uno", 1) + _variants(
        ["prose only", "prose and bullet points only", "no code", "no rewritten code blocks",
         "no new code block", "no code changes", "no code review"], 1)
    assert sum(_OLD_PROSE_ONLY.search(t) is not None for t in texts) > 1000
    for text in texts:
        found = answer_form._PROSE_ONLY.search(text) or answer_form._NO_CODE.search(text)
        assert (found is None) == (_OLD_PROSE_ONLY.search(text) is None), text


def test_reasoned_pattern() -> None:
    texts = _texts("step by step show explain your work reasoning chain of thought (yes/no) "
                   "(true/false) yes or no supported not choose pick select exactly one from diga "
                   "indique decida se di dime si sim ou não sí o answer reply respond only with "
                   "just a single word label : the correct", 2) + _variants(
        ["choose one of", "pick exactly one from", "select one of", "diga se", "indique se",
         "decida se", "dime si", "di si", "answer only with one word:",
         "reply with a single label:", "respond with just one word :",
         "with the correct label only", "with the label only"], 2)
    assert sum(_OLD_REASONED.search(t) is not None for t in texts) > 2000
    for text in texts:
        assert _spans(features._REASONED, text) == _spans(_OLD_REASONED, text), text


def test_only_what_it_says_pattern() -> None:
    texts = _variants(["only include what's in the script",
                       "only include facts stated in the record",
                       "based solely on the documentation", "stick to the facts in the entry",
                       "stick to what is in the source", "use only the information in the text",
                       "using only facts found from this excerpt says",
                       "use only what is given in the docs"], 3)
    assert 1000 < sum(_OLD_ONLY_WHAT_IT_SAYS.search(t) is not None for t in texts) < 5000
    for text in texts:
        assert _spans(cues._ONLY_WHAT_IT_SAYS, text) == _spans(_OLD_ONLY_WHAT_IT_SAYS, text), text


# the three families in one pattern of named groups, as they stood before the split (the qa
# phrases without the look-ahead of their first letters they opened with then)
_OLD_SCRIPT_CUES = re.compile("|".join(
    f"(?P<{family}>{source})" for family, source in scripts._SCRIPT_CUE_SOURCES))


def test_script_cues_split_by_family() -> None:
    """The three families' patterns, each split by the script its verbs open on and merged in
    order, find what one pattern of all three did."""
    words = [w for w in re.split(r"[|()?:\\\[\]+\s]+|P<\w+>", _OLD_SCRIPT_CUES.pattern) if w]
    rnd = random.Random(6)
    # the "qa" phrases whole: each opening letter of the look-ahead
    words += ["阅读下面的材料", "閱讀這篇文章", "根据上述的文本", "根據原文",
              "글을 읽고", "지문를 읽고", "문단을읽고", "본문을 읽고", "기사를 읽고", "대화를 읽고",
              "문장을 읽고", "글에 따르면", "지문에 근거", "기사에 근거",
              "اقرأ النص", "اقرأ القطعة", "بالاعتماد على النص",
              "اعتمادا إلى الفقرة", "استنادا على النص", "متن زیر را بخوان", "با استفاده از متن",
              "קרא את הקטע", "על פי הטקסט", "לפי הקטע"]
    texts = ["".join(rnd.choice(words) + rnd.choice(["", " ", "的", "x", "\n", "ال"])
                     for _ in range(rnd.randint(1, 8))) for _ in range(6000)]
    assert sum(_OLD_SCRIPT_CUES.search(t) is not None for t in texts) > 3000
    assert sum(m.lastgroup == "qa" for t in texts for m in _OLD_SCRIPT_CUES.finditer(t)) > 1000
    for text in texts:
        expected = [(m.lastgroup, *m.span()) for m in _OLD_SCRIPT_CUES.finditer(text)]
        assert list(scripts._script_cues(text)) == expected, text


_OLD_ANNOUNCES = re.compile(
    r"you(?:\s+are|'re|\s+will\s+be|'ll\s+be)\s+(?:given|provided|shown|sent|presented)\b"
    r"|(?:record|text|message|file|document|entry|row|page|script)s?\s+you\s+(?:receive|get)\b"
    r"|user(?:\s+will|\s+may|\s+can|'ll)?\s+(?:send|give|provide|paste|share|submit|enter|"
    r"write|type)s?\b|user(?:'s\s+|\s+)(?:text|message|messages|input|query|utterance|comments?|"
    r"posts?|reviews?|sentences?|emails?|documents?)\b"
    r"|paired\s+with\s+(?:an?\s+|the\s+)?(?:input|context)\b"
    r"|here(?:\s+is|'s|\s+are)\s+(?:an?\s+|the\s+|my\s+|some\s+|one\s+)?(?:[\w-]+\s+){0,2}"
    r"(?:sentences?|texts?|paragraphs?|passages?|articles?|emails?|documents?|reviews?|"
    r"stor(?:y|ies)|posts?|messages?|transcripts?|translations?|manifests?|configs?|"
    r"configurations?|snippets?|scripts?|programs?|files?|pages?|sections?|chapters?|excerpts?|"
    r"entr(?:y|ies)|records?|options?|rules?|items?|rows?|chunks?|parts?)\b"
)  # (with the nouns both have named since round 465's "Below is one option")


def test_announces_split_by_opening_word() -> None:
    texts = _variants(["you are given a sentence", "you'll be shown", "you will be provided",
                       "the records you receive", "texts  you get", "each rows\u2003you receive",
                       "the user will send", "user's message", "users submit", "user pastes",
                       "paired with an input", "paired with the context",
                       "here is a sentence", "here's my draft email", "here are some records",
                       "here is the long story"], 7)
    rnd = random.Random(7)
    assert 1000 < sum(_OLD_ANNOUNCES.search(t) is not None for t in texts) < 5000
    for text in texts:
        window = sorted(rnd.randrange(len(text) + 1) for _ in range(2))
        for lo, hi in ((0, len(text)), window):
            expected = _OLD_ANNOUNCES.search(text, lo, hi) is not None
            assert cues._announces(text, frozenset(), lo, hi) == expected, (text, lo, hi)


# the patterns before each alternative opened with a letter of its own (a group first gives `re`
# no first character to skip to: tried at every character)
_OLD_QA = re.compile(  # (with the whole-word start both have had since round 441's "explain")
    r"\b(?:based\s+(?:only\s+|solely\s+|entirely\s+|purely\s+)?on|according\s+to|"
    r"(?:use|using)(?:\s+only)?|from|in|given|read)\s+(?:the|this|that|these|above|"
    r"below|following|provided|given)\s+(?:above\s+|following\s+|provided\s+|given\s+)?"
    rf"(?:pieces?\s+of\s+|parts?\s+of\s+)?(?:[a-z-]+\s+){{0,2}}(?:{alternation(cues._QA_NOUNS)}|"
    r"form(?!\s+of\b|\s*[{\[]))\b"
    r"|\bfrom\s+the\s+[a-z-]+\s+(?:above|below)\b"
    r"|\bfrom\s+(?:this|these)\s+(?:[\w-]+\s+){0,3}?[\w-]+,\s+(?:give\s+me(?!\s+your)|output|produce|"
    r"return|extract|list|pull)\b")
_OLD_VERSION_OF = re.compile(
    r"(?:p(?<!\wp)ython|r(?<!\wr)ust|g(?<!\wg)o|j(?<!\wj)ava|j(?<!\wj)s|j(?<!\wj)avascript|"
    r"t(?<!\wt)ypescript|k(?<!\wk)otlin|s(?<!\ws)wift|r(?<!\wr)uby|p(?<!\wp)hp|c(?<!\wc)\+\+|"
    r"c(?<!\wc)#|c(?<!\wc)|l(?<!\wl)ua|b(?<!\wb)ash|s(?<!\ws)ql|h(?<!\wh)askell|s(?<!\ws)cala|"
    r"e(?<!\we)nglish|s(?<!\ws)panish|f(?<!\wf)rench|g(?<!\wg)erman|c(?<!\wc)hinese|"
    r"j(?<!\wj)apanese|i(?<!\wi)talian|p(?<!\wp)ortuguese|w(?<!\ww)gsl|h(?<!\wh)lsl|g(?<!\wg)lsl|"
    r"z(?<!\wz)ig|d(?<!\wd)art|e(?<!\we)lixir|j(?<!\wj)ulia|c(?<!\wc)uda|o(?<!\wo)caml|"
    r"f(?<!\wf)ortran|y(?<!\wy)aml|j(?<!\wj)son|c(?<!\wc)sv|t(?<!\wt)oml)\s+version\s+of\s+"
    r"(?:this|that|it|these|the\s+(?:above|following|code|program|script|"
    r"[\w-]+\s+(?:above|below)))\b|"
    r"s(?<!\ws)ame\s+(?:code|text|file|script|program|page)\s+(?:but\s+)?(?:in|into)\s+[a-z]|"
    r"(?:^|(?<=\n)|(?<=[.!?] ))s(?<!\ws)ame\s+(?:thing|one|config|query|"
    r"function)\s+(?:but\s+)?(?:in|into)\s+[a-z]")
_OLD_REUSES_WORDING = re.compile(
    r"(?:r(?<!\wr)eus|q(?<!\wq)uot)ing\s+(?:its|their|the\s+[\w-]+'s)\s+(?:own\s+)?"
    r"(?:wording|words|phrasing)\b")
_OLD_CJK_CODE_NOUN = re.compile(
    r"\s?(?:[a-z]+\s?)?(?:示例|範例|样例)?(?:查询|查詢|语句|語句|代码|代碼|脚本|腳本|函数|函數|程序|程式|"
    r"解答|实现|實現|の?(?:クエリ|コード|関数|スクリプト|プログラム)|(?:쿼리|코드|함수|스크립트))")


def _needs(pattern: re.Pattern[str]) -> tuple[str, ...]:
    return next(cue.needs for cue in cues._CUES if cue.pattern is pattern)


def _edges(texts: list[str]) -> list[str]:
    """Each text, and after a full stop, a line break or a word character (a sentence's start)."""
    return [edge + text for text in texts for edge in ("", "x. ", "\n", "x")]


def test_qa_pattern_one_alternative_per_opening_word() -> None:
    texts = _edges(_variants(
        ["based solely on the given text", "according to the passage", "use only the above context",
         "using the following two documents", "from the notes", "within this transcript",
         "given the provided pieces of text", "read the form of", "read the form {",
         "from the table above", "from this axe-core rule, give me one", "from these entries, list",
         "in the following parts of the email", "using this form [", "based on the code"], 8))
    assert 4000 < sum(_OLD_QA.search(t) is not None for t in texts) < 12000
    for text in texts:
        assert _spans(cues._QA_RE, text) == _spans(_OLD_QA, text), text


def test_version_of_one_alternative_per_language() -> None:
    texts = _edges(_variants(
        ["a rust version of this", "the c++ version of the above", "c# version of the code",
         "c version of it", "an english version of the post above",
         "chinese version of the following",
         "same code but in english", "same text into german", "same thing in toml",
         "same one but in yaml", "do the same thing in code", "js version of these",
         "javascript version of that", "go version of the script"], 9))
    assert 5000 < sum(_OLD_VERSION_OF.search(t) is not None for t in texts) < 15000
    for text in texts:
        assert _spans(cues._VERSION_OF, text) == _spans(_OLD_VERSION_OF, text), text
        # the cue's words: a region without them is not searched
        assert all(any(word in text[a:b] for word in _needs(cues._VERSION_OF))
                   for a, b in _spans(cues._VERSION_OF, text)), text


def test_reusing_and_quoting_their_wording_apart() -> None:
    texts = _edges(_variants(["reusing its own wording", "quoting the author's words",
                              "quoting their phrasing", "only include what's in the script"], 10))
    assert 2000 < sum(_OLD_REUSES_WORDING.search(t) is not None for t in texts) < 12000
    for text in texts:
        new = [span for span in _spans(cues._ONLY_WHAT_IT_SAYS, text)
               if text[span[0]] in "rq"]
        assert new == _spans(_OLD_REUSES_WORDING, text), text
        assert all(any(word in text[a:b] for word in _needs(cues._ONLY_WHAT_IT_SAYS))
                   for a, b in _spans(cues._ONLY_WHAT_IT_SAYS, text)), text


def test_cjk_code_noun_gives_up_a_latin_word_at_once() -> None:
    rnd = random.Random(11)
    words = ["sql", "python", " ", "", "の", "查询", "代码", "コード", "코드", "示例", "x", "程序"]
    texts = ["".join(rnd.choice(words) for _ in range(rnd.randint(1, 6))) for _ in range(6000)]
    assert sum(_OLD_CJK_CODE_NOUN.match(t) is not None for t in texts) > 1000
    for text in texts:
        old, new = _OLD_CJK_CODE_NOUN.match(text), asks._CJK_CODE_NOUN.match(text)
        assert (old and old.span()) == (new and new.span()), text


# stop 53: searches that re tried at every character, split where it can skip ahead
_OLD_SENTENCES_LONG = re.compile(
    r"(?:^|[.!?:]\s+)(?:in\s+)?(?:one|two|three|four|five|[1-5])\s+(?:short\s+|full\s+)?"
    r"sentences?\s*(?:max(?:imum)?\s*|at\s+most\s*|or\s+(?:less|fewer)\s*)?[,.;!]")
_OLD_FORMULA = re.compile(r"(?:^|\n)[ \t]*=[ \t]*(?:--[ \t]*)?[A-Za-z][A-Za-z0-9.]*[ \t]*\(")


def _old_marks_script(text: str) -> bool:
    reach = features._SCRIPT_MARK_REACH
    return text.startswith("#!/") or text.find("\n\n#!/", 0, reach) >= 0 or \
        text.find("```\n#!/", 0, reach) >= 0 or text.find(":\n#!/", 0, reach) >= 0 or \
        text.find("#+BEGIN_SRC", 0, reach) >= 0 or text.find("#+begin_src", 0, reach) >= 0 or \
        features._has_mode_line(text)


def _old_has_bounds(region: str) -> bool:
    for op in re.finditer(r"<=|≤|&lt;=", region):
        i = op.start()
        while i > 0 and region[i - 1].isspace():
            i -= 1
        if i > 0 and region[i - 1].isdecimal() and asks._PROBLEM_BOUNDS.match(region, i - 1):
            return True
    return False


def test_split_searches_find_what_the_single_ones_did() -> None:
    texts = _variants(["Three sentences, no bullets.", "Answer: in two short sentences max.",
                       "Two sentences.", "1 sentence at most!", "=SUM(A1:A3)\n=VLOOKUP(C3,A:B)",
                       "x\n  = -- IF(a)", "#!/bin/sh\n\n#!/usr/bin/env", "```\n#!/x", ":\n#!/y",
                       "#+BEGIN_SRC #+begin_src", "# -*- mode: lisp -*-", "1 <= n <= 10^5",
                       "1 ≤ k ≤ 3", "2 &lt;= x &lt;= 9", "a <= b"], 12)
    texts += ["#" * (features._SCRIPT_MARK_REACH - 2) + "#!/x", "x" * 3997 + "\n\n#!/"]
    found = [0, 0, 0, 0]
    for text in texts:
        old = _OLD_SENTENCES_LONG.search(text) is not None
        assert old == (answer_form._SENTENCES_LONG.match(text) is not None
                       or answer_form._SENTENCES_LONG_AFTER.search(text) is not None), text
        formula = _OLD_FORMULA.search(text) is not None
        assert formula == (features._FORMULA.match(text) is not None
                           or features._FORMULA_LINE.search(text) is not None), text
        script = _old_marks_script(text)
        assert script == features._marks_script(text), text
        bounds = _old_has_bounds(text)
        assert bounds == asks._has_bounds(text), text
        for i, hit in enumerate((old, formula, script, bounds)):
            found[i] += hit
    assert min(found) > 100, found


def test_deictic_found_from_the_character_before_a_word() -> None:
    rnd = random.Random(13)
    texts = _variants(["based on this text", "the following code", "below", "my own essay",
                       "given both sentences", "ce texte-là", "di atas ini", "the user's message",
                       "in dieser Datei", "athis xthese"], 14)
    hits = 0
    for text in texts:
        start = rnd.randint(0, len(text))
        end = rnd.randint(start, len(text))
        old = cues._DEICTIC.search(text, start, end) is not None
        assert old == cues._deictic(text, start, end), (text, start, end)
        assert (cues._DEICTIC.search(text) is not None) == cues._deictic(text), text
        hits += old
    assert 300 < hits < len(texts)


def test_double_colon_found_from_each_colon() -> None:
    rnd = random.Random(15)
    texts = ["".join(rnd.choice(":a: \n") for _ in range(rnd.randint(0, 12))) for _ in range(6000)]
    assert 1000 < sum("::" in t for t in texts) < 5000
    for text in texts:
        assert features._holds_double_colon(text) == ("::" in text), text


# _sample_code_score as it was: a str.count per signal, the smileys and bracketed words by pattern
_OLD_SMILEY = re.compile(r"[:;=]-?\)\n")
_OLD_PROSE_PAREN = re.compile(r" \((?:[A-Za-z&]+[ ,]*){1,4}\)\n")


def _old_sample_code_score(sample: str) -> float:
    if not sample:
        return 0.0
    count = sample.count
    signals = sum([weight * count(text) for text, char, weight in features._SIGNALS
                   if char in sample])
    if any(hint in sample for hint in features._CODE_LINE_HINTS):
        signals += 2 * len(features._CODE_LINE.findall("\n" + sample))
    lines = count("\n") + 1 + len(sample) / 200
    if signals / lines >= features.CODE_SCORE_MIN and \
            (signals - count(")\n")) / lines < features.CODE_SCORE_MIN:
        signals -= len(_OLD_SMILEY.findall(sample))
        signals -= len(_OLD_PROSE_PAREN.findall(sample))
    return signals / lines if signals >= features.MIN_CODE_SIGNALS else 0.0


def test_code_score_counted_in_one_pass_as_by_each_count() -> None:
    rnd = random.Random(16)
    pieces = [";\n", "{\n", "}\n", ":\n    ", ")\n", " = ", "()", "==", "===", " = = ", "return ",
              "</", "\n    ", "\n\t", ":-", ").\n", ":)\n", ";-)\n", "=)\n", ":-)\n", "x)\n",
              " (cubed)\n", " (Salt and pepper, to taste)\n", " (abcdefghijklmnopqrstu",
              "def f(x):", "\nimport os", "word ", "a", "\n", "=", "-", ")", "("]
    texts = ["".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 40))) for _ in range(4000)]
    scored = 0
    for text in texts:
        old = _old_sample_code_score(text)
        assert features._sample_code_score(text) == old, text
        assert len(features._PROSE_PAREN.findall(text)) == len(_OLD_PROSE_PAREN.findall(text))
        assert features._smileys(text) == len(_OLD_SMILEY.findall(text)), text
        scored += old > 0
    assert 500 < scored < len(texts)
