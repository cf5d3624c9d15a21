"""The admin API for money under /admin/v1: the price book, limits and budgets, usage exports."""

from __future__ import annotations

import contextlib
from decimal import Decimal
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from gateway.api.admin import Session, _state
from gateway.db import prices as prices_db
from gateway.db.models import Price
from gateway.db.prices import LimitsRow
from gateway.db.tenants import find_tenant
from gateway.errors import InvalidRequest
from gateway.metering.export import Export, parse_period, render
from gateway.metering.limits import LimitSpec
from gateway.metering.pricing import dollars_to_micros, micros_to_dollars
from gateway.state import State

MAX_DOLLARS = Decimal(1_000_000_000)  # a budget or a price per 1M tokens; micros fit int64
MAX_RATE = 10**12  # requests or tokens a minute
MAX_MODEL_CHARS = 128  # the price book's column


def _not_a_float(value: Any) -> Any:
    """Money is never a float: a JSON number with a fraction was rounded in binary before it
    got here (123456789012.123456 arrives as ...12346), so it must come as a string."""
    if isinstance(value, float):
        raise ValueError("send money as a decimal string (\"12.50\") or a whole number")
    return value


Money = Annotated[Decimal, BeforeValidator(_not_a_float), Field(
    ge=0, le=MAX_DOLLARS, description="US dollars as a decimal string, at most 6 decimal places")]


class PriceIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    input_per_1m: Money
    output_per_1m: Money
    tenant: str | None = Field(default=None, description="tenant id or name: a plan override")


class LimitsIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rpm: int | None = Field(default=None, ge=0, le=MAX_RATE)
    tpm: int | None = Field(default=None, ge=0, le=MAX_RATE)
    daily_budget: Money | None = None
    monthly_budget: Money | None = None


def _micros(value: Decimal, param: str) -> int:
    try:
        return dollars_to_micros(value)
    except ValueError as exc:
        raise InvalidRequest(str(exc), param=param) from None


def price_out(p: Price) -> dict[str, Any]:
    return {
        "object": "price", "model": p.model, "tenant_id": p.tenant_id or None,
        "input_per_1m": str(micros_to_dollars(p.input_micros_per_mtok)),
        "output_per_1m": str(micros_to_dollars(p.output_micros_per_mtok)),
        "input_micros_per_1m": p.input_micros_per_mtok,
        "output_micros_per_1m": p.output_micros_per_mtok,
        "updated_at": p.updated_at.isoformat(),
    }


def limits_out(row: LimitsRow) -> dict[str, Any]:
    spec = row.spec

    def dollars(micros: int | None) -> str | None:
        return None if micros is None else str(micros_to_dollars(micros))

    return {"object": "limits", "scope": row.kind, "id": row.id, "rpm": spec.rpm,
            "tpm": spec.tpm, "daily_budget": dollars(spec.daily_budget_micros),
            "monthly_budget": dollars(spec.monthly_budget_micros)}


def _spec(body: LimitsIn) -> LimitSpec:
    return LimitSpec(
        rpm=body.rpm, tpm=body.tpm,
        daily_budget_micros=None if body.daily_budget is None
        else _micros(body.daily_budget, "daily_budget"),
        monthly_budget_micros=None if body.monthly_budget is None
        else _micros(body.monthly_budget, "monthly_budget"))


router = APIRouter(prefix="/admin/v1")
GW = Annotated[State, Depends(_state)]


async def _refresh(state: State) -> None:
    """In force on this replica at once; every other replica picks it up within one poll."""
    with contextlib.suppress(Exception):
        await state.meter.book.refresh()


@router.get("/prices")
async def list_prices(s: Session) -> dict[str, Any]:
    return {"object": "list", "data": [price_out(p) for p in await prices_db.list_prices(s)]}


@router.put("/prices/{model:path}")
async def set_price(model: str, body: PriceIn, s: Session, state: GW) -> dict[str, Any]:
    if not 0 < len(model) <= MAX_MODEL_CHARS or not model.isprintable():
        raise InvalidRequest(f"a model name is 1-{MAX_MODEL_CHARS} printable characters",
                             param="model")
    price = await prices_db.set_price(
        s, model=model, input_micros=_micros(body.input_per_1m, "input_per_1m"),
        output_micros=_micros(body.output_per_1m, "output_per_1m"), tenant_ref=body.tenant)
    await _refresh(state)
    return price_out(price)


@router.delete("/prices/{model:path}")
async def delete_price(model: str, s: Session, state: GW, tenant: str | None = None
                       ) -> dict[str, Any]:
    await prices_db.delete_price(s, model=model, tenant_ref=tenant)
    await _refresh(state)
    return {"object": "price", "model": model, "deleted": True}


@router.get("/tenants/{ref}/limits")
async def get_tenant_limits(ref: str, s: Session) -> dict[str, Any]:
    return limits_out(await prices_db.get_limits(s, kind="tenant", ref=ref))


@router.put("/tenants/{ref}/limits")
async def set_tenant_limits(ref: str, body: LimitsIn, s: Session, state: GW) -> dict[str, Any]:
    row = await prices_db.set_limits(s, kind="tenant", ref=ref, spec=_spec(body))
    await _refresh(state)
    return limits_out(row)


@router.get("/keys/{key_id}/limits")
async def get_key_limits(key_id: str, s: Session) -> dict[str, Any]:
    return limits_out(await prices_db.get_limits(s, kind="key", ref=key_id))


@router.put("/keys/{key_id}/limits")
async def set_key_limits(key_id: str, body: LimitsIn, s: Session, state: GW) -> dict[str, Any]:
    row = await prices_db.set_limits(s, kind="key", ref=key_id, spec=_spec(body))
    await _refresh(state)
    return limits_out(row)


@router.get("/exports/usage")
async def export_usage(
    state: GW, s: Session,
    tenant: Annotated[str, Query(description="tenant id or name")],
    start: Annotated[str, Query(alias="from", description="date or ISO datetime (UTC)")],
    end: Annotated[str, Query(alias="to", description="date (inclusive) or ISO datetime")],
    format: Literal["csv", "jsonl"] = "csv",
) -> StreamingResponse:
    """Per-request line items and per-model totals; streamed, bounded memory."""
    t = await find_tenant(s, tenant)
    try:
        lo, hi = parse_period(start, end)
    except ValueError as exc:
        raise InvalidRequest(str(exc), param="from") from None
    export = Export(t.id, lo, hi)
    media = "text/csv" if format == "csv" else "application/x-ndjson"
    name = f"usage-{t.name}-{lo:%Y%m%d}-{hi:%Y%m%d}.{format}"
    return StreamingResponse(render(state.engine, export, format), media_type=media,
                             headers={"content-disposition": f'attachment; filename="{name}"'})
