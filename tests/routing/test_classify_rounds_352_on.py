"""The classifier on what held-out rounds from 352 on found: each case beside look-alikes that
must keep their label.

Rounds 352-359, scored on arrival at `acc72cd` (356) and `52cfcf7`, then read: a system
prompt's "Answer strictly from the documentation excerpt the user provides" makes the user's text
the excerpt, whose "via code" asks nothing: its closing "Question: …" asks; "a minimal Roda app",
"example app please:" and "how I'd actually use this in a Roda app" ask for code; "You turn
documentation pages into reference records", "… findings into backlog tickets", "For each
exercise I paste, write a … summary" and "Convert the CSV finding … into a JSON object" work on
the user's text; "In what situations would I use this …? Pros and cons please", "What do you
think of this design?", "Do you agree with this guideline? When would you break it" ask for an
opinion; "Porte este script Scilab para Python 3" ports; "an equivalent Sigma rule (YAML)" names
its format and "I need this … rule as a Sigma rule" converts; "可编译的仓颉代码" asks for code;
"上面是…的一节，请压缩成…摘要" sums up the page above, and "设计 3 道选择题" writes questions.

Rounds 360-367, scored on arrival at `a19d1b8`, then read: "para YAML" and "apenas com SQL" name
a format and a language in Portuguese, "an HTML fixture page" is code; "/// <summary>" is a doc
tag; "From this axe-core rule, give me one CSV line" takes the rule's fields; a system prompt's
"擅長把…改寫成 MicroPython" is a skill, and the user's "寫出對應功能的 MicroPython 程式" asks for a
new program; "You turn library documentation into terse cheat sheets" works on the user's page,
whose own "YAML file for defining databases" asks nothing (only a short close of the text asks);
"tu rédiges 4 questions à choix multiples" writes questions; "What problem does this solve, and
when would I actually want to use it" asks for an explanation; "change" among "[up to 3 of: …]"
labels is a label; a page's front matter ("title : …") asks nothing.

Rounds 368-375, scored on arrival at `a19d1b8`, then read: under a system prompt that casts the
user's text as material, the text's opening ask ("Write two or three useful queries … that use
what this doc section describes:") asks as its close does; EdgeQL and G-code are languages, a
"G-code listing" and a "PostgreSQL INSERT 语句" code; "give me the YAML manifests" and "写一个…
YAML 清单" ask for YAML; a licence header's "modify it under the terms" and a front matter after
the ask ask nothing; "what does this rule actually protect us from", "when would it be reasonable
to switch it off", "When should I use it, and what are the downsides?" and "What does it
depict?" ask for an explanation, as "Was passiert hier genau" does; "nach TypeScript portieren"
ports; "a single runnable Python 3 script …; add short comments" asks for a new script, and "on
port 8108" ports nothing; "Answer by quoting the relevant sentences" answers in the page's words.

Rounds 376-383, scored on arrival at `52e0b41`, then read: "You turn documentation into compact
study notes" works on the user's page (its notes of a page of code read as code: left),
"keeping the function names" names no function; "可以直接运行的 PySpark 脚本" asks for code,
"用大白话给我讲一遍" for an explanation, as "What does this action / workflow definition do"
does; "un petit programme C complet" is C; "turn it off" switches, "**correct** code" is a
term, "a bug fix" a noun; "¿Vale la pena esta carta? Explícame…" asks for advice, as "¿En qué
casos NO me recomendarías usarlo?" does; a YAML key given a list before another key
("keywords:\n- database\nmaintainers:") is data; "Porta a Kotlin" ports; "in Emacs Lisp" names
Lisp; "List every PHP method … as a JSON array" lists names; "then the same file fixed" fixes the
answer's own code.

Rounds 384-391, scored on arrival at `633dc19`, then read: "可编译（C++17）的程序" asks for a
program, and "不要额外解释" for no explanation; "into a FAQ entry" asks for prose; "This row is from
the Washington Post's dataset" says where the record comes from, and "What was going on in the
story" asks for new words; a cast user text opening "Convert this manifest to JSON" before one
blank line asks for JSON; "what accessibility pitfalls should we watch for" asks for advice; "위
Pyloid 문서 내용을 … 요약해 주세요" sums up the page above.

Rounds 392-399, scored on arrival at `7a69e5b`, then read in part: "You explain shell test code"
names code explained, none asked; "Give a frank opinion … what are the risks" and "Short
explanation please" ask for prose; KCL is a language, "a complete, runnable Kemal (Crystal) app"
code; an ask's head window no longer cuts its first word in two where code starts a few
characters past two windows; "(title, slug, tags array, …)" lists fields; "JSON으로 정리해 주세요"
and "Сделай из этого JSON" carry the material into JSON; "écris un composant React" asks for
code; "short operator checklists" are what a bot turns a page into; "specifications written in
Sail" are code to port.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

EXCERPT_ONLY = ("Answer strictly from the documentation excerpt the user provides, quoting its "
                "wording where possible. If something is not covered, say so.")
MOCKS = ("## Why do tests mock the browser APIs?\n\nMost notoriously, because it's impossible to "
         "test the router and some side effects properly otherwise. Also, mocks allow the tests "
         "to run under Node.js without requiring heavy dependencies like "
         "PhantomJS/ChromeDriver/JSDOM.\n\nAnother important reason is that it allows us to "
         "document browser API quirks via code, through the tests for the mocks.\n\n")

ACCOUNT_EXPIRATION = (
    "= Documentation for Account Expiration Feature\n\nThe account expiration feature disallows "
    "access to accounts after a configurable amount of time since the last login or activity "
    "(default: 180 days since last login).\n\n== Auth Value Methods\n\nexpire_account_after :: "
    "The number of seconds since the last activity after which the account expires.\n"
    "account_activity_table :: The database table storing account activity times.")
ALLERGIES = (
    "# Instructions\n\nGiven a person's allergy score, determine whether or not they're allergic "
    "to a given item, and their full list of allergies.\n\nAn allergy test produces a single "
    "numeric score which contains the information about all the allergies the person has.")
FINDING_CSV = (
    "ID,Category,Name,Method,RegistryPath,RegistryItem,DefaultValue,RecommendedValue,Severity\n"
    "1301,\"Security Options\",\"Audit: Force audit policy subcategory settings\",Registry,"
    "HKLM:\\System\\CurrentControlSet\\Control\\Lsa,SCENoApplyLegacyAuditPolicy,1,1,Low")
VERSIONING = (
    "## Versioning\n\nYou can provide various versions of your API by establishing a separate "
    "`Grape::API` class for each offered version.\n\n```ruby\nversion 'v1', using: :param, "
    "parameter: 'v'\n```\n\n    curl http://localhost:9292/statuses/public_timeline?v=v1")
SCILAB = ("```scilab\nfunction [r1, r2] = eq2g(a, b, c)\n    delta = b^2 - 4*a*c;\n"
          "    r1 = (-b + sqrt(delta))/(2*a);\n    r2 = (-b - sqrt(delta))/(2*a);\n"
          "endfunction\n```")
CHAINSAW = ("```yaml\n---\ntitle: New User Created\ngroup: Account Tampering\ndescription: A new "
            "user was created.\nkind: evtx\nlevel: info\nfilter:\n  Event.System.EventID: 4720\n"
            "  Event.System.Provider: Security\n```")
ROUTER_DOC = ("## 路由跳转\n\n想学习更多，可以查看 Vue Router 官方文档。\n\n```js\n"
              "import { useRouter } from '@fesjs/fes';\nexport default {\n    setup() {\n"
              "        const router = useRouter();\n        router.push('/home');\n"
              "        router.replace('/new');\n    },\n};\n```")
DEFAULT_ARGUMENTS = (
    "### Use default arguments instead of short circuiting or conditionals\n\n**Not good:**\n\n"
    "This is not good because `$breweryName` can be `NULL`.\n\n```php\nfunction "
    "createMicrobrewery($breweryName = 'Hipster Brew Co.'): void\n{\n    // ...\n}\n```")

CASES_352_359: list[tuple[dict[str, Any], str]] = [
    # an application made is code, not an app's description or a letter
    (user("Write a minimal Roda app that enables and configures the Rodauth feature documented "
          f"below (Sequel + PostgreSQL).\n\n{ACCOUNT_EXPIRATION}"), "code/open"),
    (user(f"example app please:\n\n{ACCOUNT_EXPIRATION}"), "code/open"),
    (user("Show me how I'd actually use this in a Roda app: a complete example with the rodauth "
          f"plugin block and the routes.\n\n{ACCOUNT_EXPIRATION}"), "code/open"),
    (user("Write an app store description for my habit tracker app."), "chat/open"),
    (user("Write a cover letter for a job application at a bakery."), "chat/open"),
    # a system prompt's job: what it turns the user's text into, what the user pastes
    (user(ACCOUNT_EXPIRATION,
          system="You turn documentation pages into reference records. Output a single JSON "
                 "object with keys: name, description, options."), "json/grounded"),
    (user(ACCOUNT_EXPIRATION,
          system="You turn cloud review findings into backlog tickets. Return a JSON object with "
                 "keys: title, description, severity."), "json/grounded"),
    (user(ALLERGIES, system="You help me keep a study log. For each exercise I paste, write a "
                            "one- or two-sentence summary of what it asks."), "chat/grounded"),
    (user(FINDING_CSV, system="Convert the CSV finding (header line plus one row) into a JSON "
                              "object with keys id, category, name, severity. JSON only."),
     "json/grounded"),
    (user(ALLERGIES, system="You turn ideas into poems."), "chat/open"),
    # advice and opinions on the material, in new words
    (user(f"From the Grape README:\n\n{VERSIONING}\n\nIn what situations would I use this "
          "instead of doing the same thing in a plain Rails controller? Pros and cons please.",
          system="You help Ruby developers choose and use web frameworks."), "chat/open"),
    (user(f"Here's a part of a design we're discussing:\n\n{VERSIONING}\n\nWhat do you think "
          "of this design? What risks, edge cases or open questions would you raise in review?",
          system="You are a senior engineer who reviews design proposals."), "chat/open"),
    (user("Do you agree with this guideline? When would you break it in a real Laravel "
          f"codebase?\n\n{DEFAULT_ARGUMENTS}"), "chat/open"),
    # ports in other languages, and into a format named in brackets or by the need
    (user("Porte este script Scilab para Python 3, mantendo as mesmas entradas e saídas:\n\n"
          + SCILAB), "code/grounded"),
    (user("Résume ce texte : la porte de la maison était ouverte et le chat est sorti dans le "
          "jardin avant que quiconque ne s'en aperçoive."), "chat/grounded"),
    (user("Convert this Chainsaw rule into an equivalent Sigma rule (YAML). Keep the title and "
          f"the same filter logic.\n\n{CHAINSAW}"), "json/grounded"),
    (user("I need this chainsaw hunting rule as a Sigma rule for our SIEM pipeline. Output only "
          f"the YAML.\n\n{CHAINSAW}"), "json/grounded"),
    (user("I need this as soon as possible: write a Python function that sorts a list of "
          "releases by date."), "code/open"),
    # Chinese: compilable code asked, a summary after the page it points back to, a quiz
    (user("参考下面的文档，写一个页面示例，演示文档里介绍的能力：\n\n" + ROUTER_DOC,
          system="你是一名 HarmonyOS 应用开发助手。回答时给出完整、可编译的仓颉代码。"),
     "code/open"),
    (user(f"{ROUTER_DOC}\n\n上面是 Fes.js 官方文档的一节，请压缩成一段不超过 150 字的中文摘要。"),
     "chat/grounded"),
    (user(f"文档片段如下，请据此设计 3 道选择题，每题 4 个选项并给出答案和解析。\n\n{ROUTER_DOC}"),
     "chat/open"),
    (user(MOCKS + "Question: what rules or caveats does this part of the docs state?",
          system=EXCERPT_ONLY), "chat/grounded"),
    # the question may still ask for code or JSON
    (user(MOCKS + "Question: write the code of a test that mocks the router, as a JavaScript "
          "function.", system=EXCERPT_ONLY), "code/open"),
    (user(MOCKS + "Question: give the answer as a JSON object with keys reason and quote.",
          system=EXCERPT_ONLY), "json/grounded"),
]


BANK = ('```json\n{\n  "COMPE": "001",\n  "ISPB": "00000000",\n'
        '  "Document": "00.000.000/0001-91",\n  "LongName": "Banco do Brasil S.A.",\n'
        '  "ShortName": "BCO DO BRASIL S.A."\n}\n```')
AXE_RULE = ('```json\n{\n  "id": "accesskeys",\n  "impact": "serious",\n'
            '  "selector": "[accesskey]",\n  "tags": ["cat.keyboard", "best-practice"],\n'
            '  "metadata": {\n    "description": '
            '"Ensures every accesskey attribute value is unique"\n  }\n}\n```')
DELPHI = ("```pascal\nunit ServerMethodsTest;\n\ninterface\n\ntype\n  TServerMethodTests = "
          "class(TTestCase)\n  published\n    procedure TestEchoString;\n  end;\n\n"
          "implementation\n\nprocedure TServerMethodTests.TestEchoString;\nbegin\n  "
          "CheckEquals('abc', EchoString('abc'));\nend;\n\nend.\n```")
LESSON = ("以下是 SMARTHON 套件的課程文件:\n\n# 章節4: 由IFTTT雲控制Micro:bit\n\n## 簡介\n"
          "在這章節，你會學習到如何使用IFTTT控制Micro:bit。在IFTTT平台上提供了各種服務，例如天氣預測、"
          "時間、語音助理等，只要設定好平台後，都能夠用來控制Micro:bit。\n\n"
          "請根據這個課程的內容,為 micro:bit 寫出對應功能的 MicroPython 程式。")
GQLGEN = ("From the gqlgen docs:\n\ngqlgen can be configured using a `gqlgen.yml` file.\n\n```yml\n"
          "schema:\n  - graph/*.graphqls\nexec:\n  package: graph\n  layout: single-file\n"
          "  filename: graph/generated.go\n```\n\n")
REFERENCE_PAGE = (
    '---\ntitle : "Reference"\ndate: 2021-02-01T00:00:00Z\nlayout: docs\n---\n\nThe '
    "Litestream command line provides several subcommands to help you manage replication & "
    "recovery of your databases.\n\n## Configuration File\n\n- [Configuration File]"
    "(/reference/config) — YAML file for defining databases, replicas, and global settings.\n\n"
    "## Commands\n\n- [`litestream restore`](/reference/restore) — Recovers database backup "
    "from a replica.\n- [`litestream sync`](/reference/sync) — Forces immediate WAL-to-LTX sync.")
CASES_360_367: list[tuple[dict[str, Any], str]] = [
    # a format or a language named in Portuguese, a fixture page in HTML
    (user(f"Converte este registro de banco para YAML, mantendo todas as chaves e valores:\n\n"
          f"{BANK}"), "json/grounded"),
    (user("Preciso guardar no Postgres a lista de instituições que vem neste formato. Exemplo de "
          f"um registro:\n{BANK}\nCrie o CREATE TABLE, tipos adequados, chaves e índices.",
          system="Você é um DBA PostgreSQL. Responda apenas com SQL."), "code/open"),
    (user(f"{AXE_RULE}\nWrite an HTML fixture page with two failing and two passing examples "
          "for this rule.", system="You are an accessibility engineer writing fixtures for an "
                                  "a11y test suite."), "code/open"),
    # a doc tag is no ask; fields taken from the record pointed at are its words
    (user("Please add XMLDoc comments (/// <summary>) to every class and method in this Delphi "
          f"unit and give me the full unit back, code otherwise unchanged.\n\n{DELPHI}"),
     "code/grounded"),
    (user("From this axe-core rule, give me one CSV line with header: id,impact,description\n\n"
          + AXE_RULE), "json/grounded"),
    (user(f"From this list, give me your favourite.\n\n{AXE_RULE}"), "chat/open"),
    # a system prompt's skill is no task over a lesson that asks for a new program
    (user(LESSON, system="你是一位 micro:bit STEM 老師,擅長把 MakeCode 積木程式改寫成 MicroPython。"
                         "只輸出完整可執行的 MicroPython 程式碼,並加上簡短中文註解。"),
     "code/open"),
    (user(f"{REFERENCE_PAGE}", system="You turn library documentation into terse cheat sheets "
                                      "for developers: bullet points, no new material."),
     "chat/grounded"),
    (user(REFERENCE_PAGE, system="You are a technical editor. Condense the documentation the "
                                 "user sends to about a third of its length. Output Markdown "
                                 "only."), "chat/grounded"),
    # questions and opinions on the material, in French and in English
    (user(REFERENCE_PAGE, system="Tu es formateur. À partir d'un extrait de cours, tu rédiges 4 "
                                 "questions à choix multiples et tu indiques la bonne réponse."),
     "chat/open"),
    (user(GQLGEN + "What problem does this solve, and when would I actually want to use it in a "
          "GraphQL server? Be concise."), "chat/open"),
    # a label among labels, a page's front matter, a new config that consults the page
    (user('{\n  "content": "The most formidable weapon against errors of every kind is reason.",'
          '\n  "author": "Thomas Paine"\n}',
          system='Classify quotations. Reply with a JSON object: {"themes": [up to 3 of: love, '
                 'success, wisdom, change, work, other], "tone": "inspirational"|"humorous"}.'),
     "json/open"),
    (user(f"{REFERENCE_PAGE}\n\nBased on the page above, write me a complete litestream.yml for "
          "this setup: two SQLite databases replicated to an S3 bucket called app-backups in "
          "eu-west-1, 72h retention. Just the YAML please."), "json/open"),
]


SCL = ("#############################################################################\n"
       "# Copyright (c) 2015 Balabit\n#\n# This program is free software; you can redistribute "
       "it and/or modify it\n# under the terms of the GNU General Public License version 2 as "
       "published\n# by the Free Software Foundation.\n#\n\nblock parser apache-accesslog-parser("
       "prefix('.apache.')) {\n    csv-parser(columns('clientip', 'ident', 'auth'));\n};\n")
G20 = ("---\ntag: g020\ntitle: Inch Units\n---\n\nSet units to inches. In this mode, all "
       "positions, offsets and rates specified in G-code parameters are interpreted as inches.")
BULK_INSERTS = (
    "Bulk inserts\n------------\n\nThe ``for`` statement is commonly used for bulk inserts.\n\n"
    ".. code-block:: edgeql-repl\n\n  db> for hero_name in {'Cersi', 'Ikaris'}\n  ... union (\n"
    "  ...   insert Hero { name := hero_name }\n  ... );\n\nA similar approach can be used for "
    "bulk updates.")
ALPHABETIZE = (
    "---\ndescription:\n  'Enforce arrange in alphabetical order for type fields, enum values "
    "and more.'\n---\n\n# `alphabetize`\n\n- Category: `Schema & Operations`\n- Rule name: "
    "`@graphql-eslint/alphabetize`\n- Requires GraphQL Schema: `false`")
LISTING = ("```js\n'use strict';\nfunction showMessage() {\n  console.log('Herzlich willkommen');\n"
           "}\nshowMessage();  // Ausgabe: \"Herzlich willkommen\"\n```")
CEPH = ("## 简介\n\nCeph 是一个分布式存储系统，本指南将介绍如何在 Ubuntu 系统部署"
        "一个节点数为 2 的 Ceph 存储服务端集群。\n\n### Ceph 基本组件\n\n- OSD\n"
        "用于集群中所有数据与对象的存储。\n- Monitor\n监控整个集群的状态。")

CASES_368_375: list[tuple[dict[str, Any], str]] = [
    # the user's opening ask under a cast system prompt, a language of its own
    (user("Write two or three useful queries against my schema that use what this doc section "
          f"describes:\n\n{BULK_INSERTS}",
          system="You are an EdgeQL expert. The schema is: type User { required name: str; }. "
                 "Answer with EdgeQL only."), "code/open"),
    (user("Using the command documented below, write a small G-code sequence I can drop into my "
          f"slicer's start script.\n\n{G20}",
          system="You are a 3D-printer firmware assistant. Reply with a short, commented G-code "
                 "listing only."), "code/open"),
    (user("下面是一条中国法定节假日数据。帮我写一条 PostgreSQL INSERT 语句插入表 "
          'cn_holiday(name text, day date)，只输出 SQL。\n\n{\n  "name": "元旦",\n'
          '  "date": "2006-12-30"\n}'),
     "code/open"),
    # YAML asked for by what it is made into, in English and Chinese
    (user("Based on the Flux docs excerpt below, give me the YAML manifests I'd commit to my "
          "fleet repo to set this up for an app called `webapp`.\n\nFlux is a tool for keeping "
          "Kubernetes clusters in sync with sources of configuration (like Git repositories), and "
          "automating updates to configuration when there is new code to deploy."), "json/open"),
    (user(f"参考下面的文档片段，写一个可以直接用 kubectl apply 部署的示例 YAML 清单：\n\n{CEPH}",
          system="你是 Kubernetes 专家。只输出一个 YAML 代码块，不要解释。"), "json/open"),
    # a licence header, a front matter after the ask: no ask of theirs
    (user(f"{SCL}\nWhat does this syslog-ng SCL snippet actually do? Explain the blocks and "
          "parameters in plain English, and when I'd use it."), "chat/open"),
    (user("our team is turning on graphql-eslint. what does this rule actually protect us from, "
          f"and when would it be reasonable to switch it off?\n\n{ALPHABETIZE}"), "chat/open"),
    (user("I'm reading this part of the docs and I don't really get why I'd want it over plain "
          "promises. When should I use it, and what are the downsides?\n\n```ts\ninterface "
          "Order<A> {\n  (first: A, second: A): -1 | 0 | 1\n}\n```"), "chat/open"),
    # German: a port, an explanation
    (user("Kannst du dieses Listing nach TypeScript portieren? Bitte mit sinnvollen "
          f"Typannotationen.\n\n{LISTING}"), "code/grounded"),
    (user("Ich verstehe dieses Listing nicht ganz. Was passiert hier genau, und was wird "
          f"ausgegeben?\n\n{LISTING}", system="Du bist ein geduldiger JavaScript-Tutor."),
     "chat/open"),
    # a new script's own comments, a port number, quoting asked
    (user("## No hits queries\n\nLike popular queries, you can track queries that produced no "
          "hits.\n\n```python\nclient.analytics.rules.upsert('no_hits', {'type': 'nohits_queries'})"
          "\n```\n\nUsing what the docs describe, write a script for a small bookstore that "
          "exercises this feature against a local Typesense server on port 8108.",
          system="You are a backend developer. Reply with a single runnable Python 3 script using "
                 "the official `typesense` client library; add short comments, no other prose."),
     "code/open"),
    (user("From the JAX docs:\n\n# Advanced compilation\n\nThis is a placeholder for a section "
          "in the new tutorials. For the time being, you may find related content in the old "
          "documentation.\n\nWhat pitfalls or restrictions does this section warn about? Answer "
          "by quoting the relevant sentences."), "chat/grounded"),
    (user("Here's the SVG source of one of our icons. What does it depict? Suggest an aria-label."
          '\n\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M15 10.5a3 3 '
          '0 1 1-6 0 3 3 0 0 1 6 0Z"/></svg>'), "chat/open"),
]


STANDALONE = ("# Spark Standalone Mode\n\n除了运行在 Mesos 或 YARN 集群管理器上，"
              "Spark 也提供了一个简单的独立部署模式。你可以手动启动一个集群，"
              "也可以使用我们提供的启动脚本。")
EXPECT_EXPECT = (
    "# Enforce assertion to be made in a test body (`expect-expect`)\n\nEnsure that there is at "
    "least one `expect` call made in a test.\n\n## Rule Details\n\nExamples of **correct** code "
    "for this rule:\n\n```javascript\ntest('should work', async ({ page }) => {\n  await "
    "expect(page).toHaveTitle('x')\n})\n```")
CARD = ('{\n  "code": "45079",\n  "name": "Ningún sitio es seguro",\n  "text": "<b>Cuando '
        'se muestre esta carta</b>: Coloca 1 contador de Persecución sobre Perseguido por el '
        'pasado."\n}')

CASES_376_383: list[tuple[dict[str, Any], str]] = [
    (user(f"参考这段文档：\n\n{STANDALONE}\n\n帮我写一个小脚本来演示这里讲的功能。",
          system="你是一名大数据工程师。只输出一个可以直接运行的 PySpark 脚本（带简短注释），"
                 "不要其他解释。"),
     "code/open"),
    (user("下面是教程里的一节，我是刚学 SQL 的文科生，看得有点晕。能不能换个生活中的例子，"
          "用大白话给我讲一遍这里的重点？\n\n# 第0章：环境搭建\n\n* 在电脑上安装MySQL数据库系统\n"
          "* 使用提供的脚本创建本教程所使用的示例数据库"), "chat/open"),
    (user("We're evaluating StackStorm. What does this action / workflow definition do, step by "
          "step?\n\n```yaml\nname: chain_demo\nrunner_type: action-chain\nenabled: true\n"
          "parameters:\n  count:\n    type: integer\n    default: 5\n```"), "chat/open"),
    (user("Peux-tu m'écrire un petit programme C complet (avec main) qui met en pratique ce qui "
          "est expliqué dans cet extrait ? Merci !\n\n## Programmation\n\nLa programmation "
          "définit toute activité menant à l'écriture de programmes."), "code/open"),
    (user("My team keeps tripping over this lint rule. In plain words, what does it protect "
          f"against, and when (if ever) is it reasonable to turn it off?\n\n{EXPECT_EXPECT}"),
     "chat/open"),
    (user("¿Vale la pena esta carta? Explícame cuándo jugarla y con qué héroes combina bien.\n\n"
          + CARD, system="Eres un jugador experto de Marvel Champions. Respondes en español."),
     "chat/open"),
    (user("What does the `clickhouse` chart deploy, and why does it pull in each of its "
          "dependencies? Here's the Chart.yaml:\n\nname: clickhouse\nicon: https://example.com/"
          "clickhouse.png\nkeywords:\n- database\n- sharding\nmaintainers:\n- name: Broadcom\n"
          "version: 9.0.1", system="You are a Kubernetes platform engineer. Be concise."),
     "chat/open"),
    (user("Porta a Kotlin todos los fragmentos de código Java de este documento, manteniendo los "
          "nombres de clases. Devuelve solo el código Kotlin.\n\n## Propósito\n\nPermite añadir "
          "operaciones sin modificar las clases.\n\n```java\npublic interface Modem {\n  void "
          "accept(ModemVisitor visitor);\n}\n```"), "code/grounded"),
    (user("Estoy estudiando este patrón:\n\n## Propósito\n\nPermite añadir operaciones sin "
          "modificar las clases.\n\n```java\npublic interface Modem {\n  void accept(ModemVisitor "
          "visitor);\n}\n```\n\n¿En qué casos NO me recomendarías usarlo? Dame tu opinión.",
          system="Eres un arquitecto de software. Responde en español."), "chat/open"),
    (user("Solve this exercise in Emacs Lisp. Put the solution in one .el file.\n\n# Instructions"
          "\n\nImplement the `accumulate` operation, which, given a collection and an operation to "
          "perform on each element, returns a new collection."), "code/open"),
    (user("List every PHP method, class or Artisan command mentioned in this docs section as a "
          'JSON array of objects {"name": ..., "kind": ...}. Output JSON only.\n\n## Requirements'
          "\n\nRun `php artisan filament:install --panels` and call `Panel::make()` in your "
          "provider."), "json/grounded"),
    (user("Rule `prefer-on-push-cd-strategy`:\n\nPrefer setting the change detection strategy to "
          "OnPush.\n\nWrite the kind of app code, a small widget, that triggers this rule at least "
          "twice, then the same file fixed.", system="You help a Flutter team adopt lint rules. "
                                                      "Reply with Dart code only."), "code/open"),
    (user("Is this release a breaking change, a new feature, a bug fix or just maintenance? Answer "
          "with one word.\n\n## Changes in 2.11.17\n  - Compatibility with QuickCheck 2.18"),
     "chat/open"),
]


FUTURE = ("**后置条件**\n\n```\nthis->valid()==false\n```\n\n异常由延期函数，或存储在异步结果中的"
          "异常(如果有的话)抛出。")
ARM_WORKERS = (
    "---\ndraft: false\ndate: 2021-01-26\n---\n\n# New macOS workers\n\n```yaml\ntask:\n  "
    "macos_instance:\n    image: ghcr.io/cirruslabs/macos-monterey-base:latest\n  script: "
    "uname -a\n```\n\nPlease let us know how the new architecture works for your projects.")

CASES_384_391: list[tuple[dict[str, Any], str]] = [
    (user(f"{FUTURE}\n\n请针对上面这一节的知识点写一个新的小例子，场景换成银行转账或者日志收集，"
          "不要照抄书里的代码。",
          system="你是资深 C++ 工程师。只输出一个完整、可编译（C++17）的程序，带简短中文注释，"
                 "不要额外解释。"), "code/open"),
    (user("This row is from the Washington Post's dataset of on-screen deaths. What was going on "
          "in the story at this point, and why did this death matter?\n\norder,season,episode,"
          "character_killed,killer,method\n265,3,9,Stark soldier,Frey soldier,Knife",
          system="You are a Game of Thrones expert. Answer in a short paragraph."), "chat/open"),
    (user("Convert this manifest to JSON (if there are several documents, return a JSON array of "
          "them):\n\n```yaml\napiVersion: kafka.strimzi.io/v1\nkind: KafkaConnect\nmetadata:\n"
          "  name: my-connect-cluster\nspec:\n  replicas: 1\n```",
          system="You convert Kubernetes manifests between formats. Output only the converted "
                 "document, nothing else."), "json/grounded"),
    (user("We're about to adopt this component. Based on its docs, what accessibility pitfalls "
          "should we watch for when using it, and how do we avoid them?\n\n```html\n<sl-animation "
          'name="bounce" duration="2000" play><div class="box"></div></sl-animation>\n```',
          system="You are an accessibility reviewer for a design-system team."), "chat/open"),
    (user("## Pyloid\n\nPyloid는 Electron과 Tauri의 Python 백엔드 버전으로, "
          "데스크톱 애플리케이션 개발을 단순화하기 위해 설계되었습니다.\n\n"
          "```python\nfrom pyloid import Pyloid\napp = Pyloid(app_name='demo')\n```\n\n"
          "위 Pyloid 문서 내용을 한국어로 3~4문장으로 요약해 주세요."),
     "chat/grounded"),
    (user("Turn this section of the Cirrus CI docs into a FAQ entry: one question a user would "
          f"ask, and an answer that reuses the doc's own wording.\n\n{ARM_WORKERS}"),
     "chat/grounded"),
]


BATS = ('@test "failing negated command logs correct line number" {\n  reentrant_run bats '
        '"$FIXTURE_ROOT/failing_with_negated_command.bats"\n  [ "$status" -eq 1 ]\n  '
        '[ "${#lines[@]}" -eq 4 ]\n}')
KCL = ("```python\nimport konfig.models.kube.frontend\n\nappConfiguration: frontend.Server {\n"
       "    image = \"howieyuen/gocity:latest\"\n    mainContainer = container.Main {\n"
       "        name = \"main\"\n    }\n}\n```")
TRAINEDDATA = (
    "## Format of traineddata files\n\nThe `traineddata` file for each language is an archive "
    "file in a Tesseract specific format. It contains several uncompressed component files "
    "which are needed by the Tesseract OCR process. " * 4 + "The program `combine_tessdata` is "
    "used to create a `tessdata` file from the component files and can also extract them again "
    "like in the following examples:\n\n```\n1:unicharset:size=7477, offset=192\n```")
MEMBER = ("## Embedded 적극 활용하기\n\n`Embedded` 어노테이션을 이용하여 "
          "도메인 객체의 책임을 나눌 수 있습니다.\n\n"
          "```java\nclass Member {\n    @Embedded private Name name;\n}\n```")

CASES_392_399: list[tuple[dict[str, Any], str]] = [
    (user(f"What is this test checking, and why might it matter?\n\n{BATS}",
          system="You explain shell test code to junior developers in plain language."),
     "chat/open"),
    (user("- Start Date: 2023-02-07\n\n# Const-castable expressions\n\n## Summary\n\nAdd a way "
          "to cast expressions to constants, so that they can be used in more places.",
          system="You are an experienced HDL designer reviewing proposals. Give a frank opinion: "
                 "would you accept it, what are the risks, and what would you change?"),
     "chat/open"),
    (user("I'm new to KCL. What is this file for, and what would it produce when used? Short "
          f"explanation please.\n\n{KCL}"), "chat/open"),
    (user(KCL, system="Translate KCL to Python 3.11: schemas become pydantic models. Output only "
                      "code."), "code/grounded"),
    (user("Using the guidance below, write a complete, runnable Kemal (Crystal) app that "
          "demonstrates it.\n\n---\nname: crystal-kemal\ndescription: Use when building Kemal "
          "apps.\n---\n\nPrefer small route handlers and explicit status codes."), "code/open"),
    (user("Summarize this section of the Tesseract OCR docs in a short paragraph:\n\n"
          + TRAINEDDATA), "chat/grounded"),
    (user("Using the yup API described below, write a validation schema for a blog post editor "
          "(title, slug, tags array, publish date, draft flag).\n\n#### `lazy(fn): Lazy`\n\n"
          "Creates a schema that is evaluated at validation time.",
          system="You are a senior TypeScript developer. Reply with code only."), "code/open"),
    ({**user(f"{MEMBER}\n\n위 내용을 JSON으로 정리해 주세요 "
             "(title, rules 키 사용, 원문 표현 그대로)."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("## Mesure d'audience\n\nLe DSFR fournit un outil de mesure d'audience configurable.\n\n"
          "À partir de cette documentation, écris un composant React (TSX) réutilisable qui met "
          "en œuvre ce qui est décrit.",
          system="Tu es développeur front-end. Tu utilises le DSFR avec React 18 et TypeScript, "
                 "et tu réponds avec du code."), "code/open"),
    (user("## Security\n\nborgmatic executes all hook commands with the user permissions of "
          "borgmatic itself. So do not forget to set secure permissions on borgmatic "
          "configuration files (`chmod 0600`) and scripts (`chmod 0700`) invoked by hooks.",
          system="You turn documentation into short operator checklists: numbered steps, at "
                 "most 8, reusing the documentation's own commands."), "chat/grounded"),
    (user("Translate this Sail file to Python:\n\n```sail\nfunction ext_check_CSR_fail() -> "
          "unit = ()\n```", system="You translate formal ISA specifications written in Sail "
                                    "into executable Python reference models."), "code/grounded"),
    ({**user("+++\ntitle = \"Радио-Т 488\"\n+++\n\n- [Atom 1.6 и 1.7 beta](http://blog.atom.io/) "
             "- *00:07:41*.\n- [TaskPaper 3](http://www.taskpaper.com/) - *00:15:02*.\n\nСделай "
             "из этого JSON со списком тем (title, url, time) и заголовком поста."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_352_359 + CASES_360_367 + CASES_368_375
                         + CASES_376_383 + CASES_384_391 + CASES_392_399)
def test_what_rounds_from_352_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
