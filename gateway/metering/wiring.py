"""Builds one process's metering from settings: price/limits book, limiter, usage buffer, meter.

With ``redis_url``: ``ResilientLimiter`` over ``RedisLimiter`` (a client of its own; the
limiter bounds each call) falling back to per-process limits (or refusing,
``limits_fail_open=false``), and the usage buffer forwards to the shared Redis stream.
Without: ``MemoryLimiter`` and the buffer writes to the database itself.
"""

from __future__ import annotations

import contextlib
import logging
import time
from dataclasses import dataclass

from redis.asyncio import BlockingConnectionPool, Redis
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from gateway.config.settings import Settings
from gateway.metering.book import Book
from gateway.metering.budgets import BudgetSeeder
from gateway.metering.buffer import UsageBuffer
from gateway.metering.limits import Limiter
from gateway.metering.limits_memory import MemoryLimiter
from gateway.metering.limits_redis import RedisLimiter
from gateway.metering.limits_resilient import LAG_ALLOWANCE, ResilientLimiter
from gateway.metering.meter import Meter
from gateway.metering.redis_stream import (
    RedisEventStream,
    database_digest,
    default_stream_name,
)
from gateway.metering.retention import Retention
from gateway.redis_client import RedisClient, connect

log = logging.getLogger(__name__)
LIMITER_CONNECTIONS = 64  # Redis connections for the limits, and limit calls in flight
LIMITER_TIMEOUT_S = 0.25  # Redis answering nothing this long: limits go local (or refuse)


@dataclass
class Metering:
    book: Book
    meter: Meter
    usage: UsageBuffer
    retention: Retention
    budgets: BudgetSeeder
    clients: tuple[RedisClient, ...] = ()

    async def start(self) -> None:
        await self.book.start()
        await self.budgets.start()
        self.usage.start()
        self.retention.start()

    async def stop(self) -> None:
        """After the server drained its requests: settle, forward and flush, then close."""
        t0 = time.monotonic()
        await self.meter.stop()
        await self.retention.stop()
        await self.usage.stop()
        await self.budgets.stop()
        await self.book.stop()
        log.info("metering stopped in %.2fs: %d events pending, %d spooled segments",
                 time.monotonic() - t0, self.usage.pending, self.usage.spooled_segments)
        for client in self.clients:
            with contextlib.suppress(Exception):
                await client.aclose()


def usage_stream(settings: Settings, redis_url: str) -> RedisEventStream:
    """The deployment's shared usage stream, on a client of its own."""
    client = connect(redis_url, cluster=settings.redis_cluster, socket_timeout=5.0,
                     socket_connect_timeout=2.0)
    return RedisEventStream(
        client, settings.usage_stream or default_stream_name(settings.database_url),
        reclaim_idle_s=settings.usage_reclaim_idle_s)


def limiter_client(settings: Settings, redis_url: str) -> RedisClient:
    """The limiter's own client. The limiter decides when Redis is too slow (0.25 s without any
    answer) and bounds its calls in flight to ``LIMITER_CONNECTIONS``; the socket's read
    timeout only stops a call the limiter has given up on, so it is the limiter's longest wait,
    not a second, loop-lag-blind 0.25 s. A cluster client raises at its pool's limit instead of
    waiting, and connections dropped in an outage still count against it while they close, so
    its pools (one per node) get twice the calls in flight."""
    timeouts = {"socket_timeout": LIMITER_TIMEOUT_S * LAG_ALLOWANCE,
                "socket_connect_timeout": 0.25}
    if settings.redis_cluster:
        return connect(redis_url, cluster=True, max_connections=2 * LIMITER_CONNECTIONS,
                       **timeouts)
    pool = BlockingConnectionPool.from_url(
        redis_url, max_connections=LIMITER_CONNECTIONS, timeout=0.25, **timeouts)
    return Redis(connection_pool=pool)


def build_metering(
    settings: Settings, engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession],
) -> Metering:
    limiter: Limiter
    clients: tuple[RedisClient, ...] = ()
    stream: RedisEventStream | None = None
    if settings.redis_url:
        limits_redis = limiter_client(settings, settings.redis_url)
        stream = usage_stream(settings, settings.redis_url)
        clients = (limits_redis, stream.redis)
        limiter = ResilientLimiter(RedisLimiter(limits_redis), MemoryLimiter(),
                                   fail_open=settings.limits_fail_open,
                                   timeout_s=LIMITER_TIMEOUT_S, max_in_flight=LIMITER_CONNECTIONS)
    else:
        limiter = MemoryLimiter()
    usage = UsageBuffer(
        engine, interval_s=settings.usage_flush_interval_s, batch=settings.usage_flush_batch,
        max_pending=settings.usage_max_pending, stream=stream,
        spool_dir=settings.usage_spool_dir / database_digest(settings.database_url),
        consume=settings.usage_writer != "process")
    book = Book(sessions, poll_s=settings.limits_poll_s)
    return Metering(book=book, meter=Meter(book, limiter), usage=usage,
                    retention=Retention(engine, days=settings.usage_retention_days),
                    budgets=BudgetSeeder(sessions, book, limiter,
                                         every_s=settings.budget_seed_s),
                    clients=clients)
