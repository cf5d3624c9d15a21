"""The classifier on what held-out rounds from 184 on found: each case beside look-alikes that
must keep their label. A question asked over pasted code or a record ("what does this spec
actually verify?", "How worried should we be?") is answered in new words, where one over an
article ("When was the tower finished?") answers from it. A YAML list's "    - fixed: 1.6.0" is
a key with its value, no ask to fix anything. A closing ask that spells out its format runs
past the last 256 characters ("Convert the report above to JSON with the keys …") and is read
from its first word; a page's own last paragraph is not ("… the team should modify its
process …"). "Converte essa linha do CSV em um objeto JSON" and "Convertis ce paramètre en CSV"
convert as "Convert" does, where "`float` converte números inteiros" says what a function
does.

Then: "What does it collect, and how does the VQL work?" and "What would this prompt look
like in practice?" ask about the code, in prose, as "Explain problems in plain language" and "a
one-paragraph plain-English description" say; "Answer with the label only" picks a label over
a JSON record. "write me a complete ~/.wezterm.lua", "Just the TOML please", "a standalone
script (Python preferred, …)" and "a PostgreSQL INSERT statement" ask for code, where "a script
for a video" still is a screenplay; "Turn the following JSON record into an INSERT statement"
carries the record's values (a question turned into SQL is new code). "Translate the Japanese
comments in this Lean 4 file into English … give me back the whole file" returns code, where
"translate only prose and comments" of a page returns the page. "Reply with the .ksy YAML
only" asks for YAML (but "return result.json()" is code). A YAML record's "source:" over
"    id: …" is a key over its nested keys, no label of a passage; "Convertis ce paramètre"
points at the parameter. "Write a Groovy class that triggers this rule, then the same class
fixed" fixes the new class, not the text's.

Then: "Bitte übersetze den folgenden Abschnitt … ins Deutsche" translates the section below it;
a system prompt's "Return JSON … with exactly 3 questions that test understanding of the
passage" (or "You write short quizzes") asks for new questions, whatever "Passage:" labels; its
"Condense documentation into at most 5 short bullet points" summarises the page the user sends,
in prose; "Write me a useful osquery SQL query against this table … Add a one-line comment on
what it finds" asks for a new query (the creation verb six words before its noun), commented.

Then: a hard-wrapped docs line "change the client to run in\ndebug mode" opens with no ask
(a word after a preposition), where "Please review and\nfix" does; "Which single ATT&CK tactic
fits this query best?" picks a label; "Can you explain what this setting actually does?", then
its docs page, asks for an explanation; a system prompt's "负责代码评审" (in charge of code
review) asks for prose; its "Given an artifact definition, return a JSON object with keys: …"
extracts the record's fields (but "Given a topic, return a JSON object" writes new ones), as
"Ты извлекаешь метаданные из статей" (you extract metadata from articles) does. "Port the
BQN code examples in this doc section to Python" ports the code the section holds, in
backticks or indented lines ("Port these ideas to Python" still writes new code).

Rounds 192-199, scored on arrival at `12e5db7`, then read: a manifest's "@summary" tag names
no summary, and a system prompt's "add or complete the puppet-strings documentation comments
… return the whole manifest" edits it; "压缩成 3 到 5 条要点" (compress into 3-5 points)
condenses; "Output only the resulting script" under "Port this zsh completion to fish" asks
for code, as "write me a complete rollup.config.mjs" does; "出 3 道面试题" (set three
interview questions) asks for questions, prose over code; a question on the user's own JSON
("What is this app, and is it risky?") is answered in prose, where a system prompt's function
list still makes JSON; "Give just the setup and punchline, no JSON" tells a record in prose;
"give me a _quarto.yml … yaml only" asks for YAML (a templates/deployment.yaml, asked with no
format, still reads as code). Then: "turn this into one CSV line + header" asks for CSV;
"Answer in short paragraphs or bullets" and "Answer in clear prose" ask for prose about the
code; "Classify each advisory into exactly one vulnerability class … Reply with the class only"
picks; "可编译的 Go 示例代码" (compilable Go example code) and "Scalaプログラムを書いてください"
(write a Scala program) ask for code; "three new follow-up interview questions" for questions;
"Port this rules file to a Python script" ports the file it points at, whatever a system
prompt's "You translate accounting import configurations into Python scripts" says.

Rounds 200-207, scored on arrival at `b3bbde7`, then read: a page's "<!-- Update this
documentation by updating the source code. -->" is a note, no ask; a JSON shape's
'{"function": string}' names a key, no function to write; "Extract package metadata from Termux
build scripts" names build scripts, none to build ("Build scripts that back up my database"
still asks for them); "a few TiDB SQL statements" are code; "可运行的 Kotlin 程序" (a runnable
Kotlin program) asks for a new program, whatever "不太懂" (I don't quite get it) asks besides;
"return the complete updated printer.cfg" gives a config file back.

Rounds 208-215, scored on arrival at `ac55eb0` (every rule above), then read: "write an
example `dune` file" asks for a file by its name in backquotes (a docs page's "create a
`lefthook-local.yml` file" beside "Write a lefthook.yml … YAML only" still asks for YAML); a
system prompt's "Use only values that appear in the input" keeps to the record; "What's going
on in this Haskell snippet?" asks about code, where "Which types/functions are mentioned in the
following text?" under "Answer using only the documentation passage" answers from the page;
"JSON で構造化してください" (structure it as JSON) extracts from the section below. "Based on
the notes below, write a Lua module for OpenResty" asks for new code the notes inform, where
"Based on the passage below, when was the tower finished?" answers from it."""

from __future__ import annotations

from typing import Any

import pytest

from gateway.routing.classify import classify
from tests.routing.classify_bodies import label, user

CYPRESS_SPEC = ("/// <reference types=\"cypress\" />\ndescribe('cart', () => {\n"
                "  beforeEach(() => {\n    cy.visit('/shop')\n  })\n\n"
                "  it('adds an item', () => {\n    cy.get('[data-test=add]').first().click()\n"
                "    cy.wait(500)\n    cy.get('.cart-count').should('have.text', '1')\n  })\n})\n")
VULN_REPORT = ("id: GO-2021-0113\nmodules:\n    - module: golang.org/x/text\n      versions:\n"
               "        - fixed: 0.3.7\n      vulnerable_at: 0.3.6\n      packages:\n"
               "        - package: golang.org/x/text/language\n          symbols:\n"
               "            - Parse\n            - MatchStrings\n"
               "summary: Out-of-bounds read in golang.org/x/text/language\n"
               "description: |-\n    Due to improper index calculation, an incorrectly formatted "
               "language tag\n    can cause Parse to panic via an out of bounds read. If Parse is "
               "used to\n    process untrusted user inputs, this may be used as a vector for a "
               "denial\n    of service attack.\ncves:\n    - CVE-2021-38561\nreferences:\n"
               "    - fix: https://go.dev/cl/340830\n    - web: https://go.dev/issue/47581\n"
               "review_status: REVIEWED\n")
LONG_CONVERT_ASK = (
    "Convert the vulnerability report above to JSON with the keys \"id\", \"modules\" (each "
    "with \"module\", \"ranges\" as a list of {\"introduced\", \"fixed\"}, \"vulnerable_at\" "
    "and \"packages\"), \"summary\", \"description\", \"cves\" and \"references\" (a list of "
    "{\"type\", \"url\"}). Leave out keys that are absent. Output only the JSON.")
REVIEW_PAGE = (
    "## Deadlines\n\nA hard deadline is one where something disastrous would happen if you miss "
    "it. Shipping a release by a date promised to a customer can be one; most deadlines are "
    "softer than they look.\n\nIf you have a long release cycle it can be tempting to sacrifice "
    "code review quality to get a feature in before the next cycle. Repeated, this is a common "
    "way for projects to build up technical debt. If developers routinely submit changes near "
    "the end of the cycle with only superficial review, the team should modify its process so "
    "that large changes land early in the cycle and have enough time for a good review.")
CSV_ROW = ("codigo_ibge,nome,latitude,longitude,capital,codigo_uf,ddd\n"
           "3550308,São Paulo,-23.5329,-46.6395,1,35,11")
PARAMETER = ("description: Montant de base de l'allocation de fin de droits\nvalues:\n"
             + "".join(f"  {1979 + 2 * i}-10-01:\n    value: {22 + 3 * i}\n" for i in range(12))
             + "metadata:\n  reference: Décret 79-858 du 1er octobre 1979\n")
FUNCTIONS_PAGE = (
    "## Conversão de tipos\n\nO Python oferece funções que convertem valores de um tipo para "
    "outro:\n\n```python\n>>> int('32')\n32\n```\n\n`float` converte números inteiros e strings "
    "em números de ponto flutuante:\n\n```python\n>>> float(32)\n32.0\n```\n\n"
    "Finalmente, `str` converte o argumento em uma string:\n\n```python\n>>> str(32)\n'32'\n"
    "```\n\n")

POSH_THEME = ('{\n  "$schema": "https://example.com/themes/schema.json",\n  "blocks": [\n'
              '    {\n      "alignment": "left",\n      "segments": [\n        {\n'
              '          "type": "path",\n          "style": "powerline",\n'
              '          "foreground": "#ffffff",\n          "background": "#61AFEF"\n'
              '        },\n        {\n          "type": "git",\n          "style": "powerline",\n'
              '          "template": " {{ .HEAD }} "\n        }\n      ],\n'
              '      "type": "prompt"\n    }\n  ],\n  "version": 4\n}')
WORKFLOW = ("```yaml\non:\n  schedule:\n    - cron: '*/4 * * * *'\n\njobs:\n  test:\n"
            "    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n```")
SENTINEL_POLICY = ("import \"tfplan/v2\" as tfplan\n\nbuckets = filter tfplan.resource_changes as"
                   " _, rc {\n\trc.type is \"aws_s3_bucket\" and\n\trc.mode is \"managed\"\n}\n\n"
                   "main = rule {\n\tall buckets as _, b {\n\t\tb.change.after.acl is \"private\"\n"
                   "\t}\n}\n")
UNIVERSITY = ('{\n    "web_pages": ["http://www.dowling.edu/"],\n    "name": "Dowling College",\n'
              '    "alpha_two_code": "US",\n    "state-province": null,\n'
              '    "domains": ["dowling.edu"],\n    "country": "United States"\n}')
WEZTERM_PAGE = ("# `adjust_window_size_when_changing_font_size = true`\n\nControl whether "
                "changing the font size adjusts the dimensions of the window (true) or adjusts "
                "the number of terminal rows/columns (false). The default is true.")
KITTY_THEME = ("# 1984 theme\n\nforeground #ffffff\nbackground #0d0f31\nselection_foreground "
               "#000000\nselection_background #00d5eb\ncolor0 #000000\ncolor1 #ff16b0\n"
               "color2 #b3f361\ncolor3 #ffea16\ncursor #59e1e3\n")
LEAN_FILE = ("```lean\n/- # 構造体\n\n構造体は複数のフィールドをまとめた型です。 -/\n"
             "structure Point where\n  x : Nat\n  y : Nat\n\n/-- 原点 -/\n"
             "def origin : Point := ⟨0, 0⟩\n```")

MONGOOSE_SECTION = ("## Using Promises and Async/Await\n\nThe `connect()` function returns a "
                    "promise.\n\n```javascript\n// Using async/await\nawait mongoose.connect"
                    "(uri, options);\n\n// Or using promises\nmongoose.connect(uri, options)."
                    "then(\n  () => { /** ready to use */ },\n  err => { /** handle initial "
                    "connection error */ }\n);\n```\n\nIf the initial connection fails, "
                    "Mongoose emits an 'error' event and the promise rejects.")
OSQUERY_SPEC = ('```\ntable_name("arp_cache")\ndescription("Address resolution cache, both '
                'static and dynamic.")\nschema([\n    Column("address", TEXT, "IPv4 address '
                'target"),\n    Column("mac", TEXT, "MAC address of broadcasted address"),\n'
                '    Column("interface", TEXT, "Interface of the network for the MAC"),\n])\n'
                'implementation("arp@genArpCache")\n```')

ENT_PAGE = ("## Example\n\nFor the purpose of the example, we **disable the automatic field "
            "collection**, change the `ent.Client` to run in\ndebug mode in the `Todos` resolver,"
            " and restart our GraphQL server:\n\n```diff\nfunc (r *queryResolver) Todos(ctx "
            "context.Context) (*ent.TodoConnection, error) {\n-\treturn r.client.Todo.Query()."
            "\n+\treturn r.client.Debug().Todo.Query().\n\t\tPaginate(ctx)\n}\n```\n\nWe execute "
            "the GraphQL query from the pagination tutorial and see two SQL queries in the "
            "log, one for the todos and one for their owners.")
KQL_QUERY = ("// Detect when an entitlement package is created\nAuditLogs\n"
             "| where TimeGenerated > ago(1d)\n| where Category == \"EntitlementManagement\"\n"
             "| where OperationName == \"Create access package\"\n"
             "| where Result == \"success\"\n"
             "| extend Actor = tostring(parse_json(tostring(InitiatedBy.user)).userPrincipalName)\n"
             "| project TimeGenerated, OperationName, Actor")
BELL_PAGE = ("# `audible_bell`\n\nWhen the BEL ascii sequence is sent to a pane, the bell is "
             "\"rung\" in that pane. You may choose to configure the `audible_bell` option to "
             "change the sound that wezterm makes when the bell rings. The default is "
             "\"SystemBeep\", which causes the system beep sound to be emitted. On Wayland "
             "systems, which have no system beep function, it does not produce a sound.")
ARTIFACT = ("name: Linux.Detection.ConfluenceLogs\nauthor: \"Matt Green\"\ndescription: |\n"
            "  This artifact greps Linux logs for strings observed in exploitation of a\n"
            "  Confluence vulnerability.\ntype: CLIENT\nsources:\n  - query: |\n"
            "      SELECT * FROM glob(globs='/var/log/**')\n")
DOKA_PAGE = ("---\ntitle: \"`.fill()`\"\ndescription: \"Заполняет элементы массива указанным "
             "значением.\"\ntags:\n  - doka\n---\n\n## Кратко\n\nМетод `fill()` заполняет часть "
             "или все элементы массива одним и тем же значением.")

BQN_SECTION = ("## Basic arithmetic\n\nBQN supports the elementary functions taught in schools "
               "everywhere: `+` adds, `-` subtracts, `×` multiplies and `÷` divides. Each also "
               "has a one-argument form.\n\n        2 + 3\n    5\n        - 4\n    ¯4\n\n"
               "Characters can be added to numbers: `'a' + 1` gives `'b'`, and subtracting two "
               "characters gives the distance between their code points.")

INTERVIEW_ANSWER = ("## 3 @staticmethod和@classmethod\n\nPython其实有3个方法，即静态方法"
                    "（staticmethod）、类方法（classmethod）和实例方法，如下：\n\n```python\n"
                    "class A(object):\n    def foo(self, x):\n        print(x)\n\n"
                    "    @classmethod\n    def class_foo(cls, x):\n        print(cls, x)\n```\n\n"
                    "实例方法的调用离不开实例，类方法的第一个参数是类本身，静态方法和普通函数一样，"
                    "只是放在类里面，通过类或实例都可以调用。")
ZSH_COMPLETION = ("#compdef augparse\n# Description: completion for augparse\n\n"
                  "_arguments \\\n  '(- *)'{-h,--help}'[display help]' \\\n"
                  "  '(-I --include)'{-I,--include}'[add a directory to the search path]:dir:"
                  "_files -/' \\\n  '--notypecheck[do not perform lens type checks]' \\\n"
                  "  '*:: :_files'\n")
TEMPLATE_JSON = ('```json\n{\n  "type": 1,\n  "title": "MySQL",\n  "description": "The most '
                 'popular open-source database",\n  "categories": [\n    "database"\n  ],\n'
                 '  "platform": "linux",\n  "image": "mysql:latest",\n  "env": [\n    {\n'
                 '      "name": "MYSQL_ROOT_PASSWORD",\n      "label": "Root password"\n    }\n'
                 '  ],\n  "ports": [\n    "3306/tcp"\n  ],\n  "volumes": [\n    {\n'
                 '      "container": "/var/lib/mysql"\n    }\n  ]\n}\n```')
JOKE_JSON = ('{\n    "category": "Programming",\n    "type": "twopart",\n    "setup": "Why do '
             'programmers prefer dark mode?",\n    "delivery": "Because light attracts bugs.",\n'
             '    "flags": {\n        "nsfw": false,\n        "political": false\n    },\n'
             '    "id": 12,\n    "safe": true\n}')

DRIVER_YAML = ("id: juan-manuel-fangio\nname: Juan Manuel Fangio\nfirstName: Juan Manuel\n"
               "lastName: Fangio\nabbreviation: FAN\ngender: MALE\ndateOfBirth: 1911-06-24\n"
               "dateOfDeath: 1995-07-17\nplaceOfBirth: Balcarce\n"
               "countryOfBirthCountryId: argentina\nnationalityCountryId: argentina\n")
SYSMON_XML = ('<Sysmon schemaversion="4.30">\n  <EventFiltering>\n    <RuleGroup name="" '
              'groupRelation="or">\n      <FileCreate onmatch="exclude">\n        <Image '
              'condition="is">C:\\Program Files\\Agent\\agent.exe</Image>\n      </FileCreate>\n'
              '    </RuleGroup>\n  </EventFiltering>\n</Sysmon>')

KITEX_DOC = ("## 阶段2（v0.12.0）\n\nKitex 将把 bthrift 库变成一个独立的子模块，对 apache thrift "
             "的依赖也被收敛到这个子模块里。同时，通过配合生成代码的变化，当用户不再使用 Apache "
             "Codec 时，就不再需要依赖它。大部分服务都通过 FastCodec 来编解码，原生接口的使用"
             "场景很低。")

TURF_README = ("# @turf/along\n\n<!-- Generated by documentation.js. Update this documentation "
               "by updating the source code. -->\n\n## along\n\nTakes a LineString and returns a"
               " Point at a specified distance along the line.\n\n### Parameters\n\n*   `line` "
               "(Feature<LineString>) input line\n*   `distance` (number) distance along the line"
               "\n\n### Examples\n\n```javascript\nvar along = turf.along(line, 200, {units: "
               "'miles'});\n```\n\nReturns **Feature<Point>** Point `distance` `units` along the "
               "line")
TERMUX_BUILD = ("TERMUX_PKG_HOMEPAGE=https://sourceforge.net/projects/crunch-wordlist/\n"
                "TERMUX_PKG_DESCRIPTION=\"Highly customizable wordlist generator\"\n"
                "TERMUX_PKG_LICENSE=\"GPL-2.0\"\nTERMUX_PKG_VERSION=3.6\nTERMUX_PKG_SRCURL="
                "https://downloads.sourceforge.net/crunch-${TERMUX_PKG_VERSION}.tgz\n"
                "TERMUX_PKG_BUILD_IN_SRC=true\n")

CAR_YAML = ("---\ntitle: Simultaneous Logins on a Host\nsubmission_date: 2013/02/18\n"
            "platforms:\n  - Windows\n  - Linux\nsubtypes:\n  - Login\ncoverage:\n"
            "  - technique: T1078\n    coverage: Moderate\ndata_model_references:\n"
            "  - user_session/login/user\n")

RESTIC_SECTION = ("Backing up\n==========\n\nNow we're ready to backup some data. The contents "
                  "of a directory at a specific point in time is called a snapshot in restic. "
                  "Run the following command and enter the repository password you chose "
                  "above:\n\n    $ restic -r /srv/restic-repo --verbose backup ~/work\n\n"
                  "As you can see, restic created a backup of the directory and was pretty fast."
                  " Specifying --verbose twice prints every file it processes.")

CASES = [
    (user("what does this spec actually verify? and is anything in it likely to be flaky on "
          "CI?\n\n" + CYPRESS_SPEC,
          system="You are a QA lead reviewing a colleague's tests. Answer in plain prose, no "
                 "code."), "chat/open"),
    (user("Our service pinned this module a while ago. How worried should we be, and what "
          "should we do about it?\n\n" + VULN_REPORT), "code/open"),
    (user(VULN_REPORT.replace("fixed", "introduced") + "\n" + LONG_CONVERT_ASK),
     "json/grounded"),
    (user("Write a Go program that reads a report like this one and prints the module "
          "versions it lists.\n\n" + VULN_REPORT), "code/open"),
    (user("Write a Python script for a CI job that checks each pull request against the "
          "guidance below and exits non-zero on a violation.\n\n---\n" + REVIEW_PAGE),
     "code/open"),
    (user("Converte essa linha do CSV em um objeto JSON, com os nomes das colunas como chaves:"
          "\n\n" + CSV_ROW), "json/grounded"),
    (user(PARAMETER + "\nConvertis ce paramètre en CSV avec les colonnes date,value. "
          "Uniquement le CSV."), "json/grounded"),
    (user("Li esta seção do livro:\n\n" + FUNCTIONS_PAGE + "Pode escrever um programa novo "
          "(sem copiar os exemplos do texto) que pratique o mesmo conceito?",
          system="Você é um professor de Python. Responda com um programa Python 3 completo."),
     "code/open"),
    # rules of the second commit
    (user("I'm new to Velociraptor. What does it collect, how does the VQL work, and what "
          "should I look for in the results?\n\n```yaml\nname: Custom.Windows.Users\n"
          "sources:\n  - query: |\n      SELECT Name, SID, LastLogin\n"
          "      FROM Artifact.Windows.Sys.Users()\n      WHERE NOT Name =~ 'Guest'\n```"),
     "chat/open"),
    (user("What would this prompt look like in practice, and is it a good pick for git work "
          "over SSH?\n\n" + POSH_THEME, system="You help people choose terminal themes."),
     "chat/open"),
    (user("Why does this workflow fail?\n\n" + WORKFLOW,
          system="You review CI workflows. Explain problems in plain language: what is wrong "
                 "and how to avoid it."), "chat/open"),
    (user(SENTINEL_POLICY, system="You write entries for a policy catalogue. For each policy "
          "give a one-paragraph plain-English description of what it enforces."), "chat/open"),
    (user(UNIVERSITY, system="You label institutions. Answer with one label: UNIVERSITY, "
          "COLLEGE or OTHER. Answer with the label only."), "chat/open"),
    (user("here is the doc page for a config option:\n\n" + WEZTERM_PAGE + "\n\nwrite me a "
          "complete ~/.wezterm.lua that uses this option with a sensible value"), "code/open"),
    (user("convert this kitty theme to an alacritty theme. just the toml please\n\n"
          + KITTY_THEME), "code/grounded"),
    (user("Here's my oh-my-posh theme:\n\n" + POSH_THEME + "\n\nI'm switching to Starship. "
          "Can you rewrite this as a starship.toml that looks as close as possible? Just the TOML "
          "please."),
     "code/grounded"),
    (user("Please write a standalone script (Python preferred) that finds every bucket "
          "without encryption and prints them.\n\n---\nCheck: s3_bucket_default_encryption\n"
          "\nDescription: S3 buckets should have default encryption enabled so that objects "
          "are encrypted at rest without the uploader asking for it."), "code/open"),
    (user("Write a PostgreSQL INSERT statement for this record into a table universities(name "
          "text, country text, domains text[]).\n\n" + UNIVERSITY), "code/grounded"),
    (user("Turn the following JSON record into an INSERT statement for our SQLite table "
          "`universities`:\n\n" + UNIVERSITY), "code/grounded"),
    (user("Please translate the Japanese comments in this Lean 4 file into English. Don't "
          "touch the code itself, and give me back the whole file.\n\n" + LEAN_FILE),
     "code/grounded"),
    (user("```\nstruct Header {\n    u32 magic;\n    u16 version;\n    u16 count;\n};\n\n"
          "Header header @ 0x00;\nu8 payload[header.count] @ $;\n```",
          system="You convert ImHex pattern definitions into Kaitai Struct (.ksy) specifications."
                 " Keep the same field names. Reply with the .ksy YAML only."), "json/grounded"),
    (user("Our team depends on this module. Is this advisory something we must act on?\n\n"
          + VULN_REPORT + "source:\n    id: GHSA-69cg-p879-7622\n    created: 2024-08-20\n"),
     "code/open"),
    (user(PARAMETER.split("metadata")[0] + "\nConvertis ce paramètre en CSV (date,value)."),
     "json/grounded"),
    (user("## AssertWithinFinallyBlock Rule\n\nChecks for assert statements within a finally "
          "block. An assert can throw an exception, hiding the original one.\n\n```\n"
          "int myMethod(int count) {\n    try {\n        doSomething()\n    } finally {\n"
          "        assert count > 0\n    }\n}\n```\n\nWrite me a realistic Groovy class (not "
          "the example above) that triggers this rule, then the same class fixed so CodeNarc "
          "passes."), "code/open"),
    # rules of the third commit
    (user("Bitte übersetze den folgenden Abschnitt aus dem Design-Repository ins Deutsche. "
          "Markdown bitte beibehalten.\n\n" + REVIEW_PAGE), "chat/grounded"),
    (user("Passage:\n\n" + REVIEW_PAGE,
          system="You write short quizzes for a study group. Return JSON: {\"questions\": "
                 "[{\"question\": string, \"options\": [4 strings], \"answer_index\": int}]}"
                 " with exactly 3 questions that test understanding of the passage."),
     "json/open"),
    (user(MONGOOSE_SECTION, system="Condense documentation into at most 5 short bullet points. "
          "Keep API names exact."), "chat/grounded"),
    (user("Here's an osquery table definition:\n\n" + OSQUERY_SPEC + "\n\nWrite me a useful "
          "osquery SQL query against this table for a security audit. Add a one-line comment "
          "on what it finds."), "code/open"),
    # rules of the fourth commit
    (user("Can you condense this part of the ent docs into 4-6 bullet points?\n\n" + ENT_PAGE),
     "chat/grounded"),
    (user(KQL_QUERY + "\n\nWhich single ATT&CK tactic fits this query best? Give the tactic "
          "name and one sentence of justification.",
          system="You are a SOC analyst. You map detection queries to ATT&CK tactics."),
     "chat/open"),
    (user("Can you explain what this setting actually does and whether I should bother changing "
          "it?\n\n" + BELL_PAGE), "chat/open"),
    (user("帮我 review 一下这个 demo 的代码：\n\n```java\n@RestController\n"
          "public class HelloController {\n    @GetMapping(\"/hello\")\n"
          "    public String hello(String name) {\n        return \"Hello \" + name;\n"
          "    }\n}\n```",
          system="你是一名资深 Java 架构师，负责代码评审。请用中文指出问题并给出改进建议。"),
     "chat/open"),
    (user(ARTIFACT, system="You index artifacts for a catalogue. Given an artifact definition, "
          "return a JSON object with keys: name, author, description (verbatim), sources."),
     "json/grounded"),
    ({**user(DOKA_PAGE, system="Ты извлекаешь метаданные из статей справочника. Верни только "
             "JSON с полями: title, description, tags."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Port the BQN code examples in this doc section to Python with NumPy, one expression "
          "per example.\n\n" + BQN_SECTION), "code/grounded"),
    # rules read from rounds 192-199
    (user("```puppet\n# @summary\n#   Helper for default conf.d files.\nclass apache::confd (\n"
          "  Boolean $all = true,\n) {\n  if $all {\n    include apache::confd::no_accf\n  }\n}\n"
          "```", system="You maintain a Puppet module. When given a manifest, add or complete the"
          " puppet-strings documentation comments without changing any code, and return the "
          "whole manifest."), "code/grounded"),
    (user("把下面这道 Python 面试题的答案压缩成 3 到 5 条要点，只保留原文里的关键说法：\n\n"
          + INTERVIEW_ANSWER), "chat/grounded"),
    (user("Port this zsh completion to fish:\n\n" + ZSH_COMPLETION,
          system="You are a shell expert. Translate completion scripts between shells. Output "
                 "only the resulting script."), "code/grounded"),
    (user("Based on this section of the Rollup docs, write me a complete rollup.config.mjs that "
          "uses what it describes:\n\n" + REVIEW_PAGE), "code/open"),
    (user("材料如下：\n\n" + INTERVIEW_ANSWER,
          system="你是一名 Go 语言面试官。根据用户给的学习材料，出 3 道有深度的面试题，"
                 "每题给出参考答案要点。"),
     "chat/open"),
    (user(TEMPLATE_JSON + "\n\nWhat is this app, when would I want to run it at home, and is "
          "there anything risky about deploying it from this template?",
          system="You are a friendly self-hosting advisor."), "chat/open"),
    (user("Translate this joke into Spanish. Give just the setup and punchline, no JSON.\n\n"
          + JOKE_JSON), "chat/grounded"),
    (user("quarto docs page below. give me a _quarto.yml for a new project that uses the "
          "features it describes. yaml only, no explanation.\n\n" + REVIEW_PAGE), "json/open"),
    (user(DRIVER_YAML + "\n\nturn this into one CSV line + header, same field order"),
     "json/grounded"),
    (user(SYSMON_XML + "\n\nShould I deploy this module on our workstations? What's the "
          "security rationale and the risk?",
          system="You help blue teams tune Sysmon. Answer in short paragraphs or bullets."),
     "chat/open"),
    (user(VULN_REPORT, system="You triage security advisories. Classify each advisory into "
          "exactly one vulnerability class: XSS, SQL_INJECTION, RCE, DOS, OTHER. Reply with the "
          "class only."), "chat/open"),
    (user("参照这段文档，写一个完整的 Go 示例：\n\n" + KITEX_DOC,
          system="根据用户提供的文档写出完整、可编译的 Go 示例代码，只输出代码和必要注释。"),
     "code/open"),
    (user("以下はScalaの教科書の一節です。この内容を使った短いScalaプログラムを書いてください。"
          "\n\n" + KITEX_DOC), "code/open"),
    (user("Here is a question with its answer from an interview prep list:\n\n"
          + INTERVIEW_ANSWER + "\n\nWrite three new follow-up interview questions on the same "
          "topic, each with a short model answer."), "chat/open"),
    (user("This file is from a compiler's test suite. What language feature or bug is it testing, "
          "and what would break if the test failed?\n\n"
          "```vala\nclass Foo : Object {\n\tpublic signal void bar ();\n}\n\nvoid main () {\n"
          "\tvar foo = new Foo ();\n\tfoo.bar.connect (() => {\n\t\tassert (foo is Foo);\n"
          "\t});\n\tfoo.bar ();\n}\n```",
          system="You are an expert in Vala. Answer in clear prose for a C# developer."),
     "chat/open"),
    (user("Port this rules file to a Python script that does the same conversion:\n\n```\n"
          "skip 1\nfields date, account, category, amount, currency\ndate-format %d/%m/%Y\n"
          "account1 assets:%account\nif %category Groceries\n  account2 expenses:food\n"
          "if %category Rent\n  account2 expenses:housing\n```",
          system="You are a Python developer. You translate accounting import configurations "
                 "into standalone Python 3 scripts that read the CSV and print journal entries."),
     "code/grounded"),
    # rules read from rounds 200-207
    (user(TURF_README + "\n\nUsing the function documented above, write a small TypeScript "
          "script that builds a few sample features and prints the result."), "code/open"),
    ({**user(TURF_README, system="You turn JavaScript API documentation into machine-readable "
             "JSON. Reply with a single JSON object: {\"function\": string, \"description\": "
             "string, \"returns\": {\"type\", \"description\"}}. Copy wording from the docs;"
             " do not invent parameters."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    ({**user(TERMUX_BUILD, system="Extract package metadata from Termux build scripts. Output a"
             " JSON object with keys: name, version, homepage, description, license, depends."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Could you write a few TiDB SQL statements exercising the syntax documented here on a "
          "new table of your own?\n\n" + KITEX_DOC), "code/open"),
    (user("我在看这一节文档，还是不太懂。请写一个小的示例程序来演示这里讲的概念：\n\n## when 表达式"
          "\n\n```kotlin\nfun describe(obj: Any): String =\n    when (obj) {\n        1 -> \"One\""
          "\n        else -> \"Unknown\"\n    }\n```",
          system="你是一位耐心的 Kotlin 导师。回答时只给出一个完整、可运行的 Kotlin 程序"
                 "（包含 main 函数），并用注释解释关键行。"), "code/open"),
    # rules read from rounds 208-215
    (user("Using the dune reference page below, write an example `dune` file for a small OCaml "
          "project that exercises the feature it describes. Output the files only.\n\n"
          ".. describe:: (bash <cmd>)\n\n   Execute a command using ``/bin/bash``. This is "
          "obviously not very portable.\n\n   Example::\n\n   (bash \"echo $PATH\")"),
     "code/open"),
    ({**user(CAR_YAML, system="You turn detection analytics into summary cards. Reply with a "
             "JSON object with keys: id, title, platforms, attack_techniques. Use only values "
             "that appear in the input."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("What's going on in this Haskell snippet? Which language features does it use?\n\n"
          "{-# LANGUAGE FunctionalDependencies #-}\nclass (MonadReader r m) => MonadState s m"
          " | m -> s where\n    get :: m s\n    put :: s -> m ()\n",
          system="You are a Haskell tutor. Explain code snippets to intermediate programmers. "
                 "Answer in prose."), "chat/open"),
    ({**user("次の SWR ドキュメントの一節を読んで、JSON で構造化してください。キーは \"title\", "
             "\"key_points\"（本文の表現をそのまま使う）。JSON のみを出力。\n\n## キャッシュ"
             "プロバイダー\n\nキャッシュプロバイダーは、Map のようなオブジェクトです。SWR の"
             "キャッシュとして JavaScript の Map インスタンスを直接使用できます。"),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Based on the section below, write a Python script that backs up a repository the "
          "way it describes.\n\n" + RESTIC_SECTION), "code/open"),
    (user("Based on the notes below, write a Lua module for OpenResty that implements the idea."
          "\n\n# Encoding an empty table\n\ncjson encodes an empty table as an object:\n\n"
          "```lua\nlocal json = require(\"cjson\")\nngx.say(json.encode({}))  -- {}\n```\n\n"
          "Mark it with `json.empty_array_mt` to have it encoded as an array:\n\n```lua\n"
          "local data = setmetatable({}, json.empty_array_mt)\nngx.say(json.encode(data))"
          "  -- []\n```"), "code/open"),
    # look-alikes of the second and third commits' rules
    (user("Write a script for a two-minute video about our new bakery."), "chat/open"),
    (user("Convert this question into a SQL query: which customers ordered twice in May?\n\n"
          "Tables: customers(id, name), orders(id, customer_id, placed_at)"), "code/open"),
    (user("Fix the bug in this function and explain what was wrong.\n\n```js\n"
          "function last(items) {\n  return items[items.length];\n}\n```"), "code/grounded"),
    (user("Write a Groovy class that triggers this rule.\n\n## EmptyCatchBlock Rule\n\n"
          "Checks for empty catch blocks. In most cases, exceptions should not be caught and "
          "ignored (swallowed)."), "code/open"),
    (user(UNIVERSITY + "\n\nConvert this record to YAML."), "json/grounded"),
    (user("Here's an osquery table definition:\n\n" + OSQUERY_SPEC + "\n\nAdd a column "
          "for the interface's MAC vendor to this spec."), "code/grounded"),
    (user("Passage:\n\n" + REVIEW_PAGE + "\n\nQuestion: What makes a deadline hard?"),
     "chat/grounded"),
    (user("Please review and\nfix the code below.\n\n```js\nfunction last(items) {\n"
          "  return items[items.length];\n}\n```"), "code/grounded"),
    (user("Rust ownership", system="You plan courses. Given a topic, return a JSON object with "
          "keys: title, outline, exercises."), "json/open"),
    (user("Port these ideas to Python with NumPy.\n\n" + REVIEW_PAGE), "code/open"),
    (user(TEMPLATE_JSON + "\n\nAdd a restart policy of unless-stopped to this template and "
          "give me back the JSON."), "json/grounded"),
    (user("Translate this joke into Spanish and keep the JSON shape.\n\n" + JOKE_JSON),
     "json/grounded"),
    (user("Write a templates/deployment.yaml for my chart that uses these values.\n\n"
          "replicaCount: 2\nimage:\n  repository: nginx\n  tag: 1.25\nservice:\n  port: 80\n"),
     "code/open"),
    (user("Write a Python script that reads rules files like this one and lists their "
          "accounts.\n\n```\nskip 1\nfields date, account, amount\naccount1 assets:%account\n"
          "```"), "code/open"),
    (user("Build scripts that back up my Postgres database every night and prune old dumps."),
     "code/open"),
    (user("Reply with a Python function that parses ISO dates, nothing else."), "code/open"),
    (user("Here's a page from the lefthook docs:\n\nLefthook reads lefthook.yml. To use it "
          "locally without imposing it on your teammates, just create a `lefthook-local.yml` "
          "file and add it to your global `.gitignore`.\n\nWrite a lefthook.yml for a "
          "TypeScript monorepo that makes use of what this page describes. YAML only."),
     "json/open"),
    (user("Which types/functions are mentioned in the following text, and what does it say "
          "each one does?\n\n## Usage\n\n#### type Int\n\n```go\ntype Int = Item[int]\n```\n\n"
          "Int supports binding a int value.\n\n#### func BindPreferenceInt\n\n```go\nfunc "
          "BindPreferenceInt(key string, p fyne.Preferences) Int\n```\n\nBindPreferenceInt "
          "returns a bindable int value that is managed by the application preferences. Changes "
          "to this value will be saved to application storage.",
          system="Answer the user's question using only the documentation passage they "
                 "provide. Quote the relevant sentences where possible."), "chat/grounded"),
    (user("Based on the passage below, when was the tower finished?\n\nThe Eiffel Tower is a "
          "wrought-iron lattice tower on the Champ de Mars in Paris. It was built from 1887 to "
          "1889 as the centrepiece of the 1889 World's Fair, and it was the tallest man-made "
          "structure in the world until 1930."), "chat/grounded"),
    # look-alikes of the first commit's rules
    (user("When was the tower finished, and how tall was it then?\n\nThe Eiffel Tower is a "
          "wrought-iron lattice tower on the Champ de Mars in Paris. It was designed by Gustave "
          "Eiffel's company and built from 1887 to 1889 as the centrepiece of the 1889 World's "
          "Fair. At 300 metres it was the tallest man-made structure in the world until 1930."),
     "chat/grounded"),
    (user("Fix the flaky wait in this spec and give me back the whole file.\n\n" + CYPRESS_SPEC),
     "code/grounded"),
    (user(VULN_REPORT + "\nConvert the report above to JSON. Output only the JSON."),
     "json/grounded"),
    (user("Resuma esta seção em duas frases.\n\n" + FUNCTIONS_PAGE), "chat/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_from_184_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected


def test_a_config_file_given_back_is_code() -> None:
    body = user("This is the stock Klipper config for my printer. Add a BLTouch probe and return "
                "the complete updated printer.cfg.\n\n```ini\n[stepper_x]\nstep_pin: PF0\n"
                "dir_pin: PF1\nenable_pin: !PD7\nmicrosteps: 16\n\n[printer]\nkinematics: "
                "cartesian\nmax_velocity: 300\n```")
    assert classify(body).kind == "code"
