"""Prefix-cache affinity end to end: a conversation's next turn follows its cached prefix."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gateway.config.fleet import parse_fleet
from gateway.sim.harness import running_backend
from tests.conftest import MODEL, backend_entry, running_gateway

SYSTEM = ("You are the help desk of a water utility. Answer from the regulations below.\n"
          + "Article 12: a meter reading is estimated when the meter cannot be reached. " * 80)


def turn(*questions: str, system: str = SYSTEM) -> dict[str, Any]:
    messages: list[dict[str, str]] = [{"role": "system", "content": system}]
    for i, q in enumerate(questions):
        if i:
            messages.append({"role": "assistant", "content": f"See article 12 ({i})."})
        messages.append({"role": "user", "content": q})
    return {"model": MODEL, "messages": messages, "max_tokens": 16, "temperature": 0}


@pytest.fixture(scope="module")
def two_plain() -> Iterator[list[str]]:
    doc = {"models": [{"name": "m", "backends": [
        backend_entry(f"p{i}", "vllm", "http://127.0.0.1:1") for i in (1, 2)]}]}
    backends = parse_fleet(doc).backends
    with running_backend(backends[0], time_scale=50.0) as a, \
            running_backend(backends[1], time_scale=50.0) as b:
        yield [a, b]


def test_the_next_turn_is_served_where_its_prefix_is_cached(
    tmp_path: Path, two_plain: list[str]
) -> None:
    policies = tmp_path / "policies"
    policies.mkdir()
    (policies / "balanced.yaml").write_text("objective: balanced\nexploration: 0\n")
    (policies / "only-p2.yaml").write_text("exploration: 0\nallowed_backends: [p2]\n")
    fleet = {"models": [{"name": MODEL, "context_length": 8192, "backends": [
        backend_entry("p1", "vllm", two_plain[0]), backend_entry("p2", "vllm", two_plain[1])]}]}
    with running_gateway(fleet, database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                         redis_url=None, policies_dir=policies) as gw:
        tenant = gw.new_tenant()
        pinned = str(gw.new_key(tenant, policy="only-p2")["key"])
        key = str(gw.new_key(tenant)["key"])
        with gw.client(pinned) as c:  # the conversation starts on p2
            first = c.post("/v1/chat/completions", json=turn("Why was my bill estimated?"))
            assert first.status_code == 200, first.text
            assert first.headers["x-specgate-backend"] == "p2"
        with gw.client(key) as c:
            # two idle, identical backends: a new conversation goes to the first listed
            other = c.post("/v1/chat/completions", json=turn("Hello?", system="Be brief."))
            assert other.headers["x-specgate-backend"] == "p1"
            # the started one goes on where its prefix is cached, and prefills only its tail
            second = c.post("/v1/chat/completions", json=turn(
                "Why was my bill estimated?", "Can I send my own reading?"))
            assert second.status_code == 200, second.text
            assert second.headers["x-specgate-backend"] == "p2"
            assert " cached" in second.headers["x-specgate-reason"]
            usage = second.json()["usage"]
            assert usage["prompt_tokens_details"]["cached_tokens"] > 0.9 * usage["prompt_tokens"]
