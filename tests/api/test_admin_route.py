"""``POST /admin/v1/route``: the router's dry run, against the decisions it then really makes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.api.test_admin_fleet import FIX
from tests.conftest import MODEL, Gateway, backend_entry, running_gateway


@pytest.fixture
def two_backends(sim_backends: dict[str, str], tmp_path: Any) -> Iterator[Gateway]:
    fleet = {"models": [{"name": MODEL, "backends": [
        backend_entry("vllm-a", "vllm", sim_backends["vllm-a"], "ngram"),
        backend_entry("tgi-a", "tgi", sim_backends["tgi-a"], "draft_heads"),
    ]}]}
    with running_gateway(fleet, database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                         redis_url=None) as gw:
        yield gw


def explain(gw: Gateway, **body: Any) -> httpx.Response:
    with gw.admin() as c:
        return c.post("/admin/v1/route", json=body)


def test_a_dry_run_places_nothing_and_shows_round_robins_next_turn(two_backends: Gateway) -> None:
    gw = two_backends
    router = gw.app.state.gw.router
    first = explain(gw, request=FIX, policy="round-robin")
    assert first.status_code == 200, first.text
    assert explain(gw, request=FIX, policy="round-robin").json() == first.json()  # turn not taken
    order = first.json()["backends"]
    assert sorted(order) == ["tgi-a", "vllm-a"] and router._open == {}

    key = gw.new_key(gw.new_tenant(), policy="round-robin")["key"]
    with gw.client(key) as c:
        r = c.post("/v1/chat/completions", json=FIX)
    assert r.status_code == 200
    assert r.headers["x-specgate-backend"] == order[0]  # the real request took that turn
    assert r.headers["x-specgate-workload"] == first.json()["workload"]["label"]
    assert explain(gw, request=FIX, policy="round-robin").json()["backends"] == order[::-1]


def test_a_dry_run_shows_the_workload_and_every_candidates_estimate(two_backends: Gateway
                                                                    ) -> None:
    body = explain(two_backends, request=FIX, policy="latency").json()
    w = body["workload"]
    assert (w["kind"], w["grounding"]) == ("code", "grounded")
    assert w["label"] == f"{w['kind']}/{w['grounding']}/{w['shape']}" and w["prompt_tokens"] > 0
    assert body["decision"]["policy"] == "latency" and body["decision"]["explored"] is False
    candidates = {c["backend"]: c for c in body["decision"]["candidates"]}
    assert set(candidates) == {"vllm-a", "tgi-a"}
    assert all(c["tpot_ms"] > 0 and c["ttft_ms"] > 0 for c in candidates.values())
    assert body["backends"][0] in body["reason"]


@pytest.mark.parametrize(("body", "status", "code"), [
    ({"request": FIX, "policy": "no-such-policy"}, 400, "unknown_policy"),
    ({"request": {**FIX, "model": "nope"}}, 404, "model_not_found"),
    ({"request": {"model": MODEL}}, 400, None),  # no messages: the hot path's own validation
    ({"request": FIX, "endpoint": "embeddings"}, 400, None),
])
def test_a_bad_dry_run_gets_an_openai_error(two_backends: Gateway, body: dict[str, Any],
                                            status: int, code: str | None) -> None:
    r = explain(two_backends, **body)
    assert r.status_code == status, r.text
    error = r.json()["error"]
    assert error["message"] and (code is None or error["code"] == code)


def test_a_dry_run_needs_the_admin_token(two_backends: Gateway) -> None:
    key = two_backends.new_key(two_backends.new_tenant())["key"]
    r = httpx.post(f"{two_backends.url}/admin/v1/route", json={"request": FIX},
                   headers={"authorization": f"Bearer {key}"}, timeout=10)
    assert r.status_code == 401 and r.json()["error"]["code"] == "invalid_admin_token"
