"""Why a decision went the way it did: the short ``x-specgate-reason`` text and the counterfactual
stored with the usage event (every candidate's estimate, and why dropped ones were dropped)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from gateway.routing.estimate import CandidateEstimate

__all__ = ["MAX_REASON_CHARS", "candidate_details", "dollars", "reason_text"]

MAX_REASON_CHARS = 200
MAX_COMPARED = 3  # runners-up named in the header


def dollars(micros: int | None) -> str:
    if micros is None:
        return "$?"
    return "$" + (f"{micros / 1_000_000:.6f}".rstrip("0").rstrip(".") or "0")


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f}ms"


def _brief(c: CandidateEstimate, objective: str, *, first: bool) -> str:
    if objective == "least-loaded":
        return f"{c.name} {c.load} busy"
    if objective == "round-robin":
        return c.name
    text = f"{c.name} {'tpot ' if first else ''}{_ms(c.tpot_s)} {dollars(c.cost_micros)}"
    return f"{text} {c.cached_tokens} cached" if first and c.cached_tokens else text


def reason_text(
    headline: str,
    order: Sequence[CandidateEstimate],
    objective: str,
    *,
    explored: CandidateEstimate | None = None,
    dropped: Iterable[tuple[str, str]] = (),
) -> str:
    """``headline: best vs runner-up, ...; skipped x (why)``: ASCII, at most 200 characters."""
    if not order:
        return headline
    rest = ", ".join(_brief(c, objective, first=False) for c in order[1 : 1 + MAX_COMPARED])
    text = f"{headline}: {_brief(order[0], objective, first=True)}"
    if rest:
        text += f" vs {rest}"
    if explored is not None:
        text = f"exploring {explored.name} (stale estimate, weight {explored.weight:.1f}); {text}"
    by_why: dict[str, list[str]] = {}
    for name, why in dropped:
        by_why.setdefault(why, []).append(name)
    skipped = "; ".join(f"{', '.join(names)} ({why})" for why, names in by_why.items())
    if skipped:
        text += f"; skipped {skipped}"
    text = text.encode("ascii", "replace").decode("ascii")
    if len(text) > MAX_REASON_CHARS:
        text = text[: MAX_REASON_CHARS - 3] + "..."
    return text


def candidate_details(
    c: CandidateEstimate, *, score: float | None = None, dropped: str | None = None
) -> dict[str, Any]:
    """One candidate's estimate as plain JSON-able values (for a hosted backend
    ``gpu_cost_micros`` is its API list price for the request)."""
    out: dict[str, Any] = {
        "backend": c.name,
        "kind": c.backend.kind,
        "ttft_ms": round(c.ttft_s * 1000, 1),
        "tpot_ms": round(c.tpot_s * 1000, 2),
        "latency_ms": round(c.latency_s * 1000, 1),
        "gpu_cost_micros": c.cost_micros,
        "alpha": None if c.alpha is None else round(c.alpha, 3),
        "source": c.source,
        "weight": round(c.weight, 2),
        "load": c.load,
    }
    if not c.hosted:  # TTFT = the wait ahead of the request + its own prefill
        out["prefill_ms"] = round(c.prefill_s * 1000, 1)
    if c.pushed:
        out["pushes_past_tpot"] = c.pushed  # requests decoding there its prefill would push
    if score is not None:
        out["score"] = score
    if dropped is not None:
        out["dropped"] = dropped
    if c.cached_tokens:
        out["cached_tokens"] = c.cached_tokens  # of the prompt, in its prefix cache (probably)
    return out


def details_list(
    ranked: Sequence[CandidateEstimate],
    scores: Mapping[str, float],
    others: Iterable[tuple[CandidateEstimate, str]],
) -> list[dict[str, Any]]:
    out = [candidate_details(c, score=scores.get(c.name)) for c in ranked]
    out += [candidate_details(c, dropped=why) for c, why in others]
    return out
