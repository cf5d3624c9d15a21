"""The shared usage buffer in Redis: a stream with one consumer group that all replicas read.

Producers ``XADD`` each forwarded batch as entries of up to ``ENTRY_EVENTS`` events (field ``b``:
a JSON array of events, each serialised by the request that made it; entries of older gateways
carry one event in field ``e`` and are read too). One entry per hundred events rather than one
per event divides the Redis commands, the reply parsing and the acknowledgements by a hundred.
Every replica runs a consumer in group ``writers``: it reads a batch (first its own pending
entries, then new ones) and hands it to the database as it came (PostgreSQL parses the JSON
itself: decoding events in Python was the longest uninterrupted work on a serving worker's
loop), and only after the commit ``XACK``s and ``XDEL``s it. Entries a crashed or stuck replica
read but never acknowledged stay pending; after ``reclaim_idle_s`` any other replica takes them
over with ``XAUTOCLAIM`` and writes them. Idempotent inserts make a second write of an entry
harmless, so nothing is lost and nothing is counted twice.

The stream name defaults to one derived from the database URL, so replicas of one deployment
share it and gateways writing to different databases never read each other's events.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import secrets
import socket
from collections.abc import Awaitable, Callable, Sequence

import orjson
from redis import exceptions as rx

from gateway.metering.events import UsageRecord
from gateway.metering.store import UnreadableBatch
from gateway.redis_client import RedisClient
from gateway.stream_reply import Entry, stream_entries

log = logging.getLogger(__name__)

GROUP = "writers"
FIELD = b"e"  # one event (older producers)
BATCH_FIELD = b"b"  # a JSON array of events
ENTRY_EVENTS = 100  # events per stream entry
IDLE_CONSUMER_MS = 3_600_000  # forget consumers idle this long with nothing pending

Writer = Callable[[list[UsageRecord]], Awaitable[object]]
JsonWriter = Callable[[bytes], Awaitable[int]]  # a JSON array of events -> events handled


def _entry_count(events: int) -> int:
    """Stream entries to read for about ``events`` events."""
    return max(1, events // ENTRY_EVENTS)


def _decode(fields: dict[bytes, bytes]) -> list[UsageRecord]:
    batch = fields.get(BATCH_FIELD)
    if batch is not None:
        return [UsageRecord.from_dict(d) for d in orjson.loads(batch)]
    return [UsageRecord.loads(fields[FIELD])]


def _json_array(entries: list[Entry]) -> bytes:
    """The entries' events as one JSON array, without decoding them."""
    parts = []
    for _, fields in entries:
        batch = fields.get(BATCH_FIELD)
        part = batch.strip()[1:-1] if batch is not None else fields.get(FIELD, b"")
        if part.strip():
            parts.append(part)
    return b"[" + b",".join(parts) + b"]"


def database_digest(database_url: str) -> str:
    """A short stable name for a database (keeps one database's events apart from another's)."""
    return hashlib.sha256(database_url.encode()).hexdigest()[:16]


def default_stream_name(database_url: str) -> str:
    return f"specgate:usage:v1:{database_digest(database_url)}"


def consumer_name() -> str:
    return f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"


class RedisEventStream:
    def __init__(
        self, redis: RedisClient, name: str, *, consumer: str | None = None,
        reclaim_idle_s: float = 30.0,
    ) -> None:
        self.redis = redis
        self.name = name
        self.consumer = consumer or consumer_name()
        self.reclaim_idle_ms = int(reclaim_idle_s * 1000)
        self._group_ready = False
        self._own_pending = True  # read our own pending entries first after a failed write
        self.written = 0
        self.reclaimed = 0

    async def _ensure_group(self) -> None:
        if self._group_ready:
            return
        try:
            await self.redis.xgroup_create(self.name, GROUP, id="0", mkstream=True)
        except rx.ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise
        self._group_ready = True

    async def add(self, events: Sequence[bytes]) -> None:
        """Append events (wire forms) to the stream in one pipeline (raises on any Redis
        failure)."""
        async with self.redis.pipeline(transaction=False) as pipe:
            for i in range(0, len(events), ENTRY_EVENTS):
                pipe.xadd(self.name, {BATCH_FIELD: b"[" + b",".join(events[i : i + ENTRY_EVENTS])
                                      + b"]"})
            await pipe.execute()

    async def consume_once(self, write: Writer, *, count: int, block_ms: int | None,
                           write_json: JsonWriter | None = None) -> int:
        """Read one batch, write it, acknowledge it; returns how many events were handled.

        With ``write_json`` the batch is handed on in its wire form (one JSON array), and only a
        batch it refuses (``UnreadableBatch``) is decoded here, entry by entry, for ``write``.
        If a write raises anything else, or the read itself is interrupted, the entries stay
        pending for this consumer and are read again (before any new entry) on the next call.
        """
        await self._ensure_group()
        count = _entry_count(count)
        if self._own_pending:
            reply = await self.redis.xreadgroup(GROUP, self.consumer, {self.name: "0"},
                                                count=count)
            entries = stream_entries(reply)
            if entries:
                return await self._write_and_ack(entries, write, write_json)
            self._own_pending = False
        try:
            reply = await self.redis.xreadgroup(GROUP, self.consumer, {self.name: ">"},
                                                count=count, block=block_ms)
        except BaseException:
            # Redis may have delivered entries to this consumer that the read never returned
            # (stopped or failed while its reply was on the way): they are ours, pending.
            self._own_pending = True
            raise
        return await self._write_and_ack(stream_entries(reply), write, write_json)

    async def reclaim(self, write: Writer, *, count: int,
                      write_json: JsonWriter | None = None) -> int:
        """Take over entries other consumers left pending too long, and write them."""
        await self._ensure_group()
        handled = 0
        cursor = "0-0"
        count = _entry_count(count)
        while True:
            reply = await self.redis.xautoclaim(
                self.name, GROUP, self.consumer, self.reclaim_idle_ms, cursor, count=count)
            cursor, entries = reply[0], reply[1]
            if entries:
                n = await self._write_and_ack(entries, write, write_json)
                handled += n
                self.reclaimed += n
            if not entries or cursor in (b"0-0", "0-0"):
                break
        await self._forget_idle_consumers()
        return handled

    async def _write_and_ack(self, entries: list[Entry], write: Writer,
                             write_json: JsonWriter | None) -> int:
        if not entries:
            return 0
        try:
            if write_json is not None:
                try:
                    handled = await write_json(_json_array(entries))
                except UnreadableBatch as exc:
                    log.warning("usage batch refused as a whole (%s); decoding it here", exc)
                    handled = await self._decode_and_write(entries, write)
            else:
                handled = await self._decode_and_write(entries, write)
        except BaseException:
            self._own_pending = True
            raise
        ids = [entry_id for entry_id, _ in entries]
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.xack(self.name, GROUP, *ids)
            pipe.xdel(self.name, *ids)
            await pipe.execute()
        self.written += handled
        return handled

    async def _decode_and_write(self, entries: list[Entry], write: Writer) -> int:
        records: list[UsageRecord] = []
        for i, (entry_id, fields) in enumerate(entries):
            if i:
                await asyncio.sleep(0)  # let requests in between entries: a hundred events each
            try:
                records.extend(_decode(fields))
            except Exception:  # a poison entry must not block the stream; it is acknowledged
                log.error("skipping unreadable usage entry %r in %s", entry_id, self.name)
        if records:
            await write(records)
        return len(records)

    async def _forget_idle_consumers(self) -> None:
        for c in await self.redis.xinfo_consumers(self.name, GROUP):
            name = c["name"].decode() if isinstance(c["name"], bytes) else c["name"]
            if name != self.consumer and not c["pending"] and c["idle"] > IDLE_CONSUMER_MS:
                await self.redis.xgroup_delconsumer(self.name, GROUP, name)

    async def backlog(self) -> int:
        """Entries (of up to ``ENTRY_EVENTS`` events) in the stream not yet written."""
        return int(await self.redis.xlen(self.name))
