"""`specgate serve`: /metrics on any of its workers reports them all; stopping is bounded."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import yaml
from prometheus_client.parser import text_string_to_metric_families

from gateway.config.fleet import parse_fleet
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


@dataclass
class Serving:
    proc: subprocess.Popen[bytes]
    port: int
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


@contextlib.contextmanager
def serving(tmp_path: Path, fleet: dict[str, Any], *, workers: int = 1,
            env: dict[str, str] | None = None) -> Iterator[Serving]:
    """`specgate serve` on a fresh SQLite file until all its workers have started; stopped
    (SIGTERM, then SIGKILL) on the way out unless the test stopped it."""
    config = tmp_path / "fleet.yaml"
    config.write_text(yaml.safe_dump(fleet))
    base = {k: v for k, v in os.environ.items()
            if not k.startswith("SPECGATE_") and k != "PROMETHEUS_MULTIPROC_DIR"}
    base |= {"SPECGATE_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'g.db'}", **(env or {})}
    port, log = free_port(), tmp_path / "serve.log"
    with open(log, "wb") as sink:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gateway", "serve", "--config", str(config),
             "--port", str(port), "--workers", str(workers)],
            cwd=REPO, env=base, stdout=sink, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while log.read_text().count("Application startup complete") < workers:
            assert proc.poll() is None, log.read_text()[-3000:]
            assert time.monotonic() < deadline, "workers did not start"
            time.sleep(0.05)
        yield Serving(proc, port, log)
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def test_two_workers_share_one_metrics_view(tmp_path: Path) -> None:
    with serving(tmp_path, FLEET, workers=2) as srv:
        url = srv.url
        body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        for _ in range(40):  # a fresh connection each: the kernel spreads them over the workers
            r = httpx.post(f"{url}/v1/chat/completions", json=body,
                           headers={"authorization": "Bearer sk-wrong"})
            assert r.status_code == 401
        scrapes = [refused(httpx.get(f"{url}/metrics").text) for _ in range(20)]
        assert scrapes == [40.0] * 20


def test_a_stopping_server_cancels_a_stuck_stream_after_its_grace_and_meters_it(
    tmp_path: Path,
) -> None:
    """SIGTERM with a stream still running: uvicorn alone would wait for it to end (here ~16 s,
    on a real engine up to the backend's read timeout, past any orchestrator's patience);
    `serve` gives it SPECGATE_GRACEFUL_SHUTDOWN_S, then cancels it, and the worker still writes
    its usage event before it exits."""
    from gateway.sim.harness import running_backend
    from tests.conftest import backend_entry

    spec = parse_fleet({"models": [{"name": "m", "backends": [
        backend_entry("slow", "vllm", "http://127.0.0.1:1")]}]})
    env = {"SPECGATE_GRACEFUL_SHUTDOWN_S": "1",
           "SPECGATE_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'g.db'}"}
    with running_backend(spec.backends[0], time_scale=0.2) as backend_url:  # ~100 ms a token
        fleet = {"models": [{"name": "m", "backends": [
            backend_entry("slow", "vllm", str(backend_url))]}]}
        key = _new_key({**os.environ, **env})
        with serving(tmp_path, fleet, env=env) as srv:
            body = {"model": "m", "stream": True, "max_tokens": 2000,
                    "messages": [{"role": "user", "content": "Write a very long story."}]}
            with httpx.stream("POST", f"{srv.url}/v1/chat/completions", json=body,
                              headers={"authorization": f"Bearer {key}"}, timeout=60) as r:
                lines = r.iter_lines()
                assert next(lines).startswith("data: ")  # decoding now
                t0 = time.monotonic()
                srv.proc.send_signal(signal.SIGTERM)
                srv.proc.wait(timeout=30)
                stopped_s = time.monotonic() - t0
            log = srv.log.read_text()
    assert stopped_s < 8, log[-3000:]
    assert "timeout graceful shutdown exceeded" in log
    con = sqlite3.connect(tmp_path / "g.db")
    rows = con.execute("SELECT status FROM usage_events").fetchall()
    con.close()
    assert rows == [("client-disconnected",)]


def _new_key(env: dict[str, str]) -> str:
    def cli(*args: str) -> str:
        return subprocess.run([sys.executable, "-m", "gateway", *args], cwd=REPO, env=env,
                              check=True, capture_output=True, text=True).stdout.strip()

    cli("tenants", "create", "acme")
    return cli("keys", "create", "--tenant", "acme")


def _sockets_by_pid(port: int, state: str) -> dict[int, set[str]]:
    """pid -> inodes of its TCP sockets on local ``port`` in ``state`` (/proc/net/tcp's hex
    codes: 0A listening, 01 established), by matching each process's socket fds."""
    inodes: set[str] = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(FileNotFoundError), open(table) as f:
            for line in list(f)[1:]:
                fields = line.split()
                if fields[3] == state and int(fields[1].rsplit(":", 1)[1], 16) == port:
                    inodes.add(fields[9])
    out: dict[int, set[str]] = {}
    for pid_dir in Path("/proc").iterdir():
        if not pid_dir.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            for fd in (pid_dir / "fd").iterdir():
                target = os.readlink(fd)
                if target.startswith("socket:[") and target[8:-1] in inodes:
                    out.setdefault(int(pid_dir.name), set()).add(target[8:-1])
    return out


def test_each_worker_listens_on_a_socket_of_its_own_and_connections_spread(
    tmp_path: Path,
) -> None:
    """uvicorn's workers share the parent's one listening socket, and the first to wake takes
    every connection waiting: wrk's 16 keep-alive connections all landed on one of two workers
    in one cell in five (bench/overhead/FINDINGS.md §15). Each worker now has its own socket in
    a SO_REUSEPORT group, the parent none, and the kernel spreads connections."""
    with serving(tmp_path, FLEET, workers=2) as srv:
        port, proc = srv.port, srv.proc
        listening = _sockets_by_pid(port, "0A")
        assert proc.pid not in listening, listening  # the parent accepts nothing
        assert len(listening) == 2 and all(len(v) == 1 for v in listening.values()), listening
        assert len(set.union(*listening.values())) == 2, listening  # two sockets, not one

        conns = [socket.create_connection(("127.0.0.1", port)) for _ in range(32)]
        for c in conns:  # each answers on its connection, so each was accepted by a worker
            c.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        for c in conns:
            assert c.recv(4096).startswith(b"HTTP/1.1 200")
        held = {pid: len(v) for pid, v in _sockets_by_pid(port, "01").items()}
        assert held.keys() == listening.keys() and sum(held.values()) == 32, held
        for c in conns:
            c.close()
        proc.terminate()
        proc.wait(timeout=60)
        assert proc.returncode == 0, srv.log.read_text()[-3000:]
