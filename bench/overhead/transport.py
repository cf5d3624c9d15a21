"""Backend transport shoot-out: ``gateway.backends.h1`` against aiohttp, both under VLLMClient.

Runs the mock (``mock.py``) on CPU 1 and, in this process on CPU 0, drives ``VLLMClient`` with
either transport at concurrency 1 and 16, non-streaming and streaming (16 tokens, usage chunk),
the transports interleaved round by round so machine noise hits both alike. Reports client CPU
per request (this process's utime+stime / requests) and latency percentiles.

    python bench/overhead/transport.py [--seconds 3] [--rounds 3]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Mapping
from pathlib import Path

import aiohttp
import httpx
import uvloop

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from gateway.backends.client import make_h1_pool  # noqa: E402
from gateway.backends.vllm import VLLMClient  # noqa: E402
from gateway.config.fleet import parse_fleet  # noqa: E402

PORT = 9150
BODY = {"model": "m", "messages": [{"role": "user", "content": "Summarise this note: hello."}],
        "max_tokens": 16}


class AiohttpResponse:
    """aiohttp's response behind the small interface ``VLLMClient`` uses from ``h1.Response``."""

    def __init__(self, resp: aiohttp.ClientResponse) -> None:
        self._resp = resp
        self.status_code = resp.status
        self.headers = resp.headers

    async def read(self) -> bytes:
        try:
            return await self._resp.read()
        except aiohttp.ClientError as exc:
            raise httpx.ReadError(str(exc)) from exc
        finally:
            self._resp.release()

    async def __aiter__(self) -> AsyncIterator[bytes]:
        try:
            async for part in self._resp.content.iter_any():
                yield part
        except aiohttp.ClientError as exc:
            raise httpx.ReadError(str(exc)) from exc
        finally:
            self._resp.release()

    async def aclose(self) -> None:
        self._resp.release()


class AiohttpPool:
    """A pooled aiohttp session with the same request() signature as ``h1.H1Pool``."""

    def __init__(self, base_url: str, *, read_timeout: float = 30.0,
                 max_connections: int = 256) -> None:
        self.base = base_url.rstrip("/")
        self.session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=max_connections, keepalive_timeout=60),
            timeout=aiohttp.ClientTimeout(total=None, sock_connect=5, sock_read=read_timeout),
            headers={"user-agent": "specgate"}, auto_decompress=False,
            skip_auto_headers=("accept-encoding",),
        )

    async def request(self, method: str, path: str, body: bytes = b"",
                      headers: Mapping[str, str] | None = None) -> AiohttpResponse:
        try:
            resp = await self.session.request(method, self.base + path, data=body,
                                              headers=headers)
        except aiohttp.ClientError as exc:
            raise httpx.ConnectError(str(exc)) from exc
        return AiohttpResponse(resp)

    async def aclose(self) -> None:
        await self.session.close()


def cpu_s() -> float:
    t = os.times()
    return t.user + t.system


async def drive(client: VLLMClient, *, stream: bool, conc: int, seconds: float
                ) -> tuple[int, float, list[float]]:
    body = dict(BODY, stream=True, stream_options={"include_usage": True}) if stream else BODY
    lat: list[float] = []
    stop = time.perf_counter() + seconds

    async def worker() -> None:
        while time.perf_counter() < stop:
            t0 = time.perf_counter()
            if stream:
                s = await client.open_stream("chat", body)
                async for _ in s.batches:
                    pass
            else:
                await client.complete("chat", body)
            lat.append(time.perf_counter() - t0)

    for _ in range(20):  # warm the pool
        await client.complete("chat", BODY)
    c0 = cpu_s()
    await asyncio.gather(*(worker() for _ in range(conc)))
    return len(lat), cpu_s() - c0, lat


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] * 1000


async def main(seconds: float, rounds: int) -> None:
    backend = parse_fleet({"models": [{"name": "m", "backends": [
        {"name": "mock", "engine": "vllm", "base_url": f"http://127.0.0.1:{PORT}",
         "served_model": "mock"}]}]}).backends[0]
    transports = {
        "h1": lambda: make_h1_pool(backend),
        "aiohttp": lambda: AiohttpPool(backend.url),
    }
    cells: dict[tuple[str, str, int], list[tuple[int, float, list[float]]]] = {}
    for _ in range(rounds):
        for stream in (False, True):
            for conc in (1, 16):
                for name, make in transports.items():
                    client = VLLMClient(backend, http=make())  # type: ignore[arg-type]
                    res = await drive(client, stream=stream, conc=conc, seconds=seconds)
                    await client.aclose()
                    cells.setdefault((name, "sse" if stream else "json", conc), []).append(res)
    print("| transport | mode | conc | req/s | client CPU ms/req | p50 ms | p99 ms |")
    print("|---|---|---|---|---|---|---|")
    for (name, mode, conc), runs in cells.items():
        n = sum(r[0] for r in runs)
        cpu = sum(r[1] for r in runs)
        lat = [x for r in runs for x in r[2]]
        print(f"| {name} | {mode} | {conc} | {n / (seconds * len(runs)):,.0f} | "
              f"{cpu / n * 1000:.3f} | {statistics.median(lat) * 1000:.2f} | "
              f"{pct(lat, 0.99):.2f} |")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    mock = subprocess.Popen(["taskset", "-c", "1", sys.executable, str(HERE / "mock.py"),
                             "--port", str(PORT)])
    try:
        os.sched_setaffinity(0, {0})
        time.sleep(1.0)
        print(f"load average {os.getloadavg()}")
        uvloop.run(main(args.seconds, args.rounds))
    finally:
        mock.terminate()
        mock.wait()
