"""Retention: raw usage events older than N days are deleted in the background (rollups stay).

Every replica may run it; the delete is idempotent and chunked, so replicas racing each other
only do a little redundant work. ``days=None`` keeps raw events forever.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncEngine

from gateway.metering.store import prune

log = logging.getLogger(__name__)


class Retention:
    def __init__(self, engine: AsyncEngine, *, days: int | None,
                 every_s: float = 3600.0) -> None:
        self._engine = engine
        self.days = days
        self._every_s = every_s
        self._task: asyncio.Task[None] | None = None
        self.deleted = 0

    async def run_once(self, now: datetime | None = None) -> int:
        if self.days is None:
            return 0
        before = (now or datetime.now(UTC)) - timedelta(days=self.days)
        n = await prune(self._engine, before=before)
        self.deleted += n
        return n

    async def _run(self) -> None:
        while True:
            try:
                n = await self.run_once()
                if n:
                    log.info("retention: deleted %d usage events older than %d days", n,
                             self.days)
            except Exception as exc:
                log.warning("retention run failed: %s", exc)
            await asyncio.sleep(self._every_s)

    def start(self) -> None:
        if self.days is not None:
            self._task = asyncio.create_task(self._run(), name="usage-retention")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
