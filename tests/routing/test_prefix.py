"""Prefix-cache affinity: the router's index of sent prompts, and decisions that follow it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from gateway.backends.scrape import parse_tgi, parse_vllm
from gateway.routing.classify import classify
from gateway.routing.policy import Policy
from gateway.routing.prefix import BLOCK_BYTES, PrefixIndex, prefix_hashes
from gateway.routing.router import PolicyRouter
from gateway.routing.scoring import AFFINITY_SPREAD
from gateway.routing.snapshot import BackendState
from gateway.sim.prompt import render_chat
from tests.routing.test_router import Policies, StaticFleet, entry, make_model, names

SYSTEM = ("You answer questions about the attached service manual. Quote it where you can.\n"
          + "Section 4.2: the pump must be primed before the first start. " * 100)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def router() -> tuple[PolicyRouter, StaticFleet, Clock]:
    """A router whose clock the test moves (the next turn comes after the last answer)."""
    fleet, clock = StaticFleet(), Clock()
    return PolicyRouter(fleet, Policies(), clock=clock), fleet, clock


def conversation(*turns: str) -> dict[str, Any]:
    """A chat whose earlier turns were answered: the shape of a conversation's next request."""
    messages: list[dict[str, str]] = [{"role": "system", "content": SYSTEM}]
    for i, turn in enumerate(turns):
        if i:
            messages.append({"role": "assistant", "content": f"Answer {i}: see section 4.2."})
        messages.append({"role": "user", "content": turn})
    return {"messages": messages, "temperature": 0, "max_tokens": 64}


def test_prompts_sharing_a_prefix_share_its_leading_blocks() -> None:
    first, size = prefix_hashes([("system", SYSTEM), ("user", "How do I prime it?")])
    follow, _ = prefix_hashes([("system", SYSTEM), ("user", "How do I prime it?"),
                               ("assistant", "Like this."), ("user", "And then?")])
    other, _ = prefix_hashes([("system", "Be brief. " + SYSTEM)])
    assert size > len(SYSTEM) and len(first) == size // BLOCK_BYTES
    assert follow[: len(first)] == first  # the conversation so far is the next turn's prefix
    assert not set(other) & set(first)  # chained: one changed character changes every block
    user, _ = prefix_hashes([("user", SYSTEM)])
    assert user[0] != first[0]  # the role is part of the prompt


def test_a_message_keeps_its_bytes_whatever_the_turns_after_it_hold() -> None:
    """Texts in Latin-1 hash as their own bytes, others as UTF-8: a message's bytes depend on
    it alone, so an accented conversation's next turn in another script still matches its
    prefix, and a text is not confused with the UTF-8 of another spelled byte for byte."""
    french = ("system", "Tu réponds en français, d'après le manuel. " * 40)
    first, size = prefix_hashes([french, ("user", "Ça coûte combien ?")])
    follow, _ = prefix_hashes([french, ("user", "Ça coûte combien ?"), ("assistant", "Dix €."),
                               ("user", "日本語でお願いします。")])
    assert size == len(french[0]) + 1 + len(french[1]) + 1 + len("user") + 1 + 19
    assert len(first) >= 3 and follow[: len(first)] == first
    utf8, _ = prefix_hashes([("user", "é €" * 300)])
    mojibake, _ = prefix_hashes([("user", "é €".encode().decode("latin-1") * 300)])
    assert utf8[0] != mojibake[0]


def test_the_tools_offered_are_part_of_the_prefix() -> None:
    weather = {"type": "function", "function": {"name": "weather", "parameters": {}}}
    clock = {"type": "function", "function": {"name": "clock", "parameters": {}}}
    body = conversation("What is the weather in Oslo?")
    plain, with_weather, with_clock = (classify(b) for b in (
        body, {**body, "tools": [weather]}, {**body, "tools": [clock]}))
    assert plain.prefix[0] != with_weather.prefix[0] != with_clock.prefix[0]
    assert classify({**body, "tools": [weather]}).prefix == with_weather.prefix


def test_tool_definitions_and_calls_count_as_prompt_tokens_as_the_engine_counts_them() -> None:
    """Forty tools (~20 kB) that every request of an agent carries: the chat template renders
    them into the prompt, so the engine counts them and its prefix cache holds them. The
    estimate counts them too (within a fifth of the simulated engine's own count), and a new
    question after the same tools finds them cached."""
    tools = [{"type": "function", "function": {
        "name": f"tool_{i}", "description": "Looks something up. " * 20,
        "parameters": {"type": "object", "properties": {"q": {"type": "string"}}}}}
        for i in range(40)]
    call = {"id": "c1", "type": "function",
            "function": {"name": "tool_3", "arguments": json.dumps({"q": "pump " * 200})}}
    body = {**conversation("How do I prime the pump?"), "tools": tools}
    body["messages"] += [{"role": "assistant", "content": None, "tool_calls": [call]},
                         {"role": "tool", "tool_call_id": "c1", "content": "Primed."}]
    first = classify(body)
    engine = len(render_chat(body["messages"], tools=tools).ids)
    assert abs(first.prompt_tokens - engine) < engine / 5
    without = classify({**body, "tools": []})
    assert first.prompt_tokens > without.prompt_tokens + 4000  # the tools are most of it
    no_call = classify({**body, "messages": [*body["messages"][:-2], {"role": "assistant"},
                                             body["messages"][-1]]})
    assert first.prompt_tokens - no_call.prompt_tokens > 250  # and the call (~1 kB of args)
    assert first.prefix != no_call.prefix  # which is part of the conversation's prefix
    index = PrefixIndex()
    index.sent("x", first.prefix)
    fresh = classify({"messages": [{"role": "user", "content": "q" * 4000}], "tools": tools})
    hit = index.cached_tokens("x", fresh.prefix, fresh.prefix_bytes, fresh.prompt_tokens)
    assert 0.6 * fresh.prompt_tokens < hit < 0.9 * fresh.prompt_tokens  # the tools, not "q"s
    again = index.cached_tokens("x", first.prefix, first.prefix_bytes, first.prompt_tokens)
    assert 0.95 * first.prompt_tokens < again < first.prompt_tokens  # all but the last block


def test_the_same_words_about_another_image_are_another_prompt() -> None:
    def ask(image: str) -> dict[str, Any]:
        return {"messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": [
            {"type": "image_url", "image_url": {"url": image}},
            {"type": "text", "text": "What is wrong with the pump in this photo? " * 30}]}]}

    head, tail = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA", "AAAAAElFTkSuQmCC"
    one, two = (f"{head}{body * 50_000}{tail}" for body in ("QUJD", "REVG"))  # ~200 kB each
    first, other, again = classify(ask(one)), classify(ask(two)), classify(ask(one))
    system_blocks = len(SYSTEM) // BLOCK_BYTES
    assert first.prefix[:system_blocks] == other.prefix[:system_blocks]  # the system prompt
    assert first.prefix[-1] != other.prefix[-1] and first.prefix == again.prefix
    text_only = classify({"messages": [{"role": "system", "content": SYSTEM},
                                       {"role": "user", "content":
                                        "What is wrong with the pump in this photo? " * 30}]})
    assert first.prompt_tokens == text_only.prompt_tokens  # its base64 is not counted as text


def test_every_process_names_a_prompt_alike() -> None:
    """Replicas share what they sent, so a prompt's blocks must not depend on the process
    (``hash()`` of a str does: PYTHONHASHSEED)."""
    segments = [("system", SYSTEM), ("user", "Ça coûte combien ? 日本語でお願いします。")]
    code = ("import json, sys; from gateway.routing.prefix import prefix_hashes; "
            "print(json.dumps(prefix_hashes(json.loads(sys.argv[1]))))")
    here = prefix_hashes(segments)
    for seed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", code, json.dumps(segments)], check=True,
                             capture_output=True, text=True, env={**os.environ,
                                                                  "PYTHONHASHSEED": seed})
        hashes, size = json.loads(out.stdout)
        assert (tuple(hashes), size) == here


def test_the_index_matches_a_leading_run_and_forgets_the_least_recent() -> None:
    index = PrefixIndex()
    a, size = prefix_hashes([("system", SYSTEM)])
    assert index.cached_tokens("x", a, size, 1000) == 0
    index.sent("x", a, capacity_tokens=100_000)
    assert index.cached_tokens("x", a, size, 1000) == len(a) * BLOCK_BYTES * 1000 // size
    assert index.cached_tokens("x", a, len(a) * BLOCK_BYTES, 1000) == 999  # never all of it
    longer, longer_bytes = prefix_hashes([("system", SYSTEM), ("user", "q" * 2000)])
    expected = len(a) * BLOCK_BYTES * 2000 // longer_bytes  # matched bytes at its bytes/token
    assert index.cached_tokens("x", longer, longer_bytes, 2000) == expected
    assert index.cached_tokens("y", a, size, 1000) == 0  # another backend saw nothing
    # a pool of 1,000 tokens holds 7 blocks of 512 bytes: the prompt's tail goes first, as in
    # vLLM, and its head still matches
    small = PrefixIndex()
    small.sent("x", a, capacity_tokens=1000)
    assert len(a) > 7
    assert small.cached_tokens("x", a, size, 1000) == 7 * BLOCK_BYTES * 1000 // size
    other, _ = prefix_hashes([("system", "Be brief. " + SYSTEM)])
    small.sent("x", other)  # the next prompt pushes it out
    assert small.cached_tokens("x", a, size, 1000) == 0
    index.forget("x")
    assert index.cached_tokens("x", a, size, 1000) == 0


def test_the_next_turn_goes_where_the_conversation_is_cached() -> None:
    two = make_model(entry("a"), entry("b"))
    r, fleet, clock = router()
    first = r.decide(two, classify(conversation("How do I prime the pump?")), policy=None)
    here = names(first)[0]
    there = "b" if here == "a" else "a"
    assert "cached_tokens" not in first.details["candidates"][0]
    # a minute on, the other backend is idle and this one busier: without the cache the next
    # turn would move
    clock.now += 60
    fleet.states.update({here: BackendState(here, running=3), there: BackendState(there)})
    w = classify(conversation("How do I prime the pump?", "How long does that take?"))
    d = r.decide(two, w, policy=None)
    assert names(d)[0] == here
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands[here]["cached_tokens"] > 0.8 * w.prompt_tokens
    assert "cached_tokens" not in cands[there]
    assert cands[here]["prefill_ms"] < cands[there]["prefill_ms"] / 5
    assert f"{cands[here]['cached_tokens']} cached" in d.reason


def test_a_conversation_leaves_a_backend_far_busier_than_the_rest() -> None:
    two = make_model(entry("a"), entry("b"))
    r, fleet, clock = router()
    here = names(r.decide(two, classify(conversation("How do I prime it?")), policy=None))[0]
    there = "b" if here == "a" else "a"
    busy = 1 + AFFINITY_SPREAD  # beyond the bound: its conversations' next turns would queue
    fleet.states.update({here: BackendState(here, running=busy), there: BackendState(there)})
    clock.now += 60
    d = r.decide(two, classify(conversation("How do I prime it?", "And then?")), policy=None)
    assert names(d)[0] == there
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands[here]["cached_tokens"] > 0  # still credited, just not allowed to pile up


def test_affinity_never_takes_a_request_past_its_tpot_target() -> None:
    two = make_model(entry("a"), entry("b"))
    fleet, clock = StaticFleet(), Clock()
    tight = Policy.model_validate({"exploration": 0.0, "slo": {"tpot_ms": 30}})
    r = PolicyRouter(fleet, Policies({"tight": tight}), clock=clock)
    here = names(r.decide(two, classify(conversation("How do I prime it?")), policy=None))[0]
    there = "b" if here == "a" else "a"
    fleet.states.update({here: BackendState(here, running=2), there: BackendState(there)})
    clock.now += 60
    later = classify(conversation("How do I prime it?", "And then?"))
    d = r.explain(two, later, policy="tight")  # a dry run: nothing placed, nothing indexed
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands[here]["tpot_ms"] > 30 and cands[here]["cached_tokens"] > 0
    assert names(d)[0] == there  # the load-even choice: it decodes in a smaller batch
    assert names(r.explain(two, later, policy=None))[0] == here  # at the default 60 ms target


def test_backends_without_prefix_caching_are_not_credited() -> None:
    two = make_model(entry("a", prefix_caching=False), entry("b", prefix_caching=False))
    r, fleet, clock = router()
    here = names(r.decide(two, classify(conversation("How do I prime it?")), policy=None))[0]
    there = "b" if here == "a" else "a"
    fleet.states.update({here: BackendState(here, running=3), there: BackendState(there)})
    clock.now += 60
    d = r.decide(two, classify(conversation("How do I prime it?", "And then?")), policy=None)
    assert names(d)[0] == there
    assert all("cached_tokens" not in c for c in d.details["candidates"])


def test_an_engine_that_reports_prefix_caching_off_is_not_credited() -> None:
    """The fleet file says nothing (on by default), but vLLM's cache_config_info says off."""
    two = make_model(entry("a"), entry("b"))
    r, fleet, clock = router()
    off = {n: BackendState(n, prefix_caching=False) for n in ("a", "b")}
    fleet.states.update(off)
    here = names(r.decide(two, classify(conversation("How do I prime it?")), policy=None))[0]
    there = "b" if here == "a" else "a"
    fleet.states.update({here: BackendState(here, running=3, prefix_caching=False)})
    clock.now += 60
    later = classify(conversation("How do I prime it?", "And then?"))
    d = r.decide(two, later, policy=None)
    assert names(d)[0] == there
    assert all("cached_tokens" not in c for c in d.details["candidates"])


def test_an_engine_restart_empties_what_the_index_holds_for_it() -> None:
    """A restart between two scrapes (its counters went down) that the breaker never saw."""
    two = make_model(entry("a"), entry("b"))
    r, fleet, clock = router()
    here = names(r.decide(two, classify(conversation("How do I prime it?")), policy=None))[0]
    clock.now += 60
    later = classify(conversation("How do I prime it?", "And then?"))
    cands = {c["backend"]: c for c in r.explain(two, later, policy=None).details["candidates"]}
    assert cands[here]["cached_tokens"] > 0
    fleet.states[here] = BackendState(here, restarts=1)
    cands = {c["backend"]: c for c in r.explain(two, later, policy=None).details["candidates"]}
    assert "cached_tokens" not in cands[here]
    assert names(r.decide(two, later, policy=None))  # indexed again from here on
    cands = {c["backend"]: c for c in r.explain(two, later, policy=None).details["candidates"]}
    assert any(c.get("cached_tokens", 0) > 0 for c in cands.values())


def test_a_retry_on_a_fallback_indexes_the_prompt_where_it_was_served() -> None:
    two = make_model(entry("a"), entry("b"))
    r, fleet, clock = router()
    first = classify(conversation("How do I prime it?"))
    d = r.decide(two, first, policy=None)
    placed, fallback = d.backends
    r.retried(fallback, first)  # the placed backend failed; the fallback served the prompt
    fleet.states.update({placed.name: BackendState(placed.name, running=3),
                         fallback.name: BackendState(fallback.name, running=3)})
    clock.now += 60
    later = classify(conversation("How do I prime it?", "And then?"))
    cands = {c["backend"]: c for c in r.explain(two, later, policy=None).details["candidates"]}
    assert cands[fallback.name]["cached_tokens"] > 0.8 * later.prompt_tokens


def test_a_backend_that_went_down_has_nothing_cached_when_it_returns() -> None:
    two = make_model(entry("a"), entry("b"))
    r, fleet, clock = router()
    here = names(r.decide(two, classify(conversation("How do I prime it?")), policy=None))[0]
    fleet.states[here] = BackendState(here, healthy=False)
    r.decide(two, classify(conversation("Unrelated.")), policy=None)
    clock.now += 60
    fleet.states[here] = BackendState(here)
    d = r.decide(two, classify(conversation("How do I prime it?", "And then?")), policy=None)
    assert "cached_tokens" not in {c["backend"]: c for c in d.details["candidates"]}[here]


def test_scrapes_report_the_kv_pool() -> None:
    vllm = parse_vllm(
        "# TYPE vllm:cache_config_info gauge\n"
        'vllm:cache_config_info{block_size="16",enable_prefix_caching="True",engine="0",'
        'num_gpu_blocks="2048"} 1.0\n'
        "vllm:num_requests_running 2.0\n")
    assert vllm.kv_capacity_tokens == 32_768 and vllm.running == 2
    assert vllm.prefix_caching is True
    off = parse_vllm('vllm:cache_config_info{block_size="16",enable_prefix_caching="False",'
                     'num_gpu_blocks="2048"} 1.0\n')
    assert off.prefix_caching is False and off.kv_capacity_tokens == 32_768
    assert parse_vllm("vllm:num_requests_running 1.0\n").prefix_caching is None
    tgi = parse_tgi("# TYPE tgi_batch_max_total_tokens gauge\ntgi_batch_max_total_tokens 50000\n")
    assert tgi.kv_capacity_tokens == 50_000 and tgi.prefix_caching is None
    assert parse_vllm("vllm:num_requests_running 1.0\n").kv_capacity_tokens == 0
