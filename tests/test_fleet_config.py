"""The fleet file: the example loads, all four kinds are expressible, mistakes are named."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from gateway.config.fleet import FleetError, load_fleet

EXAMPLE = Path(__file__).resolve().parents[1] / "fleet.example.yaml"


def test_example_fleet_has_one_backend_of_each_kind() -> None:
    fleet = load_fleet(EXAMPLE)
    assert sorted(b.kind for b in fleet.backends) == [
        "plain", "tgi-draft", "vllm-draft", "vllm-ngram"]
    ngram = next(b for b in fleet.backends if b.kind == "vllm-ngram")
    assert ngram.speculation.lookup_window == (2, 5)
    assert str(ngram.gpu_price_per_hour) == "1.006"


def _write(tmp_path: Path, doc: object) -> Path:
    p = tmp_path / "fleet.yaml"
    p.write_text(yaml.safe_dump(doc) if not isinstance(doc, str) else doc)
    return p


def _one_backend(**overrides: object) -> dict[str, object]:
    backend = {"name": "b1", "engine": "vllm", "base_url": "http://127.0.0.1:9000",
               "served_model": "m"}
    backend.update(overrides)
    return {"models": [{"name": "m", "backends": [backend]}]}


NGRAM = {"method": "ngram", "num_speculative_tokens": 4}


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        (_one_backend(engine="sglang"), "models[0].backends[0].engine: Input should be 'vllm'"),
        (_one_backend(engine="tgi", speculation={"method": "draft_model",
                                                 "num_speculative_tokens": 3,
                                                 "draft_model": "d"}),
         "models[0].backends[0]: engine tgi cannot load a separate draft model"),
        (_one_backend(speculation={"method": "ngram"}),
         "models[0].backends[0].speculation: method ngram needs num_speculative_tokens"),
        (_one_backend(base_url="not a url"), "models[0].backends[0].base_url:"),
        (_one_backend(gpu_price_per_hour="-1"), "models[0].backends[0].gpu_price_per_hour:"),
        (_one_backend(colour="blue"), "models[0].backends[0].colour: Extra inputs"),
        ({"models": []}, "models: List should have at least 1 item"),
        (_one_backend(base_url="http://10.0.0.2:8000/v1"),
         "models[0].backends[0]: base_url of a vllm server is its root"),
        (_one_backend(gpu_type="H200"), "models[0].backends[0].gpu_type: "
         "unknown gpu_type 'H200': the cost model knows L4, A10G, L40S, A100, H100"),
        (_one_backend(speculation={**NGRAM, "num_speculative_tokens_per_batch_size":
                                   [[1, 8, 4], [8, 32, 2]]}),
         "batch sizes 1-8 and 8-32 overlap"),
        (_one_backend(speculation={**NGRAM, "num_speculative_tokens_per_batch_size":
                                   [[16, 4, 2]]}),
         "range 16-4 must have 1 <= range_start <= range_end"),
        (_one_backend(speculation={**NGRAM, "num_speculative_tokens_per_batch_size":
                                   [[1, 4, -1]]}),
         "k -1 for batch sizes 1-4 must be 0-16"),
        (_one_backend(speculation={"method": "none", "num_speculative_tokens_per_batch_size":
                                   [[1, 4, 2]]}),
         "num_speculative_tokens needs a speculation method, not none"),
    ],
)
def test_bad_fleet_file_names_file_key_and_problem(tmp_path: Path, doc: object,
                                                   expected: str) -> None:
    path = _write(tmp_path, doc)
    with pytest.raises(FleetError) as err:
        load_fleet(path)
    message = str(err.value)
    assert message.startswith(f"{path}: ")
    assert expected in message
    assert "\n" not in message


def test_a_batch_size_schedule_sets_k_per_range(tmp_path: Path) -> None:
    doc = _one_backend(speculation={**NGRAM, "num_speculative_tokens_per_batch_size":
                                    [[9, 64, 0], [1, 8, 3]]})
    spec = load_fleet(_write(tmp_path, doc)).backends[0].speculation
    assert [spec.k_at_batch(b) for b in (1, 8, 9, 64, 65)] == [3, 3, 0, 0, 4]


def test_yaml_syntax_error_names_the_line(tmp_path: Path) -> None:
    path = _write(tmp_path, "models:\n  - name: m\n    backends: [\n")
    with pytest.raises(FleetError, match=rf"^{path}: line \d+: not valid YAML"):
        load_fleet(path)


def test_duplicate_backend_names_are_refused(tmp_path: Path) -> None:
    doc = _one_backend()
    doc["models"].append({"name": "m2", "backends": doc["models"][0]["backends"]})  # type: ignore[attr-defined]
    with pytest.raises(FleetError, match=r"duplicate backend name 'b1': models\[0\]\.backends"
                                         r"\[0\] and models\[1\]\.backends\[0\]$"):
        load_fleet(_write(tmp_path, doc))


def test_serve_refuses_bad_config_with_one_clear_line(tmp_path: Path) -> None:
    import subprocess
    import sys

    path = _write(tmp_path, _one_backend(engine="sglang"))
    out = subprocess.run([sys.executable, "-m", "gateway", "serve", "--config", str(path)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert f"{path}: models[0].backends[0].engine" in out.stderr
    assert "Traceback" not in out.stderr


def test_gpu_types_are_the_cost_models_in_any_case(tmp_path: Path) -> None:
    """A gpu_type the cost model did not know was costed as an A10G, and ``h100`` was one."""
    from gateway.config.fleet import GPU_TYPES
    from gateway.routing.costmodel import GPU_SPECS
    from gateway.sim.params import GPUS

    assert set(GPU_TYPES) == set(GPU_SPECS) and set(GPU_TYPES) <= set(GPUS)
    fleet = load_fleet(_write(tmp_path, _one_backend(gpu_type="h100")))
    assert fleet.backends[0].gpu_type == "H100"


def test_a_key_given_twice_is_refused_with_its_line(tmp_path: Path) -> None:
    """The YAML loader would keep the last value quietly (a backend's second base_url)."""
    path = _write(tmp_path, "models:\n  - name: m\n    backends:\n      - name: a\n"
                            "        engine: vllm\n        base_url: http://10.0.0.1:8000\n"
                            "        base_url: http://10.0.0.2:8000\n        served_model: m\n")
    with pytest.raises(FleetError, match=rf"^{path}: line 7: base_url: duplicate key$"):
        load_fleet(path)
