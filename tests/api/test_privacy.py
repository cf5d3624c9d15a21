"""Prompt text reaches the logs only when SPECGATE_LOG_PROMPTS is on."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import MODEL, running_gateway, standard_fleet

SECRET_PROMPT = "the launch code is 7-4-1-9, summarise it"


@pytest.mark.parametrize("enabled", [False, True])
def test_prompts_are_logged_only_when_enabled(
    enabled: bool, sim_backends: dict[str, Any], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    with running_gateway(standard_fleet(sim_backends),
                         database_url=f"sqlite+aiosqlite:///{tmp_path}/p.db", redis_url=None,
                         log_prompts=enabled) as gw:
        key = gw.new_key(gw.new_tenant())["key"]
        with gw.client(key) as c:
            r = c.post("/v1/chat/completions", json={
                "model": MODEL, "messages": [{"role": "user", "content": SECRET_PROMPT}],
                "max_tokens": 4})
            assert r.status_code == 200
    logged = "\n".join(rec.getMessage() for rec in caplog.records)
    assert (SECRET_PROMPT in logged) is enabled
