"""Automatic prefix caching, modelled: full KV blocks of token ids under chained hashes, LRU.

As vLLM's (and TGI 3's) prefix cache: a block is named by the hash of its tokens and of every
block before it, so a hit is always a prompt's leading run of full blocks; the prompt's last
token is always computed (its logits are needed), so at most ``len - 1`` tokens hit. The least
recently used blocks go first and the cache holds at most ``capacity`` blocks (the engine's KV
pool). Cached blocks share that pool with the running requests' own: the engine shrinks the
cache to what they leave before each lookup, as vLLM evicts free cached blocks when a running
request needs one. Within one prompt the tail is the less recent (vLLM frees a request's blocks
in reverse order so its tail is evicted first): a tail without its head could never be hit again.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

__all__ = ["PrefixCache", "block_hashes"]


def block_hashes(tokens: Sequence[int], block: int) -> list[int]:
    """The chained hash of every full ``block`` of ``tokens``, in order."""
    out: list[int] = []
    h = 0
    for i in range(0, len(tokens) - block + 1, block):
        h = hash((h, tuple(tokens[i : i + block])))
        out.append(h)
    return out


class PrefixCache:
    def __init__(self, capacity_blocks: int, block: int) -> None:
        self.capacity = max(0, capacity_blocks)
        self.block = block
        self._blocks: OrderedDict[int, None] = OrderedDict()

    def __len__(self) -> int:
        return len(self._blocks)

    def hit_tokens(self, tokens: Sequence[int]) -> int:
        """Tokens of ``tokens`` whose KV is cached (a leading run of full blocks), marking the
        blocks used; never all of them."""
        matched = []
        for h in block_hashes(tokens, self.block):
            if h not in self._blocks:
                break
            matched.append(h)
        for h in reversed(matched):  # the head most recent
            self._blocks.move_to_end(h)
        return min(len(matched) * self.block, max(len(tokens) - 1, 0))

    def shrink(self, room: int) -> None:
        """Evict the least recently used blocks until at most ``room`` are left."""
        while len(self._blocks) > max(room, 0):
            self._blocks.popitem(last=False)

    def insert(self, tokens: Sequence[int]) -> None:
        """Cache the full blocks of ``tokens`` (computed KV), evicting the least recently used."""
        if not self.capacity:
            return
        for h in reversed(block_hashes(tokens, self.block)):  # the head most recent
            self._blocks[h] = None
            self._blocks.move_to_end(h)
        self.shrink(self.capacity)
