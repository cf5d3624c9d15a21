"""Dashboard pages: sign-in, the page, and the three sections it refreshes (fleet, money, latency).

``GET /dashboard`` renders every section server-side, so it reads without JavaScript; a small
script then replaces each section from ``GET /dashboard/partials/{section}`` every few seconds.
Money covers the last ``days`` UTC days including today (``?days=``, 1-90, default 7) from the
rollups, charted per day, for every tenant or one (``?tenant=NAME``); latency and the workload
mix cover the last hour of usage events, with each backend's p50 TPOT charted every 5 minutes
(``gateway.dashboard.charts``).
"""

from __future__ import annotations

import asyncio
import math
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import jinja2
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from gateway.api.admin_routing import fleet_view
from gateway.api.auth import client_address
from gateway.dashboard import charts, data, session
from gateway.metering.pricing import MICROS, micros_to_dollars
from gateway.routing.stats import FleetState
from gateway.state import State

HERE = Path(__file__).resolve().parent
SECTIONS = ("fleet", "money", "latency")
LATENCY_WINDOW = timedelta(hours=1)
LATENCY_BUCKET = timedelta(minutes=5)
REFRESH_S = {"fleet": 5, "money": 15, "latency": 15}  # seconds between a section's refreshes
MAX_FORM_BYTES = 4096
MAX_NAME = 128  # a tenant's name, as the database keeps it
HEADERS = {
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'; form-action 'self'",
}


def _usd(micros: int | None) -> str:
    if micros is None:
        return "–"
    dollars = micros_to_dollars(micros)
    return f"-${-dollars:,.6f}" if dollars < 0 else f"${dollars:,.6f}"  # exact: micros


def _num(x: float | None, digits: int = 1) -> str:
    return "–" if x is None else f"{x:,.{digits}f}"


def _usd_axis(micros: float) -> str:
    """Micro-dollars as the shortest exact dollar amount ($0.0025, $12)."""
    exact = Decimal(int(micros)) if float(micros).is_integer() else Decimal(repr(micros))
    return f"${(exact / MICROS).normalize():,f}"


def _ms_axis(ms: float) -> str:
    return f"{ms:,.{2 if 0 < ms < 1 else 1}f} ms"


TEMPLATES = jinja2.Environment(
    loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=True,
    undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
TEMPLATES.filters.update(usd=_usd, num=_num)


def _html(name: str, context: dict[str, Any] | None = None, status: int = 200) -> HTMLResponse:
    return HTMLResponse(TEMPLATES.get_template(name).render(**(context or {})),
                        status_code=status, headers=HEADERS)


def _state(request: Request) -> State:
    state: State = request.app.state.gw
    return state


def _tenant(request: Request) -> str | None:
    """The tenant whose money to show (``?tenant=NAME``), None for every tenant."""
    name = request.query_params.get("tenant", "").strip()
    return name[:MAX_NAME] or None


def _days(request: Request) -> int:
    try:
        return min(90, max(1, int(request.query_params.get("days", "7"))))
    except ValueError:
        return 7


async def _fleet(state: State) -> dict[str, Any]:
    fleet_state = state.extras.get("fleet_state")
    view = fleet_view(state.fleet, fleet_state if isinstance(fleet_state, FleetState) else None)
    backends = {b.name: b for b in state.fleet.backends}
    rows = []
    classes = []
    for b in view["data"]:
        load = b.get("load") or {}
        acceptance = b.get("acceptance") or {}
        even = data.break_even(backends[b["name"]], int(load.get("running", 0)),
                               acceptance.get("measured"))
        rows.append({**b, "break_even": even})
        for name, c in (b.get("classes") or {}).items():
            if even is not None and c.get("acceptance") is not None:
                classes.append({"backend": b["name"], "class": name, **c,
                                "break_even": replace(even, measured=c["acceptance"])})
    return {"backends": rows, "classes": classes}


async def _money(state: State, days: int, tenant: str | None) -> dict[str, Any]:
    today = datetime.now(UTC).date()
    since = today - timedelta(days=days - 1)
    out: dict[str, Any] = {"days": days, "since": since, "tenant": tenant, "known": True}
    tid = None
    if tenant is not None:
        tid = await data.tenant_id(state.sessions, tenant)
        if tid is None:
            return {**out, "known": False}
    tenants = await data.spend(state.sessions, since, by="tenant", tenant=tid)
    backends = await data.spend(state.sessions, since, by="backend", tenant=tid)
    models = await data.spend(state.sessions, since, by="model", tenant=tid)
    daily = await data.daily(state.sessions, since, today, tenant=tid)
    chart = charts.bars([d.day.strftime("%m-%d") for d in daily],
                        [("billed", [d.billed_micros for d in daily]),
                         ("GPU cost", [d.gpu_cost_micros for d in daily])], _usd_axis)
    return {**out, "tenants": tenants, "backends": backends, "models": models,
            "total": data.total(tenants), "chart": chart}


def _summarise(rows: list[Any], since: datetime) -> dict[str, Any]:
    events = data.parse(rows)
    series = data.tpot_series(events, since, LATENCY_BUCKET, LATENCY_WINDOW // LATENCY_BUCKET)
    chart = charts.lines([t.strftime("%H:%M") for t in series.starts], series.tpot_p50_ms,
                         _ms_axis)
    return {"latency": data.latency(events), "mix": data.mix(events), "events": len(events),
            "limit": data.EVENT_LIMIT, "routing": data.counterfactuals(events), "chart": chart}


async def _latency(state: State) -> dict[str, Any]:
    since = datetime.now(UTC) - LATENCY_WINDOW
    rows = await data.recent_events(state.sessions, since)
    return await asyncio.to_thread(_summarise, rows, since)


async def _section(request: Request, name: str) -> dict[str, Any]:
    state = _state(request)
    if name == "fleet":
        return await _fleet(state)
    if name == "money":
        return await _money(state, _days(request), _tenant(request))
    return await _latency(state)


async def page(request: Request) -> Response:
    state = _state(request)
    if not session.enabled(state):
        return _html("disabled.html", status=403)
    if not session.signed_in(request, state):
        return _html("login.html", {"error": None})
    context: dict[str, Any] = {"refresh_s": REFRESH_S, "days": _days(request),
                               "tenant": _tenant(request)}
    for name in SECTIONS:
        context[name] = await _section(request, name)
    return _html("index.html", context)


async def partial(request: Request) -> Response:
    state = _state(request)
    name = request.path_params["section"]
    if name not in SECTIONS:
        return _html("gone.html", status=404)
    if not session.signed_in(request, state):
        return _html("gone.html", status=401)
    return _html(f"_{name}.html", {name: await _section(request, name)})


async def login(request: Request) -> Response:
    state = _state(request)
    if not session.enabled(state):
        return _html("disabled.html", status=403)
    body = await request.body()
    form = parse_qs(body[:MAX_FORM_BYTES].decode("utf-8", "replace"))
    token = (form.get("token") or [""])[0]
    address = client_address(request)
    wait = state.sign_ins.retry_after(address)
    if wait is not None:
        seconds = max(1, math.ceil(wait))
        refused = _html("login.html", {"error": "Too many wrong tokens from this address: try "
                                                f"again in {seconds} s."}, 429)
        refused.headers["retry-after"] = str(seconds)
        return refused
    if not session.token_matches(state, token):
        state.sign_ins.failed(address)
        return _html("login.html", {"error": "That is not the admin token."}, 401)
    out = RedirectResponse("/dashboard", status_code=303, headers=HEADERS)
    secure = state.settings.secure_cookies
    out.set_cookie(session.COOKIE, session.cookie_value(token), max_age=session.MAX_AGE_S,
                   path="/dashboard", httponly=True, samesite="strict",
                   secure=request.url.scheme == "https" if secure is None else secure)
    return out


async def logout(request: Request) -> Response:
    out = RedirectResponse("/dashboard", status_code=303, headers=HEADERS)
    out.delete_cookie(session.COOKIE, path="/dashboard", httponly=True, samesite="strict")
    return out


routes: list[BaseRoute] = [
    Route("/dashboard", page, methods=["GET"]),
    Route("/dashboard/login", login, methods=["POST"]),
    Route("/dashboard/logout", logout, methods=["POST"]),
    Route("/dashboard/partials/{section}", partial, methods=["GET"]),
    Mount("/dashboard/static", StaticFiles(directory=HERE / "static"), name="dashboard-static"),
]
