"""The real gateway as a child process (``python -m gateway serve``) on a fresh SQLite file.

``SPECGATE_BENCH_WORKERS=N`` (default 1) runs N uvicorn workers; with more than one they share
the fleet state, limits and placements through Redis at ``SPECGATE_BENCH_REDIS`` (default
database 15 of the local server, flushed before each start so no run learns from another).
``SPECGATE_SHARE_PLACEMENTS=false`` in the environment turns the shared placements off.
When a replay ends, what the router had measured is kept in the work directory for diagnosis:
``gateway-metrics.txt`` (its ``/metrics``) and ``gateway-fleet.json`` (``/admin/v1/fleet``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import httpx


@dataclass(frozen=True)
class Gateway:
    url: str
    keys: dict[str, str]  # policy name ("" = none) -> API key secret
    db_url: str


_KEYS_SCRIPT = """
import asyncio, json, sys
from gateway.db import tenants
from gateway.db.migrate import upgrade
from gateway.db.session import make_engine, make_sessionmaker

async def main(url, policies):
    engine = make_engine(url)
    async with make_sessionmaker(engine)() as s:
        await tenants.create_tenant(s, name="bench")
        out = {}
        for p in policies:
            k = await tenants.create_key(s, tenant_ref="bench", name=p or "default",
                                         policy=p or None)
            out[p] = k.secret
    await engine.dispose()
    print(json.dumps(out))

upgrade(sys.argv[1])
asyncio.run(main(sys.argv[1], json.loads(sys.argv[2])))
"""


async def _make_keys(
    db_url: str, policies: list[str], env: dict[str, str], cwd: str | None
) -> dict[str, str]:
    """Migrate the database and create one key per policy, with the gateway's own code."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        _KEYS_SCRIPT,
        db_url,
        json.dumps(policies),
        env=env,
        cwd=cwd,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await proc.communicate()
    if proc.returncode != 0:
        raise RuntimeError(f"creating bench keys failed: {err.decode()[-2000:]}")
    keys: dict[str, str] = json.loads(out.decode().strip().splitlines()[-1])
    return keys


async def _flush(redis_url: str) -> None:
    from redis.asyncio import Redis

    client = Redis.from_url(redis_url)
    try:
        await client.flushdb()
    finally:
        await client.aclose()


@contextlib.asynccontextmanager
async def run_gateway(
    fleet_file: Path,
    workdir: Path,
    *,
    port: int,
    policies: list[str],
    src: Path | None = None,
    time_scale: float = 1.0,
) -> AsyncIterator[Gateway]:
    """Start the gateway for ``fleet_file`` with one key per policy; stop it when done.

    ``src``: a source tree to import ``gateway`` from (default: the installed package)."""
    workdir.mkdir(parents=True, exist_ok=True)
    db = workdir / "specgate.db"
    for stale in (db, db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")):
        stale.unlink(missing_ok=True)
    db_url = f"sqlite+aiosqlite:///{db}"
    env = {
        **os.environ,
        "SPECGATE_DATABASE_URL": db_url,
        "SPECGATE_CONFIG": str(fleet_file),
        "SPECGATE_RETRY_OTHER_BACKEND": "true",
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        # the gateway's own TTFT/TPOT measurements are wall seconds: scale them back to
        # simulated seconds before the router learns from them
        "SPECGATE_MEASURED_TIME_SCALE": str(time_scale),
        # scrape every ~1.5 simulated seconds (the default 1.5 s wall would be 12-30 simulated
        # seconds of staleness at these time scales), but not faster than 20 times a second
        "SPECGATE_SCRAPE_INTERVAL_S": str(max(0.05, 1.5 / time_scale)),
        "SPECGATE_ADMIN_TOKEN": (admin := f"bench-{secrets.token_hex(8)}"),
    }
    env.pop("SPECGATE_REDIS_URL", None)
    workers = int(os.environ.get("SPECGATE_BENCH_WORKERS", "1"))
    if workers > 1:
        env["SPECGATE_REDIS_URL"] = redis_url = os.environ.get(
            "SPECGATE_BENCH_REDIS", "redis://127.0.0.1:6379/15")
        await _flush(redis_url)
    if src is not None:  # run the gateway from another source tree (e.g. a clean export)
        env["PYTHONPATH"] = str(src)
    cwd = str(src) if src is not None else None
    keys = await _make_keys(db_url, policies, env, cwd)
    log = (workdir / "gateway.log").open("w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gateway",
            "serve",
            "--config",
            str(fleet_file),
            "--port",
            str(port),
            "--workers",
            str(workers),
        ],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=cwd,
        start_new_session=True,  # its workers are stopped with it, never left running
    )
    url = f"http://127.0.0.1:{port}"
    try:
        async with httpx.AsyncClient() as client:
            for _ in range(600):
                if proc.poll() is not None:
                    raise RuntimeError(f"gateway exited; see {workdir / 'gateway.log'}")
                with contextlib.suppress(httpx.HTTPError):
                    if (await client.get(f"{url}/healthz", timeout=1)).status_code == 200:
                        break
                await asyncio.sleep(0.1)
            else:
                raise RuntimeError("gateway did not start within 60 s")
        yield Gateway(url=url, keys=keys, db_url=db_url)
        async with httpx.AsyncClient() as client:  # what the router had measured, for diagnosis
            with contextlib.suppress(httpx.HTTPError):
                r = await client.get(f"{url}/metrics", timeout=5)
                (workdir / "gateway-metrics.txt").write_text(r.text)
                r = await client.get(f"{url}/admin/v1/fleet", timeout=5,
                                     headers={"authorization": f"Bearer {admin}"})
                if r.status_code == 200:  # an older source tree has no such route
                    (workdir / "gateway-fleet.json").write_text(r.text)
    finally:
        proc.terminate()  # requests still in flight get the gateway's graceful-shutdown time
        try:
            await asyncio.to_thread(proc.wait, 30)
        except subprocess.TimeoutExpired:
            proc.kill()
            await asyncio.to_thread(proc.wait)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)  # a uvicorn worker left behind (older trees;
            # gateway.workers runs each in a group of its own, and it stops when the parent goes)
        log.close()
