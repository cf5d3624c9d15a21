"""Key lookups off the database hot path, with revocations seen by every replica within a second.

Positive lookups are cached per process (bounded). A background task asks the database every
``poll_s`` (≤ 1 s) which keys were revoked recently and evicts them, so a key revoked through any
replica or the CLI is refused everywhere within one poll. The window is the revoking host's
clock against this one's, 30 s of skew allowed; past that (a host whose clock is far off), a
cached key is looked up again once it is ``REVALIDATE_S`` old, so no revocation is missed for
longer, and changes to a key (its models, its policy) arrive too. If the database cannot answer
then, the cached key keeps serving. Unknown secrets are cached negatively for a short time so a
flood of bad keys does not become a flood of queries.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gateway.auth.keys import Principal, hash_secret
from gateway.db import tenants
from gateway.db.models import utcnow

log = logging.getLogger(__name__)

NEGATIVE_TTL_S = 1.0
REVALIDATE_S = 60.0  # a cached key older than this is read from the database again
OVERLAP = timedelta(seconds=30)  # re-read recent revocations to tolerate clock skew


class KeyCache:
    def __init__(
        self, sessions: async_sessionmaker[AsyncSession], *, poll_s: float, size: int = 100_000
    ) -> None:
        self._sessions = sessions
        self._poll_s = poll_s
        self._size = size
        self._by_hash: OrderedDict[str, tuple[Principal, float]] = OrderedDict()  # , cached at
        self._hash_by_key: dict[str, str] = {}
        self._misses: dict[str, float] = {}
        self._revoked_seen: set[str] = set()
        self._task: asyncio.Task[None] | None = None
        self._last_poll: datetime = utcnow()

    async def lookup(self, secret: str) -> Principal | None:
        h = hash_secret(secret)
        hit = self._by_hash.get(h)
        now = time.monotonic()
        if hit is not None:
            self._by_hash.move_to_end(h)
            if now - hit[1] < REVALIDATE_S:
                return hit[0]
        miss_at = self._misses.get(h)
        if miss_at is not None and now - miss_at < NEGATIVE_TTL_S:
            return None
        try:
            async with self._sessions() as s:
                principal = await tenants.principal_for(s, secret)
        except Exception:
            if hit is None:
                raise
            log.warning("key lookup failed; serving the cached key meanwhile", exc_info=True)
            return hit[0]
        if principal is None or principal.key_id in self._revoked_seen:
            if hit is not None:  # revoked since it was cached
                self.evict({hit[0].key_id})
            if len(self._misses) > self._size:
                self._misses.clear()
            self._misses[h] = time.monotonic()
            return None
        self._misses.pop(h, None)
        self._by_hash[h] = (principal, now)
        self._hash_by_key[principal.key_id] = h
        if len(self._by_hash) > self._size:
            _, (old, _) = self._by_hash.popitem(last=False)
            self._hash_by_key.pop(old.key_id, None)
        return principal

    def evict(self, key_ids: set[str]) -> None:
        for key_id in key_ids:
            h = self._hash_by_key.pop(key_id, None)
            if h is not None:
                self._by_hash.pop(h, None)

    async def poll_once(self) -> None:
        since = self._last_poll - OVERLAP
        started = utcnow()
        async with self._sessions() as s:
            revoked = set(await tenants.revoked_since(s, since))
        self._last_poll = started
        fresh = revoked - self._revoked_seen
        self._revoked_seen = revoked  # only the overlap window is remembered
        self.evict(fresh)

    async def _run(self) -> None:
        while True:
            try:
                await self.poll_once()
            except Exception as exc:  # the database may be down; keys stay cached meanwhile
                log.warning("key revocation poll failed: %s", exc)
            await asyncio.sleep(self._poll_s)

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="key-revocation-poll")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
