"""What one benchmark row runs: a fleet, a routing policy (or the oracle), and how to replay it."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from bench.routing import fleets, gateway_proc, metrics, oracle, replay, simfleet
from bench.routing.workload import MODEL, Request
from gateway.routing import record

ROOT = Path(__file__).resolve().parents[2]
BASELINES = ("round-robin", "least-loaded")
ORACLES = ("oracle", "oracle-class")
# Where the gateway subprocess imports ``gateway`` from: SPECGATE_BENCH_SRC (e.g. a clean
# ``git archive HEAD`` export while the shared tree is mid-edit), else this checkout.
GATEWAY_SRC = Path(os.environ.get("SPECGATE_BENCH_SRC") or ROOT)


def gateway_revision() -> str:
    """The commit of the gateway under test (with ``+dirty`` for uncommitted changes)."""
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(GATEWAY_SRC), *args], capture_output=True,
                              text=True, check=False).stdout.strip()

    rev = git("rev-parse", "--short", "HEAD") or "unknown"
    return rev + ("+dirty" if git("status", "--porcelain", "--untracked-files=no") else "")


@dataclass(frozen=True)
class Setup:
    name: str
    counts: dict[str, int]
    policy: str  # policy file under policies/ ("" = gateway default); "oracle"/"oracle-class"
    family: str  # homogeneous | mixed-baseline | mixed-router | oracle | two-kind


def shipped_policies() -> list[str]:
    """Policies in policies/ other than the baseline strategies (balanced, latency, cost...)."""
    return sorted(p.stem for p in (ROOT / "policies").glob("*.yaml") if p.stem not in BASELINES)


def policy_available(policy: str) -> bool:
    """The policy file exists and the gateway build that runs has a policy router."""
    if policy in ("", *ORACLES):
        return True
    has_router = (GATEWAY_SRC / "gateway" / "routing" / "router.py").exists()
    return has_router and (GATEWAY_SRC / "policies" / f"{policy}.yaml").exists()


def standard_setups(n: int) -> list[Setup]:
    out = [Setup(f"all-{k}", {k: n}, "least-loaded", "homogeneous") for k in fleets.KINDS]
    mix = fleets.mixed(n)
    out += [Setup(f"mixed/{p}", mix, p, "mixed-baseline") for p in BASELINES]
    out += [
        Setup(f"mixed/{p}", mix, p, "mixed-router")
        for p in (shipped_policies() or ["balanced", "latency", "cost"])
    ]
    out.append(Setup("mixed/oracle", mix, "oracle", "oracle"))
    return out


def diagnostic_setups(n: int) -> list[Setup]:
    """Rows run only when named (``--setups``): the class-knowledge oracle, which splits the
    oracle's lead into what per-request acceptance is worth and what the router's estimates and
    queue reading lose."""
    return [Setup("mixed/oracle-class", fleets.mixed(n), "oracle-class", "oracle")]


@dataclass
class RunResult:
    setup: Setup
    load: str
    stats: metrics.Stats
    note: str = ""
    reasons: dict[str, int] = field(default_factory=dict)
    decisions: list[dict[str, Any]] = field(default_factory=list)

    def row(self) -> dict[str, Any]:
        return {
            "setup": self.setup.name,
            "family": self.setup.family,
            "fleet": fleets.fleet_name(self.setup.counts),
            "gpus": fleets.gpus(self.setup.counts),
            "usd_per_h": fleets.dollars_per_hour(self.setup.counts),
            "policy": self.setup.policy,
            "load": self.load,
            "note": self.note,
            **self.stats.row(),
        }


def usage_decisions(db: Path) -> dict[str, dict[str, Any]]:
    """request id -> the gateway's usage event (backend, workload, reason, decision details)."""
    if not db.exists():
        return {}
    con = sqlite3.connect(db)
    try:
        rows = con.execute(
            "SELECT id, backend, workload, ttft_ms, tpot_us, decision FROM usage_events"
        ).fetchall()
    except sqlite3.Error:
        return {}
    finally:
        con.close()
    out: dict[str, dict[str, Any]] = {}
    for rid, backend, wl, ttft_ms, tpot_us, decision in rows:
        d = record.unpack(json.loads(decision) if isinstance(decision, str) else decision)
        out[rid] = {
            "backend": backend,
            "workload": wl,
            "ttft_ms": ttft_ms,
            "tpot_us": tpot_us,
            "decision": d,
        }
    return out


def decision_rows(
    requests: list[Request],
    replies: list[replay.Reply],
    truths: dict[int, Any],
    usage: dict[str, dict[str, Any]],
    slo: metrics.Slo,
) -> list[dict[str, Any]]:
    """Per request: what the router estimated for each candidate and what the sim measured."""
    by_idx = {r.idx: r for r in replies}
    out: list[dict[str, Any]] = []
    for req in requests:
        rep = by_idx.get(req.idx)
        tr = truths.get(int(req.body["seed"]))
        if rep is None or tr is None:
            continue
        ev = usage.get(rep.request_id) or {}
        dec = ev.get("decision") or {}
        cands = [
            {
                k: c.get(k)
                for k in (
                    "backend",
                    "ttft_ms",
                    "prefill_ms",
                    "tpot_ms",
                    "load",
                    "pushes_past_tpot",
                    "alpha",
                    "source",
                    "score",
                    "gpu_cost_micros",
                )
            }
            for c in dec.get("candidates", [])
        ]
        out.append(
            {
                "idx": req.idx,
                "at": req.at,
                "label": req.label,
                "workload": rep.workload,
                "prompt_tokens": tr.prompt_tokens,
                "output_tokens": tr.tokens,
                "backend": rep.backend,
                "kind": tr.kind,
                "reason": rep.reason[:120],
                "true_ttft_s": round(tr.ttft, 3),
                "true_tpot_ms": None if tr.tpot is None else round(tr.tpot * 1e3, 2),
                "met": slo.meets(tr.prompt_tokens, tr.tokens, tr.ttft, tr.tpot),
                "candidates": cands,
            }
        )
    return out


async def run_setup(
    setup: Setup,
    requests: list[Request],
    *,
    load: str,
    time_scale: float,
    workdir: Path,
    slo: metrics.Slo,
    speeds: dict[int, dict[str, oracle.Speed]] | None = None,
) -> RunResult:
    """Start the simulated fleet and the real gateway, replay, summarise, stop both."""
    n = fleets.gpus(setup.counts)
    ports = simfleet.free_ports(n + 1)
    data = fleets.fleet_dict(setup.counts, ports[1:])
    fleet_file = workdir / "fleet.yaml"
    is_oracle = setup.policy in ORACLES
    served = oracle.pin_fleet(setup.counts, ports[1:]) if is_oracle else data
    fleet_file.parent.mkdir(parents=True, exist_ok=True)
    fleet_file.write_text(yaml.safe_dump(served, sort_keys=False))
    policy = "" if is_oracle else setup.policy
    note = (
        ""
        if policy_available(setup.policy)
        else f"no router/policy {setup.policy} in gateway build: ran round-robin"
    )
    async with contextlib.AsyncExitStack() as stack:
        fl = await stack.enter_async_context(simfleet.serve(data, time_scale=time_scale))
        gw = await stack.enter_async_context(
            gateway_proc.run_gateway(
                fleet_file,
                workdir / "gateway",
                port=ports[0],
                policies=[policy],
                src=GATEWAY_SRC,
                time_scale=time_scale,
            )
        )
        key = gw.keys[policy]
        chooser: replay.Chooser
        if is_oracle:
            assert speeds is not None
            known = (
                oracle.class_mean_speeds(requests, speeds)
                if setup.policy == "oracle-class"
                else speeds
            )
            chooser = oracle.OracleChooser(fl.engines, known, key)
        else:

            def chooser(_: Request) -> tuple[str, str]:
                return key, MODEL

        replies = await replay.replay(
            gw.url,
            requests,
            chooser,
            time_scale=time_scale,
            label=f"{setup.name} @ {load} ({fleets.fleet_name(setup.counts)})",
        )
    rec = fl.recorder
    stats = metrics.summarise(
        requests,
        replies,
        rec.truths,
        busy_s=rec.busy_s,
        lag_s=rec.max_lag_s,
        gpus=n,
        price_per_gpu_h=float(fleets.PRICE),
        slo=slo,
    )
    reasons: dict[str, int] = {}
    for r in replies:
        head = r.reason.split(";")[0].split(":")[0][:40]
        reasons[head] = reasons.get(head, 0) + 1
    usage = usage_decisions(workdir / "gateway" / "specgate.db")
    decisions = decision_rows(requests, replies, rec.truths, usage, slo)
    return RunResult(setup, load, stats, note, reasons, decisions)
