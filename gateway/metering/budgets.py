"""Budgets remember what was spent: the limiter's day and month counters floored at the spend
the database recorded.

A limiter counts budgets in memory (embedded) or in Redis. A restart of an embedded gateway, a
flushed or evicted Redis key, or the per-process fallback while Redis is away would start a
counter from zero and let a tenant spend its budget a second time. So at start, and every
``every_s`` after, each scope with a budget gets ``Limiter.seed`` with its spend this UTC day
and month: tenants' from ``usage_rollups``, keys' from ``usage_events`` (so a key's monthly
floor counts only what retention kept, with ``usage_retention_days`` under a month). A seed is a
floor (the counter becomes the larger of the two), so a store that kept its counters is
unchanged; events still on their way to the database count once they arrive.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from datetime import UTC, datetime, time

from sqlalchemy import case, func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gateway.db.models import UsageEvent, UsageRollup
from gateway.metering.book import Book
from gateway.metering.limits import Limiter, Scope, Spent

log = logging.getLogger(__name__)
CHUNK = 500  # ids per query: far below SQLite's and asyncpg's bound-parameter limits


def _chunks(ids: list[str]) -> list[list[str]]:
    return [ids[i:i + CHUNK] for i in range(0, len(ids), CHUNK)]


async def spent(sessions: async_sessionmaker[AsyncSession], scopes: Sequence[Scope],
                now: datetime) -> dict[str, Spent]:
    """Each scope's recorded spend in ``now``'s UTC day and month, by ``Scope.name``."""
    today = now.astimezone(UTC).date()
    first = today.replace(day=1)
    day, month = f"{today:%Y%m%d}", f"{today:%Y%m}"
    tenants = [s.id for s in scopes if s.kind == "tenant"]
    keys = [s.id for s in scopes if s.kind == "key"]
    rows: list[tuple[str, str, int | None, int | None]] = []
    async with sessions() as s:
        r = UsageRollup
        for chunk in _chunks(tenants):
            q = (select(r.tenant_id, func.sum(r.price_micros),
                        func.sum(case((r.day == today, r.price_micros), else_=0)))
                 .where(r.tenant_id.in_(chunk), r.day >= first).group_by(r.tenant_id))
            rows += [("tenant", i, m, d) for i, m, d in (await s.execute(q)).all()]
        e = UsageEvent
        midnight = datetime.combine(today, time(), UTC)
        for chunk in _chunks(keys):  # ix_usage_events_key_time
            q = (select(e.key_id, func.sum(e.price_micros),
                        func.sum(case((e.created_at >= midnight, e.price_micros), else_=0)))
                 .where(e.created_at >= datetime.combine(first, time(), UTC),
                        e.key_id.in_(chunk))
                 .group_by(e.key_id))
            rows += [("key", i, m, d) for i, m, d in (await s.execute(q)).all()]
    return {f"{kind}:{sid}": Spent(day, int(d or 0), month, int(m or 0))
            for kind, sid, m, d in rows}


class BudgetSeeder:
    def __init__(self, sessions: async_sessionmaker[AsyncSession], book: Book, limiter: Limiter,
                 *, every_s: float = 60.0) -> None:
        self._sessions = sessions
        self._book = book
        self._limiter = limiter
        self._every_s = every_s
        self._task: asyncio.Task[None] | None = None

    async def seed_once(self) -> int:
        """Seed every budgeted scope that has spent something; returns how many."""
        scopes = self._book.budgeted()
        if not scopes:
            return 0
        found = await spent(self._sessions, scopes, datetime.now(UTC))
        n = 0
        for scope in scopes:
            amount = found.get(scope.name)
            if amount is not None and (amount.day_micros or amount.month_micros):
                await self._limiter.seed(scope, amount)
                n += 1
        return n

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self._every_s)
            await self._quietly()

    async def _quietly(self) -> None:
        try:
            await self.seed_once()
        except Exception as exc:  # the database or Redis may be down: the next round retries
            log.warning("seeding budgets from recorded spend failed: %s", exc)

    async def start(self) -> None:
        """Seed once before serving (best effort), then every ``every_s``."""
        await self._quietly()
        self._task = asyncio.create_task(self._run(), name="budget-seed")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
