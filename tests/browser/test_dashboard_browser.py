"""The dashboard in headless Chromium: sign in, read the fleet, watch a request arrive, sign out."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect, sync_playwright

from tests.conftest import ADMIN_TOKEN, MODEL, Gateway, running_gateway, standard_fleet

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ASK = {"model": MODEL, "max_tokens": 16, "stream": True,
       "messages": [{"role": "user", "content": "Name three rivers in Europe."}]}


@pytest.fixture
def gw(sim_backends: dict[str, str], tmp_path: Path) -> Iterator[Gateway]:
    with running_gateway(standard_fleet(sim_backends), redis_url=None,
                         database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db") as gateway:
        yield gateway


@pytest.fixture
def page() -> Iterator[Page]:
    assert Path(CHROMIUM).exists(), "no Debian chromium: the README's test command installs it"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield browser.new_page()
        finally:
            browser.close()


def test_sign_in_then_the_page_refreshes_itself_as_requests_arrive(gw: Gateway,
                                                                   page: Page) -> None:
    problems: list[Any] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))

    page.goto(f"{gw.url}/dashboard")
    page.fill("#token", "not-the-token")
    page.click("button[type=submit]")
    expect(page.get_by_role("alert")).to_contain_text("not the admin token")

    problems.clear()  # the refused sign-in's 401 was the point
    page.fill("#token", ADMIN_TOKEN)
    page.click("button[type=submit]")
    expect(page.locator('tr[data-backend="vllm-a"] td').nth(2)).to_have_text("closed")
    expect(page.locator('tr[data-backend="tgi-a"] td').nth(1)).to_have_text("tgi-draft")
    expect(page.locator("#latency")).to_contain_text("No requests in the last hour")
    expect(page.locator('[data-chart="tpot"]')).to_contain_text("Nothing to plot yet")

    key = gw.new_key(gw.new_tenant("browser-tenant"))["key"]
    with gw.client(key) as c:
        for _ in range(2):
            assert c.post("/v1/chat/completions", json=ASK).status_code == 200
    # no reload: the page's script fetches each section again every few seconds
    expect(page.locator('tr[data-latency-backend="vllm-a"] td').nth(1)).to_have_text(
        "2", timeout=20_000)
    expect(page.locator('tr[data-tenant="browser-tenant"] td').nth(1)).to_have_text(
        "2", timeout=20_000)
    tpot = page.locator('[data-chart="tpot"] g[data-series="vllm-a"] polyline')
    expect(tpot).to_have_count(1, timeout=20_000)
    box = page.locator('[data-chart="tpot"] svg').bounding_box()
    assert box is not None and box["width"] > 300 and box["height"] > 60  # drawn, not collapsed
    gpu = page.locator('[data-chart="money-daily"] rect.bar.s1').last  # today, GPU cost
    expect(gpu).to_be_visible()
    assert page.locator('[data-chart="money-daily"] rect.bar').count() == 14  # 7 days, 2 each
    colour = gpu.evaluate("el => getComputedStyle(el).fill")
    assert colour not in ("", "none", "rgb(0, 0, 0)"), colour  # the stylesheet coloured it
    assert not problems, problems  # no script errors, missing files or CSP refusals

    page.click('tr[data-tenant="browser-tenant"] a')  # one tenant's money
    expect(page.locator("#money h2")).to_contain_text("tenant browser-tenant")
    expect(page.locator('#money tr[data-spend-model] td').nth(1)).to_have_text("2")
    page.select_option("#days", "30")
    page.click("text=Show")
    expect(page.locator("#money h2")).to_contain_text("last 30 days")
    expect(page.locator("#money h2")).to_contain_text("tenant browser-tenant")
    assert page.locator('[data-chart="money-daily"] rect.bar').count() == 60
    page.click("[data-all-tenants]")
    expect(page.locator('#money tr[data-tenant="total"]')).to_be_visible()
    assert not problems, problems

    page.click("text=Sign out")
    expect(page.locator("#token")).to_be_visible()
    assert httpx.get(f"{gw.url}/dashboard/partials/fleet").status_code == 401
