"""Price book and limits records: the operations behind the admin API, the CLI and the caches."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, delete, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gateway.db.models import ApiKey, Price, Tenant, utcnow
from gateway.db.tenants import Missing, find_tenant
from gateway.metering.limits import LimitSpec
from gateway.metering.pricing import PriceTable, Rate

DEFAULT = ""  # tenant_id of a model's default price


async def set_price(
    s: AsyncSession, *, model: str, input_micros: int, output_micros: int,
    tenant_ref: str | None = None,
) -> Price:
    tenant_id = (await find_tenant(s, tenant_ref)).id if tenant_ref else DEFAULT
    price = await s.get(Price, (model, tenant_id))
    if price is None:
        price = Price(model=model, tenant_id=tenant_id)
        s.add(price)
    price.input_micros_per_mtok = input_micros
    price.output_micros_per_mtok = output_micros
    price.updated_at = utcnow()
    await s.commit()
    return price


async def delete_price(s: AsyncSession, *, model: str, tenant_ref: str | None = None) -> None:
    tenant_id = (await find_tenant(s, tenant_ref)).id if tenant_ref else DEFAULT
    result = await s.execute(delete(Price).where(Price.model == model,
                                                 Price.tenant_id == tenant_id))
    await s.commit()
    if not getattr(result, "rowcount", 0):
        raise Missing(f"no price for {model!r}" + (f" for tenant {tenant_ref!r}"
                                                    if tenant_ref else ""))


async def list_prices(s: AsyncSession) -> Sequence[Price]:
    return (await s.scalars(select(Price).order_by(Price.model, Price.tenant_id))).all()


async def price_table(s: AsyncSession) -> PriceTable:
    defaults: dict[str, Rate] = {}
    overrides: dict[tuple[str, str], Rate] = {}
    for p in await list_prices(s):
        rate = Rate(p.input_micros_per_mtok, p.output_micros_per_mtok)
        if p.tenant_id == DEFAULT:
            defaults[p.model] = rate
        else:
            overrides[(p.tenant_id, p.model)] = rate
    return PriceTable(defaults=defaults, overrides=overrides)


@dataclass(frozen=True)
class LimitsRow:
    kind: str  # tenant | key
    id: str
    spec: LimitSpec


def _spec(row: Tenant | ApiKey) -> LimitSpec:
    return LimitSpec(rpm=row.rpm, tpm=row.tpm, daily_budget_micros=row.daily_budget_micros,
                     monthly_budget_micros=row.monthly_budget_micros)


async def set_limits(s: AsyncSession, *, kind: str, ref: str, spec: LimitSpec) -> LimitsRow:
    """Replace the limits of a tenant (id or name) or a key (id); None fields mean unlimited."""
    if kind == "tenant":
        row_id = (await find_tenant(s, ref)).id
        table: type[Tenant] | type[ApiKey] = Tenant
    elif kind == "key":
        if await s.get(ApiKey, ref) is None:
            raise Missing(f"no key {ref!r}")
        row_id, table = ref, ApiKey
    else:
        raise ValueError(f"kind must be tenant or key, not {kind!r}")
    await s.execute(update(table).where(table.id == row_id).values(
        rpm=spec.rpm, tpm=spec.tpm, daily_budget_micros=spec.daily_budget_micros,
        monthly_budget_micros=spec.monthly_budget_micros, limits_updated_at=utcnow()))
    await s.commit()
    return LimitsRow(kind, row_id, spec)


async def get_limits(s: AsyncSession, *, kind: str, ref: str) -> LimitsRow:
    row: Tenant | ApiKey | None
    row = await find_tenant(s, ref) if kind == "tenant" else await s.get(ApiKey, ref)
    if row is None:
        raise Missing(f"no {kind} {ref!r}")
    return LimitsRow(kind, row.id, _spec(row))


async def limits_changed_since(s: AsyncSession, since: datetime | None) -> list[LimitsRow]:
    """Tenants and keys whose limits changed since ``since`` (all that have any, when None)."""
    out: list[LimitsRow] = []
    tenants = select(Tenant)
    keys = select(ApiKey)
    if since is None:
        tenants = tenants.where(_has_limits(Tenant))
        keys = keys.where(_has_limits(ApiKey))
    else:
        tenants = tenants.where(Tenant.limits_updated_at >= since)
        keys = keys.where(ApiKey.limits_updated_at >= since)
    out.extend(LimitsRow("tenant", t.id, _spec(t)) for t in (await s.scalars(tenants)).all())
    out.extend(LimitsRow("key", k.id, _spec(k)) for k in (await s.scalars(keys)).all())
    return out


def _has_limits(table: type[Tenant] | type[ApiKey]) -> ColumnElement[bool]:
    return or_(table.rpm.is_not(None), table.tpm.is_not(None),
               table.daily_budget_micros.is_not(None), table.monthly_budget_micros.is_not(None))
