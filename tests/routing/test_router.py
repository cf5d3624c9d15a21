"""The break-even router on hand-built fleet snapshots: one test per decision rule."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest

from gateway.backends.hosted import TokenPrice
from gateway.config.fleet import Backend, Model, SpecMethod, parse_fleet
from gateway.routing.classify import Workload, classify
from gateway.routing.decision import Decision, Outcome, Router
from gateway.routing.estimate import acceptance_prior
from gateway.routing.policy import Policy
from gateway.routing.router import PolicyRouter
from gateway.routing.snapshot import BackendState, ClassStats, FleetSnapshot

CODE = "def area(r):\n    return 3.14 * r * r\n\n" * 25
EDIT = {"messages": [{"role": "user", "content":
                      f"Fix the bug in this function:\n```python\n{CODE}```"}], "temperature": 0}
POEM = {"messages": [{"role": "user", "content": "Write a long poem about the sea."}]}


def entry(name: str, engine: str = "vllm", method: str = "none", **extra: Any) -> dict[str, Any]:
    e: dict[str, Any] = {"name": name, "engine": engine, "base_url": "http://127.0.0.1:9",
                         "served_model": "m", "gpu_type": "A10G", **extra}
    if method != "none":
        e["speculation"] = {"method": method, "num_speculative_tokens": 3}
        if method == "draft_model":
            e["speculation"]["draft_model"] = "small"
    return e


def make_model(*entries: dict[str, Any], context_length: int = 8192) -> Model:
    fleet = parse_fleet({"models": [{"name": "m", "context_length": context_length,
                                     "backends": list(entries)}]})
    return fleet.models[0]


MIXED = make_model(entry("ngram", "vllm", "ngram"), entry("draft", "vllm", "draft_model"),
                   entry("heads", "tgi", "draft_heads"), entry("plain"))


@dataclass
class StaticFleet:
    """A FleetStats over a fixed snapshot that records what the router reports."""

    states: dict[str, BackendState] = field(default_factory=dict)
    calls: list[tuple[str, str]] = field(default_factory=list)

    def snapshot(self) -> FleetSnapshot:
        return FleetSnapshot(backends=dict(self.states), taken_at=time.time())

    def observe(self, name: str, workload: Workload, outcome: Outcome) -> None:
        self.calls.append(("observe", name))

    def failure(self, name: str, why: str = "") -> None:
        self.calls.append(("failure", name))

    def success(self, name: str) -> None:
        self.calls.append(("success", name))

    def started(self, name: str) -> None:
        self.calls.append(("started", name))

    def finished(self, name: str) -> None:
        self.calls.append(("finished", name))

    def in_flight_elsewhere(self, name: str, delta: int) -> None:
        self.calls.append(("elsewhere", name))


@dataclass
class Policies:
    by_name: dict[str, Policy] = field(default_factory=dict)

    def get(self, name: str | None) -> tuple[str, Policy]:
        key = name if name in self.by_name else "balanced"
        return key, self.by_name.get(key, Policy(exploration=0.0))


def router(states: dict[str, BackendState] | None = None, *, seed: int = 0,
           prices: dict[str, TokenPrice] | None = None, **policies: Policy) -> PolicyRouter:
    return PolicyRouter(StaticFleet(states or {}), Policies(dict(policies)), prices=prices,
                        rng=random.Random(seed))


def names(d: Decision) -> list[str]:
    return [b.name for b in d.backends]


def quiet(**kw: Any) -> Policy:
    """A policy that explores only when told to."""
    return Policy.model_validate({"exploration": 0.0, **kw})


def test_router_satisfies_the_protocol() -> None:
    r: Router = router()
    assert isinstance(r.decide(MIXED, classify(EDIT), policy=None), Decision)


@pytest.mark.parametrize("objective", ["balanced", "cost", "latency"])
def test_grounded_code_edit_goes_to_ngram(objective: str) -> None:
    w = classify(EDIT)
    assert w.label.startswith("code/grounded")
    d = router(p=quiet(objective=objective)).decide(MIXED, w, policy="p")
    assert names(d)[0] == "ngram"
    assert sorted(names(d)) == ["draft", "heads", "ngram", "plain"]  # the rest are fallbacks
    assert d.reason.split(":")[0] in {"best latency/cost balance", "cheapest within SLO",
                                      "fastest"}
    assert "ngram tpot " in d.reason and " vs " in d.reason
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert set(cands) == {"ngram", "draft", "heads", "plain"}
    assert cands["ngram"]["tpot_ms"] < cands["plain"]["tpot_ms"]
    assert cands["ngram"]["gpu_cost_micros"] < cands["plain"]["gpu_cost_micros"]
    assert d.details["chosen"] == "ngram" and d.details["class"] == w.label


def test_hot_open_chat_avoids_speculation_and_keeps_it_as_last_resort() -> None:
    w = classify({**POEM, "temperature": 1.3})
    assert w.label.startswith("chat/open") and not w.spec_friendly
    d = router().decide(MIXED, w, policy=None)
    assert names(d)[0] == "plain"
    assert set(names(d)[1:]) == {"ngram", "draft", "heads"}  # correct, just slower: fallbacks
    assert "temperature 1.3 wastes drafts" in d.reason
    dropped = {c["backend"]: c.get("dropped") for c in d.details["candidates"]}
    assert dropped["ngram"].startswith("sampling: ") and dropped["plain"] is None


def test_open_chat_at_default_temperature_prefers_a_draft_model_to_ngram() -> None:
    d = router().decide(MIXED, classify(POEM), policy=None)
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands["draft"]["tpot_ms"] < cands["ngram"]["tpot_ms"]  # n-gram finds nothing to copy
    assert names(d)[0] in {"draft", "heads"}


@pytest.mark.parametrize(("extra", "dropped"), [
    ({"frequency_penalty": 0.5}, {"ngram", "draft"}),  # vLLM only: TGI drafts with penalties
    ({"logprobs": True, "top_logprobs": 2}, {"ngram", "draft"}),
    ({"n": 3}, {"ngram", "draft", "heads"}),
])
def test_sampling_settings_drop_speculative_backends(extra: dict[str, Any],
                                                     dropped: set[str]) -> None:
    d = router().decide(MIXED, classify({**EDIT, **extra}), policy=None)
    gone = {c["backend"] for c in d.details["candidates"] if "dropped" in c}
    assert gone == dropped
    assert names(d)[0] not in dropped


@pytest.mark.parametrize("body", [
    {"prompt": ["Say hi", "Say bye"]},  # a batch
    {"prompt": [9906, 1917, 0]},  # token ids
    {"prompt": [[9906, 1917], [15339]]},
    {"prompt": "Say hi", "best_of": 2},
])
def test_tgi_gets_no_request_it_cannot_serve(body: dict[str, Any]) -> None:
    """TGI takes one text prompt and returns one choice: batches, token ids and n > 1 go to
    vLLM, even under a baseline; with TGI alone the filter gives way and TGI answers 400."""
    w = classify(body)
    for objective in ("balanced", "round-robin"):
        d = router(p=quiet(objective=objective)).decide(MIXED, w, policy="p")
        assert "heads" not in names(d)
        assert any(c.get("dropped", "").startswith("serves: TGI")
                   for c in d.details["candidates"] if c["backend"] == "heads")
    only_tgi = make_model(entry("heads", "tgi", "draft_heads"))
    d = router().decide(only_tgi, w, policy=None)
    assert names(d) == ["heads"] and d.details["relaxed"][0] == "serves"


def test_a_token_id_prompt_counts_its_ids_as_prompt_tokens() -> None:
    assert classify({"prompt": list(range(3000))}).prompt_tokens == 3000
    assert classify({"prompt": [[1, 2], [3]]}).prompt_tokens == 3
    assert classify({"prompt": ["Say hi"]}).single_text


def test_unhealthy_backends_get_nothing_unless_all_are_down() -> None:
    down = {"ngram": BackendState("ngram", healthy=False)}
    d = router(down).decide(MIXED, classify(EDIT), policy=None)
    assert "ngram" not in names(d)
    assert "ngram (unhealthy)" in d.reason
    all_down = {n: BackendState(n, healthy=False) for n in ("ngram", "draft", "heads", "plain")}
    d = router(all_down).decide(MIXED, classify(EDIT), policy=None)
    assert names(d)[0] == "ngram" and len(d.backends) == 4
    assert d.details["relaxed"] == ["healthy"]


def test_context_must_fit_prompt_plus_expected_output() -> None:
    small = make_model(entry("ngram", "vllm", "ngram"), entry("plain"), context_length=256)
    w = classify(EDIT)
    assert w.prompt_tokens + w.expected_output_tokens > 256
    d = router().decide(small, w, policy=None)
    assert d.details["relaxed"] == ["context"]  # nothing fits: let the backend say so
    big = make_model(entry("ngram", "vllm", "ngram"), entry("plain"), context_length=100_000)
    assert router().decide(big, w, policy=None).details["relaxed"] == []


def test_allowed_backends_by_kind() -> None:
    d = router(p=quiet(allowed_backends=["plain", "tgi-draft"])).decide(
        MIXED, classify(EDIT), policy="p")
    assert names(d) == ["heads", "plain"]
    assert all(c.get("dropped", "").startswith("allowed:")
               for c in d.details["candidates"] if c["backend"] in {"ngram", "draft"})


def test_a_busy_speculative_backend_loses_to_an_idle_plain_one() -> None:
    model = make_model(entry("ngram", "vllm", "ngram", max_num_seqs=32), entry("plain"))
    idle = router().decide(model, classify(EDIT), policy=None)
    assert names(idle)[0] == "ngram"
    busy = {"ngram": BackendState("ngram", running=32, waiting=24)}
    d = router(busy).decide(model, classify(EDIT), policy=None)
    assert names(d)[0] == "plain"
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands["ngram"]["ttft_ms"] > cands["plain"]["ttft_ms"]  # queued behind 25 requests
    assert cands["ngram"]["load"] == 56


def test_learned_acceptance_replaces_the_prior_once_it_has_weight() -> None:
    model = make_model(entry("ngram", "vllm", "ngram"), entry("plain"))
    w = classify(EDIT)
    rejected = ClassStats(ttft_s=0.05, tpot_s=0.2, alpha=0.0, weight=2.0, alpha_weight=2.0)
    light = {"ngram": BackendState("ngram", classes={"code/grounded": rejected})}
    assert names(router(light).decide(model, w, policy=None))[0] == "ngram"  # 2 < min_weight 3
    heavy = {"ngram": BackendState("ngram", classes={
        "code/grounded": ClassStats(ttft_s=0.05, tpot_s=0.2, alpha=0.0, weight=8.0,
                                     alpha_weight=8.0)})}
    d = router(heavy).decide(model, w, policy=None)
    assert names(d)[0] == "plain"  # drafts that never accept only cost verification
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands["ngram"]["source"] == "learned" and cands["ngram"]["alpha"] == 0.0
    assert cands["ngram"]["tpot_ms"] >= cands["plain"]["tpot_ms"]
    assert cands["plain"]["source"] == "prior"


def test_a_class_without_acceptance_of_its_own_takes_its_prior_moved_by_the_counters() -> None:
    model = make_model(entry("heads", "tgi", "draft_heads"), entry("plain"))
    w = classify(EDIT)
    prior = acceptance_prior(SpecMethod.draft_heads, w)[0]

    def heads(state: BackendState) -> dict[str, Any]:
        d = router({"heads": state}).decide(model, w, policy=None)
        return next(c for c in d.details["candidates"] if c["backend"] == "heads")

    assert heads(BackendState("heads"))["alpha"] == pytest.approx(prior, abs=1e-3)
    moved = heads(BackendState("heads", alpha_offset=0.15))
    assert moved["alpha"] == pytest.approx(prior + 0.15, abs=1e-3) and moved["source"] == "prior"
    assert heads(BackendState("heads", alpha_offset=0.5))["alpha"] == 0.95  # bounded
    # measured TPOT and TTFT but no acceptance (TGI's timing headers): still prior + offset
    timed = ClassStats(ttft_s=0.05, tpot_s=0.02, alpha=0.9, weight=8.0, alpha_weight=0.0)
    got = heads(BackendState("heads", alpha_offset=0.15, classes={"code/grounded": timed}))
    assert got["alpha"] == pytest.approx(prior + 0.15, abs=1e-3)
    # a class that measured its own acceptance keeps it, whatever the backend-wide offset
    own = ClassStats(ttft_s=0.05, tpot_s=0.02, alpha=0.4, weight=8.0, alpha_weight=8.0)
    got = heads(BackendState("heads", alpha_offset=0.15, classes={"code/grounded": own}))
    assert got["alpha"] == pytest.approx(0.4, abs=1e-3) and got["source"] == "learned"


def test_a_short_answer_is_ranked_by_the_models_tpot_not_its_classs_stalled_measurements() -> None:
    """What a class measured carries the stalls of the long prompts its requests arrive among;
    for a short answer after a long prompt the router keeps to the model, so a backend is not
    ranked by whether it happened to be measured."""
    model = make_model(entry("ngram", "vllm", "ngram"), entry("draft", "vllm", "draft_model"))
    stalled = ClassStats(tpot_s=0.2, alpha=0.8, weight=50.0, alpha_weight=50.0, age_s=1.0)
    states = {"ngram": BackendState("ngram", classes={"code/grounded": stalled})}
    short, long = classify({**EDIT, "max_tokens": 16}), classify(EDIT)
    assert (short.shape, long.shape) == ("prefill-heavy", "decode-heavy")

    def tpot_ms(w: Workload, s: dict[str, BackendState]) -> dict[str, float]:
        d = router(s, p=quiet(objective="latency")).decide(model, w, policy="p")
        return {c["backend"]: c["tpot_ms"] for c in d.details["candidates"]}

    prior = {"ngram": BackendState("ngram", classes={  # the same α, no TPOT
        "code/grounded": ClassStats(alpha=0.8, weight=50.0, alpha_weight=50.0, age_s=1.0)})}
    assert tpot_ms(short, states)["ngram"] == pytest.approx(tpot_ms(short, prior)["ngram"])
    assert tpot_ms(long, states)["ngram"] > 2 * tpot_ms(long, prior)["ngram"]  # corrected


def test_cost_objective_takes_the_cheapest_meeting_the_slo() -> None:
    w = classify(EDIT)
    d = router(p=quiet(objective="cost", slo={"ttft_ms": 5000, "tpot_ms": 40})).decide(
        MIXED, w, policy="p")
    cands = {c["backend"]: c for c in d.details["candidates"]}
    cheapest = min(cands.values(), key=lambda c: c["gpu_cost_micros"])
    assert names(d)[0] == cheapest["backend"]
    assert d.reason.startswith("cheapest within SLO: ")
    tight = router(p=quiet(objective="cost", slo={"ttft_ms": 1, "tpot_ms": 1})).decide(
        MIXED, w, policy="p")
    assert tight.reason.startswith("no backend meets SLO; closest")
    # every one would wait many TTFT targets: the shortest wait misses fewest (slo.ttft_ceiling)
    quickest = min(tight.details["candidates"], key=lambda c: c["ttft_ms"])
    assert names(tight)[0] == quickest["backend"]


def test_latency_objective_respects_the_cost_cap() -> None:
    w = classify(EDIT)
    free = router(p=quiet(objective="latency")).decide(MIXED, w, policy="p")
    cands = {c["backend"]: c for c in free.details["candidates"]}
    assert names(free)[0] == min(cands.values(), key=lambda c: c["latency_ms"])["backend"]
    assert free.reason.startswith("fastest: ")
    # a slow but cheap GPU against a fast dear one; the cap sits between their prices
    model = make_model(entry("draft", "vllm", "draft_model"),
                       entry("cheap-plain", gpu_price_per_hour="0.2"))
    tokens = w.prompt_tokens + w.expected_output_tokens
    est = router(p=quiet(objective="latency")).decide(model, w, policy="p").details
    per_mtok = {c["backend"]: c["gpu_cost_micros"] / tokens for c in est["candidates"]}
    assert per_mtok["cheap-plain"] < per_mtok["draft"]
    cap = (per_mtok["cheap-plain"] + per_mtok["draft"]) / 2
    d = router(p=quiet(objective="latency", cost_cap_usd_per_mtok=cap)).decide(
        model, w, policy="p")
    assert names(d) == ["cheap-plain", "draft"]
    assert d.reason.startswith("fastest within cost cap: cheap-plain")
    d = router(p=quiet(objective="latency", cost_cap_usd_per_mtok=0.01)).decide(
        model, w, policy="p")
    assert d.reason.startswith("none within cost cap; cheapest: cheap-plain")


def test_exploration_is_seeded_and_targets_stale_runners_up() -> None:
    w = classify(EDIT)
    fresh = ClassStats(ttft_s=0.04, tpot_s=0.01, weight=50.0, age_s=1.0)
    states = {n: BackendState(n, classes={"code/grounded": fresh})
              for n in ("ngram", "draft", "plain")}
    states["heads"] = BackendState("heads")  # never observed: stale
    always = quiet(exploration=1.0)
    d = router(states, p=always).decide(MIXED, w, policy="p")
    assert names(d)[0] == "heads" and d.details["explored"] is True
    assert d.reason.startswith("exploring heads (stale estimate")
    states["heads"] = BackendState("heads", classes={"code/grounded": fresh})
    d = router(states, p=always).decide(MIXED, w, policy="p")
    assert d.details["explored"] is False  # nothing stale: the best wins
    states["heads"] = BackendState("heads", classes={
        "code/grounded": ClassStats(tpot_s=0.03, weight=50.0, age_s=3600.0)})
    assert names(router(states, p=always).decide(MIXED, w, policy="p"))[0] == "heads"

    def run(seed: int) -> list[bool]:
        r = router(p=quiet(exploration=0.3), seed=seed)
        return [r.decide(MIXED, w, policy="p").details["explored"] for _ in range(40)]

    assert run(7) == run(7)
    assert 0 < sum(run(7)) < 40
    never = router(p=quiet(exploration=0.0))
    assert not any(never.decide(MIXED, w, policy="p").details["explored"] for _ in range(20))


HOSTED = entry("api", "litellm", served_model="openai/gpt-4o-mini",
               base_url="http://127.0.0.1:9/v1")
CHEAP = {"api": TokenPrice(Decimal("0.15"), Decimal("0.6"))}  # micro-dollars per token


def test_hosted_overflow_only_when_the_fleet_misses_the_slo() -> None:
    model = make_model(entry("ngram", "vllm", "ngram", max_num_seqs=8), entry("plain",
                       max_num_seqs=8), HOSTED)
    w = classify(EDIT)
    calm = router(prices=CHEAP).decide(model, w, policy=None)
    assert names(calm)[-1] == "api" and names(calm)[0] == "ngram"
    assert "api (" in calm.reason and "meets SLO" in calm.reason
    swamped = {n: BackendState(n, running=8, waiting=40) for n in ("ngram", "plain")}
    d = router(swamped, prices=CHEAP).decide(model, w, policy=None)
    assert names(d)[0] == "api"
    assert d.reason.startswith("overflow to hosted")
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands["api"]["gpu_cost_micros"] == CHEAP["api"].cost_micros(
        w.prompt_tokens, w.expected_output_tokens)


def test_hosted_compete_wins_when_cheaper_and_never_means_never() -> None:
    model = make_model(entry("plain"), HOSTED)
    w = classify(EDIT)
    d = router(prices=CHEAP, p=quiet(objective="cost", hosted="compete")).decide(
        model, w, policy="p")
    assert names(d)[0] == "api"  # $0.15/$0.6 per 1M beats a whole A10G at batch 1
    dear = {"api": TokenPrice(Decimal("30"), Decimal("60"))}
    d = router(prices=dear, p=quiet(objective="cost", hosted="compete")).decide(
        model, w, policy="p")
    assert names(d)[0] == "plain"
    d = router(prices=CHEAP, p=quiet(hosted="never")).decide(model, w, policy="p")
    assert names(d) == ["plain"]


def test_the_policys_restrictions_hold_when_what_they_allow_is_down() -> None:
    """``hosted: never`` and ``allowed_backends`` are the operator's rules (which GPUs, whether a
    third party may see the prompt): with the allowed backends down the request still goes to
    them (the health filter gives way: a down backend answers 503) and never elsewhere; a policy
    that allows nothing the model has gets no backend at all."""
    down = {"plain": BackendState("plain", healthy=False)}
    model = make_model(entry("plain"), HOSTED)
    for objective in ("balanced", "round-robin"):
        d = router(down, prices=CHEAP, p=quiet(hosted="never", objective=objective)).decide(
            model, classify(EDIT), policy="p")
        assert names(d) == ["plain"] and d.details["relaxed"] == ["healthy"]
    only_plain = router(down, p=quiet(allowed_backends=["plain"])).decide(
        MIXED, classify(EDIT), policy="p")
    assert names(only_plain) == ["plain"]
    nothing = router(p=quiet(allowed_backends=["nope"])).decide(MIXED, classify(EDIT),
                                                               policy="p")
    assert nothing.backends == () and nothing.reason.startswith("no backend this policy allows")
    assert "plain (allowed: not allowed by policy)" in nothing.reason
    d = router(down, p=quiet(allowed_backends=["plain", "ngram"])).decide(
        MIXED, classify(EDIT), policy="p")
    assert names(d) == ["ngram"]
    all_down = {n: BackendState(n, healthy=False) for n in ("plain", "ngram")}
    d = router(all_down, p=quiet(allowed_backends=["plain", "ngram"])).decide(
        MIXED, classify(EDIT), policy="p")
    assert sorted(names(d)) == ["ngram", "plain"] and d.details["relaxed"] == ["healthy"]


def test_round_robin_baseline_rotates_and_ignores_speculation() -> None:
    r = router(rr=quiet(objective="round-robin"))
    hot = classify({**POEM, "temperature": 1.5})
    firsts = [names(r.decide(MIXED, hot, policy="rr"))[0] for _ in range(8)]
    assert firsts == ["ngram", "draft", "heads", "plain"] * 2
    assert r.decide(MIXED, hot, policy="rr").reason.startswith("round-robin: ")


def test_least_loaded_baseline_counts_running_waiting_and_in_flight() -> None:
    states = {"ngram": BackendState("ngram", running=5), "draft": BackendState("draft", waiting=3),
              "heads": BackendState("heads", in_flight=4), "plain": BackendState("plain",
                                                                                  running=2)}
    d = router(states, ll=quiet(objective="least-loaded")).decide(
        MIXED, classify(EDIT), policy="ll")
    assert names(d) == ["plain", "draft", "heads", "ngram"]
    assert d.reason.startswith("least loaded: plain 2 busy vs draft 3 busy")


def test_reason_is_short_ascii_with_many_backends() -> None:
    model = make_model(*[entry(f"backend-with-a-long-name-{i:02d}", "vllm",
                               "ngram" if i % 2 else "none") for i in range(12)])
    d = router().decide(model, classify({**POEM, "temperature": 1.4}), policy=None)
    assert len(d.reason) <= 200 and d.reason.isascii()
    assert len(d.details["candidates"]) == 12


def test_outcomes_failures_and_successes_reach_the_fleet_state() -> None:
    fleet = StaticFleet()
    r = PolicyRouter(fleet, Policies())
    b: Backend = MIXED.backends[0]
    w = classify(EDIT)
    r.observe(b, w, Outcome(ttft_s=0.1, tpot_s=0.01, completion_tokens=9, signals={}))
    r.failed(b)
    r.succeeded(b)
    assert fleet.calls == [("observe", "ngram"), ("failure", "ngram"), ("success", "ngram")]


def test_unknown_policy_name_is_recorded() -> None:
    d = router().decide(MIXED, classify(EDIT), policy="gold")
    assert d.details["policy"] == "balanced" and d.details["requested_policy"] == "gold"



def test_over_a_real_fleet_state_outcomes_and_failures_change_decisions() -> None:
    from gateway.routing.stats import FleetState

    model = make_model(entry("ngram", "vllm", "ngram"), entry("plain"))
    state = FleetState(model.backends)  # in-process, never started: no scrapes
    r = PolicyRouter(state, Policies(), rng=random.Random(0))
    w = classify(EDIT)
    assert names(r.decide(model, w, policy=None))[0] == "ngram"
    slow = Outcome(ttft_s=0.05, tpot_s=0.2, completion_tokens=100, signals={})
    for _ in range(4):  # learned: n-gram is slow on this class after all
        r.observe(model.backends[0], w, slow)
    d = r.decide(model, w, policy=None)
    assert names(d)[0] == "plain"
    assert d.details["candidates"][-1]["source"] == "learned"
    for _ in range(3):  # default breaker threshold
        r.failed(model.backends[1])
    d = r.decide(model, w, policy=None)
    assert names(d) == ["ngram"] and "plain (unhealthy)" in d.reason

# -- end to end: the real gateway over simulated vLLM (n-gram, plain) and TGI (heads) ----------


@pytest.fixture(scope="module")
def plain_backend() -> Iterator[str]:
    from gateway.sim.harness import running_backend
    from tests.conftest import backend_entry

    spec = parse_fleet({"models": [{"name": "m", "backends": [
        backend_entry("vllm-plain", "vllm", "http://127.0.0.1:1")]}]})
    with running_backend(spec.backends[0], time_scale=50.0) as url:
        yield url


def test_gateway_routes_by_workload_and_explains_why(
    tmp_path: Path, sim_backends: dict[str, str],
    plain_backend: str,
) -> None:
    from tests.conftest import MODEL, backend_entry, running_gateway

    policies = tmp_path / "policies"
    policies.mkdir()
    (policies / "balanced.yaml").write_text("objective: balanced\nexploration: 0\n")
    fleet = {"models": [{"name": MODEL, "context_length": 8192, "backends": [
        backend_entry("vllm-a", "vllm", sim_backends["vllm-a"], "ngram"),
        backend_entry("tgi-a", "tgi", sim_backends["tgi-a"], "draft_heads"),
        backend_entry("vllm-plain", "vllm", plain_backend),
    ]}]}
    with running_gateway(fleet, database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                         redis_url=None, policies_dir=policies) as gw:  # no exploration
        key = str(gw.new_key(gw.new_tenant())["key"])
        with gw.client(key) as c:
            edit = c.post("/v1/chat/completions", json={
                "model": MODEL, "max_tokens": 24, **EDIT})
            assert edit.status_code == 200, edit.text
            assert edit.headers["x-specgate-backend"] == "vllm-a"
            assert edit.headers["x-specgate-workload"].startswith("code/grounded/")
            assert "vllm-a tpot " in edit.headers["x-specgate-reason"]

            with c.stream("POST", "/v1/chat/completions", json={
                    "model": MODEL, "max_tokens": 24, "stream": True, "temperature": 1.3,
                    **POEM}) as chat:
                assert chat.status_code == 200
                body = "".join(chat.iter_text())
                headers = chat.headers
            assert "[DONE]" in body
            assert headers["x-specgate-backend"] == "vllm-plain", headers["x-specgate-reason"]
            assert headers["x-specgate-workload"].startswith("chat/open/")
            reason = headers["x-specgate-reason"]
            assert "vllm-a, tgi-a (temperature 1.3 wastes drafts)" in reason
            assert reason.isascii() and len(reason) <= 200
        # Each request leaves the router's account of what decodes where when it is recorded.
        account = gw.app.state.gw.router._neighbours
        deadline = time.monotonic() + 10
        while account.tracked("vllm-plain") and time.monotonic() < deadline:
            time.sleep(0.01)
        assert account.tracked("vllm-a") == account.tracked("vllm-plain") == 0


def test_prefill_backlog_delays_ttft_and_stretches_tpot_until_it_drains() -> None:
    from gateway.routing.backlog import WINDOW_S, PrefillBacklog

    now = [100.0]
    backlog = PrefillBacklog(lambda: now[0])
    model = make_model(entry("plain"))
    w = classify(EDIT)
    out = w.expected_output_tokens
    base = router()._estimate(model.backends[0], FleetSnapshot({}, 0.0), w, Policies().get(None)[1])
    assert backlog.adjust(base, out, now[0]) == base  # nothing sent yet
    for _ in range(6):
        backlog.sent("plain", 1.5, now[0])  # 9 s of prefill queued at once
    loaded = backlog.adjust(base, out, now[0])
    assert loaded.ttft_s == pytest.approx(base.ttft_s + 9.0)
    assert loaded.tpot_s == pytest.approx(base.tpot_s / (1 - 9.0 / WINDOW_S))
    now[0] += WINDOW_S + 1  # drained, and out of the stall window
    assert backlog.adjust(base, out, now[0]) == base


def test_spread_keeps_load_even_then_the_objective_decides() -> None:
    w = classify(EDIT)  # grounded code: n-gram is the fastest and cheapest when all are idle
    states = {"ngram": BackendState("ngram", in_flight=1)}
    for objective in ("balanced", "cost", "latency"):
        d = router(states, p=quiet(objective=objective)).decide(MIXED, w, policy="p")
        assert names(d)[0] in {"draft", "heads"}  # the fastest of the idle ones, not plain
        assert names(d)[-1] == "ngram"  # busier than the least loaded: a fallback only
        assert d.reason.split(":")[0].endswith("of the least loaded")
    d = router(states, p=quiet(objective="latency", spread=1)).decide(MIXED, w, policy="p")
    assert names(d)[0] == "ngram"  # one request beside it is allowed now
    many = {"ngram": BackendState("ngram", running=3), "draft": BackendState("draft", running=2),
            "heads": BackendState("heads", running=4), "plain": BackendState("plain", running=2)}
    d = router(many, p=quiet(objective="latency")).decide(MIXED, w, policy="p")
    assert names(d)[:2] == ["draft", "plain"]  # the least loaded, fastest first
    assert names(d)[2:] == ["ngram", "heads"]  # then the busier, by the objective


def test_exploration_never_sends_a_request_to_a_busier_backend() -> None:
    w = classify(EDIT)
    fresh = ClassStats(ttft_s=0.04, tpot_s=0.01, weight=50.0, age_s=1.0)
    states = {n: BackendState(n, classes={"code/grounded": fresh}) for n in ("ngram", "draft")}
    states["plain"] = BackendState("plain", classes={"code/grounded": fresh})
    states["heads"] = BackendState("heads", running=2)  # stale, but busier
    d = router(states, p=quiet(exploration=1.0)).decide(MIXED, w, policy="p")
    assert d.details["explored"] is False and names(d)[-1] == "heads"
    d = router(states, p=quiet(exploration=1.0, spread=2)).decide(MIXED, w, policy="p")
    assert d.details["explored"] is True and names(d)[0] == "heads"


def test_a_request_past_the_queue_limit_is_refused_at_once_and_not_metered(
        tmp_path: Path) -> None:
    """A real-speed backend prefilling a long prompt: the next long prompt under a policy with
    ``max_queue_ms`` gets 503 ``overloaded`` with Retry-After at once, and no usage event."""
    import threading

    from prometheus_client.parser import text_string_to_metric_families

    from gateway.sim.harness import running_backend
    from tests.conftest import backend_entry, running_gateway
    from tests.metering.helpers import wait_events

    spec = parse_fleet({"models": [{"name": "m", "backends": [
        backend_entry("slow", "vllm", "http://127.0.0.1:1")]}]}).backends[0]
    policies = tmp_path / "policies"
    policies.mkdir()
    (policies / "balanced.yaml").write_text("objective: balanced\nexploration: 0\n")
    (policies / "shed.yaml").write_text("objective: balanced\nexploration: 0\n"
                                        "max_queue_ms: 300\n")
    long_ask = {"model": "m", "max_tokens": 4, "messages": [
        {"role": "user", "content": "Summarise this code:\n" + CODE * 6}]}
    with running_backend(spec, time_scale=1.0) as slow, running_gateway(
            {"models": [{"name": "m", "backends": [backend_entry("slow", "vllm", slow.url)]}]},
            database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db", redis_url=None,
            policies_dir=policies, measured_time_scale=1.0) as gw:
        tenant = gw.new_tenant()
        key = str(gw.new_key(tenant, policy="shed")["key"])
        router = gw.app.state.gw.router

        def shed_count() -> float:
            text = httpx.get(f"{gw.url}/metrics").text
            return sum(s.value for f in text_string_to_metric_families(text) for s in f.samples
                       if s.name == "specgate_requests_total"
                       and (s.labels["status"], s.labels["code"]) == ("503", "overloaded"))

        shed_before = shed_count()
        first: list[httpx.Response] = []
        with gw.client(key) as c:
            t = threading.Thread(target=lambda: first.append(
                c.post("/v1/chat/completions", json=long_ask, timeout=60)))
            t.start()
            deadline = time.monotonic() + 10
            while not router._open:  # the first is placed: its prefill is in the queue
                assert time.monotonic() < deadline
                time.sleep(0.005)
            second = c.post("/v1/chat/completions", json=long_ask)
            t.join()
        assert first[0].status_code == 200, first[0].text
        assert second.status_code == 503, second.text
        err = second.json()["error"]
        assert err["code"] == "overloaded" and err["type"] == "api_error"
        assert int(second.headers["retry-after"]) >= 1
        assert second.headers["x-specgate-reason"].startswith("shed: every backend's queue")
        assert "x-specgate-backend" not in second.headers
        items, _ = wait_events(gw, tenant, 1)  # the first only: the refused one never ran
        assert items[0]["id"] == first[0].json()["id"]
        assert shed_count() == shed_before + 1  # the process's registry: before and after


def test_a_batch_prompt_is_served_by_vllm_whichever_policy_routes_it(
    tmp_path: Path, sim_backends: dict[str, str], plain_backend: str,
) -> None:
    """A valid batch prompt never lands on TGI, which cannot serve it (it answered 400 when
    the router chose it); a model served by TGI alone answers 400 naming the prompt."""
    from tests.conftest import MODEL, backend_entry, running_gateway

    fleet = {"models": [
        {"name": MODEL, "context_length": 8192, "backends": [
            backend_entry("tgi-a", "tgi", sim_backends["tgi-a"], "draft_heads"),
            backend_entry("vllm-a", "vllm", sim_backends["vllm-a"], "ngram"),
            backend_entry("vllm-plain", "vllm", plain_backend)]},
        {"name": "tgi-only", "context_length": 8192, "backends": [
            backend_entry("tgi-b", "tgi", sim_backends["tgi-a"], "draft_heads")]},
    ]}
    body = {"model": MODEL, "prompt": ["Say hi", "Say bye"], "max_tokens": 4}
    with running_gateway(fleet, database_url=f"sqlite+aiosqlite:///{tmp_path}/gw.db",
                         redis_url=None) as gw:
        tenant = gw.new_tenant()
        for policy in (None, "round-robin"):
            with gw.client(str(gw.new_key(tenant, policy=policy)["key"])) as c:
                for _ in range(4):
                    r = c.post("/v1/completions", json=body)
                    assert r.status_code == 200, r.text
                    assert r.headers["x-specgate-backend"] in {"vllm-a", "vllm-plain"}
                r = c.post("/v1/completions", json={**body, "model": "tgi-only"})
                assert r.status_code == 400 and r.json()["error"]["param"] == "prompt"


def test_measured_prefill_speed_scales_the_ttft_estimate() -> None:
    model = make_model(entry("plain"))
    w = classify(EDIT)
    prior = router().decide(model, w, policy=None).details["candidates"][0]["ttft_ms"]
    slow = {"plain": BackendState("plain", prefill_factor=2.0)}
    measured = router(slow).decide(model, w, policy=None).details["candidates"][0]["ttft_ms"]
    assert measured == pytest.approx(2 * prior, rel=0.02)


def test_least_loaded_means_least_loaded_among_backends_that_can_answer_in_time() -> None:
    """A backend with one request whose long prefill is still queued ahead is not the place for
    the next one when a backend with two decoding requests can start it within the SLO."""
    model = make_model(entry("a"), entry("b"))
    r = router(p=quiet(objective="latency", slo={"ttft_ms": 1500}))
    w = classify(EDIT)
    r._backlog.sent("a", 3.0, r._backlog.clock())  # a 3 s prefill dispatched to a just now
    states = {"a": BackendState("a", in_flight=1), "b": BackendState("b", in_flight=2)}
    r._fleet = StaticFleet(states)
    d = r.decide(model, w, policy="p")
    assert names(d) == ["b", "a"]
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands["a"]["ttft_ms"] > 1500 >= cands["b"]["ttft_ms"]
    # the counterfactual splits TTFT: a's is the 3 s queued ahead plus its own prefill
    assert cands["a"]["prefill_ms"] == pytest.approx(cands["b"]["prefill_ms"])
    assert cands["a"]["ttft_ms"] - cands["a"]["prefill_ms"] == pytest.approx(3000, abs=50)
    assert cands["b"]["ttft_ms"] == pytest.approx(cands["b"]["prefill_ms"], abs=0.2)
    states["b"] = BackendState("b", in_flight=2, waiting=70)  # b cannot start it in time either
    d = r.explain(model, w, policy="p")
    assert {c["backend"]: c["ttft_ms"] > 1500 for c in d.details["candidates"]} == {
        "a": True, "b": True}
    assert names(d)[0] == "a"  # then plain least-loaded


def test_a_retimed_estimate_is_the_estimate_with_new_timings() -> None:
    """The backlog's spelled-out copy must stay field for field what ``replace`` would give."""
    import dataclasses

    from gateway.routing.estimate import estimate_backend

    backend = MIXED.backends[0]
    est = estimate_backend(backend, BackendState(backend.name, running=3), classify(EDIT),
                           Policy())
    out = est.retimed(2.5, 0.04, 99)
    want = dataclasses.replace(est, ttft_s=2.5, tpot_s=0.04, latency_s=2.5 + 99 * 0.04)
    for f in dataclasses.fields(est):
        assert getattr(out, f.name) == getattr(want, f.name), f.name


def test_a_long_prompt_goes_where_its_prefill_stalls_no_short_answer() -> None:
    """Equally loaded backends: the one where a ten-token answer this router just sent is
    decoding would see it pushed past its TPOT target by a long prefill; the other would not."""
    model = make_model(entry("a"), entry("b"))
    states = {"a": BackendState("a", in_flight=1), "b": BackendState("b", in_flight=1)}
    r = router(states, p=quiet(objective="latency"))
    short = classify({"messages": [{"role": "user", "content": "Name a colour."}],
                      "max_tokens": 10})
    assert names(r.decide(model, short, policy="p"))[0] == "a"  # a tie, kept in order
    long_prompt = classify({"messages": [{"role": "user", "content":
                                          "Summarise this code:\n" + CODE * 12}],
                            "max_tokens": 10})
    d = r.decide(model, long_prompt, policy="p")
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands["a"].get("pushes_past_tpot") == 1 and "pushes_past_tpot" not in cands["b"]
    assert names(d) == ["b", "a"]
    fresh = router(states, p=quiet(objective="latency"))  # nothing sent: the tie stays a tie
    assert names(fresh.decide(model, long_prompt, policy="p"))[0] == "a"


def test_pushing_neighbours_past_target_counts_like_missing_its_own_ttft() -> None:
    """A backend that cannot start the request within its TTFT target beats one where its
    prefill would push two short answers past their TPOT target: one miss against two."""
    model = make_model(entry("a"), entry("b"))
    states = {"a": BackendState("a", in_flight=2), "b": BackendState("b", in_flight=2)}
    r = router(states, p=quiet(objective="latency", slo={"ttft_ms": 1500}))
    short = classify({"messages": [{"role": "user", "content": "Name a colour."}],
                      "max_tokens": 10})
    for ticket in (101, 102):  # two ten-token answers decoding on b
        r._neighbours.sent("b", ticket, ttft_s=0.05, tpot_s=0.03, output_tokens=10,
                           tpot_target_s=0.05, prefill_from=r._backlog.clock(), prefill_s=0.01,
                           now=r._backlog.clock())
    r._backlog.sent("a", 3.0, r._backlog.clock())  # a 3 s prefill queued on a
    long_prompt = classify({"messages": [{"role": "user", "content":
                                          "Summarise this code:\n" + CODE * 12}],
                            "max_tokens": 10})
    d = r.decide(model, long_prompt, policy="p")
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands["a"]["ttft_ms"] > 1500 and cands["b"].get("pushes_past_tpot") == 2
    assert names(d)[0] == "a"
    assert names(r.decide(model, short, policy="p"))[0] == "b"  # a short prefill harms no one


def test_sparing_a_neighbour_never_takes_a_request_past_its_tpot_on_a_busier_backend() -> None:
    """On a, ten requests decode and none is tracked (all past their target, or another
    router's): a long prefill there pushes no one past a target, one decoding on b would be.
    Fewest misses alone sends it to a, and every long prompt after it: the pile-up that put 45
    of 120 requests on one of four identical replicas (``bench.routing.prefix --no-cache``).
    Where the request itself would miss its TPOT target on a, that counts as a miss there."""
    model = make_model(entry("a"), entry("b"))
    states = {"a": BackendState("a", running=10, in_flight=10),
              "b": BackendState("b", running=2, in_flight=2)}
    long_prompt = classify({"messages": [{"role": "user", "content":
                                          "Summarise this code:\n" + CODE * 12}],
                            "max_tokens": 10})

    def decide(tpot_ms: float) -> Decision:
        r = router(states, p=quiet(objective="latency", slo={"ttft_ms": 5000,
                                                              "tpot_ms": tpot_ms}))
        r._neighbours.sent("b", 101, ttft_s=0.05, tpot_s=0.03, output_tokens=10,
                           tpot_target_s=0.05, prefill_from=r._backlog.clock(),
                           prefill_s=0.01, now=r._backlog.clock())
        return r.explain(model, long_prompt, policy="p")

    loose = {c["backend"]: c for c in decide(500).details["candidates"]}
    assert loose["b"]["pushes_past_tpot"] == 1 and "pushes_past_tpot" not in loose["a"]
    assert loose["a"]["tpot_ms"] > loose["b"]["tpot_ms"]  # a larger batch
    between = (loose["a"]["tpot_ms"] + loose["b"]["tpot_ms"]) / 2
    # a's TPOT within its target: sparing b's neighbour is worth the busier backend
    assert names(decide(loose["a"]["tpot_ms"] + 1))[0] == "a"
    # past it on a (and within it on b): one miss each way, and then load decides
    tight = decide(between)
    cands = {c["backend"]: c for c in tight.details["candidates"]}
    assert cands["a"]["tpot_ms"] > between > cands["b"]["tpot_ms"]
    assert cands["b"]["pushes_past_tpot"] == 1
    assert names(tight)[0] == "b"


def test_a_queue_past_the_ttft_ceiling_counts_a_miss_per_further_target() -> None:
    """As above, but a's queue would hold the request well past ``slo.ttft_ceiling`` times its
    target: one miss (its own TTFT) would send it there against two pushed on b, and every
    later long prompt after it, so one backend's queue would grow without bound at overload.
    Past the ceiling each further target's length waited counts as a miss of its own."""
    ceiling = Policy().slo.ttft_ceiling

    model = make_model(entry("a"), entry("b"))
    states = {"a": BackendState("a", in_flight=2), "b": BackendState("b", in_flight=2)}
    r = router(states, p=quiet(objective="latency", slo={"ttft_ms": 1500}))
    for ticket in (101, 102):
        r._neighbours.sent("b", ticket, ttft_s=0.05, tpot_s=0.03, output_tokens=10,
                           tpot_target_s=0.05, prefill_from=r._backlog.clock(), prefill_s=0.01,
                           now=r._backlog.clock())
    r._backlog.sent("a", ceiling * 1.5 + 3.0, r._backlog.clock())  # 2+ targets past it
    long_prompt = classify({"messages": [{"role": "user", "content":
                                          "Summarise this code:\n" + CODE * 12}],
                            "max_tokens": 10})
    d = r.explain(model, long_prompt, policy="p")
    cands = {c["backend"]: c for c in d.details["candidates"]}
    assert cands["a"]["ttft_ms"] > (ceiling + 2) * 1500 and cands["b"]["pushes_past_tpot"] == 2
    assert names(d)[0] == "b"
    r._backlog.sent("b", ceiling * 1.5 + 6.0, r._backlog.clock())  # b's queue is longer yet
    assert names(r.explain(model, long_prompt, policy="p"))[0] == "a"


def test_a_requests_own_ttft_misses_grow_only_past_the_ceiling() -> None:
    from gateway.routing.estimate import estimate_backend
    from gateway.routing.scoring import expected_misses

    est = estimate_backend(MIXED.backends[3], BackendState("plain"), classify(EDIT), Policy())
    policy = quiet(slo={"ttft_ms": 1000})
    ceiling = policy.slo.ttft_ceiling

    def misses(ttft_s: float, pushed: int = 0, p: Policy = policy) -> int:
        return expected_misses(replace(est, ttft_s=ttft_s, pushed=pushed), p)

    assert [misses(t) for t in (0.5, 1.0, 1.01, 3.0, ceiling)] == [0, 0, 1, 1, 1]
    assert misses(ceiling + 0.5) == 2 and misses(ceiling + 3) == 4
    assert misses(2.0, pushed=3) == 4
    # a policy that wants the tail shorter sets the ceiling lower; at 1, every target's length
    # (or part of one) waited past the target counts on top of the miss itself
    short = quiet(slo={"ttft_ms": 1000, "ttft_ceiling": 1})
    assert [misses(t, p=short) for t in (1.0, 1.5, 3.0, 5.5)] == [0, 2, 3, 6]


def test_max_queue_sheds_only_when_every_backend_would_queue_past_it() -> None:
    """Load shedding: refused (no backends, nothing placed, a retry-after) only while the
    shortest queue is past the policy's ``max_queue_ms``; a hosted overflow takes it instead."""
    model = make_model(entry("a"), entry("b"))
    r = router(p=quiet(max_queue_ms=2000))
    r._backlog.sent("a", 5.0, r._backlog.clock())
    d = r.decide(model, classify(EDIT), policy="p")
    assert names(d)[0] == "b" and d.shed_retry_after_s is None  # b's queue is empty
    r._backlog.sent("b", 3.0, r._backlog.clock())  # b now queues ~3 s of prefills, a ~5 s
    open_before = dict(r._open)
    shed = r.decide(model, classify(EDIT), policy="p")
    assert shed.backends == () and shed.ticket is None and r._open == open_before
    assert shed.shed_retry_after_s is not None and 0.5 < shed.shed_retry_after_s <= 1.0 + 0.1
    assert shed.reason.startswith("shed: every backend's queue over 2000ms (shortest b ")
    assert shed.details["shed"]["shortest"] == "b"
    assert r.decide(model, classify(EDIT), policy=None).backends  # no limit: it queues

    hosted = make_model(entry("a"), entry("b"), entry("api", "litellm"))
    with_api = router(p=quiet(max_queue_ms=2000))
    for name in ("a", "b"):
        with_api._backlog.sent(name, 4.0, with_api._backlog.clock())
    d = with_api.decide(hosted, classify(EDIT), policy="p")
    assert names(d)[0] == "api" and d.shed_retry_after_s is None
    # held back while a queued backend still meets a lax TTFT target: it overflows there too
    slo = {"ttft_ms": 60_000, "tpot_ms": 500}
    lax = router(p=quiet(max_queue_ms=2000, slo=slo), q=quiet(slo=slo))
    for name in ("a", "b"):
        lax._backlog.sent(name, 4.0, lax._backlog.clock())
    assert names(lax.explain(hosted, classify(EDIT), policy="q"))[-1] == "api"  # held back
    d = lax.decide(hosted, classify(EDIT), policy="p")
    assert names(d)[0] == "api" and sorted(names(d)) == ["a", "api", "b"]


def test_max_queue_passes_over_a_backend_queued_past_it_while_another_is_under() -> None:
    """Admitted under ``max_queue_ms``, a request does not then wait past it where a backend
    under it can take it: the policy's favourite, queued 1.5 s, becomes the fallback."""
    model = make_model(entry("ngram", "vllm", "ngram"), entry("plain"))
    slo = {"ttft_ms": 10_000, "tpot_ms": 500}  # a queue of 1.5 s still meets the SLO
    r = router(p=quiet(max_queue_ms=1000, slo=slo), q=quiet(slo=slo))
    r._backlog.sent("ngram", 1.5, r._backlog.clock())
    assert names(r.explain(model, classify(EDIT), policy="q")) == ["ngram", "plain"]
    d = r.decide(model, classify(EDIT), policy="p")
    assert names(d) == ["plain", "ngram"] and d.shed_retry_after_s is None
    assert d.reason.startswith("queue under 1000ms first, then ")
    assert d.details["chosen"] == "plain"
