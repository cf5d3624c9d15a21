"""Open-loop replay: send each request to the gateway at its arrival time (scaled), record replies.

Requests are non-streaming chat completions (one HTTP exchange each keeps this machine's CPU
on the simulation, not on relaying SSE chunks); timings come from the simulator's clock via the
recorder, so the client's own clock only schedules arrivals.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

import httpx

from bench.routing.workload import Request

# (request) -> (API key, model name): which key (policy) and which public model to call.
Chooser = Callable[[Request], tuple[str, str]]


@dataclass(frozen=True)
class Reply:
    idx: int
    status: int
    request_id: str
    backend: str
    workload: str
    reason: str
    completion_tokens: int
    wall_s: float


async def _one(client: httpx.AsyncClient, url: str, req: Request, choose: Chooser) -> Reply:
    key, model = choose(req)
    body = {**req.body, "model": model}
    t = time.monotonic()
    try:
        r = await client.post(
            f"{url}/v1/chat/completions", json=body, headers={"Authorization": f"Bearer {key}"}
        )
    except httpx.HTTPError as exc:
        return Reply(req.idx, 599, "", "", "", type(exc).__name__, 0, time.monotonic() - t)
    usage = r.json().get("usage") or {} if r.status_code == 200 else {}
    return Reply(
        idx=req.idx,
        status=r.status_code,
        request_id=r.headers.get("x-request-id", ""),
        backend=r.headers.get("x-specgate-backend", ""),
        workload=r.headers.get("x-specgate-workload", ""),
        reason=r.headers.get("x-specgate-reason", ""),
        completion_tokens=int(usage.get("completion_tokens") or 0),
        wall_s=time.monotonic() - t,
    )


async def replay(
    url: str, requests: list[Request], choose: Chooser, *, time_scale: float, label: str = ""
) -> list[Reply]:
    """Send every request at ``at / time_scale`` wall seconds from now; wait for all replies."""
    limits = httpx.Limits(max_connections=2000, max_keepalive_connections=200)
    done = 0
    t0 = time.monotonic()

    async with httpx.AsyncClient(timeout=httpx.Timeout(900.0), limits=limits) as client:

        async def fire(req: Request) -> Reply:
            nonlocal done
            delay = req.at / time_scale - (time.monotonic() - t0)
            if delay > 0:
                await asyncio.sleep(delay)
            reply = await _one(client, url, req, choose)
            done += 1
            if sys.stderr.isatty() or done % 50 == 0 or done == len(requests):
                sys.stderr.write(
                    f"\r  {label:<44} {done:>5}/{len(requests)} requests"
                    f"  {time.monotonic() - t0:6.1f}s "
                )
                sys.stderr.flush()
            return reply

        replies = await asyncio.gather(*(fire(r) for r in requests))
    sys.stderr.write("\n")
    return list(replies)
