"""Usage write path on real PostgreSQL and Redis: idempotent batches, rollups, reclaim, spool."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import secrets
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson
import pytest
import redis as sync_redis
from redis.asyncio import Redis
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from gateway.db.migrate import upgrade_async
from gateway.db.models import UsageEvent, UsageRollup
from gateway.db.session import make_engine
from gateway.metering.buffer import UsageBuffer
from gateway.metering.events import UsageRecord
from gateway.metering.redis_stream import BATCH_FIELD, FIELD, RedisEventStream
from gateway.metering.spool import STALE_PART_S, Spool
from gateway.metering.store import (
    UnreadableBatch,
    prune,
    write_batch,
    write_events,
    write_json_batch,
    write_writable,
)
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


def wire(records: list[UsageRecord], *, drop: tuple[str, ...] = ()) -> bytes:
    """Records in the stream's JSON form, optionally without fields an older producer lacked."""
    return orjson.dumps([{k: v for k, v in orjson.loads(r.dumps()).items() if k not in drop}
                         for r in records])


async def rows_of(engine: AsyncEngine, tenant: str) -> list[tuple[object, ...]]:
    """A tenant's events and rollups, minus the columns that name the tenant or the event."""
    ev, ro = UsageEvent.__table__, UsageRollup.__table__
    async with engine.connect() as c:
        events = (await c.execute(select(ev).where(ev.c.tenant_id == tenant)
                                  .order_by(ev.c.created_at, ev.c.prompt_tokens))).all()
        rolled = (await c.execute(select(ro).where(ro.c.tenant_id == tenant)
                                  .order_by(ro.c.day, ro.c.model))).all()
    return [tuple(v for k, v in row._mapping.items() if k not in ("id", "tenant_id"))
            for row in [*events, *rolled]]


async def test_json_batches_store_what_record_batches_store(pg_url: str) -> None:
    """The consumer's fast path (PostgreSQL parses the wire form) stores the same rows and
    rollups as the decoded path, counts duplicates once, and fills an older producer's gaps
    with the same defaults."""
    await upgrade_async(pg_url)
    engine = make_engine(pg_url)
    tag = secrets.token_hex(3)
    base = [dataclasses.replace(event(i, model=f"m{i % 3}", day=1 + i % 2),
                                reason="r" * (300 if i == 7 else 10), cached_tokens=i % 4,
                                cost_estimated=i % 5 == 0, tpot_us=None if i % 6 else 900,
                                decision=None if i == 3 else {"picked": "b1", "n": [i, 1.5]})
            for i in range(120)]

    def as_tenant(name: str, records: list[UsageRecord]) -> list[UsageRecord]:
        return [dataclasses.replace(r, id=f"{name}-{r.id}", tenant_id=name) for r in records]

    decoded, parsed = f"dec-{tag}", f"json-{tag}"
    old = ("workload", "cached_tokens", "reason", "decision")
    try:
        def changed(name: str) -> UsageRecord:  # a duplicate id that differs: the last counts
            return dataclasses.replace(as_tenant(name, base)[0], latency_ms=999)

        assert await write_batch(engine, [*as_tenant(decoded, base), changed(decoded)]) == 120
        assert await write_batch(engine, as_tenant(decoded, base[:30])) == 0
        lacking = [dataclasses.replace(r, workload="", cached_tokens=0, reason="", decision=None)
                   for r in as_tenant(decoded, [event(i) for i in range(200, 205)])]
        assert await write_batch(engine, lacking) == 5

        json_base = as_tenant(parsed, base)
        assert await write_json_batch(
            engine, wire([*json_base, *json_base[1:3], changed(parsed)])) == (123, 120)
        assert await write_json_batch(engine, wire(json_base[:30])) == (30, 0)  # a retry
        assert await write_json_batch(
            engine, wire(as_tenant(parsed, [event(i) for i in range(200, 205)]), drop=old)
        ) == (5, 5)
        assert await rows_of(engine, parsed) == await rows_of(engine, decoded)
        for bad in (b"[{not json", wire(json_base[:1]).replace(b'"prompt_tokens":10',
                                                                b'"prompt_tokens":"ten"'),
                    wire(json_base[:1], drop=("created_at",))):
            with pytest.raises(UnreadableBatch):
                await write_json_batch(engine, bad)
    finally:
        await engine.dispose()


async def undecoded(records: list[UsageRecord]) -> None:
    raise AssertionError(f"{len(records)} events decoded where the database parses them")


def refused_by(engine: AsyncEngine) -> list[UsageRecord]:
    """Events that decode but that the database refuses: PostgreSQL keeps lengths and NULs
    out, neither stores a count beyond 64 bits."""
    bad = [dataclasses.replace(event(900), id="too-big", prompt_tokens=2**63)]
    if engine.dialect.name == "postgresql":
        bad += [dataclasses.replace(event(901), id="too-long", model="m" * 200),
                dataclasses.replace(event(902), id="nul", reason="a\x00b")]
    return bad


async def test_events_the_database_refuses_are_skipped_not_retried_forever(
    engine: AsyncEngine,
) -> None:
    good = [event(i) for i in range(40)]
    bad = refused_by(engine)
    batch = [*good[:20], *bad, *good[20:]]
    assert await write_events(engine, [r.dumps() for r in batch]) == 40
    raw, rolled = await totals(engine)
    assert raw[0] == 40 and raw == rolled


@dataclass
class StreamDb:
    """A migrated PostgreSQL database, the real Redis, and a stream name of this test's own."""

    engine: AsyncEngine
    redis: Redis
    name: str

    async def write(self, records: list[UsageRecord]) -> None:
        await write_batch(self.engine, records)

    async def write_json(self, payload: bytes) -> int:
        return (await write_json_batch(self.engine, payload))[0]


@pytest.fixture
async def stream_db(pg_url: str) -> AsyncIterator[StreamDb]:
    await upgrade_async(pg_url)
    s = StreamDb(make_engine(pg_url), Redis.from_url(REDIS_URL),
                 f"test-usage-{secrets.token_hex(4)}")
    yield s
    await s.redis.delete(s.name)
    await s.redis.aclose()
    await s.engine.dispose()


@pytest.mark.parametrize("wire_form", [False, True], ids=["decoded", "json"])
async def test_crashed_consumer_entries_are_reclaimed_once(stream_db: StreamDb,
                                                           wire_form: bool) -> None:
    engine, redis, name = stream_db.engine, stream_db.redis, stream_db.name
    a = RedisEventStream(redis, name, consumer="a", reclaim_idle_s=0.05)
    b = RedisEventStream(redis, name, consumer="b", reclaim_idle_s=0.05)
    await a.add([event(i).dumps() for i in range(250)])
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
        if wire_form:  # the wire form is written whole: nothing is decoded here
            await b.reclaim(undecoded, count=100, write_json=stream_db.write_json)
        else:
            await b.reclaim(stream_db.write, count=100)
        assert datetime.now(UTC) < deadline, "entries never became reclaimable"
    assert b.reclaimed == 250
    assert await redis.xlen(name) == 0
    raw, rolled = await totals(engine)
    assert raw[0] == 250 and raw == rolled


async def test_entries_delivered_to_an_interrupted_read_are_read_again(
    stream_db: StreamDb,
) -> None:
    """A blocking read stopped (shutdown, an error) after Redis delivered its entries leaves
    them pending for this consumer, unseen: the next read takes them first. Without that, a
    writer told to stop as events arrive drained nothing and left them for a reclaim."""
    redis, name = stream_db.redis, stream_db.name
    stream = RedisEventStream(redis, name, consumer="a")
    await stream.consume_once(stream_db.write, count=500, block_ms=None)  # the group exists

    async def blocked_reads() -> set[str]:
        # blocked ("b" among its flags), not only last seen reading: the first, non-blocking
        # read's connection also shows cmd=xreadgroup, and an entry added before the blocking
        # read is issued is simply read by it
        return {c["id"] for c in await redis.client_list()
                if c.get("cmd") == "xreadgroup" and "b" in c.get("flags", "")}

    others = await blocked_reads()  # other processes' writers on this Redis block too
    blocked = asyncio.create_task(stream.consume_once(stream_db.write, count=500,
                                                      block_ms=30_000))
    deadline = time.monotonic() + 5
    while not await blocked_reads() - others:
        assert time.monotonic() < deadline, "the read never blocked"
        await asyncio.sleep(0.01)
    # Added without yielding to the loop, then stopped before the read sees its reply: Redis
    # has handed the entries to consumer a, whose read never returns them.
    with sync_redis.Redis.from_url(REDIS_URL) as other:
        other.xadd(name, {BATCH_FIELD: b"[" + b",".join(event(i).dumps() for i in range(7))
                          + b"]"})
        assert other.xpending(name, "writers")["pending"] == 1
    blocked.cancel()
    with pytest.raises(asyncio.CancelledError):
        await blocked
    assert await stream.consume_once(stream_db.write, count=500, block_ms=None) == 7
    assert await redis.xlen(name) == 0
    raw, rolled = await totals(stream_db.engine)
    assert raw[0] == 7 and raw == rolled


@pytest.mark.parametrize("wire_form", [False, True], ids=["decoded", "json"])
async def test_single_event_entries_are_read_and_unreadable_entries_skipped(
    stream_db: StreamDb, wire_form: bool,
) -> None:
    redis, name = stream_db.redis, stream_db.name
    stream = RedisEventStream(redis, name, consumer="a")
    await stream.add([event(i).dumps() for i in range(3)])
    await redis.xadd(name, {FIELD: event(3).dumps()})  # an older gateway's entry
    await redis.xadd(name, {BATCH_FIELD: b"[{not json"})  # a corrupt one
    await stream.add([event(4).dumps()])
    assert await stream.consume_once(stream_db.write, count=500, block_ms=None,
                                     write_json=stream_db.write_json if wire_form else None) == 5
    assert await redis.xlen(name) == 0  # the corrupt entry is acknowledged, not retried
    raw, rolled = await totals(stream_db.engine)
    assert raw[0] == 5 and raw == rolled


async def test_a_refused_event_does_not_hold_up_the_stream(stream_db: StreamDb) -> None:
    stream = RedisEventStream(stream_db.redis, stream_db.name, consumer="a")
    batch = [*[event(i) for i in range(150)], *refused_by(stream_db.engine)]
    await stream.add([r.dumps() for r in batch])

    async def write(records: list[UsageRecord]) -> None:
        await write_writable(stream_db.engine, records)

    assert await stream.consume_once(write, count=500, block_ms=None,
                                     write_json=stream_db.write_json) == len(batch)
    assert await stream_db.redis.xlen(stream_db.name) == 0  # acknowledged, not pending
    raw, rolled = await totals(stream_db.engine)
    assert raw[0] == 150 and raw == rolled


def test_an_event_beyond_64_bits_is_logged_not_raised_on_the_request_path(
    caplog: pytest.LogCaptureFixture,
) -> None:
    buf = UsageBuffer(make_engine("sqlite+aiosqlite:///:memory:"))
    buf.record(dataclasses.replace(event(1), price_micros=2**70))
    buf.record(event(2))
    assert buf.pending == 1
    assert "cannot be serialised" in caplog.text


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


def crashed_spill(spool_dir: Path, n: int) -> Path:
    """A ``.part`` segment as a killed process leaves it: ``n`` whole lines, the next cut short."""
    spool_dir.mkdir()
    part = spool_dir / "usage-1-1-abc.part"
    part.write_bytes(b"".join(event(i).dumps() + b"\n" for i in range(n))
                     + event(n).dumps()[:40])
    stale = time.time() - 2 * STALE_PART_S
    os.utime(part, (stale, stale))
    return part


async def test_a_crashed_spill_is_replayed_without_its_torn_line(
    engine: AsyncEngine, tmp_path: Path
) -> None:
    part = crashed_spill(tmp_path / "spool", 30)
    await UsageBuffer(engine, batch=20, spool_dir=tmp_path / "spool").flush()
    assert not part.exists()
    raw, rolled = await totals(engine)
    assert raw[0] == 30 and raw == rolled


async def test_a_torn_spool_line_never_travels_inside_a_stream_entry(
    stream_db: StreamDb, tmp_path: Path
) -> None:
    """Replayed through Redis, the torn line is dropped before the XADD: inside an entry it
    would make the consumer skip the entry's whole events with it."""
    crashed_spill(tmp_path / "spool", 30)
    stream = RedisEventStream(stream_db.redis, stream_db.name, consumer="a")
    await UsageBuffer(stream_db.engine, stream=stream, consume=False,
                      spool_dir=tmp_path / "spool").flush()
    assert await stream.consume_once(stream_db.write, count=500, block_ms=None,
                                     write_json=stream_db.write_json) == 30
    raw, rolled = await totals(stream_db.engine)
    assert raw[0] == 30 and raw == rolled


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
