"""Usage events off the request path: a bounded in-process queue and a batch flusher.

``record`` never awaits, so it is safe in a ``finally`` of a cancelled stream. The flusher writes
every ``interval_s`` or ``batch`` events with ``INSERT ... ON CONFLICT (id) DO NOTHING``, so a
retried batch never counts an event twice. While the database is unreachable events stay
pending and are retried; ``stop`` flushes what is left.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque

from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncEngine

from gateway.db.models import UsageEvent
from gateway.metering.events import UsageRecord

log = logging.getLogger(__name__)


async def write_batch(engine: AsyncEngine, records: list[UsageRecord]) -> int:
    """Insert records idempotently; returns how many were new."""
    if not records:
        return 0
    insert = pg_insert if engine.dialect.name == "postgresql" else sqlite_insert
    stmt = insert(UsageEvent).on_conflict_do_nothing(index_elements=["id"])
    async with engine.begin() as conn:
        result = await conn.execute(stmt.returning(UsageEvent.id), [r.row() for r in records])
        return len(result.all())


class UsageBuffer:
    def __init__(
        self, engine: AsyncEngine, *, interval_s: float = 0.25, batch: int = 500,
        max_pending: int = 200_000,
    ) -> None:
        self._engine = engine
        self._interval_s = interval_s
        self._batch = batch
        self._pending: deque[UsageRecord] = deque()
        self._max_pending = max_pending
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.written = 0
        self.failures = 0

    def record(self, event: UsageRecord) -> None:
        if len(self._pending) >= self._max_pending:
            log.error("usage buffer full (%d pending); database unreachable?", len(self._pending))
        self._pending.append(event)
        if len(self._pending) >= self._batch:
            self._wake.set()

    @property
    def pending(self) -> int:
        return len(self._pending)

    async def flush(self) -> None:
        """Write everything pending; raises if the database fails (events stay pending)."""
        while self._pending:
            batch = [self._pending[i] for i in range(min(self._batch, len(self._pending)))]
            await write_batch(self._engine, batch)
            for _ in batch:
                self._pending.popleft()
            self.written += len(batch)

    async def _run(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self._interval_s)
            self._wake.clear()
            try:
                await self.flush()
            except Exception as exc:
                self.failures += 1
                log.warning("usage flush failed, %d events pending: %s", self.pending, exc)
                await asyncio.sleep(min(5.0, self._interval_s * 4))

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="usage-flusher")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        try:
            await self.flush()
        except Exception as exc:
            log.error("could not flush %d usage events at shutdown: %s", self.pending, exc)
