"""Calibration runs: speculative vs plain backends measured through the real HTTP API."""

from __future__ import annotations

import asyncio
import statistics
import time
from dataclasses import dataclass
from typing import Any

import httpx

from gateway.config.fleet import Backend, Engine, SpecMethod, Speculation
from gateway.sim.harness import running_backend

MODEL = "meta-llama/Llama-3.1-8B-Instruct"


def backend(kind: str, *, gpu: str = "A10G", max_num_seqs: int = 64) -> Backend:
    """The calibration backends (the settings of ``fleet.example.yaml``)."""
    spec = {
        "vllm-plain": (Engine.vllm, Speculation()),
        "tgi-plain": (Engine.tgi, Speculation()),
        "vllm-ngram": (
            Engine.vllm,
            Speculation(
                method=SpecMethod.ngram,
                num_speculative_tokens=4,
                prompt_lookup_min=2,
                prompt_lookup_max=5,
            ),
        ),
        "vllm-draft": (
            Engine.vllm,
            Speculation(
                method=SpecMethod.draft_model,
                num_speculative_tokens=4,
                draft_model="meta-llama/Llama-3.2-1B-Instruct",
            ),
        ),
        "tgi-medusa": (
            Engine.tgi,
            Speculation(method=SpecMethod.draft_heads, num_speculative_tokens=3),
        ),
    }[kind]
    return Backend(
        name=kind,
        engine=spec[0],
        base_url="http://127.0.0.1:1",  # type: ignore[arg-type]
        served_model=MODEL,
        gpu_type=gpu,
        speculation=spec[1],
        max_num_seqs=max_num_seqs,
    )


@dataclass
class Measured:
    """Means over a run's requests; times in simulated seconds."""

    tpot: float  # server truth: decode time / (tokens - 1)
    wall_tpot: float  # client clock between first and last streamed chunk, x time_scale
    ttft: float
    acceptance: float | None
    tokens: float
    requests: int


async def _one(
    client: httpx.AsyncClient,
    url: str,
    messages: list[dict[str, Any]],
    *,
    max_tokens: int,
    stream: bool,
) -> dict[str, Any]:
    body = {
        "model": MODEL,
        "messages": messages,
        "max_tokens": max_tokens,
        "temperature": 0,
        "stream": stream,
    }
    if not stream:  # lighter on the client CPU under heavy load: no per-chunk clock
        r = await client.post(url + "/v1/chat/completions", json=body)
        r.raise_for_status()
        truth = (await client.get(f"{url}/sim/requests/{r.headers['x-sim-request-id']}")).json()
        truth["wall_decode"] = float("nan")
        return truth
    first = last = 0.0
    chunks = 0
    async with client.stream("POST", url + "/v1/chat/completions", json=body) as r:
        r.raise_for_status()
        rid = r.headers["x-sim-request-id"]
        async for line in r.aiter_lines():
            if not line.startswith("data:") or line.endswith("[DONE]"):
                continue
            now = time.perf_counter()
            chunks += 1
            if chunks == 1:
                first = now
            last = now
    truth = (await client.get(f"{url}/sim/requests/{rid}")).json()
    truth["wall_decode"] = last - first
    return truth


async def measure(
    url: str,
    prompts: list[list[dict[str, Any]]],
    *,
    concurrency: int,
    max_tokens: int,
    time_scale: float,
    stream: bool = True,
) -> Measured:
    """Closed-loop load: ``concurrency`` clients each send prompts back to back."""
    queue = list(prompts)
    results: list[dict[str, Any]] = []
    limits = httpx.Limits(max_connections=concurrency + 4)
    async with httpx.AsyncClient(timeout=600, limits=limits) as client:

        async def worker() -> None:
            while queue:
                msgs = queue.pop()
                results.append(await _one(client, url, msgs, max_tokens=max_tokens, stream=stream))

        await asyncio.gather(*(worker() for _ in range(concurrency)))
    done = [r for r in results if r["completion_tokens"] > 1]
    tpots = [(r["finished_at"] - r["first_token_at"]) / (r["completion_tokens"] - 1) for r in done]
    walls = [r["wall_decode"] * time_scale / (r["completion_tokens"] - 1) for r in done]
    ttfts = [r["first_token_at"] - r["arrival"] for r in done]
    drafted = sum(r["num_draft_tokens"] for r in done)
    accepted = sum(r["num_accepted_tokens"] for r in done)
    return Measured(
        tpot=statistics.fmean(tpots),
        wall_tpot=statistics.fmean(walls),
        ttft=statistics.fmean(ttfts),
        acceptance=accepted / drafted if drafted else None,
        tokens=statistics.fmean(r["completion_tokens"] for r in done),
        requests=len(done),
    )


def run(
    kind: str,
    prompts: list[list[dict[str, Any]]],
    *,
    concurrency: int = 1,
    max_tokens: int = 256,
    time_scale: float = 20.0,
    max_num_seqs: int = 64,
    stream: bool = True,
) -> Measured:
    """Start a backend of ``kind`` in a thread and measure ``prompts`` against it."""
    with running_backend(backend(kind, max_num_seqs=max_num_seqs), time_scale=time_scale) as url:
        return asyncio.run(
            measure(
                url,
                prompts,
                concurrency=concurrency,
                max_tokens=max_tokens,
                time_scale=time_scale,
                stream=stream,
            )
        )
