"""Test helpers for metering: a fast-flushing gateway, reading events back through the export."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tests.conftest import REDIS_URL, Gateway, fresh_pg_database, running_gateway, standard_fleet

FAST = {"usage_flush_interval_s": 0.05, "limits_poll_s": 0.2}
ALL_TIME = {"from": "2000-01-01", "to": "2100-01-01"}


@contextlib.contextmanager
def metered_gateway(kind: str, backends: dict[str, str], tmp_path: Path,
                    **overrides: Any) -> Iterator[Gateway]:
    settings = {**FAST, "usage_spool_dir": tmp_path / "spool", **overrides}
    if kind == "sqlite":
        with running_gateway(standard_fleet(backends),
                             database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                             redis_url=None, **settings) as gw:
            yield gw
    else:
        with fresh_pg_database() as url, running_gateway(
                standard_fleet(backends), database_url=url, redis_url=REDIS_URL,
                **settings) as gw:
            yield gw


def export(gw: Gateway, tenant: str, fmt: str = "jsonl") -> str:
    with gw.admin() as c:
        r = c.get("/admin/v1/exports/usage", params={"tenant": tenant, "format": fmt, **ALL_TIME})
        assert r.status_code == 200, r.text
        return r.text


def wait_events(gw: Gateway, tenant: str, n: int, timeout_s: float = 15.0
                ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Poll the export until the tenant has ``n`` events; returns (items, totals)."""
    deadline = time.monotonic() + timeout_s
    while True:
        rows = [json.loads(line) for line in export(gw, tenant).splitlines()]
        items = [r for r in rows if r["record_type"] == "item"]
        if len(items) >= n or time.monotonic() > deadline:
            assert len(items) == n, f"{len(items)} events, expected {n}"
            return items, [r for r in rows if r["record_type"] == "total"]
        time.sleep(0.05)


def set_price(gw: Gateway, model: str, inp: str, out: str, tenant: str | None = None) -> None:
    with gw.admin() as c:
        body: dict[str, Any] = {"input_per_1m": inp, "output_per_1m": out}
        if tenant:
            body["tenant"] = tenant
        r = c.put(f"/admin/v1/prices/{model}", json=body)
        assert r.status_code == 200, r.text


def wait_for_room_in_this_minute(seconds: float) -> None:
    """Requests per minute are counted over UTC minutes with the previous minute weighted in
    (``limits_window.py``): a burst that crosses a minute boundary is allowed the sliding
    window's extra share. Start a burst of up to ``seconds`` where it ends inside one minute,
    so the limit is exact."""
    while time.time() % 60 > 60 - seconds:
        time.sleep(0.05)
