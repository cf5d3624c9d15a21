"""Runtime-settable misbehaviour for failure tests: errors, mid-stream deaths, hangs, bad health."""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass, field


@dataclass
class Faults:
    """Fault switches on a simulated server, safe to flip from another thread.

    - ``fail_next_requests(n, status)``: the next n generation requests get ``status`` with the
      engine's own error envelope (vLLM ``{"error": {...}}``, TGI ``{"error", "error_type"}``).
    - ``die_mid_stream_after(n_chunks)``: the next streaming response stops after n data events
      without a final event or ``[DONE]`` (the connection is closed, as when a server crashes);
      a non-streaming request in that mode gets its connection dropped before a body.
    - ``hang(True)``: generation requests never answer until ``hang(False)`` (or server stop).
    - ``unhealthy(True)``: ``/health`` answers 503.
    - ``clear()``: back to normal.
    """

    _lock: threading.Lock = field(default_factory=threading.Lock)
    fail_remaining: int = 0
    fail_status: int = 500
    die_after_chunks: int | None = None
    hanging: bool = False
    is_unhealthy: bool = False

    def fail_next_requests(self, n: int, status: int = 500) -> None:
        with self._lock:
            self.fail_remaining, self.fail_status = n, status

    def die_mid_stream_after(self, n_chunks: int) -> None:
        with self._lock:
            self.die_after_chunks = n_chunks

    def hang(self, on: bool = True) -> None:
        with self._lock:
            self.hanging = on

    def unhealthy(self, on: bool = True) -> None:
        with self._lock:
            self.is_unhealthy = on

    def clear(self) -> None:
        with self._lock:
            self.fail_remaining, self.die_after_chunks = 0, None
            self.hanging = self.is_unhealthy = False

    # -- used by the servers ---------------------------------------------------------------

    def take_failure(self) -> int | None:
        with self._lock:
            if self.fail_remaining <= 0:
                return None
            self.fail_remaining -= 1
            return self.fail_status

    def take_death(self) -> int | None:
        with self._lock:
            n, self.die_after_chunks = self.die_after_chunks, None
            return n

    async def wait_while_hanging(self) -> None:
        while self.hanging:
            await asyncio.sleep(0.02)


class StreamDied(Exception):
    """Raised inside a response body to drop the connection mid-stream."""
