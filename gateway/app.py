"""The ASGI application: ``create_app(settings, fleet)`` wires routes and the lifespan's State."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import time
from collections.abc import AsyncIterator

from fastapi import FastAPI
from starlette.types import Receive, Scope, Send

from gateway import dashboard, metrics, tokenizer
from gateway.api import admin, admin_billing, admin_routing, errors, health, hot, openai
from gateway.api import usage as usage_api
from gateway.api.hot import HOT_PATHS
from gateway.auth.cache import KeyCache
from gateway.backends.hosted import HostedClient, TokenPrice
from gateway.backends.tgi import TGIClient
from gateway.backends.vllm import VLLMClient
from gateway.config.fleet import Engine, Fleet
from gateway.config.settings import Settings
from gateway.db.migrate import upgrade_async
from gateway.db.session import make_engine, make_sessionmaker
from gateway.metering.wiring import build_metering
from gateway.redis_client import check_mode, connect
from gateway.routing.placement_sync import PlacementSync
from gateway.routing.policy_store import PolicyStore
from gateway.routing.router import PolicyRouter
from gateway.routing.stats import FleetState, StatsConfig
from gateway.state import BackendClient, State

log = logging.getLogger(__name__)


def make_clients(fleet: Fleet) -> dict[str, BackendClient]:
    clients: dict[str, BackendClient] = {}
    for b in fleet.backends:
        match b.engine:
            case Engine.vllm:
                clients[b.name] = VLLMClient(b)
            case Engine.tgi:
                clients[b.name] = TGIClient(b)
            case Engine.litellm:
                clients[b.name] = HostedClient(b)
            case _:
                raise NotImplementedError(f"backend {b.name}: engine {b.engine.value}")
    return clients


def hosted_prices(clients: dict[str, BackendClient]) -> dict[str, TokenPrice]:
    """Per-token list prices of the hosted backends (imports litellm only if there are any)."""
    out: dict[str, TokenPrice] = {}
    for name, client in clients.items():
        if isinstance(client, HostedClient) and client.price is not None:
            out[name] = client.price
    return out


class Specgate(FastAPI):
    """FastAPI with a dispatcher in front: ``POST`` to the completion routes goes straight to
    the raw ASGI handlers (``gateway.api.hot``), everything else through FastAPI's stack."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "POST":
            # a trailing slash too: FastAPI would answer 307, which clients do not follow
            endpoint = HOT_PATHS.get(scope["path"]) or HOT_PATHS.get(scope["path"].rstrip("/"))
            if endpoint is not None:
                await hot.serve(self.state.gw, scope, receive, send, endpoint)
                return
        await super().__call__(scope, receive, send)


def create_app(settings: Settings, fleet: Fleet, *, migrate: bool | None = None) -> FastAPI:
    """``migrate`` defaults to True on SQLite (the embedded default upgrades itself)."""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if migrate if migrate is not None else settings.is_sqlite:
            await upgrade_async(settings.database_url)
        engine = make_engine(settings.database_url, pool_size=settings.db_pool_size,
                             max_overflow=settings.db_max_overflow)
        sessions = make_sessionmaker(engine)
        redis = None
        if settings.redis_url:
            redis = connect(settings.redis_url, cluster=settings.redis_cluster)
            await check_mode(redis, cluster=settings.redis_cluster)
        metering = build_metering(settings, engine, sessions)
        clients = make_clients(fleet)
        fleet_state = FleetState(fleet.backends, redis=redis, config=StatsConfig(
            interval_s=settings.scrape_interval_s, wall_time_scale=settings.measured_time_scale))
        policies = PolicyStore(settings.policies_dir)
        placements = (PlacementSync(redis, stream=f"{fleet_state.config.key_prefix}:placements",
                                    clock_scale=settings.measured_time_scale)
                      if redis is not None and settings.share_placements else None)
        router = PolicyRouter(fleet_state, policies, prices=hosted_prices(clients),
                              clock=lambda: time.monotonic() * settings.measured_time_scale,
                              share=placements)
        state = State(
            settings=settings,
            fleet=fleet,
            engine=engine,
            sessions=sessions,
            keys=KeyCache(sessions, poll_s=settings.key_revocation_poll_s),
            clients=clients,
            router=router,
            usage=metering.usage,
            meter=metering.meter,
            redis=redis,
            extras={"started_at": int(time.time()), "fleet_state": fleet_state,
                    "policies": policies},
        )
        app.state.gw = state
        state.keys.start()
        await metering.start()
        await fleet_state.start()
        if placements is not None:
            await placements.start(router)
        refresher = asyncio.create_task(metrics.refresh_loop(state), name="metrics-refresh")
        # Everything loaded so far (FastAPI, SQLAlchemy, pydantic, tiktoken: ~130k objects)
        # lives as long as the process: keep it out of the cyclic GC, whose full collections
        # otherwise stop the event loop for 30-70 ms every few thousand requests (p99 tails).
        await asyncio.to_thread(tokenizer.encoding)  # load it now, not on a first request
        gc.collect()
        gc.freeze()
        try:
            yield
        finally:
            refresher.cancel()
            await fleet_state.stop()
            await state.keys.stop()
            await metering.stop()  # by now the requests cancelled at shutdown have ended
            if placements is not None:
                await placements.stop()  # ... and their ends are among what it sends last
            for client in state.clients.values():
                await client.aclose()
            if redis is not None:
                await redis.aclose()
            await engine.dispose()
            metrics.process_exited(os.getpid())

    # the schema only: Swagger UI's page loads its script from a CDN, where an admin token
    # pasted into "Authorize" would sit beside third-party code (and it fails offline)
    app = Specgate(title="specgate", version="0.1.0", lifespan=lifespan,
                   docs_url=None, redoc_url=None, openapi_url="/admin/openapi.json")
    errors.register(app)
    app.router.routes.extend(openai.routes)
    app.router.routes.extend(health.routes)
    app.include_router(admin.router)
    app.include_router(admin_billing.router)
    app.include_router(admin_routing.router)
    app.router.routes.extend(usage_api.routes)
    app.router.routes.extend(dashboard.routes)
    return app
