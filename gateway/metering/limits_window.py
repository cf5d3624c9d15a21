"""Pure window arithmetic for limits: the sliding-window counter and UTC day/month periods.

Requests and tokens per minute use a *sliding-window counter*: counts are kept per fixed UTC
minute, and the usage seen at time t is ``prev * (1 - f) + cur`` where ``f`` is the fraction of
the current minute already elapsed. That bounds bursts at minute boundaries (a fixed window lets
through twice the limit there) at the cost of two integers per window, and it is what the Redis
script computes too (``limits_lua.py`` mirrors every function here; a test checks they agree).

All arithmetic is on integers scaled by the window length in milliseconds, so Python and Lua
(whose numbers are doubles, exact below 2**53) reach the same answer bit for bit.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

WINDOW_MS = 60_000
DAY_MS = 86_400_000


def fits(limit: int, prev: int, cur: int, elapsed_ms: int, amount: int) -> bool:
    """Whether ``amount`` more fits under ``limit`` given the two minute counters."""
    return prev * (WINDOW_MS - elapsed_ms) + (cur + amount) * WINDOW_MS <= limit * WINDOW_MS


def used(prev: int, cur: int, elapsed_ms: int) -> int:
    """The weighted usage, rounded up (what a refusal reports as "used")."""
    scaled = prev * (WINDOW_MS - elapsed_ms) + cur * WINDOW_MS
    return -(-scaled // WINDOW_MS)


def remaining(limit: int, prev: int, cur: int, elapsed_ms: int) -> int:
    """How much more would fit right now, never negative."""
    scaled = limit * WINDOW_MS - prev * (WINDOW_MS - elapsed_ms) - cur * WINDOW_MS
    return max(0, scaled // WINDOW_MS)


def wait_ms(limit: int, prev: int, cur: int, elapsed_ms: int, amount: int) -> int | None:
    """Milliseconds until ``amount`` fits if nothing else arrives; None if it never can."""
    if amount > limit:
        return None
    if fits(limit, prev, cur, elapsed_ms, amount):
        return 0
    if cur + amount <= limit:
        # Still this minute, once the previous minute's weight has decayed enough (prev > 0).
        return WINDOW_MS - (limit - cur - amount) * WINDOW_MS // prev - elapsed_ms
    # Next minute: this minute's count becomes the decaying one (cur > 0 here).
    return 2 * WINDOW_MS - (limit - amount) * WINDOW_MS // cur - elapsed_ms


def reset_ms(prev: int, cur: int, elapsed_ms: int) -> int:
    """Milliseconds until the window is back to its initial (unused) state."""
    if cur > 0:
        return 2 * WINDOW_MS - elapsed_ms
    if prev > 0:
        return WINDOW_MS - elapsed_ms
    return 0


@dataclass(frozen=True, slots=True)
class Periods:
    """The windows an instant falls in; ids name the counters in every store."""

    minute: int
    elapsed_ms: int
    day: str
    day_end_ms: int
    month: str
    month_end_ms: int


def periods(now_ms: int) -> Periods:
    """The minute, UTC day (``YYYYMMDD``) and UTC month (``YYYYMM``) containing ``now_ms``."""
    minute, elapsed = divmod(now_ms, WINDOW_MS)
    day_number = now_ms // DAY_MS
    date = datetime.fromtimestamp(day_number * 86_400, tz=UTC)
    year, month = (date.year + 1, 1) if date.month == 12 else (date.year, date.month + 1)
    month_end = datetime(year, month, 1, tzinfo=UTC)
    return Periods(
        minute=minute,
        elapsed_ms=elapsed,
        day=f"{date.year:04d}{date.month:02d}{date.day:02d}",
        day_end_ms=(day_number + 1) * DAY_MS,
        month=f"{date.year:04d}{date.month:02d}",
        month_end_ms=int(month_end.timestamp()) * 1000,
    )
