"""What a router hands the request path: backends in preference order and why."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gateway.config.fleet import Backend


@dataclass(frozen=True)
class Decision:
    backends: tuple[Backend, ...]  # the first is tried first; the rest are fallbacks in order
    reason: str
    details: dict[str, Any] = field(default_factory=dict)  # counterfactuals, for the usage row
