"""Profile specgate's hot path under load with py-spy (PostgreSQL + Redis, 1 worker, c=16).

    python bench/overhead/profile.py [--seconds 10] [--kind pg|sqlite] [--mode json,sse]

Starts the mock and one specgate worker the way ``run.py`` does, drives it with wrk at
concurrency 16 and samples the worker with ``py-spy record`` (installed with pip if missing).
Writes ``profiles/<kind>-<mode>.txt``: the share of samples per function, inclusive and self,
and per module group; the raw collapsed stacks stay beside it (git-ignored).
"""

from __future__ import annotations

import argparse
import collections
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run

OUT = run.HERE / "profiles"

GROUPS = [  # first match wins: where a sample's innermost frame lives
    ("gateway/", "specgate (gateway/)"),
    ("httpcore", "httpcore (transport)"),
    ("httpx_sse", "httpx-sse"),
    ("httpx", "httpx"),
    ("anyio", "anyio"),
    ("starlette", "starlette"),
    ("fastapi", "fastapi"),
    ("uvicorn", "uvicorn"),
    ("sqlalchemy", "sqlalchemy"),
    ("asyncpg", "asyncpg"),
    ("aiosqlite", "aiosqlite"),
    ("redis", "redis"),
    ("asyncio", "asyncio"),
    ("h11", "h11"),
]


def group(frame: str) -> str:
    for needle, name in GROUPS:
        if needle in frame:
            return name
    return "other: " + frame.split(" (")[-1].split(":")[0].rsplit("/", 1)[-1]


def summarise(raw: Path, title: str) -> str:
    incl: collections.Counter[str] = collections.Counter()
    self_: collections.Counter[str] = collections.Counter()
    groups: collections.Counter[str] = collections.Counter()
    total = 0
    for line in raw.read_text().splitlines():
        stack, _, n = line.rpartition(" ")
        if not stack or not n.isdigit():  # a frame name with a newline in it (py-spy 0.4)
            continue
        count = int(n)
        frames = stack.split(";")
        total += count
        for f in set(frames):
            incl[f] += count
        self_[frames[-1]] += count
        groups[group(frames[-1])] += count
    if not total:
        return f"{title}: no samples\n"
    pct = lambda n: f"{100 * n / total:5.1f}%"  # noqa: E731
    out = [f"# {title}", f"samples: {total}", "", "## self time by library (innermost frame)"]
    out += [f"{pct(n)}  {g}" for g, n in groups.most_common(20)]
    out += ["", "## self time by function (top 40)"]
    out += [f"{pct(n)}  {f}" for f, n in self_.most_common(40)]
    out += ["", "## inclusive time by function (top 60)"]
    out += [f"{pct(n)}  {f}" for f, n in incl.most_common(60)]
    return "\n".join(out) + "\n"


class Load(threading.Thread):
    def __init__(self, pid: int, target: str, mode: str, conc: int, url: str, body: Path,
                 key: str, seconds: float) -> None:
        super().__init__()
        self.args = (None, pid, target, 1, mode, conc, url, body, key, seconds)
        self.result: run.Run | None = None

    def run(self) -> None:
        self.result = run.measure(*self.args)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--kind", default="pg", choices=["pg", "sqlite"])
    ap.add_argument("--mode", default="json,sse")
    ap.add_argument("--conc", type=int, default=16)
    ap.add_argument("--native", action="store_true", help="include native frames")
    args = ap.parse_args()
    if not shutil.which("py-spy"):
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "py-spy"], check=True)
    run.ensure_wrk()
    OUT.mkdir(exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="overhead-prof-"))
    mock = run.Server(name="mock", argv=[sys.executable, str(run.HERE / "mock.py"), "--port",
                                         str(run.MOCK_PORT)], env=dict(run.os.environ),
                      port=run.MOCK_PORT, ready_path="/health", cpus="1")
    server, key = run.specgate_server(args.kind, 1, work)
    try:
        mock.start()
        server.start()
        url = f"http://127.0.0.1:{run.GW_PORT}/v1/chat/completions"
        for mode in args.mode.split(","):
            body = work / f"{mode}.json"
            body.write_bytes(run.body(mode == "sse"))
            run.wrk(url, body, key, args.conc, 1.0)
            raw = OUT / f"{args.kind}-{mode}.raw"
            spy = ["py-spy", "record", "--pid", str(server.pid), "--duration",
                   str(int(args.seconds)), "--rate", "250", "--format", "raw", "--output",
                   str(raw), "--nonblocking"] + (["--native"] if args.native else [])
            load = Load(server.pid, "specgate-" + args.kind, mode, args.conc, url, body, key,
                        args.seconds + 1)
            load.start()
            subprocess.run(spy, check=True, capture_output=True)
            load.join()
            r = load.result
            assert r is not None
            title = (f"specgate {args.kind}, 1 worker, {mode}, c={args.conc}: {r.rps:.0f} req/s, "
                     f"p50 {r.p50_ms:.2f} ms, CPU {r.cpu_ms_per_req:.2f} ms/req (while sampled)")
            (OUT / f"{args.kind}-{mode}.txt").write_text(summarise(raw, title))
            run.log(f"wrote {OUT / f'{args.kind}-{mode}.txt'}")
    finally:
        server.stop()
        mock.stop()
        if args.kind == "pg":
            run.pg(f"DROP DATABASE IF EXISTS {run.PG_DB} WITH (FORCE)")
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
