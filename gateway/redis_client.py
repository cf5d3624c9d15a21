"""Redis clients for one server or a Redis Cluster (``SPECGATE_REDIS_CLUSTER``), checked at start.

A cluster needs a cluster client: a plain one gets ``MOVED`` for every key outside its node's
slots (or works by accident while one node holds every slot). Every multi-key call the gateway
makes keeps its keys in one slot: the limiter's counters share the hash tag ``{prefix}``, and the
usage stream, the placement stream and each backend's fleet-state hash are single keys. Cluster
pipelines cannot carry Lua scripts, so scripts run beside a pipeline, never in one.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster

__all__ = ["RedisClient", "RedisModeError", "check_mode", "connect", "server_time"]

log = logging.getLogger(__name__)

CHECK_TIMEOUT_S = 5.0  # a Redis that does not answer at start is an outage, not a reason to hang

RedisClient = Redis | RedisCluster


class RedisModeError(RuntimeError):
    """``SPECGATE_REDIS_CLUSTER`` and the server disagree on whether it is a cluster."""


def connect(url: str, *, cluster: bool, **options: Any) -> RedisClient:
    """A client for ``url``; ``options`` are redis-py's (timeouts, ``max_connections``: per
    node on a cluster). Nothing connects until the first command."""
    if cluster:
        return RedisCluster.from_url(url, **options)
    return Redis.from_url(url, **options)


async def check_mode(client: RedisClient, *, cluster: bool) -> None:
    """Refuse a plain client on a cluster node and a cluster client on a plain server, naming
    the setting to change. A Redis that cannot be reached is logged and passes: that is an
    outage the gateway rides out (per-process limits, local fleet state), not a configuration
    error, and it is checked again by the next start."""
    try:
        async with asyncio.timeout(CHECK_TIMEOUT_S):
            info = await client.info("cluster")
    except Exception as exc:
        if cluster and "cluster mode is not enabled" in str(exc).lower():
            raise RedisModeError(
                "SPECGATE_REDIS_CLUSTER is set but the Redis at SPECGATE_REDIS_URL is not a "
                "cluster: unset SPECGATE_REDIS_CLUSTER") from exc
        log.warning("redis: could not check whether it is a cluster (%s)", exc)
        return
    if isinstance(client, RedisCluster):
        return  # the cluster client itself refuses a server that is not a cluster
    if int(info.get("cluster_enabled", 0)) and not cluster:
        raise RedisModeError(
            "the Redis at SPECGATE_REDIS_URL is a cluster node: set SPECGATE_REDIS_CLUSTER=true "
            "so keys outside its slots are not refused with MOVED")


async def server_time(client: RedisClient, key: str) -> tuple[int, int]:
    """``TIME`` (seconds, microseconds) of the server that holds ``key``: the clock its stream
    ids come from (a cluster client would ask any node)."""
    if isinstance(client, RedisCluster):
        await client.initialize()  # the slot map (a no-op once it is loaded)
        node = client.get_node_from_key(key)
        if node is not None:
            sec, usec = await client.time(target_nodes=node)
            return int(sec), int(usec)
    sec, usec = await client.time()
    return int(sec), int(usec)
