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
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bench.routing import calibration, fleets, metrics, oracle, report, setups, workload
from gateway import advise as adv
from gateway.advise_model import estimate as advise_estimate

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
GPUS = 4
# Offered load per fleet of GPUS A10Gs (requests/s of the thinned trace) and the time scale
# each replays at (simulated s per wall s; lower at high load so 2 cores keep up).
LOADS = {"low": (0.5, 12.0), "medium": (1.0, 10.0), "high": (1.6, 8.0)}
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
    """Per request: the sim's truth, and for the mixed fleet the router's estimates."""
    if not res.decisions:
        return
    rows = res.decisions
    if res.setup.family not in ("mixed-router", "mixed-baseline"):
        rows = [{k: v for k, v in r.items() if k != "candidates"} for r in rows]
    d = RESULTS / "decisions"
    d.mkdir(parents=True, exist_ok=True)
    name = res.setup.name.replace("/", "_")
    (d / f"{load}__{name}.json").write_text(json.dumps(rows, separators=(",", ":")))


async def main_table(
    reqs: dict[str, list[workload.Request]],
    speeds: dict[str, Any],
    slo: metrics.Slo,
    work: Path,
    only_setups: set[str] | None = None,
    loads: set[str] | None = None,
) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    # diagnostic rows run only when named
    chosen = setups.standard_setups(GPUS) + (setups.diagnostic_setups(GPUS) if only_setups else [])
    for load, (_, ts) in LOADS.items():
        if loads and load not in loads:
            continue
        for s in chosen:
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


def merged_acceptance(
    learned: dict[str, dict[str, dict[str, float]]], true: dict[str, dict[str, dict[str, float]]]
) -> dict[str, dict[str, dict[str, float]]]:
    """The gateway's learned acceptance per (kind, class); else the pre-pass's truth."""
    out = {k: dict(v) for k, v in true.items()}
    for kind, by_cls in learned.items():
        for cls, v in by_cls.items():
            out.setdefault(kind, {})[cls] = {**out.get(kind, {}).get(cls, {}), "alpha": v["alpha"]}
    return out


async def advise_check(
    reqs: list[workload.Request], speeds: Any, slo: metrics.Slo, work: Path, *, reuse: bool,
    replays: bool = True,
) -> dict[str, Any]:
    """advise's pick for the medium-load traffic vs replaying every 1- and 2-kind fleet.

    advise reads what an operator's gateway has: the usage events of this traffic served by the
    current 4-GPU mixed fleet under the balanced policy (times, tokens, the classifier's class,
    the acceptance the router learned per backend and class), plus an offline GPU profile. Where
    the router had not learned a (kind, class) acceptance, the pre-pass's true acceptance for
    that class stands in (what exploration would measure). ``replays=False`` (``--only pick``)
    stops at advise's pick: the current fleet's replay and the recommendation."""
    ts = LOADS["medium"][1]
    mix = fleets.mixed(GPUS)
    prev_file = RESULTS / "advise.json"
    previous = json.loads(prev_file.read_text())[0] if reuse and prev_file.exists() else None
    revision = setups.gateway_revision()
    if previous is not None and previous.get("gateway") != revision:
        previous = None  # replays of another gateway build say nothing about this one
    first = await setups.run_setup(
        setups.Setup("mixed/balanced", mix, "balanced", "mixed-router"),
        reqs,
        load="medium",
        time_scale=ts,
        workdir=work / "run",
        slo=slo,
        speeds=speeds,
    )
    db = f"sqlite+aiosqlite:///{work / 'run' / 'gateway' / 'specgate.db'}"
    rows_in = await adv.read_usage(db)
    learned = await adv.usage_acceptance(db)
    traffic = adv.traffic_from_rows(rows_in)
    traffic = replace(traffic, rate=traffic.rate / ts)  # usage times are wall seconds
    true = calibration.acceptance(reqs, speeds, by="label")
    inputs: dict[str, Any] = {
        "profiles": calibration.profiles(),
        "acceptance": merged_acceptance(learned, true),
        "learned": learned,
        "usage_rows": len(rows_in),
    }
    models = adv.kind_models(
        fleets.GPU, acceptance=inputs["acceptance"], profiles=inputs["profiles"], kinds=fleets.KINDS
    )
    advise_slo = slo.for_advise()
    result = adv.advise(models, traffic, advise_slo, max_gpus=12, current=mix, max_kinds=2)
    best = result["best"]
    out: dict[str, Any] = {
        "gateway": revision,
        "inputs": inputs,
        "advice": adv.to_json(result),
        "current_replay": first.row(),
        "replays": [],
    }
    save("advise", [out])
    if best is None or not replays:
        return out
    n = best.gpus
    # Replays already made by the smallest-fleet search (same traffic, same SLO) are reused.
    done: dict[tuple[str, str], dict[str, Any]] = {}
    if reuse and (RESULTS / "fleet.json").exists():
        for r in json.loads((RESULTS / "fleet.json").read_text()):
            if r["family"] == "homogeneous":
                done[(r["fleet"], r["policy"])] = {**r, "reused": "fleet search"}
    if reuse and previous:  # an earlier advise check's replays of the same traffic
        for r in previous.get("replays", []):
            done.setdefault(
                (r["fleet"], r["policy"]), {**r, "reused": r.get("reused") or "earlier"}
            )
    cands: list[tuple[dict[str, int], str]] = []
    for size in sorted({max(1, n - 1), n, n + 1}):
        cands += [({k: size}, "least-loaded") for k in fleets.KINDS]
    cands.append((dict(best.counts), "balanced"))  # the recommendation behind our router
    for size in sorted({max(2, n - 1), n}):
        # every pair of kinds; at n all splits' ends and the middle, at n - 1 the middle
        splits = sorted({1, size // 2, size - 1}) if size == n else [size // 2]
        for i, a in enumerate(fleets.KINDS):
            for b in fleets.KINDS[i + 1 :]:
                cands += [({a: j, b: size - j}, "balanced") for j in splits if 0 < j < size]
    for counts, policy in cands:
        est = advise_estimate(models, counts, traffic, advise_slo)
        s = setups.Setup(fleets.fleet_name(counts), counts, policy, "two-kind")
        if (s.name, policy) in done:
            row = dict(done[(s.name, policy)])
        else:
            res = await setups.run_setup(
                s, reqs, load="medium", time_scale=ts, workdir=work / "run", slo=slo, speeds=speeds
            )
            row = res.row()
        row["recommended"] = counts == best.counts
        row["predicted_attainment"] = est.attainment
        row["predicted_tpot_s"] = est.tpot_s
        out["replays"].append(row)
        save("advise", [out])
    return out


def load_requests(
    trace: list[workload.TraceRow], data: Path, load: str, *, count: int, draw: int = 0
) -> list[workload.Request]:
    """The requests replayed at ``load``: a window of the trace thinned to ``count`` and paired
    with prompts (draw 0: the recorded results' request sets)."""
    seed = list(LOADS).index(load) + 100 * draw
    rows = workload.window(trace, rate=LOADS[load][0], count=count, seed=seed)
    return workload.pair(rows, data, seed=seed)


async def amain(args: argparse.Namespace) -> None:
    plan = QUICK if args.quick else FULL
    data = Path(args.data)
    slo = metrics.Slo()
    work = Path(args.workdir)
    trace = workload.load_trace(data)
    reqs = {load: load_requests(trace, data, load, count=plan.count, draw=args.seed)
            for load in LOADS}
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
        "seed": args.seed,
        "command": args.command_line,
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "meta.json").write_text(json.dumps(meta, indent=1))
    if "main" in parts:
        only = set(args.setups.split(",")) if args.setups else None
        loads = set(args.loads.split(",")) if args.loads else None
        await main_table(reqs, speeds, slo, work, only, loads)
    if "fleet" in parts:
        sizes = (
            tuple(int(x) for x in args.fleet_sizes.split(","))
            if args.fleet_sizes
            else plan.fleet_sizes
        )
        await fleet_search(reqs["medium"], speeds["medium"], slo, work, sizes)
    if "advise" in parts or "pick" in parts:
        sub = reqs["medium"][: plan.advise_requests]
        await advise_check(sub, speeds["medium"], slo, work, reuse=len(sub) == len(reqs["medium"]),
                           replays="advise" in parts)
    if RESULTS.resolve() == (HERE / "results").resolve():
        report.write(HERE)
    print(f"total {time.time() - t0:.0f} s; results in {RESULTS}")


def main() -> None:
    import sys

    global RESULTS  # every writer in this module saves under it (--results)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer requests and fleet sizes")
    ap.add_argument("--data", default=str(HERE.parents[1].parent / "shared" / "data"))
    ap.add_argument("--workdir", default="/tmp/specgate-bench-routing")
    ap.add_argument("--only", default="main,fleet,advise")
    ap.add_argument("--setups", default="", help="comma list of setup names (default: all)")
    ap.add_argument("--loads", default="", help="comma list of loads (default: all)")
    ap.add_argument(
        "--fleet-sizes",
        default="",
        help="GPU counts the smallest-fleet search tries, upwards (default: the plan's)",
    )
    ap.add_argument("--seed", type=int, default=0, help="another draw of each load's requests")
    ap.add_argument("--results", default=str(RESULTS),
                    help="where the JSON goes (TABLES.md and plots only for the default)")
    args = ap.parse_args()
    args.command_line = "python -m bench.routing.run " + " ".join(sys.argv[1:])
    RESULTS = Path(args.results)
    asyncio.run(amain(args))


if __name__ == "__main__":
    main()
