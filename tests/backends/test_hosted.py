"""The litellm client against a simulated vLLM server: OpenAI shapes, streams, errors, prices."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest

from gateway.backends.client import BackendError
from gateway.backends.hosted import HostedClient, TokenPrice, litellm_module, token_price
from gateway.config.fleet import Backend
from gateway.sim.harness import RunningBackend, running_backend
from tests.conftest import assert_openai_shape

# litellm's own pydantic models warn on import and use; not ours to fix.
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning", "ignore::DeprecationWarning")

CHAT = {"messages": [{"role": "user", "content": "Say something short."}], "max_tokens": 8}


@pytest.fixture(scope="module")
def sim() -> Iterator[RunningBackend]:
    """A simulated vLLM server that serves the model id litellm sends (``gpt-4o-mini``)."""
    backend = Backend.model_validate({"name": "sim", "engine": "vllm",
                                      "base_url": "http://127.0.0.1:1",
                                      "served_model": "gpt-4o-mini"})
    with running_backend(backend, time_scale=100.0) as url:
        yield url


def hosted(url: str, **extra: Any) -> HostedClient:
    fields: dict[str, Any] = {"name": "api", "engine": "litellm", "base_url": f"{url}/v1",
                              "served_model": "openai/gpt-4o-mini",
                              "timeouts": {"connect": 1.0, "read": 10.0}, **extra}
    return HostedClient(Backend.model_validate(fields))


def test_price_comes_from_litellms_table() -> None:
    price = token_price("openai/gpt-4o-mini")
    assert price is not None and price == token_price("gpt-4o-mini")
    prompt_usd, completion_usd = litellm_module().cost_per_token(
        model="gpt-4o-mini", prompt_tokens=1000, completion_tokens=100)
    assert price.cost_micros(1000, 0) == round(prompt_usd * 1e6)
    assert price.cost_micros(0, 100) == round(completion_usd * 1e6)
    assert token_price("hosted_vllm/no-such-model-here") is None
    assert TokenPrice(Decimal("0.15"), Decimal("0.6")).cost_micros(1000, 100) == 210


async def test_chat_completion_is_openai_shaped(sim: RunningBackend) -> None:
    client = hosted(sim)
    result = await client.complete("chat", {"model": "ignored", **CHAT})
    body = result.body
    assert_openai_shape(body, "CreateChatCompletionResponse")
    assert body["object"] == "chat.completion" and body["choices"][0]["message"]["content"]
    assert "provider_specific_fields" not in body["choices"][0]
    usage = body["usage"]
    assert usage["completion_tokens"] == 8
    assert client.price is not None
    assert result.signals["hosted_cost_micros"] == client.price.cost_micros(
        usage["prompt_tokens"], usage["completion_tokens"])


async def test_text_completion_is_openai_shaped(sim: RunningBackend) -> None:
    result = await hosted(sim).complete("completions", {"prompt": "Once upon", "max_tokens": 5})
    assert_openai_shape(result.body, "CreateCompletionResponse")
    assert result.body["usage"]["completion_tokens"] == 5


async def test_stream_relays_chunks_and_a_usage_chunk(sim: RunningBackend) -> None:
    stream = await hosted(sim).open_stream("chat", {**CHAT, "stream": True})
    chunks = [c async for batch in stream.batches for c in batch]
    await stream.close()
    for chunk in chunks:
        assert_openai_shape(chunk, "CreateChatCompletionStreamResponse")
    text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks if c["choices"])
    assert text
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["completion_tokens"] == 8


async def test_backend_failures_map_to_backend_errors(sim: RunningBackend) -> None:
    sim.fail_next_requests(1, 503)
    with pytest.raises(BackendError) as info:
        await hosted(sim).complete("chat", CHAT)
    assert info.value.retryable and info.value.status == 503
    assert info.value.code == "backend_overloaded"

    too_long = {**CHAT, "max_tokens": 100_000}
    with pytest.raises(BackendError) as info:
        await hosted(sim).complete("chat", too_long)
    assert not info.value.retryable and info.value.status == 400

    with pytest.raises(BackendError) as info:
        await hosted("http://127.0.0.1:9").complete("chat", CHAT)
    assert info.value.retryable and info.value.status in (502, 503)

    keyless = hosted(sim, api_key_env="SPECGATE_TEST_NO_SUCH_KEY")
    with pytest.raises(BackendError, match=r"SPECGATE_TEST_NO_SUCH_KEY holds no API key"):
        await keyless.complete("chat", CHAT)
