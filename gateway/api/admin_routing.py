"""The router as operators see it: ``GET /admin/v1/fleet`` and ``POST /admin/v1/route`` (admin).

Per backend: its configuration (engine, speculation, GPU and price), health (circuit breaker,
last scrape and its error), load (the engine's running and waiting requests, KV-cache use, the
gateway's own requests in flight), measured acceptance, the speed factors that calibrate the
cost model to the real GPU, and per workload class what the router expects (learned TTFT, TPOT
and acceptance with the decayed number of observations behind them, or the prior; a class with
no acceptance observations routes on its prior moved by the backend's ``offset_to_priors``). It
is what the router reads for its next decision, so an operator can see why traffic goes where
it goes.
With several workers each answers from its own copy of the state; learned estimates and scrapes
are shared through Redis, breakers and in-flight counts follow within a scrape interval.

``POST /admin/v1/route`` is a dry run: for a completion body (and optionally a policy name) it
returns the workload the classifier derives, the backends in the order the router would try
them now, the reason and every candidate's estimate, without placing the request (no load,
neighbour or exploration accounting, round-robin's turn not taken) or calling a backend.
"""

from __future__ import annotations

import time
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends
from pydantic import BaseModel, ConfigDict

from gateway.api import validate
from gateway.api.admin import _state
from gateway.config.fleet import Backend, Engine, Fleet, SpecMethod
from gateway.errors import InvalidRequest, NotFound
from gateway.routing.classify import Workload, classify
from gateway.routing.snapshot import BackendState, ClassStats
from gateway.routing.stats import FleetState
from gateway.state import State

router = APIRouter(prefix="/admin/v1")


def _ms(seconds: float | None) -> float | None:
    return None if seconds is None else round(seconds * 1000, 3)


def _round(x: float | None, digits: int = 4) -> float | None:
    return None if x is None else round(x, digits)


def class_view(c: ClassStats) -> dict[str, Any]:
    return {
        "source": "learned" if c.weight > 0 else "prior",
        "ttft_ms": _ms(c.ttft_s), "tpot_ms": _ms(c.tpot_s), "acceptance": _round(c.alpha),
        "observations": _round(c.weight, 2), "acceptance_observations": _round(c.alpha_weight, 2),
        "age_s": _round(c.age_s, 1),
    }


def _last_error(fleet_state: FleetState, name: str) -> dict[str, Any] | None:
    found = fleet_state.breakers.last_error(name, "request")
    return None if found is None else {"error": found[1], "age_s": round(found[0], 3)}


def backend_view(b: Backend, model: str, live: BackendState | None,
                 fleet_state: FleetState | None, factors: dict[str, float] | None,
                 now: float) -> dict[str, Any]:
    spec = b.speculation
    out: dict[str, Any] = {
        "object": "backend", "name": b.name, "kind": b.kind, "engine": b.engine.value,
        "model": model,
        "served_model": b.served_model, "base_url": b.url,
        "gpu_type": b.gpu_type, "gpu_count": b.gpu_count,
        "gpu_price_per_hour": str(b.gpu_price_per_hour),
        "speculation": None if spec.method is SpecMethod.none else {
            "method": spec.method.value, "num_speculative_tokens": spec.k,
            **({"draft_model": spec.draft_model} if spec.draft_model else {})},
    }
    if live is None or fleet_state is None:  # a router without live state (not the default)
        return out
    scraped = fleet_state.scraped(b.name)
    hosted = b.engine is Engine.litellm
    out |= {
        "health": {
            "breaker": fleet_state.breakers.state(b.name).value,
            "opened_by": fleet_state.breakers.cause(b.name),
            "last_request_error": _last_error(fleet_state, b.name),
            "routable": live.healthy,
            "scraped_at": live.scraped_at,
            "scrape_age_s": None if live.scraped_at is None else round(now - live.scraped_at, 3),
            "scrape_error": None if hosted or scraped.ok else scraped.error or "failed",
            "restarts_seen": live.restarts,
        },
        "load": {"running": live.running, "waiting": live.waiting,
                 "kv_cache_usage": round(live.kv_usage, 4), "in_flight": live.in_flight},
        "prefix_cache": None if hosted else {
            "configured": b.prefix_caching, "engine_reports": live.prefix_caching,
            "kv_capacity_tokens": live.kv_capacity_tokens or None},
        "acceptance": None if spec.method is SpecMethod.none else {
            "measured": _round(live.alpha), "offset_to_priors": _round(live.alpha_offset)},
        "speed_factors": None if factors is None else {
            phase: round(value, 4) for phase, value in factors.items()},
        "classes": {name: class_view(c) for name, c in sorted(live.classes.items())},
    }
    return out


def fleet_view(fleet: Fleet, fleet_state: FleetState | None) -> dict[str, Any]:
    now = time.time()
    snap = fleet_state.snapshot() if fleet_state is not None else None
    factors = fleet_state.speed_factors() if fleet_state is not None else {}
    data = [backend_view(b, m.name, snap.backends.get(b.name) if snap else None, fleet_state,
                         factors.get(b.name), now)
            for m in fleet.models for b in m.backends]
    return {"object": "list", "taken_at": snap.taken_at if snap is not None else now,
            "data": data}


@router.get("/fleet")
async def get_fleet(state: Annotated[State, Depends(_state)]) -> dict[str, Any]:
    fleet_state = state.extras.get("fleet_state")
    return fleet_view(state.fleet, fleet_state if isinstance(fleet_state, FleetState) else None)


class RouteIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    request: dict[str, Any]  # the body a client would POST
    endpoint: Literal["chat", "completions"] = "chat"
    policy: str | None = None  # a policy name; None: the default, as for a key without one


def workload_view(w: Workload) -> dict[str, Any]:
    return {"label": w.label, "kind": w.kind, "grounding": w.grounding, "shape": w.shape,
            "prompt_tokens": w.prompt_tokens, "expected_output_tokens": w.expected_output_tokens,
            "spec_friendly": w.spec_friendly, "sampling_penalty": round(w.sampling_penalty, 4)}


@router.post("/route")
async def explain_route(body: RouteIn, state: Annotated[State, Depends(_state)]) -> dict[str, Any]:
    request = (validate.chat_body(body.request) if body.endpoint == "chat"
               else validate.completion_body(body.request))
    model = state.fleet.model(request["model"])
    if model is None:
        raise NotFound(f"The model `{request['model']}` does not exist.", param="model")
    workload = classify(request)
    decision = state.router.explain(model, workload, policy=body.policy)
    if "requested_policy" in decision.details:
        raise InvalidRequest(f"There is no policy `{body.policy}`.", param="policy",
                             code="unknown_policy")
    return {"object": "route", "model": model.name, "workload": workload_view(workload),
            "backends": [b.name for b in decision.backends], "reason": decision.reason,
            "decision": decision.details}
