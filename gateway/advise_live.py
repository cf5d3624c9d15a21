"""What ``specgate advise`` takes from a running gateway: each backend kind's measured speed.

The router calibrates the cost model to the real GPUs as it serves: prefill time from measured
TTFTs (``gateway.routing.prefill``) and the decode step from the engines' counters
(``gateway.routing.step_time``), both exported per backend by ``GET /admin/v1/fleet``. advise
sizes fleets with the same cost model, so the same factors turn its datasheet profile into the
GPUs the operator runs: per kind, the geometric mean over that kind's backends, applied to the
profile's step (``t0_s`` and ``t1_s``) and prefill speed. A factor is measured at the batches the
backend ran, so it carries the small-batch step best; a kind the gateway does not run keeps the
datasheet.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import httpx

from gateway.routing.costmodel import PerfParams

Factors = dict[str, dict[str, float]]  # kind -> {"prefill": f, "decode_step": f}


def kind_factors(view: Mapping[str, Any]) -> Factors:
    """Per backend kind, the geometric mean of its backends' speed factors in a fleet view."""
    seen: dict[str, dict[str, list[float]]] = {}
    for b in view.get("data", []):
        factors = b.get("speed_factors")
        if not factors or not b.get("kind"):
            continue  # a hosted API, or a gateway without live state
        by_phase = seen.setdefault(b["kind"], {})
        for phase, value in factors.items():
            if isinstance(value, int | float) and value > 0:
                by_phase.setdefault(phase, []).append(float(value))
    # the n-th root of the product: one backend's factor comes back exactly
    return {kind: {phase: math.prod(xs) ** (1 / len(xs)) for phase, xs in by_phase.items()}
            for kind, by_phase in seen.items()}


def apply_factors(profile: PerfParams, factors: Mapping[str, float]) -> PerfParams:
    """``profile`` with its step and prefill speed scaled by measured factors."""
    step, prefill = factors.get("decode_step", 1.0), factors.get("prefill", 1.0)
    return replace(profile, t0_s=profile.t0_s * step, t1_s=profile.t1_s * step,
                   prefill_s_per_token=profile.prefill_s_per_token * prefill)


def fetch_fleet(url: str, admin_token: str, *, timeout_s: float = 10.0) -> dict[str, Any]:
    """``GET /admin/v1/fleet`` of the gateway at ``url``; raises ``httpx.HTTPError`` on failure."""
    r = httpx.get(f"{url.rstrip('/')}/admin/v1/fleet", timeout=timeout_s,
                  headers={"authorization": f"Bearer {admin_token}"})
    r.raise_for_status()
    view: dict[str, Any] = r.json()
    return view


__all__ = ["Factors", "apply_factors", "fetch_fleet", "kind_factors"]
