"""Fleet compositions for the benchmark: counts per backend kind on one GPU type, as fleet YAML."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from bench.routing.workload import CONTEXT, MODEL

KINDS = ("plain", "vllm-ngram", "vllm-draft", "tgi-draft")
GPU = "A10G"
PRICE = "1.006"  # AWS g5.xlarge, $/GPU-h (reference section 5)
SERVED = "meta-llama/Llama-3.1-8B-Instruct"

# The four kinds exactly as in fleet.example.yaml (k=4 n-gram 2..5, 1B draft k=4, TGI heads k=3).
SPEC: dict[str, dict[str, Any]] = {
    "plain": {"engine": "vllm"},
    "vllm-ngram": {
        "engine": "vllm",
        "speculation": {
            "method": "ngram",
            "num_speculative_tokens": 4,
            "prompt_lookup_min": 2,
            "prompt_lookup_max": 5,
        },
    },
    "vllm-draft": {
        "engine": "vllm",
        "speculation": {
            "method": "draft_model",
            "num_speculative_tokens": 4,
            "draft_model": "meta-llama/Llama-3.2-1B-Instruct",
        },
    },
    "tgi-draft": {
        "engine": "tgi",
        "speculation": {"method": "draft_heads", "num_speculative_tokens": 3},
    },
}


def fleet_name(counts: Mapping[str, int]) -> str:
    return "+".join(f"{n}x{k}" for k, n in counts.items() if n) or "empty"


def mixed(n: int) -> dict[str, int]:
    """``n`` GPUs spread over the four kinds in the order n-gram, draft, heads, plain."""
    order = ("vllm-ngram", "vllm-draft", "tgi-draft", "plain")
    counts = dict.fromkeys(KINDS, 0)
    for i in range(n):
        counts[order[i % 4]] += 1
    return counts


def fleet_dict(counts: Mapping[str, int], ports: list[int] | None = None) -> dict[str, Any]:
    """The fleet file for ``counts`` (backends named KIND-i; ports 8201... unless given)."""
    backends: list[dict[str, Any]] = []
    for kind in KINDS:
        for i in range(counts.get(kind, 0)):
            port = ports[len(backends)] if ports else 8201 + len(backends)
            backends.append(
                {
                    "name": f"{kind}-{i + 1}",
                    "base_url": f"http://127.0.0.1:{port}",
                    "served_model": SERVED,
                    "gpu_type": GPU,
                    "gpu_price_per_hour": PRICE,
                    "max_num_seqs": 64,
                    "timeouts": {"connect": 5, "read": 600},
                    **SPEC[kind],
                }
            )
    return {"models": [{"name": MODEL, "context_length": CONTEXT, "backends": backends}]}


def write_fleet(path: Path, counts: Mapping[str, int], ports: list[int] | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f"# specgate bench fleet: {fleet_name(counts)} ({GPU}, ${PRICE}/GPU-h)\n"
        + yaml.safe_dump(fleet_dict(counts, ports), sort_keys=False)
    )
    return path


def gpus(counts: Mapping[str, int]) -> int:
    return sum(counts.values())


def dollars_per_hour(counts: Mapping[str, int]) -> float:
    return gpus(counts) * float(PRICE)
