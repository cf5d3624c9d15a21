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


async def _sql(url: str, *statements: str) -> list[object]:
    engine = create_async_engine(url, isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as conn:
            rows: list[object] = []
            for statement in statements:
                result = await conn.execute(text(statement))
                rows = list(result.all()) if result.returns_rows else []
            return rows
    finally:
        await engine.dispose()


INDEX_VALID = ("SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
               "WHERE c.relname = 'ix_usage_events_key_time'")
EVENT = ("INSERT INTO usage_events (id, created_at, tenant_id, key_id, model, backend, endpoint, "
         "status, prompt_tokens, completion_tokens, tokens_estimated, latency_ms) VALUES "
         "('{id}', now(), 't', 'k{n}', 'm', 'b', 'chat', 'ok', 1, 1, false, 1)")


def test_the_key_index_builds_concurrently_on_a_table_with_rows(pg_url: str) -> None:
    upgrade(pg_url, "0002")
    asyncio.run(_sql(pg_url, *(EVENT.format(id=f"e{i}", n=i % 7) for i in range(200))))
    upgrade(pg_url)
    assert asyncio.run(_sql(pg_url, INDEX_VALID)) == [(True,)]


def test_a_concurrent_build_cut_short_is_built_again(pg_url: str) -> None:
    """A killed migrations Job leaves an INVALID index behind; the next upgrade replaces it
    instead of taking it for done."""
    upgrade(pg_url, "0002")
    asyncio.run(_sql(
        pg_url, "CREATE INDEX ix_usage_events_key_time ON usage_events (key_id, created_at)",
        "UPDATE pg_index SET indisvalid = false WHERE indexrelid = "
        "'ix_usage_events_key_time'::regclass"))
    assert asyncio.run(_sql(pg_url, INDEX_VALID)) == [(False,)]
    upgrade(pg_url)
    assert asyncio.run(_sql(pg_url, INDEX_VALID)) == [(True,)]
