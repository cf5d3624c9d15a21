"""How fast each backend really prefills, learned from the TTFTs the gateway measures.

The cost model's prefill time is a datasheet prior (FLOPs over an assumed share of the tensor
peak); a real deployment is often 1.5-2x slower (attention over long prompts, kernels, clocks)
or faster (prefix caching). Each observed TTFT divided by the prior for its prompt is a ratio;
the calibration tracks a low quantile of those ratios per backend, in log space: TTFTs of
requests that queued behind others sit above it, prefix-cache hits below it, and neither moves
it far. The router multiplies its prefill estimates by the result.

Per replica, in process: a replica learns its own within a few dozen requests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

QUANTILE = 0.2  # the share of TTFTs at or below the estimate: roughly, the uncontended ones
STEP = 0.15  # learning rate of the log-quantile (up by STEP·QUANTILE, down by STEP·(1−QUANTILE))
MIN_PROMPT_TOKENS = 64  # shorter prompts time the network and the scheduler, not the prefill
BOUNDS = (0.25, 4.0)  # the calibration moves the prior at most this far either way


@dataclass
class PrefillCalibration:
    _log: dict[str, float] = field(default_factory=dict)

    def observe(self, backend: str, ttft_s: float, prompt_tokens: int, prior_s: float) -> None:
        """Learn from one TTFT of a ``prompt_tokens`` prompt whose prior prefill is ``prior_s``."""
        if prompt_tokens < MIN_PROMPT_TOKENS or ttft_s <= 0 or prior_s <= 0:
            return
        x = math.log(ttft_s / prior_s)
        q = self._log.get(backend)
        if q is None:
            q = x
        elif x < q:
            q -= STEP * (1 - QUANTILE)
        else:
            q += STEP * QUANTILE
        lo, hi = (math.log(b) for b in BOUNDS)
        self._log[backend] = min(max(q, lo), hi)

    def factor(self, backend: str) -> float:
        """Measured prefill time over the prior's (1.0 until something was measured)."""
        q = self._log.get(backend)
        return 1.0 if q is None else math.exp(q)


__all__ = ["PrefillCalibration"]
