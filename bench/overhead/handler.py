"""CPU per request of specgate's own handler, without uvicorn or a load tool in the way.

    python bench/overhead/handler.py [--kind pg|sqlite] [--mode json,sse] [--requests 2000]
                                     [--rounds 5] [--backends 1] [--profile]

wrk's cells move ±30% between runs on this shared machine, too much to see a change of a few
percent. Here the ASGI app runs in this process (lifespan, background tasks and all, on uvloop,
pinned to CPU 0) and is called directly, one request at a time, against the mock on CPU 1 over
real sockets; the number is process CPU time per request, the median of several rounds. It
leaves out uvicorn's HTTP parsing and writes (measured by ``run.py``), and includes everything
the gateway does itself: auth, classification, routing, the backend call, metering.
``--profile`` prints the top functions by own and by cumulative time (cProfile) for one extra
round (coroutines count one call per resumption).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
# this folder's profile.py would shadow the standard library's, which cProfile imports
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
import cProfile  # noqa: E402
import pstats  # noqa: E402

sys.path.insert(0, str(HERE))
import run  # noqa: E402

PATH = b"/v1/chat/completions"


def scope(key: str, body: bytes) -> dict[str, Any]:
    return {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": PATH.decode(), "raw_path": PATH, "query_string": b"",
        "root_path": "", "client": ("127.0.0.1", 5000), "server": ("127.0.0.1", run.GW_PORT),
        "headers": [(b"host", b"127.0.0.1"), (b"authorization", f"Bearer {key}".encode()),
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode())],
    }


async def one(app: Any, sc: dict[str, Any], body: bytes) -> int:
    sent = False
    status = 0
    done = asyncio.Event()

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        await done.wait()  # the client stays until the response is complete
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif not message.get("more_body", False):
            done.set()

    await app(sc, receive, send)
    done.set()
    return status


async def measure(kind: str, modes: list[str], requests: int, rounds: int, profile: bool,
                  backends: int) -> None:
    from gateway.app import create_app
    from gateway.config.fleet import load_fleet
    from gateway.config.settings import Settings

    work = Path(tempfile.mkdtemp(prefix="overhead-handler-"))
    server, key = run.specgate_server(kind, 1, work)  # sets up the database, tenant and key
    if backends > 1:  # the router then estimates and ranks that many candidates per request
        specs = ["{method: ngram, num_speculative_tokens: 4}",
                 "{method: draft_model, num_speculative_tokens: 4, draft_model: d}",
                 "{method: none}"]
        entries = "".join(
            f"      - name: b{i}\n        engine: vllm\n"
            f"        base_url: http://127.0.0.1:{run.MOCK_PORT}\n        served_model: mock\n"
            f"        max_num_seqs: 256\n        speculation: {specs[i % len(specs)]}\n"
            for i in range(backends))
        (work / "fleet.yaml").write_text(f"models:\n  - name: {run.MODEL}\n    backends:\n"
                                         + entries)
    os.environ.update({k: v for k, v in server.env.items() if k.startswith("SPECGATE_")})
    os.chdir(work)
    mock = run.Server(name="mock", argv=[sys.executable, str(run.HERE / "mock.py"), "--port",
                                         str(run.MOCK_PORT)], env=dict(os.environ),
                      port=run.MOCK_PORT, ready_path="/health", cpus="1")
    mock.start()
    try:
        settings = Settings()
        app = create_app(settings, load_fleet(settings.config))
        async with app.router.lifespan_context(app):
            for mode in modes:
                body = run.body(mode == "sse")
                sc = scope(key, body)
                for _ in range(200):  # warm pools, caches and the router's estimates
                    assert await one(app, sc, body) == 200
                per: list[float] = []
                for _ in range(rounds):
                    c0 = time.process_time()
                    for _ in range(requests):
                        await one(app, sc, body)
                    per.append((time.process_time() - c0) / requests * 1e6)
                print(f"{kind} {mode}, {backends} backend(s): {statistics.median(per):.0f} µs CPU "
                      f"per request "
                      f"(rounds: {', '.join(f'{p:.0f}' for p in per)})", flush=True)
                if profile:
                    prof = cProfile.Profile()
                    prof.enable()
                    for _ in range(requests):
                        await one(app, sc, body)
                    prof.disable()
                    out = io.StringIO()
                    stats = pstats.Stats(prof, stream=out)
                    stats.sort_stats("tottime").print_stats(35)
                    stats.sort_stats("cumulative").print_stats(60)
                    print(out.getvalue())
    finally:
        mock.stop()
        if kind == "pg":
            run.pg(f"DROP DATABASE IF EXISTS {run.PG_DB} WITH (FORCE)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", default="pg", choices=["pg", "sqlite"])
    ap.add_argument("--mode", default="json,sse")
    ap.add_argument("--requests", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--backends", type=int, default=1,
                    help="backends behind the model, all on the mock (vLLM n-gram, draft, plain)")
    args = ap.parse_args()
    os.sched_setaffinity(0, {0})
    import uvloop

    uvloop.run(measure(args.kind, args.mode.split(","), args.requests, args.rounds,
                       args.profile, args.backends))


if __name__ == "__main__":
    main()
