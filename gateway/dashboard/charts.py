"""Chart geometry for the dashboard: values to SVG coordinates, axis ticks and labels.

Pure functions; a template draws the result (``templates/_chart.html``) as inline SVG, which
needs no script and no inline style (the pages' CSP allows neither). Series are coloured by
their index through CSS classes ``s0``…``s5``. Values are plain numbers: money arrives as integer
micro-dollars and a ``label`` function formats it for the axis and the hover titles.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

WIDTH, HEIGHT = 720, 200
LEFT, RIGHT, TOP, BOTTOM = 72, 8, 8, 24  # margins for the y labels and the x labels
COLOURS = 6  # CSS classes s0..s5, reused beyond
TICKS = 4  # about this many steps on the y axis

Label = Callable[[float], str]


@dataclass(frozen=True, slots=True)
class Bar:
    x: float
    y: float
    w: float
    h: float
    series: int
    value: float
    title: str


@dataclass(frozen=True, slots=True)
class Point:
    x: float
    y: float
    value: float
    title: str


@dataclass(frozen=True, slots=True)
class Line:
    series: int
    name: str
    segments: list[list[Point]]  # broken where the series has no value

    def polylines(self) -> list[str]:
        return [" ".join(f"{p.x:.1f},{p.y:.1f}" for p in seg) for seg in self.segments]


@dataclass(frozen=True, slots=True)
class Chart:
    """A plot area of ``WIDTH`` × ``HEIGHT`` with bars or lines, y ticks (pixel, label) and x
    labels (pixel, label); ``empty`` when there was nothing to plot."""

    bars: list[Bar]
    lines: list[Line]
    y_ticks: list[tuple[float, str]]
    x_labels: list[tuple[float, str]]
    legend: list[tuple[int, str]]
    empty: bool
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    bottom_y: int = HEIGHT - BOTTOM


def nice_top(peak: float) -> tuple[float, float]:
    """The axis top (a round number at or above ``peak``) and its tick step: 1, 2, 2.5 or 5
    times a power of ten per step."""
    if peak <= 0:
        return 1.0, 1.0 / TICKS
    raw = peak / TICKS
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    return step * math.ceil(peak / step - 1e-9), step


def _y_axis(peak: float, label: Label) -> tuple[Callable[[float], float], list[tuple[float, str]]]:
    top, step = nice_top(peak)
    plot_h = HEIGHT - TOP - BOTTOM

    def y(v: float) -> float:
        return HEIGHT - BOTTOM - plot_h * (v / top)

    n = round(top / step)
    return y, [(y(i * step), label(i * step)) for i in range(n + 1)]


def _every(n: int, most: int = 8) -> int:
    """Label every k-th x position so at most ``most`` labels show."""
    return max(1, math.ceil(n / most))


def bars(xs: Sequence[str], series: Sequence[tuple[str, Sequence[float]]],
         label: Label) -> Chart:
    """Grouped bars: one group per x, one bar per series in each group."""
    peak = max((v for _, values in series for v in values), default=0.0)
    y, ticks = _y_axis(peak, label)
    plot_w = WIDTH - LEFT - RIGHT
    slot = plot_w / max(len(xs), 1)
    width = slot * 0.8 / max(len(series), 1)
    out = []
    for i, x in enumerate(xs):
        for s, (name, values) in enumerate(series):
            v = values[i]
            top = y(v)
            out.append(Bar(LEFT + i * slot + slot * 0.1 + s * width, top, width,
                           HEIGHT - BOTTOM - top, s % COLOURS, v, f"{x} {name}: {label(v)}"))
    k = _every(len(xs))
    x_labels = [(LEFT + (i + 0.5) * slot, x) for i, x in enumerate(xs) if i % k == 0]
    return Chart(out, [], ticks, x_labels, [(s % COLOURS, n) for s, (n, _) in enumerate(series)],
                 empty=peak <= 0)


def lines(xs: Sequence[str], series: Sequence[tuple[str, Sequence[float | None]]],
          label: Label) -> Chart:
    """One line per series over the x positions; a missing value breaks its line."""
    peak = max((v for _, values in series for v in values if v is not None), default=0.0)
    y, ticks = _y_axis(peak, label)
    plot_w = WIDTH - LEFT - RIGHT
    step = plot_w / max(len(xs) - 1, 1)
    out = []
    for s, (name, values) in enumerate(series):
        segments: list[list[Point]] = []
        run: list[Point] = []
        for i, v in enumerate(values):
            if v is None:
                if run:
                    segments.append(run)
                run = []
                continue
            run.append(Point(LEFT + i * step, y(v), v, f"{name}, {xs[i]}: {label(v)}"))
        if run:
            segments.append(run)
        out.append(Line(s % COLOURS, name, segments))
    k = _every(len(xs))
    x_labels = [(LEFT + i * step, x) for i, x in enumerate(xs) if i % k == 0]
    empty = not any(line.segments for line in out)
    return Chart([], out, ticks, x_labels, [(s % COLOURS, n) for s, (n, _) in enumerate(series)],
                 empty=empty)
