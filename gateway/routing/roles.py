"""What a system prompt casts the bot as, over the text its user sends: a copy verb's agent ("You
are a translator", "un sistema de extracción"), or a job whose answer is the user's own words
("… to the exact spans of the query", "You write short recaps of session transcripts")."""

from __future__ import annotations

import re
from typing import Final

from gateway.routing import rx
from gateway.routing.scripts import CueFamily
from gateway.routing.words import alternation, clause_bounds, vocabulary

__all__ = ["ROLE_VOCAB", "SENTENCE_ENDS", "TAGS_CLASSES", "system_role"]

SENTENCE_ENDS: Final = ("", ".", "!", "?", ";", "\n")  # what a bot's "You rewrite..." opens after


def system_role(prose: str, words: frozenset[bytes], only: CueFamily | None
                ) -> tuple[CueFamily, int] | None:
    """The copy cue a system prompt's role gives the user's message, with its clause's length
    (``words``: the prompt's words, cut to ``ROLE_VOCAB`` and the other cue words)."""
    role = _role(prose, only, _ROLE if b"you" in words else _ROLE_OTHER)
    if role is None and b"you" in words and not words.isdisjoint(_JOB_WORDS):
        role = _role(prose, only, _JOB)  # "You turn CSV data into JSON."
    if role is None and only in (None, "transform") and not words.isdisjoint(_GIVEN_WORDS) \
            and not words.isdisjoint(_RETURN_WORDS):
        given = _RETURNS_GIVEN.search(prose)  # "Return the given Rust source file formatted"
        if given is not None:
            left, right = clause_bounds(prose, given.start(), given.end())
            role = "transform", right - left
    if role is not None or only not in (None, "condense"):
        return role
    spans = _COPIES_SPANS.search(prose) if not words.isdisjoint(_SPANS_TRIGGERS) else None
    if spans is None and b"you" in words and not words.isdisjoint(_CONDENSED_NOUNS):
        spans = _WRITES_CONDENSED.search(prose)
    if spans is None:
        return None
    left, right = clause_bounds(prose, spans.start(), spans.end())
    return "condense", right - left


def _role(prose: str, only: CueFamily | None, roles: re.Pattern[str]
          ) -> tuple[CueFamily, int] | None:
    """A role at a sentence's start whose job is the user's text; not where what it tags is a
    class ("an emotion tagger")."""
    for m in roles.finditer(prose):
        family: CueFamily = "condense" if m.lastgroup == "condense" else "transform"
        stop = prose.find(".", m.end())
        if TAGS_CLASSES.search(prose, m.start(), stop if stop >= 0 else len(prose)) is not None:
            continue  # "an annotator for a textual-entailment dataset" tags classes too
        if prose[: m.start()].rstrip(" \t")[-1:] in SENTENCE_ENDS and only in (None, family):
            left, right = clause_bounds(prose, m.start(), m.end())
            return family, right - left
    return None


# what a tagger tags where it is classes, not spans: "an emotion tagger", "for sentiment"
TAGS_CLASSES: Final = rx.compile(r"\b(?:emotions?|sentiments?|topics?|intents?|categor(?:y|ies)|"
                                 r"tones?|relations?|moods?|stances?|nli|entailment|labels?|"
                                 r"class(?:es)?)\b")
# the same in Spanish, Portuguese, French, Italian, German, Indonesian
_ROLE_OTHER: Final = rx.compile(
    r"(?:(?:eres|você é|voce e|vous êtes|tu es|sei|du bist|sie sind)(?:\s+(?:un|una|um|uma|une|"
    r"ein|eine|einen))?|(?:kamu|anda)\s+adalah(?:\s+seorang)?)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:(?P<translator>traductor|tradutor|traducteur|traduttore|übersetzer|penerjemah|"
    r"corrector|correctora|corretor|correcteur|correttore|korrektor)|"
    r"(?:sistema|système|system|asistente|assistente|assistant|motor|"
    r"moteur|modelo|modèle|modello|modell)\s+(?:de|d'|di|für)\s+(?:\w+\s+)?"
    r"(?:(?P<condense>extracci[oó]n|extra[cç][aã]o|extraction|estrazione|extraktion|resumen|"
    r"resumo|résumé|riassunto)|traducci[oó]n|tradu[cç][aã]o|traduction|traduzione|"
    r"übersetzung|correcci[oó]n|corre[cç][aã]o|correction|correzione))")
# a bot's job told as what it turns the user's text into (a verb that is an edit only so)
_JOB_WORDS: Final = vocabulary("turn turns")
_JOB: Final = rx.compile(
    r"you\s+(?P<transform>turn)\s+(?:[\w()-]+\s+){1,4}?into\s+(?:an?\s+|the\s+)?"
    r"(?:valid\s+|plain\s+|clean\s+|idiomatic\s+|single\s+|structured\s+)?"
    r"(?:json|yaml|csv|tsv|xml|html|markdown|latex|"
    r"sql|python|javascript|typescript|java|go|rust|english|spanish|french|german|"
    r"chinese|japanese|(?:[\w-]+\s+){0,3}?(?:tables?|lists?|records?|entry|entries|"
    r"tickets?|cards?|flashcards?|rows?|cheat\s*sheets?|notes|checklists?)|bullet\s+points)\b")
# not "ideas into poems"; "documentation pages into reference records", "library documentation
# into structured API reference entries", "cloud review findings into backlog tickets"
# a system prompt's answer made of the user's own words (looked for where its words are)
_SPANS_TRIGGERS: Final = vocabulary(
    "exact copied taken quoted found stated mentioned contained "
    # "nøyaktige", "nøjagtige" read past their "ø" ("word_list")
    "yaktig yaktige jagtig jagtige eksakt eksakte exakt exakta exakten "
    "exactas exacts exatas exactamente exatamente genauen genaue mot "
    "exacto take wording phrasing")
_CONDENSED_NOUNS: Final = vocabulary(
    "summary summaries recap recaps synopsis synopses tldr tldrs digest "
    "digests tl")  # "TL;DRs" reads as "tl" and "drs"
_WRITES_CONDENSED: Final = rx.compile(
    r"\byou\s+(?:write|produce|give)\s+(?:an?\s+)?(?:[\w-]+,?\s+){0,3}?"
    r"(?:summar(?:y|ies)|recaps?|synops[ie]s|tl;?drs?|digests?)\b")
_COPIES_SPANS: Final = rx.compile(
    r"\bexact (?:text )?(?:spans?|wording|words|phrases?)\b|\b(?:copied|"
    r"taken|quoted) (?:verbatim |exactly )?from (?:the|its|their)\b|"
    # "using the values found in the fragment"
    r"\b(?:values|facts|details|data|information|names|entities|fields) "
    r"(?:found|stated|mentioned|contained) in (?:the|its|their)\b|"
    r"\b(?:copied|quoted) (?:verbatim|exactly)\b|"  # "..., copied verbatim"
    # the same in Norwegian, Danish, Swedish, Spanish, French, Portuguese,
    # German: "Bruk nøyaktige ord fra setningen"
    r"\b(?:nøyaktig|nøjagtig|eksakt|exakt)e?a?\s+(?:(?:de|dei|den|det)\s+)?"
    r"(?:samme\s+|samma\s+)?(?:ord|ordene|orden|ordlyd|fraser)\b|"
    r"\b(?:palabras|frases) exactas\b|\bmots exacts\b|\bmot pour mot\b|"
    r"\bexactamente\s+(?:las\s+)?(?:mismas\s+)?palabras\b|"
    r"\bexatamente\s+(?:as\s+)?(?:mesmas\s+)?palavras\b|"
    r"\b(?:palavras|frases) exatas\b|\bgenauen? (?:wortlaut|wörter)\b|"
    r"\bexakt(?:en)?\s+(?:die\s+)?(?:formulierungen|wörter|worte)\b|"
    r"\btexto exacto\b|"  # Spanish "con el texto exacto de cada mención"
    # "Take every value from the README you are given", "Use wording from
    # the section"
    r"\btake (?:every|each|all(?: the)?) (?:values?|fields?|facts?) "
    r"(?:from|in) the\b|"
    r"\buse (?:the )?(?:wording|phrasing) (?:from|of) the\b|"
    # "Use the documentation's own wording"
    r"\buse (?:the )?[\w-]+(?:'s|’s) own (?:wording|words|phrasing)\b")
_ROLE_NOUNS: Final = r"(?:system|engine|tool|model|assistant|bot|service|api)"
_ROLE: Final = rx.compile(
    # "an expert in Sakura Editor macros": a role's domain after a preposition, no role
    r"you(?:\s+are|'re)\s+(?:an?|the)\s+(?:(?!(?:in|of|for|with|on)\s)[\w–-]+\s+){0,3}?(?:\w+-)?(?:"
    rf"(?P<transform>translator|translation\s+{_ROLE_NOUNS}|proofreader|paraphraser|rewriter|"
    r"(?:copy[- ]?)?editor(?!-in)|"
    r"grammar\s+(?:checker|corrector)|renderer|converter|formatter|transpiler|"
    r"pretty[- ]?printer|prettifier|beautifier|minifier|"
    r"[\w-]+\s+who\s+(?:migrates|translates|converts|ports|"
    r"rewrites|refactors|fixes|corrects)|"
    r"[\w-]+\s+(?:porting|migrating|translating|converting))"  # "an engineer porting Go code"
    rf"|(?P<condense>summari[sz]er|summari[sz]ation\s+{_ROLE_NOUNS}|extractor|"
    rf"(?:extraction|recognition|text-mining|annotation|ner)\s+{_ROLE_NOUNS}|recogni[sz]er|"
    r"(?:ingestion|parsing)\s+(?:service|engine|tool|api|system)|"
    r"tagger|parser|annotator))\b")
# a system prompt's answer that is the user's text given back ("the given …"), changed ("the
# repaired …"): the words that name it so, each looked for only where its words are
_GIVEN: Final = "given provided supplied input same"
_CHANGED: Final = (
    "edited corrected repaired fixed modified rewritten reformatted formatted revised "
    "redacted transformed compiled converted translated minified transpiled reindented "
    "completed updated equivalent")
_GIVEN_WORDS: Final = vocabulary(_GIVEN, _CHANGED, "added")
_RETURN_WORDS: Final = vocabulary("return output reply respond")
# "the given Rust file", "the complete repaired file": the user's
_RETURNS_GIVEN: Final = rx.compile(
    r"\b(?:return|output|(?:reply|respond)\s+with)\s+(?:only\s+|just\s+)?the\s+"
    rf"(?:(?:{alternation(_GIVEN)})\s+(?:[\w-]+\s+){{0,3}}?|"
    rf"(?:(?:complete|whole|full|entire)\s+)?(?:{alternation(_CHANGED)})\s+"
    r"(?:[\w-]+\s+){0,2}?)"
    r"(?:files?|code|source|program|snippet|script|text|sentence|paragraph|document|statement|"
    r"query|function|method|class|module|markdown|html|json|yaml|sql|latex|config|"
    r"configuration|manifest)\b(?!'s|’s)"
    # "Return the complete lens file with explanatory comments added": the user's, annotated
    r"|\b(?:return|output)\s+the\s+(?:complete|whole|full|entire)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:file|code|source|script|program|module)\s+with\s+[^.\n]{0,60}?\badded\b")
ROLE_VOCAB: Final = _SPANS_TRIGGERS | _CONDENSED_NOUNS | _GIVEN_WORDS | _RETURN_WORDS | _JOB_WORDS
