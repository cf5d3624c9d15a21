"""How much of a request's draft speed its workload class explains, and how much is luck.

The oracle knows each request's true tokens per decode step on every speculative kind; the router
learns them per workload class (``KIND/GROUNDING``). For the medium-load draws given, this runs
every request on each kind twice (the request's own sampling seed, then another) and reports, kind
by kind:

- the share of the spread across requests that the class explains;
- how well the request predicts its own speed beyond its class: the correlation, between the two
  seeds, of each request's difference from its class mean (1: all in the request's content; 0:
  all luck of the draw that nothing read before the request runs could predict);

    python -m bench.routing.acceptance_spread --draws 64,65,66,67
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import statistics
from pathlib import Path

from bench.routing import oracle, run, workload
from gateway.routing.classify import classify
from gateway.routing.snapshot import class_key

HERE = Path(__file__).resolve().parent
KINDS = ("vllm-ngram", "vllm-draft", "tgi-draft")
OTHER_SEED = 7_777


def _residuals(values: dict[int, float], classes: dict[int, str]) -> dict[int, float]:
    groups: dict[str, list[float]] = {}
    for idx, v in values.items():
        groups.setdefault(classes[idx], []).append(v)
    means = {c: statistics.fmean(vs) for c, vs in groups.items()}
    return {idx: v - means[classes[idx]] for idx, v in values.items()}


def spread(requests: list[workload.Request]) -> dict[str, dict[str, float]]:
    classes = {r.idx: class_key(classify(r.body)) for r in requests}
    reseeded = [
        dataclasses.replace(r, body={**r.body, "seed": r.body["seed"] + OTHER_SEED})
        for r in requests
    ]
    first = asyncio.run(oracle.true_speed(requests))
    second = asyncio.run(oracle.true_speed(reseeded))
    out: dict[str, dict[str, float]] = {}
    for kind in KINDS:
        a = {i: s[kind].tokens_per_step for i, s in first.items()}
        b = {i: s[kind].tokens_per_step for i, s in second.items()}
        ra, rb = _residuals(a, classes), _residuals(b, classes)
        total = statistics.pvariance(a.values())
        within = statistics.fmean(r * r for r in ra.values())
        ids = sorted(a)
        out[kind] = {
            "mean_tokens_per_step": round(statistics.fmean(a.values()), 3),
            "class_share": round(1 - within / total, 3),
            "seed_correlation": round(
                statistics.correlation([a[i] for i in ids], [b[i] for i in ids]), 3
            ),
            "residual_seed_correlation": round(
                statistics.correlation([ra[i] for i in ids], [rb[i] for i in ids]), 3
            ),
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--draws", default="64,65,66,67")
    ap.add_argument("--data", default=str(HERE.parents[1].parent / "shared" / "data"))
    ap.add_argument("--out", default=str(HERE / "results" / "acceptance-spread.json"))
    args = ap.parse_args()
    data = Path(args.data)
    trace = workload.load_trace(data)
    requests: list[workload.Request] = []
    for draw in (int(d) for d in args.draws.split(",")):
        for r in run.load_requests(trace, data, "medium", count=run.FULL.count, draw=draw):
            requests.append(dataclasses.replace(r, idx=len(requests)))
    result = {"draws": args.draws, "requests": len(requests), "kinds": spread(requests)}
    Path(args.out).write_text(json.dumps(result, indent=1) + "\n")
    for kind, row in result["kinds"].items():
        print(f"{kind:11s} " + "  ".join(f"{k} {v}" for k, v in row.items()))


if __name__ == "__main__":
    main()
