"""Soak: does a gateway worker's memory stay flat over a long run of streams, answers and clients
that leave?

    python bench/soak/run.py [--minutes 10] [--cell-s 20] [--keys 0] [--out bench/soak/RESULTS.md]

One specgate worker on PostgreSQL + Redis (pinned to CPU 0) in front of two mock vLLM servers
from ``bench/overhead`` (CPU 1, with wrk, PostgreSQL and Redis): ``bench-model`` answers at once,
``slow-model`` waits 40 ms before the first byte and 2 ms between tokens. Cells of ``--cell-s``
seconds rotate through: wrk at 16 connections, non-streaming; the same, streaming; and a Python
client whose requests leave early (non-streaming ones after 15 ms, streams after their first
chunk), which exercises the cancellation, the disconnect watcher and the client-disconnected
usage events. After each cell the worker's resident memory (VmRSS) is sampled. The verdict is
the least-squares slope of RSS against requests served over the second half of the run (the
first half includes warm-up: pools, caches, the allocator's arenas), in MiB per 100,000
requests and per day at the run's rate. The usage events the gateway recorded (its
``specgate_requests_total``) are set against those the database holds. With ``--keys N`` a
fourth cell rotates whole requests through N more keys over N/10 tenants, all with limits and
budgets (the Redis limiter, the budget floors), and the leaving clients rotate through them
too; without it one tenant and one unlimited key, so growth that scales with tenants or keys,
or in the limiter, would not show. Results go to ``--out``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "overhead"))
import run as overhead  # noqa: E402  (bench/overhead/run.py: servers, wrk, pinning)

SLOW_PORT = overhead.MOCK_PORT + 1
LEAVE_CONCURRENCY = 16
KEYS_PER_TENANT = 10
DAY_LIMIT_MIB = 64.0  # growth a worker may show in a day at the run's rate, over the second half
EVENT_STATUSES = ("ok", "client-disconnected", "backend-error")


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


def fleet_yaml() -> str:
    out = ["models:"]
    for model, port in (("bench-model", overhead.MOCK_PORT), ("slow-model", SLOW_PORT)):
        out += [f"  - name: {model}", "    backends:", f"      - name: mock-{port}",
                "        engine: vllm", f"        base_url: http://127.0.0.1:{port}",
                "        served_model: mock", "        max_num_seqs: 256"]
    return "\n".join(out) + "\n"


def gateway(work: Path) -> tuple[overhead.Server, str]:
    """specgate on PostgreSQL + Redis with a fresh database, tenant and key."""
    server, key = overhead.specgate_server("pg", 1, work)
    fleet = work / "fleet.yaml"
    fleet.write_text(fleet_yaml())
    return server, key


async def many_keys(database_url: str, n: int) -> list[str]:
    """``n`` more keys over ``n / KEYS_PER_TENANT`` tenants, every key and tenant with rate
    limits and budgets far above the run's rate, so each of their requests reserves and
    settles through the Redis limiter and every key's spend is seeded into its budget."""
    from gateway.db import prices, tenants
    from gateway.db.session import make_engine, make_sessionmaker
    from gateway.metering.limits import LimitSpec

    roomy = LimitSpec(rpm=10**8, tpm=10**11, daily_budget_micros=10**14,
                      monthly_budget_micros=10**15)
    engine = make_engine(database_url)
    secrets: list[str] = []
    try:
        async with make_sessionmaker(engine)() as s:
            for t in range(-(-n // KEYS_PER_TENANT)):
                tenant = await tenants.create_tenant(s, name=f"soak-{t}")
                await prices.set_limits(s, kind="tenant", ref=tenant.id, spec=roomy)
                for _ in range(min(KEYS_PER_TENANT, n - len(secrets))):
                    created = await tenants.create_key(s, tenant_ref=tenant.id)
                    await prices.set_limits(s, kind="key", ref=created.record.id, spec=roomy)
                    secrets.append(created.secret)
    finally:
        await engine.dispose()
    return secrets


async def python_clients(url: str, keys: list[str], seconds: float, *,
                         leave: bool) -> tuple[int, int]:
    """16 clients, each request on the next of ``keys``: to ``slow-model``, abandoned early
    (``leave``), or to ``bench-model``, answered whole; returns (sent, left early)."""
    sent = left = 0
    deadline = time.monotonic() + seconds
    limits = httpx.Limits(max_connections=LEAVE_CONCURRENCY * 2)
    rotation = itertools.cycle(keys)

    async with httpx.AsyncClient(base_url=url, limits=limits) as client:
        async def one(stream: bool) -> None:
            nonlocal sent, left
            body = {"model": "slow-model" if leave else "bench-model", "max_tokens": 64,
                    "stream": stream,
                    "messages": [{"role": "user", "content": overhead.PROMPT}]}
            headers = {"authorization": f"Bearer {next(rotation)}"}
            sent += 1
            try:
                if stream:
                    async with client.stream("POST", "/v1/chat/completions", json=body,
                                             headers=headers, timeout=5) as r:
                        async for _ in r.aiter_raw():
                            if leave:
                                left += 1
                                break  # the first chunk, then gone
                else:
                    await client.post("/v1/chat/completions", json=body, headers=headers,
                                      timeout=0.015 if leave else 5)
            except httpx.TimeoutException:
                left += 1

        async def worker(i: int) -> None:
            n = i
            while time.monotonic() < deadline:
                await one(stream=n % 2 == 0)
                n += 1

        await asyncio.gather(*(worker(i) for i in range(LEAVE_CONCURRENCY)))
    return sent, left


def slope(points: list[tuple[int, float]]) -> float:
    """Least-squares MiB per 100,000 requests."""
    xs = [x / 100_000 for x, _ in points]
    ys = [y for _, y in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return 0.0 if den == 0 else sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den


def recorded(url: str) -> dict[str, int]:
    """The gateway's own count of usage events handed to its buffer, by status."""
    out = {status: 0 for status in EVENT_STATUSES}
    text = httpx.get(f"{url}/metrics", timeout=10).text
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            status = sample.labels.get("status", "")
            if sample.name == "specgate_requests_total" and status in out:
                out[status] += int(sample.value)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=10.0)
    ap.add_argument("--cell-s", type=float, default=20.0)
    ap.add_argument("--keys", type=int, default=0,
                    help="this many more keys (10 per tenant, with limits and budgets) and a "
                         "cell of whole requests rotating through them; the leaving clients "
                         "rotate through them too")
    ap.add_argument("--out", default=str(HERE / "RESULTS.md"))
    args = ap.parse_args()
    overhead.ensure_wrk()
    work = Path(tempfile.mkdtemp(prefix="soak-"))
    bodies = {}
    for mode in ("json", "sse"):
        bodies[mode] = work / f"{mode}.json"
        bodies[mode].write_bytes(overhead.body(mode == "sse"))
    mocks = [overhead.Server(name=f"mock-{port}", env=dict(os.environ), port=port,
                             ready_path="/health",
                             cpus="1", argv=[sys.executable, str(HERE.parent / "overhead" /
                                                                 "mock.py"), "--port", str(port),
                                             *extra])
             for port, extra in ((overhead.MOCK_PORT, []),
                                 (SLOW_PORT, ["--delay-ms", "40", "--itl-ms", "2"]))]
    server, key = gateway(work)
    url = f"http://127.0.0.1:{overhead.GW_PORT}"
    samples: list[dict[str, float]] = []
    meta: dict[str, Any] = {
            "command": "python bench/soak/run.py " + " ".join(sys.argv[1:]),
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "versions": overhead.versions()}
    with contextlib.ExitStack() as stack:
        meta["services"] = stack.enter_context(overhead.services_on({1}))
        for m in mocks:
            m.start()
            stack.callback(m.stop)
        server.start()
        stack.callback(server.stop)
        served = 0
        t0 = time.monotonic()
        samples.append({"t": 0.0, "requests": 0, "rss_mib": rss_kib(server.pid) / 1024})
        keys = [key]
        if args.keys:
            keys += asyncio.run(many_keys(server.env["SPECGATE_DATABASE_URL"], args.keys))
        meta["keys"] = len(keys)
        cells = ("json", "sse", "leave", "keys") if args.keys else ("json", "sse", "leave")
        left = 0
        i = 0
        while time.monotonic() - t0 < args.minutes * 60:
            kind = cells[i % len(cells)]
            if kind in ("leave", "keys"):
                sent, gone = asyncio.run(python_clients(url, keys, args.cell_s,
                                                        leave=kind == "leave"))
                served += sent
                left += gone
            else:
                w = overhead.wrk(f"{url}/v1/chat/completions", bodies[kind], key, 16,
                                 args.cell_s)
                served += w["requests"]
            rss = rss_kib(server.pid) / 1024
            samples.append({"t": time.monotonic() - t0, "requests": served, "rss_mib": rss})
            overhead.log(f"  {kind:<5} {served:>10,} requests  RSS {rss:7.1f} MiB")
            i += 1
        meta["left"] = left
        meta["recorded"] = recorded(url)  # before the gateway stops (and flushes the rest)
    rows = overhead.pg("SELECT status, count(*) FROM usage_events GROUP BY status",
                       db=overhead.PG_DB)
    meta["written"] = {st: int(n) for st, n in (line.split("|") for line in rows.splitlines())}
    half = [s for s in samples if s["t"] >= samples[-1]["t"] / 2]
    per_100k = slope([(int(s["requests"]), s["rss_mib"]) for s in half])
    Path(args.out).write_text(render(meta, samples, per_100k))
    overhead.log(f"wrote {args.out}: {per_100k:+.2f} MiB per 100k requests over the second half")


def render(meta: dict[str, Any], samples: list[dict[str, float]], per_100k: float) -> str:
    first, last = samples[1] if len(samples) > 1 else samples[0], samples[-1]
    rate = last["requests"] / max(last["t"], 1.0)
    per_day = per_100k * rate * 86_400 / 100_000
    verdict = "flat" if abs(per_day) <= DAY_LIMIT_MIB else "GROWING"
    recorded, written = meta["recorded"], meta["written"]
    lost = {st: recorded[st] - written.get(st, 0) for st in recorded}
    lines = [
        "# Soak: a gateway worker's memory over a long mixed run",
        "",
        "Generated by `bench/soak/run.py`; do not edit by hand.",
        "",
        f"- command: `{meta['command']}`",
        f"- date: {meta['date']}",
        "- versions: " + ", ".join(f"{k} {v}" for k, v in meta["versions"].items()),
        f"- services: {meta['services']}",
        "- load: cells rotating wrk json c=16, wrk sse c=16, and 16 clients leaving early "
        "(non-streaming after 15 ms, streams after the first chunk) against a backend that "
        "waits 40 ms" + (
            f"; then 16 clients making whole requests, each on the next of {meta['keys']:,} "
            f"keys over {-(-(meta['keys'] - 1) // KEYS_PER_TENANT) + 1:,} tenants (all but "
            "the first with rate limits and budgets, so every request of theirs goes through "
            "the Redis limiter), which the leaving clients rotate through too"
            if meta["keys"] > 1 else "; one tenant and one key, without limits"),
        "",
        f"**{last['requests']:,.0f} requests in {last['t'] / 60:.1f} min; RSS "
        f"{first['rss_mib']:.1f} MiB after the first cell, {last['rss_mib']:.1f} MiB at the end; "
        f"slope over the second half {per_100k:+.2f} MiB per 100,000 requests, "
        f"{per_day:+.0f} MiB a day at this rate ({rate:,.0f} req/s; limit ±{DAY_LIMIT_MIB:g} "
        f"MiB a day): {verdict}.**",
        "",
        f"Usage events: the gateway recorded {sum(recorded.values()):,} "
        f"({', '.join(f'{st} {n:,}' for st, n in recorded.items())}) and the database holds "
        f"{sum(written.values()):,}; recorded but not written: "
        f"{', '.join(f'{st} {n:,}' for st, n in lost.items())}. "
        f"Requests sent {last['requests']:,.0f}, of which {meta['left']:,} left early "
        "(a request that left before the gateway sent it on has no event; wrk's requests "
        "cut at each cell's end are not in its count).",
        "",
        "| minute | requests | RSS MiB |",
        "|---|---|---|",
    ]
    lines += [f"| {s['t'] / 60:.1f} | {s['requests']:,.0f} | {s['rss_mib']:.1f} |"
              for s in samples]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
