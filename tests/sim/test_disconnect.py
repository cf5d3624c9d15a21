"""A client that leaves before a non-streaming answer aborts the generation, as in vLLM and TGI."""

from __future__ import annotations

import time

import httpx
import pytest

from gateway.sim.calibration import backend
from gateway.sim.harness import running_backend
from tests.sim.conftest import SERVED

ASK = [{"role": "user", "content": "Write a long story about a lighthouse keeper."}]
REQUESTS = {
    "vllm-ngram": [("/v1/chat/completions", {"model": SERVED, "messages": ASK,
                                             "max_tokens": 3000}),
                   ("/v1/completions", {"model": SERVED, "prompt": "Once upon a time",
                                        "max_tokens": 3000})],
    "tgi-medusa": [("/generate", {"inputs": "Once upon a time",
                                  "parameters": {"max_new_tokens": 3000}}),
                   ("/v1/chat/completions", {"model": "tgi", "messages": ASK,
                                             "max_tokens": 3000})],
}


@pytest.mark.parametrize("kind", sorted(REQUESTS))
def test_a_client_that_leaves_aborts_a_non_streaming_generation(kind: str) -> None:
    with running_backend(backend(kind), time_scale=1.0) as sim:  # real speed: minutes to finish
        for path, body in REQUESTS[kind]:
            before = set(sim.engine.finished_log)
            with pytest.raises(httpx.ReadTimeout):
                httpx.post(f"{sim.url}{path}", json=body, timeout=0.5)
            deadline = time.monotonic() + 5
            while not (ended := [r for k, r in list(sim.engine.finished_log.items())
                                 if k not in before]):
                assert time.monotonic() < deadline, f"{path}: still generating"
                time.sleep(0.02)
            (req,) = ended
            assert req.finished == "abort" and 0 < len(req.output) < len(req.target), path
