"""metering: usage event fields, daily rollups, price book, limits on tenants and keys

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TS = sa.DateTime(timezone=True)
LIMIT_COLUMNS = ("rpm", "tpm", "daily_budget_micros", "monthly_budget_micros")


def upgrade() -> None:
    for table in ("tenants", "api_keys"):
        for name in LIMIT_COLUMNS:
            op.add_column(table, sa.Column(name, sa.BigInteger()))
        op.add_column(table, sa.Column("limits_updated_at", TS))
        op.create_index(op.f(f"ix_{table}_limits_updated_at"), table, ["limits_updated_at"])

    add = op.add_column
    add("usage_events", sa.Column("workload", sa.String(64), server_default="", nullable=False))
    for name in ("cached_tokens", "price_micros", "gpu_cost_micros"):
        add("usage_events", sa.Column(name, sa.BigInteger(), server_default="0", nullable=False))
    add("usage_events", sa.Column("tpot_us", sa.BigInteger()))
    for name in ("price_missing", "cost_estimated"):
        add("usage_events", sa.Column(name, sa.Boolean(), server_default=sa.false(),
                                      nullable=False))
    add("usage_events", sa.Column("reason", sa.String(256), server_default="", nullable=False))
    add("usage_events", sa.Column("decision", sa.JSON()))
    op.create_index("ix_usage_events_created_at_brin", "usage_events", ["created_at"],
                    postgresql_using="brin")

    op.create_table(
        "usage_rollups",
        sa.Column("tenant_id", sa.String(40), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("model", sa.String(128), nullable=False),
        sa.Column("backend", sa.String(128), nullable=False),
        *(sa.Column(name, sa.BigInteger(), nullable=False) for name in (
            "requests", "prompt_tokens", "completion_tokens", "cached_tokens", "price_micros",
            "gpu_cost_micros", "estimated_requests")),
        sa.PrimaryKeyConstraint("tenant_id", "day", "model", "backend",
                                name=op.f("pk_usage_rollups")),
    )
    op.create_table(
        "prices",
        sa.Column("model", sa.String(128), nullable=False),
        sa.Column("tenant_id", sa.String(40), nullable=False),
        sa.Column("input_micros_per_mtok", sa.BigInteger(), nullable=False),
        sa.Column("output_micros_per_mtok", sa.BigInteger(), nullable=False),
        sa.Column("updated_at", TS, nullable=False),
        sa.PrimaryKeyConstraint("model", "tenant_id", name=op.f("pk_prices")),
    )


def downgrade() -> None:
    op.drop_table("prices")
    op.drop_table("usage_rollups")
    op.drop_index("ix_usage_events_created_at_brin", "usage_events")
    with op.batch_alter_table("usage_events") as batch:
        for name in ("decision", "reason", "cost_estimated", "price_missing", "tpot_us",
                     "gpu_cost_micros", "price_micros", "cached_tokens", "workload"):
            batch.drop_column(name)
    for table in ("api_keys", "tenants"):
        op.drop_index(op.f(f"ix_{table}_limits_updated_at"), table)
        with op.batch_alter_table(table) as batch:
            for name in (*LIMIT_COLUMNS, "limits_updated_at"):
                batch.drop_column(name)
