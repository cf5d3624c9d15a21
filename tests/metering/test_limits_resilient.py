"""ResilientLimiter against Redis that is refused, silent, and stopped then started for real."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from redis.asyncio import Redis

from gateway.metering.limits import LimiterUnavailable, LimitSpec, Refusal, Reservation, Scope
from gateway.metering.limits_memory import MemoryLimiter
from gateway.metering.limits_redis import RedisLimiter
from gateway.metering.limits_resilient import ResilientLimiter
from tests.metering.helpers import wait_for_room_in_this_minute

REPO = Path(__file__).resolve().parents[2]

SCOPES = [Scope("key", "k", LimitSpec(rpm=2)), Scope("tenant", "t", LimitSpec(tpm=1_000))]


class Monotonic:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


Resilient = Callable[..., ResilientLimiter]


@pytest.fixture
async def resilient() -> AsyncIterator[Resilient]:
    """Builds ResilientLimiters over a Redis at ``url``; closes their clients afterwards."""
    clients: list[Redis] = []

    def build(url: str, *, fail_open: bool, clock: Monotonic | None = None) -> ResilientLimiter:
        clients.append(Redis.from_url(url))
        return ResilientLimiter(
            RedisLimiter(clients[-1], prefix="test-limits-resilient"),
            MemoryLimiter(),
            fail_open=fail_open,
            timeout_s=0.2,
            monotonic=clock or time.monotonic,
        )

    yield build
    for client in clients:
        await client.aclose()


async def test_fail_open_serves_with_local_limits_when_redis_is_refused(
    resilient: Resilient,
) -> None:
    limiter = resilient("redis://127.0.0.1:1", fail_open=True)
    assert not limiter.degraded
    started = time.perf_counter()
    first = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
    assert time.perf_counter() - started < 1.0  # bounded, whatever the client's retries
    assert limiter.degraded
    assert isinstance(first, Reservation) and first.origin == "memory"
    started = time.perf_counter()
    assert isinstance(await limiter.reserve(SCOPES, tokens=100, cost_micros=0), Reservation)
    refusal = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
    assert time.perf_counter() - started < 0.05  # no probing between probe intervals
    assert isinstance(refusal, Refusal) and refusal.scope.name == "key:k"  # local rpm=2 holds
    await limiter.release(first)
    assert isinstance(await limiter.reserve(SCOPES, tokens=100, cost_micros=0), Reservation)


async def test_fail_closed_refuses_when_redis_is_refused(resilient: Resilient) -> None:
    limiter = resilient("redis://127.0.0.1:1", fail_open=False)
    with pytest.raises(LimiterUnavailable):
        await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
    assert limiter.degraded
    with pytest.raises(LimiterUnavailable):
        await limiter.reserve(SCOPES, tokens=100, cost_micros=0)


@pytest.fixture
async def silent_server() -> AsyncIterator[int]:
    """A TCP server that accepts and never answers: a partition, not a refusal."""
    clients: list[asyncio.StreamWriter] = []

    async def swallow(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        clients.append(writer)
        while await reader.read(4096):
            pass

    server = await asyncio.start_server(swallow, "127.0.0.1", 0)
    yield server.sockets[0].getsockname()[1]
    for writer in clients:
        writer.close()
    server.close()


async def test_a_silent_redis_is_bounded_by_the_timeout(
    resilient: Resilient, silent_server: int
) -> None:
    limiter = resilient(f"redis://127.0.0.1:{silent_server}", fail_open=True)
    started = time.perf_counter()
    result = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
    assert 0.15 < time.perf_counter() - started < 1.0
    assert isinstance(result, Reservation) and result.origin == "memory" and limiter.degraded


@pytest.fixture
def redis_port(tmp_path: Path) -> Iterator[tuple[int, list[subprocess.Popen[bytes]]]]:
    """A port for a private redis-server that the test starts and stops (ours to kill)."""
    procs: list[subprocess.Popen[bytes]] = []
    yield free_port(), procs
    for proc in procs:
        proc.kill()
        proc.wait()


def start_redis(port: int, cwd: Path) -> subprocess.Popen[bytes]:
    cmd = ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
           "--appendonly", "no"]  # fmt: skip
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return proc
        time.sleep(0.02)
    proc.kill()
    raise RuntimeError("redis-server did not start")


async def test_recovers_when_redis_comes_back_and_degrades_when_it_goes(
    resilient: Resilient, redis_port: tuple[int, list[subprocess.Popen[bytes]]], tmp_path: Path
) -> None:
    port, procs = redis_port
    clock = Monotonic()
    limiter = resilient(f"redis://127.0.0.1:{port}", fail_open=True, clock=clock)
    local = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
    assert limiter.degraded and isinstance(local, Reservation) and local.origin == "memory"

    procs.append(start_redis(port, tmp_path))
    still_local = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
    assert isinstance(still_local, Reservation) and still_local.origin == "memory"  # no probe yet
    clock.now += 1.0
    shared = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
    assert isinstance(shared, Reservation) and shared.origin == "redis"
    assert not limiter.degraded
    await limiter.settle(local, tokens=10, cost_micros=0)  # goes to the store that holds it
    await limiter.release(still_local)  # the local rpm=2 now has room for one again

    procs[0].kill()
    procs[0].wait()
    await limiter.settle(shared, tokens=10, cost_micros=0)  # refund lost, no error
    assert limiter.degraded
    after = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
    assert isinstance(after, Reservation) and after.origin == "memory"


# The burst scenarios below run in a fresh process, as the gateway does: what they measure is
# this process's own event loop, and the test runner's threads (simulated engines finishing
# earlier tests' streams, servers of other fixtures) hold the GIL long enough to turn 3 ms steps
# into 8 ms ones. Each builds the limiter as ``wiring.py`` does (0.2 s timeout, failing open, a
# blocking pool of ``connections`` with as many slots), fires ``burst`` reservations against one
# key among ``busy`` other requests (``steps`` steps of 3 ms each), and reports what it saw.
BURST = r"""
import asyncio, json, sys, time
from redis.asyncio import BlockingConnectionPool, Redis
from gateway.metering.limits import LimitSpec, Reservation, Scope
from gateway.metering.limits_memory import MemoryLimiter
from gateway.metering.limits_redis import RedisLimiter
from gateway.metering.limits_resilient import ResilientLimiter

async def main(cfg):
    pool = BlockingConnectionPool.from_url(cfg["url"], max_connections=cfg["connections"],
                                           timeout=10)
    client = Redis(connection_pool=pool)
    limiter = ResilientLimiter(RedisLimiter(client, prefix=cfg["prefix"]), MemoryLimiter(),
                               fail_open=True, timeout_s=0.2, max_in_flight=cfg["connections"])
    warm = [Scope("key", "warm-up", LimitSpec(rpm=1_000))]
    await asyncio.gather(*(limiter.reserve(warm, tokens=1, cost_micros=0)
                           for _ in range(cfg["warm"])))
    scopes = [Scope("key", "burst", LimitSpec(rpm=cfg["rpm"]))]

    async def request():  # another request's handling, in steps of 3 ms of this loop's time
        for _ in range(cfg["steps"]):
            time.sleep(0.003)
            await asyncio.sleep(0)

    results = (await asyncio.gather(
        *(limiter.reserve(scopes, tokens=1, cost_micros=0) for _ in range(cfg["burst"])),
        *(request() for _ in range(cfg["busy"]))))[:cfg["burst"]]
    origins = [r.origin for r in results if isinstance(r, Reservation)]
    print(json.dumps({"degraded": limiter.degraded, "redis": origins.count("redis"),
                      "memory": origins.count("memory")}), flush=True)
    await client.aclose()

asyncio.run(main(json.loads(sys.argv[1])))
"""


def burst(*, connections: int, warm: int = 0, busy: int = 0, steps: int = 0) -> dict[str, Any]:
    """Run ``BURST`` in a fresh process: 600 reservations against a limit of 250 a minute."""
    cfg = {"url": "redis://127.0.0.1:6379", "prefix": f"test-limits-pooled-{time.time_ns()}",
           "connections": connections, "warm": warm, "busy": busy, "steps": steps,
           "burst": 600, "rpm": 250}
    wait_for_room_in_this_minute(15)
    done = subprocess.run([sys.executable, "-c", BURST, json.dumps(cfg)], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return report


def test_a_burst_larger_than_the_pool_is_not_an_outage() -> None:
    """Reservations waiting for one of the pool's connections are not Redis being slow: a burst
    of 600 over 2 connections (about a millisecond per Lua call here, so ~0.3 s in all) stays
    on the shared limits, admits exactly the limit, and never degrades."""
    assert burst(connections=2) == {"degraded": False, "redis": 250, "memory": 0}


def test_replies_held_up_by_our_own_busy_loop_are_not_an_outage() -> None:
    """Under a burst the gateway's event loop is busy serving requests, and Redis replies wait
    behind that work; while the store keeps answering, a reservation waits for its reply rather
    than declaring Redis down after ``timeout_s`` of its own. Wired as ``wiring.py`` wires it
    (64 connections), already in use, then 600 reservations among 100 other requests: each
    loop turn runs 100 requests' steps (0.3 s) before the replies read in it resume."""
    report = burst(connections=64, warm=64, busy=100, steps=6)
    assert report == {"degraded": False, "redis": 250, "memory": 0}


async def test_a_cluster_that_goes_away_is_an_outage_not_an_error() -> None:
    """On a Redis Cluster the errors of an outage are the cluster client's own (no node
    reachable, the slot's primary gone): the limiter falls back to local limits as on one
    server, instead of failing the request."""
    from gateway.redis_client import connect
    from tests.redis_cluster import running_cluster

    with running_cluster() as cluster:
        client = connect(cluster.url, cluster=True, socket_connect_timeout=0.2,
                         socket_timeout=0.2)
        limiter = ResilientLimiter(RedisLimiter(client, prefix="test-limits-cluster-outage"),
                                   MemoryLimiter(), fail_open=True, timeout_s=0.5)
        try:
            shared = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
            assert isinstance(shared, Reservation) and shared.origin == "redis"
            cluster.stop()
            local = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
            assert isinstance(local, Reservation) and local.origin == "memory"
            assert limiter.degraded
            await limiter.settle(shared, tokens=10, cost_micros=0)  # refund lost, no error
        finally:
            await client.aclose()


async def test_a_slot_migrating_under_the_limits_is_an_outage_not_an_error(
    redis_cluster_url: str,
) -> None:
    """While the limiter's slot moves between nodes, a multi-key reserve gets TRYAGAIN until
    redis-py gives up ("TTL exhausted"): local limits serve meanwhile, and the shared ones
    return with the slot."""
    import redis as sync_redis

    from gateway.redis_client import connect
    from tests.redis_cluster import nodes

    prefix = f"test-limits-migrating-{time.time_ns()}"
    seed = sync_redis.Redis.from_url(redis_cluster_url)
    slot = int(seed.execute_command("CLUSTER", "KEYSLOT", "{" + prefix + "}"))
    listed = nodes(redis_cluster_url)
    owner = next(n for n in listed if any(slot in r for r in n.slots))
    other = next(n for n in listed if n is not owner)
    at_owner, at_other = (sync_redis.Redis(port=n.port) for n in (owner, other))
    client = connect(redis_cluster_url, cluster=True)
    limiter = ResilientLimiter(RedisLimiter(client, prefix=prefix), MemoryLimiter(),
                               fail_open=True, timeout_s=2.0)
    try:
        at_other.execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", owner.id)
        at_owner.execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", other.id)
        local = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
        assert isinstance(local, Reservation) and local.origin == "memory"
        assert limiter.degraded
    finally:
        for node in (at_owner, at_other):
            node.execute_command("CLUSTER", "SETSLOT", slot, "STABLE")
            node.close()
        seed.close()
    monotonic_later = time.monotonic() + 5
    while limiter.degraded and time.monotonic() < monotonic_later:  # the next probe
        shared = await limiter.reserve(SCOPES, tokens=100, cost_micros=0)
        await asyncio.sleep(0.05)
    assert not limiter.degraded and isinstance(shared, Reservation) and shared.origin == "redis"
    await client.aclose()
