"""Liveness (/healthz), readiness (/readyz: database, Redis, backends) and /metrics (Prometheus)."""

from __future__ import annotations

import asyncio

import orjson
from sqlalchemy import text
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from gateway import metrics
from gateway.state import State

CHECK_TIMEOUT_S = 2.0


async def healthz(request: Request) -> Response:
    return Response(b'{"status":"ok"}', media_type="application/json")


async def _database(state: State) -> str:
    async with state.engine.connect() as conn:
        await conn.execute(text("SELECT 1"))
    return "ok"


async def _redis(state: State) -> str:
    if state.redis is None:
        return "not configured (in-process state)"
    await state.redis.ping()
    return "ok"


async def readyz(request: Request) -> Response:
    state: State = request.app.state.gw
    checks: dict[str, str] = {}
    ready = True
    for name, probe in (("database", _database), ("redis", _redis)):
        try:
            checks[name] = await asyncio.wait_for(probe(state), CHECK_TIMEOUT_S)
        except Exception as exc:
            checks[name] = f"error: {type(exc).__name__}: {exc}"[:300]
            ready = False
    checks["usage_pending"] = str(state.usage.pending)
    checks["usage_spooled_segments"] = str(state.usage.spooled_segments)
    checks["limits"] = ("degraded: Redis unreachable, per-process limits" if state.meter.degraded
                        else "ok")
    body = {"status": "ready" if ready else "not ready", "checks": checks}
    return Response(orjson.dumps(body), status_code=200 if ready else 503,
                    media_type="application/json")


async def metrics_endpoint(request: Request) -> Response:
    body, content_type = metrics.exposition(request.app.state.gw)
    return Response(body, headers={"content-type": content_type})


routes = [Route("/healthz", healthz, methods=["GET"]), Route("/readyz", readyz, methods=["GET"]),
          Route("/metrics", metrics_endpoint, methods=["GET"])]
