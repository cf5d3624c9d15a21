"""A tiny metrics-exporter-prometheus look-alike: TGI's text format (no _total, Rust floats)."""

from __future__ import annotations

import bisect
import math
from collections import deque
from dataclasses import dataclass, field

Labels = tuple[tuple[str, str], ...]

# MEP formatting rules (reference/speculative-decoding.md section 2.3): HELP only for described
# metrics, user labels then le/quantile, a blank line after each family, f64 in Rust Display
# (shortest round-trip, integral values without ".0", never exponent notation).
SUMMARY_QUANTILES = (0.0, 0.5, 0.9, 0.95, 0.99, 0.999, 1.0)


def rust_f64(v: float) -> str:
    if math.isinf(v):
        return "+Inf" if v > 0 else "-Inf"
    if math.isnan(v):
        return "NaN"
    if v == int(v) and abs(v) < 1e16:
        return str(int(v))
    s = repr(v)
    if "e" in s:
        s = f"{v:.20f}".rstrip("0").rstrip(".")
    return s


def _labels(labels: Labels, extra: tuple[str, str] | None = None) -> str:
    items = [*labels, *([extra] if extra else [])]
    if not items:
        return ""
    return "{" + ",".join(f'{k}="{v}"' for k, v in items) + "}"


@dataclass
class _Hist:
    bounds: list[float]
    counts: list[int]
    total: float = 0.0
    n: int = 0


@dataclass
class Family:
    name: str
    kind: str  # counter | gauge | histogram | summary
    help: str | None = None
    bounds: list[float] = field(default_factory=list)
    values: dict[Labels, float] = field(default_factory=dict)
    hists: dict[Labels, _Hist] = field(default_factory=dict)
    samples: dict[Labels, deque[float]] = field(default_factory=dict)
    sums: dict[Labels, tuple[float, int]] = field(default_factory=dict)


class MepRegistry:
    """Families appear in the scrape only once recorded, as in TGI."""

    def __init__(self) -> None:
        self.families: dict[str, Family] = {}

    def describe(
        self, name: str, kind: str, help: str | None = None, bounds: list[float] | None = None
    ) -> None:
        self.families[name] = Family(name, kind, help, bounds or [])

    def _fam(self, name: str) -> Family:
        return self.families[name]

    def inc(self, name: str, v: float = 1.0, **labels: str) -> None:
        f = self._fam(name)
        key = tuple(labels.items())
        f.values[key] = f.values.get(key, 0.0) + v

    def set(self, name: str, v: float, **labels: str) -> None:
        self._fam(name).values[tuple(labels.items())] = float(v)

    def observe(self, name: str, v: float, **labels: str) -> None:
        f = self._fam(name)
        key = tuple(labels.items())
        if f.kind == "summary":
            window = f.samples.setdefault(key, deque(maxlen=8192))
            window.append(v)
            s, n = f.sums.get(key, (0.0, 0))
            f.sums[key] = (s + v, n + 1)
            return
        h = f.hists.get(key)
        if h is None:
            h = f.hists[key] = _Hist(f.bounds, [0] * len(f.bounds))
        i = bisect.bisect_left(h.bounds, v)
        if i < len(h.counts):
            h.counts[i] += 1
        h.total += v
        h.n += 1

    def render(self) -> str:
        out: list[str] = []
        for f in self.families.values():
            if not (f.values or f.hists or f.samples):
                continue
            if f.help:
                out.append(f"# HELP {f.name} {f.help}")
            out.append(f"# TYPE {f.name} {f.kind}")
            for key, v in f.values.items():
                out.append(f"{f.name}{_labels(key)} {rust_f64(v)}")
            for key, h in f.hists.items():
                acc = 0
                for b, c in zip(h.bounds, h.counts, strict=True):
                    acc += c
                    out.append(f"{f.name}_bucket{_labels(key, ('le', rust_f64(b)))} {acc}")
                out.append(f"{f.name}_bucket{_labels(key, ('le', '+Inf'))} {h.n}")
                out.append(f"{f.name}_sum{_labels(key)} {rust_f64(h.total)}")
                out.append(f"{f.name}_count{_labels(key)} {h.n}")
            for key, window in f.samples.items():
                ordered = sorted(window)
                for q in SUMMARY_QUANTILES:
                    v = ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))]
                    out.append(f"{f.name}{_labels(key, ('quantile', rust_f64(q)))} {rust_f64(v)}")
                s, n = f.sums[key]
                out.append(f"{f.name}_sum{_labels(key)} {rust_f64(s)}")
                out.append(f"{f.name}_count{_labels(key)} {n}")
            out.append("")
        return "\n".join(out) + ("\n" if out else "")
