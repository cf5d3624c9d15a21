"""`specgate advise` with the GPU speed a running gateway measured, against the datasheet.

One replay of a load's traffic on the current mixed fleet behind ``balanced`` gives what an
operator's gateway has after serving it: the usage events (traffic and the acceptance the router
learned) and ``/admin/v1/fleet`` (each backend's measured prefill and decode-step factors). advise
then sizes a fleet three ways, each with that acceptance: on the cost model's datasheet profile,
on the datasheet scaled by the live factors (``specgate advise --gateway URL``), and on the
offline GPU profile the recorded advise check uses (``calibration.profiles``). Each row gives
the recommendation and the predicted attainment of the current fleet, set against what the
replay of that fleet measured.

    python -m bench.routing.advise_live [--load medium] [--draws 0,1,2]   # ~30 s a draw
"""

from __future__ import annotations

import argparse
import asyncio
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from bench.routing import calibration, fleets, metrics, setups, workload
from bench.routing.run import FULL, GPUS, LOADS, RESULTS, load_requests
from gateway import advise as adv
from gateway import advise_live

OUT = RESULTS / "advise-live.json"


async def one(data: Path, work: Path, load: str, draw: int) -> dict[str, Any]:
    ts = LOADS[load][1]
    mix = fleets.mixed(GPUS)
    reqs = load_requests(workload.load_trace(data), data, load, count=FULL.count, draw=draw)
    result = await setups.run_setup(setups.Setup("mixed/balanced", mix, "balanced",
                                                 "mixed-router"),
                                    reqs, load=load, time_scale=ts, workdir=work,
                                    slo=metrics.Slo())
    gw = work / "gateway"
    db = f"sqlite+aiosqlite:///{gw / 'specgate.db'}"
    traffic = adv.traffic_from_rows(await adv.read_usage(db))
    traffic = replace(traffic, rate=traffic.rate / ts)  # usage times are wall seconds
    learned = await adv.usage_acceptance(db)
    factors = advise_live.kind_factors(json.loads((gw / "gateway-fleet.json").read_text()))
    slo = metrics.Slo().for_advise()
    rows: dict[str, Any] = {}
    offline = calibration.profiles()
    for name, profiles, measured in (("datasheet", None, None), ("live factors", None, factors),
                                     ("offline profile", offline, None)):
        models = adv.kind_models(fleets.GPU, acceptance=learned, kinds=fleets.KINDS,
                                 profiles=profiles, factors=measured)
        advice = adv.advise(models, traffic, slo, max_gpus=12, current=mix, max_kinds=2)
        best, current = advice["best"], advice["current"]
        rows[name] = {
            "best": None if best is None else {
                "counts": best.counts, "usd_per_hour": str(best.usd_per_hour),
                "predicted_attainment": best.attainment},
            "current_predicted_attainment": current.attainment,
        }
    return {"draw": draw, "load": load, "current_replayed_attainment": result.row()[
        "slo_attainment"], "factors": factors, "advice": rows}


def render(runs: list[dict[str, Any]]) -> str:
    lines = ["| draw | profile | recommended | $/h | predicted | current fleet: predicted / "
             "replayed |", "|---|---|---|---|---|---|"]
    for r in runs:
        replayed = r["current_replayed_attainment"]
        for name, a in r["advice"].items():
            best = a["best"] or {"counts": {}, "usd_per_hour": "-", "predicted_attainment": 0.0}
            mix = " + ".join(f"{n} x {k}" for k, n in sorted(best["counts"].items())) or "none"
            lines.append(f"| {r['draw']} | {name} | {mix} | {best['usd_per_hour']} | "
                         f"{best['predicted_attainment']:.1%} | "
                         f"{a['current_predicted_attainment']:.1%} / {replayed:.1%} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[3] / "shared"
                    / "data")
    ap.add_argument("--load", default="medium", choices=sorted(LOADS))
    ap.add_argument("--draws", default="0", help="request draws (0: the recorded sets)")
    ap.add_argument("--workdir", type=Path, default=Path("/tmp/specgate-advise-live"))
    args = ap.parse_args()
    runs = [asyncio.run(one(args.data, args.workdir / str(s), args.load, int(s)))
            for s in args.draws.split(",")]
    OUT.write_text(json.dumps({"gateway": setups.gateway_revision(), "runs": runs}, indent=1))
    print(render(runs))


if __name__ == "__main__":
    main()
