"""Usage write path on real PostgreSQL and Redis: idempotent batches, rollups, reclaim, spool."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from redis.asyncio import Redis
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from gateway.db.migrate import upgrade_async
from gateway.db.models import UsageEvent, UsageRollup
from gateway.db.session import make_engine
from gateway.metering.buffer import UsageBuffer
from gateway.metering.events import UsageRecord
from gateway.metering.redis_stream import BATCH_FIELD, FIELD, RedisEventStream
from gateway.metering.spool import Spool
from gateway.metering.store import prune, write_batch
from tests.conftest import REDIS_URL


def event(i: int, *, tenant: str = "ten_a", model: str = "m", day: int = 1) -> UsageRecord:
    return UsageRecord(
        id=f"req-{i}", created_at=datetime(2026, 12, day, 12, 0, i % 60, tzinfo=UTC),
        tenant_id=tenant, key_id="key_a", model=model, backend="b1", endpoint="chat",
        status="ok", prompt_tokens=10 + i, completion_tokens=i, tokens_estimated=i % 7 == 0,
        ttft_ms=5, latency_ms=20, workload="chat", price_micros=3 * i + 1,
        gpu_cost_micros=i, decision={"picked": "b1", "i": i})


@pytest.fixture(params=["sqlite", "postgres"])
async def engine(request: pytest.FixtureRequest, tmp_path: Path,
                 pg_url: str) -> AsyncIterator[AsyncEngine]:
    url = f"sqlite+aiosqlite:///{tmp_path}/w.db" if request.param == "sqlite" else pg_url
    await upgrade_async(url)
    eng = make_engine(url)
    yield eng
    await eng.dispose()


async def totals(engine: AsyncEngine) -> tuple[tuple[int, ...], tuple[int, ...]]:
    async with engine.connect() as c:
        raw = (await c.execute(select(
            func.count(), func.sum(UsageEvent.prompt_tokens),
            func.sum(UsageEvent.completion_tokens), func.sum(UsageEvent.price_micros),
            func.sum(UsageEvent.gpu_cost_micros)))).one()
        rolled = (await c.execute(select(
            func.sum(UsageRollup.requests), func.sum(UsageRollup.prompt_tokens),
            func.sum(UsageRollup.completion_tokens), func.sum(UsageRollup.price_micros),
            func.sum(UsageRollup.gpu_cost_micros)))).one()
    return tuple(int(x or 0) for x in raw), tuple(int(x or 0) for x in rolled)


async def test_batches_are_idempotent_and_rollups_equal_raw_sums(engine: AsyncEngine) -> None:
    batch = [event(i, model=f"m{i % 3}", day=1 + i % 2) for i in range(300)]
    assert await write_batch(engine, batch) == 300
    assert await write_batch(engine, batch[100:]) == 0  # a retried batch counts nothing
    assert await write_batch(engine, [*batch[:5], *[event(i) for i in range(300, 310)]]) == 10
    raw, rolled = await totals(engine)
    assert raw[0] == 310
    assert raw == rolled
    n = await prune(engine, before=datetime(2026, 12, 2, tzinfo=UTC), chunk=50)
    assert n == sum(1 for i in range(310) if i >= 300 or i % 2 == 0)
    assert (await totals(engine))[1] == rolled  # retention keeps the rollups


@dataclass
class StreamDb:
    """A migrated PostgreSQL database, the real Redis, and a stream name of this test's own."""

    engine: AsyncEngine
    redis: Redis
    name: str

    async def write(self, records: list[UsageRecord]) -> None:
        await write_batch(self.engine, records)


@pytest.fixture
async def stream_db(pg_url: str) -> AsyncIterator[StreamDb]:
    await upgrade_async(pg_url)
    s = StreamDb(make_engine(pg_url), Redis.from_url(REDIS_URL),
                 f"test-usage-{secrets.token_hex(4)}")
    yield s
    await s.redis.delete(s.name)
    await s.redis.aclose()
    await s.engine.dispose()


async def test_crashed_consumer_entries_are_reclaimed_once(stream_db: StreamDb) -> None:
    engine, redis, name = stream_db.engine, stream_db.redis, stream_db.name
    a = RedisEventStream(redis, name, consumer="a", reclaim_idle_s=0.05)
    b = RedisEventStream(redis, name, consumer="b", reclaim_idle_s=0.05)
    await a.add([event(i) for i in range(250)])
    assert await redis.xlen(name) == 3  # a hundred events per entry

    async def crash(records: list[UsageRecord]) -> None:
        await write_batch(engine, records[:120])  # committed part of the work, then dies
        raise ConnectionError("replica killed")

    with pytest.raises(ConnectionError):
        await a.consume_once(crash, count=300, block_ms=None)
    pending = await redis.xpending(name, "writers")
    assert pending["pending"] == 3

    deadline = datetime.now(UTC) + timedelta(seconds=5)
    while (await redis.xpending(name, "writers"))["pending"]:  # as each becomes idle enough
        await b.reclaim(stream_db.write, count=100)
        assert datetime.now(UTC) < deadline, "entries never became reclaimable"
    assert b.reclaimed == 250
    assert await redis.xlen(name) == 0
    raw, rolled = await totals(engine)
    assert raw[0] == 250 and raw == rolled


async def test_single_event_entries_are_read_and_unreadable_entries_skipped(
    stream_db: StreamDb,
) -> None:
    redis, name = stream_db.redis, stream_db.name
    stream = RedisEventStream(redis, name, consumer="a")
    await stream.add([event(i) for i in range(3)])
    await redis.xadd(name, {FIELD: event(3).dumps()})  # an older gateway's entry
    await redis.xadd(name, {BATCH_FIELD: b"[{not json"})  # a corrupt one
    await stream.add([event(4)])
    assert await stream.consume_once(stream_db.write, count=500, block_ms=None) == 5
    assert await redis.xlen(name) == 0  # the corrupt entry is acknowledged, not retried
    raw, rolled = await totals(stream_db.engine)
    assert raw[0] == 5 and raw == rolled


async def test_database_down_spools_to_disk_and_replays_exactly_once(
    tmp_path: Path, pg_url: str
) -> None:
    await upgrade_async(pg_url)
    dead = make_engine("postgresql+asyncpg://postgres@127.0.0.1:1/nowhere")
    spool_dir = tmp_path / "spool"
    down = UsageBuffer(dead, batch=50, max_pending=100, spool_dir=spool_dir)
    for i in range(450):
        down.record(event(i))
    for _ in range(3):
        with pytest.raises(OSError):
            await down.flush()
        down._spill_overflow()
    assert down.pending <= 100
    await down.stop()  # cannot write: everything left goes to the spool
    assert down.pending == 0
    assert Spool(spool_dir).pending_segments >= 2
    await dead.dispose()

    live = make_engine(pg_url)
    up = UsageBuffer(live, batch=100, spool_dir=spool_dir)
    up.record(event(0))  # already in the spool too: still written once
    await up.flush()
    assert Spool(spool_dir).pending_segments == 0
    raw, rolled = await totals(live)
    assert raw[0] == 450 and raw == rolled
    await live.dispose()


async def test_events_recorded_during_a_flush_wait_for_the_next_one(stream_db: StreamDb) -> None:
    """Under steady traffic each hop must carry a batch: a flush that drained until empty would
    chase every request with a stream entry of its own."""
    redis, name = stream_db.redis, stream_db.name
    buf = UsageBuffer(stream_db.engine, batch=500,
                      stream=RedisEventStream(redis, name, consumer="a"), consume=False)
    for i in range(10):
        buf.record(event(i))
    flushing = asyncio.create_task(buf.flush())
    await asyncio.sleep(0)  # the flush takes what is pending and sends it
    while buf.forwarded == 0 and not flushing.done():  # the batch is on its way
        buf.record(event(100 + buf.pending))
        await asyncio.sleep(0)
    await flushing
    assert buf.forwarded == 10
    assert buf.pending > 0  # recorded meanwhile: left for the next flush, not sent one by one
    assert await redis.xlen(name) == 1
    late = buf.pending
    await buf.stop()  # stopping forwards everything
    assert buf.forwarded == 10 + late and buf.pending == 0
    assert await redis.xlen(name) == 1 + -(-late // 100)
