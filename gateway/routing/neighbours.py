"""The requests this router has sent each backend that are still decoding, and how many of them a
new request's prefill would push past their time-per-output-token target.

A prompt prefilled on a backend stalls every sequence decoding there for about as long as the
prefill runs (TGI holds the batch for it; vLLM's chunked prefill stretches each step it shares).
A long answer spreads that stall over many tokens; a ten-token answer cannot: one second of
prefill beside it adds 110 ms to its time per output token. A request's own estimate does not
carry that harm, so the router keeps its own account, like ``gateway.routing.backlog`` and on
the same clock: per backend, each request's expected decode window (from its estimate when it
was sent, until the gateway reports it finished) and its slack, the stall its TPOT can absorb
and still meet its policy's target.

``pushed`` counts the windows a new prefill would overlap by more than their slack, or, for one
already past its target, by a stall that adds a fifth of the target to its TPOT again: the p95
is made of short answers stalled several times over. A request still running after its
estimated end is a stalled one; it is assumed to need its estimated decode time again. Placing
a prefill spends the slack it overlaps and lengthens those windows.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

__all__ = ["Decoding", "NeighbourAccount", "Ticket"]

Ticket = Hashable  # this router's own tickets, or (replica, ticket) for another replica's

MIN_PREFILL_S = 0.02  # a prefill shorter than this stalls no one worth counting
MATERIAL = 0.2  # once past its target, a stall adding less than this share of it is no harm
MAX_TRACKED = 256  # per backend; the oldest windows go first
FORGET_AFTER_S = 120.0  # past its estimated end, a request never reported finished is dropped
SWEEP_EVERY_S = 1.0  # how often a backend's windows are checked for ones to forget


@dataclass(slots=True)
class Decoding:
    start: float  # when its decode is expected to begin (after its own queue wait and prefill)
    end: float  # ... and to end
    slack_s: float  # stall it can absorb before its TPOT misses the target (<= 0: past it)
    material_s: float  # the least stall that harms it once it is past the target

    def overlap(self, start: float, length: float, now: float) -> float:
        end = self.end if self.end > now else now + (self.end - self.start)
        return max(0.0, min(end, start + length) - max(self.start, start))


@dataclass
class NeighbourAccount:
    """Times are the caller's ``now``, on the clock of ``gateway.routing.backlog``."""

    _windows: dict[str, dict[Ticket, Decoding]] = field(default_factory=dict)
    _swept: dict[str, float] = field(default_factory=dict)

    def pushed(self, backend: str, prefill_from: float, prefill_s: float, now: float) -> int:
        """Requests decoding on ``backend`` that a prefill running from ``prefill_from`` for
        ``prefill_s`` seconds would push past their TPOT target (or further past it)."""
        if prefill_s < MIN_PREFILL_S:
            return 0
        # ``Decoding.overlap``, spelled out: this loop runs for every candidate of every
        # request over every request in flight there (5x faster inline). Harmed: pushed past
        # its target, or, already past it, slowed down materially again.
        until = prefill_from + prefill_s
        harmed = 0
        for d in self._live(backend, now).values():
            end = d.end if d.end > now else now + (d.end - d.start)
            stall = (end if end < until else until) - (
                d.start if d.start > prefill_from else prefill_from)
            if stall > 0 and stall > (d.slack_s if d.slack_s > 0 else d.material_s):
                harmed += 1
        return harmed

    def sent(
        self,
        backend: str,
        ticket: Ticket,
        *,
        ttft_s: float,
        tpot_s: float,
        output_tokens: int,
        tpot_target_s: float,
        prefill_from: float,
        prefill_s: float,
        now: float,
    ) -> None:
        """Record a request placed on ``backend``: its prefill stalls the windows already there,
        and its own decode window joins them until ``ended(backend, ticket)``."""
        windows = self._live(backend, now)
        if prefill_s >= MIN_PREFILL_S:
            for d in windows.values():
                stall = d.overlap(prefill_from, prefill_s, now)
                d.slack_s -= stall
                d.end += stall
        decode_tokens = output_tokens - 1
        if decode_tokens <= 0:
            return
        start = now + ttft_s
        windows[ticket] = Decoding(start, start + decode_tokens * tpot_s,
                                   (tpot_target_s - tpot_s) * decode_tokens,
                                   MATERIAL * tpot_target_s * decode_tokens)
        if len(windows) > MAX_TRACKED:
            del windows[next(iter(windows))]

    def ended(self, backend: str, ticket: Ticket) -> None:
        self._windows.get(backend, {}).pop(ticket, None)

    def tracked(self, backend: str) -> int:
        """Requests on ``backend`` not reported finished yet."""
        return len(self._windows.get(backend, {}))

    def _live(self, backend: str, now: float) -> dict[Ticket, Decoding]:
        windows = self._windows.setdefault(backend, {})
        if now - self._swept.get(backend, -SWEEP_EVERY_S) >= SWEEP_EVERY_S:
            self._swept[backend] = now
            forget = now - FORGET_AFTER_S
            for ticket in [t for t, d in windows.items() if d.end < forget]:
                del windows[ticket]
        return windows
