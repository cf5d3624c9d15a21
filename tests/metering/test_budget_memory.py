"""A spent budget stays spent: across a gateway restart, and when Redis loses its counters."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from redis import Redis

from tests.conftest import (
    MODEL,
    REDIS_URL,
    Gateway,
    fresh_pg_database,
    running_gateway,
    standard_fleet,
)
from tests.metering.helpers import FAST, set_price, wait_events

ASK = {"model": MODEL, "max_tokens": 24, "temperature": 0,
       "messages": [{"role": "user", "content": "Name three rivers in Europe."}]}


@contextlib.contextmanager
def database(kind: str, tmp_path: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path}/gw.db"
    else:
        with fresh_pg_database() as url:
            yield url


def ask(gw: Gateway, key: str) -> httpx.Response:
    with gw.client(key) as c:
        return c.post("/v1/chat/completions", json=ASK)


@pytest.mark.parametrize(("kind", "scope", "budget"), [
    ("sqlite", "tenant", "monthly_budget"), ("postgres+redis", "tenant", "daily_budget"),
    ("postgres+redis", "key", "monthly_budget"), ("sqlite", "key", "daily_budget")])
def test_a_spent_budget_stays_spent_after_a_restart(
        kind: str, scope: str, budget: str, sim_backends: dict[str, str], tmp_path: Path) -> None:
    redis_url = None if kind == "sqlite" else REDIS_URL
    fleet = standard_fleet(sim_backends)
    with database(kind, tmp_path) as url:
        with running_gateway(fleet, database_url=url, redis_url=redis_url, **FAST) as gw:
            tenant = gw.new_tenant()
            created = gw.new_key(tenant)
            key = created["key"]
            set_price(gw, MODEL, "1000", "1000")  # a tenth of a cent a token
            with gw.admin() as a:
                tenants = a.get("/admin/v1/tenants").json()["data"]
                sid = (next(t["id"] for t in tenants if t["name"] == tenant)
                       if scope == "tenant" else created["id"])
                where = f"tenants/{tenant}" if scope == "tenant" else f"keys/{created['id']}"
                assert a.put(f"/admin/v1/{where}/limits",
                             json={budget: "0.30"}).status_code == 200
            statuses = []
            while len(statuses) < 10 and 429 not in statuses:
                statuses.append(ask(gw, key).status_code)
            served = statuses.count(200)
            assert statuses[-1] == 429 and served >= 1, statuses
            wait_events(gw, tenant, served)
        if redis_url is not None:  # as a Redis restart or an eviction would leave it
            with Redis.from_url(redis_url) as r:
                lost = list(r.scan_iter(match=f"*:{scope}:{sid}:*"))
                assert lost and r.delete(*lost) == len(lost)
        with running_gateway(fleet, database_url=url, redis_url=redis_url, **FAST) as again:
            refused = ask(again, key)
    assert refused.status_code == 429, refused.text
    assert refused.json()["error"]["code"] == "insufficient_quota"
