"""The classifier on what held-out rounds from 488 on found: each case beside look-alikes that must
keep their label.

Rounds 488-495, scored on arrival at `cad2131`, then read: a file's name in brackets ("dieses
AutoIt-Beispiel (OSLang.au3) nach Python 3 portieren") ends no clause; "Just the .asm file please"
and "Reply with the .iss file only" ask for code by its file, as "Reply with the script only" does;
an instruction set qualifies an assembler ("in x86-64 NASM"); LFE, AutoHotkey, AutoIt and Nim are
languages, and "I'd like an LFE solution" asks for one; a system prompt's "Answer only with a YAML
configuration" makes the answer data, whatever program the user's ask names; "When asked to change a
style, return the complete, valid, updated .csl file" gives the user's file back, changed; "in the
reference list" is no answer from a reference; "What does this config control?", "What important
risks would it NOT catch?" and "how a two-author article would look in the reference list with this
style" ask about code in prose (not "how this would look in Go"); "which settings would I have to
change" asks advice, no edit; "Convert this AT Protocol lexicon into TypeScript type definitions"
carries a schema's fields into types; "Apply this to our domain: write the mapper interface" puts
the page to use; "Make a short FAQ (3 Q&As) from the above" asks for prose; Jinja2, Twig and their
kin are languages, and a template is code ("Port the %INPUT template to Jinja2");
"以下の解説を読みました" (I read the explanation below) asks for none; "list the C language features
… it exercises" names what the code uses, in new words; "Can you review this ADR?" asks for a review
in prose (not "review this code and fix the bugs"); "you write five NEW practice exercises on the
point it teaches" asks for prose, not "3 exercises in Python, with solutions"; "a small, runnable
TypeScript h3 server" is a program; "Turn that into JSON" and "csv -> json please, split the
meanings into a list:" carry the row given; "show me an example mkosi.conf" asks for a config file;
a shebang on a line of its own near the start ("Could you convert the following
script?\n\n#!/usr/bin/env bash") marks a script; "(format YAML du simulateur)" says what the
material is, and "me résumer en 3-4 phrases" asks for a summary; "Leave the Go code and the markdown
formatting exactly as they are" keeps a translated page's code; a new exercise under a system
prompt's "只输出一个完整、可运行的 Go 程序" is a program; "You convert MapLibre style-spec JSON
fixtures into TypeScript unit tests" carries each input and output over; "Answer with the category
and one short reason" picks a class; "is it worth upgrading now", "Should we take this one?" and
"What would you test before upgrading?" ask for advice, and a changelog's "* fix: resolve issue …"
asks nothing; a system prompt's "Extract the configuration properties from a Kamelet definition"
works on the user's YAML; "I need a Python script that … does what this doc section is about" makes
a new one; "when would I actually reach for this" asks for an explanation; "rewrite rules" are a
noun.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

AUTOIT = """```autoit
#include <MsgBoxConstants.au3>

MsgBox($MB_SYSTEMMODAL, "", "Die Sprache: " & _GetLanguage())

; Ruft die Sprache des Betriebssystems ab.
Func _GetLanguage()
	Switch StringRight(@OSLang, 2)
		Case "07"
			Return "Deutsch"
		Case "09"
			Return "Englisch"
		Case Else
			Return "Andere"
	EndSwitch
EndFunc   ;==>_GetLanguage
```

"""

NSIS = """; Test Script
Name "Banner.dll test"
OutFile "Banner Test.exe"
ShowInstDetails show

Function .onInit
	Banner::show "Calculating important stuff..."
	Banner::getWindow
	Pop $1
FunctionEnd
"""
ACRONYM = """

# Instructions

Convert a phrase to its acronym.

Techies love their TLA (Three Letter Acronyms)!"""
KOMOREBI = """give me hotkeys (alt + something sensible) that use this command:

# animation

```
Enable or disable movement animations

Usage: komorebic.exe animation [OPTIONS] <BOOLEAN_STATE>
```"""

CSL = """

<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
  <info>
    <title>Acta Example</title>
    <id>http://www.zotero.org/styles/acta-example</id>
    <updated>2019-01-01T00:00:00+00:00</updated>
  </info>
  <citation>
    <layout prefix="(" suffix=")" delimiter="; ">
      <text variable="citation-number"/>
    </layout>
  </citation>
</style>"""

SIP_CONF = """

```ini
; SIP configuration for the office PBX
[general]
context=default
allowguest=no
bindport=5060
bindaddr=0.0.0.0
srvlookup=yes
disallow=all
allow=ulaw
allow=alaw
```"""
PACK = """

Parameters:
  AccessKeysRotatedParamMaxAccessKeyAge:
    Default: '90'
    Type: String
Resources:
  AccessKeysRotated:
    Properties:
      ConfigRuleName: access-keys-rotated
      InputParameters:
        maxAccessKeyAge:
          Fn::If:
          - accessKeysRotatedParamMaxAccessKeyAge
          - Ref: AccessKeysRotatedParamMaxAccessKeyAge
          - Ref: AWS::NoValue
      Source:
        Owner: AWS
        SourceIdentifier: ACCESS_KEYS_ROTATED
    Type: AWS::Config::ConfigRule"""
CODE = """

```python
def area(r):
    return 3.14159 * r * r

def ring(r1, r2):
    return area(r2) - area(r1)
```"""

LEXICON = """

{
  "lexicon": 1,
  "id": "app.bsky.actor.contentVisibilityDeclaration",
  "defs": {
    "main": {
      "type": "record",
      "key": "literal:self",
      "record": {
        "type": "object",
        "required": ["hideFromAlgorithmicRecommendations"],
        "properties": {
          "hideFromAlgorithmicRecommendations": {"type": "boolean"}
        }
      }
    }
  }
}"""

MAPSTRUCT = """[[expressions]]
=== Expressions

By means of Expressions it will be possible to include constructs from a number of languages.
Currently only Java is supported as a language. This feature is e.g. useful to invoke
constructors. The entire source object is available for usage in the expression.

.Mapping method using an expression
====
[source, java, linenums]
----
@Mapper
public interface SourceTargetMapper {

    SourceTargetMapper INSTANCE = Mappers.getMapper( SourceTargetMapper.class );

    @Mapping(target = "timeAndFormat",
         expression = "java( new TimeAndFormat( s.getTime(), s.getFormat() ) )")
    Target sourceToTarget(Source s);
}
----
====

"""

THTEST = """

```
%TEMPLATE_MODE HTML
# ------------------------------------------------------------
%CONTEXT
user = #{ 'name' : 'Jack', 'admin' : true }
# ------------------------------------------------------------
%INPUT
<div th:if="${user.admin}">
  <p th:text="${user.name}">Someone</p>
  <a th:href="@{/admin}">Admin panel</a>
</div>
# ------------------------------------------------------------
%OUTPUT
<div>
  <p>Jack</p>
  <a href="/admin">Admin panel</a>
</div>
```"""

C_TEST = """

```c
#include <stdio.h>

int main()
{
   int Count;

   for (Count = 1; Count <= 10; Count++)
   {
      printf("%d\\n", Count);
   }

   return 0;
}
```"""
README = """

# tide

A tiny tide-table library. Features:

- reads NOAA harmonic constituents from CSV
- predicts high and low water for any station and date range
- exports tables as iCalendar or Markdown
- works offline, no API key needed"""

NOTES = """

# v1.19.0 Release 2023-11-29

The executor images in this release are gcr.io/kaniko-project/executor:v1.19.0 and :latest.

* fix: resolve issue with copy_multistage_test.go and broken ioutil import #2879
* fix(snapshot): skip files the whiteout marks as deleted #2874
* feat: add --skip-default-registry-fallback flag #2861
* chore(deps): bump golang.org/x/net from 0.17.0 to 0.18.0 #2870
* docs: explain the cache TTL in the README #2866"""

KAMELET = """apiVersion: camel.apache.org/v1
kind: Kamelet
metadata:
  name: aws-s3-source
spec:
  definition:
    title: "AWS S3 Source"
    required:
      - bucketNameOrArn
    properties:
      bucketNameOrArn:
        title: Bucket Name
        type: string
      deleteAfterRead:
        title: Auto-delete Objects
        type: boolean
        default: true"""

EGGLOG = """

(datatype Math
    (Add Math Math)
    (Const i64)
    (Var String))

(rewrite (Add a b) (Add b a))
(rewrite (Add a (Const 0)) a)

(let $expr (Add (Var "x") (Const 0)))
(run 10)
(check (= $expr (Var "x")))"""
FUNCY = """

.. function:: merge(*colls)

    Merges several collections of same type into one: dicts, sets, lists, tuples, iterators or
    strings. For dicts values of later dicts override values of former ones::

        merge({1: 2}, {3: 4})  # -> {1: 2, 3: 4}
        merge([1, 2], (3,))    # -> [1, 2, 3]
"""
KYUUBI = """

# Terminologies

## Kyuubi

Kyuubi is a unified multi-tenant JDBC interface for large-scale data processing and analytics,
built on top of Apache Spark. Users connect through the Thrift JDBC/ODBC protocol and run SQL
against the engines Kyuubi starts for them, sharing them per user, group or server.

## Sessions

A session is created for each connection and closed when the client disconnects."""

CASES_488_495: list[tuple[dict[str, Any], str]] = [
    (user(AUTOIT + "Kannst du dieses AutoIt-Beispiel (@OSLang.au3) nach Python 3 portieren? "
          "Bitte möglichst nah am Original bleiben."), "code/grounded"),
    (user(AUTOIT + "Kannst du dieses AutoIt-Beispiel (Version 3.3) nach Python 3 portieren? "
          "Danke!"), "code/grounded"),
    (user(AUTOIT + "Was macht dieses AutoIt-Beispiel (@OSLang.au3)? Bitte kurz erklären."),
     "chat/open"),
    (user(NSIS, "You convert NSIS scripts into equivalent Inno Setup (.iss) scripts. Reply with "
          "the .iss file only."), "code/grounded"),
    (user("Solve this Exercism exercise (acronym). Just the .asm file please." + ACRONYM),
     "code/open"),
    (user("Solve this Exercism exercise (acronym) in x86-64 NASM assembly for Linux." + ACRONYM),
     "code/open"),
    (user("What does the .asm file do? Just the summary please.\n\n```\nmov eax, 1\nret\n```"),
     "chat/open"),
    (user("Explain only the main.go file, please."), "chat/open"),
    (user("I only need the main.go file explained, not rewritten."), "chat/open"),
    (user(KOMOREBI, "You write AutoHotkey v2 scripts that drive komorebi through komorebic.exe. "
          "Reply with the script only."), "code/open"),
    (user(KOMOREBI, "You help people tune the komorebi tiling window manager."), "chat/open"),
    (user("Reply with the summary only, not the script."), "chat/open"),
    (user("Solve this exercise in LFE (Lisp Flavoured Erlang)." + ACRONYM), "code/open"),
    (user(ACRONYM.strip() + "\n\nI'd like an LFE solution for this, please."), "code/open"),
    (user("I like the Python examples in this book. Are there more like them?"), "chat/open"),
    (user("Give me a realistic config for a monorepo with a Node web app and a Rust CLI.",
          "You help teams set up moonrepo. Answer only with a YAML configuration (moon.yml), no "
          "prose."), "json/open"),
    (user("Write a Python function that returns JSON. Answer only with the code."), "code/open"),
    (user("Add Jane Doe (jane.doe@example.org) as a contributor in the <info> block." + CSL,
          "You maintain CSL styles. When asked to change a style, return the complete, valid, "
          "updated .csl file and nothing else."), "code/grounded"),
    (user("How do I cite a podcast episode in APA 7?", "You help with citation styles. If the "
          "user pastes a style with an error, correct it."), "chat/open"),
    (user("Here's a CSL style file my journal asked me to use. Can you show me how a two-author "
          "journal article would look in the reference list with this style?" + CSL),
     "chat/open"),
    (user("Can you show me how this would look in Go? Just the code." + CODE), "code/grounded"),
    (user("What does this config control?" + SIP_CONF), "chat/open"),
    (user("I inherited an Asterisk box. What does this config control, and which settings would I "
          "most likely have to change for a small office PBX (about 20 phones)?" + SIP_CONF),
     "chat/open"),
    (user(PACK + "\n\nWe're planning to deploy the conformance pack above across our AWS "
          "organisation. What important risks would it NOT catch, and what would you add?",
          "You are a cloud security and compliance consultant."), "chat/open"),
    (user("What would this code miss if r is negative?" + CODE), "chat/open"),
    (user("Write a Semgrep rule that would catch calls like these." + CODE), "code/open"),
    (user("Convert this AT Protocol lexicon into TypeScript type definitions (an interface per "
          "def). Only output code." + LEXICON), "code/grounded"),
    (user("Convert this user story into TypeScript interfaces for our API: as a shopper I want "
          "to save a cart and come back to it later from any device."), "code/open"),
    (user(MAPSTRUCT + "Apply this to our domain: write the mapper interface plus Order/OrderDto "
          "classes (order id, customer name, line items, total).", "You are a senior Java "
          "developer. Answer with Java code only."), "code/open"),
    (user("Apply these changes to the function below: rename r to radius." + CODE),
     "code/grounded"),
    (user(MAPSTRUCT + "Make a short FAQ (3 Q&As) from the above, using its wording."),
     "chat/grounded"),
    (user("Port the %INPUT template to Jinja2, keeping the same markup and behaviour." + THTEST),
     "code/grounded"),
    (user("Write a Jinja2 base template with a navbar and a footer block."), "code/open"),
    (user("以下の解説を読みました。この内容を実際に試せる最小限の three.js サンプル（HTML + "
          "JavaScript）を書いてください。\n\n## ビルボード\n\n"
          "常にカメラの方を向かせる方法です。\n\n"
          "```js\nconst sprite = new THREE.Sprite(material);\nscene.add(sprite);\n```\n\n"
          "他にはカメラの向きを変えても同じように見える問題がありますが、これは別の方法で解決できます。"),
     "code/open"),
    (user("このコードの解説をお願いします。\n\n```js\nconst sprite = new THREE.Sprite(material);\n"
          "scene.add(sprite);\nsprite.position.set(0, 2, 0);\n```"), "chat/open"),
    (user("For the test program below, list the C language features and library functions it "
          "exercises. Use the keys \"features\" and \"library_functions\"." + C_TEST,
          "You are a compiler test engineer. Respond with a JSON object only."), "json/open"),
    (user("List the features described in this README as a JSON array." + README),
     "json/grounded"),
    (user("Can you review this function? What edge cases might I have missed?" + CODE),
     "chat/open"),
    (user("Can you review this code and fix the bugs?" + CODE), "code/grounded"),
    (user("Could you review my code and rewrite it with type hints?" + CODE), "code/grounded"),
    (user("<section xml:id=\"c2s2\">\n  <title>Pronunciation</title>\n  <para>Lojban has six "
          "recognized vowels: <letteral>a</letteral>, <letteral>e</letteral>, <letteral>i"
          "</letteral>, <letteral>o</letteral>, <letteral>u</letteral>.</para>\n  <para>Stress "
          "falls on the next to the last syllable of all words.</para>\n</section>",
          "You are a patient Lojban tutor. Students paste a section of the reference grammar; "
          "you write five NEW practice exercises on the point it teaches (not copied from the "
          "text), each followed by its answer."), "chat/open"),
    (user("Write 3 exercises in Python that practise list comprehensions, with solutions."),
     "code/open"),
    (user("Write a small, runnable TypeScript h3 server that demonstrates what this docs section "
          "describes.\n\n## Cookie utils\n\n### `getCookie(event, name)`\n\nGet a cookie value by "
          "name.\n\n### `parseCookies(event)`\n\nParse the request to get HTTP Cookie header "
          "string and returning an object of all cookie name-value pairs.\n\n### "
          "`setCookie(event, name, value, options?)`\n\nSet a cookie value by name."), "code/open"),
    (user("Is there a runnable server in this repo I could start locally?"), "chat/open"),
    (user("expression,reading,meaning,tags,guid\n浮気,うわき,\"affair, to cheat\",JLPT_1 JLPT,"
          "niMRrvhuXD\n\nTurn that into JSON for my flashcard app (expression, reading, "
          "meanings[], levels[], guid). JSON only."), "json/grounded"),
    (user("csv -> json please, split the meanings into a list:\nexpression,reading,meaning,tags,"
          "guid\nカバー,カバー,\"cover (e.g., book)\",JLPT JLPT_2,h7<4il+kD="), "json/grounded"),
    (user("We practise every morning.\n\nTurn that into a habit, my coach says. How?"),
     "chat/open"),
    (user("`CompressLevel=`, `--compress-level=`\n:   Configure the compression level to use. "
          "Takes an integer. The possible\n    values depend on the compression being used.\n\n"
          "show me an example mkosi.conf using this"), "code/open"),
    (user("Our CI only runs Python. Could you convert the following script?\n\n"
          "#!/usr/bin/env bash\n\n# Recipe for the corpus\n\ndata=$HOME/cv_corpus_v1\nstage=0\n\n"
          ". ./utils/parse_options.sh\n\nif [ $stage -le 0 ]; then\n  mkdir -p $data\n"
          "  local/download_and_untar.sh $(dirname $data) $data_url\nfi\n\nwait",
          "Rewrite the user's Bash script as a Python script. Output only code."),
     "code/grounded"),
    (user("Voici la fiche d'une aide publique (format YAML du simulateur). Peux-tu me résumer en "
          "3-4 phrases simples à qui elle s'adresse et ce qu'elle rapporte ?\n\nlabel: aide au "
          "BAFA\ninstitution: caf_haute_savoie\nconditions:\n  - type: age\n    operator: \">=\"\n"
          "    value: 16\nmontant: 200\nperiodicite: ponctuelle\nform: https://www.caf.fr/bafa.pdf"),
     "chat/grounded"),
    (user("Translate this section of a Portuguese Go tutorial into English. Leave the Go code and "
          "the markdown formatting exactly as they are.\n\n# Arrays e slices\n\nArrays permitem "
          "armazenar vários elementos do mesmo tipo em uma variável em uma ordem específica.\n\n"
          "```go\nfunc Soma(numeros [5]int) int {\n    soma := 0\n    for _, n := range numeros "
          "{\n        soma += n\n    }\n    return soma\n}\n```\n\nAgora rode os testes."),
     "chat/grounded"),
    (user("根据下面这一节的内容，出一道新的练习题，并写出参考答案：\n\n"
          "# 2.7 Go 运行时 (runtime)\n\n"
          "尽管 Go 编译器产生的是本地可执行代码，这些代码仍旧运行在 Go 的 runtime 当中。"
          "这个 runtime 负责管理包括内存分配、垃圾回收、栈处理、goroutine、channel 等等。",
          "你是 Go 语言助教。只输出一个完整、可运行的 Go 程序（带中文注释），不要解释。"),
     "code/open"),
    (user("Write three multiple-choice questions about this Python function." + CODE),
     "chat/open"),
    (user("Fixture `array/invalid-item-type/number/test.json`:\n\n{\n  \"expression\": [\"array\", "
          "0, [\"literal\", []]],\n  \"inputs\": [[{}, {}]],\n  \"expected\": {\n    \"compiled\": "
          "{\"result\": \"error\"}\n  }\n}", "You convert MapLibre style-spec JSON fixtures into "
          "TypeScript unit tests. Keep every input and expected output from the fixture. Reply "
          "with code only."), "code/grounded"),
    (user("Convert these acceptance criteria into Python unit tests: a shopper can save a cart, "
          "come back later from any device, and see the same items with current prices."),
     "code/open"),
    (user("\"Setup Notification\": \"Benachrichtigung einrichten\"", "You help maintain the "
          "translations of Uptime Kuma. Given one entry of a locale file (English source key, "
          "then the translated value), say which kind of UI text it is: button label, page "
          "title, help text or error message. Answer with the category and one short reason."),
     "chat/open"),
    (user("Answer with the class definition rewritten to use dataclasses.\n\nclass Point:\n"
          "    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n"),
     "code/grounded"),
    (user("We're two releases behind this one. Based on these notes, is it worth upgrading now, "
          "and what should we watch out for?" + NOTES, "You are a DevOps engineer advising a team "
          "that builds container images with kaniko. Be concise and practical."), "chat/open"),
    (user("Release notes below. What would you test before upgrading?" + NOTES), "chat/open"),
    (user("We're on the previous minor version. Should we take this one?" + NOTES), "chat/open"),
    (user("Summarise these release notes in three bullet points, using their wording." + NOTES),
     "chat/grounded"),
    (user(KAMELET, "Extract the configuration properties from a Kamelet definition. Return a JSON "
          "object {\"kamelet\": name, \"properties\": [{\"name\", \"title\", \"type\"}]} using "
          "values exactly as they appear in the YAML."), "json/grounded"),
    (user("How do I pass AWS credentials to an S3 source?", "You answer questions about Camel "
          "Kamelets. Explain the fields in a Kamelet definition when it helps."), "chat/open"),
    (user("I need a Python script that connects to Kyuubi and does what this doc section is about "
          "(use PyHive or JDBC via jaydebeapi, whatever fits). Please add comments." + KYUUBI),
     "code/open"),
    (user("when would I actually reach for this instead of plain python / itertools? give me a "
          "real-world scenario" + FUNCY), "chat/open"),
    (user("Can you walk me through this egglog program? What are the datatypes and rewrite rules "
          "doing, and what do the checks at the end establish?" + EGGLOG), "chat/open"),
    (user("Rewrite the rules in this program so that zero is removed on either side." + EGGLOG),
     "code/grounded"),
    (user("参考下面的组件文档，帮我写一个真实业务场景的页面组件（比如表单、列表或设置页）：\n\n"
          "# Avatar 头像\n\n用来代表用户或事物。\n\n| 属性 | 说明 | 类型 |\n| --- | --- | --- |\n"
          "| fallback | 占位图 | `ReactNode` |\n| src | 头像的地址 | `string` |",
          "你是前端工程师，熟悉 React 和 antd-mobile v5。只返回一个完整的 TSX 文件。"),
     "code/open"),
    (user("\\begin[papersize=a6]{document}\n\\nofolios\n\\neverindent\n\\use[module=packages.svg]\n"
          "\\svg[width=265pt, src=./bug-1005.svg]\n\\end{document}", "You convert SILE documents "
          "from the TeX-like SIL syntax to SILE's XML input syntax. Output only the complete XML "
          "document."), "code/grounded"),
    (user("Write a bash script that rotates /var/log/app/*.log daily and keeps 7 copies.",
          "Answer only with a YAML configuration when asked for config, otherwise answer in plain "
          "prose."), "code/open"),
    (user("Based on the reference list below, which of these papers were published before 2010?"
          "\n\n1. Smith, J. (2008). Graph kernels. JMLR 9.\n2. Lee, K. (2012). Deep nets for "
          "speech. ICASSP.\n3. Chen, L. (2005). Sparse coding. NIPS."), "chat/grounded"),
    (user("Write 5 new practice exercises on this Rust lesson; each exercise is a small function "
          "to implement, with a reference solution.\n\n## Ownership\n\nEach value in Rust has an "
          "owner. There can only be one owner at a time. When the owner goes out of scope, the "
          "value will be dropped."), "code/open"),
    (user("Why does my script fail with 'bad interpreter: No such file or directory' when the "
          "first line is\n#!/bin/bash\nand I edited it on Windows?"), "chat/open"),
    (user("Donne-moi un exemple de fichier de configuration (format YAML) pour un service Docker "
          "Compose avec Postgres."), "json/open"),
    (user("Here's an upstream patch. Apply it to our project and give me the resulting file.\n\n"
          "```diff\n- MAX = 10\n+ MAX = 20\n```\n\n```python\nMAX = 10\n\ndef limit(n):\n    "
          "return min(n, MAX)\n```"), "code/grounded"),
    (user("```buzz\nimport \"buzz:std\";\n\ntest \"Bitwise\" {\n    std\\assert(15 << 3 == 120, "
          "message: \"<<\");\n    std\\assert(15 >> 3 == 1, message: \">>\");\n}\n```",
          "You index test suites. For the test file the user provides, return JSON of the form "
          "{\"imports\": [...], \"tests\": [...]}, copying import paths and test names exactly. "
          "Output JSON only."), "json/grounded"),
    (user("Convert this section of the Toga documentation into JSON with keys \"heading\", "
          "\"api_names\" (every class, method, attribute or property named in it), \"platforms\" "
          "(platforms mentioned), and \"code_blocks\" (the code blocks, verbatim). Return JSON "
          "only.\n\n## 0.5.2 (2025-07-10)\n\n### Features\n\n- iOS and macOS backends now provide "
          "DateInput and TimeInput widgets.\n- The Android backend can now identify if dark mode "
          "is enabled.\n- Toga now has a layout debugging mode.",
          "You turn documentation sections into structured records for a search index."),
     "json/grounded"),
    (user("We're fine-tuning a 7B model on a single node with 8 A100s. Is the technique below "
          "worth adopting for us, and what trade-offs should we expect?\n\n## Pre-install "
          "DeepSpeed Ops\n\nPyTorch must be installed before pre-compiling any DeepSpeed "
          "C++/CUDA ops.\n\n```bash\nDS_BUILD_OPS=1 pip install deepspeed\n```",
          "You advise teams on large-scale model training. Be concrete."), "chat/open"),
    (user("Please translate this French doc section into English, keep the markdown.\n\n"
          "## La constante ENVIRONMENT\n\nPar défaut, PyroCMS est paramétrée avec la constante "
          "ENVIRONMENT définie à 'development'. Dans les premières lignes du fichier index.php, "
          "vous trouverez:\n\n\tdefine('PYRO_DEVELOPMENT', 'development');\n\tdefine('PYRO_"
          "STAGING', 'staging');\n\nVous pouvez utiliser cette constante pour voir les "
          "différences entre les environnements."), "chat/grounded"),
    (user("Solve this exercise in YAMLScript. Fill in the stub.\n\n# Instructions\n\nRecite "
          "the lyrics to Ten Green Bottles.\n\nStub:\n```yaml\n!YS-v0\n\ndefn recite(start "
          "take-down):\n  # Implement the 'recite' function.\n```"), "code/open"),
    (user("Set Operations\n--------------\n\nSet operations work on **sorted** ranges.\n\n"
          ".. code-block:: cpp\n\n    std::vector<int> a{1, 2, 3}, b{2, 3, 4}, out;\n"
          "    std::set_union(a.begin(), a.end(), b.begin(), b.end(),\n"
          "                   std::back_inserter(out));\n", "You are a senior C and C++ reviewer. "
          "When shown notes or snippets, point out undefined behaviour, portability problems, "
          "misleading claims and better modern alternatives. Be concise; use bullet points."),
     "chat/open"),
    (user("Review this please:\n\nSet Operations\n--------------\n\n.. code-block:: cpp\n\n"
          "    std::vector<int> a{1, 2, 3}, b{2, 3, 4}, out;\n    std::set_union(a.begin(), "
          "a.end(), b.begin(), b.end(), std::back_inserter(out));\n"), "chat/open"),
    (user("I'm a C++ developer evaluating the Felix language. Here's a page from its tutorial:\n\n"
          "@title Arrays\n@felix\nbegin\n  val x2 = (3, 4);\n  print$ x2.0;\n  endl;\nend\n"
          "@expect\n3\n@\n\nIn plain words: what is the key idea here, how does it compare to "
          "what I'd do in modern C++, and what is the catch?"), "chat/open"),
    (user("この食材はスーパーのどの売り場に置かれますか？ 青果・精肉・鮮魚・乳製品・その他 の中から"
          "一つだけ答えてください。\n\n{\n  \"acorn-squash\": {\n"
          "    \"name\": \"どんぐりかぼちゃ\"\n  }\n}"), "chat/open"),
    (user("We pin paramiko in production. From this changelog entry, is upgrading past it low, "
          "medium or high risk for us? Answer with the label and a short reason.\n\n- :support:`-` "
          "Administrivia update:\n\n  - dropped support for Python <3.9\n  - migrated packaging "
          "metadata to pyproject.toml"), "chat/open"),
    (user("Which programming or markup language is this? Just the name.\n\nimport 'dart:math' "
          "show Random;\n\nvoid main() {\n  print(Random().nextInt(6) + 1);\n}\n"), "chat/open"),
    (user("Сожми этот раздел из Teamlead Roadmap до 5 пунктов — только главное, формулировки бери "
          "из текста:\n\n## Описание\nФреймворк для управления продуктами. В нем явно определены "
          "роли, события и артефакты. Обычно используется в случаях, когда нужно часто получать "
          "обратную связь от пользователей."), "chat/grounded"),
    (user("这份代码（ABC339_F.cpp）的复杂度是多少？\n\n```cpp\n#include <bits/stdc++.h>\nusing "
          "namespace std;\nint main() {\n  int n; cin >> n;\n  vector<long long> a(n);\n  for "
          "(auto &x : a) cin >> x;\n  sort(a.begin(), a.end());\n  cout << a.back();\n}\n```",
          "你是算法竞赛教练。请分析代码的时间复杂度和空间复杂度，并说明理由，不需要改写代码。"),
     "chat/open"),
    (user("## Glossary\n\n- **git**: an open source, distributed version-control system\n"
          "- **commit**: a Git object, a snapshot of your entire repository\n- **branch**: a "
          "lightweight movable pointer to a commit", "You turn cheat-sheet sections into data. "
          "Output only a JSON object {\"section\": <heading as written>, \"terms\": [{\"term\": "
          "<term exactly as written>, \"definition\": <definition as written>}]}."),
     "json/grounded"),
    (user("We're moving our dashboards off Graphite and I need this render function reimplemented "
          "with pandas: a plain Python function that takes a dict of series and returns one of "
          "the same shape.\n\n```python\ndef absolute(requestContext, seriesList):\n    for series "
          "in seriesList:\n        series.tags['absolute'] = 1\n        for i, value in "
          "enumerate(series):\n            series[i] = safe.safeAbs(value)\n    return seriesList\n"
          "```"), "code/grounded"),
    (user("test/lang/compare.lua\n\n```lua\nlocal function lt(x, y)\n  if x < y then return true "
          "else return false end\nend\n\ndo\n  assert(lt(1, 2))\n  assert(not lt(2, 1))\nend\n```",
          "You help port LuaJIT's legacy test scripts to the busted test framework. Return one "
          "complete spec file, keeping every check and every value unchanged."), "code/grounded"),
    (user("I'm reading this page of the Malloy docs and don't get the point of it. What problem "
          "does this feature solve, and how would I have done it in SQL?\n\n# Composite Sources\n\n"
          "Composite sources in Malloy are virtualized sources which are backed by one of several "
          "underlying sources, chosen at query time by the fields it uses.\n\n```malloy\nsource: "
          "cube is compose(flights_by_carrier, flights_by_origin)\n```"), "chat/open"),
    (user("# Advanced Scripting\n\nNodes can jump to each other, run commands and store variables "
          "that persist across the whole dialogue.\n\nUsing what this section explains, write me a "
          "short Yarn Spinner script (.yarn) for a shopkeeper conversation in my RPG. Use at least "
          "two nodes."), "code/open"),
    (user("Peux-tu traduire cette page de la doc technique en anglais ? Garde le balisage "
          "reStructuredText tel quel.\n\n=====================================\nDocumentation "
          "technique du *back-end*\n=====================================\n\nCette documentation "
          "décrit le code du back-end.\n\n.. toctree::\n   :maxdepth: 2\n   :glob:\n\n"
          "   back-end-code/*"), "chat/grounded"),
    (user("## cosign\n\nA tool for Container Signing, Verification and Storage in an OCI "
          "registry\n\n### Options\n\n```\n  -h, --help                 help for cosign\n"
          "      --output-file string   log output to a file\n"
          "  -t, --timeout duration     timeout for commands\n```\n\n"
          "using this, write me a bash script for our CI that signs and then verifies an image "
          "in ghcr.io. add comments"), "code/open"),
    (user("{\n    id: '3',\n    titolo: 'Tiramisù',\n    descrizione: 'Il dolce italiano più "
          "famoso al mondo: savoiardi, caffè, mascarpone e cacao.',\n"
          "    regione: RegioneItaliana.VENETO,\n    tempoPreparazione: 30\n  }\n\n"
          "Che vino abbineresti a questo piatto, e quali varianti regionali mi consigli?",
          "Sei un cuoco e sommelier italiano. Rispondi sempre in italiano."), "chat/open"),
    (user("From the catalog below, output only the XML attribute values of id, one per line.\n\n"
          "<catalog>\n  <book id=\"bk101\"><title>XML Guide</title></book>\n  <book id=\"bk102\">"
          "<title>Midnight Rain</title></book>\n</catalog>"), "chat/grounded"),
    (user("Attached are yesterday's sales (format: CSV). What caused the drop after 3 pm?\n\n"
          "hour,orders\n13,120\n14,118\n15,64\n16,59"), "chat/open"),
    (user("Liste les villes de France de plus d'un million d'habitants (format JSON, une liste de "
          "chaînes)."), "json/open"),
    (user("Write a Go function that parses an ISO date.", "Always respond with valid JSON only. "
          "Whenever the user wants code, escape it inside an \"answer\" field."), "json/open"),
    (user("Explain the rewrite rules for /blog in this config, in plain English.\n\n```nginx\n"
          "location /blog {\n    rewrite ^/blog/(.*)$ /posts/$1 permanent;\n    rewrite ^/blog$ "
          "/posts/ permanent;\n}\n```"), "chat/open"),
    (user("Can you convert this to a cron-friendly version?\nthe script:\n#!/bin/bash\ncd /srv/app"
          "\n./backup.sh --full\nfind /srv/backups -mtime +7 -delete\necho done"), "code/grounded"),
    (user("Write the voice-over script (.txt) for our app store preview video, 30 seconds."),
     "chat/open"),
    (user("以下のコードの中から一つだけバグを見つけて修正し、修正後のコード全体を返してください。\n\n"
          "def mean(xs):\n    return sum(xs) / len(xs) + 1\n"), "code/grounded"),
    (user("Based on the reference list below, recommend three other papers I should read next and "
          "explain why.\n\n1. Smith, J. (2008). Graph kernels. JMLR 9.\n2. Lee, K. (2012). Deep "
          "nets for speech. ICASSP."), "chat/open"),
    (user("My AutoIt script gets flagged as a virus by Windows Defender. Why does this happen and "
          "what can I do?"), "chat/open"),
    (user("My Python script crashes with KeyError when the config file is missing. Why?"),
     "chat/open"),
    (user("Write my Python script for me: it should rename all .txt files in a folder."),
     "code/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_488_495)
def test_what_rounds_from_488_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
