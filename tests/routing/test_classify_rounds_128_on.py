"""The classifier on what held-out rounds from 128 on found: each case beside look-alikes that
must keep their label. "Port this raylib C example to Python" ports code, whatever the source is
called; "boil this guideline down to two sentences" summarises it, "it all boils down to" does
not; a system prompt's "Answer with exactly one of: core, shapes, …" or "Answer the user's
question with 'Yes' or 'No'" asks for a label, prose even of code; a blog post with its code in
blocks, rewritten for a reader who does not code or turned into a newsletter paragraph, stays
prose, but "Rewrite the code in this section" or "Translate every Scala example into Kotlin"
asks for code."""

from __future__ import annotations

from typing import Any

import pytest

from tests.routing.classify_bodies import label, user

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
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_what_rounds_from_128_found(body: dict[str, Any], expected: str) -> None:
    assert label(body) == expected
