"""The database pool each process opens is the operator's to size (PostgreSQL)."""

from __future__ import annotations

from sqlalchemy.pool import QueuePool

from tests.conftest import fresh_pg_database, running_gateway, standard_fleet


def test_the_pool_size_and_overflow_come_from_the_settings(sim_backends: dict[str, str]) -> None:
    with fresh_pg_database() as url, running_gateway(
            standard_fleet(sim_backends), database_url=url, redis_url=None,
            db_pool_size=3, db_max_overflow=1) as gw:
        pool = gw.app.state.gw.engine.pool
        assert isinstance(pool, QueuePool)
        assert (pool.size(), pool._max_overflow) == (3, 1)
