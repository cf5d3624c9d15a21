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
        # no Redis: the limits are each worker's own, and the operator is told so
        assert "2 workers without SPECGATE_REDIS_URL" in srv.log.read_text()


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
    """uvicorn's workers share one listening socket, and the first to wake takes every
    connection waiting: wrk's 16 keep-alive connections all landed on one of two workers in one
    cell in five (bench/overhead/FINDINGS.md §15). Each worker now listens on a socket of its
    own in a SO_REUSEPORT group (the parent keeps them for replacements), and the kernel
    spreads connections over them."""
    with serving(tmp_path, FLEET, workers=2) as srv:
        listening = _sockets_by_pid(srv.port, "0A")
        parent = listening.pop(srv.proc.pid)
        assert len(listening) == 2 and all(len(v) == 1 for v in listening.values()), listening
        assert set.union(*listening.values()) == parent and len(parent) == 2, listening

        conns = [socket.create_connection(("127.0.0.1", srv.port)) for _ in range(32)]
        for c in conns:  # each answers on its connection, so each was accepted by a worker
            c.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        for c in conns:
            assert c.recv(4096).startswith(b"HTTP/1.1 200")
        held = {pid: len(v) for pid, v in _sockets_by_pid(srv.port, "01").items()}
        assert held.keys() == listening.keys() and sum(held.values()) == 32, held
        for c in conns:
            c.close()


def _worker_pids(srv: Serving) -> dict[int, str]:
    """Worker pid -> the inode of the socket it listens on."""
    listening = _sockets_by_pid(srv.port, "0A")
    listening.pop(srv.proc.pid, None)
    return {pid: next(iter(inodes)) for pid, inodes in listening.items()}


def _wait_for(what: str, cond: Any, timeout_s: float = 60) -> Any:
    deadline = time.monotonic() + timeout_s
    while not (got := cond()):
        assert time.monotonic() < deadline, what
        time.sleep(0.05)
    return got


def _refused(url: str, n: int = 10) -> bool:
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
    return all(httpx.post(f"{url}/v1/chat/completions", json=body, timeout=10,
                          headers={"authorization": "Bearer sk-wrong"}).status_code == 401
               for _ in range(n))


def test_a_worker_that_dies_is_replaced_on_its_own_socket(tmp_path: Path) -> None:
    with serving(tmp_path, FLEET, workers=2) as srv:
        before = _worker_pids(srv)
        victim, inode = next(iter(before.items()))
        os.kill(victim, signal.SIGKILL)
        after = _wait_for("no replacement", lambda: (
            pids if len(pids := _worker_pids(srv)) == 2 and victim not in pids else None))
        assert sorted(after.values()) == sorted(before.values())  # the same two sockets
        assert inode in after.values()
        _wait_for("the replacement does not serve", lambda: srv.log.read_text().count(
            "Application startup complete") == 3)
        assert _refused(srv.url, 20)


def test_a_worker_whose_event_loop_stops_is_killed_and_replaced(tmp_path: Path) -> None:
    """A stopped process stands in for a blocked event loop: it still holds its socket, so the
    kernel keeps queueing connections on it that nobody accepts. Its loop stamps nothing any
    more, and after SPECGATE_WORKER_TIMEOUT_S the supervisor kills it and serves its socket
    with a new worker."""
    with serving(tmp_path, FLEET, workers=2, env={"SPECGATE_WORKER_TIMEOUT_S": "2"}) as srv:
        before = _worker_pids(srv)
        time.sleep(3)  # longer than the timeout: a worker that turns is never taken for silent
        assert _worker_pids(srv) == before
        victim, inode = next(iter(before.items()))
        os.kill(victim, signal.SIGSTOP)
        try:
            after = _wait_for("the silent worker was not replaced", lambda: (
                pids if len(pids := _worker_pids(srv)) == 2 and victim not in pids else None),
                30)
        finally:  # a failed test must not leave a stopped worker behind
            with contextlib.suppress(ProcessLookupError):
                os.kill(victim, signal.SIGCONT)
        assert inode in after.values()
        _wait_for("the replacement does not serve", lambda: srv.log.read_text().count(
            "Application startup complete") == 3)
        assert _refused(srv.url, 20)
        log = srv.log.read_text()
    assert f"worker {victim}: its event loop has not run for" in log, log[-3000:]
    assert not Path(f"/proc/{victim}").exists() or "zombie" in Path(
        f"/proc/{victim}/status").read_text().lower()


def test_sighup_replaces_the_workers_and_sigint_drains_them(tmp_path: Path) -> None:
    with serving(tmp_path, FLEET, workers=2) as srv:
        before = _worker_pids(srv)
        srv.proc.send_signal(signal.SIGHUP)
        _wait_for("not replaced", lambda: (
            len(p := _worker_pids(srv)) == 2 and not p.keys() & before.keys()))
        assert sorted(_worker_pids(srv).values()) == sorted(before.values())
        assert _refused(srv.url)
        srv.proc.send_signal(signal.SIGINT)  # Ctrl-C: the parent stops the workers in order
        srv.proc.wait(timeout=60)
        log = srv.log.read_text()
    assert srv.proc.returncode == -signal.SIGINT, log[-3000:]
    assert log.count("Application shutdown complete") == 4, log[-3000:]
    assert "Traceback" not in log, log[-3000:]


@dataclass
class _FakeProc:
    exitcode: int | None = None
    pid: int = 4242

    def is_alive(self) -> bool:
        return self.exitcode is None


class _Flag:
    def __init__(self, value: bool) -> None:
        self.value = value

    def is_set(self) -> bool:
        return self.value


def test_the_supervisor_stops_on_a_first_start_failure_and_backs_off_later_deaths() -> None:
    from gateway import workers

    cfg = workers.ServeConfig(app="x", host="127.0.0.1", port=1, graceful_shutdown_s=1,
                              uvicorn={})
    started: list[workers._Slot] = []

    def supervisor(ready: bool) -> workers.Supervisor:
        slot = workers._Slot(sock=socket.socket(), proc=_FakeProc(exitcode=3),  # type: ignore[arg-type]
                             ready=_Flag(ready), started_at=time.monotonic())  # type: ignore[arg-type]
        sup = workers.Supervisor(cfg, [slot])
        sup.start = started.append  # type: ignore[method-assign,assignment]
        return sup

    never = supervisor(ready=False)  # it never served: the same failure would recur forever
    assert never.check() == workers.STARTUP_FAILURE and not started
    served = supervisor(ready=True)  # a restart that fails later (a blip): retried, paced
    slot = served.slots[0]
    assert served.check() is None and slot.young_deaths == 1
    assert started == []  # the first young death waits 1 s before the next try
    slot.restart_at = time.monotonic() - 0.01
    assert served.check() is None and started == [slot]
    for s in (never, served):
        s.slots[0].sock.close()


class _Count:
    def __init__(self) -> None:
        self.value = 0


def test_the_supervisor_kills_a_silent_worker_once_and_not_after_its_own_pause() -> None:
    """Silence is a count that has not moved for the timeout on the supervisor's clock: one
    SIGKILL per worker, none while it starts up, and none right after the supervisor itself
    was paused (a frozen container thaws with every count stale)."""
    from gateway import workers

    cfg = workers.ServeConfig(app="x", host="127.0.0.1", port=1, graceful_shutdown_s=1,
                              uvicorn={}, worker_timeout_s=2)
    ready, count = _Flag(False), _Count()
    slot = workers._Slot(sock=socket.socket(), proc=_FakeProc(), ready=ready,  # type: ignore[arg-type]
                         beat=count)  # type: ignore[arg-type]
    sup = workers.Supervisor(cfg, [slot])
    killed: list[int] = []
    sup.kill = killed.append  # type: ignore[method-assign]

    def silent_for(seconds: float, *, paused: bool = False) -> None:
        """The last count was seen ``seconds`` ago; the supervisor checked just now, or (paused)
        not since then either."""
        now = time.monotonic()
        slot.last_beat, slot.beat_seen_at = count.value, now - seconds
        sup.checked_at = now - (seconds if paused else 0.5)
        assert sup.check() is None

    silent_for(30)
    assert killed == []  # starting up (not ready): not watched yet
    ready.value = True
    slot.last_beat, slot.beat_seen_at = count.value, time.monotonic() - 30
    count.value += 1  # it has counted since it was last seen
    sup.checked_at = time.monotonic()
    assert sup.check() is None
    assert killed == [] and slot.beat_seen_at > time.monotonic() - 1
    silent_for(30, paused=True)  # the supervisor did not run either: nothing proven
    assert killed == []
    silent_for(3)
    silent_for(4)
    assert killed == [4242]  # once, however long it takes to die
    slot.sock.close()
