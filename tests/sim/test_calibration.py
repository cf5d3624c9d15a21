"""The issue's calibration ratios at small scale, measured through the HTTP API (simulated time).

Full-scale numbers: ``bench/sim/RESULTS.md`` (``python bench/sim/calibrate.py``).
"""

from __future__ import annotations

from gateway.sim.calibration import run
from tests.sim.conftest import CHAT, CODE_TO_FIX

EDITS = [
    [{"role": "user", "content": CODE_TO_FIX.replace("Fix the bug", ask)}]
    for ask in ("Fix the bug", "Refactor", "Add type hints to")
]
CHATS = [[{"role": "user", "content": q}] for q in CHAT]


def _speedup(kind: str, base: str, prompts: list, **kw: object) -> float:
    spec = run(kind, prompts, time_scale=50, **kw)  # type: ignore[arg-type]
    plain = run(base, prompts, time_scale=50, **kw)  # type: ignore[arg-type]
    return plain.tpot / spec.tpot


def test_ngram_on_grounded_code_edits_is_2_to_3x() -> None:
    assert 2.0 <= _speedup("vllm-ngram", "vllm-plain", EDITS) <= 3.0


def test_ngram_on_open_chat_is_within_10_percent() -> None:
    assert 0.9 <= _speedup("vllm-ngram", "vllm-plain", CHATS) <= 1.1


def test_draft_model_on_chat_at_low_load_is_1_3_to_1_8x() -> None:
    assert 1.3 <= _speedup("vllm-draft", "vllm-plain", CHATS) <= 1.8


def test_tgi_draft_heads_on_chat_at_low_load_is_1_8_to_2_5x() -> None:
    assert 1.8 <= _speedup("tgi-medusa", "tgi-plain", CHATS) <= 2.5


def test_speculation_loses_under_heavy_load() -> None:
    prompts = CHATS * 16  # 64 requests from 64 concurrent clients: batch near max_num_seqs
    for kind, base in (("vllm-draft", "vllm-plain"), ("tgi-medusa", "tgi-plain")):
        spec = run(kind, prompts, time_scale=5, concurrency=64, max_tokens=48, stream=False)
        plain = run(base, prompts, time_scale=5, concurrency=64, max_tokens=48, stream=False)
        assert spec.tpot > plain.tpot, (kind, spec.tpot, plain.tpot)
