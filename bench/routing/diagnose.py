"""What the router estimated against what the simulator measured, per request and per setup.

    python -m bench.routing.diagnose [results/decisions dir] [--load medium]

Reads ``results/decisions/LOAD__SETUP.json`` (written by ``run.py``: per request, the decision
details of the gateway's usage event and the sim's truth) and prints, per router setup: how
often the chosen backend already had more requests in flight than the least-loaded candidate;
the chosen backend's estimated TTFT and TPOT against the true ones (median ratio true/estimate);
how often an idle candidate was estimated slower than the chosen one only because of a learned
TPOT; and the GPU-cost estimate's rank correlation with load (a cost term that falls with load
herds traffic).
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _median(xs: list[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    busier = n = learned_idle = cheaper_busier = pairs = 0
    ttft_ratio: list[float] = []
    tpot_ratio: list[float] = []
    stalled = 0
    for r in rows:
        cands = r.get("candidates") or []
        chosen = next((c for c in cands if c["backend"] == r["backend"]), None)
        if chosen is None:
            continue
        n += 1
        others = [c for c in cands if c is not chosen]
        if others and chosen["load"] > min(o["load"] for o in others):
            busier += 1
        if r["true_ttft_s"] and chosen["ttft_ms"]:
            ttft_ratio.append(r["true_ttft_s"] * 1e3 / chosen["ttft_ms"])
        if r["true_tpot_ms"] and chosen["tpot_ms"]:
            tpot_ratio.append(r["true_tpot_ms"] / chosen["tpot_ms"])
            if r["true_tpot_ms"] > 3 * chosen["tpot_ms"]:
                stalled += 1
        if any(o["load"] == 0 and o.get("source") == "learned" for o in others):
            learned_idle += 1
        for o in others:
            if o["load"] == chosen["load"] or o.get("gpu_cost_micros") is None:
                continue
            pairs += 1
            lo, hi = (o, chosen) if o["load"] < chosen["load"] else (chosen, o)
            if (hi["gpu_cost_micros"] or 0) < (lo["gpu_cost_micros"] or 0):
                cheaper_busier += 1
    return {
        "decisions": n,
        "chosen_busier_than_least_loaded": busier / max(n, 1),
        "ttft_true_over_estimate_p50": _median(ttft_ratio),
        "tpot_true_over_estimate_p50": _median(tpot_ratio),
        "tpot_over_3x_estimate": stalled / max(len(tpot_ratio), 1),
        "idle_candidate_on_learned_tpot": learned_idle / max(n, 1),
        "busier_candidate_estimated_cheaper": cheaper_busier / max(pairs, 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", nargs="?", default=str(HERE / "results" / "decisions"))
    ap.add_argument("--load", default="")
    args = ap.parse_args()
    for f in sorted(Path(args.dir).glob("*.json")):
        load, setup = f.stem.split("__", 1)
        if args.load and load != args.load:
            continue
        rows = json.loads(f.read_text())
        if not any(r.get("candidates") for r in rows):
            continue
        s = summarise(rows)
        if not s["decisions"]:
            continue
        print(
            f"{load:6} {setup:22} n={s['decisions']:3}"
            f"  chosen busier {s['chosen_busier_than_least_loaded']:4.0%}"
            f"  TTFT true/est {s['ttft_true_over_estimate_p50']:5.2f}"
            f"  TPOT true/est {s['tpot_true_over_estimate_p50']:5.2f}"
            f" (>3x: {s['tpot_over_3x_estimate']:4.0%})"
            f"  busier est. cheaper {s['busier_candidate_estimated_cheaper']:4.0%}"
        )


if __name__ == "__main__":
    main()
