"""The Redis layout of the shared fleet state: scrape and learn hashes, their codecs, the merge.

Keys under a prefix ``{p}`` (``StatsConfig.key_prefix``), one set per backend:

* ``{p}:scrape:{backend}``: the latest ``Scraped`` (``encode_scraped``; empty string = None);
* ``{p}:learn:{backend}``: fields ``CLASS|METRIC|w``, ``|s``, ``|t`` of each ``Decayed``;
* ``{p}:lease:{backend}``: the id of the replica that scrapes this backend this interval.

``MERGE_LUA`` applies a replica's summed observations with exactly ``learned.Decayed.merge``'s
arithmetic, atomically per backend, so concurrent replicas never lose an update.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gateway.backends.scrape import SpecCounters, StepCounters
from gateway.routing.learned import Decayed

# Fields CLASS|METRIC|{w,s,t}; ARGV = half-life s, ttl ms, then (field, weight, total, at) quads:
# each a replica's observations of one class and metric since its last merge, summed with
# ``Decayed.merge`` (whose arithmetic this is), so one merge costs the same at any request rate.
MERGE_LUA = """
local hl = tonumber(ARGV[1])
for i = 3, #ARGV, 4 do
  local f = ARGV[i]
  local bw, bs, bt = tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2]), tonumber(ARGV[i + 3])
  local v = redis.call('HMGET', KEYS[1], f .. '|w', f .. '|s', f .. '|t')
  local w, s, t = tonumber(v[1]) or 0, tonumber(v[2]) or 0, tonumber(v[3]) or bt
  if w <= 0 then
    w, s, t = bw, bs, bt
  elseif bt >= t then
    local d = 0.5 ^ ((bt - t) / hl)
    w, s, t = w * d + bw, s * d + bs, bt
  else
    local d = 0.5 ^ ((t - bt) / hl)
    w, s = w + d * bw, s + d * bs
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
    steps: StepCounters | None = None  # the step-time counters of this scrape
    kv_capacity_tokens: int = 0  # the backend's KV pool in tokens; 0: not reported
    prefix_caching: bool | None = None  # as the engine reports it; None: not reported
    restarts: int = 0  # engine restarts seen (its counters went down): its cache is empty


Pending = dict[tuple[str, str, str], Decayed]  # (backend, class, metric) -> summed observations


def merge_args(pending: Pending) -> dict[str, list[str | float]]:
    out: dict[str, list[str | float]] = {}
    for (backend, cls, metric), d in pending.items():
        out.setdefault(backend, []).extend(
            (f"{cls}|{metric}", repr(d.weight), repr(d.total), repr(d.at)))
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

    c, t = s.baseline, s.steps
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
        "prefills": enc(c.prefills if c else None),
        "step_seconds": enc(t.seconds if t else None),
        "step_samples": enc(t.samples if t else None),
        "step_sequences": enc(t.sequences if t else None),
        "step_drafts": enc(t.drafts if t else None),
        "step_prompt_tokens": enc(t.prompt_tokens if t else None),
        "kv_capacity_tokens": str(s.kv_capacity_tokens),
        "prefix_caching": "" if s.prefix_caching is None else str(int(s.prefix_caching)),
        "restarts": str(s.restarts),
    }


def decode_scraped(f: Mapping[str, str]) -> Scraped:
    steps, accepted = num(f, "steps"), num(f, "accepted")
    baseline = None
    if steps is not None and accepted is not None:
        baseline = SpecCounters(steps, accepted, num(f, "draft_tokens"),
                                prefills=num(f, "prefills") or 0.0)
    seconds, samples = num(f, "step_seconds"), num(f, "step_samples")
    timing = None
    if seconds is not None and samples is not None:
        timing = StepCounters(seconds, samples, num(f, "step_sequences"), num(f, "step_drafts"),
                              num(f, "step_prompt_tokens"))
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
        steps=timing,
        kv_capacity_tokens=int(num(f, "kv_capacity_tokens") or 0),
        prefix_caching=None if num(f, "prefix_caching") is None else f["prefix_caching"] == "1",
        restarts=int(num(f, "restarts") or 0),
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
    "Pending",
    "Scraped",
    "decode_learned",
    "decode_scraped",
    "encode_scraped",
    "merge_args",
    "text",
    "text_map",
]
