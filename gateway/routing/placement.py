"""One request placed on a backend, as the router's account keeps it and other replicas learn it.

The router's account of what it has sent (``gateway.routing.backlog``: the prefill queued on
each backend; ``gateway.routing.neighbours``: the decode windows a new prefill would stall; the
requests in flight) is what decides the high-load tail. With several gateway replicas each one
sees only the requests it placed itself, so every replica tells the others what it placed and
when each request ended (``gateway.routing.placement_sync`` over Redis). Times are offsets from
the moment of placement, in the router clock's seconds, so they mean the same on every replica.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

__all__ = ["ForeignAccount", "Placement", "PlacementSink"]


@dataclass(frozen=True, slots=True)
class Placement:
    backend: str
    ticket: int  # the placing router's own handle; unique per replica
    prefill_in_s: float  # when its prefill is expected to start, from the placement
    prefill_s: float  # and how long it runs
    ttft_s: float  # its first token, from the placement
    tpot_s: float
    output_tokens: int
    tpot_target_s: float  # its policy's time-per-output-token target
    # its prompt's block hashes (gateway.routing.prefix), for the other replicas' prefix indexes;
    # sent as an event of its own, so replicas that predate it read the placement still
    prefix: tuple[int, ...] = ()

    def wire(self) -> list[object]:
        return [self.backend, self.ticket, self.prefill_in_s, self.prefill_s, self.ttft_s,
                self.tpot_s, self.output_tokens, self.tpot_target_s]

    @classmethod
    def from_wire(cls, v: list[Any]) -> Placement:
        backend, ticket, prefill_in, prefill, ttft, tpot, out, target = v
        return cls(str(backend), int(ticket), float(prefill_in), float(prefill), float(ttft),
                   float(tpot), int(out), float(target))


class PlacementSink(Protocol):
    """Where a router reports its own placements and their ends (no I/O: it must not block)."""

    def placed(self, p: Placement) -> None: ...

    def ended(self, backend: str, ticket: int) -> None: ...

    def cached(self, backend: str, prefix: tuple[int, ...]) -> None:
        """A prompt with these prefix blocks went to ``backend`` outside a placement (a retry)."""


class ForeignAccount(Protocol):
    """A router that takes in other replicas' placements (``gateway.routing.router``)."""

    def placed_elsewhere(self, replica: str, p: Placement, age_s: float) -> None:
        """``age_s``: how long ago, on the router's clock, ``p`` was placed."""

    def ended_elsewhere(self, replica: str, backend: str, ticket: int) -> None: ...

    def prefix_elsewhere(self, backend: str, prefix: tuple[int, ...]) -> None:
        """Another replica sent a prompt with these block hashes to ``backend``."""
