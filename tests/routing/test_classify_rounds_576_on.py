"""The classifier on what held-out rounds from 576 on found: each case beside look-alikes that must
keep their label.

Rounds 576-623, each batch scored on arrival at the code committed before it (563098e, 87f5416,
41a7bed, 4d7ed5b, 912fa68, 26e02cc), then read, with a probe of everyday asks at the start: "a
tiny Python helper", "Write SQL that …" and a system prompt's "You write Bash." ask for code (not
"I write Python at work"); "What is the time complexity of this function?", "List the three most
important performance concerns in the code you are given", "What compressor behaviour do these
test cases check?", a reviewer's "Report findings", "is there any bug in it?", "Would pyflakes
complain?", "what does this SPARQL query return?", "What does chartable.ado produce?" and
"Explain the keywords it uses" ask prose; "Antworte … in einem YAML-Codeblock" and a config
"(spec 3.x JSON) and nothing else" ask for data; a system prompt's "Extract every field that the
documentation page describes", "listing everything defined in the given file" and "Give me JSON
with brand, wikidata for:" read the material; "Give me a short summary (max 5 bullets)" over a
fenced changelog sums it up; a page translated with its markup kept ("Разметку reStructuredText
сохрани", "Mantén el formato Markdown", "ins Deutsche übersetzen (RST-Markup unverändert
lassen)", "Keep the code cells") is prose, but comments translated in code are code; German,
Polish, Czech, Russian, French, Catalan and Chinese asks for summaries, questions, advice and
problem statements ask prose (but "Schreib eine Python-Funktion", "Напиши … Python-скрипт",
"Реши задачу на Java" and "Resuelve … en Rust" ask code); ports named by what they port ("Me la
pots passar a Python 3?", "the git alias below", "the LAPACK routine", "`blinn_phong.vert`
below", "wgsl version of this?", "the same API request with curl", "this as JS instead of TS");
"English please?" closing a text and a one-line translation ask a translation; a scanner's
"based on this record", "How would I actually use this?", nested YAML keys, an inline list's key
and a changelog's "Fixes:" ask nothing; "max. 6 Bulletpoints" ends no clause. A probe of 160
prompts aimed at these rules found five over-firings ("Is it better to write SQL by hand …?", "a
poem about an analyst who writes SQL", "You will write idiomatic Python", a README put into the
file as its docstring) and narrowed four; one is left: a system prompt "You are an assistant
that writes Python." over a conceptual question reads as code.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

SORT = ("def find_pairs(nums, target):\n    seen = set()\n    for n in nums:\n        "
        "seen.add(n)\n    return seen")
SHADER = ("```glsl\nfloat cloudNoise(vec2 coord) {\n    float base = texture2D(noisetex, coord * "
          "0.035).r;\n"
          "    float detail = texture2D(noisetex, coord * 2.0).r;\n    base *= base;\n"
          "    return clamp(pow(base + detail * 0.05, 1.5), 0.0, 1.0);\n}\n```")
RST_RU = ("Что нового в релизе 1.0\n=======================\n\nДобавились следующие разделы:\n\n"
          "* :ref:`Сервис авторизации <authorization-service>`\n* :ref:`Конфигурация ноды "
          "<configuration>`\n\n"
          ".. code-block:: yaml\n\n    node:\n      port: 6864\n")
MD_ES = ("## Installing\n\nRun the container with the config folder mounted:\n\n```bash\ndocker "
         "run -d "
         "-p 7575:7575 -v ./appdata:/appdata ghcr.io/homarr-labs/homarr:latest\n```\n\n"
         "Then open the web UI and create the first user.")
HTML_PAGE = ("<!doctype html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>Bausteine</title>\n"
             "<script>\nwindow.stringsLanguage = 'de';\nvar modulesPath = '../_common/modules/';\n"
             "</script>\n</head>\n<body>\n<div id=\"task\">\n<p>Der Roboter soll alle Kisten auf "
             "die "
             "markierten Felder schieben. Benutze so wenige Bausteine wie "
             "möglich.</p>\n</div>\n</body>\n</html>")
CPP = ("```cpp\n#include <iostream>\nusing namespace std;\n\nint main() {\n    int n;\n    cin "
       ">> n;\n"
       "    int s = 0;\n    for (int i = 1; i <= n; ++i) s += i * i;\n    cout << s << "
       "endl;\n}\n```")

CASES_576: list[tuple[dict[str, Any], str]] = [
    # a probe's everyday asks: code by a language and a helper noun, or "Write SQL that …"
    (user("Write a tiny Python helper that retries HTTP requests."), "code/open"),
    (user("My friend is a Python helper at the local club. Write him a thank-you note."),
     "chat/open"),
    (user("Write SQL that returns total sales per month for 2023 from orders(id, created_at, "
          "amount)."), "code/open"),
    (user("Find every file over 100MB in my home folder and list them by size.",
          "You write Bash."), "code/open"),
    (user("I write Python at work and my manager is unfair. How do I ask for a raise?"),
     "chat/open"),
    # a bound asked of code is told in prose; a rewrite for it is code
    (user("What is the time complexity of this function?\n\n" + SORT), "chat/open"),
    (user("Reduce the time complexity of this function:\n\n" + SORT), "code/open"),
    # a review's findings in a system prompt: prose (but the bugs fixed are the code again)
    (user("From Solas Shader, lib/clouds.glsl:\n\n" + SHADER,
          "You are a GPU performance reviewer for real-time shaders. List the three most "
          "important performance concerns in the code you are given, as bullet points with a "
          "one-line suggestion each."), "chat/open"),
    (user("Fix the bugs in the code you are given.\n\n```js\nfunction add(a, b) {\n  return a - "
          "b;\n"
          "}\nmodule.exports = add;\n```"), "code/grounded"),
    (user("What compressor behaviour do these test cases check? Go through them briefly.\n\n"
          "```js\nunused_vars: {\n    options = { unused: true }\n    input: { var a = 1; }\n"
          "    expect: {}\n}\n```"), "chat/open"),
    # German asks for YAML: "in einem YAML-Codeblock", "Antworte nur mit YAML"
    (user("Ich habe diesen Abschnitt gelesen. Schreib mir eine passende Beispiel-Konfiguration.\n\n"
          "## Download\nDie App ist im App Store verfügbar.",
          "Du bist ein Assistent für evcc. Antworte ausschließlich mit einer "
          "evcc.yaml-Konfiguration in einem YAML-Codeblock."), "json/open"),
    (user("Antworte nur mit YAML.\nSchreib mir eine Konfiguration für den Server."), "json/open"),
    (user("Antworte bitte auf Deutsch: wie lange dauert der Versand?"), "chat/open"),
    # a system prompt's fields of the page it describes; JSON with fields "for:" a record
    (user(".. _backup_dialog:\n\nBackup Dialog\n*************\n\nUse the *Backup* dialog to create "
          "a plain-text script that recreates the database objects. Enter the name of the backup "
          "file in the *Filename* field, and pick a *Role name* from the drop-down list.",
          "Extract every UI field, option or button that the documentation page describes. "
          "Return a JSON object {\"page_title\": string, \"items\": [...]}. JSON only."),
     "json/grounded"),
    (user("I'm building a brand lookup table. Give me JSON with brand, wikidata, countries for:\n"
          "{\n  \"displayName\": \"Cinemax\",\n  \"id\": \"cinemax-396cc7\",\n  \"tags\": {\n"
          "    \"brand\": \"Cinemax\",\n    \"brand:wikidata\": \"Q93129643\"\n  }\n}"),
     "json/grounded"),
    (user("Give me JSON with name and price for three made-up products for my test fixtures."),
     "json/open"),
    # a sized summary asked over a fenced changelog
    (user("Here's a changelog entry. Give me a short summary (max 5 bullets).\n\n```rst\n"
          "API changes\n    - `#1561`_ `resample` now supports `axis=` for all backends.\n"
          "    - `#1572`_ Note conversion now vectorizes and returns arrays, not lists.\n```"),
     "chat/grounded"),
    (user("Give me a short poem about autumn leaves."), "chat/open"),
    # a page translated with its markup kept is prose; comments translated in code are code
    (user("Переведи, пожалуйста, этот раздел документации на английский. Разметку "
          "reStructuredText сохрани как есть.\n\n" + RST_RU), "chat/grounded"),
    (user("Traduce al español esta sección de la documentación. Mantén el formato Markdown y los "
          "bloques de código tal cual.\n\n" + MD_ES), "chat/grounded"),
    (user("Bitte ins Deutsche übersetzen (RST-Markup unverändert lassen):\n\n" + RST_RU.replace(
        "Что нового в релизе", "What's new in release")), "chat/grounded"),
    (user("Traduce al inglés los comentarios de este código y mantén el código igual:\n\n"
          "```python\n# calcula el total de la factura\ndef total(items):\n"
          "    # suma los precios de todos los artículos\n    return sum(i.precio for i in items)\n"
          "```"), "code/grounded"),
    # German and Russian asks for prose over a page with code: a summary, a new task, questions
    (user("Fasse bitte die Aufgabenstellung dieser Seite in drei Sätzen zusammen:\n\n"
          + HTML_PAGE), "chat/grounded"),
    (user("Das ist eine Trainingsaufgabe:\n\n" + HTML_PAGE + "\n\nDenk dir eine neue, ähnliche "
          "Aufgabe aus und beschreibe kurz die Lösungsidee.",
          "Du unterstützt Informatik-Lehrkräfte bei der Unterrichtsvorbereitung."), "chat/open"),
    (user(RST_RU + "\nПридумай по этому разделу 3 контрольных вопроса и дай к ним короткие ответы.",
          "Ты — наставник для стажёров. Отвечай по-русски."), "chat/open"),
    (user("Schreib eine Python-Funktion, die eine Liste sortiert, und beschreibe kurz, wie sie "
          "funktioniert."), "code/open"),
    (user("Напиши функцию на Python, которая сортирует список, и опиши её."), "code/open"),
    # Catalan "Me la pots passar a Python 3?" ports the solution
    (user("Tinc aquesta solució en C++ del problema P36668 del Jutge. Me la pots passar a Python "
          "3, llegint de l'entrada estàndard igual que l'original?\n\n" + CPP), "code/grounded"),
    # what a scanner did "based on this record" is told; the question asks prose
    (user("Our scanner flagged something based on this record:\n```json\n{\n  \"id\": "
          "\"CVE-2023-45283\",\n  \"summary\": \"path traversal on Windows in filepath.Clean\",\n"
          "  \"severity\": \"HIGH\"\n}\n```\nIn plain English: what kind of problem is this, and "
          "how worried should we be?",
          "You are an application-security engineer helping a small ops team. Be brief."),
     "chat/open"),
    (user("Based on this record, which package is affected? Quote the field.\n\n```json\n{\n  "
          "\"id\": \"CVE-2023-45283\",\n  \"package\": \"golang/filepath\",\n  \"severity\": "
          "\"HIGH\"\n}\n```"), "chat/grounded"),
    # a git alias turned into a script is ported; a failure named in the material asks no fix
    (user("Turn the git alias below into a standalone bash script I can drop in ~/bin. Keep the "
          "behaviour identical.\n\n# git topic-start\n\nGit alias:\n\n```git\ntopic-start = "
          "\"!f(){ b=$1; git checkout main; git pull; git checkout -b \\\"$b\\\" main; };f\"\n```"),
     "code/grounded"),
    (user("A colleague shared this alias. When would I actually use it?\n\n# git pf\n\n## Pull if "
          "a merge can be a fast-forward, otherwise fail\n\n```git\npf = pull --ff-only\n```\n\n"
          "Example:\n\n```shell\ngit pf\n```"), "chat/open"),
    # a system prompt's "from a Markdown table row" points at the user's row
    (user("| [top](#smileys) | :confused: | `:confused:` | :worried: | `:worried:` |",
          "Extract the emoji shortcodes from a Markdown table row. Return JSON: "
          "{\"emoji\": [{\"shortcode\": ...}]}."), "json/grounded"),
    # the same call in another tool, or the same code in another language: a port
    (user("```python\nimport os\nfrom twilio.rest import Client\nclient = "
          "Client(os.environ['SID'], "
          "os.environ['TOKEN'])\nfor app in client.applications.list():\n    print(app.sms_url)\n"
          "```\n\nsame thing but as curl pls"), "code/grounded"),
    (user("I don't have Python on this box. How do I make the same API request with curl?\n\n"
          "```python\nimport os\nfrom twilio.rest import Client\nclient = "
          "Client(os.environ['SID'], "
          "os.environ['TOKEN'])\nfor app in client.applications.list():\n    print(app.sms_url)\n"
          "```"), "code/grounded"),
    (user("```ts\nexport const isHaveId = (value: unknown): value is IHaveId => {\n  return (\n"
          "    typeof value === \"object\" &&\n    value !== null &&\n    \"id\" in value\n  "
          ");\n};\n"
          "```\n\nCan you give me this as JS instead of TS?"), "code/grounded"),
    # an ssh config is code (a language of its own), as a gitconfig is
    (user(".It Cm CanonicalDomains\nWhen\n.Cm CanonicalizeHostname\nis enabled, this option "
          "specifies the list of domain suffixes in which to search for the destination host.\n\n"
          "Show me how I'd use this in my ssh config for a jump host and a couple of servers."),
     "code/open"),
    (user("I use git-delta. Give me a gitconfig to try out the side-by-side view described "
          "here:\n\n"
          "# Side-by-side view\n\nDelta can show diffs in a side-by-side layout with line numbers "
          "on both sides. Enable it with the side-by-side option."), "code/open"),
    # markup made into a component of a framework or a shape of a UI toolkit: a port
    (user("<svg width=\"24\" height=\"24\" viewBox=\"0 0 24 24\" fill=\"none\">\n<path d=\"M6 "
          "10V3.6"
          "C6 3.27 6.27 3 6.6 3H17.4C17.73 3 18 3.27 18 3.6V10\" stroke=\"currentColor\"/>\n</svg>"
          "\n\nmake this a Vue 3 single-file component with a size prop"), "code/grounded"),
    (user("Can you turn this into a SwiftUI Shape? Same paths please.\n\n<svg width=\"24\" "
          "height=\"24\" viewBox=\"0 0 24 24\" fill=\"none\">\n<path d=\"M15 3L15 21\" "
          "stroke=\"currentColor\" stroke-linecap=\"round\"/>\n<path d=\"M3 3H21V6H3Z\" "
          "stroke=\"currentColor\"/>\n</svg>"), "code/grounded"),
    (user("Can you turn this into a short poem?\n\nThe meeting is moved to Friday at ten; please "
          "bring the quarterly numbers and the draft of the slides."), "chat/grounded"),
    # "give me the corrected template": the code again
    (user("this tera template won't parse, fix it (change as little as possible) and give me the "
          "corrected template:\n\n{{ foo | default(value=1 }}"), "code/open"),
    # a people's language alone closing the text asks a translation, however short the text
    (user("Il ne s'agit donc aucunement d'une simplification de la procédure.\n\nEnglish please?"),
     "chat/grounded"),
    (user("Translate into English: La séance est ouverte."), "chat/grounded"),
    (user("Can you write a poem about the sea? In English please."), "chat/open"),
    # rounds 584-591: a question on named code asks prose, not a program in its language
    (user("what does this SPARQL query return? explain briefly\n\nPREFIX : "
          "<http://www.example.org/>"
          "\nSELECT (AVG(?o) AS ?avg)\nWHERE {\n\t?s :dec ?o\n}"), "chat/open"),
    (user("Write a SPARQL query that returns every city with more than a million people."),
     "code/open"),
    (user("I'm learning Goal (the K-like array language written in Go). Can you walk me through "
          "why this line gives that result?\n\n+/() / ()"), "chat/open"),
    (user("```cpp\n#include <stdio.h>\nint main() {\n    int n, s = 0;\n    scanf(\"%d\", &n);\n"
          "    for (int i = 1; i <= n; ++i) s += i * i;\n    printf(\"%d\\n\", s);\n}\n```\n"
          "What's the key idea behind this solution and what is its time and memory complexity?",
          "You are a competitive programming coach."), "chat/open"),
    # a review asked after a sentence, feedback on a program, "is there any bug in it?"
    (user("I'm mentoring a beginner course. Review this student's Python script: what's wrong or "
          "could be better? Answer in English, don't rewrite the whole file.\n\n```python\n"
          "vek = int(input('Kolik ti je let? '))\nif vek >= 18:\n    print('Pivo')\nelse:\n"
          "    print('Limonáda')\n```"), "chat/open"),
    (user("Review this script and rewrite it to use pathlib.\n\n```python\nimport os\nfor f in "
          "os.listdir('.'):\n    if f.endswith('.txt'):\n        print(os.path.join('.', f))\n```"),
     "code/grounded"),
    (user("Could you give feedback on this beginner program (comments are Czech)? Bullet points "
          "please.\n\n```python\n# pocitame\nprint(1 + 1)\nprint(3 * 8)\nprint(4 ** 2)\n"
          "print('Ahoj' + ' ' + 'PyLadies!')\n```"), "chat/open"),
    (user("What does this script do, and is there any bug in it?\n\n```python\nimport turtle as t\n"
          "for i in range(18):\n    t.forward(50)\n    t.right(90)\n    t.left(20)\nt.done()\n```"),
     "chat/open"),
    (user("Is there a bug in this? Fix it.\n\n```python\ndef avg(xs):\n    return sum(xs) / "
          "len(xs) "
          "- 1\n```"), "code/grounded"),
    # Polish "Wyjaśnij …", a Russian question on what a hymn is: prose
    (user("```python\nwith open('liczby.txt') as f:\n    data = [line.strip() for line in f]\n"
          "print(max(data, key=int))\n```\n\nWyjaśnij, jak działa to rozwiązanie i jaka jest jego "
          "złożoność.", "Jesteś nauczycielem informatyki. Tłumaczysz rozwiązania po polsku."),
     "chat/open"),
    (user("Что это за гимн по теме и какие библейские места он напоминает?\n\nбог славы соделал "
          "великое нам:\nтак мир возлюбил он, что сына отдал;\nнас кровью своей искупитель "
          "омыл\nи жизни врата перед нами открыл.",
          "You are a church music historian. Answer in English, in two short paragraphs."),
     "chat/open"),
    # Korean: "the blog post above (title, content)" points at it, a bracket's comma between
    (user("{\n  \"id\": 1,\n  \"title\": \"서울의 숨겨진 명소\",\n  \"content\": \"서울에는 잘 "
          "알려지지 "
          "않은 멋진 명소가 많다. 최근에 방문한 작은 카페와 조용한 공원이 특히 기억에 "
          "남는다.\"\n}\n\n"
          "위 블로그 게시글(title, content)을 자연스러운 영어로 번역해 주세요."), "chat/grounded"),
    # an INI config is code: edited, it is code again; explained, prose
    (user("Change this polybar config to a Gruvbox dark palette. Give me the whole file back.\n\n"
          "```ini\n[color]\nbackground = #1F1F1F\nforeground = #FFFFFF\nprimary = #EBD369\n"
          "red = #EC7875\n```"), "code/grounded"),
    (user("I copied `user_modules.ini` from a polybar theme. What does each section do?\n\n"
          "[module/updates]\ntype = custom/script\nexec = ~/.config/polybar/scripts/updates.sh\n"
          "tail = true\ninterval = 5\n\n[module/launcher]\ntype = custom/text\n"
          "content = \ue00e\nclick-left = ~/.config/polybar/scripts/launcher.sh &",
          "You help people customise Linux desktops. Explain configs clearly for newcomers."),
     "chat/open"),
    # a fenced file named in backticks, or "wgsl version of this?": ported
    (user("I am moving my OpenGL renderer to WebGPU. Please convert `blinn_phong.vert` below to "
          "WGSL, same behaviour.\n\n```glsl\n#version 400\nin vec3 inPos;\nout vec3 vertPos;\n"
          "uniform mat4 u_proj;\nvoid main() {\n    vertPos = inPos;\n    gl_Position = u_proj * "
          "vec4(inPos, 1.0);\n}\n```"), "code/grounded"),
    (user("```glsl\n#version 400\nout vec4 fragColor;\nin vec2 vertPos;\nuniform sampler2D u_tex;\n"
          "void main() {\n    vec4 col = texture(u_tex, vertPos);\n    fragColor = vec4(col.rgb, "
          "1.0);\n}\n```\nwgsl version of this?"), "code/grounded"),
    # a README section for code is prose; "how to fix it" explained is prose too
    (user("Write a short README section for this example file: what it demonstrates, how to run "
          "it, which environment variables it needs.\n\n```ts\nimport { NextResponse } from "
          "\"next/server\"\nexport async function GET() {\n  const items = await api.queue.list()\n"
          "  return NextResponse.json(items)\n}\n```"), "chat/open"),
    (user("I got a violation from this rule in our CI. Explain what it means and how to fix it:\n\n"
          "```ts\nexport const img_alt_valid = {\n  id: \"img_alt_valid\",\n  run: (context) => {\n"
          "    const ruleContext = context[\"dom\"].node;\n    return "
          "ruleContext.hasAttribute(\"alt\")"
          " ? RulePass(\"pass\") : RuleFail(\"fail\");\n  }\n}\n```"), "chat/open"),
    (user("Fix it:\n\n```ts\nexport const isEven = (n: number): boolean => {\n  return n % 2 === "
          "1;\n};\n```"), "code/grounded"),
    (user("What does this accessibility rule check, and what should a web developer do to fix a "
          "page that fails it? Plain language please.\n\n```ts\nexport const html_lang_exists = {\n"
          "  run: (context) => {\n    const lang = context[\"dom\"].node.getAttribute(\"lang\");\n"
          "    return lang ? RulePass(\"pass\") : RuleFail(\"fail\");\n  }\n}\n```"), "chat/open"),
    # the material wanted in a data format, named with an apostrophe or as a "YAML version"
    (user("I need this boQwI' entry as JSON for an import script (same structure, same values):\n\n"
          "entry:\n  entry_name: De'wI'\n  part_of_speech: n\n  definition: computer\n  sources: "
          "'[1] {TKD:src}'"), "json/grounded"),
    (user("YAML version of the following billionaire record please (same keys, same nesting): {\n"
          "  \"wealth\": {\"worth in billions\": 1.0, \"type\": \"inherited\"},\n  \"year\": "
          "1996,\n"
          "  \"name\": \"Abdul Aziz Al-Sulaiman\"\n}"), "json/grounded"),
    # named code explained: "Explain this Mudlet Lua function signature"
    (user("Explain this Mudlet Lua function signature to a new MUD scripter: getProfileName: "
          "getProfileName()"), "chat/open"),
    # French advice, a French exercise, a notebook translated with its code cells kept
    (user("Quelles sont les erreurs fréquentes des débutants sur ce sujet ? Donne des conseils.\n\n"
          "# Objets mutables\n\n```python\na = [1, 2]\nb = a\nb.append(3)\nprint(a)\n```\n\n"
          "Une liste est mutable : modifier `b` modifie aussi `a`.",
          "Tu es tuteur pour un MOOC Python. Tu réponds en français."), "chat/open"),
    (user("Propose un petit exercice original (énoncé seulement) qui prolonge ce complément.\n\n"
          "# Tri de listes\n\n```python\nl = [3, 1, 2]\nl.sort()\nprint(sorted(l, reverse=True))\n"
          "```\n\nLa méthode `sort` trie la liste en place.",
          "Tu es tuteur pour un MOOC Python. Tu réponds en français."), "chat/open"),
    (user("Translate this French course notebook into English. Keep the code cells and markup "
          "unchanged.\n\n# Instruction `match`\n\n```python\nmatch point:\n    case (0, 0):\n"
          "        print(\"origine\")\n    case (x, 0):\n        print(f\"sur l'axe x en "
          "{x}\")\n```"
          "\n\nL'instruction `match` compare une valeur à des motifs."), "chat/grounded"),
    # a word's usage asked about, under a record whose nested "definition:" keys are no labels
    (user("entry:\n  entry_name: chI'negh\n  part_of_speech: n\n  definition: placenta\n  "
          "definition_translation:\n    de:\n      definition: Plazenta\n    fr:\n      "
          "definition: "
          "placenta\n  _original_id: 10433\n\nHow would I actually use this in a sentence? Explain "
          "and give examples.",
          "You are a friendly Klingon tutor. Explain words to learners in English, with grammar "
          "notes and new example sentences of your own."), "chat/open"),
    # rounds 592-599: "give me the whole fixed snippet back" gives the code back
    (user("this rust koan won't compile. replace every `__` so the test passes and give me the "
          "whole fixed snippet back\n\n```rust\n#[test]\nfn addition() {\n    assert_eq!(1 + __, "
          "2)\n"
          "}\n```"), "code/grounded"),
    # what a rule changes for the asker, a reviewer's findings, a listed noun phrase
    (user("I just read this in the docs. How does it change my strategy compared to standard "
          "Riichi?\n\n## Rules\n\nRules are similar to American Mah-Jongg, except that each "
          "player has two hands, and the game ends when one player declares Mah Jongg with both.",
          "You are a friendly mahjong coach."), "chat/open"),
    (user("Please review this Motoko canister for security and reliability problems (access "
          "control, upgrade safety, cycles, trapping):\n\n```motoko\nactor Counter {\n  var n : "
          "Nat = 0;\n  public func inc() : async Nat { n += 1; n };\n  public func reset() : async "
          "() { n := 0 };\n};\n```",
          "You are a security reviewer for Internet Computer canisters. Report findings as a "
          "numbered list with severity (high/medium/low) and a one-line fix each."), "chat/open"),
    (user("what does each section of this file do, and which lines would I change to get "
          "different comment markers?\n\n[styling=Python]\n\n[settings]\nlexer_filetype=Python\n"
          "extension=pyx\ncomment_single=#\n\n[build-menu]\nFT_00_CM=cython \"%f\""), "chat/open"),
    # a routine ported; a config in JSON by its spec; kinds of mistakes asked about
    (user("Translate the LAPACK routine CGELQS to C99 (column-major arrays, same argument order)."
          "\n\n```fortran\n      SUBROUTINE CGELQS( M, N, NRHS, A, LDA, TAU, B, LDB, INFO )\n"
          "      INTEGER INFO, LDA, LDB, M, N, NRHS\n      CALL CUNMLQ( 'Left', 'C', N, NRHS, M, "
          "A, "
          "LDA, TAU, B, LDB, INFO )\n      RETURN\n      END\n```"), "code/grounded"),
    (user("## Add Users\n\nUsers are added with the `passwd.users` key, a list of objects.\n\n"
          "Using what's described above, give me a config for a machine that gets an SSH key for "
          "user core.",
          "You write Ignition configs for Fedora CoreOS machines. Reply with a single Ignition "
          "config (spec 3.x JSON) and nothing else."), "json/open"),
    (user("This is an annotated news text with corrections. Which kinds of mistakes show up here, "
          "and what rule should I learn to avoid each of them?\n\n<s n=\"1\">\n  <w>Ítarlegt</w>\n"
          "  <w>viðtal</w>\n  <w>er</w>\n</s>\n<s n=\"2\">\n  <w>í</w>\n  <w>dag</w>\n</s>"),
     "chat/open"),
    # Portuguese "escreva um teste …", Swedish "översätta … till engelska"
    (user("Com base neste trecho da documentação do Cypress, escreva um teste Cypress (JavaScript) "
          "que demonstre o que é descrito.\n\n## Visão geral\n\nO Cypress Studio fornece uma "
          "maneira visual de gerar testes dentro do Cypress, gravando interações."), "code/open"),
    (user("Kan du översätta den här uppgiften till engelska? Behåll LaTeX-matten.\n\n"
          "\\problemname{Trädreklam}\nEn reklambyrå vill sätta upp skyltar i städerna $1$ till "
          "$N$ så att så många personer som möjligt ser reklamen."), "chat/grounded"),
    # what each block is doing, what a file produces, the keywords a program uses: prose
    (user("I'm new to live coding. What is each $: block doing musically?\n\n```js\nsetcpm(130)\n"
          "$: s(\"bd*4\").bank(\"tr909\").gain(.8)\n$: note(\"<c3 eb3 g3>\").s(\"sawtooth\")"
          ".lpf(800)\n```"), "chat/open"),
    (user("What does chartable.ado produce, and what is each command/option doing?\n\n"
          "cap prog drop chartable\nprog def chartable\nsyntax varlist [if] [in], Command(str)\n"
          "  regress `varlist' `if' `in'\n  export excel using \"out.xlsx\", replace\nend",
          "You are a friendly Stata tutor for economists."), "chat/open"),
    (user("What does this program do? Explain the keywords it uses.\n\nmiqdar rotation qimmiti 0 "
          "bolsun\nnawada @sehne.yepilmaqchi bolmisa\n    rotation = rotation + 0.05\ntamamlansun",
          "You help people read UyghurScript. Answer in English."), "chat/open"),
    # a system prompt's "Solve … problems with … C++17": the solution is code
    (user("Problem from the Swedish olympiad:\n\n\\problemname{Jätten}\nDu har blivit "
          "tillfångatagen av en ond jätte i en $N \\times M$ grotta.\n\nWrite a full solution that "
          "passes all subtasks.",
          "You are a competitive programming coach. Solve olympiad problems with efficient, "
          "well-commented C++17 that reads stdin and writes stdout."), "code/open"),
    # rounds 600-607: advice asked in French, German and Chinese over material with code
    (user("Je veux faire cette recette pour des invités dont un est végétarien. Quelles "
          "adaptations "
          "me conseilles-tu ?\n\n```ts\nexport const recipe: Recipe = {\n  name: 'Biscuits au "
          "chocolat',\n  servings: 24,\n  ingredients: ['farine', 'beurre', 'chocolat'],\n};\n```",
          "Tu es un chef cuisinier. Réponds en français."), "chat/open"),
    (user("Ich will das am Wochenende für Gäste machen. Welche Beilage passt dazu, und wie könnte "
          "ich es vegetarisch abwandeln?\n\n---\ntitle: Kartoffel Erbsen Stampf\n---\n\nKartoffeln "
          "kochen, Erbsen dazugeben und alles mit einer Gabel zerdrücken. Mit Salz würzen.",
          "Du bist ein erfahrener Koch und gibst kurze Tipps auf Deutsch."), "chat/open"),
    (user("```roff\n.TH ARCH 1 \"4 July 1997\"\n.SH NAME\narch \\- 显示机器的体系结构\n.SH "
          "SYNOPSIS\n"
          ".B arch\n```\n\n这是我在手册里看到的内容，看不太懂。这个命令平时一般用来干什么？",
          "你是一位耐心的 Linux 老师，回答要用简体中文。"), "chat/open"),
    # a grammar's language asked, a linter's verdict asked, "no fix needed"
    (user("```ne\nint -> (\"-\"|\"+\"):? [0-9]:+ {% d => parseInt(d.join(\"\")) %}\n```\n\nWhat "
          "language does this grammar describe? Give three strings it accepts.",
          "You are an expert in formal grammars. Be brief."), "chat/open"),
    (user("Would pyflakes complain about this? If so, which warning(s)? Just the names, no fix "
          "needed.\n\n```python\ndef foo():\n    a = range(1, 10)\n    range = a\n    return "
          "range\n"
          "```"), "chat/open"),
    # new sentences asked in French and German
    (user("Voici la fiche du verbe. Propose 4 nouvelles phrases d'exemple au passé simple, chacune "
          "avec sa traduction allemande.\n\nexport const appeler = {\n  infinitive: 'appeler',\n"
          "  examples: [{ de: 'Ich rufe ihn an.', fr: 'Je l\\'appelle.' }],\n};",
          "Tu es professeur de français pour des germanophones."), "chat/open"),
    (user("Schreib mir fünf neue, eigene Beispielsätze mit dem Wort aus diesem Eintrag.\n\n"
          "## Wiktionary\n\n### Bedeutungen\n[1] Familie von Göttern\n\n### Beispiele\n"
          "{{< betonenZB >}}Apollo ist ein Gott.{{< /betonenZB >}}",
          "Du bist Deutschlehrerin für Lernende auf B1-Niveau."), "chat/open"),
    # "Return the full script." gives the code back; Russian "Реши задачу на Java" asks code
    (user("#script\nimport appuifw\nimport e32\n\ndef line_clear():\n    global lines\n    lines = "
          "[]\n    print 'cleared'\n\n---\nThis is an old PyS60 script. Please add comments and "
          "update the Python 2 syntax to Python 3. Return the full script."), "code/grounded"),
    (user("Реши задачу на Java:\n\n### Первая программа\n\nНапиши программу, которая выводит на "
          "экран надпись: «Диего + Амиго = Друзья»."), "code/open"),
    # German "Du wandelst Firmendatensätze in CSV um": the user's record, converted
    (user("{\n    \"slug\": \"amazon-de\",\n    \"name\": \"Amazon Europe Core S.à r.l.\",\n"
          "    \"address\": \"38 avenue John F. Kennedy\\nL-1855 Luxemburg\",\n    \"email\": "
          "\"datenschutz@amazon.de\"\n}",
          "Du wandelst Firmendatensätze in CSV um. Gib genau eine Kopfzeile und eine Datenzeile "
          "aus, mit den Spalten name;email;address. Keine Erklärungen."), "json/grounded"),
    # a system prompt's "… (spec 3.x JSON) and nothing else": a unit asked goes into the JSON
    (user("## Add Users\n\nUsers are added with the `passwd.users` key.\n\nUsing what's described "
          "above, give me a config for a machine with an SSH key for user core and a systemd unit "
          "that runs a hello-world container at boot.",
          "You write Ignition configs for Fedora CoreOS machines. Reply with a single Ignition "
          "config (spec 3.x JSON) and nothing else."), "json/open"),
    # "the plugin's metadata (…) as JSON, values verbatim": read from the code
    (user("```js\nmodule.exports = {\n    title: 'Autoscale Enabled',\n    category: 'Compute',\n"
          "    severity: 'Low',\n    run: function(cache, settings, callback) { callback(null, "
          "[]); }\n};\n```\nGive me the plugin's metadata (title, category, severity) as JSON, "
          "values verbatim."), "json/grounded"),
    # "a violation and how to fix it" is told; an inline list's key ("source: []") is no label
    (user("Can you explain this rule for our team wiki?\n\n---\nlayout: rule\nslug: "
          "include-mock-server\ntitle: Include Mock Server\nseverity: info\ndescription: An API "
          "should list a mock server for making test calls.\nsource: []\nbuiltin: false\n---",
          "You are an API governance lead. Explain rules in plain language and give one concrete "
          "example of a violation and how to fix it."), "chat/open"),
    # "max. 6 Bulletpoints" ends no sentence at its dot: the summary closes the text
    (user("---\nname: agb-gerichtsstand\ndescription: Klausel-Fachmodul für Gerichtsstand: prüft "
          "und "
          "entwirft die Klausel mit Risikoampel.\n---\n\n## Prüfschritte\n\n1. Verbraucher oder "
          "Unternehmer bestimmen.\n2. Gerichtsstandsvereinbarung nach § 38 ZPO prüfen.\n\n"
          "Kurze Zusammenfassung davon, max. 6 Bulletpoints."), "chat/grounded"),
    # rounds 608-615: "Resuelve … en Rust", "in Go using goroutines" name the language
    (user("Resuelve este ejercicio en Rust:\n\n1. Haga un programa que escriba *Hello, world!* en "
          "la salida estándar del sistema."), "code/open"),
    (user("Solve this synchronization problem in Go using goroutines and channels.\n\n# Koan 01 — "
          "Signaling\n\nThread A must run statement a1 before thread B runs b1."), "code/open"),
    # "… and do NOT write code" asks prose over the problem and its code
    (user("I don't get how to approach this one:\n\n# Koan 04 — Multiplex\n\nGeneralize the "
          "mutex: admit up to n threads at once.\n\n```python\nsem = Semaphore(n)\nsem.acquire()\n"
          "critical_section()\nsem.release()\n```",
          "You are a concurrency tutor. Explain the reasoning step by step, mention the classic "
          "pitfalls, and do NOT write code."), "chat/open"),
    # Japanese: the tags dropped, the text into English plain text
    (user("以下はGnuCashガイドのDocBookソースの一節です。タグは取り除いて、内容を自然な英語のプレーン"
          "テキストに翻訳してください。\n\n<sect1 id=\"accts\">\n  "
          "<title>勘定科目の使い方</title>\n"
          "  <para>勘定科目は資産、負債、収入、費用を記録します。</para>\n</sect1>"),
     "chat/grounded"),
    # Spanish voseo: "Mejorá …, agregá …, corregí …. Devolvé el código completo."
    (user("```python\ndef hola(persona):\n\t\"\"\"Saluda por pantalla\"\"\"\n\tprint(\"Hola,\", "
          "persona)\n\n\ndef preguntar():\n\t\"\"\"Pide el nombre al usuario\"\"\"\n\tnombre = "
          "input(\"Cuál es tu nombre? \")\n\tprint(hola(nombre))\n\n\npreguntar()\n```\n\nMejorá "
          "este ejercicio: agregá docstrings y anotaciones de tipo, y corregí errores si los hay. "
          "Devolvé el código completo."), "code/grounded"),
    # Russian: "only from the given text", "list everything mentioned", "Python-скрипт"
    (user("Перечисли списком все классы и методы, которые упоминаются в этом фрагменте.\n\n---\n"
          "Разбор слов\n----------\n\nКласс ``MorphAnalyzer`` разбирает слова; метод ``parse`` "
          "возвращает список вариантов разбора, а ``normal_form`` даёт нормальную форму.",
          "Ты помогаешь разработчикам читать документацию. Отвечай по-русски и только на основе "
          "приведённого текста."), "chat/grounded"),
    (user("Склонение слов\n--------------\n\npymorphy2 умеет склонять слова: метод ``inflect`` "
          "ставит слово в нужную форму.\n\nНапиши, пожалуйста, небольшой самостоятельный "
          "Python-скрипт, который демонстрирует то, что описано в этом разделе."), "code/open"),
    # a changelog's "Fixes:" over its list is a section's name, no ask
    (user("Write the announcement post for this release:\n\n3.0.49: "
          "2025-01-20\n------------------\n\n"
          "New features:\n- Support for multiline suggestions.\n\nFixes:\n- Fix a crash on exit "
          "when the application is hidden.",
          "You write short, friendly release announcements for Python libraries."), "chat/open"),
    # rounds 616-623: a system prompt's extraction "listing everything defined in the given …
    # file", "with names exactly as written"; a Java record is code; a problem statement
    # written for code is prose
    (user("```julia\nmodule Ext\n\nfunction grid(xs, ys)\n    return [(x, y) for x in xs for y in "
          "ys]\nend\n\nstruct Field\n    f::Function\nend\n\nend\n```",
          "Return only JSON: {\"definitions\": [{\"name\": ..., \"kind\": ..., \"signature\": "
          "...}]} listing everything defined in the given Julia file, in order."),
     "json/grounded"),
    (user("```fortran\nmodule grid_mod\ncontains\n  subroutine make_grid(n, grid, rc)\n    "
          "integer, "
          "intent(in) :: n\n    real, intent(out) :: grid(n)\n    integer, intent(out) :: rc\n"
          "    grid = 0.0\n    rc = 0\n  end subroutine make_grid\nend module grid_mod\n```",
          "You document Fortran code. Return a JSON object {\"procedures\": [...]} listing what "
          "the given file declares, with names exactly as written."), "json/grounded"),
    (user("# AuthorizationGrantRequest\n\nField | Type | Mandatory | Description\n--- | --- | "
          "--- | "
          "---\ncloud | CloudIdentifier | no | The cloud of the consumers.\nprovider | String | "
          "yes "
          "| The provider's name.\n\nWrite a Java 17 record for this data model with Jackson "
          "annotations.", "You are a senior Java developer."), "code/open"),
    (user("Tinc aquesta solució però he perdut l'enunciat. Pots escriure un enunciat de problema "
          "que "
          "resolgui aquest codi?\n\n```cpp\n#include <iostream>\nint main() {\n    int a, b;\n"
          "    std::cin >> a >> b;\n    std::cout << a + b << std::endl;\n}\n```",
          "Ets un professor de programació. Escriu sempre en català."), "chat/open"),
    # a probe of 160 prompts aimed at these rules: "write SQL" in a question, a poem or a quoted
    # job ad asks no code; a README put into the file as its docstring is the code again; a
    # translator's system prompt takes a short message as its text
    (user("Is it better to write SQL by hand or use an ORM for a small startup? Give me pros and "
          "cons."), "chat/open"),
    (user("Write a short poem about a night-shift analyst who writes SQL until sunrise."),
     "chat/open"),
    (user("The job ad says 'You will write idiomatic Python to automate our reporting.' What does "
          "'idiomatic' mean in this context?"), "chat/open"),
    (user("Write a short README section for this file as a module docstring at the top of the file "
          "itself, and return the whole file.\n\n```python\nimport argparse, csv\n\ndef main():\n"
          "    p = argparse.ArgumentParser()\n    p.add_argument('left')\n    "
          "p.add_argument('right')"
          "\n    args = p.parse_args()\n    print(args.left, args.right)\n```"), "code/grounded"),
    (user("trabelsi aziz winners mch ultras",
          "You translate Tunisian Arabic dialect written in Latin letters into natural English. "
          "Output only the translation."), "chat/grounded"),
    # a bound asked in French or German is prose too; a rewrite for it is code
    (user("Quelle est la complexité temporelle de cette fonction ?\n\n" + SORT), "chat/open"),
    (user("Was ist die Laufzeitkomplexität dieser Funktion?\n\n" + SORT), "chat/open"),
    (user("Réduis la complexité de cette fonction :\n\n" + SORT), "code/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_576)
def test_what_rounds_from_576_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
