"""Inputs `specgate advise` needs, measured on the simulator the way an operator would measure them.

``profiles``: an offline profile of one GPU (decode step time fitted t0 + t1·b over batches
1-64 at a 1.5k-token context, prefill seconds per token at 2k tokens, and the draft cost ratio c
at batch 1), taken from the simulator's step-time model. ``acceptance``: per backend kind and
trace class, the mean true acceptance and n-gram coverage of the replayed requests (what the
gateway's live acceptance tracking measures per backend and class).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from bench.routing import fleets
from bench.routing.oracle import Speed
from bench.routing.workload import Request
from gateway.config.fleet import parse_fleet
from gateway.sim.engine import SimEngine

CONTEXT = 1500


def _engine(kind: str) -> SimEngine:
    return SimEngine(parse_fleet(fleets.fleet_dict({kind: 1}), source="profile").backends[0])


def profiles() -> dict[str, dict[str, float]]:
    plain = _engine("plain").perf
    bs = list(range(1, 65))
    ys = [plain.decode_step(b, CONTEXT) for b in bs]
    mb, my = sum(bs) / len(bs), sum(ys) / len(ys)
    t1 = sum((b - mb) * (y - my) for b, y in zip(bs, ys, strict=True)) / sum(
        (b - mb) ** 2 for b in bs
    )
    t0 = my - t1 * mb
    prefill = plain.prefill_time(2048) / 2048
    out: dict[str, dict[str, float]] = {}
    for kind in fleets.KINDS:
        entry = {"t0_s": t0, "t1_s": t1, "prefill_s_per_token": prefill}
        if kind in ("vllm-draft", "tgi-draft"):
            k = 4 if kind == "vllm-draft" else 3
            spec = _engine(kind).perf.decode_step(1, CONTEXT, k)
            verify = plain.decode_step(1, CONTEXT, k)
            entry["c"] = max(0.0, (spec - verify) / (k * plain.decode_step(1, CONTEXT)))
        out[kind] = entry
    return out


def acceptance(
    requests: list[Request], speeds: dict[int, dict[str, Speed]], *, by: str = "cls"
) -> dict[str, dict[str, dict[str, float]]]:
    """kind -> class -> mean true acceptance (and n-gram coverage); classes are the trace's
    (``by="cls"``: code/conv) or the prompts' labels (``by="label"``: KIND/GROUNDING, the
    classes the gateway learns per)."""
    k = {"vllm-ngram": 4, "vllm-draft": 4, "tgi-draft": 3}
    sums: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    for r in requests:
        for kind, sp in speeds.get(r.idx, {}).items():
            if kind == "plain" or sp.acceptance is None:
                continue
            s = sums[(kind, r.label if by == "label" else r.cls)]
            s[0] += sp.acceptance
            s[1] += min(1.0, sp.drafts_per_step / k[kind])
            s[2] += 1
    out: dict[str, dict[str, Any]] = {}
    for (kind, cls), (a, q, n) in sums.items():
        out.setdefault(kind, {})[cls] = {
            "alpha": a / n,
            "coverage": q / n if kind == "vllm-ngram" else 1.0,
        }
    return out
