"""Metering and learning run after a non-streamed answer is sent, and still run if sending fails."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest

from gateway.app import create_app
from gateway.config.fleet import parse_fleet
from gateway.config.settings import Settings
from tests.conftest import ADMIN_TOKEN, MODEL, SIM_TIME_SCALE, standard_fleet

ADMIN = {"authorization": f"Bearer {ADMIN_TOKEN}"}
PATH = "/v1/chat/completions"
BODY = orjson.dumps({"model": MODEL, "max_tokens": 12,
                     "messages": [{"role": "user", "content": "Say hello."}]})


def scope(key: str) -> dict[str, Any]:
    return {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": PATH, "raw_path": PATH.encode(), "query_string": b"",
        "root_path": "", "client": ("127.0.0.1", 5000), "server": ("127.0.0.1", 80),
        "headers": [(b"host", b"gw"), (b"authorization", f"Bearer {key}".encode()),
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(BODY)).encode())],
    }


async def receive() -> dict[str, Any]:
    return {"type": "http.request", "body": BODY, "more_body": False}


@contextlib.asynccontextmanager
async def in_process(sim_backends: dict[str, str], tmp_path: Path
                     ) -> AsyncIterator[tuple[Any, httpx.AsyncClient, str]]:
    """The app with its lifespan in this event loop (SQLite), an admin client, a tenant's key."""
    settings = Settings(database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db", redis_url=None,
                        admin_token=ADMIN_TOKEN, usage_flush_interval_s=0.05,
                        measured_time_scale=SIM_TIME_SCALE)
    app = create_app(settings, parse_fleet(standard_fleet(sim_backends)), migrate=True)
    async with app.router.lifespan_context(app), httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://gw", headers=ADMIN) as c:
        assert (await c.post("/admin/v1/tenants", json={"name": "t"})).status_code == 201
        key = (await c.post("/admin/v1/keys", json={"tenant": "t"})).json()["key"]
        yield app, c, key


async def events(app: Any, c: httpx.AsyncClient) -> list[dict[str, Any]]:
    await app.state.gw.usage.flush()
    r = await c.get("/admin/v1/exports/usage", params={
        "tenant": "t", "format": "jsonl", "from": "2000-01-01", "to": "2100-01-01"})
    return [row for row in map(json.loads, r.text.splitlines()) if row["record_type"] == "item"]


async def test_an_answer_that_fails_to_send_is_metered_once_and_learned(
    sim_backends: dict[str, str], tmp_path: Path
) -> None:
    async with in_process(sim_backends, tmp_path) as (app, c, key):
        state = app.state.gw
        fleet_state = state.extras["fleet_state"]

        def learned() -> float:
            return sum(c.weight for c in fleet_state.snapshot().get("vllm-a").classes.values())

        assert learned() == 0
        seen: list[dict[str, Any]] = []
        pending_when_sent: list[int] = []

        async def send(message: dict[str, Any]) -> None:
            seen.append(message)
            if message["type"] == "http.response.body":
                pending_when_sent.append(state.usage.pending)
                raise ConnectionResetError("the client's socket broke")

        with pytest.raises(ConnectionResetError):
            await app(scope(key), receive, send)
        assert seen[0]["status"] == 200
        assert pending_when_sent[0] == 0, "metered before the answer was sent"
        assert learned() > 0, "the router did not learn from the answer"
        items = await events(app, c)
    assert [(i["status"], i["backend"]) for i in items] == [("ok", "vllm-a")]
    assert items[0]["completion_tokens"] > 0 and not items[0]["tokens_estimated"]


async def test_a_router_that_fails_to_learn_costs_the_answer_nothing(
    sim_backends: dict[str, str], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async with in_process(sim_backends, tmp_path) as (app, c, key):
        def broken(*_args: Any) -> None:
            raise RuntimeError("a bug in learning")

        app.state.gw.router.observe = broken
        sent: list[dict[str, Any]] = []

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        await app(scope(key), receive, send)
        items = await events(app, c)
    assert [m["type"] for m in sent] == ["http.response.start", "http.response.body"]
    assert sent[0]["status"] == 200 and orjson.loads(sent[1]["body"])["choices"]
    assert [i["status"] for i in items] == ["ok"]
    assert "the router could not learn from" in caplog.text
