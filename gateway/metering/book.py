"""Prices and limits off the request path: a per-process snapshot refreshed in the background.

The request path reads ``rate()`` and ``scopes()`` from memory. A background task reloads the
(small) price table and the limits of tenants and keys changed since the last poll every
``poll_s``, so a change made through any replica or the CLI is in force everywhere within about
one poll. While the database is down the last snapshot stays in force.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gateway.db import prices as prices_db
from gateway.db.models import utcnow
from gateway.metering.limits import LimitSpec, Scope
from gateway.metering.pricing import PriceTable, Rate

log = logging.getLogger(__name__)

OVERLAP = timedelta(seconds=30)  # re-read recent changes to tolerate clock skew between hosts
UNLIMITED = LimitSpec()


class Book:
    def __init__(self, sessions: async_sessionmaker[AsyncSession], *, poll_s: float = 1.0) -> None:
        self._sessions = sessions
        self._poll_s = poll_s
        self._prices = PriceTable()
        self._limits: dict[tuple[str, str], LimitSpec] = {}  # (kind, id) -> spec, limited only
        self._since: datetime | None = None
        self._task: asyncio.Task[None] | None = None
        # one refresh at a time: a poll that read the tables before an admin change would
        # otherwise finish after that change's own refresh and put the old snapshot back
        self._refreshing = asyncio.Lock()
        self.loaded = False

    def rate(self, tenant_id: str, model: str) -> Rate | None:
        return self._prices.rate(tenant_id, model)

    def limits(self, kind: str, id: str) -> LimitSpec:
        return self._limits.get((kind, id), UNLIMITED)

    def scopes(self, tenant_id: str, key_id: str) -> tuple[Scope, ...]:
        """The key's and the tenant's scopes, only those that have a limit."""
        out = []
        for kind, sid in (("key", key_id), ("tenant", tenant_id)):
            spec = self._limits.get((kind, sid))
            if spec is not None:
                out.append(Scope(kind, sid, spec))
        return tuple(out)

    def budgeted(self) -> list[Scope]:
        """Every key and tenant scope with a daily or monthly budget."""
        return [Scope(kind, sid, spec) for (kind, sid), spec in self._limits.items()
                if spec.daily_budget_micros is not None or spec.monthly_budget_micros is not None]

    async def refresh(self) -> None:
        async with self._refreshing:
            await self._reload()

    async def _reload(self) -> None:
        started = utcnow()
        async with self._sessions() as s:
            table = await prices_db.price_table(s)
            changed = await prices_db.limits_changed_since(
                s, None if self._since is None else self._since - OVERLAP)
        self._prices = table
        for row in changed:
            if row.spec == UNLIMITED:
                self._limits.pop((row.kind, row.id), None)
            else:
                self._limits[(row.kind, row.id)] = row.spec
        self._since = started
        self.loaded = True

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self._poll_s)
            try:
                await self.refresh()
            except Exception as exc:  # the database may be down; the snapshot stays in force
                log.warning("price/limits refresh failed: %s", exc)

    async def start(self) -> None:
        """Load once (best effort, so a gateway can start while the database is down), then poll."""
        try:
            await self.refresh()
        except Exception as exc:
            log.warning("price/limits initial load failed: %s", exc)
        self._task = asyncio.create_task(self._run(), name="price-limits-poll")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
