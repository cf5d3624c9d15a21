"""Backends that fail: 502/503/504 envelopes, one retry before the first byte, mid-stream deaths."""

from __future__ import annotations

import contextlib
import html
import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from gateway.config.fleet import parse_fleet
from gateway.sim.harness import RunningBackend, running_backend
from tests.api.test_errors import envelope_of
from tests.conftest import ADMIN_TOKEN, Gateway, backend_entry, running_gateway
from tests.metering.helpers import wait_events

CHAT = {"model": "m", "messages": [{"role": "user", "content": "hello there"}], "max_tokens": 8}


@pytest.fixture(scope="module")
def pair() -> Iterator[tuple[RunningBackend, RunningBackend]]:
    fleet = parse_fleet({"models": [{"name": "m", "backends": [
        backend_entry("v1", "vllm", "http://127.0.0.1:1"),
        backend_entry("t1", "tgi", "http://127.0.0.1:2"),
    ]}]})
    with running_backend(fleet.backends[0], time_scale=50.0) as v, \
            running_backend(fleet.backends[1], time_scale=50.0) as t:
        yield v, t


@pytest.fixture
def hanging_server() -> Iterator[str]:
    """Accepts connections and never answers: a wedged backend."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        srv.settimeout(0.2)
        while not stop.is_set():
            with contextlib.suppress(OSError):
                held.append(srv.accept()[0])

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.getsockname()[1]}"
    stop.set()
    thread.join()
    for c in held:
        c.close()
    srv.close()


def closed_port() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{s.getsockname()[1]}"


@contextlib.contextmanager
def gateway_over(tmp_path: Path, backends: list[dict[str, Any]], **overrides: Any
                 ) -> Iterator[tuple[Gateway, str]]:
    with running_gateway({"models": [{"name": "m", "backends": backends}]},
                         database_url=f"sqlite+aiosqlite:///{tmp_path}/f.db", redis_url=None,
                         **overrides) as gw:
        tenant = gw.new_tenant()
        yield gw, gw.new_key(tenant)["key"]


def test_503_when_every_backend_is_unreachable(tmp_path: Path) -> None:
    backends = [backend_entry("down1", "vllm", closed_port()),
                backend_entry("down2", "tgi", closed_port())]
    with gateway_over(tmp_path, backends) as (gw, key), gw.client(key) as c:
        r = c.post("/v1/chat/completions", json=CHAT)
    err = envelope_of(r, 503)
    assert err["type"] == "api_error" and err["code"] == "backend_unavailable"
    # what an answer would say: the id the event is metered under, where it went and why
    assert r.headers["x-request-id"].startswith("chatcmpl-")
    assert r.headers["x-specgate-backend"] in {"down1", "down2"}
    assert "retried after" in r.headers["x-specgate-reason"]
    assert r.headers["x-specgate-workload"].startswith("chat/")


def test_504_when_the_backend_times_out(tmp_path: Path, hanging_server: str) -> None:
    slow = backend_entry("wedged", "vllm", hanging_server)
    slow["timeouts"] = {"connect": 1.0, "read": 0.5}
    with gateway_over(tmp_path, [slow], retry_other_backend=False) as (gw, key), \
            gw.client(key) as c:
        err = envelope_of(c.post("/v1/chat/completions", json=CHAT), 504)
    assert err["code"] == "backend_timeout"


@pytest.mark.parametrize("engine", ["vllm", "tgi"])
def test_502_when_the_backend_answers_500(tmp_path: Path, pair: tuple[RunningBackend, ...],
                                          engine: str) -> None:
    sim = pair[0] if engine == "vllm" else pair[1]
    with gateway_over(tmp_path, [backend_entry("only", engine, sim.url)]) as (gw, key), \
            gw.client(key) as c:
        sim.fail_next_requests(1, 500)
        try:
            err = envelope_of(c.post("/v1/chat/completions", json={**CHAT, "stream": True}), 502)
        finally:
            sim.clear_faults()
        assert err["code"] == "backend_error"
        assert c.post("/v1/chat/completions", json=CHAT).status_code == 200


def test_backend_validation_error_is_the_clients_400(tmp_path: Path,
                                                      pair: tuple[RunningBackend, ...]) -> None:
    v, t = pair
    for sim, engine in ((v, "vllm"), (t, "tgi")):
        backends = [backend_entry("only", engine, sim.url)]
        with gateway_over(tmp_path, backends) as (gw, key), gw.client(key) as c:
            sim.fail_next_requests(1, 422 if engine == "tgi" else 400)
            try:
                err = envelope_of(c.post("/v1/chat/completions", json=CHAT), 400)
            finally:
                sim.clear_faults()
            assert err["type"] == "invalid_request_error"


@pytest.mark.parametrize("stream", [False, True])
def test_failure_before_first_byte_is_retried_on_another_backend(
        tmp_path: Path, pair: tuple[RunningBackend, ...], stream: bool) -> None:
    v, t = pair
    backends = [backend_entry("v1", "vllm", v.url), backend_entry("t1", "tgi", t.url)]
    with gateway_over(tmp_path, backends) as (gw, key), gw.client(key) as c:
        v.fail_next_requests(5, 503)
        t.fail_next_requests(5, 429)
        try:
            first = c.post("/v1/chat/completions", json={**CHAT, "stream": stream})
            assert first.status_code == 503  # both failed: one try each, then the envelope
            v.clear_faults()
            served = set()
            for _ in range(4):
                r = c.post("/v1/chat/completions", json={**CHAT, "stream": stream})
                assert r.status_code == 200, r.text
                served.add(r.headers["x-specgate-backend"])
            assert served == {"v1"}  # t1 keeps failing; every request still succeeds
        finally:
            v.clear_faults()
            t.clear_faults()


def test_after_a_retry_the_conversation_goes_on_where_it_was_served(tmp_path: Path) -> None:
    """The first choice fails once; its fallback serves the turn and holds its prompt in its
    prefix cache, so the next turn goes there (the simulator reports the cached tokens)."""
    manual = "You answer from the manual below.\n" + "Prime the pump before you start it. " * 80
    turn1 = [{"role": "system", "content": manual}, {"role": "user", "content": "How to start?"}]
    fleet = parse_fleet({"models": [{"name": "m", "backends": [
        backend_entry(n, "vllm", "http://127.0.0.1:1") for n in ("v1", "v2")]}]})
    with running_backend(fleet.backends[0], time_scale=50.0) as v1, \
            running_backend(fleet.backends[1], time_scale=50.0) as v2:
        backends = [backend_entry("v1", "vllm", v1.url), backend_entry("v2", "vllm", v2.url)]
        policies = tmp_path / "policies"  # no exploration: v1 must be the first choice
        policies.mkdir()
        (policies / "balanced.yaml").write_text("objective: balanced\nexploration: 0\n")
        with gateway_over(tmp_path, backends, policies_dir=policies) as (gw, key), \
                gw.client(key) as c:
            v1.fail_next_requests(1, 503)  # v1 is the first choice of two idle equals
            first = c.post("/v1/chat/completions", json={**CHAT, "messages": turn1})
            assert first.status_code == 200, first.text
            assert first.headers["x-specgate-backend"] == "v2"
            assert "retried after v1 failed" in first.headers["x-specgate-reason"]
            turn2 = [*turn1, first.json()["choices"][0]["message"],
                     {"role": "user", "content": "And how long does priming take?"}]
            second = c.post("/v1/chat/completions", json={**CHAT, "messages": turn2})
            assert second.status_code == 200, second.text
            assert second.headers["x-specgate-backend"] == "v2"
            assert "cached" in second.headers["x-specgate-reason"]
            usage = second.json()["usage"]
            assert usage["prompt_tokens_details"]["cached_tokens"] > usage["prompt_tokens"] / 2


def test_a_stream_whose_client_leaves_before_the_first_token_ends_there(tmp_path: Path) -> None:
    """The client gives up while its stream waits for a first token (a long queue): the event
    says so at once, not after the read timeout, and no fallback serves a client that left."""
    fleet = parse_fleet({"models": [{"name": "m", "backends": [
        backend_entry(n, "vllm", "http://127.0.0.1:1") for n in ("v1", "v2")]}]})
    with running_backend(fleet.backends[0], time_scale=50.0) as v1, \
            running_backend(fleet.backends[1], time_scale=50.0) as v2:
        backends = [backend_entry("v1", "vllm", v1.url), backend_entry("v2", "vllm", v2.url)]
        backends[0]["timeouts"] = {"connect": 1.0, "read": 60.0}
        policies = tmp_path / "policies"  # no exploration: v1 is the first choice
        policies.mkdir()
        (policies / "balanced.yaml").write_text("objective: balanced\nexploration: 0\n")
        with gateway_over(tmp_path, backends, policies_dir=policies) as (gw, _):
            tenant = gw.new_tenant()
            key = gw.new_key(tenant)["key"]
            v1.hang(True)
            try:
                t0 = time.monotonic()
                with gw.client(key) as c, pytest.raises(httpx.ReadTimeout):
                    c.post("/v1/chat/completions", timeout=1.0, json={**CHAT, "stream": True})
                (item,), _ = wait_events(gw, tenant, 1, timeout_s=10.0)
                waited = time.monotonic() - t0
            finally:
                v1.clear_faults()
    assert item["status"] == "client-disconnected" and item["backend"] == "v1"
    assert waited < 10.0  # the read timeout (60 s) did not decide it
    assert not v2.engine.finished_log  # nothing was sent to the fallback


def test_backend_dying_mid_stream_ends_the_stream_with_an_error_event(
        tmp_path: Path, pair: tuple[RunningBackend, ...]) -> None:
    v, _ = pair
    with gateway_over(tmp_path, [backend_entry("v1", "vllm", v.url)]) as (gw, key), \
            gw.client(key) as c:
        v.die_mid_stream_after(3)
        try:
            body = {**CHAT, "max_tokens": 64, "stream": True,
                    "stream_options": {"include_usage": True}}
            with c.stream("POST", "/v1/chat/completions", json=body) as r:
                assert r.status_code == 200
                events = [line[6:] for line in r.iter_lines() if line.startswith("data: ")]
        finally:
            v.clear_faults()
    assert events[-1] == "[DONE]"
    error = json.loads(events[-2])
    assert set(error) == {"error"} and error["error"]["type"] == "api_error"
    chunks = [json.loads(e) for e in events[:-2]]
    assert 1 <= len(chunks) <= 3 and all(ch["choices"] for ch in chunks)


def test_the_fleet_view_says_why_requests_opened_a_breaker(
        tmp_path: Path, pair: tuple[RunningBackend, ...]) -> None:
    sim = pair[0]
    with gateway_over(tmp_path, [backend_entry("flaky", "vllm", sim.url)],
                      retry_other_backend=False) as (gw, key), gw.client(key) as c:
        sim.fail_next_requests(3, 500)
        try:
            for _ in range(3):  # the breaker's threshold: three failed requests in a row
                envelope_of(c.post("/v1/chat/completions", json=CHAT), 502)
        finally:
            sim.clear_faults()
        with gw.admin() as a:
            (view,) = a.get("/admin/v1/fleet").json()["data"]
            a.post("/dashboard/login", data={"token": ADMIN_TOKEN})
            fleet_html = a.get("/dashboard/partials/fleet").text
    health = view["health"]
    assert (health["breaker"], health["opened_by"], health["routable"]) == (
        "open", "request", False)
    assert health["scrape_error"] is None  # its /metrics answers: the requests failed
    error = health["last_request_error"]
    assert error["error"].startswith("502 backend_error: ") and 0 <= error["age_s"] < 30
    assert f"open (request: {error['error'][:40]}" in html.unescape(fleet_html)


def test_503_when_the_policy_allows_no_backend_of_the_model(
        tmp_path: Path, pair: tuple[RunningBackend, ...]) -> None:
    v, _ = pair
    policies = tmp_path / "policies"
    policies.mkdir()
    (policies / "balanced.yaml").write_text("allowed_backends: [elsewhere]\n")
    with gateway_over(tmp_path, [backend_entry("v1", "vllm", v.url)],
                      policies_dir=policies) as (gw, key), gw.client(key) as c:
        r = c.post("/v1/chat/completions", json=CHAT)
    err = envelope_of(r, 503)
    assert err["code"] == "no_allowed_backend"
    assert r.headers["x-specgate-reason"].startswith("no backend this policy allows: v1")
