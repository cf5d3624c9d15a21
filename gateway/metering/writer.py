"""The usage stream's database writer as a process of its own (``specgate meter-writer``).

With Redis and ``SPECGATE_USAGE_WRITER=process``, serving processes only ``XADD`` their events;
decoding batches and writing them to the database is CPU work in blocks of milliseconds, which
on a serving event loop delays the requests that arrive meanwhile. ``specgate serve`` then starts
one of these beside its workers; more can run anywhere (they share the consumer group, and
entries a dead writer left pending are reclaimed by the others). It is the same consumer as the
inline one (``UsageBuffer``): on SIGTERM it drains the stream, then exits. Measured on 2 cores
with the gateway pinned to one (``bench/overhead/FINDINGS.md`` §9), a writer sharing the worker's
core cost more latency than it saved, so the default stays inline: use it where it gets a core.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal

from gateway.config.settings import Settings
from gateway.db.session import make_engine
from gateway.metering.buffer import UsageBuffer
from gateway.metering.wiring import usage_stream
from gateway.redis_client import check_mode

log = logging.getLogger(__name__)


async def run(settings: Settings, stop: asyncio.Event) -> int:
    """Write the stream to the database until ``stop``; returns the events written."""
    if not settings.redis_url:
        raise ValueError("the meter writer needs SPECGATE_REDIS_URL (the stream lives there)")
    engine = make_engine(settings.database_url, pool_size=settings.db_pool_size,
                         max_overflow=settings.db_max_overflow)
    stream = usage_stream(settings, settings.redis_url)
    await check_mode(stream.redis, cluster=settings.redis_cluster)
    usage = UsageBuffer(engine, interval_s=settings.usage_flush_interval_s,
                        batch=settings.usage_flush_batch, stream=stream, consume=True)
    usage.start()
    log.info("meter writer consuming %s", stream.name)
    try:
        await stop.wait()
    finally:
        await usage.stop()  # drains the stream for up to its drain time
        await stream.redis.aclose()
        await engine.dispose()
    log.info("meter writer stopped: %d events written", stream.written)
    return stream.written


async def _orphaned(parent_pid: int, stop: asyncio.Event) -> None:
    """Set ``stop`` once the parent is gone (killed outright, it could not stop us itself)."""
    while not stop.is_set():
        if os.getppid() != parent_pid:
            log.warning("parent %d is gone: stopping", parent_pid)
            stop.set()
        await asyncio.sleep(1.0)


def main(settings: Settings, *, parent_pid: int | None = None) -> None:
    async def go() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
        watch = asyncio.create_task(_orphaned(parent_pid, stop)) if parent_pid else None
        await run(settings, stop)
        if watch is not None:
            watch.cancel()

    logging.basicConfig(level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(go())
