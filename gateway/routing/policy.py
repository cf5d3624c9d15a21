"""Routing policies: the schema of ``policies/*.yaml`` and how one resolves for a workload class.

A policy says what the router optimises (``objective``), the latency targets (``slo``), how often
it explores, which backends it may use, whether a hosted API may take traffic, and per-class
overrides. ``policies/README.md`` documents every field; ``gateway.routing.policy_store`` loads
the files (errors name the file and line) and reloads them when they change.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

from gateway.routing.classify import Workload

__all__ = [
    "DEFAULT_POLICY",
    "Hosted",
    "Learning",
    "Objective",
    "Override",
    "Policy",
    "Slo",
    "Weights",
]

DEFAULT_POLICY = "balanced"

Objective = Literal["cost", "latency", "balanced", "round-robin", "least-loaded"]
# never: hosted backends get nothing; overflow: only when no self-hosted backend meets the SLO
# (and as a last-resort fallback); compete: scored like any other backend (wins when cheaper).
Hosted = Literal["never", "overflow", "compete"]
CLASS_KEY_PATTERN = r"^(code|json|chat)/(grounded|open)(/(prefill-heavy|decode-heavy|balanced))?$"
ClassKey = Annotated[str, StringConstraints(pattern=CLASS_KEY_PATTERN)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Slo(_Strict):
    """Latency targets for one request: time to first token and time per output token."""

    ttft_ms: float = Field(default=2000.0, gt=0)
    tpot_ms: float = Field(default=60.0, gt=0)
    # added to ttft_ms per 1,000 prompt tokens: prefill time grows with the prompt, so a fixed
    # TTFT target is missed by every long prompt on every backend and stops telling them apart
    ttft_ms_per_1k_prompt: float = Field(default=0.0, ge=0)
    # times the TTFT target: a wait past it counts one more miss per further target's length
    # when the router keeps the backends where the request misses the fewest targets
    # (gateway.routing.scoring); lower keeps the TTFT tail shorter at overload, higher lets one
    # backend queue longer to spare the decodes elsewhere
    ttft_ceiling: float = Field(default=4.0, ge=1)


class Weights(_Strict):
    """``balanced`` objective: each term scores 0..1 (1 = best candidate), weighted and summed."""

    latency: float = Field(default=1.0, ge=0)
    cost: float = Field(default=1.0, ge=0)
    slo: float = Field(default=1.0, ge=0)  # 1 when the candidate meets both SLOs, else 0


class Learning(_Strict):
    """When learned per-class measurements replace the cost model's priors."""

    min_weight: float = Field(default=3.0, ge=0)  # decayed observations before trusting them
    # an estimate with less weight, or older than stale_age_s, is worth refreshing (exploration)
    stale_weight: float = Field(default=10.0, ge=0)
    stale_age_s: float = Field(default=300.0, gt=0)


class Override(_Strict):
    """Fields a workload class may override; unset fields keep the policy's value."""

    objective: Objective | None = None
    slo: Slo | None = None
    weights: Weights | None = None
    cost_cap_usd_per_mtok: float | None = Field(default=None, gt=0)
    exploration: float | None = Field(default=None, ge=0, le=1)
    spread: int | None = Field(default=None, ge=0)
    allowed_backends: list[str] | None = None
    hosted: Hosted | None = None
    max_queue_ms: float | None = Field(default=None, gt=0)

    @field_validator("allowed_backends")
    @classmethod
    def _not_empty(cls, v: list[str] | None) -> list[str] | None:
        return _names_some(v)


class Policy(_Strict):
    description: str = ""
    objective: Objective = "balanced"
    slo: Slo = Slo()
    weights: Weights = Weights()
    # latency objective: the most a request may cost, in dollars per 1M tokens (prompt + output)
    cost_cap_usd_per_mtok: float | None = Field(default=None, gt=0)
    exploration: float = Field(default=0.02, ge=0, le=1)
    # The objective chooses among the self-hosted backends with at most this many requests more
    # in flight than the least loaded one; the busier ones are fallbacks. A request placed beside
    # others stalls every one of them for its whole prefill (chunked prefill holds the batch), a
    # cost that the request's own estimate does not carry: 0 keeps load even, larger values let
    # the objective (cost, above all) pack traffic onto the backends it prefers.
    spread: int = Field(default=0, ge=0)
    # backend names or kinds (plain, vllm-ngram, vllm-draft, tgi-draft, hosted); None = all
    allowed_backends: list[str] | None = None
    hosted: Hosted = "overflow"
    # Load shedding: a request that would wait longer than this for its prefill to start on
    # every self-hosted backend it may use (the estimate's queue: TTFT minus its own prefill)
    # is refused at once (503 ``overloaded`` with Retry-After) instead of queueing; a hosted
    # backend under ``hosted: overflow`` takes it instead where there is one. None: queue.
    max_queue_ms: float | None = Field(default=None, gt=0)
    learning: Learning = Learning()
    # keyed by KIND/GROUNDING (e.g. code/grounded) or the full label (code/grounded/decode-heavy)
    overrides: dict[ClassKey, Override] = Field(default_factory=dict)

    @field_validator("allowed_backends")
    @classmethod
    def _not_empty(cls, v: list[str] | None) -> list[str] | None:
        return _names_some(v)

    def for_workload(self, workload: Workload) -> Policy:
        """This policy with the overrides for the workload's class, then its full label, applied."""
        out = self
        for key in (f"{workload.kind}/{workload.grounding}", workload.label):
            override = self.overrides.get(key)
            if override is not None:
                out = out.model_copy(update=_changes(out, override))
        per_1k = out.slo.ttft_ms_per_1k_prompt
        if per_1k:  # this request's own TTFT target
            ttft = out.slo.ttft_ms + per_1k * workload.prompt_tokens / 1000
            out = out.model_copy(update={"slo": out.slo.model_copy(
                update={"ttft_ms": ttft, "ttft_ms_per_1k_prompt": 0.0})})
        return out

    def allows(self, name: str, kind: str) -> bool:
        return self.allowed_backends is None or bool({name, kind} & set(self.allowed_backends))


def _names_some(v: list[str] | None) -> list[str] | None:
    if v is not None and not v:
        raise ValueError("allowed_backends must name at least one backend (omit it for all)")
    return v


def _changes(policy: Policy, override: Override) -> dict[str, Any]:
    """The fields an override sets; nested sections (slo, weights) merge key by key."""
    out: dict[str, Any] = {}
    for key in override.model_fields_set:
        value = getattr(override, key)
        if value is None:
            continue
        if isinstance(value, BaseModel):
            current: BaseModel = getattr(policy, key)
            fields = {f: getattr(value, f) for f in value.model_fields_set}
            value = current.model_copy(update=fields)
        out[key] = value
    return out
