"""The dashboard's charts: geometry from values, series from usage events, SVG in the pages."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from gateway.dashboard import charts, data
from gateway.dashboard.views import _ms_axis, _usd_axis
from tests.api.test_dashboard import ASK, row, signed_in
from tests.conftest import Gateway, poll_until

PLOT_BOTTOM = charts.HEIGHT - charts.BOTTOM
PLOT_H = charts.HEIGHT - charts.TOP - charts.BOTTOM


@pytest.mark.parametrize(("peak", "top", "step"), [
    (0, 1.0, 0.25), (1, 1.0, 0.25), (7, 8.0, 2.0), (9.5, 10.0, 2.5), (10, 10.0, 2.5),
    (101, 150.0, 50.0), (0.0042, 0.006, 0.002), (3_456_789, 4_000_000.0, 1_000_000.0),
])
def test_the_axis_top_is_a_round_number_at_or_above_the_peak(peak: float, top: float,
                                                              step: float) -> None:
    got_top, got_step = charts.nice_top(peak)
    assert got_top == pytest.approx(top) and got_step == pytest.approx(step)
    assert got_top >= peak and round(got_top / got_step) <= 2 * charts.TICKS


def test_bar_heights_are_proportional_to_values_on_a_zero_baseline() -> None:
    c = charts.bars(["a", "b", "c"], [("billed", [100, 50, 0]), ("gpu", [25, 100, 75])], str)
    assert len(c.bars) == 6 and not c.empty
    billed = [b for b in c.bars if b.series == 0]
    assert billed[0].h == pytest.approx(2 * billed[1].h) and billed[2].h == 0
    assert all(b.y + b.h == pytest.approx(PLOT_BOTTOM) for b in c.bars)
    assert billed[0].h <= PLOT_H  # the top tick (100 here) is the plot's top
    xs = [b.x for b in c.bars]
    assert xs == sorted(xs)  # groups left to right, series side by side inside a group
    assert c.bars[1].title == "a gpu: 25"
    assert [label for _, label in c.y_ticks] == ["0.0", "25.0", "50.0", "75.0", "100.0"]
    assert c.legend == [(0, "billed"), (1, "gpu")]


def test_a_window_without_spend_is_empty() -> None:
    assert charts.bars(["a"], [("billed", [0])], str).empty
    assert charts.lines(["a", "b"], [("x", [None, None])], str).empty
    assert charts.lines([], [], str).empty


def test_a_missing_value_breaks_the_line_and_values_map_to_height() -> None:
    c = charts.lines(["0", "1", "2", "3", "4"], [("ng", [4.0, 8.0, None, 2.0, None])], _ms_axis)
    (line,) = c.lines
    assert [[p.value for p in seg] for seg in line.segments] == [[4.0, 8.0], [2.0]]
    first, second = line.segments[0]
    assert PLOT_BOTTOM - first.y == pytest.approx((PLOT_BOTTOM - second.y) / 2)
    assert second.x - first.x == pytest.approx((charts.WIDTH - charts.LEFT - charts.RIGHT) / 4)
    assert line.polylines()[1] == f"{line.segments[1][0].x:.1f},{line.segments[1][0].y:.1f}"
    assert line.segments[1][0].title == "ng, 3: 2.0 ms"


def test_many_days_get_at_most_eight_labels() -> None:
    c = charts.bars([f"d{i}" for i in range(90)], [("billed", [1] * 90)], str)
    assert len(c.x_labels) <= 8 and c.x_labels[0][1] == "d0"


def test_axis_labels_are_exact_dollars_and_readable_milliseconds() -> None:
    assert _usd_axis(0) == "$0"
    assert _usd_axis(2_500) == "$0.0025"
    assert _usd_axis(12_000_000) == "$12"
    assert _usd_axis(1_234_567_891) == "$1,234.567891"
    assert _ms_axis(0.5) == "0.50 ms" and _ms_axis(12.345) == "12.3 ms"
    assert _ms_axis(0) == "0.0 ms"


def event(backend: str, at: datetime, tpot_us: int | None) -> data.Event:
    return data.Event(backend, "chat/open", "ok", None, tpot_us, None, at)


def test_tpot_series_takes_the_median_of_each_bucket_per_backend() -> None:
    since = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
    minute = timedelta(minutes=1)
    events = [
        event("ng", since + 1 * minute, 10_000), event("ng", since + 2 * minute, 30_000),
        event("ng", since + 3 * minute, 20_000),  # bucket 0: 10, 30, 20 ms
        event("ng", since + 11 * minute, 5_000),  # bucket 2
        event("tg", since + 6 * minute, 7_000),  # bucket 1
        event("tg", since + 7 * minute, None),  # not streamed: no TPOT
        event("tg", since - minute, 1_000),  # before the window
        event("tg", since + 60 * minute, 9_000),  # the window's very end: the last bucket
    ]
    s = data.tpot_series(events, since, timedelta(minutes=5), 12)
    assert s.starts[0] == since and s.starts[-1] == since + 55 * minute
    ng, tg = dict(s.tpot_p50_ms)["ng"], dict(s.tpot_p50_ms)["tg"]
    assert ng[:4] == [20.0, None, 5.0, None]
    assert tg[:2] == [None, 7.0] and tg[-1] == 9.0
    assert [name for name, _ in s.tpot_p50_ms] == ["ng", "tg"]


def test_the_pages_draw_spend_per_day_and_tpot_over_the_hour(gateway: Gateway) -> None:
    gw = gateway
    tenant = gw.new_tenant()
    key = gw.new_key(tenant)["key"]
    with gw.client(key) as c:
        for _ in range(2):
            assert c.post("/v1/chat/completions", json=ASK).status_code == 200
    with signed_in(gw) as dash:
        money = poll_until(lambda: dash.get("/dashboard/partials/money?days=7").text,
                           lambda h: f'data-tenant="{tenant}"' in h)
        latency = poll_until(lambda: dash.get("/dashboard/partials/latency").text,
                             lambda h: 'data-series="vllm-a"' in h)
    fig = re.search(r'<figure class="chart" data-chart="money-daily">(.*?)</figure>', money, re.S)
    assert fig, money
    bars = re.findall(r'<rect class="bar s(\d)"[^>]*data-value="(\d+)"><title>([^<]*)</title>',
                      fig.group(1))
    assert len(bars) == 14  # seven days, billed and GPU cost each
    today = datetime.now(UTC).strftime("%m-%d")
    gpu_today = [int(v) for s, v, t in bars if s == "1" and t.startswith(today)]
    assert len(gpu_today) == 1 and gpu_today[0] > 0  # the GPU time these requests used
    # the bars and the table read the rollups separately: their totals agree to the micro-dollar
    total = row(money, "data-tenant", "total")
    for series, cell in (("0", total[4]), ("1", total[5])):
        micros = sum(int(v) for s, v, _ in bars if s == series)
        assert cell == f"${Decimal(micros) / 1_000_000:,.6f}"
    line = re.search(r'<g class="line s\d" data-series="vllm-a">(.*?)</g>', latency, re.S)
    assert line and "<polyline" in line.group(1)
    values = [float(v) for v in re.findall(r'data-value="([\d.]+)"', line.group(1))]
    assert values and all(v > 0 for v in values)


def chart_total(html: str, series: str) -> str:
    """The sum of a money chart's bars of one series, formatted as the tables format money."""
    values = re.findall(rf'<rect class="bar s{series}"[^>]*data-value="(\d+)"', html)
    return f"${Decimal(sum(int(v) for v in values)) / 1_000_000:,.6f}"


def test_one_tenants_money_drills_down_to_its_days_models_and_backends(gateway: Gateway) -> None:
    gw = gateway
    busy, quiet = gw.new_tenant(), gw.new_tenant()
    for tenant, n in ((busy, 3), (quiet, 1)):
        with gw.client(gw.new_key(tenant)["key"]) as c:
            for _ in range(n):
                assert c.post("/v1/chat/completions", json=ASK).status_code == 200
    with signed_in(gw) as dash:
        everyone = poll_until(lambda: dash.get("/dashboard/partials/money?days=1").text,
                              lambda h: f'data-tenant="{quiet}"' in h
                              and row(h, "data-tenant", busy)[1] == "3")
        assert f'href="/dashboard?days=1&amp;tenant={busy}"' in everyone
        html = dash.get("/dashboard/partials/money", params={"days": "1", "tenant": busy}).text
        page = dash.get("/dashboard", params={"days": "1", "tenant": busy}).text
        unknown = dash.get("/dashboard/partials/money",
                           params={"tenant": "<script>alert(1)</script>"}).text
    mine = row(html, "data-tenant", busy)
    assert mine[1] == "3" and f'data-tenant="{quiet}"' not in html
    assert 'data-tenant="total"' not in html and "data-all-tenants" in html
    assert row(html, "data-spend-model", ASK["model"])[1] == "3"
    assert row(html, "data-spend-backend", "vllm-a")[1] == "3"
    assert chart_total(html, "0") == mine[4] and chart_total(html, "1") == mine[5]
    # the page keeps the tenant for its refreshes and for the days selector
    assert f'data-refresh="/dashboard/partials/money?days=1&amp;tenant={busy}"' in page
    assert f'<input type="hidden" name="tenant" value="{busy}">' in page
    assert "No tenant is called &lt;script&gt;alert(1)&lt;/script&gt;" in unknown
    assert "<script>alert" not in unknown
