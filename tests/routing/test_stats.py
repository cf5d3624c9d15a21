"""FleetState: priors, learning from real responses, scraped acceptance, sharing through Redis."""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
import redis.asyncio as aredis

from gateway.backends.health import BreakerConfig, BreakerState
from gateway.backends.tgi import TGIClient
from gateway.backends.vllm import VLLMClient
from gateway.config.fleet import Backend
from gateway.redis_client import RedisClient, connect
from gateway.routing import costmodel
from gateway.routing.acceptance_offset import AcceptanceOffset
from gateway.routing.classify import classify
from gateway.routing.costmodel import prefill_s
from gateway.routing.decision import Outcome
from gateway.routing.estimate import acceptance_prior, perf_profile
from gateway.routing.inference_fit import Reported, solve
from gateway.routing.learned import (
    CLASS_KEYS,
    PRIOR_PROMPT_TOKENS,
    Decayed,
    alpha_from_length,
    prior_stats,
)
from gateway.routing.prefill import BOUNDS as PREFILL_BOUNDS
from gateway.routing.snapshot import class_key
from gateway.routing.stats import FleetState, StatsConfig
from gateway.routing.step_time import MIN_WINDOWS
from gateway.sim.calibration import MODEL, backend
from gateway.sim.harness import RunningBackend, running_backend
from tests.sim.conftest import CHAT, CODE_TO_FIX

REDIS_URL = "redis://127.0.0.1:6379/0"
HALF_LIFE = 100.0


class Wall:
    """Wall time the test sets by hand (decay is tested without waiting)."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def vllm_ngram() -> Iterator[RunningBackend]:
    with running_backend(backend("vllm-ngram"), time_scale=50) as url:
        yield url


@pytest.fixture(scope="module")
def tgi_medusa() -> Iterator[RunningBackend]:
    with running_backend(backend("tgi-medusa"), time_scale=50) as url:
        yield url


@pytest.fixture(params=["redis", "redis-cluster"])
async def redis_client(request: pytest.FixtureRequest) -> AsyncIterator[tuple[RedisClient, str]]:
    """The real Redis (one server, or a three-node cluster) and a key prefix of this test's own;
    its keys are deleted afterwards."""
    client = (connect(request.getfixturevalue("redis_cluster_url"), cluster=True)
              if request.param == "redis-cluster" else aredis.Redis.from_url(REDIS_URL))
    prefix = f"test:fleet:{secrets.token_hex(4)}"
    yield client, prefix
    async for key in client.scan_iter(match=f"{prefix}:*"):
        await client.delete(key)
    await client.aclose()


def at(sim: RunningBackend) -> Backend:
    return sim.backend.model_copy(update={"base_url": sim.url})


def chat(content: str, **extra: Any) -> dict[str, Any]:
    return {"model": MODEL, "messages": [{"role": "user", "content": content}],
            "max_tokens": 64, "temperature": 0, **extra}


def test_decayed_average_halves_per_half_life_and_takes_late_observations() -> None:
    d = Decayed().add(1.0, 0.0, HALF_LIFE).add(3.0, HALF_LIFE, HALF_LIFE)
    assert (d.weight, d.total, d.at) == (1.5, 3.5, HALF_LIFE)
    assert d.weight_at(3 * HALF_LIFE, HALF_LIFE) == pytest.approx(1.5 / 4)
    late = d.add(2.0, 0.0, HALF_LIFE)  # arrives after a newer one: aged, not the newest
    assert (late.weight, late.total, late.at) == (2.0, 4.5, HALF_LIFE)
    assert d.blended(10.0, 0.0, 5 * HALF_LIFE, HALF_LIFE) == pytest.approx(3.5 / 1.5)
    assert d.blended(5.0, 1.5, HALF_LIFE, HALF_LIFE) == pytest.approx((3.5 + 7.5) / 3)


def test_snapshot_starts_from_priors() -> None:
    fs = FleetState([backend("vllm-ngram"), backend("vllm-plain")])
    snap = fs.snapshot()
    ngram, plain = snap.get("vllm-ngram"), snap.get("vllm-plain")
    assert set(ngram.classes) == set(CLASS_KEYS) and len(CLASS_KEYS) == 6
    assert ngram.healthy and ngram.scraped_at is None and ngram.alpha is None
    code, chat_open = ngram.classes["code/grounded"], ngram.classes["chat/open"]
    assert code.weight == 0.0 and code.age_s is None
    assert code.alpha is not None and chat_open.alpha is not None and code.alpha > chat_open.alpha
    assert all(c.alpha is None and c.tpot_s and c.ttft_s for c in plain.classes.values())
    assert snap.get("nobody").name == "nobody"


def tgi_prefill_prior(b: Backend) -> float:
    return prefill_s(perf_profile(b), PRIOR_PROMPT_TOKENS) / PRIOR_PROMPT_TOKENS


async def test_observe_learns_from_real_vllm_and_tgi_responses(
    vllm_ngram: RunningBackend, tgi_medusa: RunningBackend
) -> None:
    wall = Wall()
    v, t = at(vllm_ngram), at(tgi_medusa)
    fs = FleetState([v, t], config=StatsConfig(half_life_s=HALF_LIFE), wall=wall)
    body = chat(CODE_TO_FIX, temperature=0.7)
    workload = classify(body)
    assert workload.sampling_penalty > 0
    vc, tc = VLLMClient(v), TGIClient(t)
    try:
        vr = await vc.complete("chat", body)
        tr = await tc.complete("chat", body)  # the Messages API sends TGI's timing headers
    finally:
        await vc.aclose()
        await tc.aclose()
    tokens = vr.body["usage"]["completion_tokens"]
    fs.observe(v.name, workload, Outcome(None, None, tokens, vr.signals))
    fs.observe(t.name, workload, Outcome(None, None, 0, tr.signals))
    m = vr.signals["vllm_metrics"]
    spec = m["speculative_decoding"]
    learned = fs.snapshot().get(v.name).classes["code/grounded"]
    assert learned.weight == 1.0 and learned.age_s == 0.0 and learned.tpot_s is not None
    # greedy-equivalent: the request's sampling penalty is added back
    expected = alpha_from_length(spec["mean_acceptance_length"], 4) + workload.sampling_penalty
    assert learned.alpha == pytest.approx(min(expected, 1.0))
    assert learned.ttft_s == pytest.approx(m["time_to_first_token_ms"] / 1000)
    decode_ms = m["generation_time_ms"] - (m["time_to_first_token_ms"] - m["queue_time_ms"])
    assert learned.tpot_s == pytest.approx(decode_ms / 1000 / (tokens - 1))
    tgi = fs.snapshot().get(t.name)
    reported = Reported.from_headers(tr.signals, workload.prompt_tokens)
    assert reported is not None and reported.inference_s > 0
    prior = prior_stats(t, "code/grounded")
    sums = {m: Decayed(1.0, v, wall.now) for m, v in reported.terms().items()}
    # the backend-wide fit (one request so far) gives the prefill speed the class's starts from
    pooled = solve(sums, tgi_prefill_prior(t), prior_stats(t, "chat/open").tpot_s or 0.0)
    assert pooled is not None
    fitted = solve(sums, pooled[0], prior.tpot_s or 0.0)
    assert fitted is not None
    assert tgi.classes["code/grounded"].tpot_s == pytest.approx(fitted[1])
    assert tgi.classes["code/grounded"].tpot_s != pytest.approx(prior.tpot_s)
    assert tgi.classes["code/grounded"].weight == 1.0
    assert tgi.classes["code/grounded"].alpha == prior.alpha  # no per-request acceptance
    # a TTFT from a fit of one request is mostly the fit's prior: it does not calibrate TGI's
    # prefill, which takes the measured vLLM backend's factor meanwhile
    # (within the calibration's bounds: on a loaded machine the simulator's TTFT, in real time,
    # can pass four times the prior)
    vllm_factor = min(max(m["time_to_first_token_ms"] / 1000 / prefill_s(
        perf_profile(v), workload.prompt_tokens), PREFILL_BOUNDS[0]), PREFILL_BOUNDS[1])
    assert fs.snapshot().get(v.name).prefill_factor == pytest.approx(vllm_factor)
    assert tgi.prefill_factor == pytest.approx(vllm_factor)
    # the gateway's own timings win over the backend's; older ones fade with the half-life
    wall.now += HALF_LIFE
    fs.observe(v.name, workload, Outcome(0.5, 0.25, tokens, {}))
    after = fs.snapshot().get(v.name).classes["code/grounded"]
    assert after.weight == pytest.approx(1.5)
    assert after.tpot_s == pytest.approx((learned.tpot_s * 0.5 + 0.25) / 1.5)
    assert after.alpha == pytest.approx(learned.alpha)  # no new acceptance signal
    wall.now += 2 * HALF_LIFE
    aged = fs.snapshot().get(v.name).classes["code/grounded"]
    assert aged.weight == pytest.approx(1.5 / 4) and aged.age_s == pytest.approx(2 * HALF_LIFE)


async def test_scraped_alpha_is_the_counter_delta_of_the_requests_made(
    vllm_ngram: RunningBackend,
) -> None:
    fs = FleetState([at(vllm_ngram)], config=StatsConfig(min_alpha_steps=1))
    name = vllm_ngram.backend.name
    await fs.refresh()  # the baseline
    async with httpx.AsyncClient(timeout=30) as client:
        rs = await asyncio.gather(*(client.post(f"{vllm_ngram}/v1/chat/completions", json=b)
                                    for b in (chat(CODE_TO_FIX), chat(CODE_TO_FIX),
                                              chat(CHAT[2]))))
        truth = [(await client.get(f"{vllm_ngram}/sim/requests/{r.headers['x-sim-request-id']}"
                                   )).json() for r in rs]
    await fs.refresh()
    drafts = sum(x["num_drafts"] for x in truth)
    accepted = sum(x["num_accepted_tokens"] for x in truth)
    state = fs.snapshot().get(name)
    assert state.alpha == pytest.approx(alpha_from_length(1 + accepted / drafts, 4))
    assert state.scraped_at is not None and state.running == 0 and state.healthy
    await fs.refresh()  # no traffic in between: alpha is kept, not reset
    assert fs.snapshot().get(name).alpha == state.alpha


async def test_an_engine_restart_is_seen_from_its_counters_going_down() -> None:
    """A server restarted between two scrapes, too fast for the breaker: its prefix cache is
    empty now, which the router learns from the snapshot's restart count."""
    with running_backend(backend("vllm-ngram"), time_scale=50) as first:
        b = at(first)
        fs = FleetState([b])
        await fs.refresh()
        async with httpx.AsyncClient(timeout=30) as client:
            r = await client.post(f"{first}/v1/chat/completions", json=chat(CHAT[0]))
            assert r.status_code == 200
        await fs.refresh()
        state = fs.snapshot().get(b.name)
        assert state.restarts == 0 and state.prefix_caching is True
        port = int(first.url.rsplit(":", 1)[1])
    with running_backend(backend("vllm-ngram"), time_scale=50, port=port):
        await fs.refresh()
        state = fs.snapshot().get(b.name)
        assert state.restarts == 1 and state.healthy
        await fs.refresh()
        assert fs.snapshot().get(b.name).restarts == 1  # one restart, counted once


async def test_tgi_offset_is_its_counters_acceptance_minus_the_priors_it_served() -> None:
    """TGI reports no acceptance per request: its classes keep their priors' places, moved by
    the backend-wide α of the counters minus the mean prior of what it served (per token)."""
    with running_backend(backend("tgi-medusa"), time_scale=50) as fresh:  # counters at zero
        await tgi_offset_check(at(fresh))


async def tgi_offset_check(t: Backend) -> None:
    fs = FleetState([t], config=StatsConfig(min_alpha_steps=1), wall=Wall())
    await fs.refresh()  # the counters' baseline: no step yet
    assert fs.snapshot().get(t.name).alpha_offset == 0.0  # nothing measured or served yet
    bodies = [chat(CODE_TO_FIX), chat(CODE_TO_FIX), chat(CHAT[0]), chat(CHAT[1])]
    client = TGIClient(t)
    try:
        answers = await asyncio.gather(*(client.complete("chat", b) for b in bodies))
    finally:
        await client.aclose()
    served = []
    for body, answer in zip(bodies, answers, strict=True):
        w, tokens = classify(body), answer.body["usage"]["completion_tokens"]
        fs.observe(t.name, w, Outcome(None, None, tokens, answer.signals))
        served.append((acceptance_prior(t.speculation.method, w)[0], tokens))
    await fs.refresh()
    state = fs.snapshot().get(t.name)
    assert state.alpha is not None
    expected = sum(p * n for p, n in served) / sum(n for _, n in served)
    assert state.alpha_offset == pytest.approx(state.alpha - expected)
    assert all(c.alpha_weight == 0.0 for c in state.classes.values())  # none of its own


def test_acceptance_offset_waits_for_a_mix_and_stays_bounded() -> None:
    acc = AcceptanceOffset(half_life_s=HALF_LIFE)
    acc.measured("b", 0.8, 0.0)
    assert acc.offset("b") == 0.0  # nothing served: no mix to compare with
    acc.served("b", 0.5, 16, 0.0)
    assert acc.offset("b") == 0.0  # 16 output tokens are too few to know the mix
    acc.served("b", 0.7, 48, 0.0)
    assert acc.offset("b") == pytest.approx(0.8 - (0.5 * 16 + 0.7 * 48) / 64)
    acc.measured("b", 1.0, 0.0)  # two windows: their mean
    assert acc.offset("b") == pytest.approx(0.9 - (0.5 * 16 + 0.7 * 48) / 64)
    far = AcceptanceOffset(half_life_s=HALF_LIFE)
    far.measured("b", 0.95, 0.0)
    far.served("b", 0.05, 100, 0.0)
    assert far.offset("b") == 0.5  # bounded: not a shift but a different thing measured


async def test_two_replicas_share_learning_and_scrapes_through_redis(
    vllm_ngram: RunningBackend, redis_client: tuple[RedisClient, str]
) -> None:
    r, prefix = redis_client
    b = at(vllm_ngram)
    wa, wb = Wall(), Wall()
    cfg = StatsConfig(key_prefix=prefix, half_life_s=HALF_LIFE,
                      breaker=BreakerConfig(failure_threshold=2, cooldown_s=60))
    a = FleetState([b], redis=r, config=cfg, wall=wa)
    c = FleetState([b], redis=r, config=cfg, wall=wb)
    w = classify(chat(CODE_TO_FIX))
    a.observe(b.name, w, Outcome(0.1, 0.01, 10, {}))
    wb.now += HALF_LIFE
    c.observe(b.name, w, Outcome(0.3, 0.03, 10, {}))
    wa.now += HALF_LIFE / 2
    a.observe(b.name, w, Outcome(0.2, 0.02, 10, {}))  # merged after c's newer one
    for fs in (c, a, c, a):
        await fs.refresh()
    expected = (Decayed().add(0.1, 1e6, HALF_LIFE).add(0.3, 1e6 + HALF_LIFE, HALF_LIFE)
                .add(0.2, 1e6 + HALF_LIFE / 2, HALF_LIFE))
    wa.now = wb.now
    for fs in (a, c):  # the Lua merge and the Python arithmetic agree
        got = fs.snapshot().get(b.name).classes["code/grounded"]
        assert got.weight == pytest.approx(expected.weight)
        assert got.ttft_s == pytest.approx(expected.total / expected.weight)
    # one replica scrapes per interval (c holds the lease); the other reads its scrape back
    assert c.scraped(b.name).attempt == a.scraped(b.name).attempt != ""
    assert a.scraped(b.name).steps == c.scraped(b.name).steps  # step counters travel too
    assert a.scraped(b.name).steps is not None
    assert a.scraped(b.name).prefix_caching is True  # what the engine says of its cache too
    vllm_ngram.unhealthy(True)
    try:
        for _ in range(2):
            await c.refresh()
            await a.refresh()
    finally:
        vllm_ngram.unhealthy(False)
    assert c.breakers.state(b.name) is BreakerState.open
    assert a.breakers.state(b.name) is BreakerState.open  # from c's published failures
    assert "503" in a.scraped(b.name).error


def test_merging_sums_equals_adding_one_by_one_in_any_order() -> None:
    obs = [(0.3, 1e6 + 40.0), (0.1, 1e6), (0.5, 1e6 + 400.0), (0.2, 1e6 + 10.0)]
    one_by_one = Decayed()
    for x, at in obs:
        one_by_one = one_by_one.add(x, at, HALF_LIFE)
    first, second = Decayed(), Decayed()
    for x, at in obs[:2]:
        first = first.add(x, at, HALF_LIFE)
    for x, at in obs[2:]:
        second = second.add(x, at, HALF_LIFE)
    for merged in (first.merge(second, HALF_LIFE), second.merge(first, HALF_LIFE)):
        assert merged.at == one_by_one.at
        assert merged.weight == pytest.approx(one_by_one.weight)
        assert merged.total == pytest.approx(one_by_one.total)


async def test_many_observations_between_merges_count_each_once(
    vllm_ngram: RunningBackend, redis_client: tuple[RedisClient, str]
) -> None:
    """A replica sums what it observed between two round trips and merges the sum: the shared
    estimate is the one every observation added one by one would give, on every replica."""
    r, prefix = redis_client
    b = at(vllm_ngram)
    wa, wb = Wall(), Wall()
    cfg = StatsConfig(key_prefix=prefix, half_life_s=HALF_LIFE)
    a = FleetState([b], redis=r, config=cfg, wall=wa)
    c = FleetState([b], redis=r, config=cfg, wall=wb)
    w = classify(chat(CODE_TO_FIX))
    expected = Decayed()
    for i in range(50):
        wa.now = 1e6 + i
        a.observe(b.name, w, Outcome(0.1 + i / 100, 0.01, 10, {}))
        expected = expected.add(0.1 + i / 100, wa.now, HALF_LIFE)
    await a.refresh()
    await c.refresh()
    wb.now = wa.now
    for fs in (a, c):
        got = fs.snapshot().get(b.name).classes["code/grounded"]
        assert got.weight == pytest.approx(expected.weight)
        assert got.ttft_s == pytest.approx(expected.total / expected.weight)


async def test_replicas_share_what_tgi_reports_of_its_inference_time(
    tgi_medusa: RunningBackend, redis_client: tuple[RedisClient, str]
) -> None:
    r, prefix = redis_client
    b = at(tgi_medusa)
    wall = Wall()
    cfg = StatsConfig(key_prefix=prefix, half_life_s=HALF_LIFE)
    a, c = FleetState([b], redis=r, config=cfg, wall=wall), FleetState([b], redis=r, config=cfg,
                                                                        wall=wall)
    w = classify(chat(CHAT[0]))
    prior = a.snapshot().get(b.name).classes[class_key(w)].tpot_s
    assert prior is not None
    true_tpot = prior / 2  # the deployment decodes twice as fast as the cost model says
    for i in range(30):  # non-streaming answers: only TGI's headers tell how long they took
        prompt, generated = 40 + 10 * i, 300 - 5 * i
        inference_ms = 1000 * (prompt * 0.0002 + (generated - 1) * true_tpot)
        headers = {"x-queue-time": "3", "x-inference-time": str(int(inference_ms)),
                   "x-prompt-tokens": str(prompt), "x-generated-tokens": str(generated)}
        a.observe(b.name, w, Outcome(None, None, generated, headers))
    for fs in (a, c):
        await fs.refresh()
    got = [fs.snapshot().get(b.name).classes[class_key(w)] for fs in (a, c)]
    assert got[0].tpot_s == pytest.approx(got[1].tpot_s)  # the Lua merge and Python agree
    assert got[1].tpot_s == pytest.approx(true_tpot, rel=0.1)
    assert got[1].weight == pytest.approx(30, rel=0.01)
    # one more, after a snapshot: the cached classes are recomputed, not the pooled pseudo-class
    a.observe(b.name, w, Outcome(None, None, 300, {**headers, "x-inference-time": "1"}))
    after = a.snapshot().get(b.name)
    assert set(after.classes) == set(CLASS_KEYS)
    assert after.classes[class_key(w)].weight == pytest.approx(31, rel=0.01)
    assert after.classes[class_key(w)].tpot_s < got[0].tpot_s


async def test_background_tasks_share_without_manual_refresh(
    vllm_ngram: RunningBackend, redis_client: tuple[RedisClient, str]
) -> None:
    r, prefix = redis_client
    b = at(vllm_ngram)
    cfg = StatsConfig(key_prefix=prefix, interval_s=0.05)
    a, c = FleetState([b], redis=r, config=cfg), FleetState([b], redis=r, config=cfg)
    await a.start()
    await c.start()
    try:
        a.observe(b.name, classify(chat(CHAT[0])), Outcome(0.2, 0.02, 10, {}))
        deadline = time.monotonic() + 5
        while (got := c.snapshot().get(b.name)).classes["chat/open"].weight < 0.99 \
                or got.scraped_at is None:
            assert time.monotonic() < deadline, got
            await asyncio.sleep(0.01)
        assert got.classes["chat/open"].tpot_s == pytest.approx(0.02)
    finally:
        await a.stop()
        await c.stop()


async def test_redis_down_falls_back_to_local_state(vllm_ngram: RunningBackend) -> None:
    dead = aredis.Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=0.2)
    b = at(vllm_ngram)
    fs = FleetState([b], redis=dead)
    try:
        fs.observe(b.name, classify(chat(CHAT[0])), Outcome(0.2, 0.02, 10, {}))
        await fs.refresh()
        snap = fs.snapshot().get(b.name)
        assert snap.scraped_at is not None and snap.healthy  # scraped locally
        assert snap.classes["chat/open"].weight == pytest.approx(1.0, abs=0.01)  # learned locally
    finally:
        await dead.aclose()


def test_measured_ttfts_calibrate_the_backends_prefill_speed() -> None:
    from gateway.routing.costmodel import prefill_s
    from gateway.routing.estimate import perf_profile

    plain = backend("vllm-plain")
    fs = FleetState([plain, backend("vllm-ngram")], config=StatsConfig(wall_time_scale=10.0))
    workload = classify(chat(CODE_TO_FIX * 20))
    assert workload.prompt_tokens > 500
    prior = prefill_s(perf_profile(plain), workload.prompt_tokens)
    assert fs.snapshot().get(plain.name).prefill_factor == 1.0
    # the gateway timed 0.3 x the prior in wall seconds against a simulator at 10x: 3x the prior
    fs.observe(plain.name, workload, Outcome(0.3 * prior, 0.002, 50, {}))
    assert fs.snapshot().get(plain.name).prefill_factor == pytest.approx(3.0)
    # the unmeasured neighbour takes the measured one's factor, not the datasheet's 1.0
    assert fs.snapshot().get("vllm-ngram").prefill_factor == pytest.approx(3.0)


def test_a_prefix_cache_hit_calibrates_on_the_tokens_it_prefilled() -> None:
    from gateway.routing.costmodel import prefill_s
    from gateway.routing.estimate import perf_profile

    plain = backend("vllm-plain")
    fs = FleetState([plain])
    workload = classify(chat(CODE_TO_FIX * 20))
    computed = workload.prompt_tokens // 4  # the backend's cache held the other three quarters
    fast = 2.0 * prefill_s(perf_profile(plain), computed)  # 2x its prior, for what it computed
    fs.observe(plain.name, workload, Outcome(fast, 0.02, 50, {},
                                             cached_tokens=workload.prompt_tokens - computed,
                                             prompt_tokens=workload.prompt_tokens))
    assert fs.snapshot().get(plain.name).prefill_factor == pytest.approx(2.0)
    # the backend counts its tokens with its own tokenizer, 30% more of them than the estimate:
    # it is the share it held that says what was prefilled
    other = FleetState([plain])
    reported = round(workload.prompt_tokens * 1.3)
    other.observe(plain.name, workload, Outcome(fast, 0.02, 50, {},
                                                cached_tokens=round(reported * 0.75),
                                                prompt_tokens=reported))
    assert other.snapshot().get(plain.name).prefill_factor == pytest.approx(2.0, rel=0.02)


def test_tgi_calibrates_its_prefill_from_its_fit_once_the_fit_rests_on_enough_requests() -> None:
    from gateway.routing.stats import SETTLED_FIT_REQUESTS

    plain, tgi = backend("vllm-plain"), backend("tgi-medusa")
    fs = FleetState([plain, tgi])
    w = classify(chat(CODE_TO_FIX * 20))
    fs.observe(plain.name, w, Outcome(2.0 * prefill_s(perf_profile(plain), w.prompt_tokens),
                                      0.02, 50, {}))
    assert fs.snapshot().get(plain.name).prefill_factor == pytest.approx(2.0)
    p_true = 1.5 * tgi_prefill_prior(tgi)  # TGI prefills 1.5x slower than its datasheet
    t_true = 0.03

    def report(i: int) -> None:
        generated = 10 + 37 * (i % 7)
        inference_ms = 1000 * (w.prompt_tokens * p_true + (generated - 1) * t_true)
        fs.observe(tgi.name, w, Outcome(None, None, generated, {
            "x-queue-time": "0", "x-inference-time": str(round(inference_ms)),
            "x-generated-tokens": str(generated)}))

    for i in range(int(SETTLED_FIT_REQUESTS) - 1):
        report(i)
    # a young fit is mostly its prior: TGI takes the measured backend's factor meanwhile
    assert fs.snapshot().get(tgi.name).prefill_factor == pytest.approx(2.0)
    for i in range(int(SETTLED_FIT_REQUESTS) - 1, 80):
        report(i)
    assert fs.snapshot().get(tgi.name).prefill_factor == pytest.approx(1.5, rel=0.1)
    assert fs.snapshot().get(plain.name).prefill_factor == pytest.approx(2.0)


class StepLog:
    """A sim engine observer: each decode step's duration and batch (the truth to compare)."""

    def __init__(self) -> None:
        self.steps: list[tuple[float, int]] = []

    def on_arrival(self, req: Any) -> None: ...
    def on_draft(self, drafted: int, accepted: int, per_pos: list[bool]) -> None: ...
    def on_finish(self, engine: Any, req: Any) -> None: ...

    def on_step(self, engine: Any, report: Any) -> None:
        if not report.prefill and report.decode_emits:
            self.steps.append((report.duration, report.decode_emits))


async def test_tgi_decode_steps_calibrate_the_models_step_time() -> None:
    """The snapshot's step factor is the engine's true decode step over the cost model's at the
    same batch (the simulator's verification is cheaper than the model charges), and the
    exported gauge says the same."""
    with running_backend(backend("tgi-medusa"), time_scale=50) as sim:
        log = StepLog()
        sim.engine.observers.append(log)
        b = at(sim)
        fs = FleetState([b])
        assert fs.snapshot().get(b.name).step_factor == 1.0
        await fs.refresh()
        async with httpx.AsyncClient(timeout=30) as client:
            for _ in range(MIN_WINDOWS + 1):
                rs = await asyncio.gather(*(client.post(f"{sim}/v1/chat/completions", json=body)
                                            for body in (chat(CODE_TO_FIX), chat(CHAT[1]))))
                assert all(r.status_code == 200 for r in rs)
                await fs.refresh()
        profile = perf_profile(b)
        ratios = sorted(d / costmodel.step_s(profile, n) for d, n in log.steps)
        truth = ratios[len(ratios) // 2]
        assert truth < 0.95  # the model's verification is dearer than the simulator's
        factor = fs.snapshot().get(b.name).step_factor
        assert factor == pytest.approx(truth, rel=0.05)
        assert fs.speed_factors()[b.name]["decode_step"] == factor


class _StuckPipeline:
    """A real pipeline whose ``execute`` hangs, then answers a cancellation with an error of the
    client library's own, as redis-py can."""

    convert = True  # False: a cancellation goes through (lets a failing test end)

    def __init__(self, real: Any, entered: asyncio.Event) -> None:
        self.real, self.entered = real, entered

    async def __aenter__(self) -> _StuckPipeline:
        await self.real.__aenter__()
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.real.__aexit__(*exc)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    async def execute(self) -> Any:
        self.entered.set()
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            if not _StuckPipeline.convert:
                raise
            raise aredis.ConnectionError("Connection closed by server.") from None


async def test_stop_ends_the_refresh_when_the_client_turns_its_cancellation_into_an_error(
) -> None:
    real = aredis.Redis.from_url(REDIS_URL)
    entered = asyncio.Event()

    class Client:
        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        def pipeline(self, **kwargs: Any) -> _StuckPipeline:
            return _StuckPipeline(real.pipeline(**kwargs), entered)

    fs = FleetState([backend("vllm-plain")], redis=Client(),  # type: ignore[arg-type]
                    config=StatsConfig(interval_s=0.05, key_prefix=f"test:{secrets.token_hex(4)}"))
    await fs.start()
    try:
        await asyncio.wait_for(entered.wait(), 5)  # the lease's round trip, hanging
        stopping = asyncio.create_task(fs.stop())
        done, _ = await asyncio.wait({stopping}, timeout=5)
        if stopping not in done:  # end the loop so the failure is reported, not a hang
            _StuckPipeline.convert = False
            for task in asyncio.all_tasks():
                if task.get_name() == "specgate-fleet-state":
                    task.cancel()
            await stopping
        assert stopping in done, "stop() waited on a refresh loop that outlived its cancellation"
    finally:
        _StuckPipeline.convert = True
        await real.aclose()
