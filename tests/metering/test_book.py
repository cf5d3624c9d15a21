"""The price and limits snapshot: a refresh that read the database before a change never undoes
a refresh made after it (the admin API's 'in force at once on this replica')."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from gateway.db import prices as prices_db
from gateway.db.migrate import upgrade_async
from gateway.db.session import make_engine, make_sessionmaker
from gateway.metering.book import Book


async def test_a_poll_that_read_before_a_price_change_does_not_undo_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path}/book.db"
    await upgrade_async(url)
    engine = make_engine(url)
    sessions = make_sessionmaker(engine)
    book = Book(sessions, poll_s=3600)
    await book.refresh()
    read_prices, resume = asyncio.Event(), asyncio.Event()
    real = prices_db.limits_changed_since

    async def after_the_price_table(*args: Any) -> Any:  # the poll has read the old prices
        read_prices.set()
        await resume.wait()
        return await real(*args)

    try:
        monkeypatch.setattr(prices_db, "limits_changed_since", after_the_price_table)
        poll = asyncio.create_task(book.refresh())
        await read_prices.wait()
        monkeypatch.setattr(prices_db, "limits_changed_since", real)
        async with sessions() as s:  # the admin API: commit the price, then refresh
            await prices_db.set_price(s, model="m", input_micros=150_000, output_micros=600_000)
        admin = asyncio.create_task(book.refresh())
        await asyncio.wait({admin}, timeout=1.0)  # done at once, or queued behind the poll
        resume.set()
        await asyncio.gather(poll, admin)
        rate = book.rate("any-tenant", "m")
        assert rate is not None and rate.output_micros_per_mtok == 600_000
    finally:
        resume.set()
        await engine.dispose()
