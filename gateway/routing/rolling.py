"""A bounded factor from a low quantile of the last N log ratios (measured over modelled)."""

from __future__ import annotations

import bisect
import math
from collections import deque


class RollingQuantile:
    """The ``quantile`` of the last ``size`` log ratios, as a factor clamped to ``bounds``.

    Kept sorted alongside the arrival order: adding is O(size) at worst, reading O(1).
    """

    __slots__ = ("bounds", "factor", "ordered", "quantile", "recent", "size")

    def __init__(self, size: int, quantile: float, bounds: tuple[float, float]) -> None:
        self.size, self.quantile, self.bounds = size, quantile, bounds
        self.recent: deque[float] = deque()  # oldest first
        self.ordered: list[float] = []  # the same, sorted
        self.factor = 1.0

    def __len__(self) -> int:
        return len(self.recent)

    def add(self, log_ratio: float) -> None:
        self.recent.append(log_ratio)
        bisect.insort(self.ordered, log_ratio)
        if len(self.recent) > self.size:
            del self.ordered[bisect.bisect_left(self.ordered, self.recent.popleft())]
        q = self.ordered[int(self.quantile * (len(self.ordered) - 1))]
        lo, hi = self.bounds
        self.factor = min(max(math.exp(q), lo), hi)


__all__ = ["RollingQuantile"]
