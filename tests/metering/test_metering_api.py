"""Metering through the real gateway (SQLite, and PostgreSQL + Redis) on simulated backends."""

from __future__ import annotations

import csv
import io
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from gateway.config.fleet import parse_fleet
from gateway.metering.export import COLUMNS
from gateway.metering.pricing import Rate
from gateway.sim.harness import running_backend
from tests.conftest import MODEL, Gateway, backend_entry
from tests.metering.helpers import export, metered_gateway, set_price, wait_events

PROMPT = "Rewrite this JSON with the keys sorted: {\"b\": 1, \"a\": [1, 2, 3], \"c\": \"x\"}"


def chat(model: str = MODEL, **extra: Any) -> dict[str, Any]:
    return {"model": model, "messages": [{"role": "user", "content": PROMPT}],
            "max_tokens": 24, "temperature": 0, **extra}


@pytest.fixture(params=["sqlite", "postgres+redis"])
def gw(request: pytest.FixtureRequest, sim_backends: dict[str, str],
       tmp_path: Path) -> Iterator[Gateway]:
    with metered_gateway(request.param, sim_backends, tmp_path) as g:
        yield g


def stream_usage(c: httpx.Client, body: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    usage: dict[str, Any] = {}
    rid = ""
    with c.stream("POST", "/v1/chat/completions", json=body) as r:
        assert r.status_code == 200
        rid = r.headers["x-request-id"]
        for line in r.iter_lines():
            if line.startswith("data: {"):
                chunk = json.loads(line[6:])
                usage = chunk.get("usage") or usage
    return rid, usage


def test_streamed_and_unary_requests_price_identically(gw: Gateway) -> None:
    tenant = gw.new_tenant()
    key = gw.new_key(tenant)["key"]
    set_price(gw, MODEL, "0.15", "0.60")
    rate = Rate(150_000, 600_000)
    with gw.client(key) as c:
        r = c.post("/v1/chat/completions", json=chat())
        assert r.status_code == 200
        unary_id, unary_usage = r.json()["id"], r.json()["usage"]
        stream_id, s_usage = stream_usage(
            c, chat(stream=True, stream_options={"include_usage": True}))
    counts = ("prompt_tokens", "completion_tokens", "total_tokens")
    assert {k: unary_usage[k] for k in counts} == {k: s_usage[k] for k in counts}
    # the same prompt twice: the second comes from the backend's prefix cache, billed the same
    cached = s_usage["prompt_tokens_details"]["cached_tokens"]
    assert cached > 0
    items, totals = wait_events(gw, tenant, 2)
    by_id = {i["id"]: i for i in items}
    unary, streamed = by_id[unary_id], by_id[stream_id]
    unary_cached = (unary_usage.get("prompt_tokens_details") or {}).get("cached_tokens", 0)
    assert (unary["cached_tokens"], streamed["cached_tokens"]) == (unary_cached, cached)
    expected = rate.charge(unary_usage["prompt_tokens"], unary_usage["completion_tokens"])
    assert expected > 0
    for ev in (unary, streamed):
        assert ev["price_micros"] == expected
        assert ev["prompt_tokens"] == unary_usage["prompt_tokens"]
        assert ev["completion_tokens"] == unary_usage["completion_tokens"]
        assert not ev["tokens_estimated"] and not ev["price_missing"]
        assert not ev["cost_estimated"]
        assert ev["status"] == "ok" and ev["backend"] == "vllm-a" and ev["workload"]
        assert ev["reason"] and ev["gpu_cost_micros"] > 0 and ev["latency_ms"] >= 0
    assert streamed["ttft_ms"] is not None and streamed["tpot_us"] is not None
    assert totals[-1]["price_micros"] == 2 * expected


def test_every_choice_of_a_batch_and_of_n_is_billed_once(gw: Gateway) -> None:
    """n choices and a batch of prompts: one event each request, with the engine's own count
    (each prompt once, every choice's output), streamed or not."""
    tenant = gw.new_tenant()
    key = gw.new_key(tenant)["key"]
    set_price(gw, MODEL, "0.15", "0.60")
    batch = {"model": MODEL, "prompt": ["Say hi", "Say bye"], "max_tokens": 10, "n": 2,
             "temperature": 1.0, "seed": 5}
    with gw.client(key) as c:
        r = c.post("/v1/chat/completions", json=chat(n=3, temperature=1.0, seed=5))
        assert r.status_code == 200, r.text
        assert [ch["index"] for ch in r.json()["choices"]] == [0, 1, 2]
        unary = r.json()
        single_id = c.post("/v1/chat/completions", json=chat(temperature=1.0)).json()["id"]
        with c.stream("POST", "/v1/completions", json={
                **batch, "stream": True, "stream_options": {"include_usage": True}}) as s:
            assert s.status_code == 200
            events = [json.loads(line[6:]) for line in s.iter_lines()
                      if line.startswith("data: {")]
        streamed_id = events[0]["id"]
    assert {ch["index"] for e in events for ch in e["choices"]} == {0, 1, 2, 3}
    streamed_usage = events[-1]["usage"]
    items, _ = wait_events(gw, tenant, 3)
    by_id = {i["id"]: i for i in items}
    for rid, usage in ((unary["id"], unary["usage"]), (streamed_id, streamed_usage)):
        ev = by_id[rid]
        assert ev["status"] == "ok" and not ev["tokens_estimated"]
        assert (ev["prompt_tokens"], ev["completion_tokens"]) == (
            usage["prompt_tokens"], usage["completion_tokens"])
        assert ev["price_micros"] == Rate(150_000, 600_000).charge(
            usage["prompt_tokens"], usage["completion_tokens"])
    assert by_id[single_id]["prompt_tokens"] == unary["usage"]["prompt_tokens"]  # not 3x


def test_model_without_price_is_flagged_not_silently_free(gw: Gateway) -> None:
    tenant = gw.new_tenant()
    key = gw.new_key(tenant)["key"]
    with gw.client(key) as c:
        assert c.post("/v1/chat/completions", json=chat("llama-tgi")).status_code == 200
    (item,), _ = wait_events(gw, tenant, 1)
    assert item["price_micros"] == 0
    assert item["price_missing"] is True and item["cost_estimated"] is True


def test_limits_refuse_with_openai_429_and_headers(gw: Gateway) -> None:
    tenant = gw.new_tenant()
    created = gw.new_key(tenant)
    set_price(gw, MODEL, "1", "2")
    with gw.admin() as a:
        assert a.put(f"/admin/v1/keys/{created['id']}/limits",
                     json={"rpm": 2, "tpm": 100_000}).status_code == 200
    with gw.client(created["key"]) as c:
        ok = [c.post("/v1/chat/completions", json=chat()) for _ in range(2)]
        refused = c.post("/v1/chat/completions", json=chat())
    for r in ok:
        assert r.status_code == 200
        assert r.headers["x-ratelimit-limit-requests"] == "2"
        assert r.headers["x-ratelimit-limit-tokens"] == "100000"
    assert ok[1].headers["x-ratelimit-remaining-requests"] == "0"
    assert refused.status_code == 429
    err = refused.json()["error"]
    assert err["code"] == "rate_limit_exceeded" and err["type"] == "requests"
    assert int(refused.headers["retry-after"]) >= 1
    assert refused.headers["x-ratelimit-remaining-requests"] == "0"
    wait_events(gw, tenant, 2)  # a refused request reaches no backend and has no event

    # a daily budget smaller than one request's worst case: insufficient_quota
    with gw.admin() as a:
        assert a.put(f"/admin/v1/tenants/{tenant}/limits",
                     json={"daily_budget": "0.000010"}).status_code == 200
        assert a.put(f"/admin/v1/keys/{created['id']}/limits", json={}).status_code == 200
    with gw.client(created["key"]) as c:
        r = c.post("/v1/chat/completions", json=chat())
    assert r.status_code == 429 and r.json()["error"]["code"] == "insufficient_quota"


def test_admission_reserves_every_choice_prompt_and_token_id(gw: Gateway) -> None:
    """A batch of prompts, ``n`` choices and token-id prompts each reserve their whole worst
    case, so parallel requests cannot overrun a token limit or a budget by under-declaring."""
    tenant = gw.new_tenant()
    small, large = gw.new_key(tenant), gw.new_key(tenant)
    with gw.admin() as a:
        for key, tpm in ((small, 3_000), (large, 12_000)):
            assert a.put(f"/admin/v1/keys/{key['id']}/limits",
                         json={"tpm": tpm}).status_code == 200
    completion = {"model": MODEL, "max_tokens": 1}
    with gw.client(small["key"]) as c:
        refused = [
            c.post("/v1/completions", json={**completion, "prompt": [1] * 5_000}),
            c.post("/v1/completions", json={**completion, "prompt": [[1] * 2_000] * 2}),
            c.post("/v1/completions", json={**completion, "prompt": ["hi"] * 50,
                                           "max_tokens": 100}),
            c.post("/v1/chat/completions", json=chat(n=4, max_tokens=800)),
            c.post("/v1/completions", json={**completion, "prompt": "Say hi.",
                                           "best_of": 4, "max_tokens": 800}),
        ]
        served = c.post("/v1/chat/completions", json=chat())  # a small one still fits
    with gw.client(large["key"]) as c:  # two choices to the end of an 8k context: ~16k
        refused.append(c.post("/v1/chat/completions", json={**chat(n=2), "max_tokens": None}))
    for r in refused:
        assert r.status_code == 429, r.text
        assert r.json()["error"]["type"] == "tokens"
    assert served.status_code == 200, served.text
    wait_events(gw, tenant, 1)


@pytest.fixture(scope="module")
def real_time_vllm() -> Iterator[Any]:
    """A simulated vLLM at real speed, so a generation outlives the client's patience."""
    spec = parse_fleet({"models": [{"name": "x", "backends": [
        backend_entry("vllm-a", "vllm", "http://127.0.0.1:1", "ngram")]}]}).backends[0]
    with running_backend(spec, time_scale=1.0) as backend:
        yield backend


@pytest.mark.parametrize("kind", ["sqlite", "postgres+redis"])
def test_client_disconnect_mid_stream_cancels_backend_and_bills_delivered(
    kind: str, real_time_vllm: Any, sim_backends: dict[str, str], tmp_path: Path
) -> None:
    backends = {**sim_backends, "vllm-a": real_time_vllm.url}
    with metered_gateway(kind, backends, tmp_path) as gw:
        tenant, other = gw.new_tenant(), gw.new_tenant()
        key = gw.new_key(tenant)["key"]
        with gw.client(gw.new_key(other)["key"]) as c:  # the engine's own count of the prompt
            engine_prompt = c.post("/v1/chat/completions",
                                   json=chat(max_tokens=1)).json()["usage"]["prompt_tokens"]
        with gw.client(key) as c, c.stream(
                "POST", "/v1/chat/completions", json=chat(max_tokens=4000, stream=True)) as r:
            lines = r.iter_lines()
            got = [next(lines) for _ in range(6)]
            assert any(line.startswith("data: ") for line in got)
        (item,), _ = wait_events(gw, tenant, 1)
        engine = real_time_vllm.engine
        deadline = time.monotonic() + 5  # the gateway is still up: only the disconnect aborts
        while not (aborted := [r for r in list(engine.finished_log.values())
                               if r.finished == "abort"]):
            assert time.monotonic() < deadline, "the backend request was never cancelled"
            time.sleep(0.02)
    assert len(aborted[-1].output) < len(aborted[-1].target)
    assert item["status"] == "client-disconnected"
    assert item["tokens_estimated"] is True and item["cost_estimated"] is True
    assert 0 < item["completion_tokens"] < 4000
    # estimated with a Llama-3 chat template, which the simulator renders too: exact here
    assert item["prompt_tokens"] == engine_prompt


@pytest.mark.parametrize("kind", ["sqlite", "postgres+redis"])
def test_client_gone_before_a_whole_answer_cancels_backend_and_bills_an_estimate(
    kind: str, real_time_vllm: Any, sim_backends: dict[str, str], tmp_path: Path
) -> None:
    backends = {**sim_backends, "vllm-a": real_time_vllm.url}
    engine = real_time_vllm.engine
    with metered_gateway(kind, backends, tmp_path) as gw:
        tenant = gw.new_tenant()
        key = gw.new_key(tenant)["key"]
        before = set(engine.finished_log)
        with gw.client(key) as c, pytest.raises(httpx.ReadTimeout):
            c.post("/v1/chat/completions", json=chat(max_tokens=4000), timeout=1.0)
        (item,), _ = wait_events(gw, tenant, 1)
        deadline = time.monotonic() + 5  # a whole answer would take minutes at real speed
        while not (aborted := [r for k, r in list(engine.finished_log.items())
                               if k not in before and r.finished == "abort"]):
            assert time.monotonic() < deadline, "the backend request was never cancelled"
            time.sleep(0.02)
    assert len(aborted[-1].output) < len(aborted[-1].target)
    assert item["status"] == "client-disconnected"
    assert item["tokens_estimated"] is True and item["cost_estimated"] is True
    # what a second on the backend makes at the router's estimated pace: near what it generated
    generated = len(aborted[-1].output)
    assert generated / 2 <= item["completion_tokens"] <= generated * 2, (item, generated)


def test_backend_killed_mid_stream_bills_what_was_delivered(
    gw: Gateway, sim_backends: dict[str, Any]
) -> None:
    tenant = gw.new_tenant()
    key = gw.new_key(tenant)["key"]
    set_price(gw, MODEL, "0.15", "0.60")
    sim_backends["vllm-a"].die_mid_stream_after(4)
    try:
        with gw.client(key) as c, c.stream("POST", "/v1/chat/completions",
                                           json=chat(max_tokens=200, stream=True)) as r:
            body = r.read().decode()
    finally:
        sim_backends["vllm-a"].clear_faults()
    assert '"error"' in body
    (item,), _ = wait_events(gw, tenant, 1)
    assert item["status"] == "backend-error" and item["tokens_estimated"] is True
    assert 0 < item["completion_tokens"] < 200 and item["price_micros"] > 0


def test_exports_reconcile_and_tenants_see_only_their_usage(gw: Gateway) -> None:
    set_price(gw, MODEL, "0.15", "0.60")
    tenants = [gw.new_tenant(), gw.new_tenant()]
    keys = [gw.new_key(t)["key"] for t in tenants]
    set_price(gw, MODEL, "0.05", "0.10", tenant=tenants[1])  # a plan override
    for i, key in enumerate(keys):
        with gw.client(key) as c:
            for n in range(3 + i):
                model = MODEL if n % 2 == 0 else "llama-tgi"
                assert c.post("/v1/chat/completions", json=chat(model)).status_code == 200
    wait_events(gw, tenants[0], 3)
    wait_events(gw, tenants[1], 4)

    rows = list(csv.DictReader(io.StringIO(export(gw, tenants[0], "csv"))))
    assert tuple(rows[0].keys()) == COLUMNS
    items = [r for r in rows if r["record_type"] == "item"]
    totals = {r["model"]: r for r in rows if r["record_type"] == "total"}
    assert len(items) == 3 and set(totals) == {MODEL, "llama-tgi", "*"}
    for model, total in totals.items():
        mine = [i for i in items if model in ("*", i["model"])]
        for col in ("requests", "prompt_tokens", "completion_tokens", "price_micros",
                    "gpu_cost_micros"):
            assert int(total[col]) == sum(int(i[col]) for i in mine), (model, col)

    for tenant, key in zip(tenants, keys, strict=True):
        with gw.client(key) as c:
            usage = c.get("/v1/usage", params={"from": "2000-01-01", "to": "2100-01-01"})
        assert usage.status_code == 200
        body = usage.json()
        assert body["tenant"] == tenant
        grand = json.loads(export(gw, tenant).splitlines()[-1])
        assert body["totals"]["requests"] == grand["requests"]
        assert body["totals"]["price_micros"] == grand["price_micros"]
        assert body["totals"]["prompt_tokens"] == grand["prompt_tokens"]
    with httpx.Client(base_url=gw.url) as anon:
        assert anon.get("/v1/usage").status_code == 401


def test_bad_admin_input_is_a_400_never_a_500(gw: Gateway) -> None:
    """Bounds the database would trip over (lengths, NUL, int64, dates) and money as a float
    (rounded in binary before it arrives) are refused with the field named."""
    tenant = gw.new_tenant()
    cases = [
        ("post", "/admin/v1/keys", {"tenant": tenant, "name": "\u0000"}, "name"),
        ("post", "/admin/v1/keys", {"tenant": tenant, "name": "a" * 129}, "name"),
        ("post", "/admin/v1/keys", {"tenant": tenant, "policy": "p" * 65}, "policy"),
        ("post", "/admin/v1/keys", {"tenant": tenant, "allowed_models": ["\u0000"]},
         "allowed_models"),
        ("post", "/admin/v1/tenants", {"name": "longpol", "policy": "p" * 65}, "policy"),
        ("put", f"/admin/v1/prices/{'m' * 129}", {"input_per_1m": "1", "output_per_1m": "1"},
         "model"),
        ("put", "/admin/v1/prices/m", {"input_per_1m": "1e13", "output_per_1m": "1"},
         "input_per_1m"),
        ("put", "/admin/v1/prices/m", {"input_per_1m": 0.15, "output_per_1m": "1"},
         "input_per_1m"),
        ("put", f"/admin/v1/tenants/{tenant}/limits", {"rpm": 2**63}, "rpm"),
        ("put", f"/admin/v1/tenants/{tenant}/limits", {"daily_budget": "1e30"}, "daily_budget"),
        ("put", f"/admin/v1/tenants/{tenant}/limits",
         {"monthly_budget": 123456789012.123456}, "monthly_budget"),
        ("get", f"/admin/v1/exports/usage?tenant={tenant}&from=2026-12-01&to=9999-12-31", None,
         "from"),
    ]
    with gw.admin() as a:
        for method, path, body, param in cases:
            r = a.request(method.upper(), path, json=body)
            assert r.status_code == 400, (path, body, r.status_code, r.text)
            err = r.json()["error"]
            assert err["type"] == "invalid_request_error" and param in (err["param"] or ""), (
                path, body, err)
        ok = a.put(f"/admin/v1/tenants/{tenant}/limits", json={"monthly_budget": "12.345678",
                                                                "daily_budget": 5})
        assert ok.status_code == 200, ok.text
        assert ok.json()["monthly_budget"] == "12.345678"
