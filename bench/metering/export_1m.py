"""Exports a million usage events with `specgate export` and records its time and peak memory.

Run from the repository root (PostgreSQL on 127.0.0.1:5432, user postgres):

    python bench/metering/export_1m.py [--events 1000000] [--write]

It creates a throwaway database, migrates it, fills it with one tenant's events through
PostgreSQL's generate_series (no gateway involved), runs the real CLI as a child process
writing CSV to a file, and reads the child's peak RSS from getrusage. --write appends the
result to bench/metering/RESULTS.md.
"""

from __future__ import annotations

import argparse
import csv
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ADMIN = ["psql", "-h", "127.0.0.1", "-U", "postgres", "-q", "-v", "ON_ERROR_STOP=1"]
FILL = """
INSERT INTO tenants (id, name, created_at) VALUES ('ten_bench', 'bench', now());
INSERT INTO usage_events (id, created_at, tenant_id, key_id, model, backend, endpoint, status,
  prompt_tokens, completion_tokens, tokens_estimated, latency_ms, workload, price_micros,
  gpu_cost_micros)
SELECT 'chatcmpl-' || g, timestamptz '2026-11-01' + g * interval '2 seconds', 'ten_bench',
  'key_bench', 'llama-3.1-8b-instruct', 'vllm-ngram', 'chat', 'ok', 100 + g % 900, 10 + g % 300,
  false, 50 + g % 2000, 'chat/open/balanced', 20 + g % 400, 5 + g % 50
FROM generate_series(1, {n}) AS g;
ANALYZE usage_events;
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--events", type=int, default=1_000_000)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    db = f"specgate_export_bench_{os.getpid()}"
    url = f"postgresql+asyncpg://postgres@127.0.0.1:5432/{db}"
    env = {**os.environ, "SPECGATE_DATABASE_URL": url, "PYTHONPATH": str(ROOT)}
    out = Path(f"/tmp/{db}.csv")
    subprocess.run([*ADMIN, "-d", "postgres", "-c", f'CREATE DATABASE "{db}"'], check=True)
    try:
        subprocess.run([sys.executable, "-m", "gateway", "db", "upgrade"], env=env, check=True,
                       capture_output=True)
        t0 = time.perf_counter()
        subprocess.run([*ADMIN, "-d", db, "-c", FILL.format(n=args.events)], check=True)
        fill_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "gateway", "export", "--tenant", "bench",
                        "--from", "2026-01-01", "--to", "2027-12-31", "--format", "csv",
                        "--output", str(out)], env=env, check=True)
        export_s = time.perf_counter() - t0
        peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        n_items, item_micros, grand_micros = 0, 0, None
        with out.open() as f:
            for row in csv.DictReader(f):
                if row["record_type"] == "item":
                    n_items += 1
                    item_micros += int(row["price_micros"])
                elif row["record_type"] == "total" and row["model"] == "*":
                    grand_micros = int(row["price_micros"])
        assert n_items == args.events, (n_items, args.events)
        assert grand_micros == item_micros, (grand_micros, item_micros)
        size_mib = out.stat().st_size / 2**20
    finally:
        out.unlink(missing_ok=True)
        subprocess.run([*ADMIN, "-d", "postgres", "-c",
                        f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)'], check=False)
    line = (f"| {args.events:,} events | export {export_s:.1f} s "
            f"({args.events / export_s:,.0f} events/s) | CSV {size_mib:.0f} MiB | "
            f"peak RSS of the CLI process {peak_mib:.0f} MiB | {n_items:,} line items read back; "
            f"their prices sum to {item_micros:,} µ$, grand total row {grand_micros} µ$ |")
    print(f"filled in {fill_s:.1f} s")
    print(line)
    if args.write:
        with (ROOT / "bench/metering/RESULTS.md").open("a") as f:
            f.write("\n## A million-event export in bounded memory\n\n"
                    "Command: `python bench/metering/export_1m.py --write` (machine as above; "
                    f"load average {os.getloadavg()[0]:.2f}).\n\n"
                    "| events | time | output | memory | check |\n|---|---|---|---|---|\n"
                    f"{line}\n")


if __name__ == "__main__":
    main()
