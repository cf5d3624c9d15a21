"""`specgate serve --workers 2`: /metrics on any worker reports the requests of both."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import yaml
from prometheus_client.parser import text_string_to_metric_families

from tests.servers import free_port

REPO = Path(__file__).resolve().parents[2]
FLEET = {"models": [{"name": "m", "backends": [
    {"name": "plain", "engine": "vllm", "base_url": "http://127.0.0.1:9", "served_model": "m"}]}]}


def refused(text: str) -> float:
    """specgate_requests_total{status="401"} in one scrape."""
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            if s.name == "specgate_requests_total" and s.labels.get("status") == "401":
                return s.value
    return 0.0


def test_two_workers_share_one_metrics_view(tmp_path: Path) -> None:
    config = tmp_path / "fleet.yaml"
    config.write_text(yaml.safe_dump(FLEET))
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    env |= {"SPECGATE_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'g.db'}"}
    log = tmp_path / "serve.log"
    with open(log, "wb") as sink:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gateway", "serve", "--config", str(config),
             "--port", str(port), "--workers", "2"],
            cwd=REPO, env=env, stdout=sink, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while log.read_text().count("Application startup complete") < 2:
            assert proc.poll() is None, log.read_text()[-3000:]
            assert time.monotonic() < deadline, "workers did not start"
            time.sleep(0.1)
        body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        for _ in range(40):  # a fresh connection each: the kernel spreads them over the workers
            r = httpx.post(f"{url}/v1/chat/completions", json=body,
                           headers={"authorization": "Bearer sk-wrong"})
            assert r.status_code == 401
        scrapes = [refused(httpx.get(f"{url}/metrics").text) for _ in range(20)]
        assert scrapes == [40.0] * 20
    finally:
        proc.terminate()
        proc.wait(timeout=30)
