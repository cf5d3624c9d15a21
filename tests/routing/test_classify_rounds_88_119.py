"""The classifier on what held-out rounds 88 to 119 found: each case beside look-alikes that
must keep their label. Among them: "the JSON-LD object" asks for JSON, "a Solidity (^0.8.26)
contract" is a program, a summary or translation asked before the material is prose whatever
the material says of JSON or code, "Why does it behave like this?" over code asks for prose,
"the part that says to replace the comment" asks nothing, a system prompt's "You turn CSV data
into JSON", "an engineer porting a Go code base to Python", "Condense security guidance
documents into a summary", "Resume en español ... el artículo que te envíe el usuario", "When a
student pastes a primary source, write a summary", "Extract structured changelog data" and
"Copy facts ... from the page" work on the user's text while its "Do not rewrite the code"
asks no rewrite; "Reference: <a link>" is no passage, "Write a templates/deployment.yaml" asks
for code, "ett JSON-objekt" for JSON, "TL;DR" for a summary, "INSERT INTO" is SQL and no edit,
koans' blanks filled and "the completed method", "the formatted code" or "the corrected/
completed code" given back are the user's code returned, "Traduis en français" translates, as
do "Render the page the user pastes in fluent English" and "翻译成简体中文"; "找出所有" extracts,
and a tool asked to carry a long text's parts ("Extract each bullet item ... and record them via
the save_release_changes tool") copies it. The ninth review's finds close it; "a complete,
idiomatic main.go" is a file of code, "Choose one of: ..." and "a relation-extraction API" pick a
label, and "per:title" is a name, no "title"; "整理成一份要点摘要" is a summary, "Keep the code
blocks ...; only translate the prose" a translation into prose, "diga se" and "an annotator for
a textual-entailment dataset" a label, and "filling the fields only with information stated in
the story" a tool carrying the story's parts; "with clean, efficient JavaScript" names the
language of a program, and "保留 Markdown 格式和代码" carries code along in a translation; "a
Jenkins pipeline script (Groovy)" and "the Jenkinsfile" are code; "this Python script ported
to Go" edits it, and a Thai "ช่วยดึง ... ต่อไปนี้ ... ตอบเป็น JSON" extracts into JSON; a tool
asked to carry a sentence's mentions "copied verbatim" copies it, a question to the same bot does
not; "just brief comments" is no summary, "with tidyverse R code - mostly code" asks for code
however the exercise asks "explain", and "You write TL;DRs" summarises; "Keep ... code blocks
unchanged; translate only prose" into Persian translates a page of mostly code as prose; "porting
a Go algorithms library to Python", with "the equivalent Python module", edits the user's code."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

ALBUM = ('<h1>King of Limbs</h1>\n<img alt="Blurry, spooky cover art" src="king-of-limbs.jpg" />'
         "\n<h2>Radiohead</h2>\n<h3>Sample Tracks</h3>\nBloom - 5:14<br>\nMorning Mr Magpie - "
         "4:40<br>")

DOCS = ("## Serializing Models\n\nTo convert a model and its loaded relationships to an array, "
        "use the `toArray` method. This method is recursive, so all attributes and all relations "
        "will be converted to arrays:\n\n```php\n$user = User::with('roles')->first();\n\nreturn "
        "$user->toArray();\n```\n\nTo convert only a model's attributes to an array, use the "
        "`attributesToArray` method. Since models and collections are converted to JSON when "
        "cast to a string, you can return Eloquent objects directly from your routes.")
ZH_DOC = ("## 安装 IDE\n\n推荐使用开源、轻量的 VS Code 作为本地集成开发环境（IDE）。访问 VS Code "
          "官网，根据操作系统选择相应版本的 VS Code 进行下载和安装。"
          "VS Code 拥有强大的扩展包生态系统，支持大多数编程语言的运行和调试。"
          "以 Python 为例，安装扩展包之后，即可进行 Python 代码调试。"
          "\n\n```python\nprint('hello')\n```")
HDL = ("// File name: projects/1/Mux.hdl\n/**\n * Multiplexor:\n * if (sel = 0) out = a, else "
       "out = b\n */\nCHIP Mux {\n    IN a, b, sel;\n    OUT out;\n\n    PARTS:\n"
       "    //// Replace this comment with your code.\n}\n")
CSV = ("year,party,candidate,points,won_primary\n1980,Republican,George H.W. Bush,5,No\n1980,"
       "Republican,Lowell Weicker,0,No\n1980,Democratic,Jimmy Carter,69,Yes\n")
GO = ('package main\n\nimport "fmt"\n\nconst englishHelloPrefix = "Hello, "\n\n// Hello '
      'returns a personalised greeting.\nfunc Hello(name string) string {\n\tif name == "" {\n'
      '\t\tname = "World"\n\t}\n\treturn englishHelloPrefix + name\n}\n\nfunc main() {\n'
      '\tfmt.Println(Hello("world"))\n}\n')
GUIDANCE = ("# Forgot Password Cheat Sheet\n\n## Introduction\n\nIn order to implement a proper "
            "user management system, systems integrate a Forgot Password service that allows the "
            "user to request a password reset. Even though this functionality looks "
            "straightforward and easy to implement, it is a common source of vulnerabilities.\n\n"
            "## Forgot Password Request\n\nReturn a consistent message for both existent and "
            "non-existent accounts, and ensure responses return in a consistent amount of time.")
ANAGRAM = ("Anagram Checker\n\nGiven two strings, determine if they are anagrams of each other "
           "(one can be rearranged to form the other).\n\nComplexity:\n    Time:  O(n) where n is "
           "the length of the strings\n    Space: O(1) fixed 26-character alphabet")
PYTHON = ("```python\ndef total(items):\n    s = 0\n    for x in items:\n        s += x.price\n"
          "    return s\n```")
JAVA = ("import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] "
        "args) {\n        Scanner in = new Scanner(System.in);\n        int n = in.nextInt();\n"
        "        long sum = 0;\n        for (int i = 0; i < n; i++) {\n            sum += "
        "in.nextInt();\n        }\n        System.out.println(sum);\n    }\n}\n")
GO_POST = ("---\ntitle: Generating code\ndate: 2014-12-22\n---\n\nA property of universal "
           "computation is that a computer program can write a computer program. The go generate "
           "command scans for special comments in Go source code:\n\n```go\n//go:generate "
           "stringer -type=Pill\ntype Pill int\n\nconst (\n    Placebo Pill = iota\n    Aspirin"
           "\n)\n```\n\nRunning go generate then writes pill_string.go, which the build "
           "compiles with the rest of the package.")
FEATURE = ("Feature: Minimal\n\n  Scenario: minimalistic\n    Given the minimalism\n    When the "
           "feature is parsed\n    Then it yields one scenario with three steps\n")
VALUES = ("```yaml\nreplicaCount: 1\nimage:\n  repository: nginx\n  tag: 1.25\n  pullPolicy: "
          "IfNotPresent\nresources:\n  limits:\n    cpu: 100m\n    memory: 128Mi\n```")
ESSAY = ("To the People of the State of New York:\n\nWHEN the people of America reflect that they "
         "are now called upon to decide a question, which, in its consequences, must prove one of "
         "the most important that ever engaged their attention, the propriety of their taking a "
         "very comprehensive, as well as a very serious, view of it, will be evident.")
GO_DOC = ("# 5.3 switch 结构\n\n相比较 C 和 Java 等其它语言而言，"
          "Go 语言中的 `switch` 结构使用上更加灵活。它接受任意形式的表达式："
          "\n\n```go\nswitch var1 {\n\tcase val1:\n\t\t...\n\t"
          "default:\n\t\t...\n}\n```\n\n变量 var1 可以是任何类型，而 val1 和 val2 则可以是同类型的"
          "任意值。类型不被局限于常量或整数，但必须是相同的类型；或者最终结果为相同类型的表达式。"
          "前花括号 `{` 必须和 switch 关键字在同一行。\n\n```go\nswitch i {\n\tcase 0: // 空分支"
          "\n\tcase 1:\n\t\tf()\n}\n```\n\n一旦成功地匹配到某个分支，在执行完相应代码后就会退出"
          "整个 switch 代码块，也就是说您不需要特别使用 break 语句来表示结束。")
NER = ("You are a named-entity extraction service for Swedish text. Return a JSON object "
       '{"entities": [{"text": ..., "type": "PER|ORG|LOC|MISC"}]} listing every named entity, '
       "copied verbatim from the input.")
SWEDISH = ("Jag känner flera som inte ville vaccinera sig, men kände sig tvungna. Vi hade tack och "
           "lov inte tecknat in pengarna i några särskilda projekt hos Swedbank eller Nordea. Inte "
           "minst ekonomiskt. En del har tydligt facklig förankring i LO, andra är partier som "
           "Moderaterna i Stockholm och Göteborg. Anders Weihe på Volvo sade samma sak i "
           "Aftonbladet förra veckan. Frågan är hur bankerna agerar nu, när Riksbanken "
           "höjer räntan igen?")
CHANGELOG = ("## 3.8.5 / 2018-11-04\n\n### Bug Fixes\n\n  * Re-implement handling Liquid blocks in "
             "excerpts (#7250)\n  * Fix include bypass of EntryFilter#filter symlink check "
             "(#7226)\n\n### Development Fixes\n\n  * Update rubocop to 0.60 (#7261)\n")
BOTTLES = ("# Bottles (Binary Packages)\n\nBottles are produced by installing a formula with `brew "
           "install --build-bottle <formula>` and then bottling it with `brew bottle <formula>`."
           "\n\n```sh\nbrew install --build-bottle wget\nbrew bottle wget\nbrew uninstall "
           "wget\nbrew install ./wget--1.21.arm64_sonoma.bottle.tar.gz\n```\n\nBottles for "
           "the default prefix are uploaded to GitHub Packages and installed when available.")
SHOP_SCHEMA = ("You are a SQL assistant for a database with this schema:\n\nCREATE TABLE Products "
               "(Code INTEGER, Name VARCHAR(255), Price DECIMAL, PRIMARY KEY (Code));\nINSERT INTO "
               "Products(Code,Name,Price) VALUES(1,'Hard drive',240);\nINSERT INTO "
               "Products(Code,Name,Price) VALUES(2,'Memory',120);")
MASTODON = ("---\ntitle: Installing optional features\nmenu:\n  docs:\n    weight: 40\n---\n\n"
            "## Full-text search {#elasticsearch}\n\nMastodon supports full-text search when "
            "Elasticsearch is available. It is strictly optional.\n\n```bash\nRAILS_ENV=production "
            "bin/tootctl search deploy\n```\n\nOnce the index is built, search results include "
            "statuses you have posted, favourited or been mentioned in.")
RUST_QUIZ = ("```rust\nstruct S(i32);\n\nfn main() {\n    let s = S(1);\n    let t = s;\n    "
             "print!(\"{}\", s.0);\n}\n```")
CLOCK = ("This `Clock` component receives two props: `color` and `time`.\n\n```js\nexport default "
         "function Clock(props) {\n  const [color, setColor] = useState(props.color);\n  return "
         "<h1 style={{ color: color }}>{props.time}</h1>;\n}\n```")
EXPRESS = ("---\ntitle: Express-Applikationsgenerator\ndescription: Lernen Sie, wie Sie mit dem "
           "Express-Anwendungsgenerator schnell ein Skelett für Ihre Anwendung erstellen.\n---\n\n"
           "Verwenden Sie das Tool `express-generator`, um schnell ein Anwendungsskelett zu "
           "erstellen.\n\n```bash\n$ npx express-generator\n```\n\nMit der Option -h können Sie "
           "die Befehlsoptionen anzeigen.\n\n```bash\n$ express -h\n```\n\nDann installieren Sie "
           "die Abhängigkeiten und starten die Anwendung wie unten beschrieben.")
TIP = ("---\nlayout: post\ntitle: Improve Nested Conditionals\ntip-number: 03\n---\n\nHow can we "
       "improve and make a more efficient nested `if` statement in javascript?\n\n```javascript\n"
       "if (color) {\n  if (color === 'black') {\n    printBlackBackground();\n  }\n}\n```\n\n"
       "One way to improve the nested if statement would be using the switch statement. Although "
       "it is less verbose and is more ordered, it's not recommended to use it because it's so "
       "difficult to debug errors.")
RELNOTES = ("GIT v1.5.0.1 Release Notes\n==========================\n\nFixes since v1.5.0\n"
            "------------------\n\n* Documentation updates\n  - Clarifications and corrections to "
            "1.5.0 release notes.\n  - The main documentation did not link to git-remote.\n\n* "
            "Bugfixes\n  - 'git rebase -i' lost the commit message of a squashed commit.\n  - "
            "'git diff --stat' miscounted lines when a file ended without a newline.\n  - "
            "'git fetch' over http no longer hangs when the server closes early.\n")
SAVE_TOOL = {"type": "function", "function": {"name": "save_release_changes", "description":
             "Store the individual changes announced in a release-notes document.", "parameters": {
                 "type": "object", "properties": {"changes": {"type": "array", "items": {
                     "type": "string"}}}}}}
LEARNGO = ("// Learn Go Programming Course\n//\n// EXERCISE: Print the count of the arguments\n//\n"
           "//  1. Print the number of the command-line arguments\n//  2. Print the name of the "
           "program\n//\n// EXPECTED OUTPUT\n//  go run main.go hi there\n//    There are 2 "
           "arguments\n// ---------------------------------------------------------\n")
RELATION = ("After returning to the U.K. she attended <e1> Upper Chine School </e1>, founded by "
            "<e2> the Reverend John Fox </e2> in 1914.")
PYDANTIC = ("## `AliasPath` and `AliasChoices`\n\nPydantic provides two special types for "
            "convenience when using `validation_alias`.\n\n```py\nfrom pydantic import "
            "BaseModel, Field, AliasPath\n\n\nclass User(BaseModel):\n    first_name: str = "
            "Field(validation_alias=AliasPath('names', 0))\n    last_name: str = "
            "Field(validation_alias=AliasPath('names', 1))\n\n\nuser = User.model_validate("
            "{'names': ['John', 'Doe']})\nprint(user)\n```")
STORY = ("STRONG EARTHQUAKE HITS NEW ZEALAND\nWELLINGTON, March 2 - An earthquake measuring 6.5 on "
         "the Richter scale caused widespread damage in northern New Zealand and a civil defence "
         "emergency was declared in some areas, police said. There were no immediate reports of "
         "deaths, but several people were injured when buildings collapsed in the town of "
         "Edgecumbe, about 200 km south-east of Auckland. Railway lines were twisted and roads "
         "cracked, and power was cut to much of the region overnight.")
RECORD_TOOL = {"type": "function", "function": {"name": "record_story", "parameters": {
    "type": "object", "properties": {"headline": {"type": "string"}, "places": {
        "type": "array", "items": {"type": "string"}}}}}}
PROTEIN_TOOL = {"type": "function", "function": {"name": "record_protein_mentions", "parameters": {
    "type": "object", "properties": {"mentions": {"type": "array", "items": {"type": "string"}}}}}}
ANNOUNCEMENT = ("# Announcing Rust 1.77.0\n\nThe Rust team is happy to announce a new version of "
                "Rust, 1.77.0. If you have a previous version installed via rustup, you can get "
                "it with:\n\n```console\n$ rustup update stable\n```\n\nThis release adds C-string "
                "literals, async recursion with indirection, and `offset_of!` for struct fields.")
GIN_DOC = ("---\ntitle: \"Bind Uri\"\n---\n\nSee the detail information.\n\n```go\npackage main\n\n"
           "import \"github.com/gin-gonic/gin\"\n\ntype Person struct {\n\tID   string `uri:\"id\" "
           "binding:\"required,uuid\"`\n\tName string `uri:\"name\" binding:\"required\"`\n}\n\n"
           "func main() {\n\troute := gin.Default()\n\troute.GET(\"/:name/:id\", func(c "
           "*gin.Context) {\n\t\tvar person Person\n\t\tif err := c.ShouldBindUri(&person); err "
           "!= nil {\n\t\t\tc.JSON(400, gin.H{\"msg\": err.Error()})\n\t\t\treturn\n\t\t}\n"
           "\t})\n\troute.Run(\":8088\")\n}\n```\n\nTest it with curl.")
SEO = ("You are a structured-data assistant for an SEO team. For every page fragment the user "
       "sends, return one schema.org JSON-LD object describing it, using the values found in the "
       "fragment. Output JSON only.")

CASES: list[tuple[dict[str, Any], str]] = [
    (user("Here's a chunk of HTML from one of our pages. Can you write the schema.org JSON-LD "
          f"for it? Use only the facts in the snippet, give me the JSON-LD object.\n\n{ALBUM}"),
     "json/grounded"),
    (user("What is JSON-LD, and should I prefer it to microdata for a music shop's pages?"),
     "chat/open"),
    (user("Write a Solidity (^0.8.26) contract for this: Multi Delegatecall\n\nAn example of a "
          "contract that calls several functions in a single transaction."), "code/open"),
    (user("Topic: Foundry Mock Call\n\nSet return values from a function call with `mockCall`.",
          system="You are a smart-contract developer. Implement what the user describes as a "
          "complete, compilable Solidity 0.8.x source file."), "code/open"),
    (user("Can you explain what a Solidity contract is, and why people pay to audit them?"),
     "chat/open"),
    (user("Is Python 3.12 faster than Python 3.11 for numeric work?"), "chat/open"),
    (user(ALBUM, system=SEO), "json/grounded"),
    (user("Which structured-data types should a small record shop mark up first?", system=SEO),
     "json/open"),
    (user(ALBUM, system="You are an SEO consultant. Suggest what the page fragment the user "
          "sends is missing, given the problems found in the audit."), "chat/open"),
    (user(f"Please summarise this section of the docs for my team in a few sentences.\n\n{DOCS}"),
     "chat/grounded"),
    (user(f"Please summarise this section of the docs for my team.\n\n{DOCS}\n\nAnswer as JSON "
          'with the keys "summary" and "methods".'), "json/grounded"),
    (user(f"请把下面这段教程翻译成英文，保留 Markdown 格式和代码块：\n\n{ZH_DOC}"),
     "chat/grounded"),
    (user(ZH_DOC, system="You are a technical translator. Translate the user's Chinese Markdown "
          "into natural English, keeping code unchanged."), "chat/grounded"),
    (user("Translate this Python script into idiomatic Go, keeping its comments:\n\n```python\n"
          "# 计算总价\ndef total(items):\n    return sum(i.price for i in items)\n```"),
     "code/grounded"),
    (user("I ran into this JavaScript weirdness and I don't get it. Why does it behave like "
          "this?\n\n```js\n[] == ![]; // -> true\n```"), "chat/open"),
    (user("Explain what's going on here:\n\n```js\n!!\"false\" == !!\"true\"; // -> true\n```",
          system="You are a senior JavaScript engineer who explains language quirks."),
     "chat/open"),
    (user("Why does this throw a TypeError?\n\n```js\nconst a = null;\nconsole.log(a.length);\n"
          "```"), "code/open"),
    (user("Explain this function, then rewrite it with a list comprehension:\n\n```python\n"
          "def evens(xs):\n    out = []\n    for x in xs:\n        if x % 2 == 0:\n"
          "            out.append(x)\n    return out\n```"), "code/grounded"),
    (user('def add(a, b):\n    """Add two numbers; explain nothing, just return the sum."""\n'
          "    return a + b\n\n\ndef sub(a, b):\n"), "code/open"),
    (user("I'm working through nand2tetris. Please implement this chip (fill in the part that "
          f"says to replace the comment) so it passes the course test script:\n\n{HDL}"),
     "code/open"),
    (user(f"Please replace the comment with the missing parts in this chip:\n\n{HDL}"),
     "code/grounded"),
    (user(CSV, system="You turn CSV data into JSON. Answer with a JSON object {\"rows\": [...]} "
          "holding one object per row, keyed by the header columns."), "json/grounded"),
    (user("a rainy afternoon in Lisbon with my grandmother's old radio playing fado",
          system="You turn ideas into short poems."), "chat/open"),
    (user(GO, system="You are a senior engineer porting a Go code base to Python. Reply with the "
          "equivalent Python module only."), "code/grounded"),
    # a question to the porting engineer (code: what it answers with) is no material
    (user("What is the hardest part of moving a whole team from one language to another?",
          system="You are a senior engineer porting a Go code base to Python."), "code/open"),
    (user(GUIDANCE, system="You are an application-security lead. Condense security guidance "
          "documents into a short executive summary followed by a checklist."), "chat/grounded"),
    (user("Our team ships a Django app next month and nobody has done a threat model yet.",
          system="You are an application-security lead. Condense your advice into a short "
          "checklist."), "chat/open"),
    (user("Write a Python implementation for the following:\n\nFind the Difference\n\nGiven two "
          "strings where the second is made by shuffling the first and adding one extra letter, "
          "find the added letter.\n\nReference: https://en.wikipedia.org/wiki/Exclusive_or\n\n"
          "Complexity:\n    Time:  O(n)\n    Space: O(1)"), "code/open"),
    (user("Answer from the reference below.\n\nReference: Exclusive or is a logical operation "
          "that is true if and only if its arguments differ, one being true and the other false."
          "\n\nQuestion: when is it true?"), "chat/grounded"),
    (user(ANAGRAM, system="You are a senior Python engineer. Write clean Python code for the "
          "problem the user describes."), "code/open"),
    (user(ANAGRAM, system="You are a senior Python engineer. Write clean, correct, "
          "well-structured Python code for the problem the user describes."), "code/open"),
    (user(PYTHON, system="You are a senior Python engineer. Review, correct, and return the code "
          "the user sends."), "code/grounded"),
    (user('"Strings, and keywords, and symbols: oh my!"\n  (= __ (= "hello" :hello \'hello))',
          system="You help with Clojure koans. Answer with the value(s) that replace each __ so "
          "the expression evaluates to true, plus a short reason. Do not rewrite the code."),
     "chat/open"),
    (user(JAVA, system="You are a competitive-programming coach. When a student shares a "
          "solution, explain in prose which algorithm it uses and its time and space "
          "complexity. Do not rewrite the code."), "chat/open"),
    (user(JAVA, system="You are a competitive-programming coach. Rewrite the student's solution "
          "in idiomatic Kotlin. Do not rewrite the comments."), "code/grounded"),
    (user(GO_POST, system="Eres redactor de un boletín técnico en español. Resume en español, en "
          "un párrafo de 4 a 6 frases, el artículo que te envíe el usuario."), "chat/grounded"),
    (user("¿Cuál es la mejor época para visitar Sevilla y qué ropa conviene llevar?",
          system="Eres un asistente amable. Responde en español a las preguntas del usuario."),
     "chat/open"),
    (user(FEATURE, system="You are a test-tooling assistant. The user pastes Gherkin feature "
          "files; you turn each one into a single JSON object (feature, scenarios, steps). Reply "
          "with the JSON object only."), "json/grounded"),
    (user(f"Here is the values.yaml of my Helm chart. Write a templates/deployment.yaml that uses "
          f"these values (image, replicas, resources).\n\n{VALUES}"), "code/open"),
    (user("What should the values.yaml of a Helm chart hold, and what belongs in templates?"),
     "chat/open"),
    (user("张思明，字士瞻，其先获嘉人，后徙居辉州。思明颖悟过人，读书日记千言。至元十九年，由侍仪司舍人辟御史台",
          system="你是一位古汉语老师。用户会发来一段古文，请逐句把它译成通顺的现代白话文。"),
     "chat/grounded"),
    (user(ESSAY, system="You are a teaching assistant for a US history course. When a student "
          "pastes a primary source, write a concise summary of its main points."),
     "chat/grounded"),
    (user("Which primary sources on the ratification debates should a first-year student read "
          "first, and in what order?", system="You are a teaching assistant for a US history "
          "course. When a student pastes a primary source, write a concise summary of it."),
     "chat/open"),
    (user("I have a back-end developer interview next week. How would you answer this one?\n\n"
          "One of the Continuous Integration techniques is called Blue-Green Deployment: it "
          "consists in having two production environments, as identical as possible, and in "
          "performing the deployment in one of them while the other one is still serving "
          "traffic. What are the risks of this technique, and how would you mitigate them?"),
     "chat/open"),
    (user("### Chessboard\n\nWrite a program that creates a string that represents an 8x8 grid, "
          "using newline characters to separate lines.", system="You are a JavaScript tutor. "
          "Solve the exercise the user gives you with working JavaScript code and brief "
          "comments."), "code/open"),
    (user("请把下面这一节《Go 入门指南》的内容翻译成英文，保留 Markdown 格式和代码块不变："
          f"\n\n{GO_DOC}"),
     "chat/grounded"),
    (user("Translate the comments in this code into English:\n\n```go\n// 计算两个数的和\nfunc "
          "Add(a, b int) int {\n\t// 返回结果\n\treturn a + b\n}\n\n// 计算差\nfunc Sub(a, b int) "
          "int {\n\treturn a - b\n}\n```"), "code/grounded"),
    (user("Extrahera alla namngivna entiteter ur texten nedan. Svara med ett JSON-objekt med "
          'nycklarna "PER", "ORG" och "LOC".\n\nText:\nInger Atterstam: Hej, jodå, massmedias '
          "roll är viktig, men jag hävdar att medierna i Stockholm har glömt resten av landet."),
     "json/grounded"),
    (user(SWEDISH, system=NER), "json/grounded"),
    (user("Vad betyder PER och ORG?", system=NER), "json/open"),
    (user("I'm writing a small functional utility library in plain JavaScript (ES modules, no "
          "dependencies). Please implement `pair` so that it behaves exactly as this doc comment "
          "describes.\n\nTakes two arguments, `fst` and `snd`, and returns `[fst, snd]`.\n\n"
          "@sig a -> b -> (a,b)"), "code/open"),
    (user("My grandmother knits in plain stitch only. What is a good first scarf pattern for "
          "her to try?"), "chat/open"),
    (user("RuboCop flags this Ruby code with Style/InfiniteLoop. Can you rewrite it so the "
          "offense goes away? Keep the behaviour the same.\n\nCop description:\nUse "
          "`Kernel#loop` for infinite loops.\n\n```ruby\nwhile true\n  work\nend\n```"),
     "code/grounded"),
    (user("RuboCop flags this Ruby code with Style/InfiniteLoop. Can you explain why it matters?"
          "\n\nCop description:\nUse `Kernel#loop` for infinite loops.\n\n```ruby\nwhile true\n"
          "  work\nend\n```"), "chat/open"),
    (user("## Argument Check\n\n1. Write a script that will check if a given argument is the "
          'string "pizza"\n 1. If it is, print "with pineapple?"\n 2. If not, print "I want '
          'pizza!"', system="You are a DevOps mentor. Solve the exercise the trainee pastes."),
     "code/open"),
    (user("Write a script for a two-minute video that shows how our airline app prints boarding "
          "passes and finds the right gate."), "chat/open"),
    ({**user(CHANGELOG, system="Extract structured changelog data. Every bullet becomes one "
             "entry in `changes`, with the section heading it is under."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("TL;DR this page please:\n\n" + BOTTLES, system="You write concise TL;DRs of "
          "developer documentation for busy engineers."), "chat/grounded"),
    (user("त्यसैले आएको अवसरलाई पनि क्यास गर्न नसक्ने स्थितिमा छ तमलोपा ।", system="तपाईं नामित "
          "निकाय पहिचान (NER) प्रणाली हुनुहुन्छ। दिइएको वाक्यबाट व्यक्ति, संस्था र स्थान का नामहरू "
          "जस्ताको तस्तै निकालेर JSON मा मात्र जवाफ दिनुहोस्।"), "json/grounded"),
    (user("## Keyboard support\n\n* Everything interactive should be reachable with the keyboard "
          "only.\n* Ensure a visible focus indicator.", system="You are a professional localiser "
          "for open-source documentation. Translate the user's Markdown into German."),
     "chat/grounded"),
    (user("Select all the products with a price between $60 and $120.", system=SHOP_SCHEMA
          + "\n\nAnswer each request with one SQL statement."), "code/open"),
    (user("Which planet in the solar system has the most moons?", system="You are a science "
          "tutor. Answer each request with one short sentence."), "chat/open"),
    (user("Pull the key fields out of this raw email and give them back as JSON with keys from, "
          "to, subject and body:\n\nFrom: Recipients Nonspam Testing <recips@example.org>\nTo: "
          "aaa@example.com\nSubject: Re: recipients testing\n\nPlease confirm the list by Friday "
          "so the next run can start."), "json/grounded"),
    (user("How do I pull my changes out of a stash in git without losing the stash?"),
     "chat/open"),
    (user("def test_accessing_array_elements\n  array = [:peanut, :butter, :and, :jelly]\n\n  "
          "assert_equal __, array[0]\n  assert_equal __, array.first\nend", system="You are a Ruby "
          "tutor helping a student work through Ruby Koans. Replace every blank (__ or _n_) with "
          "the correct value and reply with the completed method."), "code/grounded"),
    (user("Fill in the __ blanks in this Python Koans test method so that it passes, and show me "
          "the completed method:\n\ndef test_all_objects_support_str_and_repr(self):\n    seq = "
          "[1, 2, 3]\n    self.assertEqual(__, str(seq))\n    self.assertEqual(__, repr(seq))\n"),
     "code/grounded"),
    (user("I completed the Python course last week. What should I learn next to get a backend "
          "job?"), "chat/open"),
    (user("Can you run this through scalafmt-style formatting (default settings) and give me the "
          "formatted code?\n\n```scala\nobject a {\n  try {\n    (a, b)\n  } finally {}\n}\n```"),
     "code/grounded"),
    (user("Is the formatted output of scalafmt stable across versions, or should we pin it in CI?"),
     "chat/open"),
    (user(MASTODON, system="Tu es traducteur technique. Traduis en français la page de "
          "documentation fournie, en conservant la mise en forme Markdown, les blocs de code et "
          "les liens."), "chat/grounded"),
    (user("Command: APPEND\n\nIf `key` already exists and is a string, this command appends "
          "the `value` at the end of the string. If `key` does not exist it is created and set "
          "as an empty string.", system="You turn Redis documentation pages into structured "
          "command cards. Copy facts and example commands from the page; do not invent "
          "anything. Reply with JSON only."), "json/grounded"),
    (user(RUST_QUIZ, system="You are a Rust language expert. The user shows a program; say what "
          "it outputs (or whether it fails to compile) and explain the language rules involved."),
     "chat/open"),
    (user(f"Why does this fail to compile? Please fix it.\n\n{RUST_QUIZ}"), "code/grounded"),
    (user("I'm stuck on this React challenge. Please give me the corrected/completed code.\n\n"
          f"#### Fix a component that's not updating\n\n{CLOCK}"), "code/grounded"),
    (user(f"#### Fix a component that's not updating\n\n{CLOCK}", system="You are a React "
          "mentor. Solve the exercise by editing the provided code; return the full updated "
          "files."), "code/grounded"),
    (user(EXPRESS, system="You are a technical translator for a web framework's documentation "
          "site. Render the page the user pastes in fluent English, preserving every heading, "
          "link and code sample."), "chat/grounded"),
    (user(TIP, system="你是技术文档译者。把用户提供的英文文章翻译成简体中文，"
          "保留 Markdown 格式和代码块不变。"),
     "chat/grounded"),
    (user("下面是一段按子句编号的新闻文本。请找出所有“情感子句—原因子句”对，以 JSON 数组输出。\n\n"
          "1. 当我看到他站在门口时，\n2. 我非常高兴，\n3. 因为我们已经十年没有见面了。\n"
          "4. 他带来了一束花，\n5. 说是祝贺我的新书出版。"), "json/grounded"),
    ({**user(RELNOTES, system="You maintain a changelog database. Extract each bullet item of "
             "the release notes the user pastes and record them via the save_release_changes "
             "tool."), "tools": [SAVE_TOOL]}, "json/grounded"),
    ({**user("Based on the release notes below, which version fixed the rebase bug?\n\n"
             f"{RELNOTES}"),
      "tools": [SAVE_TOOL]}, "json/open"),
    # the ninth review's finds
    (user("Explain this function by adding a docstring and inline comments. Return the full "
          "function with the comments added, no other text.\n\ndef merge_intervals(xs):\n    "
          "xs.sort(key=lambda x: x[0])\n    out = []\n    for s, e in xs:\n        if out and s "
          "<= out[-1][1]:\n            out[-1][1] = max(out[-1][1], e)\n        else:\n"
          "            out.append([s, e])\n    return out\n"), "code/grounded"),
    (user("Antes de mandarte el artículo: ¿qué diferencia hay entre un resumen y una reseña? "
          "Tengo que explicarlo a un becario.", system="Eres un asistente editorial. Resume los "
          "artículos que te envíe el usuario en un párrafo de máximo 60 palabras."), "chat/open"),
    (user("Is it formatted the way APA wants? I only need a yes or no.\n\nSmith, J. (2020). The "
          "long road home. Journal of Travel Studies, 12(3), 45-67."), "chat/open"),
    (user(LEARNGO, system="You are a Go programming tutor. The student sends an exercise file; "
          "write a complete, idiomatic main.go that solves it."), "code/open"),
    (user("Write a summary of main.go for the README: what it does and which flags it takes."),
     "chat/open"),
    (user(RELATION, system="You are a relation-extraction API. For the entity pair marked <e1> "
          'and <e2> in the user\'s sentence, return a JSON object {"relation": <one of '
          "no_relation, org:founded_by, per:employee_of, per:title>}. Output JSON only."),
     "json/open"),
    (user("In the sentence below, two entities are marked with <e1> and <e2>. Which relation "
          "holds between them? Choose one of: no_relation, org:founded_by, per:employee_of, "
          'per:title. Answer in JSON with the key "relation".\n\nSentence: ' + RELATION),
     "json/open"),
    (user("帮我把下面这篇 Python 教程整理成一份要点摘要（用中文，分条列出），方便我复习：\n\n"
          "## 常用数据结构之列表\n\n列表是由一系列元素按特定顺序构成的数据序列。\n\n```python\n"
          "items = [1, 2, 3]\nfor x in items:\n    print(x)\n```\n\n```python\nitems.append(4)\n"
          "items.insert(0, 0)\nprint(items)\n```"), "chat/grounded"),
    (user("Can you translate this section of the Pydantic docs into Spanish? Keep the Markdown "
          "and the code blocks exactly as they are; only translate the prose.\n\n"
          f"{PYDANTIC}"), "chat/grounded"),
    (user("Leia o texto e a hipótese abaixo e diga se a hipótese pode ser inferida do texto. "
          'Responda só em JSON.\n\nTexto: Dana Reeve, viúva do ator Christopher Reeve, morreu '
          "de câncer de pulmão aos 44 anos.\nHipótese: Christopher Reeve sofreu um acidente."),
     "json/open"),
    (user("Premissa: A organização Médicos Sem Fronteiras continua a tratar vítimas de violência "
          "em Darfur.\n\nHipótese: Médicos Sem Fronteiras é uma organização de ajuda.",
          system="You are an annotator for a Portuguese textual-entailment dataset. Decide "
          "whether the hypothesis follows from the premise and return the judgement as JSON."),
     "json/open"),
    ({**user(STORY, system="You are a news-desk research assistant. For every story the user "
             "pastes, call the record_story tool exactly once, filling the fields only with "
             "information stated in the story."), "tools": [RECORD_TOOL]}, "json/grounded"),
    ({**user("Record today's top story about the earthquake for me, please.", system="You are a "
             "news-desk research assistant. Call the record_story tool for each story."),
      "tools": [RECORD_TOOL]}, "json/open"),
    (user("### Sum of Minimums!\n\nGiven a 2D (nested) list of size m * n, find the sum of the "
          "minimum values in each row.", system="You are an experienced competitive programmer. "
          "Solve the kata the user pastes with clean, efficient JavaScript; put the solution in "
          "one code block."), "code/open"),
    (user("How do I keep styles from leaking into child components in scoped CSS?"),
     "chat/open"),
    (user("## 二、磁盘操作\n\nFile 类可以用于表示文件和目录的信息，但是它不表示文件的内容。\n\n"
          "```java\npublic static void listAllFiles(File dir) {\n    if (dir == null || "
          "!dir.exists()) {\n        return;\n    }\n    for (File file : dir.listFiles()) {\n"
          "        listAllFiles(file);\n    }\n}\n```", system="你是一名技术翻译。把用户发来的中文"
          "技术笔记翻译成英文，保留 Markdown 格式和代码。"), "chat/grounded"),
    (user("I need a Jenkins pipeline script (Groovy) for this. Here is what it should do:\n\n"
          "# Synopsis\n\nThis is a simple demonstration of how to archive the build output "
          "artifacts in the workspace for later use.\n\nPlease write the Jenkinsfile."),
     "code/open"),
    (user("What is the difference between a Jenkinsfile and a freestyle job, and when should a "
          "small team move to pipelines?"), "chat/open"),
    (user("I need this Python script ported to Go. Please keep the same command-line behaviour "
          "and output messages.\n\n```python\nimport sys\n\nif len(sys.argv) > 1:\n    "
          "print(sys.argv[1][::-1])\n```"), "code/grounded"),
    (user("Has anyone ported numpy to Go, or is there a Go library that feels the same?"),
     "chat/open"),
    (user("ช่วยดึงชื่อเฉพาะ (named entities) จากข้อความข่าวต่อไปนี้ แล้วตอบเป็น JSON เท่านั้น "
          "โดยมีคีย์ PERSON, ORGANIZATION, LOCATION\n\nข้อความ:\nนายกรัฐมนตรีเดินทางไปเยือน"
          "จังหวัดเชียงใหม่เมื่อวันจันทร์ พร้อมประชุมกับผู้ว่าราชการจังหวัดและตัวแทนบริษัทการบินไทย"),
     "json/grounded"),
    ({**user("SOCS3 has recently been shown to specifically inhibit IL-6 signalling through "
             "gp130, while SOCS1 blocks the interferon gamma response in macrophages.",
             system="You are a biomedical literature curation assistant. For each sentence you "
             "receive, call record_protein_mentions once with all gene and gene-product "
             "mentions, copied verbatim."), "tools": [PROTEIN_TOOL]}, "json/grounded"),
    ({**user("Which of SOCS1 and SOCS3 is the stronger inhibitor of IL-6 signalling, and in "
             "which cells?", system="You are a biomedical literature curation assistant."),
      "tools": [PROTEIN_TOOL]}, "json/open"),
    (user("I'm working through the \"data-transform\" chapter of R for Data Science (2e). Solve "
          "this exercise with tidyverse R code - mostly code, just brief comments:\n\nWhat "
          "happens if you supply a negative `n` to `slice_min()` and friends? Explain what you "
          "see."), "code/open"),
    (user(ANNOUNCEMENT, system="You write TL;DRs of technical announcements: one short "
          "paragraph followed by the key versions, dates and action items, if any."),
     "chat/grounded"),
    (user("Translate this page of the Gin web framework documentation into Persian. Keep the "
          "Markdown structure, front matter keys and code blocks unchanged; translate only prose "
          f"and comments.\n\n{GIN_DOC}"), "chat/grounded"),
    (user(GO, system="You are porting a Go algorithms library to Python. For each Go source file "
          "the user sends, reply with the equivalent Python module only."), "code/grounded"),
    (user("A museum's opening hours and ticket prices for a family of four, please.", system="You "
          "are porting a Go algorithms library to Python."), "code/open"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_88_to_119_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
