"""Simulated backends for the sim tests, one per kind, started on free ports."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gateway.sim.calibration import backend
from gateway.sim.harness import RunningBackend, running_backend

SERVED = "meta-llama/Llama-3.1-8B-Instruct"

CODE_TO_FIX = '''Fix the bug in this function and return the whole corrected code.

```python
def moving_average(values, window):
    """Return the moving averages of values over a sliding window."""
    if window <= 0:
        raise ValueError("window must be positive")
    result = []
    total = 0
    for i, value in enumerate(values):
        total += value
        if i >= window:
            total -= values[i - window + 1]
        if i >= window - 1:
            result.append(total / window)
    return result


def normalise(rows, key):
    """Scale the column `key` of every row into [0, 1]."""
    lo = min(row[key] for row in rows)
    hi = max(row[key] for row in rows)
    span = hi - lo
    for row in rows:
        row[key] = (row[key] - lo) / span
    return rows
```'''

CHAT = [
    "How can I improve my time management skills?",
    "What are some good ways to stay motivated while learning a language?",
    "Describe a relaxing weekend trip for a family with two children.",
    "What should I consider before adopting a dog?",
]


@pytest.fixture(scope="module")
def vllm_ngram() -> Iterator[RunningBackend]:
    with running_backend(backend("vllm-ngram"), time_scale=50) as url:
        yield url


@pytest.fixture(scope="module")
def tgi_medusa() -> Iterator[RunningBackend]:
    with running_backend(backend("tgi-medusa"), time_scale=50) as url:
        yield url
