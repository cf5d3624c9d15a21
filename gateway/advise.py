"""``specgate advise``: the cheapest fleet composition that meets an SLO for the traffic seen.

Traffic comes from a trace file (CSV with ``timestamp, prompt_tokens, output_tokens`` and an
optional class column ``source_class``/``workload``/``class``; the Azure trace format) or from
the gateway's usage events (the database: prompt and completion tokens, their times, and the
workload class ``KIND/GROUNDING`` the classifier gave each request). The arrivals' burstiness
(squared CV of the inter-arrival times) and each class's prompt-size spread feed the queueing
term. Acceptance per backend kind and class is a JSON file
``{kind: {class|"*": {"alpha": a, "coverage": q}}}``, or ``usage_acceptance`` reads it from the
usage events' decision details (the acceptance the router had learned for the backend that
served each class, once learned rather than prior); else the priors below. Performance profiles
(``{kind: {"t0_s", "t1_s", "prefill_s_per_token"}}``) default to the cost model's priors for the
GPU type, scaled by the speed a running gateway's router measured when it is given
(``gateway.advise_live``). The sizing itself is ``gateway.advise_model``.
"""

from __future__ import annotations

import csv
import itertools
import json
from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from gateway.advise_live import apply_factors
from gateway.advise_model import (
    VIEW_LAG_S,
    Acceptance,
    ClassLoad,
    FleetEstimate,
    KindModel,
    Slo,
    Traffic,
    cheapest,
    estimate,
)
from gateway.config.fleet import Fleet
from gateway.routing import costmodel, record

KIND_METHOD: dict[str, costmodel.Method] = {
    "plain": "none",
    "vllm-ngram": "ngram",
    "vllm-draft": "draft_model",
    "tgi-draft": "draft_heads",
}
KIND_K = {"plain": 0, "vllm-ngram": 4, "vllm-draft": 4, "tgi-draft": 3}
# Priors when nothing was measured (reference section 6 ranges): n-gram proposes on a minority
# of steps of mixed traffic; draft models accept 0.55-0.75 on dialog; heads a little less.
PRIOR_ACCEPTANCE: dict[str, Acceptance] = {
    "plain": Acceptance(0.0, 0.0),
    "vllm-ngram": Acceptance(0.6, 0.3),
    "vllm-draft": Acceptance(0.6, 1.0),
    "tgi-draft": Acceptance(0.55, 1.0),
}
CLASS_COLUMNS = ("source_class", "workload", "class")


def scv(xs: list[float]) -> float:
    """Squared coefficient of variation (variance / mean²); 0 for fewer than two values."""
    if len(xs) < 2:
        return 0.0
    m = sum(xs) / len(xs)
    if m <= 0:
        return 0.0
    return sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / m**2


def traffic_from_rows(rows: list[tuple[float, int, int, str]]) -> Traffic:
    """(time s, prompt tokens, output tokens, class) rows -> rate, burstiness, per-class means."""
    if not rows:
        raise ValueError("no traffic: the trace or the usage table is empty")
    times = sorted(r[0] for r in rows)
    span = max(times[-1] - times[0], 1.0)
    gaps = [b - a for a, b in itertools.pairwise(times)]
    by: dict[str, list[tuple[int, int]]] = {}
    for _, p, o, c in rows:
        by.setdefault(c, []).append((p, o))
    classes = tuple(
        ClassLoad(
            c,
            len(v) / len(rows),
            sum(p for p, _ in v) / len(v),
            sum(o for _, o in v) / len(v),
            prompt_scv=scv([float(p) for p, _ in v]),
        )
        for c, v in sorted(by.items())
    )
    return Traffic(
        rate=len(rows) / span, classes=classes, arrival_scv=scv(gaps) if len(gaps) > 1 else 1.0
    )


def read_trace(path: Path) -> list[tuple[float, int, int, str]]:
    rows: list[tuple[float, int, int, str]] = []
    with path.open() as f:
        for r in csv.DictReader(f):
            cls = next((r[c] for c in CLASS_COLUMNS if r.get(c)), "*")
            rows.append(
                (
                    float(r["timestamp"]),
                    int(r["prompt_tokens"]),
                    int(r["output_tokens"]),
                    cls.removeprefix("azure2023_"),
                )
            )
    return rows


def usage_class(workload: str | None) -> str:
    """``KIND/GROUNDING/SHAPE`` -> ``KIND/GROUNDING`` (the class acceptance is learned per);
    ``*`` when the event has none."""
    parts = (workload or "").split("/")
    return "/".join(parts[:2]) if len(parts) >= 2 and all(parts[:2]) else "*"


async def _usage_events(database_url: str, model: str | None) -> list[Any]:
    from sqlalchemy import select

    from gateway.db.models import UsageEvent
    from gateway.db.session import make_engine, make_sessionmaker

    engine = make_engine(database_url)
    try:
        async with make_sessionmaker(engine)() as s:
            q = select(
                UsageEvent.created_at,
                UsageEvent.latency_ms,
                UsageEvent.prompt_tokens,
                UsageEvent.completion_tokens,
                UsageEvent.workload,
                UsageEvent.decision,
            ).where(UsageEvent.status == "ok")
            if model:
                q = q.where(UsageEvent.model == model)
            return list((await s.execute(q)).all())
    finally:
        await engine.dispose()


async def read_usage(
    database_url: str, *, model: str | None = None
) -> list[tuple[float, int, int, str]]:
    """Successful usage events as trace rows, classed ``KIND/GROUNDING`` by the classifier.

    An event is written when its request ends: the arrival is ``created_at`` − ``latency_ms``
    (the burstiness advise sizes for is that of arrivals, not of completions)."""
    events = await _usage_events(database_url, model)
    return [
        (t.timestamp() - (lat or 0) / 1000, p, o, usage_class(wl)) for t, lat, p, o, wl, _ in events
    ]


def acceptance_from_decisions(
    events: list[tuple[str | None, Mapping[str, Any] | None]],
    *,
    min_weight: float = 3.0,
) -> dict[str, dict[str, dict[str, float]]]:
    """(workload, stored decision record) pairs -> ``{kind: {class: {"alpha", "n"}}}``.

    Per event, the candidate that served the request (``chosen``) gives the acceptance the
    router assumed for its backend and the request's class. Only candidates whose class
    estimate had at least ``min_weight`` observations behind it count (the router's own
    ``learning.min_weight``, default 3: below it the router used its prior); advise falls back
    to its own priors for the rest. The details do not say whether the alpha itself (rather
    than the latencies) was measured: a backend that never reports per-request acceptance
    passes its prior through here."""
    sums: dict[tuple[str, str], list[float]] = {}
    for wl, stored in events:
        dec = record.unpack(stored)
        if not dec:
            continue
        chosen = dec.get("chosen")
        for c in dec.get("candidates") or []:
            if c.get("backend") != chosen or float(c.get("weight") or 0) < min_weight:
                continue
            alpha, kind = c.get("alpha"), c.get("kind")
            if alpha is None or kind not in KIND_METHOD or kind == "plain":
                continue
            acc = sums.setdefault((kind, usage_class(wl)), [0.0, 0.0])
            acc[0] += float(alpha)
            acc[1] += 1
    out: dict[str, dict[str, dict[str, float]]] = {}
    for (kind, cls), (a, n) in sums.items():
        out.setdefault(kind, {})[cls] = {"alpha": a / n, "n": n}
    return out


async def usage_acceptance(
    database_url: str, *, model: str | None = None
) -> dict[str, dict[str, dict[str, float]]]:
    """Measured acceptance per backend kind and class from the usage events' decisions."""
    events = await _usage_events(database_url, model)
    return acceptance_from_decisions([(wl, dec) for *_, wl, dec in events])


def kind_models(
    gpu_type: str,
    *,
    price: Decimal | None = None,
    acceptance: Mapping[str, Any] | None = None,
    profiles: Mapping[str, Any] | None = None,
    factors: Mapping[str, Mapping[str, float]] | None = None,
    kinds: tuple[str, ...] = tuple(KIND_METHOD),
) -> dict[str, KindModel]:
    """Each kind's model: the datasheet profile for ``gpu_type``, replaced field by field by a
    profiled one (``profiles``) or else scaled by the speed the router measured (``factors``,
    ``gateway.advise_live``), with the acceptance given per class (priors for the rest)."""
    out: dict[str, KindModel] = {}
    for kind in kinds:
        prof = costmodel.default_profile(
            gpu_type, KIND_METHOD[kind], k=KIND_K[kind] or None, price_per_hour=price
        )
        over = (profiles or {}).get(kind) or {}
        fields: dict[str, Any] = {
            k: float(v)
            for k, v in over.items()
            if k in ("t0_s", "t1_s", "prefill_s_per_token", "c")
        }
        prof = replace(prof, **fields)
        measured = (factors or {}).get(kind)
        if measured and not fields:  # a profile is an offline measurement: it wins
            prof = apply_factors(prof, measured)
        acc = {
            c: Acceptance(float(v["alpha"]), float(v.get("coverage", 1.0)))
            for c, v in ((acceptance or {}).get(kind) or {}).items()
        }
        acc.setdefault("*", PRIOR_ACCEPTANCE[kind])
        out[kind] = KindModel(kind, prof, acc)
    return out


def current_counts(fleet: Fleet) -> dict[str, int]:
    counts: dict[str, int] = {}
    for b in fleet.backends:
        counts[b.kind] = counts.get(b.kind, 0) + b.gpu_count
    return counts


def advise(
    models: Mapping[str, KindModel],
    traffic: Traffic,
    slo: Slo,
    *,
    max_gpus: int = 16,
    current: Mapping[str, int] | None = None,
    max_kinds: int = 4,
    view_lag_s: float = VIEW_LAG_S,
) -> dict[str, Any]:
    """The recommendation (cheapest composition meeting the SLO) and the current fleet's figures.

    The SLO is per request (``Slo``: a TTFT target that may grow with the prompt, a TPOT target
    with a decode-time floor for short answers), met by at least ``slo.target`` of them.
    ``view_lag_s``: how stale the router's view of a backend's load is (half the gateway's
    scrape interval)."""
    ok = cheapest(models, traffic, slo, max_gpus=max_gpus, max_kinds=max_kinds,
                  view_lag_s=view_lag_s)
    cur = None
    if current:
        known = {k: n for k, n in current.items() if k in models}
        cur = estimate(models, known, traffic, slo, view_lag_s=view_lag_s)
    best_by_kind = {}
    for kind in models:
        homo = [e for e in ok if set(e.counts) == {kind}]
        if homo:
            best_by_kind[kind] = homo[0]
    return {
        "traffic": traffic,
        "best": ok[0] if ok else None,
        "alternatives": ok[1:6],
        "homogeneous": best_by_kind,
        "current": cur,
    }


def _line(label: str, e: FleetEstimate) -> str:
    fleet = " + ".join(f"{n}x {k}" for k, n in e.counts.items())
    return (
        f"{label:<14} {fleet:<44} ${e.usd_per_hour:>7.3f}/h  ${e.usd_per_1m_output:>8.2f}/1M out"
        f"  TPOT {e.tpot_s * 1e3:6.1f} ms  TTFT {e.ttft_s:6.2f} s  meets {e.attainment:4.0%}"
        f"{'' if e.meets else '  (misses the SLO)'}"
    )


def render(result: Mapping[str, Any], slo: Slo) -> str:
    t: Traffic = result["traffic"]
    lines = [
        f"traffic: {t.rate:.2f} req/s, {t.output_tok_s:.0f} output tok/s; SLO: {slo.describe()};"
        f" arrivals' squared CV {t.arrival_scv:.1f}"
    ]
    for c in t.classes:
        lines.append(
            f"  class {c.name:<10} {c.share:6.1%}  prompt {c.prompt_tokens:7.0f}  "
            f"output {c.output_tokens:6.0f} tokens"
        )
    best = result["best"]
    lines.append(_line("recommended", best) if best else "recommended    none within --max-gpus")
    for kind, e in result["homogeneous"].items():
        lines.append(_line(f"all {kind}", e))
    if result["current"] is not None:
        lines.append(_line("current", result["current"]))
        if best:
            save = result["current"].usd_per_hour - best.usd_per_hour
            lines.append(f"saving vs current: ${save:.3f}/h")
    return "\n".join(lines)


def to_json(result: Mapping[str, Any]) -> dict[str, Any]:
    def one(e: FleetEstimate | None) -> dict[str, Any] | None:
        if e is None:
            return None
        return {
            "counts": e.counts,
            "gpus": e.gpus,
            "usd_per_hour": str(e.usd_per_hour),
            "usd_per_1m_output": e.usd_per_1m_output,
            "tpot_s": e.tpot_s,
            "ttft_s": e.ttft_s,
            "meets": e.meets,
            "attainment": e.attainment,
            "shares": e.shares,
        }

    t: Traffic = result["traffic"]
    return {
        "rate": t.rate,
        "arrival_scv": t.arrival_scv,
        "best": one(result["best"]),
        "homogeneous": {k: one(e) for k, e in result["homogeneous"].items()},
        "current": one(result["current"]),
    }


def load_json(path: Path | None) -> dict[str, Any] | None:
    return json.loads(path.read_text()) if path else None
