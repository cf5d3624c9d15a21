"""specgate advise: the fleet-sizing model and the command on a small trace."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from typer.testing import CliRunner

from gateway import advise as adv
from gateway.advise_model import Acceptance, ClassLoad, Traffic, estimate
from gateway.cli import app

SLO = {"slo_ttft_s": 2.0, "slo_tpot_s": 0.05}


def models(**acc: Acceptance) -> dict[str, adv.KindModel]:
    return adv.kind_models(
        "A10G",
        acceptance={k: {"*": {"alpha": a.alpha, "coverage": a.coverage}} for k, a in acc.items()},
    )


def chat(rate: float) -> Traffic:
    return Traffic(rate, (ClassLoad("chat", 1.0, 500, 200),))


def test_more_traffic_needs_more_gpus_and_cost_scales_with_gpus() -> None:
    m = models()
    small = adv.advise(m, chat(0.5), **SLO)["best"]
    big = adv.advise(m, chat(4.0), **SLO)["best"]
    assert small is not None and big is not None
    assert big.gpus > small.gpus
    assert big.usd_per_hour == Decimal("1.006") * big.gpus


def test_speculation_with_high_acceptance_beats_plain_at_low_load() -> None:
    m = models(**{"vllm-draft": Acceptance(0.8)})
    plain = estimate(m, {"plain": 2}, chat(0.5), **SLO)
    draft = estimate(m, {"vllm-draft": 2}, chat(0.5), **SLO)
    assert draft.tpot_s < plain.tpot_s / 1.3


def test_zero_acceptance_never_beats_plain() -> None:
    m = models(**{"vllm-draft": Acceptance(0.0), "tgi-draft": Acceptance(0.0)})
    plain = estimate(m, {"plain": 3}, chat(1.0), **SLO)
    for kind in ("vllm-draft", "tgi-draft"):
        assert estimate(m, {kind: 3}, chat(1.0), **SLO).tpot_s >= plain.tpot_s


def test_overload_is_unstable_and_misses() -> None:
    e = estimate(models(), {"plain": 1}, Traffic(50.0, (ClassLoad("x", 1.0, 2000, 100),)), **SLO)
    assert not e.stable and not e.meets


def test_router_split_prefers_the_kind_that_speeds_a_class_up() -> None:
    m = models(**{"vllm-ngram": Acceptance(0.9, 0.9)})
    e = estimate(m, {"plain": 1, "vllm-ngram": 1}, chat(0.5), **SLO)
    assert e.shares["vllm-ngram"] > e.shares["plain"]


def test_cli_on_a_trace_file(tmp_path: Path) -> None:
    trace = tmp_path / "t.csv"
    lines = ["timestamp,prompt_tokens,output_tokens,source_class"]
    lines += [
        f"{i * 0.5},{800 + i % 7 * 100},{150 + i % 5 * 20},azure2023_conv" for i in range(400)
    ]
    trace.write_text("\n".join(lines) + "\n")
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(Path(__file__).resolve().parents[1].joinpath("fleet.example.yaml").read_text())
    out = CliRunner().invoke(app, ["advise", "--trace", str(trace), "--config", str(fleet)])
    assert out.exit_code == 0, out.output
    assert "recommended" in out.output and "current" in out.output
    js = CliRunner().invoke(
        app, ["advise", "--trace", str(trace), "--config", str(fleet), "--json"]
    )
    assert '"best"' in js.output
