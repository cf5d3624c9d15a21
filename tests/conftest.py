"""Shared fixtures: real PostgreSQL and Redis, simulated vLLM/TGI backends, a running gateway."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
import secrets
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import httpx
import jsonschema
import pytest
import redis

from gateway.app import create_app
from gateway.config.fleet import Fleet, parse_fleet
from gateway.config.settings import Settings
from tests.servers import serve_in_thread

T = TypeVar("T")

PG_ADMIN_URL = os.environ.get("SPECGATE_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS_URL = os.environ.get("SPECGATE_TEST_REDIS", "redis://127.0.0.1:6379/0")
ADMIN_TOKEN = "test-admin-" + secrets.token_hex(8)
MODEL = "llama-test"
SIM_TIME_SCALE = 50.0  # simulated seconds per wall second in the session's simulated backends
SERVED = "meta-llama/Llama-3.1-8B-Instruct"


FIXTURES = Path(__file__).resolve().parent / "fixtures"


@functools.cache
def _openai_schemas() -> dict[str, Any]:
    return dict(json.loads((FIXTURES / "openai_schemas.json").read_text())["schemas"])


def assert_openai_shape(obj: Any, schema: str) -> None:
    """Validate against OpenAI's official JSON Schema (tests/fixtures/README.md)."""
    jsonschema.validate(obj, _openai_schemas()[schema])


async def _pg_exec(sql: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(PG_ADMIN_URL)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


@contextlib.contextmanager
def fresh_pg_database() -> Iterator[str]:
    """A new, empty PostgreSQL database; dropped afterwards."""
    name = f"specgate_test_{secrets.token_hex(4)}"
    asyncio.run(_pg_exec(f'CREATE DATABASE "{name}"'))
    base = PG_ADMIN_URL.rsplit("/", 1)[0].replace("postgresql://", "postgresql+asyncpg://")
    try:
        yield f"{base}/{name}"
    finally:
        asyncio.run(_pg_exec(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture(autouse=True)
def _config_env_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI exports ``--config`` as SPECGATE_CONFIG for the workers it starts; a test that
    runs it in this process must not hand that fleet file to every later test's CLI."""
    if "SPECGATE_CONFIG" in os.environ:
        monkeypatch.setenv("SPECGATE_CONFIG", os.environ["SPECGATE_CONFIG"])
    else:
        monkeypatch.delenv("SPECGATE_CONFIG", raising=False)


@pytest.fixture
def pg_url() -> Iterator[str]:
    with fresh_pg_database() as url:
        yield url


@pytest.fixture
def redis_url() -> Iterator[str]:
    client = redis.Redis.from_url(REDIS_URL)
    client.ping()
    yield REDIS_URL
    client.close()


def backend_entry(name: str, engine: str, url: str, method: str = "none", **spec: Any
                  ) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "name": name, "engine": engine, "base_url": url, "served_model": SERVED,
        "gpu_type": "A10G", "gpu_price_per_hour": "1.006",
        "timeouts": {"connect": 1.0, "read": 10.0},
    }
    if method != "none":
        entry["speculation"] = {"method": method, "num_speculative_tokens": 3, **spec}
    return entry


@pytest.fixture(scope="session")
def sim_backends() -> Iterator[dict[str, Any]]:
    """One simulated vLLM (n-gram) and one simulated TGI (draft heads) server for the session."""
    from gateway.sim.harness import running_backend

    specs = parse_fleet({"models": [{"name": MODEL, "backends": [
        backend_entry("vllm-a", "vllm", "http://127.0.0.1:1", "ngram"),
        backend_entry("tgi-a", "tgi", "http://127.0.0.1:2", "draft_heads"),
    ]}]})
    with contextlib.ExitStack() as stack:
        urls = {b.name: stack.enter_context(running_backend(b, time_scale=SIM_TIME_SCALE))
                for b in specs.backends}
        yield urls


@dataclass
class Gateway:
    url: str
    settings: Settings
    fleet: Fleet
    admin_headers: dict[str, str]
    keys: dict[str, str] = field(default_factory=dict)
    app: Any = None  # in this process: tests may read its live state (``app.state.gw``)

    def admin(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, headers=self.admin_headers, timeout=30)

    def new_tenant(self, name: str | None = None) -> str:
        name = name or f"t-{secrets.token_hex(4)}"
        with self.admin() as c:
            r = c.post("/admin/v1/tenants", json={"name": name})
            assert r.status_code == 201, r.text
        return name

    def new_key(self, tenant: str, **fields: Any) -> dict[str, Any]:
        with self.admin() as c:
            r = c.post("/admin/v1/keys", json={"tenant": tenant, **fields})
            assert r.status_code == 201, r.text
            return dict(r.json())

    def client(self, key: str) -> httpx.Client:
        return httpx.Client(base_url=self.url, headers={"authorization": f"Bearer {key}"},
                            timeout=30)


@contextlib.contextmanager
def running_gateway(fleet_doc: dict[str, Any], *, database_url: str, redis_url: str | None,
                    **overrides: Any) -> Iterator[Gateway]:
    overrides.setdefault("measured_time_scale", SIM_TIME_SCALE)
    settings = Settings(database_url=database_url, redis_url=redis_url,
                        admin_token=ADMIN_TOKEN, **overrides)
    fleet = parse_fleet(fleet_doc)
    app = create_app(settings, fleet, migrate=True)
    with serve_in_thread(app) as url:
        yield Gateway(url=url, settings=settings, fleet=fleet,
                      admin_headers={"authorization": f"Bearer {ADMIN_TOKEN}"}, app=app)


def standard_fleet(backends: dict[str, str]) -> dict[str, Any]:
    return {"models": [
        {"name": MODEL, "context_length": 8192, "backends": [
            backend_entry("vllm-a", "vllm", backends["vllm-a"], "ngram"),
        ]},
        {"name": "llama-tgi", "context_length": 8192, "backends": [
            backend_entry("tgi-a", "tgi", backends["tgi-a"], "draft_heads"),
        ]},
    ]}


@pytest.fixture(params=["sqlite", "postgres+redis"])
def gateway(request: pytest.FixtureRequest, sim_backends: dict[str, str],
            tmp_path: Any) -> Iterator[Gateway]:
    """The gateway over both simulated engines, on the embedded default and on PG + Redis."""
    if request.param == "sqlite":
        with running_gateway(standard_fleet(sim_backends),
                             database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                             redis_url=None) as gw:
            yield gw
    else:
        with fresh_pg_database() as url, running_gateway(
            standard_fleet(sim_backends), database_url=url, redis_url=REDIS_URL
        ) as gw:
            yield gw


@pytest.fixture
def tenant_key(gateway: Gateway) -> str:
    tenant = gateway.new_tenant()
    return str(gateway.new_key(tenant)["key"])


def poll_until(get: Callable[[], T], ok: Callable[[T], bool], timeout_s: float = 15.0) -> T:
    """``get()`` again until ``ok`` holds of it (for what the gateway does in the background:
    scrapes, learning, metering writes); fail with the last value if it never does."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = get()
        if ok(value):
            return value
        assert time.monotonic() < deadline, value
        time.sleep(0.05)


@pytest.fixture(scope="session")
def redis_cluster_url() -> Iterator[str]:
    """A real three-node Redis Cluster (``tests/redis_cluster.py``) for the session."""
    from tests.redis_cluster import running_cluster

    with running_cluster() as cluster:
        yield cluster.url
