"""Prompt-lookup (n-gram) proposers over a request's token sequence: vLLM's and TGI's variants."""

from __future__ import annotations


class LongestMatchProposer:
    """vLLM's n-gram proposer: the longest n-gram (prompt_lookup_min..max) ending the sequence that
    also occurs earlier; propose up to k tokens that followed that earlier occurrence.

    Behaviour from the reference notes (vLLM ``v1/spec_decode/ngram_proposer.py``: longest match
    over prompt + output, no match -> no draft). Among earlier occurrences of the matched n-gram
    the most recent one is used (inference). The index is incremental: each appended token costs
    O(max - min + 1) dictionary inserts, so a step never rescans the sequence.
    """

    def __init__(self, tokens: list[int], *, min_n: int, max_n: int) -> None:
        self.min_n = max(1, min_n)
        self.max_n = max(self.min_n, max_n)
        self.seq: list[int] = []
        # n -> {ngram: end index (exclusive) of its latest occurrence that has a follower}
        self._index: dict[int, dict[tuple[int, ...], int]] = {
            n: {} for n in range(self.min_n, self.max_n + 1)
        }
        self.extend(tokens)

    def extend(self, tokens: list[int]) -> None:
        seq = self.seq
        start = len(seq)
        seq.extend(tokens)
        # an n-gram ending at e (exclusive) can propose once seq[e] exists: index ends < len(seq)
        for end in range(max(1, start), len(seq)):
            for n, table in self._index.items():
                if end >= n:
                    table[tuple(seq[end - n : end])] = end

    def propose(self, k: int) -> list[int]:
        seq = self.seq
        size = len(seq)
        if k <= 0:
            return []
        for n in range(self.max_n, self.min_n - 1, -1):
            if size < n:
                continue
            end = self._index[n].get(tuple(seq[size - n :]))
            if end is not None:
                return seq[end : end + k]
        return []


class FirstMatchProposer:
    """TGI's n-gram speculation: key on the last token only, use its first occurrence in the
    sequence, propose the k tokens after it (TGI ``utils/tokens.py`` ``create_n_gram_speculation``:
    "Very trivial approach, find first match in the string")."""

    def __init__(self, tokens: list[int]) -> None:
        self.seq: list[int] = []
        self._first: dict[int, int] = {}
        self.extend(tokens)

    def extend(self, tokens: list[int]) -> None:
        seq = self.seq
        start = len(seq)
        seq.extend(tokens)
        # position p can propose once seq[p + 1] exists
        for p in range(max(0, start - 1), len(seq) - 1):
            self._first.setdefault(seq[p], p)

    def propose(self, k: int) -> list[int]:
        if k <= 0 or not self.seq:
            return []
        p = self._first.get(self.seq[-1])
        if p is None or p == len(self.seq) - 1:
            return []
        return self.seq[p + 1 : p + 1 + k]
