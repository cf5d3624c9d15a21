"""How far `specgate advise`'s predicted attainment is from the replays it is judged against.

The recorded replays (``results/{main,fleet,advise}.json``) are compared with
``advise_model.estimate`` for the same fleet on the same traffic, read the way advise reads it:
from the usage events of the mixed fleet behind ``balanced`` replaying that load (arrival times,
the tokens the backends reported, the classifier's class), recorded once per load in
``results/advise-usage.json``. The model's other inputs (GPU profile, acceptance per kind and
class) are those the recorded advise check used.

    python -m bench.routing.advise_fit --record   # replay each load once for its usage, ~1 min
    python -m bench.routing.advise_fit            # per-row table and the error summary
"""

from __future__ import annotations

import argparse
import asyncio
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from bench.routing import fleets, metrics, setups, workload
from bench.routing.run import FULL, GPUS, LOADS, RESULTS, load_requests
from gateway import advise as adv
from gateway.advise_model import Traffic, estimate

USAGE = RESULTS / "advise-usage.json"


async def record(data: Path, work: Path) -> None:
    """Replay each load on the mixed fleet behind ``balanced``; keep its usage as trace rows."""
    out: dict[str, Any] = {"gateway": setups.gateway_revision()}
    trace = workload.load_trace(data)
    for load, (_, ts) in LOADS.items():
        setup = setups.Setup("mixed/balanced", fleets.mixed(GPUS), "balanced", "mixed-router")
        reqs = load_requests(trace, data, load, count=FULL.count)
        await setups.run_setup(setup, reqs, load=load, time_scale=ts, workdir=work,
                               slo=metrics.Slo())
        rows = await adv.read_usage(f"sqlite+aiosqlite:///{work / 'gateway' / 'specgate.db'}")
        out[load] = {"time_scale": ts, "rows": rows}
    USAGE.write_text(json.dumps(out))


def traffic(load: str) -> Traffic:
    """The load's traffic from its recorded usage, in simulated seconds."""
    rec = json.loads(USAGE.read_text())[load]
    t = adv.traffic_from_rows([tuple(r) for r in rec["rows"]])
    return replace(t, rate=t.rate / rec["time_scale"])  # usage times are wall seconds


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


def summary(errs: list[float]) -> str:
    n = len(errs)
    return (f"{n} rows: mean error {sum(errs) / n * 100:+.1f} points, "
            f"mean absolute {sum(abs(e) for e in errs) / n * 100:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--data", default="../shared/data")
    ap.add_argument("--record", action="store_true", help="replay each load for its usage first")
    ap.add_argument("--workdir", default="/tmp/specgate-advise-fit")
    args = ap.parse_args()
    if args.record:
        asyncio.run(record(Path(args.data), Path(args.workdir)))
    check = json.loads((RESULTS / "advise.json").read_text())[0]
    inputs = check["inputs"]
    models = adv.kind_models(fleets.GPU, acceptance=inputs["acceptance"],
                             profiles=inputs["profiles"], kinds=fleets.KINDS)
    slo = metrics.Slo().for_advise()
    traffics = {load: traffic(load) for load in LOADS}
    errs: list[float] = []
    single: list[float] = []
    print(f"{'load':<7}{'fleet':<48}{'policy':<13}{'replay':>7}{'model':>7}{'error':>7}")
    for r in sorted(recorded(), key=lambda r: (r["load"], r["fleet"])):
        counts = counts_of(r["fleet"])
        est = estimate(models, counts, traffics[r["load"]], slo)
        err = est.attainment - r["slo_attainment"]
        errs.append(err)
        if len(counts) == 1:
            single.append(err)
        print(f"{r['load']:<7}{r['fleet']:<48}{r['policy']:<13}{r['slo_attainment']:>7.0%}"
              f"{est.attainment:>7.0%}{err * 100:>+7.1f}")
    print(f"all: {summary(errs)}\none kind: {summary(single)}")


if __name__ == "__main__":
    main()
