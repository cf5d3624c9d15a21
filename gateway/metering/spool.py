"""The local append-only spool: usage events that could not be buffered anywhere else, on disk.

When neither Redis nor the database takes events and memory holds its bound, the oldest events
are written to a new *segment*: ``<name>.part`` is written, fsynced and renamed to
``<name>.jsonl`` before the events leave memory, so an event is always in memory or in a complete
segment. Replay takes a segment under an exclusive ``flock`` (several processes may share the
directory), hands its events to a writer, and unlinks it only after the writer succeeded; a
replay cut short is simply replayed again, and idempotent writes make that harmless. A ``.part``
left by a crashed process (older than ``STALE_PART_S``) is replayed too; a torn last line is
skipped.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import secrets
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from gateway.metering.events import readable

STALE_PART_S = 60.0


class Spool:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.spilled = 0
        self.replayed = 0

    def spill(self, events: Sequence[bytes]) -> Path:
        """Write events (wire forms) as one complete, durable segment (raises OSError if the
        disk refuses)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        name = f"usage-{time.time_ns()}-{os.getpid()}-{secrets.token_hex(3)}"
        part = self.directory / f"{name}.part"
        with open(part, "wb") as f:
            for e in events:
                f.write(e + b"\n")
            f.flush()
            os.fsync(f.fileno())
        final = part.with_suffix(".jsonl")
        os.replace(part, final)
        self.spilled += len(events)
        return final

    def segments(self) -> list[Path]:
        if not self.directory.is_dir():
            return []
        now = time.time()
        out = sorted(self.directory.glob("usage-*.jsonl"))
        for part in sorted(self.directory.glob("usage-*.part")):
            with contextlib.suppress(FileNotFoundError):
                if now - part.stat().st_mtime > STALE_PART_S:
                    out.append(part)
        return out

    @property
    def pending_segments(self) -> int:
        return len(self.segments())

    async def replay(
        self, write: Callable[[list[bytes]], Awaitable[object]], *, batch: int = 1000
    ) -> int:
        """Hand every segment's readable events (wire forms) to ``write``; raises (leaving the
        segment) if it fails."""
        total = 0
        for path in self.segments():
            with _claimed(path) as f:
                if f is None:
                    continue
                # decoded once more so that a torn line never travels inside a batch
                events = [r.dumps() for r in readable(
                    (line for line in f.read().splitlines() if line.strip()), str(path))]
                for i in range(0, len(events), batch):
                    await write(events[i : i + batch])
                path.unlink(missing_ok=True)
                total += len(events)
        self.replayed += total
        return total


@contextlib.contextmanager
def _claimed(path: Path) -> Iterator[BinaryIO | None]:
    """The open segment under an exclusive lock, or None if another process holds it / it left."""
    try:
        f = open(path, "rb")  # noqa: SIM115 - closed below
    except FileNotFoundError:
        yield None
        return
    try:
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield None
            return
        if not path.exists():  # replayed and unlinked by another process meanwhile
            yield None
            return
        yield f
    finally:
        f.close()

