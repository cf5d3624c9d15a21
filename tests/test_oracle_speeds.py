"""The class-knowledge oracle's speeds: each request gets its class's mean, classes kept apart."""

from __future__ import annotations

from bench.routing.oracle import Speed, class_mean_speeds
from bench.routing.workload import Request

FIX = "Fix the bug in this function:\n```python\ndef add(a, b):\n    return a - b\n```"
CHAT = "What are some good habits for staying focused while studying?"


def _req(idx: int, text: str) -> Request:
    body = {"model": "m", "messages": [{"role": "user", "content": text}], "max_tokens": 64}
    return Request(idx, 0.0, "conv", "", str(idx), 20, 64, body)


def test_each_request_gets_its_classes_mean_per_kind() -> None:
    reqs = [_req(0, FIX), _req(1, FIX + "\n"), _req(2, CHAT)]
    speeds = {
        0: {"plain": Speed(1.0, 0.0, None), "vllm-ngram": Speed(3.0, 4.0, 0.5)},
        1: {"plain": Speed(1.0, 0.0, None), "vllm-ngram": Speed(2.0, 2.0, 0.25)},
        2: {"plain": Speed(1.0, 0.0, None), "vllm-ngram": Speed(1.0, 1.0, None)},
    }
    out = class_mean_speeds(reqs, speeds)
    assert out[0]["vllm-ngram"] == out[1]["vllm-ngram"] == Speed(2.5, 3.0, 0.375)
    assert out[2]["vllm-ngram"] == Speed(1.0, 1.0, None)  # another class: its own numbers
    assert out[0]["plain"] == Speed(1.0, 0.0, None)
