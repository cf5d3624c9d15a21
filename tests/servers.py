"""Runs an ASGI app under a real uvicorn server in a background thread, for tests."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Iterator
from typing import Any

import uvicorn


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def serve_in_thread(app: Any, *, port: int | None = None) -> Iterator[str]:
    port = port or free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                            lifespan="on", loop="asyncio")
    server = uvicorn.Server(config)
    failure: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(server.serve())
        except BaseException as exc:  # surfaced to the test below
            failure.append(exc)

    thread = threading.Thread(target=run, daemon=True, name=f"uvicorn-{port}")
    thread.start()
    ready = threading.Event()
    while not server.started and thread.is_alive():
        ready.wait(0.01)
    if not server.started:
        raise RuntimeError(f"server on port {port} did not start: {failure}")
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
