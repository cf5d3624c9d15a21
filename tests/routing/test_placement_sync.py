"""Replicas share their routers' accounts of what they placed, through a real Redis stream."""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import redis.asyncio as aredis

from gateway.config.fleet import parse_fleet
from gateway.redis_client import RedisClient, connect
from gateway.routing.classify import Workload, classify
from gateway.routing.decision import Outcome
from gateway.routing.neighbours import FORGET_AFTER_S
from gateway.routing.placement import Placement
from gateway.routing.placement_sync import BLOCK_MS, READ_GRACE_S, RETRY_S, PlacementSync
from gateway.routing.router import PolicyRouter
from gateway.routing.snapshot import BackendState, FleetSnapshot
from tests.conftest import REDIS_URL
from tests.routing.test_router import CODE, Policies, entry, make_model, names, quiet

MODEL = make_model(entry("a"), entry("b"))
MANUAL = "You answer from the manual below.\n" + "Prime the pump before its first start. " * 60
TURN1 = {"messages": [{"role": "system", "content": MANUAL},
                      {"role": "user", "content": "How do I start it?"}], "max_tokens": 32}
TURN2 = {"messages": [*TURN1["messages"], {"role": "assistant", "content": "Prime it."},
                      {"role": "user", "content": "How long does priming take?"}],
         "max_tokens": 32}  # the same conversation's next turn
SHORT = classify({"messages": [{"role": "user", "content": "Name a colour."}], "max_tokens": 10})
LONG = classify({"messages": [{"role": "user", "content": "Summarise this code:\n" + CODE * 12}],
                 "max_tokens": 10})


@dataclass
class Fleet:
    """A FleetStats over equal idle backends that keeps the in-flight counts it is told."""

    in_flight: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    elsewhere: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})

    def snapshot(self) -> FleetSnapshot:
        return FleetSnapshot({n: BackendState(n, in_flight=self.in_flight[n] + self.elsewhere[n])
                              for n in self.in_flight}, taken_at=time.time())

    def observe(self, name: str, workload: Workload, outcome: Outcome) -> None: ...

    def failure(self, name: str, why: str = "") -> None: ...

    def success(self, name: str) -> None: ...

    def started(self, name: str) -> None:
        self.in_flight[name] += 1

    def finished(self, name: str) -> None:
        self.in_flight[name] -= 1

    def in_flight_elsewhere(self, name: str, delta: int) -> None:
        self.elsewhere[name] += delta


class Clock:
    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def make_router(share: PlacementSync | None = None, clock: Callable[[], float] = time.monotonic,
                fleet: Fleet | None = None) -> PolicyRouter:
    return PolicyRouter(fleet or Fleet(), Policies({"p": quiet(objective="latency")}),
                        clock=clock, share=share)


@pytest.fixture(params=["redis", "redis-cluster"])
async def redis_client(request: pytest.FixtureRequest) -> AsyncIterator[RedisClient]:
    client = (connect(request.getfixturevalue("redis_cluster_url"), cluster=True)
              if request.param == "redis-cluster" else aredis.Redis.from_url(REDIS_URL))
    yield client
    await client.aclose()


async def until(cond: Callable[[], bool], what: str, timeout_s: float = 5.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not cond():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.005)


def test_a_placement_crosses_the_wire_unchanged() -> None:
    p = Placement("a", 7, prefill_in_s=0.25, prefill_s=0.5, ttft_s=0.75, tpot_s=0.03,
                  output_tokens=10, tpot_target_s=0.05)
    assert Placement.from_wire(p.wire()) == p


async def test_another_replicas_short_answer_keeps_a_long_prefill_away(
    redis_client: RedisClient,
) -> None:
    """Replica A sends a ten-token answer to backend a. Replica B, sharing A's account, sends
    the next long prompt to b, where its prefill stalls no one; once A reports the answer
    finished, B sees a and b as equal again. A replica that does not share keeps the tie. The
    clocks stand still: how long Redis takes to carry A's placement must not decide how much of
    the short answer's window is left to push."""
    stream = f"test:placements:{secrets.token_hex(4)}"
    clock, wall = Clock(), Clock(5_000.0)
    sync_a, sync_b = (PlacementSync(redis_client, stream=stream, wall=wall) for _ in range(2))
    fleet_a, fleet_b = Fleet(), Fleet()
    router_a = make_router(sync_a, clock=clock, fleet=fleet_a)
    router_b = make_router(sync_b, clock=clock, fleet=fleet_b)
    alone = make_router(clock=clock)
    await sync_a.start(router_a)
    await sync_b.start(router_b)
    try:
        short = router_a.decide(MODEL, SHORT, policy="p")
        assert names(short)[0] == "a" and short.ticket is not None
        await until(lambda: sync_b.received == 1, "B never heard of A's placement")
        assert fleet_b.elsewhere == {"a": 1, "b": 0}
        d = router_b.decide(MODEL, LONG, policy="p")
        cands = {c["backend"]: c for c in d.details["candidates"]}
        assert cands["a"].get("pushes_past_tpot") == 1 and "pushes_past_tpot" not in cands["b"]
        assert names(d)[0] == "b"
        assert names(alone.decide(MODEL, LONG, policy="p"))[0] == "a"  # it knows nothing of A's

        router_a.finished(short.backends[0], short.ticket)
        await until(lambda: sync_b.received == 2, "B never heard that A's answer ended")
        assert fleet_b.elsewhere == {"a": 0, "b": 0}
        # B's long prompt: its placement and its prompt's prefix (SHORT has no full block)
        await until(lambda: sync_a.received == 2, "A never heard of B's long prompt")
        assert fleet_a.elsewhere == {"a": 0, "b": 1}
        assert fleet_b.elsewhere == {"a": 0, "b": 0}  # B's own is not counted as elsewhere
        again = router_b.decide(MODEL, LONG, policy="p")
        assert "pushes_past_tpot" not in {c["backend"]: c for c in
                                          again.details["candidates"]}["a"]
    finally:
        await sync_a.stop()
        await sync_b.stop()


async def test_a_conversation_goes_on_where_another_replica_started_it(
    redis_client: RedisClient,
) -> None:
    """Replica A sends a conversation's first turn to b (a is busy there); the next turn comes
    through replica B, which never saw the first, and goes to b, where its prefix is cached. A
    replica that does not share sends it to a, the first of two idle backends."""
    turn1, turn2 = TURN1, TURN2
    stream = f"test:placements:{secrets.token_hex(4)}"
    sync_a, sync_b = (PlacementSync(redis_client, stream=stream) for _ in range(2))
    clock = Clock()
    fleet_a = Fleet(in_flight={"a": 1, "b": 0})
    router_a = make_router(sync_a, clock=clock, fleet=fleet_a)
    router_b, alone = make_router(sync_b, clock=clock), make_router(clock=clock)
    await sync_a.start(router_a)
    await sync_b.start(router_b)
    try:
        first = router_a.decide(MODEL, classify(turn1), policy="p")
        assert names(first)[0] == "b" and first.ticket is not None
        router_a.finished(first.backends[0], first.ticket)
        await until(lambda: sync_b.received == 3, "B never heard of A's turn (p, x, e)")
        clock.now += 30  # the answer, then the user's next question
        d = router_b.decide(MODEL, classify(turn2), policy="p")
        cands = {c["backend"]: c for c in d.details["candidates"]}
        assert names(d)[0] == "b" and cands["b"]["cached_tokens"] > 0
        assert "cached_tokens" not in cands["a"]
        assert names(alone.decide(MODEL, classify(turn2), policy="p"))[0] == "a"
    finally:
        await sync_a.stop()
        await sync_b.stop()


async def test_a_retry_tells_the_other_replicas_where_the_prompt_is_cached(
    redis_client: RedisClient,
) -> None:
    """Replica A places a conversation's first turn on b; b fails and the turn is served by a.
    Through replica B the next turn goes to a, not to b, where the placement said it was."""
    turn1, turn2 = TURN1, TURN2
    stream = f"test:placements:{secrets.token_hex(4)}"
    sync_a, sync_b = (PlacementSync(redis_client, stream=stream) for _ in range(2))
    clock = Clock()
    router_a = make_router(sync_a, clock=clock, fleet=Fleet(in_flight={"a": 1, "b": 0}))
    router_b = make_router(sync_b, clock=clock)
    await sync_a.start(router_a)
    await sync_b.start(router_b)
    try:
        w = classify(turn1)
        first = router_a.decide(MODEL, w, policy="p")
        placed, fallback = first.backends
        assert placed.name == "b" and first.ticket is not None
        router_a.finished(placed, first.ticket)  # b failed
        router_a.retried(fallback, w)
        await until(lambda: sync_b.received == 4, "B never heard of A's turn (p, x, e, x)")
        clock.now += 30
        d = router_b.decide(MODEL, classify(turn2), policy="p")
        cands = {c["backend"]: c for c in d.details["candidates"]}
        assert cands["a"]["cached_tokens"] > 0
        assert names(d)[0] == "a"  # a tie on load (b's stale entry too), a's first in the model
    finally:
        await sync_a.stop()
        await sync_b.stop()


async def test_events_are_dated_by_their_age_on_the_router_clock(
    redis_client: RedisClient,
) -> None:
    """Against a simulator at 10x, an event published 0.2 wall seconds ago is 2 router seconds
    old: a 3 s prefill queued then has 1 s left."""
    stream = f"test:placements:{secrets.token_hex(4)}"
    wall = Clock(5_000.0)
    sender = PlacementSync(redis_client, stream=stream, wall=wall)
    clock = Clock()
    receiver = PlacementSync(redis_client, stream=stream, wall=wall, clock_scale=10.0)
    router = make_router(receiver, clock=clock)
    await receiver.start(router)
    try:
        sender.placed(Placement("a", 1, prefill_in_s=0.0, prefill_s=3.0, ttft_s=3.0,
                                tpot_s=0.03, output_tokens=50, tpot_target_s=0.05))
        wall.now += 0.2
        await sender._send()
        await until(lambda: receiver.received == 1, "never received")
        d = router.decide(MODEL, SHORT, policy="p")
        cands = {c["backend"]: c for c in d.details["candidates"]}
        assert cands["a"]["ttft_ms"] - cands["b"]["ttft_ms"] == pytest.approx(1000, abs=1)
    finally:
        await receiver.stop()


async def test_a_busy_replica_sends_one_entry_per_interval_not_one_per_request(
    redis_client: RedisClient,
) -> None:
    stream = f"test:placements:{secrets.token_hex(4)}"
    sync = PlacementSync(redis_client, stream=stream, interval_s=0.05)
    await sync.start(make_router())
    t0 = time.monotonic()
    try:
        for ticket in range(1, 601):  # a request every ~0.5 ms, for about 0.3 s
            sync.placed(Placement("a", ticket, prefill_in_s=0.0, prefill_s=0.01, ttft_s=0.01,
                                  tpot_s=0.03, output_tokens=10, tpot_target_s=0.05))
            await asyncio.sleep(0.0005)
    finally:
        await sync.stop()
    elapsed = time.monotonic() - t0
    entries = await redis_client.xlen(stream)
    assert sync.published == 600
    assert entries <= elapsed / 0.05 * 1.5 + 2, (entries, elapsed)


def test_a_silent_replicas_requests_are_forgotten_after_their_expected_end() -> None:
    clock, fleet = Clock(), Fleet()
    r = make_router(clock=clock, fleet=fleet)
    r.placed_elsewhere("gone", Placement("a", 1, prefill_in_s=0.0, prefill_s=0.5, ttft_s=0.5,
                                         tpot_s=0.03, output_tokens=101, tpot_target_s=0.05),
                       age_s=0.0)
    assert fleet.elsewhere["a"] == 1 and r._neighbours.tracked("a") == 1
    clock.now += 0.5 + 100 * 0.03 + FORGET_AFTER_S - 1
    r.decide(MODEL, SHORT, policy="p")
    assert fleet.elsewhere["a"] == 1  # not yet
    clock.now += 2
    r.decide(MODEL, SHORT, policy="p")
    assert fleet.elsewhere["a"] == 0
    r.ended_elsewhere("gone", "a", 1)  # a late end changes nothing
    assert fleet.elsewhere["a"] == 0


def test_a_fallback_ends_the_window_of_the_backend_the_request_was_placed_on() -> None:
    fleet = Fleet()
    r = make_router(fleet=fleet)
    d = r.decide(MODEL, SHORT, policy="p")
    first, fallback = d.backends[0], d.backends[1]
    assert r._neighbours.tracked(first.name) == 1
    r.finished(first, d.ticket)  # the first attempt failed; the fallback serves it
    r.finished(fallback, d.ticket)
    assert r._neighbours.tracked(first.name) == r._neighbours.tracked(fallback.name) == 0


async def test_redis_down_each_replica_routes_on_its_own_account() -> None:
    dead = aredis.Redis(host="127.0.0.1", port=1, socket_connect_timeout=0.2)
    sync = PlacementSync(dead, stream="test:placements:dead", interval_s=0.001)
    router = make_router(sync)
    await sync.start(router)  # the start's own read fails: one outage, reading
    try:
        d = router.decide(MODEL, SHORT, policy="p")
        assert names(d)[0] == "a"
        router.finished(d.backends[0], d.ticket)
        await until(lambda: sync.outages == 2, "the failed publish was not reported")
        assert sync.published == 0 and not sync._out  # dropped: stale by the time it is back
        assert names(router.decide(MODEL, SHORT, policy="p"))  # routing goes on
        assert sync.outages == 2  # once per direction, not once per failed call
    finally:
        await asyncio.wait_for(sync.stop(), 5)
        await dead.aclose()


async def test_a_reader_whose_connection_goes_silent_reconnects() -> None:
    """A partition that leaves the connection open but carrying nothing: the blocked read is
    given up after its block time plus READ_GRACE_S and made again on a new connection."""
    from tests.metering.tcp_proxy import CuttableProxy

    stream = f"test:placements:{secrets.token_hex(4)}"
    direct = aredis.Redis.from_url(REDIS_URL)  # the proxy below fronts this one server
    sender = PlacementSync(direct, stream=stream)
    with CuttableProxy("127.0.0.1", 6379).running() as proxy:
        via = aredis.Redis(host="127.0.0.1", port=proxy.port)
        receiver = PlacementSync(via, stream=stream)
        await receiver.start(make_router())
        try:
            await asyncio.sleep(0.05)  # let its first XREAD block on the proxied connection
            proxy.silence()
            sender.placed(Placement("a", 1, prefill_in_s=0.0, prefill_s=0.5, ttft_s=0.5,
                                    tpot_s=0.03, output_tokens=10, tpot_target_s=0.05))
            await sender._send()
            await until(lambda: receiver.received == 1, "the reader never came back",
                        timeout_s=BLOCK_MS / 1000 + READ_GRACE_S + RETRY_S + 5)
            assert receiver.outages == 1
        finally:
            await receiver.stop()
            await via.aclose()
            await direct.aclose()


# -- end to end: two gateways on one Redis, one slow simulated backend ------------------------


@pytest.fixture(scope="module")
def slow_backend() -> Iterator[str]:
    from gateway.sim.harness import running_backend
    from tests.conftest import backend_entry

    spec = parse_fleet({"models": [{"name": "m", "backends": [
        backend_entry("vllm-slow", "vllm", "http://127.0.0.1:1")]}]})
    with running_backend(spec.backends[0], time_scale=1.0) as url:  # ~20 ms per token
        yield url


def test_two_gateways_count_each_others_requests_in_flight(
    tmp_path: Path, slow_backend: str,
) -> None:
    """A streams a long answer; B, on the same Redis, counts it in flight and decoding on the
    backend until A's client leaves. C, with ``share_placements`` off, never does."""
    from tests.conftest import MODEL as NAME
    from tests.conftest import backend_entry, fresh_pg_database, running_gateway

    fleet: dict[str, Any] = {"models": [{"name": NAME, "backends": [
        backend_entry("vllm-slow", "vllm", slow_backend)]}]}
    body = {"model": NAME, "max_tokens": 2000, "stream": True,
            "messages": [{"role": "user", "content": "Write a very long story."}]}

    def gateway(db: str, share: bool = True) -> Any:
        return running_gateway(fleet, database_url=db, redis_url=REDIS_URL,
                               measured_time_scale=1.0, share_placements=share)

    def seen_by(gw: Any) -> tuple[int, int]:
        state = gw.app.state.gw.extras["fleet_state"]
        return (state.snapshot().get("vllm-slow").in_flight,
                gw.app.state.gw.router._neighbours.tracked("vllm-slow"))

    def wait_for(gw: Any, want: tuple[int, int]) -> None:
        deadline = time.monotonic() + 10
        while seen_by(gw) != want:
            assert time.monotonic() < deadline, seen_by(gw)
            time.sleep(0.005)

    with fresh_pg_database() as db, gateway(db) as a, gateway(db) as b, gateway(db, False) as c:
        assert c.app.state.gw.router.share is None
        key = str(a.new_key(a.new_tenant())["key"])
        with a.client(key) as client, client.stream("POST", "/v1/chat/completions",
                                                    json=body) as r:
            assert r.status_code == 200
            lines = r.iter_lines()  # held: dropping it would close the connection
            assert next(lines).startswith("data: ")  # decoding on the backend now, for ~5 s
            wait_for(b, (1, 1))
            assert seen_by(a) == (1, 1) and seen_by(c) == (0, 0)
            lines.close()
        wait_for(b, (0, 0))  # the client left: A ended the request, and B heard of it


def test_other_replicas_prefills_on_a_backend_never_routed_here_are_not_kept_forever() -> None:
    """An idle replica (or one whose models differ) only hears of placements: its backlog keeps
    the prefill window's worth of them, not every one since it started."""
    from gateway.routing.backlog import WINDOW_S

    clock = Clock()
    r = make_router(clock=clock)
    for ticket in range(1, 2001):
        clock.now += 0.5
        r.placed_elsewhere("other", Placement("a", ticket, prefill_in_s=0.0, prefill_s=0.1,
                                              ttft_s=0.1, tpot_s=0.03, output_tokens=2,
                                              tpot_target_s=0.05), age_s=0.0)
        r.ended_elsewhere("other", "a", ticket)
    assert len(r._backlog._sent["a"]) <= WINDOW_S / 0.5 + 1
    assert not r._elsewhere


class CancelToError:
    """The real client, but a cancellation that lands mid-``xread`` comes out as an error of the
    library's own, as redis-py's can: the reader must still stop."""

    def __init__(self, real: aredis.Redis) -> None:
        self.real = real
        self.reads = 0
        self.convert = True

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    async def xread(self, *args: Any, **kwargs: Any) -> Any:
        self.reads += 1
        try:
            return await self.real.xread(*args, **kwargs)
        except asyncio.CancelledError:
            if not self.convert:
                raise
            raise aredis.ConnectionError("Connection closed by server.") from None


async def test_stop_ends_a_reader_whose_cancellation_the_client_turned_into_an_error(
    redis_client: RedisClient,
) -> None:
    client = CancelToError(redis_client)
    sync = PlacementSync(client, stream=f"test:placements:{secrets.token_hex(4)}")  # type: ignore[arg-type]
    await sync.start(make_router())
    await until(lambda: client.reads >= 1, "the reader never read")
    await asyncio.sleep(0.05)  # inside its blocking XREAD
    stopping = asyncio.create_task(sync.stop())
    done, _ = await asyncio.wait({stopping}, timeout=5)
    if stopping not in done:  # let the loop end so the failure is reported, not a hang
        client.convert = False
        for task in asyncio.all_tasks():
            if task.get_name().startswith("specgate-placements"):
                task.cancel()
        await stopping
    assert stopping in done, "stop() waited for a reader that took its cancellation for an outage"
