"""Prefill and decode speed from requests that report only their whole inference time (TGI).

TGI's timing headers give a request's queue time and its inference time (prefill and decode
together), not when its first token came, and a non-streaming response leaves the gateway
nothing to time. One request is one equation in two unknowns:

    inference_s ≈ P · prompt_tokens + T · (generated_tokens − 1)

with P the prefill seconds per prompt token and T the time per output token (the stalls that
other requests' prefills cause fall into T, as they do in a streamed TPOT). Requests of one class
come in different shapes, so their equations pin both: a least-squares fit over decayed sums.
Each sum is one learned metric (``FIT_METRICS``), decayed and shared through Redis like every
other. Prefill speed is the backend's, whatever the class, and the classes between them have
every shape, so one fit pools all of a backend's requests (``BACKEND_WIDE``): its P gives each
request a time to first token (queue time plus its prompt at P) for the backend's prefill
calibration (``gateway.routing.prefill``). Each class's own fit starts from that P and gives
the class's T. Every fit is regularised toward its starting speeds by ``PRIOR_REQUESTS``
pseudo-requests, one all prefill and one all decode, so a class whose requests all have one
shape (long prompts, ten-token answers) still gets a sensible split.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gateway.routing.learned import Decayed

__all__ = ["BACKEND_WIDE", "FIT_METRICS", "PRIOR_REQUESTS", "Reported", "solve"]

# The pseudo-class whose sums pool every class of a backend: its P is the backend's prefill
# speed, and the prior each class's own fit starts from.
BACKEND_WIDE = "*"
# Sums over requests of prompt², prompt·decode, decode², prompt·inference, decode·inference.
FIT_METRICS = ("fit_pp", "fit_pd", "fit_dd", "fit_py", "fit_dy")
PRIOR_REQUESTS = 1.0  # pseudo-requests behind each prior: one all prefill, one all decode...
PRIOR_SECONDS = 0.5  # ... each this long at the prior's speed
BOUND = 4.0  # a fitted speed stays within this factor of its prior


@dataclass(frozen=True, slots=True)
class Reported:
    """What TGI's headers say of one request (``generate_internal``: whole milliseconds)."""

    queue_s: float
    inference_s: float
    prompt_tokens: int
    decode_tokens: int  # generated − 1

    @classmethod
    def from_headers(cls, headers: Mapping[str, Any], prompt_tokens: int) -> Reported | None:
        """None unless the headers carry queue and inference time and the tokens generated
        (``x-prompt-tokens`` when present, else the gateway's own count of the prompt)."""
        queue, inference, generated = (
            _number(headers.get(h))
            for h in ("x-queue-time", "x-inference-time", "x-generated-tokens"))
        if queue is None or inference is None or not generated or queue < 0 or inference <= 0:
            return None
        prompt = _number(headers.get("x-prompt-tokens")) or float(prompt_tokens)
        return cls(queue / 1000, inference / 1000, int(prompt), int(generated) - 1)

    def terms(self) -> dict[str, float]:
        """This request's contribution to each sum of the fit."""
        p, d, y = float(self.prompt_tokens), float(max(self.decode_tokens, 0)), self.inference_s
        return {"fit_pp": p * p, "fit_pd": p * d, "fit_dd": d * d, "fit_py": p * y,
                "fit_dy": d * y}

    def ttft_s(self, prefill_s_per_token: float) -> float:
        """Queue time plus its prompt's prefill at the backend's fitted speed. (Not the
        inference time less the decode at the fitted TPOT: that TPOT is a mean over stalls most
        requests do not see, so the remainder comes out short for most of them.)"""
        return self.queue_s + self.prompt_tokens * prefill_s_per_token


def solve(
    sums: Mapping[str, Decayed], prior_p: float, prior_t: float
) -> tuple[float, float] | None:
    """(P, T) from the decayed sums and the priors; None when nothing was observed.

    Solved for the factors over the priors (a = P / prior_p, b = T / prior_t) with the prior's
    prefill and decode seconds as regressors, so the regularisation weighs a relative error in
    either speed alike: a class of one shape splits what the priors got wrong in proportion to
    the time each part was expected to take."""
    found = [sums.get(m) for m in FIT_METRICS]
    if any(d is None or d.weight <= 0.0 for d in found):
        return None
    pp, pd, dd, py, dy = (d.total for d in found if d is not None)
    ridge = PRIOR_REQUESTS * PRIOR_SECONDS**2
    a11, a12 = prior_p * prior_p * pp + ridge, prior_p * prior_t * pd
    a22 = prior_t * prior_t * dd + ridge
    b1, b2 = prior_p * py + ridge, prior_t * dy + ridge
    det = a11 * a22 - a12 * a12  # > 0: the ridge makes the system positive definite
    a = (b1 * a22 - a12 * b2) / det
    b = (a11 * b2 - a12 * b1) / det
    return prior_p * _bounded(a), prior_t * _bounded(b)


def _bounded(factor: float) -> float:
    return min(max(factor, 1 / BOUND), BOUND)


def _number(value: Any) -> float | None:
    try:
        x = float(value)
    except (TypeError, ValueError):
        return None
    return x if math.isfinite(x) else None
