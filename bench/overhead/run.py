"""Gateway overhead benchmark: direct vs specgate (SQLite; PostgreSQL + Redis) vs LiteLLM's proxy.

One command, all rows in the same run so ratios hold on a noisy machine:

    python bench/overhead/run.py            # full matrix, ~10 min
    python bench/overhead/run.py --quick    # 1 worker only, shorter runs, ~2-3 min

Starts the mock backend (``mock.py``), then for each target and worker count (1, 2) a server
pointed at that mock, and drives it with ``wrk`` (installed from Debian if missing) using the
Lua scripts beside this file: concurrency 1, 16, 64, non-streaming and SSE. A raw-socket probe
measures time to first byte and the gateway's own ``x-specgate-overhead-ms`` at concurrency 1,
and a paced run holds half of specgate's saturation rate. CPU per request is the server process
tree's utime+stime (``/proc/<pid>/stat``) over the run divided by the requests served. Results go
to ``bench/overhead/RESULTS.md`` (and ``results.json``).

Pinning (2-core machine): wrk and the mock share CPU 1; a 1-worker gateway is pinned to CPU 0,
a 2-worker gateway may use both CPUs. The same applies to specgate and LiteLLM. PostgreSQL and
Redis (system services, outside any deployment's gateway machines) are moved to CPU 1 for the
run and given their affinity back after it (``services_on``; ``--float-services`` leaves them).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import re
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
MOCK_PORT, GW_PORT = 9100, 9200
MODEL = "bench-model"
PG_DB = "specgate_bench_overhead"
LITELLM_VENV = Path(os.environ.get("LITELLM_VENV", "/tmp/litellm-venv"))
LITELLM_SPEC = os.environ.get("LITELLM_SPEC", "litellm[proxy]==1.108.7")
PROMPT = ("You are a helpful assistant. Summarise the following note in one sentence: the "
          "quarterly report shows revenue up 12% on the year, costs flat, and a new office.")
CLK_TCK = os.sysconf("SC_CLK_TCK")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def body(stream: bool) -> bytes:
    b: dict[str, Any] = {"model": MODEL, "messages": [{"role": "user", "content": PROMPT}],
                         "max_tokens": 16, "temperature": 0.7}
    if stream:
        b["stream"] = True
        b["stream_options"] = {"include_usage": True}
    return json.dumps(b).encode()


# ----------------------------------------------------------------------------- processes


def cpu_ticks(root: int) -> int:
    """utime+stime of ``root`` and all its descendants, in clock ticks."""
    parents: dict[int, int] = {}
    ticks: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            raw = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = raw[raw.rindex(")") + 2:].split()
        parents[int(entry)] = int(fields[1])
        ticks[int(entry)] = int(fields[11]) + int(fields[12])
    tree, frontier = {root}, [root]
    while frontier:
        p = frontier.pop()
        for child, parent in parents.items():
            if parent == p and child not in tree:
                tree.add(child)
                frontier.append(child)
    return sum(ticks.get(p, 0) for p in tree)


@dataclass
class Server:
    name: str
    argv: list[str]
    env: dict[str, str]
    ready_path: str
    port: int
    cpus: str | None = None
    cwd: str | None = None
    proc: subprocess.Popen[bytes] | None = None
    logfile: Path | None = None

    def start(self, timeout: float = 90.0) -> None:
        argv = (["taskset", "-c", self.cpus] if self.cpus else []) + self.argv
        self.logfile = Path(tempfile.mkstemp(prefix=f"overhead-{self.name}-", suffix=".log")[1])
        with self.logfile.open("wb") as out:
            self.proc = subprocess.Popen(argv, env=self.env, cwd=self.cwd, stdout=out,
                                         stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.name} exited: {self.logfile.read_text()[-2000:]}")
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}{self.ready_path}",
                                       timeout=1).read()
                return
            except urllib.error.HTTPError:
                return  # it answers (e.g. 401): up
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"{self.name} not ready after {timeout}s: "
                           f"{self.logfile.read_text()[-2000:]}")

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(5)

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid


def pin_writer(server: Server, cpus: str = "1") -> None:
    """Move ``specgate meter-writer`` (all its threads) off the worker's core, as a deployment
    gives it cores apart from the workers'. Here that is CPU 1, shared with wrk and the mock
    (this machine has two), so its work slows the load side, not the worker; its CPU still
    counts in the tree."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmd = Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")
            ppid = int(Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if b"meter-writer" in cmd and ppid == server.pid:
            subprocess.run(["taskset", "-apc", cpus, entry], check=True, capture_output=True)
            return
    raise RuntimeError("no meter-writer process under the server")


SERVICES = ("postgres", "redis-server")  # process names (``comm``) of the shared services


def _service_threads() -> dict[int, str]:
    """Thread id -> process name, for every thread of PostgreSQL and Redis."""
    out: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            comm = Path(f"/proc/{entry}/comm").read_text().strip()
            if comm in SERVICES:
                out.update((int(t), comm) for t in os.listdir(f"/proc/{entry}/task"))
        except OSError:
            continue
    return out


@contextlib.contextmanager
def services_on(cpus: set[int]) -> Iterator[str]:
    """Run PostgreSQL and Redis on ``cpus`` (the load side's core) for the duration, then give
    every one of their threads, new ones included, its affinity back. A deployment runs them on
    machines of their own; on this 2-core one, left free to float they take the gateway worker's
    core for milliseconds at a time (the worker waited ~150 ms per 6 s cell in its run queue,
    against ~10 ms pinned away). Yields how they ran, for the results."""
    before: dict[int, set[int]] = {}
    default: dict[str, set[int]] = {}
    try:
        try:
            for tid, comm in _service_threads().items():
                with contextlib.suppress(ProcessLookupError):
                    before[tid] = os.sched_getaffinity(tid)
                    default.setdefault(comm, before[tid])
                    os.sched_setaffinity(tid, cpus)
            where = ",".join(map(str, sorted(cpus)))
            how = f"PostgreSQL and Redis on CPU {where} with the load side"
        except OSError as exc:  # not root, or no such CPU: every thread goes back as it was
            log(f"cannot move PostgreSQL and Redis ({exc}): they share the gateway's core")
            how = "PostgreSQL and Redis free to use every CPU (could not pin them)"
            _restore(before, default)
            before.clear()
        yield how
    finally:
        _restore(before, default)


def _restore(before: dict[int, set[int]], default: dict[str, set[int]]) -> None:
    """Every PostgreSQL and Redis thread back to its own affinity (new ones: their process
    kind's first) — nothing if none was moved."""
    if not before:
        return
    for tid, comm in _service_threads().items():
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.sched_setaffinity(tid, before.get(tid, default.get(comm, set(
                range(os.cpu_count() or 1)))))


# ----------------------------------------------------------------------------- load


@dataclass
class Run:
    target: str
    workers: int
    mode: str  # "json" | "sse"
    conc: int
    rps: float = 0.0
    p50_ms: float = 0.0
    p99_ms: float = 0.0
    errors: int = 0
    requests: int = 0
    cpu_ms_per_req: float | None = None
    paced: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


def wrk(url: str, body_file: Path, auth: str, conc: int, duration: float, *,
        delay_ms: float | None = None) -> dict[str, Any]:
    script = HERE / ("paced.lua" if delay_ms is not None else "post.lua")
    env = dict(os.environ, WRK_BODY_FILE=str(body_file), WRK_AUTH=auth,
               WRK_SCRIPT_DIR=str(HERE), WRK_DELAY_MS=str(delay_ms or 0))
    argv = ["taskset", "-c", "1", "wrk", "-t1", f"-c{conc}", f"-d{duration:g}s", "--timeout",
            "10s", "-s", str(script), url]
    out = subprocess.run(argv, env=env, capture_output=True, text=True,
                         timeout=duration + 30).stdout
    m = re.search(r"^WRK_JSON (.*)$", out, re.M)
    if not m:
        raise RuntimeError(f"wrk gave no summary: {out[-1000:]}")
    return json.loads(m.group(1))


def measure(server: Server | None, pid: int, target: str, workers: int, mode: str, conc: int,
            url: str, body_file: Path, auth: str, duration: float,
            delay_ms: float | None = None) -> Run:
    before = cpu_ticks(pid)
    w = wrk(url, body_file, auth, conc, duration, delay_ms=delay_ms)
    after = cpu_ticks(pid)
    errs = w["connect"] + w["read"] + w["write"] + w["status"] + w["timeout"]
    ok = max(1, w["requests"] - errs)
    run = Run(target=target, workers=workers, mode=mode, conc=conc,
              rps=w["requests"] / (w["duration_us"] / 1e6), p50_ms=w["p50"] / 1000,
              p99_ms=w["p99"] / 1000, errors=errs, requests=w["requests"],
              cpu_ms_per_req=(after - before) / CLK_TCK * 1000 / ok, paced=delay_ms is not None)
    log(f"  {target:<16} w={workers} {mode:<4} c={conc:<3}{' paced' if run.paced else ''}: "
        f"{run.rps:8.0f} rps  p50 {run.p50_ms:7.2f} ms  p99 {run.p99_ms:7.2f} ms  "
        f"cpu {run.cpu_ms_per_req:6.2f} ms/req  errors {errs}")
    return run


def probe(port: int, path: str, payload: bytes, auth: str, stream: bool, *, n: int,
          max_s: float) -> dict[str, Any]:
    """Sequential requests on one keep-alive connection: time to first body byte (first SSE
    event for streams), total time, and the gateway's reported overhead header."""
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n"
            + (f"Authorization: Bearer {auth}\r\n" if auth else "") + "\r\n").encode()
    req = head + payload
    ttfb, total, overhead = [], [], []
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    deadline = time.monotonic() + max_s
    try:
        for i in range(n + 5):
            if time.monotonic() > deadline:
                break
            t0 = time.perf_counter()
            sock.sendall(req)
            buf = b""
            while b"\r\n\r\n" not in buf:
                buf += sock.recv(65536)
            hdr, rest = buf.split(b"\r\n\r\n", 1)
            status = hdr.split(b" ", 2)[1]
            if status != b"200":
                raise RuntimeError(f"probe got {hdr[:200]!r} {rest[:300]!r}")
            lower = hdr.lower()
            m = re.search(rb"x-specgate-overhead-ms: ([0-9.]+)", lower)
            clen = re.search(rb"content-length: (\d+)", lower)
            if clen:
                t1 = time.perf_counter()
                while len(rest) < int(clen.group(1)):
                    rest += sock.recv(65536)
            else:  # chunked (SSE): first event, then the terminating chunk
                while b"data:" not in rest:
                    rest += sock.recv(65536)
                t1 = time.perf_counter()
                while not rest.endswith(b"0\r\n\r\n"):
                    rest += sock.recv(65536)
            t2 = time.perf_counter()
            if i >= 5:  # warm-up
                ttfb.append((t1 - t0) * 1000)
                total.append((t2 - t0) * 1000)
                if m:
                    overhead.append(float(m.group(1)))
    finally:
        sock.close()
    return {"n": len(ttfb), "ttfb_p50": statistics.median(ttfb),
            "ttfb_p99": sorted(ttfb)[int(0.99 * (len(ttfb) - 1))],
            "total_p50": statistics.median(total),
            "overhead_hdr_p50": statistics.median(overhead) if overhead else None}


# ----------------------------------------------------------------------------- targets


def pg(sql: str, db: str = "postgres") -> str:
    return subprocess.run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", db, "-tAc", sql],
                          check=True, capture_output=True, text=True).stdout.strip()


def sqlite_db(work: Path, workers: int) -> Path:
    return work / f"specgate-w{workers}.db"


def usage_rows(target: str, work: Path, workers: int) -> int | None:
    """Usage events the target's database holds now (None: not a specgate target)."""
    if target in PG_TARGETS:
        return int(pg("SELECT count(*) FROM usage_events", PG_DB))
    if target == "specgate-sqlite":
        with contextlib.closing(sqlite3.connect(sqlite_db(work, workers))) as db:
            return int(db.execute("SELECT count(*) FROM usage_events").fetchone()[0])
    return None


def drain(target: str, work: Path, workers: int, served: int, timeout: float = 30.0) -> None:
    """Wait until the gateway has metered what it served, so that the previous cell's backlog
    (a saturated cell leaves thousands of events to forward and write) is not in the next
    cell's numbers: the row count reaches ``served`` and holds still across one flush."""
    deadline = time.monotonic() + timeout
    last = -1
    while time.monotonic() < deadline:
        n = usage_rows(target, work, workers)
        if n is None or (n >= served and n == last):
            return
        last = n
        time.sleep(0.3)
    log(f"  metering backlog not drained after {timeout:.0f} s ({last} of {served} rows)")


# The gateway's source root: this checkout unless OVERHEAD_GATEWAY_SRC names another copy
# (used for before/after comparisons of one change on the same working tree).
GATEWAY_SRC = Path(os.environ.get("OVERHEAD_GATEWAY_SRC", str(REPO)))


def specgate_cli() -> list[str]:
    """``specgate`` from GATEWAY_SRC (PYTHONPATH below), never another editable install."""
    return [sys.executable, "-m", "gateway"]


def specgate_server(kind: str, workers: int, work: Path) -> tuple[Server, str]:
    """A specgate server on the embedded default (``sqlite``), PostgreSQL + Redis (``pg``), or
    PostgreSQL + Redis with the usage writer as its own process (``pgw``: see ``pin_writer``),
    with a fresh tenant and key; returns the server and the key."""
    fleet = work / "fleet.yaml"
    fleet.write_text(
        f"models:\n  - name: {MODEL}\n    backends:\n      - name: mock\n        engine: vllm\n"
        f"        base_url: http://127.0.0.1:{MOCK_PORT}\n        served_model: mock\n"
        f"        max_num_seqs: 256\n")
    env = dict(os.environ, SPECGATE_CONFIG=str(fleet),
               PYTHONPATH=os.pathsep.join(filter(None, [str(GATEWAY_SRC),
                                                         os.environ.get("PYTHONPATH")])))
    env.pop("SPECGATE_REDIS_URL", None)
    if kind == "sqlite":
        db = sqlite_db(work, workers)
        db.unlink(missing_ok=True)
        env["SPECGATE_DATABASE_URL"] = f"sqlite+aiosqlite:///{db}"
    else:
        pg(f"DROP DATABASE IF EXISTS {PG_DB} WITH (FORCE)")
        pg(f"CREATE DATABASE {PG_DB}")
        env["SPECGATE_DATABASE_URL"] = f"postgresql+asyncpg://postgres@127.0.0.1:5432/{PG_DB}"
        env["SPECGATE_REDIS_URL"] = "redis://127.0.0.1:6379/0"
        if kind == "pgw":
            env["SPECGATE_USAGE_WRITER"] = "process"
    cli = specgate_cli()
    if kind != "sqlite":
        subprocess.run([*cli, "db", "upgrade"], env=env, cwd=work, check=True,
                       capture_output=True)
    subprocess.run([*cli, "tenants", "create", "bench"], env=env, cwd=work, check=True,
                   capture_output=True)
    key = subprocess.run([*cli, "keys", "create", "--tenant", "bench"], env=env, cwd=work,
                         check=True, capture_output=True, text=True).stdout.strip()
    server = Server(
        name=f"specgate-{kind}", env=env, cwd=str(work), port=GW_PORT, ready_path="/healthz",
        argv=[*cli, "serve", "--config", str(fleet), "--port", str(GW_PORT),
              "--workers", str(workers)],
        cpus="0" if workers == 1 else None,
    )
    return server, key


def ensure_litellm() -> Path:
    exe = LITELLM_VENV / "bin" / "litellm"
    if not exe.exists():
        log(f"installing {LITELLM_SPEC} into {LITELLM_VENV} (once)")
        subprocess.run([sys.executable, "-m", "venv", str(LITELLM_VENV)], check=True)
        subprocess.run([str(LITELLM_VENV / "bin" / "pip"), "install", "-q", LITELLM_SPEC,
                        "uvloop"], check=True)
    return exe


def litellm_server(workers: int, work: Path) -> tuple[Server, str]:
    exe = ensure_litellm()
    cfg = work / "litellm.yaml"
    cfg.write_text(
        "model_list:\n"
        f"  - model_name: {MODEL}\n"
        "    litellm_params:\n"
        "      model: openai/mock\n"
        f"      api_base: http://127.0.0.1:{MOCK_PORT}/v1\n"
        "      api_key: none\n"
        "litellm_settings:\n"
        "  drop_params: true\n"
        "  turn_off_message_logging: true\n"
        "general_settings:\n"
        "  master_key: sk-bench-litellm\n")
    env = dict(os.environ, LITELLM_LOCAL_MODEL_COST_MAP="True", LITELLM_LOG="ERROR",
               TIKTOKEN_CACHE_DIR="", PATH=f"{LITELLM_VENV}/bin:{os.environ['PATH']}")
    for var in ("DATABASE_URL", "REDIS_HOST", "REDIS_URL", "TIKTOKEN_CACHE_DIR"):
        env.pop(var, None)
    server = Server(
        name="litellm", env=env, cwd=str(work), port=GW_PORT, ready_path="/health/liveliness",
        argv=[str(exe), "--config", str(cfg), "--host", "127.0.0.1", "--port", str(GW_PORT),
              "--num_workers", str(workers)],
        cpus="0" if workers == 1 else None,
    )
    return server, "sk-bench-litellm"


# ----------------------------------------------------------------------------- report


def versions() -> dict[str, str]:
    def out(cmd: list[str]) -> str:
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
            return (r.stdout or r.stderr).strip().splitlines()[0]
        except (OSError, IndexError, subprocess.TimeoutExpired):
            return "?"

    import httpx
    import starlette
    import uvicorn

    rev = out(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"])
    dirty = out(["git", "-C", str(REPO), "status", "--porcelain", "--", "gateway"])
    lpy = LITELLM_VENV / "bin" / "python"
    return {
        "python": platform.python_version(),
        "specgate": f"{rev}{' (+ uncommitted gateway/ changes)' if dirty != '?' else ''}",
        "uvicorn": uvicorn.__version__, "starlette": starlette.__version__,
        "httpx": httpx.__version__,
        "litellm": out([str(lpy), "-c", "import importlib.metadata as m;"
                                        "print(m.version('litellm'))"]),
        "wrk": out(["wrk", "-v"]).split(" Copyright")[0].removeprefix("wrk "),
        "postgres": out(["psql", "-h", "127.0.0.1", "-U", "postgres", "-tAc",
                         "show server_version"]),
    }


def redis_version() -> str:
    try:
        r = subprocess.run(["redis-cli", "-h", "127.0.0.1", "info", "server"],
                           capture_output=True, text=True, timeout=5).stdout
        m = re.search(r"redis_version:(\S+)", r)
        return m.group(1) if m else "?"
    except OSError:
        return "?"


LABEL = {"direct": "direct (mock)", "specgate-sqlite": "specgate, SQLite",
         "specgate-pg": "specgate, PG + Redis",
         "specgate-pgw": "specgate, PG + Redis, writer process", "litellm": "LiteLLM proxy"}
PG_TARGETS = ("specgate-pg", "specgate-pgw")


def render(runs: list[Run], probes: dict[str, Any], meta: dict[str, Any]) -> str:
    direct = {(r.mode, r.conc): r for r in runs if r.target == "direct" and not r.paced}
    lines = [
        "# Gateway overhead: specgate vs LiteLLM's proxy vs direct",
        "",
        "Generated by `bench/overhead/run.py`; do not edit by hand. Method, pinning and caveats:",
        "`bench/overhead/README.md`; where the time goes: `bench/overhead/FINDINGS.md`.",
        "",
        f"- command: `{meta['command']}`",
        f"- date: {meta['date']}; duration per cell {meta['duration']} s; total "
        f"{meta['elapsed_s']:.0f} s",
        f"- machine: {meta['nproc']} CPUs ({meta['cpu']}), {meta['mem']}; load average before "
        f"the run {meta['load_before']}, after {meta['load_after']} (other engineers' tests "
        "share these cores: compare rows of the same run, not across runs)",
        "- versions: " + ", ".join(f"{k} {v}" for k, v in meta["versions"].items()),
        f"- mock: {meta['mock']}; body: chat, 16 output tokens, stream with include_usage",
        "- pinning: wrk and the mock on CPU 1; 1-worker gateways on CPU 0; 2-worker gateways on "
        f"both CPUs; {meta['services']}",
        "",
        "## Throughput and latency (wrk, closed loop)",
        "",
        "Latency is to the last byte (streams included). *added* = p50 minus direct's p50 at the "
        "same concurrency. CPU = gateway process tree utime+stime per request.",
        "",
        "| target | workers | mode | conc | req/s | p50 ms | p99 ms | added p50 ms | "
        "CPU ms/req | errors |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in runs:
        if r.paced:
            continue
        d = direct.get((r.mode, r.conc))
        added = f"{r.p50_ms - d.p50_ms:.2f}" if d and r.target != "direct" else "-"
        cpu = f"{r.cpu_ms_per_req:.2f}" if r.cpu_ms_per_req is not None else "-"
        lines.append(f"| {LABEL[r.target]} | {r.workers if r.target != 'direct' else '-'} | "
                     f"{r.mode} | {r.conc} | {r.rps:,.0f} | {r.p50_ms:.2f} | {r.p99_ms:.2f} | "
                     f"{added} | {cpu} | {r.errors} |")
    lines += ["", "## Concurrency 1: time to first byte (raw-socket probe, sequential)", "",
              "TTFB = first body byte (first SSE event for streams). *added* = minus direct. "
              "*header* = the gateway's own `x-specgate-overhead-ms` (median).", "",
              "| target | workers | mode | n | TTFB p50 ms | TTFB p99 ms | added TTFB p50 ms | "
              "total p50 ms | added total p50 ms | header p50 ms |",
              "|---|---|---|---|---|---|---|---|---|---|"]
    for key, p in probes.items():
        target, workers, mode = key.split("|")
        d = probes.get(f"direct|0|{mode}")
        hdr = f"{p['overhead_hdr_p50']:.3f}" if p["overhead_hdr_p50"] is not None else "-"
        add_t = f"{p['ttfb_p50'] - d['ttfb_p50']:.2f}" if d and target != "direct" else "-"
        add_tot = f"{p['total_p50'] - d['total_p50']:.2f}" if d and target != "direct" else "-"
        lines.append(f"| {LABEL[target]} | {workers if target != 'direct' else '-'} | {mode} | "
                     f"{p['n']} | {p['ttfb_p50']:.2f} | {p['ttfb_p99']:.2f} | {add_t} | "
                     f"{p['total_p50']:.2f} | {add_tot} | {hdr} |")
    paced = [r for r in runs if r.paced]
    if paced:
        lines += ["", "## At half of specgate's saturation rate (wrk, 16 connections, paced)", "",
                  "Each connection waits an exponential think time between requests so the rate "
                  "sits near half of the best rate the same row (target and workers) reached "
                  "above; direct is driven with the same pacing right after it. Closed loop, so "
                  "p99 is a lower bound of an open-loop p99.", "",
                  "| target | workers | mode | target req/s | req/s | p50 ms | p99 ms | "
                  "added p99 ms | CPU ms/req |", "|---|---|---|---|---|---|---|---|---|"]
        by = {(r.target, r.workers, r.mode, r.extra.get("for")): r for r in paced}
        for r in paced:
            d = by.get(("direct", r.workers, r.mode, r.extra.get("for")))
            added = f"{r.p99_ms - d.p99_ms:.2f}" if d and r.target != "direct" else "-"
            lines.append(f"| {LABEL[r.target]} | {r.workers} | {r.mode} | "
                         f"{r.extra.get('target_rps', 0):,.0f} | {r.rps:,.0f} | {r.p50_ms:.2f} | "
                         f"{r.p99_ms:.2f} | {added} | {r.cpu_ms_per_req:.2f} |")
    lines += ["", "## Against the targets (issue 6)", "", *summary(runs, probes)]
    if meta.get("usage_rows") is not None:
        lines += ["", f"Metering check: the PG + Redis runs wrote {meta['usage_rows']:,} usage "
                  f"events for {meta['pg_requests']:,} requests wrk and the probe saw completed "
                  "(warm-up included; requests cut off when a wrk cell ends are metered too, "
                  "as client disconnects)."]
    return "\n".join(lines) + "\n"


def summary(runs: list[Run], probes: dict[str, Any]) -> list[str]:
    out = []
    for target in PG_TARGETS:
        for mode, what in (("json", "p50 added latency"), ("sse", "p50 added TTFB")):
            d = probes.get(f"direct|0|{mode}")
            p = probes.get(f"{target}|1|{mode}")
            if d and p:
                added = p["ttfb_p50"] - d["ttfb_p50"]
                out.append(f"- concurrency 1, {mode}, {LABEL[target]}, {what}: {added:.2f} ms "
                           f"(target ≤ 1 ms: {'met' if added <= 1 else 'NOT met'})")
    for r in runs:
        if r.paced and r.target in PG_TARGETS:
            d = next((x for x in runs if x.paced and x.target == "direct"
                      and x.mode == r.mode and x.workers == r.workers
                      and x.extra.get("for") == r.target), None)
            if d:
                added = r.p99_ms - d.p99_ms
                out.append(f"- {LABEL[r.target]}, half saturation ({r.rps:,.0f} req/s), {r.mode}"
                           f", {r.workers} "
                           f"worker(s), added p99: {added:.2f} ms (target ≤ 3 ms: "
                           f"{'met' if added <= 3 else 'NOT met'})")
    for workers in (1, 2):
        for mode in ("json", "sse"):
            sg = [r.rps for r in runs if r.target == "specgate-pg" and r.workers == workers
                  and r.mode == mode and not r.paced]
            ll = [r.rps for r in runs if r.target == "litellm" and r.workers == workers
                  and r.mode == mode and not r.paced]
            if sg and ll:
                ratio = max(sg) / max(ll)
                out.append(f"- sustained req/s, {mode}, {workers} worker(s): specgate (PG + Redis)"
                           f" {max(sg):,.0f} vs LiteLLM {max(ll):,.0f} = {ratio:.1f}× "
                           f"(target ≥ 10×: {'met' if ratio >= 10 else 'NOT met'})")
    return out


# ----------------------------------------------------------------------------- main


def ensure_wrk() -> None:
    if shutil.which("wrk"):
        return
    log("installing wrk from Debian")
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], check=True,
                   env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="1 worker, short cells (~2-3 min)")
    ap.add_argument("--duration", type=float, help="seconds per wrk cell")
    ap.add_argument("--targets", default="specgate-sqlite,specgate-pg,specgate-pgw,litellm")
    ap.add_argument("--workers", default=None, help="comma list (default 1,2; quick: 1)")
    ap.add_argument("--out", default=str(HERE / "RESULTS.md"))
    ap.add_argument("--float-services", action="store_true",
                    help="leave PostgreSQL and Redis free to use every CPU (see services_on)")
    args = ap.parse_args()
    duration = args.duration or (3.0 if args.quick else 6.0)
    workers_list = [int(w) for w in (args.workers or ("1" if args.quick else "1,2")).split(",")]
    targets = args.targets.split(",")
    probe_n, probe_s = (150, 2.0) if args.quick else (300, 4.0)
    concs = [1, 16, 64]
    ensure_wrk()
    t_start = time.monotonic()
    meta: dict[str, Any] = {
        "command": "python bench/overhead/run.py " + " ".join(sys.argv[1:]),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "duration": duration,
        "nproc": os.cpu_count(), "load_before": Path("/proc/loadavg").read_text().split()[:3],
        "cpu": next((ln.split(":", 1)[1].strip() for ln in
                     Path("/proc/cpuinfo").read_text().splitlines()
                     if ln.startswith("model name")), "?"),
        "mem": f"{os.sysconf('SC_PAGE_SIZE') * os.sysconf('SC_PHYS_PAGES') / 2**30:.0f} GiB RAM",
        "mock": "bench/overhead/mock.py (uvloop + httptools), no delay",
    }
    meta["versions"] = versions()
    meta["versions"]["redis"] = redis_version()
    if "litellm" in targets:
        ensure_litellm()
        meta["versions"]["litellm"] = versions()["litellm"]
    runs: list[Run] = []
    probes: dict[str, Any] = {}
    bodies = {}
    work = Path(tempfile.mkdtemp(prefix="overhead-"))
    for mode in ("json", "sse"):
        bodies[mode] = work / f"{mode}.json"
        bodies[mode].write_bytes(body(mode == "sse"))
    path = "/v1/chat/completions"
    mock = Server(name="mock", argv=[sys.executable, str(HERE / "mock.py"), "--port",
                                     str(MOCK_PORT)], env=dict(os.environ), port=MOCK_PORT,
                  ready_path="/health", cpus="1")
    servers: list[Server] = [mock]
    services = contextlib.ExitStack()
    try:
        meta["services"] = ("PostgreSQL and Redis free to use every CPU" if args.float_services
                            else services.enter_context(services_on({1})))
        mock.start()
        log("direct to the mock")
        murl = f"http://127.0.0.1:{MOCK_PORT}{path}"
        for mode in ("json", "sse"):
            probes[f"direct|0|{mode}"] = probe(MOCK_PORT, path, body(mode == "sse"), "",
                                               mode == "sse", n=probe_n, max_s=probe_s)
            for c in concs:
                runs.append(measure(None, mock.pid, "direct", 0, mode, c, murl, bodies[mode], "",
                                    duration))
        meta["pg_requests"] = 0
        for workers in workers_list:
            for target in targets:
                if target == "litellm":
                    server, key = litellm_server(workers, work)
                else:
                    server, key = specgate_server(target.split("-")[1], workers, work)
                servers.append(server)
                log(f"{target}, {workers} worker(s)")
                server.start()
                if target == "specgate-pgw" and workers == 1:
                    pin_writer(server)
                url = f"http://127.0.0.1:{GW_PORT}{path}"
                served = 0  # requests completed so far: each is one usage event
                for mode in ("json", "sse"):  # warm up every worker's pools and caches
                    served += wrk(url, bodies[mode], key, 16, 1.0)["requests"]
                for mode in ("json", "sse"):
                    drain(target, work, workers, served)
                    probes[f"{target}|{workers}|{mode}"] = probe(
                        GW_PORT, path, body(mode == "sse"), key, mode == "sse", n=probe_n,
                        max_s=probe_s)
                    p = probes[f"{target}|{workers}|{mode}"]
                    served += p["n"] + 5
                    log(f"  probe {mode}: TTFB p50 {p['ttfb_p50']:.2f} ms, "
                        f"header {p['overhead_hdr_p50']}")
                    for c in concs:
                        drain(target, work, workers, served)
                        r = measure(server, server.pid, target, workers, mode, c, url,
                                    bodies[mode], key, duration)
                        served += r.requests - r.errors
                        runs.append(r)
                if target in PG_TARGETS:
                    for mode in ("json", "sse"):
                        best = max(r.rps for r in runs if r.target == target and
                                   r.workers == workers and r.mode == mode and not r.paced)
                        rate = best / 2
                        base = next(r.p50_ms for r in runs if r.target == target and
                                    r.workers == workers and r.mode == mode and r.conc == 1)
                        delay = max(0.0, 16 / rate * 1000 - base)
                        for tgt, pid, u, k in ((target, server.pid, url, key),
                                               ("direct", mock.pid, murl, "")):
                            drain(target, work, workers, served)
                            r = measure(None, pid, tgt, workers, mode, 16, u, bodies[mode], k,
                                        duration, delay_ms=delay)
                            r.extra["target_rps"] = rate
                            r.extra["for"] = target
                            runs.append(r)
                            if tgt == target:
                                served += r.requests - r.errors
                    meta["pg_requests"] += served
                server.stop()
                if target in PG_TARGETS:
                    count = usage_rows(target, work, workers) or 0
                    meta["usage_rows"] = meta.get("usage_rows", 0) + count
    finally:
        try:
            for s in reversed(servers):
                s.stop()
        finally:
            services.close()
        with contextlib.suppress(Exception):
            pg(f"DROP DATABASE IF EXISTS {PG_DB} WITH (FORCE)")
        shutil.rmtree(work, ignore_errors=True)
    meta["load_after"] = Path("/proc/loadavg").read_text().split()[:3]
    meta["elapsed_s"] = time.monotonic() - t_start
    Path(args.out).write_text(render(runs, probes, meta))
    Path(args.out).with_suffix(".json").write_text(json.dumps(
        {"meta": meta, "runs": [r.__dict__ for r in runs], "probes": probes}, indent=1))
    log(f"wrote {args.out} in {meta['elapsed_s']:.0f} s")


if __name__ == "__main__":
    main()
