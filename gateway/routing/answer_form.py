"""What form an instruction's prose gives the answer: a pick, prose only, a table, a record told
in prose, the user's text passed on verbatim, new work that only consults the material.

Each check takes one lower-cased instruction prose and runs its regular expression only behind a
cheap substring test (most prompts hold none of these words), as ``gateway.routing.features``
needs of every check on the request path.
"""

from __future__ import annotations

import re
from typing import Final

from gateway.routing import rx
from gateway.routing.gates import GATES

__all__ = ["consults_only", "into_markdown", "names_code", "passes_verbatim", "picks",
           "prose_only", "short_label", "tabulates", "tells_in_prose", "writes_questions"]


def picks(prose: str) -> bool:
    """The answer is one of two quoted strings, exactly one of a list of options, a class the
    text names, or a verdict: no span of the material."""
    found = GATES.found(prose)
    return (not found.isdisjoint(_QUOTED_OR) and _PICKS.search(prose) is not None) or (
        "exactly one" in found and _ONE_OF.search(prose) is not None) or (
        " or " in found and ("classif" in found or "categori" in found or "label" in found
                              or "tag " in found) and _CLASSIFY_AS.search(prose) is not None) or (
        ("true or false" in found or "one of [" in found or " single " in found
         or "answer with the " in found)
        and _VERDICT.search(prose) is not None) or (
        ("one of:" in found or "one of :" in found)
        and _ONE_OF_LABELS.search(prose) is not None) or (
        ("with just" in found or "with only" in found or "label" in found
         or "class only" in found or "category only" in found or "one word" in found)
        and _LABEL_ONLY.search(prose) is not None) or (
        not prose.isascii() and not found.isdisjoint(_PICK_SCRIPT_KEYS)
        and _PICK_SCRIPT.search(prose) is not None) or (
        ('"|' in found or '" |' in found) and "json" in found
        and _ENUM_VALUES.search(prose) is not None
        and _FREE_FIELD.search(prose) is None)  # (not a field copied out, nor a program's type)


# a JSON answer whose fields take one of listed values, and no text copied: {"doc_type":
# "concept"|"how-to"|…}
_ENUM_VALUES: Final = rx.compile(r'"[\w -]+"\s*\|\s*"[\w -]+"\s*\|\s*"[\w -]+"')


# a field of free text or copied spans beside them: "name": str, "doc": string, "items": […]
_FREE_FIELD: Final = rx.compile(r'"\s*:\s*(?:str\b|string\b|int\b|integer\b|number\b|\[|""|\{|"<)'
                                r"|\bverbatim\b|\bexactly\s+as\b|\bcopied\b|\bquot|\bas\s+printed\b")


def short_label(prose: str) -> bool:
    """A question's answer told to be a word or a phrase: "One short phrase, no explanation."."""
    found = GATES.found(prose)
    return ("one word" in found or "one phrase" in found or "one short" in found) and \
        _ONE_PHRASE.search(prose) is not None


def prose_only(prose: str, *, asked: bool, plain: bool = False, makes: bool = False) -> bool:
    """The answer is told to be prose ("Prose and bullet points only, no rewritten code", "Answer
    in prose and short bullet points"), is questions to ask ("Write three multiple-choice
    questions that check …"), or, where nothing is ``asked`` of the material, it reviews code
    ("Point out bugs"), or it answers questions on the material ("You answer questions about
    Leiningen … from the documentation excerpt"); or, where ``plain`` (no program is asked beside
    it), it is a message to someone ("Write a short follow-up message"), an entry ("a 150-word
    entry about this languoid") or put in plain words ("Explain problems in plain language"): an
    explanation, whatever the material. A review beside a program asked for is no answer in
    prose ("You are a senior Perl developer doing code review training", then "Write a small
    Perl script that violates this policy")."""
    found = GATES.found(prose)
    return (("only" in found or "no " in found or "not write" in found) and (
        _PROSE_ONLY.search(prose) is not None or _NO_CODE.search(prose) is not None
        or _NO_FORMAT.search(prose) is not None)) or (
        not prose.isascii() and ("コード" in found or "代" in found or "程式" in found
                                 or "코드" in found)
        and _NO_CODE_SCRIPT.search(prose) is not None
        and _CODE_BACK_SCRIPT.search(prose) is None) or (
        ("prose" in found or "paragraph" in found or "bullet" in found)
        and _IN_PROSE.search(prose) is not None) or (
        not makes and writes_questions(prose)) or (
        not makes and "questions" in found and _ANSWERS_QUESTIONS.search(prose) is not None) or (
        not asked and not makes and ("review" in found or "point out" in found
                                     or "findings" in found
                                     or "feedback" in found or "comment on" in found
                                     or "指出" in found or "revis" in found or "reescr" in found
                                     or "审" in found or "審" in found or "レビュー" in found
                                     or "指摘" in found or "리뷰" in found)
        and _REVIEWS.search(prose) is not None) or (
        not asked and not makes and "list " in found and _LISTS_FINDINGS.search(prose) is not None
    ) or (
        plain and "entry" in found and _PROSE_ENTRY.search(prose) is not None) or (
        plain and "write" in found and ("message" in found or "post" in found
                                         or "announcement" in found or "tweet" in found
                                         or "toot" in found)
        and _WRITES_MESSAGE.search(prose) is not None) or (
        plain and "sentence" in found and (_SENTENCES_LONG.match(prose) is not None
                                           or _SENTENCES_LONG_AFTER.search(prose) is not None)
    ) or (
        plain and ("phrase" in found or "sätze" in found or "oracion" in found or "frases" in found)
        and _WRITES_SENTENCES_OTHER.search(prose) is not None) or (
        plain and "checklist" in found and _CHECKLIST.search(prose) is not None) or (
        plain and writes_exercises(prose)) or (
        plain and ("faq" in found or "q&a" in found) and _FAQ.search(prose) is not None) or (
        plain and ("readme" in found or "blog post" in found or "doc" in found)
        and "docstring" not in found and "whole file" not in found
        and _writes_doc(prose)) or (
        plain and ("in plain" in found or "in simple" in found or "in everyday" in found
                   or "in non-technical" in found or "plain-english" in found
                   or "plain english" in found) and _IN_PLAIN_WORDS.search(prose) is not None)


# a checklist for people: "What should the analyst check first? Give a numbered checklist.",
# "You write short triage checklists for tier-1 analysts" (not one in a data format)
_CHECKLIST: Final = rx.compile(
    r"(?:give|write|make|produce|draft|create)\s+(?:me\s+|us\s+)?(?:an?\s+)?(?:(?:short|brief|"
    r"numbered|bulleted|quick|simple|step-by-step)\s+){0,2}(?:[\w-]+\s+)?checklists?\b"
    # "Turn this section into a 5-8 item checklist a developer can follow"
    r"|\b(?:turn|convert|make)\s+(?:this|it|the\s+[\w-]+)(?:\s+[\w-]+)?\s+into\s+an?\s+(?:[\w-]+\s+){0,3}?"
    r"checklists?\b"
    r"(?!\s+(?:in|as)\s+(?:json|yaml|csv))")


# a page for people: "Write a short README section for this example file: what it demonstrates,
# how to run it"
def _writes_doc(prose: str) -> bool:
    """A README section, a blog post or a docs page is written: found from its noun, which ``re``
    skips to, and the creation verb just before it."""
    return any(_WRITES_BEFORE.search(prose, max(m.start() - 40, 0), m.start()) is not None
               for m in _DOC_NOUN.finditer(prose))


_DOC_NOUN: Final = rx.compile(r"readme|blog\s+post|documentation\s+(?:page|section)|"
                              r"docs?\s+(?:page|section)")
_WRITES_BEFORE: Final = rx.compile(r"\b(?:write|draft|create|produce|give\s+me)\s+(?:me\s+)?"
                                   r"(?:an?\s+|the\s+)?(?:(?:short|brief|quick|small|concise)\s+)?$")


# questions with their answers for people: "Make a short FAQ (3 Q&As) from the above", "Rewrite
# this page as an FAQ" (not one in a data format)
_FAQ: Final = rx.compile(
    r"(?:make|write|create|draft|produce|build|give\s+me|(?:into|as))\s+(?:me\s+)?(?:an?\s+|the\s+)?"
    r"(?:(?:short|brief|quick|small|simple|\d+-question)\s+)?(?:faq|q&as?)\b"
    r"(?!\s+(?:in|as)\s+(?:json|yaml|csv)|\s+(?:page|section)\s+(?:in|with)\s+(?:html|markdown))")


# new sentences asked in other languages: "Propose 4 nouvelles phrases d'exemple", "Schreib mir
# fünf neue, eigene Beispielsätze", "Escribe tres oraciones nuevas"
_WRITES_SENTENCES_OTHER: Final = rx.compile(
    r"(?:p(?<!\wp)ropose|é(?<!\wé)cri|r(?<!\wr)édige|d(?<!\wd)onne|s(?<!\ws)chreib|e(?<!\we)rstell|"
    r"e(?<!\we)scrib|e(?<!\we)screv|c(?<!\wc)rea|c(?<!\wc)rie)\w*\s+(?:mir\s+|moi\s+|me\s+)?"
    r"(?:\d+|deux|trois|quatre|cinq|zwei|drei|vier|fünf|dos|tres|cuatro|cinco|duas|três|quelques|"
    r"einige|algunas)\s+(?:[\w,'-]+\s+){0,3}?(?:phrases|beispielsätze|sätze|oraciones|frases)\b")


# the answer's length told in sentences, as a sentence of its own: "Three sentences, no bullet
# points.", "Two sentences max." (matched at the prose's start, and searched after a sentence's
# end, which ``re`` skips to: "(?:^|[.!?:]\s+)" was tried at every character)
_SENTENCES: Final = (
    r"(?:in\s+)?(?:one|two|three|four|five|[1-5])\s+(?:short\s+|full\s+)?"
    r"sentences?\s*(?:max(?:imum)?\s*|at\s+most\s*|or\s+(?:less|fewer)\s*)?[,.;!]")
_SENTENCES_LONG: Final = rx.compile(_SENTENCES)
_SENTENCES_LONG_AFTER: Final = rx.compile(r"[.!?:]\s+" + _SENTENCES)


# a bot cast as answering questions on the material: "You answer questions about Leiningen
# strictly from the documentation excerpt given", "Answer the user's questions using only …"
_ANSWERS_QUESTIONS: Final = rx.compile(
    r"y(?<!\wy)ou\s+answer\s+(?:the\s+user'?s?\s+|their\s+|user\s+)?questions\b|"
    r"a(?<!\wa)nswer\s+(?:the\s+user'?s?\s+|their\s+|user\s+)questions\b")


def writes_questions(prose: str) -> bool:
    """The answer is questions on the material ("Write three multiple-choice questions that
    check …", "You write short quizzes"): new text, whatever it quotes."""
    found = GATES.found(prose)
    return (("question" in found or "quiz" in found or "flashcards" in found)
            and _WRITES_QUESTIONS.search(prose) is not None) or (
        ("question" in found or "gunta" in found or "questõ" in found or "domande" in found
         or "fragen" in found or "pyta" in found or "quiz" in found or "cuestion" in found)
        and _WRITES_QUESTIONS_OTHER.search(
            prose, 0, _OTHER_QUESTIONS_CHARS if len(prose) <= _OTHER_QUESTIONS_CHARS
            else max(prose.find("\n\n"), 0)) is not None) or (  # (a page's: its opening ask)
        not prose.isascii() and ("問" in found or "クイズ" in found or "q&a" in found
                                 or "题" in found or "追问" in found or "问题" in found
                                 or "测" in found or "測" in found or "題" in found
                                 or "문제" in found or "퀴즈" in found or "질문" in found)
        and _WRITES_QUESTIONS_SCRIPT.search(prose) is not None)


def writes_exercises(prose: str) -> bool:
    """The answer is exercises on the material ("you write five NEW practice exercises on the
    point it teaches"): new text, where no program is asked beside them (its caller's to say:
    "3 exercises in Python, with solutions" are code)."""
    found = GATES.found(prose)
    return (("exercises" in found and _WRITES_EXERCISES.search(prose) is not None)
            or ("exercice" in found and _WRITES_EXERCISES_FR.search(prose) is not None)) and \
        _CODE_TO_WRITE.search(prose) is None  # (not "each a small function to implement")


def consults_only(prose: str) -> bool:
    """The material is a reference for new work: "Using the docs excerpt below only as
    reference, write a small example app", "a new example (not copied from the text)"."""
    found = GATES.found(prose)
    return ("reference" in found or "copied" in found or "inspir" in found
            or "different from" in found or "repeat" in found or "copy" in found
            or "restate" in found) and _REFERENCE_ONLY.search(prose) is not None


def solved_in_code(prose: str) -> bool:
    """An exercise's reference answer is asked in code: "出一道新的练习题…并给出完整可运行的
    Python 参考答案代码" (new questions, but their answer is a program)."""
    return not prose.isascii() and _WITH_CODE_SCRIPT.search(prose) is not None


def tabulates(prose: str) -> bool:
    """"Turn the pasted locale JSON into a Markdown table": a table of its text, no JSON."""
    found = GATES.found(prose)
    return "table" in found and _INTO_TABLE.search(prose) is not None


def tells_in_prose(prose: str) -> bool:
    """A record told in prose: "Write a short wiki-style entry for this record", "turn this into
    a short recipe card", "One paragraph"."""
    return _PROSE_FORM.search(prose) is not None


def into_markdown(prose: str) -> bool:
    """A page is converted into Markdown ("Convert reStructuredText documentation to
    GitHub-flavoured Markdown"): the page again, in another markup."""
    found = GATES.found(prose)
    return ("markdown" in found or "return" in found) and \
        _INTO_MARKDOWN.search(prose) is not None


def names_code(prose: str) -> bool:
    """The ask works on the code itself: "fix the code", "Rewrite this Dockerfile", "Translate
    every Scala example into idiomatic Kotlin", "Port the aliases … to fish"."""
    return _NAMES_CODE.search(prose) is not None


def passes_verbatim(prose: str) -> bool:
    """The user's text is passed on as it is: "call run_bpftrace with the program text exactly
    as given", "pass the query to lint_sql verbatim"."""
    found = GATES.found(prose)
    return ("exactly as" in found or "verbatim" in found) and _VERBATIM.search(prose) is not None


_QUOTED_OR: Final = ('" or "', "' or '", "” or “")
_PICKS: Final = rx.compile(
    r"\b(?:answer|reply|respond)\s+(?:(?:the\s+)?(?:user's\s+)?questions?\s+)?"
    r"(?:only\s+)?(?:with\s+)?(?:either\s+)?"
    r"[\"“'][^\"”'\n]{1,30}[\"”']\s+or\s+[\"“'][^\"”'\n]{1,30}[\"”']")
# "Answer with exactly one of: …", "Classify a section into exactly one of: …"
_ONE_OF: Final = rx.compile(r"\bexactly\s+one\s+(?:[\w-]+\s+)?(?:of\b|category|label|class)|"
                            r"\b(?:pick|choose|select)\s+exactly\s+one\b")
# a classifying verb, then its clause up to where the classes are named
_CLASSIFY: Final = r"\b(?:classify|categori[sz]e|label|tag)\b[^.\n]{0,80}?"
# "Classify the sentiment of this text as positive or negative": one of the classes named
_CLASSIFY_AS: Final = rx.compile(_CLASSIFY + r"\bas\s+(?:either\s+)?[\w-]+(?:,\s*[\w-]+)*,?\s+or\s+"
                                 r"[\w-]+\b")
# "Is the statement true or false for this scene?", "one of [love, success, …]", "name the
# single most fitting CWE", "Answer with the pattern name"
_VERDICT: Final = rx.compile(
    r"\b(?:is|are)\b[^.?\n]{0,80}\btrue\s+or\s+false\b[^.?\n]{0,40}\?|"
    # "Reply with one of [yes, no]" (not a spec's "must be one of [`a`/`b`]")
    r"\b(?<!be )(?<!is )(?<!are )one\s+of\s*\[|"
    r"\bthe\s+single\s+(?:most\s+[\w-]+|best)\b|"
    r"\banswer\s+with\s+the\s+(?:[\w-]+\s+){0,2}name\b|"
    # "Answer with the category and one short reason" (not "with the class
    # definition rewritten")
    r"\banswer\s+with\s+the\s+(?:category|class|label)"
    r"(?=\s+(?:only|and)\b|\s*[,.;:(]|$)|"
    # "Which single ATT&CK tactic fits this query best?"
    r"\bwhich\s+single\s+(?:[\w&-]+\s+){0,3}?(?:fits|suits|matches|applies|"
    r"describes)\b")
# "Classify this entry as one of: release, library/tool, …", "Reply with just the label"
_ONE_OF_LABELS: Final = rx.compile(_CLASSIFY + r"\b(?:as|into)\s+one\s+of\s*:")
_LABEL_ONLY: Final = rx.compile(
    r"\b(?:reply|answer|respond)\s+with\s+one\s+word\b|"  # "Answer with one
    # word, then one sentence why": a verdict
    r"\b(?:reply|answer|respond)\s+with\s+(?:(?:just|only)\s+(?:the|a|one)\s+"
    r"(?:label|category|class)\b|(?:the|one|a\s+single)\s+(?:topic\s+|"
    r"class\s+|category\s+|intent\s+|sentiment\s+)?(?:label|category|class)"
    r"(?:\s+only\b|\s*:|\s+[-–—(]\s*\w))")  # "Reply with the topic label only"
# ("Reply with one label - designer, programmer or both - saying who the page is for")
# the same in Japanese and Chinese: "…のどれか一つに分類してください。カテゴリ名だけ答えて
# ください。"
_PICK_SCRIPT_KEYS: Final = ("一つ", "ひとつ", "1つ", "だけ", "のみ", "只")  # one is in every match
# a look-ahead of the first letters: groups first give ``re`` none
_PICK_SCRIPT: Final = rx.compile(
    r"(?=[どいカラ分只中])(?:(?:どれか|いずれか)(?:一つ|ひとつ|1つ)|"
    r"中から(?:一つ|ひとつ|1つ)だけ(?:を)?(?:答え|回答|選|出力)|"
    r"(?:カテゴリ|ラベル|分類)名?"
    r"(?:だけ|のみ)(?:を)?(?:答え|回答|出力)|只(?:回答|输出|给出)(?:类别|标签|分类))")
_ONE_PHRASE: Final = rx.compile(
    r"(?:^|[.?!]\s+|\b(?:in|with)\s+)one\s+(?:short\s+)?(?:word|phrase)\b")
# A pattern that opens with its word, its word boundary checked behind it ("prose(?<!\wprose)"
# is "\bprose"), lets ``re`` skip to that word; one opening with "\b" is tried at every
# character (on a 2k-token prompt: ~140 against ~9 µs for these two).
_PROSE_ONLY: Final = rx.compile(r"prose(?<!\wprose)\s+(?:and\s+[\w-]+(?:\s+[\w-]+)?\s+)?only\b")
_IN_PROSE: Final = rx.compile(
    r"\b(?:answer|reply|respond|explain)\s+(?:(?:the|your|its|this|each)\s+"
    # "explain the approach in prose"
    r"(?:[\w-]+\s+)?)?in\s+(?:plain\s+|clear\s+|short\s+|"
    r"a\s+few\s+)?(?:prose|paragraphs?|bullets|bullet\s+points)\b|"
    # "Answer as a short bullet list: board name, MCU, …"
    r"\b(?:answer|reply|respond)\s+(?:as|with)\s+(?:a\s+)?(?:short\s+|brief\s+|"
    r"concise\s+)?(?:bullet(?:ed)?\s+list|bullets|bullet\s+points)\b|"
    # "Just give me a bulleted list per key"
    r"\bgive\s+me\s+(?:a\s+)?(?:short\s+|brief\s+)?(?:bullet(?:ed)?\s+list|bullets|"
    r"bullet\s+points)\b|"
    r"\beach\s+as\s+a\s+bullet\b")  # "list the Required variables, each as a
# bullet with its description as written": prose of the page's words
# "Explain problems in plain language", "Answer in plain English for a team lead", "a
# one-paragraph plain-English description"
_IN_PLAIN_WORDS: Final = rx.compile(
    r"i(?<!\wi)n\s+(?:plain|simple|everyday|non-technical)\s+(?:language|english|words|terms)\b|"
    r"p(?<!\wp)lain[- ]english\s+(?:description|explanation|summary|overview)\b")
# "Write three multiple-choice questions that check whether someone understood …"
# a quiz built as a program: "a quiz app", "a 5-question quiz in Python", "un cuestionario en
# HTML", "um mini quiz em Python"
_BUILT: Final = (r"\s+(?:app|application|game|program|cli|script|website|bot|component)\b"
                 r"|[^.\n]{0,40}?\b(?:in|using|with|en|em|con|com|usando)\s+(?:python|react|"
                 r"javascript|js|html|go|golang|java|rust|ruby|php|kotlin|swift|typescript|node|"
                 r"vue|svelte|flutter|bash|c\+\+|c#)(?![\w+#])")
_WRITES_QUESTIONS: Final = rx.compile(
    r"(?:w(?<!\ww)rite|c(?<!\wc)reate|m(?<!\wm)ake(?:\s+up)?|d(?<!\wd)raft|p(?<!\wp)repare|"
    # "Produce 3 multiple-choice quiz questions (4 options each, answer key at the end)"
    r"p(?<!\wp)roduce|g(?<!\wg)enerate|"
    r"g(?<!\wg)ive\s+me|c(?<!\wc)ome\s+up\s+with)\s+(?:an?\s+|the\s+)?"
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+few|some|several)\s+"
    r"(?:new\s+|short\s+|more\s+)?(?:multiple[- ]choice\s+|quiz\s+|interview\s+|practice\s+|"
    r"follow-up\s+|exam\s+|review\s+|comprehension\s+|discussion\s+|study\s+){0,2}"
    r"(?:questions|quiz\s+questions|flashcards|flash\s+cards)\b"
    # "You write short quizzes for a study group", "3 questions that test understanding"
    r"|(?:w(?<!\ww)rite|c(?<!\wc)reate|m(?<!\wm)ake|d(?<!\wd)raft|p(?<!\wp)repare)\s+(?:an?\s+|"
    rf"the\s+)?(?:short\s+|new\s+|\d+-question\s+)?quiz(?:zes)?\b(?!{_BUILT})|"  # "Make a
    # 3-question quiz", not "a 3-question quiz app in React": a program
    r"(?:q(?<!\wq)uestions|f(?<!\wf)lashcards)\s+that\s+(?:test|check|assess)\b|"
    # "write one multiple-choice question (four options, mark the right one)"
    r"(?:w(?<!\ww)rite|c(?<!\wc)reate|m(?<!\wm)ake|d(?<!\wd)raft|p(?<!\wp)roduce)\s+(?:one|an?|a\s+single)"
    r"\s+(?:new\s+|short\s+)?(?:multiple[- ]choice|quiz|trivia|exam)\s+question\b")  # (each
# alternative opens with a letter ``re`` skips to: a leading "\b" is tried at every character)
_WRITES_EXERCISES: Final = rx.compile(
    r"(?:w(?<!\ww)rite|c(?<!\wc)reate|m(?<!\wm)ake(?:\s+up)?|d(?<!\wd)raft|p(?<!\wp)repare|"
    r"g(?<!\wg)ive\s+me|c(?<!\wc)ome\s+up\s+with)\s+(?:an?\s+|the\s+)?(?:\d+|two|three|four|five|six|"
    r"seven|eight|nine|ten|a\s+few|some|several)\s+(?:new\s+|short\s+|more\s+)?(?:practice\s+|"
    r"review\s+|drill\s+)?exercises\b")
# French: "Propose un petit exercice original (énoncé seulement) qui prolonge ce complément"
_WRITES_EXERCISES_FR: Final = rx.compile(
    r"(?:p(?<!\wp)ropose|é(?<!\wé)cri|r(?<!\wr)édige|c(?<!\wc)rée|p(?<!\wp)répare|i(?<!\wi)nvente)\w*\s+"
    r"(?:un|une|deux|trois|quatre|cinq|\d+|quelques)\s+(?:(?:petit|petits|nouvel|nouveaux|court|"
    r"courts)\s+)?exercices?\b")
_CODE_TO_WRITE: Final = rx.compile(r"\b(?:functions?|programs?|scripts?|classes|methods?|code|"
                                   r"implement|implementation)\b")
_WITH_CODE_SCRIPT: Final = rx.compile(r"(?:答案|参考|參考)[^。\n]{0,6}(?:代码|代碼|程序|程式)")
# "Give just the setup and punchline, no JSON": the record's words told in prose
_NO_FORMAT: Final = rx.compile(r"n(?<!\wn)o\s+(?:json|yaml|csv|markdown\s+table)\b(?!-|\s+(?:"
                               r"library|libraries|parser|module|package|dependency|dependencies))")
# (not "no json-logic library": a dependency, not the answer's form)
_INTO_MARKDOWN: Final = rx.compile(
    r"(?:t(?<!\wt)o|i(?<!\wi)nto|a(?<!\wa)s)\s+(?:[\w-]+\s+){0,2}markdown\b"
    r"(?!\s+table)"
    # "Return the edited Markdown.": the page again
    r"|r(?<!\wr)eturn\s+(?:only\s+)?the\s+(?:edited|revised|updated|corrected|"
    r"improved|tightened|shortened|cleaned-up|proofread)\s+(?:markdown|mdx|"
    r"section|page)\b"  # "return only the edited section"
    # "输出 Markdown", "以 Markdown 输出" (output Markdown),
    # "保留 Markdown 格式" (keep the Markdown)
    r"|(?:输出|輸出|以|保留)\s?markdown\b(?!\s?(?:表格|表))")
# the same in French, Spanish, Portuguese, Italian and German: "tu rédiges 4 questions à choix
# multiples", "escribe tres preguntas", "elabore 5 perguntas", "schreibe drei Fragen"
_OTHER_QUESTIONS_CHARS: Final = 2000  # looked for in an instruction's length, not a page's
_WRITES_QUESTIONS_OTHER: Final = rx.compile(
    r"(?:r(?<!\wr)édig|é(?<!\wé)cri|c(?<!\wc)rée|c(?<!\wc)réez|p(?<!\wp)répare|g(?<!\wg)énère|"
    r"p(?<!\wp)ropose|r(?<!\wr)edact|e(?<!\we)scrib|e(?<!\we)screv|c(?<!\wc)rea|c(?<!\wc)rie|"
    r"e(?<!\we)labor|g(?<!\wg)ener|p(?<!\wp)repar|s(?<!\ws)criv|s(?<!\ws)chreib|e(?<!\we)rstell|"
    r"u(?<!\wu)łóż|n(?<!\wn)apisz|p(?<!\wp)rzygotuj|s(?<!\ws)twórz)\w*\s+"  # Polish "make up"
    r"(?:\d+|deux|trois|quatre|cinq|dix|quelques|dos|tres|cuatro|cinco|diez|algunas|duas|três|"
    r"quatro|dez|algumas|due|tre|quattro|cinque|alcune|zwei|drei|vier|fünf|zehn|einige|"
    r"dwa|trzy|cztery|pięć|kilka)\s+"
    r"(?:questions|preguntas|perguntas|questões|domande|fragen|quizfragen|pytania|pytań)\b"
    # "Monte um mini quiz (3 questões) sobre esse assunto", "Haz un cuestionario corto"
    r"|(?:m(?<!\wm)onte|c(?<!\wc)rie|f(?<!\wf)aça|e(?<!\we)labore|p(?<!\wp)repare|h(?<!\wh)az|c(?<!\wc)rea|"
    r"g(?<!\wg)enera|p(?<!\wp)repara)\s+(?:um|uma|un|una)\s+(?:mini\s+|pequeno\s+|breve\s+|"
    rf"peque[ñn]o\s+)?(?:quiz|question[áa]rio|cuestionario)\b(?!{_BUILT})")  # (not "crie um
# teste": a unit test, maybe; nor "un cuestionario en HTML y JavaScript", a program)
# "4択問題を3問作ってください", "出 5 道题": questions on the material, in other scripts
# (not an exercise, "練習問題", whose solution may be a program; "Q&A を3つ作って": three
# questions and answers)
_WRITES_QUESTIONS_SCRIPT: Final = rx.compile(
    r"(?<!練習)(?:問題|クイズ|q&a|ｑ＆ａ)\s?を[^。\n]{0,10}作|"
    r"出\s?[\d一二两三四五六七八九十几]*\s?道[^。\n]{0,6}题|"
    # "写几道判断题和简答题" (write a few true/false and
    # short-answer questions)
    r"(?:写|寫|出|编|編)\s?[\d一二两三四五六七八九十几]*\s?道"
    r"[^。\n]{0,12}?(?:题|題)|"
    # "设计一个 10 分钟的小测验" (design a 10-minute quiz)
    r"(?:设计|設計|出|编|編)[^。\n]{0,12}?(?:测验|測驗|"
    r"小测|小測|试题|試題|考题|考題)|"
    # "请列出3个追问" (list three follow-up questions)
    r"列出\s?[\d一二两三四五六七八九十几]+\s?[个個]\s?(?:追问|追問|问题|"
    r"問題|面试题|面試題)|"
    # "객관식 문제 3개를 만들어 주세요" (make 3 multiple-choice
    # questions), "퀴즈 3문제 부탁해요", "퀴즈를 … 만듭니다"
    r"(?:문제|퀴즈|질문)\s?[\d한두세네다섯]+\s?(?:문제|개|가지)"
    r"(?!\s?(?:가|이)?\s?있)|"  # (not "질문 2개 있습니다": the
    # asker has two questions)
    r"퀴즈(?:를|을)?\s?[^.\n]{0,12}?(?:만들|만듭|작성|출제)")
# "コードは書かないでください" (write no code), "不要写代码": prose in other scripts
_NO_CODE_SCRIPT: Final = rx.compile(r"コードは書かな|コードを書かな|不要写代码|不要寫程式|"
                                    r"不要寫代碼|无需代码|코드는\s?작성하지|"
                                    # "不需要改写代码" (no need to rewrite the code)
                                    r"(?:不需要|不用|无需|無需|不必)(?:改写|改寫|重写|重寫)")
# code asked back all the same: "返回加好注释的代码" (return the commented code), "移植成 Go"
_CODE_BACK_SCRIPT: Final = rx.compile(r"返回|给我|給我|输出|輸出|移植|加上|添加|改成|写出|寫出|"
                                      r"修正後")
_NO_CODE: Final = rx.compile(
    r"no(?<!\wno)\s+(?:rewritten\s+|new\s+)?code(?:\s+blocks?)?\b(?!\s+(?:changes|review))"
    # "Explain the reasoning step by step … and do NOT write code"
    r"|no(?<=\bdo\sno)t\s+write\s+(?:any\s+)?code\b")
_REVIEWS: Final = rx.compile(
    r"c(?<!\wc)ode\s+review(?:er|ers)?\b|"  # "You are a code reviewer for …"
    # "giving feedback on a candidate's solution. Comment on correctness"
    # "Give friendly, specific feedback on …" (not "giving users instant,
    # visual feedback on password strength")
    r"g(?<!\wg)iv(?:e|ing)\s+(?:(?:me|us|some)\s+)?(?:[\w-]+,\s+){0,3}(?:and\s+)?"
    r"(?:[\w-]+\s+)?feedback\s+on\b|"
    r"c(?<!\wc)omment\s+on\s+(?:its\s+|the\s+)?(?:correctness|complexity|style|"
    r"readability|performance|naming)\b|"
    # "Review it: what is outdated or unclear …"
    r"r(?<!\wr)eview\s+it\s*:|"
    # "Review Objective-C code like a strict but friendly reviewer"
    r"r(?<!\wr)eview\s+(?:[\w+#-]+\s+){1,2}code\b|"
    # "Please review Device.mc:": a file by its name
    r"r(?<!\wr)eview\s+`?[\w-]+\.(?:mc|py|js|ts|go|rs|rb|java|kt|c|cpp|h|cs|swift|"
    r"php|lua|sh|sql|ya?ml|tf|scala|ex|hs)\b|"
    # "Review the code for correctness", "You review shell code"
    r"r(?<!\wr)eview(?:ing)?\s+(?:the|this|my|your)\s+(?:[\w-]+\s+){0,2}(?:code|"
    r"script|module|file|function|program|library|diff|recipe|config|"
    r"playbook|manifest|dockerfile)\b|"
    # "Reply with a short numbered list of concrete problems and suggestions"
    r"(?:numbered|bulleted|short)\s+list\s+of\s+(?:[\w-]+\s+)?(?:problems|issues|"
    r"bugs|findings)\b|"
    # "You are a security reviewer for … canisters. Report findings as a
    # numbered list"
    r"r(?<!\wr)eport\s+(?:the\s+|your\s+|all\s+)?findings\b|"
    r"y(?<!\wy)ou\s+review\s+(?:[\w-]+\s+){0,4}?(?:code|pull\s+requests|submissions|"
    r"patches|scripts|configs|configurations|manifests|plugins|extensions|"
    # "You review AWS CloudFormation and SAM templates"
    r"packages|modules|add-ons|templates|playbooks|workflows|charts)\b|"
    # "Can you review this template before I deploy it?"
    r"r(?<!\wr)eview\s+(?:this|the|my|these)\s+(?:[\w-]+\s+)?(?:template|chart|"
    r"workflow)s?\b|"

    # "a senior programmer reviewing code", "Review the Terraform the user
    # pastes for security, cost and maintainability problems"
    r"r(?<!\wr)eviewing\s+(?:[\w-]+\s+)?(?:code|submissions|pull\s+requests|"
    r"patches)\b|"
    # "Reply with a short bulleted review: bugs, portability issues"
    r"(?:bulleted|bullet-point|short|brief)\s+review\b|"
    # "Please review this chocolateyInstall.ps1": a file by its name
    r"r(?<!\wr)eview\s+(?:the|this|my|your)\s+[\w-]+\.[a-z0-9]{1,5}\b|"
    r"r(?<!\wr)eview\s+(?:[\w-]+\s+){1,6}?for\s+(?:[\w-]+,?\s+){0,5}?(?:problems|"
    r"issues|bugs|risks|flaws|smells|vulnerabilities|mistakes)\b|"
    # "Point out packaging problems (missing dependencies, …)"
    r"p(?<!\wp)oint\s+out\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:bugs|issues|problems|"
    r"risks|flaws|behaviou?r|claims|"
    r"anything|mistakes|inconsistencies)\b|"
    # Portuguese, Spanish: "Pode revisar meu código", "Não precisa reescrever"
    r"r(?<!\wr)evis(?:ar|a|e|es)\s+(?:o\s+|el\s+)?(?:meu|mi|este|esse|este)\s+"
    r"c[oó]digo\b|n[aã]o\s+precisa\s+reescrever|no\s+(?:hace\s+falta|necesitas)\s+"
    r"reescribir|sin\s+reescribir\b|sem\s+reescrever\b|"
    # Chinese, Japanese, Korean "code review", "point out the problems"
    r"代码评审|代碼評審|代码审查|代碼審查|指出问题|指出問題|コードレビュー|코드\s?리뷰|"
    # "次の Qiita 記事をレビューしてください。…があれば指摘してください"
    r"(?:をレビューして|レビューしてください)(?![^\n]*書いて)|があれば指摘|を指摘して|"
    r"리뷰해\s?주")  # (not "…をレビューしてください、と言われた…pytest を書いて")
# "List issues in order of importance": a review's findings
_LISTS_FINDINGS: Final = rx.compile(r"l(?<!\wl)ist\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+)?"
                                    r"(?:issues|problems|bugs|risks|flaws|mistakes)\b|"
                                    # "answer with the list of security problems as short labels"
                                    r"l(?<!\wl)ist\s+of\s+(?:[\w-]+\s+)?(?:issues|problems|bugs|"
                                    r"risks|flaws|mistakes|findings|violations)\b")
_REFERENCE_ONLY: Final = rx.compile(r"\b(?:only\s+)?as\s+(?:a\s+|the\s+)?reference\b|"
                                    # "En t'inspirant de ce passage", "inspired by this section"
                                    r"\ben\s+t'inspirant\s+de\b|\binspir(?:ed|ándote|ando-te)\s+"
                                    r"(?:by|en|em|no|na)\b|"
                                    r"\busing\s+(?:this|the)\s+(?:[\w-]+\s+){0,3}reference\b|"
                                    r"\bnot\s+copied\s+from\b|"
                                    # "Do not repeat the documentation"
                                    r"\b(?:do\s+not|don't)\s+(?:repeat|copy|restate)\s+the\s+"
                                    r"(?:documentation|docs|page|text|passage)\b|"
                                    # "a fresh Move module …, different from the example in the
                                    # text"
                                    r"\bdifferent\s+from\s+(?:the|any)\s+(?:[\w-]+\s+)?(?:examples?|"
                                    r"ones?|code|snippets?|programs?)\b")
_INTO_TABLE: Final = rx.compile(r"\b(?:into|as)\s+an?\s+(?:markdown|md)\s+table\b")
# "Write a 150-word entry about this languoid", "an encyclopedia entry": prose about a record
_PROSE_ENTRY: Final = rx.compile(r"\d+[- ]word\s+entry\b|(?:encyclopa?edia|wiki|wikipedia|"
                                 r"glossary|dictionary)(?:-style)?\s+entry\b")
# "Write a short personal follow-up message thanking them": a message to someone, in prose
_WRITES_MESSAGE: Final = rx.compile(r"w(?<!\ww)rite\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?"
                                    # "Write a post of at most 120 words for Mastodon"
                                    r"(?:message|post|announcement|tweet|toot)\b(?!-)")
# (not "a post-processing step", "a post-install hook")
_PROSE_FORM: Final = rx.compile(
    r"\b(?:into|write|as)\s+(?:an?\s+|the\s+)?(?:(?:short|brief|lively|"
    r"friendly|faq|[\w-]+-style)\s+)*(?:entry|recipe\s+card|card|paragraph|bio|"
    r"blurb|write-?up|story|email|letter|profile|faq|blog\s+post|tweet|"
    r"announcement)\b|\bone\s+paragraph\b|"
    r"\bplain-english\s+profile\b")
_NAMES_CODE: Final = rx.compile(
    r"\b(?:the|this|whole|corrected|new|every|each|its|equivalent)\s+(?:[\w-]+\s+){0,2}(?:"
    r"code(?!\s+blocks?)|files?|dockerfile|script|function|snippet|program|class|method|examples?|"
    r"config(?:uration)?s?)\b|"
    r"\bport(?:s|ing|ed)?\b|"  # "Port the aliases documented in this README to fish"
    r"\b(?:into|in|using|to)\s+(?:idiomatic\s+|plain\s+|vanilla\s+|modern\s+)?(?:python|"
    r"javascript|typescript|kotlin|java|go(?=\s*(?:[.,;:!?)]|$|\s+(?:code|please|pls)\b))|rust|c\+\+|"
    r"c#|ruby|php|swift|scala|html|css|sql|bash|shell)\b", re.IGNORECASE)  # (not "to go further")
_VERBATIM: Final = rx.compile(r"\bexactly\s+as\s+(?:(?:they|the\s+user|you)\s+)?(?:given|written|"
                              r"provided|pasted|sent|received)\b|\bverbatim\b")


# Every string the checks above test a prose for, looked for in one pass of the prose
# (``gates.GATES``), with the quoted choices and the pick keys; a test checks none is
# missing
_GATE_STRINGS: Final = (
    ' or ', ' single ', '" |', '"|', 'announcement', 'answer with the ', 'blog post', 'bullet',
    'categori', 'category only', 'checklist', 'class only', 'classif', 'comment on', 'copied',
    'copy', 'cuestion', 'different from', 'doc', 'docstring', 'domande', 'entry', 'exactly as',
    'exactly one', 'exercice', 'exercises', 'faq', 'feedback', 'findings', 'flashcards', 'fragen',
    'frases', 'gunta', 'in everyday', 'in non-technical', 'in plain', 'in simple', 'inspir',
    'json', 'label', 'list ', 'markdown', 'message', 'no ', 'not write', 'one of :', 'one of [',
    'one of:', 'one phrase', 'one short', 'one word', 'only', 'oracion', 'paragraph', 'phrase',
    'plain english', 'plain-english', 'point out', 'post', 'prose', 'pyta', 'q&a', 'question',
    'questions', 'quiz', 'readme', 'reescr', 'reference', 'repeat', 'restate', 'return', 'review',
    'revis', 'sentence', 'table', 'tag ', 'toot', 'true or false', 'tweet', 'verbatim',
    'whole file', 'with just', 'with only', 'write', 'questõ', 'sätze', 'クイズ', 'コード',
    'レビュー', '代', '問', '审', '審', '指出', '指摘', '测', '測', '程式', '追问', '问题', '題',
    '题', '리뷰', '문제', '질문', '코드', '퀴즈',
    *_QUOTED_OR, *_PICK_SCRIPT_KEYS,
)
GATES.add(_GATE_STRINGS)
