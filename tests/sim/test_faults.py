"""Fault switches for the gateway's failure tests: errors, mid-stream deaths, hangs, health."""

from __future__ import annotations

import threading

import httpx
import openai
import pytest

from gateway.sim.harness import RunningBackend
from tests.sim.conftest import SERVED

BODY = {"model": SERVED, "messages": [{"role": "user", "content": "hello"}], "max_tokens": 30}


def test_fail_next_requests_uses_engine_envelopes(
    vllm_ngram: RunningBackend, tgi_medusa: RunningBackend
) -> None:
    vllm_ngram.fail_next_requests(2, 503)
    for _ in range(2):
        r = httpx.post(vllm_ngram + "/v1/chat/completions", json=BODY)
        assert r.status_code == 503 and r.json()["error"]["type"] == "ServiceUnavailableError"
    assert httpx.post(vllm_ngram + "/v1/chat/completions", json=BODY).status_code == 200
    tgi_medusa.fail_next_requests(1, 424)
    r = httpx.post(tgi_medusa + "/generate", json={"inputs": "hi"})
    assert r.status_code == 424 and r.json()["error_type"] == "generation"


def test_die_mid_stream(vllm_ngram: RunningBackend) -> None:
    vllm_ngram.die_mid_stream_after(3)
    c = openai.OpenAI(base_url=vllm_ngram + "/v1", api_key="x", max_retries=0)
    got = 0
    with pytest.raises(openai.APIError):
        for _ in c.chat.completions.create(**BODY, stream=True):
            got += 1
    assert got == 3
    assert list(c.chat.completions.create(**BODY, stream=True))  # next stream is whole again


def test_hang_and_unhealthy(tgi_medusa: RunningBackend) -> None:
    tgi_medusa.hang()
    with pytest.raises(httpx.ReadTimeout):
        httpx.post(tgi_medusa + "/generate", json={"inputs": "hi"}, timeout=0.3)
    threading.Timer(0.2, tgi_medusa.hang, kwargs={"on": False}).start()
    assert (
        httpx.post(tgi_medusa + "/generate", json={"inputs": "hi"}, timeout=10).status_code == 200
    )
    tgi_medusa.unhealthy()
    r = httpx.get(tgi_medusa + "/health")
    assert r.status_code == 503 and r.json() == {"error": "unhealthy", "error_type": "healthcheck"}
    tgi_medusa.clear_faults()
    assert httpx.get(tgi_medusa + "/health").status_code == 200
