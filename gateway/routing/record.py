"""The decision record as a usage event stores it: each candidate a row of values, not an object.

A decision's details (``gateway.routing.explain``) name every field of every candidate, so with
four backends the keys were half of the record and the record two thirds of a usage row: the
table growth LiteLLM's spend logs are known for. Stored, a candidate is a list in ``FIELDS``
order with its trailing unset fields dropped; ``"v": 2`` marks the form. ``unpack`` gives the
details back as the router made them, and passes version-1 records (objects) through, so rows
written before keep reading the same.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["FIELDS", "VERSION", "pack", "unpack"]

VERSION = 2
# Every field a candidate may carry, the ones every candidate has first; changing the order or
# a name needs a new VERSION (rows already stored keep the old meaning); appending one does not.
FIELDS = ("backend", "kind", "ttft_ms", "tpot_ms", "latency_ms", "gpu_cost_micros", "alpha",
          "source", "weight", "load", "prefill_ms", "score", "pushes_past_tpot", "dropped",
          "cached_tokens")
ALWAYS = frozenset(FIELDS[:10])  # None here is a value (no alpha, no price), kept as null
_INDEX = {name: i for i, name in enumerate(FIELDS)}


def _row(candidate: Mapping[str, Any]) -> list[Any]:
    row: list[Any] = [None] * len(FIELDS)
    for name, value in candidate.items():
        row[_INDEX[name]] = value  # KeyError: a new field needs a place in FIELDS
    while len(row) > len(ALWAYS) and row[-1] is None:
        row.pop()
    return row


def _candidate(row: list[Any]) -> dict[str, Any]:
    return {name: value for name, value in zip(FIELDS, row, strict=False)
            if value is not None or name in ALWAYS}


def pack(details: Mapping[str, Any]) -> dict[str, Any]:
    """The stored form of ``details``."""
    out = {k: v for k, v in details.items() if k != "candidates"}
    out["v"] = VERSION
    out["candidates"] = [_row(c) for c in details.get("candidates") or ()]
    return out


def unpack(stored: Any) -> dict[str, Any] | None:
    """The details of a stored record of either version; None for anything that is not one."""
    if not isinstance(stored, Mapping):
        return None
    if stored.get("v") != VERSION:
        return dict(stored)
    out = {k: v for k, v in stored.items() if k not in ("v", "candidates")}
    rows = stored.get("candidates")
    rows = rows if isinstance(rows, list) else []
    out["candidates"] = [_candidate(row) for row in rows if isinstance(row, list)]
    return out
