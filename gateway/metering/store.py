"""Writing usage events to the database: idempotent batch insert, rollups from new rows, pruning.

``write_batch`` runs one transaction: ``INSERT ... ON CONFLICT (id) DO NOTHING RETURNING id``
for the batch, then adds *only the rows that were new* to ``usage_rollups`` (per tenant, UTC
day, model, backend) with ``ON CONFLICT DO UPDATE SET x = x + excluded.x``. A batch written twice
(a retry, a replayed spool, a reclaimed Redis entry) inserts nothing the second time and so adds
nothing to the rollups: rollups always equal the sums over the raw events they cover. Rollup
rows are upserted in key order so concurrent writers on several replicas lock them in the same
order (no deadlocks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import delete, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncEngine

from gateway.db.models import UsageEvent, UsageRollup
from gateway.metering.events import UsageRecord

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


async def write_batch(engine: AsyncEngine, records: Sequence[UsageRecord]) -> int:
    """Insert records idempotently and roll up the new ones; returns how many were new."""
    if not records:
        return 0
    unique = list({r.id: r for r in records}.values())
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
