"""``GET /metrics``: scraped with prometheus_client's own parser after some requests."""

from __future__ import annotations

import httpx
from prometheus_client.parser import text_string_to_metric_families

from tests.conftest import MODEL, Gateway

CHAT = {"model": MODEL, "max_tokens": 4, "messages": [  # long enough to fill a KV block
    {"role": "user", "content": "Say hi to the three people who just walked into the room."}]}
Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def scrape(gw: Gateway) -> Samples:
    r = httpx.get(f"{gw.url}/metrics", timeout=10)
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/plain")
    out: Samples = {}
    for family in text_string_to_metric_families(r.text):
        for s in family.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def test_metrics_after_requests(gateway: Gateway, tenant_key: str) -> None:
    # the registry is per test process (several gateways run in it): compare before and after
    before = scrape(gateway)
    cached = []
    with gateway.client(tenant_key) as c:
        for _ in range(3):
            r = c.post("/v1/chat/completions", json=CHAT)
            assert r.status_code == 200
            usage = r.json()["usage"]
            cached.append(usage.get("prompt_tokens_details", {}).get("cached_tokens", 0))
            overhead_header = float(r.headers["x-specgate-overhead-ms"])
            assert 0 < overhead_header < 1000
        workload = r.headers["x-specgate-workload"]
        with c.stream("POST", "/v1/chat/completions",
                      json={**CHAT, "stream": True}) as s:
            assert s.status_code == 200
            assert s.read().endswith(b"data: [DONE]\n\n")
    assert httpx.post(f"{gateway.url}/v1/chat/completions", json=CHAT).status_code == 401
    after = scrape(gateway)

    def delta(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    h = "specgate_overhead_seconds"
    assert delta(f"{h}_count", endpoint="chat", stream="false") == 3
    assert delta(f"{h}_count", endpoint="chat", stream="true") == 1
    assert 0 < delta(f"{h}_sum", endpoint="chat", stream="false") < 3.0
    assert delta(f"{h}_bucket", endpoint="chat", stream="false", le="+Inf") == 3

    ok = delta("specgate_requests_total", status="ok", code="", backend="vllm-a",
               workload=workload)
    assert ok == 4
    assert delta("specgate_requests_total", status="401", code="missing_api_key", backend="",
                 workload="") == 1
    # the same prompt four times: every token counted once, the repeats from vLLM's prefix cache
    from_cache = delta("specgate_prompt_tokens_total", backend="vllm-a", source="cache")
    computed = delta("specgate_prompt_tokens_total", backend="vllm-a", source="computed")
    assert from_cache + computed == 4 * usage["prompt_tokens"]
    assert from_cache >= sum(cached) > 0 and computed > 0

    assert value(after, "specgate_limits_degraded") == 0
    assert ("specgate_usage_pending", ()) in after
    assert value(after, "specgate_usage_spooled_segments") == 0
    assert value(after, "specgate_backend_breaker_state", backend="vllm-a") == 0
    assert value(after, "specgate_backend_breaker_state", backend="tgi-a") == 0
