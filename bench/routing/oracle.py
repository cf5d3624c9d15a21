"""The oracle: per-request true acceptance from the simulator plus the fleet's true live state.

``true_speed`` runs every request once, offline, on one simulated engine of each speculative kind
(no HTTP, virtual clock only) and keeps its true tokens per decode step and drafted tokens per
step. ``OracleChooser`` then picks, for each arriving request, among the engines with the fewest
requests truly running or waiting (the router's ``spread: 0`` rule, with true queues), the one with
the lowest predicted latency (TTFT + (n−1)·TPOT) from those truths, the engines' real queues and
batches, and the simulator's own step-time model. It is the router's rule with perfect knowledge;
an oracle greedy on each request's own latency alone piles requests onto the fastest GPUs, whose
prefills then stall one another, and loses to round-robin. It reaches the chosen backend through
the real gateway by calling a public model that has only that backend (``pin_fleet``).

``class_mean_speeds`` gives the class-knowledge oracle (``mixed/oracle-class``): the same rule and
true queues, but each request's speed on each kind replaced by the mean over the requests of its
workload class (the gateway's own ``KIND/GROUNDING``, the key the router learns by). It is the
best a router can do that knows each class's acceptance exactly and nothing of the request's own,
so its distance to the oracle is what per-request acceptance is worth.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass
from typing import Any

from bench.routing import fleets
from bench.routing.workload import Request
from gateway.config.fleet import parse_fleet
from gateway.routing.classify import classify
from gateway.routing.snapshot import class_key
from gateway.sim import generation
from gateway.sim.engine import SimEngine
from gateway.sim.prompt import render_chat


@dataclass(frozen=True)
class Speed:
    tokens_per_step: float  # emitted tokens per decode step (1 without speculation)
    drafts_per_step: float  # draft tokens verified per decode step
    acceptance: float | None


def _prompt(req: Request) -> Any:
    b = req.body
    return render_chat(
        b["messages"],
        tools=b.get("tools"),
        tool_choice=b.get("tool_choice"),
        response_format=b.get("response_format"),
    )


async def _run_kind(kind: str, requests: list[Request]) -> dict[int, Speed]:
    data = fleets.fleet_dict({kind: 1})
    backend = parse_fleet(data, source="oracle").backends[0]
    engine = SimEngine(backend, time_scale=1e9, seed=0)
    engine.bind_loop()
    task = asyncio.create_task(engine.run())
    out: dict[int, Speed] = {}
    try:
        for i in range(0, len(requests), 32):  # batches of 32: acceptance does not depend on it
            chunk = requests[i : i + 32]
            jobs = [
                generation.submit(
                    engine,
                    _prompt(r),
                    max_tokens=r.body["max_tokens"],
                    temperature=0.0,
                    seed=r.body["seed"],
                )
                for r in chunk
            ]
            for r, job in zip(chunk, jobs, strict=True):
                async for _ in generation.events(job):
                    pass
                q = job.req
                steps = max(1, q.steps)
                out[r.idx] = Speed(
                    max(1.0, (len(q.output) - 1) / steps) if q.steps else 1.0,
                    q.draft_tokens / steps,
                    q.acceptance,
                )
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    return out


async def true_speed(requests: list[Request]) -> dict[int, dict[str, Speed]]:
    """idx -> backend kind -> its true speed on that kind."""
    out: dict[int, dict[str, Speed]] = {r.idx: {"plain": Speed(1.0, 0.0, None)} for r in requests}
    for kind in ("vllm-ngram", "vllm-draft", "tgi-draft"):
        for idx, sp in (await _run_kind(kind, requests)).items():
            out[idx][kind] = sp
    return out


def class_mean_speeds(
    requests: list[Request], speeds: dict[int, dict[str, Speed]]
) -> dict[int, dict[str, Speed]]:
    """Each request's speeds replaced by its workload class's mean speeds, kind by kind."""
    classes = {r.idx: class_key(classify(r.body)) for r in requests}
    members: dict[tuple[str, str], list[Speed]] = {}
    for idx, by_kind in speeds.items():
        for kind, sp in by_kind.items():
            members.setdefault((classes[idx], kind), []).append(sp)
    means: dict[tuple[str, str], Speed] = {}
    for key, sps in members.items():
        alphas = [s.acceptance for s in sps if s.acceptance is not None]
        means[key] = Speed(
            sum(s.tokens_per_step for s in sps) / len(sps),
            sum(s.drafts_per_step for s in sps) / len(sps),
            sum(alphas) / len(alphas) if alphas else None,
        )
    return {
        idx: {kind: means[(classes[idx], kind)] for kind in by_kind}
        for idx, by_kind in speeds.items()
    }


def pin_fleet(counts: dict[str, int], ports: list[int]) -> dict[str, Any]:
    """The mixed fleet as one public model per backend (``pin-NAME``): the oracle's handles."""
    base = fleets.fleet_dict(counts, ports)["models"][0]
    return {
        "models": [
            {"name": f"pin-{b['name']}", "context_length": base["context_length"], "backends": [b]}
            for b in base["backends"]
        ]
    }


class OracleChooser:
    """Lowest predicted latency among the least loaded, with true acceptance and true queues."""

    def __init__(
        self, engines: dict[str, SimEngine], speeds: dict[int, dict[str, Speed]], key: str
    ) -> None:
        self.engines = engines
        self.speeds = speeds
        self.key = key
        self.choices: dict[int, str] = {}

    def predict(self, name: str, req: Request, prompt_tokens: int) -> float:
        e = self.engines[name]
        sp = self.speeds[req.idx][e.backend.kind]
        queued = sum(len(r.prompt) for r in e.waiting) + sum(
            max(0, r.prefill_target - r.computed) for r in e.running if not r.prefilled
        )
        ttft = e.perf.prefill_time(queued + prompt_tokens)
        batch = len(e.running) + len(e.waiting) + 1
        context = prompt_tokens + req.body["max_tokens"] // 2
        step = e.perf.decode_step(batch, context, round(sp.drafts_per_step))
        # prefill work waiting on this GPU stalls its decode steps (chunked prefill / TGI)
        tpot = step / sp.tokens_per_step
        return ttft + max(0, req.body["max_tokens"] - 1) * tpot

    def __call__(self, req: Request) -> tuple[str, str]:
        p = req.trace_prompt_tokens
        load = {n: len(e.running) + len(e.waiting) for n, e in self.engines.items()}
        least = min(load.values())
        near = [n for n in self.engines if load[n] == least]
        best = min(near, key=lambda n: self.predict(n, req, p))
        self.choices[req.idx] = best
        return self.key, f"pin-{best}"
