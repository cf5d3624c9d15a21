"""The usage event: one immutable record per request that reached a backend, and its wire form."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any

import orjson

log = logging.getLogger(__name__)

STATUSES = ("ok", "client-disconnected", "backend-error")


@dataclass(frozen=True, slots=True)
class UsageRecord:
    """One billed request. Money is integer micro-dollars; flags say what is estimated.

    ``price_micros`` is what the tenant is charged: per request, round-half-up of
    ``(prompt_tokens × input rate + completion_tokens × output rate) / 1e6`` (rates are
    micro-dollars per 1M tokens). ``price_missing`` means the model had no price (charged 0),
    ``cost_estimated`` that the charge rests on estimated tokens or a missing price.
    """

    id: str  # the request id; the idempotency key of the write
    created_at: datetime
    tenant_id: str
    key_id: str
    model: str
    backend: str
    endpoint: str
    status: str  # ok | client-disconnected | backend-error
    prompt_tokens: int
    completion_tokens: int
    tokens_estimated: bool
    ttft_ms: int | None
    latency_ms: int
    workload: str = ""
    cached_tokens: int = 0
    tpot_us: int | None = None
    price_micros: int = 0
    gpu_cost_micros: int = 0
    price_missing: bool = False
    cost_estimated: bool = False
    reason: str = ""
    decision: dict[str, Any] | None = None

    def row(self) -> dict[str, Any]:
        """The fields as a dict (shallow: ``dataclasses.asdict`` deep-copies, ~10x slower)."""
        return {name: getattr(self, name) for name in FIELD_NAMES}

    def dumps(self) -> bytes:
        """The wire form (Redis stream field, spool line): JSON, datetimes in ISO 8601.
        orjson serialises the dataclass natively, fields in declaration order."""
        return orjson.dumps(self)

    @classmethod
    def loads(cls, raw: bytes | str) -> UsageRecord:
        return cls.from_dict(orjson.loads(raw))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> UsageRecord:
        """From the decoded wire form (``data`` is consumed); unknown fields are ignored."""
        data["created_at"] = datetime.fromisoformat(data["created_at"])
        if data.keys() <= _KNOWN:
            return cls(**data)
        return cls(**{k: v for k, v in data.items() if k in _KNOWN})


FIELD_NAMES = tuple(f.name for f in fields(UsageRecord))
_KNOWN = frozenset(FIELD_NAMES)


def readable(raws: Iterable[bytes], where: str) -> list[UsageRecord]:
    """The events of ``raws`` (wire forms) that decode; each one that does not is logged."""
    out = []
    for raw in raws:
        try:
            out.append(UsageRecord.loads(raw))
        except Exception:
            log.error("skipping an unreadable usage event (%d bytes) in %s", len(raw), where)
    return out
