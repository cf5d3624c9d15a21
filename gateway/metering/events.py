"""The usage event: one immutable record per request that reached a backend."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any


@dataclass(frozen=True, slots=True)
class UsageRecord:
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

    def row(self) -> dict[str, Any]:
        return asdict(self)
