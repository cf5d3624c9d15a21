"""The entries of a one-stream ``XREAD`` or ``XREADGROUP`` reply, in either RESP version."""

from __future__ import annotations

from typing import Any

Entry = tuple[bytes, dict[bytes, bytes]]


def stream_entries(reply: Any) -> list[Entry]:
    """``[(id, fields), ...]`` from a RESP2 list or a RESP3 map; ``[]`` for no entries."""
    if not reply:
        return []
    if isinstance(reply, dict):
        streams = list(reply.values())
        return list(streams[0][0]) if streams and streams[0] else []
    return list(reply[0][1])
