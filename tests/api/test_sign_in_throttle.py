"""Guessing the admin token: ten wrong ones from an address, and that address waits a minute."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from gateway.auth.throttle import SignInThrottle
from tests.conftest import ADMIN_TOKEN, Gateway, running_gateway, standard_fleet


class Clock:
    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


def test_the_limit_counts_failures_inside_the_window() -> None:
    clock = Clock()
    throttle = SignInThrottle(limit=3, window_s=60, clock=clock)
    for _ in range(2):
        throttle.failed("a")
        clock.now += 10
    assert throttle.retry_after("a") is None  # two of three
    throttle.failed("a")  # at 520: failures at 500, 510, 520
    assert throttle.retry_after("a") == pytest.approx(40)  # until 500 leaves the window
    assert throttle.retry_after("b") is None  # another address is not held
    clock.now = 560.5
    assert throttle.retry_after("a") is None  # 510 and 520 remain: two of three
    throttle.failed("a")
    assert throttle.retry_after("a") == pytest.approx(9.5)  # until 510 leaves
    clock.now = 700
    assert throttle.retry_after("a") is None


def test_it_remembers_a_bounded_number_of_addresses() -> None:
    clock = Clock()
    throttle = SignInThrottle(limit=1, window_s=60, max_addresses=2, clock=clock)
    for address in ("a", "b", "a", "c"):  # "b" has been quiet longest when "c" comes
        throttle.failed(address)
    assert throttle.retry_after("b") is None
    assert throttle.retry_after("a") is not None and throttle.retry_after("c") is not None


@pytest.fixture
def gw(sim_backends: dict[str, str], tmp_path: Path) -> Iterator[Gateway]:
    with running_gateway(standard_fleet(sim_backends),
                         database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                         redis_url=None) as gateway:
        yield gateway


def admin_get(gw: Gateway, token: str, address: str) -> httpx.Response:
    """From ``address``: uvicorn trusts X-Forwarded-For from 127.0.0.1, as from a local proxy."""
    return httpx.get(f"{gw.url}/admin/v1/tenants", headers={
        "authorization": f"Bearer {token}", "x-forwarded-for": address})


def sign_in(gw: Gateway, token: str, address: str) -> httpx.Response:
    return httpx.post(f"{gw.url}/dashboard/login", data={"token": token},
                      headers={"x-forwarded-for": address})


def test_ten_wrong_admin_tokens_hold_that_address_back(gw: Gateway) -> None:
    for i in range(10):
        r = admin_get(gw, f"guess-{i}", "203.0.113.7")
        assert r.status_code == 401 and r.json()["error"]["code"] == "invalid_admin_token"
    held = admin_get(gw, ADMIN_TOKEN, "203.0.113.7")  # even the right token, now
    assert held.status_code == 429
    error: dict[str, Any] = held.json()["error"]
    assert error["code"] == "too_many_failed_sign_ins" and "try again in" in error["message"]
    assert 50 <= int(held.headers["retry-after"]) <= 60
    page = sign_in(gw, ADMIN_TOKEN, "203.0.113.7")  # the dashboard counts the same failures
    assert page.status_code == 429 and "Too many wrong tokens" in page.text
    assert "retry-after" in page.headers and "set-cookie" not in page.headers
    assert admin_get(gw, ADMIN_TOKEN, "198.51.100.2").status_code == 200  # others get in
    assert sign_in(gw, ADMIN_TOKEN, "198.51.100.2").status_code == 303


def test_wrong_dashboard_sign_ins_hold_the_admin_api_back_too(gw: Gateway) -> None:
    for _ in range(10):
        assert sign_in(gw, "hunter2", "203.0.113.9").status_code == 401
    assert admin_get(gw, ADMIN_TOKEN, "203.0.113.9").status_code == 429
    missing = httpx.get(f"{gw.url}/admin/v1/tenants", headers={"x-forwarded-for": "192.0.2.1"})
    for _ in range(12):  # no token at all is not a guess
        missing = httpx.get(f"{gw.url}/admin/v1/tenants",
                            headers={"x-forwarded-for": "192.0.2.1"})
    assert missing.status_code == 401
    assert admin_get(gw, ADMIN_TOKEN, "192.0.2.1").status_code == 200
