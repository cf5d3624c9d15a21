"""The classifier on what held-out rounds from 128 on found: each case beside look-alikes that
must keep their label. "Port this raylib C example to Python" ports code, whatever the source is
called; "boil this guideline down to two sentences" summarises it, "it all boils down to" does
not; a system prompt's "Answer with exactly one of: core, shapes, …" or "Answer the user's
question with 'Yes' or 'No'" asks for a label, prose even of code; a blog post with its code in
blocks, rewritten for a reader who does not code or turned into a newsletter paragraph, stays
prose, but "Rewrite the code in this section" or "Translate every Scala example into Kotlin"
asks for code; a closing "This is a page from the axios docs in a language I can't read.
Translate it into English please." or "The above is from … Please translate it into natural
English. Leave Swift code unchanged." translates the page above, into prose, however far past
its code block the page goes on. "Pull the attack pattern above into JSON … Use only what the
text says", a system prompt's "Extract metadata from Dockerfiles … Copy values exactly as
written" or "Extract every feature named in the documentation excerpt" take from the text. "Does
the evidence below support the claim, refute it, or is there not enough information?" asks for a
verdict among the three it names, no span of the evidence; "Where is this from?" over a quote
names its source; "Here's a page from the docs. Give me a TL;DR in about five bullets" hands the
page over and asks for its summary; a "news-style roundup … of this matchday based only on these
results:" over their JSON is prose drawn from them; "Translate this JSONata expression into a
plain JavaScript function" ports code; "Turn the pasted locale JSON into a Markdown table" lays
its text out as a table, no JSON; a tool called "with the program text exactly as given" carries
the user's program in its arguments; "Which language feature is this test checking? One short
phrase" asks a label of code, "a method that prints one short phrase" does not, and a yes/no
pick stays prose whatever program the code asked about seems to ask for. "Write a short Rust
snippet that breaks it, then a corrected version" corrects the new snippet; "Write a corrected
version of this paragraph" corrects the paragraph. Rounds 136-143: "into exactly one category",
"one of [love, success, …]", "name the single
most fitting CWE" and "Classify … as positive or negative" ask for a class; "don't change the
module itself" asks no edit (but "don't change the code, only the comments" does); "How would
you say this in Spanish?" translates; "based only on the page" answers from it; a JSON record
told as a "wiki-style entry" or "a short recipe card" is prose drawn from it. The eleventh
review's find: a tool passed the user's query "verbatim, exactly as they pasted it" carries it;
a page's "Caddyfile examples" translated "into equivalent nginx configuration" are code. Round
149: "Prose and bullet points only, no rewritten code" answers prose over code, and a user's
"Rewrite every code example on this page as the Express.js equivalent" under a system prompt
asks for code. Round 144-151's: "Write a short, self-contained Python example that demonstrates
the idea discussed in this excerpt" and "Using the docs excerpt below only as reference, write a
small example app" make new code; "Modernise this snippet" edits it; "Port the aliases … to
fish" asks code; "Point out bugs, risky patterns" reviews in prose, and "Answer with the pattern
name" asks a label. Round 152-159's, read last: a system prompt's "the CSV record you receive"
announces the user's text, and "Only include what is in the script" or "rules stated in the
text" takes from it; "Use only facts present in the record" answers from it, and "Using this
cheatcode reference, write a complete test contract" makes new code; a system prompt's "the
Stimulus controller file" names code however many words stand between."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.routing.classify_bodies import label, string_tool, user

RAYLIB_C = ('#include "raylib.h"\n\nint main(void)\n{\n    const int screenWidth = 800;\n'
            '    const int screenHeight = 450;\n\n    InitWindow(screenWidth, screenHeight, '
            '"raylib [core] example - basic window");\n    SetTargetFPS(60);\n\n'
            '    while (!WindowShouldClose())\n    {\n        BeginDrawing();\n'
            '        ClearBackground(RAYWHITE);\n        DrawText("Congrats!", 190, 200, 20, '
            'LIGHTGRAY);\n        EndDrawing();\n    }\n\n    CloseWindow();\n    return 0;\n}')
TF1_SCRIPT = ("import tensorflow as tf\n\na = tf.constant(2)\nb = tf.constant(3)\n\n"
              "with tf.Session() as sess:\n    print(\"a=2, b=3\")\n"
              "    print(\"Addition with constants: %i\" % sess.run(a+b))\n"
              "    print(\"Multiplication with constants: %i\" % sess.run(a*b))\n")
C_CTOR = ("## Constructors are static, inherent methods (C-CTOR)\n\nIn Rust, \"constructors\" are "
          "just a convention. There are a variety of conventions around constructor naming, and "
          "the distinctions are often subtle.\n\nA constructor in its most basic form is a `new` "
          "method with no arguments.\n\n```rust\nimpl<T> Example<T> {\n    pub fn new() -> "
          "Example<T> { /* ... */ }\n}\n```")
POST = ("Last month we shipped a new runtime metrics API. Until now, the only way to see what "
        "the scheduler was doing was to attach a tracing subscriber and read the events, which "
        "costs a lot when all you want is a number on a dashboard. The new API exposes counters "
        "that are cheap to read: how many workers there are, how often each one parked, how "
        "many tasks were stolen from another worker's queue.\n\n```rust\nlet metrics = "
        "Handle::current().metrics();\nprintln!(\"workers: {}\", metrics.num_workers());\n```"
        "\n\nThe counters are only available behind an unstable flag for now, because we expect "
        "to rename a few of them before they settle. We would love to hear which ones you find "
        "useful, and which ones you miss, before we stabilise the API next spring.")
AXIOS_DE = ("---\ntitle: 'Fehlerbehandlung'\nprev_title: 'Abfänger'\n---\n\n```js\n"
            "axios.get('/user/12345')\n  .catch(function (error) {\n    if (error.response) {\n"
            "      console.log(error.response.data);\n    }\n  });\n```\n\nMit der Option "
            "`validateStatus` können Sie festlegen, welche HTTP-Statuscodes einen Fehler "
            "auslösen sollen. Mit `toJSON` erhalten Sie ein Objekt mit mehr Informationen über "
            "den Fehler.\n\nStandardmäßig wird jede Antwort mit einem Statuscode außerhalb des "
            "Bereichs 2xx als Fehler behandelt. Wenn Sie stattdessen nur Antworten mit einem "
            "Statuscode ab 500 als Fehler behandeln möchten, geben Sie eine eigene Funktion an. "
            "Die Funktion erhält den Statuscode und gibt `true` zurück, wenn die Anfrage "
            "erfolgreich war.\n\nWenn Sie mehr über den Fehler wissen möchten, lesen Sie die "
            "Eigenschaften `message`, `code` und `config` des Fehlerobjekts. Bei einer "
            "Zeitüberschreitung enthält `code` den Wert `ECONNABORTED`.")
SWIFT_ZH = ("## 类型别名\n\n在访问控制层面，你定义的任何类型别名都被视为独立的类型。类型别名的访问"
            "级别不可以高于其表示的类型的访问级别。例如，一个 private 类型别名可以作为 private、fi"
            "leprivate、internal、public 或者 open 类型的别名，但是一个 public 级别的类型别名只能"
            "作为 public 类型的别名，不能作为 internal、fileprivate 或 private 类型的别名。\n\n如"
            "果类型别名的访问级别没有显式指定，它默认与其所在的作用域相同。在 public 类型中定义的"
            "类型别名，其默认访问级别是 internal，而不是 public。这条规则同样适用于为了满足协议一"
            "致性而使用的关联类型别名。\n\n元组类型的访问级别是元组中使用的所有类型中最严格的那个"
            "。例如，如果你构建了一个包含两种不同类型的元组，其中一个类型为 internal，另一个类型为"
            " private，那么这个元组的访问级别为 private。元组类型不像类、结构体、枚举、函数那样有"
            "单独的定义，它的访问级别会在使用时被自动推断出来，而不能被显式指定。\n\n函数的访问级"
            "别根据访问级别最严格的参数类型或返回类型的访问级别来决定。但是，如果这种访问级别不符"
            "合函数定义所在环境的默认访问级别，那么就需要明确地指定该函数的访问级别。")
CAPEC = ("CAPEC-87: Forceful Browsing\n\nAn attacker employs forceful browsing (direct URL entry) "
         "to access portions of a website that are otherwise unreachable. Usually, a front "
         "controller or similar design pattern is employed to protect access to portions of a "
         "web application. Forceful browsing enables an attacker to access information, perform "
         "privileged operations and otherwise reach sections of the web application that have "
         "been improperly protected.\n\nPrerequisites: The forcibly browsable pages or "
         "accessible resources must be discoverable and improperly protected.")
DOCKERFILE = ("File audacity/Dockerfile:\n\nFROM debian:sid-slim\nLABEL maintainer \"Jessie "
              "Frazelle <jess@linux.com>\"\n\nRUN apt-get update && apt-get install -y \\\n"
              "\taudacity \\\n\t--no-install-recommends \\\n\t&& rm -rf /var/lib/apt/lists/*\n\n"
              "ENTRYPOINT [ \"audacity\" ]")
EVIDENCE = ("Claim: Global warming is driving polar bears toward extinction\n\nEvidence:\n"
            "[1] (Global warming) Environmental impacts include the extinction or relocation of "
            "many species as their ecosystems change, most immediately the environments of coral "
            "reefs, mountains, and the Arctic.\n[2] (Habitat destruction) Rising global "
            "temperatures, caused by the greenhouse effect, contribute to habitat destruction, "
            "endangering various species, such as the polar bear.\n[3] (Polar bear) \"Bear "
            "hunting caught in global warming debate\".")
MATCHDAY = json.dumps({"name": "English Premier League 2010/11", "round": "Matchday 1",
                       "matches": [{"date": "2010-08-14", "team1": "Tottenham Hotspur",
                                    "team2": "Manchester City", "score": {"ft": [0, 0]}},
                                   {"date": "2010-08-14", "team1": "Aston Villa",
                                    "team2": "West Ham United", "score": {"ft": [3, 0]}},
                                   {"date": "2010-08-14", "team1": "Blackburn Rovers",
                                    "team2": "Everton FC", "score": {"ft": [1, 0]}}]}, indent=2)
EPOCHS = json.dumps([{"value": 3, "epochSeconds": 1578381600},
                     {"value": 5, "epochSeconds": 1578381700},
                     {"value": 8, "epochSeconds": 1578381800}], indent=2)
BIOLATENCY = ("#!/usr/bin/env bpftrace\n// biolatency.bt\tBlock I/O latency as a histogram.\n\n"
              "BEGIN\n{\n  printf(\"Tracing block device I/O... Hit Ctrl-C to end.\\n\");\n}\n\n"
              "kprobe:blk_account_io_start\n{\n  @start[arg0] = nsecs;\n}\n\n"
              "kprobe:blk_account_io_done\n/@start[arg0]/\n{\n"
              "  @usecs = hist((nsecs - @start[arg0]) / 1000);\n  delete(@start, arg0);\n}")
SRE = ("You are an SRE assistant with access to production hosts through tools. When the user "
       "asks you to run a tracing program, call run_bpftrace with the program text exactly as "
       "given.")
BPFTRACE = string_tool("run_bpftrace", "Run a bpftrace program on a host and return its output.",
                       "host", "program")
CAMERA_H = ("#ifndef CAMERA_H\n#define CAMERA_H\n\n#include \"hittable.h\"\n\nclass camera {\n"
            "  public:\n    double aspect_ratio = 1.0;\n    int    image_width  = 100;\n\n"
            "    void render(const hittable& world) {\n        initialize();\n"
            "        std::cout << \"P3\\n\" << image_width << ' ' << image_height;\n"
            "    }\n};\n\n#endif")
ADVISORY = ('[advisory]\nid = "RUSTSEC-2021-0078"\npackage = "hyper"\ndate = "2021-07-07"\n'
            'url = "https://github.com/hyperium/hyper/security/advisories/GHSA-f3pg-qwvg-p99c"\n'
            'categories = ["format-injection"]\nkeywords = ["http", "request-smuggling"]\n\n'
            '[versions]\npatched = [">= 0.14.10"]')
MODULE = ("import numpy as np\n\n\nclass NeuralNetwork:\n    def __init__(self, optimizer, loss):\n"
          "        self.optimizer = optimizer\n        self.layers = []\n        self.loss = "
          "loss()\n\n    def add(self, layer):\n        self.layers.append(layer)\n\n"
          "    def predict(self, X):\n        for layer in self.layers:\n            X = "
          "layer.forward_pass(X)\n        return X\n")
HUGO_PAGE = ("---\ntitle: collections.First\ndescription: Returns the first N elements of the "
             "given slice or string.\n---\n\nThe `first` function returns the first N elements "
             "of a slice or string. It is often used with `range` to limit a listing to its "
             "first few items, such as the five newest posts on a home page.\n\n{{ range first "
             "5 .Pages }}\n  {{ .Render \"summary\" }}\n{{ end }}\n\nSet N to zero to return an "
             "empty slice.")
STARSHIP = json.dumps({"fields": {"name": "Millennium Falcon", "model": "YT-1300 light freighter",
                                  "manufacturer": "Corellian Engineering Corporation",
                                  "cost_in_credits": "100000", "length": "34.37", "crew": "4",
                                  "passengers": "6", "hyperdrive_rating": "0.5",
                                  "starship_class": "Light freighter"}, "pk": 10}, indent=2)
COCKTAIL = json.dumps({"name": "Negroni", "category": "The Unforgettables", "ingredients": [
    {"unit": "cl", "amount": 3, "ingredient": "Gin"},
    {"unit": "cl", "amount": 3, "ingredient": "Campari"},
    {"unit": "cl", "amount": 3, "ingredient": "Vermouth", "label": "Sweet red vermouth"}],
    "garnish": "Half an orange slice", "preparation": "Stir into glass over ice."}, indent=2)
REVENUE_SQL = ("SELECT c.id, c.email, COUNT(o.id) AS orders, SUM(o.total) AS revenue\n"
               "FROM customers c\nLEFT JOIN orders o ON o.customer_id = c.id\n"
               "WHERE o.created_at >= '2024-01-01'\n  AND c.country IN ('DE', 'AT', 'CH')\n"
               "GROUP BY c.id\nHAVING SUM(o.total) > 1000\nORDER BY revenue DESC\nLIMIT 500;")
LINT_SQL = string_tool("lint_sql", "Lint a SQL query and return a list of warnings.", "query",
                       "dialect")
CADDY_DOC = ("# redir\n\nIssues an HTTP redirect to the client. This directive implies that a "
             "matched request is to be rejected as-is, and the client should try again at a "
             "different URL. For that reason, its directive order is very early, so that "
             "nothing else handles the request first.\n\n```caddy-d\nredir [<matcher>] <to> "
             "[<code>]\n```\n\nThe redirect code defaults to 302, a temporary redirect. Use "
             "`permanent` for a 301 once you are sure the new address will stay, since browsers "
             "cache permanent redirects for a long time and there is no easy way to take one "
             "back.\n\n```caddy\nexample.com {\n\tredir https://www.example.com{uri} "
             "permanent\n}\n```")
JAVA_CACHE = ("public class LruCache<K, V> {\n    private final Map<K, V> map = new "
              "LinkedHashMap<>(16, 0.75f, true);\n    private final int capacity;\n\n"
              "    public LruCache(int capacity) { this.capacity = capacity; }\n\n"
              "    public V get(K key) { return map.get(key); }\n\n    public void put(K key, V "
              "value) {\n        map.put(key, value);\n        if (map.size() > capacity) {\n"
              "            K eldest = map.keySet().iterator().next();\n            "
              "map.remove(eldest);\n        }\n    }\n}")
HONO_DOC = ("# Routing\n\nRouting in Hono is flexible and intuitive: you register a handler for a "
            "method and a path, and Hono picks the fastest router for your app. Path parameters "
            "are read from the context, and handlers return a response built from it.\n\n"
            "```ts\napp.get('/user/:name', (c) => {\n  const name = c.req.param('name')\n"
            "  return c.text(`Hello ${name}`)\n})\n```\n\nRoutes can be grouped under a base "
            "path with `app.route()`, which keeps large applications tidy: each group lives in "
            "its own file and is mounted once at startup, in the order the groups should match.")
PATTERN_TEXT = ("## The Pattern\n\nA **command** is a *reified method call*: a request wrapped in "
                "an object, so it can be stored in a queue, undone, replayed or sent over the "
                "network. Instead of calling `jump()` straight from the input handler, the "
                "handler returns a `JumpCommand`, and the game loop decides when to execute it. "
                "That one level of indirection is what lets you remap buttons, record demos and "
                "build an undo stack out of the same pieces.")
OLD_PY = ("class Point(object):\n    def __init__(self, x, y):\n        self.x = x\n"
          "        self.y = y\n\n    def __repr__(self):\n        return 'Point(%r, %r)' % "
          "(self.x, self.y)\n\n\ndef dist(a, b):\n    return ((a.x - b.x) ** 2 + (a.y - b.y) ** "
          "2) ** 0.5\n")
ZSH_README = ("# git-extras plugin\n\nThis plugin adds aliases for the git-extras commands, so you "
              "can type less and do more. To use it, add `git-extras` to the plugins array in "
              "your zshrc file:\n\n```zsh\nplugins=(... git-extras)\n```\n\n"
              "| Alias | Command | Description |\n|-------|---------|------|"
              "\n| gsum | git summary | Show repository summary |\n| gchg | git changelog | "
              "Generate a changelog |\n| gdm | git delete-merged-branches | Delete merged "
              "branches |")
EMPEROR_CSV = ("index,name,name.full,birth,death,birth.cty,birth.prv,rise,reign.start,reign.end,"
               "cause,killer,dynasty,era,notes\n1,Augustus,IMPERATOR CAESAR DIVI FILIVS AVGVSTVS,"
               "0062-09-23,0014-08-19,Rome,Italia,Birthright,0026-01-16,0014-08-19,Assassination?,"
               "Wife,Julio-Claudian,Principate,birth and reign.start are BCE")
GDSCRIPT = ("extends CharacterBody2D\n\nsignal hit\nsignal died\n\n@export var speed := 300.0\n"
            "@export var jump_velocity := -400.0\n\nfunc _physics_process(delta: float) -> void:\n"
            "\tif not is_on_floor():\n\t\tvelocity.y += 980.0 * delta\n\tif Input.is_action_just_"
            "pressed(\"jump\") and is_on_floor():\n\t\tvelocity.y = jump_velocity\n"
            "\tmove_and_slide()\n\nfunc take_damage(amount: int) -> void:\n\thit.emit()\n")
LEGISLATOR = ("- id:\n    bioguide: S000033\n  name:\n    first: Bernard\n    last: Sanders\n"
              "  bio:\n    birthday: '1941-09-08'\n    gender: M\n  terms:\n  - type: rep\n"
              "    start: '1991-01-03'\n    end: '1993-01-03'\n    state: VT\n    party: "
              "Independent\n  - type: sen\n    start: '2007-01-04'\n    end: '2013-01-03'\n"
              "    state: VT\n    party: Independent")
CHEATCODE = ("## `accesses`\n\n### Signature\n\n```solidity\nfunction accesses(address target) "
             "external returns (bytes32[] memory reads, bytes32[] memory writes);\n```\n\n"
             "### Description\n\nGets all storage slots that have been read (`reads`) or written "
             "to (`writes`) on an address since recording started with `record`. Slots written "
             "are also counted as read.")
MODULES = ("You label raylib example programs by the raylib module they mainly demonstrate. "
           "Answer with exactly one of: core, shapes, textures, text, models, shaders, audio, "
           "others, followed by one sentence of justification.")
YES_NO = ("You review Python ML code. Answer the user's question with 'Yes' or 'No' on the first "
          "line, then at most two sentences of justification.")

CASES: list[tuple[dict[str, Any], str]] = [
    (user("Could you port this raylib C example to Python using the `pyray` bindings? Keep the "
          f"same behaviour and structure.\n\n```c\n{RAYLIB_C}\n```"), "code/grounded"),
    (user("Can you boil this Rust API guideline down to two or three sentences? I want to paste "
          f"it into our team's review checklist.\n\n{C_CTOR}"), "chat/grounded"),
    (user("Why does choosing a database for a new service always boil down to the same three "
          "questions?"), "chat/open"),
    (user(f"```c\n{RAYLIB_C}\n```", system=MODULES), "chat/open"),
    (user(f"Will this script run unchanged on TensorFlow 2.15?\n\n'''\n{TF1_SCRIPT}'''",
          system=YES_NO), "chat/open"),
    ({**user(f"```c\n{RAYLIB_C}\n```", system=MODULES + " Return a JSON object {\"module\": "
             "string, \"why\": string}."), "response_format": {"type": "json_object"}},
     "json/open"),
    (user(f"Port this script to TensorFlow 2 for me.\n\n```python\n{TF1_SCRIPT}```"),
     "code/grounded"),
    (user(POST, system="Rewrite the passage the user sends so a product manager with no coding "
          "background can follow it. Keep the author's points and order, drop jargon."),
     "chat/grounded"),
    (user("Can you turn this blog post into a short paragraph for our team's weekly "
          f"newsletter? Keep the version numbers accurate.\n\n---\n{POST}\n---"),
     "chat/grounded"),
    (user("Rewrite the code in this blog post so it prints the number of stolen tasks too."
          f"\n\n{POST}"), "code/grounded"),
    (user("Translate every Rust example in this post into idiomatic Go, keeping the same "
          f"names.\n\n{POST}"), "code/grounded"),
    (user(f"{AXIOS_DE}\n\n\nThis is a page from the axios docs in a language I can't read "
          "(folder 'de'). Translate it into English please. Keep the markdown and code blocks "
          "as they are."), "chat/grounded"),
    (user(f"{SWIFT_ZH}\n\n---\nThe above is from the Chinese translation of The Swift "
          "Programming Language. Please translate it into natural English. Leave Swift code "
          "unchanged."), "chat/grounded"),
    (user(f"```rust\n#[test_case]\nfn trivial_assertion() {{\n    assert_eq!(1, 1);\n}}\n```"
          f"\n\n{SWIFT_ZH}\n\n---\nThis is from a Simplified Chinese translation of the \"Writing "
          "an OS in Rust\" blog. Please translate it back into English, keeping markdown and code "
          "unchanged."), "chat/grounded"),
    (user("Write a Swift program that prints the first ten primes. Leave the Swift code "
          "unchanged once it compiles, and explain it after."), "code/open"),
    (user(f"{CAPEC}\n\n---\nFor our threat-model tracker, pull the attack pattern above into JSON "
          "with keys: id, name, prerequisites (array). Use only what the text says. JSON only "
          "please."), "json/grounded"),
    ({**user(DOCKERFILE, system="Extract metadata from Dockerfiles. Respond with a JSON object: "
             "{\"base_images\": [...], \"maintainer\": string|null, \"entrypoint\": "
             "string|null}. Copy values exactly as written."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Write a JSON Schema for a user profile with a name, an email and a birth date. Use "
          "only what a signup form needs."), "json/open"),
    ({**user("What does the EXPOSE instruction actually do?", system="You answer questions "
             "about Dockerfiles. Reply with a JSON object {\"answer\": string}."),
      "response_format": {"type": "json_object"}}, "json/open"),
    (user("Does the evidence below support the claim, refute it, or is there not enough "
          f"information? Give your verdict and a brief reason.\n\n{EVIDENCE}"), "chat/open"),
    (user("When was the bridge opened, and who paid for it?\n\nThe Tamar Bridge was opened to "
          "traffic on 24 October 1961 and officially opened by Queen Elizabeth The Queen Mother "
          "on 26 April 1962. Its construction was paid for by Plymouth City Council and Cornwall "
          "County Council, who recovered the cost from tolls collected on the crossing."),
     "chat/grounded"),
    (user("Where is this from?\n\n“Ich fürchte den Tag, an dem die Technologie unsere "
          "Menschlichkeit überholt. Die Welt wird dann eine Generation von Idioten sein.”",
          system="You are a well-read literature and film assistant. Identify where quotes "
          "come from: the work, the author or speaker, and the original language."),
     "chat/open"),
    (user("Where did the money go?\n\nThe council's annual report lists 4.2 million spent on "
          "road repairs, 1.1 million on the new library wing and 600,000 on consultants, most of "
          "it for the study of a tram line that was never built."), "chat/grounded"),
    (user("Here's a page from the Tokio blog. Give me a TL;DR in about five bullets so I don't "
          f"have to read the whole thing.\n\n{POST}"), "chat/grounded"),
    (user("Give me a summary of the French Revolution in five bullets, for a quiz tomorrow."),
     "chat/open"),
    (user("I need a title for my bakery's new sourdough loaf, something short and warm."),
     "chat/open"),
    (user("Write a short, lively news-style roundup (about 150 words) of this Premier League "
          f"matchday based only on these results:\n\n{MATCHDAY}"), "chat/grounded"),
    (user("Give me a roundup of this week's biggest football transfers."), "chat/open"),
    (user("Write a Python function that reads match results like these and returns the team "
          f"with the most goals.\n\n{MATCHDAY}"), "code/open"),
    (user("We're dropping JSONata from our service. Translate this JSONata expression into a "
          "plain JavaScript function `transform(input)` that returns the same result.\n\n"
          f"Expression:\n$.[value,epochSeconds][]\n\nExample input:\n{EPOCHS}"), "code/grounded"),
    (user("Turn this recipe description into a Python function that prints the steps in order: "
          "boil the water, add the pasta, stir for ten minutes, drain and serve."), "code/open"),
    (user("Turn this results JSON into a Markdown table with the columns: date | home | away | "
          f"score.\n\n{MATCHDAY}"), "chat/grounded"),
    (user("Turn this results JSON into a CSV with the columns: date, home, away, score.\n\n"
          f"{MATCHDAY}"), "json/grounded"),
    ({**user(f"Run this on db-prod-3 for 30 seconds and tell me what you see:\n\n{BIOLATENCY}",
             system=SRE), "tools": [BPFTRACE]}, "json/grounded"),
    ({**user("Is db-prod-3 healthy? Check how slow its disks are right now.", system=SRE),
      "tools": [BPFTRACE]}, "json/open"),
    (user("class Foo {\n  inFoo() {\n    print \"in foo\";\n  }\n}\n\nclass Bar < Foo {\n"
          "  inBar() {\n    print \"in bar\";\n  }\n}\n\nvar bar = Bar();\nbar.inFoo(); // expect: "
          "in foo\n\nWhich language feature or error case is this test checking? One short "
          "phrase, no explanation.", system="You help maintain the test suite of a Lox "
          "interpreter. Answer tersely."), "chat/open"),
    (user("Write a Lox class whose one method prints one short phrase of its own, and a test "
          "that calls it."), "code/open"),
    (user("Will this script run unchanged on TensorFlow 2.15?\n\n'''\nBasic Operations example "
          "using TensorFlow library.\n'''\n\nfrom __future__ import print_function\n\n"
          f"{TF1_SCRIPT}\n# Basic Operations with variable as graph input\n"
          "a = tf.placeholder(tf.int16)\nb = tf.placeholder(tf.int16)\n\n# Define some "
          "operations\nadd = tf.add(a, b)\nmul = tf.multiply(a, b)\n", system=YES_NO),
     "chat/open"),
    (user(C_CTOR, system="You are a senior Rust reviewer. When given a guideline, write a short "
          "Rust snippet that breaks it, then a corrected version, each in its own code block, "
          "with one line of explanation."), "code/open"),
    (user("Write a corrected version of this paragraph, fixing only grammar and spelling.\n\n"
          "Their going to the libary tomorow to return the books they borowed last month, but "
          "the libary is closed on mondays so they will have to go on tuesday instead."),
     "chat/grounded"),
    (user(f"```cpp\n{CAMERA_H}\n```", system="Classify the C++ source file from a ray tracer "
          "into exactly one category: geometry, materials, camera, textures, image-output. "
          "Answer with the category, then one sentence of justification."), "chat/open"),
    ({**user("“A beautiful thing is never perfect.” — Unknown", system="You classify "
             "quotations. Respond with a JSON object {\"theme\": one of [love, success, wisdom, "
             "life, other], \"tone\": one of [uplifting, reflective, humorous]}."),
      "response_format": {"type": "json_object"}}, "json/open"),
    (user(f"```toml\n{ADVISORY}\n```", system="You triage Rust security advisories. For the "
          "advisory given, name the single most fitting CWE (ID and name) and justify it in one "
          "sentence. Nothing else."), "chat/open"),
    (user("Classify the sentiment of this Indonesian text as positive or negative. Reply in "
          "JSON like {\"sentiment\": \"positive\", \"confidence\": 0.9}.\nText: Pelayanan di "
          "restoran ini sangat lambat dan makanannya dingin ketika sampai di meja kami."),
     "json/open"),
    (user("Write pytest unit tests for the module below. Use small synthetic data, cover edge "
          "cases, and don't change the module itself.\n\n```python\n" + MODULE + "```"),
     "code/open"),
    (user("Write pytest unit tests for the module below (it lives at mlfromscratch/"
          "neural_network.py). Use small synthetic data, cover edge cases, and don't change the "
          "module itself.\n\nfrom __future__ import print_function, division\n" + MODULE
          + MODULE.replace("NeuralNetwork", "Autoencoder")),
     "code/open"),
    (user("Add docstrings to the module below, but don't change the code itself, only the "
          "comments and docstrings.\n\n```python\n" + MODULE + "```"), "code/grounded"),
    (user("How would you say this in Spanish and in French? Keep the tone.\n“Genius is one "
          "percent inspiration and ninety-nine percent perspiration.” — Thomas Edison"),
     "chat/grounded"),
    (user("How do you say “good morning, see you tomorrow” in Japanese when talking to a "
          "colleague?"), "chat/open"),
    (user(HUGO_PAGE, system="You are a friendly technical writer helping people who are new to "
          "Hugo. When given a documentation page, explain in plain English what it does and "
          "when you'd use it, in at most two short paragraphs, based only on the page."),
     "chat/grounded"),
    (user(HUGO_PAGE, system="You help people build websites with Hugo. From the documentation "
          "page the user sends, write a Python script that finds templates calling `first` "
          "with N = 0 in a Hugo site."), "code/open"),
    (user("Write a short wiki-style entry (two paragraphs max) for this record from our Star "
          f"Wars database. Stick to the facts in the record.\n{STARSHIP}"), "chat/grounded"),
    (user(f"turn this into a short recipe card for my home bar, amounts in ounces please\n\n"
          f"{COCKTAIL}"), "chat/grounded"),
    (user("Write a Python function that turns records like this one into a recipe card string "
          f"with amounts in ounces.\n\n{COCKTAIL}"), "code/open"),
    ({**user(f"Can you lint this before I put it in the migration?\n\n{REVENUE_SQL}",
             system="You have a SQL linter. Always pass the user's query to lint_sql verbatim, "
             "exactly as they pasted it, then explain the findings."), "tools": [LINT_SQL]},
     "json/grounded"),
    ({**user("Which of our lint rules catch a missing index on a join column?",
             system="You have a SQL linter. Always pass the user's query to lint_sql verbatim, "
             "exactly as they pasted it, then explain the findings."), "tools": [LINT_SQL]},
     "json/open"),
    (user("We're moving from Caddy to nginx. Here are the docs for the `redir` directive; please "
          f"give me nginx equivalents of the examples in it.\n---\n{CADDY_DOC}",
          system="You are a DevOps engineer who knows both Caddy and nginx well. When given "
          "Caddy documentation, translate its Caddyfile examples into equivalent nginx "
          "configuration. Answer with nginx config blocks."), "code/grounded"),
    (user(f"Summarise this page of the Caddy docs in three bullets.\n---\n{CADDY_DOC}"),
     "chat/grounded"),
    (user(f"```java\n{JAVA_CACHE}\n```", system="You are a senior Java reviewer. Give a short "
          "code review: thread-safety, null handling, performance and API design. Prose and "
          "bullet points only, no rewritten code."), "chat/open"),
    (user(f"```java\n{JAVA_CACHE}\n```", system="You are a senior Java reviewer. Fix the "
          "thread-safety bug and return the whole class."), "code/grounded"),
    (user("Rewrite every code example on this Hono docs page as the Express.js equivalent. Keep "
          f"the same routes and behaviour, one code block per original example.\n\n{HONO_DOC}",
          system="You help teams migrate web services from Hono to Express.js."),
     "code/grounded"),
    (user("Here's an excerpt from a book on game programming patterns:\n\n"
          f"{PATTERN_TEXT}\n\nWrite a short, self-contained Python example (under 80 lines) "
          "that demonstrates the idea discussed in this excerpt. Only output the code."),
     "code/open"),
    (user("Using the docs excerpt below only as reference, write a small example app (a store "
          f"plus a component that uses it) showing this in practice.\n\n{PATTERN_TEXT}",
          system="You are a senior React engineer. Answer with code only: one self-contained "
          "TypeScript (.tsx) file."), "code/open"),
    (user("Modernise this Python snippet: add type hints, use f-strings and dataclasses where "
          f"it makes sense, and keep the behaviour the same.\n\n```python\n{OLD_PY}```"),
     "code/grounded"),
    (user("Port the aliases and functions documented in this oh-my-zsh plugin README to fish, "
          f"keeping the same names where possible.\n\n{ZSH_README}",
          system="You are a shell expert. Reply only with a fish shell conf.d file."),
     "code/grounded"),
    (user(f"Review this file:\n\n```java\n{JAVA_CACHE}\n```", system="You are a senior Java "
          "reviewer. Point out bugs, risky patterns and anything that would not hold up in "
          "production. Be concise."), "chat/open"),
    (user(f"```java\n{JAVA_CACHE}\n```", system="Identify which Gang of Four design pattern the "
          "code the user sends belongs to. Answer with the pattern name and one sentence of "
          "justification."), "chat/open"),
    (user(f"```java\n{JAVA_CACHE}\n```", system="You are a senior Java reviewer. Point out the "
          "bugs, then fix them and return the whole class."), "code/grounded"),
    (user("Using the style guide below as a reference, rewrite my snippet.\n\nStyle guide: use "
          "dataclasses for plain records, f-strings for formatting, and type hints on every "
          f"function.\n\n```python\n{OLD_PY}```"), "code/grounded"),
    (user(f"{EMPEROR_CSV}", system="Convert the CSV record you receive into YAML. Use "
          "snake_case keys, write dates as ISO 8601, omit empty fields, and output only the YAML "
          "document."), "json/grounded"),
    (user("What is a byte order mark, and why do some editors add one?", system="You answer "
          "questions about the text files you receive questions on. Be brief."), "chat/open"),
    ({**user(GDSCRIPT, system="You document GDScript files. Given a script, reply with a JSON "
             "object with keys: \"extends\", \"signals\" (array of names), \"functions\" (array "
             "of {name, params}). Only include what is in the script."),
      "response_format": {"type": "json_object"}}, "json/grounded"),
    (user("Write a Python script that renames photos by the date they were taken. Only include "
          "what is in the standard library, no comments."), "code/open"),
    (user(LEGISLATOR, system="You write short, neutral encyclopedia stubs from structured data. "
          "Use only facts present in the record: name, birth date, party, chambers and years "
          "served. One paragraph, no speculation."), "chat/grounded"),
    (user("Using this Foundry cheatcode reference, write a complete Forge test contract "
          "(Solidity, pragma ^0.8.20) that exercises the cheatcode against a small contract you "
          f"define.\n\n{CHEATCODE}"), "code/open"),
    (user(f"Using this Foundry cheatcode reference, summarise what the cheatcode records in two "
          f"sentences.\n\n{CHEATCODE}"), "chat/grounded"),
    (user(f"Rewrite this part of the docs for a beginner.\n\n{HONO_DOC}", system="You are a "
          "Rails developer who uses Hotwire every day. When given documentation, you answer with "
          "the Stimulus controller file it needs. Keep prose to a line or two."),
     "code/grounded"),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_from_128_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
