"""Check that a change to the classifier's code leaves every label as it was (a speed-up's proof).

    python bench/classify/equivalence.py --write /tmp/labels.jsonl      # at the code before
    python bench/classify/equivalence.py --against /tmp/labels.jsonl    # at the code after

The bodies: each dev prompt at its own size and grown to 2,000 tokens (as ``run.py`` times them),
then MUTATIONS seeded mutations of the dev texts: a random cut, two texts joined, a text with a
phrase the rules react to inserted at a random place, a text under another as system prompt,
and a text after an earlier turn and its answer, some with ``response_format`` or
``max_tokens``. ``--write`` records every field of each body's workload; ``--against`` prints
the bodies whose workload differs and exits 1 if any does. Stop 42 ran its pattern rewrites
through this corpus with the routing tests' own bodies added (``LATENCY.md``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import DEFAULT_DATA, body_of, build, grown_bodies, load

from gateway.routing.classify import classify, extract_prompt_text

MUTATIONS = 6000
SEED = 7
# phrases the rules react to, inserted into texts at random places
INSERTS = (
    "\n\nOptions:\nA) yes\nB) no\n", "\nA. first\nB. second", "Summarize this:",
    "Translate to French:\n\n", "```python\ndef f(x):\n    return x\n```\n", "Return JSON only.",
    "Fix the bug in it.", "Context: ", "Labels: pos, neg", "\n\n", "Answer with yes or no.",
    "Rewrite it formally.", "Explain this code:\n", "Question: What is it?\n\nReview:\n",
    "### Instruction:\n", "TL;DR:", "**Summary**: it", "[Edit this page](https://example.com)",
    "列出", "翻译成英文：", "위 내용을 영어로 번역해 주세요.", "İstanbul ıı K ſ",
)


def bodies(data: Path) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """(body, classify keyword arguments) of the corpus, always in the same order."""
    rows = load(data)
    native = [body_of(row) for row in rows]
    for body in native:
        yield body, {}
    for body in grown_bodies(rows):
        yield body, {"prompt_tokens": 2000}
    texts = [extract_prompt_text(body) for body in native]
    rnd = random.Random(SEED)
    for _ in range(MUTATIONS):
        text, other = rnd.choice(texts), rnd.choice(texts)
        form = rnd.randrange(5)
        if form == 0:
            i, j = sorted(rnd.randrange(len(text) + 1) for _ in range(2))
            messages = [{"role": "user", "content": text[i:j] or text}]
        elif form == 1:
            messages = [{"role": "user", "content": text + rnd.choice(["\n\n", "\n", " "]) + other}]
        elif form == 2:
            at = rnd.randrange(len(text) + 1)
            messages = [{"role": "user", "content": text[:at] + rnd.choice(INSERTS) + text[at:]}]
        elif form == 3:
            messages = [{"role": "system", "content": other}, {"role": "user", "content": text}]
        else:
            messages = [{"role": "user", "content": other},
                        {"role": "assistant", "content": rnd.choice(texts)},
                        {"role": "user", "content": text}]
        mutated: dict[str, Any] = {"model": "m", "messages": messages}
        if rnd.random() < 0.1:
            mutated["response_format"] = {"type": "json_object"}
        if rnd.random() < 0.1:
            mutated["max_tokens"] = rnd.choice([16, 256, 2048])
        yield mutated, {}


def labels(data: Path) -> Iterator[tuple[str, str]]:
    """Each body's prompt (its start) and its whole workload as one JSON line."""
    for body, kwargs in bodies(data):
        workload = classify(body, **kwargs)
        yield extract_prompt_text(body)[:80], json.dumps(workload._asdict(), default=str)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path, help="record every body's workload here")
    group.add_argument("--against", type=Path, help="compare with a recorded file")
    args = parser.parse_args()
    if args.write:
        with args.write.open("w") as out:
            for _, line in labels(args.data):
                out.write(line + "\n")
        print(f"recorded by the {build()} classifier")
        return
    recorded = args.against.read_text().splitlines()
    differ = 0
    for (prompt, line), before in zip(labels(args.data), recorded, strict=True):
        if line != before:
            differ += 1
            if differ <= 20:
                print(f"{prompt!r}\n  before {before}\n  after  {line}")
    print(f"{differ} of {len(recorded)} workloads differ (the {build()} classifier)")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
