"""``specgate serve --workers N``: N uvicorn servers, each on its own ``SO_REUSEPORT`` socket.

uvicorn's own workers share one listening socket, and whichever worker wakes first accepts
every connection waiting. A client that opens its keep-alive connections at once (a load
balancer, an ingress, a load tool) can land them all on one worker while the others idle: wrk's
16 connections all went to one of two workers in one cell of five, which then ran at 2,601
against 3,354-3,647 req/s (``bench/overhead/FINDINGS.md`` §15). With a socket per worker, all
in one ``SO_REUSEPORT`` group, the kernel spreads new connections over the workers by address.

The parent checks that the port is free (a bind without ``SO_REUSEPORT``, which fails against
anything listening there, another specgate's group included), binds the N sockets at once and
hands socket *i* to worker *i*, to its replacements too, so a connection queued on the socket of
a worker that died is served by the next one. It restarts a worker that dies (after a pause
that grows while they keep dying young), stops everything if the first workers cannot start,
and on SIGTERM or SIGINT sends SIGTERM on and waits for them to drain (each has its
graceful-shutdown time); SIGHUP replaces the workers one at a time, each old one stopped only
once its replacement serves. A worker whose event loop stops turning (a blocking call, a
deadlock) still holds its socket, and the kernel keeps handing it connections that nobody
answers; each worker's loop counts up a shared number once a second (from startup through its
drain), and one whose count the supervisor has not seen move for ``worker_timeout_s`` of its
own clock is killed and replaced (an orchestrator's HTTP probe reaches one worker at
random, so it cannot tell). Workers run in their own process group, so a terminal's Ctrl-C
reaches the parent only, and a worker whose parent is gone stops itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
import socket
import sys
import threading
import time
from dataclasses import dataclass, field
from multiprocessing.process import BaseProcess
from multiprocessing.sharedctypes import Synchronized
from multiprocessing.synchronize import Event
from typing import Any

log = logging.getLogger("uvicorn.error")

STARTUP_FAILURE = 3  # uvicorn's exit code for a worker that could not start
SUPPORTED = hasattr(socket, "SO_REUSEPORT")
YOUNG_S = 10.0  # a worker that dies younger than this counts toward the restart pause
MAX_PAUSE_S = 30.0
READY_TIMEOUT_S = 120.0  # SIGHUP: how long a replacement may take to start serving
BEAT_S = 1.0  # how often a worker's event loop counts up
CHECK_GAP_S = 5.0  # checks further apart than this: the supervisor itself was paused


@dataclass(frozen=True)
class ServeConfig:
    """What each worker needs to build its uvicorn server (picklable, for spawn)."""

    app: str
    host: str
    port: int
    graceful_shutdown_s: int
    uvicorn: dict[str, Any]
    worker_timeout_s: int = 0  # 0: never kill a worker for a silent event loop


def listening_socket(host: str, port: int, *, reuse_port: bool) -> socket.socket:
    """Bound, not yet listening (uvicorn's server calls ``listen``)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if reuse_port:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    return sock


def bind_group(host: str, port: int, n: int) -> list[socket.socket]:
    listening_socket(host, port, reuse_port=False).close()  # raises if anything listens there
    return [listening_socket(host, port, reuse_port=True) for _ in range(n)]


def _stop_with_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(1.0)
    os.kill(os.getpid(), signal.SIGTERM)  # the parent is gone: drain and exit


async def _count(beat: Synchronized[int]) -> None:
    """Count up once a second for as long as this event loop turns."""
    while True:
        beat.value += 1
        await asyncio.sleep(BEAT_S)


def _counting_server(config: Any, beat: Synchronized[int]) -> Any:
    """A uvicorn server that starts ``_count`` on its own loop before its startup."""
    import uvicorn

    class Server(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            self.counter = asyncio.get_running_loop().create_task(_count(beat))  # held: a
            # task nothing references may be collected mid-run
            await super().startup(sockets)

    return Server(config)


def _worker(cfg: ServeConfig, sock: socket.socket, ready: Event, parent: int,
            beat: Synchronized[int]) -> None:
    import uvicorn

    os.setpgid(0, 0)  # a terminal's SIGINT goes to the parent, which stops us in order
    threading.Thread(target=_stop_with_parent, args=(parent,), daemon=True).start()
    config = uvicorn.Config(cfg.app, host=cfg.host, port=cfg.port,
                            timeout_graceful_shutdown=cfg.graceful_shutdown_s, **cfg.uvicorn)
    config.configure_logging()
    server = _counting_server(config, beat)

    def mark_ready() -> None:
        while not server.started and not server.should_exit:
            time.sleep(0.05)
        if server.started:
            ready.set()

    threading.Thread(target=mark_ready, daemon=True).start()
    with contextlib.suppress(KeyboardInterrupt):  # uvicorn re-raises the signal it stopped on
        server.run(sockets=[sock])
    if not server.started:
        sys.exit(STARTUP_FAILURE)


@dataclass
class _Slot:
    sock: socket.socket
    proc: BaseProcess | None = None
    ready: Event | None = None
    beat: Synchronized[int] | None = None  # counted up by the worker's event loop
    started_at: float = 0.0
    last_beat: int = -1  # the count the supervisor saw last, and when (its own clock)
    beat_seen_at: float = 0.0
    killed: int | None = None  # the pid this slot already sent SIGKILL to
    young_deaths: int = 0
    restart_at: float = 0.0


@dataclass
class Supervisor:
    cfg: ServeConfig
    slots: list[_Slot]
    ctx: Any = field(default_factory=lambda: multiprocessing.get_context("spawn"))
    served: bool = False  # some worker has started serving at least once
    checked_at: float = field(default_factory=time.monotonic)

    def start(self, slot: _Slot) -> None:
        slot.ready = self.ctx.Event()
        slot.beat = self.ctx.Value("q", 0, lock=False)
        slot.last_beat, slot.beat_seen_at = -1, time.monotonic()
        slot.proc = self.ctx.Process(target=_worker, name="specgate-worker",
                                     args=(self.cfg, slot.sock, slot.ready, os.getpid(),
                                           slot.beat))
        slot.proc.start()
        slot.started_at = time.monotonic()

    def check(self) -> int | None:
        """Restart dead workers; ``STARTUP_FAILURE`` if none could ever start."""
        now = time.monotonic()
        if now - self.checked_at > CHECK_GAP_S:  # this process was paused or starved itself:
            for slot in self.slots:  # what it did not see of the workers proves nothing
                slot.beat_seen_at = now
        self.checked_at = now
        for slot in self.slots:
            proc = slot.proc
            assert proc is not None and slot.ready is not None
            if slot.ready.is_set():
                self.served = True
            if proc.is_alive() or proc.exitcode is None:
                self._kill_if_silent(slot, now)
                continue
            if not slot.restart_at:  # just found dead
                _forget_metrics(proc.pid)
                if proc.exitcode == STARTUP_FAILURE and not self.served:
                    log.error("worker %s could not start; stopping", proc.pid)
                    return STARTUP_FAILURE
                young = now - slot.started_at < YOUNG_S
                slot.young_deaths = slot.young_deaths + 1 if young else 0
                pause = min(2.0 ** slot.young_deaths - 1, MAX_PAUSE_S)
                slot.restart_at = now + pause
                log.warning("worker %s exited (%s); another in %.0f s", proc.pid,
                            proc.exitcode, pause)
            if now >= slot.restart_at:
                slot.restart_at = 0.0
                self.start(slot)
        return None

    def _kill_if_silent(self, slot: _Slot, now: float) -> None:
        """A serving worker whose count has not moved for ``worker_timeout_s``: SIGKILL (it
        cannot drain what it cannot run); the next check replaces it like any dead worker."""
        timeout = self.cfg.worker_timeout_s
        if not timeout or slot.beat is None or slot.ready is None or not slot.ready.is_set():
            return
        count = slot.beat.value
        if count != slot.last_beat:
            slot.last_beat, slot.beat_seen_at = count, now
            return
        pid = slot.proc.pid if slot.proc is not None else None
        if now - slot.beat_seen_at > timeout and pid is not None and slot.killed != pid:
            log.error("worker %s: its event loop has not run for %.0f s; killing it", pid,
                      now - slot.beat_seen_at)
            slot.killed = pid
            self.kill(pid)

    def kill(self, pid: int) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)

    def reload(self, stop: threading.Event) -> None:
        """Replace each worker once its replacement serves (on the same socket)."""
        for slot in self.slots:
            old = slot.proc
            kept = (slot.ready, slot.beat, slot.started_at)
            self.start(slot)
            assert slot.ready is not None and slot.proc is not None
            deadline = time.monotonic() + READY_TIMEOUT_S
            while not slot.ready.wait(0.1):
                if stop.is_set() or not slot.proc.is_alive() or time.monotonic() > deadline:
                    log.error("replacement worker %s did not start; keeping %s", slot.proc.pid,
                              old.pid if old else None)
                    _terminate(slot.proc)
                    slot.proc.join(5)
                    slot.proc = old
                    slot.ready, slot.beat, slot.started_at = kept
                    slot.last_beat, slot.beat_seen_at = -1, time.monotonic()
                    return
            if old is not None:
                _terminate(old)
                _reap(old, self.cfg.graceful_shutdown_s + 30)  # its grace, then its flush

    def stop_all(self) -> None:
        procs = [s.proc for s in self.slots if s.proc is not None]
        for p in procs:
            _terminate(p)
        deadline = time.monotonic() + self.cfg.graceful_shutdown_s + 30  # grace, then flush
        for p in procs:
            _reap(p, max(deadline - time.monotonic(), 0.0))


def run(cfg: ServeConfig, workers: int) -> tuple[int, int | None]:
    """Serve until SIGTERM/SIGINT: (exit code, the signal that stopped it, if one did)."""
    import uvicorn

    uvicorn.Config(cfg.app, **cfg.uvicorn).configure_logging()
    sup = Supervisor(cfg, [_Slot(sock) for sock in bind_group(cfg.host, cfg.port, workers)])
    stop, hup = threading.Event(), threading.Event()
    received: list[int] = []

    def on_stop(sig: int, _frame: object) -> None:
        received.append(sig)
        stop.set()

    handlers = {signal.SIGTERM: on_stop, signal.SIGINT: on_stop,
                signal.SIGHUP: lambda _s, _f: hup.set()}
    previous = {s: signal.signal(s, h) for s, h in handlers.items()}
    code = 0
    try:
        for slot in sup.slots:
            sup.start(slot)
        log.info("specgate: %d workers on http://%s:%d, a SO_REUSEPORT socket each",
                 workers, cfg.host, cfg.port)
        while not stop.wait(0.5):
            if hup.is_set():
                hup.clear()
                log.info("SIGHUP: replacing the workers one at a time")
                sup.reload(stop)
            failed = sup.check()
            if failed is not None:
                code = failed
                break
    finally:
        sup.stop_all()
        for slot in sup.slots:
            slot.sock.close()
        for s, h in previous.items():
            signal.signal(s, h)
    return code, (received[0] if received else None)


def _terminate(p: BaseProcess) -> None:
    if p.pid is not None and p.exitcode is None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(p.pid, signal.SIGTERM)


def _reap(p: BaseProcess, timeout_s: float) -> None:
    """Wait for a stopping worker; kill it if it has not exited by then."""
    p.join(timeout_s)
    if p.is_alive():
        log.error("worker %s did not stop; killing it", p.pid)
        p.kill()
        p.join()
    _forget_metrics(p.pid)


def _forget_metrics(pid: int | None) -> None:
    """A worker that is gone: drop its live gauges from the multiprocess /metrics view."""
    if pid is not None and os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid)
