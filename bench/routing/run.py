"""Routing benchmark: replay the Azure 2023 trace through the real gateway on simulated fleets.

    python -m bench.routing.run [--quick] [--data ../shared/data] [--only main,fleet,advise]

Writes bench/routing/results/{main,fleet,advise}.json, then RESULTS.md and the plots
(``python -m bench.routing.report`` redraws them from the JSON). See RESULTS.md for the method.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.routing import calibration, fleets, metrics, oracle, report, setups, workload
from gateway import advise as adv

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
GPUS = 4
# Offered load per fleet of GPUS A10Gs (requests/s of the thinned trace) and the time scale
# each replays at (simulated s per wall s; lower at high load so 2 cores keep up).
LOADS = {"low": (0.5, 20.0), "medium": (1.0, 12.0), "high": (1.6, 8.0)}
MEETS = 0.90  # a fleet "meets the SLO" when >= 90% of requests meet both TTFT and TPOT


@dataclass(frozen=True)
class Plan:
    count: int
    fleet_sizes: tuple[int, ...]
    advise_requests: int


FULL = Plan(count=160, fleet_sizes=(2, 3, 4, 5, 6, 7, 8), advise_requests=160)
QUICK = Plan(count=60, fleet_sizes=(2, 3, 4, 5, 6), advise_requests=60)


def save(name: str, rows: list[dict[str, Any]]) -> None:
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{name}.json").write_text(json.dumps(rows, indent=1, default=str))


def save_decisions(load: str, res: setups.RunResult) -> None:
    """Per-request router estimates against the sim's truth (mixed fleets only)."""
    if res.setup.family == "homogeneous" or not res.decisions:
        return
    d = RESULTS / "decisions"
    d.mkdir(parents=True, exist_ok=True)
    name = res.setup.name.replace("/", "_")
    (d / f"{load}__{name}.json").write_text(json.dumps(res.decisions, separators=(",", ":")))


async def main_table(
    reqs: dict[str, list[workload.Request]],
    speeds: dict[str, Any],
    slo: metrics.Slo,
    work: Path,
    only_setups: set[str] | None = None,
    loads: set[str] | None = None,
) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for load, (_, ts) in LOADS.items():
        if loads and load not in loads:
            continue
        for s in setups.standard_setups(GPUS):
            if only_setups and s.name not in only_setups:
                continue
            res = await setups.run_setup(
                s,
                reqs[load],
                load=load,
                time_scale=ts,
                workdir=work / "run",
                slo=slo,
                speeds=speeds[load],
            )
            rows.append({**res.row(), "reasons": res.reasons})
            save_decisions(load, res)
            save("main", rows)
    return rows


async def fleet_search(
    reqs: list[workload.Request], speeds: Any, slo: metrics.Slo, work: Path, sizes: tuple[int, ...]
) -> list[dict[str, Any]]:
    """Smallest fleet meeting the SLO at medium load, per setup (sizes tried upwards)."""
    rows: list[dict[str, Any]] = []
    ts = LOADS["medium"][1]
    for proto in setups.standard_setups(GPUS):
        for n in sizes:
            counts = (
                {proto.name.removeprefix("all-"): n}
                if proto.family == "homogeneous"
                else fleets.mixed(n)
            )
            s = setups.Setup(proto.name, counts, proto.policy, proto.family)
            res = await setups.run_setup(
                s, reqs, load="medium", time_scale=ts, workdir=work / "run", slo=slo, speeds=speeds
            )
            rows.append(res.row())
            save("fleet", rows)
            if res.stats.slo_attainment >= MEETS:
                break
    return rows


def advise_inputs(reqs: list[workload.Request], speeds: Any) -> dict[str, Any]:
    return {"profiles": calibration.profiles(), "acceptance": calibration.acceptance(reqs, speeds)}


async def advise_check(
    reqs: list[workload.Request], speeds: Any, slo: metrics.Slo, work: Path
) -> dict[str, Any]:
    """advise's pick for the medium-load traffic vs replaying every 1- and 2-kind fleet."""
    inputs = advise_inputs(reqs, speeds)
    rows_in = [(r.at, r.trace_prompt_tokens, r.trace_output_tokens, r.cls) for r in reqs]
    traffic = adv.traffic_from_rows(rows_in)
    models = adv.kind_models(
        fleets.GPU, acceptance=inputs["acceptance"], profiles=inputs["profiles"], kinds=fleets.KINDS
    )
    result = adv.advise(
        models,
        traffic,
        slo_ttft_s=slo.ttft_s,
        slo_tpot_s=slo.tpot_s,
        max_gpus=12,
        current=fleets.mixed(GPUS),
        max_kinds=2,
    )
    best = result["best"]
    out: dict[str, Any] = {"inputs": inputs, "advice": adv.to_json(result), "replays": []}
    save("advise", [out])
    if best is None:
        return out
    n = best.gpus
    ts = LOADS["medium"][1]
    cands: list[dict[str, int]] = []
    for size in sorted({max(1, n - 1), n}):
        cands += [{k: size} for k in fleets.KINDS]
        for i, a in enumerate(fleets.KINDS):
            for b in fleets.KINDS[i + 1 :]:
                cands += [{a: j, b: size - j} for j in range(1, size)]
    for counts in cands:
        policy = "least-loaded" if len(counts) == 1 else "balanced"
        s = setups.Setup(fleets.fleet_name(counts), counts, policy, "two-kind")
        res = await setups.run_setup(
            s, reqs, load="medium", time_scale=ts, workdir=work / "run", slo=slo, speeds=speeds
        )
        row = res.row()
        row["recommended"] = counts == best.counts
        out["replays"].append(row)
        save("advise", [out])
    return out


async def amain(args: argparse.Namespace) -> None:
    plan = QUICK if args.quick else FULL
    data = Path(args.data)
    slo = metrics.Slo()
    work = Path(args.workdir)
    trace = workload.load_trace(data)
    reqs: dict[str, list[workload.Request]] = {}
    for i, (load, (rate, _)) in enumerate(LOADS.items()):
        rows = workload.window(trace, rate=rate, count=plan.count, seed=i)
        reqs[load] = workload.pair(rows, data, seed=i)
    t0 = time.time()
    allreqs = [r for rs in reqs.values() for r in rs]
    print(f"true acceptance pre-pass: {len(allreqs)} requests x 3 speculative kinds", flush=True)
    speeds: dict[str, Any] = {}
    for load, rs in reqs.items():
        speeds[load] = await oracle.true_speed(rs)
    print(f"  done in {time.time() - t0:.0f} s", flush=True)
    parts = set(args.only.split(","))
    meta = {
        "plan": plan.__dict__,
        "loads": LOADS,
        "gpus": GPUS,
        "slo": slo.__dict__,
        "quick": args.quick,
        "command": args.command_line,
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "meta.json").write_text(json.dumps(meta, indent=1))
    if "main" in parts:
        only = set(args.setups.split(",")) if args.setups else None
        loads = set(args.loads.split(",")) if args.loads else None
        await main_table(reqs, speeds, slo, work, only, loads)
    if "fleet" in parts:
        await fleet_search(reqs["medium"], speeds["medium"], slo, work, plan.fleet_sizes)
    if "advise" in parts:
        sub = reqs["medium"][: plan.advise_requests]
        await advise_check(sub, speeds["medium"], slo, work)
    report.write(HERE)
    print(f"total {time.time() - t0:.0f} s; wrote {HERE / 'TABLES.md'}")


def main() -> None:
    import sys

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer requests and fleet sizes")
    ap.add_argument("--data", default=str(HERE.parents[1].parent / "shared" / "data"))
    ap.add_argument("--workdir", default="/tmp/specgate-bench-routing")
    ap.add_argument("--only", default="main,fleet,advise")
    ap.add_argument("--setups", default="", help="comma list of setup names (default: all)")
    ap.add_argument("--loads", default="", help="comma list of loads (default: all)")
    args = ap.parse_args()
    args.command_line = "python -m bench.routing.run " + " ".join(sys.argv[1:])
    asyncio.run(amain(args))


if __name__ == "__main__":
    main()
