"""`specgate meter-writer`: the usage stream written by a process of its own, drained on SIGTERM."""

from __future__ import annotations

import asyncio
import os
import secrets
import signal
import subprocess
import sys
import time
from pathlib import Path

from redis.asyncio import Redis
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gateway.db.migrate import upgrade
from gateway.db.models import UsageEvent, UsageRollup
from gateway.db.session import make_engine
from gateway.metering.redis_stream import RedisEventStream
from tests.conftest import REDIS_URL, fresh_pg_database
from tests.metering.test_write_path import event

REPO = Path(__file__).resolve().parents[2]


async def add(stream_name: str, first: int, n: int) -> None:
    redis = Redis.from_url(REDIS_URL)
    try:
        await RedisEventStream(redis, stream_name).add(
            [event(i).dumps() for i in range(first, first + n)])
    finally:
        await redis.aclose()


async def drop(stream_name: str) -> None:
    redis = Redis.from_url(REDIS_URL)
    await redis.delete(stream_name)
    await redis.aclose()


async def counts(url: str) -> tuple[int, int]:
    engine = make_engine(url)
    try:
        async with AsyncSession(engine) as s:
            rows = (await s.execute(select(func.count(UsageEvent.id)))).scalar_one()
            rolled = (await s.execute(select(func.sum(UsageRollup.requests)))).scalar_one()
    finally:
        await engine.dispose()
    return int(rows), int(rolled or 0)


def test_writer_process_writes_the_stream_and_drains_on_sigterm(tmp_path: Path) -> None:
    name = f"test-usage-{secrets.token_hex(4)}"
    with fresh_pg_database() as url:
        upgrade(url)
        env = {**os.environ, "SPECGATE_DATABASE_URL": url, "SPECGATE_REDIS_URL": REDIS_URL,
               "SPECGATE_USAGE_STREAM": name, "SPECGATE_USAGE_FLUSH_INTERVAL_S": "0.05"}
        log = tmp_path / "writer.log"
        with open(log, "wb") as sink:
            proc = subprocess.Popen([sys.executable, "-m", "gateway", "meter-writer"], cwd=REPO,
                                    env=env, stdout=sink, stderr=subprocess.STDOUT)
        try:
            asyncio.run(add(name, 0, 250))
            deadline = time.monotonic() + 30
            while asyncio.run(counts(url)) != (250, 250):  # written while it runs
                assert proc.poll() is None, log.read_text()[-3000:]
                assert time.monotonic() < deadline, log.read_text()[-3000:]
                time.sleep(0.1)
            proc.send_signal(signal.SIGSTOP)  # paused: what arrives now waits in the stream
            asyncio.run(add(name, 250, 120))
            proc.send_signal(signal.SIGCONT)
            proc.send_signal(signal.SIGTERM)
            assert proc.wait(timeout=30) == 0, log.read_text()[-3000:]
        finally:
            if proc.poll() is None:
                proc.kill()
            asyncio.run(drop(name))
        assert asyncio.run(counts(url)) == (370, 370)  # drained before it exited
        assert "events written" in log.read_text()


def test_writer_refuses_to_start_without_redis(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "SPECGATE_REDIS_URL"}
    env["SPECGATE_DATABASE_URL"] = f"sqlite+aiosqlite:///{tmp_path / 'g.db'}"
    out = subprocess.run([sys.executable, "-m", "gateway", "meter-writer"], cwd=REPO, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "SPECGATE_REDIS_URL" in out.stderr
