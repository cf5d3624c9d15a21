"""Load shedding past saturation: the `balanced` policy with and without `max_queue_ms`.

    python -m bench.routing.shedding [--rates 1.6,2.4,3.2] [--limits none,1000,3000]
        [--count 240] [--seeds 0,1] [--write]

The routing bench's 4-GPU mixed fleet (``fleets.mixed(4)``) and its traffic (the Azure 2023
trace, thinned to ``--rates`` requests a second and paired with real prompts, as
``run.load_requests`` does), replayed open-loop through the real gateway under the shipped
``balanced`` policy and under copies of it that set ``max_queue_ms`` to each of ``--limits``.
A refused request is not retried (a client honouring ``Retry-After`` would come back later,
which an open-loop replay cannot say when).

Per setup: the share of requests served, refused (503 ``overloaded``) and failed otherwise;
the share of *all* requests served within the routing bench's SLO (``metrics.Slo``: a refusal
counts as a miss); the same share among those served; goodput (output tokens a second of
requests within the SLO); TTFT and time per output token of those served. Each seed draws
another window of the trace; the first table averages the seeds, the second lists them.
``--write`` records both in ``bench/routing/SHEDDING.md``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.routing import fleets, metrics, setups, workload

HERE = Path(__file__).resolve().parent
GPUS = 4


def time_scale(rate: float) -> float:
    """Simulated seconds per wall second: lower as the rate rises, so 2 cores keep up
    (the routing bench runs 1.6 requests/s at 8)."""
    return max(3.0, min(10.0, 8.0 * 1.6 / rate))


def policies_with_limits(limits: list[int], into: Path) -> dict[int | None, str]:
    """The shipped policies plus ``balanced-shed-<ms>`` for each limit; name by limit."""
    shutil.copytree(setups.ROOT / "policies", into, dirs_exist_ok=True)
    balanced = (into / "balanced.yaml").read_text()
    names: dict[int | None, str] = {None: "balanced"}
    for ms in limits:
        name = f"balanced-shed-{ms}"
        (into / f"{name}.yaml").write_text(
            f"{balanced}\n# load shedding (bench/routing/shedding.py)\nmax_queue_ms: {ms}\n")
        names[ms] = name
    return names


def summary(res: setups.RunResult) -> dict[str, Any]:
    """One replay's row; refused means by the policy's ``max_queue_ms`` (reason ``shed: ...``)."""
    st = res.stats
    shed = res.reasons.get("shed", 0)
    n = st.n
    served = n - st.errors
    met = round(st.slo_attainment * n)
    return {
        "policy": res.setup.policy,
        "n": n,
        "served": served / n,
        "shed": shed / n,
        "failed": (st.errors - shed) / n,
        "slo_all": st.slo_attainment,
        "slo_served": met / served if served else float("nan"),
        "goodput_tok_s": st.goodput_tok_s,
        "ttft_p50": st.ttft_p50,
        "ttft_p95": st.ttft_p95,
        "tpot_p50": st.tpot_p50,
        "tpot_p95": st.tpot_p95,
    }


async def one(policy: str, reqs: list[workload.Request], rate: float, seed: int,
              slo: metrics.Slo, work: Path) -> dict[str, Any]:
    setup = setups.Setup(f"mixed/{policy}", fleets.mixed(GPUS), policy, "mixed-router")
    res = await setups.run_setup(setup, reqs, load=f"{rate:g}/s", time_scale=time_scale(rate),
                                 workdir=work, slo=slo)
    return {"rate": rate, "seed": seed, **summary(res)}


COLUMNS = ("served", "shed", "failed", "slo_all", "slo_served", "goodput_tok_s", "ttft_p50",
           "ttft_p95", "tpot_p50", "tpot_p95")


def averaged(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per (rate, policy): the mean over its seeds."""
    groups: dict[tuple[float, str], list[dict[str, Any]]] = {}
    for r in rows:
        groups.setdefault((r["rate"], r["policy"]), []).append(r)
    return [{"rate": rate, "policy": policy, "seed": f"{len(g)} seeds",
             **{c: statistics.fmean(r[c] for r in g) for c in COLUMNS}}
            for (rate, policy), g in groups.items()]


def table(rows: list[dict[str, Any]]) -> str:
    head = ("| offered req/s | seed | policy | served | refused | failed | within SLO, all | "
            "within SLO, served | goodput tok/s | TTFT p50 / p95 s | TPOT p50 / p95 ms |\n"
            "|---|---|---|---|---|---|---|---|---|---|---|\n")
    body = "".join(
        f"| {r['rate']:g} | {r['seed']} | {r['policy']} | {r['served']:.0%} | {r['shed']:.0%} | "
        f"{r['failed']:.0%} | {r['slo_all']:.1%} | {r['slo_served']:.1%} | "
        f"{r['goodput_tok_s']:.0f} | {r['ttft_p50']:.2f} / {r['ttft_p95']:.2f} | "
        f"{r['tpot_p50'] * 1e3:.0f} / {r['tpot_p95'] * 1e3:.0f} |\n"
        for r in rows)
    return head + body


async def amain(args: argparse.Namespace) -> list[dict[str, Any]]:
    data = Path(args.data)
    slo = metrics.Slo()
    trace = workload.load_trace(data)
    limits = [int(x) for x in args.limits.split(",") if x != "none"]
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="specgate-shed-") as tmp:
        names = policies_with_limits(limits, Path(tmp) / "policies")
        os.environ["SPECGATE_POLICIES_DIR"] = str(Path(tmp) / "policies")
        chosen = [None, *limits] if "none" in args.limits.split(",") else limits
        for seed in (int(x) for x in args.seeds.split(",")):
            for rate in (float(x) for x in args.rates.split(",")):
                window = workload.window(trace, rate=rate, count=args.count, seed=seed)
                reqs = workload.pair(window, data, seed=seed)
                for ms in chosen:
                    rows.append(await one(names[ms], reqs, rate, seed, slo, Path(tmp) / "run"))
                    print(table(rows[-1:]).splitlines()[-1], flush=True)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rates", default="2,3,5", help="offered requests/s (simulated)")
    ap.add_argument("--limits", default="none,1000,2500",
                    help="max_queue_ms values ('none': the shipped balanced policy)")
    ap.add_argument("--count", type=int, default=240, help="requests per replay")
    ap.add_argument("--seeds", default="0,1", help="trace windows to draw, one replay each")
    ap.add_argument("--data", default=str(HERE.parents[1].parent / "shared" / "data"))
    ap.add_argument("--write", action="store_true", help="record the table in SHEDDING.md")
    args = ap.parse_args()
    t0 = time.time()
    rows = asyncio.run(amain(args))
    out = f"Mean over the seeds:\n\n{table(averaged(rows))}\nEach replay:\n\n{table(rows)}"
    print(out)
    if args.write:
        cmd = "python -m bench.routing.shedding " + " ".join(sys.argv[1:])
        (HERE / "SHEDDING.md").write_text(
            f"# Load shedding past saturation\n\nGenerated by `bench/routing/shedding.py` (method "
            f"in its docstring); do not edit by hand.\n\n- command: `{cmd}`\n"
            f"- gateway: {setups.gateway_revision()}; machine: {platform.machine()}, "
            f"{os.cpu_count()} CPUs; {time.time() - t0:.0f} s\n"
            f"- fleet: {fleets.fleet_name(fleets.mixed(GPUS))}; SLO: {metrics.Slo()}\n\n{out}")


if __name__ == "__main__":
    main()
