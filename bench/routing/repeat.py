"""Repeated replays of the main table, to tell a routing difference from run-to-run noise.

    python -m bench.routing.repeat --reps 4 --setups mixed/balanced,mixed/least-loaded \
        [--src NAME=PATH ...] [--env NAME:KEY=VALUE ...] [--same-requests] \
        [--reference mixed/least-loaded]

One single replay per load point moves by up to ±4 points of SLO attainment. Here each
repetition runs ``bench.routing.run --only main`` in a subprocess (``--seed REP``: another draw of
each load's requests from the trace, unless ``--same-requests``), once per gateway source tree
(``--src``, e.g. two worktrees for an A/B of a router change; default this checkout), and writes
its JSON under ``results/repeat/<src>/<rep>/``. The summary (``results/repeat/summary.json`` and
``REPEATS.md``) has, per source, setup and load, the mean of SLO attainment and p50/p95 time per
output token over the repetitions, and each setup's paired difference from the reference setup
in the same repetition (same requests): mean ± standard error. ``rows.json`` keeps every
repetition's numbers: ``--pool --start N`` runs repetitions N.. (new draws) and summarises them
together with the ones already recorded, so the error bars can be narrowed run after run; an
A/B of gateway trees goes to ``--scratch DIR`` and leaves the record alone. ``--env`` gives one
source's runs environment variables of their own (the same tree twice, say, with one and with
two gateway workers: ``bench.routing.gateway_proc``); with several sources the report adds each
one's paired difference from the first, setup by setup.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics as st
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE / "results" / "repeat"
ROWS = OUT / "rows.json"  # each repetition's metrics per setup and load, and the runs behind them
METRICS = (("slo_attainment", "SLO met", 100.0, "%"), ("tpot_p50", "p50 TPOT", 1e3, " ms"),
           ("tpot_p95", "p95 TPOT", 1e3, " ms"))


def run_once(name: str, src: Path, rep: int, args: argparse.Namespace,
             extra_env: dict[str, str] | None = None) -> list[dict[str, Any]]:
    out = (args.scratch or OUT) / name / str(rep)
    out.mkdir(parents=True, exist_ok=True)
    argv = [sys.executable, "-m", "bench.routing.run", "--only", "main", "--setups", args.setups,
            "--results", str(out), "--data", args.data, "--workdir", f"/tmp/specgate-repeat-{rep}",
            "--seed", "0" if args.same_requests else str(rep)]
    if args.loads:
        argv += ["--loads", args.loads]
    env = dict(os.environ, SPECGATE_BENCH_SRC=str(src), **(extra_env or {}))
    with (out / "run.log").open("w") as log:
        subprocess.run(argv, cwd=HERE.parents[1], env=env, check=True, stdout=log,
                       stderr=subprocess.STDOUT)
    rows: list[dict[str, Any]] = json.loads((out / "main.json").read_text())
    return rows


def summarise(rows: list[dict[str, Any]], reference: str) -> dict[str, Any]:
    """rows carry src and rep; returns {src: {load: {setup: {metric: stats}}}}."""
    out: dict[str, Any] = {}
    index = {(r["src"], r["rep"], r["load"], r["setup"]): r for r in rows}
    for src, load, setup in sorted({(r["src"], r["load"], r["setup"]) for r in rows}):
        reps = sorted(k[1] for k in index if k[0] == src and k[2] == load and k[3] == setup)
        cell: dict[str, Any] = {"n": len(reps)}
        for key, _, scale, _ in METRICS:
            vals = [index[(src, k, load, setup)][key] * scale for k in reps]
            diffs = [index[(src, k, load, setup)][key] * scale
                     - index[(src, k, load, reference)][key] * scale
                     for k in reps if (src, k, load, reference) in index]
            ratios = [index[(src, k, load, setup)][key] / index[(src, k, load, reference)][key]
                      - 1 for k in reps if (src, k, load, reference) in index
                      and index[(src, k, load, reference)][key]]
            cell[key] = {"mean": st.mean(vals), "values": vals}
            if setup != reference and len(diffs) >= 2:
                cell[key]["diff"] = st.mean(diffs)
                cell[key]["stderr"] = st.stdev(diffs) / math.sqrt(len(diffs))
            if setup != reference and len(ratios) >= 2:
                cell[key]["ratio"] = st.mean(ratios)
                cell[key]["ratio_stderr"] = st.stdev(ratios) / math.sqrt(len(ratios))
        out.setdefault(src, {}).setdefault(load, {})[setup] = cell
    return out


def revision(src: Path) -> str:
    """The commit of a gateway tree (``+dirty`` with uncommitted changes)."""
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(src), *args], capture_output=True, text=True,
                              check=False).stdout.strip()

    rev = git("rev-parse", "--short", "HEAD") or "unknown"
    return rev + ("+dirty" if git("status", "--porcelain", "--untracked-files=no") else "")


def render(summary: dict[str, Any], runs: list[dict[str, Any]], reference: str) -> str:
    lines = ["# Repeated replays", "",
             "Generated by `python -m bench.routing.repeat`; do not edit by hand.", ""]
    for run in runs:
        lines.append(f"- `{run['command']}` ({run['date']}, {run['elapsed_s']:.0f} s): "
                     f"repetitions {run['first']}-{run['last']}, {run['requests']}, gateway at "
                     + ", ".join(f"`{rev}` ({src})" for src, rev in run["revisions"].items()))
    lines += ["", f"Reference setup for the paired differences: {reference}. Each cell: the mean "
              "over repetitions; in brackets the paired difference from the reference in the "
              "same repetition, mean ± standard error (|diff| > 2 s.e. is worth believing).", ""]
    for src, loads in summary.items():
        lines += [f"## {src}", "",
                  "| load | setup | n | " + " | ".join(m[1] for m in METRICS) + " |",
                  "|---|---|---|" + "---|" * len(METRICS)]
        for load in ("low", "medium", "high"):
            for setup, cell in loads.get(load, {}).items():
                parts = []
                for key, _, _, unit in METRICS:
                    m = cell[key]
                    text = f"{m['mean']:.1f}{unit}"
                    if "diff" in m:
                        text += f" ({m['diff']:+.1f} ± {m['stderr']:.1f})"
                    parts.append(text)
                lines.append(f"| {load} | {setup} | {cell['n']} | " + " | ".join(parts) + " |")
        lines.append("")
    return "\n".join(lines)


def render_against(summary: dict[str, Any], reference: str) -> str:
    """Each setup's paired difference from ``reference`` (the oracle): absolute and relative."""
    lines = [f"## Against {reference}", "",
             f"Paired within each repetition: setup − {reference}, mean ± standard error; in "
             "brackets the mean of the per-repetition ratios − 1.", ""]
    for src, loads in summary.items():
        lines += [f"### {src}", "", "| load | setup | n | " + " | ".join(m[1] for m in METRICS)
                  + " |", "|---|---|---|" + "---|" * len(METRICS)]
        for load in ("low", "medium", "high"):
            for setup, cell in loads.get(load, {}).items():
                if "diff" not in cell[METRICS[0][0]]:
                    continue
                parts = []
                for key, _, _, unit in METRICS:
                    m = cell[key]
                    diff_unit = " pts" if unit == "%" else unit
                    text = f"{m['diff']:+.1f}{diff_unit} ± {m['stderr']:.1f}"
                    if "ratio" in m and key != "slo_attainment":
                        text += f" ({100 * m['ratio']:+.0f} ± {100 * m['ratio_stderr']:.0f}%)"
                    parts.append(text)
                lines.append(f"| {load} | {setup} | {cell['n']} | " + " | ".join(parts) + " |")
        lines.append("")
    return "\n".join(lines)


def render_between(rows: list[dict[str, Any]], names: list[str]) -> str:
    """Each source's setups against the first source's same setup, paired by repetition."""
    index = {(r["src"], r["rep"], r["load"], r["setup"]): r for r in rows}
    base = names[0]
    lines = [f"## Against {base}", "", f"Paired within each repetition: source − {base}, same "
             "setup and requests, mean ± standard error.", "",
             "| source | load | setup | n | " + " | ".join(m[1] for m in METRICS) + " |",
             "|---|---|---|---|" + "---|" * len(METRICS)]
    for name in names[1:]:
        for load in ("low", "medium", "high"):
            for setup in sorted({k[3] for k in index if k[0] == name and k[2] == load}):
                reps = [k[1] for k in index if k[0] == name and k[2] == load and k[3] == setup
                        and (base, k[1], load, setup) in index]
                if len(reps) < 2:
                    continue
                parts = []
                for key, _, scale, unit in METRICS:
                    d = [(index[(name, k, load, setup)][key]
                          - index[(base, k, load, setup)][key]) * scale for k in reps]
                    diff_unit = " pts" if unit == "%" else unit
                    parts.append(f"{st.mean(d):+.1f}{diff_unit} ± "
                                 f"{st.stdev(d) / math.sqrt(len(d)):.1f}")
                lines.append(f"| {name} | {load} | {setup} | {len(reps)} | "
                             + " | ".join(parts) + " |")
    lines.append("")
    return "\n".join(lines)


def parse_env(specs: list[str]) -> dict[str, dict[str, str]]:
    """``NAME:KEY=VALUE`` -> {NAME: {KEY: VALUE}}."""
    out: dict[str, dict[str, str]] = {}
    for spec in specs:
        name, _, assignment = spec.partition(":")
        key, eq, value = assignment.partition("=")
        if not (name and key and eq):
            raise SystemExit(f"--env {spec!r}: want NAME:KEY=VALUE")
        out.setdefault(name, {})[key] = value
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=4)
    ap.add_argument("--setups", default="mixed/balanced,mixed/latency,mixed/least-loaded,"
                                        "mixed/round-robin")
    ap.add_argument("--loads", default="")
    ap.add_argument("--reference", default="mixed/least-loaded")
    ap.add_argument("--against", default="mixed/oracle",
                    help="a second reference, in a table of its own where its rows exist")
    ap.add_argument("--src", action="append", default=[],
                    help="NAME=PATH of a gateway source tree (repeatable; default: this one)")
    ap.add_argument("--env", action="append", default=[],
                    help="NAME:KEY=VALUE: an environment variable for source NAME's runs "
                         "(e.g. 2w:SPECGATE_BENCH_WORKERS=2; repeatable)")
    ap.add_argument("--same-requests", action="store_true",
                    help="every repetition replays the recorded request sets (timing noise only)")
    ap.add_argument("--data", default=str(HERE.parents[1].parent / "shared" / "data"))
    ap.add_argument("--start", type=int, default=0, help="index (and seed) of the first repetition")
    ap.add_argument("--pool", action="store_true",
                    help="summarise together with the repetitions recorded in rows.json")
    ap.add_argument("--scratch", type=Path,
                    help="write this run's rows, summary and report here (an A/B), leaving the "
                         "recorded repetitions alone")
    args = ap.parse_args()
    out = args.scratch or OUT
    if args.scratch is None and not args.pool and ROWS.exists():
        raise SystemExit(f"{ROWS} holds recorded repetitions: --pool to add to them, or "
                         "--scratch DIR for a run of its own")
    srcs = [Path(p.split("=", 1)[1]) for p in args.src] or [HERE.parents[1]]
    names = [p.split("=", 1)[0] for p in args.src] or ["this"]
    revs = {name: revision(src) for name, src in zip(names, srcs, strict=True)}
    envs = parse_env(args.env)
    recorded = json.loads(ROWS.read_text()) if args.pool and ROWS.exists() else {"runs": [],
                                                                                "rows": []}
    reps = range(args.start, args.start + args.reps)
    setups = args.setups.split(",")
    taken = ({(r["src"], r["rep"], r["setup"]) for r in recorded["rows"]}
             & {(n, k, s) for n in names for k in reps for s in setups})
    if taken:
        raise SystemExit(f"{sorted(taken)} are recorded already: --start later, or other "
                         "--setups for the same repetitions")
    for run in recorded["runs"]:
        for name, rev in run["revisions"].items():
            if name in revs and rev != revs[name]:
                print(f"note: pooling {name} at {revs[name]} with repetitions "
                      f"{run['first']}-{run['last']} at {rev}", flush=True)
    t0 = time.time()
    rows: list[dict[str, Any]] = []
    for rep in reps:
        for name, src in zip(names, srcs, strict=True):
            for r in run_once(name, src, rep, args, envs.get(name)):
                rows.append({**r, "src": name, "rep": rep, "rev": revs[name]})
            print(f"[{time.time() - t0:5.0f} s] repetition {rep + 1 - args.start}/{args.reps} of "
                  f"{name} done", flush=True)
    run = {"command": "python -m bench.routing.repeat " + " ".join(sys.argv[1:]),
           "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
           "elapsed_s": time.time() - t0, "first": reps.start, "last": reps.stop - 1,
           "revisions": revs, "env": envs,
           "requests": "the recorded request sets each time" if args.same_requests
           else "a new draw of requests per repetition (--seed REP)"}
    recorded = {"runs": [*recorded["runs"], run], "rows": [*recorded["rows"], *rows]}
    summary = summarise(recorded["rows"], args.reference)
    out.mkdir(parents=True, exist_ok=True)
    (out / ROWS.name).write_text(json.dumps(recorded, indent=1))
    (out / "summary.json").write_text(json.dumps({"runs": recorded["runs"],
                                                  "summary": summary}, indent=1))
    report = out / "REPEATS.md" if args.scratch else HERE / "REPEATS.md"
    text = render(summary, recorded["runs"], args.reference)
    if any(r["setup"] == args.against for r in recorded["rows"]):
        against = summarise(recorded["rows"], args.against)
        text += "\n" + render_against(against, args.against)
        (out / "summary.json").write_text(json.dumps(
            {"runs": recorded["runs"], "summary": summary, "against": against}, indent=1))
    if len(names) > 1:
        text += "\n" + render_between(recorded["rows"], names)
    report.write_text(text)
    print(f"wrote {report}")


if __name__ == "__main__":
    main()
