"""Copy-the-input cues for the classifier: whether an instruction asks to transform, condense or
answer from material the request holds, and how long the asking clause is."""

from __future__ import annotations

import itertools
import operator
import re
from typing import Final, NamedTuple

from gateway.routing import rx
from gateway.routing.answer_form import writes_questions
from gateway.routing.asks import (
    LANG_ARROW,
    LANG_ARROW_TO,
    PORT_ES_STEMS,
    PORT_ES_WORDS,
    PORTS_ES,
    PROGRAM_PURPOSE,
    STRONG_NOUN_WORDS,
    asks_explanation,
    explains_in_other_language,
    makes_program,
)
from gateway.routing.lead import (
    BLANK_LINE,
    TAIL_MATERIAL_FACTOR,
    choices_outweigh,
    impersonal,
    lead_end,
    offers_choice,
    passage_before_choices,
)
from gateway.routing.roles import ROLE_VOCAB, SENTENCE_ENDS, TAGS_CLASSES, system_role
from gateway.routing.scripts import (
    CueFamily,
    labels_material,
    opens_with_cue,
    points,
    script_cue,
    script_label,
)
from gateway.routing.words import (
    PEOPLES,
    WINDOW,
    alternation,
    clause_bounds,
    occurrences,
    opens_line,
    previous_word,
    sentence_before,
    stated,
    vocabulary,
    width,
    word_list,
)

__all__ = ["VOCAB", "CueFamily", "asks_advice", "asks_summary", "is_material", "text_cue"]

SCRIPT_CLOSING_CHARS: Final = 200  # a closing paragraph of another script longer than this is
# the material's own (English closing asks: ``features.CLOSING_ASK_CHARS``)

HANDED_MIN_CHARS: Final = 40  # a user's message a system prompt's task may work on
PASSAGE_CHARS: Final = 400  # a user's text this long is material even where it ends in a question
# a labelled value shorter than this on the last line is a field, no passage
FIELD_CHARS: Final = 80

# Instruction verb families whose answer mostly reuses the input.
_TRANSFORM: Final = (
    "fix fixes fixed fixing debug correct repair refactor rewrite re-write rephrase paraphrase "
    "edit proofread copy-edit copyedit revise polish improve optimize optimise reformat format "
    "convert translate "
    "port simplify modify update change rename restructure reword transform annotate normalize "
    "combine pretty-print prettify beautify minify indent re-indent reindent tidy apply "
    "normalise sort redact anonymize anonymise migrate replace remove delete insert incorporate "
    "introduce integrate adjust tweak refine patch modernize modernise flatten transpose "
    # the answer as the input transformed: "give me the corrected program"
    "corrected rewritten translated revised edited refactored simplified paraphrased reworded "
    "patched completed formatted reformatted ported migrated reimplemented "
    "tokenize tokenise lemmatize lemmatise "
    "optimized optimised detoxify detoxifies detoxified "
    "traduce traduis traduisez traduza traduzca traduci traduzione corrige corrija corregir "
    "traduces corriges conviertes reescribes "  # "Traduces textos técnicos al inglés"
    "correggi "
    "korrigiere reescribe reescriba reescreva reescreve riscrivi parafrasea parafrasa parafraseie "
    "portieren umschreiben "  # German "port", "rewrite": "nach TypeScript portieren"
    "corrigez corriger post-edit post-editing "
    # Portuguese with the pronoun attached: "Reescreva-o em português"
    "reescreva-o reescreva-a traduza-o traduza-a corrija-o corrija-a reformule-o reformule-a "
    "anonimiza anonimice anonimize anonymise anonymisez "  # Spanish, Portuguese, French
    "traduire "  # "Peux-tu traduire cette page"
    # "convert" and "transform" in French, Portuguese, Spanish, Italian and German
    "convertis convertissez convertir converte converta convierte convierta converti "
    "convertire konvertiere transforme transforma transformez trasforma "

    "terjemahkan terjemahkanlah perbaiki perbaikilah parafrasekan sunting "  # Indonesian, Malay
    "korjaa "  # Finnish "fix"
    "tafsiri "  # Swahili "translate": "Tafsiri sura hii kwa Kiingereza:"
    "semplifica simplifica simplifique simplifie reformula reformule reformulez riformula"
)
_TRANSFORM_PHRASES: Final = (
    "clean up",
    "add comments",
    "add docstrings",
    "add type hints",
    "add error handling",
    "add logging",
    # "Output the equivalent JSON object only": the input in another format
    "equivalent json", "equivalent yaml", "equivalent toml", "equivalent csv",
    "turn this",
    "turn these",
    "turn the following",
    "give me back",  # "… and give me back the whole file"
    "say this in",  # "How would you say this in Spanish and in French?"
    "say it in",
    "give back",
    "hand back",
    # "port" in Portuguese, Spanish, Italian, French and German, where the bare word is a door
    "porte este", "porte esse", "porte esta", "porta este", "porta esto", "porta questo",
    "porta il", "portez ce", "portez le", "portiere dieses", "portiere den", "portiere das",
    "porta a",
)
_CONDENSE: Final = (
    "summary summaries summarize summarise summarizing summarising summarization summarisation "
    "tldr nutshell gist outline condense shorten abridge digest recap synopsis highlights roundup "
    "essentials headline title extract keywords keyphrases brief briefly resumen resumo zusammen "
    "quote copy "
    "extrae extraiga extraia extrais extrayez estrai extrahiere resuma resumir riassumi "
    "extraes "  # a Spanish system prompt's "De cada guía extraes, en YAML, las claves …"
    "resuma-o resuma-a extraer extrair extrai extrahierst zusammenfassen zusammenfassung "
    "ringkas ringkaslah ringkasan rangkum rangkumlah ekstrak "
    "riassunto riassunti riassumere sintesi "  # Italian: "Mi fai un riassunto breve di …?"
    "podsumuj podsumowanie "  # Polish "sum up", "summary"
    "etsi poimi"  # Finnish "find", "pick out"
)
# The condense words that name a summary, and those that cut the material down to a part of it
# ("shorten this function", "extract the dates")
_SUMMARY_WORDS: Final = vocabulary(
    "summary summaries summarize summarise tldr recap synopsis gist "
    "nutshell resume resumen resumir resuma resumo riassumi riassunto "
    "resuma-o resuma-a boil roundup condense zusammenfassen "
    "zusammenfassung zusammen "  # "Fasse … zusammen"
    "tl")  # "tl;dr" reads as "tl" and "dr"
_CUTS: Final = vocabulary("shorten extract extrae extraia extrai estrai extrahiere extrahierst")
_CONDENSE_PHRASES: Final = (
    "tl;dr",
    "tl; dr",
    "sum up",
    "boil down",  # "boil this guideline down to two sentences", not "it all boils down to"
    "boil it down",
    "boil this",
    "key points",
    "key takeaways",
    "key facts",
    "key phrases",
    "main points",
    "main ideas",
    "main takeaways",
    "pull out",
    "find all",
    "find every",
    "find each",
    # "list all the" in French, Spanish, Portuguese, Italian, German
    "liste toutes",
    "liste tous",
    "listez toutes",
    "listez tous",
    "enumera todas",
    "enumera todos",
    "lista todas",
    "lista todos",
    "liste todas",
    "liste todos",
    "elenca tutte",
    "elenca tutti",
    "nenne alle",
    "liste alle",
    "list all the",
    "list the",
    "list every",
    "listing every",  # "Return a JSON object listing every configuration key … in the page"
    "listing everything",  # "Return only JSON … listing everything defined in the given file"
    "listing all the",
    "object listing the",  # "Return a JSON object listing the resources … this section uses:"
    "array listing the",
    "lists every",
    "lists all the",
    "list each",
    "identify all the",
    "identify the",
    "named entities",
    "subject line",  # an email's title
    # Spanish "resume" before an article, a demonstrative or a language (English "resume" is a
    # CV)
    "resume la",
    "resume el",
    "resume los",
    "resume las",
    "resume este",
    "resume esta",
    "resume en",
    # ... and in Portuguese: "Resume essa seção pra mim"
    "resume essa",
    "resume esse",
    "resume isso",
    "resuma essa",
    "resuma esse",
    "resuma este",
    "resuma esta",
)
_QA_NOUNS: Final = (
    "text passage article context document paragraph excerpt story email transcript report "
    "conversation dialogue review information snippet code background reference source "
    "documents passages articles excerpts sources notes note records policy contract thread "
    "reviews tweet tweets post posts table tables agreement agreements filing letter log logs "
    "sentence sentences results data figures facts statistics record entry"
)
_QA_LABELS: Final = (
    "context passage article text document background reference reference text source "
    "transcript dialogue conversation paragraph excerpt abstract passages documents contexts "
    "results "
    "texto texte testo contexto contexte contesto tekst kontekst kontext paragraf teks metin "
    "kifungu muktadha"  # Swahili "passage", "context"
)
# what "based on", "according to", "use", "from", "in", "given", "read" point at: each of them
# opens an alternative of its own, so that the search skips to their first letters
_QA_SOURCE: Final = (
    r"\s+(?:the|this|that|these|above|below|following|provided|given)\s+(?:above\s+|following\s+|"
    r"provided\s+|given\s+)?(?:pieces?\s+of\s+|parts?\s+of\s+)?(?:[a-z-]+\s+){0,2}"
    rf"(?:{alternation(_QA_NOUNS)}|"
    r"form(?!\s+of\b|\s*[{\[]))\b")  # a form to read, not "in the form {…}" of the answer
# after "in", not a compound's first noun: "how a book would look in the reference list with this
# style" (but "Based on the reference list below" reads the list)
_IN_COMPOUND: Final = (r"(?!\s+(?:lists?|editors?|box(?:es)?|fields?|managers?|styles?|formats?|"
                       r"mode|window)\b)")
_QA_RE: Final = rx.compile(
    "|".join(re.sub(r"^([a-z]+)", r"\1(?<!\\w\1)", head) + _QA_SOURCE
             + (_IN_COMPOUND if head == "in" else "") for head in (
        r"based\s+(?:only\s+|solely\s+|entirely\s+|purely\s+)?on", r"according\s+to",
        r"use(?:\s+only)?", r"using(?:\s+only)?", "from", "in", "given", "read"))
    # (whole words: not the "in" of "Explain this code")
    # "From the shader above, give me a JSON array"
    + r"|from(?<!\wfrom)\s+the\s+[a-z-]+\s+(?:above|below)\b"
    # "Read this npm-package-json-lint rule doc and give me a JSON object with keys …"
    r"|read(?<!\wread)\s+(?:the|this)\s+(?:[a-z-]+\s+){0,2}(?:doc|docs|page|section|spec)\s+and\s+"
    r"(?:give|return|output|answer|list|tell)\b"
    # "From this axe-core rule, give me one CSV line with header: …"
    r"|from(?<!\wfrom)\s+(?:this|these)\s+(?:[\w-]+\s+){0,3}?[\w-]+,\s+(?:give\s+me(?!\s+your)|"
    r"output|produce|return|extract|list|pull)\b"
    # German "Aus diesem Emojibase-Eintrag brauche ich nur ein flaches JSON-Objekt …"
    r"|aus(?<!\waus)\s+(?:diesem|dieser|diesen|dem\s+folgenden|der\s+folgenden|den\s+folgenden)\s+"
    r"[\w-]+\s+(?:brauche|möchte|hätte|will|extrahiere|hole|nimm|gib|erstelle)\b"
)
# A label that opens a line, maybe as a markdown heading or in bold ("Context: …", "## Passage:",
# "**Article**:"), or a heading line of its own ("## Passage"): found from its word's few
# occurrences (one pattern of every label, tried at every line, cost several µs); a qualifier
# may come first ("Relevant passages:").
_LABEL_OPENS: Final = rx.compile(
    r"[ \t>]*(?:#{1,6}[ \t]*)?[*_]{0,2}(?:(?:relevant|retrieved|supporting|"
    r"reference|related|search|provided|given)[ \t]+)?")
_LABEL_CLOSES: Final = rx.compile(r"[*_]{0,2}[ \t]*(?::|(?=\n|$))")
_QA_LABEL_WORDS: Final = vocabulary(_QA_LABELS)
# Material a text hands over: announced ("you are given a sentence", "the user will send you a
# text") or under a label of its own ("### Input:", "Code:"). A copy cue of that text works on
# it, wherever the cue's own clause points; unless the text asks for a new program ("You are
# given an array nums. Remove the duplicates..." is a contest: the answer is code).
_MATERIAL_LABEL_WORDS: Final = _QA_LABEL_WORDS | vocabulary(
    "input code sentence sentences original email review essay story post abstract snippet draft "
    "message query utterance")
_WRITES: Final = rx.compile(r"\b(?:write|compose|create|generate|draft)\b")
# material labels that are no QA label on their own ("Review:" may come with "Write a reply")
_PAIRED_LABELS: Final = vocabulary(
    "review reviews email story post essay comment message transcript tweet")
_HANDED_TEXT: Final = (
    r"(?:an?\s+|the\s+|my\s+|some\s+|one\s+)?(?:[\w-]+\s+){0,2}"
    r"(?:sentences?|texts?|paragraphs?|passages?|articles?|emails?|documents?|reviews?|"
    r"stor(?:y|ies)|posts?|messages?|transcripts?|translations?|manifests?|configs?|"
    r"configurations?|snippets?|scripts?|programs?|files?|pages?|sections?|chapters?|"
    r"excerpts?|entr(?:y|ies)|records?|options?|rules?|items?|rows?|chunks?|parts?)\b")
# Each a pattern of its own that opens with its word, which ``re`` skips to: one pattern of all
# of them opened with most letters of the alphabet, and cost ~30 ns a character.
_ANNOUNCES: Final = (
    rx.compile(r"you(?:\s+are|'re|\s+will\s+be|'ll\s+be)\s+(?:given|provided|shown|sent|"
               r"presented)\b"),
    rx.compile(r"user(?:(?:\s+will|\s+may|\s+can|'ll)?\s+(?:send|give|provide|paste|share|submit|"
               r"enter|write|type)s?\b|(?:'s\s+|\s+)(?:text|message|messages|input|query|"
               r"utterance|comments?|posts?|reviews?|sentences?|emails?|documents?)\b)"),
    rx.compile(r"paired\s+with\s+(?:an?\s+|the\s+)?(?:input|context)\b"),  # Alpaca's "with
    # input" preamble; "Here is a sentence in English and its machine translation": what
    # follows is the text
    rx.compile(r"here(?:\s+is|'s|\s+are)\s+" + _HANDED_TEXT),
    # "Below is the Moment docs page for something we use."
    rx.compile(r"below\s+(?:is|are)\s+" + _HANDED_TEXT),
)
# "the records you receive", "texts you get": found from "you", the text before it checked
_YOU_RECEIVE: Final = rx.compile(r"you\s+(?:receive|get)\b")
_RECEIVED: Final = tuple(
    f"{noun}{s}" for noun in ("record", "text", "message", "file", "document",
                              "entry", "row", "page", "script") for s in ("", "s"))
# The same said of another sender or in Spanish and Portuguese ("When a student pastes a
# source", "el artículo que te envíe el usuario", "la documentación que te pase el usuario",
# "el texto del usuario"): apart, run only where its words are, since
# each alternative costs every prompt that says "you" its time
_ANNOUNCES_MORE: Final = rx.compile(
    r"(?:student|customer|client)s?(?:\s+will|\s+may|\s+can|'ll)?\s+(?:send|give|provide|paste|"
    r"share|submit|enter|write|type)s?\b"
    r"|\bque\s+(?:te\s+|le\s+|lhe\s+)?(?:envíe|envía|enviará|mande|pegue|proporcione|envie|"
    r"enviar|mandar|colar|pase|pasa|pasará|comparta|escriba)\s+(?:el|o)\s+usu[aá]rio"
    r"|\b(?:el|o)\s+usu[aá]rio\s+(?:te\s+|lhe\s+)?(?:envía|envíe|enviará|manda|pega|envia|"
    r"cola|pasa|pase)\b"
    # "el texto del usuario", "o documento do usuário": the user's text
    r"|\b(?:texto|mensaje|mensagem|documento|art[ií]culo|p[aá]gina)s?\s+d[eo]l?\s+usu[aá]rio\b"
    # "Turn the pasted style-guide section into a short checklist"
    r"|\bthe\s+(?:pasted|supplied|submitted|incoming)\s+")
# the asker's own: "For each exercise I paste", "what I'll send you" (looked for at its verb)
_ASKER_SENDS_WORDS: Final = vocabulary("paste send share submit")
_ASKER_SENDS: Final = rx.compile(r"(?:i(?<!\wi)|we(?<!\wwe))(?:'ll|\s+will|\s+may)?\s+"
                                        r"(?:paste|send|share|submit)\b")
_ANNOUNCES_MORE_WORDS: Final = vocabulary(
    "student students customer customers client clients usuario "
    "usuário pasted supplied submitted incoming")


def _announces(prose: str, words: frozenset[bytes], lo: int = 0, hi: int | None = None) -> bool:
    """The text (or ``prose[lo:hi]``) announces material its user sends (``_ANNOUNCES``)."""
    hi = len(prose) if hi is None else hi
    return any(pattern.search(prose, lo, hi) is not None for pattern in _ANNOUNCES) or \
        _receives(prose, lo, hi) or (not words.isdisjoint(_ANNOUNCES_MORE_WORDS)
                                     and _ANNOUNCES_MORE.search(prose, lo, hi) is not None) or (
        not words.isdisjoint(_ASKER_SENDS_WORDS) and _ASKER_SENDS.search(prose, lo, hi) is not None)


def _receives(prose: str, lo: int, hi: int) -> bool:
    """"The records you receive" in ``prose[lo:hi]``: a text of a kind, spaces, "you receive"."""
    for you in _YOU_RECEIVE.finditer(prose, lo, hi):
        end = start = you.start()
        while end > lo and prose[end - 1].isspace():
            end -= 1
        if end < start and prose.endswith(_RECEIVED, lo, end):
            return True
    return False


# a bot's job told as what it does to what comes ("You rewrite informal English into..."), at
# a sentence's start: apart from _ANNOUNCES, whose literal prefixes it would cost their speed
_BOTS_JOB: Final = rx.compile(
    r"you\s+(?:rewrite|translate|summari[sz]e|paraphrase|proofread|correct|"
    r"fix|repair|extract|convert|reformat|simplify|edit|re-?indent)\b")
_HANDS_OVER_TRIGGERS: Final = vocabulary("you user paired here here's below") | \
    _ANNOUNCES_MORE_WORDS | \
    _MATERIAL_LABEL_WORDS
_NONE: frozenset[bytes] = frozenset()


def _phrases(phrases: tuple[str, ...]) -> tuple[tuple[str, bytes], ...]:
    """Each phrase with its first word, so it is only searched for when that word occurs."""
    return tuple((p, p.split(None, 1)[0].split(";")[0].encode()) for p in phrases)


# "Add Python type hints to every function": what is added to code that exists (the phrases
# above, with words between)
_ADDS_TO_CODE: Final = rx.compile(
    r"\badd(?:ing)?\s+(?:or\s+[\w-]+\s+)?(?:[\w-]+\s+){1,3}?"
    r"(?:type\s+hints|type\s+annotations|"
    r"types|annotations|docstrings?|comments|logging|error\s+handling)\b")
# Edit verbs too common to be asks on their own ("add", "make"): they count only where the text
# hands material over or closes code with them ("<code>\n\nMake it a generator."), as the first
# word of their clause.
# ("document this (/// comments), don't change any code" closing the code); "add" in Spanish,
# Portuguese, Italian, French
_EDIT: Final = ("add make upgrade extend move split merge wrap turn document "
                "agrega agregue adiciona adicione aggiungi ajoute ajoutez")


class _Cue(NamedTuple):
    family: CueFamily
    words: frozenset[bytes]
    phrases: tuple[tuple[str, bytes], ...]
    pattern: re.Pattern[str] | None
    triggers: frozenset[bytes]  # words that must occur for the pattern to run
    weak: bool = False  # counts only on material handed over or closed (``_EDIT``)
    labels: bool = False  # its words count only as labels opening a line (``_label_span``)
    # words one of which every match of ``pattern`` holds: a region with none is not searched
    needs: tuple[str, ...] = ()


# "sum all this up", "sum it all up": "sum up" around what it works on
_SUMS_UP: Final = rx.compile(r"\bsum\s+(?:it|this|that|these|them|everything|all\s+(?:of\s+)?"
                             r"(?:this|that|it))(?:\s+all)?\s+up\b")
# "give me the whole method back": the input returned, changed
_GIVES_BACK: Final = rx.compile(
    r"\bgive\s+(?:me\s+|us\s+)?(?:the\s+|it\s+|them\s+)(?:whole\s+|full\s+|"
    r"complete\s+|entire\s+)?(?:[\w-]+\s+){0,2}?back\b|"
    # "Give me this as YAML please": the same record in another format
    r"\bgive\s+(?:me|us)\s+(?:this|that|it|these|them)\s+(?:[\w-]+\s+)?(?:as|in)\s+"
    # "Give me this snippet as VS Code snippet JSON, please."
    r"(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:json|yaml|yml|csv|tsv|xml|toml|"
    r"markdown\s+table|table"
    # "Can you give me this as JS instead of TS?": the code, ported
    r"|(?:js|javascript|typescript|ts|python|rust|java|kotlin|swift|ruby|php|"
    r"c\+\+|c#|lua|bash)\s+(?:instead|please|pls)\b)\b"
    # "Give me the plugin's metadata (title, …) as JSON, values verbatim"
    r"|\bgive\s+(?:me|us)\s+the\s+(?:[\w'’-]+\s+){0,3}?(?:metadata|fields|values|"
    r"details)\b[^.\n]{0,160}?\bas\s+(?:json|yaml|csv)\b"
    # "Give me one CSV line (with a header line) for this record"
    r"|\bgive\s+(?:me|us)\s+(?:one|a|an)\s+(?:csv|json|yaml|tsv)\s+(?:line|row|"
    r"object|record|entry)\b[^.\n]{0,40}?\bfor\s+(?:this|these|the\s+following)\b"
    # "Give me JSON with brand, wikidata, countries for:\n<the record>"
    r"|\bgive\s+(?:me|us)\s+(?:an?\s+)?(?:json|yaml|csv|tsv)\s+(?:object\s+|array\s+)?"
    r"with\s+[^.\n]{1,80}?\bfor\s*:[ \t]*\n")
# "pull the key fields out of this email": "pull out" around what it takes
_PULLS_OUT: Final = rx.compile(r"\bpull\s+(?:[\w-]+\s+|\([^()\n]{0,40}\)\s+){1,5}?out\s+of\b|"
                              # ("Pull every shell command (pack, docker, etc.) out of this page")
                              # "Pull every configuration setting … in the section above into JSON"
                              r"\bpull\s+(?:every|all|each|the)\b(?=[^.\n]{0,160}\binto\s+(?:an?\s+)?"
                              r"(?:single\s+|flat\s+)?(?:json|yaml|csv)\b)")  # ("Pull the header
# fields of this Tor proposal (…) into a single JSON object")
# "compile this SCSS to plain CSS": the same code in another language
_COMPILES: Final = rx.compile(r"\b(?:compile|transpile)\s+(?:this|these|it|them|my|the\s+following|"
                              r"(?:it\s+)?(?:to|into)\s)")  # "Transpile to ES2019:\n\n```ts …"
# "Use only what the text says", "Use only information found in the entry": its facts alone
# (each "\bword" written "w(?<!\ww)ord", which ``re`` can skip to: half the cost)
_ONLY_WHAT_IT_SAYS: Final = rx.compile(
    r"o(?<!\wo)nly\s+include\s+(?:what(?:'s|\s+is)|[\w-]+\s+stated)\s+in\s+the\s+(?:script|"
    r"text|file|record|page|code|module|entry|section|source)\b|"
    r"b(?<!\wb)ased\s+(?:only|solely|entirely)\s+on\s+the\s+(?:page|docs|documentation|section|"
    r"entry|record)\b|s(?<!\ws)tick\s+to\s+(?:the\s+facts\s+in|what(?:'s|\s+is)\s+in)\s+the\s+"
    r"(?:record|text|entry|data|page|source)\b|"
    r"u(?<!\wu)s(?:e|ing)\s+only\s+(?:the\s+)?(?:information|facts|details|what)\s+(?:(?:is\s+)?"
    r"(?:found|given|stated|present)\s+)?(?:in|from|the)\s+(?:the\s+|this\s+)?(?:[\w-]+\s+)?(?:text|"
    r"entry|excerpt|page|script|passage|record|document|file|docs|section)\b(?:\s+(?:says|states|"
    r"shows|contains))?|"
    # a system prompt's "Given an artifact definition, return a JSON object with keys: name,
    # author, …": the record's own fields
    # "Use only values that appear in the input"
    r"u(?<!\wu)se\s+only\s+(?:the\s+)?values\s+(?:that\s+)?(?:appear|given|found|present)\s+in\s+"
    r"the\s+(?:input|text|record|data|entry)\b|"
    r"g(?<!\wg)iven\s+(?:an?|the|each)\s+(?:[\w-]+\s+){0,3}?(?:definition|record|entry|file|"
    r"page|document|listing|profile|manifest|spec),\s+(?:return|output|produce|emit)\s+(?:only\s+)?"
    r"(?:a|an|one)\s+json\s+(?:object|record)\s+with\s+(?:the\s+)?(?:keys|fields)\b|"
    # "Answer strictly from the codebook entry the user gives you", "reusing its wording"
    r"a(?<!\wa)nswer\s+(?:(?:strictly|only|solely|exclusively)\s+(?:from|using|based\s+on)|"
    r"using\s+only)\s+(?:the|this)\b|"
    r"r(?<!\wr)eusing\s+(?:its|their|the\s+[\w-]+'s)\s+(?:own\s+)?(?:wording|words|phrasing)\b|"
    # "Output only a JSON object {… <command exactly as written> …}"
    r"<[^<>\n]{0,40}?exactly\s+as\s+(?:written|given|it\s+appears|they\s+appear|in\s+the\s+(?:text|"
    r"source|input))\b|"
    # "return JSON …, copying import paths and test names exactly"
    r"c(?<!\wc)opy(?:ing)?\s+(?:the\s+)?(?!(?:[\w-]+\s+){0,4}?(?:layout|style|format|structure|tone|"
    r"conventions|pattern)\b)(?:[\w-]+\s+){1,5}?(?:exactly|verbatim)\b|"
    r"q(?<!\wq)uoting\s+(?:its|their|the\s+[\w-]+'s)\s+(?:own\s+)?(?:wording|words|phrasing)\b|"
    # "Answer by quoting the relevant sentences"
    r"q(?<!\wq)uot(?:e|ing)\s+(?:the\s+)?(?:relevant|exact|matching)\s+(?:sentences?|passages?|"
    r"lines?|parts?|text|wording)\b|"
    # "listing what the given file declares, with names exactly as written"
    r"n(?<!\wn)ames?\s+exactly\s+as\s+(?:written|given|they\s+appear)\b|"
    r"c(?<!\wc)opied\s+(?:verbatim\s+|exactly\s+)?(?:from|as\s+in)\s+the\s+(?:page|text|doc|docs|"
    r"entry|record|source)\b")  # "… and references, copied from the page. JSON only.",
# "every command … this section tells me to run, copied exactly as in the text"
# "what's the docker run equivalent of this?": the material said again in another form
_EQUIVALENT_OF: Final = rx.compile(r"e(?<!\we)quivalent\s+(?:of|for|to)\s+(?:this|these|that|it|"
                                   r"the\s+above)\b|"
                                   # "JSLT: … What's the equivalent jq filter?"
                                   r"(?<=the\s)equivalent\s+(?:[\w+#.-]+\s+)?(?:filter|query|code|"
                                   r"function|command|expression|regex|snippet|program|script|"
                                   r"pattern|config|rule)\s*\?")
# "Can you show me how this would look in Go?": the code given, ported (or a text translated);
# not "how it would look in production"
_LOOKS_IN: Final = rx.compile(r"h(?<!\wh)ow\s+(?:this|it|that|these|the\s+same)\s+"
                              r"(?:(?:code|function|script|program|snippet|text)\s+)?"
                              r"(?:would|might|could|will)\s+look\s+(?:like\s+)?in\s+"
                              r"(?!the\b|an?\b|my\b|our\b|this\b|that\b|practice\b|production\b|"
                              r"real\b|use\b)[\w+#.-]+")
# "a Rust version of this": the code given, ported; "an English version of the following
# article": translated. One alternative a language (its first letter found first: fast to skip to)
_VERSION_OF_WHAT: Final = (r"\s+version\s+of\s+(?:this|that|it|these|the\s+(?:above|following|"
                           r"code|program|script|[\w-]+\s+(?:above|below)))\b")
_PORTED_TO: Final = (
    "python", "rust", "go", "java", "js", "javascript", "typescript", "kotlin", "swift", "ruby",
    "php", "c++", "c#", "c", "lua", "bash", "sql", "haskell", "scala", "english", "spanish",
    "french", "german", "chinese", "japanese", "italian", "portuguese", "wgsl", "hlsl", "glsl",
    "zig", "dart", "elixir", "julia", "cuda", "ocaml", "fortran", "yaml", "json", "csv", "toml")
_FOR_A: Final = ("for a ", "for an ", "against a ", "against an ")
_USES_WHAT: Final = frozenset(("apply", "implement", "use", "follow", "integrate", "incorporate"))
_TO_OUR_OWN: Final = rx.compile(r"\s+(?:this|it|these|that|the\s+idea|the\s+pattern)\s+to\s+"
                                r"(?:our|my|your)\s+(?:own\s+)?(?:domain|project|use\s+case|case|"
                                r"situation|app|application|team|company|stack|setup|product|"
                                r"business|service|data\s+model|model)\b"
                                r"[:,;]?\s+(?:and\s+)?(?:write|create|build|generate|implement|"
                                r"design|sketch|describe|explain|outline|suggest|propose|plan)\b")
# (not "Apply it to our project and give me the resulting file": a patch applied); and after
# "to", the purpose of what is made: "show me the Elixir code … to apply it in my app"
_IN_OUR_OWN: Final = rx.compile(r"\s+(?:this|it|these|that|them)\s+(?:in|to|into|within)\s+"
                                r"(?:our|my|your)\s+(?:own\s+)?(?:[\w-]+\s+)?(?:app|application|"
                                r"project|code|codebase|service|setup|stack|system|repo|product)\b")
_WHAT_IT_DOES: Final = rx.compile(r"\bwhat\s+(?:this|the|it|that|these)\s+(?:[\w.-]+\s+){0,2}$")
_VERSION_OF: Final = rx.compile(
    "|".join(rf"{name[0]}(?<!\w{name[0]}){re.escape(name[1:])}{_VERSION_OF_WHAT}"
             for name in _PORTED_TO)
    # "Same code but in English please": the same text, translated
    + r"|s(?<!\ws)ame\s+(?:code|text|file|script|program|page)\s+(?:but\s+)?(?:in|into)\s+[a-z]"
    # "same config as yaml" closing a properties file
    r"|s(?<!\ws)ame\s+(?:[\w-]+\s+)?as\s+(?:json|yaml|yml|toml|csv|xml|hcl)\b"
    # "Same thing in TOML please" opening its sentence, at its start, after a line break or
    # after a full stop and a space (not "instead of doing the same thing in application code?")
    r"|s(?:(?<!.s)|(?<=[.!?] s))ame\s+(?:thing|one|config|query|function)\s+(?:(?:but\s+)?"
    r"(?:in|into)|but\s+(?:as|with|using))\s+[a-z]"  # "same thing but as curl pls"
    # "How do I make the same API request with curl?": the code's call, in another tool
    r"|t(?<!\wt)he\s+same\s+(?:[\w-]+\s+)?(?:request|call|query|command)\s+(?:with|using|in|via)\s+"
    r"[a-z]")
# a line that names a conversion between two data formats, one TOML, HCL or INI: "YAML -> TOML
# for golangci-lint config:", "json to ini please"
_FORMATS_ARROW: Final = rx.compile(
    r"(?:^|\n)[ \t]*(?:json|yaml|yml|toml|xml|csv|hcl|ini)\s*(?:->|→|=>|to)\s*(?:json|yaml|yml|"
    r"toml|xml|csv|hcl|ini)\b[^\n]{0,60}?(?::|please|pls|\?)[ \t]*(?:\n|$)")
# the material's own commands gathered into one script: "Collect every command in this chapter,
# in order, into a runnable bash script", "put all the commands from the page into one script"
_GATHERS_COMMANDS: Final = rx.compile(
    r"(?:c(?<!\wc)ollect|g(?<!\wg)ather|p(?<!\wp)ut|c(?<!\wc)ombine|c(?<!\wc)ompile)\s+"
    r"(?:all\s+|every\s+|each\s+)?(?:of\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:commands?|steps|snippets)\b"
    r"[^.\n]{0,60}?\binto\s+(?:an?|one|a\s+single)\s+(?:[\w-]+\s+){0,2}?(?:script|file)\b")
# the material's output shown, evaluated: "output the plain YAML that `ytt -f` would produce for
# it", "return the rendered HTML"
_RENDERED: Final = rx.compile(
    r"(?:o(?<!\wo)utput|r(?<!\wr)eturn|g(?<!\wg)ive\s+me|s(?<!\ws)how\s+me|p(?<!\wp)rint)\s+"
    r"(?:only\s+)?the\s+(?:plain|rendered|resulting|final|expanded|evaluated)\s+(?:yaml|json|html|"
    r"xml|manifests?|config(?:uration)?)\b")
# a line that names a translation by an arrow between two languages: "de -> en, keep markdown:"
_PEOPLES_ARROW: Final = rx.compile(
    r"(?:^|\n)[ \t]*(?:de|en|fr|es|it|pt|nl|pl|ru|uk|ja|zh|ko|sv|tr|german|english|french|spanish|"
    r"italian|portuguese|dutch|russian|japanese|chinese|korean)\s*(?:->|→)\s*(?:de|en|fr|es|it|pt|nl|"
    r"pl|ru|uk|ja|zh|ko|sv|tr|german|english|french|spanish|italian|portuguese|dutch|russian|"
    r"japanese|chinese|korean)\b[^\n]{0,60}?(?::|please|pls)[ \t]*(?:\n|$)")
# a closing line that asks for a translation by its language: "English translation please, verse
# by verse."
_TRANSLATION_PLEASE: Final = rx.compile(
    r"(?:e(?<!\we)nglish|s(?<!\ws)panish|f(?<!\wf)rench|g(?<!\wg)erman|i(?<!\wi)talian|"
    r"p(?<!\wp)ortuguese|c(?<!\wc)hinese|j(?<!\wj)apanese|k(?<!\wk)orean|r(?<!\wr)ussian)\s+"
    r"translation,?\s+(?:please|pls)\b")
# a closing line that names a people's language alone: "<a French sentence>\n\nEnglish please?"
_LANGUAGE_NAMES: Final = ("english", "spanish", "french", "german", "italian", "portuguese",
                          "chinese", "japanese", "korean", "russian")
_LANGUAGE_PLEASE: Final = rx.compile(rf"\n[ \t]*(?:in\s+|into\s+)?(?:{'|'.join(_LANGUAGE_NAMES)})"
                                     r"\s*,?\s*(?:please|pls|plz)\s*[?!.]?\s*$")
# a closing line that names the format alone: "to json pls", "to JSON please (snake_case keys)"
_TO_FORMAT: Final = rx.compile(
    r"(?:t(?<![^\s]t)o|i(?<![^\s]i)nto|->)\s*(?:json|yaml|yml|csv|toml|xml)\s+"
    r"(?:pls|please)\b[^\n]{0,60}$")  # (its first letters skipped to;
# "pacscript -> json pls")
# "Can you turn the variables of this Pacstall build script into YAML": the material's parts
# carried into another form (its clause must point at the material, as any cue's)
_TURNS_INTO: Final = rx.compile(r"t(?<!\wt)urn\s+(?:(?:the|this|these|my|our)\s+"
                                r"(?:[\w-]+\s+){0,6}?|(?:that|it|those|them)\s+|"
                                r"(?<=you turn )(?:[\w-]+\s+){1,4}?)into\b")  # "Turn that into
# JSON"; a system prompt's "You turn tutorial text into structured data"
# German "Du wandelst Firmendatensätze in CSV um", "Wandle den Eintrag in JSON um"
_CONVERTS_DE: Final = rx.compile(r"w(?<!\ww)andel(?:st|t|n)?\b|w(?<!\ww)andle\b")
# the material named as itself in a data format: "Give me the metadata of the pacscript above as
# a JSON object", "I need this taxonomy as a flat CSV"; or a text that opens on the format
# alone: "to csv\n\n<the record>"
_AS_FORMAT: Final = rx.compile(
    r"(?:t(?<!\wt)his|t(?<!\wt)hese|a(?<!\wa)bove|b(?<!\wb)elow)\s+(?:[\w-]+\s+){0,2}?as\s+(?:an?\s+)?"
    r"(?:[\w-]+\s+)?(?:json|yaml|yml|csv|tsv)\b|^(?:[\w-]+\s*)?(?:to|into|->)\s*(?:json|yaml|yml|csv|"
    r"tsv)(?:\s+(?:pls|please))?(?:,[^\n]{0,80})?[ \t]*[:.!]?[ \t]*\n")  # "pacscript -> json
# pls\n\n<it>", "csv -> json please, split the meanings into a list:\n<the rows>"
# the material wanted in another form: "I need this chainsaw hunting rule as a Sigma rule"
# (its span starts at the material's pointer: "I need" alone is the asker's statement)
_NEEDED_AS: Final = rx.compile(r"th(?<=\bneed th|\bwant th)(?:is|ese|e\s+following)\s+"
                               r"(?:(?!to\s)[\w'’-]+\s+){0,3}?as\s+(?!soon|well|much|quickly|fast|"
                               r"possible|is\b|usual|before|always)(?:an?\s+)?[\w-]+")
# "return the complete file", "reply with the complete updated profile only": the input given
# back whole, changed
_GIVES_WHOLE: Final = rx.compile(
    r"(?:r(?<!\wr)eturn|r(?<!\wr)eply\s+with)\s+"
    r"(?:only\s+)?the\s+(?:(?:full|whole|complete|"
    r"entire)(?:,?\s+valid)?,?\s+(?:(?:updated|modified|commented|corrected|edited|revised|documented|hardened|"
    r"fixed)\s+)?(?:\.\w+\s+)?(?:[\w-]+\s+)?(?:file|module|profile|config|configuration|manifest|"
    # "Return the complete game source, unchanged except for …", "Return the full edited text."
    r"document|source|text|page|section|markdown|script|code|program|snippet|class|function|"
    r"query|template)|"  # "Return the full script."
    # "Return the corrected version that passes the linter", "return the fixed template"
    r"(?:updated|modified|corrected|edited|revised|fixed|rewritten)\s+(?:file|module|config|"
    r"configuration|manifest|document|template|version|code|script|program|function|query))\b"
    # Spanish and Portuguese: "devuelve el YAML completo", "devolva o arquivo inteiro"
    r"|d(?<!\wd)ev(?:uelv[ae]|olv[aé])(?:me|-me)?\s+(?:(?:el|la|los|las|o|a|os|as)\s+)"
    r"(?:[\w-]+\s+){0,2}?(?:complet[oa]s?|enter[oa]s?|inteir[oa]s?)\b")
_POLISH_LANGUAGE_AFTER: Final = rx.compile(r"\s+(?:version|translation|language|text|original|"
                                           r"edition|docs|manual|speakers?)\b")
# a changelog entry's commit before its message: "- 8be0c2c: ", "* [#8442](…) 145b12c7d: "
_COMMIT_ENTRY: Final = rx.compile(r"[ \t]*[-*+][ \t]+(?:\S+[ \t]+)?[0-9a-f]{7,40}:[ \t]+")
# a system prompt casting a bot that writes new things: "You write Semgrep rules for …"
_WRITER: Final = rx.compile(r"\s*you\s+(?:write|create|generate|draft|author|design)\s")
_EDITED: Final = rx.compile(r"updated|modified|commented|corrected|edited|revised|documented|"
                            r"hardened|fixed|rewritten")
# "put this in french pls": the text, translated
_PUTS_INTO: Final = rx.compile(rf"p(?<!\wp)ut\s+(?:this|it|these|that|them)\s+(?:in|into)\s+"
                               rf"{PEOPLES}\b")
# "Could you give me a faithful French translation of this Stoic quote?": the text, translated
# (not "this translation of the above poem": one given, judged)
_TRANSLATION_OF: Final = rx.compile(r"\b(?:an?|one)\s+(?:[\w-]+\s+){0,3}?translation\s+of\s+"
                                    r"(?:this|these|that|the\s+(?:above|following))\b")
_CUES: Final = (
    _Cue("transform", vocabulary(_TRANSFORM), _phrases(_TRANSFORM_PHRASES), None, _NONE),
    _Cue("transform", _NONE, (), _COMPILES, vocabulary("compile transpile")),
    _Cue("condense", vocabulary(_CONDENSE), _phrases(_CONDENSE_PHRASES), None, _NONE),
    _Cue("condense", _NONE, (), _SUMS_UP, vocabulary("sum")),
    _Cue("condense", _NONE, (), _PULLS_OUT, vocabulary("pull")),
    _Cue("transform", _NONE, (), _GIVES_BACK, vocabulary("give")),
    # (before the qa cues: "put all the commands from the chapter below into one script")
    _Cue("transform", _NONE, (), _GATHERS_COMMANDS,
         vocabulary("collect gather put combine compile"), needs=("command", "step", "snippet")),
    _Cue("qa", _NONE, (), _QA_RE,
         vocabulary("based according use using from given above below following read aus")),
    _Cue("qa", _QA_LABEL_WORDS, (), None, _NONE, labels=True),
    _Cue("qa", _NONE, (), _ONLY_WHAT_IT_SAYS,
         vocabulary("only what stick solely entirely include given strictly wording phrasing "
                    "reusing quoting quote copied copying copy exactly"),
         needs=("only", "based", "stick", "given", "answer", "reusing", "quot", "copied", "copy",
                "exactly")),
    _Cue("transform", _NONE, (), _VERSION_OF, vocabulary("version same"),
         needs=("version", "same")),
    _Cue("transform", _NONE, (), _EQUIVALENT_OF, vocabulary("equivalent")),
    _Cue("transform", _NONE, (), _LOOKS_IN, vocabulary("look"), needs=("look",)),
    _Cue("transform", _NONE, (), _TO_FORMAT, vocabulary("pls please")),  # "to json pls"
    _Cue("transform", _NONE, (), _PEOPLES_ARROW,
         vocabulary("de en fr es it pt nl pl ru uk ja zh ko sv tr german english french spanish "
                    "italian portuguese dutch russian japanese chinese korean"),
         needs=("->", "→")),  # "de -> en, keep markdown:"
    _Cue("transform", _NONE, (), PORTS_ES,
         PORT_ES_WORDS, needs=PORT_ES_STEMS),  # "¿Me lo puedes pasar a Python?", "Pásalo a Go"
    _Cue("transform", _NONE, (), _TRANSLATION_PLEASE, vocabulary("translation"),
         needs=("translation",)),  # "English translation please"
    _Cue("transform", _NONE, (), _LANGUAGE_PLEASE, vocabulary("please pls plz"),
         needs=_LANGUAGE_NAMES),  # "English please?" closing the text
    _Cue("transform", _NONE, (), _FORMATS_ARROW, vocabulary("toml hcl ini")),  # "YAML -> TOML:"
    _Cue("transform", _NONE, (), LANG_ARROW, vocabulary(" ".join(LANG_ARROW_TO)),
         needs=("->", "→")),  # "python -> rust:"
    _Cue("transform", _NONE, (), _RENDERED,
         vocabulary("plain rendered resulting final expanded evaluated")),
    _Cue("transform", _NONE, (), _AS_FORMAT, vocabulary("json yaml yml csv tsv")),
    _Cue("transform", _NONE, (), _TURNS_INTO, vocabulary("turn")),
    _Cue("transform", _NONE, (), _CONVERTS_DE, vocabulary("wandelst wandle wandelt wandeln")),
    _Cue("transform", _NONE, (), _NEEDED_AS, vocabulary("need want")),
    _Cue("transform", _NONE, (), _GIVES_WHOLE,
         vocabulary("return reply devuelve devuelva devuelveme devolva devolva-me devolv")),
    _Cue("transform", vocabulary(_EDIT), (), None, _NONE, weak=True),
    # "Parse this User-Agent string into JSON": its fields; not "fails to parse this"
    _Cue("condense", vocabulary("parse"), (), None, _NONE, weak=True),
    _Cue("transform", _NONE, (), _ADDS_TO_CODE, vocabulary("add adding")),
    _Cue("transform", _NONE, (), _PUTS_INTO, vocabulary("put"), needs=("put",)),
    _Cue("transform", _NONE, (), _TRANSLATION_OF, vocabulary("translation translations"),
         needs=("translation",)),
)
# The cue's clause must point at pasted material: a deictic, or a colon / end-of-text position.
_MATERIAL_NOUNS: Final = (
    r"(?:code|text|article|passage|document|sentence|paragraph|essay|email|story|function|"
    r"snippet|program|script|query|data|input|content|message|review|transcript|letter|poem|"
    r"report|news|post|bug|error|class|method|draft|resume|cv|notes?|excerpt|context|documents?|"
    r"policy|contract|tweets?|comments?|listings?|ticket|invoice|receipt|description|"
    r"conversation|dialogue|dialog|abstract)"
)
# "the" or "my" before the material ("my Python code"), not "my life"
_DEICTIC_WORDS: Final = (
    r"\b(?:this|these|those|following|above|below|given|provided|attached|siguientes?|"
    # "Translate both sentences to English"
    r"both\s+(?:sentences|texts|paragraphs|passages|lines|snippets|versions|messages|excerpts|"
    r"phrases|quotes|titles)|"
    r"seguintes?|suivante?s?|seguent[ei]|folgende[mnr]?|berikut|ini|tersebut|di\s+atas|di\s+bawah|"
    r"abaixo|a\s+seguir|debajo|ci-dessous|unten|sotto|di\s+seguito|"
    r"cet|cette|ces|ce\s+(?!que\b|qui\b|dont\b|sont\b|soit\b)\w{3,}|questo|questa|questi|queste|dieser|diese|diesen|dieses|diesem|"
    r"este|esta|estos|estas|esse|essa|deste|desta|destes|destas|desse|dessa|neste|nesta|"
    r"alla\s+oleva\w*|seuraava\w*|oben|arriba|"  # Portuguese "deste schema.yml"
    rf"the\s+{_MATERIAL_NOUNS}|my\s+(?:[\w+#-]+\s+)?{_MATERIAL_NOUNS}|"
    # someone's text, not someone's program: "the customer's message"
    r"the\s+[\w-]+'s\s+(?:message|email|text|letter|post|review|comment|tweet|story|essay|notes|"
    r"ticket|listing|description|transcript))\b"
)
_DEICTIC: Final = rx.compile(_DEICTIC_WORDS)
# the same after the character before it: every alternative opens on a word character, so
# a match after where a search starts has a non-word one before it, which ``re`` skips to
# (the words' first letters are most of a text's: each was a try)
_AFTER_NON_WORD_DEICTIC: Final = rx.compile(r"\W" + _DEICTIC_WORDS)


def _deictic(text: str, start: int = 0, end: int | None = None) -> bool:
    """``_DEICTIC`` matches somewhere in ``text[start:end]``."""
    stop = len(text) if end is None else end
    return _DEICTIC.match(text, start, stop) is not None or \
        _AFTER_NON_WORD_DEICTIC.search(text, start, stop) is not None


# beside code, its parts by name: "the Matrix class", "the `write` function", "the complete
# corrected file"
_NAMED_CODE: Final = rx.compile(
    r"\bthe\s+(?:(?:[\w+#./%-]+|[\w.-]*[`_()][\w`.()-]*)\s+){1,2}"
    r"(?:code|function|class|method|program|script|query|file|template|stylesheet|routine|"
    r"subroutine|module|shader|macro)\b")  # "Port
# the %INPUT template to Jinja2"
# A condense noun after these names the material, not the ask
_CONDENSE_NOUNS: Final = frozenset(("summary", "summaries", "synopsis", "gist", "outline", "digest",
                                    "recap", "headline", "title", "keywords"))
_NAMES_GIVEN: Final = rx.compile(
    r"(?:\b(?:given|provided|following|above|below|this|these)|\bas an?)\s+(?:[a-z-]+\s+)?$")
# A cue family as found in one text's words: its words and phrases there, and its pattern if
# a trigger word of it is there.
_FoundCue = tuple[CueFamily, list[str], list[str], re.Pattern[str] | None, bool, bool,
                  tuple[str, ...]]


def _cue_hits() -> dict[bytes, list[tuple[int, int, str]]]:
    """What each word tells of ``_CUES``: (entry, 0, the cue word), (entry, 1, a phrase it
    begins) or (entry, 2, "") for a trigger of the entry's pattern."""
    hits: dict[bytes, list[tuple[int, int, str]]] = {}
    for n, (_, vocab, phrases, _, pattern_words, _, _, _) in enumerate(_CUES):
        for w in vocab:
            hits.setdefault(w, []).append((n, 0, w.decode()))
        for phrase, first in phrases:
            hits.setdefault(first, []).append((n, 1, phrase))
        for w in pattern_words:
            hits.setdefault(w, []).append((n, 2, ""))
    return hits


_CUE_HITS: Final = _cue_hits()
_CUE_WORDS: Final = frozenset(w for w, hits in _CUE_HITS.items() if any(h[1] == 0 for h in hits))


def _cues_present(words: frozenset[bytes]) -> list[_FoundCue]:
    """The cue families with a word, phrase or pattern trigger in ``words``, in ``_CUES``'
    order: looked up once per text, not once per region, from the text's few words."""
    hits = sorted([hit for w in words for hit in _CUE_HITS.get(w, ())])
    out: list[_FoundCue] = []
    for n, group in itertools.groupby(hits, key=operator.itemgetter(0)):
        family, _, _, pattern, _, weak, labels, needs = _CUES[n]
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
        out.append((family, found, said, runs, weak, labels, needs))
    return out


def text_cue(text: str, regions: list[tuple[str, int]], prose: str, words: frozenset[bytes],
              fence: int, writes_program: bool | None, *, ask: bool, code_material: bool,
              ask_is_material: bool, conversation: bool,
              only: CueFamily | None = None) -> tuple[CueFamily, int] | None:
    """The first anchored copy-the-input cue of one instruction text, with its clause's length.
    ``ask``: the text is the request itself, whose layout (``lead_end``) may anchor a cue;
    ``writes_program``: what ``code_request`` found (None: undecided); ``code_material``: the
    current turn holds code, which an edit verb closing it works on; ``ask_is_material``: the
    user's message is text to work on, not a question (what a system prompt's announced
    material must be); ``only``: cues of that family alone."""
    if not ask and ask_is_material:  # "You are a named-entity recognizer.", then the text
        role = system_role(prose, words, only)
        if role is not None:
            return role
    if ask and b"question" in words and not words.isdisjoint(_PAIRED_LABELS) and \
            only in (None, "qa"):
        pair = _question_on_material(prose, words)  # "Question: …\n\nReview:\n<the review>"
        if pair is not None:
            return pair
    cues = _cues_present(words)
    if only is not None:
        cues = [c for c in cues if c[0] == only]
    lead = lead_end(text, fence) if ask and (cues or text.find("?", 0, WINDOW) >= 0) else -1
    programs = not words.isdisjoint(STRONG_NOUN_WORDS)
    material = _Material(prose, words, writes_program, code_material,
                         handed_here=ask or ask_is_material, earlier=ask and conversation)
    made = _made_from_material(text) if ask and cues and not words.isdisjoint(_MAKE_VERBS) else -1
    closes_on_made = ask and bool(cues) and made < 0 and \
        not words.isdisjoint(_MAKE_VERBS) and _closes_on_made(text)
    for region, offset in regions:
        if not cues or (offset > 0 and made >= 0):
            break  # "Using what this doc page describes, write a small example component.",
            # then the page: its own "you can redact …" or "replace the default" ask nothing
        if made >= 0:
            region = region[:made]  # nor does what the new thing is to do ("a script that
            # uses @mdx-js/mdx to apply what this section explains")
        if closes_on_made:
            break  # the page, then "Write a bash script … that does what this section
            # describes. Add short comments.": the page's own "You can change this:" asks
            # nothing, and what follows the new thing is said of it
        end = offset + len(region)
        closes = ask and end >= len(text)  # a system prompt's close is no ask
        before_code = ask and offset > 0 and _opens_last_block(text, end)
        cue = _find_cue(region, cues, offset, closes=closes, lead=lead, mentions_program=programs,
                        material=material, ask=ask, before_code=before_code)
        if cue is not None and 0 < lead == cue[1] and not impersonal(text, lead):
            lead = -1  # the asker's own story after the lead: it anchors nothing
            cue = _find_cue(region, cues, offset, closes=closes, lead=-1,
                            mentions_program=programs, material=material, ask=ask,
                            before_code=before_code)
        if cue is not None:
            return cue
    if lead > 0 and "?" in text[:lead] and only in (None, "qa") and impersonal(text, lead) \
            and passage_before_choices(text, lead) and _WRITES.search(text[:lead].lower()) is None \
            and not (_ANSWER_IT.search(text, 0, lead) and text.rstrip().endswith("?")) \
            and _SOURCE_ASKED.search(text, 0, lead) is None \
            and _SHOULD_I.search(text[:lead].lower()) is None \
            and not explains_in_other_language(text[:lead].lower()) \
            and not code_material and not _explains(text[:lead].lower()) \
            and _ANALYSIS.search(text, 0, lead) is None \
            and (text.isascii() or _ANALYSIS_RU.search(text, 0, lead) is None) \
            and (text.isascii() or script_cue(text[:lead].lower(), pointed=False) is None) \
            and not _closes_on_question(text, lead):
        return "qa", lead  # "When was X born?", then the article that says; not "Can you write
        # the code for it?", then the problem, nor "How would you answer this one?", then it,
        # nor a question on code or a record ("What does this spec verify?", "How worried
        # should we be?", then a YAML advisory): its answer is new words, an explanation or a
        # judgement; nor "Can you explain what this setting does?", then its docs page: an
        # explanation; nor "Lefordítanád angolra?", a copy verb of another script (below); nor
        # "Mi fai un'analisi di questo canto?": an analysis, in new words
    if not (ask or ask_is_material):
        return None
    cue = None
    if not regions[0][0].isascii():
        # the ask's own head, or a system prompt's over the user's text ("Переписывай
        # токсичные комментарии вежливо"), or a context label
        # "句子：…" labels the material: a verb needs no pointer then
        pointed = ask and not labels_material(text) and not (
            fence > 0 and "\n\n" not in text[:fence].strip()
            and _PORTS_SCRIPT.search(text, 0, fence) is not None)  # "…をPythonに移植してくだ
        # さい。\n\n```…```": the block under the one-paragraph ask is what it ports
        cue = script_cue(regions[0][0], pointed=pointed) or (script_label(text) if ask else None)
        if cue is not None and cue[0] == "qa" and _makes_in_script(regions[0][0]):
            cue = None  # "根据上面这篇文章，出 5 道面试题", "根据这篇文档写一份示例配置 YAML": new
            # questions or a new file from it, no answer from it
    if cue is None and ask:  # "<a page>\n\n---\n위 내용을 영어로 번역해 주세요.", "上の文書を
        # 日本語に訳してもらえますか？": the ask closes the page, pointing back at it
        closing = _closing_paragraph(text).lower()
        opens = bool(closing) and opens_with_cue(closing)  # "traducere în engleză, te rog"
        cue = script_cue(closing, pointed=not opens) if closing else None
        if cue is not None and cue[0] == "qa" and _makes_in_script(closing):
            cue = None
        if cue is not None and not points(closing) and not opens:
            cue = None  # the material's own close ("总结：…"), pointing at nothing
    return cue if cue is not None and only in (None, cue[0]) else None


def _closes_on_question(text: str, lead: int) -> bool:
    """The text closes on a short question of its own, after the material: its opening one is
    the material's heading ("## Wieso kann ich Text nicht ausrichten?!", then the FAQ's answer,
    then "Kannst du mir erklären, was das hier eigentlich bringt?")."""
    end = len(text.rstrip())
    gap = text.rfind("\n\n", lead, end)
    return gap > lead and end - gap <= CLOSING_QUESTION_CHARS and \
        text[end - 1 : end] in ("?", "？") and \
        _ADDRESSED.search(text, gap, end) is not None  # (not the page's own "What's not to love?")


# words that address the assistant: "Kannst du mir erklären …?", "Can you tell me …?"
_ADDRESSED: Final = rx.compile(r"\b(?:[Yy]ou|[Yy]our|du|dir|mir|tu|vous|usted|você|voce|[Pp]lease|"
                               r"[Bb]itte)\b")


def _makes_in_script(ask: str) -> bool:
    """An ask in these scripts makes something new from what it names: questions on it, or a
    file ("写一份示例配置")."""
    return writes_questions(ask) or _MAKES_SCRIPT.search(ask) is not None


_MAKES_SCRIPT: Final = rx.compile(r"写一|寫一|写个|寫個|编写|編寫|生成一|创建一|設計一|设计一")


# the material put to use by what is made: "that does what this section describes", "Based on the
# documentation above"
_USES_MATERIAL: Final = rx.compile(
    r"\b(?:what|that)\s+(?:this|the|it)\s+(?:[\w-]+\s+){0,5}?(?:describes|explains|documents|covers|"
    r"shows|teaches)\b|\b(?:based\s+on|using|from)\s+(?:the|this)\s+(?:[\w-]+\s+){0,2}?(?:docs|"
    r"documentation|section|page|guide|tutorial|chapter)\b"
    # "using this, write me a bash script for our CI that signs …"
    r"|^(?:using|with|based\s+on|from)\s+(?:this|that|it|the\s+above)\s*,")


def _closes_on_made(text: str) -> bool:
    """The text closes with a short ask to make something new from the material before it
    ("… Write a bash script for our CI runner that does what this section of the docs
    describes.")."""
    end = len(text.rstrip())
    gap = text.rfind("\n\n", max(end - CLOSING_MAKE_CHARS, 0), end)
    if gap <= 0:
        return False
    tail = text[gap + 2 : end].lower()
    made = _MAKES_NEW.search(tail, 0, CLOSE_MAKE_REACH)  # ("Based on the documentation above,
    # write a self-contained PySpark script …")
    if made is None or _USES_MATERIAL.search(tail) is None:
        return False  # (not "Please give me an English version of the post above")
    purpose = _PURPOSE.search(tail, made.end())
    what = tail[made.end() : purpose.start() if purpose is not None else len(tail)]
    return _CUE_WORDS.isdisjoint(word_list(what))  # not "Write a one-sentence summary of the
    # section above"


def _made_from_material(text: str) -> int:
    """Where the ask of a text ends that opens with a short ask to make something new from the
    material it points at, which follows, as long at least ("Based on this part of the docs,
    write a bash script that automates the steps it describes.\n\n<the part>"), or -1: the
    material's own copy verbs are its words, and what the new thing is to do ("… that …", "…
    to …") no ask either."""
    m = _HEAD_ENDS.search(text, 0, WINDOW)
    if m is None or len(text) < 2 * m.start():
        return -1
    head = text[: m.start()].lower()
    made = _MAKES_NEW.search(head)
    if made is None or _POINTS_AT.search(head) is None:
        return -1
    purpose = _PURPOSE.search(head, made.end())
    cut = purpose.start() if purpose is not None else m.start()
    if not _CUE_WORDS.isdisjoint(word_list(head[made.end() : cut])):
        return -1  # "write a one-sentence Javadoc summary for this method", "a PostgreSQL INSERT
        # statement for this record": what is made copies the material
    return cut


# where an ask's head ends before its material: a blank line, a heading, a rule, a fence, a tag
_HEAD_ENDS: Final = rx.compile(r"\n(?:\s*\n|#|---|```|<)")
# what points at the material: "this doc page", "the steps below"
_POINTS_AT: Final = rx.compile(r"t(?<!\wt)h(?:is|ese)\b|a(?<!\wa)bove\b|b(?<!\wb)elow\b|"
                               r"f(?<!\wf)ollowing\b")
# what the new thing is to do, after its name: "a script that …", "a macro to …"
_PURPOSE: Final = rx.compile(r"\s(?:that|which|to)\s")
# something new made: "write a small example component", "give me a Next.js setup" (each verb
# opens with its letter, which ``re`` skips to)
_MAKE_VERBS: Final = vocabulary("write create build generate make give show draft compose design "
                                "produce solve need want")
_MAKES_NEW: Final = rx.compile(
    r"(?:w(?<!\ww)rite|c(?<!\wc)reate|b(?<!\wb)uild|g(?<!\wg)enerate|m(?<!\wm)ake|g(?<!\wg)ive|"
    r"s(?<!\ws)how|d(?<!\wd)raft|c(?<!\wc)ompose|d(?<!\wd)esign|p(?<!\wp)roduce)\s+(?:me\s+|us\s+)?"
    r"(?:an?|some)\s(?!(?:response|answer|reply)\b)"
    # "I need a Python script that connects to Kyuubi and does what this doc section is about"
    r"|(?:n(?<!\wn)eed|w(?<!\ww)ant)\s+(?:an?|some)\s+(?=(?:[\w.+#-]+\s+){0,3}?(?:script|program|"
    r"function|tool|app|example|snippet|class|module|server|cli|query)\b)"
    # "Solve this exercise in Vimscript", then the exercise: a new program its text only poses
    r"|s(?<!\ws)olve\s+(?=th(?:is|e)\s+(?:[\w-]+\s+)?(?:exercise|problem|task|kata|challenge|"
    r"puzzle)\b)")
# (not "Write a response that appropriately completes the request": the answer itself)


def _closing_paragraph(text: str) -> str:
    """The text's last paragraph, where it is a short one of another script: an ask that closes
    the material where it points back at it ("위 내용을 영어로 번역해 주세요")."""
    end = len(text)
    while end and text[end - 1].isspace():
        end -= 1
    tail = max(end - 2 * SCRIPT_CLOSING_CHARS, 0)
    if text.isascii() or text[tail:end].isascii():
        return ""
    gap = text.rfind("\n\n", tail, end)
    if gap < 0:
        return ""
    closing = text[gap:end].lstrip("\n-* \t")
    return closing if len(closing) <= SCRIPT_CLOSING_CHARS and not closing.isascii() else ""


def _explains(lead: str) -> bool:
    """A lead that asks what its material means or does: an explanation, not an answer from
    it."""
    return asks_explanation(lead, frozenset(word_list(lead)))


def _question_on_material(prose: str, words: frozenset[bytes]) -> tuple[CueFamily, int] | None:
    """A "Question:" label beside a label of material ("Review:", "Email:"), each opening a
    line: a question about that text, as beside "Context:"."""
    question = _label_span(prose, ["question"])
    paired = sorted(w.decode() for w in words & _PAIRED_LABELS)  # in one order: a set's
    if question is None or _label_span(prose, paired) is None:  # follows its hash seed
        return None
    line_end = prose.find("\n", question[1])
    if _WRITES.search(prose, question[1], line_end if line_end >= 0 else len(prose)):
        return None  # "Question: Can you write a review in this same style?": a new text
    return "qa", question[1] - question[0]


# an analysis asked ("analysis", "analyse", "analisi", "análisis", "análise", "анализ")
_ANALYSIS: Final = rx.compile(r"(?i)\b[aá]nal(?:y[sz]|i[sz])|анализ|"
                              # "What story does this data tell?": a reading of it, new words
                              r"\bwhat\s+(?:story|stories|trends?|patterns?)\b|"
                              # "how would you triage an alert that hits one of these?": advice
                              # "How does it change my strategy compared to standard Riichi?"
                              r"\bhow\s+(?:would\s+you\b|(?:does|do|would|will|should)\s+(?:it|this|"
                              r"that)\s+(?:change|affect|impact)\s+(?:my|our|the\s+way)\b)|"
                              # "Can you review this BitBake recipe? Point out anything risky."
                              r"\b(?:review|critique|audit|assess)\s+(?:this|these|the|my|our)\b")
# Russian "Что это за гимн по теме и какие библейские места он напоминает?" (what kind of hymn is
# this, what does it recall): a reading, in new words (looked for in text that is not ASCII)
_ANALYSIS_RU: Final = rx.compile(r"что\s+это\s+за\b|напоминает|о\s+ч[её]м\s+(?:этот|эта|это)\b")
# a port or a translation asked in these scripts (not "合并" in "用Go写一个…工具，把….log 合并成…":
# what a new program is to do)
_PORTS_SCRIPT: Final = rx.compile("移植|翻译|翻譯|翻訳|訳し|转换|轉換|変換|改写|改寫|書き換え|重写")
# the lead asks to answer what follows, a question itself: "How would you answer this one?"
_ANSWER_IT: Final = rx.compile(r"(?i)\banswer\s+(?:this|these|that|it|them|the\s+following)\b")
# a question on where the text below comes from: its source is named, none of it copied
_SOURCE_ASKED: Final = rx.compile(
    r"(?i)\b(?:where\s+(?:is|does|did)\s+(?:this|that|it)\s+(?:quote\s+)?"
    r"(?:come\s+)?from|who\s+(?:said|wrote|says)\s+(?:this|that|it)|"
    r"(?:which|what)\s+(?:book|film|movie|song|poem|play|work)\s+(?:(?:and|or)\s+"
    r"(?:chapter|verse|act|scene)\s+)?(?:is|does)\s+(?:this|that|it))\b")
# ("Which book and chapter is this Latin passage from?")
# A system prompt's "answer from the supplied excerpt": the user's message holds it
_SUPPLIED: Final = rx.compile(r"\b(?:supplied|provided|given|attached|accompanying)\b")
_USER_SUPPLIES: Final = rx.compile(
    r"\s+(?:that\s+)?the\s+user\s+(?:provides|supplies|pastes|sends|gives|"
    r"shares)\b")


class _Material:
    """What an instruction text does with material of its own, worked out the first time a cue
    asks (most texts never need it): hands it over, or closes code it edits; neither where the
    text asks for a new program."""

    __slots__ = ("_handed", "_prose", "_words", "_writes", "code", "earlier", "sent")

    def __init__(self, prose: str, words: frozenset[bytes], writes: bool | None,
                 code: bool, *, handed_here: bool, earlier: bool) -> None:
        self._prose, self._words, self._writes, self.code = prose, words, writes, code
        self._handed: bool | None = None if handed_here else False
        self.sent = handed_here  # the text is the ask, or the user's message is material
        self.earlier = earlier  # the ask follows other messages its "it" may mean

    @property
    def words(self) -> frozenset[bytes]:
        return self._words

    def writes_program(self) -> bool:
        if self._writes is None:
            self._writes = makes_program(self._prose, self._words)
        return self._writes

    def handed(self) -> bool:
        if self._handed is None:
            self._handed = not self.writes_program() and _hands_over(self._prose, self._words)
        return self._handed

    def edits_code(self) -> bool:
        return self.code and not self.writes_program()



def asks_advice(prose: str) -> bool:
    """A question asks for advice or an opinion on the material ("What open questions or risks
    would you raise about this part?", "should we upgrade?"): new text, whatever it quotes."""
    return _SHOULD_I.search(prose) is not None


def asks_summary(words: frozenset[bytes]) -> bool:
    """A text's condense ask is for a summary, whose answer is prose even of code; not a cut."""
    return not words.isdisjoint(_SUMMARY_WORDS) and words.isdisjoint(_CUTS)


def is_material(text: str) -> bool:
    """A user's message that is text to work on ("He go to school yesterday ."), not a question
    to answer ("How long does shipping take?", "¿Qué diferencia hay entre ...? Tengo que ...")."""
    body = text.strip()
    return (len(body) >= HANDED_MIN_CHARS or len(body) * width(body) >= HANDED_MIN_CHARS) and (
        len(body) >= PASSAGE_CHARS or not (body.endswith(_QUESTION_MARKS) or "¿" in body
                                           or _ASKS_THEN_SHORT.search(body) is not None
                                           or ("\n" not in body and _ASKS_FOR_SOME.match(body))))


# a question, then a short request after it: "Hur skriver jag ...? Ge ett exempel."
_ASKS_THEN_SHORT: Final = rx.compile(r"[?？]\s+[^?？\n]{1,30}$")
# a line asking for a number of new things: "Write three realistic sentences that use 'whitelist'."
_ASKS_FOR_SOME: Final = rx.compile(r"(?:please\s+)?(?:write|generate|create|give\s+me|compose|"
                                   r"draft|come\s+up\s+with|make\s+up|invent|suggest)\s+(?:me\s+)?"
                                   r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+few|"
                                   r"several)\s", re.IGNORECASE)


_QUESTION_MARKS: Final = ("?", "？", "؟")
CLOSE_MAKE_REACH: Final = 60  # how far into that paragraph its verb may stand
CLOSING_MAKE_CHARS: Final = 300  # a closing ask to make something new is a paragraph this short
# a last paragraph this short that asks is the text's own question
CLOSING_QUESTION_CHARS: Final = 200
# characters before a system prompt's edit verb where its material is told
ANNOUNCED_REACH: Final = 120
_NEGATIONS: Final = (
    "do not ", "don't ", "dont ", "never ", "not to ", "without ", "don't just ",
    "do not just ", "not a ",  # "Don't just summarise it": more than a summary asked
    "no need to ", "don't need to ", "needn't ")  # "(no need to rewrite it)"
_OWN_ANSWER: Final = ("a ", "an ")
_MADE_A: Final = ("implement a ", "write a ", "build a ", "create a ", "develop a ")  # "Implement a
# simplified version of this probe as a Python script": new code
# a new text written earlier in the sentence, which "the fixed version of the same" goes back to
# ("Write me a new, realistic Swift snippet … then the corrected version")
_WRITES_A: Final = rx.compile(r"\b(?:write|create|implement|build|develop|generate)\s+"
                              r"(?:me\s+|us\s+)?an?\s")
_LIMITS: Final = (" at most ", " no more than ", " sparingly")
_HOW_WORKS: Final = rx.compile(r"h(?<!\wh)ow\s+(?:do|does)\s+(?:[\w`'-]+,?\s+){1,6}?(?:work|fit|"
                               r"interact)\b")
_FIXED_AFTER: Final = rx.compile(r"(?<!not )(?<!n't )\b(?:fix|fixed|corrected|rewrite|rewritten|"
                                 r"repaired|updated)\b")  # not "Do not rewrite the manifest"
_FINDINGS: Final = rx.compile(r"\s*(?:(?:\d+|two|three|four|five|top)\s+)?"  # "list the three
                              # most important performance concerns in the code you are given"
                              r"(?:(?:main|key|biggest|potential|possible|most\s+(?:important|"
                              r"serious|significant|likely|critical|pressing))\s+)?"
                              r"(?:(?:performance|security|correctness|readability|design|style|"
                              r"maintainability|accessibility)\s+)?(?:problems?|"
                              r"issues?|bugs?|risks?|flaws?|mistakes?|weaknesses|vulnerabilities|"
                              r"improvements|pros|cons|smells|concerns|bottlenecks|hotspots|pitfalls|"
                              r"recommendations)\b")
# a word of a listed noun phrase: "(access control, upgrade safety, cycles)"
_NOUN_IN_LIST: Final = rx.compile(r" [\w-]+[,)\]]")
_LIST_AFTER: Final = rx.compile(r"[ \t]*\n[ \t]*[-*•][ \t]")
_EXPLAINS_THE: Final = ("explain the ", "explain its ", "describe the ", "explain all the ")
_HOW_WOULD_I: Final = rx.compile(r"\bhow\s+(?:would|do|can|could|should|might)\s+"
                                 r"(?:i|you|we|one)\s+(?:actually\s+|best\s+|properly\s+)?$")
_EXPLAIN_HOW_TO: Final = rx.compile(r"\b(?:explain|tell\s+me)\b[^.?!\n]{0,40}?\bhow\s+to\s+$"
                                    # "give one example of a violation and how to fix it"
                                    r"|\b(?:violation|error|warning|problem|issue|finding)s?\s+"
                                    r"and\s+how\s+to\s+$")
# someone's past deed before "based on": "Our scanner flagged something based on this record"
_SOMEONE_DID: Final = rx.compile(r"\s*(?:our|my|the|a|an|their|his|her|its)\s+(?:[\w-]+\s+){0,2}?"
                                 r"(?:\w+ed|found|built|made|wrote|threw|gave|sent|chose)\s+"
                                 r"(?:[\w-]+\s+){0,3}?$")
# a review's findings, named before "in the code"
_FINDINGS_BEFORE: Final = rx.compile(r"\b(?:problems?|issues?|bugs?|risks?|flaws?|mistakes?|"
                                     r"weaknesses|vulnerabilities|concerns|bottlenecks|hotspots|"
                                     r"pitfalls|smells|inefficiencies)\s+$")
_KINDS_OF: Final = rx.compile(r"\s+(?:all\s+)?(?:the\s+)?(?:[\w+#-]+\s+){0,2}?(?:features|concepts|"
                              r"techniques|patterns|skills|topics|principles|idioms|paradigms)\b")
_USED_BY: Final = rx.compile(r"\b(?:it|this|they|the\s+[\w-]+)\s+(?:exercises|uses|demonstrates|"
                             r"covers|tests|needs|relies\s+on|illustrates|teaches|requires)\b")
_GRAMMAR: Final = rx.compile(r"\b(?:lemmas?|morpholog\w*|part[- ]of[- ]speech|pos[- ]tags?|"
                             r"glosse?s?|parse\s+tree|syntax\s+tree)\b|\"pos\"")
_PRESENTS: Final = rx.compile(r"\s*(?:here(?:'s|’s|\s+is|\s+are)|these\s+are|this\s+is)\s")
_WRITES_TESTS: Final = rx.compile(r"\b(?:write|create|generate|add)\s+(?:[\w-]+\s+){0,2}?"
                                  r"(?:unit\s+|integration\s+)?tests\b")
# where the asker found the material: "I found this file in the TempleOS source tree"
_FOUND_IN: Final = rx.compile(r"\bfound\s+(?:this|these|it|the)\s+(?:[\w-]+\s+){0,2}$")
# a creation ask after a qa cue's clause, in its sentence: "…, write an lfrc snippet that …"
_MAKES_FROM_IT: Final = rx.compile(
    r"[^.?!\n]{0,80}?,\s+(?:please\s+)?(?:write|create|build|generate|make|draft|design|produce|"
    r"implement)\s+(?:me\s+|us\s+)?(?:an?|some|one|two|three|\d+)\s+(?!(?:short\s+|brief\s+|"
    r"one-sentence\s+)?(?:answer|reply|response|summary|list|table|paragraph|overview)\b)")
# what material is used as: a springboard ("as inspiration", "as a starting point")
_AS_INSPIRATION: Final = rx.compile(
    r"(?:\s+(?:from|in|of)\s+[^,.;:\n]{0,60}?)?\s+as\s+(?:an?\s+|the\s+|my\s+|your\s+|loose\s+)?"
    r"(?:inspiration|starting\s+point|jumping[- ]off\s+point|springboard|seed|muse)\b")
_SHOULD_I: Final = rx.compile(
    r"\bwhich\s+(?:[\w-]+\s+){0,3}should\s+(?:i|we)\s+(?:use|learn|pick|choose|"
    r"try|adopt|start)\b|"
    # "Which of these would you actually turn on or change for us, and why?"
    r"\bwhich\s+(?:[\w-]+\s+){0,3}would\s+you\s+(?:[\w-]+\s+){0,2}?(?:use|pick|"
    r"choose|turn|change|enable|recommend|keep)\b|"
    # "Based on these release notes, should we upgrade, and what could break?"
    r"\bshould\s+(?:i|we)\s+(?:upgrade|update|migrate|switch|adopt|bother|wait|"
    r"worry|hold\s+off|go\s+with|use|enable|install|keep|turn\s+(?:it\s+)?on|"
    r"take\s+(?:this|it|that)|skip)\b|"  # "Should we take this one?"
    # "is it worth upgrading now, and what should we watch out for?"
    r"\bis\s+it\s+worth\s+(?:upgrading|updating|migrating|switching|it)\b|"
    # "Release notes below. What would you test before upgrading?"
    r"\bwhat\s+would\s+you\s+(?:test|check|verify|watch|monitor)\b|"
    # "What open questions or risks would you raise about this part?"
    r"\bwhat\s+(?:[\w-]+,?\s+){1,6}?would\s+you\s+(?:raise|flag|challenge)\b|"
    # "Which parts would surprise a git user?"
    r"\bwhich\s+(?:parts?|bits?|things?|sections?|steps?)\s+(?:would|might|will)\s+"
    r"(?:surprise|confuse|trip\s+up|bother|annoy)\b|"
    # "I am about to follow this from the docs, anything I should watch out
    # for?": advice on it
    r"\b(?:anything|what|something)\s+(?:else\s+)?(?:i|we)\s+(?:should|need\s+to|"
    r"must)\s+(?:watch|look)\s+out\s+for\b|"
    # "Given the release notes below, would you upgrade to this version?"
    r"\bwould\s+you\s+(?:upgrade|update|migrate|switch|adopt|bother)\b|"
    # "Você acha que faz sentido …? Dê sua opinião com prós e contras."
    r"\b(?:você|voce|vous|tu|usted)\s+(?:acha|pensez|penses|piensas|piensa|crees|"
    r"cree)\b|\b(?:sua|su|tua|vostra|votre|ton)\s+(?:opinião|opinion|opinión|"
    r"opinione|avis)\b|\bprós\s+e\s+contras\b|\bpros\s+y\s+contras\b|"
    # "I'm stuck on this exercise. How should I think about it?"
    r"\bhow\s+(?:should|do|can|would)\s+(?:i|we)\s+(?:think\s+about|approach|"
    r"tackle|go\s+about|start\s+on)\b")
_OWN_VERSION_AFTER: Final = rx.compile(r"\s+(?:one|version|copy)\b")
_OWN_ANSWER_AFTER: Final = rx.compile(r"\s+(?:one\b|version\s+of\s+(?:the\s+)?same\b|"
                                      r"(?:version|copy)\s*(?:[.,;:)]|$))")
_HOW_Q: Final = rx.compile(
    r"h(?<!\wh)ow\s+(?:would|do)\s+you\s+(?:(?:usually|normally|typically|"
    r"generally)\s+)?$|w(?<!\ww)hat\s+would\s+you\s+$|"  # "what would you improve
    # in its API?", "Which of these settings do I actually have to change?"
    r"(?:w(?<!\ww)hich|w(?<!\ww)hat)\s+(?:[\w-]+\s+){1,4}(?:do|should|must)\s+"
    r"(?:i|we)\s+(?:[\w-]+\s+){0,3}$|"
    # "Which of these would you actually turn on or change for us, and why?"
    r"w(?<!\ww)hich\s+(?:[\w-]+\s+){0,3}would\s+you\s+(?:[\w-]+\s+){0,5}$|"
    # Spanish "¿Qué extraes tú de este poema?": what you make of it, asked
    r"¿\s*qu[eé]\s+$|"
    # "review this sample - anything you'd change (perf, readability)?"
    r"a(?<!\wa)nything\s+(?:you'd|you\s+would|you\s+might|we\s+should)\s+$")
# what a negated cue still asks: "Do not translate the code, only the comments" (not "don't
# change the module itself")
_BUT_ONLY: Final = rx.compile(r"\b(?:only|just|but)\b")


def _hands_over(prose: str, words: frozenset[bytes]) -> bool:
    """The text announces or labels material of its own (``_ANNOUNCES``, ``_label_span``)."""
    if words.isdisjoint(_HANDS_OVER_TRIGGERS):
        return False
    return _announces(prose, words) or any(
        prose[: m.start()].rstrip(" \t")[-1:] in SENTENCE_ENDS for m in _BOTS_JOB.finditer(prose)
    ) or _label_span(
        prose, sorted(w.decode() for w in words & _MATERIAL_LABEL_WORDS)) is not None


def _label_span(region: str, labels: list[str]) -> tuple[int, int] | None:
    """The first of ``labels`` that opens a line as a label (``_LABEL_OPENS``), with a colon or
    as a markdown heading of its own: its line's start and the label's end."""
    first: tuple[int, int] | None = None
    for label in labels:
        for i in occurrences(region, label):
            line = region.rfind("\n", 0, i) + 1
            opens = _LABEL_OPENS.fullmatch(region, line, i)
            closes = _LABEL_CLOSES.match(region, i + len(label)) if opens else None
            if opens and closes and (closes.group().endswith(":") or "#" in opens.group()) and (
                    first is None or line < first[0]) and not region[
                    closes.end() : closes.end() + 12].lstrip(" *_\n").startswith("you ") \
                    and _NESTED_KEY.match(region, closes.end()) is None \
                    and region[closes.end() : closes.end() + 3].lstrip(" ")[:1] not in (
                        '"', "'", "[", "{") \
                    and not _yaml_list_key(region, line, closes.end()) \
                    and not (region.startswith(("  ", "\t"), line) and _under_key(region, line)):
                first = line, closes.end()  # not "## Background\nYou are Max, a tutor", nor a
                # YAML record's "source:\n    id: GHSA-…", a key over its nested keys, nor a
                # key given a quoted value ('background: "#292C3E"'), nor one given a list
                # among the record's other keys ("domain_url: https://…\nkeywords:\n- file")
    return first


def _under_key(region: str, line: int) -> bool:
    """The line before ``line`` is a YAML key: an indented "definition: placenta" under "fr:"
    is a nested key of a record, no label."""
    prev = region.rfind("\n", 0, max(line - 1, 0)) + 1
    return line > 0 and _KEY_OPENS.match(region[prev:line].lstrip()) is not None


_NESTED_KEY: Final = rx.compile(r"[ \t]*\n[ \t]+(?:-[ \t]+)?[\w.-]+:(?:[ \t]|\n|$)")
_LIST_VALUE: Final = rx.compile(r"[ \t]*\n[ \t]*-[ \t]+\S")
_KEY_LINE: Final = rx.compile(r"[\w.-]+:[ \t]+\S")
_LIST_ITEMS: Final = rx.compile(r"(?:[ \t]*\n[ \t]*-[ \t]+[^\n]*)+\n")
_KEY_OPENS: Final = rx.compile(r"[\w.-]+:(?:[ \t]|\n)")


def _purpose_before(region: str, start: int) -> bool:
    """A "meant to" or "designed to" just before: what the code is for ("what kind of bug is it
    meant to catch or fix?"), asked about, no ask (looked for where one of its words is)."""
    lo = max(start - 30, 0)
    return (region.find("meant", lo, start) >= 0 or region.find("designed", lo, start) >= 0
            or region.find("supposed", lo, start) >= 0) and \
        _PURPOSE_BEFORE.search(region, lo, start) is not None


def _sentence_start(region: str, i: int) -> int:
    """Where the sentence around ``region[i]`` starts (a dot inside "node.js" ends none)."""
    end = max(region.rfind(". ", 0, i), region.rfind("? ", 0, i), region.rfind("! ", 0, i))
    return max(end + 2 if end >= 0 else 0, region.rfind("\n", 0, i) + 1)


def _yaml_list_key(region: str, line: int, end: int) -> bool:
    """The label at ``line`` is a YAML key given a list, after a line that is a key and its
    value: a record's field, no ask."""
    if _LIST_VALUE.match(region, end) is None:
        return False
    previous = region.rfind("\n", 0, line - 1) + 1
    if line >= 2 and _KEY_LINE.match(region, previous, line - 1) is not None:
        return True
    items = _LIST_ITEMS.match(region, end)  # or before a line that is a key: "keywords:\n-
    return items is not None and _KEY_OPENS.match(region, items.end()) is not None  # database\n
    # maintainers:"


def _holds_any(region: str, needs: tuple[str, ...]) -> bool:
    """``region`` holds one of ``needs`` (none given: it may hold a match of any words)."""
    return not needs or any(word in region for word in needs)


def _find_cue(
    region: str, cues: list[_FoundCue], offset: int, *, closes: bool, lead: int,
    mentions_program: bool, material: _Material, ask: bool, before_code: bool = False,
) -> tuple[CueFamily, int] | None:
    """A cue counts when its clause points at material (a deictic such as "this article", a
    colon as in "TL;DR:"), lies in the lead paragraph (``lead_end``), closes the text after 3x its
    length of it, or is the task (``_imperative``) of a text that hands its ``material`` over; a
    label of material ("Context:") is a cue of its own. A weak cue (an edit verb) counts only as
    the task, where material is handed over or it closes code or "it" ("Make it formal."). None
    counts where it says what a requested program does (``mentions_program``), nor on an
    indented line beside code (a docstring)."""
    comments = "<!--" in region
    for family, found, said, pattern, weak, labels, needs in cues:
        if labels:
            span = _label_span(region, found)
            if span is not None and not choices_outweigh(region, span[1]) and \
                    not _closing_field(region, span[1]):
                return family, span[1] - span[0]
            continue  # none, or "Context:" over a line and longer options: a pick
        spans = [(i, i + len(w)) for w in found for i in occurrences(region, w)]
        spans += [(i, i + len(p)) for p in said if p in region for i in occurrences(region, p)]
        if pattern is not None and _holds_any(region, needs):
            spans += [m.span() for m in pattern.finditer(region)]
        for start, end in sorted(spans):
            if region[end : end + 1] == "(" or region[start - 1 : start] in ("`", ".", "_"):
                continue  # "(function `sort(arr)` in module …)": a name in code, no verb
            if region[start:end] in _USES_WHAT and (
                    region.startswith(" what ", end)
                    or _TO_OUR_OWN.match(region, end) is not None
                    or (region.endswith(" to ", 0, start)
                        and not region.endswith(" you to ", 0, start)  # "I'd like you to apply it"
                        and _IN_OUR_OWN.match(region, end) is not None)):
                continue  # "want to apply what this part of the docs describes", "Apply this
                # to our domain: write the mapper interface …": put to use
            if region.find("what ", max(start - 40, 0), start) >= 0 and \
                    _WHAT_IT_DOES.search(region, max(start - 40, 0), start) is not None:
                continue  # "explain what this nanorc highlights": what the material does
            if pattern is _VERSION_OF and region.endswith(_FOR_A, 0, start):
                continue  # "Write pytest tests for a Python version of this sorting
                # algorithm": what the new tests are for, no port asked
            if material.code and _indented(region, start):
                continue  # a docstring's "convert amounts" (prose prompts indent lines too)
            if region.endswith("to ", 0, start) and _sentence_start(region, start) == start - 3:
                continue  # "To delete a local copy of an image, enter the following command:":
                # the goal of the step the sentence gives
            if region.find(":", max(start - 24, 0), start) >= 0 and _CAPTION.fullmatch(
                    region, region.rfind("\n", 0, start) + 1, start) is not None:
                continue  # "__Example:__ Change the batching parameters for this query.": what
                # a docs page's example does
            if region.endswith(("last ", "recently ", "first "), 0, start) and \
                    region.endswith("ed", start, end):
                continue  # "this tutorial section, last edited around 2021": its history
            if region.startswith("polish", start) and (
                    _POLISH_LANGUAGE_AFTER.match(region, end) is not None
                    or region.endswith(("in ", "into ", "from ", "the ", "(", "to "), 0, start)):
                continue  # "the Defold manual (Polish version)", "from Polish": the language
            if region.endswith(": ", 0, start) and _COMMIT_ENTRY.fullmatch(
                    region, region.rfind("\n", 0, start) + 1, start) is not None:
                continue  # a changelog's "- 8be0c2c: Improve an error message": a commit's
                # message, no ask
            if region.startswith((":", "("), end) and region.endswith(("* ", "- "), 0, start) and \
                    opens_line(region, start - 2):
                continue  # a changelog's "* fix: resolve issue with …", "- fix(core): …": a
                # conventional commit's type, no ask
            if region.endswith(":::", 0, start - 1) and region[start - 1 : start] == " ":
                continue  # "::: correct", "::: tip": a docs page's container and its name
            if _after_cli(region, start):
                continue  # "kubectl apply", "terraform apply", "git apply": a command's name
            if material.code and _shell_command(region, start, end):
                continue  # "  make -j"${nproc}"", "  make install DESTDIR="${pkgdir}"": a
                # command in a script's body, and its flags or variables
            if _yaml_key(region, start, end):
                continue  # "title: $if->then->else, zero\ncontext: {…}": a record's key
            if _authors_label(region, offset, start, end) or _heading(region, start, end):
                continue  # "EDIT: forgot to mention", "TL;DR: he takes her side", "## Keywords"
            if region[start - 1 : start] == "\n" and _after_wrapped_word(region, start):
                continue  # "change the client to run in\ndebug mode": a hard-wrapped line's
                # word after a preposition, no ask opening a line
            if comments and _in_html_comment(region, start):
                continue  # "<!-- Update this documentation by updating the source code. -->"
            if _link_text(region, start, end):
                continue  # a page's "[Source Code (Edit this Page)](https://…)": a link's name
            if stated(region, start) or _quoted(region, start, end):
                continue  # "did he delete?", "we summarize": said of someone; "title": a key
            if _specified(region, start):
                continue  # "the function should also update the pointer": what it must do
            if region.find("what", max(start - 80, 0), start) >= 0 and \
                    _WHAT_DOES_IT.search(region, max(start - 80, 0), start) is not None:
                continue  # "What does this jsonnet customization change compared to the
                # defaults?": a question on what the code does
            if _purpose_before(region, start):
                continue  # "what kind of bug is it meant to catch or fix?": what the code is
                # for, asked about
            if _REPORTED.search(region, max(start - 16, 0), start) is not None:
                continue  # "fill in the part that says to replace the comment": a comment's
                # own words, reported
            if region.endswith(_OWN_ANSWER, 0, start) and (
                    _OWN_ANSWER_AFTER.match(region, end) or (
                        region.endswith(_MADE_A, 0, start) and region.endswith("ed", start, end))):
                continue  # "then a fixed version of the same document", "one that this rule
                # reports, and a corrected one": the answer's own text, changed
            if region.endswith(("the ", "a ", "an "), 0, start) and \
                    _OWN_VERSION_AFTER.match(region, end) and \
                    _WRITES_A.search(region, _sentence_start(region, start), start) is not None:
                continue  # "Write a small snippet that this rule would flag, and then the
                # fixed version of the same code", "…, then the corrected version that passes
                # it": of the code the answer writes
            if _SAME_ONE_BEFORE.search(region, max(start - 30, 0), start) is not None:
                continue  # "… that triggers this rule at least twice, then the same file
                # fixed": the answer's own code, fixed
            if pattern is _GIVES_WHOLE and not ask and _WRITER.match(region) is not None and \
                    _EDITED.search(region, start, end) is None:
                continue  # "You write Semgrep rules for a Java codebase. Reply with the complete
                # rule file in YAML only": the form of the bot's own new file
            if not material.sent and region.startswith("list", start) and \
                    region.startswith(("listing ", "lists "), start):
                continue  # a system prompt's "Return a JSON object listing every named entity"
                # over a user's question, no text: what the bot's records hold
            if region.startswith(_LIMITS, end):
                continue  # "quote at most a line or two of the code": how little to copy
            if region.find("how", max(start - 40, 0), start) >= 0 and (
                    m := _HOW_WORKS.search(region, max(start - 40, 0), end + 60)) is not None \
                    and m.start() <= start and end <= m.end():
                continue  # "how do Update, Draw and Layout work together here?": names in a
                # question on how the code works, no ask to update anything
            if region.startswith("list", start) and _FINDINGS.match(region, end) is not None \
                    and _FIXED_AFTER.search(region, end) is None:
                continue  # "list the problems a static checker would report": a review's
                # findings, in new words (but "… and give me the corrected manifest")
            if region.startswith("list", start) and _KINDS_OF.match(region, end) is not None and \
                    _USED_BY.search(region, end, clause_bounds(region, start, end)[1]) is not None:
                continue  # "list the C language features and library functions it exercises":
                # what the material uses, named in a classifier's words
            if region.endswith("how to ", 0, start) and \
                    _EXPLAIN_HOW_TO.search(region, max(start - 60, 0), start) is not None:
                continue  # "Explain what it means and how to fix it:": the fix told, no edit
            if region[end : end + 1] == ":" and opens_line(region, start) and \
                    _LIST_AFTER.match(region, end + 1) is not None:
                continue  # a changelog's "Fixes:" over its list of changes: a section's name
            if family == "condense" and region.endswith(_EXPLAINS_THE, max(start - 16, 0), start):
                continue  # "Explain the keywords it uses.": the words explained, none pulled out
            if family == "qa" and region.startswith("use", start) and \
                    _HOW_WOULD_I.search(region, max(start - 40, 0), start) is not None:
                continue  # "How would I actually use this in a sentence?": a usage asked
                # about, in new words
            if family == "qa" and region.startswith("in ", start) and \
                    _FINDINGS_BEFORE.search(region, max(start - 24, 0), start) is not None:
                continue  # "List the three most important performance concerns in the code you
                # are given": a review's findings, in new words
            if family == "qa" and _SAYS_WHERE_FROM.match(region, _sentence_start(region, start)):
                continue  # "This row is from the Washington Post's dataset of on-screen deaths.":
                # where the material comes from, said as it is handed over; the ask follows
            if family == "qa" and region.find("?", end, end + 120) >= 0 and _explains(
                    region[_sentence_start(region, start) : region.find("?", end) + 1]):
                continue  # "What was going on in the story at this point?": new words, of
                # what the story is, not the record's
            if family == "qa" and region.find("found", max(start - 40, 0), start) >= 0 and \
                    _FOUND_IN.search(region, max(start - 40, 0), start) is not None:
                continue  # "I found this file in the TempleOS source tree": where it comes from
            if family == "qa" and _MAKES_FROM_IT.match(region, end) is not None:
                continue  # "Using this entry from the lf docs, write an lfrc snippet that puts
                # it to use": new work from the material (not "…, write a short answer")
            if family == "qa" and _AS_INSPIRATION.match(region, end) is not None:
                continue  # "Using this entry from my character database as inspiration, write
                # a short monologue": a springboard for new words, not their source
            if family == "qa" and _SHOULD_I.search(region, end, end + 120) is not None:
                continue  # "From this list, which library should I use?": advice, not its words
            if family == "qa" and \
                    _PRESENTS.match(region, _sentence_start(region, start)) is not None:
                continue  # "Here are the options for one linter from the reference config.":
                # where the material comes from, said as it is handed over; the ask follows
            if family == "qa" and _WRITES_TESTS.search(
                    region, _sentence_start(region, start), start) is not None:
                continue  # "Write xUnit tests covering the behaviour shown in the code samples
                # above": new code about the material, none of its words
            if "?" in region[end : end + 160] and not region.startswith("say", start) and \
                    _HOW_Q.search(region, max(start - 80, 0), start) is not None:
                continue  # "how would you usually fix it?" of a lint check, "what would you
                # improve in its API?": advice on the way
                # (where "How can we fix this?" over code asks for the fix)
            if region[max(start - 14, 0) : start].endswith(_NEGATIONS) and (
                    offset > 0 or "\n" in region[:start] or not ask
                    or _BUT_ONLY.search(region, end, end + 60) is None):
                continue  # "NOTE: do not edit this file" in the material; not an ask's own "Do
                # not translate the code, only the comments"
            if _in_front_matter(region, start):
                continue  # a page's front matter: "---\ntitle : "Litestream"\n---", its keys
            if start > 1 and region[start - 1] in "*_" and \
                    region[end : end + 1] == region[start - 1] and region[start - 2] in "*_ ":
                continue  # "Examples of **correct** code for this rule": a word set off, a term
            if region[start:end] == "fix" and (region.endswith(_FIX_NOUN, 0, start) or (
                    region.startswith(" for ", end) and region.endswith(": ", 0, start))):
                continue  # "a breaking change, a new feature, a bug fix or just maintenance?";
                # a changelog's "- 93b30d5: fix for `getSigners` against networks where …"
            if region.startswith("turn", start) and _TURN_ON_OFF.match(region, end) is not None:
                continue  # "is it reasonable to turn it off?": a switch, no edit
            if region.startswith("port", start) and _NUMBER_AFTER.match(region, end) is not None:
                continue  # "a local Typesense server on port 8108": a number, no port asked
            if region.startswith(" it", end) and _UNDER_LICENCE.match(region, end) is not None:
                continue  # a licence header's "you can redistribute it and/or modify it under
                # the terms of the GNU General Public License"
            if region.endswith((", ", "[", "|", "("), 0, start) and (
                    region[end : end + 1] in (",", "]", "|", ")")
                    or _NOUN_IN_LIST.match(region, end) is not None) and (
                        region.rfind("[", 0, start) > region.rfind("]", 0, start)
                        or region.rfind("(", 0, start) > region.rfind(")", 0, start)):
                continue  # "[up to 3 of: love, success, change, work]", "(title, slug, tags
                # array, …)": a label among labels
            if (start > 1 and region[start - 1] in ":_." and region[start - 2].isalnum()) or \
                    region[start - 1 : start] == "@" or (
                        region[start - 1 : start] in ("<", "/") and region[end : end + 1] == ">"):
                continue  # "per:title", "og_title", "meta.title": part of a name, no word; nor
                # a doc tag ("@summary", "@param", "/// <summary>")
            if _ASSIGNED.match(region, end) is not None or (
                    region[end : end + 2] == ": " and _record_key(region, start, end)) or (
                    region[end : end + 1] == ":" and opens_line(region, start)
                    and _yaml_list_key(region, region.rfind("\n", 0, start) + 1, end + 1)):
                continue  # 'keywords = ["algolia"]', a YAML list's "    - fixed: 1.2.0": a key
                # given a value, no ask
            if _SQL_KEYWORD.match(region, start) is not None:
                continue  # "INSERT INTO products ...", "DELETE FROM": a statement, no ask
            if _no_verb(region, start, end):
                continue  # "the correct option", "is/are correct", "Format: {...}", "a fixed point"
            left, right = clause_bounds(region, start, end)
            if family == "qa" and region.startswith("based", start) and \
                    _SOMEONE_DID.match(region, left, start) is not None:
                continue  # "Our scanner flagged something based on this record:": what a tool
                # did with the material, told; the ask follows
            if (region[start:end] == "replace" and _REPLACES_GAP.match(region, end)) or (
                    family == "qa" and (_FILLS_GAP.search(region, left, start) is not None
                                        or _question_offers_choice(region, start))):
                continue  # "Replace the sorry with a proof", "Fill in the <mask> in the sentence
                # below": what fills the gap is new, not the text around it
            if region.find("wh", left, start) >= 0 and \
                    _WHICH_TO.search(region, left, start) is not None:
                continue  # "which settings would I most likely have to change for a small
                # office?": advice on what to edit, no edit asked
            asked = _imperative(region[left:start]) and _task_object(region, end)
            if region[start:end] == "annotate" and \
                    TAGS_CLASSES.search(region, end, right) is not None:
                continue  # "You annotate Korean online comments for emotion": a class for
                # each, no span of it copied
            if region[start:end] == "parse" and _GRAMMAR.search(region, end) is not None:
                continue  # "Parse the verse the user gives … {"lemma", "pos", "morphology"}": a
                # grammatical analysis of each word, new labels, no span of it copied
            if region[start:end] in _MANNERS and not _ANSWERING.isdisjoint(
                    region[left:start].split()):
                continue  # "Explain (your reasoning) briefly.": how to answer, not an ask
            if not asked and region[start:end] == "format":
                continue  # "Use the following format:", a noun
            if weak and not ask and asked and material.sent and \
                    not _NOT_AN_EDIT.match(region, end) and \
                    _announces(region, material.words, max(left - ANNOUNCED_REACH, 0), right):
                return family, right - left  # a system prompt's "Parse the iCalendar text the
                # user pastes and return a JSON object", "The user sends raw lines from a CSV;
                # parse each line"
            if weak and asked and ask and material.edits_code() and \
                    _TO_THE_CODE.search(region, end, right) is not None:
                return family, right - left  # "Add a config option for the refresh interval to
                # this script.", then the script
            if weak and (not (asked and ask) or _NOT_AN_EDIT.match(region, end)):
                continue  # "Can you make it", "make sure", a system prompt's "Add local tips"
            if mentions_program and PROGRAM_PURPOSE.search(region, max(left, start - 80), start):
                continue  # "a function to sort a list": what the program does, not an ask
            if mentions_program and _writes_program_that(region, start):
                continue  # "Write a Python function `vulnerabilities_for(version)` that returns
                # the vulnerabilities that apply to a given version": what it is to do
            if family == "condense" and region[start:end] in _CONDENSE_NOUNS and \
                    _NAMES_GIVEN.search(region, max(left, start - 40), start):
                continue  # "write a story from the given summary": the noun names the input
            if asked and material.earlier and family != "qa" and (
                    _on_it(region, end) or _ends_on_it(region, end, right)):
                return family, right - left  # a next turn's "Translate it to Spanish.",
                # "Add error handling for a missing file to it."
            if material.earlier and family == "condense" and _ON_CONVERSATION.search(
                    region, start, right) is not None:
                return family, right - left  # "a summary of everything we've discussed"
            if asked and family != "qa" and material.handed() and (
                    not weak or material.code or _on_it(region, end)
                    or _deictic(region, start, right)):
                return family, right - left
            if region.endswith(_TOLD_MODALS, left, start) and "you" not in region[left:start]:
                continue  # "explain … how a developer would fix the flagged code": told of
            if not ask and family == "qa" and material.sent and (
                    _SUPPLIED.search(region, start, end) is not None
                    or _USER_SUPPLIES.match(region, end) is not None):
                return family, right - left  # a system prompt's "Answer from the supplied
                # excerpt" or "Answer using only the documentation excerpt the user provides"
                # over the user's question and excerpt
            if not ask and family != "qa" and material.sent and (
                    (asked and (_TEXTS_OF_A_KIND.match(region, end) is not None
                                or _FROM_THE_TEXT.search(region, left, right) is not None
                                or (family == "transform"
                                    and _INTO_DATA.search(region, end, right) is not None)
                                or (region.startswith("translat", start)
                                    and _INTO_PEOPLES.match(region, end) is not None)))
                    or _announces(region, material.words, left, right)):
                return family, right - left  # a system prompt's "Condense security guidance
                # documents into a short summary", "When a student pastes a source, write a
                # summary of it", "Translate Italian public-health bulletins into clear
                # English" over the document the user sends
            if not ask and asked and family == "transform" and material.sent and \
                    material.edits_code():
                return family, right - left  # a system prompt's "Fix the student's program"
                # over the code the user sends
            if before_code and asked and family == "transform" and material.edits_code():
                return family, right - left  # "Fix the bug.\n\n```c …```" after other blocks
            if ask and asked and family == "transform" and (
                    _on_it(region, end) or region[right - 1 : right] == ":") and \
                    BLANK_LINE.match(region, right) and material.edits_code():
                return family, right - left  # "This formula gives me an error. Can you fix
                # it?\n\n=IF(…", "Add logging to my script:\n\n<code>": the code follows
            if ask and asked and family == "transform" and _on_it(region, end) and \
                    offset == 0 and "\n\n" not in region[:left] and (
                        _deictic(region, 0, left)
                        or (not region[:start].isascii()
                            and _DEICTIC_SCRIPT.search(region, 0, start) is not None)) and (
                        material.edits_code() or _paragraph_follows(region, right)):
                return family, right - left  # "RuboCop flags this Ruby code with ... Can you
                # rewrite it so the offense goes away?", the code further on; "I wrote this
                # about my day. Can you rewrite it as a positive reframe?\n\n<what I wrote>"
            if ask and asked and family == "transform" and _on_it(region, end) and \
                    _after_block(region[:left].rstrip()) and material.edits_code():
                return family, right - left  # "```\nPlease modify it so that it can run …",
                # "```\n\nThis is a cell from the cookbook. Could you rewrite it with …?"
            closing = closes and (
                (not region[right:].strip() and region[start:end] not in _PARTICIPLES
                and offset + left >= TAIL_MATERIAL_FACTOR * (right - left))
                or (asked and (material.code or _on_it(region, end, _DETERMINERS))
                    and _opens_last_paragraph(region, offset, left))
                or (_imperative(region[left:start]) and _ends_on_it(region, end, right)
                    and _last_paragraph(region, left)))  # "<a sentence>\n\nfix it in that?"
            if weak:
                if closing and ((_on_it(region, end) and not material.writes_program())
                                or material.edits_code()):
                    return family, right - left  # (not "Write a bash remediation script that
                    # … Make it idempotent.": "it" is the new script)
                if asked and closes and not region[right:].strip() and _on_it(region, end) \
                        and offset + left >= right - left and not material.writes_program():
                    return family, right - left  # "<a line>\n\nMake this sound like Shakespeare."
                if asked and ask and region[right - 1 : right] == ":" and \
                        BLANK_LINE.match(region, right) and _on_it(region, end, _DEICTICS):
                    return family, right - left  # "Split this sentence into two:\n\n<it>"
                if asked and ask and offset + left == 0 and (
                        _on_it(region, end, _DEICTICS)
                        or _FROM_THE_TEXT.search(region, end, right) is not None) and (
                        _paragraph_follows(region, right) or material.code):
                    return family, right - left  # "Parse this User-Agent string and return a
                    # JSON object with …\n\nUser-Agent: Mozilla/5.0 …", or its block of code
                    # ("Can you parse this raw HTTP request into JSON? …\n\n```http …")
                continue
            if pattern is PORTS_ES and ask and asked and material.edits_code() and (
                    _deictic(region, 0, right)
                    or region.endswith(("lo ", "la ", "la pots ", "el pots ", "ho pots "), left,
                                       start)):
                return family, right - left  # "Tengo este programa … ¿Me lo puedes pasar a
                # Python 3?", then the program: its pronoun stands before the verb
            if pattern is _GIVES_BACK and ask and material.edits_code() and \
                    region.startswith("give", start):
                return family, right - left  # "replace every `__` so the test passes and give
                # me the whole fixed snippet back", then the snippet
            if pattern is _VERSION_OF and ask and material.edits_code() and \
                    region.startswith("the same ", start):
                return family, right - left  # "How do I make the same API request with curl?"
                # over the Python that makes it: "the same" points at the code
            if pattern is _TURNS_INTO and ask and asked and closes and \
                    region.startswith(("that ", "it ", "those ", "them "), start + 5) and \
                    region.rfind("\n\n", 0, left) > 0 and region.find("\n\n", left) < 0 and \
                    not region[region.rfind("\n\n", 0, left) : left].strip():
                return family, right - left  # "<a CSV row>\n\nTurn that into JSON for my
                # flashcard app": what stands before it
            if pattern is _ONLY_WHAT_IT_SAYS and (
                    ask or material.sent or _USER_SUPPLIES.search(region, end, right)):
                return family, right - left  # "Stick to the facts in the record": it names
                # the material it keeps to, as "Answer strictly from the documentation the user
                # pastes" does over the user's question and page
            clause = region[left:right]
            if family == "qa" and material.code and clause.rstrip().endswith("?") and \
                    _CODE_NOUN.search(clause) is not None:
                continue  # "What's going on in this Haskell snippet?": a question on code,
                # answered in new words
            if clause.rstrip().endswith(":") or _deictic(clause) or (
                    material.code and _NAMED_CODE.search(clause) is not None) or \
                    " equivalent " in clause:  # "Output the equivalent JSON object only."
                return family, right - left
            if offset == 0 and right <= lead + 1:  # the clause may end at the blank line
                return family, lead
            if closing:
                return family, right - left
    return None


def _in_html_comment(region: str, start: int) -> bool:
    """The word stands inside an HTML comment opened on its line: a page's note, no ask."""
    line = region.rfind("\n", 0, start) + 1
    opens = region.rfind("<!--", line, start)
    return opens >= 0 and region.find("-->", opens, start) < 0


def _after_wrapped_word(region: str, start: int) -> bool:
    """The line before ``region[start]`` runs on into it, ending on a preposition or an
    article ("to run in\ndebug mode")."""
    before = region[max(start - 16, 0) : start - 1].rsplit(None, 1)[-1:]
    return bool(before) and (before[0] in _PREPOSITIONS or before[0] in ("the", "a", "an"))


def _paragraph_follows(region: str, right: int) -> bool:
    """A paragraph of something else follows the ask's paragraph: the material it points at."""
    gap = BLANK_LINE.search(region, right)
    return gap is not None and bool(region[gap.end() :].strip())


def _closing_field(region: str, end: int) -> bool:
    """The label ending at ``end`` names a short field on the text's last line, no passage:
    "Claim: …\nSpeaker: …\nContext: an interview at the Aspen Ideas Festival"; or a link."""
    eol = region.find("\n", end)
    value = region[end : eol if eol >= 0 else len(region)].strip()
    if value.startswith(("http://", "https://")) and " " not in value:
        return True  # "Reference: https://en.wikipedia.org/wiki/Anagram": a citation
    return 0 < len(value) < FIELD_CHARS and (eol < 0 or not region[eol:].strip())


def _question_offers_choice(region: str, start: int) -> bool:
    """The question the cue opens names its choices: 'In the sentence below, who does "elle"
    refer to: "La coupe" or "la valise"?'."""
    mark = region.find("?", start, start + 300)
    return mark > 0 and offers_choice(region, start, mark + 1)


def _link_text(region: str, start: int, end: int) -> bool:
    """The cue word stands in a Markdown link's text on its line ("[Configure the code fix](…)")."""
    opens = region.rfind("[", region.rfind("\n", 0, start) + 1, start)
    if opens < 0 or "]" in region[opens:start]:
        return False
    line_end = region.find("\n", end)
    closes = region.find("](", end, len(region) if line_end < 0 else line_end)
    return closes >= 0 and "]" not in region[end:closes]


def _heading(region: str, start: int, end: int) -> bool:
    """The cue word is a markdown heading of its own ("### Keywords:"), or stands in a heading
    that points at nothing ("## Delete an image"): a section's name."""
    line = region.rfind("\n", 0, start) + 1
    if _HEADING_OPENS.fullmatch(region, line, start) is not None and \
            _HEADING_CLOSES.match(region, end) is not None:
        return True
    stop = region.find("\n", end)
    if stop >= 0 and _UNDERLINE.match(region, stop + 1) is not None:
        heading = region[line:stop]
        return not heading.rstrip().endswith(":") and not _deictic(heading)  # a
        # reStructuredText or setext heading: "Set operations summary\n-------"
    if region[line : line + 1] != "#" or _SECTION.match(region, line) is None:
        return False
    stop = region.find("\n", end)
    heading = region[line : stop if stop >= 0 else len(region)]
    return not heading.rstrip().endswith(":") and not _deictic(heading)


_HEADING_OPENS: Final = rx.compile(r"[ \t]*#{1,6}[ \t]*[*_]{0,2}")
_SECTION: Final = rx.compile(r"#{1,6} ")
_UNDERLINE: Final = rx.compile(r"(?:-{3,}|={3,}|~{3,}|\^{3,})[ \t]*(?:\n|$)")
_HEADING_CLOSES: Final = rx.compile(r"[*_]{0,2}[ \t]*:?[ \t]*(?:\n|$)")


def _quoted(region: str, start: int, end: int) -> bool:
    """The cue word is quoted on its own: a key or a term (``"title": "…"``), not an ask; or
    stands inside a quotation opening its line ('"Strings, and keywords, and symbols"')."""
    if start > 0 and region[start - 1] in "\"'" and region[end : end + 1] == region[start - 1]:
        return True
    line = region.rfind("\n", 0, start) + 1
    return _QUOTE_OPENS.match(region, line) is not None and \
        region.count('"', line, start) % 2 == 1


_QUOTE_OPENS: Final = rx.compile(r'[ \t]*"')
_ASSIGNED: Final = rx.compile(r"[ \t]*=(?!=)")
# the asker's code an edit verb works on: "… to this script", "… in the function below"
_TO_THE_CODE: Final = rx.compile(r"\b(?:to|into|in)\s+(?:this|the|my|our)\s+(?:[\w.-]+\s+)?"
                                 r"(?:code|script|function|program|class|module|file|app|"
                                 r"component|snippet|query|method)\b")
_CODE_NOUN: Final = rx.compile(
    r"\b(?:snippet|code|function|script|program|class|method|module|query)\b")


_NUMBER_AFTER: Final = rx.compile(r"\s*:?\s*\d")
_SAYS_WHERE_FROM: Final = rx.compile(r"\s*(?:this|these|that|the\s+above)\s+(?:[\w-]+\s+)?"
                                     r"(?:is|are|was|were|comes?|came)\s+from\b")
_SAME_ONE_BEFORE: Final = rx.compile(r"\bthen\s+the\s+same\s+(?:[\w-]+\s+)?(?:file|code|snippet|"
                                     r"example|class|program|function|widget|one)\s+$")
_FIX_NOUN: Final = ("bug ", "security ", "hot")  # "a bug fix": a noun (but "give me a fix")
# "turn it off", "you can turn this rule off" (after the phrase "turn this")
_TURN_ON_OFF: Final = rx.compile(r"(?:\s+(?:it|them|this|that))?(?:\s+[\w-]+)?\s+(?:off|on)\b")
# "modify it\n# under the terms of the GNU General Public License": a licence header's
_UNDER_LICENCE: Final = rx.compile(r" it\s+(?:[#*/;-]+\s*)?under\s+the\s+terms\b")


def _in_front_matter(region: str, i: int) -> bool:
    """``region[i]`` lies in a block between two "---" lines that opens the text or a paragraph
    of it: a page's front matter ("---\ndescription: 'Enforce …'\n---")."""
    opens = region.rfind("---\n", 0, i)
    if opens < 0 or (opens > 0 and not region.endswith("\n\n", 0, opens)):
        return False
    closes = region.find("\n---", opens + 3)
    return opens + 3 < i < closes


def _record_key(region: str, start: int, end: int) -> bool:
    """The word is a key of an indented, listed or commented record line, its value after the
    colon ("        - fixed: 12.2.0", "  translate: true", a Rego policy's "# title: Workflows
    …"): data, no ask (a task list's "- Fix: the
    crash on save" is a label of a sentence, "- fix the crash" a task)."""
    if region[end : end + 2] != ": ":
        return False
    line = region.rfind("\n", 0, start) + 1
    lead = region[line:start]
    return bool(lead) and lead.strip(" -#") == "" and (
        lead[0] == " " or lead.startswith(("- ", "# "))) \
        and region[end + 2 : end + 3] not in ("", "\n") and not region[end + 2].isupper()


def _last_paragraph(region: str, left: int) -> bool:
    """The clause at ``left`` is in the last paragraph, after a paragraph of material."""
    return region.rfind("\n\n", 0, left) > 0 and region.find("\n\n", left) < 0


def _opens_last_paragraph(region: str, offset: int, left: int) -> bool:
    """The clause at ``left`` opens the last paragraph of a text that ``region`` ends (under a
    heading or label line at most: "<code>\n\n## Instruction\nFix the parser. It..."), after 3x
    its length of material."""
    par = region.rfind("\n\n", 0, left)
    if par < 0 or region.find("\n\n", left) >= 0:
        return False
    head = region[par:left].strip().lstrip("-*_ \n")  # under a "---" rule
    if (head and not (head.startswith("#") or head.endswith(":")
                      or _POINTS_BACK.match(head) is not None)) or "\n" in head:
        return False
    return offset + par >= TAIL_MATERIAL_FACTOR * (len(region) - par)


def _after_block(before: str) -> bool:
    """``before`` (a clause's text before it) ends on a code block, or on a block and then a
    sentence that says what the block is."""
    if before.endswith(("```", "</code>")):
        return True
    par = before.rfind("\n\n")
    return par > 0 and before.endswith(("```", "</code>"), 0, par) and \
        _POINTS_BACK.match(before, par + 2) is not None


# a sentence that says what the material above is: "This is a page from the axios docs in a
# language I can't read.", "The above is from the Chinese translation of the Swift book."
_POINTS_BACK: Final = rx.compile(
    r"(?:this|these|that|the\s+above|above)\s+(?:is|are|was|were|comes?|"
    r"came)\b[^.!?\n]{0,160}[.!]\s*$")


def _opens_last_block(text: str, end: int) -> bool:
    """A fenced block opens at ``end`` and is the text's last: nothing but space after it."""
    if not text.startswith("```", end):
        return False
    close = text.find("```", end + 3)
    return close == text.rfind("```") and not text[close + 3 :].strip()


def _on_it(region: str, end: int, objects: frozenset[str] | None = None) -> bool:
    """The verb ending at ``end`` works on "it", "this" or "them": the material above (or on
    one of ``objects``)."""
    return _next_word(region, end) in (objects or _ANAPHORA)


def _ends_on_it(region: str, end: int, right: int) -> bool:
    """The clause after the verb closes on "it", "them", "that" or "this": "... to it", "...
    in them", "fix any mistakes in that"."""
    words = region[end:right].rstrip(" .!?;:\n").rsplit(None, 2)
    return len(words) >= 2 and words[-1] in ("it", "them", "that", "this") and \
        words[-2] in _PREPOSITIONS


# a transform verb's past participle: as the last words of a text, without "the" or an ask, an
# adjective ("Space: O(1), fixed 26-character alphabet")
_PARTICIPLES: Final = frozenset(w for w in _TRANSFORM.split() if w.endswith("ed")) | {"rewritten"}
_PREPOSITIONS: Final = frozenset(("to", "in", "into", "for", "on", "of", "from", "with", "inside"))


def _next_word(region: str, end: int) -> str:
    """The word after ``region[end]``, up to any space or line break ("fix it?\n\n<code>")."""
    words = region[end : end + 12].split(None, 1)
    return words[0].rstrip(".,;:!?") if words else ""


def _task_object(region: str, end: int) -> bool:
    """What follows a cue fits a task: not "simplify your explanations", "correct me if",
    "change is hard"."""
    return _next_word(region, end) not in _NOT_TASK_OBJECTS


_NOT_TASK_OBJECTS: Final = frozenset(("your", "you", "yourself", "any", "me", "is", "was", "are",
                                      "aside", "him", "her"))
_DETERMINERS: Final = frozenset(("it", "this", "these", "those", "them", "that", "the", "my", "all",
                                 "each", "every"))
# words after a transform word that make it a noun ("… machine config patch in YAML that …")
_AFTER_A_NOUN: Final = frozenset(("in", "that", "which", "for", "with", "of", "file"))
# transform verbs that are as often an adjective or a noun after an article or a possessive
_ALSO_ADJECTIVES_OR_NOUNS: Final = frozenset(
    ("correct", "sort", "change", "update", "format", "polish",
     "quote", "patch"))
# nouns after an article or a preposition ("this rule doesn't have a fix", "plus the fix", "away
# from an edit"), but asks where one is asked for ("Please give me a fix for this:", "suggest a
# fix") or before a colon ("Please fix:")
_ALSO_NOUNS: Final = frozenset(("fix", "fixes", "edit", "edits"))
_ASKS_FOR: Final = frozenset(
    ("me", "us", "give", "suggest", "propose", "provide", "need", "want", "make",
     "apply", "do", "write", "show", "offer"))
_ARTICLES: Final = frozenset(
    ("a", "an", "the", "this", "that", "these", "those", "my", "your", "our",
     "their", "his", "her", "its"))
# ...and after a preposition ("with correct grammar"), but "to" ("to correct the text")
_BEFORE_NON_VERBS: Final = _ARTICLES | frozenset(
    ("using", "with", "without", "in", "of", "for", "on",
     "from", "by"))
_FIXED_THINGS: Final = frozenset(
    ("version", "copy", "file", "program", "code", "script", "function",
    "text", "draft", "variant", "one"))
_MAKES_A: Final = frozenset(("write", "create", "produce", "generate", "build", "implement", "give",
                             "provide", "return", "output"))  # what a list of adjectives may follow
_CREATES: Final = frozenset(("write", "create", "produce", "generate", "build", "implement"))
_ASKED_ABOUT: Final = frozenset(("this", "it", "that", "these", "they", "is", "are", "was", "were"))
_COPULAS: Final = frozenset(("is", "are", "is/are", "was", "were", "be", "been"))
# "a fixed point", "at fixed intervals", "is fixed": an adjective (but "give me the fixed code")
_BEFORE_FIXED: Final = _COPULAS | frozenset(
    ("a", "an", "at", "with", "without", "in", "of", "for", "on",
     "from", "by"))


_JOINS: Final = frozenset(("and", "or", "then", "to", "so", "but", "also", "please", "now", "it",
                          "them", "is", "are"))


def _after_article_and_adjectives(region: str, start: int) -> bool:
    """An article two or three words before, with words only between: "this semantic patch",
    "this Coccinelle semantic patch", "the new format" (a noun after its adjectives)."""
    leading = region[max(start - 50, 0) : start].split()[-3:]
    return any(len(leading) >= -k and leading[k] in _ARTICLES and all(
        w.isalpha() and w not in _ARTICLES and w not in _ASKS_FOR and w not in _JOINS
        for w in leading[k + 1 :])
        for k in (-2, -3))


# nouns a cue word may modify ("rewrite rules", "translation table", "edit distance")
# (not "and translate rules into nftables syntax": an object, then where it goes)
_COMPLEMENTS: Final = frozenset(("into", "to", "as", "so", "from", "using"))
_COMPOUND_HEAD: Final = rx.compile(r"\s(?:rules?|systems?|engines?|distance|history|tables?|"
                                   r"memory|passes|pass)\b")


def _no_verb(region: str, start: int, end: int) -> bool:
    """The cue word is an adjective or a noun here (``_ALSO_ADJECTIVES_OR_NOUNS`` after an
    article or a preposition, or a label's "Format:"; "is/are correct"; "a fixed point")."""
    word = region[start:end]
    if (head := _COMPOUND_HEAD.match(region, end)) is not None and previous_word(
            region, start) in ("the", "its", "their", "these", "those", "and", "of", "what",
                               "which") and _next_word(region, head.end()) not in _COMPLEMENTS:
        return True  # "What are the datatypes and rewrite rules doing?": a noun's modifier
    if word == "brief":  # "just brief comments", "a brief answer"; but "in brief", "brief me"
        return previous_word(region, start) != "in" and \
            _next_word(region, end) not in ("me", "us", "them")
    if word in _ALSO_ADJECTIVES_OR_NOUNS:
        if region[end : end + 1] == "," and region[max(start - 2, 0) : start] == ", " and \
                sentence_before(region, start, 60).lstrip().partition(" ")[0] in _MAKES_A:
            return True  # "Write clean, correct, well-structured code": a list of adjectives
            # (but "Review, correct, and return the code")
        before = previous_word(region, start)
        if before not in _TASK_OPENERS and before != "to" and \
                _next_word(region, end) in _AFTER_A_NOUN and \
                not _CREATES.isdisjoint(sentence_before(region, start, 120).split()):
            return True  # "Write me an example … machine config patch in YAML that …": the
            # thing made, named
        return before in _BEFORE_NON_VERBS or region[end : end + 1] == ":" or (
            word == "correct" and (before in _COPULAS or region[end : end + 1] == "?")) or \
            _after_article_and_adjectives(region, start)
    if word in _ALSO_NOUNS:
        leading = region[max(start - 30, 0) : start].split()[-2:]
        if leading[-1:] and leading[-1] in _BEFORE_NON_VERBS and not (
                len(leading) > 1 and leading[0] in _ASKS_FOR):
            return True
    if word in _PARTICIPLES and previous_word(region, start) in _ASKED_ABOUT:
        return True  # "Is this formatted according to PEP 8?": said of it, not asked
    if word in _PARTICIPLES and previous_word(region, start) in ("a", "an") and \
            not region.startswith(" of ", region.find(" ", end + 1)) and \
            not _CREATES.isdisjoint(sentence_before(region, start, 120).split()):
        return True  # "write a Rust snippet that breaks it, then a corrected version": of the
        # new snippet (but "Write a corrected version of this paragraph")
    if word in _PARTICIPLES and not _CREATES.isdisjoint(
            sentence_before(region, start, 160).split()):
        three = region[max(start - 40, 0) : start].split()[-3:]
        if len(three) == 3 and (three[:2] == ["the", "same"] or three[1] in ("a", "an")):
            return True  # "Write a Groovy class that triggers this rule, then the same class
            # fixed": the new class, after a noun, not the text's
    return word == "fixed" and previous_word(region, start) in _BEFORE_FIXED and \
        _next_word(region, end) not in _FIXED_THINGS  # but "a fixed version of the file"


# A gap the answer fills: "replace the sorry with", "fill in the <mask>"
_GAP: Final = (r"(?:the\s+|each\s+|every\s+|all\s+(?:the\s+)?|this\s+)?[`'\"]?"
               r"(?:sorry|todos?|pass|<mask>|\[mask\]|mask|blanks?|gaps?|_{2,}|\.\.\.|…)(?!\w)")
# … with what fills it: "with a proof", "with an implementation that …" (not "with `continue`")
_REPLACES_GAP: Final = rx.compile(rf"\s+{_GAP}\s+with\s+(?:an?\s+|the\s+|your\s+)?(?:[\w-]+\s+)?"
                                         r"(?:proof|implementation|body|code|solution|logic|tactics?)\b")
_FILLS_GAP: Final = rx.compile(rf"\bfill\s+(?:in\s+|out\s+)?{_GAP}")
# What a next turn's summary works on: the conversation itself ("our discussion", "everything
# we've talked about", "all this", "it all")
_ON_CONVERSATION: Final = rx.compile(
    r"\b(?:our|this|the)\s+(?:whole\s+|entire\s+|previous\s+|earlier\s+)?"
    r"(?:conversations?|discussions?|chat|exchanges?)\b"
    r"|\bwe(?:'ve|’ve|\s+have)?\s+(?:discussed|talked\s+about|covered|went\s+over|gone\s+over)\b"
    r"|\b(?:all|everything)\s+(?:of\s+)?(?:this|that|the\s+above)\b|\bit\s+all\b")
# "make sure", "make up a story", "add to that": no edit
_NOT_AN_EDIT: Final = rx.compile(
    r"\s+(?:sure|certain|up\b|to\s+th|(?:it\s+)?(?:on|off|down|left|right|"
    r"around|back)\b)")  # "make sure", "turn it off"
_ANAPHORA: Final = frozenset(("it", "this", "these", "them", "that"))
_DEICTICS: Final = frozenset(("this", "these"))


def _yaml_key(region: str, start: int, end: int) -> bool:
    """The cue opens a line as a key with its value ("title: Intro"), and the next two lines are
    keys too: a YAML record's field, no ask (not "Translate: …\nTarget: French")."""
    if region[start - 1 : start] not in ("", "\n") or not region.startswith(": ", end):
        return False
    eol = region.find("\n", end)
    if eol <= end + 2 or _KEY_LINE.match(region, eol + 1) is None:
        return False
    after = region.find("\n", eol + 1)  # a record has more keys than a label and its target
    return after > 0 and _KEY_LINE.match(region, after + 1) is not None



def _authors_label(region: str, offset: int, start: int, end: int) -> bool:
    """The cue opens a line after the text's first, as a label with the author's own words after
    it on that line ("EDIT: forgot to mention", "TL;DR: he takes her side", "**Summary**: …")."""
    colon = end
    while region[colon : colon + 1] in ("*", "_"):
        colon += 1
    if region[colon : colon + 1] != ":":
        return False
    line = region.rfind("\n", 0, start) + 1
    if offset + line == 0 or region[line:start].strip("*_"):
        return False
    stop = region.find("\n", colon)
    return bool(region[colon + 1 : stop if stop >= 0 else len(region)].strip())


def _imperative(before: str) -> bool:
    """A cue preceded by this in its clause is the task itself: "Translate…", "Please fix…",
    "your task is to summarize…"; not a manner ("answer briefly"), a mention, or a condition's
    consequence ("if the user misspells a name, correct it")."""
    if before.lstrip().startswith(("if ", "when ", "whenever ", "unless ")) and \
            not before.lstrip().startswith(_ON_ASKING):
        return False  # (but "When asked to change a style, return the complete updated file":
        # the job, on what the user sends)
    head = before[max(before.rfind(","), before.rfind(";")) + 1 :].strip()
    return head in _TASK_OPENERS or (head.endswith("to") and _SET_TASK.search(head) is not None) \
        or (head.startswith(_RETURNS) and _RETURNS_A_RECORD.fullmatch(head) is not None) \
        or (head.startswith(_FROM_WORDS) and _FRONTED_SOURCE.fullmatch(head) is not None) \
        or (head.endswith(_SIZES) and _GIVE_ME_A_SHORT.fullmatch(head) is not None)


# the material fronted before the verb: "From each guide you extract …", "De cada guía extraes, en
# YAML, …"
_FROM_WORDS: Final = ("from ", "de ", "del ", "da ", "do ", "aus ")
_FRONTED_SOURCE: Final = rx.compile(r"(?:from|de|del|da|do|aus)\s+(?:each|every|the|this|cada|la|"
                                    r"el|este|esta|jedem|jeder|diesem)\s+(?:[\w-]+\s+)?[\w-]+"
                                    r"(?:\s+(?:you|tú|tu|usted|você|du))?")


# a condense noun asked for with its size: "Give me a short summary (max 5 bullets).", "write
# me a quick one-paragraph recap"
_SIZES: Final = ("short", "brief", "quick", "concise", "compact", "tight", "rough", "simple",
                 "high-level", "one-line", "one-sentence", "one-paragraph", "two-sentence",
                 "three-sentence", "bullet-point", "plain-english", "plain english")
_GIVE_ME_A_SHORT: Final = rx.compile(r"(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+|"
                                     r"i'd\s+like\s+|i\s+want\s+|i\s+need\s+)?(?:(?:give|write|"
                                     r"provide|produce)\s+(?:me|us)?\s*)?an?\s+(?:[\w-]+\s+)?"
                                     f"(?:{'|'.join(map(re.escape, _SIZES))})")


_WHICH_TO: Final = rx.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+){0,3}?(?:would|should|do|must|will)"
                              r"\s+(?:i|we|you|one)\s+(?:(?:[\w-]+\s+){0,2}?(?:have|need)\s+to\s+)?$")
_ON_ASKING: Final = ("when asked ", "whenever asked ", "if asked ", "when the user asks ",
                     "whenever the user asks ")
_TOLD_MODALS: Final = ("would ", "could ", "might ")  # before a verb one tells of, not asks
_TASK_OPENERS: Final = frozenset((
    "", "please", "then", "and", "and then", "now", "ok now", "okay now", "ok", "okay", "also",
    "can you", "could you", "would you", "can you please", "could you please", "please can you",
    "yes", "yes please", "sure", "great", "perfect", "thanks", "good",
    "you",  # a bot's job: "You rewrite informal English into formal English."
    "you help",  # "You help port LuaJIT's legacy test scripts to the busted test framework."
    "você", "voce", "usted", "tú", "tu", "vous", "du",  # "Você extrai informações de notícias"
    # a condense noun asked for: "Give me a TL;DR in about five bullets"
    "give me a", "give us a", "can you give me a", "could you give me a", "please give me a",
    "write me a", "i'd like a", "i want a", "i need a",
    "give a", "provide a", "produce a",  # a system prompt's "Give a TL;DR of the pasted docs"
    # Spanish and Portuguese "can you": "¿Me lo puedes pasar a Python 3?"
    "puedes", "¿puedes", "me lo puedes", "¿me lo puedes", "me puedes", "¿me puedes", "podrías",
    "¿podrías", "podrias", "você pode", "voce pode", "pode", "poderia", "por favor",
    # Catalan: "Me la pots passar a Python 3?"
    "pots", "me la pots", "me el pots", "em pots", "la pots", "el pots", "ho pots", "podries",
    "me la podries", "em podries"))
# a record returned whose content the cue tells: "Return a JSON object listing every …"
_RETURNS: Final = ("return ", "output ", "produce ", "give ", "emit ", "reply ", "respond ")
_RETURNS_A_RECORD: Final = rx.compile(
    r"(?:return|output|produce|give|emit|reply\s+with|respond\s+with)\s+(?:an?|one)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:object|array|list|table|record|document)(?:\s+that)?")
# "your task is to", "you are asked to", "I want you to", "you need to": not "how can you
# prepare them to", nor "what do people need to do to"
_SET_TASK: Final = rx.compile(
    r"(?:\b(?:task|job|goal|aim|role|objective)\s+(?:here\s+)?is|\b(?:asked|required|expected|"
    r"instructed|supposed)|\b(?:want|need|ask|like|would\s+like)\s+you|\byou\s+(?:need|have|"
    r"must|should|will\s+need))\s+to$")


def _indented(region: str, i: int) -> bool:
    """The line holding ``region[i]`` opens with four spaces or a tab, and no list marker (an
    indented "1. Fix the crash" is a task)."""
    line = region.rfind("\n", 0, i) + 1
    return region.startswith(("    ", "\t"), line) and line > 0 and _LIST_ITEM.match(
        region, line) is None


_LIST_ITEM: Final = rx.compile(r"[ \t]*(?:[-*•]|\d{1,2}[.)])\s")


def _writes_program_that(region: str, start: int) -> bool:
    """The sentence of ``region[start]`` opens by asking for a program, and the word stands in
    the clause that says what it is to do ("… function `f(x)` that returns …")."""
    sentence = _sentence_start(region, start)
    return _WRITES_PROGRAM.match(region, sentence) is not None and (
        region.find(" that ", sentence, start) >= 0 or region.find(" which ", sentence, start) >= 0)


_WRITES_PROGRAM: Final = rx.compile(r"[ \t]*(?:please\s+)?(?:write|create|implement|build)\s+"
                                    r"(?:me\s+)?an?\s+(?:[\w+#.-]+\s+){0,3}(?:function|script|"
                                    r"program|class|method|cli|tool)\b")


def _shell_command(region: str, start: int, end: int) -> bool:
    """The word is a command: flags follow it ("sort -u"), or it opens an indented line that
    sets or reads a variable further on ("  make install DESTDIR=\"${pkgdir}\"")."""
    if _FLAG_AFTER.match(region, end) is not None:
        return True
    line = region.rfind("\n", 0, start) + 1
    return _SHELL_LINE.fullmatch(region, line, start) is not None and \
        _SHELL_ARGS.match(region, end) is not None


_FLAG_AFTER: Final = rx.compile(r" --?[a-z]")
_SHELL_LINE: Final = rx.compile(r"[ \t]{2,}")
_SHELL_ARGS: Final = rx.compile(r"[^\n.?!]*[$=]")


def _after_cli(region: str, start: int) -> bool:
    """A command-line tool's name, a word of its own, stands just before ``region[start]``
    ("kubectl apply"; not "javadoc summary")."""
    if not region.endswith(_CLI_NAMES, max(start - 11, 0), start):
        return False
    word = region.rfind(" ", 0, start - 1) + 1
    line = region.rfind("\n", 0, start - 1) + 1
    return region[max(word, line) : start] in _CLI_NAMES


_CLI_NAMES: Final = ("kubectl ", "terraform ", "git ", "helm ", "docker ", "npm ", "yarn ",
                     "pip ", "cargo ", "oc ", "ansible ", "kustomize ")
# a docs page's caption of its example: "__Example:__ "
_CAPTION: Final = rx.compile(r"[ \t>*_-]*(?:example|exemple|ejemplo|beispiel)\s*\d*[*_]{0,2}\s*:"
                             r"[*_]{0,2}[ \t]*")


# the same in other scripts: "以下はiOS研修の資料の一部です。Please translate it into …"
_DEICTIC_SCRIPT: Final = rx.compile(r"以下|下面|下記|下列|次の|この(?:文章|テキスト|資料|記事)|"
                                    r"这段|這段|这篇|這篇|本文|다음|아래|이\s?(?:글|문서)|"
                                    r"ниже|следующ")
_SENTENCE_STOP: Final = rx.compile(r"[.!?](?:\s|$)|\n")


def _specified(region: str, start: int) -> bool:
    """The verb at ``region[start]`` is in a sentence whose modal has a subject other than the
    one asked ("the function should remove", "it must also update", "should update X, insert
    Y and remove Z"): what something is to do, not an ask ("you should fix" is one)."""
    words = sentence_before(region, start, 160).split()
    for i in range(len(words) - 1, 0, -1):
        if words[i] in _MODALS:  # not "how can we fix", "will you translate": asks
            if words[i] == "can" and words[i - 1] == "you" and words[i - 2 : i - 1] != ["if"]:
                stop = _SENTENCE_STOP.search(region, start)
                right = stop.start() if stop else len(region)
                opens = max(region.rfind(". ", 0, start), region.rfind("\n", 0, start))
                return not _deictic(region, start, right) and \
                    opens > 0  # "You can disable encoding …, or change the `:level` option":
                # what a page says one may do (not "you can change the level in the snippet
                # above and send it back", nor "You can just fix it up" opening the text)
            return words[i - 1] not in ("you", "please", "please,", "i", "we") and \
                words[i + 1 : i + 2] not in (["you"], ["we"], ["i"], ["u"])
    return False


# the texts of a kind a system prompt's verb works on: "security guidance documents",
# "customer emails", "the user's Markdown"
_TEXTS_OF_A_KIND: Final = rx.compile(
    r"\s+(?:the\s+user's\s+[\w-]+|"
    # "Reescreva a mensagem do usuário", "el texto del usuario"
    r"(?:a|o|as|os|la|el|las|los|le|les|il|lo)\s+(?:[\w-]+\s+){1,2}?"
    r"(?:do|da|del|de\s+la|de\s+l'|dell')\s*(?:usuári[oa]|usuari[oa]|"
    r"utilisateur|utilisatrice|utente)s?\b|"
    # one of them: "Summarize the FAQ entry", "each support ticket"
    r"(?:the|each|every|an?)\s+(?:[\w/-]+\s+){0,3}?(?:document|article|"
    r"email|message|review|transcript|report|page|post|ticket|thread|"
    r"chapter|section|entry|record|answer|faq)\b|"
    r"(?:[\w/-]+\s+){0,4}?(?:documents|answers|faqs|material|materials|"
    r"tutorials|lessons|"
    r"articles|emails|texts|messages|reviews|transcripts|reports|pages|posts|"
    r"papers|tickets|threads|chapters|sections|stories|essays|letters|"
    r"sheets|abstracts|comments|tweets|notes|data|information|details|"
    r"entities|fields|records|metadata|values|entries|rows|rules|synsets|"
    r"files|logs|lines|definitions|items|objects|configs|manifests|"
    r"listings|descriptions|documentation|docs|specs|specifications|"
    r"guides|changelogs|readmes|"
    # "You port Yocto/OpenEmbedded recipes to Alpine Linux"
    r"recipes|templates|snippets|scripts|programs|playbooks|workflows|"
    r"pipelines|queries|modules|functions|components|stylesheets|"
    # "Convert reStructuredText to GitHub-flavoured Markdown": markup
    r"restructuredtext|markdown|asciidoc|wikitext|html|latex|"
    # Spanish, Portuguese, French, Italian: "extrai informações de
    # notícias", "extrae los datos de"
    r"informa[cç](?:ões|iones|ión)|données|datos|dados|dati|"
    r"entidades|entités|campos|not[ií]cias|art[ií]culos|artigos|"
    r"documentos|textos|textes|testi|mensajes|mensagens|"
    r"informationen|angaben|daten|dokumente|texte|nachrichten|"
    r"administrationsanleitungen|anleitungen))(?!\w)")
# what a translation goes into: a people's language ("into clear English"), not Java
_INTO_PEOPLES: Final = rx.compile(rf"[^\n.]{{0,80}}?\b(?:into|to)\s+(?:[a-z-]+\s+){{0,2}}"
                                  rf"{PEOPLES}\b")
# a copy verb that is SQL's own keyword in a statement
_SQL_KEYWORD: Final = rx.compile(
    r"(?:insert\s+into|delete\s+from|replace\s+into|update\s+[\w.`\"]+\s+set)"
    r"\s")
# where a system prompt's verb takes from: "Copy facts ... from the page"
# what a system prompt's conversion makes of the user's text: "Convert the CSV finding (header
# line plus one row) into a JSON object"
_INTO_DATA: Final = rx.compile(r"\s(?:into|to|as|in)\s+(?:an?\s+|the\s+)?(?:(?:valid|single|flat|"
                               r"clean|structured)\s+)?(?:json|yaml|csv|tsv|xml)\b")
_FROM_THE_TEXT: Final = rx.compile(
    r"\b(?:from|in)\s+(?:the|each|every|this|an?)\s+(?:[\w-]+\s+){0,2}?(?:"
    r"page|text|document|documentation|input|message|email|article|file|"
    r"transcript|passage|source|record|excerpt|entry|script|section|"
    r"definition|manifest|spec|specification|guide|chapter|readme|"
    r"report|ticket|row|line|item|listing|snippet)s?\b"  # "Extract the
    # emoji shortcodes from a Markdown table row"  # "Extract the
    # configuration properties from a Kamelet definition", a system
    # prompt's, over the user's YAML; "De cada guía extraes, en YAML, …"
    r"|\b(?:de|del|da|do|dalla|dal)\s+(?:cada|la|el|esta|este|a|o|essa|"
    r"esse|ogni)\s+(?:[\w-]+\s+)?(?:guía|guia|texto|testo|página|pagina|"
    r"documento|artículo|artigo|articolo|sección|seção|sezione|mensaje|"
    r"mensagem|messaggio|registro|entrada|archivo|arquivo|file)s?\b"
    # "Extrae del texto que te den …"
    r"|\bdel\s+(?:texto|documento|mensaje|artículo|registro|archivo)\b"
    # "Extract every UI field … that the documentation page describes"
    r"|\b(?:that|which)\s+(?:the|each|this)\s+(?:[\w-]+\s+)?(?:page|text|"
    r"document|article|section|entry|record|excerpt|passage)\s+"
    r"(?:describes|mentions|lists|names|covers|defines|documents)\b")
_WHAT_DOES_IT: Final = rx.compile(r"w(?<!\ww)hat\s+(?:does|do|did|will|would)\s+"
                                  r"(?:this|that|it|these|the)\s+(?:[\w-]+\s+){0,4}$"
                                  # "what would I need to change for production?": advice
                                  r"|w(?<!\ww)hat\s+(?:would|do|should|must)\s+(?:i|we|you)\s+"
                                  r"(?:need|have)\s+to\s+$")
_PURPOSE_BEFORE: Final = rx.compile(r"\b(?:meant|designed|supposed)\s+to\s+"
                                    r"(?:[\w-]+\s+(?:or|and)\s+)?$")
# what someone or something else says to do: "the part that says to replace", "it tells you to"
_REPORTED: Final = rx.compile(r"\b(?:says|said|tells\s+(?:you|us)|told\s+(?:you|us))\s+to\s+$")
_MANNERS: Final = frozenset(("briefly", "brief", "concisely"))  # after these, how to answer:
# "explain briefly", "Explain clearly and concisely"
_ANSWERING: Final = frozenset(("explain", "answer", "describe", "respond", "reply", "discuss",
                               "justify", "say", "state", "tell", "be"))
# a specification's, or what a thing can do ("The `--fix` option … can automatically fix");
# "can you", "can we": asks
_MODALS: Final = frozenset(("should", "must", "shall", "will", "can"))


# Every word these checks look up in a window's words
VOCAB: Final = _HANDS_OVER_TRIGGERS | _PAIRED_LABELS | ROLE_VOCAB | _ASKER_SENDS_WORDS | {
    b"question"} | {
    w for cue in _CUES for w in (*cue.words, *cue.triggers, *(first for _, first in cue.phrases))}
