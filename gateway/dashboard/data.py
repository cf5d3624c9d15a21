"""What the dashboard shows: spend and GPU cost from the rollups (in all and per day), latency
(percentiles and a TPOT series) and the routing decisions' counterfactuals from recent usage
events, and the fleet as the router reads it, with each speculative backend's break-even α.

Money stays integer micro-dollars until a template formats it. Percentiles and counterfactuals
come from the newest ``EVENT_LIMIT`` events of the window, so a page costs the same on a busy
day; the views summarise them in a worker thread, off the serving loop.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any

import orjson
from sqlalchemy import Text, func, select, type_coerce
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gateway.config.fleet import Backend, Engine, SpecMethod
from gateway.db.models import Tenant, UsageEvent, UsageRollup
from gateway.routing import costmodel, record
from gateway.routing.estimate import perf_profile

EVENT_LIMIT = 2000
FETCH_CHUNK = 250
Sessions = async_sessionmaker[AsyncSession]


@dataclass(frozen=True, slots=True)
class Spend:
    """Totals for one tenant or one backend over the window."""

    name: str
    requests: int
    prompt_tokens: int
    completion_tokens: int
    billed_micros: int
    gpu_cost_micros: int
    cached_tokens: int = 0  # of the prompt tokens, those the backends' prefix caches held

    @property
    def margin_micros(self) -> int:
        return self.billed_micros - self.gpu_cost_micros

    @property
    def gpu_micros_per_mtok(self) -> int | None:
        """GPU dollars (in micros) per 1M output tokens, None before any output."""
        if not self.completion_tokens:
            return None
        return self.gpu_cost_micros * 1_000_000 // self.completion_tokens


@dataclass(frozen=True, slots=True)
class Latency:
    """One backend's recent requests: how many, how many failed, and TTFT / TPOT percentiles."""

    backend: str
    requests: int
    failed: int
    ttft_ms: tuple[float | None, float | None]  # p50, p95
    tpot_ms: tuple[float | None, float | None]


@dataclass(frozen=True, slots=True)
class Mix:
    """Where one workload class went: requests per backend, most first."""

    workload: str
    requests: int
    backends: list[tuple[str, int]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Counterfactual:
    """One workload class's routing decisions against their alternatives, as the router estimated
    them when it chose: the chosen backend, the runner-up (the next in its fallback order) and
    plain decoding (the fleet's backend without speculation), each as if it had taken every
    request. Only decisions that had a runner-up count; ``plain_*`` is None unless each of them
    also had a plain candidate. ``measured_tpot_ms`` is what the streamed requests really took."""

    workload: str
    requests: int
    chosen_tpot_ms: float
    measured_tpot_ms: float | None
    runner_up_tpot_ms: float
    plain_tpot_ms: float | None
    chosen_cost_micros: int
    runner_up_cost_micros: int
    plain_cost_micros: int | None


@dataclass(frozen=True, slots=True)
class BreakEven:
    """Whether speculation pays on a backend at its current batch (cost model, live α)."""

    batch: int
    alpha: float  # the acceptance above which speculation beats plain decoding here
    measured: float | None  # the acceptance the backend's counters show

    @property
    def pays(self) -> bool | None:
        return None if self.measured is None else self.measured > self.alpha


_SUMS = ("requests", "prompt_tokens", "completion_tokens", "price_micros", "gpu_cost_micros",
         "cached_tokens")


_BY = {"tenant": UsageRollup.tenant_id, "backend": UsageRollup.backend,
       "model": UsageRollup.model}


async def tenant_id(sessions: Sessions, name: str) -> str | None:
    async with sessions() as s:
        found: str | None = await s.scalar(select(Tenant.id).where(Tenant.name == name))
    return found


async def spend(sessions: Sessions, since: date, *, by: str,
                tenant: str | None = None) -> list[Spend]:
    """Per tenant (``by="tenant"``, named), per backend or per model, from the daily rollups,
    most billed first; only ``tenant``'s (an id) when given."""
    column = _BY[by]
    sums = [func.sum(getattr(UsageRollup, c)).label(c) for c in _SUMS]
    q = select(column.label("key"), *sums).where(UsageRollup.day >= since).group_by(column)
    if tenant is not None:
        q = q.where(UsageRollup.tenant_id == tenant)
    async with sessions() as s:
        rows = (await s.execute(q)).mappings().all()
        names: dict[str, str] = {}
        if by == "tenant" and rows:
            ids = [r["key"] for r in rows]
            found = await s.execute(select(Tenant.id, Tenant.name).where(Tenant.id.in_(ids)))
            names = {tid: name for tid, name in found.all()}
    out = [Spend(names.get(r["key"], r["key"]), int(r["requests"] or 0),
                 int(r["prompt_tokens"] or 0), int(r["completion_tokens"] or 0),
                 int(r["price_micros"] or 0), int(r["gpu_cost_micros"] or 0),
                 int(r["cached_tokens"] or 0)) for r in rows]
    return sorted(out, key=lambda x: (-x.billed_micros, -x.gpu_cost_micros, x.name))


@dataclass(frozen=True, slots=True)
class Day:
    """One UTC day's billed amount and GPU cost over every backend (and tenant, or one)."""

    day: date
    billed_micros: int
    gpu_cost_micros: int


async def daily(sessions: Sessions, since: date, until: date,
                tenant: str | None = None) -> list[Day]:
    """Every UTC day from ``since`` to ``until`` (inclusive), days without requests as zeros;
    only ``tenant``'s (an id) when given."""
    q = (select(UsageRollup.day, func.sum(UsageRollup.price_micros),
                func.sum(UsageRollup.gpu_cost_micros))
         .where(UsageRollup.day >= since, UsageRollup.day <= until).group_by(UsageRollup.day))
    if tenant is not None:
        q = q.where(UsageRollup.tenant_id == tenant)
    async with sessions() as s:
        found = {d: (int(p or 0), int(g or 0)) for d, p, g in (await s.execute(q)).all()}
    days = [since + timedelta(days=i) for i in range((until - since).days + 1)]
    return [Day(d, *found.get(d, (0, 0))) for d in days]


def total(rows: Sequence[Spend]) -> Spend:
    return Spend("total", *(sum(getattr(r, f) for r in rows) for f in (
        "requests", "prompt_tokens", "completion_tokens", "billed_micros", "gpu_cost_micros",
        "cached_tokens")))


@dataclass(frozen=True, slots=True)
class Option:
    """One candidate backend's estimate in a decision record."""

    tpot_ms: float
    gpu_cost_micros: int


Alternatives = tuple[Option, Option, Option | None]  # chosen, runner-up, plain decoding


@dataclass(frozen=True, slots=True)
class Event:
    """What the latency and routing views read of one usage event (its decision record cut down
    to the estimates compared, so 2,000 of them stay small)."""

    backend: str
    workload: str
    status: str
    ttft_ms: int | None
    tpot_us: int | None
    alternatives: Alternatives | None
    at: datetime | None = None  # when it was recorded (UTC)


async def recent_events(sessions: Sessions, since: datetime) -> list[Any]:
    """The newest events of the window as raw rows, newest first, their decision records as JSON
    text. Rows come in chunks so a page's read yields to the requests being served; decoding
    them is ``parse``'s work, for a worker thread."""
    q = (select(UsageEvent.backend, UsageEvent.workload, UsageEvent.status,
                UsageEvent.ttft_ms, UsageEvent.tpot_us, UsageEvent.created_at,
                type_coerce(UsageEvent.decision, Text).label("decision"))
         .where(UsageEvent.created_at >= since)
         .order_by(UsageEvent.created_at.desc()).limit(EVENT_LIMIT))
    rows: list[Any] = []
    async with sessions() as s:
        result = await s.stream(q)
        async for chunk in result.partitions(FETCH_CHUNK):
            rows.extend(chunk)
    return rows


def parse(rows: Sequence[Any]) -> list[Event]:
    out = []
    for r in rows:
        try:
            decision = record.unpack(orjson.loads(r.decision)) if r.decision else None
        except orjson.JSONDecodeError:
            decision = None
        at = r.created_at
        if at is not None and at.tzinfo is None:  # SQLite and naive columns keep UTC
            at = at.replace(tzinfo=UTC)
        out.append(Event(r.backend, r.workload, r.status, r.ttft_ms, r.tpot_us,
                         alternatives(decision), at))
    return out


def percentile(values: Sequence[float], q: float) -> float | None:
    """The nearest-rank ``q`` quantile (0 < q <= 1) of ``values``; None when empty."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 1))  # ceil(n q), at least 1
    return ordered[int(rank) - 1]


def latency(events: Sequence[Any]) -> list[Latency]:
    by: dict[str, list[Any]] = {}
    for e in events:
        by.setdefault(e.backend, []).append(e)
    out = []
    for backend, rows in sorted(by.items()):
        ttft = [float(r.ttft_ms) for r in rows if r.ttft_ms is not None]
        tpot = [r.tpot_us / 1000 for r in rows if r.tpot_us is not None]
        out.append(Latency(backend, len(rows), sum(r.status != "ok" for r in rows),
                           (percentile(ttft, 0.5), percentile(ttft, 0.95)),
                           (percentile(tpot, 0.5), percentile(tpot, 0.95))))
    return out


@dataclass(frozen=True, slots=True)
class Series:
    """Per backend, the p50 time per output token (ms) in each of a window's equal buckets
    (None where it served no streamed request); ``starts`` are the buckets' starts."""

    starts: list[datetime]
    tpot_p50_ms: list[tuple[str, list[float | None]]]


def tpot_series(events: Sequence[Event], since: datetime, bucket: timedelta,
                buckets: int) -> Series:
    by: dict[str, list[list[float]]] = {}
    for e in events:
        if e.at is None or e.tpot_us is None or e.at < since:
            continue
        i = min(int((e.at - since) / bucket), buckets - 1)
        by.setdefault(e.backend, [[] for _ in range(buckets)])[i].append(e.tpot_us / 1000)
    p50 = [(name, [percentile(v, 0.5) for v in cells]) for name, cells in sorted(by.items())]
    return Series([since + i * bucket for i in range(buckets)], p50)


def mix(events: Sequence[Any]) -> list[Mix]:
    by: dict[str, Counter[str]] = {}
    for e in events:
        by.setdefault(e.workload or "unclassified", Counter())[e.backend] += 1
    rows = [Mix(w, sum(c.values()), c.most_common()) for w, c in by.items()]
    return sorted(rows, key=lambda m: (-m.requests, m.workload))


def alternatives(decision: Any) -> Alternatives | None:
    """A decision record's chosen, runner-up and plain-decoding estimates; None without a
    runner-up. Candidates a filter dropped (unhealthy, context too long) are no alternative."""
    if not isinstance(decision, dict):
        return None
    viable = [c for c in decision.get("candidates") or []
              if isinstance(c, dict) and not c.get("dropped")
              and c.get("tpot_ms") is not None and c.get("gpu_cost_micros") is not None]
    chosen = next((c for c in viable if c.get("backend") == decision.get("chosen")), None)
    others = [c for c in viable if c is not chosen]
    if chosen is None or not others:
        return None
    plain = chosen if chosen.get("kind") == "plain" else next(
        (c for c in others if c.get("kind") == "plain"), None)
    return _option(chosen), _option(others[0]), None if plain is None else _option(plain)


def _option(candidate: dict[str, Any]) -> Option:
    return Option(float(candidate["tpot_ms"]), int(candidate["gpu_cost_micros"]))


def counterfactuals(events: Sequence[Any]) -> list[Counterfactual]:
    """Per workload class, most requests first; the last row (``workload="all"``) sums them."""
    by: dict[str, list[Any]] = {}
    for e in events:
        if e.alternatives is not None:
            by.setdefault(e.workload or "unclassified", []).append(e)
    rows = sorted(by.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    out = [_counterfactual(w, group) for w, group in rows]
    if out:
        out.append(_counterfactual("all", [e for _, group in rows for e in group]))
    return out


def _counterfactual(workload: str, group: Sequence[Any]) -> Counterfactual:
    chosen = [e.alternatives[0] for e in group]
    runner = [e.alternatives[1] for e in group]
    plains = [e.alternatives[2] for e in group]
    plain = None if any(p is None for p in plains) else [p for p in plains if p is not None]
    measured = [e.tpot_us / 1000 for e in group if e.tpot_us is not None]

    def mean_tpot(options: Sequence[Option]) -> float:
        return sum(o.tpot_ms for o in options) / len(options)

    def cost(options: Sequence[Option]) -> int:
        return sum(o.gpu_cost_micros for o in options)

    return Counterfactual(
        workload, len(group), mean_tpot(chosen),
        sum(measured) / len(measured) if measured else None, mean_tpot(runner),
        None if plain is None else mean_tpot(plain), cost(chosen), cost(runner),
        None if plain is None else cost(plain))


def break_even(backend: Backend, running: int, measured: float | None) -> BreakEven | None:
    """Speculation's break-even α on ``backend`` for a request joining ``running`` others."""
    spec = backend.speculation
    if spec.method is SpecMethod.none or backend.engine is Engine.litellm:
        return None
    prof = perf_profile(backend)
    batch = running + 1
    alpha = costmodel.break_even_alpha(prof.k, prof.c, batch, t0_s=prof.t0_s, t1_s=prof.t1_s)
    return BreakEven(batch, alpha, measured)
