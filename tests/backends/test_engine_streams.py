"""The vLLM and TGI clients' streams: a list of chunks per network read, errors after the rest."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest

from gateway.backends.client import BackendError, Stream
from gateway.backends.tgi import TGIClient
from gateway.backends.vllm import VLLMClient
from gateway.config.fleet import Backend
from tests.backends.test_h1 import Handler, read_request, server


def backend(url: str, engine: str) -> Backend:
    return Backend.model_validate({"name": "b", "engine": engine, "base_url": url,
                                   "served_model": "m", "timeouts": {"connect": 1, "read": 2}})


def sse(*events: Any) -> bytes:
    return b"".join(b"data: " + (e if isinstance(e, bytes) else orjson.dumps(e)) + b"\n\n"
                    for e in events)


def scripted(*writes: bytes, gate: asyncio.Event | None = None) -> Handler:
    """A server that answers 200 and sends each of ``writes`` as one chunk of the body, waiting
    on ``gate`` (when given) before all but the first."""

    async def handler(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        await read_request(r)
        w.write(b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
                b"transfer-encoding: chunked\r\n\r\n")
        for i, piece in enumerate(writes):
            if i and gate is not None:
                await gate.wait()
            w.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            await w.drain()
        w.write(b"0\r\n\r\n")
        await w.drain()

    return handler


def chunk(text: str, finish: str | None = None) -> dict[str, Any]:
    return {"id": "x", "object": "chat.completion.chunk", "created": 1, "model": "m",
            "choices": [{"index": 0, "delta": {"content": text}, "finish_reason": finish}]}


async def batches(stream: Stream) -> list[list[dict[str, Any]]]:
    return [b async for b in stream.batches]


async def test_vllm_events_that_arrive_together_come_out_as_one_batch() -> None:
    gate = asyncio.Event()
    usage = {"id": "x", "object": "chat.completion.chunk", "created": 1, "model": "m",
             "choices": [], "usage": {"prompt_tokens": 3, "completion_tokens": 3,
                                      "total_tokens": 6}}
    burst = sse(chunk("a"), chunk("b"), chunk("c"))
    tail = sse(chunk("", "stop"), usage, b"[DONE]")
    async with server(scripted(burst, tail, gate=gate)) as url:
        client = VLLMClient(backend(url, "vllm"))
        stream = await client.open_stream("chat", {"messages": [], "stream": True})
        first = await anext(stream.batches)
        assert [c["choices"][0]["delta"]["content"] for c in first] == ["a", "b", "c"]
        assert not stream.ready()  # the tail is not sent yet
        gate.set()
        rest = await batches(stream)
        await client.aclose()
    assert len(rest) == 1  # the finish and the usage chunk, read together
    assert [bool(c["choices"]) for c in rest[0]] == [True, False]


async def test_vllm_error_event_comes_after_the_chunks_read_with_it() -> None:
    failing = sse(chunk("a"), chunk("b"), {"error": {"message": "engine died"}}, chunk("c"))
    async with server(scripted(failing)) as url:
        client = VLLMClient(backend(url, "vllm"))
        stream = await client.open_stream("chat", {"messages": [], "stream": True})
        first = await anext(stream.batches)
        assert [c["choices"][0]["delta"]["content"] for c in first] == ["a", "b"]
        with pytest.raises(BackendError, match="engine died"):
            await anext(stream.batches)
        await client.aclose()


async def test_vllm_stream_without_done_is_an_error_after_its_chunks() -> None:
    async with server(scripted(sse(chunk("a"), chunk("b", "stop")))) as url:
        client = VLLMClient(backend(url, "vllm"))
        stream = await client.open_stream("chat", {"messages": [], "stream": True})
        assert len(await anext(stream.batches)) == 2
        with pytest.raises(BackendError, match="without \\[DONE\\]"):
            await anext(stream.batches)
        await client.aclose()


def token(text: str, details: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"index": 1, "token": {"id": 1, "text": text, "logprob": -0.1, "special": False},
            "generated_text": None, "details": details}


async def test_tgi_generate_stream_becomes_completion_chunks_and_a_usage_chunk() -> None:
    details = {"finish_reason": "length", "generated_tokens": 3, "input_length": 5}
    body = sse(token("a"), token("b"), token("c", details), token("ignored after details"))
    async with server(scripted(body[:40], body[40:])) as url:  # split inside an event
        client = TGIClient(backend(url, "tgi"))
        stream = await client.open_stream("completions", {"prompt": "p", "stream": True})
        chunks = [c for b in await batches(stream) for c in b]
        await client.aclose()
    assert [c["choices"][0]["text"] for c in chunks[:3]] == ["a", "b", "c"]
    assert [c["choices"][0]["finish_reason"] for c in chunks[:3]] == [None, None, "length"]
    assert chunks[3]["choices"] == [] and chunks[3]["usage"] == {
        "prompt_tokens": 5, "completion_tokens": 3, "total_tokens": 8}
    assert len(chunks) == 4  # nothing after the final details


async def test_tgi_stream_that_ends_early_is_an_error_after_its_chunks() -> None:
    async with server(scripted(sse(token("a"), token("b")))) as url:
        client = TGIClient(backend(url, "tgi"))
        stream = await client.open_stream("completions", {"prompt": "p", "stream": True})
        assert len(await anext(stream.batches)) == 2
        with pytest.raises(BackendError, match="ended the stream early"):
            await anext(stream.batches)
        await client.aclose()
