"""Failed admin-token attempts per client address: past a limit in a window, that address waits.

The admin token is chosen by an operator and may be guessable; the admin API and the dashboard's
sign-in share the public port with /v1. After ``limit`` wrong tokens from one address within
``window_s``, every admin attempt from it (right token or wrong) is refused until the oldest
failure leaves the window. Per process: N replicas allow N x ``limit`` guesses a window, which
keeps even a weak token out of reach. Behind a proxy the address is the proxy's unless uvicorn
trusts its forwarded headers (``FORWARDED_ALLOW_IPS``); then one address's lock-out reaches
everyone behind it, for at most ``window_s``.
"""

from __future__ import annotations

import time
from collections import OrderedDict, deque
from collections.abc import Callable


class SignInThrottle:
    def __init__(self, *, limit: int = 10, window_s: float = 60.0, max_addresses: int = 10_000,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._limit = limit
        self._window_s = window_s
        self._max_addresses = max_addresses
        self._clock = clock
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()

    def retry_after(self, address: str) -> float | None:
        """Seconds until ``address`` may try again, or None when it may now."""
        failures = self._recent(address)
        if failures is None or len(failures) < self._limit:
            return None
        return failures[-self._limit] + self._window_s - self._clock()

    def failed(self, address: str) -> None:
        failures = self._recent(address)
        if failures is None:
            failures = self._failures[address] = deque(maxlen=self._limit)
            if len(self._failures) > self._max_addresses:  # the longest quiet address goes
                self._failures.popitem(last=False)
        failures.append(self._clock())
        self._failures.move_to_end(address)

    def _recent(self, address: str) -> deque[float] | None:
        """``address``'s failures still inside the window (forgotten once none is)."""
        failures = self._failures.get(address)
        if failures is None:
            return None
        cutoff = self._clock() - self._window_s
        while failures and failures[0] <= cutoff:
            failures.popleft()
        if not failures:
            del self._failures[address]
            return None
        return failures
