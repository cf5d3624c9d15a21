"""GET /v1/usage: a tenant reads its own usage (daily rollups) with its API key, nothing else.

``from``/``to`` are UTC dates (``to`` inclusive; default: the current month so far). Rows are
per day and model, summed over backends; money is integer micro-dollars plus a decimal string.
GPU costs are ours, not the tenant's, and are left out.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

import orjson
from sqlalchemy import func, select
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from gateway.api.auth import authenticate
from gateway.db.models import UsageRollup
from gateway.errors import InvalidRequest
from gateway.metering.pricing import micros_to_dollars
from gateway.state import State

SUMS = ("requests", "prompt_tokens", "completion_tokens", "cached_tokens", "price_micros",
        "estimated_requests")


def _day(request: Request, name: str, default: date) -> date:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    try:
        return date.fromisoformat(raw[:10])
    except ValueError:
        raise InvalidRequest(f"{name} must be a date (YYYY-MM-DD)", param=name) from None


def _money(row: dict[str, int]) -> dict[str, object]:
    return {**row, "cost_usd": str(micros_to_dollars(row["price_micros"]))}


async def usage(request: Request) -> Response:
    state: State = request.app.state.gw
    principal = await authenticate(request, state)
    today = datetime.now(UTC).date()
    lo = _day(request, "from", today.replace(day=1))
    hi = _day(request, "to", today)
    if hi < lo:
        raise InvalidRequest("to is before from", param="to")
    cols = [func.sum(getattr(UsageRollup, c)).label(c) for c in SUMS]
    q = (select(UsageRollup.day, UsageRollup.model, *cols)
         .where(UsageRollup.tenant_id == principal.tenant_id,
                UsageRollup.day >= lo, UsageRollup.day <= hi)
         .group_by(UsageRollup.day, UsageRollup.model)
         .order_by(UsageRollup.day, UsageRollup.model))
    async with state.sessions() as s:
        rows = (await s.execute(q)).mappings().all()
    data = []
    totals = dict.fromkeys(SUMS, 0)
    for r in rows:
        sums = {c: int(r[c] or 0) for c in SUMS}
        for c in SUMS:
            totals[c] += sums[c]
        data.append({"day": r["day"].isoformat(), "model": r["model"], **_money(sums)})
    body = {"object": "usage", "tenant": principal.tenant_name, "from": lo.isoformat(),
            "to": hi.isoformat(), "data": data, "totals": _money(totals)}
    return Response(orjson.dumps(body), media_type="application/json")


routes = [Route("/v1/usage", usage, methods=["GET"])]
