"""usage events by key and time: the budget floor's per-key spend, and exports per key

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02

On PostgreSQL the index is built CONCURRENTLY, outside a transaction, so a large usage table
keeps taking writes while it builds.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

NAME = "ix_usage_events_key_time"


def upgrade() -> None:
    if op.get_context().dialect.name == "postgresql":
        with op.get_context().autocommit_block():
            # a concurrent build cut short (a killed Job) leaves an INVALID index of this name,
            # which IF NOT EXISTS would take for done: drop it and build again
            invalid = op.get_bind().execute(sa.text(
                "SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                "WHERE c.relname = :name AND NOT i.indisvalid"), {"name": NAME}).first()
            if invalid is not None:
                op.drop_index(NAME, "usage_events", postgresql_concurrently=True)
            op.create_index(NAME, "usage_events", ["key_id", "created_at"],
                            postgresql_concurrently=True, if_not_exists=True)
    else:
        op.create_index(NAME, "usage_events", ["key_id", "created_at"])


def downgrade() -> None:
    if op.get_context().dialect.name == "postgresql":
        with op.get_context().autocommit_block():
            op.drop_index(NAME, "usage_events", postgresql_concurrently=True, if_exists=True)
    else:
        op.drop_index(NAME, "usage_events")
