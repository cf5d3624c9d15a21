"""Writing usage events to the database: idempotent batch insert, rollups from new rows, pruning.

``write_batch`` runs one transaction: ``INSERT ... ON CONFLICT (id) DO NOTHING RETURNING id``
for the batch, then adds *only the rows that were new* to ``usage_rollups`` (per tenant, UTC
day, model, backend) with ``ON CONFLICT DO UPDATE SET x = x + excluded.x``. A batch written twice
(a retry, a replayed spool, a reclaimed Redis entry) inserts nothing the second time and so adds
nothing to the rollups: rollups always equal the sums over the raw events they cover. Rollup
rows are upserted in key order so concurrent writers on several replicas lock them in the same
order (no deadlocks).

On PostgreSQL the batch goes through the asyncpg connection under SQLAlchemy's pool as two
statements over ``unnest`` arrays (one round trip each, no per-row parameter binding in
Python); SQLAlchemy Core's executemany with ``RETURNING`` cost most of the consumer's CPU
(``bench/overhead/FINDINGS.md``). A batch still in its wire form (the Redis stream's JSON) goes
as one statement that PostgreSQL parses itself (``write_json_batch``): decoding events in
Python was the longest uninterrupted work on a serving worker's loop. SQLite keeps the
SQLAlchemy Core path.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

import asyncpg
import orjson
from sqlalchemy import delete, select
from sqlalchemy import exc as sa_exc
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncEngine

from gateway.db.models import UsageEvent, UsageRollup
from gateway.metering.events import UsageRecord, readable

log = logging.getLogger(__name__)

ROLLUP_SUMS = ("requests", "prompt_tokens", "completion_tokens", "cached_tokens", "price_micros",
               "gpu_cost_micros", "estimated_requests")
MAX_REASON = 256


@dataclass(slots=True)
class _Sums:
    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    price_micros: int = 0
    gpu_cost_micros: int = 0
    estimated_requests: int = 0

    def add(self, r: UsageRecord) -> None:
        self.requests += 1
        self.prompt_tokens += r.prompt_tokens
        self.completion_tokens += r.completion_tokens
        self.cached_tokens += r.cached_tokens
        self.price_micros += r.price_micros
        self.gpu_cost_micros += r.gpu_cost_micros
        self.estimated_requests += int(r.cost_estimated or r.tokens_estimated)


def rollup_key(r: UsageRecord) -> tuple[str, date, str, str]:
    return (r.tenant_id, r.created_at.date(), r.model, r.backend)


def rollups(records: Sequence[UsageRecord]) -> dict[tuple[str, date, str, str], _Sums]:
    out: dict[tuple[str, date, str, str], _Sums] = {}
    for r in records:
        out.setdefault(rollup_key(r), _Sums()).add(r)
    return dict(sorted(out.items()))


def _row(r: UsageRecord) -> dict[str, object]:
    row = r.row()
    row["reason"] = r.reason[:MAX_REASON]
    return row


# (column, PostgreSQL array type) in UsageRecord field order; ``decision`` is sent as JSON text.
_EVENT_COLUMNS = (
    ("id", "text"), ("created_at", "timestamptz"), ("tenant_id", "text"), ("key_id", "text"),
    ("model", "text"), ("backend", "text"), ("endpoint", "text"), ("status", "text"),
    ("prompt_tokens", "bigint"), ("completion_tokens", "bigint"), ("tokens_estimated", "bool"),
    ("ttft_ms", "bigint"), ("latency_ms", "bigint"), ("workload", "text"),
    ("cached_tokens", "bigint"), ("tpot_us", "bigint"), ("price_micros", "bigint"),
    ("gpu_cost_micros", "bigint"), ("price_missing", "bool"), ("cost_estimated", "bool"),
    ("reason", "text"), ("decision", "text"),
)
_PG_INSERT_EVENTS = (
    f"INSERT INTO usage_events ({', '.join(c for c, _ in _EVENT_COLUMNS)}) "
    f"SELECT {', '.join('d::json' if c == 'decision' else c for c, _ in _EVENT_COLUMNS)} "
    f"FROM unnest({', '.join(f'${i}::{t}[]' for i, (_, t) in enumerate(_EVENT_COLUMNS, 1))}) "
    f"AS u({', '.join('d' if c == 'decision' else c for c, _ in _EVENT_COLUMNS)}) "
    "ON CONFLICT (id) DO NOTHING RETURNING id"
)
_PG_UPSERT_ROLLUPS = (
    f"INSERT INTO usage_rollups (tenant_id, day, model, backend, {', '.join(ROLLUP_SUMS)}) "
    "SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], "
    f"{', '.join(f'${i}::bigint[]' for i in range(5, 5 + len(ROLLUP_SUMS)))}) "
    "ON CONFLICT (tenant_id, day, model, backend) DO UPDATE SET "
    + ", ".join(f"{c} = usage_rollups.{c} + excluded.{c}" for c in ROLLUP_SUMS)
)


def _decision_json(r: UsageRecord) -> str:
    # SQLAlchemy's JSON type stores None as the JSON literal null, not SQL NULL: so do we
    return orjson.dumps(r.decision).decode()


async def _write_batch_pg(engine: AsyncEngine, unique: list[UsageRecord]) -> int:
    columns: list[list[object]] = [[getattr(r, c) for r in unique]
                                   for c, _ in _EVENT_COLUMNS[:-2]]
    columns.append([r.reason[:MAX_REASON] for r in unique])
    columns.append([_decision_json(r) for r in unique])
    async with engine.connect() as conn:
        raw = await conn.get_raw_connection()
        pg: Any = raw.driver_connection
        async with pg.transaction():
            new_ids = {row[0] for row in await pg.fetch(_PG_INSERT_EVENTS, *columns)}
            new = [r for r in unique if r.id in new_ids]
            sums = rollups(new)
            if sums:
                keys = list(sums)
                await pg.execute(
                    _PG_UPSERT_ROLLUPS, [k[0] for k in keys], [k[1] for k in keys],
                    [k[2] for k in keys], [k[3] for k in keys],
                    *([getattr(sums[k], c) for k in keys] for c in ROLLUP_SUMS))
    return len(new)


# The same write for a batch still in its wire form (a JSON array of ``UsageRecord.dumps``):
# PostgreSQL parses it (``json_to_recordset``), so the consumer decodes nothing in Python.
# Duplicate ids in the batch count once (the last, as in ``write_batch``); fields an older
# producer did not send take the dataclass defaults; a rollup's day is the UTC date, as
# ``rollup_key`` has it.
_JSON_DEFAULTS = {"workload": "''", "cached_tokens": "0", "price_micros": "0",
                  "gpu_cost_micros": "0", "price_missing": "false", "cost_estimated": "false",
                  "reason": "''", "decision": "'null'::json"}


def _json_column(column: str) -> str:
    value = f"left({column}, {MAX_REASON})" if column == "reason" else column
    default = _JSON_DEFAULTS.get(column)
    return f"coalesce({value}, {default}) AS {column}" if default else column


_EVENT_NAMES = ", ".join(c for c, _ in _EVENT_COLUMNS)
_PG_WRITE_JSON = (
    "WITH raw AS (SELECT * FROM ROWS FROM (json_to_recordset($1::json) AS ("
    + ", ".join(f"{c} {'json' if c == 'decision' else t}" for c, t in _EVENT_COLUMNS)
    + f")) WITH ORDINALITY AS x({_EVENT_NAMES}, n)), "
    f"ev AS (SELECT DISTINCT ON (id) {', '.join(_json_column(c) for c, _ in _EVENT_COLUMNS)} "
    "FROM raw ORDER BY id, n DESC), "
    f"ins AS (INSERT INTO usage_events ({_EVENT_NAMES}) SELECT {_EVENT_NAMES} FROM ev "
    "ON CONFLICT (id) DO NOTHING RETURNING id), "
    f"roll AS (INSERT INTO usage_rollups (tenant_id, day, model, backend, "
    f"{', '.join(ROLLUP_SUMS)}) "
    "SELECT tenant_id, (created_at AT TIME ZONE 'UTC')::date, model, backend, count(*), "
    "sum(prompt_tokens), sum(completion_tokens), sum(cached_tokens), sum(price_micros), "
    "sum(gpu_cost_micros), count(*) FILTER (WHERE cost_estimated OR tokens_estimated) "
    "FROM ev JOIN ins USING (id) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4 "
    "ON CONFLICT (tenant_id, day, model, backend) DO UPDATE SET "
    + ", ".join(f"{c} = usage_rollups.{c} + excluded.{c}" for c in ROLLUP_SUMS)
    + ") SELECT (SELECT count(*) FROM raw), (SELECT count(*) FROM ins)"
)


# What an event's content (not the database's health) makes a write raise: a value out of its
# column's range or length, a NUL in text, a missing required field, JSON that is not JSON.
_PG_CONTENT_ERRORS = (asyncpg.DataError, asyncpg.NotNullViolationError)
CONTENT_ERRORS = (*_PG_CONTENT_ERRORS, OverflowError, sa_exc.DataError, sa_exc.IntegrityError)


class UnreadableBatch(ValueError):
    """PostgreSQL refused a JSON batch's content (bad JSON, a wrong type, a missing field)."""


def writes_json(engine: AsyncEngine) -> bool:
    """Whether ``write_json_batch`` works on this engine (PostgreSQL through asyncpg)."""
    return engine.dialect.name == "postgresql" and engine.dialect.driver == "asyncpg"


async def write_json_batch(engine: AsyncEngine, payload: bytes) -> tuple[int, int]:
    """``write_batch`` for a JSON array of events in their wire form; returns (events, new).

    Raises ``UnreadableBatch`` when the content is at fault, so the caller can fall back to
    decoding it event by event and skip what cannot be read.
    """
    async with engine.connect() as conn:
        raw = await conn.get_raw_connection()
        pg: Any = raw.driver_connection
        try:  # one statement, atomic on its own: no BEGIN/COMMIT round trips
            row = await pg.fetchrow(_PG_WRITE_JSON, payload.decode())
        except (*_PG_CONTENT_ERRORS, UnicodeDecodeError) as exc:
            raise UnreadableBatch(str(exc)) from exc
    return int(row[0]), int(row[1])


async def write_writable(engine: AsyncEngine, records: Sequence[UsageRecord]) -> int:
    """``write_batch``, leaving out (and logging) each event the database refuses for its
    content: a refused batch is written again in halves until the refused events are alone.
    Anything else (the database down) raises as ``write_batch`` does."""
    try:
        return await write_batch(engine, records)
    except CONTENT_ERRORS as exc:
        if len(records) <= 1:
            for r in records:
                log.error("skipping usage event %s: the database refuses it (%s)", r.id, exc)
            return 0
        mid = len(records) // 2
        return (await write_writable(engine, records[:mid])
                + await write_writable(engine, records[mid:]))


async def write_events(engine: AsyncEngine, events: Sequence[bytes]) -> int:
    """``write_batch`` for events in their wire form (``UsageRecord.dumps``): PostgreSQL parses
    them itself; elsewhere (or for a batch it refuses) they are decoded here, skipping what
    cannot be read or written (``write_writable``). Returns how many were new."""
    if not events:
        return 0
    if writes_json(engine):
        with contextlib.suppress(UnreadableBatch):
            return (await write_json_batch(engine, b"[" + b",".join(events) + b"]"))[1]
    return await write_writable(engine, readable(events, "a usage batch"))


async def write_batch(engine: AsyncEngine, records: Sequence[UsageRecord]) -> int:
    """Insert records idempotently and roll up the new ones; returns how many were new."""
    if not records:
        return 0
    unique = list({r.id: r for r in records}.values())
    if writes_json(engine):
        return await _write_batch_pg(engine, unique)
    insert = pg_insert if engine.dialect.name == "postgresql" else sqlite_insert
    stmt = insert(UsageEvent).on_conflict_do_nothing(index_elements=["id"])
    async with engine.begin() as conn:
        result = await conn.execute(stmt.returning(UsageEvent.id), [_row(r) for r in unique])
        new_ids = set(result.scalars().all())
        new = [r for r in unique if r.id in new_ids]
        sums = rollups(new)
        if sums:
            up = insert(UsageRollup)
            up = up.on_conflict_do_update(
                index_elements=["tenant_id", "day", "model", "backend"],
                set_={c: getattr(UsageRollup, c) + getattr(up.excluded, c) for c in ROLLUP_SUMS},
            )
            for (tenant_id, day, model, backend), s in sums.items():
                await conn.execute(up.values(
                    tenant_id=tenant_id, day=day, model=model, backend=backend,
                    requests=s.requests, prompt_tokens=s.prompt_tokens,
                    completion_tokens=s.completion_tokens, cached_tokens=s.cached_tokens,
                    price_micros=s.price_micros, gpu_cost_micros=s.gpu_cost_micros,
                    estimated_requests=s.estimated_requests))
        return len(new)


async def prune(engine: AsyncEngine, *, before: datetime, chunk: int = 10_000) -> int:
    """Delete raw events created before ``before`` in chunks (rollups are kept)."""
    total = 0
    while True:
        async with engine.begin() as conn:
            ids = select(UsageEvent.id).where(UsageEvent.created_at < before).limit(chunk)
            result = await conn.execute(delete(UsageEvent).where(UsageEvent.id.in_(ids)))
            n = int(getattr(result, "rowcount", 0) or 0)
        total += n
        if n < chunk:
            return total
