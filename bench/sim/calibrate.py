"""Measure the simulator's calibration table at full scale through the HTTP API.

    python bench/sim/calibrate.py            # writes bench/sim/RESULTS.md

Prompts: ../shared/data/workload-prompts/dev.jsonl (DebugBench code fixes, Vicuna-bench and
Self-Instruct chat, CNN/DailyMail summaries). Each row starts a fresh speculative backend and a
fresh plain one of the same engine on one simulated A10G and sends the same prompts to both
(temperature 0, streaming). TPOT is decode time / (tokens - 1) per request, from the server's
own clock (simulated seconds), and from the client's clock between first and last chunk (wall
seconds x time scale; noisier: it includes this machine's CPU lag).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gateway.sim.calibration import Measured, run  # noqa: E402

PROMPTS = ROOT.parent / "shared" / "data" / "workload-prompts" / "dev.jsonl"


def load(kind: str, grounded: bool, sources: tuple[str, ...] = ()) -> list[list[dict[str, Any]]]:
    rows = [json.loads(line) for line in PROMPTS.read_text().splitlines() if line.strip()]
    return [
        r["messages"]
        for r in rows
        if r["label_kind"] == kind
        and r["label_grounded"] == grounded
        and (not sources or r["source"] in sources)
    ]


def row(
    label: str, spec: str, base: str, prompts: list[Any], target: str, **kw: Any
) -> dict[str, Any]:
    t0 = time.time()
    a: Measured = run(spec, prompts, **kw)
    b: Measured = run(base, prompts, **kw)
    out = {
        "label": label,
        "spec": spec,
        "base": base,
        "n": a.requests,
        "speedup": b.tpot / a.tpot,
        "wall_speedup": b.wall_tpot / a.wall_tpot if a.wall_tpot == a.wall_tpot else None,
        "tpot_spec_ms": a.tpot * 1e3,
        "tpot_base_ms": b.tpot * 1e3,
        "ttft_spec_s": a.ttft,
        "ttft_base_s": b.ttft,
        "acceptance": a.acceptance,
        "tokens": a.tokens,
        "target": target,
        "seconds": time.time() - t0,
    }
    print(json.dumps(out), flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--time-scale", type=float, default=10.0, help="low-load rows")
    ap.add_argument("--heavy-time-scale", type=float, default=2.0, help="heavy-load rows")
    ap.add_argument("--heavy-requests", type=int, default=192)
    ap.add_argument("--out", default=str(Path(__file__).with_name("RESULTS.md")))
    args = ap.parse_args()
    code_fix = load("code", True)
    chat = load("chat", False)
    summaries = load("chat", True, ("t0_summarization",))[:40]
    low = {"time_scale": args.time_scale, "max_tokens": 512}
    heavy_chat = (chat * 4)[: args.heavy_requests]
    heavy = {
        "time_scale": args.heavy_time_scale,
        "concurrency": 64,
        "max_tokens": 256,
        "stream": False,
    }
    started = time.time()
    rows = [
        row("n-gram, grounded code edits, batch 1", "vllm-ngram", "vllm-plain", code_fix,
            "2-3x", **low),
        row("n-gram, open chat, batch 1", "vllm-ngram", "vllm-plain", chat, "0.9-1.1x", **low),
        row("draft model, chat, batch 1", "vllm-draft", "vllm-plain", chat, "1.3-1.8x", **low),
        row("TGI draft heads, chat, batch 1", "tgi-medusa", "tgi-plain", chat, "1.8-2.5x", **low),
        row("n-gram, summarisation (CNN/DM), batch 1", "vllm-ngram", "vllm-plain", summaries,
            "blog: up to 2.8x", **low),
        row("draft model, chat, 64 concurrent", "vllm-draft", "vllm-plain", heavy_chat, "<1x",
            **heavy),
        row("TGI draft heads, chat, 64 concurrent", "tgi-medusa", "tgi-plain", heavy_chat, "<1x",
            **heavy),
        row("n-gram, open chat, 64 concurrent", "vllm-ngram", "vllm-plain", heavy_chat, "<=1x",
            **heavy),
    ]  # fmt: skip
    write(args, rows, time.time() - started)


def write(args: argparse.Namespace, rows: list[dict[str, Any]], seconds: float) -> None:
    cmd = "python bench/sim/calibrate.py " + " ".join(sys.argv[1:])
    lines = [
        "# Simulator calibration (full scale, through the HTTP API)",
        "",
        f"Command: `{cmd.strip()}` (from the repository root). Run {dt.date.today()} on "
        f"{platform.node() or 'host'}: {platform.platform()}, {os.cpu_count()} CPUs, Python "
        f"{platform.python_version()}; {seconds:.0f} s wall.",
        "",
        "One simulated A10G (24 GB, 600 GB/s) serving Llama-3.1-8B in bf16; vLLM n-gram k=4 "
        "(prompt_lookup 2..5), vLLM draft model Llama-3.2-1B k=4, TGI Medusa-style heads k=3; "
        f"low-load rows at time scale {args.time_scale:g}, heavy rows (64 closed-loop clients, "
        f"max_num_seqs 64, non-streaming) at {args.heavy_time_scale:g}. Prompts: "
        "`../shared/data/workload-prompts/dev.jsonl`. Speed-up = plain TPOT / speculative "
        "TPOT, TPOT = decode time / (tokens - 1) in simulated seconds from the server's clock; "
        "`wall` is the same ratio from the client's clock (streaming rows only).",
        "",
        "| workload | backends | n | speed-up | wall | TPOT spec / plain (ms) "
        "| TTFT spec / plain (s) | acceptance | target |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        wall = f"{r['wall_speedup']:.2f}x" if r["wall_speedup"] else "-"
        acc = f"{r['acceptance']:.2f}" if r["acceptance"] is not None else "-"
        lines.append(
            f"| {r['label']} | {r['spec']} vs {r['base']} | {r['n']} | **{r['speedup']:.2f}x** | "
            f"{wall} | {r['tpot_spec_ms']:.1f} / {r['tpot_base_ms']:.1f} | "
            f"{r['ttft_spec_s']:.2f} / {r['ttft_base_s']:.2f} | {acc} | {r['target']} |"
        )
    lines += [
        "",
        "Acceptance = accepted / proposed draft tokens (per token, as "
        "`vllm:spec_decode_num_accepted_tokens_total / ..._num_draft_tokens_total`). Sources of "
        "the targets: vLLM blog 2024-10-17 (n-gram up to 2.8x on CNN/DM, draft 1.5x on "
        "ShareGPT at QPS 1, 1.4-1.8x slower at high QPS), Medusa (arXiv 2401.10774, >2.2x at "
        "batch 1). The model behind the numbers: `gateway/sim/README.md`.",
        "",
    ]
    Path(args.out).write_text("\n".join(lines))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
