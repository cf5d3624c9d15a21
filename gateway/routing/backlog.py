"""The prefill work this router has sent each backend, and what it does to the next request.

Scrapes arrive every second or two; prompts of thousands of tokens take a second of GPU each
to prefill. Between scrapes the router keeps its own account: a per-backend clock of when the
prefills it has already sent will be done (the next request's TTFT waits behind them), and the
share of the recent window the backend spent prefilling (chunked prefill holds the decode
batch, so time per output token stretches by 1 / (1 − that share)).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from gateway.routing.estimate import CandidateEstimate

WINDOW_S = 30.0  # how far back prefill load counts toward the stall share
MAX_STALL_SHARE = 0.9  # beyond this the estimate is already off the chart


@dataclass
class PrefillBacklog:
    clock: Callable[[], float]  # seconds, on the backends' time scale
    _busy_until: dict[str, float] = field(default_factory=dict)
    _sent: dict[str, deque[tuple[float, float]]] = field(default_factory=dict)
    _in_window: dict[str, float] = field(default_factory=dict)  # running sum of _sent's seconds

    def stall_share(self, backend: str, now: float) -> float:
        """O(1) amortised: entries leave the running sum as they leave the window."""
        sent = self._sent.get(backend)
        if not sent:
            return 0.0
        total = self._in_window.get(backend, 0.0)
        while sent and sent[0][0] < now - WINDOW_S:
            total -= sent.popleft()[1]
        total = max(total, 0.0) if sent else 0.0
        self._in_window[backend] = total
        return min(MAX_STALL_SHARE, total / WINDOW_S)

    def adjust(self, est: CandidateEstimate, output_tokens: int, now: float) -> CandidateEstimate:
        """The estimate with the wait behind queued prefills and the decode stalls they cause."""
        if est.hosted:
            return est
        wait = max(0.0, self._busy_until.get(est.name, 0.0) - now)
        share = self.stall_share(est.name, now)
        if wait == 0.0 and share == 0.0:
            return est  # nothing of ours queued there, nothing recent: the estimate stands
        return est.retimed(est.ttft_s + wait, est.tpot_s / (1.0 - share),
                           max(output_tokens - 1, 0))

    def sent(self, backend: str, prefill_s: float, now: float) -> None:
        self._busy_until[backend] = max(now, self._busy_until.get(backend, 0.0)) + prefill_s
        self._sent.setdefault(backend, deque()).append((now, prefill_s))
        self._in_window[backend] = self._in_window.get(backend, 0.0) + prefill_s
        self.stall_share(backend, now)  # trim here too: a backend no request is routed to
        # (another model's, on a replica that only hears of it) is never asked for its share
