"""A real three-node Redis Cluster for tests: redis-server processes in a temporary directory."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import redis

NODES = 3


def _free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _ports(n: int) -> list[int]:
    """``n`` ports free with their cluster-bus ports (port + 10000) free as well."""
    out: list[int] = []
    for port in range(21000, 29000):
        if _free(port) and _free(port + 10000):
            out.append(port)
            if len(out) == n:
                return out
    raise RuntimeError("no free ports for a Redis Cluster")


def _wait(what: str, ok: object, timeout_s: float = 20.0) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            if callable(ok) and ok():
                return
        except redis.RedisError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"Redis Cluster: {what} not within {timeout_s} s")
        time.sleep(0.05)


@dataclass(frozen=True)
class Node:
    id: str
    port: int
    slots: tuple[range, ...]


def nodes(url: str) -> list[Node]:
    """The cluster's nodes as ``CLUSTER NODES`` lists them, asked of the node at ``url``."""
    client = redis.Redis.from_url(url)
    try:
        lines = client.execute_command("CLUSTER", "NODES").decode().splitlines()
    finally:
        client.close()
    out = []
    for fields in (line.split() for line in lines):
        port = int(fields[1].split("@")[0].rsplit(":", 1)[1])
        ranges = [r.split("-") for r in fields[8:] if r[0].isdigit()]  # not [migrating] ones
        out.append(Node(fields[0], port, tuple(range(int(r[0]), int(r[-1]) + 1)
                                               for r in ranges)))
    return out


@dataclass
class Cluster:
    url: str  # the first node's
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)

    def stop(self) -> None:
        """Every node, at once (an outage)."""
        for proc in self.procs:
            proc.terminate()
        for proc in self.procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@contextlib.contextmanager
def running_cluster() -> Iterator[Cluster]:
    """Start the nodes, join them (slots split three ways, no replicas), wait until every node
    says ``cluster_state:ok``. Stopped and removed afterwards."""
    ports = _ports(NODES)
    clients = [redis.Redis(port=p, socket_timeout=2) for p in ports]
    with tempfile.TemporaryDirectory(prefix="specgate-redis-cluster-") as tmp:
        cluster = Cluster(f"redis://127.0.0.1:{ports[0]}/0")
        procs = cluster.procs
        try:
            for port in ports:
                (Path(tmp) / str(port)).mkdir()
                procs.append(subprocess.Popen(
                    ["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                     "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                     "--save", "", "--appendonly", "no", "--logfile", "redis.log"],
                    cwd=Path(tmp) / str(port), stdout=subprocess.DEVNULL))
            for c in clients:
                _wait("a node answering", c.ping)
            subprocess.run(
                ["redis-cli", "--cluster", "create", *(f"127.0.0.1:{p}" for p in ports),
                 "--cluster-replicas", "0", "--cluster-yes"],
                check=True, capture_output=True, timeout=30)
            for c in clients:
                _wait("the slots covered", lambda c=c: c.cluster("info")["cluster_state"] == "ok")
            yield cluster
        finally:
            cluster.stop()
            for c in clients:
                c.close()
