"""The dashboard over HTTP: sign-in, tenant keys kept out, numbers that match the meter."""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import httpx
import pytest

from gateway.app import create_app
from gateway.config.fleet import parse_fleet
from gateway.config.settings import Settings
from gateway.dashboard import data
from gateway.dashboard.session import COOKIE, MAX_AGE_S, cookie_value
from tests.conftest import (
    ADMIN_TOKEN,
    MODEL,
    Gateway,
    backend_entry,
    poll_until,
    running_gateway,
    standard_fleet,
)
from tests.servers import serve_in_thread

ASK = {"model": MODEL, "max_tokens": 16, "stream": True,
       "messages": [{"role": "user", "content": "Name three rivers in Europe."}]}


@contextlib.contextmanager
def signed_in(gw: Gateway) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=gw.url, timeout=30) as c:
        r = c.post("/dashboard/login", data={"token": ADMIN_TOKEN})
        assert r.status_code == 303 and r.headers["location"] == "/dashboard"
        yield c


def row(html: str, attr: str, name: str) -> list[str]:
    """The cells of the table row marked ``attr="name"``, tags stripped."""
    m = re.search(rf'<tr {attr}="{re.escape(name)}"[^>]*>(.*?)</tr>', html, re.S)
    assert m, f"no row {attr}={name} in:\n{html}"
    return [re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>",
                                                                    m.group(1), re.S)]


def test_it_asks_for_the_admin_token_and_nothing_else_gets_in(gateway: Gateway) -> None:
    gw = gateway
    key = gw.new_key(gw.new_tenant())["key"]
    with httpx.Client(base_url=gw.url, timeout=30) as anon:
        page = anon.get("/dashboard")
        assert page.status_code == 200 and 'name="token"' in page.text
        assert "vllm-a" not in page.text
        assert anon.get("/dashboard/partials/fleet").status_code == 401
        for wrong in ("", key, ADMIN_TOKEN + "x"):
            r = anon.post("/dashboard/login", data={"token": wrong})
            assert r.status_code == 401 and "not the admin token" in r.text
            assert COOKIE not in r.cookies
        # the admin API's bearer header is not a dashboard session, nor is a forged cookie
        r = anon.get("/dashboard/partials/fleet", headers=gw.admin_headers)
        assert r.status_code == 401
        anon.cookies.set(COOKIE, cookie_value(key), path="/dashboard")
        assert anon.get("/dashboard/partials/fleet").status_code == 401


def test_the_session_cookie_is_not_the_token_and_signs_out(gateway: Gateway) -> None:
    with signed_in(gateway) as c:
        raw = next(v for k, v in c.cookies.items() if k == COOKIE)
        assert raw != ADMIN_TOKEN and ADMIN_TOKEN not in raw
        login = c.post("/dashboard/login", data={"token": ADMIN_TOKEN})
        header = login.headers["set-cookie"].lower()
        assert "httponly" in header and "samesite=strict" in header and "path=/dashboard" in header
        page = c.get("/dashboard")
        assert page.status_code == 200
        assert "default-src 'self'" in page.headers["content-security-policy"]
        assert page.headers["cache-control"] == "no-store"
        assert c.post("/dashboard/logout").status_code == 303
        assert c.get("/dashboard/partials/money").status_code == 401


def test_a_session_cookie_expires_on_the_server_and_cannot_be_forged(gateway: Gateway) -> None:
    """The cookie carries its sign-in time under the MAC: one older than the session's age is
    refused whatever the browser kept, and one with another time or MAC is refused."""
    now = int(time.time())
    fresh = cookie_value(ADMIN_TOKEN, now - 60)
    stale = cookie_value(ADMIN_TOKEN, now - MAX_AGE_S - 60)
    issued, _, mac = fresh.partition(".")
    for value, status in ((fresh, 200), (stale, 401), (f"{now}.{mac}", 401),
                          (f"{issued}.{'0' * 64}", 401), (issued, 401), ("x.y", 401)):
        with httpx.Client(base_url=gateway.url, timeout=10) as c:
            c.cookies.set(COOKIE, value, path="/dashboard")
            assert c.get("/dashboard/partials/money").status_code == status, value


def test_non_ascii_admin_credentials_are_refused_not_a_500(gateway: Gateway) -> None:
    import http.client
    from urllib.parse import urlsplit

    where = urlsplit(gateway.url)
    for path, header in (("/admin/v1/tenants", ("Authorization", b"Bearer caf\xe9")),
                         ("/dashboard/partials/money", ("Cookie", b"specgate_dashboard=1.caf\xe9")),
                         ("/dashboard/partials/money", ("Cookie", b"specgate_dashboard=caf\xe9"))):
        conn = http.client.HTTPConnection(where.hostname, where.port, timeout=10)
        conn.putrequest("GET", path)
        conn.putheader(*header)
        conn.endheaders()
        assert conn.getresponse().status == 401, path
        conn.close()


def test_a_blank_admin_token_refuses_to_start() -> None:
    with pytest.raises(ValueError, match="set but blank"):
        Settings(admin_token=" ")


def test_money_and_milliseconds_match_what_was_metered(gateway: Gateway) -> None:
    gw = gateway
    names = [gw.new_tenant(), gw.new_tenant()]
    keys = [gw.new_key(t)["key"] for t in names]
    sent = {names[0]: 3, names[1]: 1}
    workloads = []
    for name, key in zip(names, keys, strict=True):
        with gw.client(key) as c:
            for _ in range(sent[name]):
                r = c.post("/v1/chat/completions", json=ASK)
                assert r.status_code == 200, r.text
                workloads.append(r.headers["x-specgate-workload"])
    with signed_in(gw) as dash:
        money = poll_until(lambda: dash.get("/dashboard/partials/money?days=1").text,
                      lambda h: all(f'data-tenant="{n}"' in h for n in names)
                      and row(h, "data-tenant", names[0])[1] == "3")
        for name, key in zip(names, keys, strict=True):
            with gw.client(key) as c:
                usage = c.get("/v1/usage").json()["totals"]
            cells = row(money, "data-tenant", name)
            assert cells[1] == str(sent[name]) == str(usage["requests"])
            assert cells[2] == f"{usage['prompt_tokens']:,}"
            assert cells[3] == f"{usage['completion_tokens']:,}"
            assert cells[4] == f"${Decimal(usage['cost_usd']):,.6f}"
            assert re.fullmatch(r"\$0\.\d{6}", cells[5]) and cells[5] != "$0.000000"  # GPU time
        spend = row(money, "data-spend-backend", "vllm-a")
        assert spend[1] == "4"
        # the same prompt four times: vLLM's prefix cache held its leading blocks three times,
        # as the usage the tenants were billed for says
        prompt = cached = 0
        for key in keys:
            with gw.client(key) as c:
                totals = c.get("/v1/usage").json()["totals"]
            prompt, cached = prompt + totals["prompt_tokens"], cached + totals["cached_tokens"]
        assert cached > 0
        assert spend[2] == f"{prompt:,}"
        assert spend[3] == f"{cached:,} ({cached / prompt:.0%})"

        latency = dash.get("/dashboard/partials/latency").text
        cells = row(latency, "data-latency-backend", "vllm-a")
        assert cells[1] == "4" and cells[2] == "0"
        assert all(re.fullmatch(r"[\d,]+\.\d+", c) for c in cells[3:7]), cells
        for label in set(workloads):
            mix = row(latency, "data-workload", label)
            assert mix[1] == str(workloads.count(label)) and "vllm-a" in mix[2]

        fleet = dash.get("/dashboard/partials/fleet").text
        vllm, tgi = row(fleet, "data-backend", "vllm-a"), row(fleet, "data-backend", "tgi-a")
        assert vllm[1] == "vllm-ngram" and tgi[1] == "tgi-draft"
        assert vllm[2] == tgi[2] == "closed"
        assert re.fullmatch(r"0\.\d\d", vllm[8]), vllm  # break-even α at its batch
        assert vllm[11] == tgi[11] == "1.006"
        cls = "/".join(workloads[0].split("/")[:2])  # learned per KIND/GROUNDING
        fleet = poll_until(lambda: dash.get("/dashboard/partials/fleet").text,
                           lambda h: f'data-class="vllm-a/{cls}"' in h
                           and row(h, "data-class", f"vllm-a/{cls}")[3] == "learned")
        learned = row(fleet, "data-class", f"vllm-a/{cls}")
        alpha, even = float(learned[2]), float(learned[5])
        assert float(learned[4].replace(",", "")) >= 1.0  # decayed count (shared via Redis)
        assert learned[6] == ("pays" if alpha > even else "does not pay")
        assert "tgi-a/" in fleet  # its classes on their priors: TGI served nothing here


def test_the_page_renders_every_section_without_javascript(gateway: Gateway) -> None:
    with signed_in(gateway) as c:
        page = c.get("/dashboard", params={"days": "30"}).text
    for section in ("fleet", "money", "latency"):
        assert f'<section id="{section}"' in page
    assert "last 30 days" in page and 'data-backend="tgi-a"' in page
    assert '<script src="/dashboard/static/dashboard.js"' in page


@pytest.fixture
def gateway_without_admin(sim_backends: dict[str, str], tmp_path: Any) -> Iterator[str]:
    settings = Settings(database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db", redis_url=None,
                        admin_token=None)
    app = create_app(settings, parse_fleet(standard_fleet(sim_backends)), migrate=True)
    with serve_in_thread(app) as url:
        yield url


def test_without_an_admin_token_there_is_no_dashboard(gateway_without_admin: str) -> None:
    with httpx.Client(base_url=gateway_without_admin, timeout=30) as c:
        assert c.get("/dashboard").status_code == 403
        assert c.post("/dashboard/login", data={"token": ""}).status_code == 403
        assert c.get("/dashboard/partials/fleet").status_code == 401


def test_percentiles_are_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert data.percentile(values, 0.5) == 50.0
    assert data.percentile(values, 0.95) == 95.0
    assert data.percentile([7.0], 0.95) == 7.0
    assert data.percentile([], 0.5) is None


def test_spend_margin_and_gpu_price_per_million_output_tokens() -> None:
    s = data.Spend("t", requests=2, prompt_tokens=10, completion_tokens=4_000,
                   billed_micros=9_000, gpu_cost_micros=12_000)
    assert s.margin_micros == -3_000
    assert s.gpu_micros_per_mtok == 3_000_000  # $3 per 1M output tokens
    assert data.Spend("t", 1, 5, 0, 0, 0).gpu_micros_per_mtok is None
    assert data.total([s, s]).billed_micros == 18_000


def ev(workload: str, decision: Any, tpot_us: int | None = None) -> data.Event:
    return data.Event("", workload, "ok", None, tpot_us, data.alternatives(decision))


def cand(backend: str, kind: str, tpot: float, cost: int, **extra: Any) -> dict[str, Any]:
    return {"backend": backend, "kind": kind, "tpot_ms": tpot, "gpu_cost_micros": cost, **extra}


def test_counterfactuals_set_the_choice_against_the_runner_up_and_plain_decoding() -> None:
    ngram, tgi = cand("ng", "vllm-ngram", 10.0, 100), cand("tg", "tgi-draft", 14.0, 150)
    plain, down = cand("pl", "plain", 30.0, 300), cand("x", "vllm-draft", 1.0, 1, dropped="down")
    events = [
        ev("code/grounded", {"chosen": "ng", "candidates": [ngram, tgi, plain, down]}, 11_000),
        ev("code/grounded", {"chosen": "tg", "candidates": [tgi, plain, ngram]}, 15_000),
        ev("chat/open", {"chosen": "tg", "candidates": [tgi, ngram]}),  # no plain candidate
        ev("chat/open", {"chosen": "tg", "candidates": [tgi, down]}),  # no runner-up: skipped
        ev("chat/open", None),  # a hosted API's or an old event: no record
        ev("chat/open", {"chosen": "x", "truncated": True}),
    ]
    code, chat, total = data.counterfactuals(events)
    assert (code.workload, code.requests) == ("code/grounded", 2)
    assert code.chosen_tpot_ms == 12.0 and code.measured_tpot_ms == 13.0
    assert code.runner_up_tpot_ms == 22.0  # tgi after ngram, plain after tgi: the next in order
    assert code.plain_tpot_ms == 30.0
    assert (code.chosen_cost_micros, code.runner_up_cost_micros, code.plain_cost_micros) == (
        250, 450, 600)
    assert (chat.requests, chat.runner_up_cost_micros, chat.plain_cost_micros) == (1, 100, None)
    assert chat.measured_tpot_ms is None
    assert (total.workload, total.requests, total.chosen_cost_micros) == ("all", 3, 400)
    assert total.plain_cost_micros is None  # not every decision had plain decoding to compare
    assert data.counterfactuals(events[3:]) == []


@pytest.fixture
def two_backend_gateway(sim_backends: dict[str, str], tmp_path: Any) -> Iterator[Gateway]:
    fleet = {"models": [{"name": MODEL, "context_length": 8192, "backends": [
        backend_entry("vllm-a", "vllm", sim_backends["vllm-a"], "ngram"),
        backend_entry("tgi-a", "tgi", sim_backends["tgi-a"], "draft_heads")]}]}
    with running_gateway(fleet, database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                         redis_url=None) as gw:
        yield gw


def test_the_routing_table_reads_the_decisions_of_a_fleet_with_a_choice(
        two_backend_gateway: Gateway) -> None:
    gw = two_backend_gateway
    key = gw.new_key(gw.new_tenant())["key"]
    labels = []
    with gw.client(key) as c:
        for _ in range(3):
            r = c.post("/v1/chat/completions", json=ASK)
            assert r.status_code == 200, r.text
            labels.append(r.headers["x-specgate-workload"])
    with signed_in(gw) as dash:
        html = poll_until(lambda: dash.get("/dashboard/partials/latency").text,
                     lambda h: 'data-routing="all"' in h
                     and row(h, "data-routing", "all")[1] == "3")
    for label in set(labels):
        cells = row(html, "data-routing", label)
        assert cells[1] == str(labels.count(label))
        assert all(re.fullmatch(r"[\d,]+\.\d\d", c) for c in cells[2:5]), cells  # both estimated
        assert cells[5] == "–" and cells[8] == "–"  # no plain backend in this fleet
        assert all(re.fullmatch(r"\$0\.\d{6}", c) for c in cells[6:8]), cells


@pytest.mark.parametrize("secure", [None, True])
def test_the_cookie_is_secure_when_told_it_is_behind_tls(
        sim_backends: dict[str, str], tmp_path: Any, secure: bool | None) -> None:
    """Behind a TLS-terminating ingress the gateway sees plain http: the setting marks the
    cookie Secure anyway; unset, a plain-http request gets a cookie a browser keeps."""
    settings = Settings(database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db", redis_url=None,
                        admin_token=ADMIN_TOKEN, secure_cookies=secure)
    app = create_app(settings, parse_fleet(standard_fleet(sim_backends)), migrate=True)
    with serve_in_thread(app) as url, httpx.Client(base_url=url, timeout=30) as c:
        r = c.post("/dashboard/login", data={"token": ADMIN_TOKEN})
    assert r.status_code == 303
    assert ("secure" in r.headers["set-cookie"].lower().split("; ")) is bool(secure)
