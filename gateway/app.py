"""The ASGI application: ``create_app(settings, fleet)`` wires routes and the lifespan's State."""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import AsyncIterator

from fastapi import FastAPI
from redis.asyncio import Redis

from gateway.api import admin, admin_billing, errors, health, openai
from gateway.api import usage as usage_api
from gateway.auth.cache import KeyCache
from gateway.backends.tgi import TGIClient
from gateway.backends.vllm import VLLMClient
from gateway.config.fleet import Engine, Fleet
from gateway.config.settings import Settings
from gateway.db.migrate import upgrade_async
from gateway.db.session import make_engine, make_sessionmaker
from gateway.metering.wiring import build_metering
from gateway.routing.roundrobin import RoundRobinRouter
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
            case _:
                raise NotImplementedError(f"backend {b.name}: engine {b.engine.value}")
    return clients


def create_app(settings: Settings, fleet: Fleet, *, migrate: bool | None = None) -> FastAPI:
    """``migrate`` defaults to True on SQLite (the embedded default upgrades itself)."""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if migrate if migrate is not None else settings.is_sqlite:
            await upgrade_async(settings.database_url)
        engine = make_engine(settings.database_url)
        sessions = make_sessionmaker(engine)
        redis = Redis.from_url(settings.redis_url) if settings.redis_url else None
        metering = build_metering(settings, engine, sessions)
        state = State(
            settings=settings,
            fleet=fleet,
            engine=engine,
            sessions=sessions,
            keys=KeyCache(sessions, poll_s=settings.key_revocation_poll_s),
            clients=make_clients(fleet),
            router=RoundRobinRouter(),
            usage=metering.usage,
            meter=metering.meter,
            redis=redis,
            extras={"started_at": int(time.time())},
        )
        app.state.gw = state
        state.keys.start()
        await metering.start()
        try:
            yield
        finally:
            await state.keys.stop()
            await metering.stop()
            for client in state.clients.values():
                await client.aclose()
            if redis is not None:
                await redis.aclose()
            await engine.dispose()

    app = FastAPI(title="specgate", version="0.1.0", lifespan=lifespan,
                  docs_url="/admin/docs", redoc_url=None, openapi_url="/admin/openapi.json")
    errors.register(app)
    app.router.routes.extend(openai.routes)
    app.router.routes.extend(health.routes)
    app.include_router(admin.router)
    app.include_router(admin_billing.router)
    app.router.routes.extend(usage_api.routes)
    return app
