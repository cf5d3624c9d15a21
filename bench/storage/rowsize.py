"""Bytes per usage event on PostgreSQL, with the decision record stored as objects (version 1)
and as rows (version 2, ``gateway.routing.record``).

    python bench/storage/rowsize.py [--rows 20000] [--out bench/storage/RESULTS.md]

A fresh database is migrated with the gateway's own migrations; ``--rows`` events are inserted
for each version, each carrying a real routing decision (the router of ``fleet.example.yaml``,
four backends) with its numbers varied per row, then ``VACUUM FULL`` and the sizes are read with
``pg_column_size`` and ``pg_total_relation_size``. The database is dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import secrets
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg
import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gateway.config.fleet import parse_fleet  # noqa: E402
from gateway.db.migrate import upgrade_async  # noqa: E402
from gateway.routing import record  # noqa: E402
from gateway.routing.classify import classify  # noqa: E402
from gateway.routing.policy_store import PolicyStore  # noqa: E402
from gateway.routing.router import PolicyRouter  # noqa: E402
from gateway.routing.stats import FleetState  # noqa: E402

PG = "postgresql://postgres@127.0.0.1:5432"
COLUMNS = ("id, created_at, tenant_id, key_id, model, backend, endpoint, status, prompt_tokens, "
           "completion_tokens, tokens_estimated, ttft_ms, latency_ms, workload, cached_tokens, "
           "tpot_us, price_micros, gpu_cost_micros, price_missing, cost_estimated, reason, "
           "decision")


def decision() -> tuple[dict[str, Any], str]:
    fleet = parse_fleet(yaml.safe_load((ROOT / "fleet.example.yaml").read_text()))
    model = fleet.models[0]
    router = PolicyRouter(FleetState(model.backends), PolicyStore(ROOT / "policies"),
                          rng=random.Random(0))
    w = classify({"model": model.name, "max_tokens": 200,
                  "messages": [{"role": "user", "content": "Fix this: def f(x): return x+1"}]})
    d = router.decide(model, w)
    return d.details, d.reason


def varied(details: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    d: dict[str, Any] = json.loads(json.dumps(details))
    for c in d["candidates"]:
        c.update(ttft_ms=round(rng.uniform(20, 900), 1), tpot_ms=round(rng.uniform(10, 90), 2),
                 latency_ms=round(rng.uniform(100, 9000), 1),
                 gpu_cost_micros=rng.randint(100, 9000), score=round(rng.random() * 3, 4),
                 load=rng.randint(0, 40), weight=round(rng.random() * 50, 2))
    return d


async def measure(conn: asyncpg.Connection, version: int, rows: int) -> dict[str, float]:
    details, reason = decision()
    rng = random.Random(version)
    await conn.execute("TRUNCATE usage_events")
    batch = []
    for _ in range(rows):
        d = varied(details, rng)
        stored = d if version == 1 else record.pack(d)
        batch.append((secrets.token_hex(16), datetime.now(UTC).replace(tzinfo=None),
                      "t-" + secrets.token_hex(8), "k-" + secrets.token_hex(8), "llama-3.1-8b",
                      d["chosen"], "chat", "ok", 120, 200, False, 40, 4200, d["class"], 0,
                      21000, 1300, 1200, False, False, reason,
                      json.dumps(stored, separators=(",", ":"))))
    await conn.executemany(
        f"INSERT INTO usage_events ({COLUMNS}) VALUES "
        f"({', '.join(f'${i}' for i in range(1, 22))}, $22::json)", batch)
    await conn.execute("VACUUM FULL ANALYZE usage_events")
    row = float(await conn.fetchval("SELECT avg(pg_column_size(u.*)) FROM usage_events u"))
    dec = float(await conn.fetchval("SELECT avg(pg_column_size(decision)) FROM usage_events"))
    total = await conn.fetchval("SELECT pg_total_relation_size('usage_events')")
    return {"row": row, "decision": dec, "on_disk": total / rows}


async def run(rows: int) -> dict[int, dict[str, float]]:
    admin = await asyncpg.connect(f"{PG}/postgres")
    name = f"specgate_rowsize_{secrets.token_hex(3)}"
    await admin.execute(f'CREATE DATABASE "{name}"')
    try:
        await upgrade_async(f"{PG.replace('postgresql', 'postgresql+asyncpg')}/{name}")
        conn = await asyncpg.connect(f"{PG}/{name}")
        try:
            return {v: await measure(conn, v, rows) for v in (1, 2)}
        finally:
            await conn.close()
    finally:
        await admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
        await admin.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=20_000)
    ap.add_argument("--out", default=str(Path(__file__).with_name("RESULTS.md")))
    args = ap.parse_args()
    got = asyncio.run(run(args.rows))
    sha = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                         capture_output=True, text=True).stdout.strip()
    lines = ["# Bytes per usage event on PostgreSQL", "",
             "Generated by `bench/storage/rowsize.py`; do not edit by hand.", "",
             f"- command: `python bench/storage/rowsize.py --rows {args.rows}`",
             f"- date: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, specgate {sha}",
             "- each event carries a real routing decision over four backends (the example "
             "fleet), its numbers varied per row", "",
             "| decision record | row, bytes | of which the decision | on disk with indexes, "
             "bytes per event |", "|---|---|---|---|"]
    names = {1: "objects (version 1)", 2: "rows (version 2)"}
    for v, m in got.items():
        lines.append(f"| {names[v]} | {m['row']:.0f} | {m['decision']:.0f} "
                     f"({m['decision'] / m['row']:.0%}) | {m['on_disk']:.0f} |")
    saved = 1 - got[2]["on_disk"] / got[1]["on_disk"]
    lines += ["", f"Version 2 stores each event in {saved:.0%} fewer bytes on disk."]
    Path(args.out).write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
