"""``GET /admin/v1/fleet``: the router's live state, read after real requests and scrapes."""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from typer.testing import CliRunner

from gateway import advise as adv
from gateway.api.admin_routing import fleet_view
from gateway.cli import app
from gateway.config.fleet import parse_fleet
from gateway.routing.stats import FleetState
from tests.conftest import (
    ADMIN_TOKEN,
    MODEL,
    REDIS_URL,
    Gateway,
    backend_entry,
    fresh_pg_database,
    poll_until,
    running_gateway,
)
from tests.servers import free_port

CODE = "\n".join(  # long enough for the simulated model to answer by copying it
    f"def total_{i}(prices, tax, discount):\n    s = 0\n    for p in prices:\n"
    f"        s = s - p * (1 - discount)\n    return round(s * (1 + tax), {i})\n"
    for i in range(4))
FIX = {"model": MODEL, "max_tokens": 64, "messages": [{"role": "user", "content": (
    f"Fix the bug in these functions and return them whole:\n```python\n{CODE}```")}]}


@pytest.fixture
def gateway_with_dead_backend(sim_backends: dict[str, str], tmp_path: Any) -> Iterator[Gateway]:
    fleet = {"models": [
        {"name": MODEL, "backends": [backend_entry("vllm-a", "vllm", sim_backends["vllm-a"],
                                                   "ngram")]},
        {"name": "llama-down", "backends": [
            backend_entry("down-a", "vllm", f"http://127.0.0.1:{free_port()}")]},
    ]}
    with running_gateway(fleet, database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                         redis_url=None, scrape_interval_s=0.05) as gw:
        yield gw


def fleet_until(gw: Gateway, done: Any, timeout_s: float = 15.0) -> dict[str, Any]:
    """Poll the endpoint until ``done(by_name)`` holds (scrapes and learning run in the
    background); fail with the last view if it never does."""
    with gw.admin() as c:
        def get() -> dict[str, Any]:
            r = c.get("/admin/v1/fleet")
            assert r.status_code == 200, r.text
            return {b["name"]: b for b in r.json()["data"]}

        view: dict[str, Any] = poll_until(get, done, timeout_s)
        return view


def test_fleet_needs_the_admin_token(gateway_with_dead_backend: Gateway) -> None:
    gw = gateway_with_dead_backend
    key = gw.new_key(gw.new_tenant())["key"]
    for headers in ({}, {"authorization": f"Bearer {key}"}):
        r = httpx.get(f"{gw.url}/admin/v1/fleet", headers=headers, timeout=10)
        assert r.status_code == 401
        assert r.json()["error"]["code"] == "invalid_admin_token"


def test_fleet_shows_health_load_and_what_was_learned(gateway_with_dead_backend: Gateway) -> None:
    gw = gateway_with_dead_backend
    key = gw.new_key(gw.new_tenant())["key"]
    with gw.client(key) as c:
        r = c.post("/v1/chat/completions", json=FIX)
    assert r.status_code == 200, r.text
    assert r.headers["x-specgate-backend"] == "vllm-a"
    cls = "/".join(r.headers["x-specgate-workload"].split("/")[:2])  # KIND/GROUNDING

    view = fleet_until(gw, lambda v: (
        v["vllm-a"]["classes"][cls]["source"] == "learned"
        and v["vllm-a"]["health"]["scraped_at"] is not None
        and v["down-a"]["health"]["breaker"] == "open"))

    up, down = view["vllm-a"], view["down-a"]
    fs = gw.app.state.gw.extras["fleet_state"]  # the router's own state, in this process
    assert (up["engine"], up["model"], up["gpu_type"]) == ("vllm", MODEL, "A10G")
    assert up["speculation"] == {"method": "ngram", "num_speculative_tokens": 3}
    assert up["health"]["breaker"] == "closed" and up["health"]["routable"] is True
    assert up["health"]["opened_by"] is None and up["health"]["last_request_error"] is None
    assert up["health"]["scrape_error"] is None
    assert 0 <= up["health"]["scrape_age_s"] < 10
    assert up["load"]["in_flight"] == 0 and up["load"]["waiting"] == 0
    assert 0 <= up["load"]["kv_cache_usage"] <= 1
    assert up["health"]["restarts_seen"] == 0
    pool = fs.snapshot().get("vllm-a").kv_capacity_tokens  # the simulated A10G's, from /metrics
    assert pool > 10_000
    assert up["prefix_cache"] == {"configured": True, "engine_reports": True,
                                  "kv_capacity_tokens": pool}
    factors = fs.speed_factors()["vllm-a"]
    assert up["speed_factors"] == {phase: round(f, 4) for phase, f in factors.items()}
    assert set(factors) == {"prefill", "decode_step"}
    assert 0.25 <= factors["prefill"] <= 4.0 and 0.5 <= factors["decode_step"] <= 2.0

    # the class it served shows the router's learned estimate, exactly as the router holds it
    learned = up["classes"][cls]
    truth = fs.snapshot().get("vllm-a").classes[cls]
    assert learned["observations"] >= 1 and learned["age_s"] is not None
    assert learned["tpot_ms"] == round(truth.tpot_s * 1000, 3) and learned["tpot_ms"] > 0
    assert learned["acceptance"] == round(truth.alpha, 4)  # vLLM's per-request spec metrics
    assert learned["acceptance_observations"] >= 1
    # a class it never served still carries the cost model's prior
    other = next(c for name, c in up["classes"].items() if name != cls)
    assert other["source"] == "prior" and other["observations"] == 0
    assert other["tpot_ms"] > 0 and other["age_s"] is None

    # the backend on a closed port: open breaker, not routable, the scrape's error, no load
    assert down["speculation"] is None and down["acceptance"] is None
    assert down["health"]["routable"] is False and down["health"]["scraped_at"] is None
    assert down["health"]["scrape_error"] and down["health"]["opened_by"] == "scrape"
    assert down["load"]["running"] == 0
    assert down["prefix_cache"] == {"configured": True, "engine_reports": None,
                                    "kv_capacity_tokens": None}  # never scraped


def test_fleet_view_before_any_scrape_and_for_a_hosted_api() -> None:
    fleet = parse_fleet({"models": [{"name": MODEL, "backends": [
        backend_entry("tgi-a", "tgi", "http://127.0.0.1:9", "draft_heads"),
        {"name": "api", "engine": "litellm", "base_url": "https://api.example.com/v1",
         "served_model": "gpt-4o-mini", "api_key_env": "EXAMPLE_KEY"},
    ]}]})
    view = {b["name"]: b for b in fleet_view(fleet, FleetState(fleet.backends))["data"]}
    tgi, api = view["tgi-a"], view["api"]
    assert tgi["speculation"] == {"method": "draft_heads", "num_speculative_tokens": 3}
    assert tgi["health"]["scraped_at"] is None and tgi["health"]["scrape_age_s"] is None
    assert tgi["acceptance"] == {"measured": None, "offset_to_priors": 0.0}
    assert tgi["speed_factors"] == {"prefill": 1.0, "decode_step": 1.0}  # nothing measured yet
    assert {c["source"] for c in tgi["classes"].values()} == {"prior"}
    assert api["engine"] == "litellm" and api["speculation"] is None
    assert api["speed_factors"] is None  # a hosted API has no GPU of ours to calibrate
    assert api["health"]["scrape_error"] is None and "api_key_env" not in api


def test_advise_sizes_with_the_speed_the_gateway_measured(
        gateway_with_dead_backend: Gateway, tmp_path: Any) -> None:
    gw = gateway_with_dead_backend
    with gw.client(gw.new_key(gw.new_tenant())["key"]) as c:
        assert c.post("/v1/chat/completions", json=FIX).status_code == 200
    view = fleet_until(gw, lambda v: v["vllm-a"]["health"]["scraped_at"] is not None)
    trace = tmp_path / "t.csv"
    trace.write_text("timestamp,prompt_tokens,output_tokens,source_class\n" + "".join(
        f"{i * 0.4},{600 + i % 5 * 150},{120 + i % 3 * 40},azure2023_code\n" for i in range(300)))
    example = Path(__file__).resolve().parents[2] / "fleet.example.yaml"  # A10Gs, list price
    args = ["advise", "--trace", str(trace), "--json", "--config", str(example)]

    for token, says in ((None, "SPECGATE_ADMIN_TOKEN"), ("wrong", "401")):
        refused = CliRunner().invoke(app, [*args, "--gateway", gw.url],
                                     env={"SPECGATE_ADMIN_TOKEN": token})
        assert refused.exit_code == 2 and says in refused.output, refused.output

    # advise sizes with the factors the view shows (one backend per kind here; the unmeasured
    # down-a borrows the fleet's prefill factor, as the router does), as a profile file would
    factors = {name: b["speed_factors"] for name, b in view.items()}
    live = CliRunner().invoke(app, [*args, "--gateway", gw.url],
                              env={"SPECGATE_ADMIN_TOKEN": ADMIN_TOKEN})
    assert live.exit_code == 0, live.output
    sheets = adv.kind_models("A10G")
    profile = tmp_path / "profile.json"
    profile.write_text(json.dumps({kind: {
        "t0_s": sheets[kind].profile.t0_s * factors[name]["decode_step"],
        "t1_s": sheets[kind].profile.t1_s * factors[name]["decode_step"],
        "prefill_s_per_token": sheets[kind].profile.prefill_s_per_token * factors[name]["prefill"],
    } for name, kind in (("vllm-a", "vllm-ngram"), ("down-a", "plain"))}))
    offline = CliRunner().invoke(app, [*args, "--profile", str(profile)])
    assert offline.exit_code == 0, offline.output
    assert json.loads(live.output) == json.loads(offline.output)


def test_another_replica_shows_what_this_one_learned(sim_backends: dict[str, str]) -> None:
    """Two gateways on one Redis: a request served by A shows as learned in B's view once A's
    estimates merge (every scrape interval), with its acceptance."""
    name = f"vllm-{secrets.token_hex(3)}"  # the shared state is per backend name: a fresh one
    fleet = {"models": [{"name": MODEL, "backends": [
        backend_entry(name, "vllm", sim_backends["vllm-a"], "ngram")]}]}
    with fresh_pg_database() as db, \
            running_gateway(fleet, database_url=db, redis_url=REDIS_URL,
                            scrape_interval_s=0.05) as a, \
            running_gateway(fleet, database_url=db, redis_url=REDIS_URL,
                            scrape_interval_s=0.05) as b:
        before = fleet_until(b, lambda v: v[name]["health"]["scraped_at"] is not None)
        assert {c["source"] for c in before[name]["classes"].values()} == {"prior"}
        with a.client(a.new_key(a.new_tenant())["key"]) as c:
            r = c.post("/v1/chat/completions", json=FIX)
        assert r.status_code == 200 and r.headers["x-specgate-backend"] == name
        cls = "/".join(r.headers["x-specgate-workload"].split("/")[:2])
        seen = fleet_until(b, lambda v: v[name]["classes"][cls]["source"] == "learned")[name]
        mine = fleet_until(a, lambda v: True)[name]
        assert seen["classes"][cls]["acceptance_observations"] >= 1
        assert seen["classes"][cls]["tpot_ms"] == mine["classes"][cls]["tpot_ms"]
        assert seen["classes"][cls]["acceptance"] == mine["classes"][cls]["acceptance"]
