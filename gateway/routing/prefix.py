"""Which prompt prefixes each backend probably holds in its prefix cache, from this router's sends.

vLLM and TGI keep the KV of recent prompts and skip the prefill of a new prompt's cached leading
blocks; a conversation's next turn or a shared system prompt prefills in a fraction of the time
on the backend that saw it last. The router cannot see those caches, so it keeps an approximate
index of its own (as SGLang's and llm-d's approximate prefix routers do):

* a prompt is its tool definitions, then its messages' roles and texts in order (with an
  assistant's tool calls, and a fingerprint for each image: ``gateway.routing.classify``),
  each text in Latin-1 where it fits, else in UTF-8 (``_encoded``), cut into ``BLOCK_BYTES``
  blocks, each named by the 64-bit XXH64 of itself seeded with the name of the block before
  it, so a name stands for the whole leading run and a match is always one; only the first
  ``MAX_BLOCKS`` are hashed. XXH64 is the same in every process, unlike ``hash()``, so replicas
  share what they sent (``gateway.routing.placement_sync``); at 2k tokens it costs half of
  ``zlib.crc32`` (the per-call cost dominates 512-byte blocks), and a false match of 64 bits
  is out of reach. Not XXH3, as fast a call: xxhash runs it in AVX-512 where the CPU has it,
  and on this machine's Xeon the Python after it ran 6% slower (wide vectors lower the core's
  clock for a while): the classifier's p50 at 2k tokens fell from 137 to 131 µs with XXH64
  (``bench/classify/LATENCY.md``, stop 54);
* each backend's index holds the blocks of the prompts sent to it, least recently sent dropped
  first once they exceed what its KV pool holds (``kv_capacity_tokens`` from its ``/metrics``,
  else ``DEFAULT_CAPACITY_TOKENS``);
* a candidate's cached tokens are its matched bytes at the prompt's own bytes per token, never
  the whole prompt (the last token is always computed).

The router empties a backend's index when its breaker opens or its counters go down between two
scrapes (a restart), and indexes a retried request where its fallback served it. What it does not
know: blocks the engine evicted early (running requests take KV first, so under load the real
cache holds less), and a placement that failed before its prefill. Each makes it optimistic for
one request per prefix, and the next placement refreshes it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from typing import Final

import xxhash

__all__ = ["BLOCK_BYTES", "DEFAULT_CAPACITY_TOKENS", "PrefixIndex", "prefix_hashes"]

BLOCK_BYTES: Final = 512  # ~128 tokens, eight of vLLM's KV blocks
MAX_BLOCKS: Final = 256  # 128 kB, ~32k tokens: past that a prompt prefills its tail anyway
DEFAULT_CAPACITY_TOKENS: Final = 100_000  # roughly an 8B model's KV pool on a 40-GB GPU
BYTES_PER_TOKEN: Final = 4  # to size an index in blocks from a pool in tokens
# role|text separators no message text is expected to hold; a text in UTF-8 follows _UTF8
_ROLE, _UTF8, _END_BYTES = "\x1f", "\x1d", b"\x1e"


def prefix_hashes(segments: Iterable[tuple[str, str]]) -> tuple[tuple[int, ...], int]:
    """The chained block hashes of a prompt's (role, text) messages, and its length in bytes."""
    data = b"".join([_encoded(role, body) for role, body in segments])
    view = memoryview(data)
    full = min(len(data) // BLOCK_BYTES, MAX_BLOCKS)
    out: list[int] = []
    name = 0
    block_hash = xxhash.xxh64_intdigest  # scalar: no wide vectors (the module's docstring)
    for i in range(0, full * BLOCK_BYTES, BLOCK_BYTES):
        name = block_hash(view[i : i + BLOCK_BYTES], name)
        out.append(name)
    return tuple(out), len(data)


def _encoded(role: str, text: str) -> bytes:
    """A message as the bytes its blocks hash: its text in Latin-1 where every character has
    one (a copy of the string's own bytes), else in UTF-8 (a loop over its characters, ten
    times slower than Latin-1 for the accented text of most European languages), each marked
    after the role."""
    try:
        return f"{role}{_ROLE}".encode() + text.encode("latin-1") + _END_BYTES
    except UnicodeEncodeError:
        return f"{role}{_UTF8}".encode() + text.encode("utf-8", "surrogatepass") + _END_BYTES


class PrefixIndex:
    def __init__(self) -> None:
        self._blocks: dict[str, OrderedDict[int, None]] = {}
        self._limits: dict[str, int] = {}  # blocks each backend's pool holds, once reported

    def cached_tokens(self, backend: str, prefix: tuple[int, ...], prefix_bytes: int,
                      prompt_tokens: int) -> int:
        """Prompt tokens ``backend`` probably holds of this prompt."""
        blocks = self._blocks.get(backend)
        if not blocks or not prefix or prefix_bytes <= 0:
            return 0
        n = 0
        for h in prefix:
            if h not in blocks:
                break
            n += 1
        return min(n * BLOCK_BYTES * prompt_tokens // prefix_bytes, max(prompt_tokens - 1, 0))

    def sent(self, backend: str, prefix: tuple[int, ...], capacity_tokens: int = 0) -> None:
        """A prompt went to ``backend`` (from this replica or another): its blocks are the most
        recent there. ``capacity_tokens``: its KV pool, when known (0: as last reported)."""
        if capacity_tokens:
            self._limits[backend] = capacity_tokens * BYTES_PER_TOKEN // BLOCK_BYTES
        if not prefix:
            return
        blocks = self._blocks.get(backend)
        if blocks is None:
            blocks = self._blocks[backend] = OrderedDict()
        for h in reversed(prefix):  # the head last, most recent: evicted after the tail, as
            blocks[h] = None  # vLLM does (a tail without its head matches nothing)
            blocks.move_to_end(h)
        limit = self._limits.get(backend, DEFAULT_CAPACITY_TOKENS * BYTES_PER_TOKEN // BLOCK_BYTES)
        while len(blocks) > limit:
            blocks.popitem(last=False)

    def forget(self, backend: str) -> None:
        """``backend``'s cache is gone (it restarted, or was down): nothing is cached there."""
        self._blocks.pop(backend, None)
