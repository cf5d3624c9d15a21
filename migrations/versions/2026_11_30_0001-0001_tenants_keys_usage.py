"""tenants, api keys and a minimal usage table

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "tenants",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("name", sa.String(128), nullable=False),
        sa.Column("policy", sa.String(64)),
        sa.Column("created_at", TS, nullable=False),
        sa.UniqueConstraint("name", name=op.f("uq_tenants_name")),
    )
    op.create_table(
        "api_keys",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column(
            "tenant_id",
            sa.String(40),
            sa.ForeignKey("tenants.id", ondelete="CASCADE",
                          name=op.f("fk_api_keys_tenant_id_tenants")),
            nullable=False,
        ),
        sa.Column("name", sa.String(128)),
        sa.Column("prefix", sa.String(16), nullable=False),
        sa.Column("secret_hash", sa.String(64), nullable=False),
        sa.Column("allowed_models", sa.JSON()),
        sa.Column("policy", sa.String(64)),
        sa.Column("expires_at", TS),
        sa.Column("revoked_at", TS),
        sa.Column("created_at", TS, nullable=False),
        sa.UniqueConstraint("secret_hash", name=op.f("uq_api_keys_secret_hash")),
    )
    op.create_index(op.f("ix_api_keys_tenant_id"), "api_keys", ["tenant_id"])
    op.create_index(op.f("ix_api_keys_revoked_at"), "api_keys", ["revoked_at"])
    op.create_table(
        "usage_events",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("tenant_id", sa.String(40), nullable=False),
        sa.Column("key_id", sa.String(40), nullable=False),
        sa.Column("model", sa.String(128), nullable=False),
        sa.Column("backend", sa.String(128), nullable=False),
        sa.Column("endpoint", sa.String(32), nullable=False),
        sa.Column("status", sa.String(32), nullable=False),
        sa.Column("prompt_tokens", sa.BigInteger(), nullable=False),
        sa.Column("completion_tokens", sa.BigInteger(), nullable=False),
        sa.Column("tokens_estimated", sa.Boolean(), nullable=False),
        sa.Column("ttft_ms", sa.BigInteger()),
        sa.Column("latency_ms", sa.BigInteger(), nullable=False),
    )
    op.create_index("ix_usage_events_tenant_time", "usage_events", ["tenant_id", "created_at"])


def downgrade() -> None:
    op.drop_table("usage_events")
    op.drop_table("api_keys")
    op.drop_table("tenants")
