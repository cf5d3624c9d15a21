"""Billing exports: a tenant's per-request line items and per-model totals for a period.

Line items stream from ``usage_events`` by keyset pagination on ``(created_at, id)`` (pages of
``PAGE`` rows), so a million-event export holds one page in memory. Totals are sums of the
stored integer micro-dollars of exactly the line items above them, so they reconcile exactly.

Both formats carry the same ``COLUMNS``. CSV: a header row, one ``item`` row per request, then
one ``total`` row per model (``id`` empty, ``backend`` ``*``) and a grand ``total`` (``model``
``*``). JSONL: one object per line with the same keys. Periods are half-open ``[start, end)``
in UTC; ``parse_period`` turns dates into whole days (``to`` inclusive).
"""

from __future__ import annotations

import csv
import io
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, Literal

import orjson
from sqlalchemy import and_, func, or_, select
from sqlalchemy.ext.asyncio import AsyncEngine

from gateway.db.models import UsageEvent
from gateway.metering.pricing import micros_to_dollars

Format = Literal["csv", "jsonl"]
PAGE = 5000

COLUMNS = (
    "record_type", "id", "created_at", "tenant_id", "key_id", "model", "backend", "endpoint",
    "workload", "status", "requests", "prompt_tokens", "completion_tokens", "cached_tokens",
    "total_tokens", "price_micros", "price_usd", "gpu_cost_micros", "gpu_cost_usd",
    "tokens_estimated", "price_missing", "cost_estimated", "ttft_ms", "tpot_us", "latency_ms",
    "reason",
)
_SELECTED = (
    UsageEvent.id, UsageEvent.created_at, UsageEvent.tenant_id, UsageEvent.key_id,
    UsageEvent.model, UsageEvent.backend, UsageEvent.endpoint, UsageEvent.workload,
    UsageEvent.status, UsageEvent.prompt_tokens, UsageEvent.completion_tokens,
    UsageEvent.cached_tokens, UsageEvent.price_micros, UsageEvent.gpu_cost_micros,
    UsageEvent.tokens_estimated, UsageEvent.price_missing, UsageEvent.cost_estimated,
    UsageEvent.ttft_ms, UsageEvent.tpot_us, UsageEvent.latency_ms, UsageEvent.reason,
)


def _bound(text: str, *, end: bool) -> datetime:
    """A date (whole UTC day; an end date is inclusive) or an ISO datetime (exact)."""
    try:
        day = date.fromisoformat(text)
    except ValueError:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
        return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    start = datetime.combine(day, time(), tzinfo=UTC)
    try:
        return start + timedelta(days=1) if end else start
    except OverflowError:  # the day after 9999-12-31
        raise ValueError(f"{text} is past the last day this export can end on") from None


def parse_period(start: str, end: str) -> tuple[datetime, datetime]:
    lo, hi = _bound(start, end=False), _bound(end, end=True)
    if hi <= lo:
        raise ValueError(f"empty period: {start} .. {end}")
    return lo, hi


@dataclass
class Totals:
    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    price_micros: int = 0
    gpu_cost_micros: int = 0
    estimated: int = 0

    def add(self, item: dict[str, Any]) -> None:
        self.requests += 1
        self.prompt_tokens += item["prompt_tokens"]
        self.completion_tokens += item["completion_tokens"]
        self.cached_tokens += item["cached_tokens"]
        self.price_micros += item["price_micros"]
        self.gpu_cost_micros += item["gpu_cost_micros"]
        self.estimated += int(item["cost_estimated"] or item["tokens_estimated"])

    def row(self, tenant_id: str, model: str) -> dict[str, Any]:
        return {
            "record_type": "total", "id": "", "created_at": "", "tenant_id": tenant_id,
            "key_id": "", "model": model, "backend": "*", "endpoint": "", "workload": "",
            "status": "", "requests": self.requests, "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens, "cached_tokens": self.cached_tokens,
            "total_tokens": self.prompt_tokens + self.completion_tokens,
            "price_micros": self.price_micros,
            "price_usd": str(micros_to_dollars(self.price_micros)),
            "gpu_cost_micros": self.gpu_cost_micros,
            "gpu_cost_usd": str(micros_to_dollars(self.gpu_cost_micros)),
            "tokens_estimated": "", "price_missing": "", "cost_estimated": self.estimated > 0,
            "ttft_ms": "", "tpot_us": "", "latency_ms": "", "reason": "",
        }


@dataclass
class Export:
    tenant_id: str
    start: datetime
    end: datetime
    per_model: dict[str, Totals] = field(default_factory=dict)
    grand: Totals = field(default_factory=Totals)

    async def items(self, engine: AsyncEngine, page: int = PAGE
                    ) -> AsyncIterator[dict[str, Any]]:
        """Line items in (created_at, id) order, one page of rows in memory at a time."""
        cursor: tuple[datetime, str] | None = None
        while True:
            q = select(*_SELECTED).where(
                UsageEvent.tenant_id == self.tenant_id,
                UsageEvent.created_at >= self.start, UsageEvent.created_at < self.end)
            if cursor is not None:
                q = q.where(or_(UsageEvent.created_at > cursor[0],
                                and_(UsageEvent.created_at == cursor[0],
                                     UsageEvent.id > cursor[1])))
            q = q.order_by(UsageEvent.created_at, UsageEvent.id).limit(page)
            async with engine.connect() as conn:
                rows = (await conn.execute(q)).mappings().all()
            for r in rows:
                item = _item(dict(r))
                self.per_model.setdefault(item["model"], Totals()).add(item)
                self.grand.add(item)
                yield item
            if len(rows) < page:
                return
            cursor = (rows[-1]["created_at"], rows[-1]["id"])

    def totals(self) -> list[dict[str, Any]]:
        rows = [t.row(self.tenant_id, m) for m, t in sorted(self.per_model.items())]
        return [*rows, self.grand.row(self.tenant_id, "*")]


def _item(r: dict[str, Any]) -> dict[str, Any]:
    created: datetime = r["created_at"]
    if created.tzinfo is None:
        created = created.replace(tzinfo=UTC)
    return {
        "record_type": "item", **r, "created_at": created.astimezone(UTC).isoformat(),
        "requests": 1, "total_tokens": r["prompt_tokens"] + r["completion_tokens"],
        "price_usd": str(micros_to_dollars(r["price_micros"])),
        "gpu_cost_usd": str(micros_to_dollars(r["gpu_cost_micros"])),
    }


async def count(engine: AsyncEngine, tenant_id: str, start: datetime, end: datetime) -> int:
    q = select(func.count()).select_from(UsageEvent).where(
        UsageEvent.tenant_id == tenant_id, UsageEvent.created_at >= start,
        UsageEvent.created_at < end)
    async with engine.connect() as conn:
        return int((await conn.execute(q)).scalar_one())


def _csv_line(row: dict[str, Any]) -> bytes:
    buf = io.StringIO()
    csv.writer(buf).writerow(["" if row[c] is None else row[c] for c in COLUMNS])
    return buf.getvalue().encode()


def _json_line(row: dict[str, Any]) -> bytes:
    return orjson.dumps({c: row[c] for c in COLUMNS}) + b"\n"


async def render(
    engine: AsyncEngine, export: Export, fmt: Format,
    progress: Callable[[int], None] | None = None, chunk_bytes: int = 64 * 1024,
) -> AsyncIterator[bytes]:
    """The export as bytes (in chunks of about ``chunk_bytes``), line items first, totals last."""
    line = _csv_line if fmt == "csv" else _json_line
    out: list[bytes] = [_csv_line({c: c for c in COLUMNS})] if fmt == "csv" else []
    size = 0
    n = 0
    async for item in export.items(engine):
        data = line(item)
        out.append(data)
        size += len(data)
        n += 1
        if size >= chunk_bytes:
            yield b"".join(out)
            out.clear()
            size = 0
            if progress is not None:
                progress(n)
    out.extend(line(row) for row in export.totals())
    yield b"".join(out)
    if progress is not None:
        progress(n)
