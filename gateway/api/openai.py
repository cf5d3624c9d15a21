"""The OpenAI-compatible routes: /v1/chat/completions, /v1/completions, /v1/models.

Plain Starlette endpoints (no per-request dependency resolution or body models): the hot path
reads and checks only what it needs, see ``gateway.api.validate``. The two completion routes
are raw ASGI (``gateway.api.hot``), normally reached without going through FastAPI at all.
"""

from __future__ import annotations

import orjson
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from gateway.api.auth import authenticate
from gateway.api.hot import HotRoute
from gateway.api.proxy import resolve_model
from gateway.state import State


async def list_models(request: Request) -> Response:
    state: State = request.app.state.gw
    principal = await authenticate(request, state)
    created = state.extras.get("started_at", 0)
    data = [
        {"id": m.name, "object": "model", "created": created, "owned_by": "specgate"}
        for m in state.fleet.models
        if m.open_to(principal.tenant_name) and principal.may_use(m.name)
    ]
    return Response(orjson.dumps({"object": "list", "data": data}), media_type="application/json")


async def retrieve_model(request: Request) -> Response:
    state: State = request.app.state.gw
    principal = await authenticate(request, state)
    model = resolve_model(state, principal, request.path_params["model"])
    created = state.extras.get("started_at", 0)
    body = {"id": model.name, "object": "model", "created": created, "owned_by": "specgate"}
    return Response(orjson.dumps(body), media_type="application/json")


routes = [
    Route("/v1/chat/completions", HotRoute("chat"), methods=["POST"]),
    Route("/v1/completions", HotRoute("completions"), methods=["POST"]),
    Route("/v1/models", list_models, methods=["GET"]),
    Route("/v1/models/{model:path}", retrieve_model, methods=["GET"]),
]
