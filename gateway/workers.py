"""``specgate serve --workers N``: N uvicorn servers, each on its own ``SO_REUSEPORT`` socket.

uvicorn's own workers share one listening socket, and whichever worker wakes first accepts
every connection waiting. A client that opens its keep-alive connections at once (a load
balancer, an ingress, a load tool) lands them all on one worker while the others idle: here 16
of 16 connections on one of two workers in two of three tries (``bench/overhead/FINDINGS.md``
§15). With a socket per worker, all in one ``SO_REUSEPORT`` group, the kernel spreads new
connections over the workers by their addresses.

The parent binds nothing while the workers run (so no connection waits on a socket nobody
accepts from): it checks once that the port is free, starts the workers, restarts one that dies
(not one that failed to start: that would fail again, so it stops them all), and on SIGTERM or
SIGINT passes the signal on and waits for them to drain (each has its graceful-shutdown time).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import signal
import socket
import sys
import threading
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from typing import Any

log = logging.getLogger("uvicorn.error")

STARTUP_FAILURE = 3  # uvicorn's exit code for a worker that could not start
SUPPORTED = hasattr(socket, "SO_REUSEPORT")


@dataclass(frozen=True)
class ServeConfig:
    """What each worker needs to build its uvicorn server (picklable, for spawn)."""

    app: str
    host: str
    port: int
    graceful_shutdown_s: int
    uvicorn: dict[str, Any]


def listening_socket(host: str, port: int, *, reuse_port: bool) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if reuse_port:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    return sock


def check_port_free(host: str, port: int) -> None:
    """Bind without ``SO_REUSEPORT`` once: fails if anything listens there, including another
    specgate's reuse-port group, which the workers would otherwise join silently."""
    listening_socket(host, port, reuse_port=False).close()


def _worker(cfg: ServeConfig) -> None:
    import uvicorn

    config = uvicorn.Config(cfg.app, host=cfg.host, port=cfg.port,
                            timeout_graceful_shutdown=cfg.graceful_shutdown_s, **cfg.uvicorn)
    config.configure_logging()
    try:
        sock = listening_socket(cfg.host, cfg.port, reuse_port=True)
    except OSError as exc:
        log.error("could not bind %s:%d: %s", cfg.host, cfg.port, exc)
        sys.exit(STARTUP_FAILURE)
    server = uvicorn.Server(config)
    server.run(sockets=[sock])
    if not server.started:
        sys.exit(STARTUP_FAILURE)


def run(cfg: ServeConfig, workers: int) -> int:
    """Serve until SIGTERM/SIGINT; returns the exit code (``STARTUP_FAILURE`` if a worker
    could not start)."""
    import uvicorn

    uvicorn.Config(cfg.app, **cfg.uvicorn).configure_logging()
    check_port_free(cfg.host, cfg.port)
    ctx = multiprocessing.get_context("spawn")
    stop = threading.Event()
    received: list[int] = []

    def on_signal(sig: int, _frame: object) -> None:
        received.append(sig)
        stop.set()

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGTERM, signal.SIGINT)}

    def start() -> BaseProcess:
        p = ctx.Process(target=_worker, args=(cfg,), name="specgate-worker")
        p.start()
        return p

    code = 0
    procs = [start() for _ in range(workers)]
    log.info("specgate: %d workers on http://%s:%d, one SO_REUSEPORT socket each (pids %s)",
             workers, cfg.host, cfg.port, ", ".join(str(p.pid) for p in procs))
    try:
        while not stop.wait(0.5):
            for i, p in enumerate(procs):
                if p.is_alive():
                    continue
                if p.exitcode == STARTUP_FAILURE:
                    log.error("worker %s failed to start; stopping", p.pid)
                    code = STARTUP_FAILURE
                    stop.set()
                    break
                log.warning("worker %s exited (%s); starting another", p.pid, p.exitcode)
                procs[i] = start()
    finally:
        sig = received[0] if received else signal.SIGTERM
        for p in procs:
            if p.is_alive() and p.pid is not None:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(p.pid, sig)
        for p in procs:
            p.join(cfg.graceful_shutdown_s + 30)  # its requests' grace, then its usage flush
            if p.is_alive():
                log.error("worker %s did not stop; killing it", p.pid)
                p.kill()
                p.join()
        for s, handler in previous.items():
            signal.signal(s, handler)
    return code

