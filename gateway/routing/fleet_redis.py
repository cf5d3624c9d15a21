"""The Redis layout of the shared fleet state: scrape and learn hashes, their codecs, the merge.

Keys under a prefix ``{p}`` (``StatsConfig.key_prefix``), one set per backend:

* ``{p}:scrape:{backend}``: the latest ``Scraped`` (``encode_scraped``; empty string = None);
* ``{p}:learn:{backend}``: fields ``CLASS|METRIC|w``, ``|s``, ``|t`` of each ``Decayed``;
* ``{p}:lease:{backend}``: the id of the replica that scrapes this backend this interval.

``MERGE_LUA`` applies queued observations with exactly ``learned.Decayed.add``'s arithmetic,
atomically per backend, so concurrent replicas never lose an update.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from gateway.backends.scrape import SpecCounters
from gateway.routing.learned import Decayed

# v1: fields CLASS|METRIC|{w,s,t}; ARGV = half-life s, ttl ms, then (field, value, at) triples.
MERGE_LUA = """
local hl = tonumber(ARGV[1])
for i = 3, #ARGV, 3 do
  local f, x, at = ARGV[i], tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2])
  local v = redis.call('HMGET', KEYS[1], f .. '|w', f .. '|s', f .. '|t')
  local w, s, t = tonumber(v[1]) or 0, tonumber(v[2]) or 0, tonumber(v[3]) or at
  if w <= 0 then
    w, s, t = 1, x, at
  elseif at >= t then
    local d = 0.5 ^ ((at - t) / hl)
    w, s, t = w * d + 1, s * d + x, at
  else
    local d = 0.5 ^ ((t - at) / hl)
    w, s = w + d, s + d * x
  end
  redis.call('HSET', KEYS[1], f .. '|w', string.format('%.17g', w),
    f .. '|s', string.format('%.17g', s), f .. '|t', string.format('%.17g', t))
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""


@dataclass(frozen=True, slots=True)
class Scraped:
    """The latest scrape of one backend as shared between replicas."""

    running: int = 0
    waiting: int = 0
    kv_usage: float = 0.0
    alpha: float | None = None
    scraped_at: float | None = None  # wall time of the last successful scrape
    attempt_at: float | None = None  # wall time of the last attempt, successful or not
    attempt: str = ""  # unique id of that attempt: each replica feeds it to its breaker once
    ok: bool = True
    error: str = ""
    baseline: SpecCounters | None = None  # counters α's next window starts from


@dataclass(frozen=True, slots=True)
class Observation:
    """One metric value of one served request, queued for the shared merge."""

    backend: str
    cls: str
    metric: str
    value: float
    at: float


def merge_args(batch: Iterable[Observation]) -> dict[str, list[str | float]]:
    out: dict[str, list[str | float]] = {}
    for o in batch:
        out.setdefault(o.backend, []).extend((f"{o.cls}|{o.metric}", repr(o.value), repr(o.at)))
    return out


def text(x: Any) -> str:
    return x.decode() if isinstance(x, bytes) else str(x)


def text_map(reply: Any) -> dict[str, str]:
    return {text(k): text(v) for k, v in (reply or {}).items()}


def num(fields: Mapping[str, str], key: str) -> float | None:
    raw = fields.get(key, "")
    try:
        x = float(raw)
    except ValueError:
        return None
    return x if math.isfinite(x) else None


def encode_scraped(s: Scraped) -> dict[Any, str]:  # Any: redis-py's invariant key type
    def enc(x: float | None) -> str:
        return "" if x is None else repr(x)

    c = s.baseline
    return {
        "running": str(s.running),
        "waiting": str(s.waiting),
        "kv_usage": repr(s.kv_usage),
        "alpha": enc(s.alpha),
        "scraped_at": enc(s.scraped_at),
        "attempt_at": enc(s.attempt_at),
        "attempt": s.attempt,
        "ok": "1" if s.ok else "0",
        "error": s.error,
        "steps": enc(c.steps if c else None),
        "accepted": enc(c.accepted if c else None),
        "draft_tokens": enc(c.draft_tokens if c else None),
    }


def decode_scraped(f: Mapping[str, str]) -> Scraped:
    steps, accepted = num(f, "steps"), num(f, "accepted")
    baseline = None
    if steps is not None and accepted is not None:
        baseline = SpecCounters(steps, accepted, num(f, "draft_tokens"))
    return Scraped(
        running=int(num(f, "running") or 0),
        waiting=int(num(f, "waiting") or 0),
        kv_usage=num(f, "kv_usage") or 0.0,
        alpha=num(f, "alpha"),
        scraped_at=num(f, "scraped_at"),
        attempt_at=num(f, "attempt_at"),
        attempt=f.get("attempt", ""),
        ok=f.get("ok", "1") == "1",
        error=f.get("error", ""),
        baseline=baseline,
    )


def decode_learned(fields: Mapping[str, str]) -> dict[str, dict[str, Decayed]]:
    out: dict[str, dict[str, Decayed]] = {}
    for key in fields:
        cls, _, rest = key.partition("|")
        metric, _, part = rest.partition("|")
        if part != "w":
            continue
        prefix = f"{cls}|{metric}|"
        w, s, t = (num(fields, prefix + p) for p in ("w", "s", "t"))
        if w is not None and s is not None and t is not None:
            out.setdefault(cls, {})[metric] = Decayed(w, s, t)
    return out


__all__ = [
    "MERGE_LUA",
    "Observation",
    "Scraped",
    "decode_learned",
    "decode_scraped",
    "encode_scraped",
    "merge_args",
    "text",
    "text_map",
]
