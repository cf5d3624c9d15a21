"""How far `specgate advise`'s predicted attainment is from the replays it is judged against.

No replay is run: the recorded replays (``results/{main,fleet,advise}.json``) are compared with
``advise_model.estimate`` for the same fleet on the same traffic, rebuilt from the trace the way
``run.py`` builds it (arrival times, trace tokens, the classifier's class). The model's inputs
(GPU profile, acceptance per kind and class) are those the recorded advise check used.

    python -m bench.routing.advise_fit            # per-row table and the error summary
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bench.routing import fleets, metrics, workload
from bench.routing.run import LOADS, RESULTS
from gateway import advise as adv
from gateway.advise_model import Traffic, estimate
from gateway.routing.classify import classify


def traffic(data: Path, load: str, count: int = 160) -> Traffic:
    """The load's replayed traffic as advise reads it from the usage events (sim seconds)."""
    rate = LOADS[load][0]
    seed = list(LOADS).index(load)
    reqs = workload.pair(workload.window(workload.load_trace(data), rate=rate, count=count,
                                         seed=seed), data, seed=seed)
    rows = []
    for r in reqs:
        w = classify(r.body)
        rows.append((r.at, r.trace_prompt_tokens, r.trace_output_tokens,
                     f"{w.kind}/{w.grounding}"))
    return adv.traffic_from_rows(rows)


def recorded() -> list[dict[str, Any]]:
    """Replayed rows advise could have recommended: homogeneous fleets behind least-loaded and
    mixes behind ``balanced``."""
    rows: list[dict[str, Any]] = []
    for name in ("main", "fleet"):
        for r in json.loads((RESULTS / f"{name}.json").read_text()):
            if r["family"] == "homogeneous" or r["setup"] == "mixed/balanced":
                rows.append(r)
    check = json.loads((RESULTS / "advise.json").read_text())[0]
    seen = {(r["fleet"], r["policy"], r["load"]) for r in rows}
    rows += [r for r in check["replays"] if (r["fleet"], r["policy"], r["load"]) not in seen]
    return rows


def counts_of(fleet: str) -> dict[str, int]:
    """``2xplain+1xtgi-draft`` -> {"plain": 2, "tgi-draft": 1}."""
    out: dict[str, int] = {}
    for part in fleet.split("+"):
        n, kind = part.split("x", 1)
        out[kind] = out.get(kind, 0) + int(n)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default="../shared/data")
    args = ap.parse_args()
    check = json.loads((RESULTS / "advise.json").read_text())[0]
    inputs = check["inputs"]
    models = adv.kind_models(fleets.GPU, acceptance=inputs["acceptance"],
                             profiles=inputs["profiles"], kinds=fleets.KINDS)
    slo = metrics.Slo().for_advise()
    traffics = {load: traffic(Path(args.data), load) for load in LOADS}
    errs: list[float] = []
    print(f"{'load':<7}{'fleet':<36}{'policy':<13}{'replay':>7}{'model':>7}{'error':>7}")
    for r in sorted(recorded(), key=lambda r: (r["load"], r["fleet"])):
        est = estimate(models, counts_of(r["fleet"]), traffics[r["load"]], slo)
        err = est.attainment - r["slo_attainment"]
        errs.append(err)
        print(f"{r['load']:<7}{r['fleet']:<36}{r['policy']:<13}{r['slo_attainment']:>7.0%}"
              f"{est.attainment:>7.0%}{err * 100:>+7.1f}")
    n = len(errs)
    mean = sum(errs) / n
    mae = sum(abs(e) for e in errs) / n
    print(f"{n} rows: mean error {mean * 100:+.1f} points, mean absolute {mae * 100:.1f}")


if __name__ == "__main__":
    main()
