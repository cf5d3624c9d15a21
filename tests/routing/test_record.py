"""The stored decision record: every field round-trips, old records still read, and it is small."""

from __future__ import annotations

import random
from pathlib import Path

import orjson
import yaml

from gateway.config.fleet import parse_fleet
from gateway.routing import record
from gateway.routing.classify import classify
from gateway.routing.estimate import CandidateEstimate
from gateway.routing.explain import candidate_details
from gateway.routing.policy_store import PolicyStore
from gateway.routing.router import PolicyRouter
from gateway.routing.stats import FleetState

ROOT = Path(__file__).resolve().parents[2]
FLEET = parse_fleet(yaml.safe_load((ROOT / "fleet.example.yaml").read_text()))


def example_decision() -> dict[str, object]:
    model = FLEET.models[0]
    router = PolicyRouter(FleetState(model.backends), PolicyStore(ROOT / "policies"),
                          rng=random.Random(0))
    w = classify({"model": model.name, "max_tokens": 200,
                  "messages": [{"role": "user", "content": "Fix this: def f(x): return x+1"}]})
    return router.decide(model, w).details


def estimate(name: str, *, alpha: float | None, cost: int | None, pushed: int = 0,
             cached: int = 0) -> CandidateEstimate:
    backend = next(b for b in FLEET.backends if b.name == name)
    return CandidateEstimate(backend, 0.0356, 0.02346, 4.7031, cost, alpha, "prior", 0.0, None,
                             3, 230, prefill_s=0.0291, pushed=pushed, cached_tokens=cached)


def test_a_decision_reads_back_as_the_router_made_it() -> None:
    details = example_decision()
    stored = orjson.loads(orjson.dumps(record.pack(details)))  # through the database's JSON
    assert stored["v"] == record.VERSION
    assert all(isinstance(c, list) for c in stored["candidates"])
    assert record.unpack(stored) == details


def test_every_field_a_candidate_can_carry_round_trips() -> None:
    names = [b.name for b in FLEET.backends]
    candidates = [
        candidate_details(estimate(names[0], alpha=0.61, cost=1305, pushed=2, cached=96),
                          score=2.75),
        candidate_details(estimate(names[1], alpha=None, cost=None), dropped="healthy: open"),
        candidate_details(estimate(names[2], alpha=0.0, cost=0), score=0.0),
    ]
    assert set().union(*candidates) == set(record.FIELDS)  # a new field must join FIELDS
    details = {"policy": "p", "chosen": names[0], "candidates": candidates, "relaxed": []}
    assert record.unpack(orjson.loads(orjson.dumps(record.pack(details)))) == details
    # null where it is a value (no alpha, no price), absent where the router left it out
    back = record.unpack(record.pack(details))
    assert back is not None
    assert back["candidates"][1]["alpha"] is None and "score" not in back["candidates"][1]


def test_records_written_before_read_the_same() -> None:
    v1 = {"policy": "balanced", "chosen": "a",
          "candidates": [{"backend": "a", "tpot_ms": 20.0, "alpha": 0.5}]}
    assert record.unpack(v1) == v1
    assert record.unpack(None) is None


def test_the_stored_record_is_about_half_the_objects_it_replaces() -> None:
    details = example_decision()
    assert len(details["candidates"]) == 4  # type: ignore[arg-type]
    packed, expanded = orjson.dumps(record.pack(details)), orjson.dumps(details)
    assert len(packed) < 0.55 * len(expanded), (len(packed), len(expanded))  # 507 of 989 bytes


def test_what_is_not_a_record_reads_as_none_and_odd_rows_are_skipped() -> None:
    assert record.unpack([1, 2]) is None and record.unpack("x") is None
    back = record.unpack({"v": record.VERSION, "candidates": [["a", "plain"], {"x": 1}, 3]})
    assert back is not None and [c["backend"] for c in back["candidates"]] == ["a"]
    assert record.unpack({"v": record.VERSION, "candidates": "junk"}) == {"candidates": []}


def test_a_field_the_stored_form_has_no_place_for_keeps_the_record_as_objects() -> None:
    from gateway.api.call import _stored

    details = {"chosen": "a", "candidates": [{"backend": "a", "new_field": 1}]}
    stored = _stored(details)
    assert stored is not None and "v" not in stored
    assert record.unpack(stored) == details
    packed = _stored({"chosen": "a", "candidates": [{"backend": "a", "tpot_ms": 20.0}]})
    assert packed is not None and packed["v"] == record.VERSION
