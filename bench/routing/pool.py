"""Paired differences pooled over several scratch A/Bs of ``repeat.py`` (rows.json files).

A/Bs run as separate invocations (new draws with ``--start``, or the reference replayed in a run
of its own) pair up here by (repetition, setup): each source against the baseline source in the
same repetition (``repeat.render_between``), and against the reference setup as the baseline
source replayed it, with the per-draw ratio.

    python -m bench.routing.pool DIR [DIR ...] [--base head] [--reference mixed/oracle]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from pathlib import Path
from typing import Any

from bench.routing import repeat

Key = tuple[str, int, str, str]  # source, repetition, load, setup
METRICS = (("slo_attainment", 100.0, "pts"), ("tpot_p50", 1000.0, "ms"), ("tpot_p95", 1000.0, "ms"))


def load_rows(dirs: list[Path]) -> dict[Key, dict[str, Any]]:
    rows: dict[Key, dict[str, Any]] = {}
    for d in dirs:
        for r in json.loads((d / "rows.json").read_text())["rows"]:
            rows[(r["src"], r["rep"], r["load"], r["setup"])] = r
    return rows


def _mean_se(xs: list[float]) -> str:
    se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.nan
    return f"{statistics.mean(xs):+.2f} ± {se:.2f}"


def paired(rows: dict[Key, dict[str, Any]], src: str, base: str, base_setup: str | None,
           load: str, setup: str) -> tuple[int, list[str]] | None:
    """``src``'s setup minus ``base``'s (``base_setup``: another setup of base, else the same)."""
    other = base_setup or setup
    reps = sorted(r for (s, r, ld, st) in rows if (s, ld, st) == (src, load, setup)
                  and (base, r, load, other) in rows)
    if not reps:
        return None
    cells = []
    for metric, scale, unit in METRICS:
        d = [(rows[(src, r, load, setup)][metric] - rows[(base, r, load, other)][metric]) * scale
             for r in reps]
        cell = f"{_mean_se(d)} {unit}"
        if metric == "tpot_p50":
            ratio = [rows[(src, r, load, setup)][metric] / rows[(base, r, load, other)][metric] - 1
                     for r in reps]
            cell += f" ({_mean_se([100 * x for x in ratio])}%)"
        cells.append(cell)
    return len(reps), cells


def report(rows: dict[Key, dict[str, Any]], base: str, reference: str) -> str:
    srcs = sorted({k[0] for k in rows})
    cases = sorted({(k[2], k[3]) for k in rows if k[3] != reference})
    out = [f"## Against {reference} as `{base}` replayed it", "",
           "| source | load | setup | draws | SLO met | p50 TPOT | p95 TPOT |",
           "|---|---|---|---|---|---|---|"]
    for src in srcs:
        for load, setup in cases:
            got = paired(rows, src, base, reference, load, setup)
            if got:
                out.append(f"| {src} | {load} | {setup} | {got[0]} | " + " | ".join(got[1]) + " |")
    others = [s for s in srcs if s != base]
    between = repeat.render_between([r for r in rows.values() if r["setup"] != reference],
                                    [base, *others])
    return "\n".join(out) + "\n\n" + between


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dirs", nargs="+", type=Path)
    ap.add_argument("--base", default="head", help="the source the others are paired against")
    ap.add_argument("--reference", default="mixed/oracle")
    args = ap.parse_args()
    print(report(load_rows(args.dirs), args.base, args.reference), end="")


if __name__ == "__main__":
    main()
