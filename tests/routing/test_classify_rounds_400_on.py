"""The classifier on what held-out rounds from 400 on found: each case beside look-alikes that
must keep their label.

Rounds 400-407, scored on arrival at `00479ca`, then read: "Convert this azure-pipelines.yml to
an equivalent GitHub Actions workflow" asks for YAML (a file name's dot ends no sentence), as "a
VS Code snippet definition (the JSON you put in …)" asks for JSON; PromQL, SPARQL and their kin
are languages, and "a … rule expression (PromQL)" is code; "Using this entry … as inspiration"
takes ideas, not words; "should we upgrade" asks for advice, and "an issue in Python < 3.13"
names a runtime; "Describe how this colorscheme looks", "what are the main pitfalls", "would you
recommend it", "Is the approach … a good idea? Give me your opinion", "有没有什么坑" and "你觉得"
ask for prose over code (what the page says fails is no bug to fix); "Reply with one label -
designer, programmer or both -" picks; "Give a TL;DR of the pasted docs" and "Return a JSON
object listing every … that appears in the page" work on the user's page (not on a question);
"You write Semgrep rules … Reply with the complete rule file" is the bot's own new file; "Give me
this snippet as VS Code snippet JSON" carries it over; "You port Yocto/OpenEmbedded recipes to
Alpine Linux. Output a complete APKBUILD" ports into code; "Can you review this BitBake recipe?"
asks for a review; "Three sentences, no bullet points." asks for prose; "you can turn this rule
off" and "::: correct" ask nothing; "記法（…）はそのまま残して" keeps the markup of a page
translated; "Produce 3 multiple-choice quiz questions" writes questions; "只输出可以直接 kubectl
apply 的 YAML" and "写一个…的示例 YAML（…）" ask for YAML; a reStructuredText heading ("Set
Operations Summary" over a line of dashes) is a section's name.

Rounds 408-415, scored on arrival at `109428e`, then read: "Pull every shell command (pack,
docker, etc.) out of this docs page" pulls spans out; "Give a numbered checklist" and "Q&A を
3つ作って" ask for prose; Factor is a language ("Solve this in Factor."), as Go is before "(package
name …)"; "the pasted Neovide docs", "Convert reStructuredText to … Markdown" and "把用户给出的
文档段落改写得更简洁" work on the user's page, whose "[C#](#tab/csharp)" asks for no code; "Below is
the Moment docs page" hands it over; "draft a docker compose YAML" and "Rewrite the above as
Ansible YAML" ask for YAML; "I found this file in the TempleOS source tree" says where it comes
from; "英語に翻訳してください。" closing a page, "put this in french pls" and "a faithful French
translation of this quote" translate it (not "this translation of the above poem", judged); a
changelog's "- 145b12c7d: Fixed a problem" and "fix for" ask nothing; "Port this Abella
development to Lean 4" ports the proofs given; "(Polish version)" names a language; "Write a lint
rule" and "Write it in MJML" ask for code.

Rounds 416-423, scored on arrival at `da79866`, then read: "convert this GL Transition to WGSL"
over its fenced GLSL ports it, and "into a pytest module" asks for code; a head window that
reaches the prose before a fence is one region ("… 모두 뽑아서 JSON" | "배열로 정리해 줘" read
whole); "a script that automates the checks … against a list of hosts" is a program, not a
screenplay; "根据上面这篇文档", "只根据文档内容" and "用文档里的原话" answer from the page,
where "出 5 道面试题" and "写一份示例配置 YAML" make something new of it; "What are the main
anonymity or security risks of this design, and what would you change?" asks for a review,
"what would I need to change for production?" for advice; "Pull the header fields … into a
single JSON object" pulls them; "riassunto", "Przetłumacz", "ułóż 3 pytania" are Italian and
Polish asks; "Please review Device.mc" and "a code reviewer" review; "document this" closing
code edits it; "same config as yaml", "Rewrite the above as a docker compose file" and "write me
a WireMock JSON stub" ask for data; "Only the JSON." keeps a page's "implementation in Rust"
from asking for code.

Rounds 424-431, scored on arrival at `bdb54b3`, then read: "Write a bash remediation script …
Make it idempotent." makes a new script ("it" is the script); "用三句话总结一下这篇文章" closes a
page; "Using this entry from the lf docs, write an lfrc snippet" makes something new of it;
"write one multiple-choice question" from a record writes a question; "Read this … rule doc and
give me a JSON object" extracts; "a numbered step-by-step checklist" is a form, not reasoning;
"write the Jsonnet", "写一段…代码" and "a Terraform … block (HCL)" ask for code; "last edited
around 2021" is a page's history and "Review it:", "Review Objective-C code" ask for a review;
"an analogy to something in Java" names no language to write in; "Answer only with an
application.yml" and "内容のみを YAML で出力" ask for YAML only.

Rounds 432-439, scored on arrival at `281fe7a` (95.7% on kind, the best batch yet), then read
in part: "Translate this page of the ANPR (Italian national population register) technical
documentation into English. Keep the reStructuredText/Markdown markup and tables." translates
prose, its markup carried along; "to an equivalent Splunk SPL search" converts a query into
another; "Answer with one word, then one sentence why" asks for a verdict; "Write me a new,
realistic Swift snippet … that breaks this rule, then the corrected version" corrects its own;
"Reply with one complete .java file" asks for code, as "a complete main.java file" does.

Rounds 440-447, scored on arrival at `84624ab` and `b3b1a6d` (90.7% / 90.7%), then read: a
system prompt's "Summarize the FAQ entry" names the user's text as one of its kind, singular or
plural; reStructuredText's literal blocks (".. code:: python") are a page's code blocks, so a
condensed FAQ entry is prose; "Based on this FAQ entry, write the code I'd need" and "a fresh
module …, different from the example in the text" make new code the page informs; "what the
program does" names the program reviewed; "sam -> terraform:" ports by an arrow, Terraform being
code; "devuelve el YAML completo" and "agrega …" edit the entry given; "explain the approach in
prose"; "How should I think about it?" asks for advice; the "in" of "Explain this code" is no
"in this code"; "make a short quiz from this" closing a page under a system prompt writes
questions; "full yaml back" asks for YAML; "You review … SAM templates" and "the list of
security problems" ask for a review; "Collect every command in this chapter into a runnable bash
script" and "…所有命令…整理成一个 bash 脚本" copy the page's commands; "output the plain YAML that
`ytt -f` would produce for it" evaluates the template; "Reescreva a mensagem do usuário" works on
the user's text; "a JSON object listing the resources … this section uses:" extracts.

Rounds 448-455, scored on arrival at `6a2a51e` and `6d39ff3` (91.2% / 93.7%), then read: a
system prompt's "the pasted section" hands the user's text over, and "Turn … into a short
checklist" casts the bot on it; "a custom RuboCop cop (Ruby)" names the language of what is
made, and Terraform, Haxe, Vimscript and Crystal are languages; "Solve this exercise in …", then
the exercise, makes a program its text only poses; "how a developer would fix the flagged code"
tells of a fix; "should I use it?" and "Você acha …? Dê sua opinião" ask for advice; "What is it
testing", "what would you expect … to report", "Describe what the given script shows", "Is this
advice still good practice?" and "Is this manifest safe to deploy?" ask for prose about code;
"객관식 문제 3개를 만들어" and "퀴즈 3문제" write questions; "轉成 JSON 物件" converts a row.

Rounds 456-463, scored on arrival at `5e43a49` and `6ececc4` (95.3% / 95.8%, the best batch
yet), then read: "write me an example … machine config patch in YAML that …" names the patch
made; "giving feedback on a candidate's solution. Comment on correctness" asks for a review; a
git hook is code; "tests for a Python version of this" asks for no port, "`sort(arr)`" is a name
in code and "explain what this nanorc highlights" tells what the material does; "with only
standard shell tools" names the language to write in; "Return the full edited text" and "Return
the edited Markdown" give the page back; "does it evaluate successfully or throw?" asks whether
it fails; "English translation please" and "Tafsiri … kwa Kiingereza" translate.

Rounds 464-471, scored on arrival at `8a394dd`, `489e432` and `0ede7a6` (92.6% / 92.3%), then
read: "Below is one option from the … man page" hands material over; "would you upgrade to this
version?" asks for advice; a sentence runs past a file's extension ("a ZenScript (.zs) script")
and "(.zs) script" names a program's file; "want to apply what this part of the docs
describes" puts it to use; "Which environment variables do I have to export?" and "what API
calls does it make?" ask about code in prose; "¿Me lo puedes pasar a Python 3?" ports;
"用中文列出这页最重要的 5 个要点" condenses the page; "to OpenAPI 3.0 (YAML)" asks for YAML;
"Write a post … for Mastodon" writes prose; "Monte um mini quiz" writes questions.

Rounds 472-479, scored on arrival at `39fe538`, `def4978` and `5ca76b7` (93.4% / 96.7%), then
read: "a pandoc Lua filter of my own" names its language's artefact; "JSONに変換してください"
and "CSV（列: …）に変換" convert into a format named (not "BIOS から UEFI に変換する"); a system
prompt's "Proofread … return only the edited section" casts the bot on the user's page; "Give
me an ejabberd.yml snippet" names a data file; German "ein eigenes Beispielprojekt (.proj)"
asks for a program; "What does this app display?" and "What will happen if I run it?" ask
about code; "code" is a verb only after a verb's word ("the structure, code and component
tags" are nouns); "Give me one CSV line … for this record" carries the record over.

Rounds 480-487, scored on arrival at `784f894`, `791172a` and `64378c2` (93.1% / 94.0%; the
helpers' fetches ran out, so several drew snapshots already on the machine, and three rounds drew
the same Caelum handout), then read: a page that closes on "Write a bash script for our CI
runner that does what this section describes" or "Based on the documentation above, write a
… script … Add short comments." asks nothing of its own, its close saying what is made; "Переведи
на английский", "Resume essa seção" and "保留 Markdown 格式" are asks of other languages;
"convert this devbox.json to an equivalent Dockerfile" ports into code; "(no json-logic
library)" names a dependency; "code" is a verb only before its object; "What behaviour is it
checking?" asks about code; "出一道新的练习题…并给出…参考答案代码" asks for code with its exercise.

A review of those rules found chat they took for code (10 of the 12 review cases fail at
`eb29ff7`): German "einen Brief an die Klasse", "was die Funktion einer Niere ist"; Japanese
"良いコードとは何か、…エッセイを書いて", where "コード" is the topic, not what is written;
Portuguese "o que se passa em Java", what goes on in it; and Spanish ports "Pásalo a Python 3"
that the word gate never let through, as ``word_list`` drops accented letters. A probe of about
280 look-alikes then found the same rules over-firing on German compounds ("Trainingsprogramm",
a video's "Skript"), a career's "passar para Java", "ドレスコード", quiz apps and "a
post-processing step" (``CASES_PROBE_487``).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

PIPELINE = ("```yaml\n# Docker image\n# Build a Docker image and push it to a registry.\n\n"
            "trigger:\n- {{ branch }}\n\nvariables:\n  dockerRegistryServiceConnection: "
            "'{{ registry }}'\n  imageRepository: '{{ image }}'\n  tag: '$(Build.BuildId)'\n\n"
            "stages:\n- stage: Build\n  jobs:\n  - job: Build\n    pool:\n      vmImage: "
            "'ubuntu-latest'\n    steps:\n    - task: Docker@2\n      inputs:\n        command: "
            "buildAndPush\n        repository: $(imageRepository)\n        tags: |\n"
            "          $(tag)\n```")
METRIC = ("| Metric name | Metric type | Description | Labels/tags | Status |\n"
          "| ----------- | ----------- | ----------- | ----------- | ------ |\n"
          "| kube_clusterrole_created | Gauge | Unix creation timestamp | `clusterrole`=&lt;"
          "clusterrole-name&gt; | EXPERIMENTAL |\n| kube_clusterrole_labels | Gauge | Kubernetes "
          "labels converted to Prometheus labels | `clusterrole`=&lt;clusterrole-name&gt; | "
          "EXPERIMENTAL |")
ANGA = ('{\n  "@anga": {\n    "Name": "Anga",\n    "Alias_names": [],\n    "Gender": "Unknown",\n'
        '    "Caste": "Kshatriya",\n    "Duty": "King"\n  }\n}')
RELEASE = ("Version 3.0.4\n-------------\n\nReleased 2024-08-21\n\n-   Restore behavior where "
           "parsing `multipart/x-www-form-urlencoded` data with\n    invalid UTF-8 bytes in the "
           "body results in no form data parsed rather than a\n    413 error. :issue:`2930`\n-   "
           "Improve ``parse_options_header`` performance when parsing unterminated\n    quoted "
           "string values. :issue:`2904`\n-   Dev server handles unexpected `SSLEOFError` due to "
           "issue in Python < 3.13.\n    :issue:`2926`")
COLORSCHEME = ('```vim\n"A lighter color scheme, with a font that looks good bold.\nhi clear\n'
               "set background=light\n\nif exists(\"syntax_on\")\n    syntax reset\nendif\n\n"
               'let g:colors_name = "Light"\n\nhi Cursor guibg=IndianRed\nhi Normal  guibg=grey78'
               "   guifg=black\nhi NonText guibg=grey75\nhi Visual     guibg=palegreen3 guifg=fg"
               "   gui=NONE\nhi Search     guibg=LightBlue\nhi WarningMsg guibg=white      "
               "guifg=red3 gui=bold\n```")
GORSE = ("## 安装\n\n- 通过 .NET CLI 安装：\n\n```bash\ndotnet add package Gorse.NET\n```\n\n"
         "- 通过 NuGet 包管理器安装：\n\n```bash\nNuGet\\Install-Package Gorse.NET\n```")
BUG_PATTERN = (
    '<BugPattern type="SERVLET_SESSION_ID">\n        <ShortDescription>Untrusted session cookie '
    "value</ShortDescription>\n        <LongDescription>Direct access to Session ID should be "
    "avoided</LongDescription>\n        <Details>\n            <![CDATA[\n<p>\nThe method "
    "<code>HttpServletRequest.getRequestedSessionId()</code>\ntypically returns the value of the "
    "cookie <code>JSESSIONID</code>. This value is normally only accessed by the session "
    "management logic and not normal developer code.\n</p>\n]]>\n        </Details>\n    "
    "</BugPattern>")
SEMGREP = ("rules:\n  - id: session-id\n    languages: [java]\n    message: Direct access to "
           "Session ID\n    severity: WARNING\n    pattern: $REQ.getRequestedSessionId()\n")
SNIPPET = ("```\n# -*- mode: snippet -*-\n# name: operator!=\n# key: !=\n# group: operator "
           "overloading\n# --\nbool ${1:Name}::operator!=(const $1 &other) const\n{\n    return "
           "!(*this == other);\n}\n```")
RSPRESS = (
    "import { Tabs, Tab } from '@rspress/core/theme';\n\n在 [docs 目录](/api/config/config-basic"
    "#root) 中，使用 MDX 片段或 React 组件要通过 [route.exclude](/api/config/config-basic"
    "#routeexclude) 配置从路由中排除。\n\n你也可以将组件放到 docs 目录以外的相邻目录，例如：\n\n"
    "```mdx\nimport ButtonFragment from './_button.mdx';\nimport Button from "
    "'../../components/button';\n\n<ButtonFragment />\n<Button />\n```")
KRATOS_HASH = (
    "---\nid: kratos-hashers-argon2-hash\ntitle: kratos hashers argon2 hash\n---\n\n## kratos "
    "hashers argon2 hash\n\nHash a list of passwords for benchmarking the hashing parameters\n\n"
    "```\nkratos hashers argon2 hash <password1> [<password2> ...] [flags]\n```\n\n### Options\n\n"
    "```\n  -c, --config strings   Path to one or more .json, .yaml, .yml, .toml config files.\n"
    "      --iterations uint32  Number of iterations for the algorithm. (default 1)\n```")
ERROR_UI = (
    "---\nid: error\ntitle: This should be the Error UI\n---\n\nYou ended up here because you "
    "didn't set the following configuration value:\n\n```yaml title=\"path/to/kratos/config.yml"
    "\"\nselfservice:\n  flows:\n    error:\n      ui_url: http://my-app.com/error\n```\n\nYou can "
    "set this configuration value using environment variable `SELFSERVICE_FLOWS_ERROR_UI_URL` as "
    "well!")
RECIPE = ('SUMMARY = "Simple extension that provides Basic and Digest HTTP authentication for '
          'Flask routes."\nHOMEPAGE = "https://github.com/miguelgrinberg/flask-httpauth"\n'
          'LICENSE = "MIT"\nLIC_FILES_CHKSUM = "file://LICENSE;md5=3b69377f79f3f48c661701236d5a6a'
          '85"\n\ninherit pypi python_setuptools_build_meta\n\nDEPENDS += "python3-wheel-native"'
          '\n\nPYPI_PACKAGE = "Flask-HTTPAuth"\n\nRDEPENDS:${PN} += "\\\n    python3-flask \\\n'
          '    "')
SPEC_SHEET = (
    "Spec sheet:\narchitecture: arm\nbattery: {capacity: 7900, removable: false, tech: 'Li-Ion'}\n"
    "bluetooth: {profiles: [A2DP], spec: '4.0'}\ncameras:\n  - {flash: 'LED', info: '8 MP'}\n"
    "  - {flash: None, info: '2.1 MP'}\ncodename: chagalllte\ncpu: Cortex-A15 & Cortex-A7\n"
    "cpu_cores: '8'\ngpu: ARM Mali-T628 MP6\nmodels: [SM-T805]\nname: Galaxy Tab S 10.5 LTE\n"
    "ram: 3 GB\nscreen: {size: 10.5 in, resolution: 2560x1600}\n\nWrite the listing blurb for "
    "this device.")
COMMA_DANGLE = (
    "Here's the doc for the @stylistic/comma-dangle rule.\n\n# comma-dangle\n\nTrailing commas "
    "in object literals are valid according to the ECMAScript 5 spec.\n\n```js\nvar foo = {\n"
    '    bar: "baz",\n    qux: "quux",\n};\n```\n\n::: correct\n\n```js\nvar foo = {\n'
    '    bar: "baz"\n};\n```\n\n:::\n\n## When Not To Use It\n\nYou can turn this rule off if you '
    "are not concerned with dangling commas.\n\nWrite a new JavaScript file (not one of the doc's "
    "examples) of ~20 lines that breaks this rule in several places, then the same file fixed so "
    "it passes with the default options, plus the eslint.config.js that enables the rule.")
CRAWLING_INFO = (
    "==========================\nCrawlingInfo API\n==========================\n\n概要\n====\n\n"
    "CrawlingInfo APIは、|Fess| のクロール情報（クロールセッション）を"
    "参照・管理するためのAPIです。\n\n"
    "ベースURL\n=========\n\n::\n\n    /api/admin/crawlinginfo\n\n.. list-table::\n"
    "   :header-rows: 1\n   :widths: 15 35 50\n\n   * - メソッド\n     - パス\n     - 説明\n"
    "   * - GET\n     - /logs\n     - クロール情報一覧取得\n   * - DELETE\n     - /log/{id}\n"
    "     - クロール情報削除\n\nリクエスト\n----------\n\n::\n\n"
    "    GET /api/admin/crawlinginfo/logs")
ERL_OPTS = (
    "## Compilation\n\nCompiler options can be set with `erl_opts`, available options are listed "
    "in the Erlang compile module's documentation.\n\n```erlang\n{erl_opts, []}.\n```\n\n"
    "Additionally it is possible to set platform specific options.\n\n```erlang\n{erl_opts, "
    "[{platform_define, \"(linux|solaris|freebsd|darwin)\", 'HAVE_SENDFILE'},\n"
    "            {platform_define, \"^18\", 'OTP_GREATER_THAN_18'}]}.\n```")
NODE_POOL_DOC = (
    "---\ntitle: NodeResourceManager\n---\n\n### 简介\n\nnode-resource-manager 是用于管理 OpenYurt "
    "集群本地资源的组件，用户可以通过修改集群内 ConfigMap 来动态配置集群内宿主机上的本地资源。\n\n"
    "```yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: node-resource-topo\n"
    "  namespace: kube-system\n```")
SET_SUMMARY = (
    "Set Operations Summary\n----------------------\n\n.. code-block:: python\n\n    # Creation\n"
    "    s = {1, 2, 3}           # literal\n    s = set([1, 2, 3])      # from iterable\n\n"
    "    # Add/Remove\n    s.add(x)                # add single element\n    s.discard(x)"
    "            # remove (no error if missing)\n\n    # Set Operations\n    a | b"
    "                   # union\n    a & b                   # intersection\n")
BUILDPACK = (
    "+++\ntitle=\"What is a buildpack?\"\nweight=1\n+++\n\nA `buildpack` is software that "
    "transforms application source code into runnable artifacts by analyzing the code.\n\n## How "
    "do they work?\n\nEach buildpack has two phases.\n\n- A Python buildpack may run `pip install "
    "-r requirements.txt` if it detected a `requirements.txt` file.\n- A Node buildpack may run "
    "`npm install` if it detected a `package-lock.json` file.")
EQL_RULE = (
    "[analytic.metadata]\ncategories = [\"detect\"]\nconfidence = \"low\"\ndescription = "
    "\"Adversaries may attempt to lower security controls around macro-enabled objects via "
    "malicious documents.\"\nname = \"Suspicious MS Office Registry Modifications\"\nos = "
    "[\"windows\"]\ntactics = [\"Defense Evasion\"]\n\n[analytic]\nquery = '''\nregistry where "
    "registry_path == \"*\\\\Software\\\\Microsoft\\\\Office\\\\*\\\\Security\\\\VBAWarnings\"\n"
    "| unique unique_pid\n'''")
ACCUMULATE = (
    "# Instructions\n\nImplement the `accumulate` operation, which, given a collection and an\n"
    "operation to perform on each element of the collection, returns a new\ncollection "
    "containing the result of applying that operation to each element of\nthe input collection."
    "\n\nGiven the collection of numbers:\n\n- 1, 2, 3, 4, 5\n\nYour code should be able to "
    "produce the collection of squares:\n\n- 1, 4, 9, 16, 25\n\n## Restrictions\n\nKeep your "
    "hands off that collect/map/fmap/whatchamacallit functionality\nprovided by your standard "
    "library!")
RECOIL = ("## サンプルコード\n\n```React\nfunction Bridge() {\n  const RecoilBridge = "
          "useRecoilBridgeAcrossReactRoots_UNSTABLE();\n\n  return (\n    <CustomRenderer>\n"
          "      <RecoilBridge>\n        ...\n      </RecoilBridge>\n    </CustomRenderer>\n  );"
          "\n}\n```")
UNPACK = (
    "---\ntitle: Unpack\nsignature: |\n  moment.tz.unpack(PackedString); // UnpackedObject\n---"
    "\n\nThis converts data in the packed format\nto the unpacked format.\n\n```js\nvar packed = "
    "\"Indian/Mauritius|LMT MUT MUST|-3O -40 -50|012121|-2xorO 34unO 14L0 12kr0 11z0|15e4\";\n\n"
    "moment.tz.unpack(packed);\n// {\n//     name       : 'Indian/Mauritius',\n//     abbrs      "
    ": ['LMT', 'MUT', 'MUST', 'MUT', 'MUST', 'MUT'],\n// };\n```")
DIALOG_ZH = (
    "## 实现组件对话\n\n在多轮次提示示例中，我们将使用一个瀑布对话、几个提示和一个组件对话"
    "来创建简单的交互，向用户提出一系列问题。\n\n组件对话可封装一个或多个对话。\n\n"
    "# [C#](#tab/csharp)\n\n若要使用对话，请安装 **Microsoft.Bot.Builder.Dialogs** NuGet 包。"
    "\n\n在这里，`UserProfileDialog` 类派生自 `ComponentDialog` 类。\n\n"
    "# [JavaScript](#tab/javascript)\n\n`run` 方法从机器人的 `onMessage` 方法中调用。")
COOLIFY = ("app_version: 4.3.10\ncapabilities:\n- description: Coolify is able to change file "
           "ownership arbitrarily\n  name: CHOWN\ncategories:\n- productivity\nname: coolify\n"
           "run_as_context:\n- gid: 568\n  uid: 568\nsources:\n- https://github.com/coollabsio/"
           "coolify\ntitle: Coolify\ntrain: community\nversion: 1.2.48")
QUOTE = ('{\n  "text": "Don\'t hope that events will turn out the way you want, welcome events in '
         'whichever way they happen: this is the path to peace.",\n  "author": "Epictetus"\n}')
POEM = ("Shall I compare thee to a summer's day?\nThou art more lovely and more temperate:\nRough "
        "winds do shake the darling buds of May,\nAnd summer's lease hath all too short a date.")
PROJECT_JA = (
    "---\ntitle: プロジェクトの作成\nworkflow-type: tm+mt\n---\n\n# プロジェクトの作成\n\n"
    "### カラーマネジメント\n\nこのセクションでは、プロジェクトのカラーマネジメント設定を"
    "制御します。 デフォルトでは、「レガシー」（sRGB /リニアワークフロー）に設定されています。"
    "\n\nこのワークフローの使用方法と設定の機能について詳しくは、カラーマネジメントの"
    "ドキュメントを参照してください。")
HA_BUNDLE = (
    "```\nbundle agent ha_update\n{\n  methods:\n    enable_cfengine_enterprise_hub_ha::\n"
    "      \"share_keys\" usebundle => ha_share_hub_keys;\n      \"sync_hub_data\" usebundle => "
    "ha_hub_sync;\n}\n\nbody delete ha_tidy\n# @brief Copy of body delete tidy\n{\n  dirlinks => "
    "\"delete\";\n  rmdirs => \"true\";\n}\n```")
SINKS = (
    "Default Sinks classes\n~~~~~~~~~~~~~~~~~~~~~\n\n- :class:`~scapy.pipetool.ConsoleSink` : "
    "Print messages on low and high entries to ``stdout``\n"
    "- :class:`~scapy.pipetool.RawConsoleSink` : Print messages on low and high entries, using "
    "os.write\n- :class:`~scapy.pipetool.QueueSink` : Collects messages on the low and high "
    "entries into a :py:class:`Queue`")
ABELLA = ("```\n% Import \"rels\".\n\nKind atm, form type.\nType atom atm -> form.\n"
          "Type tens, par form -> form -> form.\n\nDefine $form : form -> prop by\n; $form (atom "
          "A)\n; $form (tens F G) := $form F /\\ $form G.\n\nTheorem perm_trans : forall J K L, "
          "perm J K -> perm K L -> perm J L.\nintros. apply $perm to H1. backchain perm_trans_lem "
          "with K = K.\n```")
BUNDLE_PL = ("---\ntitle: Tworzenie pakietu aplikacji\nbrief: Ta instrukcja opisuje, jak utworzyć "
             "pakiet aplikacji.\n---\n\n# Tworzenie pakietu aplikacji\n\nPodczas tworzenia "
             "aplikacji warto regularnie testować ją na urządzeniach docelowych. Pakiet aplikacji "
             "można utworzyć z poziomu edytora lub z wiersza poleceń.")
ENDING_TAGS = (
    "### Ending tags\n\nSome MJML components are \"ending tags\". These are mostly the components "
    "that will contain text content, like `mj-text` or `mj-button`.\n\nThese components can "
    "contain both text and HTML content, which will be completely left unprocessed.\n\n- "
    "`mj-button`\n- `mj-navbar-link`\n- `mj-raw`\n- `mj-text`\n- `mj-table`")
GLSL = ("```glsl\n// Author: Sergey Kosarevsky\n// License: MIT\n\nuniform float pixelSize; // "
        "= 50.0\n\nvec4 transition(vec2 uv) {\n  float T = progress;\n  float D = mix(1.0, "
        "pixelSize, T) * 0.005;\n  vec2 UV = (uv - 0.5) / D;\n  vec2 coord = clamp(D * (ceil(UV - "
        "0.5)) + 0.5, 0.0, 1.0);\n  return mix(getFromColor(coord), getToColor(coord), T);\n}\n```")
CANONICAL = ('```json\n{\n  "exercise": "accumulate",\n  "cases": [\n    {\n      "uuid": '
             '"64d97c14-36dd-44a8-9621-2cecebd6ed23",\n      "description": "accumulate empty",\n'
             '      "property": "accumulate",\n      "input": {\n        "list": [],\n        '
             '"accumulator": "(x) => x * x"\n      },\n      "expected": []\n    }\n  ]\n}\n```')
RIDGED_BURN = (
    "# 리지드 번\n\n> 릿지 터뷸런스 번 효과를 사용한 셰이더 전환\n\n`transition` `shader`\n\n"
    "<video class=\"w-full aspect-video rounded-xl object-cover\" src=\"https://static.heygen.ai/"
    "hyperframes-oss/docs/images/catalog/blocks/ridged-burn.mp4\" autoplay muted loop playsinline "
    "/>\n\n## 설치\n\n<CodeGroup>\n  ```bash Terminal theme={null}\n  npx hyperframes add "
    "ridged-burn\n  ```\n</CodeGroup>\n\n## 사용법\n\n설치 후 호스트 컴포지션에 블록을 추가합니다:")
RODC = ("## Practice\n\nSeveral attacks can be performed on RODCs:\n\n* [RODC golden ticket]"
        "(../kerberos/forged-tickets/rodc-golden-tickets.md)\n* [Key list attack](../credentials/"
        "dumping/kerberos-key-list.md)\n* [Exploiting control over a RODC computer object](../dacl/"
        "rights-on-rodc-object.md)")
EMOJI_ZH = (
    "---\ntitle: 创建自己的表情预设\nicon: emoji\n---\n\n本教程将指导你如何创建并使用自己的"
    "表情预设。\n\n## 创建自己的预设\n\n首先，你需要准备一些表情图片，作为你的表情包。"
    "接下来，你需要按照步骤完成下列流程。\n\n### 为表情包命名并上传\n\n处于简便性的考量，"
    "Waline 会将表情图片的名称直接作为表情的 key。\n\n将它们妥善命名后，你需要将它们上传到"
    "你的服务器。")
TOR_PROPOSAL = (
    "Filename: 104-short-descriptors.txt\nTitle: Long and Short Router Descriptors\nAuthor: Nick "
    "Mathewson\nCreated: Jan 2007\nStatus: Closed\n\nOverview:\n\n  This document proposes "
    "moving unused-by-clients information from regular\n  router descriptors into a new \"extra "
    "info\" router descriptor.\n\nProposal:\n\n  Some of the costliest fields in the current "
    "directory protocol are ones\n  that no client actually uses.")
RSYNC_IT = (
    "## Introduzione\n\nL'uso di `rsync` su SSH non è potente come lsyncd, né flessibile come "
    "rsnapshot. Tuttavia, consente di tenere aggiornati due computer secondo un programma "
    "definito dall'utente.\n\n```bash\nrsync -avz --delete -e ssh root@source.domain.com:/home"
    "/your_user /home\n```\n\nE poi renderlo eseguibile:\n\n```bash\nchmod +x /usr/local/sbin/"
    "rsync_dirs\n```")
NUGET_PL = (
    "## Następne kroki\n\nPo utworzeniu pakietu, który jest plikiem, możesz opublikować go w "
    "wybranej galerii, zgodnie z opisem w temacie [Publikowanie pakietu](../nuget-org/"
    "publish-a-package.md).\n\nMożesz również rozszerzyć możliwości pakietu:\n\n- [Przechowywanie "
    "wersji pakietów](../concepts/package-versioning.md)\n- [Pakiety symboli](../create-packages/"
    "symbol-packages-snupkg.md)")
MONKEY_C = ("```monkeyc\nusing Toybox.Application;\nusing Toybox.Media;\n\nclass MonkeyMusicApp "
            "extends Application.AudioContentProviderApp {\n\n    function initialize() {\n        "
            "AudioContentProviderApp.initialize();\n    }\n\n    function getProviderIconInfo() {\n"
            "        return new Media.ProviderIconInfo(Rez.Drawables.logo_with_palette, 0x4CBB17);"
            "\n    }\n}\n```")
PROPERTIES = ("%prod.quarkus.datasource.db-kind=postgresql\n%prod.quarkus.datasource.username="
              "quarkus_test\n%prod.quarkus.datasource.password=quarkus_test\n%prod.quarkus."
              "datasource.reactive.url=postgresql://localhost:5432/quarkus_test\nmyapp.schema."
              "create=true")
FAQ = ("---\ntitle: \"Frequently Asked Questions\"\n---\n\nHere, you can find information about "
       "what API mocking and WireMock are.\n\n### What is WireMock?\n\nWireMock is a free API "
       "mocking tool that can be run as a standalone server.\n\n### WireMock and Rust\n\n"
       "[wiremock-rs](https://github.com/LukeMathWalker/wiremock-rs) is an API mock server "
       "implementation in Rust.")
DEVFILE = ("```yaml\nschemaVersion: 2.2.0\nmetadata:\n  name: go\n  displayName: Go Runtime\n"
           "components:\n  - name: runtime\n    container:\n      image: registry.access.redhat.com"
           "/ubi9/go-toolset:1.18\n      endpoints:\n        - name: http-go\n          "
           "targetPort: 8080\ncommands:\n  - exec:\n      commandLine: go build main.go\n      "
           "component: runtime\n    id: build\n```")
MACSPOOF = ("```yaml\ndocumentation_complete: true\n\ntitle: 'Bridge Network Attachments Must "
            "Enable MAC Spoof Filtering'\n\ndescription: |-\n    Bridge-type "
            "NetworkAttachmentDefinitions must set 'macspoofchk: true'\n    in their CNI "
            "configuration.\n\nseverity: medium\n```")
JENKINS_ZH = (
    "Jenkins 作为 CI/CD 领域里非常有实力和生命力的平台，不但在国外有很多用户，在国内也有很多的"
    "拥趸者。\n\n为了使更多的 Jenkins 中文用户，能够及时、准确地获得来自官方的最新动态，经过社区"
    "贡献者的讨论，大家一致认为，开通 Jenkins 微信订阅号是非常必要也非常有意义的一件事情。\n\n"
    "于是，Jenkins 微信订阅号便在今天，正式与您见面了。")
LF_ENTRY = ("# NAME\n\nlf - terminal file manager\n\n# SYNOPSIS\n\n**lf**\n[**-command** "
            "*command*]\n[**-config** *path*]\n[**-last-dir-path** *path*]\n\n# DESCRIPTION\n\n"
            "lf is a terminal file manager.\n\nThe source code can be found in the repository at "
            "https://github.com/gokcehan/lf")
OSCAR_ROW = ("Ceremony\tYear\tClass\tCategory\tFilm\tName\tWinner\n9\t1936\tDirecting\t"
             "ASSISTANT DIRECTOR\tThe Garden of Allah\tEric G. Stacey\t")
LINT_RULE = (
    "---\nid: no-absolute-version-dependencies\ntitle: no-absolute-version-dependencies\n---\n\n"
    "Enabling this rule will result in an error being generated if one of the dependencies in "
    "`dependencies` uses absolute versions.\n\n## Example .npmpackagejsonlintrc configuration\n\n"
    "```json\n{\n  \"rules\": {\n    \"no-absolute-version-dependencies\": \"error\"\n  }\n}\n```")
CHANGE_IN = ("## Next steps\n\nYou can use `change_in` to build smarter pipelines. The change "
             "function not only allows you to skip\nor activate blocks, it can also be used within "
             "promotions to start additional\npipelines.\n\nTo learn more about `change_in`, "
             "check out the Monorepo workflows page.")
TANKA = ("---\ntitle: Command-line completion\n---\n\nTanka supports CLI completion for `bash`, "
         "`zsh` and `fish`.\n\n```bash\n# Install\ntk complete\n\n# Uninstall\ntk complete "
         "--remove\n```\n\nAs tanka is its own completion handler, it needs to hook into your "
         "shell's configuration file.")
EFE_RULE = ("#### [强制] 如无必要，不得为 `id`、`class` 选择器添加类型选择器进行限定。"
            "\n\n解释：\n\n在性能和维护性上，都有一定的影响。\n\n示例：\n\n"
            "```css\n/* good */\n#error,\n.danger-message {\n    font-color: #c00;\n}\n\n"
            "/* bad */\ndialog#error,\np.danger-message {\n    font-color: #c00;\n}\n```")
IAM_POLICY = ('```json\n{\n    "PolicyVersion": {\n        "Document": {\n            '
              '"Version": "2012-10-17",\n            "Statement": [\n                {\n'
              '                    "Action": "*",\n                    "Resource": "*",\n'
              '                    "Effect": "Deny",\n                    "Sid": "DenyAll"\n'
              '                }\n            ]\n        }\n    }\n}\n```')
INTERPRETERS = (
    "## Conclusions\n\nIn this chapter we've discussed why we might want to build interpreters, "
    "and seen techniques for building them.\nTo recap, the core of the interpreter strategy is a "
    "separation between description and action.\nThe description is the program, and the "
    "interpreter is the action that carries out the program.\n\n```scala\nsealed trait "
    "Expression\nfinal case class Literal(value: Double) extends Expression\n```")
METRICS_JA = (
    "# RateLimiterメトリクス\n下記のコードは `MeterRegistry` にRateLimiterメトリクスをバインドする"
    "方法を示しています。\n\n```java\nMeterRegistry meterRegistry = new SimpleMeterRegistry();\n"
    "RateLimiterRegistry rateLimiterRegistry = RateLimiterRegistry.ofDefaults();\n"
    "TaggedRateLimiterMetrics\n  .ofRateLimiterRegistry(rateLimiterRegistry)\n"
    "  .bindTo(meterRegistry);\n```")
BEER_SONG = ("#import \"BeerSongExample.h\"\n\n@implementation BeerSongExample\n\n"
             "-(instancetype)initWithNumberOfBeerBottles:(int)numberOfBottles{\n    self = [super "
             "init];\n    if(self){\n        self.numberOfBeerBottles = numberOfBottles;\n    }\n"
             "    return self;\n}\n@end")

CASES_400_407: list[tuple[dict[str, Any], str]] = [
    (user("We're moving off Azure DevOps. Convert this azure-pipelines.yml to an equivalent "
          "GitHub Actions workflow (.github/workflows/ci.yml). Keep the same steps and order.\n\n"
          + PIPELINE), "json/grounded"),
    (user("Explain what each stage of this azure-pipelines.yml does.\n\n" + PIPELINE),
     "chat/open"),
    (user("Write a Prometheus alerting rule expression (PromQL) that uses this kube-state-metrics "
          "metric to catch something an on-call engineer would care about. Just the query, plus "
          "a one-line comment.\n\n" + METRIC), "code/open"),
    (user("Write a PromQL expression that uses this metric to catch a stuck rollout.\n\n"
          + METRIC), "code/open"),
    (user("Explain this rule expression (PromQL) for me.\n\n" + METRIC), "chat/open"),
    (user("Using this entry from my character/location database as inspiration, write a short "
          "first-person monologue (about 200 words) set at a turning point of the epic.\n\n"
          + ANGA, system="You are a storyteller retelling the Mahabharata for teenagers. Write "
                         "vivid, respectful prose."), "chat/open"),
    (user("Using this entry from my character database, tell me what Anga's duty and caste "
          "are.\n\n" + ANGA), "chat/grounded"),
    (user("Our Flask app is on the previous Werkzeug release. Based on these release notes, "
          "should we upgrade, and what could break?\n\n" + RELEASE,
          system="You are a release manager for a Python web team. Give practical upgrade "
                 "advice."), "chat/open"),
    (user("Based on these release notes, which bugs were fixed?\n\n" + RELEASE), "chat/grounded"),
    (user("Describe how this colorscheme (Light.vim) looks: dark or light, the main accent "
          "colours, and what kind of user would like it.\n\n" + COLORSCHEME,
          system="You are a design-savvy Vim user who reviews colorschemes for a blog."),
     "chat/open"),
    (user("Port this colorscheme (Light.vim) to a Lua colorscheme for Neovim.\n\n"
          + COLORSCHEME), "code/grounded"),
    (user("Our team is evaluating Gorse for a mid-sized e-commerce site. Based on this part of "
          "the (Chinese) docs, what are the main pitfalls we should plan for, and would you "
          "recommend it over rolling our own?\n\n" + GORSE,
          system="You are a support engineer for the Gorse open-source recommender system. "
                 "Answer in English."), "chat/open"),
    (user("# Tips & Tricks\n\n## Blank Variable Handling\n\nMany would use an `{if}` statement "
          "to handle this, but there is a shorthand way with Smarty, using the `default` "
          "variable modifier.\n\n```smarty\n{$title|default:'&nbsp;'}\n```\n\n## Default "
          "Variable Handling\n\nIf a variable is used frequently throughout your templates, "
          "applying the default modifier every time it is mentioned can get a bit ugly.\n\n"
          "```smarty\n{assign var='title' value=$title|default:'no title'}\n```",
          system="You triage documentation pages. Reply with one label - designer, programmer "
                 "or both - saying who the page is written for, then one sentence of "
                 "justification."), "chat/open"),
    (user("## Use CC feed with repositories\n\nOpen-source repositories use the URL scheme "
          "`https://api.travis-ci.org/repos/<owner>/<repository>/cc.xml` to access the "
          "CruiseControl feed. They're served directly from our API.\n\nTo add a repository "
          "feed, we provide a generated URL (for both public and private repositories), which "
          "can be accessed by visiting the repository page and clicking on the Build Status "
          "Image. Once the modal is open, select `CCTray` from the drop-down menu.",
          system="You help a dev team keep up with CI documentation. Give a TL;DR of the pasted "
                 "docs in at most 3 bullet points, reusing the docs' wording."), "chat/grounded"),
    (user("Write a Semgrep rule that flags the issue described in this SpotBugs / Find Security "
          "Bugs pattern:\n\n" + BUG_PATTERN,
          system="You write Semgrep rules for a Java/Kotlin codebase. Reply with the complete "
                 "rule file in YAML only, no prose."), "json/open"),
    (user("This rule also flags calls in test code; exclude the src/test tree.\n\n" + SEMGREP,
          system="You maintain Semgrep rules. Reply with the complete updated rule file in YAML "
                 "only, no prose."), "json/grounded"),
    (user("Convert this Emacs yasnippet (c++-mode) to a VS Code snippet definition (the JSON you "
          "put in a .code-snippets file). Keep the prefix, body and tab stops equivalent.\n\n"
          + SNIPPET), "json/grounded"),
    (user(SNIPPET + "\nI'm moving from Emacs to VS Code. Give me this snippet as VS Code "
                    "snippet JSON, please."), "json/grounded"),
    (user(RSPRESS + "\n\n这个功能我该怎么用？有没有什么坑？",
          system="You are a helpful front-end engineer who knows static site generators well. "
                 "Answer in the user's language."), "chat/open"),
    (user("我们团队要选文档框架。根据下面这页文档，你觉得 Rspress 在这方面做得怎么样？"
          "\n\n" + RSPRESS), "chat/open"),
    (user(KRATOS_HASH, system="You are a docs indexer. Return a JSON object listing every "
                              "configuration key, CLI command, HTTP endpoint and environment "
                              "variable that appears in the page, exactly as written."),
     "json/grounded"),
    (user("Is the approach described below a good idea for a B2B SaaS with ~50k users? Give me "
          "your opinion and alternatives.\n\n" + ERROR_UI), "chat/open"),
    (user(RECIPE, system="You port Yocto/OpenEmbedded recipes to Alpine Linux. Output a "
                         "complete APKBUILD for the same package and version, nothing else."),
     "code/grounded"),
    (user("Can you review this BitBake recipe from meta-python? Point out anything outdated, "
          "risky or missing.\n\n" + RECIPE), "chat/open"),
    (user(SPEC_SHEET, system="You write short, friendly listings for a refurbished-phone "
                             "marketplace. Three sentences, no bullet points."), "chat/open"),
    (user(COMMA_DANGLE), "code/open"),
    (user(ERL_OPTS, system="You write training material for Erlang teams. Produce 3 "
                           "multiple-choice quiz questions (4 options each, answer key at the "
                           "end) that test understanding, not memorisation."), "chat/open"),
    (user("参考下面的文档，给我写一个在边缘节点池里部署 nginx 的示例 YAML（需要用到文档里提到的"
          "资源或配置）。\n\n" + NODE_POOL_DOC,
          system="你是一名 Kubernetes / OpenYurt 工程师。只输出可以直接 kubectl apply 的 YAML，"
                 "不要解释。"), "json/open"),
    (user("参考下面的文档，写一个解析 YAML 配置的 Go 程序。\n\n" + NODE_POOL_DOC), "code/open"),
    (user("Write tests for the behaviour shown in this snippet:\n\n" + SET_SUMMARY,
          system="You are a senior Python developer. When given code or notes, write pytest "
                 "unit tests for the behaviour they show. Output one Python file."), "code/open"),
    (user("Summarize this section in two sentences.\n\n" + SET_SUMMARY), "chat/grounded"),
    (user("次のFessドキュメントを英語に翻訳してください。reStructuredTextの記法（見出し、"
          "ディレクティブ、リンク）はそのまま残してください。\n\n" + CRAWLING_INFO),
     "chat/grounded"),
]

CASES_408_415: list[tuple[dict[str, Any], str]] = [
    (user("Pull every shell command (pack, docker, etc.) out of this docs page. Return a JSON "
          'object {"commands": [{"command": ..., "purpose": ...}]}, commands copied exactly.\n\n'
          + BUILDPACK), "json/grounded"),
    (user(EQL_RULE + "\n\nThis analytic just fired on a workstation. What should the analyst "
                     "check first? Give a numbered checklist.",
          system="You are a SOC lead. You write short triage checklists for tier-1 analysts."),
     "chat/open"),
    (user(ACCUMULATE + "\n\nSolve this in Factor. Give me the whole `accumulate` vocabulary file "
                       "(USING:, IN:, and the words)."), "code/open"),
    (user("Solve this in Go (package name matching the exercise, idiomatic, standard library "
          "only):\n\n" + ACCUMULATE), "code/open"),
    (user("Summarize this exercise in one sentence, naming the factor that makes it hard.\n\n"
          + ACCUMULATE), "chat/grounded"),
    (user("Recoil を勉強中です。次のドキュメントの内容について、理解度チェック用の Q&A を3つ"
          "作ってください（答えも付けて）。\n\n" + RECOIL), "chat/open"),
    (user("## Focus Window\n\nRunning the `NeovideFocus` command will bring the platform\nwindow "
          "containing Neovide to the front and activate it. This\nis useful for tools like "
          "neovim_remote which can manipulate\nneovim remotely or if long running tasks would like "
          "to\nactivate the Neovide window after finishing.",
          system="Give a TL;DR of the pasted Neovide docs in at most 3 bullet points, reusing the "
                 "docs' wording."), "chat/grounded"),
    (user("We're dropping Moment.js from our codebase. Below is the Moment docs page for "
          "something we use. Rewrite every code example on it with date-fns (v3) instead, keeping "
          "the same behaviour. Just give me the code.\n\n" + UNPACK), "code/grounded"),
    (user(DIALOG_ZH, system="你是技术文档编辑。把用户给出的文档段落改写得更简洁，保留所有"
                            "技术要点、链接和代码块，输出 Markdown。"), "chat/grounded"),
    (user("Could you draft a docker compose YAML for the app described below? Use the image from "
          "its sources if you can.\n\n" + COOLIFY), "json/open"),
    (user("I found this file in the TempleOS source tree (ADskA.HC). It's HolyC and I've never "
          "read HolyC before. Can you walk me through what it does and how the main pieces fit "
          "together?\n\n```c\npublic U8 *DBlk(I64 blk,Bool write=FALSE)\n{//Dump disk block.\n"
          "  U8 *buf=MAlloc(BLK_SIZE);\n  BlkRead(Fs->cur_dv,buf,blk,1);\n  DocD(buf,BLK_SIZE);\n"
          "  if (write) {\n    BlkWrite(Fs->cur_dv,buf,blk,1);\n  }\n  Free(buf);\n  return "
          "NULL;\n}\n```"), "chat/open"),
    (user(PROJECT_JA + "\n\n英語に翻訳してください。"), "chat/grounded"),
    (user(QUOTE + "\n\nput this in french pls"), "chat/grounded"),
    (user("I am making a bilingual poster. Could you give me a faithful French translation of "
          "this Stoic quote (text and author)?\n" + QUOTE), "chat/grounded"),
    (user("Compare this translation of the above poem with the original.\n\n" + POEM),
     "chat/open"),
    (user(HA_BUNDLE + "\nWe are moving off CFEngine. Rewrite the above as Ansible YAML (a playbook "
                      "or role tasks file), same behaviour."), "json/grounded"),
    (user("Here's a release entry from a Hardhat package changelog. Is this release mainly a "
          "bug-fix release, a feature release, or a breaking-change release? One word answer.\n\n"
          "## 2.12.1\n\n### Patch Changes\n\n- 145b12c7d: Fixed a problem that was preventing "
          "Hardhat from being used in Alpine Linux.\n- 8be0c2c: Improve an error message and add a "
          "utility to clear all the existing caches."), "chat/open"),
    (user("Port this Abella development to Lean 4. Keep the same definitions, theorem names and "
          "statement structure; the proofs can use Lean tactics.\n\n" + ABELLA), "code/grounded"),
    (user("Here is a section from the Defold manual (Polish version). Write me a small example "
          ".script in Lua that uses what it describes.\n\n" + BUNDLE_PL,
          system="You are an experienced Defold game developer. Answer with working Lua code for "
                 "Defold and keep explanations short."), "code/open"),
    (user("Polish this section so it reads well in Polish.\n\n" + BUNDLE_PL), "chat/grounded"),
    (user("Write a lint rule that flags the \"bad\" pattern described here:\n\n## Avoid "
          "mental mapping\n\nExplicit is better than implicit.\n\n**Bad:**\n\n```ts\nconst u = "
          "getUser();\nconst s = getSubscription();\n```",
          system="You write custom ESLint rules (flat config, ESM). Reply with the rule source and "
                 "a short RuleTester test."), "code/open"),
    (user("I need a responsive promo email for our bakery's spring sale (hero image, short text, a "
          "\"Order now\" button). Write it in MJML and use what this page documents where it makes "
          "sense:\n\n" + ENDING_TAGS), "code/open"),
    (user(SINKS, system="Convert reStructuredText to GitHub-flavoured Markdown. Preserve all "
                        "text, code blocks and links; map Sphinx roles to inline code. Output "
                        "only the Markdown."), "chat/grounded"),
]

CASES_416_423: list[tuple[dict[str, Any], str]] = [
    (user("Can you convert this GL Transition to WGSL for a WebGPU fragment shader? Put the "
          "uniforms in a struct and keep the helper functions.\n\n" + GLSL), "code/grounded"),
    (user("Convert this idea to a WGSL fragment shader: a slow fade from black to white."),
     "code/open"),
    (user("Convert the following Exercism canonical test data into a pytest module. One test "
          "function per case, and import the functions from a module named `accumulate`.\n\n"
          + CANONICAL), "code/grounded"),
    (user("아래 문서에서 언급된 HTML 속성, CLI 명령어, 옵션, 컴포넌트 이름을 모두 뽑아서 "
          'JSON 배열로 정리해 줘. 각 항목은 {"name": ..., "kind": ..., "description": ...} '
          "형식으로, description은 문서 문장을 그대로 써 줘.\n\n" + RIDGED_BURN), "json/grounded"),
    (user("Based on this note, write a script that automates the checks it describes against a "
          "list of hosts read from targets.txt and logs the results:\n\n" + RODC,
          system="You are assisting an authorised penetration tester in a lab environment. "
                 "Answer with a single complete script in a code block, with brief comments."),
     "code/open"),
    (user("Write a script for a short video about our bakery's spring sale."), "chat/open"),
    (user("我在给博客接入 Waline 评论系统，看到这篇文档有点没看懂。请用文档里的原话和要点，帮我列出"
          "具体要做的步骤：\n\n" + EMOJI_ZH), "chat/grounded"),
    (user("下面是 Waline 的一篇文档。请只根据文档内容回答：这一页讲的功能需要怎么配置？\n\n"
          + EMOJI_ZH), "chat/grounded"),
    (user(EMOJI_ZH + "\n\n根据上面这篇文章，出 5 道面试题，难度由浅入深，只要题目，不要答案。",
          system="你是一名前端技术面试官，擅长根据技术文章出面试题。"), "chat/open"),
    (user(EMOJI_ZH + "\n\n根据这篇文档写一份示例配置 YAML。"), "json/open"),
    (user("What are the main anonymity or security risks of this design, and what would you "
          "change? Keep it under 300 words.\n\n" + TOR_PROPOSAL,
          system="You are a privacy engineer who reviews anonymity-network designs."),
     "chat/open"),
    (user(TOR_PROPOSAL + "\n\n---\nPull the header fields of this Tor proposal (number/filename, "
          "title, author(s), created date, status) into a single JSON object. Keep values "
          "exactly as written, JSON only."), "json/grounded"),
    (user(RSYNC_IT + "\n\nMi fai un riassunto breve di questa parte della guida?"),
     "chat/grounded"),
    (user("Przetłumacz na angielski, zachowaj formatowanie Markdown:\n\n" + NUGET_PL),
     "chat/grounded"),
    (user(NUGET_PL + "\n\nNa podstawie powyższego fragmentu dokumentacji ułóż 3 pytania quizowe "
                     "z odpowiedziami.",
          system="Jesteś doświadczonym programistą .NET i trenerem. Odpowiadaj po polsku."),
     "chat/open"),
    (user("Please review MonkeyMusicApp.mc:\n\n" + MONKEY_C,
          system="You are a code reviewer for wearable apps written in Monkey C."), "chat/open"),
    (user("MonkeyMusicApp.mc:\n" + MONKEY_C + "\ndocument this (/// comments), don't change any "
                                              "code"), "code/grounded"),
    (user("```properties\n" + PROPERTIES + "\n```\nsame config as yaml"), "json/grounded"),
    (user("This is the application.properties from the quickstart:\n\n" + PROPERTIES
          + "\n\nWhat does it configure, and what would I need to change for production?",
          system="You help Java developers understand their configuration. Use a short bullet "
                 "list."), "chat/open"),
    (user("Could you write me a WireMock JSON stub for our payments API (POST /payments "
          "returning 201) that makes use of what this doc page explains? Only the JSON.\n\n"
          + FAQ), "json/open"),
    (user(DEVFILE + "\n\nRewrite the above as a docker compose file please.",
          system="You are a DevOps engineer."), "json/grounded"),
]

CASES_424_431: list[tuple[dict[str, Any], str]] = [
    (user("Here is a ComplianceAsCode rule definition:\n\n" + MACSPOOF + "\n\nWrite a bash "
          "remediation script that brings a RHEL system into compliance with this rule. Make it "
          "idempotent."), "code/open"),
    (user("#!/bin/bash\nset -e\nfor f in /etc/cni/net.d/*.conf; do\n  sed -i 's/\"bridge\"/"
          "\"bridge\", \"macspoofchk\": true/' \"$f\"\ndone\n\nMake it idempotent."),
     "code/grounded"),
    (user(JENKINS_ZH + "\n\n用三句话总结一下这篇文章。"), "chat/grounded"),
    (user("Using this entry from the lf docs, write an lfrc snippet that puts it to practical use "
          "(a keybinding, option or small custom command).\n\n" + LF_ENTRY), "code/open"),
    (user(OSCAR_ROW, system="You host a weekly film quiz. From the record the user gives you, "
                            "write one multiple-choice question (four options, mark the right "
                            "one) and add one sentence of context."), "chat/open"),
    (user("Read this npm-package-json-lint rule doc and give me a JSON object with keys rule_id, "
          "description and example_config. Only JSON please.\n\n" + LINT_RULE), "json/grounded"),
    (user("Checklist for this, please:\n\n" + CHANGE_IN,
          system="Turn documentation into a numbered step-by-step checklist an engineer can "
                 "follow. Use the wording and commands from the text; do not add steps that are "
                 "not in it."), "chat/grounded"),
    (user("Using the Tanka docs below as reference, write the Jsonnet (main.jsonnet plus any lib "
          "files) for an environment that deploys a grafana Deployment.\n\nDocs:\n" + TANKA),
     "code/open"),
    (user(EFE_RULE + "\n\n请针对上面这条规范，自己写一段违反它的真实业务代码，再给出符合规范的"
                     "改写版本，两段代码都要完整可运行。",
          system="你是一名资深前端工程师，在团队里负责代码评审和规范落地。"), "code/open"),
    (user("Convert the policy document of the AWS managed policy AWSDenyAll into a Terraform "
          "`data \"aws_iam_policy_document\"` block (HCL). Only the Document part matters.\n\n"
          + IAM_POLICY), "code/grounded"),
    (user("I'm maintaining this Rust + WebAssembly tutorial section, last edited around 2021. "
          "Review it: what is outdated or unclear for someone following it today?\n\n---\n## "
          "Serving Locally\n\nNext, open a new terminal for the development server. Running the "
          "server in a new terminal lets us leave it running in the background.\n\n```text\nnpm "
          "run start\n```"), "chat/open"),
    (user("I'm a Java developer learning functional programming. Can you explain the ideas in "
          "this excerpt from Scala with Cats in plain terms, with an analogy to something in "
          "Java?\n\n" + INTERPRETERS), "chat/open"),
    (user(METRICS_JA, system="You configure Spring Boot services. Answer only with an "
                             "application.yml (YAML), no prose."), "json/open"),
    (user("次のドキュメントを参考に、注文サービスから在庫サービスを呼び出す場合の Resilience4j "
          "設定を書いてください。\n\n" + METRICS_JA,
          system="あなたは Spring Boot 3 と Resilience4j に詳しいエンジニアです。回答は "
                 "application.yml の内容のみを YAML で出力してください。"), "json/open"),
    (user(BEER_SONG + "\n\nAny problems with this implementation?",
          system="Review Objective-C code like a strict but friendly reviewer. Bullet points "
                 "only."), "chat/open"),
]

CASES_432_439: list[tuple[dict[str, Any], str]] = [
    (user("Translate this page of the ANPR (Italian national population register) technical "
          "documentation into English. Keep the reStructuredText/Markdown markup and tables.\n\n"
          "Procedura di attivazione utenti e smart card\n"
          "============================================\n\nLa procedura di attivazione degli "
          "utenti del Comune prevede i seguenti passi:\n\n.. table:: Passi\n\n   +-----+--------"
          "-------------+\n   | N.  | Azione              |\n   +=====+=====================+\n"
          "   | 1   | Richiesta smart card|\n   +-----+---------------------+\n   | 2   | "
          "Attivazione utente  |\n   +-----+---------------------+"), "chat/grounded"),
    (user("We're moving from Microsoft 365 Defender to Splunk. Convert the advanced hunting (KQL) "
          "query in this write-up to an equivalent Splunk SPL search. Keep the same logic.\n\n"
          "# Abuse.ch Recent Threat Feed\n\nThis query checks for hashes on the abuse.ch feed."
          "\n\n```kusto\nlet MaxAge = ago(1d);\nDeviceFileEvents\n| where Timestamp > MaxAge\n| "
          "where SHA256 in (AbuseFeed)\n```"), "code/grounded"),
    (user("Here is one entry from the Unpoly changelog.\n\n3.9.0\n-----\n\n- Fixed a bug where "
          "`up.link.follow()` ignored the `{ scroll }` option.\n- `up.form.config` has a new "
          "property `watchInputEvents`.\n- Removed the deprecated `up.util.nextFrame()`.\n\nIf you "
          "were upgrading, would you treat this as a major, minor or patch-level change under "
          "semver? Answer with one word, then one sentence why."), "chat/open"),
    (user("Rule from our Swift style guide:\n\n- **Each line should have a maximum column width of "
          "100 characters.**\n\n  Due to larger screen sizes, we have opted to choose a page "
          "guide greater than 80.\n\nWrite me a new, realistic Swift snippet (not the one in the "
          "guide) that breaks this rule, then the corrected version."), "code/open"),
    (user("Based on this part of the JBang documentation, write a small JBang script that "
          "demonstrates the feature it describes:\n\n== Initial Setup\n\nBefore installing apps, "
          "set up the JBang app system:\n\n[source,bash]\n----\njbang app setup\n----\n\nThis "
          "command adds the JBang apps directory to your PATH.",
          system="You are a Java developer. Reply with one complete .java file that starts with "
                 "the ///usr/bin/env jbang line."), "code/open"),
    (user("What does a .java file hold that a .class file does not?"), "chat/open"),
    (user("Translate this class to English identifiers, keeping the formatting.\n\n```java\n"
          "public class Calcolatrice {\n    public int somma(int a, int b) { return a + b; }\n}"
          "\n```"), "code/grounded"),
]


FAQ_ENTRY = ("Why does the server reuse one handler object for every request?\n"
             "----------------------------------------------------------------\n"
             "The framework keeps the number of objects it creates small, both to save the cost "
             "of making them and to keep memory low under many concurrent requests. So when you "
             "add a route, you pass an *instance* of your handler class, not the class itself, "
             "and that one instance serves every request on the route.")
FAQ_WITH_CODE = (FAQ_ENTRY + "\n\nFor example:\n\n.. code:: python\n\n    class Things:\n"
                 "        def on_get(self, req, resp):\n            resp.media = {'ok': True}\n\n"
                 "    app.add_route('/things', Things())\n\nThe same instance answers every GET "
                 "on the route, so keep per-request state out of it.")
POD = ("apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n  namespace: shop\nspec:\n  "
       "containers:\n    - name: web\n      image: nginx:1.27\n      securityContext:\n"
       "        privileged: true\n")
SAM = ("Resources:\n  Api:\n    Type: AWS::Serverless::Function\n    Properties:\n      "
       "Handler: app.handler\n      Runtime: python3.12\n      CodeUri: s3://bucket/app.zip\n"
       "      Events:\n        Get:\n          Type: Api\n          Properties:\n"
       "            Path: /items\n            Method: get\n")
GLOSSARY = ('- slug: median\n  en:\n    term: "median"\n    def: >\n      The value that '
            'splits a sorted list of numbers in half.\n  es:\n    term: "mediana"\n    def: >\n'
            "      El valor que divide en dos mitades una lista ordenada de números.\n")
CHAPTER = ("# Checking the status\n\nLearn how to check the state of the repository.\n\n"
           "Run `git status` to see what changed:\n\n```\n$ git status\n```\n\nThen stage the "
           'file and commit it:\n\n```\n$ git add hello.rb\n$ git commit -m "First commit"\n```'
           "\n\nYou should now see a clean working tree.")
CHAPTER_ZH = ("# 第四章 检查状态\n\n学习如何检查仓库的状态。\n\n"
              "使用 `git status` 命令检查仓库的当前状态。\n\n```\n$ git status\n```\n\n"
              "然后暂存并提交：\n\n```\n$ git add hello.rb\n"
              '$ git commit -m "First commit"\n```')
EXERCISE = ("# Instructions\n\nGiven a string that represents a DNA strand, count how many of "
            "each nucleotide (A, C, G and T) it holds. If the string holds any other character, "
            "signal an error.\n\nFor example:\n\n```text\n\"GATTACA\" -> 'A': 3, 'C': 1, 'G': 1, "
            "'T': 2\n```")
LICENSED_CODE = ("// Copyright (c) 2004, the authors\n// All rights reserved.\n//\n// "
                 "Redistribution and use in source and binary forms are permitted provided that "
                 "the following conditions are met:\n//   * Redistributions must retain the "
                 "above notice.\n\nimport System\n\nclass Greeter:\n\tdef greet(name as string):"
                 '\n\t\tprint "Hello, ${name}"\n\nGreeter().greet("world")\n')
LESSON = ("## Using RPC\n\nRPCs let a client call a function on the server. The definition of "
          "the call lives in a shared module, and both sides import it.\n\n"
          "```rust\nrpc!(fn add(a: u32, b: u32) -> u32);\n```\n\nKeep the arguments small: "
          "every call is serialized.")
PAGE = ("## Configuration resources\n\nThe controller reads its settings from a ConfigMap named "
        "`inferenceservice-config` in the `kserve` namespace.\n\n```bash\nkubectl get configmap "
        "inferenceservice-config -n kserve -o yaml\n```\n\nEdit it with `kubectl edit` and "
        "restart the controller.")

CASES_440_447: list[tuple[dict[str, Any], str]] = [
    (user(FAQ_ENTRY, system="Summarize the FAQ entry in one sentence."), "chat/grounded"),
    (user(FAQ_ENTRY, system="Condense FAQ answers into a TL;DR of at most two sentences."),
     "chat/grounded"),
    (user("Shorten this FAQ entry:\n\n" + FAQ_WITH_CODE,
          system="You shorten documentation for a cheat sheet."), "chat/grounded"),
    (user("Why does the server reuse one handler object for every request?",
          system="Summarize the FAQ entry in one sentence."), "chat/open"),
    (user("I'm building a REST API. Based on this FAQ entry, write the code I'd need:\n\n"
          + FAQ_ENTRY), "code/open"),
    (user("Based on this FAQ entry, fix the code below so it keeps no per-request state."
          "\n\n" + FAQ_WITH_CODE), "code/grounded"),
    (user('Please review main.go:\n\n```go\npackage main\n\nimport "fmt"\n\nfunc main() {\n'
          '\tfmt.Println("hi")\n}\n```',
          system="You are a senior Go reviewer. Give a concise code review: what the program "
                 "does, bugs or edge cases, and concrete suggestions."), "chat/open"),
    (user("sam -> terraform:\n" + SAM), "code/grounded"),
    (user("Convert this AWS SAM template to Terraform (HCL, AWS provider).\n\n" + SAM),
     "code/grounded"),
    (user("I moved our stack from python -> rust last year. Was it worth it, in your view?"),
     "chat/open"),
    (user(POD + "\nmake this pass `kubeaudit privileged` pls, full yaml back"), "json/grounded"),
    (user(POD, system="You are a Kubernetes security linter. Given a manifest, answer with the "
                      "list of security problems as short labels, one per line."), "chat/open"),
    (user("Can you review this template before I deploy it?\n\n" + SAM,
          system="You review AWS CloudFormation and SAM templates. Point out security and cost "
                 "issues as a numbered list."), "chat/open"),
    (user(GLOSSARY + "\nAgrega la versión en catalán (`ca`) a esta entrada y devuelve el YAML "
          "completo, sin comentarios."), "json/grounded"),
    (user(GLOSSARY + "\nExplícame con un ejemplo de la vida real para qué sirve la mediana."),
     "chat/open"),
    (user("I'm stuck on this exercise. How should I think about it?\n\n" + EXERCISE,
          system="You are a patient tutor. Don't write the solution code; explain the approach "
                 "in prose."), "chat/open"),
    (user("Explain this code briefly:\n\n" + LICENSED_CODE), "chat/open"),
    (user("Collect every command in this chapter, in order, into a runnable bash script with a "
          "comment above each. Output only the script.\n\n" + CHAPTER), "code/grounded"),
    (user(CHAPTER_ZH + "\n\n---\n把上面这一章里出现的所有命令按顺序整理成一个可以直接运行的 bash "
          "脚本。只输出脚本。"), "code/grounded"),
    (user("Write a bash script that automates the steps in the chapter below.\n\n" + CHAPTER),
     "code/open"),
    (user("que filme horrível, que porcaria de roteiro pqp, perdi duas horas da minha vida",
          system="Você é um moderador de conteúdo. Reescreva a mensagem do usuário removendo "
                 "ofensas e palavrões, mantendo o sentido original."), "chat/grounded"),
    (user("I'm studying this lesson. Write me a fresh Rust module that exercises the same idea, "
          "different from the example in the text.\n\n" + LESSON,
          system="Answer with a complete module in a single code block."), "code/open"),
    (user("Return a JSON object listing the resources (kind, name, namespace) and CLI commands "
          "this doc section uses:\n\n" + PAGE), "json/grounded"),
    (user("By listing the first six prime numbers: 2, 3, 5, 7, 11 and 13, we can see that the "
          "6th prime is 13.\n\nWrite a Fortran function that returns the nth prime."),
     "code/open"),
]


GUIDE_SECTION = ("## Formatting\n\nRun `terraform fmt` before every commit: the tool is "
                 "opinionated and not configurable, so reviewers can focus on substance "
                 "instead of style. Teams usually wire it into a pre-commit hook, and "
                 "`terraform fmt -check` in CI fails the build on an unformatted file.")
INFRA_README = ("# Medium-size infrastructure using Terraform\n\nThis directory holds an example "
                "of structuring Terraform configurations for a medium-size infrastructure with "
                "several AWS accounts and off-the-shelf modules.")
EXERCISE_TRANSPOSE = ("# Instructions\n\nGiven an input text, output it transposed.\n\nRoughly "
                      "explained, the transpose of a matrix swaps its rows and columns:\n\n"
                      "```text\nABC\nDEF\n```\n\nbecomes\n\n```text\nAD\nBE\nCF\n```")
SCANNER = ("object SqlInjection extends QueryBundle {\n  @q\n  def sqlInjection()(implicit "
           "context: EngineContext): Query =\n    Query.make(\n      name = \"sql-injection\",\n"
           "      title = \"SQL injection: HTTP data to SQL database\",\n      score = 8\n    )\n}")
PREF = ("// PREF: GPU-accelerated Canvas2D\n// Uses WebGL instead of Direct2D for Canvas2D.\n"
        "user_pref(\"gfx.canvas.accelerated\", true);\nuser_pref(\"gfx.canvas.accelerated"
        ".cache-items\", 4096);")
VHDL = ("```vhdl\nlibrary ieee;\nuse ieee.std_logic_1164.all;\n\nentity tb is\nend tb;\n\n"
        "architecture behav of tb is\n  signal s : std_logic := '0';\nbegin\n  process\n  begin\n"
        "    s <= '1';\n    wait for 1 ns;\n    assert s = '1' report \"bad\" severity failure;\n"
        "    wait;\n  end process;\nend behav;\n```")
SOLAR_SCRIPT = ('"""\nPlotting a solar magnetogram\n"""\nimport matplotlib.pyplot as plt\nimport '
                "sunpy.map\nimport sunpy.data.sample\n\nhmi = sunpy.map.Map(sunpy.data.sample."
                "HMI_LOS_IMAGE)\nfig = plt.figure()\nax = fig.add_subplot(projection=hmi)\n"
                "hmi.plot(axes=ax)\nplt.show()\n")
DEPLOYMENT = ("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: demo\nspec:\n  template:\n"
              "    spec:\n      hostNetwork: true\n      containers:\n      - name: web\n"
              "        image: nginx:1.27\n        securityContext:\n          privileged: true\n")
LECTURE_KO = ("## 노드\n\n노드는 그래프의 한 단계입니다. "
              "각 노드는 상태를 받아 새 상태를 돌려줍니다.\n\n"
              "```python\ndef greet(state):\n    return {\"text\": \"hi\"}\n```\n\n"
              "노드는 LLM을 부르거나 도구를 호출할 수 있습니다.")
DICT_ROW = ("例句編號,主編碼,釋義編號,例句順序,例句,例句標音,華語翻譯\n"
            "640,586,805,2,公物,kong-bu̍t,公物")

CASES_448_455: list[tuple[dict[str, Any], str]] = [
    (user(GUIDE_SECTION, system="Turn the pasted style-guide section into a short checklist of "
                                "its rules, in its own words. No new advice."), "chat/grounded"),
    (user(INFRA_README, system="Turn the pasted style-guide section into a short checklist of "
                               "its rules, in its own words."), "chat/grounded"),
    (user(GUIDE_SECTION, system="Turn the pasted section into Terraform code that follows it."),
     "code/open"),
    (user("I'd like to enforce this guideline automatically. Can you write a custom RuboCop cop "
          "(Ruby) that flags code violating it?\n\n" + GUIDE_SECTION), "code/open"),
    (user("Show me what this looks like in real Terraform code.\n\n" + GUIDE_SECTION),
     "code/open"),
    (user("Solve this exercise in Vimscript. Give me the full solution file.\n\n"
          + EXERCISE_TRANSPOSE), "code/open"),
    (user("Solve this exercise in Crystal. Put everything in one file.\n\n"
          + EXERCISE_TRANSPOSE), "code/open"),
    (user("Is crystal clear water safe to drink straight from a mountain stream?"), "chat/open"),
    (user(SCANNER, system="You are an application security engineer. When given a scanner "
                          "file, explain in plain language which vulnerability patterns it "
                          "looks for and how a developer would fix the flagged code."),
     "chat/open"),
    (user(SCANNER, system="You are an application security engineer. When given a scanner "
                          "file, fix it so that it also flags string concatenation."),
     "code/grounded"),
    (user("Found this in a hardening list, should I use it?\n\n" + PREF,
          system="You are a Firefox privacy expert. Explain what the preference block does "
                 "and what it may break."), "chat/open"),
    (user("I found this VHDL file in a simulator's regression suite. What is it testing, and "
          "what would you expect the simulator to report when it runs?\n\n" + VHDL),
     "chat/open"),
    (user("Port this VHDL testbench to SystemVerilog.\n\n" + VHDL), "code/grounded"),
    (user(SOLAR_SCRIPT, system="You are a solar physicist helping students. Describe what the "
                               "given script shows and the physics behind it."), "chat/open"),
    (user("Is this manifest safe to deploy to a production cluster? Give me your security "
          "assessment.\n\n" + DEPLOYMENT), "chat/open"),
    (user("Nosso estúdio está discutindo se deve adotar esta regra do guia. Você acha que faz "
          "sentido para uma equipe pequena? Dê sua opinião com prós e contras.\n\n"
          + GUIDE_SECTION), "chat/open"),
    (user("아래 강의 내용으로 객관식 문제 3개를 만들어 주세요. 정답은 마지막에 적어 주세요.\n\n"
          + LECTURE_KO), "chat/open"),
    (user("다음 내용을 영어로 번역해 주세요. 코드는 그대로 두세요.\n\n" + LECTURE_KO),
     "chat/grounded"),
    (user(DICT_ROW, system="將例句 CSV 資料列轉成 JSON 物件，鍵為 id、entry_id、sense_id、order、"
                           "hanji、tailo、mandarin，值照抄原文。只輸出 JSON。"), "json/grounded"),
]


TALOS_SECTION = ("## Machine configuration\n\nThe machine configuration holds the settings of "
                 "one node: its install disk, its network interfaces and the kubelet's extra "
                 "arguments. Every field has a page of its own.")
SOLUTION = ("class Solution {\n    static func addTwoNumbers(_ a: Int, _ b: Int) -> Int {\n"
            "        return a + b\n    }\n}\n\nfunc test1() {\n"
            "    assert(Solution.addTwoNumbers(1, "
            "2) == 3)\n}\n")
BUBBLE_PHP = ("```php\nfunction bubbleSort($arr)\n{\n    $len = count($arr);\n    for ($i = 0; $i "
              "< $len - 1; $i++) {\n        for ($j = 0; $j < $len - 1 - $i; $j++) {\n"
              "            if ($arr[$j] > $arr[$j+1]) {\n                [$arr[$j], $arr[$j+1]] = "
              "[$arr[$j+1], $arr[$j]];\n            }\n        }\n    }\n    return $arr;\n}\n```")
SPIN_DOC = ("## Spin\n\nDisplay a spinner while running a script or command. The spinner stops "
            "when the command exits.\n\n```bash\ngum spin --spinner dot --title \"Buying Bubble "
            "Gum...\" -- sleep 5\n```")
NANORC = ('```\nsyntax "C" "\\.(c|h)$"\ncomment "//"\ncolor brightred "\\<[A-Z_][0-9A-Z_]+\\>"\n'
          'color green "\\<(float|double|char|int|void)\\>"\n'
          'color brightyellow ""(\\\\.|[^"])*""\n```')
DOCTOR_DOC = ("# `doctor` command\n\nThe `doctor` command checks you're gopass installation for "
              "common configuration issues and reports the results. With the `--recipients` "
              "flag, it performs a detailed recipient consistency diagnostic acros all stores.")
JANK = ("```clojure\n(assert (= 1 ((fn* [] 1))))\n\n(assert (= [:a :b] ((fn* [a b] [a b]) :a "
        ":b)))\n\n:success\n```")
SWAHILI = ("Mambo ya Walawi 2\n1 Na mtu atakapomtolea Bwana matoleo ya sadaka ya unga, matoleo "
           "yake yatakuwa ya unga mwembamba; naye ataumiminia mafuta, na kutia na ubani juu yake;"
           "\n2 kisha atauleta kwa wana wa Haruni, makuhani.")

CASES_456_463: list[tuple[dict[str, Any], str]] = [
    (user("Here's a chunk of the Talos docs:\n\n" + TALOS_SECTION + "\n\nWrite me an example "
          "Talos machine config patch in YAML that uses what this section documents. Just the "
          "YAML please."), "json/open"),
    (user("Patch this machine config so the kubelet gets one more extra argument:\n\n```yaml\n"
          "machine:\n  kubelet:\n    extraArgs:\n      rotate-server-certificates: true\n```"),
     "code/grounded"),  # (YAML edited, not asked for by name: code, as rounds 68-87 label it)
    (user(SOLUTION, system="You are an iOS interviewer giving feedback on a candidate's "
                           "solution. Comment on correctness, complexity and Swift style. Do "
                           "not rewrite the whole solution."), "chat/open"),
    (user("Using the section above as reference, write the .husky/pre-commit hook for a pnpm "
          "monorepo that runs eslint on staged files.\n\n" + SPIN_DOC,
          system="You are a helpful DevOps assistant. Reply with the files needed and nothing "
                 "else."), "code/open"),
    (user(BUBBLE_PHP + "\n\nWrite pytest tests for a Python version of this sorting algorithm "
          "(function `sort(arr)` in module `sort_impl`). Include edge cases."), "code/open"),
    (user(BUBBLE_PHP + "\n\nWrite a Python version of this sorting algorithm."),
     "code/grounded"),
    (user(SPIN_DOC + "\n\nI can't install gum on our servers. Rewrite this with only standard "
          "shell tools."), "code/grounded"),
    (user(NANORC + "\n\nexplain what this nanorc highlights"), "chat/open"),
    (user("Please copy-edit the text below (typos, grammar, clarity). Don't touch code. Return "
          "the full edited text.\n\n" + DOCTOR_DOC), "chat/grounded"),
    (user("What does this jank program do, and does it evaluate successfully or throw? jank is "
          "a Clojure dialect on LLVM.\n\n" + JANK), "chat/open"),
    (user("This jank program throws on the second assert. Fix it.\n\n" + JANK), "code/grounded"),
    (user(SWAHILI + "\n\nEnglish translation please, verse by verse."), "chat/grounded"),
    (user("Tafsiri sura hii kwa Kiingereza:\n\n" + SWAHILI), "chat/grounded"),
]


MAN_OPTION = (".. option:: --retry-wait=<SEC>\n\n  Задать время ожидания в секундах между "
              "повторными попытками. Если SEC > 0, aria2 будет повторять загрузку.\n\n"
              "  По умолчанию: ``0``")
RELEASE_NOTES = ("## 1.11.0\n\n- Added `Schema.Parser#setValidateDefaults`.\n- Removed the "
                 "deprecated `JsonProperties#getJsonProp`.\n- Java 8 is no longer supported.")
ZS_PAGE = ("# IBiome\n\nThe IBiome interface allows you to retrieve information on a registered "
           "Biome.\n\n## Importing the package\n\n`import crafttweaker.world.IBiome;`\n\n"
           "| name | type |\n|------|------|\n| id | string |\n| rainfall | float |")
DNS_HOOK = ("```sh\n#!/usr/bin/env sh\ndns_example_add() {\n  fulldomain=$1\n  txtvalue=$2\n"
            "  EXAMPLE_Token=\"${EXAMPLE_Token:-$(_readaccountconf_mutable EXAMPLE_Token)}\"\n"
            "  _post \"{\\\"txt\\\": \\\"$txtvalue\\\"}\" \"https://api.example.com/records\"\n}\n```")
LATINO = ("Tengo este programa escrito en Latino. ¿Me lo puedes pasar a Python 3? Mantén la "
          "misma salida.\n\n```\nfun sumar(a, b)\n  retornar a + b\nfin\n\nponer(sumar(2, 3))"
          "\nponer(sumar(10, 20))\n```")
DOC_ZH = ("## 脱钩模式\n\n子对象脱钩操作有 5 种模式：NONE、LAX、CHECK、SET_NULL 和 DELETE。"
          "默认模式由全局配置决定。\n\n```kotlin\n@OnDissociate(DissociateAction.DELETE)\n"
          "val parent: TreeNode?\n```")
RAML = ("```raml\n#%RAML 1.0\ntitle: Books\n/books:\n  get:\n    responses:\n      200:\n"
        "        body:\n          application/json:\n            type: Book[]\n```")
CHANGELOG_CODE = ("## 1.1.17\n\n### New Features\n\n* Added `map_sqlx_postgres_opts` to "
                  "`ConnectOptions`\n```rust\nlet mut opt = ConnectOptions::new(url);\n"
                  "opt.map_sqlx_postgres_opts(|pg| pg.ssl_mode(PgSslMode::Require));\n```")
SECTION_PT = ("## 3.4 Obtendo informações sobre bancos de dados\n\nSe você esquecer o nome de uma "
              "tabela, use `SHOW TABLES`:\n\n```sql\nSHOW TABLES;\nDESCRIBE pet;\n```")

CASES_464_471: list[tuple[dict[str, Any], str]] = [
    (user("Below is one option from the Russian aria2c man page. Extract it into a JSON object "
          "with the keys \"long\", \"argument\" and \"default\".\n\n" + MAN_OPTION),
     "json/grounded"),
    (user("We run version 1.9 in production. Given the release notes below, would you upgrade "
          "to this version? What risks should we test for?\n\n" + RELEASE_NOTES), "chat/open"),
    (user("Given the release notes below, list every removed API, copied exactly as in the "
          "text.\n\n" + RELEASE_NOTES), "chat/grounded"),
    (user("Using this CraftTweaker page, write me a ZenScript (.zs) script for Minecraft 1.12 "
          "that makes use of what it documents.\n\n" + ZS_PAGE), "code/open"),
    (user("I'm setting up my editor and want to apply what this part of the docs describes. "
          "Give me the settings.json I should paste in (just the JSON):\n\n## Tabs\n\nSet "
          "`hard_tabs` to use tabs, and `tab_size` for their width."), "json/open"),
    (user("I want to use this DNS hook. Which environment variables do I have to export before "
          "running it, and where would I get them from the provider?\n\n" + DNS_HOOK),
     "chat/open"),
    (user("Add error handling to this DNS hook so it fails cleanly without a token.\n\n"
          + DNS_HOOK), "code/grounded"),
    (user(LATINO), "code/grounded"),
    (user(DOC_ZH + "\n\n以上是 Jimmer ORM 文档的一页。"
          "用中文列出这页最重要的 5 个要点，每点一句话。"), "chat/grounded"),
    (user("Convert this RAML 1.0 file to OpenAPI 3.0 (YAML). Keep all types.\n\n" + RAML),
     "json/grounded"),
    (user("Release notes:\n\n" + CHANGELOG_CODE,
          system="You write short, upbeat release announcements for a Rust project. Write a "
                 "post of at most 120 words for Mastodon."), "chat/open"),
    (user(SECTION_PT + "\n\nMonte um mini quiz (3 questões) sobre esse assunto."), "chat/open"),
]


FILTER_README = ("# abstract-to-meta\n\nThis filter moves a document's abstract from the body "
                 "into the metadata field `abstract`, so that templates can place it.\n\n"
                 "## Usage\n\n    pandoc --lua-filter=abstract-to-meta.lua input.md")
KNP = ("# S-ID:1\n* 2D\n+ 1D\n"
       "コイン こいん コイン 名詞 6 普通名詞 1 * 0 * 0 NIL\n"
       "を を を 助詞 9 格助詞 1 * 0 * 0 NIL\n"
       "使う つかう 使う 動詞 2 * 0 子音動詞ワ行 12 基本形 2 NIL\nEOS")
BIOS_PAGE = ("## インプレース アップグレード時に BIOS から UEFI に変換する\n\n"
             "Windows 10 では、変換ツールを使って BIOS から UEFI に変換するプロセスを"
             "自動化できます。タスク シーケンスの手順を参照してください。")
MDX_SECTION = ("## `<Card>` Props\n\n**Implementation:** "
               "[`Card.astro`](https://example.com/Card.astro)\n\nThe `<Card>` component "
               "accepts the following props:\n\n- `title` (required)\n- `icon`")
APP_STAR = ('"""\nApplet: Highway Signs\nSummary: Mirrors highway signs\n"""\n\nload("http.star", '
            '"http")\n\ndef main(config):\n    sign = config.get("sign", "I-10")\n'
            '    rep = http.get('
            '"https://api.example.com/signs/" + sign)\n    return render.Root(child = render.Text('
            'rep.json()["message"]))\n')
COUNTRY = ('{\n  "id": 1,\n  "name": "Afghanistan",\n  "iso3": "AFG",\n  "iso2": "AF",\n'
           '  "capital": "Kabul",\n  "currency": "AFN",\n  "region": "Asia"\n}')

CASES_472_479: list[tuple[dict[str, Any], str]] = [
    (user("Here is part of a pandoc filter's README:\n\n" + FILTER_README + "\n\nWrite a minimal "
          "pandoc Lua filter of my own that does what this describes."), "code/open"),
    (user("以下はKNPの解析結果です。形態素ごとに表層形・読み・品詞をJSONに変換してください。\n\n"
          + KNP), "json/grounded"),
    (user("このドキュメントの内容を日本語で三行に要約してください。\n\n" + BIOS_PAGE),
     "chat/grounded"),
    (user("このドキュメントに書かれている作業を自動化する PowerShell スクリプトを"
          "書いてください。\n\n" + BIOS_PAGE), "code/open"),
    (user(MDX_SECTION, system="You are a documentation editor. Proofread and tighten the text you "
                              "are given. Keep the Markdown/MDX structure, code and component "
                              "tags unchanged; return only the edited section."), "chat/grounded"),
    (user("From the ejabberd docs:\n\n## Supported Methods\n\nThe authentication methods are "
          "`internal`, `external` and `sql`.\n\nGive me an ejabberd.yml snippet that sets this up "
          "for a single domain, with a comment on each line."), "json/open"),
    (user("---\ntitle: Änderungswellen\n---\n\nMit Änderungswellen können Sie neue Features in "
          "MSBuild deaktivieren.\n\nSchreib mir ein eigenes Beispielprojekt (.proj), das das hier "
          "Beschriebene in einem realistischen Build-Szenario einsetzt."), "code/open"),
    (user("What does this app display, where does it get its data, and what config options does "
          "it expose? Short answer please.\n\n" + APP_STAR), "chat/open"),
    (user("Add a config option for the refresh interval to this app.\n\n" + APP_STAR),
     "code/grounded"),  # (an edit verb common as a word of its own, with the asker's code named)
    (user("Give me one CSV line (with a header line) for this record, columns: name,iso2,"
          "capital\n\n" + COUNTRY), "json/grounded"),
    (user("I am going there next spring. What should I know before I go?\n\n" + COUNTRY,
          system="You are a friendly travel advisor. Use your general knowledge."), "chat/open"),
]


CACHE_DOC = ("## Changing Cache Location\n\nThe default cache location is `~/.cache/pipenv`. You "
             "can change this:\n\n```bash\nexport PIPENV_CACHE_DIR=/path/to/custom/cache\n```\n\n"
             "- **Simplified workflow**: one tool for installs and locks.")
DEVBOX = ('```json\n{\n  "packages": ["go@1.22", "nodejs@20"],\n  "shell": {\n    "init_hook": '
          '["echo ready"],\n    "scripts": {"test": "go test ./..."}\n  }\n}\n```')
JSONLOGIC = ('```json\n{"description": "Rule array with val", "rule": [1, {"val": "x"}, 3], '
             '"data": {"x": 2}, "result": [1, 2, 3]}\n```')
RU_PAGE = ("# Документация Cursor\n\nПолный перевод официальной документации Cursor IDE.\n\n"
           "```bash\ncursor --version\n```\n\nПрисоединяйтесь к сообществу для обмена опытом.")
PANDAS_ZH = ("3. np数组的切片与索引\n\n数组的切片模式支持 ``start:end:step`` 切片：\n\n"
             ".. ipython:: python\n\n    target = np.arange(9).reshape(3,3)\n"
             "    target[:-1, [0,2]]")

CASES_480_487: list[tuple[dict[str, Any], str]] = [
    (user(CACHE_DOC + "\n\nWrite a bash script for our CI runner that does what this section of "
          "the Pipenv docs describes (set -euo pipefail, comments)."), "code/open"),
    (user(CACHE_DOC + "\n\nBased on the documentation above, write a self-contained bash script "
          "that demonstrates the feature it describes. Add short comments."), "code/open"),
    (user(CACHE_DOC + "\n\nPlease give me a German version of the section above (same code)."),
     "chat/grounded"),
    (user("convert this devbox.json to an equivalent Dockerfile (same packages, init hook steps "
          "and scripts)\n\n" + DEVBOX), "code/grounded"),
    (user("convert this devbox.json to YAML\n\n" + DEVBOX), "json/grounded"),
    (user("port this jsonlogic test to plain python (no json-logic library): a function "
          "evaluate(data) that implements the rule, plus an assert\n\n" + JSONLOGIC),
     "code/grounded"),
    (user("Переведи на английский, разметку Markdown и блоки кода оставь как есть:\n\n"
          + RU_PAGE), "chat/grounded"),
    (user("Resume essa seção pra mim em no máximo 5 tópicos?\n\n## Convenções de código\n\n"
          "Discuta com o instrutor sobre convenções de código Java. Por que existem? Por que são "
          "importantes?"), "chat/grounded"),
    (user("Extract every shell command and code identifier (function, entrypoint, type or package "
          "name) that appears in the page below. Reply with JSON only.\n\n" + CACHE_DOC),
     "json/grounded"),
    (user("Design and code a parser function for these lines.\n\nname=web\nport=8080"),
     "code/open"),
    (user("This is one of JMH's integration tests. What behaviour of JMH is it checking, and how "
          "does it check it?\n\n```java\n@Benchmark\npublic void bench(Blackhole bh) {\n"
          "    bh.consume(1);\n}\n```"), "chat/open"),
    (user(PANDAS_ZH + "\n\n老师，这一节我看完了，能帮我出道题练练吗？",
          system="你是一名 pandas 课程助教。根据学生贴出的教材内容，出一道新的练习题，并给出完整"
                 "可运行的 Python 参考答案代码。"), "code/open"),
    (user(PANDAS_ZH + "\n\n老师，这一节我看完了，能帮我出道题练练吗？",
          system="你是一名 pandas 课程助教。根据学生贴出的教材内容，出一道新的练习题。"),
     "chat/open"),
]


# what a review of rounds 440-487's rules found: chat that the German, Japanese and Portuguese
# code rules took for code, and accented Spanish ports the word gate never let through
CASES_REVIEW_487: list[tuple[dict[str, Any], str]] = [
    (user("Schreib einen kurzen Brief an die Klasse über den Ausflug."), "chat/open"),
    (user("Schreibe in zwei Sätzen, was die Funktion einer Niere ist."), "chat/open"),
    (user("Erstelle eine Einladung für das Projekt-Kickoff am Montag."), "chat/open"),
    (user("Schreibe einen Text über den Dresscode im Büro."), "chat/open"),
    (user("Schreib mir ein kurzes Batch-Skript, das alle .log-Dateien löscht."), "code/open"),
    (user("Erstelle eine Funktion, die zwei Zahlen addiert."), "code/open"),
    (user("良いコードとは何か、短いエッセイを書いてください"), "chat/open"),
    (user("コードレビューのコツについて、ブログ記事を書いてください"), "chat/open"),
    (user("Não entendo o que se passa em Java com esse código, pode explicar?"), "chat/open"),
    (user("O que se passa em Rust quando um valor sai de escopo?"), "chat/open"),
    (user(LATINO.replace("¿Me lo puedes pasar a Python 3?", "Pásalo a Python 3.")),
     "code/grounded"),
    (user(LATINO.replace("¿Me lo puedes pasar a Python 3?", "Conviértelo a Python 3.")),
     "code/grounded"),
]


# what a probe of ~280 look-alikes found the same rules over-firing on: German compounds
# ("Trainingsprogramm", a video's "Skript"), a career's or a trip's "passar para Java", Japanese
# "ドレスコード", quiz apps, and "a post-processing step"
LATINO_CODE = "\n\n```\nponer(sumar(2, 3))\n```"
POST_STEP = ("Write a post-processing step for this script that writes the total to a JSON "
             "file:\n\n```python\ntotal = sum([1, 2, 3])\nprint(total)\n```")
CASES_PROBE_487: list[tuple[dict[str, Any], str]] = [
    (user("Schreib mir ein Trainingsprogramm für 4 Wochen, 3x pro Woche."), "chat/open"),
    (user("Schreib mir ein Skript für mein YouTube-Video über Kaffee."), "chat/open"),
    (user("Schreib mir ein kurzes Vorlesungsskript über die Französische Revolution."),
     "chat/open"),
    (user("Erstelle ein Projekt-Konzept für unser Stadtteilfest."), "chat/open"),
    (user("Schreib mir eine Geschichte über eine Klasse, die ein Projekt macht."), "chat/open"),
    (user("Erstelle eine Methode, wie ich mir Vokabeln besser merken kann."), "chat/open"),
    (user("Você pode passar para Java ou Kotlin na minha carreira? Dê sua opinião."),
     "chat/open"),
    (user("Meu chefe vai me passar para Java no próximo projeto. Como me preparo?"), "chat/open"),
    (user("¿Es bueno pasar a Swift desde Objective-C? Opinión."), "chat/open"),
    (user("Tengo este programa escrito en Latino. Convierte este código a Python 3." + LATINO_CODE),
     "code/grounded"),
    (user("ドレスコード（社内向け）を新しく書いてください"), "chat/open"),
    (user("QRコード（店舗用）を作成して、という依頼を外注したい。相場は？"), "chat/open"),
    (user("Make a 3-question quiz app in React with a score at the end"), "code/open"),
    (user("Make a 5-question quiz in Python using a dictionary of questions."), "code/open"),
    (user("Haz un cuestionario en HTML y JavaScript con 5 preguntas."), "code/open"),
    (user("Monte um mini quiz em Python com 3 questões, usando input()."), "code/open"),
    (user(POST_STEP), "code/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_400_407 + CASES_408_415 + CASES_416_423
                         + CASES_424_431 + CASES_432_439 + CASES_440_447 + CASES_448_455
                         + CASES_456_463 + CASES_464_471 + CASES_472_479 + CASES_480_487
                         + CASES_REVIEW_487 + CASES_PROBE_487)
def test_what_rounds_from_400_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
