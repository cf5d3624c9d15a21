"""Scraping /metrics: the reference samples, both engines live on the simulator, counter deltas."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from gateway.backends.scrape import (
    Scrape,
    ScrapeError,
    SpecCounters,
    StepCounters,
    acceptance,
    parse_metrics,
    scrape,
    step_window,
)
from gateway.config.fleet import Backend
from gateway.sim.calibration import MODEL as SERVED
from gateway.sim.calibration import backend
from gateway.sim.harness import RunningBackend, running_backend
from tests.sim.conftest import CHAT, CODE_TO_FIX

M = 'model_name="meta-llama/Llama-3.1-8B-Instruct"'
# Excerpts of the reference scrapes (shared/reference/samples): vLLM 0.33 rendered by
# prometheus_client (TYPE lines with _total, *_created gauges, buckets), TGI by MEP.
VLLM_SAMPLE = f"""# HELP vllm:num_requests_running Number of requests in model execution batches.
# TYPE vllm:num_requests_running gauge
vllm:num_requests_running{{engine="0",{M}}} 12.0
# TYPE vllm:num_requests_waiting gauge
vllm:num_requests_waiting{{engine="0",{M}}} 3.0
# TYPE vllm:num_requests_waiting_by_reason gauge
vllm:num_requests_waiting_by_reason{{engine="0",{M},reason="capacity"}} 3.0
# TYPE vllm:kv_cache_usage_perc gauge
vllm:kv_cache_usage_perc{{engine="0",{M}}} 0.4125
# TYPE vllm:request_prefill_kv_computed_tokens histogram
vllm:request_prefill_kv_computed_tokens_bucket{{engine="0",le="20.0",{M}}} 0.0
vllm:request_prefill_kv_computed_tokens_bucket{{engine="0",le="+Inf",{M}}} 1800.0
vllm:request_prefill_kv_computed_tokens_count{{engine="0",{M}}} 1800.0
vllm:request_prefill_kv_computed_tokens_sum{{engine="0",{M}}} 997908.0
# HELP vllm:spec_decode_num_drafts_total Number of spec decoding drafts.
# TYPE vllm:spec_decode_num_drafts_total counter
vllm:spec_decode_num_drafts_total{{engine="0",{M}}} 140000.0
# TYPE vllm:spec_decode_num_drafts_created gauge
vllm:spec_decode_num_drafts_created{{engine="0",{M}}} 1.796015303830786e+09
# TYPE vllm:spec_decode_num_draft_tokens_total counter
vllm:spec_decode_num_draft_tokens_total{{engine="0",{M}}} 420000.0
# TYPE vllm:spec_decode_num_accepted_tokens_total counter
vllm:spec_decode_num_accepted_tokens_total{{engine="0",{M}}} 196000.0
# TYPE vllm:spec_decode_num_accepted_tokens_per_pos_total counter
vllm:spec_decode_num_accepted_tokens_per_pos_total{{engine="0",{M},position="0"}} 98000.0
vllm:spec_decode_num_accepted_tokens_per_pos_total{{engine="0",{M},position="1"}} 60000.0
vllm:spec_decode_num_accepted_tokens_per_pos_total{{engine="0",{M},position="2"}} 38000.0
"""
TGI_SAMPLE = """# HELP tgi_request_count Total number of requests
# TYPE tgi_request_count counter
tgi_request_count 203

# HELP tgi_batch_current_size Current batch size
# TYPE tgi_batch_current_size gauge
tgi_batch_current_size 6

# TYPE tgi_batch_current_max_tokens gauge
tgi_batch_current_max_tokens 5214

# TYPE tgi_queue_size gauge
tgi_queue_size 0

# TYPE tgi_batch_max_total_tokens gauge
tgi_batch_max_total_tokens 180112

# HELP tgi_request_skipped_tokens Speculated tokens per request
# TYPE tgi_request_skipped_tokens summary
tgi_request_skipped_tokens{quantile="0"} 0
tgi_request_skipped_tokens{quantile="0.5"} 1
tgi_request_skipped_tokens{quantile="1"} 2
tgi_request_skipped_tokens_sum 7235
tgi_request_skipped_tokens_count 9180

# HELP tgi_batch_next_size Batch size of the next batch
# TYPE tgi_batch_next_size histogram
tgi_batch_next_size_bucket{le="1"} 150
tgi_batch_next_size_bucket{le="2"} 178
tgi_batch_next_size_bucket{le="+Inf"} 180
tgi_batch_next_size_sum 212
tgi_batch_next_size_count 180

"""


@pytest.fixture(scope="module")
def vllm_ngram() -> Iterator[RunningBackend]:
    with running_backend(backend("vllm-ngram"), time_scale=10) as url:
        yield url


@pytest.fixture(scope="module")
def tgi_medusa() -> Iterator[RunningBackend]:
    with running_backend(backend("tgi-medusa"), time_scale=10) as url:
        yield url


def at(sim: RunningBackend) -> Backend:
    return sim.backend.model_copy(update={"base_url": sim.url})


async def generate(client: httpx.AsyncClient, url: str, content: str, n: int) -> list[str]:
    """``n`` concurrent greedy requests; their simulator request ids."""
    body = {"model": SERVED, "messages": [{"role": "user", "content": content}],
            "max_tokens": 64, "temperature": 0}
    rs = await asyncio.gather(*(client.post(f"{url}/v1/chat/completions", json=body)
                                for _ in range(n)))
    assert all(r.status_code == 200 for r in rs), [r.text for r in rs]
    return [r.headers["x-sim-request-id"] for r in rs]


async def truths(client: httpx.AsyncClient, url: str, ids: list[str]) -> list[dict[str, Any]]:
    return [(await client.get(f"{url}/sim/requests/{rid}")).json() for rid in ids]


def test_reference_samples_parse_with_the_real_names() -> None:
    v = parse_metrics("vllm", VLLM_SAMPLE)
    assert v == Scrape(running=12, waiting=3, kv_usage=0.4125,
                       spec=SpecCounters(140000.0, 196000.0, 420000.0), k=3)
    old = parse_metrics("vllm", f"vllm:num_requests_running{{{M}}} 8.0\n")  # no engine label
    assert (old.running, old.kv_usage, old.spec, old.k) == (8, 0.0, None, None)
    t = parse_metrics("tgi", TGI_SAMPLE)
    assert (t.running, t.waiting, t.spec) == (6, 0, SpecCounters(9180.0, 7235.0, prefills=212))
    assert t.kv_usage == pytest.approx(5214 / 180112)


# More of the same reference scrapes: the step-time families (buckets elided but for one).
VLLM_STEPS = VLLM_SAMPLE + f"""# HELP vllm:prompt_tokens_total Number of prefill tokens processed.
# TYPE vllm:prompt_tokens_total counter
vllm:prompt_tokens_total{{engine="0",{M}}} 1.8432e+06
# TYPE vllm:inter_token_latency_seconds histogram
vllm:inter_token_latency_seconds_bucket{{engine="0",le="+Inf",{M}}} 5000.0
vllm:inter_token_latency_seconds_count{{engine="0",{M}}} 5000.0
vllm:inter_token_latency_seconds_sum{{engine="0",{M}}} 94.71931234135829
"""
TGI_STEPS = TGI_SAMPLE + """# TYPE tgi_batch_inference_duration histogram
tgi_batch_inference_duration_bucket{method="prefill",le="+Inf"} 180
tgi_batch_inference_duration_sum{method="prefill"} 21.56933152660688
tgi_batch_inference_duration_count{method="prefill"} 180
tgi_batch_inference_duration_bucket{method="decode",le="+Inf"} 9000
tgi_batch_inference_duration_sum{method="decode"} 87.85553799344098
tgi_batch_inference_duration_count{method="decode"} 9000

"""


def test_step_counters_parse_with_the_real_names() -> None:
    v = parse_metrics("vllm", VLLM_STEPS)
    assert v.steps == StepCounters(94.71931234135829, 5000.0, None, 140000.0, 1.8432e6)
    t = parse_metrics("tgi", TGI_STEPS)
    # decode steps only; the generations in them are all generations less the prefills'
    assert t.steps == StepCounters(87.85553799344098, 9000.0, sequences=9180.0 - 212)
    assert parse_metrics("vllm", VLLM_SAMPLE).steps is None  # not exported: nothing to time
    assert parse_metrics("tgi", TGI_SAMPLE).steps is None  # no decode step recorded yet


def test_deprecated_kv_name_and_engines_summed() -> None:
    text = "\n".join([
        "# TYPE vllm:num_requests_running gauge",
        'vllm:num_requests_running{engine="0",model_name="m"} 3.0',
        'vllm:num_requests_running{engine="1",model_name="m"} 4.0',
        "# TYPE vllm:gpu_cache_usage_perc gauge",
        'vllm:gpu_cache_usage_perc{engine="0",model_name="m"} 0.2',
        'vllm:gpu_cache_usage_perc{engine="1",model_name="m"} 0.4',
        "# TYPE vllm:spec_decode_num_drafts counter",  # declared without _total: still found
        'vllm:spec_decode_num_drafts_total{engine="0",model_name="m"} 10.0',
        'vllm:spec_decode_num_drafts_total{engine="1",model_name="m"} 5.0',
        "",
    ])
    s = parse_metrics("vllm", text)
    assert (s.running, s.waiting) == (7, 0)
    assert s.kv_usage == pytest.approx(0.3)
    assert s.spec == SpecCounters(steps=15.0, accepted=0.0, draft_tokens=0.0)


def test_malformed_metrics_are_a_scrape_error() -> None:
    with pytest.raises(ScrapeError):
        parse_metrics("tgi", "tgi_queue_size not-a-number\n")


def test_acceptance_from_deltas_survives_a_counter_reset() -> None:
    before, after = SpecCounters(100, 150, 400), SpecCounters(140, 250, 560)
    acc = acceptance(before, after)
    assert acc is not None
    assert (acc.steps, acc.mean_length, acc.draft_rate) == (40, 1 + 100 / 40, 100 / 160)
    assert acceptance(after, after) is None  # nothing happened in between
    restarted = acceptance(after, SpecCounters(10, 20, 40))  # server restarted: count from 0
    assert restarted is not None and (restarted.steps, restarted.mean_length) == (10, 3.0)
    tgi = acceptance(SpecCounters(9, 4), SpecCounters(19, 16))
    assert tgi is not None and (tgi.mean_length, tgi.draft_rate) == (1 + 12 / 10, None)


def test_tgi_prefills_are_not_counted_as_verification_steps() -> None:
    # 10 generations in the window, 4 of them the prefills of new requests (nothing to accept)
    before = SpecCounters(9, 4, prefills=3)
    tgi = acceptance(before, SpecCounters(19, 16, prefills=7))
    assert tgi is not None and (tgi.steps, tgi.mean_length) == (6, 1 + 12 / 6)
    assert acceptance(before, SpecCounters(13, 4, prefills=7)) is None  # prefills only
    restarted = acceptance(before, SpecCounters(5, 6, prefills=1))  # counters back to zero
    assert restarted is not None and (restarted.steps, restarted.mean_length) == (4, 2.5)


async def test_vllm_counter_deltas_match_the_requests_made(vllm_ngram: RunningBackend) -> None:
    b = at(vllm_ngram)
    async with httpx.AsyncClient(timeout=30) as client:
        before = await scrape(client, b, timeout_s=2)
        ids = await generate(client, vllm_ngram, CODE_TO_FIX, 4)
        ids += await generate(client, vllm_ngram, CHAT[0], 2)
        after = await scrape(client, b, timeout_s=2)
        truth = await truths(client, vllm_ngram, ids)
    acc = acceptance(before.spec, after.spec)
    assert acc is not None and after.k == 4
    drafts = sum(t["num_drafts"] for t in truth)
    accepted = sum(t["num_accepted_tokens"] for t in truth)
    proposed = sum(t["num_draft_tokens"] for t in truth)
    assert acc.steps == drafts
    assert acc.mean_length == pytest.approx(1 + accepted / drafts)
    assert acc.draft_rate == pytest.approx(accepted / proposed)


async def test_tgi_counter_deltas_match_the_requests_made(tgi_medusa: RunningBackend) -> None:
    b = at(tgi_medusa)
    async with httpx.AsyncClient(timeout=30) as client:
        before = await scrape(client, b, timeout_s=2)
        ids = await generate(client, tgi_medusa, CODE_TO_FIX, 3)
        after = await scrape(client, b, timeout_s=2)
        truth = await truths(client, tgi_medusa, ids)
    acc = acceptance(before.spec, after.spec)
    assert acc is not None and after.spec is not None
    assert after.spec.prefills - (before.spec.prefills if before.spec else 0) == len(ids)
    accepted = sum(t["num_accepted_tokens"] for t in truth)
    tokens = sum(t["completion_tokens"] for t in truth)
    # skipped_tokens: one sample per generation (prefill too), value = tokens emitted - 1; the
    # prefills (one token each, from tgi_batch_next_size) are taken out of the steps, which
    # leaves the decode steps (with a draft, or a last one without)
    assert acc.steps + accepted == tokens - len(ids)
    assert acc.steps >= sum(t["num_drafts"] for t in truth)
    assert acc.mean_length == pytest.approx((tokens - len(ids)) / acc.steps)


@pytest.mark.parametrize("name", ["vllm_ngram", "tgi_medusa"])
async def test_step_time_counters_add_up_the_decode_steps_of_the_requests_made(
    name: str, request: pytest.FixtureRequest
) -> None:
    """One request at a time: its decode steps run back to back from its first token to its
    last, so the window's step seconds are the sum of those spans, at a batch of one."""
    sim: RunningBackend = request.getfixturevalue(name)
    b = at(sim)
    async with httpx.AsyncClient(timeout=30) as client:
        before = await scrape(client, b, timeout_s=2)
        ids = []
        for content in (CODE_TO_FIX, CHAT[0], CODE_TO_FIX):
            ids += await generate(client, sim, content, 1)
        after = await scrape(client, b, timeout_s=2)
        truth = await truths(client, sim, ids)
    w = step_window(before.steps, after.steps)
    assert w is not None
    spans = sum(t["finished_at"] - t["first_token_at"] for t in truth)
    assert w.mean_step_s * w.samples == pytest.approx(spans, rel=1e-6)
    if w.batch is not None:  # TGI: the counters give the batch
        assert w.batch == pytest.approx(1.0)
    else:  # vLLM: one sample per request-step, each a decode step, the drafted ones counted
        drafts = sum(t["num_drafts"] for t in truth)
        assert w.coverage == pytest.approx(drafts / w.samples)
        prompts = sum(t["prompt_tokens"] for t in truth)
        assert w.prompt_tokens_per_sample * w.samples == pytest.approx(prompts)


@pytest.mark.parametrize("engine", ["vllm", "tgi"])
async def test_running_requests_are_seen_while_a_stream_is_open(
    engine: str, vllm_ngram: RunningBackend, tgi_medusa: RunningBackend
) -> None:
    sim = vllm_ngram if engine == "vllm" else tgi_medusa
    body = {"model": SERVED, "messages": [{"role": "user", "content": CHAT[1]}],
            "max_tokens": 1500, "stream": True, "temperature": 0.5}
    async with httpx.AsyncClient(timeout=30) as client, client.stream(
        "POST", f"{sim}/v1/chat/completions", json=body
    ) as r:
        lines = r.aiter_lines()  # read by hand: leaving an ``async for`` closes the stream
        while True:  # until the first token: the request is in the running batch
            line = await anext(lines)
            chunk = json.loads(line[5:]) if line.startswith("data:") else {}
            if any(c["delta"].get("content") for c in chunk.get("choices", ())):
                break
        s = await scrape(client, at(sim), timeout_s=2)
    assert s.running == 1 and s.waiting == 0 and 0 < s.kv_usage < 1, s


def closed_port() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


async def test_scrape_fails_on_closed_port_and_unhealthy(vllm_ngram: RunningBackend) -> None:
    async with httpx.AsyncClient() as client:
        with pytest.raises(ScrapeError, match="Connect"):
            await scrape(client, backend("vllm-plain").model_copy(
                update={"base_url": closed_port()}), timeout_s=1)
        vllm_ngram.unhealthy(True)
        try:
            with pytest.raises(ScrapeError, match="503"):
                await scrape(client, at(vllm_ngram), timeout_s=1)
        finally:
            vllm_ngram.unhealthy(False)
