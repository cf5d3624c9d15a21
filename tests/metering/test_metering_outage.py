"""PostgreSQL unreachable under load (a cut TCP proxy), then back: every event exactly once.

With Redis the events wait in the shared stream; without, in memory and then the disk spool.
The embedded variant also stops the gateway while the database is still down: its spool is
replayed by the next start.
"""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gateway.db.models import UsageEvent, UsageRollup
from gateway.db.session import make_engine
from tests.conftest import MODEL, REDIS_URL, fresh_pg_database, running_gateway, standard_fleet
from tests.metering.tcp_proxy import CuttableProxy

BODY = {"model": MODEL, "messages": [{"role": "user", "content": "Greet the team."}],
        "max_tokens": 12}


async def _stored(url: str) -> tuple[list[str], tuple[int, ...], tuple[int, ...]]:
    engine = make_engine(url)
    try:
        async with AsyncSession(engine) as s:
            ids = list((await s.scalars(select(UsageEvent.id))).all())
            raw = (await s.execute(select(func.count(), func.sum(UsageEvent.prompt_tokens),
                                          func.sum(UsageEvent.completion_tokens)))).one()
            rolled = (await s.execute(select(
                func.sum(UsageRollup.requests), func.sum(UsageRollup.prompt_tokens),
                func.sum(UsageRollup.completion_tokens)))).one()
    finally:
        await engine.dispose()
    return ids, tuple(int(x or 0) for x in raw), tuple(int(x or 0) for x in rolled)


def wait_stored(url: str, n: int, timeout_s: float = 30) -> tuple[list[str], Any, Any]:
    deadline = time.monotonic() + timeout_s
    while True:
        ids, raw, rolled = asyncio.run(_stored(url))
        if len(ids) >= n or time.monotonic() > deadline:
            return ids, raw, rolled
        time.sleep(0.1)


OUTAGE_S = 30.0  # how long PostgreSQL stays unreachable under load (with Redis buffering)


class Load:
    """Requests from a few client threads until stopped; collects the served request ids."""

    def __init__(self, url: str, key: str, threads: int = 6) -> None:
        self.url, self.key = url, key
        self.ids: list[str] = []
        self.usage: list[dict[str, int]] = []
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._threads = [threading.Thread(target=self._run, daemon=True) for _ in range(threads)]

    def _run(self) -> None:
        with httpx.Client(base_url=self.url, timeout=30,
                          headers={"authorization": f"Bearer {self.key}"}) as c:
            while not self._stop.is_set():
                r = c.post("/v1/chat/completions", json=BODY)
                with self._lock:
                    if r.status_code == 200:
                        self.ids.append(r.json()["id"])
                        self.usage.append(r.json()["usage"])
                    else:
                        self.errors.append(r.text)

    def done(self) -> int:
        with self._lock:
            return len(self.ids)

    def wait_for(self, n: int, timeout_s: float = 30) -> None:
        deadline = time.monotonic() + timeout_s
        while self.done() < n:
            assert time.monotonic() < deadline, f"only {self.done()} requests served"
            time.sleep(0.01)

    def __enter__(self) -> Load:
        for t in self._threads:
            t.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(timeout=30)


@pytest.mark.parametrize("kind", ["redis", "embedded"])
def test_database_outage_under_load_loses_and_doubles_nothing(
    kind: str, sim_backends: dict[str, str], tmp_path: Path
) -> None:
    fleet = standard_fleet(sim_backends)
    settings: dict[str, Any] = {"usage_flush_interval_s": 0.05, "limits_poll_s": 0.2,
                                "usage_spool_dir": tmp_path / "spool", "usage_max_pending": 40,
                                "key_revocation_poll_s": 0.5}
    redis_url = REDIS_URL if kind == "redis" else None
    with fresh_pg_database() as direct, CuttableProxy("127.0.0.1", 5432).running() as proxy:
        via_proxy = direct.replace("127.0.0.1:5432", f"127.0.0.1:{proxy.port}")
        assert via_proxy != direct
        with running_gateway(fleet, database_url=via_proxy, redis_url=redis_url,
                             **settings) as gw:
            tenant = gw.new_tenant()
            key = gw.new_key(tenant)["key"]
            with Load(gw.url, key) as load:
                load.wait_for(20)
                proxy.set_cut(True)  # PostgreSQL unreachable, requests keep coming
                outage_ends = time.monotonic() + (OUTAGE_S if kind == "redis" else 0)
                load.wait_for(load.done() + 150)
                ready = httpx.get(f"{gw.url}/readyz", timeout=10)
                assert ready.status_code == 503
                assert ready.json()["checks"]["database"].startswith("error")
                if kind == "embedded":
                    spool = tmp_path / "spool"
                    deadline = time.monotonic() + 15
                    while not any(spool.rglob("usage-*.jsonl")):  # memory bound reached
                        assert time.monotonic() < deadline, "nothing was spooled"
                        time.sleep(0.02)
                else:
                    while time.monotonic() < outage_ends:  # the 30 s outage, under load
                        load.wait_for(load.done() + 1)
                    proxy.set_cut(False)
                    load.wait_for(load.done() + 30)
            assert not load.errors, load.errors[:3]
        # the gateway stopped (drained and flushed); embedded: the database is still down
        served = load.ids
        if kind == "embedded":
            proxy.set_cut(False)
            with running_gateway(fleet, database_url=via_proxy, redis_url=None, **settings):
                ids, raw, rolled = wait_stored(direct, len(served))
        else:
            ids, raw, rolled = wait_stored(direct, len(served))
    assert sorted(ids) == sorted(served)  # every event there exactly once
    usage = load.usage
    assert raw == (len(served), sum(u["prompt_tokens"] for u in usage),
                   sum(u["completion_tokens"] for u in usage))
    assert rolled == raw
