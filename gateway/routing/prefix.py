"""Which prompt prefixes each backend probably holds in its prefix cache, from this router's sends.

vLLM and TGI keep the KV of recent prompts and skip the prefill of a new prompt's cached leading
blocks; a conversation's next turn or a shared system prompt prefills in a fraction of the time
on the backend that saw it last. The router cannot see those caches, so it keeps an approximate
index of its own (as SGLang's and llm-d's approximate prefix routers do):

* a prompt is its messages' roles and texts in order, cut into ``BLOCK_CHARS`` blocks, each named
  by a hash of itself and every block before it, so a match is always a leading run; only the
  first ``MAX_BLOCKS`` are hashed;
* each backend's index holds the blocks of the prompts sent to it, least recently sent dropped
  first once they exceed what its KV pool holds (``kv_capacity_tokens`` from its ``/metrics``,
  else ``DEFAULT_CAPACITY_TOKENS``);
* a candidate's cached tokens are its matched characters at the prompt's own characters per
  token, never the whole prompt (the last token is always computed).

What it does not know: blocks the engine evicted early (running requests take KV first, so
under load the real cache holds less), a restarted backend's empty cache, and other replicas'
sends. Each makes it optimistic for one request per prefix, and the next placement refreshes it.
In process, per replica, like the prefill calibration.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

__all__ = ["BLOCK_CHARS", "DEFAULT_CAPACITY_TOKENS", "PrefixIndex", "prefix_hashes"]

BLOCK_CHARS = 256  # ~64 tokens, four of vLLM's KV blocks: ~12 µs of hashing per 2k tokens
MAX_BLOCKS = 512  # 128k characters, ~32k tokens: past that a prompt prefills its tail anyway
DEFAULT_CAPACITY_TOKENS = 100_000  # roughly an 8B model's KV pool on a 40-GB GPU
CHARS_PER_TOKEN = 4  # to size an index in blocks from a pool in tokens
_ROLE, _END = "\x1f", "\x1e"  # role|text separators no message text is expected to hold


def prefix_hashes(segments: Iterable[tuple[str, str]]) -> tuple[tuple[int, ...], int]:
    """The chained block hashes of a prompt's (role, text) messages, and its length in chars."""
    text = "".join([f"{role}{_ROLE}{body}{_END}" for role, body in segments])
    full = min(len(text) // BLOCK_CHARS, MAX_BLOCKS)
    out: list[int] = []
    h = 0
    for i in range(0, full * BLOCK_CHARS, BLOCK_CHARS):
        h = hash((h, text[i : i + BLOCK_CHARS]))
        out.append(h)
    return tuple(out), len(text)


class PrefixIndex:
    def __init__(self) -> None:
        self._blocks: dict[str, OrderedDict[int, None]] = {}

    def cached_tokens(self, backend: str, prefix: tuple[int, ...], prompt_chars: int,
                      prompt_tokens: int) -> int:
        """Prompt tokens ``backend`` probably holds of this prompt."""
        blocks = self._blocks.get(backend)
        if not blocks or not prefix or prompt_chars <= 0:
            return 0
        n = 0
        for h in prefix:
            if h not in blocks:
                break
            n += 1
        return min(n * BLOCK_CHARS * prompt_tokens // prompt_chars, max(prompt_tokens - 1, 0))

    def sent(self, backend: str, prefix: tuple[int, ...], capacity_tokens: int) -> None:
        """A prompt went to ``backend``: its blocks are the most recent there."""
        if not prefix:
            return
        blocks = self._blocks.get(backend)
        if blocks is None:
            blocks = self._blocks[backend] = OrderedDict()
        for h in prefix:
            blocks[h] = None
            blocks.move_to_end(h)
        limit = (capacity_tokens or DEFAULT_CAPACITY_TOKENS) * CHARS_PER_TOKEN // BLOCK_CHARS
        while len(blocks) > limit:
            blocks.popitem(last=False)

    def forget(self, backend: str) -> None:
        """``backend``'s cache is gone (it restarted, or was down): nothing is cached there."""
        self._blocks.pop(backend, None)
