"""The gateway on a real three-node Redis Cluster: shared limits, the usage stream, start checks."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from gateway.app import create_app
from gateway.config.fleet import parse_fleet
from gateway.config.settings import Settings
from gateway.redis_client import RedisModeError
from tests.conftest import (
    MODEL,
    REDIS_URL,
    Gateway,
    fresh_pg_database,
    poll_until,
    running_gateway,
    standard_fleet,
)
from tests.metering.helpers import FAST, set_price, wait_events


def chat() -> dict[str, Any]:
    return {"model": MODEL, "messages": [{"role": "user", "content": "Say hello."}],
            "max_tokens": 8, "temperature": 0}


@contextlib.contextmanager
def cluster_gateways(n: int, backends: dict[str, str], cluster_url: str,
                     tmp_path: Path) -> Iterator[list[Gateway]]:
    """``n`` gateway replicas on one PostgreSQL database and the cluster."""
    with fresh_pg_database() as url, contextlib.ExitStack() as stack:
        yield [stack.enter_context(running_gateway(
            standard_fleet(backends), database_url=url, redis_url=cluster_url,
            redis_cluster=True, usage_spool_dir=tmp_path / f"spool-{i}", **FAST))
            for i in range(n)]


def test_replicas_share_limits_and_meter_every_request_through_a_cluster(
    sim_backends: dict[str, str], redis_cluster_url: str, tmp_path: Path
) -> None:
    """Two replicas on a cluster: a key's rpm counts the requests of both (the counters of a
    tenant and its key share one slot), every served request reaches the database through the
    usage stream on the cluster, and both replicas are ready."""
    with cluster_gateways(2, sim_backends, redis_cluster_url, tmp_path) as (a, b):
        tenant = a.new_tenant()
        created = a.new_key(tenant)
        set_price(a, MODEL, "1", "2")
        with a.admin() as admin:
            assert admin.put(f"/admin/v1/keys/{created['id']}/limits",
                             json={"rpm": 3}).status_code == 200
            assert admin.put(f"/admin/v1/tenants/{tenant}/limits",
                             json={"tpm": 100_000}).status_code == 200
        for gw in (a, b):  # b learns the limits by polling the database
            book = gw.app.state.gw.meter.book
            poll_until(lambda book=book: len(book.scopes(created["tenant_id"], created["id"])),
                       lambda n: n == 2)
        with a.client(created["key"]) as ca, b.client(created["key"]) as cb:
            served = [ca.post("/v1/chat/completions", json=chat()),
                      cb.post("/v1/chat/completions", json=chat()),
                      cb.post("/v1/chat/completions", json=chat())]
            refused = ca.post("/v1/chat/completions", json=chat())
        assert [r.status_code for r in served] == [200, 200, 200], served[-1].text
        assert served[-1].headers["x-ratelimit-remaining-requests"] == "0"
        assert refused.status_code == 429, refused.text
        assert refused.json()["error"]["code"] == "rate_limit_exceeded"
        items, totals = wait_events(a, tenant, 3)
        assert {i["id"] for i in items} == {r.json()["id"] for r in served}
        assert totals[-1]["price_micros"] > 0
        for gw in (a, b):
            ready = httpx.get(f"{gw.url}/readyz", timeout=10)
            assert ready.status_code == 200, ready.text
            assert ready.json()["checks"]["redis"] == "ok"


@pytest.mark.parametrize("which", ["cluster without the setting", "the setting without a cluster"])
def test_start_refuses_a_client_of_the_wrong_kind(
    which: str, redis_cluster_url: str, tmp_path: Path
) -> None:
    """A plain client on a cluster would get MOVED for most keys, a cluster client on a plain
    server fails on its first command: either way the start says which setting to change."""
    url, cluster = ((redis_cluster_url, False) if which.startswith("cluster")
                    else (REDIS_URL, True))
    settings = Settings(database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db", redis_url=url,
                        redis_cluster=cluster, usage_spool_dir=tmp_path / "spool")
    unreachable = {"vllm-a": "http://127.0.0.1:1", "tgi-a": "http://127.0.0.1:2"}
    app = create_app(settings, parse_fleet(standard_fleet(unreachable)), migrate=True)

    async def start() -> None:
        async with app.router.lifespan_context(app):
            pass

    with pytest.raises(RedisModeError, match="SPECGATE_REDIS_CLUSTER"):
        asyncio.run(start())


def test_a_streams_clock_is_read_on_the_node_that_holds_it(redis_cluster_url: str) -> None:
    """Stream ids come from the clock of the node holding the stream; a replica that starts
    reading "from now" asks that node, not whichever node a cluster client picks."""
    import redis as sync_redis

    from gateway.redis_client import connect, server_time
    from tests.redis_cluster import nodes

    by_port = {n.port: sync_redis.Redis(port=n.port) for n in nodes(redis_cluster_url)}

    def time_calls() -> dict[int, int]:
        return {port: int(c.info("commandstats").get("cmdstat_time", {}).get("calls", 0))
                for port, c in by_port.items()}

    async def ask(stream: str) -> tuple[int, int]:
        client = connect(redis_cluster_url, cluster=True)
        try:
            await client.initialize()
            holder = client.get_node_from_key(stream)
            assert holder is not None
            before = time_calls()
            got = await server_time(client, stream)
            after = time_calls()
            assert [p for p in after if after[p] > before[p]] == [holder.port]
            return got
        finally:
            await client.aclose()

    try:
        for stream in ("a:placements", "b:placements", "c:placements", "d:placements"):
            sec, _ = asyncio.run(ask(stream))
            assert abs(sec - time.time()) < 60
    finally:
        for c in by_port.values():
            c.close()
