"""Performance-model parameters: GPU types, model shapes, engine constants, each with a source."""

from __future__ import annotations

from dataclasses import dataclass

# Every constant below is either a published figure (source in the comment) or marked
# "(assumed)" with the reasoning; README.md section "Performance model" explains how they combine.


@dataclass(frozen=True)
class GpuSpec:
    """One GPU type: memory size, memory bandwidth and dense BF16 tensor throughput."""

    name: str
    hbm_bytes: float
    hbm_bw: float  # bytes/s
    bf16_flops: float  # dense, FLOP/s


GB = 1e9
TB = 1e12

# Bandwidth: L4 300 GB/s, A10/A10G 600 GB/s, L40S 864 GB/s, A100 2.0 TB/s, H100 3.35 TB/s
# (reference/speculative-decoding.md section 5 and the pages it cites). Dense BF16 tensor
# FLOP/s are NVIDIA datasheet figures without sparsity; A10G is taken as 70 TFLOP/s (assumed: AWS
# publishes no BF16 figure for its A10G variant; this is conservative next to the A10's 125).
GPUS: dict[str, GpuSpec] = {
    "L4": GpuSpec("L4", 24 * GB, 300 * GB, 121 * TB),
    "A10G": GpuSpec("A10G", 24 * GB, 600 * GB, 70 * TB),
    "A10": GpuSpec("A10", 24 * GB, 600 * GB, 125 * TB),
    "L40S": GpuSpec("L40S", 48 * GB, 864 * GB, 362 * TB),
    "A100-40GB": GpuSpec("A100-40GB", 40 * GB, 1555 * GB, 312 * TB),
    "A100": GpuSpec("A100", 80 * GB, 2039 * GB, 312 * TB),
    "H100": GpuSpec("H100", 80 * GB, 3350 * GB, 989 * TB),
    "H200": GpuSpec("H200", 141 * GB, 4800 * GB, 989 * TB),
}


def gpu(name: str) -> GpuSpec:
    """The spec for a fleet file's ``gpu_type`` (case-insensitive; unknown types: A10G)."""
    key = {k.lower(): k for k in GPUS}.get(name.lower().replace("_", "-"))
    return GPUS[key] if key else GPUS["A10G"]


@dataclass(frozen=True)
class ModelShape:
    """A transformer's size; drives its weight bytes, FLOPs per token and KV bytes per token."""

    params: float
    layers: int
    hidden: int
    kv_heads: int
    head_dim: int
    vocab: int
    dtype_bytes: int = 2  # bf16 weights and KV cache

    @property
    def weight_bytes(self) -> float:
        return self.params * self.dtype_bytes

    @property
    def kv_bytes_per_token(self) -> int:
        return 2 * self.layers * self.kv_heads * self.head_dim * self.dtype_bytes

    @property
    def flops_per_token(self) -> float:
        return 2.0 * self.params


# Llama-3.1-8B: 8.03B params, 32 layers, hidden 4096, 8 KV heads x 128, vocab 128256
# (model card config.json). Llama-3.2-1B: 1.24B, 16 layers, hidden 2048, 8 KV heads x 64.
LLAMA_8B = ModelShape(8.03e9, 32, 4096, 8, 128, 128256)
LLAMA_1B = ModelShape(1.24e9, 16, 2048, 8, 64, 128256)


@dataclass(frozen=True)
class EngineConstants:
    """Knobs of the serving engine and the roofline efficiencies (documented in README.md)."""

    # vLLM default gpu_memory_utilization=0.9 (vLLM CacheConfig); TGI's default
    # --cuda-memory-fraction is 1.0 but it keeps a margin for activations; use the same here.
    gpu_memory_utilization: float = 0.9
    # Activations, CUDA graphs, allocator slack (assumed ~1 GB on a 24 GB card).
    activation_reserve_bytes: float = 1.0 * GB
    # Achieved fraction of peak HBM bandwidth when streaming weights (assumed; typical 80-90%).
    bw_efficiency: float = 0.85
    # Achieved fraction of peak tensor FLOP/s in forward passes (assumed; 30-50% is typical of
    # serving GEMMs, lower than training MFU).
    mfu: float = 0.4
    # Fixed per-step cost: scheduling, sampling, launches (assumed, ~1.5 ms with CUDA graphs).
    step_overhead_s: float = 0.0015
    # Per draft-model forward: launch latency on top of its roofline time (assumed; small models
    # are launch-bound, which is why draft/target cost ratios are higher than weight ratios).
    draft_step_overhead_s: float = 0.001
    # vLLM's chunked-prefill token budget per step (vLLM default max_num_batched_tokens=2048 for
    # the OpenAI server on non-datacenter GPUs); TGI's --max-batch-prefill-tokens default 4096.
    vllm_max_num_batched_tokens: int = 2048
    tgi_max_batch_prefill_tokens: int = 4096
    # Rejection-sampling / proposal bookkeeping per verified draft token (the small epsilon of
    # MoESD Eq. 2; assumed 20 us).
    verify_overhead_per_token_s: float = 20e-6
    # Medusa-style heads: per-head accuracy decays with the head's distance (Medusa paper,
    # arXiv 2401.10774 Fig. 2: head-1 top-1 ~0.6, later heads lower); factor per extra position.
    heads_position_decay: float = 0.85
    # Temperature lowers draft acceptance: Leviathan Table 3 shows 0.0-0.13 lower alpha at T=1.
    temperature_acceptance_drop: float = 0.12


DEFAULTS = EngineConstants()


def draft_shape(draft_model: str | None) -> ModelShape:
    """Shape of a separate draft model, guessed from its name (1B unless it says otherwise)."""
    name = (draft_model or "").lower()
    for tag, params in (("0.5b", 0.5e9), ("125m", 0.125e9), ("68m", 0.068e9), ("3b", 3.2e9)):
        if tag in name:
            return ModelShape(params, 16, 1024 if params < 1e9 else 3072, 8, 64, 128256)
    return LLAMA_1B


def target_shape(served_model: str) -> ModelShape:
    """Shape of the served model; the simulator models every target as Llama-3.1-8B-class."""
    del served_model
    return LLAMA_8B
