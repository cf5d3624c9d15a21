"""Routing policies: the shipped files, per-class overrides, file:line errors and hot reload."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest

from gateway.routing.classify import Workload
from gateway.routing.policy import Policy
from gateway.routing.policy_store import PolicyError, PolicyStore, load_policy, parse_policy

POLICIES = Path(__file__).resolve().parents[2] / "policies"


def workload(kind: str = "code", grounding: str = "grounded",
             shape: str = "decode-heavy") -> Workload:
    return Workload(kind=kind, grounding=grounding, shape=shape,  # type: ignore[arg-type]
                    prompt_tokens=400, expected_output_tokens=400, temperature=0.0, top_p=1.0,
                    penalties=False, logprobs=False, n=1, sampling_penalty=0.0)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def write(path: Path, text: str, *, bump_ns: int = 0) -> None:
    """Write and move mtime forward, so a same-second edit is still seen as a change."""
    path.write_text(text)
    if bump_ns:
        st = path.stat()
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + bump_ns))


def test_shipped_policies_load() -> None:
    store = PolicyStore(POLICIES)
    assert store.errors == {}
    assert {"balanced", "latency", "cost", "round-robin", "least-loaded"} <= set(store.names())
    assert store.get("cost")[1].objective == "cost"
    assert store.get("least-loaded")[1].objective == "least-loaded"
    spreads = [store.get(n)[1].spread for n in ("balanced", "latency", "cost", "batch")]
    assert spreads == [0, 0, 1, 3]
    latency = store.get("latency")[1]  # open chat, and short answers after long prompts, may
    assert latency.for_workload(workload("chat", "open")).spread == 1  # go one request past
    assert latency.for_workload(workload("chat", "grounded")).spread == 0  # the least loaded
    assert latency.for_workload(workload("code", "open")).spread == 0
    for kind in ("code", "json", "chat"):
        for grounding in ("grounded", "open"):
            short = latency.for_workload(workload(kind, grounding, "prefill-heavy"))
            assert short.spread == 1
    edit = latency.for_workload(workload("code", "grounded", "prefill-heavy"))
    assert edit.slo.tpot_ms == 20  # the class's override still applies beneath the label's


def test_selection_falls_back_to_balanced() -> None:
    store = PolicyStore(POLICIES)
    assert store.get(None)[0] == "balanced"
    assert store.get("latency")[0] == "latency"
    name, policy = store.get("no-such-policy")
    assert name == "balanced" and policy == store.get(None)[1]


def test_overrides_apply_by_class_then_full_label() -> None:
    policy = parse_policy(
        "slo: {ttft_ms: 900, tpot_ms: 50}\n"
        "overrides:\n"
        "  code/grounded:\n"
        "    slo: {tpot_ms: 20}\n"
        "    objective: latency\n"
        "  code/grounded/prefill-heavy:\n"
        "    objective: cost\n"
    )
    edit = policy.for_workload(workload())
    assert edit.objective == "latency"
    assert (edit.slo.ttft_ms, edit.slo.tpot_ms) == (900, 20)  # nested keys merge
    assert policy.for_workload(workload(shape="prefill-heavy")).objective == "cost"
    assert policy.for_workload(workload(kind="chat", grounding="open")) == policy


def test_allowed_backends_by_name_or_kind() -> None:
    policy = Policy(allowed_backends=["vllm-ngram", "tgi-1"])
    assert policy.allows("a", "vllm-ngram")
    assert policy.allows("tgi-1", "tgi-draft")
    assert not policy.allows("b", "plain")
    assert Policy().allows("b", "plain")


@pytest.mark.parametrize(("text", "line", "key"), [
    ("objective: cost\nslo:\n  ttft_ms: 100\n  tpot_ms: -5\n", 4, "slo.tpot_ms"),
    ("objective: cheapest\n", 1, "objective"),
    ("slo:\n  ttft_ms: 1500\n  ttft_ceiling: 0.5\n", 3, "slo.ttft_ceiling"),
    ("objective: cost\n\nexploraton: 0.1\n", 3, "exploraton"),
    ("overrides:\n  code/grounded:\n    slo: {tpot_ms: 20}\n  code/lost:\n    objective: cost\n",
     4, "overrides.code/lost"),
    ("allowed_backends:\n  - a\n  - 7\n", 3, "allowed_backends.1"),
    ("overrides:\n  code/grounded:\n    allowed_backends: []\n", 3,
     "overrides.code/grounded.allowed_backends"),
    ("overrides:\n  chat/open:\n    weights:\n      latency: 1\n      speed: 2\n", 5,
     "overrides.chat/open.weights.speed"),
])
def test_errors_name_file_line_and_key(tmp_path: Path, text: str, line: int, key: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(PolicyError) as info:
        load_policy(path)
    first = str(info.value).splitlines()[0]
    assert first.startswith(f"{path}:{line}: {key}: "), first


def test_yaml_syntax_and_duplicate_keys_name_the_line(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text("objective: cost\nslo: {ttft_ms: 1\n")
    with pytest.raises(PolicyError, match=rf"^{path}:\d+: not valid YAML"):
        load_policy(path)
    path.write_text("objective: cost\nexploration: 0.1\nobjective: latency\n")
    with pytest.raises(PolicyError, match=rf"^{path}:3: objective: duplicate key"):
        load_policy(path)


def test_hot_reload_picks_up_an_edit_and_survives_a_bad_one(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "team.yaml"
    write(path, "objective: cost\n")
    clock = Clock()
    store = PolicyStore(tmp_path, check_every_s=2.0, clock=clock)
    assert store.get("team")[1].objective == "cost"

    write(path, "objective: latency\n", bump_ns=1_000_000)
    clock.now = 1.0  # not yet time to look again
    assert store.get("team")[1].objective == "cost"
    clock.now = 2.5
    assert store.get("team")[1].objective == "latency"

    with caplog.at_level(logging.ERROR, logger="gateway.routing.policy_store"):
        write(path, "objective: latency\nslo: {tpot_ms: 0}\n", bump_ns=2_000_000)
        clock.now = 5.0
        assert store.get("team")[1].objective == "latency"  # the last good version
    assert f"{path}:2: slo.tpot_ms" in store.errors["team"]
    assert any(f"{path}:2" in r.getMessage() for r in caplog.records)

    write(path, "objective: balanced\n", bump_ns=3_000_000)
    clock.now = 7.5
    assert store.get("team")[1].objective == "balanced"
    assert store.errors == {}

    path.unlink()
    clock.now = 10.0
    assert store.get("team")[0] == "balanced"  # deleted: the default takes over


def test_a_bad_file_at_startup_is_reported_not_fatal(tmp_path: Path) -> None:
    write(tmp_path / "balanced.yaml", "objective: balanced\n")
    write(tmp_path / "broken.yaml", "objective: fastest\n")
    (tmp_path / "windows.yaml").write_bytes("objective: cost\n".encode("utf-16"))
    store = PolicyStore(tmp_path)
    assert store.names() == ["balanced"]
    assert store.errors["broken"].startswith(f"{tmp_path / 'broken.yaml'}:1: objective: ")
    assert store.errors["windows"] == (f"{tmp_path / 'windows.yaml'}:1: cannot read policy "
                                       "file: not UTF-8 text")
    assert store.get("broken")[0] == "balanced"


def test_ttft_target_grows_with_the_prompt() -> None:
    from gateway.routing.classify import classify

    policy = parse_policy("objective: balanced\nslo: {ttft_ms: 500, ttft_ms_per_1k_prompt: 1000}\n")
    short = classify({"messages": [{"role": "user", "content": "hi"}]}, prompt_tokens=100)
    long = classify({"messages": [{"role": "user", "content": "hi"}]}, prompt_tokens=4000)
    assert policy.for_workload(short).slo.ttft_ms == pytest.approx(600.0)
    assert policy.for_workload(long).slo.ttft_ms == pytest.approx(4500.0)
    assert policy.for_workload(long).slo.tpot_ms == policy.slo.tpot_ms
