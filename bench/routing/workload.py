"""The replayed load: Azure 2023 code + conversation traces merged, thinned, paired with prompts.

Trace: Microsoft Azure LLM inference trace 2023 (Azure/AzurePublicDataset, CC-BY-4.0) from
``../shared/data/traces/``. Each trace row keeps its arrival time and token counts; it is paired
with a real prompt of its class from ``../shared/data/workload-prompts/dev.jsonl`` (code rows with
code prompts, conversation rows with chat and tool-calling prompts) grown to the row's prompt size
with earlier turns of the same class (a multi-turn history: other prompts of that class as user
turns and their texts as assistant turns), and ``max_tokens`` = the row's output tokens.
"""

from __future__ import annotations

import csv
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gateway.tokenizer import count_tokens

MODEL = "llama-3.1-8b-instruct"
CONTEXT = 8192
MAX_PROMPT = 6000  # leaves room for max_tokens and the template in an 8k context
# Trace class -> prompt labels it is paired with (kind, grounded).
PAIRING: dict[str, tuple[tuple[str, bool], ...]] = {
    "code": (("code", False), ("code", True)),
    "conv": (("chat", False), ("chat", True), ("json", False)),
}


@dataclass(frozen=True)
class TraceRow:
    t: float  # seconds from the trace origin
    prompt_tokens: int
    output_tokens: int
    cls: str  # "code" | "conv"


@dataclass(frozen=True)
class Request:
    """One replayed request: when it arrives (simulated s from the start) and its body."""

    idx: int
    at: float
    cls: str
    label: str  # the dev prompt's label, kind/grounded
    prompt_id: str
    trace_prompt_tokens: int
    trace_output_tokens: int
    body: dict[str, Any]


def load_trace(data: Path) -> list[TraceRow]:
    rows: list[TraceRow] = []
    for cls in ("code", "conv"):
        with (data / "traces" / f"azure2023_{cls}.csv").open() as f:
            for r in csv.DictReader(f):
                rows.append(
                    TraceRow(
                        float(r["timestamp"]), int(r["prompt_tokens"]), int(r["output_tokens"]), cls
                    )
                )
    rows.sort(key=lambda r: r.t)
    return rows


def trace_rate(rows: list[TraceRow]) -> float:
    """Requests per second of the merged trace."""
    return len(rows) / max(1e-9, rows[-1].t - rows[0].t)


def load_prompts(data: Path) -> dict[tuple[str, bool], list[dict[str, Any]]]:
    pool: dict[tuple[str, bool], list[dict[str, Any]]] = {}
    with (data / "workload-prompts" / "dev.jsonl").open() as f:
        for line in f:
            if line.strip():
                row = json.loads(line)
                pool.setdefault((row["label_kind"], bool(row["label_grounded"])), []).append(row)
    return pool


def _text(row: dict[str, Any]) -> str:
    return "\n".join(str(m.get("content") or "") for m in row["messages"])


def _body(
    row: dict[str, Any], history: list[dict[str, Any]], max_tokens: int, seed: int
) -> dict[str, Any]:
    msgs = list(row["messages"])
    head = [m for m in msgs[:1] if m.get("role") == "system"]
    body: dict[str, Any] = {
        "model": MODEL,
        "messages": [*head, *history, *msgs[len(head) :]],
        "max_tokens": max_tokens,
        "temperature": 0,
        "seed": seed,
    }
    for key in ("tools", "response_format"):
        if row.get(key):
            body[key] = row[key]
    return body


def pair(rows: list[TraceRow], data: Path, *, seed: int = 0) -> list[Request]:
    """Pair each row with a prompt of its class, grown to the row's prompt size."""
    pool = load_prompts(data)
    sizes = {id(r): count_tokens(_text(r)) for rows_ in pool.values() for r in rows_}
    rng = random.Random(seed)
    t0 = rows[0].t if rows else 0.0
    out: list[Request] = []
    for i, tr in enumerate(rows):
        label = rng.choice(PAIRING[tr.cls])
        prompt = rng.choice(pool[label])
        target = min(tr.prompt_tokens, MAX_PROMPT) - sizes[id(prompt)]
        history: list[dict[str, Any]] = []
        same = [r for lab in PAIRING[tr.cls] for r in pool[lab] if r is not prompt]
        while target > 24:
            prior = rng.choice(same)
            text = _text(prior)
            n = sizes[id(prior)]
            if n > target:
                text = text[: max(16, target * 4)]
                n = target
            role = "user" if len(history) % 2 == 0 else "assistant"
            history.append({"role": role, "content": text})
            target -= n + 4
        if len(history) % 2 == 1:
            history.append({"role": "assistant", "content": "Done."})
        max_tokens = max(1, min(tr.output_tokens, CONTEXT - MAX_PROMPT - 256))
        out.append(
            Request(
                idx=i,
                at=tr.t - t0,
                cls=tr.cls,
                label=f"{label[0]}/{'grounded' if label[1] else 'open'}",
                prompt_id=str(prompt["id"]),
                trace_prompt_tokens=tr.prompt_tokens,
                trace_output_tokens=tr.output_tokens,
                body=_body(prompt, history, max_tokens, seed * 100_003 + i),
            )
        )
    return out


def window(
    rows: list[TraceRow], *, rate: float, count: int, start: float = 600.0, seed: int = 0
) -> list[TraceRow]:
    """About ``count`` rows arriving at ``rate`` requests/s on average, from ``start`` s on.

    The window spans ``count / rate`` seconds of the trace and its rows are thinned at random
    to ``count``: thinning keeps the trace's burstiness and its code/conversation mix.
    """
    span = [r for r in rows if start <= r.t < start + count / rate]
    keep = min(1.0, count / max(1, len(span)))
    rng = random.Random(seed)
    return [r for r in span if rng.random() < keep]
