"""Replicas tell each other what their routers placed, through one Redis stream.

Each router keeps an account of the requests it has placed (``gateway.routing.placement``);
with N replicas that account would see 1/N of the traffic. ``PlacementSync`` is the router's
``PlacementSink`` and carries the account between replicas:

* publishing: ``placed`` and ``ended`` append to a local list, with the wall time (no I/O on
  the request path); a background task ``XADD``s what has gathered as one stream entry (field
  ``r``: this replica's id; ``e``: a JSON array of events), ``interval_s`` after the first
  event of a batch;
* reading: a second task ``XREAD BLOCK``s on the stream from the moment it started, hands the
  other replicas' events to the router (``ForeignAccount``), and waits ``interval_s`` before it
  reads again, so what arrived meanwhile comes in one reply.

So a replica makes at most one ``XADD`` and one ``XREAD`` per interval whatever its request rate
(each round trip costs the event loop ~0.1 ms; one per request cost 5-15% of a worker's CPU at a
few thousand requests a second), none when idle, and the others learn of a placement within
about two intervals. ``interval_s`` is on the router's clock (20 ms: a prefill lasts tens of
milliseconds to seconds); against a simulator at time scale N it is 1/N of that in wall time.

Events: ``["p", wall, *Placement.wire()]``, ``["x", wall, backend, [block hashes]]`` (the
prompt's prefix, after its ``p``; a replica that does not know the type skips it) and
``["e", wall, backend, ticket]``. A receiver
dates each at its own router clock's now minus the event's age (wall clocks of one deployment
agree to milliseconds; the account speaks of the tens of milliseconds and up of prefills and
decodes), scaled by ``clock_scale`` (router-clock seconds per wall second: the simulator's
time scale, else 1). The stream is capped at ``maxlen`` entries (approximate trim): only what
arrives while a replica is listening matters. Redis down: each replica goes on with its own
account and says so in the log once per outage and direction; events of the outage are
dropped, and the windows they would have ended are forgotten by the router in the end. A read
that gets no reply within its block time plus ``READ_GRACE_S`` (a connection that died without
a word) is given up and made again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

import orjson

from gateway.redis_client import RedisClient, server_time
from gateway.routing.placement import ForeignAccount, Placement
from gateway.stream_reply import stream_entries

log = logging.getLogger(__name__)

__all__ = ["PlacementSync"]

BLOCK_MS = 500  # how long one XREAD waits for entries
READ_GRACE_S = 2.0  # ... and how much longer its reply may take before the read is given up
RETRY_S = 1.0  # after a failed Redis call
MAX_BATCH = 2_000  # events per stream entry


class PlacementSync:
    def __init__(
        self,
        redis: RedisClient,
        *,
        stream: str = "specgate:fleet:placements",
        clock_scale: float = 1.0,
        interval_s: float = 0.02,
        maxlen: int = 10_000,
        replica: str | None = None,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.redis = redis
        self.stream = stream
        self.replica = replica or secrets.token_hex(6)
        self.clock_scale = clock_scale
        self.wait_s = interval_s / clock_scale  # wall seconds
        self.maxlen = maxlen
        self._wall = wall
        self._out: list[list[Any]] = []
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._sending = asyncio.Lock()
        # A flag as well as cancel(): redis-py can turn a cancellation that lands mid-read into
        # an error of its own, which the loops below take for an outage and retry forever
        # (as gateway.metering.buffer found); the flag ends them whatever the library does.
        self._stopping = False
        self._down: set[str] = set()  # directions (publish, read) in a logged outage
        self.outages = 0  # outages logged (diagnostics, tests)
        self.published = 0  # events sent (diagnostics, tests)
        self.received = 0  # other replicas' events applied

    # -- the router's sink (synchronous, no I/O) ---------------------------------------------

    def placed(self, p: Placement) -> None:
        wall = self._wall()
        self._out.append(["p", wall, *p.wire()])
        if p.prefix:
            self._out.append(["x", wall, p.backend, list(p.prefix)])
        self._wake.set()

    def cached(self, backend: str, prefix: tuple[int, ...]) -> None:
        self._out.append(["x", self._wall(), backend, list(prefix)])
        self._wake.set()

    def ended(self, backend: str, ticket: int) -> None:
        self._out.append(["e", self._wall(), backend, ticket])
        self._wake.set()

    # -- lifecycle ---------------------------------------------------------------------------

    async def start(self, account: ForeignAccount) -> None:
        """Listen from now on (entries already in the stream are history) and publish."""
        if self._tasks:
            return
        self._stopping = False
        start_id = "$"
        try:
            async with asyncio.timeout(2.0):
                sec, usec = await server_time(self.redis, self.stream)
            # the last id of the millisecond before: XREAD returns ids after it, so an entry
            # added in this same millisecond (id NOW-0) is read, not skipped
            start_id = f"{sec * 1000 + usec // 1000 - 1}-18446744073709551615"
        except Exception as exc:
            self._outage("read", exc)
        self._tasks = [
            asyncio.create_task(self._publish(), name="specgate-placements-out"),
            asyncio.create_task(self._read(account, start_id), name="specgate-placements-in"),
        ]

    async def stop(self) -> None:
        """Stop reading, let a send under way finish, send what is left, stop publishing."""
        tasks, self._tasks = self._tasks, []
        if not tasks:
            return
        self._stopping = True
        publisher, reader = tasks
        reader.cancel()
        async with self._sending:  # the publisher is not mid-XADD while this is held
            publisher.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        with contextlib.suppress(Exception):
            async with asyncio.timeout(1.0):
                await self._send()

    # -- the two tasks -----------------------------------------------------------------------

    async def _publish(self) -> None:
        while not self._stopping:
            await self._wake.wait()
            await asyncio.sleep(self.wait_s)  # let the next requests' events join
            self._wake.clear()
            try:
                async with asyncio.timeout(1.0):
                    await self._send()
                self._recovered("publish")
            except Exception as exc:
                if self._stopping:
                    return
                self._out.clear()  # stale by the time Redis is back: the routers forget them
                self._outage("publish", exc)
                await asyncio.sleep(RETRY_S)

    async def _send(self) -> None:
        """What was pending when it began: events that arrive during the round trip wait for
        the next interval (draining to empty would send one entry per request under load)."""
        async with self._sending:
            pending, self._out = self._out, []
            for i in range(0, len(pending), MAX_BATCH):
                batch = pending[i:i + MAX_BATCH]
                await self.redis.xadd(self.stream, {"r": self.replica, "e": orjson.dumps(batch)},
                                      maxlen=self.maxlen, approximate=True)
                self.published += len(batch)

    async def _read(self, account: ForeignAccount, last: str) -> None:
        own = self.replica.encode()
        while not self._stopping:
            try:  # bounded: a connection that died silently must not hold the reader forever
                async with asyncio.timeout(BLOCK_MS / 1000 + READ_GRACE_S):
                    reply = await self.redis.xread({self.stream: last}, count=1000,
                                                   block=BLOCK_MS)
                self._recovered("read")
            except Exception as exc:
                if self._stopping:
                    return
                self._outage("read", exc)
                await asyncio.sleep(RETRY_S)
                continue
            for entry_id, fields in stream_entries(reply):
                last = entry_id.decode() if isinstance(entry_id, bytes) else str(entry_id)
                replica = fields.get(b"r", b"")
                if replica == own:
                    continue
                try:
                    self._apply(account, replica.decode(), orjson.loads(fields[b"e"]))
                except Exception:  # one bad entry (another version's?) must not stop the rest
                    log.warning("placements: skipped an unreadable entry %s", last,
                                exc_info=True)
            if reply:
                await asyncio.sleep(self.wait_s)  # let the next entries gather

    def _apply(self, account: ForeignAccount, replica: str, events: list[list[Any]]) -> None:
        now = self._wall()
        for ev in events:
            age = (now - float(ev[1])) * self.clock_scale
            if ev[0] == "p":
                account.placed_elsewhere(replica, Placement.from_wire(ev[2:]), age)
            elif ev[0] == "e":
                account.ended_elsewhere(replica, str(ev[2]), int(ev[3]))
            elif ev[0] == "x":
                account.prefix_elsewhere(str(ev[2]), tuple(int(h) for h in ev[3]))
            self.received += 1

    def _outage(self, direction: str, exc: BaseException) -> None:
        if direction not in self._down:
            self._down.add(direction)
            self.outages += 1
            log.warning("placements: redis unavailable to %s (%r); routing on this replica's "
                        "own account until it is back", direction, exc)

    def _recovered(self, direction: str) -> None:
        if direction in self._down:
            self._down.discard(direction)
            log.info("placements: redis is back for %s; sharing the routers' accounts again",
                     direction)
