"""What a simulated server holds while it runs (engine, metrics, faults) and its ASGI lifespan."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse

from gateway.config.fleet import Backend
from gateway.sim.engine import SimEngine, SimRequest
from gateway.sim.faults import Faults


@dataclass
class SimState:
    """Per-app state, built by ``build_app`` and reachable as ``app.state.sim``."""

    backend: Backend
    engine: SimEngine
    metrics: Any  # VllmMetrics | TgiMetrics
    faults: Faults
    context_length: int
    per_request_metrics: bool = True
    task: asyncio.Task[None] | None = None


def sim_state(request: Request) -> SimState:
    state: SimState = request.app.state.sim
    return state


def lifespan(
    state: SimState,
) -> Callable[[Starlette], contextlib.AbstractAsyncContextManager[None]]:
    """Start the engine's step loop with the app; cancel it (and fail in-flight work) on stop."""

    @contextlib.asynccontextmanager
    async def _lifespan(app: Starlette) -> AsyncIterator[None]:
        state.engine.bind_loop()
        state.task = asyncio.create_task(
            state.engine.run(), name=f"sim-engine-{state.backend.name}"
        )
        try:
            yield
        finally:
            state.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await state.task
            for r in [*state.engine.running, *state.engine.waiting]:
                state.engine.abort(r)

    return _lifespan


def ground_truth(req: SimRequest) -> dict[str, Any]:
    """The oracle's view of one request: true acceptance and timings (simulated seconds)."""
    return {
        "request_id": req.rid,
        "finished": req.finished,
        "prompt_tokens": len(req.prompt),
        "completion_tokens": len(req.output),
        "num_drafts": req.drafts,
        "num_draft_tokens": req.draft_tokens,
        "num_accepted_tokens": req.accepted,
        "acceptance_rate": req.acceptance,
        "mean_acceptance_length": (1 + req.accepted / req.drafts) if req.drafts else None,
        "arrival": req.arrival,
        "scheduled_at": req.scheduled_at,
        "first_token_at": req.first_token_at,
        "finished_at": req.finished_at,
        "preemptions": req.preemptions,
    }


async def sim_request_info(request: Request) -> JSONResponse:
    """GET /sim/requests/{rid}: ground truth for a finished (or running) request."""
    st = sim_state(request)
    rid = request.path_params["rid"]
    req = st.engine.finished_log.get(rid) or next(
        (r for r in [*st.engine.running, *st.engine.waiting] if r.rid == rid), None
    )
    if req is None:
        return JSONResponse({"error": f"unknown request {rid}"}, status_code=404)
    return JSONResponse(ground_truth(req))


def sim_headers(req: SimRequest, *, final: bool) -> dict[str, str]:
    """Simulator-only response headers: the request id, and for complete bodies the truth."""
    h = {"x-sim-request-id": req.rid}
    if final and req.acceptance is not None:
        h["x-sim-acceptance"] = f"{req.acceptance:.4f}"
        h["x-sim-mean-acceptance-length"] = f"{1 + req.accepted / max(1, req.drafts):.4f}"
    return h
