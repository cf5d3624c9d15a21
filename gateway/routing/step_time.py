"""How fast each backend really decodes: its measured step time against the cost model's.

The cost model's decode step is a datasheet roofline (weights and KV over an assumed share of the
bandwidth at a typical context, drafts at a published cost ratio ``c``, verification of k + 1
positions charged like k + 1 sequences). A real engine differs by method: verification is nearly
free while decoding is memory-bound, a draft model's sequential passes cost more than its size
says. Both engines export their step time (``gateway.backends.scrape.step_window``); each window
between two scrapes is set against what the model says for the same batch, k and n-gram
coverage, and the router multiplies the model's time per output token by a low quantile of the
backend's last ``WINDOWS`` ratios (as ``gateway.routing.prefill`` does for prefill speed).

Why a quantile and not the ratio of sums: vLLM's chunked prefill runs prompts in the same steps
as the decodes, and a step that carries a 2,048-token chunk lasts tens of decode steps. On the
simulated fleet at medium load a window without one measured within ±3% of the others; one with
a chunk measured 5-35x. Windows whose prompts are known to have finished prefilling in them
(``vllm:prompt_tokens_total`` grew by enough work to be ``MAX_PREFILL_SHARE`` of the window,
at the backend's calibrated prefill speed) are dropped; the quantile keeps the rest (a prompt
still being chunked at the scrape is only counted later) from moving the factor, as long as
most windows are clean. Near saturation on vLLM most windows carry prefill, and the factor then
includes part of the stall the router also adds itself (``gateway.routing.backlog``); the
bounds keep that within 2x. TGI prefills in separate forwards and its counters give the decode
batch exactly; vLLM's batch is the mean of the two scrapes' running requests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from gateway.backends.scrape import StepWindow
from gateway.config.fleet import Backend, SpecMethod
from gateway.routing import costmodel
from gateway.routing.rolling import RollingQuantile

MAX_PREFILL_SHARE = 0.25  # a window with more known prefill work than this times the prefill
MIN_WINDOW_SAMPLES = 8.0  # request-steps (vLLM) or steps (TGI) for a window to count
MIN_WINDOWS = 4  # windows behind a factor before the router uses it
WINDOWS = 32  # the backend's most recent windows the quantile is taken over (~48 s at 1.5 s)
QUANTILE = 0.25  # low: prefill only ever lengthens a window
BOUNDS = (0.5, 2.0)  # the calibration moves the model at most this far either way


def model_step_s(
    backend: Backend,
    profile: costmodel.PerfParams,
    window: StepWindow,
    *,
    running: float,
    prefill_s_per_token: float,
) -> float | None:
    """The model's step for the window's batch, k and coverage; None when the window has too
    few samples or too much known prefill work to time the decode.

    ``running``: the backend's running requests (the two scrapes' mean), the batch where the
    counters do not give it; ``prefill_s_per_token``: the backend's calibrated prefill speed.
    """
    if window.samples < MIN_WINDOW_SAMPLES or window.mean_step_s <= 0:
        return None
    batch = max(window.batch if window.batch is not None else running, 1.0)
    # each decoding request of a shared step waited for the prompt chunk in it too
    prefill = batch * window.prompt_tokens_per_sample * prefill_s_per_token
    if prefill > MAX_PREFILL_SHARE * window.mean_step_s:
        return None
    spec = backend.speculation
    coverage = 1.0
    if spec.method is not SpecMethod.none:
        k = spec.k_at_batch(round(batch))
        if k != profile.k:
            profile = replace(profile, k=k, method=profile.method if k > 0 else "none")
        if window.coverage is not None:
            coverage = window.coverage
    return costmodel.step_s(profile, batch, coverage)


@dataclass
class StepCalibration:
    """Per backend: the low quantile of its recent measured-over-model step ratios."""

    _by_backend: dict[str, RollingQuantile] = field(default_factory=dict)

    def observe(self, backend: str, measured_s: float, model_s: float) -> None:
        if measured_s <= 0 or model_s <= 0:
            return
        window = self._by_backend.get(backend)
        if window is None:
            window = self._by_backend[backend] = RollingQuantile(WINDOWS, QUANTILE, BOUNDS)
        window.add(math.log(measured_s / model_s))

    def factor(self, backend: str) -> float:
        """Measured step time over the model's, 1.0 until ``MIN_WINDOWS`` windows counted."""
        window = self._by_backend.get(backend)
        return window.factor if window is not None and len(window) >= MIN_WINDOWS else 1.0


__all__ = ["BOUNDS", "MAX_PREFILL_SHARE", "MIN_WINDOWS", "StepCalibration", "model_step_s"]
