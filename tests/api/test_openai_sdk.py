"""The official openai SDK against the running gateway, over vLLM- and TGI-protocol backends."""

from __future__ import annotations

import json

import httpx
import openai
import pytest

from tests.conftest import MODEL, Gateway, assert_openai_shape

MODELS = [MODEL, "llama-tgi"]


def sdk(gateway: Gateway, key: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{gateway.url}/v1", api_key=key, max_retries=0)


@pytest.mark.parametrize("model", MODELS)
def test_chat_non_streaming(gateway: Gateway, tenant_key: str, model: str) -> None:
    client = sdk(gateway, tenant_key)
    raw = client.chat.completions.with_raw_response.create(
        model=model, messages=[{"role": "user", "content": "Say hello in five words."}],
        max_tokens=20, temperature=0)
    resp = raw.parse()
    assert resp.model == model
    assert resp.object == "chat.completion"
    assert resp.id == raw.headers["x-request-id"] and resp.id.startswith("chatcmpl-")
    assert resp.choices[0].message.role == "assistant"
    assert resp.choices[0].message.content
    assert resp.choices[0].finish_reason in ("stop", "length")
    assert resp.usage is not None and resp.usage.prompt_tokens > 0
    assert 0 < resp.usage.completion_tokens <= 20
    assert resp.usage.total_tokens == resp.usage.prompt_tokens + resp.usage.completion_tokens
    assert raw.headers["x-specgate-backend"] in ("vllm-a", "tgi-a")
    assert float(raw.headers["x-specgate-overhead-ms"]) >= 0


@pytest.mark.parametrize("model", MODELS)
def test_chat_streaming_with_usage(gateway: Gateway, tenant_key: str, model: str) -> None:
    client = sdk(gateway, tenant_key)
    stream = client.chat.completions.create(
        model=model, messages=[{"role": "user", "content": "Count from one to ten."}],
        max_tokens=24, stream=True, stream_options={"include_usage": True})
    chunks = list(stream)
    ids = {c.id for c in chunks}
    assert len(ids) == 1 and ids.pop().startswith("chatcmpl-")
    assert all(c.model == model for c in chunks)
    assert all(c.object == "chat.completion.chunk" for c in chunks)
    *content, last = chunks
    assert last.choices == [] and last.usage is not None
    assert all(c.usage is None and c.choices for c in content)
    text = "".join(c.choices[0].delta.content or "" for c in content)
    assert text
    assert content[-1].choices[0].finish_reason in ("stop", "length")
    assert 0 < last.usage.completion_tokens <= 24
    assert last.usage.prompt_tokens > 0


def test_stream_without_usage_option_has_no_usage_chunk(gateway: Gateway,
                                                        tenant_key: str) -> None:
    with gateway.client(tenant_key) as c, c.stream(
        "POST", "/v1/chat/completions",
        json={"model": MODEL, "messages": [{"role": "user", "content": "hi"}],
              "max_tokens": 8, "stream": True},
    ) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        assert r.headers["x-specgate-backend"] == "vllm-a"
        events = [line[6:] for line in r.iter_lines() if line.startswith("data: ")]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    assert chunks and all(ch["choices"] for ch in chunks)
    assert all("usage" not in ch for ch in chunks)
    for ch in chunks:
        assert_openai_shape(ch, "CreateChatCompletionStreamResponse")


@pytest.mark.parametrize("model", MODELS)
def test_completions(gateway: Gateway, tenant_key: str, model: str) -> None:
    client = sdk(gateway, tenant_key)
    resp = client.completions.create(model=model, prompt="def add(a, b):\n", max_tokens=16,
                                     temperature=0)
    assert resp.object == "text_completion" and resp.model == model
    assert resp.id.startswith("cmpl-")
    assert resp.choices[0].text
    assert resp.usage is not None and 0 < resp.usage.completion_tokens <= 16
    stream = client.completions.create(model=model, prompt="Once upon a time", max_tokens=12,
                                       stream=True, stream_options={"include_usage": True})
    chunks = list(stream)
    assert chunks[-1].usage is not None and chunks[-1].choices == []
    assert "".join(c.choices[0].text for c in chunks[:-1])


def test_tools_and_response_format_pass_through(gateway: Gateway, tenant_key: str) -> None:
    client = sdk(gateway, tenant_key)
    tools = [{"type": "function", "function": {
        "name": "get_weather", "parameters": {"type": "object", "properties": {
            "city": {"type": "string"}}, "required": ["city"]}}}]
    for model in MODELS:
        resp = client.chat.completions.create(
            model=model, messages=[{"role": "user", "content": "Weather in Paris?"}],
            tools=tools, max_tokens=40, response_format={"type": "json_object"},
            temperature=0.2, top_p=0.9, seed=7, stop=["\n\n\n"])
        assert resp.model == model and resp.usage is not None


def test_models_list_is_openai_shaped(gateway: Gateway, tenant_key: str) -> None:
    models = sdk(gateway, tenant_key).models.list()
    assert sorted(m.id for m in models.data) == sorted(MODELS)
    assert all(m.object == "model" for m in models.data)
    one = sdk(gateway, tenant_key).models.retrieve(MODEL)
    assert one.id == MODEL


def test_plain_httpx_non_streaming_matches_openai_schema(gateway: Gateway,
                                                         tenant_key: str) -> None:
    with gateway.client(tenant_key) as c:
        r = c.post("/v1/chat/completions", json={
            "model": MODEL, "messages": [{"role": "user", "content": "hello"}],
            "max_tokens": 5})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["model"] == MODEL
    assert "metrics" not in body  # vLLM's extra per-request object stays inside the gateway
    assert_openai_shape(body, "CreateChatCompletionResponse")
    assert isinstance(httpx.Headers(r.headers)["x-request-id"], str)
