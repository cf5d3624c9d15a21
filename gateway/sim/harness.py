"""Run one simulated server in a background thread for tests: its URL, its engine, its faults."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from gateway.config.fleet import Backend
from gateway.sim.app import QuietServer, build_app, uvicorn_config
from gateway.sim.engine import SimEngine
from gateway.sim.faults import Faults
from gateway.sim.state import SimState


class RunningBackend(str):
    """A live simulated server: the string itself is its base URL (``http://127.0.0.1:PORT``);
    attributes reach its engine and its fault switches (see ``gateway/sim/README.md``)."""

    backend: Backend
    state: SimState

    def __new__(cls, url: str, backend: Backend, state: SimState) -> RunningBackend:
        obj = super().__new__(cls, url)
        obj.backend = backend
        obj.state = state
        return obj

    @property
    def url(self) -> str:
        return str.__str__(self)

    @property
    def faults(self) -> Faults:
        return self.state.faults

    @property
    def engine(self) -> SimEngine:
        return self.state.engine

    def fail_next_requests(self, n: int, status: int = 500) -> None:
        self.faults.fail_next_requests(n, status)

    def die_mid_stream_after(self, n_chunks: int) -> None:
        self.faults.die_mid_stream_after(n_chunks)

    def hang(self, on: bool = True) -> None:
        self.faults.hang(on)

    def unhealthy(self, on: bool = True) -> None:
        self.faults.unhealthy(on)

    def clear_faults(self) -> None:
        self.faults.clear()


@contextmanager
def running_backend(
    backend: Backend,
    *,
    context_length: int = 8192,
    time_scale: float = 20.0,
    seed: int = 0,
    host: str = "127.0.0.1",
    port: int = 0,
) -> Iterator[RunningBackend]:
    """Run ``backend`` simulated on a free port (or ``port``: a restart where it ran before) in
    a daemon thread; yield its base URL.

    The port in ``backend.base_url`` is ignored. Readiness is a threading.Event set by the
    server once it listens and its engine runs (no sleeps). On exit the server shuts down
    gracefully (in-flight streams are cut after 2 s) and the thread is joined.
    """
    app = build_app(backend, context_length=context_length, time_scale=time_scale, seed=seed)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    port = sock.getsockname()[1]
    ready = threading.Event()
    server = QuietServer(uvicorn_config(app, host=host, port=port), ready.set)
    failure: list[BaseException] = []

    def _run() -> None:
        try:
            asyncio.run(server.serve(sockets=[sock]))
        except BaseException as exc:  # surfaced to the caller below
            failure.append(exc)
        finally:
            ready.set()

    thread = threading.Thread(target=_run, name=f"sim-{backend.name}", daemon=True)
    thread.start()
    ready.wait(timeout=30)
    if failure or not server.started:
        server.should_exit = True
        sock.close()
        raise RuntimeError(f"simulated server {backend.name} did not start: {failure!r}")
    try:
        yield RunningBackend(f"http://{host}:{port}", backend, app.state.sim)
    finally:
        app.state.sim.faults.clear()
        server.should_exit = True
        thread.join(timeout=10)
        if thread.is_alive():
            server.force_exit = True
            thread.join(timeout=5)
        sock.close()
