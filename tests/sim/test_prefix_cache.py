"""The simulator's prefix cache: block-chained hits, LRU eviction, and what vLLM reports of it."""

from __future__ import annotations

import httpx
from prometheus_client.parser import text_string_to_metric_families

from gateway.sim.calibration import backend
from gateway.sim.engine import SimEngine, SimRequest
from gateway.sim.harness import running_backend
from gateway.sim.prefix_cache import PrefixCache
from tests.sim.conftest import CHAT, CODE_TO_FIX, SERVED

SYSTEM = "You are the support assistant of a hardware shop. " + CODE_TO_FIX * 8


def test_a_hit_is_a_leading_run_of_full_blocks() -> None:
    cache = PrefixCache(capacity_blocks=100, block=4)
    cache.insert([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])  # two full blocks; 9, 10 are not cached
    assert cache.hit_tokens([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) == 8
    assert cache.hit_tokens([1, 2, 3, 4, 0, 6, 7, 8, 9]) == 4  # the second block differs
    assert cache.hit_tokens([0, 2, 3, 4, 5, 6, 7, 8, 9]) == 0  # same block, other prefix
    assert cache.hit_tokens([1, 2, 3, 4, 5, 6, 7, 8]) == 7  # the last token is always computed


def test_the_least_recently_used_blocks_go_first() -> None:
    cache = PrefixCache(capacity_blocks=4, block=2)
    cache.insert([1, 1, 2, 2])
    cache.insert([3, 3, 4, 4])
    assert cache.hit_tokens([1, 1, 2, 2, 9]) == 4  # touches the first prompt's blocks
    cache.insert([5, 5, 6, 6])  # evicts the second prompt's, not the first's
    assert cache.hit_tokens([1, 1, 2, 2, 9]) == 4
    assert cache.hit_tokens([3, 3, 4, 4, 9]) == 0
    assert len(cache) == 4
    off = PrefixCache(capacity_blocks=0, block=2)
    off.insert([1, 1, 2, 2])
    assert off.hit_tokens([1, 1, 2, 2, 9]) == 0


def _ask(url: str, question: str) -> dict:
    body = {"model": SERVED, "max_tokens": 8, "temperature": 0,
            "messages": [{"role": "system", "content": SYSTEM},
                         {"role": "user", "content": question}]}
    r = httpx.post(f"{url}/v1/chat/completions", json=body, timeout=30)
    r.raise_for_status()
    return r.json()


def _counters(url: str) -> dict[str, float]:
    text = httpx.get(f"{url}/metrics", timeout=10).text
    return {s.name: s.value for f in text_string_to_metric_families(text) for s in f.samples
            if s.name.startswith("vllm:prefix_cache_")}


def test_a_shared_system_prompt_is_prefilled_once() -> None:
    with running_backend(backend("vllm-plain"), time_scale=50) as url:
        first = _ask(url, CHAT[0])
        second = _ask(url, CHAT[1])
        counters = _counters(url)
    prompt = second["usage"]["prompt_tokens"]
    cached = second["usage"]["prompt_tokens_details"]["cached_tokens"]
    assert first["usage"]["prompt_tokens_details"]["cached_tokens"] == 0
    assert prompt > 1000 and prompt - 40 < cached < prompt  # all but the question's blocks
    assert cached % 16 == 0
    ttft = [r["metrics"]["time_to_first_token_ms"] for r in (first, second)]
    assert ttft[1] < ttft[0] / 3
    assert counters["vllm:prefix_cache_hits_total"] == cached
    assert counters["vllm:prefix_cache_queries_total"] == (
        first["usage"]["prompt_tokens"] + prompt)


def test_without_prefix_caching_every_prompt_is_prefilled() -> None:
    plain = backend("vllm-plain").model_copy(update={"prefix_caching": False})
    with running_backend(plain, time_scale=50) as url:
        _ask(url, CHAT[0])
        second = _ask(url, CHAT[1])
        counters = _counters(url)
    assert second["usage"]["prompt_tokens_details"]["cached_tokens"] == 0
    assert counters["vllm:prefix_cache_hits_total"] == 0


def test_a_prompt_too_long_for_the_pool_keeps_its_head() -> None:
    """vLLM frees a request's blocks tail first: what is left of a prompt is a prefix of it."""
    cache = PrefixCache(capacity_blocks=2, block=4)
    prompt = list(range(17))  # four full blocks
    cache.insert(prompt)
    assert cache.hit_tokens(prompt) == 8  # its first two blocks
    other = [100 + t for t in range(9)]  # two blocks of another prompt push them out
    cache.insert(other)
    assert cache.hit_tokens(prompt) == 0 and cache.hit_tokens(other) == 8


def test_running_requests_take_the_pool_from_the_cache() -> None:
    """vLLM evicts free cached blocks when running requests need them: a cached prompt is hit
    on an idle engine, and not once requests decoding there hold nearly all of the pool."""
    engine = SimEngine(backend("vllm-plain"), time_scale=1e9)
    prompt = list(range(1, 16 * 40 + 1))  # forty full blocks
    engine.prefix_cache.insert(prompt)

    def hit() -> int:
        again = SimRequest(rid="again", prompt=[*prompt, 7], target=[1], predictability=[1.0],
                           finish_reason="stop", max_tokens=1)
        engine._reuse_prefix(again)
        return again.computed

    assert hit() == 16 * 40
    busy = SimRequest(rid="busy", prompt=[9] * 15, target=[1], predictability=[1.0],
                      finish_reason="stop", max_tokens=1, prefilled=True)
    busy.computed = 16 * (engine.kv_blocks - 10)  # its prompt and a long output: all but ten
    engine.running.append(busy)
    assert hit() == 16 * 10  # what is left of the pool holds the head of the prompt
    engine.running.clear()
    assert hit() == 16 * 10  # evicted blocks are gone, as in vLLM, until computed again
