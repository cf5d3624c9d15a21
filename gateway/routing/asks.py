"""What a prompt asks to be made, for the classifier: a program (a language, a creation verb before
a program noun, a contest statement) or structured output (JSON, YAML, CSV)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Final

from gateway.routing import rx
from gateway.routing.gates import GATES
from gateway.routing.words import (
    ASKING,
    OWN,
    PEOPLES,
    SUBJECTS,
    alternation,
    occurrences,
    opens_line,
    sentence_before,
    vocabulary,
    word_list,
)

__all__ = ["LANG_ARROW", "LANG_ARROW_TO", "PORTS_ES", "PORT_ES_STEMS", "PORT_ES_WORDS",
           "PROGRAM_PURPOSE", "STRONG_NOUN_WORDS", "VOCAB", "asks_explanation", "code_fence_asked",
           "code_request", "converts_to_code", "explains_in_other_language", "format_fence",
           "makes_program", "makes_structure",
           "only_format", "wants_structure"]

MAKE_REACH: Final = 6  # words before a code noun where its creation verb may stand
ARROW_REACH: Final = 200  # characters from a text's start or end where "python -> rust:" may ask
ASK_PARAGRAPH_CHARS: Final = 300  # a longer paragraph at a text's either end is its material
_LANG: Final = (
    "python java javascript typescript c++ c# golang rust ruby php kotlin swift scala perl haskell "
    "lua julia matlab sql bash shell powershell html css react vue svelte node.js nodejs django "
    "flask pandas "
    "numpy dart elixir clojure f# objective-c verilog vhdl solidity nasm matplotlib seaborn "
    "plotly scipy sklearn scikit-learn pytorch tensorflow latex coq agda dafny pddl groovy "
    "postgresql mysql sqlite plpgsql elisp lisp toml swiftui js hcl prolog swi-prolog erlang "
    "ocaml fortran cobol racket purescript zig smalltalk pascal delphi vba tcl awk gleam idris "
    "micropython circuitpython g-code gcode edgeql pyspark kcl jsonnet dhall rego promql sparql "
    "graphql kql hiveql cypher xpath jsonpath mjml wxml terraform haxe vimscript crystal "
    "coffeescript lfe autohotkey autoit nim jinja jinja2 twig thymeleaf nunjucks ejs erb xslt "
    "tsx jsx yamlscript c++11 c++14 c++17 c++20 c++23"
)
# "in C" (major), "in Go" (the game), "for R", "lean meat": only before a code noun
_LANG_AMBIGUOUS: Final = "c r go lean factor crystal"  # "Solve this in Factor."
# code named, not made, after these: listed ("List every PHP method … mentioned") or explained
_NAMED_NOT_MADE: Final = rx.compile(r"\b(?:list|name|extract|find|count|collect|enumerate|pull)\s+"
                                    r"(?:every|all|each)\b|"
                                    # "You explain shell test code to junior developers"
                                    r"\b(?:explain|explains|review|reviews|describe|describes|"
                                    r"document|documents)\s+"  # "You document Fortran code."
                                    r"(?:[\w-]+\s+){0,2}$|"
                                    # "what does this SPARQL query return?": asked about
                                    r"\b(?:what|how|why|when|which)\s+(?:[\w'-]+\s+){0,3}?(?:this|"
                                    r"that|these|those)\s+$")
_LANG_QUALIFIERS: Final = ("emacs ", "common ", "modern ", "vanilla ", "plain ", "standard ",
                           "x86 ", "x86-64 ", "x64 ", "arm ", "arm64 ", "aarch64 ", "risc-v ")
# ("in x86-64 NASM", "in ARM64 NASM": an instruction set names the assembler's dialect)
_STRONG_NOUN: Final = (
    "function functions program programs script scripts class classes method methods algorithm "
    "algorithms query queries regex regexp handler handlers middleware"
)
_NOUN: Final = (
    _STRONG_NOUN + " code snippet snippets unit test tests implementation api endpoint endpoints "
    "module modules subroutine procedure dockerfile makefile jenkinsfile corefile caddyfile "
    "pkgbuild apkbuild ebuild "
    "vagrantfile "
    "procfile gemfile rakefile justfile brewfile podfile taskfile one-liner cli decorator "
    "constructor lambda "
    "hook hooks command commands "
    "loop cache stack queue heap trie parser tokenizer compiler interpreter component try-except "
    "try-catch gitignore dockerignore gitattributes htaccess editorconfig eslintrc prettierrc "
    "bashrc zshrc vimrc crontab"
)
# What a language's name before them makes code ("a Perl hash", "an HTML table"), beside _NOUN
_LANG_OBJECT: Final = (
    "hash table dictionary dict list array object tuple variable form template element tag file "
    "statement schema struct enum type trigger view command commands assembly theorem lemma proof "
    "solution solutions example examples source contract contracts prototype prototypes demo "
    "demos statements fixture fixtures listing listings sequence expression expressions "
    "filter filters plugin plugins extension extensions "  # "a pandoc Lua filter of my own"
    "interface interfaces typings"  # "Write TypeScript interfaces for it", "Python typings"
    " helper helpers utility utilities wrapper wrappers"  # "a tiny Python helper that retries"
    " shape shapes"  # "turn this into a SwiftUI Shape"
    " record records dto dtos"  # "Write a Java 17 record for this data model"
)
_FORMULAS: Final = ("excel formula", "spreadsheet formula", "sheets formula")
_NOUN_PHRASES: Final = (
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
    "shell command",
    "terminal command",
    "feature file",  # Gherkin's: "write a feature file for the checkout"
    "feature files",
    "lint rule",  # "Write a lint rule that flags …": an ESLint rule's module
    "lint rules",
    "eslint rule",
    "eslint rules",
    "pre-commit hook",  # "write the .husky/pre-commit hook for a pnpm monorepo": a shell script
    "git hook",
    "commit-msg hook",
    "pre-push hook",
    *_FORMULAS,
)
_MAKE: Final = (
    "write implement create develop build generate code give provide show make design complete "
    "finish define compose construct produce draft program need want formalize formalise "
    "reimplement re-implement "
    "escreva escreve escribe escriba crie implemente"  # "escreva um teste Cypress (JavaScript)"
)
_NOUN_PHRASE_FIRST: Final = tuple((p, p.split()[0].encode()) for p in _NOUN_PHRASES)
_LANG_WORDS: Final = vocabulary(_LANG, _LANG_AMBIGUOUS)
_AMBIGUOUS: Final = frozenset(_LANG_AMBIGUOUS.split())
# a source file named after its language: "a Rust main.rs"
_CODE_FILE_AFTER: Final = rx.compile(r" [`'\"]?[\w/~-]+\.(?:rs|go|py|js|ts|tsx|java|kt|c|cpp|rb|"
                                     r"php|swift|lua|sh|cs|scala|hs|ex|exs|dart|zig)\b")
_NOUNS_BEFORE_LANG: Final = tuple(f"{noun} " for noun in (
    "code", "código", "codigo", "codice", "client", "programme", "programa", "fonction", "función",
    "funcion", "função", "funcao", "classe", "módulo", "modulo", "composant", "componente",
    "consulta", "consultas", "requête", "requêtes", "consultes"))  # "três consultas SQL úteis"
# after an ambiguous name, what makes it the language: the clause's end or a standard's name
# ("in Go using goroutines and channels")
_ENDS_LANG_CLAUSE: Final = rx.compile(r"\s*(?:[,.;:!?)]|$)|\s+using\s+(?!the\b|a\b)|"
                                      r"\s+\((?:c\d\d|c\+\+\d\d|ansi|posix|iso|"
                                      # "Solve this in Go (package name matching the exercise,
                                      # idiomatic, standard library only):"
                                      r"package|module|idiomatic|standard|stdlib|no\s|using|with)")
_NOUN_WORDS: Final = vocabulary(_NOUN)
_LANG_OBJECTS: Final = vocabulary(_LANG_OBJECT)
_MAKE_WORDS: Final = vocabulary(_MAKE)
# a word later too, after a compound: "write a small JS feature-detection snippet"
_LANG_OBJECTS_OR_NOUNS: Final = _LANG_OBJECTS | _NOUN_WORDS
_STRONG_NOUNS: Final = frozenset(_STRONG_NOUN.split())
_WANT_WORDS: Final = vocabulary("need want")  # "I need a regex": the asker's own want asks
_ANSWER_WORDS: Final = vocabulary("answer respond reply")
_ARTICLE_WORDS: Final = vocabulary("a an the this that your my our its")
# "answer with", "answer the user's question with"
_ANSWERS_WITH: Final = rx.compile(r"(?:answer|respond|reply)(?:\s+(?:the\s+|each\s+|every\s+)?"
                                  r"(?:user's\s+)?(?:question|request)s?)?\s+(?:to\s+it\s+)?with\b")
# "Can you turn this into a SwiftUI Shape?": the material made into an object of a language
_TURNED_INTO: Final = rx.compile(r"\b(?:turn|convert|port|rewrite|transform)\b[^.?!\n]{0,50}?"
                                 r"\binto\s+(?:an?\s+|the\s+)?$")
# what one needs or answers with that is code; what else one needs is other
_WANTED_CODE: Final = frozenset(
    ("regex", "regexp", "regular expression", "query", "queries", "function",
     "functions", "snippet", "one-liner", "code", "command", "commands",
     *_FORMULAS))
# what one answers with that is code: the above, and "reply with the same program"
# (not "class": "Answer with the class name only" is a label)
_ANSWERED_CODE: Final = _WANTED_CODE | {
    "pkgbuild", "apkbuild", "ebuild", "dockerfile", "makefile",
    "program", "programs", "script", "scripts", "module", "method",
    "methods"}
STRONG_NOUN_WORDS: Final = vocabulary(_STRONG_NOUN)
# "in Python" in a few languages: "en Python", "em Python", "mit Python", "на Python"; said of
# the names that are nothing but code ("con Julia" is a dinner, "en Java" a holiday)
_IN_LANGUAGE: Final = (
    "in ", "using ", "en ", "usando ", "con ", "em ", "com ", "mit ", "avec ", "в ",
    "на ", "utilizando ", "utilisant ")  # "Responda apenas com SQL"
_ONLY_CODE: Final = frozenset((
    "python", "javascript", "typescript", "c++", "c#", "php", "kotlin", "golang", "sql", "bash",
    "powershell", "html", "css", "matlab", "numpy", "pandas", "node.js", "nodejs", "objective-c",
    "verilog", "vhdl", "solidity", "matplotlib", "seaborn", "plotly", "scipy", "sklearn",
    "scikit-learn", "pytorch", "tensorflow", "latex", "pddl", "postgresql", "mysql", "sqlite",
    "plpgsql", "elisp", "toml", "hcl", "g-code", "gcode", "edgeql", "promql", "sparql", "kql",
    "hiveql"))
# a code noun after a language's name in Chinese, Japanese or Korean (query, statement, code,
# script, function, program, solution, implementation; "示例代码", example code)
_CJK_CODE_NOUN: Final = rx.compile(
    r"\s?(?:[a-z]++\s?)?(?:示例|範例|样例|参考答案|參考答案)?"
    r"(?:查询|查詢|语句|語句|"
    r"代码|代碼|脚本|腳本|"
    r"函数|函數|程序|程式|解答|实现|實現|文件|檔案|"  # "TSX 文件"
    r"の?(?:クエリ|コード|関数|スクリプト|プログラム)|(?:쿼리|코드|함수|스크립트)|"
    # "이 문제 C++로 풀어줘" (solve this problem in C++)
    r"(?:으로|로)\s?(?:풀어|짜|작성|구현|만들어))")
_CJK_RUNNABLE: Final = rx.compile(r"可运行|可運行|可执行|可執行|可编译|可編譯|実行できる|実行可能|"
                                  r"可以直接运行|可以直接運行|可直接运行|可直接運行")
# "write" or "implement" right after a language's name, as in "用 Rust 实现" (with a language);
# not "我用Go写了…", what was written
_CJK_WRITE: Final = rx.compile(r"\s?(?:写|寫|编写|編寫|实现|實現|开发|開發|做)(?![了过過的])")
# a version after a language's name: "Python 3", "Solidity (^0.8.26)", "Solidity 0.8.x"
_VERSION: Final = rx.compile(r" \(?[\^~>=]*v?\d+(?:\.(?:\d+|x))*\)?(?!\.?\w)")
_ONLY_AFTER: Final = rx.compile(r"\s+only\s*(?:[.!]|$)")  # "SQL only."
_ASIDE: Final = rx.compile(r" \([^()\n]{1,30}\)")  # a dialect or version in brackets after the name
_NOT_CODE_AFTER_LANG: Final = rx.compile(
    r"\s*\(?(?:language|programming|developers|community)"
    # "an issue in Python < 3.13": the runtime's versions
    r"|\s*[<>≤≥]=?\s*v?\d")
# "in plain JavaScript", "using modern C++": a manner before the language's name
_IN_PLAIN: Final = rx.compile(
    r"(?:i(?<!\wi)n|u(?<!\wu)sing|w(?<!\ww)ith)\s+(?:(?:plain|pure|vanilla|"
    r"modern|idiomatic|standard|native|simple|clean|efficient|readable|correct|"
    r"working),?\s+){1,2}$")
# ("with clean, efficient JavaScript"; each opening letter skipped to, as ``re`` can)
# a piece of code written, in Chinese: "写一段…代码", "编写一个…函数"
_CJK_WRITES_CODE: Final = rx.compile(r"(?:写|寫|编写|編寫)(?:一段|一个|一個|一份|段|个|個)"
                                     r"[^，。！？\n]{0,16}(?:代码|代碼|程序|程式|脚本|腳本|函数|函數)")
# "サンプルアプリのコード（…）を新しく書いてください" (looked for only where "コード" stands): the
# code itself the object of を, not "コードレビューのコツについて…記事を書いて", an article on it;
# nor "ドレスコード", "QRコード", "エラーコード"
_JA_WRITES_CODE: Final = rx.compile(r"(?<![\u30a0-\u30ffa-z])(?:ソース|サンプル)?コード"
                                           r"(?:例|サンプル)?(?:（[^）。\n]{0,40}）)?を(?:新しく)?"
                                           r"(?:書いて|作成して)")
# a code-ish noun, then its language aside: "a Terraform `data …` block (HCL)"
# a language named as what the asker knows: "an analogy to something in Java"
_KNOWN_IN: Final = ("something in ", "anything in ", "things in ", "analogy in ",
                    # "Goal (the K-like array language written in Go)": what a tool is made in
                    "language written in ", "language implemented in ", "interpreter written in ",
                    "compiler written in ", "engine written in ", "runtime written in ")
_NOUN_ASIDE: Final = ("file (", "files (", "resource (", "block (", "module (")
_WRITE_THE: Final = ("write the ", "write me the ", "write some ", "write me some ")
_USE: Final = rx.compile(r"(?:^|[.!?:;\n]\s*|please\s+)use $")  # a command: "Use SQL to"
# a program written in a language named as one: "Write this in the Roc language"
_IN_THE_LANGUAGE: Final = rx.compile(r"\b(?:write|implement|solve|code|program|redo|rewrite|"
                                     r"port)\s+(?:[\w-]+\s+){0,3}?in\s+the\s+"
                                     rf"(?!{PEOPLES}\b)[\w+#.-]+\s+"
                                     r"(?:programming\s+)?language\b")
def _in_the_language(region: str) -> bool:
    """``_IN_THE_LANGUAGE`` ends at one of the text's few " language"s (a search of the whole
    text stops at every "in", "write", "code" …)."""
    return any(_IN_THE_LANGUAGE.search(region, max(i - 90, 0), i + 8) is not None
               for i in occurrences(region, "language"))


# a language whose name is two words, one of them a common one: "in Structured Text" (IEC
# 61131-3), German "in Structured Text implementieren"
_IN_TWO_WORD_LANGUAGE: Final = rx.compile(r"\b(?:implement\w*|program\w*|write|schreib\w*|"
                                          r"code|port\w*)\b[^.\n]{0,80}?\b(?:in|als)\s+"
                                          r"structured\s+text\b"  # (not "with structured text")
                                          r"|\bin\s+structured\s+text\s+(?:[\w-]+\s+)?(?:implementier"
                                          r"|programmier|schreib|implement|write)")
# a solution in a language the word lists lack, the clause ending on its name
_SOLUTION_KEYS: Final = ("solution in ", "implementation in ", "program in ", "function in ")
_SOLUTION_VERBS: Final = vocabulary("write implement give provide")
_SOLUTION_IN: Final = rx.compile(r"\b(?:write|implement|give\s+me|provide)\s+(?:me\s+)?"
                                 r"(?:a|an|the|your)\s+(?:[\w-]+\s+)?(?:solution|implementation|program|function)\s+"
                                 rf"in\s+(?!{PEOPLES}\b|plain\b|prose\b|words?\b|detail\b|full\b|"
                                 r"bullets?\b|points?\b|steps?\b|paragraphs?\b|sentences?\b|"
                                 r"short\b|brief\b|general\b|theory\b|practice\b|markdown\b|"
                                 r"text\b|a\b|an\b|the\b|my\b|your\b|this\b|our\b|one\b|two\b)"
                                 r"[\w+#-]+\s*[.!]")
# Spanish "Resuelve este ejercicio en Rust", "Impleméntalo en Go"
_SOLVE_IN_ES: Final = rx.compile(r"\b(?:resuelve|resuelva|resolver|implementa|impleméntalo|escribe|"
                                 r"escriba|progr[aá]malo)\b[^.\n]{0,40}\ben\s+$")
# code redone with a language's tools: "Could you rewrite it with the JavaScript SDK"
_REDO_WITH: Final = rx.compile(r"\b(?:rewrite|port|convert|redo|reimplement|translate)\s+"
                               r"(?:it|this|that|them|these)\s+(?:with|using)\s+(?:the\s+)?$")
# the answer given as the language itself: "Reply with SQL only", "Output only the LaTeX"
_GIVES: Final = rx.compile(
    r"(?:output|return|reply\s+with|respond\s+with|answer\s+with|give\s+me|"
    r"show\s+me|just)"  # "Just the TOML please"
    r"\s+(?:only\s+)?(?:the\s+)?(?:valid\s+|raw\s+|plain\s+|rendered\s+|final\s+)?$")
# "Write SQL that returns …", "an assistant that writes Python" (not "I write Python at work",
# the asker's trade): looked for only where "writ" or "generat" stands before the name
_WRITES_LANG: Final = rx.compile(
    r"(?<!\bi\s)(?<!\bwe\s)(?<!\bto\s)(?<!\bwill\s)(?<!\bwho\s)"
    r"\b(?:write|writes|generate|generates)\s+"
    r"(?:idiomatic\s+|clean\s+|modern\s+|pure\s+|portable\s+|vanilla\s+|"
    r"valid\s+|plain\s+)?$")
# what follows the language where the verb asks for it: "Write SQL that returns …", "Write
# idiomatic Python to dedupe …", "writes Python." (not "writes SQL until sunrise", "write SQL
# by hand")
_WRITES_LANG_AFTER: Final = rx.compile(r"\s*(?:[.,;:!)]|$)|\s+(?:that|to|for|which|code|queries|"
                                       r"scripts?)\b")
_WHICH_COMMAND: Final = rx.compile(
    r"\b(?:what(?:'s|\s+is|\s+are)|which)\s+(?:the\s+)?(?:[\w`.-]+\s+){0,2}"
    r"commands?\b|\bjust\s+the\s+command\b")
# what makes a command one for a shell: a tool's name in backticks, a shell or system named
_CLI: Final = rx.compile(
    r"`[\w.-]+(?:\s[\w.-]+){0,3}`|\b(?:terminal|shell|cli|command[ -]line|linux|"
    r"unix|macos|ubuntu|windows|powershell|cmd|console|git|docker|kubectl|npm|pip|"
    r"brew|apt|sudo)\b")
# what a script that runs does after it is asked for: takes arguments, prints, reads files
_RUNS: Final = rx.compile(
    r"\b(?:arguments?|stdin|stdout|exit\s+code|directory|directories|executable|"
    r"cron|env(?:ironment)?\s+variables?|automates?|logs\s+the|hosts|\w+\.txt)\b"
    r"|\bprint\s+[\"'“]")  # "a script that automates the checks … against a list
# of hosts read from targets.txt"
_NAME: Final = rx.compile(r"[\w+#.-]+")
_SCRIPTISH: Final = rx.compile(
    r"(?:shell|batch|build|install|deployment|automation|bash|python|pipeline|"
    r"powershell|perl|ruby|node|backup|cron|migration|remediation|setup|"
    r"maintenance|bootstrap|startup|init)(?: \d+)?(?: [\w-]+)? scripts?"
    # "a ZenScript (.zs) script": its file's extension named
    r"|\(\.[a-z0-9]{1,5}\) scripts?"
    # "a short Yarn Spinner script (.yarn)": the same after it
    r"|scripts? \((?!\.(?:txt|md|pdf|docx?|rtf|srt|vtt)\))\.[a-z0-9]{1,5}\)")
# (and one word between: "a bash remediation script")
# (a version between: "a single runnable Python 3 script")
# A programming-contest statement asks for code without saying so: I/O sections, bounds.
# Each part runs only where its literal text occurs: one regular expression of them all,
# tried at every position, cost more than the rest of the classifier.
_PROBLEM_TRIGGERS: Final = vocabulary("input sample example")
_PROBLEM_HEADINGS: Final = ("input format", "output format", "sample input", "sample output")
_PROBLEM_IO: Final = rx.compile(r"-{3,}\s*input\s*-{3,}|example\s*\d*\s*:\s*\n?\s*input\s*:")
_PROBLEM_BOUNDS: Final = rx.compile(r"\d\s*(?:<=|≤|&lt;=)\s*[\w.\[\]]+\s*(?:<=|≤|&lt;=)\s*\d")
# where a bound can be: tried only at a digit before one
_AT_MOST: Final = ("<=", "≤", "&lt;=")
_FORMATS: Final = "jsonl json lines json json-ld yaml yml csv tsv"
# "im JSON-Format", "als JSON-Objekt"; "JSON-массив" (its Cyrillic read as no letters)
_FORMAT_TRIGGERS: Final = vocabulary(
    _FORMATS, "json-format yaml-format csv-format json-",
    "json-muodossa json-formaatissa json-objekt json-object json-array",
    "json-liste json-list json-ausgabe json-antwort",
    # German compounds: "in einem YAML-Codeblock", "als YAML-Datei"
    "yaml-codeblock json-codeblock csv-codeblock yaml-block json-block "
    "yaml-datei json-datei csv-datei yaml-konfiguration "
    "json-konfiguration")
_FMT: Final = r"(?:jsonl|json lines|json(?:-ld)?|yaml|yml|csv|tsv)"
_STRUCTURED_RE: Final = rx.compile(
    rf"(?:(?:in|as|into|to|para)\s+|->\s*)(?:an?\s+|valid\s+|proper\s+|the\s+following\s+|"
    rf"strict\s+|one\s+|single\s+|flat\s+|einem\s+|einer\s+|un\s+|una\s+|um\s+|uma\s+)*"
    rf"{_FMT}\b"  # "in einem YAML-Codeblock", "en un bloque …" too
    r"(?!\s+files?|-(?:e|rpc|schema|pointer|patch|path)\b)"  # (not "an expert in JSON-e")
    # "into an equivalent Sigma rule (YAML)", "to a VS Code snippet definition (the JSON you put
    # in a .code-snippets file)"
    rf"|\b(?:into|as|to)\s+(?:an?\s+|the\s+)?(?:[\w.-]+\s+){{0,3}}?[\w.-]+\s+\(\s*(?:the\s+)?{_FMT}"
    r"(?:\s*\)|\s+(?:you|that|which)\b)"
    # "rewrite the above as Ansible YAML (a playbook …)": a tool's format, ending its clause
    rf"|\b(?:as|into|to)\s+(?:an?\s+)?[\w-]+\s+{_FMT}(?=\s*(?:[(,.;:!?]|$)|\s+(?:please|pls|"
    r"instead|format)\b)"
    rf"|{_FMT}\s+(?:[\w-]+\s+)?only\b"  # "Give me the YAML task only"
    rf"|\b{_FMT}\s+back(?![\w-])"  # "make this pass `kubeaudit apparmor` pls, full yaml back"
    rf"|\b{_FMT}\s+version\s+of\b"  # "YAML version of the following record please"
    # "Reply with a single Ignition config (spec 3.x JSON) and nothing else."
    rf"|\b(?:reply|respond|answer|return|output)\s+with\s+(?:an?\s+|the\s+)?(?:single\s+|one\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}(?:config|configuration|file|document|manifest|object)\s+"
    rf"\((?:[\w.-]+\s+){{0,3}}{_FMT}\s*\)"
    rf"|{_FMT}\s+(?:format|object|array|list|output|response|schema|string(?!s)|document|only|"
    r"structure|dict|map|with\s+(?:the\s+)?(?:keys|fields))"
    r"|(?:return|output|respond|reply|answer|format(?<!\(format)|give|provide|produce|generate|emit|"
    r"print|"
    r"convert|serialize|encode|express|represent|devolva|devuelve|devuelva|retorne|retorna|"
    # "Reply with the .ksy YAML only": a file name's dot ends no sentence
    rf"renvoie|restituisci|liefere|antworte|antworten|gib)\b"  # ("(spec 3.x JSON)": no end)
    rf"(?:[^.?!\n]|(?<=\s)\.(?=\w)|(?<=\d)\.(?=\w)){{0,40}}\b(?<!no )(?<!from )"
    rf"(?<!from the )(?<!from this )(?<!from: )(?<!of: ){_FMT}\b"  # (not "Answer strictly from the
    # YAML entry", nor "Answer with exactly one label from: JSON, String, Array, …")
    rf"|formatted\s+as\s+(?:an?\s+)?{_FMT}\b"
    rf"|\binto\s+an?\s+(?:[\w-]+\s+){{0,3}}{_FMT}\s+file\b"  # "into a VS Code snippets JSON file"
    rf"|\b(?:just|only)\s+(?:the\s+)?{_FMT}\b(?!\s+(?:files?|keys?|fields?|parts?)\b)"  # "Just the
    # YAML please"; "Convert this Unraid template to a docker-compose.yml": a data file by its name
    r"|\b(?:to|into|as)\s+(?:an?\s+|the\s+)?(?:(?:plain|single|valid|standard|working|minimal)\s+)?"
    r"(?:[\w-]+\s+)?`?(?![\w./~-]*templates/)[\w./~-]+\.(?:ya?ml|json|csv)\b"  # "into a plain
    # docker-compose.yml", "into a conda-forge `meta.yaml` recipe"
)
# A new document in a data format is made: "Create a YAML configuration file for ...", "Write a
# CSV dataset of fictional releases" (not "a JSON object with the names from this email")
_MAKES_STRUCTURE: Final = rx.compile(
    r"\b(?:create|write|make|build|compose|design|draft|produce|generate|give\s+me|"
    r"(?:answer|reply|respond)\s+with)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+)?"
    rf"(?:[\w.-]+\s+){{0,3}}?{_FMT}\s+(?:[\w-]+\s+)?(?:file|files|config|configuration|dataset|"
    r"database|report|template|manifests?|spreadsheet|schema|schemas|stubs?|"
    r"payloads?|fixtures?)\b"  # "write me a WireMock JSON stub for our payments API"
    # "Write the ScaledObject YAML (plus …)": the format ends what is made
    rf"|\b(?:create|write|make|generate|draft)\s+(?:an?\s+|the\s+)(?:[\w-]+\s+){{1,2}}?{_FMT}"
    r"(?!\s*[\w-])"
    # "Write the services.yaml entry": a data file by its name (a Helm chart's
    # "templates/deployment.yaml" is Go templates: code)
    r"|\b(?:create|write|make|generate|give|show|(?:reply|respond|answer)\s+(?:only\s+)?with)\s+"
    r"(?:me\s+)?(?:an?\s+|the\s+|my\s+)?"
    r"(?:(?:single|complete|full|whole|new|minimal|working|sample|basic)\s+)?(?:[\w-]+\s+)?"
    r"(?![\w./~-]*templates/)[\w./~-]+\.(?:ya?ml|json|csv)\b"  # "Write me a complete config.yml",
    # French, Spanish, Portuguese: "Génère un fichier CSV d'exemple", "Réponds uniquement avec un
    # fichier CSV", "genera un archivo JSON", "crie um arquivo YAML"
    r"|\b(?:génère|générez|crée|créez|produis|produisez|écris|écrivez|fournis|fournissez|"
    r"réponds\s+(?:uniquement\s+|seulement\s+)?avec|genera|crea|escribe|dame|gere|crie|escreva)\s+"
    r"(?:moi\s+)?(?:un|une|le|el|um|o)\s+(?:fichier|archivo|arquivo|ficheiro|document|documento)\s+"
    rf"{_FMT}\b")
# "write me a Frigate config.yml for two RTSP cameras"
# Documents that are YAML or JSON by what they are, unnamed: "an Ansible playbook", "a Kubernetes
# Deployment manifest", "a GitHub Actions workflow"; made anew, or what a text is turned into
_YAML_DOC_WORDS: Final = vocabulary("playbook playbooks manifest manifests docker-compose compose "
                                    "workflow workflows kustomization cloudformation openapi "
                                    "swagger")
_YAML_DOC: Final = (
    r"(?:(?:ansible|idempotent)\s+(?:[\w-]+\s+)?playbooks?|manifests?(?![\w-]|\.\w)|"
    r"docker[- ]compose(?:\.ya?ml)?(?:\s+files?)?|compose\s+files?|"
    r"(?:github\s+actions?|gitlab(?:\s+ci)?|argo|azure\s+pipelines?)\s+(?:[\w-]+\s+)?(?:workflows?|pipelines?|config(?:uration)?s?)|"
    r"kustomizations?|cloudformation\s+(?:templates?|stacks?)|(?:openapi|swagger)\s+(?:[\d.]+\s+)?"
    r"(?:spec(?:ification)?s?|documents?|definitions?))")
_MAKES_YAML_DOC: Final = rx.compile(
    r"\b(?:create|write|make|compose|design|draft|produce|generate|give\s+me|into|"
    # "Convert this azure-pipelines.yml to an equivalent GitHub Actions workflow"
    r"(?:convert(?:s|ed|ing)?|port(?:s|ed|ing)?|migrat(?:e|es|ed|ing)|rewrit(?:e|es|ing))\b"
    r"(?:[^.?!\n]|\.(?=\w)){0,80}?\b(?:to|as))\s+"  # "Rewrite the above as a docker compose file"
    r"(?:(?:an?|one|some|me\s+an?)\s+)?(?:(?!(?:the|this|that|these|those|my|your|our|its|their|"
    r"corrected|fixed|updated|revised|modified|amended|same)\s)[\w-]+\s+){0,3}?" + _YAML_DOC)
_CONVERTS_TO_DOC: Final = rx.compile(
    r"\b(?:convert(?:s|ed|ing)?|turn(?:s|ing)?|transform(?:s|ing)?|rewrit(?:e|es|ing))\b"
    rf"(?P<source>[^.?!\n]{{0,80}}?)\binto\s+(?:(?:an?|the|one)\s+)?(?:[\w-]+\s+){{0,3}}?{_YAML_DOC}")
# A program asked for (a creation verb at most three words before a program noun), then what it
# is to do: "write a function to", "create a script that"
PROGRAM_PURPOSE: Final = rx.compile(
    rf"\b(?:{alternation(_MAKE)})\s+(?:[\w+#.'-]+\s+){{0,3}}(?:{alternation(_STRONG_NOUN)})"
    r"\s+(?:to|that|which)\s+(?:[a-z]+\s+){0,2}$")


# A conversion whose result is code: "convert the question into a PostgreSQL query", "translate
# this pseudo-code into Python", "port it to Rust code"
_CONVERT_WORDS: Final = vocabulary("convert converts converted converting translate translates "
                                   "translated translating turn turns turning transform transforms "
                                   "transforming rewrite rewrites rewriting port ports porting")
_QUERY_LANGS: Final = (
    "sql postgresql postgres mysql sqlite t-sql tsql cypher sparql graphql gremlin kql "
    "promql hiveql spl splunk")  # "to an equivalent Splunk SPL search"
_CODE_TARGETS: Final = (
    "java python javascript typescript c++ c# php kotlin golang bash powershell "
    "matlab pandas numpy verilog vhdl solidity pddl coq agda dafny toml hcl apache "
    "nginx caddy haproxy terraform dockerfile "  # configs not JSON, YAML, CSV
    "lua ruby rust scala perl haskell swift dart elixir clojure julia erlang ocaml "
    "zig nim racket scheme fortran cobol elm purescript glsl hlsl wgsl "
    "jinja jinja2 twig thymeleaf nunjucks ejs erb xslt "  # template languages
    "c89 c99 c11 c17 c23 c++11 c++14 c++17 c++20 c++23")  # C by its standard
_CONFIG_TARGETS: Final = ("toml", "hcl", "apache", "nginx", "caddy", "haproxy", "terraform")
_CONVERTS: Final = rx.compile(
    r"\b(?:convert(?:s|ed|ing)?|translat(?:e|es|ed|ing)|turn(?:s|ing)?|transform(?:s|ing)?|"
    r"rewrit(?:e|es|ing)|port(?:s|ing)?)\b(?P<source>(?:[^.?!\n]|\.(?=\w)){0,80}?)\b(?:into|to|as)\s+"
    r"(?:(?:an?|the|valid|equivalent|executable|corresponding|single|one|working|idiomatic|"
    r"modern|plain|vanilla|pure|typed|portable)\s+)*"
    r"(?:(?:(?!(?:morse|qr|zip|postal|area|country|colou?r|hex|ascii|binary|machine|bar|dress|vs)\s)"
    r"[\w+#.-]*[\w+#-]\s+){0,2}(?:code|program|function|regex|regular expression|snippet|script|"
    rf"one-liner|test\s+module|test\s+suite|module)s?|(?:{alternation(_QUERY_LANGS)})(?:\s+(?:query|queries|statements?))?"
    r"|(?:insert|upsert|update|merge|create\s+table)\s+statements?"  # SQL by its statement
    rf"|{alternation(_CODE_TARGETS)}|lean\s+4)(?![\w+#-])")  # "to Lean 4" (a diet is lean too)
# (a file's dot, as in "this devbox.json", ends no sentence)
# What a conversion's source names when it is code already: "this Java method", "the query"
_CODE_SOURCE: Final = rx.compile(
    r"(?<![\w-])(?:code|function|functions|program|programs|script|class|method|methods|snippets?|"
    r"examples?|samples?|tests?(?!\s+(?:plans?|scenarios?|descriptions?|ideas?))|"
    r"library|libraries|package|packages|codebase|module|modules|expression|expressions|"
    # "Convert the given Boo source to C#", "Port the %INPUT template to Jinja2"
    r"source(?!\s+text)|sources|templates?|stylesheets?|"
    # a prover's: "Port this Abella development to Lean 4"
    r"developments?|formali[sz]ations?|proofs?|theorems?|lemmas?|"
    r"scenarios?|routines?|subroutines?|procedures?|"  # "the LAPACK routine CGELQS to C99"
    r"alias|aliases|macros?|shaders?|"  # "Turn the git alias below into a bash script"
    # "Logica (a Datalog-like language that compiles to SQL)": a language, not "natural language
    # questions"
    r"\(an?\s+(?:[\w-]+\s+){0,2}?language\b|"
    rf"quer(?:y|ies)|implementation|{alternation(_CODE_TARGETS + ' ' + _QUERY_LANGS)})(?![\w+#-])")


def converts_to_code(region: str, words: frozenset[bytes], *, code_material: bool) -> bool:
    """A conversion into code is asked of something that is not code: the code is new ("convert
    the question into SQL", "turn this pseudo-code into Python"), not a translation of code
    ("translate this Java method into Python"). Where the ask names no source ("convert it to
    Python"), or names code the material (``code_material``: it holds code) lacks, the material
    decides. A text turned into a playbook or a manifest gets new config too ("Turn this
    hardening step into an idempotent playbook"); a file or code carried over does not."""
    found = GATES.found(region)
    if not words.isdisjoint(_YAML_DOC_WORDS) and not words.isdisjoint(_CONVERT_WORDS):
        doc = _CONVERTS_TO_DOC.search(region)
        if doc is not None:
            return not code_material and _FILE_SOURCE.search(doc["source"]) is None
    m = _conversion(region, words)
    if m is None or m.group().endswith(_CONFIG_TARGETS) or \
            _RECORD_SOURCE.search(m["source"]) is not None:
        return False  # "convert to TOML": a config's values carried into another format;
        # "Turn this record into a PostgreSQL INSERT": its values, whatever the code score
    if code_material and _TYPES_AFTER.match(region, m.end()) is not None:
        return False  # "Convert this AT Protocol lexicon into TypeScript type definitions": a
        # schema's fields carried into types (or a fixture's values into tests)
    from_text = _from_text(m)
    source = word_list(m["source"])
    if (m.group().startswith("port") or "```" in found) and source and (
            set(source) <= _POINTERS or (
                "```" in found and source[0] in _DEICTIC_WORDS and len(source) <= 4)):
        return False  # "Port this to VHDL:": the code it points at, whatever its score (but
        # "Port these ideas to Python" writes new code); "convert this GL Transition to WGSL"
        # over its fenced GLSL
    if "```" in found and _NAMED_FILE_SOURCE.fullmatch(m["source"]) is not None:
        return False  # "Please convert `blinn_phong.vert` below to WGSL": the fenced file
    if _POINTED.search(m["source"]) is not None and (
            _CODE_SOURCE.search(m["source"]) is not None or
            _FILE_SOURCE.search(m["source"]) is not None):
        return False  # "Port the BQN code examples in this doc section to NumPy", "Port this
        # rules file to a Python script": what is pointed at is there, in backticks, indented
        # lines or a config the code score may not count
    # no code to port where the material holds none ("You port JavaScript libraries to Python",
    # then the API docs): the code is new
    return from_text if from_text is not None and (from_text or code_material) \
        else not code_material


_NAMED_FILE_SOURCE: Final = rx.compile(r"\s*`[\w./-]+`\s*(?:below|above|here)?\s*")


def _conversion(region: str, words: frozenset[bytes]) -> re.Match[str] | None:
    """An asked conversion into code; not a question about one ("how do I convert my app from
    Java to Kotlin?" asks for advice)."""
    if words.isdisjoint(_CONVERT_WORDS):
        return None
    m = _CONVERTS.search(region)
    if m is None or not _ADVICE.isdisjoint(word_list(sentence_before(region, m.start(), 60))):
        return None
    return m


_ADVICE: Final = vocabulary("how why what when whether which should")
_WRITTEN_IN: Final = rx.compile(r"\b(?:written|implemented|coded|expressed)\s+in\s+[\w+#-]+")


def _from_text(m: re.Match[str]) -> bool | None:
    """The conversion's source is named and is no code (True), is code (False), or is only
    pointed at (None: "convert it to Python")."""
    source = m["source"]
    if m.group().startswith("port") or _CODE_SOURCE.search(source) is not None or \
            not _LANG_WORDS.isdisjoint(word_list(source)) or \
            _WRITTEN_IN.search(source) is not None:  # "this Perl one-liner", "formal ISA
        # specifications written in Sail"
        return False  # "port this raylib C example to Python": only code is ported
    if _RECORD_SOURCE.search(source) is not None:
        return False  # "Turn the following JSON record into an INSERT statement": its values
        # carried over, as a port carries code
    return True if set(word_list(source)) - _POINTERS else None


_TYPES_AFTER: Final = rx.compile(r"\s+(?:type\s+definitions?|types|typings|interfaces?|structs?|"
                                 r"models?|dataclass(?:es)?|enums?|type\s+declarations?|"
                                 r"(?:unit\s+)?tests|test\s+cases)\b")  # "You convert MapLibre
# style-spec JSON fixtures into TypeScript unit tests": each input and output carried over
_RECORD_SOURCE: Final = rx.compile(r"\b(?:records?|rows?|entry|entries)\b")
_FILE_SOURCE: Final = rx.compile(
    r"\b(?:file|files|config|configuration|rules|manifest|workflows?)\b")
_POINTED: Final = rx.compile(r"\b(?:this|these|the\s+following|above|below)\b")
# Words that point at a source without naming it: "convert the following to Python"
_DEICTIC_WORDS: Final = vocabulary("this these that those")
_POINTERS: Final = vocabulary(
    "this that these those the following below above it them all each every "
    "my our your his her their of given",
    # "Convert what you are given to PostgreSQL", "whatever I paste"
    "what whatever you are is i get receive sent paste provided")


def code_request(region: str, words: frozenset[bytes]) -> tuple[int, bool | None]:
    """2: a program is asked for (a creation verb before a program noun, a language, a contest
    statement); 1: a code-ish artefact ("build a web server"); 0: nothing. With whether a new
    program is written (a contest, or ``makes_program``), where found on the way (else None)."""
    found = GATES.found(region)
    if _is_contest_problem(region, words):
        return 2, True
    if not region.isascii() and (_CJK_WRITES_CODE.search(region) is not None or (
            "コード" in found and _JA_WRITES_CODE.search(region) is not None)):
        return 2, True  # "自己写一段违反它的真实业务代码": code asked for, no language named
    for lang in sorted(words & _LANG_WORDS):  # in one order: a set's follows its hash seed
        name = lang.decode()
        named = False
        for i in occurrences(region, name):
            if region[i - 1 : i] == ".":
                continue  # "FixtureSet.html", "scripts.sql": a file's extension, no language
            named = named or i < ASK_PARAGRAPH_CHARS  # an ask's, not a page's further on
            after = region[i + len(name) : i + len(name) + 40]
            version = _VERSION.match(after)
            if version is not None:  # "Lean 4 theorem", "Python 3 script": the word after
                after = after[version.end() :]
            elif after[:2] == " (" and (aside := _ASIDE.match(after)) is not None:
                after = after[aside.end() :]  # "SQL (PostgreSQL) INSERT statements"
            qualified = region.endswith(_LANG_QUALIFIERS, 0, i)  # "in Emacs Lisp"
            head = region.rfind(" ", 0, i - 1) + 1 if qualified else i
            prefix = region[max(head - 8, 0) : head]
            if name == "lean" and version is None:
                continue  # "a lean code review process"; but "in Lean 4"
            clear = name not in _AMBIGUOUS or version is not None or (
                name != "lean" and _ENDS_LANG_CLAUSE.match(after) is not None)  # "Lean 4", "in
            # C, please", "in C (C99, POSIX)", not "lean meat" nor "in C major"
            told = _USE.search(region, max(i - 20, 0), i) is not None or \
                _REDO_WITH.search(region, max(i - 40, 0), i) is not None or (
                name in _ONLY_CODE and (
                    _GIVES.search(region, max(i - 30, 0), i) is not None
                    or ((region.find("writ", max(i - 20, 0), i) >= 0
                         or region.find("generat", max(i - 22, 0), i) >= 0)
                        and _WRITES_LANG.search(region, max(i - 24, 0), i) is not None
                        and _WRITES_LANG_AFTER.match(region, i + len(name)) is not None))) or \
                (region.endswith("en ", 0, i)
                 and _SOLVE_IN_ES.search(region, max(i - 60, 0), i) is not None) or \
                region.endswith(_WRITE_THE, 0, i) or (  # "write the Jsonnet (main.jsonnet plus …)"
                    region.endswith("write me ", 0, i)
                    and after.startswith((" to ", " that ", " which ")))  # "write me python to
            # load this dataset" (not "write me Java interview questions")
            in_lang = clear and not region.endswith(_KNOWN_IN, 0, i) and (
                _in_language(prefix, ("in ", "using ", "на ")) or told
                or (region.find("with ", max(i - 40, 0), i) >= 0
                    and _WITH_ONLY.search(region, max(i - 70, 0), i) is not None) or (
                name in _ONLY_CODE and _in_language(prefix))
                or _IN_PLAIN.search(region, max(i - 24, 0), i) is not None)
            if in_lang and _NOT_CODE_AFTER_LANG.match(after) is None:
                return 2, None  # "in Python", "using Rust", "Use SQL to"
            if clear and after[:1] == " " and _CODE_FILE_AFTER.match(after) is not None:
                return 2, None  # "a Rust main.rs", "a Go main.go": a source file in it
            if clear and region[i - 1 : i] == "(" and after[:1] in (")", ",") and \
                    not _MAKE_WORDS.isdisjoint(word_list(sentence_before(region, i, 60))):
                return 2, None  # "write a custom RuboCop cop (Ruby) that flags …": what is made,
                # its language in brackets
            if clear and after.startswith(_EXAMPLE_AFTER) and \
                    not _MAKE_WORDS.isdisjoint(word_list(sentence_before(region, i, 60))):
                return 2, None  # "Show me a minimal Node.js example of how I'd use it"
            if (clear or name != "lean") and region.endswith(_NOUNS_BEFORE_LANG, max(i - 12, 0), i):
                return 2, None  # "du code Python 3", "un petit client Python", "código Rust":
                # the noun before its language, in French, Spanish, Portuguese, Italian (which
                # makes "un petit programme C complet" C, no grade)
            if (clear or not after.isascii()) and _CJK_CODE_NOUN.match(after) is not None:
                runnable = _CJK_RUNNABLE.search(region, max(i - 12, 0), i) is not None
                return 2, runnable or None  # "编写一条 SQL 查询", "Python のコード", "可编译的Go
                # 代码" (a runnable one is a new program, whatever else the text asks)
            if name in _ONLY_CODE and (region.endswith(_NOUN_ASIDE, 0, i) or
                                       _ONLY_AFTER.match(after) is not None):
                return 2, None  # "to an Alacritty theme file (TOML with [colors.primary] …)",
                # "an `azurerm_policy_definition` resource (HCL, …)", "… SQL only."
            if name in _ONLY_CODE and region.endswith(("expression (", "expressions ("), 0, i) and \
                    not _MAKE_WORDS.isdisjoint(word_list(sentence_before(region, i, 60))):
                return 2, None  # "Write a Prometheus alerting rule expression (PromQL)"
            if prefix.rstrip().endswith("用") and _CJK_WRITE.match(after) is not None:
                return 2, None  # "用Go写一个命令行工具": written in the language
            next_two = after.split()[:2] if after[:1] == " " else []
            following = word_list(next_two[0]) if next_two else []
            if following and not _NOUN_WORDS.isdisjoint(following) and \
                    _NAMED_NOT_MADE.search(sentence_before(region, i, 60)) is None and \
                    not _owned_unmade(region, i) and not (
                        region.endswith(" to the ", 0, i)
                        and not _makes_or_wants(word_list(sentence_before(region, i, 60)))):
                return 2, None  # "Python script"; not "List every PHP method, class or
                # Artisan command mentioned in this section as a JSON array": names listed, nor
                # "a first-time contributor to the Rust compiler": a project named
            if clear and following and not (
                    _LANG_OBJECTS_OR_NOUNS if "-" in next_two[0] else _LANG_OBJECTS).isdisjoint(
                    following + word_list(" ".join(next_two[1:]))) and (
                    _makes_or_wants(word_list(sentence_before(region, i, 60)))
                    or _ANSWERS_WITH.search(region, max(i - 60, 0), i) is not None
                    or _TURNED_INTO.search(region, max(i - 60, 0), i) is not None):
                return 2, None  # "create a Perl hash", "Answer each request with one SQL
                # statement", "a PostgreSQL INSERT statement" (the object a word later), but
                # not "a Python list or a tuple?"
        if name in _ONLY_CODE and named and _foreign_script(region) and \
                not explains_in_other_language(region) and _EXTRACTS_SCRIPT.search(region) is None:
            return 2, None  # "pythonで辞書を…": the rest of the ask is beyond these word lists
    if (b"command" in words or b"commands" in words) and _WHICH_COMMAND.search(region) and \
            _CLI.search(region):
        return 1, False  # "What's the command to list stopped containers with `docker`?"
    if ("structured text" in found and _IN_TWO_WORD_LANGUAGE.search(region) is not None) or (
            b"language" in words and _in_the_language(region)) or (
            not words.isdisjoint(_SOLUTION_VERBS) and any(key in region for key in _SOLUTION_KEYS)
            and _SOLUTION_IN.search(region) is not None):
        return 2, None  # "Write this in the Roc language", "Please write a solution in Roc.": a
        # language the word lists lack
    conversion = _conversion(region, words)
    if conversion is not None:  # "convert the question into a SQL query": new code from text
        return 2, _from_text(conversion)
    if ("código" in found or "codigo" in found) and _RUNNABLE.search(region) is not None:
        return 2, True  # "Respondes con código completo y ejecutable"
    if ("only" in found or "just the code" in found) and \
            _OUTPUT_ONLY_CODE.search(region) is not None:
        return 2, False  # "Output only the resulting script": the answer is code, a port's
    if ("the corrected " in found or "the fixed " in found) and _gives_fixed_code(region):
        return 2, False  # "fix it and give me the corrected template": the code again, mended
    if ("コード" in found or "代码" in found or "代碼" in found or "程式碼" in found
            or "测试" in found or "測試" in found or "编译" in found or "編譯" in found) and \
            _CODE_ASKED_SCRIPT.search(region) is not None:
        return 2, None  # "コードは完全な形で示してください": code asked for, in these scripts
    if not words.isdisjoint(_WRITE_DE_WORDS) and _WRITES_CODE_DE.search(region) is not None:
        return 2, True  # "Schreib mir … ein kurzes Batch-Skript (.cmd)": a new program
    if "напиш" in found and _WRITES_CODE_RU.search(region) is not None:
        return 2, True  # "Напиши небольшой самостоятельный Python-скрипт": a new program
    if not words.isdisjoint(PORT_ES_WORDS) and PORTS_ES.search(region) is not None:
        return 2, False  # "¿Me lo puedes pasar a Python 3?": a port, code
    if ("->" in found or "→" in region) and _ports_by_arrow(region):
        return 2, False  # "python -> rust:", "sam -> terraform:": a port, code
    if (b"toml" in words or b"hcl" in words) and _TO_CONFIG_LANG.search(region) is not None:
        return 2, False  # "YAML -> TOML for golangci-lint config:", "Same thing in TOML
        # please": a config carried into a language of its own, code
    creates = _creates(region, words)
    if creates and not words.isdisjoint(_CONFIG_LANG_WORDS) and \
            _CONFIG_OF_LANG.search(region) is not None:
        return 2, True  # "write the nginx config that gives the same behaviour": a config in
        # a language of its own, code as TOML and HCL are (not JSON, YAML or CSV)
    by_name = _NAMED_FILE.search(region) if creates and "`" in region else None
    if by_name is not None:  # "write an example `dune` file": a file by its name in backquotes
        return (1 if by_name["name"].endswith((".yml", ".yaml", ".json")) else 2), True
    written, new = _writes_file(region) if (creates or not words.isdisjoint(_FILE_ASK_WORDS)) \
        and "." in region else (0, False)
    if written:
        return written, new  # "Write a
        # templates/deployment.yaml that uses these values", "return the complete updated
        # printer.cfg"
    if not words.isdisjoint(_APP_WORDS) and _MAKES_APP.search(region) is not None:
        return 1, True  # "Write a minimal Roda app that enables the feature documented below",
        # "example app please:"
    if not creates:
        return 0, False
    if not words.isdisjoint(_RUNNABLE_WORDS) and _RUNNABLE.search(region) is not None:
        return 2, True  # "Answer with a complete, runnable Mojolicious::Lite application"
    made = _made_noun(region, words)
    writes = made in _STRONG_NOUNS
    return 2 if writes else 1 if made else 0, writes


# An application made: "build a small todo app", "create an example application using this
# library", "how I'd actually use this in a Roda app", a terse "example app please:"; not
# "write an app store description", "a review of this app"
_APP_WORDS: Final = vocabulary("app apps application applications webapp")
_MAKES_APP: Final = rx.compile(
    r"\bshow\s+(?:me\s+|us\s+)?how\s+(?:[\w']+\s+){0,3}?use\s+(?:this|it|these|them)\s+in\s+"
    r"(?:an?|my|our)\s+(?:[\w.+#:-]+\s+){0,2}?(?:web\s*)?(?:app|application)\b"
    r"|(?:^|\n)\s*(?:an?\s+)?(?:example|sample|demo|small|minimal|quick)\s+(?:[\w.+#:-]+\s+)?"
    r"(?:web\s*)?app(?:lication)?s?\s*(?:please|pls|plz|\?|:)"
    r"|\b(?:write|build|create|implement|develop|code|make|scaffold)\s+(?:me\s+)?(?:an?\s+|one\s+)?"
    r"(?:(?!(?:of|about|for|on|to|from|the|this|that|my|our|your|review|description|summary|post|"
    r"article|page|copy|pitch|name|idea|ideas|plan|proposal|outline|overview|story|guide|"
    r"tutorial|readme|email|letter|job|grant|visa|loan|patent)\s)[\w.+#:-]+\s+){0,3}?"
    r"(?:web\s*)?(?:apps?|applications?|webapp)"
    r"(?!\s+(?:store|description|idea|ideas|name|names|review|reviews|listing|copy|launch|"
    r"marketing|icon|logo|letter|letters|email|form|forms|essay|process)\b)\b"
    r"(?!\s+(?:for|to)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:grants?|jobs?|positions?|roles?|"
    r"scholarships?|loans?|visas?|permits?|patents?|funding|programmes?|university|college|"
    r"school|internships?|residency|fellowships?)\b)")


# a line that names a port by an arrow into a language: "python -> rust:", "sam -> terraform:"
LANG_ARROW_TO: Final = ("python", "rust", "go", "golang", "java", "javascript", "js", "typescript",
                         "ts", "kotlin", "swift", "ruby", "php", "c++", "c#", "lua", "bash",
                         "powershell", "haskell", "scala", "dart", "elixir", "sql", "terraform")
_EXAMPLE_AFTER: Final = (" example", " snippet", " sample", " code example", " code snippet",
                         " code sample")
# "Rewrite this with only standard shell tools": what it is to be written with
_WITH_ONLY: Final = rx.compile(r"\bwith\s+(?:only\s+)?(?:standard|plain|pure|vanilla|built-in|"
                               r"posix)\s+$"
                               # "Solve olympiad problems with efficient, well-commented C++17"
                               r"|\b(?:solve|implement)\s+(?:[\w-]+\s+){0,3}?with\s+(?:[\w-]+,?\s+){0,3}$")


# a port asked in Spanish or Portuguese, the thing ported a pronoun on the verb ("pásalo",
# "conviértelo") or before it ("¿Me lo puedes pasar a Python 3?"), or named after it ("passa isso
# para Java", "convierte este código"): not "o que se passa em Java", "passar para Java na minha
# carreira" (looked for where ``PORT_ES_WORDS`` stand: ``word_list`` drops accented letters)
PORTS_ES: Final = rx.compile(
    r"\b(?:(?:pasarlo|pásalo|pásamelo|pásala|conviértelo|conviértela|convertirlo|pórtalo|"
    r"portarlo)\b"
    r"|(?:(?<=lo )|(?<=la )|(?<=lo puedes )|(?<=la puedes )|(?<=lo podrías )|(?<=lo podés )|"
    r"(?<=lo puede )|(?<=lo pode )|(?<=la pots )|(?<=el pots )|(?<=ho pots )|(?<=la podries )|"
    r"(?<=el podries )|(?<=ho podries ))"  # Catalan "Me la pots passar a Python 3?"
    r"(?:pasar|pasas|convertir|conviertes|portar|passar|converter|convertir)\b"
    r"|(?:pasar|pasa|convierte|convertir|porta|portar|passar|passa|passe|converta|converter|"
    r"converte)\s+(?:esto|eso|isto|isso|este|esta|esse|essa|"
    r"(?:el|la|o|a|mi|meu|minha|tu|seu|sua)\s+(?:c[óo]digo|programa|script|snippet|ejemplo|"
    r"exemplo|archivo|arquivo|clase|classe|funci[óo]n|fun[çc][ãa]o|m[óo]dulo)))"
    r"[^.?!\n]{0,40}?\b(?:a|al|para|em)\s+"
    rf"(?:{alternation(_CODE_TARGETS)})(?![\w+#-])")


def _ports_by_arrow(region: str) -> bool:
    """A line in the text's first or last ``ARROW_REACH`` characters that names a port by an
    arrow ("python -> rust:"), matched from the start of each line an arrow stands on."""
    tail = max(len(region) - ARROW_REACH, 0)
    for lo, hi in ((0, ARROW_REACH), (tail, len(region))):
        for arrow in ("->", "→"):
            i = region.find(arrow, lo, hi)
            while i >= 0:
                if _LANG_ARROW_LINE.match(region, region.rfind("\n", 0, i) + 1) is not None:
                    return True
                i = region.find(arrow, i + 1, hi)
    return False


LANG_ARROW: Final = rx.compile(  # (no first character to skip to: looked for in a window)
    r"(?:^|\n)[ \t]*[\w.+#-]{1,24}\s*(?:->|→)\s*"
    rf"(?:{'|'.join(re.escape(name) for name in sorted(LANG_ARROW_TO, key=len, reverse=True))})"
    r"(?![\w+#])[^\n]{0,60}?(?::|please|pls|\?)[ \t]*(?:\n|$)")
# a program asked in German: "Schreib mir ein kurzes Batch-Skript", "Erstelle eine Funktion"
# Russian "Напиши, пожалуйста, небольшой Python-скрипт", "напиши программу на Go"
_WRITES_CODE_RU: Final = rx.compile(r"напиш\w*[^.\n]{0,60}?(?:[\w+#]+-)?(?:скрипт|программ[уы]|"
                                    r"функци[юи]|класс|запрос)")
_WRITE_DE_WORDS: Final = vocabulary("schreib schreibe erstelle erstell generiere programmiere")
_WRITES_CODE_DE: Final = rx.compile(
    r"\b(?:schreib|schreibe|erstelle|erstell|generiere|programmiere)\b[^.?!\n]{0,60}?\b"
    r"(?:(?:ein|eine|einen|eigenes)\s+(?:[\w-]+\s+){0,2}?(?:[\w+#]+-)?(?:funktion|code)(?![\w-])"
    r"|(?:ein|eine|einen|eigenes|das|die|den)\s+(?:[\w-]+\s+){0,2}?(?:(?:batch|shell|bash|"
    r"python|powershell|cmd|bat|perl|php|ruby|node|js|javascript|sql|lua|build|install|deploy|"
    r"start|test|backup|cron)-?skript|(?:python|java|c|rust|go|konsolen|kommandozeilen|cli)-?"
    r"programm|projektdatei|(?:sql|datenbank)-?abfrage)(?![\w-])"
    r"|(?:ein|eine|einen|eigenes|das|die|den)\s+(?:[\w-]+\s+){0,2}?[\w-]*(?:skript|programm|"
    r"projekt)\s*\(\.\w+\))")
# ("ein kurzes Batch-Skript", "ein eigenes Beispielprojekt (.proj)": a program by its kind or
# its file; not a German "Skript" for a video or a lecture, a "Trainingsprogramm", "eine Klasse"
# of pupils, "eine Methode, wie ich mir Vokabeln merke")
PORT_ES_STEMS: Final = ("pas", "pás", "conv", "port", "pórt")
# their words as ``word_list`` gives them: "pásalo" is "p salo", "conviértelo" "convi rtelo"
PORT_ES_WORDS: Final = vocabulary("pasar pasa pasarlo convierte convertir porta portar passar "
                                  "passa converta converter salo samelo rtelo rtalo")
_LANG_ARROW_LINE: Final = rx.compile(LANG_ARROW.pattern.removeprefix("(?:^|\\n)"))
_CONFIG_LANG_WORDS: Final = vocabulary("nginx apache httpd caddy haproxy lighttpd varnish systemd "
                                       "toml hcl terraform ssh sshd ssh_config sshd_config "
                                       "gitconfig tmux")
_TO_CONFIG_LANG: Final = rx.compile(r"(?:->|→|=>|\bin|\binto)\s+(?:toml|hcl)\b"
                                    # "Convert this … into an Alacritty TOML config" (not
                                    # "in a TOML file", nor "What goes into a TOML file?")
                                    r"|\b(?:convert|turn|port|translate|rewrite|migrate|transform)"
                                    r"\b(?:(?!into\b)[^.?!\n]|\.(?=\S)){0,120}?\binto\s+(?:an?|the)\s+"
                                    r"(?:[\w-]+\s+)?"
                                    r"(?:toml|hcl)\b")
_CONFIG_OF_LANG: Final = rx.compile(r"\b(?:nginx|apache|httpd|caddy|haproxy|lighttpd|varnish|"
                                    r"systemd|toml|hcl|terraform|ssh|sshd|tmux)\s+(?:config(?:uration)?s?|"
                                    r"file|unit|server\s+block|vhost|site)\b"
                                    # "an ssh_config keyword. Give me a ready-to-paste config
                                    # block": a config in a language of its own, by its file
                                    r"|\b(?:ssh_config|sshd_config|gitconfig)\b")
# a file by its name in backquotes: "write an example `dune` file"
_NAMED_FILE: Final = rx.compile(r"\b(?:write|create|generate|give\s+me)\s+(?:an?\s+|the\s+)?"
                                r"(?:[\w-]+\s+){0,2}`(?P<name>[\w.-]+)`\s+files?\b")
# the answer given as code: "Output only the resulting script"
_OUTPUT_ONLY_CODE: Final = rx.compile(
    r"\b(?:output|return|reply\s+with|respond\s+with|give\s+me)\s+(?:only\s+the\s+(?:[\w-]+\s+)?"
    r"(?:script|program|code|function|module|class|query)\b|the\s+(?:[\w-]+\s+)?(?:script|program|"
    r"code|function|module|class|query)\s+only\b)"  # "Reply with the script only."
    # "Output only the complete XML document": markup, code as any language but JSON, YAML, CSV
    r"|\b(?:output|return|reply\s+with|respond\s+with)\s+only\s+the\s+(?:complete\s+|full\s+|"
    r"whole\s+|converted\s+)?xml(?:\s+(?:document|file|output))?(?=\s*(?:[.!,;]|$|and\b))"
    r"|(?:^|[.!:]\s+)code\s+only\s*(?:[.!]|$)"  # "Write a custom signature in Go …. Code only."
    r"|\bjust\s+the\s+code\b")  # "write me a luau script that uses what this explains. just
# the code pls"
def _gives_fixed_code(region: str) -> bool:
    """ "give me the corrected template", "return the fixed code": found from its noun phrase,
    which ``re`` skips to, where the verbs' pattern opening on a word boundary was tried at
    every character (~35 µs over a 2k-token text)."""
    for key in ("the corrected ", "the fixed "):
        i = region.find(key)
        while i >= 0:
            after = i + len(key)
            if region.startswith(_FIXED_CODE_NOUNS, after) and \
                    _GIVES_BEFORE.search(region, max(i - 24, 0), i) is not None:
                return True
            i = region.find(key, i + 1)
    return False


_FIXED_CODE_NOUNS: Final = ("template", "code", "script", "query", "function", "program",
                             "snippet", "module", "class")
_GIVES_BEFORE: Final = rx.compile(r"\b(?:give\s+me|return|output|reply\s+with|send\s+me)\s+"
                                  r"(?:back\s+)?$")
# the same in other scripts: "コードは完全な形で示してください" (show the code in full),
# "请给出完整代码" (give the complete code)
_CODE_ASKED_SCRIPT: Final = rx.compile(r"コードは[^。\n]{0,10}(?:示して|書いて)|"
                                              r"(?:给出|給出|提供)[^。\n]{0,6}(?:代码|代碼|程式碼)|"
                                              # "可编译的仓颉代码" (compilable Cangjie code)
                                              r"(?:可编译|可編譯|可运行|可運行|可执行|可執行|直接运行|直接運行)的?"
                                              r"[^。\n]{0,16}"
                                              r"(?:代码|代碼|程式碼|程序|程式|脚本|腳本)|"
                                              # "用 Jest 写一组单元测试" (write a set of unit tests)
                                              r"(?:写|寫)[^。\n]{0,8}(?:单元测试|單元測試|测试用例|測試用例)|"
                                              # "只输出代码" (output only code)
                                              r"只(?:输出|輸出|给|給|返回|要)(?:代码|代碼|程式碼)")
# A source or config file asked for by its name: "write a templates/deployment.yaml", "create
# the matching main.go" (not "summarise this README.md": no creation verb before it)
_FILE_EXTENSION: Final = rx.compile(
    r"\.(?:ya?ml|py|js|mjs|cjs|ts|mts|tsx|jsx|go|rs|java|kt|c|cc|cpp|h|hpp|cs|rb|php|sh|bash|ps1|"
    r"toml|ini|cfg|conf|tf|hcl|sql|html|css|scss|xml|gradle|swift|lua|pl|"
    # "Just the .asm file please", "Reply with the .iss file only"
    r"asm|iss|nsi|au3|ahk|bat|cmd|proto|erl|ex|exs|hs|ml|clj|scala|dart|zig|nim|jl|kts|vue|"
    r"svelte|xsl|xslt)(?!\w|\.\w)")
_WRITES_FILE: Final = rx.compile(
    r"\b(?:write|create|generate|produce|give\s+me|show\s+me|make|(?:reply|respond|answer)\s+with|"
    r"return)\s+"
    r"(?:an?\s+|the\s+|my\s+)?(?:(?!(?:of|about|for|from|in|on|to|with)\s)[\w-]+,?\s+){0,3}?"
    r"[`'\"]?[\w./~-]+$")  # "a complete, idiomatic main.go", "Reply with a compilable `main.rs`",
# "write me a complete ~/.wezterm.lua"; not "a summary of main.go"
# "Just the .asm file please.", the answer: not "only the main.go file explained"
_JUST_THE_FILE: Final = rx.compile(r"(?:^|(?<=[.!?:;]\s)|(?<=\n))(?:just|only)\s+the\s+"
                                           r"(?:[\w-]+\s+)?[`'\"]?[\w./~-]*$")
_FILE_ALONE: Final = rx.compile(r"(?:\s+file)?(?:\s+(?:please|pls|only|back))?\s*(?:[.!,;]|$)")
_FILE_ASK_WORDS: Final = vocabulary("return just only")


def _writes_file(region: str) -> tuple[int, bool | None]:
    """A file name with a source or config extension, right after a creation verb (found from
    the extension's dot back, so the verbs are read only where a name is): 2, or 1 where the
    file is YAML, whose answer asked "yaml only" is structured output; with whether the file is
    new (True), or only names the answer's form (None: "Just the .asm file please", new or a
    port); (0, False) where no file is asked."""
    for m in _FILE_EXTENSION.finditer(region):
        named = region[m.start() - 1 : m.start()].isalnum()
        if not named and not (region[m.start() - 1 : m.start()] == " "
                              and region.startswith(" file", m.end())):
            continue  # neither "main.go" nor "one complete .java file"
        level = 1 if m.group().startswith((".yaml", ".yml")) else 2
        if _WRITES_FILE.search(region, max(m.start() - 80, 0), m.start() - (not named)):
            return level, True
        if _JUST_THE_FILE.search(region, max(m.start() - 40, 0), m.start()) is not None and \
                _FILE_ALONE.match(region, m.end()) is not None:
            return level, None
    return 0, False


def _foreign_script(region: str) -> bool:
    """Most of ``region`` is in a script other than Latin (Cyrillic, CJK…): its UTF-8 takes
    over 1.5 bytes a character."""
    return not region.isascii() and 2 * len(region.encode("utf-8", "surrogatepass")) > 3 * len(
        region)


def _in_language(before: str, among: tuple[str, ...] = _IN_LANGUAGE) -> bool:
    """``before``, the 8 characters before a language's name, ends with the word "in", "using"
    or their like in another language (a word cut by the window's start is no word, nor the end
    of "explain")."""
    head, _, last = before.rstrip().rpartition(" ")
    return before[-1:] == " " and last + " " in among and (bool(head) or len(before) < 8)


def makes_program(region: str, words: frozenset[bytes]) -> bool:
    """A creation verb just before a program noun ("write a function", "complete the SQL
    query"): what ``code_request`` leaves undecided when a language name answered first."""
    found = GATES.found(region)
    return _creates(region, words) and (
        _made_noun(region, words) in _STRONG_NOUNS
        or ("example" in found and not words.isdisjoint(_LANG_WORDS)
            and _LANG_EXAMPLE.search(region) is not None))


# a language's example made: "Write a short, self-contained Python example that demonstrates it"
_LANG_EXAMPLE: Final = rx.compile(rf"\b(?:{alternation(_LANG)})\s+(?:code\s+)?examples?\b")


def _made_noun(region: str, words: frozenset[bytes]) -> str:
    """A code noun of ``region`` with a creation verb before it in its sentence: the first of
    the strong ones (a program), else the first made, else ""."""
    nouns = [
        (i, n) for w in words & _NOUN_WORDS for n in (w.decode(),) for i in occurrences(region, n)
    ]
    nouns += [
        (i, p)
        for p, first in _NOUN_PHRASE_FIRST
        if first in words and p in region
        for i in occurrences(region, p)
    ]
    made = ""
    for i, noun in sorted(nouns):
        if region[i - 1 : i] == '"' and region[i + len(noun) : i + len(noun) + 1] == '"':
            continue  # 'Reply with a single JSON object: {"function": string, …}': a key
        after = i + len(noun)
        if region.startswith(_NAMES_OF, after):
            continue  # "keeping the function names exactly as written": its names, no function
        if (region.startswith(" by ", after) and region.startswith(noun, after + 4)) or (
                region.endswith(" by ", 0, i) and region.endswith(noun, 0, i - 4)):
            continue  # "explain what this code does, function by function": a walk through it
        dotted = region[i - 1 : i] == "."  # ".gitignore": its dot ends no sentence
        sentence = word_list(sentence_before(region, i - dotted, 60))
        before = sentence[-MAKE_REACH:]
        verbs = {w for k, w in enumerate(before) if w in _MAKE_WORDS and (
            k == 0 or before[k - 1] not in _ARTICLE_WORDS) and (
            w != b"code" or (k + 1 < len(before) and before[k + 1] in _AFTER_CODE_VERB))}
        # ("the complete program": no verb; nor "the Markdown structure, code and component
        # tags", "CLI invocation and code identifier (function, …)": "code" is a verb only
        # before its object)
        if before[-1:] == [b"build"] and len(before) > 1 and before[-2] not in _ASKING_BEFORE:
            verbs.discard(b"build")  # "metadata from Termux build scripts": a compound noun
        if not verbs and not _answers_with(before) and _ANSWERS_WITH.search(
                region, max(i - 60, 0), i) is None:
            continue  # "write a Python function", not "make a summary of ... the class"
        if verbs <= _WANT_WORDS and noun not in (_ANSWERED_CODE if not verbs else _WANTED_CODE):
            continue  # "I need a regex", "answer with a SQL query"; not "I need a program to
            # lose weight", "answer with the class name only" (a label)
        if _reported(sentence):
            continue  # "we give a fast algorithm", "results show that our algorithm"
        if _remakes(before):
            continue  # "make the function async" changes one that exists
        if region.endswith(_TOLD_OF, max(i - 9, 0), i):
            continue  # "a concise code review: what the program does": the one reviewed
        if region.endswith(_ABOUT_IT, max(i - 9, 0), i):
            continue  # "Write the reference entry for the function implemented above": what
            # the made text is about
        if region.find(" th", max(i - 30, 0), i) >= 0 and _on_this(region, i):
            continue  # "give feedback on this beginner program": the one given, reviewed
        if noun.startswith("script") and _SCRIPTISH.search(region, max(i - 14, 0), i + 16) is None \
                and _RUNS.search(region, i, _paragraph_end(region, i)) is None \
                and _ONLY_CODE.isdisjoint(_NAME.findall(region, i + 6, i + 40)):
            continue  # "a script for a video" is a screenplay; not one "that will check if a
            # given argument is ...", nor "a standalone script (Python preferred, …)"
        if noun.startswith("command") and _CLI.search(region) is None:
            continue  # "a command to teach my dog to sit"; but "the command to … with `brew`"
        if noun in _STRONG_NOUNS:
            return noun  # the rest can only say a program is made again
        made = made or noun
    return made


_ABOUT_IT: Final = ("for the ", "about the ", "of the ")
_ON_WORDS: Final = frozenset(("on", "about", "of", "in"))
_THIS_WORDS: Final = frozenset(("this", "that", "these", "those"))


def _on_this(region: str, i: int) -> bool:
    """ "on this ", "about this beginner ": the words just before ``i`` point at material."""
    w = region[max(i - 30, 0) : i].split()[-3:]
    return (len(w) >= 2 and w[-1] in _THIS_WORDS and w[-2] in _ON_WORDS) or (
        len(w) >= 3 and w[-2] in _THIS_WORDS and w[-3] in _ON_WORDS)
# what follows "code" where it is a verb: "code a parser", "code it up", "code the function"
_AFTER_CODE_VERB: Final = vocabulary("a an the it this that up me my your some")
_TOLD_OF: Final = ("what the ", "how the ", "why the ")
_NAMES_OF: Final = (" name", " signature", " identifier")


def _owned_unmade(region: str, i: int) -> bool:
    """The language's noun is the asker's own, told of with no creation verb before it: "My
    AutoIt script gets flagged as a virus. Why?" (not "Write my Python script for me")."""
    return region.endswith(_OWNERS, max(i - 6, 0), i) and _MAKE_WORDS.isdisjoint(
        word_list(sentence_before(region, i, 60)))


_OWNERS: Final = ("my ", "our ")


def _makes_or_wants(sentence: list[bytes]) -> bool:
    """A creation verb, or the asker's "I'd like" ("I'd like an LFE solution for this")."""
    return not _MAKE_WORDS.isdisjoint(sentence) or any(
        w == b"like" and k > 0 and sentence[k - 1] in (b"d", b"would")
        for k, w in enumerate(sentence))


def _paragraph_end(region: str, i: int) -> int:
    end = region.find("\n\n", i)
    return end if end >= 0 else len(region)


def _creates(region: str, words: frozenset[bytes]) -> bool:
    """A creation verb, or "answer with" (most answers are no program: looked at only then)."""
    return not words.isdisjoint(_MAKE_WORDS) or (
        not words.isdisjoint(_ANSWER_WORDS) and _ANSWERS_WITH.search(region) is not None)


# words before "build" that leave it a verb ("to build scripts", "can you build scripts")
_ASKING_BEFORE: Final = vocabulary("to please and you can could then also")
# what runs is a program, whatever its language's name: "a complete, runnable Mojolicious::Lite
# application", "a compilable main.rs", "an executable script"
_RUNNABLE_WORDS: Final = vocabulary("runnable compilable completo ejecutable executável")
_RUNNABLE: Final = rx.compile(
    r"\b(?:runnable|compilable)\s+(?:[\w:.+#()-]+\s+){0,3}?(?:app|application|"
    r"program|script|file|files|example|examples|module|contract|piece|"
    r"demo|snippet|code|project|sketch|server|service|bot|cli)\b|"
    # "código completo y ejecutable", "código executável"
    r"\bc[óo]digo\s+(?:completo\s+(?:y|e)\s+)?(?:ejecutable|executável|"
    r"funcional)\b")


def _answers_with(before: list[bytes]) -> bool:
    """"Answer with a single SQL query", "reply with a regex": the answer is the noun."""
    return any((w in _ANSWER_WORDS and b"with" in before[k + 1 : k + 5])
               or (w == b"output" and before[k + 1 : k + 2] in _OUTPUT_A)
               for k, w in enumerate(before))  # "Output a complete APKBUILD, nothing else"


_OUTPUT_A: Final = ([b"a"], [b"an"], [b"the"], [b"only"])


def _reported(sentence: list[bytes]) -> bool:
    """The creation verb nearest the noun states what someone did, not an ask: it has a subject
    ("we give", "they wrote") or a clause after it ("show that our algorithm", not "write that
    function")."""
    for i in range(len(sentence) - 1, max(len(sentence) - MAKE_REACH, 0) - 1, -1):
        if sentence[i] in _MAKE_WORDS:
            subject = sentence[i - 1] if i > 0 else b""
            own_ask = subject in _OWN_WORDS and (
                (i > 1 and sentence[i - 2] in _ASKING_WORDS) or sentence[i] in _WANT_WORDS)
            return (subject in _SUBJECT_WORDS and not own_ask) or (
                i + 2 < len(sentence) and sentence[i + 1] == b"that")
    return False


_SUBJECT_WORDS: Final = frozenset(w.encode() for w in SUBJECTS)
_OWN_WORDS: Final = frozenset(w.encode() for w in OWN)
_ASKING_WORDS: Final = frozenset(w.encode() for w in ASKING)


def _remakes(words: list[bytes]) -> bool:
    """The creation verb nearest the noun is "make" with an object that exists already ("make
    the function", "make it"): an edit, not a new program."""
    for i in range(len(words) - 1, -1, -1):
        if words[i] in _MAKE_WORDS:
            return words[i] == b"make" and i + 1 < len(words) and words[i + 1] in _EXISTING
    return False


_EXISTING: Final = frozenset(
    (b"the", b"this", b"that", b"these", b"those", b"it", b"its", b"my", b"our",
     b"your"))


def _is_contest_problem(region: str, words: frozenset[bytes]) -> bool:
    """I/O sections ("Input format", "Sample input", "Example 1: Input:") or a bound such as
    ``1 <= n <= 10^5``."""
    found = GATES.found(region)
    bounded = "<=" in found or "≤" in region or "&lt;=" in found
    if words.isdisjoint(_PROBLEM_TRIGGERS) and not bounded:
        return False
    if any(h in region and _heads_a_line(region, h) for h in _PROBLEM_HEADINGS):
        return True  # "Input Format", "**Sample Output**" over their lines; not "the output
        # format should be as follows" inside a docs page's sentence
    if "input" in found and _PROBLEM_IO.search(region) is not None:
        return True
    return bounded and _has_bounds(region)


def _heads_a_line(region: str, phrase: str) -> bool:
    """``phrase`` somewhere opens its line, after markup at most ("## ", "**")."""
    i = region.find(phrase)
    while i >= 0:
        if opens_line(region, i, " \t#*_-"):
            return True
        i = region.find(phrase, i + len(phrase))
    return False


def _has_bounds(region: str) -> bool:
    """``_PROBLEM_BOUNDS`` somewhere in ``region``, matched only where it can start: at the
    digit before each operator (a search from every position costs ten times more); each
    operator found with ``str.find``, where ``re`` would try every "<" and "&" of HTML or code."""
    for op in _AT_MOST:
        at = region.find(op)
        while at >= 0:
            i = at
            while i > 0 and region[i - 1].isspace():
                i -= 1
            if i > 0 and region[i - 1].isdecimal() and _PROBLEM_BOUNDS.match(region, i - 1):
                return True
            at = region.find(op, at + len(op))
    return False


_BRACKETED_FORMAT: Final = rx.compile(rf"\(format\s*:?\s*{_FMT}\b")
_ASKS_BEFORE: Final = rx.compile(r"\b(?:give|donne|donnez|extract|extrais|extrayez|list|liste|"
                                 r"listez|"
                                 r"write|écris|écrivez|return|renvoie|generate|génère|create|crée|"
                                 r"make|produce|output|dame|devuelve|genera|crea|lista)\b")
_GIVES_DATA: Final = rx.compile(r"(?:here(?:'s|\s+is|\s+are)|attached|voici|ci-dessous|below\s+is|"
                                r"this\s+is|these\s+are|aquí\s+(?:está|tienes))\b")


def wants_structure(region: str, words: frozenset[bytes]) -> bool:
    """JSON, YAML or CSV output asked for by name, or shown as the answer's format by example
    ("Output format: [{"api": …}]", "in the form {"city": …}")."""
    found = GATES.found(region)
    if b"format" in words and any(_OUTPUT_FORMAT.search(region, max(m.start() - 12, 0), m.start())
                                  for m in _FORMAT_BY_EXAMPLE.finditer(region)):
        return True
    if b"form" in words and _IN_THE_FORM.search(region) is not None:
        return True
    if words.isdisjoint(_FORMAT_TRIGGERS):
        return makes_structure(region, words)  # "Write an Ansible playbook that …"
    if "(format" in found and any(
            _ASKS_BEFORE.search(sentence_before(region, m.start(), 120)) is not None
            and _GIVES_DATA.match(sentence_before(region, m.start(), 120).lstrip()) is None
            for m in _BRACKETED_FORMAT.finditer(region)):
        return True  # "Liste les villes … (format JSON, une liste de chaînes)", but not "Voici
        # la fiche … (format YAML du simulateur)" nor "Attached are the sales (format: CSV)"
    return _STRUCTURED_RE.search(region) is not None or _FORMAT_AFTER.search(region) is not None \
        or any(not region[m.start() - 1 : m.start()].isalnum()
               for m in _FORMAT_BEFORE.finditer(region)) or makes_structure(region, words)


def only_format(region: str, words: frozenset[bytes]) -> bool:
    """The answer is said to be nothing but the data ("Only the JSON.", "YAML only", "Output
    only the YAML"): whatever language the material names, none is written."""
    found = GATES.found(region)
    return not words.isdisjoint(_FORMAT_TRIGGERS) and (
        " only" in found or "のみ" in found or "只" in region or "nothing else" in found) and \
        ONLY_FORMAT.search(region) is not None


ONLY_FORMAT: Final = rx.compile(rf"\bonly\s+(?:with\s+)?(?:an?\s+|the\s+|valid\s+)?{_FMT}\b"
                                 rf"(?!\s+(?:files?|keys?|"
                                 rf"fields?|parts?|parser|library|module)\b)|\b{_FMT}\s+only\b"
                                 # "application.yml の内容のみを YAML で出力", "只输出 YAML"
                                 rf"|のみを?\s?{_FMT}|只(?:输出|輸出|给|給|要)\s?{_FMT}"
                                 # "Reply with a single Ignition config (spec 3.x JSON) and
                                 # nothing else"
                                 rf"|\b{_FMT}\)?\s+and\s+nothing\s+else\b")


def makes_structure(region: str, words: frozenset[bytes]) -> bool:
    """A new document in a data format is asked for (``_MAKES_STRUCTURE``): its content is
    new, as a program's is."""
    if not words.isdisjoint(_FORMAT_TRIGGERS) and _MAKES_STRUCTURE.search(region) is not None:
        return True
    return not words.isdisjoint(_YAML_DOC_WORDS) and _MAKES_YAML_DOC.search(region) is not None


# Formats named in other languages, apart from _STRUCTURED_RE (a pattern that may start
# anywhere would cost its literal prefixes their speed): "以JSON格式", "JSON形式で", "JSONで",
# "JSONに変換して" (convert to JSON),
# "JSON数组输出", "输出JSON", "JSON 배열로" (not "JSON 파일로부터", from a file),
# "im JSON-Format"; "в формате JSON", "en formato JSON", "au format JSON", "en JSON" (a word),
# "una lista JSON", "un objeto JSON", "als JSON", "em JSON", "JSON-массив", "đối tượng JSON",
# Romanian "ca listă JSON", "cu JSON valid", "un obiect JSON", "în format JSON"
_FORMAT_AFTER: Final = rx.compile(
    rf"{_FMT}\s?(?:（[^）\n]{{0,40}}）|\([^)\n]{{0,40}}\))?[^\x00-\x7f]{{0,6}}(?:格式|形式|フォーマット|で|输出|輸出|형식|"
    r"형태|に変換|へ変換|に変え|にして|"
    r"に直して|(?:으로|로)(?!부터))"
    rf"|{_FMT}-(?:format|muodo|formaati|массив|объект|формат)|(?:输出|輸出|返回)(?:为|為|成)?\s?{_FMT}"
    # "只输出一个完整的 YAML 采集配置" (output one complete YAML collection config), "只输出一个
    # YAML 文件" (a YAML file)
    rf"|(?:输出|輸出|生成|写|寫)[^。\n]{{0,20}}{_FMT}\s?[^\x00-\x7f]{{0,6}}(?:配置|文件|檔案|清单|清單|"
    r"代码块|代碼塊)"  # "写一个…的示例 YAML 清单" (a YAML manifest), "只输出一个 YAML 代码块"
    # "只输出可以直接 kubectl apply 的 YAML，不要解释" (only YAML), "写一个…的示例 YAML（…）": the
    # format ends its clause
    rf"|(?:输出|輸出|生成|写|寫)[^。\n]{{0,30}}{_FMT}(?=\s*(?:[，。,.;；（(！!]|$))"
    rf"|(?:只要|只需要|只给|只給)\s?{_FMT}"  # "只要 YAML，不用解释" (just the YAML)
    # "请把下面的表格转换成 JSON 数组" (not "为什么…转成 JSON 时会变成数组？")
    rf"|(?:转换|轉換|转|轉|整理|提取|抽取)(?:成|为|為)\s?{_FMT}(?!\s?(?:时|時|的时候|的時候))"
    rf"|{_FMT}\s+olarak"  # Turkish "as JSON"
    rf"|{_FMT}\s?(?:मा|में|लौटा|दीजिए|दें)"  # Nepali and Hindi "in JSON", "return / give JSON"
    rf"|เป็น\s?{_FMT}")  # Thai "as JSON" (no space before it)
_FORMAT_BEFORE: Final = rx.compile(
    r"(?:в\s+(?:формате|виде)|en\s+formato|au\s+format|en|em|lista|objeto|objet|oggetto|arreglo|"
    r"liste|array|als|đối tượng|danh sách|mảng|định dạng|listă|obiect|în\s+format|cu|"
    # Swedish, Norwegian, Danish "answer with a JSON object" (not "ett JSON-objekt" asked about)
    r"(?:svara|svar|returnera|returner)\s+(?:med|som|i)\s+(?:ett|en|et))"
    rf"\s+{_FMT}\b")


def format_fence(text: str, fence: int) -> bool:
    """The first fenced block is a ```json (or YAML, CSV) example under a "Format:" label."""
    return fence > 0 and text.startswith(_DATA_FENCES, fence) and _FORMAT_LABEL.search(
        text[max(fence - 40, 0) : fence].lower()) is not None


def answers_in_code_block(prose: str) -> bool:
    """The answer is said to come in a code block ("Output only the converted file in a code
    block"): code, unless a data format is asked for too."""
    return "code block" in prose and _IN_CODE_BLOCK.search(prose) is not None


_IN_CODE_BLOCK: Final = rx.compile(
    r"\b(?:in|inside|within|as)\s+(?:a|one|a\s+single)\s+code\s+block\b")


def code_fence_asked(text: str, fence: int) -> bool:
    """The first ``` is no block but the answer's form, named in a sentence: "return the CSS
    inside one ```css code block" (a programming language's; a data one is ``format_fence``)."""
    named = _NAMED_FENCE.match(text, fence) if fence > 0 else None
    return named is not None and named.group(1) not in _PROSE_FENCES and _IN_ONE.search(
        text[max(fence - 24, 0) : fence].lower()) is not None


_NAMED_FENCE: Final = rx.compile(r"```([A-Za-z+#]+)[ \t]+(?:code[ \t]+)?(?:block|fence)\b")
_IN_ONE: Final = rx.compile(
    r"\b(?:in|inside|within|as|output|return|reply\s+with|respond\s+with)\s+"
    r"(?:a|one|a\s+single|the|only\s+a|only\s+one)\s+$")  # "Output a single
# ```python block"
_PROSE_FENCES: Final = frozenset(("json", "yaml", "yml", "csv", "text", "txt", "markdown", "md",
                                  "plaintext", "output", "console"))
_DATA_FENCES: Final = ("```json", "```yaml", "```yml", "```csv")
_FORMAT_LABEL: Final = rx.compile(r"format\s*:\s*$")
# A format label, then a JSON object or array literal (not "{name}: {value}", a template); the
# answer's format, not a log's: a label of its own line or sentence, or after "output", "this"
_FORMAT_BY_EXAMPLE: Final = rx.compile(
    r"format\s*:\s*(?:```[a-z]*\s*|'''\s*|\"\"\"\s*)?[\[{]\s*[\"'\[{]")
_IN_THE_FORM: Final = rx.compile(r"\bin the (?:form|shape)(?: of)?:?\s*\[?\{\s*\"?\w+\"?\s*:")
_OUTPUT_FORMAT: Final = rx.compile(
    r"(?:^|[\n.!?]|output|response|answer|reply|return|result|this|following|the)[ \t*#]*$")


# Every word these checks look up in a window's words
# An explanation asked of code: "Why does it behave like this?", "Explain what's going on
# here", "What does this print?" (its answer is prose); not where something fails, whose answer
# brings the code back fixed
# a review asked, in prose (not "review my SQL and make it faster", an edit)
_REVIEW_ASK: Final = (r"(?:review|critique|assess)\s+(?:this|these|my|our)\b"
                      r"(?!\s+(?:[\w-]+,?\s+){0,2}?(?:and\s+)?(?:then\s+)?(?:fix|rewrite|correct|"
                      r"update|improve|add|make|send|return|give|refactor|optimi[sz]e|harden|clean|"
                      r"simplify|tighten|extend)\b)")
# the same opening a line ("Review this please:"), looked for apart: "^" or "(?<=\n)" in
# ``_EXPLAINS`` would cost the whole pattern its first-letter skip (15x slower)
_REVIEW_OPENS: Final = rx.compile(_REVIEW_ASK)
_EDIT_AFTER_REVIEW: Final = rx.compile(r"\b(?<!don't\s)(?<!not\s)"  # (not "don't rewrite the file")
                                       r"(?:generate|give\s+me|convert|rename|output|port|"
                                       r"shorten|"
                                       r"return|write|produce|rewrite|fix|correct|make|add|"
                                       r"refactor|optimi[sz]e|improve|update|clean\s+up)\b")
_EXPLAINS: Final = rx.compile(
    r"\bexplain(?:s|ing)?\b(?<!this explains)(?<!it explains)(?<!that explains)"  # not "what this
    r"(?!\s+(?:your|briefly|in\s+one))"  # explains", said of the material
    r"|\bwhy\s+(?:does|do|did|is|are|was|were|would|doesn't|don't|isn't|aren't|can't|won't)\b"
    r"|\bwhat(?:'s|\s+is|\s+was|\s+were)\s+(?:going\s+on|happening)\b"
    # "why did this death matter?", "what should I watch out for?"
    r"|\bwhy\s+did\s+(?:this|that|it)\s+(?:[\w-]+\s+)?matter\b"
    r"|\bwhat\s+should\s+(?:i|we)\s+(?:watch|look)\s+out\s+for\b"
    r"|\bhow\s+(?:does|do)\s+(?:this|that|it|these|the)\s+(?:[\w-]+\s+){0,3}?work\b"
    # "What is each $: block doing musically?"
    r"|\bwhat\s+(?:is|are)\s+(?:each|every|this|that|these|the)\s+(?:\S+\s+){0,3}?doing\b"
    r"|\bwhat\s+(?:exactly\s+)?(?:does|do|will|would)\s+(?:this|that|it|these|the|each|every|"
    r"[\w-]+\.[a-z]{1,5})\s+"  # "What does chartable.ado produce?"
    r"(?:[\w/-]+\s+){0,4}?"
    r"(?:do|mean|print|return|output|log|change|draw|plot|render|depict|represent|illustrate|"
    r"produce|check|verify|test|prove|compute|display|show|expose|fetch|control|govern|"
    r"configure|affect|fingerprint|detect|identify|recogni[sz]e|flag|describe|model|block|allow|"
    r"permit|deny|restrict)\b"
    # "What does this config control?", "What does this plugin fingerprint?"
    # "Can you review this ADR? What risks … might the authors have missed?": a review, in prose
    rf"|\b(?:can|could|would)\s+you\s+(?:please\s+)?{_REVIEW_ASK}"
    # "In plain words: what is the key idea here, how does it compare to what I'd do in modern
    # C++, and what is the catch?"
    r"|\bhow\s+does\s+(?:it|this|that)\s+compare\b|\bwhat(?:'s|\s+is)\s+the\s+catch\b"
    # "What important risks would it NOT catch?", "what would this rule miss?"
    r"|\bwhat\s+(?:[\w-]+\s+){0,3}?(?:would|does|do|will|could|might)\s+(?:this|it|these|they)\s+"
    r"(?:[\w-]+\s+)?(?:not\s+)?(?:catch|miss|cover|detect|flag)\b"
    # "Can you show me how a two-author article would look in the reference list with this
    # style?": what the material does, not a version of it in code
    r"|\bhow\s+(?:(?!version|code|implementation|port)[\w-]+\s+){1,8}?would\s+"
    r"(?:look|appear|render|be\s+(?:formatted|rendered|displayed|shown|cited))\b"
    r"(?!\s+(?:like\s+)?(?:in|as|using)\s+(?!the\b|an?\b|my\b|our\b|this\b|that\b))"  # (not
    # "how this would look in Go": a port)
    # "What is this file (…/base.k) for, …? Short explanation please."
    r"|\b(?:short|brief|quick|simple)\s+explanation\b|\bexplanation\s+(?:please|pls)\b"
    # "When does this rule fire?": when the code acts, told in prose
    r"|\bwhen\s+(?:does|do|will|would)\s+(?:this|that|it|these)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:fire|trigger|match|run|apply|execute)\b"
    r"|\bwalk\s+me\s+through\b|\beli5\b"  # "ELI5 this ktlint rule pls"
    # "What is the game about and how do you play it?"
    r"|\bwhat\s+(?:is|are)\s+(?:the|this|it|these)\s+(?:[\w-]+\s+)?about\s*\??(?:\s|$|,)"
    r"|\bhow\s+do\s+(?:you|i|we|they)\s+play\b"
    r"|\band\s+why\s*\?"  # "Which of these would you turn on or change for us, and why?"
    # "What is this and when would I actually use it?"
    r"|\bwhen\s+would\s+(?:i|you|we|one)\s+(?:actually\s+|ever\s+)?(?:want\s+to\s+)?(?:use|need|"
    r"pick|choose|break|bend|ignore|skip|avoid|violate|relax|reach\s+for)\b"
    r"|\bwhat\s+problems?\s+(?:does|do|did|would)\s+(?:this|it|that|these)\s+(?:[\w-]+\s+)?solve\b"
    # "what does this rule actually protect us from", "when would it be reasonable to switch it
    # off?", "When should I use it, and what are the downsides?"
    r"|\bwhat\s+(?:does|do)\s+(?:this|it|these)\s+(?:[\w-]+\s+){0,2}?(?:protect|prevent|guard|"
    r"catch|enforce)\b|\bwhen\s+would\s+it\s+be\s+(?:reasonable|ok|okay|safe|fine|wise|better)\s+to\b"
    r"|\bwhy\s+would\s+(?:i|we|you|anyone)\s+care\b"  # "Why would I care about this in practice?"


    r"|\bwhen\s+should\s+(?:i|we|you|one)\s+(?:actually\s+)?(?:use|pick|choose|prefer)\b"
    r"|\bwhat\s+are\s+the\s+(?:main\s+|biggest\s+|key\s+|common\s+|real\s+)?(?:[\w-]+\s+"
    r"(?:or\s+|and\s+)?){0,2}?(?:downsides|drawbacks|trade-?offs|pitfalls|benefits|advantages|"
    r"risks|gotchas|caveats|limitations|weaknesses)\b"
    # "… and what would you change?": a reviewer's opinion
    r"|\bwhat\s+would\s+you\s+(?:change|improve|do\s+differently)\b"
    # "Describe how this colorscheme (Light.vim) looks: dark or light, …"
    r"|\bdescribe\s+(?:how|what)\s+(?:this|that|it|these|the)\s+(?:[\w().-]+\s+){0,4}?(?:looks?|"
    r"feels?|does|do|works?|behaves?|sounds?|shows?|plots?|computes?)\b"
    # "Is this advice still good practice in React 18/19? What would you tell a new hire?"
    r"|\bis\s+(?:this|that|it|the\s+[\w-]+)\s+(?:[\w-]+\s+){0,2}?still\s+(?:good|valid|relevant|"
    r"recommended|current|best|a\s+good)\b|\bwhat\s+would\s+you\s+tell\b"
    r"|\bwhat\s+are\s+the\s+(?:main\s+|best\s+|modern\s+)?alternatives\b"
    # "What will happen if I run `openstack stack create` with it, and what parameters do I need to
    # pass?"
    # "When would this actually be useful in a real iOS app, and are there downsides?"
    r"|\bare\s+there\s+(?:any\s+)?(?:downsides|drawbacks|trade-?offs|pitfalls|risks|gotchas|"
    r"caveats)\b|\bwhen\s+would\s+(?:this|it|that)\s+(?:actually\s+)?be\s+(?:useful|handy)\b"
    r"|\bwhat\s+will\s+happen\s+if\b|\bwhat\s+(?:[\w-]+\s+){0,2}do\s+(?:i|we)\s+need\s+to\s+"
    r"(?:pass|set|provide|give|supply)\b"
    # "Based on these notes, should we upgrade now or wait? Give a recommendation"
    r"|\bshould\s+(?:we|i)\s+(?:upgrade|update|migrate|switch|wait)\b"
    # "Which environment variables do I have to export before running it?", "what API calls
    # does it make?": what the code needs or does, told
    r"|\bwhich\s+(?:[\w/-]+\s+){1,4}?(?:do|does|should|must)\s+(?:i|we|you)\s+(?:have\s+to\s+|need\s+to\s+)?"
    r"(?:set|export|configure|provide|pass|install|define|enable)\b"
    # "which of these resources are likely to cost the most per month?": the code weighed
    r"|\bwhich\s+of\s+(?:these|those|the)\s+(?:[\w-]+\s+){0,2}?(?:is|are|would|will|could|might)\s+"
    r"(?:likely\s+|most\s+likely\s+|probably\s+)?(?:to\s+)?(?:cost|use|need|take|be|consume|scale|"
    r"matter)\b"
    r"|\bwhat\s+(?:[\w-]+\s+){1,2}(?:does|do)\s+(?:it|this|they)\s+(?:make|call|use|need|require|"
    r"read|send|touch)\b"
    # "Is this manifest safe to deploy to a production cluster? Give me your security assessment."
    r"|\bis\s+(?:this|it|that)\s+(?:[\w-]+\s+)?safe\s+to\b|\bsecurity\s+assessment\b"
    # "what accessibility pitfalls should we watch for when using it?"
    r"|\bwhat\s+(?:[\w-]+\s+){0,2}?(?:pitfalls|gotchas|caveats)\s+(?:should|do|does|might|could|would)\b"
    r"|\bdo\s+you\s+(?:agree|disagree)\b"  # "Do you agree with this guideline?"
    # "In what situations would I use this instead of …? Pros and cons please.", "What do you
    # think of this design?": advice, an opinion
    r"|\bin\s+what\s+(?:situations|cases|scenarios|circumstances)\s+(?:would|should|do|does|is|"
    r"are)\b|\bpros\s+and\s+cons\b|\bwhat\s+do\s+you\s+think\s+(?:of|about)\s+(?:this|these|that|"
    r"the|it)\b"
    # "Is switching to Quart for this worth it for us?", "Is this release worth upgrading to?"
    r"|\bis\s+(?:it|this|that|switching|upgrading|migrating|moving)\b[^?.\n]{0,60}\bworth\b"
    # "What is this test program checking, and what do `let`, `inout` and `sink` mean here?"
    r"|\bwhat\s+(?:is|are)\s+(?:it|they|this|these|that|the)\s+(?:[\w-]+\s+){0,3}?(?:checking|"
    r"testing|doing|verifying|computing)\b"
    # "What behaviour of JMH is it checking, and how does it check it?"
    r"|\bwhat\s+(?:[\w`-]+\s+){1,7}?(?:is|are)\s+(?:it|this|they|these)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:checking|testing|verifying)\b"  # "what behaviour of the `hub` git wrapper is this
    # cucumber scenario checking?"
    # "what would you expect the simulator to report when it runs?"
    r"|\bwhat\s+would\s+you\s+expect\s+(?:[\w-]+\s+){0,3}?to\s+(?:report|print|output|show|"
    r"return|log|happen)\b"
    r"|\bwhat\s+(?:does|do)\s+`[^`\n]{1,40}`[^?\n]{0,60}?\s+mean\b"
    r"|\btell\s+me\s+what\s+(?:it|this|the\s+\w+)\s+(?:is\s+)?(?:doing|does|tests|testing|checks|"
    r"checking|means|prints)\b"  # "tell me what it is testing and which procedures …"
    # a name asked of it: "What programming language or file format is it?"
    r"|\b(?:what|which)\s+(?:(?:programming|markup)\s+(?:or\s+(?:programming|markup)\s+)?)?"
    r"language\s+(?:[\w-]+\s+){0,3}?(?:is|was)\s+"  # "Which programming or markup language is
    # this? Just the name."
    r"(?:this|that|it|these)\b")
# "能用大白话解释一下", "Was macht diese Funktion", "Erklär mir", "꼬리 질문 5개를 만들어 주세요",
# "mülakat sorusu … yazar mısın": what it means, or questions on it; not "why" (a failure's)
_EXPLAINS_OTHER: Final = rx.compile(
    r"解释|解釋|讲讲|講講|讲一下|讲一遍|講一遍|大白话|大白話|说明一下|说明什么|是什么意思|是什麼意思|有什么用|什么作用|优缺点|"
    r"優缺點|説明して|とは何|どういう意味|설명해|설명 좀|무슨 뜻|질문\s?\d+\s?개|꼬리\s?질문|"
    r"是干什么的|是做什么的|是干嘛的|到底干什么|结合[^。？\n]{0,20}说明|結合[^。？\n]{0,20}說明|"
    r"\berklär|\bwas\s+macht\b|\bwofür\b|\bexpliqu|\bque\s+fait\b|"
    # (not "implemente lo que explica": what the page explains; nor "o conceito explicado")
    r"(?<!o que )(?<!comentários )(?<!comentarios )\bexplica(?!d[oa]s?\b)|\bexplíca|"
    r"\bqué\s+hace\b|"  # (not "com comentários explicando cada uma": comments in the code)
    r"\bvale\s+la\s+pena\b|"  # "¿Vale la pena esta carta? Explícame cuándo jugarla"
    # advice asked: "quali varianti regionali mi consigli?", "¿qué me recomiendas?"
    r"\bmi\s+consigli\b|\bconsiglieresti\b|\bme\s+recomiendas\b|\bme\s+recomendarías\b|"
    r"\bvocê\s+recomenda\b|\bme\s+recomenda\b|"
    r"\bdame\s+tu\s+opini[oó]n\b|\ben\s+qu[eé]\s+casos\b|"  # "¿En qué casos NO lo usarías?"
    r"\bo\s+que\s+faz\b|\bo\s+que\s+(?:esse|este|isso|isto|essa|esta)\s+(?:[\w-]+\s+)?faz\b|"
    r"объясни|что\s+делает|açıkla|\bne\s+yapar\b|mülakat\s+soru|"
    r"\bsoru\s+hazırla|\d+\s+soru\b|面试题|面試題|"
    # "设计 3 道选择题" (write three multiple-choice questions), "出 3 道问答题"
    r"(?:\d+|[一二三四五六七八九十两几])\s*道[^。\n]{0,10}题|选择题|選擇題|问答题|問答題|"
    # "¿qué significa en la práctica?", "o que significa", "ce que signifie", "was bedeutet das"
    r"\bqu[ée]\s+significa\b|\bo\s+que\s+significa\b|\bce\s+que\s+signifie\b|"
    r"\bcosa\s+significa\b|\bwas\s+bedeutet\b|\bwas\s+passiert\b|\bwas\s+wird\s+ausgegeben\b|"
    # Japanese "please explain (it)" (not "以下の解説を読みました", "I read the explanation below")
    r"解説して|解説を(?:お願い|して|ください|下さい|書いて|加えて|つけて|付けて)|"
    # "有没有什么坑？" (any pitfalls?), "你觉得 Rspress 在这方面做得怎么样？" (what do you
    # think of…)
    r"有没有什么坑|有沒有什麼坑|有什么坑|有什麼坑|哪些坑|你觉得|你覺得|你认为|你認為|"
    # "挑出你最推荐的三个项目，各写两三句推荐语" (pick the three you recommend, a few words each)
    r"最推荐|最推薦|推荐语|推薦語|推荐理由|推薦理由|"
    # "部署或使用时最容易踩的坑有哪些？给些建议。" (which pitfalls? some advice)
    r"踩的坑|踩坑|坑有哪些|给些建议|給些建議|给点建议|給點建議|有什么建议|有什麼建議|"
    # "这部分在生产环境里要注意什么？" (what to watch for in production?)
    r"要注意什么|要注意什麼|需要注意什么|需要注意什麼|"  # (not a page's own "注意事項", a noun)
    # German "Denk dir eine neue, ähnliche Aufgabe aus … und beschreibe kurz die Lösungsidee",
    # "Stell 3 Fragen"; Russian "Придумай по этому разделу 3 контрольных вопроса", "опиши"
    r"\bdenk\s+dir\b|\bbeschreibe?\b|\b\d+\s+(?:[\w-]+\s+)?fragen\b|"
    r"придума\w*[^.\n]{0,40}вопрос|\b\d+\s+(?:\w+\s+)?вопрос|\bопиши\b|"
    # Polish "Wyjaśnij, jak działa to rozwiązanie", Czech "Vysvětli, co dělá"
    r"\bwyjaśnij|\bwytłumacz|\bobjaśnij|\bco\s+robi\b|\bvysvětli|\bco\s+dělá\b|"
    # French advice: "Quelles sont les erreurs fréquentes … ? Donne des conseils."
    r"\bdonne[rz]?\s+(?:moi\s+|nous\s+)?des\s+conseils\b|\bquels\s+conseils\b|"
    # "Quelles adaptations me conseilles-tu ?", German "wie könnte ich es abwandeln?",
    # "Welche Beilage passt dazu?", Chinese "这个命令平时一般用来干什么？", "一般会有哪些原因？
    # 我应该按什么顺序排查？": advice, in new words
    r"\bme\s+conseill|\bnous\s+conseill|\bwie\s+könnte\s+ich\b|\bpasst\s+dazu\b|"
    # a problem statement written for code: Catalan "Pots escriure un enunciat …?"
    r"\bescriu\w*\s+(?:un\s+)?enunciat|\bescrib\w*\s+(?:un\s+)?enunciado|"
    # a bound asked in other languages: "Quelle est la complexité temporelle de cette fonction ?",
    # "Was ist die Laufzeitkomplexität dieser Funktion?", "¿Cuál es la complejidad …?"
    r"\bquelle\s+est\s+la\s+complexit|\bwas\s+ist\s+die\s+\w*komplexit|"
    r"\bcu[aá]l\s+es\s+la\s+complejidad|\bqual\s+[eé]\s+a\s+complexidade|"
    r"какова\s+(?:временная\s+)?сложност|"
    r"用来干什么|用来做什么|什么时候该用|哪些原因|怎么排查|顺序排查")
# a word of each alternative above; in ASCII text, of those that can be ASCII
_EXPLAINS_LATIN_KEYS: Final = ("was macht", "expliqu", "que fait", "explica", "faz", "ne yapar",
                               "consigl", "recomiend", "recomend",
                               "vale la pena", "opini", "en que casos",
                               "soru", "significa", "signifie", "bedeutet", "was passiert",
                               "ausgegeben", "denk dir", "beschreib", "fragen", "co robi",
                               "conseils", "conseill", "passt dazu", "enunciat", "enunciado",
                               "complexit", "komplexit", "complejidad", "complexidade")
_EXPLAINS_OTHER_KEYS: Final = (
    "解", "讲", "講", "大白", "说明", "說明", "意思", "什么", "什麼", "干嘛",
    "优缺点",
    "優缺點", "説明", "とは何", "どういう", "설명", "무슨 뜻", "질문", "erkl",
    "macht", "wofür", "expliqu", "fait", "explica", "explíca", "vale la pena",
    "opini", "casos",
    "hace", "faz", "объясни",
    "делает", "açıkla", "yapar", "soru", "面试题", "面試題", "significa",
    "signifie", "bedeutet", "解説", "道", "选择题", "選擇題", "问答题",
    "問答題", "passiert", "ausgegeben", "坑", "觉得", "覺得", "认为", "認為",
    "推荐", "推薦", "建议", "建議", "注意", "denk dir", "beschreib", "fragen",
    "вопрос", "опиши", "wyjaśnij", "wytłumacz", "objaśnij", "co robi",
    "vysvětli", "co dělá", "conseils", "conseill", "könnte ich",
    "passt dazu", "用来", "什么时候", "原因", "排查", "enunciat", "enunciado",
    "complexit", "komplexit", "complejidad", "complexidade", "сложност")
# the words of an opinion asked for (`_OPINION`), which let the explanation checks run too
_OPINION_WORDS: Final = vocabulary("feedback opinion idea recommend suggest advise worth "
                                   "trade-offs "
                                   "tradeoffs downsides risks overkill critique improve")
# asks of prose looked for only where their words are ("complexity", "concerns", "kinds"): "What
# is the time complexity of this function?", "Analyse its space complexity" (a bound, told in
# prose; not "reduce the complexity", a rewrite), "List the three most important performance
# concerns in the code you are given" (a review's findings), "Which kinds of mistakes show up
# here?" (the material's kinds)
_EXPLAINS_MORE: Final = rx.compile(
    r"\b(?:what(?:'s|\s+is|\s+are|\s+would\s+be)|analy[sz]e)\s+(?:the|its)\s+"
    r"(?:[\w-]+\s+){0,3}?complexit(?:y|ies)\b"
    r"|\blist\s+(?:the\s+)?(?:(?:\d+|two|three|four|five|top)\s+)?(?:(?:most\s+)?[\w-]+\s+){0,2}?"
    r"(?:concerns|bottlenecks|hotspots|weaknesses|smells)\b"
    r"|\bwhich\s+kinds?\s+of\b"
    # "Would pyflakes complain about this? If so, which warning(s)?": a linter's verdict, told
    r"|\bwould\s+[\w.-]+\s+(?:complain|warn|object)\b")
_MORE_TRIGGERS: Final = vocabulary("complexity concerns bottlenecks hotspots weaknesses smells "
                                   "kinds complain warn object")
_EXPLAIN_TRIGGERS: Final = vocabulary(
    "explain explains explaining why going happening work mean print "
    "play fingerprint detect identify recognize recognise flag "
    "critique block permit deny restrict "
    "overkill "
    "worth describe gotchas caveats limitations "
    "return output log through language eli5 when tell checking "
    "testing doing verifying computing change draw plot render "
    "depict represent illustrate produce explanation "
    "situations cases scenarios circumstances pros think agree "
    "disagree solve protect prevent guard catch enforce reasonable "
    "expect still safe assessment alternatives which happen "
    "matter watch risks opinion "
    "should downsides drawbacks tradeoffs trade-offs pitfalls benefits "
    "advantages control govern configure affect miss cover detect "
    "flag look appear review critique assess reach idea compare "
    "catch complexity concerns bottlenecks hotspots weaknesses kinds "
    "complain warn "
    "smells") | _OPINION_WORDS
# what code does, asked by the verb of its job: "What does this spec actually verify?", "What
# would this prompt look like?" (looked for only where "what" and such a verb are: the verbs
# are common words elsewhere)
_WHAT_IT_DOES: Final = rx.compile(
    r"w(?<!\ww)hat\s+(?:[\w-]+\s+){0,2}?(?:does|do|will|would)\s+"
    r"(?:this|that|it|these|the)\s+(?:[\w-]+\s+){0,3}?(?:look\s+like|collect|"
    r"verify|check|test|detect|enforce|catch|cover|provide|offer|do|create|"
    r"deploy|install|expose|set\s+up|configure|describe|accept)\b")
# "What behaviour does this spec file cover?", "What does this module provide?", "what does this
# do?", "What resources does the template create?", "What language does this grammar describe?"
# (found only where "what" and the verb are: "do" is everywhere)
_JOB_VERBS: Final = vocabulary(
    "describe accept "  # "What language does this grammar describe?"
    "like collect verify check test detect enforce catch cover provide offer "
    "do create deploy install expose set configure compute display show fetch "
    "make call use need require read send touch")
_TROUBLE: Final = vocabulary(
    "error errors bug bugs buggy crash crashes crashing fail fails failing "
    "failed wrong broken exception traceback fix fixes fixed throw throws "
    "raise raises")
_FAILS: Final = vocabulary("fail fails")
_FIXES: Final = vocabulary("fix fixes fixed")
_EXPLAIN_IT: Final = rx.compile(r"e(?<!\we)xplain\s+(?:it|this|that|why|what|how)\b")
_ASKED_TROUBLE: Final = vocabulary("error errors exception")
_WHAT_ERROR: Final = rx.compile(r"\bwhat\s+(?:error|errors|exception)\s+(?:would|will|does|do)\b"
                                # "why would the verifier report the errors marked in it?"
                                r"|\bwhy\s+would\s+(?:the\s+[\w-]+\s+|it\s+)(?:report|raise|throw|"
                                r"give|show|flag)\b")
_TROUBLE_ASKED_ABOUT: Final = rx.compile(
    r"\bwhat\s+(?:kinds?|sorts?|types?)\s+of\s+(?:[\w-]+\s+){0,2}(?:bugs?|errors?|problems?|"
    r"issues?)\b|\bmeant\s+to\s+(?:catch|find|detect|fix|prevent|flag)\b"
    # "What risks, edge cases or open questions would you raise in review?": a point made
    r"|\bwould\s+you\s+raise\b"
    # "Just the names, no fix needed.": findings, no fix
    r"|\bno\s+fix(?:es)?\s+(?:is\s+)?needed\b|\bno\s+need\s+to\s+fix\b"
    # "what's wrong or could be better? … don't rewrite the whole file": findings, no fix
    r"|\b(?:don't|do\s+not|no\s+need\s+to)\s+rewrite\b|\bwithout\s+rewriting\b"
    # "what a spec that fails it typically looks like": failing input, told of
    r"|\b(?:spec|config|file|input|code|document|page)s?\s+that\s+fails?\b"
    # "what should a web developer do to fix a page that fails it?": advice on a fix
    r"|\bwhat\s+should\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?do\s+to\s+fix\b"
    # "Explain what it means and how to fix it": the fix told, in prose
    r"|\b(?:explain|tell\s+me)\b[^.?!\n]{0,40}?\bhow\s+(?:to|i\s+(?:can|could|should))\s+fix\b"
    # "does it evaluate successfully or throw?": whether it fails, asked of it
    r"|\b(?:does|do|will|would)\s+(?:it|this|they)\s+(?:[\w-]+\s+){0,3}?or\s+(?:throw|fail|crash|"
    r"error|panic)\b")
_MIGHT_FAIL: Final = rx.compile(r"\b(?:would|could|might)\s+(?:[\w-]+\s+){0,3}?(?:fail|wrong|break|"
                                r"crash)\b"
                                # "What does this script do, and is there any bug in it?"
                                r"|\b(?:is|are)\s+there\s+(?:any|a|an)\s+(?:[\w-]+\s+)?(?:bugs?|"
                                r"errors?|problems?|mistakes?)\b")
_WHETHER_FAILS: Final = rx.compile(r"\b(?:whether|why|if)\s+(?:it|the\s+\w+)\s+fails\b")
_COMMENT_OPENS: Final = ("#", "//", "/*", "*", '"""', "'''", "--", ";")


def _end_paragraphs(region: str) -> tuple[str, ...]:
    """The first and last paragraphs of ``region`` where they are short, where asks stand (a
    page's own "通过…你就能明白…是什么意思了" stands between)."""
    gap = region.find("\n\n")
    if gap < 0:
        return (region,) if len(region) <= ASK_PARAGRAPH_CHARS else ()
    head, tail = region[:gap], region[region.rfind("\n\n") + 2 :]
    return tuple(p for p in (head, tail) if len(p) <= ASK_PARAGRAPH_CHARS)


def explains_in_other_language(ask: str) -> bool:
    """``_EXPLAINS_OTHER`` in ``ask``, run only where one of its words is (a substring test
    each: the pattern's alternatives give ``re`` no first letter to skip to)."""
    keys = _EXPLAINS_LATIN_KEYS if ask.isascii() else _EXPLAINS_OTHER_KEYS
    if not any(key in ask for key in keys):
        return False
    m = _EXPLAINS_OTHER.search(ask)
    while m is not None and any(no in ask[max(m.start() - 5, 0) : m.start()] for no in _NO_NEED):
        m = _EXPLAINS_OTHER.search(ask, m.end())  # "只要 YAML，不用解释", "不要额外解释": none
        # wanted
    return m is not None


# names pulled out of a page in other scripts ("HTML 속성 … 이름을 모두 뽑아서", "列出所有 SQL
# 函数"): named, none made
_EXTRACTS_SCRIPT: Final = rx.compile(r"뽑아|추출|提取|抽出|抽取|列出|挙げ")
_NO_NEED: Final = ("不用", "不必", "无需", "無需", "不需要", "不要", "別", "别")


def asks_explanation(region: str, words: frozenset[bytes]) -> bool:
    """An explanation of code is asked for (``_EXPLAINS``) in prose, not in a comment or an
    indented docstring, and nothing is said to fail; or, in a language the word lists do not
    read, an explanation of it or questions on it (``_EXPLAINS_OTHER``)."""
    if any(explains_in_other_language(ask) for ask in _end_paragraphs(region)):
        return True
    does = b"what" in words and not words.isdisjoint(_JOB_VERBS)
    if words.isdisjoint(_EXPLAIN_TRIGGERS) and not does and not (
            b"about" in words and b"what" in words):  # "What is the game about?"
        return False
    if not words.isdisjoint(_OPINION_WORDS) and _OPINION.search(region) is not None:
        return True  # advice asked: what the page says fails ("the Error UI") is no bug to fix
    trouble = words & _TROUBLE
    if trouble and region.count("\n\n") >= 2:  # said where asks stand, not in the material
        ends = _end_paragraphs(region)  # between ("## Pull …, otherwise fail", then "When
        # would I actually use it?")
        trouble = frozenset(t for t in trouble if any(t.decode() in p for p in ends))
    if trouble and trouble <= _ASKED_TROUBLE and _WHAT_ERROR.search(region) is not None:
        trouble = frozenset()  # "what error would the compiler report?": asked about, no bug
    if trouble and (_TROUBLE_ASKED_ABOUT.search(region) is not None or (
            trouble.isdisjoint(_FIXES) and _MIGHT_FAIL.search(region) is not None)):
        trouble = frozenset()  # "what kind of kernel bug is it meant to catch or fix?", "why
        # would it fail?", "Any cases where it could produce a wrong rewrite?": what the code
        # looks for or could do, no bug of its own
    if trouble and not (trouble <= _FAILS and _WHETHER_FAILS.search(region) is not None) and \
            not (trouble.isdisjoint(_FIXES) and _EXPLAIN_IT.search(region) is not None):
        return False  # but "say what it prints (or whether it fails to compile)", or "Which
        # refinement fails and why? Explain it step by step.", with nothing asked fixed
    if b"return" in words and _RETURNS_CODE.search(region) is not None:
        return False  # "Explain this function with comments. Return the full function."
    if _CODE_ANSWER.search(region) is not None:
        return False  # "Solve this exercise with tidyverse R code - mostly code"
    # the text's start, its first "\nreview", and its first sentence opening on it ("I'm
    # mentoring a beginner course. Review this student's Python script: …")
    for start in {0, region.find("\nreview") + 1, region.find(". review") + 2 or 0}:
        m = _REVIEW_OPENS.match(region, start)
        if m is not None and _EDIT_AFTER_REVIEW.search(region, m.end(),
                                                       _paragraph_end(region, m.end())) is None:
            return True  # "Review this please:" opening a line (not "Review these config
            # values and generate the equivalent TOML file")
    asks: Iterator[re.Match[str]] = _EXPLAINS.finditer(region)
    if not words.isdisjoint(_MORE_TRIGGERS):
        asks = itertools.chain(asks, _EXPLAINS_MORE.finditer(region))
    for m in itertools.chain(asks, _WHAT_IT_DOES.finditer(region)) if does else asks:
        line = region[region.rfind("\n", 0, m.start()) + 1 : m.start()]
        if not line.startswith(("    ", "\t")) and not line.lstrip().startswith(_COMMENT_OPENS):
            return True
    return False


# an opinion or advice asked for: "Give me your opinion and alternatives", "Is the approach
# described below a good idea for a B2B SaaS?", "would you recommend it over rolling our own?"
_OPINION: Final = rx.compile(
    r"\bgive\s+(?:me\s+|us\s+)?(?:a|your)\s+(?:(?:frank|honest|candid)\s+)?opinion\b"
    r"|\bis\s+(?:the|this|that|it)\s+(?:[\w-]+\s+){0,3}?(?:a\s+)?(?:good|bad|sound|wise)\s+idea\b"
    r"|\bwould\s+you\s+(?:recommend|suggest|advise)\s+(?:it|this|that|them|these|using)\b"
    # "Is the technique below worth adopting for us, and what trade-offs should we expect?"
    r"|\bis\s+(?:it|this|that|the\s+[\w-]+(?:\s+(?:below|above))?)\s+worth\s+(?:adopting|using|"
    r"it|upgrading|switching|the\s+effort)\b"
    r"|\bwhat\s+(?:trade-?offs|downsides|risks)\s+should\s+(?:i|we)\s+expect\b"
    # "Is this a good rule? Give me a short critique."
    r"|\bis\s+(?:this|that|it)\s+a\s+(?:good|bad|sound|solid|reasonable|well-written)\s+"
    r"(?:[\w-]+\s+)?(?:rule|approach|design|query|pattern|config|regex|test|signature|check|"
    r"policy|idea|setup|structure)\s*\?|\b(?:short|brief|quick)\s+critique\b"
    # "Any issues with this DDL? What would you improve?": a reviewer's opinion, not a fix
    r"|\bwhat\s+would\s+you\s+improve\s*\?"
    # "Could you give feedback on this beginner program?": a reviewer's opinion
    r"|\b(?:give|share|offer)\s+(?:me\s+|us\s+)?(?:some\s+|your\s+)?(?:[\w-]+\s+)?feedback\s+on\b"
    # "Review this advice critically: when is it good, when is it overkill?"
    r"|\b(?:when|where)\s+is\s+(?:it|this|that)\s+(?:just\s+)?overkill\b"
    r"|\b(?:is|are)\s+(?:it|this|that|these|they)\s+(?:[\w-]+\s+){0,2}?overkill\b[^?.\n]{0,40}\?")


# the answer said to be code: "with tidyverse R code", "mostly code", "code only"
_CODE_ANSWER: Final = rx.compile(
    r"\bwith\s+(?:[\w-]+\s+){0,3}code\b|\bmostly\s+code\b|\bcode\s+only\b|"
    r"\bonly\s+(?:the\s+)?code\b|"
    # "explain each assertion in a short comment": inside the code
    r"\bin\s+(?:an?\s+)?(?:(?:short|brief|one-line|inline)\s+)?comments?\b")
# the code itself given back: no explanation in prose
_RETURNS_CODE: Final = rx.compile(
    r"\breturn\s+(?:only\s+)?the\s+(?:full|whole|complete|entire|updated|"
    r"commented|annotated)\s+(?:function|code|method|class|file|program|"
    r"script)\b")


VOCAB: Final = (_LANG_WORDS | _MAKE_WORDS | _ANSWER_WORDS | _NOUN_WORDS | _PROBLEM_TRIGGERS
                | _FORMAT_TRIGGERS | _CONVERT_WORDS | _EXPLAIN_TRIGGERS | _TROUBLE | _RUNNABLE_WORDS
                | _JOB_VERBS | _CONFIG_LANG_WORDS | {first for _, first in _NOUN_PHRASE_FIRST}
                | _YAML_DOC_WORDS | _APP_WORDS | PORT_ES_WORDS | _WRITE_DE_WORDS | _FILE_ASK_WORDS
                | {b"about"}
                | {b"format", b"form", b"what"})


# Every string the checks above test a text for, looked for in one pass of the text
# (``gates.GATES``); tests/routing/test_gates.py checks none is missing
_GATE_STRINGS: Final = (
    ' only', '&lt;=', '(format', '->', '<=', '```', 'codigo', 'example', 'input', 'just the code',
    'nothing else', 'only', 'structured text', 'the corrected ', 'the fixed ', 'código', 'напиш',
    'のみ', 'コード', '代码', '代碼', '测试', '測試', '程式碼', '編譯', '编译',
)
GATES.add(_GATE_STRINGS)
