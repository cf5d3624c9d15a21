"""Cheap text features of a prompt for the classifier: code-ness, what is asked (``asks``), the
copy-the-input cue and the pasted material (``cues``).

Every feature does bounded work, because a 2k-token prompt must classify in well under 100 µs:

* code-ness counts line shapes with ``str.count`` on a head-and-tail sample (``SAMPLE`` chars),
  each only where a character of it occurs (a one-character ``in`` runs at memchr speed, several
  times faster than a longer search; prose lacks most of them);
* instructions are looked for only in the prose head and tail (``WINDOW`` chars) of instruction
  messages, outside fenced blocks, lower-cased once (``re.IGNORECASE`` is several times slower);
* each regular expression runs only when one of its trigger words occurs in the window (a set
  built once per window), and patterns open on literals so ``re`` can skip ahead (``rx.compile``
  rewrites them so; one that cannot, a contest bound's leading digit, is tried only before its
  operators).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from gateway.routing import answer_form, rx
from gateway.routing.asks import (
    ONLY_FORMAT,
    answers_in_code_block,
    asks_explanation,
    code_fence_asked,
    code_request,
    converts_to_code,
    format_fence,
    makes_program,
    makes_structure,
    only_format,
    wants_structure,
)
from gateway.routing.asks import VOCAB as _ASKS_VOCAB
from gateway.routing.cues import VOCAB as _CUES_VOCAB
from gateway.routing.cues import CueFamily, asks_advice, asks_summary, is_material, text_cue
from gateway.routing.gates import GATES
from gateway.routing.lead import BLANK_LINE, TAIL_MATERIAL_FACTOR
from gateway.routing.roles import system_role
from gateway.routing.words import PEOPLES as _PEOPLES
from gateway.routing.words import WINDOW, width, word_list

__all__ = ["MIN_MATERIAL_CHARS", "MIN_TRANSLATED_CHARS", "TextFeatures", "code_score",
           "text_features"]

SAMPLE: Final = 512  # code-ness is measured on the first and last SAMPLE chars only
# pasted text outside the instruction clause needed to call it grounded (English characters:
# a CJK one counts as three, ``TextFeatures.width``)
MIN_MATERIAL_CHARS: Final = 40
# ...and for a translation, whose one short sentence comes back whole ("Translate into English:
# La séance est ouverte.")
MIN_TRANSLATED_CHARS: Final = 16
# a translated text whose lines score below this is prose with code blocks
PROSE_CODE_SCORE: Final = 0.3
OPENING_ASK_CHARS: Final = 300  # an opening paragraph this short before the material may ask
CLOSING_ASK_CHARS: Final = 160  # a last paragraph this short after the material may still ask
CODE_SCORE_MIN: Final = 0.22  # share of code-shaped lines for a text to "contain code"
MIN_CODE_SIGNALS: Final = 3.0  # a one-line equation is not code


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
    # UTF-8 bytes per character of the last message, 1 … 3: a Chinese or Korean character is
    # about a token, as four English ones are, so its material counts about three times
    width: float = 1.0
    # the ask condenses into a summary (not "shorten", "extract"): prose, even of code
    summarizes: bool = False
    # the ask translates into a people's language ("into Spanish", "an English-to-German
    # translator") a text of prose: whatever code blocks it carries along, the answer is prose
    translates_prose: bool = False
    # the ask wants code explained ("Why does it behave like this?"), nothing made or fixed
    explains: bool = False
    # the answer is a pick among named options ("Answer with exactly one of: core, shapes,
    # …", "Reply with 'ok' or 'error'") or a question's word or phrase: a label, prose whatever
    # the material
    picks: bool = False
    # the answer is told to be prose: "Prose and bullet points only, no rewritten code"
    prose_only: bool = False
    # the ask works on a page of prose whose code stands in fenced blocks, lays its text out as
    # a Markdown table, or tells a JSON record as an entry or a card: its answer is prose
    reworks_page: bool = False
    # the length of the user's text the instructions pass on "exactly as given" or "verbatim"
    # (to a tool's argument, say), or 0
    verbatim_chars: int = 0
    # the JSON is in the user's last message, not only in a system prompt's functions
    json_in_ask: bool = False


# One instruction text as read: the text, its regions, their prose and vocabulary words, where
# its first fence opens, and whether it asks for a new program (None: undecided)
_Reading = tuple[str, list[tuple[str, int]], str, frozenset[bytes], int, bool | None]

# Every word the checks look up in a window's words: the window's set is cut to these once, so
# each later lookup works on a handful of words instead of a hundred.
_VOCAB: Final = _ASKS_VOCAB | _CUES_VOCAB


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
    only_data = False  # a text says the answer is the data alone ("… JSON and nothing else")
    cue: tuple[CueFamily, int] | None = None
    ask_is_material = bool(instruction_texts) and (
        is_material(instruction_texts[-1]) or _handed_to_translator(instruction_texts))
    read: list[_Reading] = []  # each text's reading, for a found cue
    asked_prose: list[str] = []
    asks: list[tuple[int, bool]] = []  # what each text asks for: a program's level, structure
    cue_text = ""  # the text whose cue was found
    cast = False  # a system prompt casts the bot as a job on the user's text, its material, or
    # sums that text up or translates it

    def find(reading: _Reading, only: CueFamily | None = None) -> tuple[CueFamily, int] | None:
        return text_cue(*reading, ask=reading[0] is instruction_texts[-1],
                        code_material=turn_has_code, ask_is_material=ask_is_material,
                        conversation=conversation, only=only)

    for text in instruction_texts:
        fence = fences.get(id(text)) or _fence(text)
        regions = _regions(text, fence)
        prose = "\n".join(r for r, _ in regions)
        words = _VOCAB.intersection(word_list(prose))
        level, writes_program = code_request(prose, words)
        if level < 2 and code_fence_asked(text, fence[0]):
            level = 2  # "return the CSS inside one ```css code block"
        elif level == 0 and answers_in_code_block(prose):
            level = 1  # "Output only the converted file in a code block"
        structured = None
        if cast and text is instruction_texts[-1]:
            level, writes_program = 0, False  # "You are a translator", then the user's text:
            # its "design extensible classes" or "in Python, like in C" is what is translated
            closing, structured = _end_asks(text)  # but what it opens or closes on may ask
            # ("Answer strictly from the excerpt the user provides", then the excerpt and its
            # "Question: …"), where a page's own "YAML file for defining databases" asks none
            if cue is not None and cue[0] != "transform":
                level, writes_program = closing  # (a text to translate is its close too)
        if structured is None:
            structured = wants_structure(prose, words) or format_fence(text, fence[0])
        if level == 2 and structured and only_format(prose, words):
            level = 1  # "write a JSON stub mapping … Only the JSON." over a page on "an API mock
            # server implementation in Rust": the answer is the data
        asks.append((level, structured))
        only_data = only_data or (structured and level < 2 and "nothing else" in prose
                                  and only_format(prose, words))
        asks_code = max(asks_code, level)
        asks_structured = asks_structured or structured
        read.append((text, regions, prose, words, fence[0], writes_program))
        if not (ask_is_material and text is instruction_texts[-1] is not instruction_texts[0]):
            asked_prose.append(prose)  # what the asker says, not the user's text worked on
        else:  # but its opening paragraph may ask ("Rewrite every code example on this page"),
            # or a short closing one ("make a short quiz from this, 5 questions")
            asked_prose.append(prose[: prose.find("\n\n")] + _closing_ask(prose))
        if cue is None:  # the layout anchors only the ask itself, not a system prompt's
            cue = find(read[-1])
            cue_text = text
            cast = cue is not None and ask_is_material and text is not instruction_texts[-1] \
                and (cue[0] in ("qa", "condense")
                     or (cue[0] == "transform" and (
                         _into_language(prose)
                         or ("into" in prose and _INTO_PROSE_FORM.search(prose) is not None)
                         or answer_form.into_markdown(prose)))  # "return only the edited section"
                     or (not prose.isascii() and _USERS_TEXT_SCRIPT.search(prose) is not None)
                     or system_role(prose, words, None) is not None)
    if asks_code == 2 and len(read) > 1 and any(
            only_format(prose, words) and not _conditional_format(prose)
            for _, _, prose, words, _, _ in read):
        asks = [(min(level, 1), structured) for level, structured in asks]  # a system prompt's
        asks_code = 1  # "Answer only with a YAML configuration" over "a config for a monorepo
        # with a Node web app and a Rust CLI": the answer is the data, the program its subject
    if cue is not None and (asks_code or asks_structured):
        # "Summarize this section of the docs.\n\n<a page that says 'convert it to JSON'>": the
        # lead asks, the page it works on asks nothing
        lead = _lead_ask(read[-1][0], asks[-1], code_material=turn_has_code,
                         ask_is_material=ask_is_material, conversation=conversation)
        if lead is not None:
            cue, lead_level, lead_structured, read[-1] = lead
            asks_code = max([level for level, _ in asks[:-1]] + [lead_level])
            asks_structured = any(structured for _, structured in asks[:-1]) or lead_structured
    if cue is not None and cue[0] != "transform" and any(
            (w if w is not None else makes_program(prose, words)) or makes_structure(prose, words)
            for _, _, prose, words, _, w in read):
        # "list the emails" over a schema, asking for SQL: the answer is code; but a transform
        # ask further on still works on the material ("### Keywords: ... Rewrite the code")
        cue = None
        for reading in read:
            if (cue := find(reading, "transform")) is not None:
                break
    if cue is not None and cue[0] == "qa" and any(map(answer_form.writes_questions, asked_prose)):
        cue = None  # "From the record the user gives you, write one multiple-choice question":
        # new questions on it, no answer from it
    if cue is not None and cue[0] == "transform" and cue_text is instruction_texts[-1] and \
            not turn_has_code and _writes_program(read[:-1]):
        cue = None  # a system prompt's "Reply with a compilable main.rs", then the user's
        # "Creates a struct that converts a provided hex code": what the new program does,
        # with no code of the user's to edit
    if cue is not None and cue[0] == "transform" and cue_text is not instruction_texts[-1] and \
            not turn_has_code and asks[-1][0] == 2 and read[-1][5] is not False and \
            (not ask_is_material or _end_asks(instruction_texts[-1])[0][0] == 2) and \
            find(read[-1], "transform") is None:
        cue = None  # a system prompt's "擅長把 MakeCode 積木程式改寫成 MicroPython", then the
        # user's lesson and "寫出對應功能的 MicroPython 程式": a new program, nothing to port
        # (but "Port this rules file to a Python script:" ports it)
    if cue is not None and cue[0] == "transform" and any(
            converts_to_code(prose, words, code_material=turn_has_code)
            for _, _, prose, words, _, _ in read):
        cue = None  # "Convert the question into a SQL query": new code, not the input's words
    if cue is not None and cue[0] == "qa" and any(_reasons(prose) for _, _, prose, _, _, _ in read):
        cue = None  # "Reason step by step", "say whether each is true (yes/no)": new text
    if cue is not None and cue[0] == "qa" and any(map(asks_advice, asked_prose)):
        cue = None  # "## Abstract\n…\n\nWhat open questions or risks would you raise about this
        # part?": an opinion on the passage, not an answer from it
    if cue is not None and cue[0] == "qa" and any(map(answer_form.consults_only, asked_prose)):
        cue = None  # "Using the docs excerpt below only as reference, write a small example
        # app", "a new example (not copied from the text)": the material informs a new answer
    if cue is not None and cue[0] == "qa" and any(
            ("write" in prose or "recommend" in prose)
            and _WRITES_NEW_TEXT.search(prose) is not None
            for prose in asked_prose):
        cue = None  # "Here's an emoji from the Unicode data: … Write three short social media
        # posts that would use it": new text the material only inspires
    if cue is not None and cue[0] == "qa" and asks_code == 1 and not asks_structured and any(
            "code" in prose and _WRITES_CODE.search(prose) is not None for prose in asked_prose):
        cue = None  # "Based on this FAQ entry, write the code I'd need", "show me working code
        # for this in falcon": new code the material informs
    if cue is not None and cue[0] == "qa" and asks_code == 2 and not asks_structured:
        cue = None  # "Based on this part of the docs, write the TOML for my config", "Could you
        # give me a KQL detection for this analytic?": new code the material informs
    if cue is not None and any(answer_form.writes_questions(prose) or (
            not asks_code and answer_form.writes_exercises(prose)) for prose in asked_prose):
        cue = None  # "Passage: …" under "Return JSON with exactly 3 questions that test
        # understanding of the passage", "questions that test whether someone can apply the
        # ideas in this section": questions are new text
    proses = [prose for _, _, prose, _, _, _ in read]
    # a program written, not one named ("You review Python scripts")
    makes = asks_code == 2 and _writes_program(read)
    picks = any(map(answer_form.picks, proses))
    if picks:
        cue = None  # 'Answer with "Output (a)" or "Output (b)" only': a pick, whatever the
        # material says ("# Instruction: Summarize the following content.")
    summarizes = cue is not None and (cue[0] == "condense" or any(
        ("condense" in prose or "summari" in prose) and _CONDENSE_OPENS.search(prose) is not None
        for prose in asked_prose)) and any(
        asks_summary(words) or (not prose.isascii() and _SUMMARY_SCRIPT.search(prose) is not None)
        for _, _, prose, words, _, _ in read)  # (an editor's "Condense the given question and
    # answer to a flashcard" too)
    tabulates = cue is not None and any(map(answer_form.tabulates, proses))
    tells_record = cue is not None and has_code and not asks_structured and not asks_code and \
        any(map(answer_form.tells_in_prose, asked_prose))
    # a page of prose with its code in blocks, rewritten, cut or carried into other words: the
    # answer is such a page too ("Turn this blog post into a paragraph for our newsletter")
    reworks_page = cue is not None and not asks_structured and not asks_code and (
        _prose_around_blocks(joined, cue[1]) or any(map(answer_form.into_markdown, asked_prose))) \
        and \
        not any(map(answer_form.names_code, asked_prose))  # "Convert reStructuredText
    # documentation to GitHub-flavoured Markdown": a page again
    translates = cue is not None and cue[0] == "transform" and any(
        _into_language(prose) for _, _, prose, _, _, _ in read)
    keeps_code = translates and any(_KEEPS_CODE.search(prose) is not None
                                    for _, _, prose, _, _, _ in read)
    translates = translates and (score < PROSE_CODE_SCORE or keeps_code
                                 or _prose_around_blocks(joined)) and not any(
        ("omment" in prose or "oment" in prose or "string" in prose)
        and _TRANSLATES_COMMENTS.search(prose) is not None
        for prose in asked_prose)
    if only_data:
        asks_code = min(asks_code, 1)  # a system prompt's "Reply with a single Ignition config
        # (spec 3.x JSON) and nothing else" over the user's "a systemd unit that runs …": the
        # unit goes into the JSON
    if keeps_code:
        asks_code = min(asks_code, 1)  # "Leave Swift code unchanged": code kept, none asked
    clause = cue[1] if cue is not None else total
    # asked of code only (the kind of a question on prose needs no telling), where no program
    # is to be made: "Explain this Ruby code" names code, "Write a function and explain it" asks
    explains = cue is None and not asks_structured and has_code and any(
        asks_explanation(prose, words) for _, _, prose, words, _, _ in read) and \
        not _writes_program(read)
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
        json_in_ask=turn_json_like and _json_like(_sample(instruction_texts[-1])),
        turn_material_chars=max(turn_chars - clause, 0),
        # it decides only where the material is short: measured there alone
        width=width(instruction_texts[-1])
        if instruction_texts and total - clause < MIN_MATERIAL_CHARS else 1.0,
        summarizes=summarizes,
        translates_prose=translates,
        explains=explains,
        prose_only=not asks_structured and not (makes and any(map(answer_form.solved_in_code,
                                                                  proses))) and any(
            answer_form.prose_only(prose, asked=cue is not None, plain=not asks_code,
                                   makes=makes)
            for prose in proses),
        picks=not asks_structured and (
            picks or (cue is None and any(map(answer_form.short_label, proses)))),
        reworks_page=reworks_page or tabulates or tells_record,
        verbatim_chars=len(instruction_texts[-1]) if instruction_texts and any(
            map(answer_form.passes_verbatim, proses)) else 0,
    )


def _closing_ask(prose: str) -> str:
    """A short last paragraph after a page that opens as an ask ("make a short quiz from this"),
    with a break before it; or ""."""
    end = len(prose.rstrip())
    gap = prose.rfind("\n\n", max(end - CLOSING_ASK_CHARS, 0), end)
    if gap <= prose.find("\n\n") or _ASK_OPENS.match(prose, gap + 2) is None:
        return ""
    return "\n\n" + prose[gap + 2 : end]


# a format for some asks only: "Answer only with a YAML configuration when asked for config,
# otherwise answer in plain prose", "Respond only with valid JSON when the user asks for data"
_CONDITIONAL_FORMAT: Final = rx.compile(r"\b(?:when|if|whenever|unless)\b[^.\n]{0,60}\b(?:asks?|"
                                        r"asked|wants?|needs?|requests?)\b|\botherwise\b")


def _conditional_format(prose: str) -> bool:
    """The sentence that asks for the format alone makes it a condition's ("Answer only with a
    YAML configuration when asked for config, otherwise answer in plain prose"), not another
    sentence ("Always respond with valid JSON only. Whenever the user wants code, escape it")."""
    m = ONLY_FORMAT.search(prose)
    if m is None:
        return False
    start = max(prose.rfind(".", 0, m.start()), prose.rfind("\n", 0, m.start())) + 1
    stop = prose.find(". ", m.end())
    return _CONDITIONAL_FORMAT.search(prose, start, stop if stop >= 0 else len(prose)) is not None


def _writes_program(readings: list[_Reading]) -> bool:
    """A reading asks for a new program: what ``code_request`` found on the way, else
    ``makes_program`` ("write a function", not "You review Python scripts")."""
    return any((w if w is not None else makes_program(prose, words))
               for _, _, prose, words, _, w in readings)


def _end_asks(text: str) -> tuple[tuple[int, bool | None], bool]:
    """What a material's short opening or closing paragraph asks for ("Write two or three
    queries that use what this doc section describes:", then the section; "Question: what rules
    does this part state?" after it): a program (``code_request``'s level and whether it is
    new), structure; nothing where the text opens and closes on the material."""
    stripped = text.rstrip()
    gap = stripped.rfind("\n\n")
    ends = [stripped[gap + 2 :] if gap >= 0 else stripped]  # one short paragraph: all of it
    if len(ends[0]) > CLOSING_ASK_CHARS:  # or its last line ("```\nSame thing as JSON please")
        ends.append(stripped[stripped.rfind("\n") + 1 :])
    first = stripped.find("\n\n")
    opening = stripped[:first] if first >= 0 else ""
    if opening:
        ends.append(opening)
    program: tuple[int, bool | None] = (0, False)
    structured = False
    for end in ends:
        if len(end) > (OPENING_ASK_CHARS if end is opening else CLOSING_ASK_CHARS):
            continue  # (an opening ask runs longer: "Convert this section of the Toga
            # documentation into JSON with keys "heading", "api_names" (every class, …)")
        end = end.lower()
        words = _VOCAB.intersection(word_list(end))
        structured = structured or wants_structure(end, words)  # a format named at either end
        # is asked ("Restituisci un array JSON di oggetti …")
        if (end.endswith(("?", "？", ":", "：")) or _ASK_OPENS.match(end) is not None
                or "请" in end or "請" in end) and program[0] < 2:
            program = max(program, code_request(end, words), key=lambda asked: asked[0])
        # (but the material's own last words, "Running go generate then writes
        # pill_string.go", ask no program)
    return program, structured


# a paragraph that asks: "Question: …", "Please …", "Write a SQL query that …"
_ASK_OPENS: Final = rx.compile(r"\s*(?:(?:question|q|task|ask|request)\s*:|(?:please|pls|can\s+you|"
                               r"could\s+you|write|give|show|list|explain|answer|return|output|"
                               r"create|make|generate|describe|summari[sz]e|translate|convert|"
                               r"extract|draft|implement|build|"
                               # a closing question: "What open questions or risks would you
                               # raise about this part?"
                               r"what|which|how|why|should|would|is|are|do|does)\b)")


def _lead_ask(text: str, asked: tuple[int, bool], *, code_material: bool, ask_is_material: bool,
              conversation: bool) -> tuple[tuple[CueFamily, int], int, bool, _Reading] | None:
    """The ask of a text that opens with its instruction, a paragraph with a copy cue before 3x
    as much material: that cue, what the paragraph and a short closing one ("Answer in JSON.")
    ask for (a program's level, structure), not the material between, and the paragraph's
    reading; None where the text is laid out otherwise, or the paragraphs ask what the whole
    text does (``asked``: most asks stand in the lead)."""
    blank = BLANK_LINE.search(text, 0, WINDOW)
    if blank is None or blank.start() == 0 or \
            len(text) - blank.end() < TAIL_MATERIAL_FACTOR * blank.start():
        return None
    lead = text[: blank.start()]
    fence = _fence(lead)
    regions = _regions(lead, fence)
    prose = "\n".join(r for r, _ in regions)
    words = _VOCAB.intersection(word_list(prose))
    level = code_request(prose, words)[0]
    structured = wants_structure(prose, words) or format_fence(lead, fence[0])
    close = text.rfind("\n\n") + 2
    if close > blank.end() and len(text) - close <= CLOSING_ASK_CHARS:
        tail = text[close:].lower()
        tail_words = _VOCAB.intersection(word_list(tail))
        level = max(level, code_request(tail, tail_words)[0])
        structured = structured or wants_structure(tail, tail_words)
    if (level, structured) == asked:
        return None
    cue = text_cue(lead, regions, prose, words, fence[0], None, ask=True,
                   code_material=code_material, ask_is_material=ask_is_material,
                   conversation=conversation)
    return None if cue is None else (cue, level, structured,
                                     (lead, regions, prose, words, fence[0], None))


# the comments of code translated: the code comes back, its comments in another language
_TRANSLATES_COMMENTS: Final = rx.compile(
    r"\btranslat\w*\s+(?:all\s+|only\s+)?(?:of\s+)?(?:the\s+)?"
    r"(?:(?!prose\b|text\b|and\b)[\w-]+\s+){0,2}?"
    r"(?:comments|doc-?strings)\b"  # not "only prose and comments"
    # "Traduce al inglés los comentarios de este código", "Übersetze
    # die Kommentare", "Traduis les commentaires"
    r"|\b(?:trad[uú]\w*|übersetz\w*)\b[^.\n]{0,40}?\b(?:los|les|die|"
    r"i|os)\s+(?:comentarios|commentaires|kommentare|commenti|"
    r"comentários)\b")
# a translation that carries code along untouched: "Keep the code blocks as they are; only
# translate the prose", "コードブロック … は変更しないでください"
_KEEPS_CODE: Final = rx.compile(
    r"\bonly\s+translate\s+(?:the\s+)?prose\b|\btranslate\s+only\s+(?:the\s+)?"
    r"prose\b|\b(?:keep\w*|leav\w+|preserv\w*)\b[^.\n]{0,80}\bcode\s+(?:blocks|cells|samples|unchanged|"
    r"intact)\b|"
    # "Keep the code and the markdown structure as they are"
    r"\b(?:keep|leave)\s+the\s+(?:[\w+#-]+\s+)?code\b[^.\n]{0,60}\bas\s+(?:it\s+is|"
    r"they\s+are)\b|"  # and "Leave the Go code and the markdown as they are"
    # "Keep the reStructuredText/Markdown markup and tables."
    r"\b(?:keep|preserve|leave)\s+(?:the\s+|all\s+)?[\w/-]*\s*(?:markup|formatting|"
    r"markdown)\b|"  # "translate this French doc section …, keep the markdown"
    r"\bsame\s+code\b|"  # "(same headings, same code)"
    # French "Garde le balisage reStructuredText tel quel"
    r"\b(?:garde|gardez|conserve|conservez)\s+(?:le|la|les)\s+(?:balisage|code|"
    r"mise\s+en\s+forme)\b|"
    r"代码块|代碼塊|程式碼區塊|コードブロック|코드\s?블록|保留[^。\n]{0,20}代码|"
    r"codebl[öo]cke|code-bl[öo]cke|"  # "Behalte … Codeblöcke … bei"
    # "代码不用动": leave the code as it is
    r"代码不用动|代码不要动|代码不变|代码保持不变|代碼不用動|代码不用翻|代码不用改|"
    r"代码不要改|代碼不用改|"
    r"保持原样|原样保留|保持不变|"  # formulas, markup "kept as they are"
    # "reStructuredTextの記法（見出し、ディレクティブ、リンク）はそのまま"
    r"(?:タグ|コード|マークアップ|記法)(?:[（(][^）)\n]{0,40}[）)])?(?:は|を)?そのまま|"
    r"kódrészlete\w*|"  # Hungarian "the code snippets (keep them)"
    r"kod\s+blok\w*\s+dokunma|"  # Turkish "don't touch the code blocks"
    # "タグは取り除いて、…プレーンテキストに翻訳": the tags dropped, prose out
    r"プレーンテキスト|タグは取り除|\bas\s+plain\s+text\b|\binto\s+plain\s+text\b|"
    # Spanish and Portuguese "Mantén el formato Markdown, los bloques de
    # código …", German "(RST-Markup unverändert lassen)", Russian
    # "Разметку reStructuredText сохрани (как есть)"
    r"\b(?:mant[eé]n|mantenga|mantenha|conserva|conserve|respeta)\s+(?:el|los|"
    r"la|las|o|os|a|as)\s+(?:formato|bloques?\s+de\s+c[oó]digo|blocos?\s+de\s+"
    r"c[oó]digo|c[oó]digo|marcado|markdown)\b|"
    r"(?:markup|formatierung|formatting)\s+unver[äa]ndert\b|"
    r"разметк\w*\s+(?:[\w-]+\s+)?сохран|сохран\w*\s+разметк")
# a sentence that opens on a summary's verb: "Condense the given question and answer to a
# flashcard"
_CONDENSE_OPENS: Final = rx.compile(r"(?:^|[.!?]\s+|\n)(?:condense|summari[sz]e)\s")
# the user's text named in other scripts: "把用户给出的文档段落改写得更简洁" (rewrite the doc
# paragraphs the user gives more concisely), "ユーザーが貼り付けた文章"
_USERS_TEXT_SCRIPT: Final = rx.compile(
    r"用户(?:给出|提供|发送|发来|输入|粘贴|给的)|使用者(?:給出|提供|貼上|輸入)|用戶(?:給出|提供|發送|輸入)|"
    r"ユーザー(?:が|の)(?:入力|貼り付け|提供|送)|사용자가\s?(?:제공|입력|붙여)")
# a summary asked in another script: 总结, 摘要, まとめ, 요약, резюме
_SUMMARY_SCRIPT: Final = rx.compile(
    r"总结|總結|概括|摘要|要約|要点|まとめ|요약|резюм|подытож|tóm tắt|"
    r"r[ée]sum[eé]r?\b")  # French "me résumer en 3-4 phrases"


# a text turned into a form of prose: "Turn the pasted section into a short checklist of its rules"
_INTO_PROSE_FORM: Final = rx.compile(
    r"into(?<!\winto)\s+(?:an?\s+)?(?:(?:short|brief|concise|numbered|bulleted|plain)\s+)*(?:checklist|"
    r"summary|bullet\s+list|bullets|bullet\s+points|paragraph|tl;dr|outline|cheat\s*sheet)s?\b")
# code asked for as such, made anew: "write the code I'd need", "show me working code for this"
_WRITES_CODE: Final = rx.compile(r"(?:w(?<!\ww)rite|s(?<!\ws)how\s+(?:me|us))\s+(?:the\s+|some\s+)?"
                                        r"(?:working\s+|example\s+|sample\s+)?code\b")
# new text of a kind no material holds: posts, poems, stories, jokes (not an email or a letter
# answering from it)
_WRITES_NEW_TEXT: Final = rx.compile(
    r"w(?<!\ww)rite\s+(?:an?\s+|the\s+|some\s+|\w+\s+)?(?:[\w-]+\s+){0,3}?(?:posts?|tweets?|"
    r"stor(?:y|ies)|poems?|jokes?|slogans?|captions?|songs?|limericks?|haikus?|taglines?)\b"
    # "Based on the reference list below, recommend three other papers I should read next"
    r"|r(?<!\wr)ecommend\s+(?:\w+\s+){0,2}?(?:other|more|similar|new|further)\b")


def _prose_around_blocks(text: str, ask: int = 0) -> bool:
    """Fenced blocks (or reStructuredText's literal ones) leave most of ``text`` outside them
    (less the ``ask``'s own length): a page of prose with code in it, not code with comments,
    nor a block under its ask."""
    # (a one-character test first: memchr over a text without one, where a search of three
    # characters steps through it)
    inside, opened = 0, text.find("```") if "`" in text else -1
    while opened >= 0:
        closed = text.find("```", opened + 3)
        if closed < 0:
            return False
        inside += closed - opened
        opened = text.find("```", closed + 3)
    if not inside and _holds_double_colon(text) and (
            "::\n\n" in text or ("\n.. " in text and ":: " in text)):  # (a literal
        # block's blank line or a directive: not C++'s "std::vector")
        inside = sum(len(m.group(1)) for m in _RST_BLOCK.finditer(text))
    return 0 < inside < (len(text) - ask) / 2


def _holds_double_colon(text: str) -> bool:
    """"::" in ``text``, looked for from each colon (memchr, where a search for two characters
    steps through the text: a few colons in 9 kB of prose cost a tenth of it)."""
    colon = text.find(":")
    while colon >= 0:
        if text.startswith(":", colon + 1):
            return True
        colon = text.find(":", colon + 2)
    return False


# a reStructuredText literal block: a line ending in "::" ("For example::"), or in "::" and a
# language (".. code:: python"), then its indented lines and the blank ones between them
_RST_BLOCK: Final = rx.compile(
    r"::(?:[ \t]+[\w+#-]+)?[ \t]*\n((?:[ \t]*\n)+(?:[ \t]+\S[^\n]*\n(?:[ \t]*\n)*)+)")


# a translation into a people's language, not into a programming one ("into Java")
_INTO_LANGUAGE: Final = rx.compile(
    rf"\btranslat\w*\b[^\n]{{0,120}}?\b(?:into|to)\s+(?:[a-z-]+\s+){{0,2}}"
    rf"{_PEOPLES}\b|\b{_PEOPLES}[- ]to[- ]{_PEOPLES}\s+translat"
    # "into fluent technical English"; a translator's "Render the page
    # the user pastes in fluent English"
    rf"|\brender\w*\b[^\n]{{0,60}}?\bin\s+(?:[a-z-]+\s+)?{_PEOPLES}\b")
# "an English version of the post above": looked for just before " version of"
_PEOPLES_VERSION: Final = rx.compile(rf"\b{_PEOPLES}$")
# "Traduis en français", "traduce al inglés", "übersetze ins Deutsche"
_INTO_LANGUAGE_OTHER: Final = rx.compile(
    r"\b(?:trad[uú]\w*|übersetz\w*)\b[^\n]{0,80}?\b(?:(?:en|al|ao|para\s+o|in|ins|nach)\s+|"
    r"vers\s+l['’]\s*)"  # "vers l'anglais"
    r"(?:français|anglais|espagnol|allemand|italien|portugais|chinois|japonais|inglés|ingles|"
    r"español|francés|alemán|italiano|portugués|inglês|português|francês|alemão|inglese|"
    r"francese|tedesco|spagnolo|englische|deutsche|französische|spanische|englisch|deutsch)\b"
    # Hungarian "Lefordítanád angolra?", "fordítsd le angolra"
    r"|\b(?:le)?fordít\w*\b[^\n]{0,60}?(?:angolra|magyarra|németre|franciára|spanyolra)\b"
    # German with the verb last: "Bitte ins Deutsche übersetzen", "auf Englisch übersetzen"
    r"|\b(?:ins|auf)\s+(?:deutsche|englische|französische|spanische|italienische|deutsch|englisch|"
    r"französisch|spanisch|italienisch)\s+(?:zu\s+)?übersetz"
    # Czech and Slovak "Přelož … do angličtiny"
    r"|\bp[řr]elož\w*\b[^\n]{0,80}?\bdo\s+(?:angli[čc]tiny|[čc]e[šs]tiny|sloven[čc]iny|"
    r"n[ěe]m[čc]iny|nem[čc]iny)\b"
    # Russian and Ukrainian "Переведи на английский", "Перекладіть англійською"
    r"|\bперев[ео]д\w*\b[^\n]{0,60}?\bна\s+(?:английский|русский|немецкий|французский|испанский|"
    r"китайский|японский|украинский)|\bпереклад\w*\b[^\n]{0,60}?(?:англійськ|німецьк|французьк)"
    # Swedish, Norwegian, Danish "Kan du översätta den här uppgiften till engelska?"
    r"|\b(?:översätt|oversett|oversæt)\w*\b[^\n]{0,60}?\btil{1,2}\s+(?:engelska|engelsk|svenska|"
    r"norsk|danska|dansk|tyska|tysk)\b"
    # Turkish "Bu makaleyi İngilizceye çevirir misin?", "Türkçeye tercüme et"
    r"|(?:i̇|i)ngilizce(?:ye|'ye)|türkçe(?:ye|'ye)|almanca(?:ya|'ya)|fransızca(?:ya|'ya)")
# "翻译成英文", "英語に翻訳して": looked for only in text that is not ASCII
# a look-ahead of the first letters turns others away at once
_INTO_LANGUAGE_CJK: Final = rx.compile(
    r"(?=[翻译譯英日中韓영한중일])(?:(?:翻译|翻譯|译|譯|翻)(?:成|为|為|到)\s?"
    r"(?:简体|簡體|繁体|繁體|现代|現代)?(?:英|中|汉|漢|日|韩|韓|法|德|俄|西班牙)(?:文|语|語)"
    # "自然な英語のプレーンテキストに翻訳"
    r"|(?:英|日本|中国|韓国)語(?:の[^。\n]{0,12})?に(?:翻訳|訳)"
    r"|(?:영어|한국어|중국어|일본어)로\s?(?:번역|옮겨))")


def _handed_to_translator(instruction_texts: list[str]) -> bool:
    """An earlier text (a system prompt) translates whatever the user sends, which is its text
    however short: "You translate Tunisian Arabizi into natural English", then "trabelsi aziz
    winners"."""
    return len(instruction_texts) > 1 and \
        len(instruction_texts[-1].strip()) >= MIN_TRANSLATED_CHARS and \
        any("translat" in t and _into_language(t.lower()) for t in instruction_texts[:-1])


def _into_language(prose: str) -> bool:
    """A translation into a people's language is asked (each pattern only where its script or
    its verb's stem is: one regular expression of both would be tried at every position)."""
    found = GATES.found(prose)
    version = prose.find(" version of ")
    return ("translat" in found and _INTO_LANGUAGE.search(prose) is not None) or (
        version > 0 and _PEOPLES_VERSION.search(prose, max(version - 12, 0), version) is not None
    ) or (
        ("tradu" in found or "tradú" in found or "übersetz" in found or "fordít" in found
         or "versätt" in found or "versett" in found or "versæt" in found
         or "elož" in found or "çevir" in found or "tercüme" in found or "перев" in found
         or "переклад" in found)
        and _INTO_LANGUAGE_OTHER.search(prose) is not None) or (
        not prose.isascii() and _INTO_LANGUAGE_CJK.search(prose) is not None)
# a worked answer, a verdict on each claim, or a label of one word: no span of the text
# (each "\bword" written "w(?<!\ww)ord": every alternative opens with a letter, which ``re``
# can skip to, where one "\b" first tries the whole pattern at every character: half the cost)
def _reasons(prose: str) -> bool:
    """The answer is reasoned out in new text (``_REASONED``); not "a numbered step-by-step
    checklist", the form of a page's own steps."""
    return any(_STEPS_FORM.match(prose, m.end()) is None for m in _REASONED.finditer(prose))


_STEPS_FORM: Final = rx.compile(r"\s+(?:checklists?|guides?|instructions|lists?|procedures?|plans?|"
                                r"tutorials?|walkthroughs?)\b")
_REASONED: Final = rx.compile(
    r"step[ -]by[ -]step|(?:show|explain) your (?:work|reasoning)|"
    r"walk me through|"  # "Why does rendering this template give this result?
    # Walk me through the operators involved."
    r"chain[ -]of[ -]thought|"
    r"\(yes/no\)|\(true/false\)|yes or no|supported or not|"
    r"(?:c(?<!\wc)hoose|p(?<!\wp)ick|s(?<!\ws)elect)\s+(?:exactly\s+)?one\s+"
    r"(?:of|from)\b|"
    # Portuguese and Spanish "say whether", "yes or no"
    r"(?:d(?<!\wd)iga|i(?<!\wi)ndique|d(?<!\wd)ecida)\s+se\b|"
    r"d(?<!\wd)i(?:me)?\s+si\b|sim ou não|sí o no|"
    r"(?:a(?<!\wa)nswer|r(?<!\wr)eply|r(?<!\wr)espond)\s+(?:only\s+)?with\s+"
    r"(?:just\s+)?(?:one|a single)\s+(?:word|label)\s*:|"
    r"w(?<!\ww)ith\s+the\s+(?:correct\s+)?label\s+only\b")




def _code_traits(
    texts: list[str], joined: str, fences: dict[int, tuple[int, int]]
) -> tuple[float, bool, bool]:
    """Code score, whether the texts hold code, and whether that code is mostly JSON."""
    sample = _sample(joined)
    score = _sample_code_score(sample)
    has_code = score >= CODE_SCORE_MIN or any(
        _fenced_code(t, *(fences.get(id(t)) or _fence(t))) for t in texts) or (
        "=" in sample and (_FORMULA.match(sample) is not None
                           or _FORMULA_LINE.search(sample) is not None)) or \
        any(map(_marks_script, texts))
    return score, has_code, has_code and _json_like(sample)


def _marks_script(text: str) -> bool:
    """A script's shebang opening the text, a paragraph or a fence near its start, an Org
    source block or an Emacs mode line:
    code, whatever its lines look like (looked for in the first ``_SCRIPT_MARK_REACH``
    characters, where an ask's material opens: each scan of a long text costs a microsecond)."""
    reach = _SCRIPT_MARK_REACH
    # each mark holds a "#" at most four characters in: looked for from the first one (one
    # memchr over a text that has none, as most prose has not, where five searches ran)
    mark = text.find("#", 0, reach)
    start = max(mark - 4, 0)
    return (mark >= 0 and (
        text.startswith("#!/") or text.find("\n\n#!/", start, reach) >= 0 or
        text.find("```\n#!/", start, reach) >= 0 or text.find(":\n#!/", start, reach) >= 0 or
        text.find("#+BEGIN_SRC", start, reach) >= 0 or text.find("#+begin_src", start, reach) >= 0
    )) or _has_mode_line(text)


def _has_mode_line(text: str) -> bool:
    """An Emacs mode line on a file's first line, which an ask may precede."""
    mode = text.find("-*- ", 0, _MODE_LINE_REACH)
    return mode >= 0 and _MODE_LINE.match(text, mode) is not None


_MODE_LINE_REACH: Final = 600
# an Emacs mode line, which opens source files (";;; -*- logo -*-", "# -*- coding: utf-8 -*-")
_MODE_LINE: Final = rx.compile(r"-\*- [\w:;. -]{1,60}? -\*-[ \t]*(?:\n|$)")


_SCRIPT_MARK_REACH: Final = 4000


# A spreadsheet formula opening a line ("=VLOOKUP(C3,A:B,2,0)"): code of one line, too short for
# the line shapes to count. Matched at the text's start, and searched after a newline, which
# ``re`` skips to (where "(?:^|\n)" is tried at every character)
_FORMULA_AT: Final = r"[ \t]*=[ \t]*(?:--[ \t]*)?[A-Za-z][A-Za-z0-9.]*[ \t]*\("
_FORMULA: Final = rx.compile(_FORMULA_AT)
_FORMULA_LINE: Final = rx.compile("\n" + _FORMULA_AT)


def code_score(text: str) -> float:
    """Share of lines that look like code, measured on a head-and-tail sample of ``text``."""
    return _sample_code_score(_sample(text))


# Lines that open a definition or an import in common languages: strong evidence of code. Each
# match is the newline before such a line (the text is given one in front): a literal first
# character lets ``re`` skip to candidates, where ``^`` with MULTILINE is tried at every position.
_CODE_LINE: Final = rx.compile(
    r"\n(?=[ \t]*(?:def [A-Za-z_]\w*\(|class [A-Z]\w*[:(\s{]|import [\w.]+|from [\w.]+ import |"
    r"#include\s*[<\"]|(?:public|private|protected|static)\s+[\w<>\[\]]+\s+\w+\s*\(|"
    r"function\s+\w+\s*\(|(?:const|let|var)\s+\w+\s*=|fn\s+\w+\s*\(|func\s+\w+\s*\(|"
    r"#!/|(?:FROM|RUN|WORKDIR|COPY|ENTRYPOINT|CMD)\s+\S))",  # a shebang, a Dockerfile's steps
)
# Fence info strings that name a language for data or prose rather than a program.
# (TOML and INI are code: a config in a language of its own, as the labels have it)
_NON_CODE_FENCES: Final = frozenset(
    {"", "json", "yaml", "yml", "csv", "text", "txt", "markdown", "md",
     "xml", "plaintext", "output", "console"})
# Code signals: (text, a character it holds, weight), counted only where the character occurs.
# Line ends and definitions count fully, operators and indentation half.
_SIGNALS: Final = (
    (";\n", ";", 1.0), ("{\n", "{", 1.0), ("}\n", "}", 1.0), (":\n    ", ":", 1.0),
    (")\n", ")", 1.0), (" = ", "=", 0.5), ("()", "(", 0.5), ("==", "=", 0.5),
    ("return ", "", 0.5), ("</", "<", 0.5), ("\n    ", "", 0.5), ("\n\t", "\t", 0.5),
    # Prolog's and ASP's rules ("q(X) :- p(X)."), and their facts where a rule is
    (":-", ":-", 1.0), (").\n", ":-", 0.5),
)
# a smiley's eyes: ":)", ";-)", "=)" ending a line close no call
_EYES: Final = ":;="
# words in brackets ending a line (possessive: "[A-Za-z&]+[ ,]*" repeated could split a long
# word every way before failing)
_PROSE_PAREN: Final = rx.compile(r" \((?:[A-Za-z&]++[ ,]*+){1,4}\)\n")
# one of them is in every _CODE_LINE
_CODE_LINE_HINTS: Final = ("(", "=", "#", "import ", "class ", "FROM ", "RUN ", "COPY ", "CMD ")


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
        signals -= _smileys(sample)  # a chat's ":)" ending a line closes no call,
        signals -= len(_PROSE_PAREN.findall(sample))  # nor a list's "potatoes (cubed)"
    return signals / lines if signals >= MIN_CODE_SIGNALS else 0.0


def _smileys(sample: str) -> int:
    """The smileys ending a line (":)", ";-)"), found from each ")\\n" at memchr speed, where a
    pattern opening on their eyes had ``re`` try every ":", ";" and "=" of a code sample."""
    n = 0
    i = sample.find(")\n")
    while i >= 0:
        if (i >= 1 and sample[i - 1] in _EYES) or (
                i >= 2 and sample[i - 1] == "-" and sample[i - 2] in _EYES):
            n += 1
        i = sample.find(")\n", i + 2)
    return n


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
    """Lower-cased head and tail windows of the prose, and around fenced blocks, with offsets."""
    first, last = fence
    if first >= 0:
        lo = max(first - 2 * WINDOW, 0)
        while lo > 0 and not text[lo - 1].isspace():
            lo -= 1  # at a word's start: not "summariz" | "e this section of the docs …"
        if lo <= WINDOW:
            lo = 0  # the head window reaches it: one region, not a head cut off mid-clause
            # ("… 모두 뽑아서 JSON" | "배열로 정리해 줘": the format read in two halves)
        out = [(text[lo:first].lower(), lo)]
        if lo > 0:  # long prose before the code: its head too, where asks open
            out.insert(0, (text[:WINDOW].lower(), 0))
        gap = _last_gap(text, first, last)
        if gap is not None:  # "<input> ``` <expected> ``` Fix the bug.\n\n```c": the ask
            out.append((text[gap[0] : gap[1]].lower(), gap[0]))  # before the last block
        if last > first:
            out.append((text[last : last + 2 * WINDOW].lower(), last))
        tail = max(_tail_start(text), last + 2 * WINDOW)
        if tail < len(text):  # a page's code early, then more page: its close, where asks end
            out.append((text[tail:].lower(), tail))
        return out
    if len(text) <= 2 * WINDOW:
        return [(text.lower(), 0)]
    tail = max(_tail_start(text), WINDOW)
    return [(text[:WINDOW].lower(), 0), (text[tail:].lower(), tail)]


def _tail_start(text: str) -> int:
    """Where the tail window opens: ``WINDOW`` chars from the end, or back at the start of
    the last paragraph where that opens within ``2 * WINDOW`` on a word the rules read ("<a
    report>\n\nConvert the report above to JSON with the keys …": an ask that spells out its
    format runs longer; not a page's last paragraph, whose words would read as asks)."""
    tail = len(text) - WINDOW
    if text.find("\n\n", tail) >= 0:
        return tail
    gap = text.rfind("\n\n", tail - WINDOW, tail)
    if gap < 0:
        return tail
    first = word_list(text[gap + 2 : gap + 40].lower())[:1]
    return gap + 2 if first and first[0] in _VOCAB else tail


def _last_gap(text: str, first: int, last: int) -> tuple[int, int] | None:
    """The prose between the last two fenced blocks (up to ``2 * WINDOW`` chars before the
    last one opens), where two or more blocks' fences pair up; or None."""
    fences = text.count("```") if last > first and text.startswith("```", first) else 0
    if fences < 4 or fences % 2:
        return None
    opens = text.rfind("```", 0, last)
    closed = text.rfind("```", 0, opens) + 3
    return (max(closed, opens - 2 * WINDOW), opens) if opens - closed > 1 else None


def _json_like(sample: str) -> bool:
    """Quoted keys dominate: a JSON payload or schema, not a program."""
    keys = sample.count('": ') + sample.count('":{') + sample.count('":[') + sample.count('":"')
    return keys >= 3 and keys * 4 >= sample.count("\n") + 1


def _fenced_code(text: str, start: int, end: int = -1) -> bool:
    """The first fenced block's body looks like code, not prose or data; or the last one's,
    which a text's examples (```text) may come before."""
    if start < 0:
        return False
    last = text.rfind("```", 0, end) if end > start and text.startswith("```", end) else -1
    return _block_is_code(text, start) or (last > start and _block_is_code(text, last))


def _block_is_code(text: str, start: int) -> bool:
    body_start = text.find("\n", start, start + 200)
    if body_start < 0:
        return False
    info = text[start + 3 : body_start].strip().lower() if text.startswith("```", start) else ""
    if info and info.isidentifier() and info not in _NON_CODE_FENCES:
        return True  # ```python, ```java, ...: the writer says it is code
    body = text[body_start : body_start + 2 * SAMPLE]
    return code_score(body.split("```", 1)[0].split("</code>", 1)[0]) >= CODE_SCORE_MIN


# Every string the checks above test a text for, looked for in one pass of the text
# (``gates.GATES``); tests/routing/test_gates.py checks none is missing
_GATE_STRINGS: Final = (
    'tradu', 'translat', 'versett', 'elož', 'fordít', 'tercüme', 'tradú', 'versätt', 'versæt',
    'çevir', 'übersetz', 'перев', 'переклад',
)
GATES.add(_GATE_STRINGS)
