"""The TGI-style server through huggingface_hub's InferenceClient, plus its /metrics families."""

from __future__ import annotations

import httpx
import pytest
from huggingface_hub import InferenceClient
from huggingface_hub.errors import ValidationError
from prometheus_client.parser import text_string_to_metric_families

from gateway.sim.calibration import backend
from gateway.sim.harness import RunningBackend, running_backend
from tests.sim.conftest import CHAT, SERVED


def test_text_generation_plain_details_and_stream(tgi_medusa: RunningBackend) -> None:
    c = InferenceClient(model=tgi_medusa)
    text = c.text_generation(CHAT[0], max_new_tokens=24)
    assert isinstance(text, str) and text
    out = c.text_generation(CHAT[0], max_new_tokens=24, details=True)
    assert out.generated_text == text  # greedy by default: same text
    assert out.details.finish_reason in ("length", "eos_token")
    assert out.details.generated_tokens == len(out.details.tokens) <= 24
    events = list(c.text_generation(CHAT[0], max_new_tokens=24, stream=True, details=True))
    assert [e.index for e in events] == list(range(1, len(events) + 1))
    assert all(e.generated_text is None for e in events[:-1])
    assert events[-1].generated_text == text
    assert events[-1].details.generated_tokens == len(events)
    assert "".join(c.text_generation(CHAT[0], max_new_tokens=24, stream=True)) in (
        text,
        text + "<|eot_id|>",
    )


def test_generate_headers_and_errors(tgi_medusa: RunningBackend) -> None:
    r = httpx.post(
        tgi_medusa + "/generate", json={"inputs": CHAT[1], "parameters": {"max_new_tokens": 16}}
    )
    assert r.status_code == 200 and set(r.json()) == {"generated_text"}
    h = r.headers
    assert int(h["x-generated-tokens"]) <= 16 and int(h["x-prompt-tokens"]) > 5
    assert int(h["x-inference-time"]) > 0 and float(h["x-compute-time"]) > 0
    assert h["x-compute-type"] and "x-queue-time" in h and "x-time-per-token" in h
    bad = httpx.post(
        tgi_medusa + "/generate", json={"inputs": "x", "parameters": {"max_new_tokens": 9000}}
    )
    assert bad.status_code == 422 and bad.json()["error_type"] == "validation"
    with pytest.raises(ValidationError):
        InferenceClient(model=tgi_medusa).text_generation("x", max_new_tokens=9000)
    compat = httpx.post(
        tgi_medusa + "/", json={"inputs": "hi", "parameters": {"max_new_tokens": 4}}
    )
    assert isinstance(compat.json(), list)
    info = httpx.get(tgi_medusa + "/info").json()
    assert info["model_id"] == SERVED and info["router"] == "text-generation-router"
    assert info["max_total_tokens"] == 8192 and httpx.get(tgi_medusa + "/health").status_code == 200


def test_chat_completion_and_stream(tgi_medusa: RunningBackend) -> None:
    c = InferenceClient(model=tgi_medusa)
    msgs = [{"role": "user", "content": CHAT[2]}]
    r = c.chat_completion(msgs, max_tokens=30, temperature=0)
    assert r.object == "chat.completion" and r.system_fingerprint.startswith("3.3")
    assert r.usage.completion_tokens <= 30 and r.choices[0].finish_reason in ("stop", "length")
    chunks = list(c.chat_completion(msgs, max_tokens=30, temperature=0, stream=True))
    assert "".join(ch.choices[0].delta.content for ch in chunks) == r.choices[0].message.content
    assert len(chunks) == r.usage.completion_tokens  # one chunk per token, as TGI streams

    # like /generate, the Messages API answers with generate_internal's timing headers
    raw = httpx.post(tgi_medusa + "/v1/chat/completions",
                     json={"model": "tgi", "messages": msgs, "max_tokens": 30})
    h, usage = raw.headers, raw.json()["usage"]
    assert int(h["x-generated-tokens"]) == usage["completion_tokens"]
    assert int(h["x-prompt-tokens"]) == usage["prompt_tokens"]
    assert int(h["x-inference-time"]) > 0 and "x-queue-time" in h and h["x-compute-type"]
    with httpx.stream("POST", tgi_medusa + "/v1/chat/completions",
                      json={"model": "tgi", "messages": msgs, "stream": True}) as stream:
        assert stream.headers["x-compute-type"] and "x-inference-time" not in stream.headers


def test_metrics_families_and_counters_match_requests() -> None:
    with running_backend(backend("tgi-medusa"), time_scale=50) as url:
        c = InferenceClient(model=url)
        outs = [c.text_generation(q, max_new_tokens=40, details=True) for q in CHAT]
        bad = httpx.post(
            url + "/generate", json={"inputs": "x", "parameters": {"max_new_tokens": 9000}}
        )
        assert bad.status_code == 422
        text = httpx.get(url + "/metrics").text
    assert "tgi_request_count_total" not in text  # TGI counters carry no _total suffix
    fams = {f.name: f for f in text_string_to_metric_families(text)}
    kinds = {n: f.type for n, f in fams.items()}
    assert kinds["tgi_request_count"] == "counter" and kinds["tgi_queue_size"] == "gauge"
    assert kinds["tgi_request_skipped_tokens"] == "summary"
    assert kinds["tgi_request_duration"] == "histogram"

    def value(name: str, sample: str | None = None, **labels: str) -> float:
        # the parser reports counter samples as NAME_total even when the text has no suffix
        want = (sample or name, (sample or name) + "_total")
        return sum(
            s.value
            for s in fams[name].samples
            if s.name in want and all(s.labels.get(k) == v for k, v in labels.items())
        )

    n = len(outs)
    assert value("tgi_request_count") == n + 1
    assert value("tgi_request_success") == n
    assert value("tgi_request_failure", err="validation") == 1
    gen = sum(o.details.generated_tokens for o in outs)
    assert value("tgi_request_generated_tokens", "tgi_request_generated_tokens_sum") == gen
    assert value("tgi_request_generated_tokens", "tgi_request_generated_tokens_count") == n
    assert value("tgi_batch_inference_count", method="prefill") >= 1
    # skipped tokens: one sample per generation step; sum = tokens beyond one per step
    steps = value("tgi_request_skipped_tokens", "tgi_request_skipped_tokens_count")
    skipped = value("tgi_request_skipped_tokens", "tgi_request_skipped_tokens_sum")
    assert steps + skipped == gen and skipped > 0
    assert value("tgi_batch_current_size") == 0 and value("tgi_queue_size") == 0
