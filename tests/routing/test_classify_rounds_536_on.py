"""The classifier on what held-out rounds from 536 on found: each case beside look-alikes that must
keep their label.

Rounds 536-575, each scored on arrival at the code committed before its batch (1f87451, a6d01f8,
c26a50c, 1743e64, 44223e1), then read: "给每个函数加上中文注释" (add comments to each function)
gives the code back, but not comments on a new example ("写一个…示例，并加上中文注释"); "when is it
overkill?" and "Is this a good rule? Give me a short critique." ask opinions; code made "to apply it
in my app" is new; a page's "You can … change the log level" asks nothing unless it points at the
material; a system prompt's "Convert what you are given to PostgreSQL" and "You turn tutorial text
into structured data" work on the user's text; "をレビューしてください" and "Give friendly, specific
feedback on style" ask reviews; "Convert this … into an Alacritty TOML config" asks for TOML, code;
"。" ends a sentence, and "以下は…の一部です。" points at the material; an Emacs mode line (";;; -*-
logo -*-") marks a source file; "which of these resources are likely to cost the most?", "What does
this plugin fingerprint?", "What is the game about?", "what does this policy block / allow?" and
"What does the interface below describe?" ask about code in prose; "both sentences" points at the
material; a block, then a sentence saying what it is, then "Could you rewrite it with the JavaScript
SDK?" ports the block; "in the Roc language", "a solution in Roc.", "in Structured Text" and "to
portable C99" name languages; "Aus diesem Eintrag brauche ich …", "De cada guía extraes, en YAML, …"
and "From each guide you extract …" read the material; "Logica (a Datalog-like language …)" is code
to port (not "natural language questions"); "挑出你最推荐的三个项目",
"最容易踩的坑有哪些？给些建议", "要注意什么？", "anything I should watch out for?" and "What open
questions or risks would you raise?" ask advice; "转换成 JSON 数组", "Génère un fichier CSV" and
"genera un archivo JSON" ask for data; "(no need to rewrite it)" asks no rewrite;
"写几道判断题和简答题" and "设计一个小测验" ask for questions; a spec's "must be one of [`a`/`b`]"
asks no pick; "Output the equivalent JSON object only" carries the material; "Write TypeScript
interfaces for it" and "a JS feature-detection snippet" ask for code; a YAML record's "title: …" and
"context: {…}" are keys, "Walk me through the operators involved" reasons in new words, "an expert
in JSON-e" asks no JSON, and "Answer strictly from the YAML entry" asks none. A probe of 205 prompts
aimed at these rules found twenty-six over-firings, narrowed; its look-alikes close the cases.
Later: "Answer with exactly one label from: JSON, String, …" asks no JSON; "deste schema.yml" points
at the material; "três consultas SQL (com comentários explicando cada uma)" asks for SQL; "anything
you'd change?" and "Reply with the topic label only" ask an opinion and a label; "what behaviour of
the `hub` git wrapper is this scenario checking?" asks prose; "Cucumber/Aruba scenarios" are code to
port; a page's own "注意事項" asks no advice.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

CAR = "```csharp\npublic class Car\n{\n    public string Make { get; set; }\n}\n```"
OBAN = """## Logging

The simplest way to leverage Oban's telemetry is the default logger. Attach it in `application.ex`:

```elixir
defmodule MyApp.Application do
  use Application

  def start(_type, _args) do
    Oban.Telemetry.attach_default_logger()
  end
end
```

By default, the logger emits JSON encoded logs at the `:info` level. You can disable encoding and
fall back to structured logging with `encode: false`, or change the log level with the `:level`
option.

```elixir
Oban.Telemetry.attach_default_logger(encode: false, level: :debug)
```"""
ORACLE = """```sql
CREATE OR REPLACE FUNCTION get_emp_count (dept_no NUMBER)
   RETURN NUMBER AS
   n NUMBER;
BEGIN
  SELECT COUNT(*) INTO n FROM emp WHERE deptno = dept_no;
  RETURN n;
END;
/
SELECT get_emp_count(10) FROM dual;
```"""
YUMEMI = ("# コールバック\n\n完了時の処理を引数で渡しておく手法があります。例えば、"
          "UIViewController の present(_:animated:completion:) など。\n\n"
          "Delegateパターンよりも全体の処理の流れが追いやすくなると思います。")
LOGO = """;;; -*- logo -*-

to quoted :stuff
if wordp :stuff [op word "" :stuff]
op :stuff
end

bury "quoted"""
TERRAFORM = """provider "aws" {
  region = "us-east-1"
}

resource "aws_instance" "web" {
  ami           = "ami-674cbc1e"
  instance_type = "m5.4xlarge"
}

resource "aws_s3_bucket" "logs" {
  bucket = "my-logs"
}"""
GEMINI = """```python
from google import genai

GEMINI_API_KEY = userdata.get("GEMINI_API_KEY")
client = genai.Client(api_key=GEMINI_API_KEY)
```"""
EMOJI = """{
  "label": "regionaler Indikator A",
  "hexcode": "1F1E6",
  "emoji": "🇦",
  "type": 1,
  "version": 0
}"""
ALPINE = ("## Instalar nginx\n\nPara instalar nginx ejecuta apk add nginx y luego rc-update add "
          "nginx default. El archivo de configuración está en /etc/nginx/nginx.conf y se recarga "
          "con rc-service nginx reload.")
SPRIG = """```js
const player = "p";
setLegend([player, bitmap`...`]);
onInput("w", () => { getFirst(player).y -= 1; });
afterInput(() => { if (tilesWith(player).length === 0) addText("win"); });
```"""
CHART = """<a href="https://github.com/GrowingGit/GitHub-Chinese-Top-Charts">返回目录</a>

# 中文增速榜 > 资料类 > Dart

|#|Repository|Description|Stars|Average daily growth|Updated|
|:-|:-|:-|:-|:-|:-|
|1|[flutter-go](https://github.com/alibaba/flutter-go)|flutter 开发者帮助 APP|23k|3|2024-09-01|
|2|[GSYFlutterBook](https://github.com/CarGuo/gsy_flutter_book)|Flutter 系列文章|5k|2|2024-10-01|
|3|[flutter_deer](https://github.com/simplezhli/flutter_deer)|Flutter 练习项目|7k|2|2024-08-11|"""
KARAKEEP = ("## OCR Configs\n\nKarakeep uses tesseract.js to extract text from images by default. "
            "Alternatively, you can use an LLM-based OCR by enabling the `OCR_USE_LLM` flag. "
            "LLM-based OCR uses the configured inference model (OpenAI or Ollama) to extract text "
            "from images, which can give better results for complex images but requires a "
            "configured inference provider.")
M2 = """R = QQ[x,y,z]
f = 1/101 * x + 1/100 * y
g = 1/101 * x + 1/99 * z
I = ideal(f, g)
assert(dim I == 1)"""
WHATWEB = """```ruby
Plugin.define do
name "Chamilo"
authors ["Brendan Coles"]
version "0.1"
matches [
{ :text=>'<meta name="generator" content="Chamilo' },
{ :regexp=>/<a href="http:\\/\\/www.chamilo.org">Chamilo [\\d.]+<\\/a>/ },
]
end
```"""
SCS = """底线计数器/监视器
==================

使用底线计数器可以让用户大概知道锁芯余量。

.. option:: O19

    -Max  200
    -Min  1
    -Unit  针
    -Description  每缝纫因子所设置的针数，计数器加 1

.. option:: O20

    -Max  1
    -Min  0
    -Description  选择当底线计数值达到0时何时报警"""
YARA = """rule ByteCode_MSIL_Ransomware_GhosTEncryptor : tc_detection malicious
{
    meta:
        author = "ReversingLabs"
    strings:
        $encrypt_files = { 00 28 ?? ?? ?? ?? 0A 06 6F ?? ?? ?? ?? 0B }
    condition:
        uint16(0) == 0x5A4D and $encrypt_files
}"""
ENTRY = """```yaml
Audio Focus API:
  bug: https://bugzilla.mozilla.org/show_bug.cgi?id=1579791
  description: |
    This API improves the audio-mixing of websites with native apps.
  id: audio-focus
  position: positive
  rationale: |
    Lets sites play on top of native apps, or exclusively.
```"""
SCRIPT_DOC = """```bash
#!/bin/bash
cd /data/webase-deploy
python3 deploy.py installAll
python3 deploy.py startAll
```"""
ARTICLE = ("## Datenquelle ändern\n\nDie Aktivität **Datenquelle ändern** ermöglicht es "
           "Ihnen, die Datenquelle der Arbeitstabelle eines Workflows zu ändern. Dies bietet "
           "mehr Flexibilität bei der Verwaltung von Daten in Datenquellen wie FDA, FFDA und "
           "lokalen Datenbanken. Setzen Sie dazu die Option `targetDataSource`.")
PY = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n"

CASES_536: list[tuple[dict[str, Any], str]] = [
    (user("不需要改写代码，只需要给每个函数加上中文注释：\n\n" + PY), "code/grounded"),
    (user("请给这段代码加注释：\n\n" + PY), "code/grounded"),
    (user("以下のコードにコメントを追加してください。\n\n" + PY), "code/grounded"),
    (user("我写了一个加注释的脚本，怎么让它支持多行？"), "chat/open"),
    (user("不需要改写代码，只需要解释每个函数做什么：\n\n" + PY), "chat/open"),
    # an opinion on advice: "when is it overkill?"
    (user("### Don't add unneeded context\n\n```csharp\npublic class Car\n{\n    public string "
          "CarMake { get; set; }\n}\n```", "You are a senior .NET engineer mentoring a team. "
          "Review this advice critically: when is it good, when is it overkill?"), "chat/open"),
    (user("Is this overkill for a small team?\n\n" + CAR), "chat/open"),
    (user("Rewrite this so it is not overkill:\n\n" + CAR), "code/grounded"),
    (user("Is this overkill? Simplify it and return the class.\n\n" + CAR), "code/grounded"),
    # code made "to apply it in my app" is new; a page's "You can … change the log level" asks
    # nothing
    (user("Based on this section of the Oban guides, show me the Elixir code (config, worker "
          "and/or ExUnit test) to apply it in my app.\n\n" + OBAN), "code/open"),
    (user("Apply it to our app and give me the resulting config.\n\n" + OBAN), "code/grounded"),
    (user(OBAN + "\n\nYou can change the level in the snippet above to :debug and send it back "
          "to me."), "code/grounded"),
    (user(OBAN + "\n\nIf you can, change the level to :debug in the snippet above."),
     "code/grounded"),
    # a system prompt's "Convert what you are given to PostgreSQL" ports the user's script
    (user(ORACLE, "You move workloads from Oracle Database to PostgreSQL 16. Convert what you are "
          "given to PostgreSQL SQL / PL/pgSQL and output only the converted script."),
     "code/grounded"),
    (user("Every night, copy all new files from /data/in to the backup server and email me if "
          "anything fails.", "Convert what you are given into a Python script."), "code/open"),
    (user("All customers from Berlin who ordered more than 3 times last year, with their total "
          "spend.", "Convert what the user describes into a SQL query. Output only SQL."),
     "code/open"),
    # "次の Qiita 記事をレビューしてください" (review the following article) asks for a review
    (user("次の記事をレビューしてください。古いやり方があれば指摘してください。\n\n" + PY,
          "あなたは技術記事のレビュアーです。"), "chat/open"),
    (user("次のコードをレビューして、バグを修正したコードを返してください。\n\n" + PY),
     "code/grounded"),
    # "Convert this Xresources color scheme (…) into an Alacritty TOML config": TOML is code
    (user("Convert this Xresources color scheme (Tomorrow-Night.Xresources) into an Alacritty TOML "
          "config. Keep the exact hex values.\n\n*.foreground: #c5c8c6\n*.background: #1d1f21\n"
          "*.color0: #282a2e\n*.color1: #a54242"), "code/grounded"),
    (user("What is the difference between the settings in a TOML file and in the YAML one?"),
     "chat/open"),
    (user("What goes into a TOML file for this tool? Explain briefly."), "chat/open"),
    # "以下は…の一部です。" (below is part of …) ends a sentence and points at the material
    (user("以下はiOS研修の資料の一部です。Please translate it into natural English.\n\n" + YUMEMI),
     "chat/grounded"),
    (user("以下はiOS研修の資料の一部です。Is it still accurate for iOS 18?\n\n" + YUMEMI),
     "chat/open"),
    # an Emacs mode line (";;; -*- logo -*-") opens a source file: code, whatever its lines
    (user("Port this:\n\n" + LOGO, "You port Logo programs to modern JavaScript. Reply with the "
          "JavaScript code only."), "code/grounded"),
    (user("What does this procedure output for [a b c]?\n\n" + LOGO), "chat/open"),
    (user("Here are my notes -*- draft -*- on the trip. Summarise them in a sentence: we drove "
          "to the coast, swam, ate fish and drove back in the rain."), "chat/grounded"),
    # "which of these resources are likely to cost the most?" weighs the code, in prose
    (user("Before we apply this: which of these resources are likely to cost the most per month? "
          "Short ranked list please.\n\n" + TERRAFORM, "You are a FinOps engineer who reviews "
          "infrastructure-as-code for AWS cost."), "chat/open"),
    (user("Which of these resources are likely to cost the most? Replace it with a cheaper "
          "instance type and return the file.\n\n" + TERRAFORM), "code/grounded"),
    # "both sentences" points at the material, as "these sentences" does
    (user("Translate both sentences to English and return JSON with the keys \"premise_en\" and "
          "\"hypothesis_en\".\n\nPremissza: Dana Reeve 44 éves korában halt meg tüdőrákban.\n"
          "Hipotézis: Christopher Reeve-nek balesete volt."), "json/grounded"),
    (user("Write both sentences of a product tagline for a Hungarian bakery, in English."),
     "chat/open"),
    # a block, then a sentence saying what it is, then "Could you rewrite it with the JavaScript
    # SDK for Node?": a port of the block, into the language named before "SDK"
    (user(GEMINI + "\n\nThis is a cell from the Gemini API cookbook (Python SDK). Could you "
          "rewrite it with the JavaScript SDK (@google/genai) for Node? Thanks!"), "code/grounded"),
    (user(GEMINI + "\n\nThis is a cell from the Gemini API cookbook (Python SDK). Could you "
          "explain what it does? Thanks!"), "chat/open"),
    # a system prompt's "You turn tutorial text into structured data" carries the user's text
    (user("## Theme\n\n- Open Settings, go to Appearance & Behavior, select Appearance.\n- In the "
          "Theme drop-down pick Darcula, then click Apply.\n- Restart the IDE.",
          "You turn tutorial text into structured data. Reply with a JSON object only, with keys "
          "\"topic\" and \"steps\"."), "json/grounded"),
    (user("A cat waiting by the window for the rain to stop so it can chase the birds.",
          "You turn ideas into short poems."), "chat/open"),
    # a language the word lists lack, named as one: "in the Roc language", "a solution in Roc."
    (user("# Instructions\n\nGiven a positive integer, return the number of steps it takes to "
          "reach 1 according to the Collatz Conjecture.\n\nWrite this in the Roc language, with "
          "a couple of `expect` tests."), "code/open"),
    (user("Count the scored points on a Go board: the encircled intersections of a player are its "
          "territory.\n\nPlease write a solution in Roc."), "code/open"),
    (user("Please write a solution in English: how should the two teams split the budget?"),
     "chat/open"),
    (user("Is Roc a good language for this exercise? Say why in the Roc language's own terms."),
     "chat/open"),
    # "Give friendly, specific feedback on style": a review, in prose
    (user("Here is my solution to \"alphametics\". What could be better?\n\n" + PY, "You are an "
          "Exercism mentor for the F# track. Give friendly, specific feedback on style, idioms and "
          "performance. Do not rewrite the whole solution."), "chat/open"),
    # comments added to a new example are the example's ("写一个…示例，并加上中文注释")
    (user("根据下面这段内容，写一个完整可运行的 Python 示例，并加上中文注释。\n\n"
          "地理空间开发的应用\n\n假设你有一个包含旧金山各类地理空间数据的数据库，"
          "可以回答各种问题：索萨利托的最长道路是什么？"),
     "code/open"),
    # "Aus diesem Emojibase-Eintrag brauche ich nur ein flaches JSON-Objekt …": from this entry
    (user("Aus diesem Emojibase-Eintrag brauche ich nur ein flaches JSON-Objekt mit den Feldern "
          "emoji, label und tags. Bitte nur das JSON ausgeben.\n\n" + EMOJI), "json/grounded"),
    (user("Aus diesem Grund brauche ich ein JSON-Objekt mit drei erfundenen Emojis und ihren "
          "Namen."), "json/open"),
    # the material fronted before a system prompt's verb: "De cada guía extraes, en YAML, …"
    (user(ALPINE, "Eres un asistente que documenta servidores. De cada guía extraes, en YAML, las "
          "claves paquetes y comandos. Solo el YAML."), "json/grounded"),
    (user(ALPINE, "You document servers. From each guide you extract the packages and commands, "
          "in YAML. Only the YAML."), "json/grounded"),
    (user("Un servidor web pequeño para una tienda.", "De cada idea escribes, en YAML, un plan de "
          "despliegue nuevo. Solo el YAML."), "json/open"),
    # "Logica (a Datalog-like language that compiles to SQL)": a language's code, ported
    (user("Sweet(radar) = !~ (x in radar, x.label = \"Sweet\", x.distance < 20);\n\nRobot(name:) :-"
          "\n  Sensor(name:, sensor:),\n  !Sweet(sensor.radar);", "You translate Logica (a "
          "Datalog-like language that compiles to SQL) into equivalent standard SQL. Output only "
          "the SQL."), "code/grounded"),
    (user("Which customers from Berlin ordered more than 3 times last year?", "You convert natural "
          "language questions into SQL for our Postgres schema. Output only SQL."), "code/open"),
    # "What is the game about and how do you play it?" over its code, in prose
    (user("My kid made this Sprig game. What is the game about and how do you play it?\n\n"
          + SPRIG), "chat/open"),
    (user("How do you play it?\n\n" + SPRIG), "chat/open"),
    (user("What is the function about? Rewrite it to use a for loop.\n\n" + SPRIG),
     "code/grounded"),
    # "挑出你最推荐的三个项目，各写两三句推荐语" (pick the three you recommend most): prose
    (user("下面是一个榜单。请从中挑出你最推荐的三个项目，各写两三句推荐语。\n\n" + CHART),
     "chat/open"),
    (user("下面是一个榜单。请把它转换成 JSON 数组。\n\n" + CHART), "json/grounded"),
    # "Génère un fichier CSV d'exemple", "Réponds uniquement avec un fichier CSV": a CSV file asked
    (user("Voici la documentation du schéma :\n\n<MenuSchema />\n\nGénère un fichier CSV "
          "d'exemple valide : la ligne d'en-tête, puis 3 lignes de données fictives.", "Tu aides "
          "des agents publics. Réponds uniquement avec un fichier CSV, sans texte autour."),
     "json/open"),
    (user("Genera un archivo JSON con tres ciudades de México y su población."), "json/open"),
    (user("Voici un fichier CSV de nos ventes. Quel mois a été le meilleur ?\n\nmois,ventes\n"
          "janvier,120\nfévrier,98\nmars,143"), "chat/open"),
    # "anything I should watch out for?" over a page asks advice, not an answer from it
    (user("I am about to follow this from the Karakeep docs, anything I should watch out for?\n\n"
          + KARAKEEP), "chat/open"),
    (user("I am about to follow this from the Karakeep docs. Which variable turns on LLM OCR?\n\n"
          + KARAKEEP), "chat/grounded"),
    # "(no need to rewrite it)" asks no rewrite; "What does this plugin fingerprint?" asks prose
    (user("Explain the math behind this script (no need to rewrite it):\n\n" + M2), "chat/open"),
    (user("Rewrite this script so it runs over GF(7) instead:\n\n" + M2), "code/grounded"),
    (user(WHATWEB + "\nWhat does this plugin fingerprint, and what would a site have to serve for "
          "it to fire?", "You are a web-security engineer who reviews fingerprinting "
          "signatures."), "chat/open"),
    # "写几道判断题和简答题", "设计一个 10 分钟的小测验": questions on the material, new text
    (user("帮我根据这段文档写几道判断题和简答题，用来考核新技术员：\n\n" + SCS), "chat/open"),
    (user(SCS + "\n\n请围绕这部分内容设计一个 10 分钟的小测验，题型自定，最后给出参考答案。"),
     "chat/open"),
    (user("帮我根据这段文档回答：O19 的最大值是多少？\n\n" + SCS), "chat/grounded"),
    # a spec's "This must be one of [`mariadb`/`postgres`]" is no pick asked
    (user("* `database_type` - (Optional) The type of the database. This must be one of "
          "[`mariadb`/`postgres`]. Changing this forces a new resource.\n* `plan` - (Optional) "
          "The plan name. This must be one of [`10g`/`30g`/`90g`].\n\nWhich arguments are "
          "required here, and what are the defaults of the optional ones?", "Answer strictly from "
          "the documentation the user pastes. Quote argument names exactly as written."),
     "chat/grounded"),
    (user("Is this sentence grammatical? Reply with one of [yes, no].\n\nThe cats sleeps on the "
          "warm windowsill every afternoon while the dog watches."), "chat/open"),
    # a closing question asking advice on the passage ("What open questions or risks would you
    # raise about this part?"), after a label's material, is no answer from it
    (user("## Abstract\n\nThis DIP defines Long Living Masternode Quorums (LLMQ), a deterministic "
          "subset of the masternode list formed with a distributed key generation protocol and "
          "active for days, which performs threshold signing of consensus messages.\n\nWhat open "
          "questions or risks would you raise about this part of the proposal?", "You are a "
          "senior protocol engineer reviewing Dash Improvement Proposals. Be critical."),
     "chat/open"),
    # "Is this a good rule? Give me a short critique." asks an opinion
    (user(YARA + "\n\nIs this a good rule? Give me a short critique."), "chat/open"),
    (user(YARA + "\n\nIs this a good rule? If not, fix it and return the fixed rule."),
     "code/grounded"),
    # "Output the equivalent JSON object only." carries the YAML over
    (user("Here is a monster file. Output the equivalent JSON object only.\n\n```yaml\nname: "
          "\"creeping plasmodium\"\nglyph: {char: j, colour: lightgreen}\nhd: 5\n```"),
     "json/grounded"),
    (user("Output a JSON object of three monsters with name and hd, nothing else."), "json/open"),
    # "Write TypeScript interfaces for it": types in a language, code
    (user("Here is one record from the API I'm consuming:\n\n{\n  \"name\": \"Colombia\",\n  "
          "\"capital\": \"Bogota\",\n  \"population\": 50882884\n}\n\nWrite TypeScript interfaces "
          "for it (nested types too) and a type guard function isCountry(x: unknown)."),
     "code/open"),
    (user("What does the TypeScript interface below describe?\n\n```ts\ninterface Country { name: "
          "string; capital: string }\n```"), "chat/open"),
    # a YAML record's "title: …" and "context: {…}" are keys, and "Walk me through the operators
    # involved" reasons in new words; "an expert in JSON-e" asks no JSON
    (user("title: $if->then->else, zero\ncontext: {cond: 0, key: 'world'}\ntemplate: {$if: 'cond', "
          "then: \"t\", else: \"f\"}\nresult: f\n\nWhy does rendering this template with that "
          "context give this result? Walk me through the operators involved.", "You are an expert "
          "in JSON-e, the JSON templating language used by Taskcluster. Explain clearly and "
          "concisely."), "chat/open"),
    (user("Context: The Treaty of Westphalia was signed in 1648 and ended the Thirty Years' War.\n"
          "Question: When was the treaty signed?"), "chat/grounded"),
    # "what does this kubearmor policy actually block / allow?" asks what the code does
    (user("what does this kubearmor policy actually block / allow? short answer pls\n\n"
          "apiVersion: security.kubearmor.com/v1\nkind: KubeArmorPolicy\nmetadata:\n  name: "
          "ksp-head\nspec:\n  process:\n    matchPaths:\n    - path: /usr/bin/head\n  action: "
          "Block"), "chat/open"),
    # "write a small JS feature-detection snippet": the noun a word after the language's name;
    # "Answer strictly from the YAML entry" reads YAML, it asks none
    (user("write a small JS feature-detection snippet (with a graceful fallback) for the web "
          "feature in this entry\n\n" + ENTRY), "code/open"),
    (user(ENTRY + "\n\nWhat is Mozilla's position on this, and what reason do they give?",
          "Answer strictly from the YAML entry the user pastes, quoting its wording where "
          "possible."), "chat/grounded"),
    (user("List three web features Mozilla supports, with a one-line reason each.",
          "Answer strictly in YAML."), "json/open"),
    # "部署或使用时最容易踩的坑有哪些？给些建议", "这部分在生产环境里要注意什么？": advice, prose
    (user("看了下面这段文档，部署或使用时最容易踩的坑有哪些？给些建议。\n\n" + SCRIPT_DOC),
     "chat/open"),
    (user(SCRIPT_DOC + "\n\n这部分在生产环境里要注意什么？"), "chat/open"),
    (user("把下面这段脚本改成支持 --dry-run 参数，返回完整脚本。\n\n" + SCRIPT_DOC),
     "code/grounded"),
    # "in Structured Text" (IEC 61131-3) names a language of two common words
    (user("Implementiere diesen Baustein anhand der Beschreibung in Structured Text:\n\n| Typ | "
          "K | TN |\n| --- | --- | --- |\n| P-Regler | 1.0 | |\n| PI-Regler | 0.9 | 3.33 |",
          "Du bist SPS-Programmierer (IEC 61131-3)."), "code/open"),
    (user("Rewrite this note as structured text with headings: we met Tom, agreed on a budget, "
          "and he will send the files on Friday."), "chat/grounded"),
    # "Port this Jasmin program to portable C99": C by its standard; the later "turn `export fn`
    # into ordinary C functions" is how, no new program
    (user("Port this Jasmin program to portable C99. Keep the function names, and turn `export "
          "fn` into ordinary C functions. Output only the C code.\n\n```\nexport fn add(reg u64 "
          "x, reg u64 y) -> reg u64 {\n  reg u64 r;\n  r = x;\n  r += y;\n  return r;\n}\n```"),
     "code/grounded"),
    (user("Is C99 still a good choice for new embedded projects, or should we move to C17?"),
     "chat/open"),
    # "只输出代码" (output only code), "提取成 JSON 数组" (extract into a JSON array)
    (user("根据下面这段文档，帮我写一个 .fatherrc.ts 配置，用于一个 React 组件库：\n\n"
          "源码中引入路径的文件大小写与磁盘上的大小写不符时，NPM 包发布后会找不到模块。",
          "你是前端工程化专家。只输出代码。"), "code/open"),
    (user("把下面 father 文档里提到的配置项提取成 JSON 数组，每项包含 name 和 description："
          "\n\n## 环境变量\n\nFATHER_TSCONFIG_NAME 指定构建时使用的 tsconfig 文件名。"),
     "json/grounded"),
    # "What weak spots, open questions or risks would you raise in the review?", "Any issues with
    # this DDL? What would you improve?": a reviewer's opinion
    (user("I'm reviewing an npm RFC. Here's one section of it. What weak spots, open questions or "
          "risks would you raise in the review?\n\n## Motivation\n\nLifecycle scripts run with "
          "full permissions, and most users never read them before installing a package."),
     "chat/open"),
    (user("Any issues with this DDL? What would you improve?\n\n```sql\nALTER TABLE employees ADD "
          "CONSTRAINT chk_dept CHECK (department_id IS NOT NULL AND department_id > 0);\n```",
          "Answer in a short bulleted list."), "chat/open"),
    (user("This DDL has issues. Improve it and return the fixed statement.\n\n```sql\nALTER TABLE "
          "employees ADD CHECK (department_id > 0)\n```"), "code/grounded"),
    # "write me python to load this dataset", a system prompt's "Extrae del texto que te den …"
    (user("write me python to load this dataset into pandas dataframes, one per recordSet\n\n{\n  "
          "\"name\": \"titanic\",\n  \"recordSet\": [{\"name\": \"passengers\"}]\n}"), "code/open"),
    (user("## Instalación\n\nEjecuta `bin/rake db:setup` y copia `config/secrets.yml.example` a "
          "`config/secrets.yml`.", "Extrae del texto que te den todos los comandos y las rutas de "
          "archivos, tal como están escritos. Devuelve un objeto JSON."), "json/grounded"),
    # "输出为 JSON 对象" (output as a JSON object)
    (user("# 通用字节码\n\nxLua 对 lua 源码做了少许改造，可以编译一份字节码，跨平台使用。\n\n"
          "请从上面的文档中提取所有提到的 API 和注意事项，输出为 JSON 对象：{\"apis\": []}"),
     "json/grounded"),
    # a JSON answer whose every field takes one of listed values is a pick, not a copy; one with
    # free text or names "exactly as written" copies
    (user(ARTICLE, "You triage help articles. Read the article and answer with a JSON object: "
          "{\"doc_type\": \"concept\"|\"how-to\"|\"reference\", \"audience\": \"marketer\"|"
          "\"administrator\"|\"developer\"}. No other keys."), "json/open"),
    (user(ARTICLE, "You list settings. Return JSON only: {\"settings\": [{\"name\": str, "
          "\"kind\": \"input\" | \"derived\" | \"query\"}]}, listing every setting named in the "
          "user's text, with names exactly as written."), "json/grounded"),
    # "a first-time contributor to the Rust compiler" names a project, asks no compiler;
    # "Which parts would surprise a git user?" asks advice on the page
    (user("## Debugging the borrow checker\n\nSee the borrow-check chapter and MIR debugging.\n\n"
          "Why is it done this way? What would go wrong otherwise?", "You are mentoring a "
          "first-time contributor to the Rust compiler. Explain concepts in plain language."),
     "chat/open"),
    (user("Write a small Rust compiler for arithmetic expressions."), "code/open"),
    (user("Reading the Fossil docs below. Which parts would surprise a git user?\n\n## Autosync\n\n"
          "Fossil automatically pushes and pulls on every commit when autosync is on, so there is "
          "no separate push step, and a commit fails if the server cannot be reached."),
     "chat/open"),
    # look-alikes a probe of this stop's rules wrote: each right before the rules, wrong after
    # them, right again once they were narrowed
    (user("Extract the invoice fields as JSON: {\"vendor\": \"<vendor name as printed>\","
          " \"currency\": \"USD\"|\"EUR\"|\"GBP\", \"due_date\": \"<YYYY-MM-DD>\"}\n\nINV"
          "OICE #4471\nNordlicht Software GmbH\nAmount due: EUR 1,240.00\nPayment due by "
          "15 March 2024\nThank you for your business."),
     "json/grounded"),
    (user("Write a Zod schema for a form where `plan` is \"free\" | \"pro\" | \"team\" an"
          "d `seats` is a positive integer, plus a React hook that validates it on submit"
          "."),
     "code/open"),
    (user("我做了一套测验题，请把它们翻译成英文：\n1. 水在标准大气压下的沸点是多少？\n2. "
          "光合作用需要哪些原料？\n3. 地球绕太阳一周需要多长时间？"),
     "chat/grounded"),
    (user("我们在做一个在线测验系统。用 Flask 写一个出题接口：GET /quiz 返回随机 5 道题，"
          "题目存在 SQLite 里。"),
     "code/open"),
    (user("Write a React component giving users instant, visual feedback on password stre"
          "ngth as they type (weak/ok/strong bar)."),
     "code/open"),
    (user("このコードをレビューしてください、と言われたのですが、まずはテストを書きたいで"
          "す。以下の関数の pytest を書いてください。\n```python\ndef parse_price(s):\n  "
          "  s = s.strip().replace(\"$\", \"\")\n    if \",\" in s:\n        s = s.replac"
          "e(\",\", \"\")\n    return float(s)\n\ndef total(items):\n    t = 0\n    for i"
          "t in items:\n        t += parse_price(it[\"price\"]) * it[\"qty\"]\n    return"
          " t\n```"),
     "code/open"),
    (user("Hey, I'd love you giving some quick, blunt feedback on this function before I "
          "open the PR:\n```go\nfunc fetch(url string) ([]byte, error) {\n    resp, err :"
          "= http.Get(url)\n    if err != nil {\n        return nil, err\n    }\n    defe"
          "r resp.Body.Close()\n    return io.ReadAll(resp.Body)\n}\n```"),
     "chat/open"),
    (user("Write a blog intro about why Rust types feel strict to Python developers. Two "
          "paragraphs, friendly tone."),
     "chat/open"),
    (user("I need Python typings for the lodash `debounce` and `throttle` functions, as a"
          " .pyi-style stub."),
     "code/open"),
    (user("write me Java interview questions for a junior backend role, 10 of them"),
     "chat/open"),
    (user("write me bash that renames every .jpeg in this folder to .jpg"),
     "code/open"),
    (user("Rewrite this paragraph in the German language, formal register:\n\nThe city co"
          "uncil voted on Tuesday to expand the bike-lane network by 40 kilometres over t"
          "he next three years. Supporters argued the plan would cut traffic deaths and e"
          "missions, while several shop owners on Main Street warned that removing parkin"
          "g spaces could hurt their business. The project will cost an estimated 28 mill"
          "ion dollars, half of which is expected to come from a regional transport grant"
          ". Construction on the first segment, along the river, begins in April."),
     "chat/grounded"),
    (user("Rewrite my notes below with structured text: headings and bullet points, nothi"
          "ng added.\n\nmet w/ vendor re: pricing. they want 3yr commit. legal needs to r"
          "eview sla. next call thu. ask about onprem option + support hours"),
     "chat/grounded"),
    (user("Bitte eine einfache Ampelsteuerung in Structured Text implementieren, mit Fußg"
          "ängertaster."),
     "code/open"),
    (user("My team keeps missing sprint deadlines because tickets are too big. Give me a "
          "solution in bullets."),
     "chat/open"),
    (user("Translate this for the Java team in Brazil (Portuguese):\n\nPlease remember to"
          " update your local JDK to 21 before Friday's release branch cut. Builds with o"
          "lder JDKs will fail CI."),
     "chat/grounded"),
    (user("Turn this English language description into a Python function: take a list of "
          "words, drop the ones shorter than 3 letters, and return them sorted by frequen"
          "cy."),
     "code/open"),
    (user("Turn this list of dependencies into a neat markdown table (name, version) — I'"
          "ll paste it into the Cargo TOML myself later:\nserde 1.0\ntokio 1.36\nanyhow 1"
          ".0\nclap 4.5"),
     "chat/grounded"),
    (user("为什么 Jackson 把 LocalDateTime 转成 JSON 时会变成数组？怎么解决比较好？"),
     "chat/open"),
    (user("¿Qué extraes tú de este poema? Dame tu interpretación personal, no un resumen."
          "\n\nCaminante, son tus huellas\nel camino y nada más;\ncaminante, no hay camin"
          "o,\nse hace camino al andar."),
     "chat/open"),
    (user("Below is a diff and my original file. I'd like you to apply it to my code and "
          "show the final version.\n```diff\n-    return float(s)\n+    return round(floa"
          "t(s), 2)\n```\n```python\ndef parse_price(s):\n    s = s.strip().replace(\"$\""
          ", \"\")\n    if \",\" in s:\n        s = s.replace(\",\", \"\")\n    return fl"
          "oat(s)\n\ndef total(items):\n    t = 0\n    for it in items:\n        t += par"
          "se_price(it[\"price\"]) * it[\"qty\"]\n    return t\n```"),
     "code/grounded"),
    (user("According to the article below, what questions would you ask a vendor before b"
          "uying, per its checklist?\n\nBefore buying any SaaS tool, the article says, as"
          "k three things: where is our data stored, can we export it in a standard forma"
          "t, and what happens to it if we cancel. Teams that skip these questions often "
          "face lock-in."),
     "chat/grounded"),
    (user("Translate: Hello, the package will arrive tomorrow between 9 and 12.\nTarget: "
          "French"),
     "chat/grounded"),
    (user("show me errors from the payments service in the last hour, grouped by pod",
          "Convert the questions people type in the log viewer into LogQL queries. Output"
          " only the query."),
     "code/open"),
    (user("You can just fix it up and send it back, keep my tone:\n\nhi all, reminder tha"
          "t the the office is closed on monday, pls dont forget to water plants befor yo"
          "u leave friday"),
     "chat/grounded"),
    (user("我写了下面这个函数，帮我加上注释：\n```js\nasync function loadUser(id) {\n  co"
          "nst res = await fetch(`/api/users/${id}`);\n  if (!res.ok) throw new Error(\"f"
          "ailed \" + res.status);\n  const data = await res.json();\n  return { id: data"
          ".id, name: data.first + \" \" + data.last };\n}\n```"),
     "code/grounded"),
    (user("这是我写的脚本，请给每个函数加注释。\n```bash\nbackup() { tar czf /tmp/b.tgz "
          "\"$1\"; }\nclean() { rm -f /tmp/*.tgz; }\n```"),
     "code/grounded"),
    # rounds 568-575: "Answer with exactly one label from: JSON, String, …" asks no JSON; Portuguese
    # "deste schema.yml" points at it; "escreva três consultas SQL (com comentários explicando
    # cada uma)" asks for SQL, its explanations in comments
    (user("function retEven(val, key) {\n    print(typeof val, val, key);\n    return (Number(key) "
          "% 2) == 0;\n}\nprint([1, 2, 3].filter(retEven));", "Classify the JavaScript "
          "engine test case by the built-in it mainly exercises. Answer with exactly one label "
          "from: JSON, String, Array, Math, Object, Other."), "chat/open"),
    (user("Traduza para o inglês todos os campos `description` deste schema.yml do dbt. Mantenha a "
          "estrutura YAML e devolva só o YAML.\n\nversion: 2\nmodels:\n  - name: municipio\n    "
          "description: Tabela de municípios\n    columns:\n      - name: id_municipio\n        "
          "description: ID do município"), "json/grounded"),
    (user("Com base nesta documentação das tabelas, escreva três consultas SQL úteis (com "
          "comentários explicando cada uma).\n\n| coluna | descrição |\n|---|---|\n| ano | Ano |\n"
          "| sigla_uf | Sigla da UF |"), "code/open"),
    # "review this heaps.io sample - anything you'd change (perf, readability)?": a review
    (user("```haxe\nclass AdjustColor extends SampleApp {\n    override function init() {\n        "
          "super.init();\n        var bmp = new h2d.Bitmap(tile, s2d);\n    }\n}\n```\n\nreview "
          "this heaps.io sample - anything you'd change (perf, readability, API misuse)? bullet "
          "points pls"), "chat/open"),
    (user("```haxe\nclass AdjustColor extends SampleApp {\n    override function init() {\n        "
          "super.init();\n    }\n}\n```\n\nchange the class name to ColorDemo and return the file"),
     "code/grounded"),
    # "Reply with the topic label only" picks a label
    (user("## 什么是弃用？\n\n弃用一个功能意味着我们告诉用户他们不应该再使用这个功能。",
          "Classify the passage the user sends into exactly one topic: API design, API "
          "security, developer experience, other. Reply with the topic label only."),
     "chat/open"),
    # "what behaviour of the `hub` git wrapper is this cucumber scenario checking?" asks prose;
    # "You port Cucumber/Aruba scenarios to Go", "ports Twelf/LF developments to Lean 4" name
    # code to port; a page's own "注意事項" (notes) asks no advice
    (user("what behaviour of the `hub` git wrapper is this cucumber scenario checking? plain "
          "english please\n\n```gherkin\nScenario: bash instructions\n  Given $SHELL is "
          "\"/bin/bash\"\n  When I successfully run `hub alias`\n  Then the output should contain "
          "\"eval\"\n```"), "chat/open"),
    (user("Scenario: Apply patch from gist\n  Given the GitHub API server:\n    \"\"\"\n    "
          "get('/gists/8da7fb', :host_name => 'api.github.com') {\n      json :files => {\n"
          "        'file.diff' => { :raw_url => \"https://gist.github.com/raw/8da7fb\" }\n      }\n"
          "    }\n    \"\"\"\n  When I successfully run `hub am -q https://gist.github.com/8da7fb`\n"
          "  Then the latest commit message should be \"Create a README\"",
          "You port Cucumber/Aruba scenarios to Go. Rewrite the given scenario as a single Go "
          "test function. Output only Go code."), "code/grounded"),
    (user("次のドキュメントの内容を使って、小さなコンポーネントとそのテストを "
          "TypeScript で書いてください。\n\n## このサイトは？\n\n"
          "参照にあたっては以下の注意事項などをご留意の上ご利用ください。"),
     "code/open"),
    # Korean too: comments asked on the code made in the same sentence are the new code's
    (user("다음 코드를 만들어 주고 주석을 추가해 주세요.\n\ndef add(a, b):\n    return a + b"),
     "code/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES_536)
def test_what_rounds_from_536_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
