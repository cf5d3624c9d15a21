"""Usage events off the request path: a bounded in-process queue, forwarded in batches.

``record`` never awaits, so it is safe in a ``finally`` of a cancelled stream. It serialises the
event there: from then on it travels in its wire form (``UsageRecord.dumps``) to the stream, the
spool or the database, where PostgreSQL parses it. A forwarder task moves events every
``interval_s`` (or as soon as ``batch`` are waiting) to the next hop:

- with Redis: ``XADD`` to the shared stream (``redis_stream.py``); a consumer task on every
  replica (or, with ``consume=False``, a ``specgate meter-writer`` process: ``writer.py``)
  writes the stream to the database. If Redis refuses, events go straight to the database
  instead.
- without Redis: straight to the database (``store.write_events``, idempotent).

If no hop takes them, events wait in memory up to ``max_pending``; beyond that the oldest are
written to the local spool (``spool.py``), replayed as soon as a hop works again. On ``stop``
everything in memory is forwarded (or spooled) and, with Redis, the stream is drained into the
database for up to ``drain_s``; what remains there is written by another replica or the next
start. Events move from one place to the next only after the next one has them durably.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable
from pathlib import Path
from typing import TypeVar

from sqlalchemy.ext.asyncio import AsyncEngine

from gateway.metering.events import UsageRecord
from gateway.metering.redis_stream import RedisEventStream
from gateway.metering.spool import Spool
from gateway.metering.store import (
    UnreadableBatch,
    write_events,
    write_json_batch,
    write_writable,
    writes_json,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

IDLE_WAKE_S = 5.0  # an idle forwarder still looks at the spool this often
IDLE_BLOCK_MS = 2_000  # longest blocking stream read of an idle consumer


class UsageBuffer:
    def __init__(
        self, engine: AsyncEngine, *, interval_s: float = 0.25, batch: int = 500,
        max_pending: int = 50_000, stream: RedisEventStream | None = None,
        spool_dir: Path | None = None, reclaim_every_s: float = 5.0, drain_s: float = 10.0,
        consume: bool = True,
    ) -> None:
        self._engine = engine
        self._interval_s = interval_s
        self._batch = batch
        self._max_pending = max_pending
        self._stream = stream
        self._spool = Spool(spool_dir) if spool_dir is not None else None
        self._reclaim_every_s = reclaim_every_s
        self._drain_s = drain_s
        self._consume = consume and stream is not None  # else a meter-writer process does
        # where the database parses JSON, the stream's entries go to it undecoded
        self._write_json = self._write_stream_batch if writes_json(engine) else None
        self._pending: deque[bytes] = deque()  # events in their wire form
        self._wake = asyncio.Event()
        self._idle = False  # the forwarder sleeps until the first event (no periodic wake-ups)
        self._tasks: list[asyncio.Task[None]] = []
        self._stopping = False
        self.written = 0  # events this process wrote to the database (new rows)
        self.forwarded = 0  # events this process handed to the next hop
        self.failures = 0
        self.db_ok = True

    # -- the request path ---------------------------------------------------------------------

    def record(self, event: UsageRecord) -> None:
        # serialised here, a couple of microseconds per request, rather than hundreds at once in
        # the forwarder, where the burst held up every request that arrived meanwhile
        try:
            wire = event.dumps()
        except TypeError as exc:  # an integer beyond 64 bits: no database could store it
            log.error("usage event %s cannot be serialised, not recorded: %s", event.id, exc)
            return
        self._pending.append(wire)
        if self._idle or len(self._pending) >= self._batch:
            self._wake.set()

    @property
    def pending(self) -> int:
        return len(self._pending)

    @property
    def spooled_segments(self) -> int:
        return self._spool.pending_segments if self._spool is not None else 0

    # -- hops ---------------------------------------------------------------------------------

    async def _db(self, write: Awaitable[T]) -> T:
        """Await a database write, keeping ``db_ok`` current."""
        try:
            out = await write
        except UnreadableBatch:
            raise  # the batch's content, not the database: the stream decodes it here instead
        except Exception:
            self.db_ok = False
            raise
        self.db_ok = True
        return out

    async def write_db(self, events: list[bytes]) -> None:
        self.written += await self._db(write_events(self._engine, events))

    async def _write_records(self, records: list[UsageRecord]) -> None:
        self.written += await self._db(write_writable(self._engine, records))

    async def _write_stream_batch(self, payload: bytes) -> int:
        handled, new = await self._db(write_json_batch(self._engine, payload))
        self.written += new
        return handled

    async def _hand_on(self, events: list[bytes]) -> None:
        if self._stream is not None:
            try:
                await self._stream.add(events)
                return
            except Exception as exc:
                log.warning("usage stream unreachable (%s); writing to the database", exc)
        await self.write_db(events)

    async def flush(self) -> None:
        """Forward what is pending now, then replay the spool; raises if no hop takes a batch.

        Events recorded while a batch is on its way wait for the next flush: draining until the
        queue is empty would, under steady traffic, chase every request with a hop of its own
        (a round trip sees a couple of new events), which is the per-event overhead batching
        exists to avoid.
        """
        todo = len(self._pending)
        while todo > 0 and self._pending:
            batch = [self._pending[i] for i in range(min(self._batch, todo, len(self._pending)))]
            await self._hand_on(batch)
            for _ in batch:
                self._pending.popleft()
            todo -= len(batch)
            self.forwarded += len(batch)
        if self._spool is not None and self._spool.segments():
            await self._spool.replay(self._hand_on, batch=self._batch)

    def _spill_overflow(self) -> None:
        """Move the oldest events beyond ``max_pending`` to the spool (memory stays bounded)."""
        if self._spool is None or len(self._pending) <= self._max_pending:
            return
        excess = len(self._pending) - self._max_pending // 2
        batch = [self._pending[i] for i in range(excess)]
        try:
            self._spool.spill(batch)
        except OSError as exc:
            log.error("cannot spool %d usage events: %s", len(batch), exc)
            return
        for _ in batch:
            self._pending.popleft()
        log.warning("spooled %d usage events to %s", len(batch), self._spool.directory)

    # -- background tasks ---------------------------------------------------------------------

    def _has_work(self) -> bool:
        return bool(self._pending) or (self._spool is not None
                                       and self._spool.pending_segments > 0)

    async def _forward_loop(self) -> None:
        backoff = self._interval_s
        while not self._stopping:
            if not self._has_work():
                # Idle: sleep until record() wakes us (at most IDLE_WAKE_S, for the spool), then
                # wait one interval so the first event forwards with the ones that follow it.
                self._idle = True
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), IDLE_WAKE_S)
                self._idle = False
                self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), backoff)
            self._wake.clear()
            try:
                await self.flush()
                backoff = self._interval_s
            except Exception as exc:
                self.failures += 1
                self._spill_overflow()
                log.warning("usage forward failed, %d pending: %s", self.pending, exc)
                backoff = min(5.0, backoff * 2)

    async def _consume_loop(self) -> None:
        assert self._stream is not None
        busy_block_ms = max(1, int(self._interval_s * 1000))
        block_ms = busy_block_ms
        next_reclaim = 0.0
        backoff = self._interval_s
        while not self._stopping:
            try:
                if time.monotonic() >= next_reclaim:
                    next_reclaim = time.monotonic() + self._reclaim_every_s
                    await self._stream.reclaim(self._write_records, count=self._batch,
                                               write_json=self._write_json)
                n = await self._stream.consume_once(self._write_records, count=self._batch,
                                                    block_ms=block_ms,
                                                    write_json=self._write_json)
                # a blocking read returns as soon as an entry arrives: block longer when idle
                block_ms = busy_block_ms if n else min(block_ms * 2, IDLE_BLOCK_MS,
                                                        int(self._reclaim_every_s * 1000))
                backoff = self._interval_s
            except Exception as exc:
                self.failures += 1
                log.warning("usage stream write failed: %s", exc)
                await asyncio.sleep(backoff)
                backoff = min(5.0, backoff * 2)

    def start(self) -> None:
        self._tasks.append(asyncio.create_task(self._forward_loop(), name="usage-forwarder"))
        if self._consume:
            self._tasks.append(asyncio.create_task(self._consume_loop(), name="usage-consumer"))

    async def stop(self) -> None:
        # A flag as well as cancel(): a client library that turns a cancellation into its own
        # error (redis-py does, mid-read) must not keep a loop alive.
        self._stopping = True
        for task in self._tasks:
            task.cancel()
        if self._tasks:
            _, stuck = await asyncio.wait(self._tasks, timeout=5.0)
            for task in stuck:
                log.error("usage task %s did not stop", task.get_name())
        self._tasks.clear()
        try:
            await self.flush()  # replays the spool too
            while self._pending:  # recorded while that flush was on its way
                await self.flush()
        except Exception as exc:
            log.error("could not forward %d usage events at shutdown: %s", self.pending, exc)
            if self._spool is not None and self._pending:
                self._spool.spill(list(self._pending))
                self._pending.clear()
        if self._consume:
            await self._drain_stream()

    async def _drain_stream(self) -> None:
        assert self._stream is not None
        deadline = time.monotonic() + self._drain_s
        with contextlib.suppress(Exception):  # TimeoutError included: bounded by drain_s
            async with asyncio.timeout(self._drain_s):
                while time.monotonic() < deadline:
                    n = await self._stream.consume_once(self._write_records, count=self._batch,
                                                        block_ms=None,
                                                        write_json=self._write_json)
                    if n == 0:
                        break
