"""Pure pieces of the simulator: proposers, continuation plans, the step-time model."""

from __future__ import annotations

import json

from gateway.sim import params, textgen
from gateway.sim.ngram import FirstMatchProposer, LongestMatchProposer
from gateway.sim.perfmodel import PerfModel
from gateway.sim.prompt import render_chat
from tests.sim.conftest import CHAT, CODE_TO_FIX


def test_longest_match_prefers_longer_ngram_and_most_recent() -> None:
    p = LongestMatchProposer([1, 2, 3, 9, 2, 3, 7, 7, 1, 2, 3], min_n=1, max_n=3)
    assert p.propose(2) == [9, 2]  # the 3-gram 1 2 3 beats the 2-gram 2 3
    p.extend([5])
    assert p.propose(3) == []  # 5 never occurred before
    q = LongestMatchProposer([4, 1, 8, 4, 1, 6, 4, 1], min_n=2, max_n=2)
    assert q.propose(1) == [6]  # most recent earlier occurrence of "4 1"


def test_first_match_uses_one_token_key_and_first_occurrence() -> None:
    p = FirstMatchProposer([5, 6, 7, 5, 8, 5])
    assert p.propose(2) == [6, 7]


def test_plans_reflect_the_request_and_are_deterministic() -> None:
    edit = render_chat([{"role": "user", "content": CODE_TO_FIX}])
    plan = textgen.plan(edit, seed=1)
    assert plan.kind == "grounded-code" and plan.tokens == textgen.plan(edit, seed=1).tokens
    src = set(zip(edit.source, edit.source[1:], strict=False))
    pairs = list(zip(plan.tokens, plan.tokens[1:], strict=False))
    assert sum(p in src for p in pairs) / len(pairs) > 0.6  # mostly copied from the input
    chat = textgen.plan(render_chat([{"role": "user", "content": CHAT[0]}]), seed=1)
    assert (
        chat.kind == "chat"
        and textgen.plan(render_chat([{"role": "user", "content": CHAT[0]}]), seed=2).tokens
        != chat.tokens
    )
    js = render_chat(
        [{"role": "user", "content": "Give me a user"}], response_format={"type": "json_object"}
    )
    from gateway import tokenizer

    assert isinstance(json.loads(tokenizer.decode(textgen.plan(js, seed=0).tokens)), dict)


def test_step_time_memory_bound_small_batch_compute_bound_large() -> None:
    m = PerfModel(params.gpu("A10G"), params.LLAMA_8B)
    assert m.decode_step(1, 1000, k=4) / m.decode_step(1, 1000) < 1.05  # verification ~free
    assert m.decode_step(64, 1000, k=4) / m.decode_step(64, 1000) > 2.5  # ~ (k+1)x
    assert m.decode_step(64, 1000) > m.decode_step(1, 1000)
    d = PerfModel(params.gpu("A10G"), params.LLAMA_8B, draft=params.LLAMA_1B)
    assert d.kv_capacity_tokens < m.kv_capacity_tokens  # a draft model costs KV cache
    assert params.gpu("h100").name == "H100" and params.gpu("unknown").name == "A10G"
