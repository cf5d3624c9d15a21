"""Small-scale replay: the real gateway (a child process) in front of a simulated mixed fleet.

Two claims of the routing benchmark, at a size that runs in seconds (time scale 20: one wall
second is twenty simulated seconds; timings below are the simulator's own clock):

* at low load, grounded code edits routed by the ``balanced`` policy get a lower median time per
  output token than round-robin gives them on the same fleet (the router sends them to the
  speculative backends, whose drafts copy the pasted code; round-robin sends half of them to
  the two plain backends);
* when load rises, speculation's share falls: chats that arrive one at a time all go to a
  speculative backend; a burst finds them busy, and the router (which keeps load even before its
  objective decides: ``spread``) puts the rest on plain decoding rather than beside them.
"""

from __future__ import annotations

import contextlib
import random
import statistics
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from bench.routing import fleets, gateway_proc, replay, simfleet
from bench.routing.workload import MODEL, Request

TS = 20.0  # simulated seconds per wall second
FLEET = {"plain": 2, "vllm-ngram": 1, "vllm-draft": 1}
POLICIES = ["balanced", "round-robin"]

FUNCS = ("parse_order", "load_config", "merge_rows", "render_table", "send_batch", "score_item")


def _code(rng: random.Random) -> str:
    name = rng.choice(FUNCS)
    lines = [f"def {name}(items, limit, verbose):", "    out = []"]
    for i in range(rng.randint(10, 16)):
        var = rng.choice(("item", "row", "entry"))
        lines += [
            f"    for {var} in items[{i}:]:",
            f"        if {var} is not None and len(out) < limit:",
            f"            out.append(str({var}).strip() + '-{i}')",
        ]
    lines += ["    if verbose:", "        print(len(out))", "    return out"]
    return "\n".join(lines)


def _req(idx: int, at: float, text: str, max_tokens: int, label: str) -> Request:
    body: dict[str, Any] = {
        "model": MODEL,
        "messages": [{"role": "user", "content": text}],
        "max_tokens": max_tokens,
        "temperature": 0,
        "seed": 10_000 + idx,  # unique: the recorder keys each request's truth by its seed
    }
    return Request(idx, at, "test", label, str(idx), 0, max_tokens, body)


def code_edits(start_idx: int, n: int, *, gap_s: float, seed: int) -> list[Request]:
    rng = random.Random(seed)
    return [
        _req(
            start_idx + i,
            i * gap_s,
            "Refactor this function: add type hints and rename the variables. "
            f"Return the whole function.\n```python\n{_code(rng)}\n```",
            200,
            "code/grounded",
        )
        for i in range(n)
    ]


def chats(start_idx: int, ats: list[float], seed: int) -> list[Request]:
    rng = random.Random(seed)
    topics = ("a lighthouse", "a chess club", "winter markets", "a night train", "old maps")
    return [
        _req(
            start_idx + i,
            at,
            f"Write a short story about {rng.choice(topics)} for a child, in plain words.",
            160,
            "chat/open",
        )
        for i, at in enumerate(ats)
    ]


@dataclass
class Served:
    url: str
    keys: dict[str, str]
    recorder: simfleet.Recorder


@contextlib.asynccontextmanager
async def fleet_and_gateway(tmp: Path) -> AsyncIterator[Served]:
    ports = simfleet.free_ports(fleets.gpus(FLEET) + 1)
    data = fleets.fleet_dict(FLEET, ports[1:])
    fleet_file = tmp / "fleet.yaml"
    fleet_file.write_text(yaml.safe_dump(data, sort_keys=False))
    async with (
        simfleet.serve(data, time_scale=TS) as fl,
        gateway_proc.run_gateway(
            fleet_file, tmp / "gw", port=ports[0], policies=POLICIES, time_scale=TS
        ) as gw,
    ):
        yield Served(gw.url, gw.keys, fl.recorder)


async def send(s: Served, policy: str, reqs: list[Request]) -> list[simfleet.Truth]:
    replies = await replay.replay(
        s.url, reqs, lambda _: (s.keys[policy], MODEL), time_scale=TS, label=policy
    )
    assert all(r.status == 200 for r in replies), [r.reason for r in replies if r.status != 200]
    return [s.recorder.truths[int(q.body["seed"])] for q in reqs]


def p50_tpot(truths: list[simfleet.Truth]) -> float:
    return statistics.median(t.tpot for t in truths if t.tpot is not None)


def kinds(truths: list[simfleet.Truth]) -> list[tuple[str, float]]:
    return [(t.kind, round((t.tpot or 0) * 1e3, 1)) for t in truths]


def spec_share(truths: list[simfleet.Truth]) -> float:
    return sum(t.kind != "plain" for t in truths) / len(truths)


async def test_router_beats_round_robin_on_code_edits_and_sheds_speculation_under_load(
    tmp_path: Path,
) -> None:
    async with fleet_and_gateway(tmp_path) as s:
        # low load: one grounded code edit every 2 simulated seconds (each takes ~2-4 s)
        rr = await send(s, "round-robin", code_edits(0, 12, gap_s=2.0, seed=1))
        routed = await send(s, "balanced", code_edits(100, 12, gap_s=2.0, seed=1))
        # load rises: 8 chats one at a time (each takes 3-6 s), then 90 within 3 simulated seconds
        quiet = await send(s, "balanced", chats(200, [i * 8.0 for i in range(8)], seed=2))
        burst = await send(s, "balanced", chats(300, [i / 30 for i in range(90)], seed=3))
    rr_p50, routed_p50 = p50_tpot(rr), p50_tpot(routed)
    assert routed_p50 < 0.9 * rr_p50, (
        f"router p50 TPOT {routed_p50 * 1e3:.1f} ms vs round-robin {rr_p50 * 1e3:.1f} ms; "
        f"router {kinds(routed)} round-robin {kinds(rr)}"
    )
    assert spec_share(rr) < 1.0  # round-robin put half on plain
    quiet_share, burst_share = spec_share(quiet), spec_share(burst)
    print(f"p50 TPOT {routed_p50:.4f} vs {rr_p50:.4f} s; spec share {quiet_share} -> {burst_share}")
    assert quiet_share >= 0.75, [t.kind for t in quiet]
    assert burst_share < quiet_share - 0.2, (quiet_share, burst_share)
