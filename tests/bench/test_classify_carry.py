"""The classifier benchmark's --carry-latency: the record's latency section kept as it stands,
marked as carried, with this machine's speed beside the record's."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.classify import run

RECORD = """# Classifier benchmark

Machine: AMD EPYC (2 CPUs), Python 3.11.7 (CPython; a function's loop of 10^7 additions took \
0.30 s: compare runs by it).

## Accuracy

kind: 341/342

## Latency per request

| prompts | prompt_tokens | p50 µs | p99 µs | mean µs |
|---|---|---|---|---|
| dev, grown to 2000 tokens | given | 160.4 | 417.3 | 190.8 |

For scale: counting tokens takes 497.5 µs p50.

## Misclassified items

| id | label | predicted | prompt (start) |
"""


def test_the_record_latency_section_is_carried(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    record = tmp_path / "RESULTS.md"
    record.write_text(RECORD)
    monkeypatch.setattr(run, "RESULTS", record)
    monkeypatch.setattr(run, "python_speed", lambda: 0.75)
    section = run.carried_latency()
    assert section.startswith("## Latency per request\n\n| prompts |")
    assert "| dev, grown to 2000 tokens | given | 160.4 |" in section
    assert "For scale: counting tokens takes 497.5 µs p50." in section
    assert "## Misclassified" not in section and "## Accuracy" not in section
    assert section.rstrip().endswith("took 0.75 s for the loop of 10^7 additions, against 0.30 s "
                                     "at the record that timed it, too slow to time on.")


def test_a_section_carried_twice_keeps_the_timed_record_speed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = tmp_path / "RESULTS.md"
    record.write_text(RECORD)
    monkeypatch.setattr(run, "RESULTS", record)
    monkeypatch.setattr(run, "python_speed", lambda: 0.75)
    once = run.carried_latency()
    record.write_text(RECORD.replace("took 0.30 s", "took 0.75 s").replace(
        RECORD[RECORD.index("## Latency") : RECORD.index("## Misclassified")], once + "\n\n"))
    monkeypatch.setattr(run, "python_speed", lambda: 0.80)
    twice = run.carried_latency()
    assert twice.count("Carried from the record before") == 1
    assert twice.rstrip().endswith("took 0.80 s for the loop of 10^7 additions, against 0.30 s "
                                   "at the record that timed it, too slow to time on.")
