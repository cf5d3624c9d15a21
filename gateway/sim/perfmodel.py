"""The roofline step-time model: how long one engine step takes for a batch and its speculation."""

from __future__ import annotations

from dataclasses import dataclass

from gateway.sim.params import DEFAULTS, EngineConstants, GpuSpec, ModelShape


@dataclass(frozen=True)
class StepLoad:
    """What one engine step computes.

    ``query_tokens`` counts every token through the target: one per decoding sequence, plus its
    draft tokens being verified, plus prefill-chunk tokens. ``kv_tokens`` is the context read
    from the KV cache (once per sequence, however many query tokens it has). ``attn_pairs`` is
    the sum over query tokens of the context each attends to.
    """

    query_tokens: int
    kv_tokens: int
    attn_pairs: int = 0
    draft_seqs: int = 0  # sequences a separate draft model proposes for
    draft_len: int = 0  # sequential draft forwards (max k among them)
    draft_kv_tokens: int = 0
    prefill_tokens: int = 0  # the draft model prefills these too
    spec_tokens: int = 0  # draft tokens verified this step (any method)
    head_seqs: int = 0  # sequences whose Medusa/MLP heads run
    heads: int = 0


class PerfModel:
    """Step times for one GPU serving one target (optionally with a draft model or heads).

    Target forward (MoESD arXiv 2505.19645 section 3.1, roofline): memory time = (weights + KV
    read) / bandwidth, compute time = FLOPs / achieved FLOP/s, the step takes the larger plus a
    fixed overhead. Verifying k drafts adds k query tokens per sequence: free while memory-bound
    (small batch), up to (k+1)x when compute-bound (large batch). A draft model runs k sequential
    forwards of its own (MoESD Eq. 2, Leviathan arXiv 2211.17192 cost ratio c).
    """

    def __init__(
        self,
        gpu: GpuSpec,
        target: ModelShape,
        *,
        draft: ModelShape | None = None,
        heads: int = 0,
        consts: EngineConstants = DEFAULTS,
    ) -> None:
        self.gpu = gpu
        self.target = target
        self.draft = draft
        self.heads = heads
        self.c = consts
        self._bw = gpu.hbm_bw * consts.bw_efficiency
        self._flops = gpu.bf16_flops * consts.mfu

    # -- memory ---------------------------------------------------------------------------

    @property
    def head_weight_bytes(self) -> float:
        # Medusa heads: one residual block (hidden x hidden) per head; the vocabulary projection
        # is shared with the base model's lm_head (TGI MedusaHeadV2 design, inference).
        t = self.target
        return self.heads * t.hidden * t.hidden * t.dtype_bytes

    @property
    def kv_bytes_per_token(self) -> int:
        extra = self.draft.kv_bytes_per_token if self.draft else 0
        return self.target.kv_bytes_per_token + extra

    @property
    def kv_capacity_tokens(self) -> int:
        """KV-cache token budget: what is left of the GPU after weights and activations."""
        free = (
            self.gpu.hbm_bytes * self.c.gpu_memory_utilization
            - self.target.weight_bytes
            - (self.draft.weight_bytes if self.draft else 0.0)
            - self.head_weight_bytes
            - self.c.activation_reserve_bytes
        )
        return max(2048, int(free // self.kv_bytes_per_token))

    # -- time -----------------------------------------------------------------------------

    def _forward(self, m: ModelShape, query: int, kv: int, pairs: int, extra_bytes: float) -> float:
        mem = (m.weight_bytes + extra_bytes + kv * m.kv_bytes_per_token) / self._bw
        attn = 4.0 * m.layers * m.hidden * pairs
        comp = (query * m.flops_per_token + attn) / self._flops
        return max(mem, comp)

    def step_time(self, load: StepLoad) -> float:
        """Seconds for one engine step (simulated)."""
        if load.query_tokens <= 0:
            return 0.0
        t = self.target
        head_bytes = self.head_weight_bytes if load.head_seqs else 0.0
        target = self._forward(t, load.query_tokens, load.kv_tokens, load.attn_pairs, head_bytes)
        if load.head_seqs:
            # each head's output goes through the shared lm_head: extra projection FLOPs
            proj = load.head_seqs * load.heads * 2.0 * t.hidden * (t.hidden + t.vocab)
            target += proj / self._flops
        total = self.c.step_overhead_s + target
        if self.draft is not None and (load.draft_seqs or load.prefill_tokens):
            d = self.draft
            if load.prefill_tokens:
                total += load.prefill_tokens * d.flops_per_token / self._flops
            for _ in range(load.draft_len if load.draft_seqs else 0):
                total += self.c.draft_step_overhead_s + self._forward(
                    d, load.draft_seqs, load.draft_kv_tokens, load.draft_kv_tokens, 0.0
                )
        return total + load.spec_tokens * self.c.verify_overhead_per_token_s

    def decode_step(self, batch: int, context: int, k: int = 0) -> float:
        """Convenience: a pure decode step for ``batch`` sequences of ``context`` tokens each."""
        q = batch * (1 + k)
        load = StepLoad(
            query_tokens=q,
            kv_tokens=batch * context,
            attn_pairs=q * context,
            draft_seqs=batch if (self.draft and k) else 0,
            draft_len=k if self.draft else 0,
            draft_kv_tokens=batch * context,
            head_seqs=batch if (self.heads and k) else 0,
            heads=k if self.heads else 0,
            spec_tokens=batch * k,
        )
        return self.step_time(load)

    def prefill_time(self, tokens: int) -> float:
        """A lone prefill of ``tokens`` prompt tokens (TTFT at an idle server)."""
        load = StepLoad(
            query_tokens=tokens,
            kv_tokens=0,
            attn_pairs=tokens * tokens // 2,
            prefill_tokens=tokens,
        )
        return self.step_time(load)
