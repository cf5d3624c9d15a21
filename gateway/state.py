"""The resources one gateway process holds for its lifetime, built in the app's lifespan."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from gateway.auth.cache import KeyCache
from gateway.auth.throttle import SignInThrottle
from gateway.backends.hosted import HostedClient
from gateway.backends.tgi import TGIClient
from gateway.backends.vllm import VLLMClient
from gateway.config.fleet import Fleet
from gateway.config.settings import Settings
from gateway.metering.buffer import UsageBuffer
from gateway.metering.meter import Meter
from gateway.redis_client import RedisClient
from gateway.routing.decision import Router

BackendClient = VLLMClient | TGIClient | HostedClient


@dataclass
class State:
    settings: Settings
    fleet: Fleet
    engine: AsyncEngine
    sessions: async_sessionmaker[AsyncSession]
    keys: KeyCache
    clients: dict[str, BackendClient]
    router: Router
    usage: UsageBuffer
    meter: Meter
    redis: RedisClient | None = None
    sign_ins: SignInThrottle = field(default_factory=SignInThrottle)
    extras: dict[str, Any] = field(default_factory=dict)
