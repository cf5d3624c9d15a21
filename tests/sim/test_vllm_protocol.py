"""The vLLM-style server through the official openai SDK, plus its /metrics families."""

from __future__ import annotations

import httpx
import openai
import pytest
from prometheus_client.parser import text_string_to_metric_families

from gateway.sim.calibration import backend
from gateway.sim.harness import RunningBackend, running_backend
from tests.sim.conftest import CHAT, CODE_TO_FIX, SERVED


def _client(url: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=url + "/v1", api_key="unused", max_retries=0)


def _families(url: str) -> dict[str, list[tuple[str, dict[str, str], float]]]:
    text = httpx.get(url + "/metrics").text
    return {
        f.name: [(s.name, s.labels, s.value) for s in f.samples]
        for f in text_string_to_metric_families(text)
    }


def _value(fams: dict, family: str, sample: str | None = None, **labels: str) -> float:
    return sum(
        v
        for name, lab, v in fams[family]
        if name == (sample or family) and all(lab.get(k) == x for k, x in labels.items())
    )


def test_chat_json_stream_and_usage_agree(vllm_ngram: RunningBackend) -> None:
    c = _client(vllm_ngram)
    msgs = [{"role": "user", "content": CHAT[0]}]
    r = c.chat.completions.create(model=SERVED, messages=msgs, max_tokens=40, temperature=0)
    assert r.object == "chat.completion" and r.id.startswith("chatcmpl-")
    assert r.choices[0].finish_reason in ("stop", "length")
    assert r.usage.completion_tokens <= 40 and r.usage.prompt_tokens > 5
    metrics = r.model_extra["metrics"]
    assert metrics["time_to_first_token_ms"] > 0
    assert "speculative_decoding" in metrics
    chunks = list(
        c.chat.completions.create(
            model=SERVED,
            messages=msgs,
            max_tokens=40,
            temperature=0,
            stream=True,
            stream_options={"include_usage": True},
        )
    )
    text = "".join(ch.choices[0].delta.content or "" for ch in chunks if ch.choices)
    assert text == r.choices[0].message.content  # deterministic for the same request
    usage = chunks[-1].usage
    assert chunks[-1].choices == [] and usage is not None
    assert (usage.prompt_tokens, usage.completion_tokens) == (
        r.usage.prompt_tokens, r.usage.completion_tokens)
    # the same prompt again: its full KV blocks come from the prefix cache
    p = r.usage.prompt_tokens
    assert usage.prompt_tokens_details.cached_tokens == min(p // 16 * 16, p - 1)
    assert all(ch.usage is None for ch in chunks[:-1])


def test_completions_and_stop_strings(vllm_ngram: RunningBackend) -> None:
    c = _client(vllm_ngram)
    r = c.completions.create(model=SERVED, prompt="Once upon a time", max_tokens=30)
    assert r.object == "text_completion" and r.usage.completion_tokens >= 1
    full = c.completions.create(model=SERVED, prompt=CHAT[1], max_tokens=60, temperature=0)
    words = full.choices[0].text.split()
    stop = words[3]
    cut = c.completions.create(
        model=SERVED, prompt=CHAT[1], max_tokens=60, temperature=0, stop=[stop]
    )
    assert stop not in cut.choices[0].text
    assert full.choices[0].text.startswith(cut.choices[0].text)
    assert cut.choices[0].finish_reason == "stop"
    assert cut.choices[0].model_extra["stop_reason"] == stop
    streamed = "".join(
        ch.choices[0].text
        for ch in c.completions.create(model=SERVED, prompt="Hi", max_tokens=10, stream=True)
        if ch.choices
    )
    assert streamed


def test_batches_and_n_answer_a_choice_each_and_count_each_prompt_once(
        vllm_ngram: RunningBackend) -> None:
    """As vLLM: choices prompt by prompt, n each (index = prompt * n + choice); usage counts
    every prompt once and every choice's output; streamed, the same choices and usage."""
    c = _client(vllm_ngram)
    one = c.completions.create(model=SERVED, prompt="Say hi", max_tokens=12, temperature=0)
    two = c.completions.create(model=SERVED, prompt="Say bye", max_tokens=12, temperature=0)
    batch = c.completions.create(model=SERVED, prompt=["Say hi", "Say bye"], max_tokens=12,
                                 temperature=0, n=2)
    assert [ch.index for ch in batch.choices] == [0, 1, 2, 3]
    texts = [ch.text for ch in batch.choices]
    assert texts == [one.choices[0].text] * 2 + [two.choices[0].text] * 2  # greedy: alike
    assert batch.usage.prompt_tokens == one.usage.prompt_tokens + two.usage.prompt_tokens
    assert batch.usage.completion_tokens == 2 * (
        one.usage.completion_tokens + two.usage.completion_tokens)
    ids = c.completions.create(model=SERVED, prompt=[[9906, 1917, 0], [15339]], max_tokens=4)
    assert ids.usage.prompt_tokens == 4 and len(ids.choices) == 2  # no BOS added to ids

    sampled = c.chat.completions.create(model=SERVED, messages=[{"role": "user", "content":
                                        CHAT[0]}], max_tokens=40, temperature=1.0, seed=3, n=3)
    assert len({ch.message.content for ch in sampled.choices}) > 1
    chunks = list(c.chat.completions.create(
        model=SERVED, messages=[{"role": "user", "content": CHAT[0]}], max_tokens=40,
        temperature=1.0, seed=3, n=3, stream=True, stream_options={"include_usage": True}))
    streamed = ["", "", ""]
    for ch in chunks[:-1]:
        for choice in ch.choices:
            streamed[choice.index] += choice.delta.content or ""
    assert streamed == [ch.message.content for ch in sampled.choices]
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == \
        sampled.usage.completion_tokens
    with pytest.raises(openai.BadRequestError):
        c.completions.create(model=SERVED, prompt=[[10**8]], max_tokens=4)


def test_models_health_version_and_errors(vllm_ngram: RunningBackend) -> None:
    c = _client(vllm_ngram)
    [m] = c.models.list().data
    assert m.id == SERVED and m.owned_by == "vllm" and m.model_extra["max_model_len"] == 8192
    assert httpx.get(vllm_ngram + "/health").status_code == 200
    assert httpx.get(vllm_ngram + "/version").json() == {"version": "0.33.0"}
    with pytest.raises(openai.NotFoundError) as nf:
        c.chat.completions.create(model="nope", messages=[{"role": "user", "content": "x"}])
    assert nf.value.body["type"] == "NotFoundError" and nf.value.body["param"] == "model"
    with pytest.raises(openai.BadRequestError) as br:
        c.completions.create(model=SERVED, prompt="hello " * 9000, max_tokens=10)
    assert "maximum context length is 8192" in br.value.body["message"]


def test_tool_calls_and_json(vllm_ngram: RunningBackend) -> None:
    import json

    c = _client(vllm_ngram)
    tool = {
        "type": "function",
        "function": {
            "name": "get_weather",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
            },
        },
    }
    r = c.chat.completions.create(
        model=SERVED, messages=[{"role": "user", "content": "Weather in Paris?"}], tools=[tool]
    )
    call = r.choices[0].message.tool_calls[0]
    assert r.choices[0].finish_reason == "tool_calls" and call.function.name == "get_weather"
    assert set(json.loads(call.function.arguments)) == {"city", "days"}
    r = c.chat.completions.create(
        model=SERVED,
        messages=[{"role": "user", "content": "List three fruits with colours as JSON."}],
        response_format={"type": "json_object"},
        max_tokens=500,
    )
    assert isinstance(json.loads(r.choices[0].message.content), dict)


def test_metrics_families_and_counters_match_requests() -> None:
    with running_backend(backend("vllm-ngram"), time_scale=50) as url:
        c = _client(url)
        usage = [
            c.chat.completions.create(
                model=SERVED,
                messages=[{"role": "user", "content": q}],
                max_tokens=50,
                temperature=0,
            ).usage
            for q in [*CHAT, CODE_TO_FIX]
        ]
        fams = _families(url)
    n = len(usage)
    prompt, gen = sum(u.prompt_tokens for u in usage), sum(u.completion_tokens for u in usage)
    lv = {"model_name": SERVED, "engine": "0"}
    assert _value(fams, "vllm:request_success", "vllm:request_success_total", **lv) == n
    assert _value(fams, "vllm:prompt_tokens", "vllm:prompt_tokens_total", **lv) == prompt
    assert _value(fams, "vllm:generation_tokens", "vllm:generation_tokens_total", **lv) == gen
    for hist in (
        "vllm:time_to_first_token_seconds",
        "vllm:e2e_request_latency_seconds",
        "vllm:request_queue_time_seconds",
        "vllm:request_time_per_output_token_seconds",
    ):
        assert _value(fams, hist, hist + "_count") == n, hist
    # one ITL sample per engine step per request: fewer than tokens when drafts are accepted
    itl = _value(fams, "vllm:inter_token_latency_seconds", "vllm:inter_token_latency_seconds_count")
    assert 0 < itl <= gen - n
    accepted = _value(
        fams, "vllm:spec_decode_num_accepted_tokens", "vllm:spec_decode_num_accepted_tokens_total"
    )
    assert itl + accepted == gen - n  # every non-first token: a step's bonus or an accepted draft
    positions = {
        lab["position"]
        for _, lab, _ in fams["vllm:spec_decode_num_accepted_tokens_per_pos"]
        if "position" in lab
    }
    assert positions == {"0", "1", "2", "3"}  # distinct positions = num_speculative_tokens
    assert _value(fams, "vllm:num_requests_running", **lv) == 0
    assert 0 <= _value(fams, "vllm:kv_cache_usage_perc", **lv) <= 1


def test_spec_families_absent_without_speculation() -> None:
    with running_backend(backend("vllm-plain"), time_scale=50) as url:
        fams = _families(url)
    assert "vllm:num_requests_running" in fams
    assert not any(name.startswith("vllm:spec_decode") for name in fams)
