"""Prefix-cache affinity on multi-turn conversations: the router against load-only routing.

    python -m bench.routing.prefix [--replicas 4] [--conversations 48] [--turns 5] [--write]
        [--no-cache] [--setups least-loaded,balanced] [--keep DIR]

A fleet of identical vLLM replicas (plain, A10G, Llama-3.1-8B, prefix caching on, as vLLM V1
ships) serves closed-loop conversations: each opens with one of ``--contexts`` long system
prompts (a manual or a code base pasted as context, ~1.5k tokens, built from the dev prompts),
then asks ``--turns`` questions (dev prompts), each sent after the previous answer and a
think time (exponential, mean ``THINK_S`` simulated seconds), with the answer in the history.
Conversations start as a Poisson stream over ``SPAN_S`` simulated seconds. Every setup replays
the same conversations (the same seeds, prompts and think times) through the real gateway:

* ``round-robin`` and ``least-loaded``: what a load balancer or a load-aware router does;
* ``balanced, no affinity``: our router with the backends declared ``prefix_caching: false`` to
  it (the replicas still cache): the load-even rule alone;
* ``balanced``: our router with its prefix index (``gateway.routing.prefix``).

``--no-cache`` turns the replicas' prefix caching off (vLLM's ``--no-enable-prefix-caching``),
declared to the router too: identical replicas where only load and the stalls between requests
tell them apart. ``--keep DIR`` keeps each gateway's work directory (its SQLite file holds the
decisions with their candidates' estimates).

Times come from the simulator's clock (``bench.routing.simfleet``): TTFT and time per output
token per request, the share of requests within the routing bench's SLO (``metrics.Slo``: TTFT
0.5 s + 1 s per 1k prompt tokens, 50 ms per output token, the targets of the shipped
``balanced`` policy) and within a flat one (TTFT 2 s, 60 ms per output token: ``Slo``'s
defaults, and this bench's only SLO before ``e7bc9bc``), the share of prompt tokens the
replicas' caches held, and how many conversations stayed on one replica.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import httpx
import yaml

from bench.routing import fleets, metrics
from bench.routing.gateway_proc import run_gateway
from bench.routing.simfleet import Truth, free_ports, serve
from bench.routing.workload import MODEL, load_prompts

HERE = Path(__file__).resolve().parent
THINK_S = 6.0  # mean simulated seconds between an answer and the next question
SPAN_S = 60.0  # conversations start over this many simulated seconds
CONTEXT_CHARS = 6000  # a system prompt of ~1.5k tokens
MAX_TOKENS = 160
SLO = metrics.Slo()  # the routing bench's SLO, which the shipped balanced.yaml targets
FLAT_TTFT_S, FLAT_TPOT_S = 2.0, 0.060  # gateway.routing.policy.Slo's defaults
SETUPS = (("round-robin", "round-robin", True), ("least-loaded", "least-loaded", True),
          ("balanced, no affinity", "balanced", False), ("balanced", "balanced", True))


@dataclass(frozen=True)
class Conversation:
    idx: int
    start: float  # simulated seconds
    system: str
    questions: tuple[str, ...]
    thinks: tuple[float, ...]


def conversations(data: Path, *, count: int, turns: int, contexts: int, seed: int
                  ) -> list[Conversation]:
    rng = random.Random(seed)
    pool = load_prompts(data)
    texts = [str(m.get("content") or "") for rows in pool.values() for r in rows
             for m in r["messages"] if m.get("role") == "user"]
    long = [t for t in texts if len(t) > 800]
    systems = []
    for i in range(contexts):
        parts, size = [f"You are assistant #{i}. Answer using the reference material below.\n"], 0
        while size < CONTEXT_CHARS:
            parts.append(rng.choice(long))
            size += len(parts[-1])
        systems.append("\n\n".join(parts)[:CONTEXT_CHARS])
    short = [t for t in texts if 40 < len(t) < 400]
    out, t = [], 0.0
    for i in range(count):
        t += rng.expovariate(count / SPAN_S)
        out.append(Conversation(
            idx=i, start=t, system=rng.choice(systems),
            questions=tuple(rng.choice(short) for _ in range(turns)),
            thinks=tuple(rng.expovariate(1 / THINK_S) for _ in range(turns))))
    return out


async def converse(client: httpx.AsyncClient, url: str, key: str, c: Conversation,
                   time_scale: float, t0: float) -> list[tuple[int, str]]:
    """Play one conversation; (seed, backend) of each turn."""
    await asyncio.sleep(max(0.0, c.start / time_scale - (time.monotonic() - t0)))
    messages: list[dict[str, str]] = [{"role": "system", "content": c.system}]
    served = []
    for turn, (question, think) in enumerate(zip(c.questions, c.thinks, strict=True)):
        seed = c.idx * 1000 + turn
        messages.append({"role": "user", "content": question})
        r = await client.post(f"{url}/v1/chat/completions", headers={
            "authorization": f"Bearer {key}"}, json={
            "model": MODEL, "messages": messages, "max_tokens": MAX_TOKENS, "temperature": 0,
            "seed": seed})
        if r.status_code != 200:
            raise RuntimeError(f"turn {turn} of conversation {c.idx}: {r.status_code} {r.text}")
        answer = r.json()["choices"][0]["message"]["content"] or ""
        messages.append({"role": "assistant", "content": answer})
        served.append((seed, r.headers.get("x-specgate-backend", "")))
        await asyncio.sleep(think / time_scale)
    return served


def _slug(label: str) -> str:
    return label.replace(" ", "").replace(",", "-")


def fleet_data(replicas: int, ports: list[int], *, affinity: bool) -> dict[str, Any]:
    data = fleets.fleet_dict({"plain": replicas}, ports)
    for b in data["models"][0]["backends"]:
        b["prefix_caching"] = affinity
    return data


async def run_setup(label: str, policy: str, affinity: bool, convs: list[Conversation],
                    replicas: int, time_scale: float, work: Path, *, cache: bool = True
                    ) -> dict[str, Any]:
    ports = free_ports(replicas + 1)
    async with serve(fleet_data(replicas, ports[:-1], affinity=cache),
                     time_scale=time_scale) as fleet:
        path = work / f"fleet-{policy}-{affinity}.yaml"
        path.write_text(yaml.safe_dump(fleet_data(replicas, ports[:-1],
                                                  affinity=affinity and cache)))
        async with run_gateway(path, work / _slug(label),
                               port=ports[-1], policies=[policy],
                               time_scale=time_scale) as gw:
            t0 = time.monotonic()
            async with httpx.AsyncClient(timeout=600) as client:
                served = await asyncio.gather(*(
                    converse(client, gw.url, gw.keys[policy], c, time_scale, t0)
                    for c in convs))
            wall = time.monotonic() - t0
        truths = dict(fleet.recorder.truths)
        lag = max(fleet.recorder.max_lag_s.values(), default=0.0)
    (work / f"{_slug(label)}-truths.json").write_text(json.dumps(
        {seed: asdict(t) for seed, t in truths.items()}))
    return summarise(label, served, truths, wall, lag)


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def summarise(label: str, served: list[list[tuple[int, str]]], truths: dict[int, Truth],
              wall: float, lag: float) -> dict[str, Any]:
    rows = [truths[seed] for conv in served for seed, _ in conv if seed in truths]
    ttft = [t.ttft for t in rows]
    tpot = [t.tpot for t in rows if t.tpot is not None]
    later = [truths[seed].ttft for conv in served for seed, _ in conv[1:] if seed in truths]
    sticky = sum(len({b for _, b in conv}) == 1 for conv in served)
    met = sum(SLO.meets(t.prompt_tokens, t.tokens, t.ttft, t.tpot) for t in rows)
    flat = sum(t.ttft <= FLAT_TTFT_S and (t.tpot or 0.0) <= FLAT_TPOT_S for t in rows)
    return {
        "setup": label, "requests": len(rows), "wall_s": round(wall, 1),
        "max_lag_s": round(lag, 3),
        "ttft_p50_ms": round(1000 * statistics.median(ttft), 1),
        "ttft_p95_ms": round(1000 * _pct(ttft, 0.95), 1),
        "later_turns_ttft_p50_ms": round(1000 * statistics.median(later), 1),
        "tpot_p50_ms": round(1000 * statistics.median(tpot), 2),
        "tpot_p95_ms": round(1000 * _pct(tpot, 0.95), 2),
        "slo_met": round(met / len(rows), 3),
        "flat_slo_met": round(flat / len(rows), 3),
        "cached_share": round(sum(t.cached for t in rows) / sum(t.prompt_tokens for t in rows), 3),
        "one_replica_conversations": f"{sticky}/{len(served)}",
        "per_replica": dict(sorted(Counter(t.backend for t in rows).items())),
    }


def table(results: list[dict[str, Any]]) -> str:
    head = ("| setup | SLO met (flat 2 s / 60 ms) | TTFT p50 / p95 ms | later turns' TTFT p50 ms "
            "| TPOT p50 / p95 ms | prompt tokens cached | conversations on one replica "
            "| requests per replica |")
    lines = [head, "|---|---|---|---|---|---|---|---|"]
    for r in results:
        lines.append(
            f"| {r['setup']} | {100 * r['slo_met']:.0f}% ({100 * r['flat_slo_met']:.0f}%) "
            f"| {r['ttft_p50_ms']} / {r['ttft_p95_ms']} "
            f"| {r['later_turns_ttft_p50_ms']} | {r['tpot_p50_ms']} / {r['tpot_p95_ms']} "
            f"| {100 * r['cached_share']:.0f}% | {r['one_replica_conversations']} "
            f"| {' '.join(str(v) for v in r['per_replica'].values())} |")
    return "\n".join(lines)


def write(results: list[dict[str, Any]], args: argparse.Namespace) -> None:
    rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                         text=True, cwd=HERE).stdout.strip()
    cmd = "python -m bench.routing.prefix " + " ".join(sys.argv[1:])
    out = HERE / "PREFIX.md"
    if not out.exists():
        out.write_text("# Prefix-cache affinity on multi-turn conversations\n\n"
                       "Each section is one run of `bench/routing/prefix.py`, appended by "
                       "`--write`; how it runs is the script's docstring.\n")
    text = (
        f"\n## {args.contexts} system prompts, {args.conversations} conversations"
        f"{', no prefix caching' if args.no_cache else ''}\n\n"
        f"Command: `{cmd}` at `{rev}`; "
        f"{args.replicas} x vLLM plain (A10G, Llama-3.1-8B, prefix caching "
        f"{'off' if args.no_cache else 'on'}), "
        f"{args.conversations} conversations x {args.turns} turns, {args.contexts} shared system "
        f"prompts of ~1.5k tokens, time scale {args.time_scale}, seed {args.seed}. "
        f"Machine: {platform.processor() or platform.machine()}, Python "
        f"{platform.python_version()}.\n\n"
        + table(results) + "\n\n```json\n" + json.dumps(results, indent=1) + "\n```\n")
    with out.open("a") as f:
        f.write(text)


async def main(args: argparse.Namespace) -> None:
    convs = conversations(Path(args.data), count=args.conversations, turns=args.turns,
                          contexts=args.contexts, seed=args.seed)
    results = []
    wanted = set(args.setups.split(",")) if args.setups else None
    setups = [s for s in SETUPS if wanted is None or s[0] in wanted]
    if args.no_cache:  # without caches there is no affinity to compare
        setups = [s for s in setups if s[2]]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(args.keep) if args.keep else Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for label, policy, affinity in setups:
            sys.stderr.write(f"{label} ...\n")
            results.append(await run_setup(label, policy, affinity, convs, args.replicas,
                                           args.time_scale, work, cache=not args.no_cache))
            sys.stderr.write(json.dumps(results[-1]) + "\n")
    print(table(results))
    if args.write:
        write(results, args)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(HERE.parents[1].parent / "shared" / "data"))
    ap.add_argument("--replicas", type=int, default=4)
    ap.add_argument("--conversations", type=int, default=48)
    ap.add_argument("--turns", type=int, default=5)
    ap.add_argument("--contexts", type=int, default=8)
    ap.add_argument("--time-scale", type=float, default=4.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-cache", action="store_true",
                    help="replicas without prefix caching (and declared so to the router)")
    ap.add_argument("--setups", default="",
                    help="comma-separated setup labels to run (default: all)")
    ap.add_argument("--keep", default="", help="keep the gateways' work directories here")
    ap.add_argument("--write", action="store_true",
                    help="append the results to bench/routing/PREFIX.md")
    asyncio.run(main(ap.parse_args()))
