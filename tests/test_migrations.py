"""Alembic builds the schema from empty on SQLite and PostgreSQL, matching the models."""

from __future__ import annotations

import asyncio
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlalchemy.ext.asyncio import create_async_engine

from gateway.db.migrate import upgrade
from gateway.db.models import Base


async def _inspect(url: str) -> tuple[set[str], list[object], str]:
    engine = create_async_engine(url)
    try:
        async with engine.connect() as conn:
            names = await conn.run_sync(lambda c: set(inspect(c).get_table_names()))
            diff = await conn.run_sync(
                lambda c: compare_metadata(MigrationContext.configure(c), Base.metadata))
            version = (await conn.execute(text("SELECT version_num FROM alembic_version"))
                       ).scalar_one()
            return names, diff, version
    finally:
        await engine.dispose()


def _check_from_empty(url: str) -> None:
    upgrade(url)
    names, diff, version = asyncio.run(_inspect(url))
    assert {"tenants", "api_keys", "usage_events", "alembic_version"} <= names
    assert diff == [], f"models and migrations disagree: {diff}"
    upgrade(url)  # a second upgrade is a no-op
    assert asyncio.run(_inspect(url))[2] == version


def test_sqlite_from_empty(tmp_path: Path) -> None:
    _check_from_empty(f"sqlite+aiosqlite:///{tmp_path}/m.db")


def test_postgres_from_empty(pg_url: str) -> None:
    _check_from_empty(pg_url)
