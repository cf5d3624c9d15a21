"""How fast each backend really prefills, learned from the TTFTs the gateway measures.

The cost model's prefill time is a datasheet prior (FLOPs over an assumed share of the tensor
peak); a real deployment is often 1.5-2x slower (attention over long prompts, kernels, clocks)
or faster (prefix caching). Each observed TTFT divided by the prior for its prompt is a ratio;
the calibration is a low quantile of the backend's last ``WINDOW`` ratios: TTFTs of requests
that queued behind others sit above it, prefix-cache hits below it, and neither moves it far.
The router multiplies its prefill estimates by the result.

An empirical quantile over a window, not a stochastic-approximation tracker: the router
compares backends by these factors, and on identical GPUs the tracker's jitter (±8% on a
synthetic mix of idle, queued and cached requests) decided which of them a long prompt went
to. Over 48 ratios the jitter is ±1.6%; a backend that became 1.7x slower is followed to
within 10% in ~35 requests (the tracker: ~18), a faster one in ~15. A shorter window lets a
burst of prefix-cache hits pull the quantile down to them.

A backend with nothing measured yet takes the median of the measured ones' factors: how far the
datasheet is off is mostly the deployment's (kernels, clocks, attention over long prompts), not
one GPU's, and the prior alone would make a backend look up to 2x quicker to prefill for being
unmeasured, and draw the long prompts to it while the router warms up.

Per replica, in process: a replica learns its own within a few dozen requests.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field

from gateway.routing.rolling import RollingQuantile

QUANTILE = 0.2  # the share of TTFTs at or below the estimate: roughly, the uncontended ones
WINDOW = 48  # the backend's most recent ratios the quantile is taken over
MIN_PROMPT_TOKENS = 64  # shorter prompts time the network and the scheduler, not the prefill
BOUNDS = (0.25, 4.0)  # the calibration moves the prior at most this far either way


@dataclass
class PrefillCalibration:
    _by_backend: dict[str, RollingQuantile] = field(default_factory=dict)
    _fleet: float | None = None  # the measured backends' median factor, made on first read

    def observe(self, backend: str, ttft_s: float, prompt_tokens: int, prior_s: float) -> None:
        """Learn from one TTFT of a ``prompt_tokens`` prompt whose prior prefill is ``prior_s``."""
        if prompt_tokens < MIN_PROMPT_TOKENS or ttft_s <= 0 or prior_s <= 0:
            return
        window = self._by_backend.get(backend)
        if window is None:
            window = self._by_backend[backend] = RollingQuantile(WINDOW, QUANTILE, BOUNDS)
        window.add(math.log(ttft_s / prior_s))
        self._fleet = None

    def factor(self, backend: str) -> float:
        """Measured prefill time over the prior's: the backend's own, else the median of the
        measured backends', else 1.0."""
        w = self._by_backend.get(backend)
        if w is not None:
            return w.factor
        if self._fleet is None:
            factors = [w.factor for w in self._by_backend.values()]
            self._fleet = statistics.median(factors) if factors else 1.0
        return self._fleet


__all__ = ["PrefillCalibration"]
