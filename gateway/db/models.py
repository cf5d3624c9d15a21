"""SQLAlchemy models: tenants, keys, limits, prices, usage events and rollups (via Alembic)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    MetaData,
    String,
    TypeDecorator,
    false,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on every backend (SQLite stores them naive)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {datetime: UTCDateTime, int: BigInteger}


class Tenant(Base):
    __tablename__ = "tenants"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    name: Mapped[str] = mapped_column(String(128), unique=True)
    policy: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    rpm: Mapped[int | None] = mapped_column()
    tpm: Mapped[int | None] = mapped_column()
    daily_budget_micros: Mapped[int | None] = mapped_column()
    monthly_budget_micros: Mapped[int | None] = mapped_column()
    limits_updated_at: Mapped[datetime | None] = mapped_column(index=True)


class ApiKey(Base):
    __tablename__ = "api_keys"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    tenant_id: Mapped[str] = mapped_column(ForeignKey("tenants.id", ondelete="CASCADE"), index=True)
    name: Mapped[str | None] = mapped_column(String(128))
    prefix: Mapped[str] = mapped_column(String(16))
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)
    allowed_models: Mapped[list[str] | None] = mapped_column(JSON)
    policy: Mapped[str | None] = mapped_column(String(64))
    expires_at: Mapped[datetime | None] = mapped_column()
    revoked_at: Mapped[datetime | None] = mapped_column(index=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    rpm: Mapped[int | None] = mapped_column()
    tpm: Mapped[int | None] = mapped_column()
    daily_budget_micros: Mapped[int | None] = mapped_column()
    monthly_budget_micros: Mapped[int | None] = mapped_column()
    limits_updated_at: Mapped[datetime | None] = mapped_column(index=True)


class UsageEvent(Base):
    """One row per request that reached a backend; the id is the request id (idempotency key).

    Append-only and narrow: money is integer micro-dollars, timings integer ms/us, flags say
    which figures are estimated. Read by exports (tenant, time), budget floors (key, time) and
    pruned by retention (``created_at``, a BRIN index on PostgreSQL). Dashboards read
    ``usage_rollups`` instead.
    """

    __tablename__ = "usage_events"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    created_at: Mapped[datetime] = mapped_column()
    tenant_id: Mapped[str] = mapped_column(String(40))
    key_id: Mapped[str] = mapped_column(String(40))
    model: Mapped[str] = mapped_column(String(128))
    backend: Mapped[str] = mapped_column(String(128))
    endpoint: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(32))
    prompt_tokens: Mapped[int] = mapped_column()
    completion_tokens: Mapped[int] = mapped_column()
    tokens_estimated: Mapped[bool] = mapped_column()
    ttft_ms: Mapped[int | None] = mapped_column()
    latency_ms: Mapped[int] = mapped_column()
    workload: Mapped[str] = mapped_column(String(64), server_default="")
    cached_tokens: Mapped[int] = mapped_column(server_default="0")
    tpot_us: Mapped[int | None] = mapped_column()
    price_micros: Mapped[int] = mapped_column(server_default="0")
    gpu_cost_micros: Mapped[int] = mapped_column(server_default="0")
    price_missing: Mapped[bool] = mapped_column(Boolean, server_default=false())
    cost_estimated: Mapped[bool] = mapped_column(Boolean, server_default=false())
    reason: Mapped[str] = mapped_column(String(256), server_default="")
    decision: Mapped[dict[str, Any] | None] = mapped_column(JSON)

    __table_args__ = (
        Index("ix_usage_events_tenant_time", "tenant_id", "created_at"),
        Index("ix_usage_events_key_time", "key_id", "created_at"),  # budget floors per key
        Index("ix_usage_events_created_at_brin", "created_at", postgresql_using="brin"),
    )


class UsageRollup(Base):
    """Totals per (tenant, UTC day, model, backend), advanced only by newly inserted events."""

    __tablename__ = "usage_rollups"

    tenant_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    model: Mapped[str] = mapped_column(String(128), primary_key=True)
    backend: Mapped[str] = mapped_column(String(128), primary_key=True)
    requests: Mapped[int] = mapped_column()
    prompt_tokens: Mapped[int] = mapped_column()
    completion_tokens: Mapped[int] = mapped_column()
    cached_tokens: Mapped[int] = mapped_column()
    price_micros: Mapped[int] = mapped_column()
    gpu_cost_micros: Mapped[int] = mapped_column()
    estimated_requests: Mapped[int] = mapped_column()


class Price(Base):
    """Price of a public model per 1M tokens in micro-dollars; tenant_id '' is the default."""

    __tablename__ = "prices"

    model: Mapped[str] = mapped_column(String(128), primary_key=True)
    tenant_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    input_micros_per_mtok: Mapped[int] = mapped_column()
    output_micros_per_mtok: Mapped[int] = mapped_column()
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
