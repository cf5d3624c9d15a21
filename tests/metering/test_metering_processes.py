"""Two real gateway processes (``specgate serve``) sharing PostgreSQL and Redis, 300 concurrent
requests: exactly one event per served request, totals equal the responses' usage, rollups
equal the raw events, RPM and budgets hold across both, and SIGTERM drains and flushes."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gateway.db import prices, tenants
from gateway.db.migrate import upgrade
from gateway.db.models import UsageEvent, UsageRollup
from gateway.db.session import make_engine, make_sessionmaker
from gateway.metering.limits import LimitSpec
from gateway.metering.pricing import Rate
from tests.conftest import ADMIN_TOKEN, MODEL, REDIS_URL, fresh_pg_database, standard_fleet
from tests.metering.helpers import wait_for_room_in_this_minute
from tests.servers import free_port

REPO = Path(__file__).resolve().parents[2]
RATE = Rate(100_000_000, 200_000_000)  # $100 / $200 per 1M tokens: visible micro-dollars
BUDGET = 300_000  # $0.30 a day for tenant b


async def _setup(url: str) -> dict[str, str]:
    engine = make_engine(url)
    try:
        async with make_sessionmaker(engine)() as s:
            out: dict[str, str] = {}
            for name in ("a", "b"):
                t = await tenants.create_tenant(s, name=f"proc-{name}")
                key = await tenants.create_key(s, tenant_ref=t.id)
                out[f"{name}_tenant"], out[f"{name}_key"] = t.id, key.secret
                out[f"{name}_key_id"] = key.record.id
            await prices.set_price(s, model=MODEL, input_micros=RATE.input_micros_per_mtok,
                                   output_micros=RATE.output_micros_per_mtok)
            await prices.set_limits(s, kind="key", ref=out["a_key_id"],
                                    spec=LimitSpec(rpm=150, tpm=10_000_000))
            await prices.set_limits(s, kind="tenant", ref=out["b_tenant"],
                                    spec=LimitSpec(daily_budget_micros=BUDGET))
            return out
    finally:
        await engine.dispose()


@contextmanager
def gateway_process(env: dict[str, str], config: Path, log: Path
                    ) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    port = free_port()
    with open(log, "wb") as sink:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gateway", "serve", "--config", str(config),
             "--port", str(port)],
            cwd=REPO, env={**os.environ, **env}, stdout=sink, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, log.read_text()[-3000:]
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "gateway process did not start"
            time.sleep(0.1)
        yield url, proc
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


BURST_S = 20.0  # the bursts below end well within this on a slow 2-core machine


async def _fire(urls: list[str], key: str, n: int) -> list[httpx.Response]:
    body = {"model": MODEL, "messages": [{"role": "user", "content": "Say hello to the team."}],
            "max_tokens": 24}
    limits = httpx.Limits(max_connections=200)
    async with httpx.AsyncClient(timeout=60, limits=limits,
                                 headers={"authorization": f"Bearer {key}"}) as c:
        return list(await asyncio.gather(*(
            c.post(f"{urls[i % 2]}/v1/chat/completions", json=body) for i in range(n))))


async def _db_state(url: str, tenant_id: str) -> dict[str, Any]:
    engine = make_engine(url)
    try:
        async with AsyncSession(engine) as s:
            rows = (await s.execute(select(
                UsageEvent.id, UsageEvent.prompt_tokens, UsageEvent.completion_tokens,
                UsageEvent.price_micros).where(UsageEvent.tenant_id == tenant_id))).all()
            rolled = (await s.execute(select(
                func.sum(UsageRollup.requests), func.sum(UsageRollup.prompt_tokens),
                func.sum(UsageRollup.completion_tokens), func.sum(UsageRollup.price_micros))
                .where(UsageRollup.tenant_id == tenant_id))).one()
    finally:
        await engine.dispose()
    return {"ids": [r[0] for r in rows],
            "sums": (len(rows), sum(r[1] for r in rows), sum(r[2] for r in rows),
                     sum(r[3] for r in rows)),
            "rollup": tuple(int(x or 0) for x in rolled)}


@pytest.mark.parametrize("writer", ["inline", "process"])
def test_two_processes_meter_exactly_and_hold_limits(
    sim_backends: dict[str, str], tmp_path: Path, writer: str
) -> None:
    """inline: each gateway writes the stream itself; process: each `serve` runs a meter-writer
    beside it, stops it after its worker flushed, and the writer drains the stream."""
    config = tmp_path / "fleet.yaml"
    plain = {name: str.__str__(url) for name, url in sim_backends.items()}
    config.write_text(yaml.safe_dump(standard_fleet(plain)))
    with fresh_pg_database() as url, ExitStack() as stack:
        upgrade(url)
        ids = asyncio.run(_setup(url))
        env = {"SPECGATE_DATABASE_URL": url, "SPECGATE_REDIS_URL": REDIS_URL,
               "SPECGATE_ADMIN_TOKEN": ADMIN_TOKEN, "SPECGATE_USAGE_FLUSH_INTERVAL_S": "0.05",
               "SPECGATE_USAGE_SPOOL_DIR": str(tmp_path / "spool"),
               "SPECGATE_USAGE_WRITER": writer}
        logs = [tmp_path / f"gateway-{i}.log" for i in range(2)]
        procs = [stack.enter_context(gateway_process(env, config, log)) for log in logs]
        urls = [u for u, _ in procs]

        async def both() -> tuple[list[httpx.Response], list[httpx.Response]]:
            a, b = await asyncio.gather(_fire(urls, ids["a_key"], 200),
                                        _fire(urls, ids["b_key"], 100))
            return a, b

        wait_for_room_in_this_minute(BURST_S)
        started = time.monotonic()
        a, b = asyncio.run(both())
        elapsed = time.monotonic() - started
        assert elapsed < BURST_S, "the burst outlasted its minute"
        for proc in (p for _, p in procs):  # graceful stop: drain, settle, flush
            proc.send_signal(signal.SIGTERM)
        for (_, proc), log in zip(procs, logs, strict=True):
            # uvicorn shuts down gracefully, then re-raises the signal it caught
            assert proc.wait(timeout=90) in (0, -signal.SIGTERM), log.read_text()[-3000:]
            assert "Application shutdown complete" in log.read_text()

        # RPM 150 on key a, across both processes
        ok_a = [r for r in a if r.status_code == 200]
        refused_a = [r for r in a if r.status_code == 429]
        assert len(ok_a) + len(refused_a) == 200
        assert 140 <= len(ok_a) <= 150, (len(ok_a), elapsed)
        assert all(r.json()["error"]["type"] == "requests" for r in refused_a)
        assert all("retry-after" in r.headers for r in refused_a)
        assert all("x-ratelimit-remaining-requests" in r.headers for r in ok_a)

        # exactly one event per served request; totals equal what the responses said
        for tenant, responses in (("a", ok_a), ("b", [r for r in b if r.status_code == 200])):
            state = asyncio.run(_db_state(url, ids[f"{tenant}_tenant"]))
            assert sorted(state["ids"]) == sorted(r.json()["id"] for r in responses)
            usage = [r.json()["usage"] for r in responses]
            expected = (len(usage), sum(u["prompt_tokens"] for u in usage),
                        sum(u["completion_tokens"] for u in usage),
                        sum(RATE.charge(u["prompt_tokens"], u["completion_tokens"])
                            for u in usage))
            assert state["sums"] == expected
            assert state["rollup"] == expected

        # the daily budget on tenant b held across both processes
        spent_b = sum(RATE.charge(r.json()["usage"]["prompt_tokens"],
                                  r.json()["usage"]["completion_tokens"])
                      for r in b if r.status_code == 200)
        worst = RATE.charge(64, 24)  # the prompt (with its template) is ~20 tokens
        assert spent_b <= BUDGET + worst
        assert any(r.status_code == 429 and r.json()["error"]["code"] == "insufficient_quota"
                   for r in b)
