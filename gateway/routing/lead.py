"""A lead paragraph, set apart by a blank line from what follows it ("question, blank line,
context"): where it ends, and whether what follows is material to answer from or copy (a
passage of someone's), not the asker's own story nor a list of choices to pick one of."""

from __future__ import annotations

from typing import Final

from gateway.routing import rx
from gateway.routing.words import WINDOW, word_list

__all__ = ["BLANK_LINE", "TAIL_MATERIAL_FACTOR", "choices_outweigh", "impersonal", "lead_end",
           "offers_choice", "passage_before_choices"]

# an unanchored closing clause ("In a nutshell,") needs 3x its length
TAIL_MATERIAL_FACTOR: Final = 3


def lead_end(text: str, fence: int) -> int:
    """Where a lead paragraph ends that a blank line sets apart from 3x as much prose after it
    (Dolly's "question, blank line, context"), or -1."""
    blank = BLANK_LINE.search(text, 0, WINDOW)
    if blank is None or blank.start() == 0 or 0 <= fence < blank.start() + 2 * WINDOW:
        return -1
    return blank.start() if len(text) - blank.start() >= TAIL_MATERIAL_FACTOR * blank.start() \
        else -1


def passage_before_choices(text: str, lead: int) -> bool:
    """What follows a question's lead is a passage to answer from: not a choice between the
    options the question names, nor only a list of choices to pick one of ("Which intent does
    this utterance express?\n\nUtterance: ...\n\nAllowed intents: alarm, balance, ..."), where
    the text before a choices label must still be 3x the lead."""
    if offers_choice(text, 0, lead):
        return False  # "Is the sentiment of this tweet positive, negative or neutral?"
    # only a label that starts within 3x the lead after it can leave too little passage
    end = (TAIL_MATERIAL_FACTOR + 1) * lead
    choices = _choices_start(text, lead)
    return choices < 0 or (choices >= end and not _outweighed(text, lead, choices))


def choices_outweigh(text: str, start: int) -> bool:
    """The text from ``start`` is a short one and its choices, longer than it ("Context: A man
    shows a brush. he\n\nOptions:\nA. dries her hair …"): which one follows is picked, no
    span of it copied."""
    choices = _choices_start(text, start)
    return choices >= 0 and _outweighed(text, start, choices)


def _outweighed(text: str, start: int, choices: int) -> bool:
    return choices - start < len(text) - choices


def _choices_start(text: str, start: int) -> int:
    """Where the first choices label from ``start`` begins, or -1: a label named ("Options:"),
    or the first of lettered options ("\nA) ...", the Cyrillic "А)") or of numbered ones
    ("\n1) ..."). A name is looked for back from its colon: one pattern of the seven names
    tried at every character took ~300 µs on a 2k-token text, the colons ~10."""
    lettered = _LETTERED.search(text, start)
    stop = len(text) if lettered is None else lettered.start()
    for colon in _COLON_AFTER_NAME.finditer(text, start, stop):
        end = colon.start()
        while end > start and text[end - 1] in " \t*":
            end -= 1
        for length in (6, 7, 10):  # "labels"; "options", "choices" …; "categories", "candidates"
            if end - length >= start and _CHOICES_NAME.match(text, end - length) is not None:
                return end - length
    return -1 if lettered is None else lettered.start()


_LETTERED: Final = rx.compile(r"\n[ \t]*\(?(?:[AaАа][).]|1\))[ \t]")
_CHOICES_NAME: Final = rx.compile(
    r"(?i:options|choices|intents|labels|categories|classes|candidates)[ \t*]*:")
# a colon after the last letter every name ends in ("s", or what matches it ignoring case), or
# after the spaces, tabs or asterisks between ("**Options** :")
_COLON_AFTER_NAME: Final = rx.compile(r":(?<=[sSſ \t*]:)")
# "… or neutral?", 'refer to: "La coupe" or "la valise"?'
# "… falsa ou verdadeira?", "… vera o falsa?", "… wahr oder falsch?": "or" in other languages
_OFFERS_CHOICE: Final = rx.compile(
    r"\s(?:or|ou|o|oder|или|lub|albo|eller|veya|atau|hay|nebo|vagy)\s+"
    r"[\"“'«]?(?:not|[\w-]+(?:\s+[\w-]+)?)[\"”'»]?\s*[?？]"
    # "support the claim, refute it, or is there not enough information?"
    r"|,[^,?\n]{1,40},\s+or\s+(?:[\w'-]+\s+){0,5}[\w'-]+\s*[?？]")


def offers_choice(text: str, start: int, end: int) -> bool:
    """The question names its own choices ("… positive, negative or neutral?"): one is picked."""
    return _OFFERS_CHOICE.search(text, start, end) is not None


def impersonal(text: str, start: int) -> bool:
    """The material from ``start`` is not in the first person: not the asker's own story ("I
    am 40 and..."), which advice copies nothing of; or it is under a label of its own ("Review:
    I bought..."): someone's text."""
    if _LABELLED.match(text, start) is not None:
        return True
    seen = 0
    for word in word_list(text[start : start + 2 * WINDOW].lower()):
        if word in _FIRST_PERSON:  # one pass of set lookups, not a list.count of each word
            seen += 1
            if seen == 2:
                return False
    return True


BLANK_LINE: Final = rx.compile(r"\n[ \t\r]*\n")
_LABELLED: Final = rx.compile(
    r"\s*(?:#+[ \t]*)?[*_]{0,2}(?i:review|email|e-mail|text|article|post|letter|"
    r"message|passage|document|transcript|story|essay|comment|tweet)s?[*_]{0,2}"
    r"[ \t]*:")
# not "me": a word of Spanish and French too ("me gusta", "il me semble")
_FIRST_PERSON: Final = frozenset((b"i", b"my", b"mine", b"myself"))
