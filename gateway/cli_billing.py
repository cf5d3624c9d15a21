"""The ``specgate`` commands for money: prices, limits, export, usage prune."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import typer

from gateway.config.settings import Settings

T = TypeVar("T")

prices_app = typer.Typer(no_args_is_help=True, help="The price book (dollars per 1M tokens).")
limits_app = typer.Typer(no_args_is_help=True, help="Rate limits and budgets of tenants and keys.")
usage_app = typer.Typer(no_args_is_help=True, help="Raw usage events.")


def register(app: typer.Typer) -> None:
    app.add_typer(prices_app, name="prices")
    app.add_typer(limits_app, name="limits")
    app.add_typer(usage_app, name="usage")
    app.command("export")(export)


def _fail(message: str) -> NoReturn:
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    raise typer.Exit(2)


def _run(work: Callable[[Any, Any], Awaitable[T]]) -> T:
    """Run ``work(engine, session)`` against SPECGATE_DATABASE_URL (upgrading SQLite first)."""
    from gateway.db.migrate import upgrade
    from gateway.db.session import make_engine, make_sessionmaker
    from gateway.db.tenants import Missing

    settings = Settings()
    if settings.is_sqlite:
        upgrade(settings.database_url)

    async def run() -> T:
        engine = make_engine(settings.database_url)
        try:
            async with make_sessionmaker(engine)() as s:
                return await work(engine, s)
        finally:
            await engine.dispose()

    try:
        return asyncio.run(run())
    except (Missing, ValueError) as exc:
        _fail(str(exc))
        raise


def _micros(text: str, what: str) -> int:
    from gateway.metering.pricing import dollars_to_micros

    try:
        return dollars_to_micros(Decimal(text))
    except (InvalidOperation, ValueError):
        _fail(f"{what} must be dollars with at most 6 decimals, got {text!r}")
        raise


@prices_app.command("set")
def prices_set(
    model: str,
    input_per_1m: Annotated[str, typer.Option("--input", help="Dollars per 1M prompt tokens.")],
    output_per_1m: Annotated[str, typer.Option("--output", help="Dollars per 1M output tokens.")],
    tenant: Annotated[str | None, typer.Option(help="A tenant's own price (plan).")] = None,
) -> None:
    """Set a model's price (the default, or one tenant's override)."""
    from gateway.db import prices

    inp, out = _micros(input_per_1m, "--input"), _micros(output_per_1m, "--output")
    _run(lambda e, s: prices.set_price(s, model=model, input_micros=inp, output_micros=out,
                                       tenant_ref=tenant))
    typer.echo(f"{model}\t{tenant or 'default'}\tinput {input_per_1m}\toutput {output_per_1m}")


@prices_app.command("list")
def prices_list() -> None:
    """List prices (dollars per 1M tokens); tenant '-' is the default."""
    from gateway.db import prices
    from gateway.metering.pricing import micros_to_dollars

    for p in _run(lambda e, s: prices.list_prices(s)):
        typer.echo(f"{p.model}\t{p.tenant_id or '-'}\t{micros_to_dollars(p.input_micros_per_mtok)}"
                   f"\t{micros_to_dollars(p.output_micros_per_mtok)}")


@prices_app.command("delete")
def prices_delete(model: str, tenant: Annotated[str | None, typer.Option()] = None) -> None:
    """Delete a price; requests for the model are then charged 0 and flagged price_missing."""
    from gateway.db import prices

    _run(lambda e, s: prices.delete_price(s, model=model, tenant_ref=tenant))
    typer.echo(f"deleted {model} {tenant or 'default'}")


@limits_app.command("set")
def limits_set(
    tenant: Annotated[str | None, typer.Option(help="Tenant name or id.")] = None,
    key: Annotated[str | None, typer.Option(help="Key id.")] = None,
    rpm: Annotated[int | None, typer.Option(help="Requests per minute.")] = None,
    tpm: Annotated[int | None, typer.Option(help="Tokens per minute.")] = None,
    daily_budget: Annotated[str | None, typer.Option(help="Dollars per UTC day.")] = None,
    monthly_budget: Annotated[str | None, typer.Option(help="Dollars per UTC month.")] = None,
) -> None:
    """Replace the limits of a tenant or a key (unset options mean unlimited)."""
    from gateway.db import prices
    from gateway.metering.limits import LimitSpec

    if (tenant is None) == (key is None):
        _fail("give exactly one of --tenant and --key")
    if any(v is not None and v < 0 for v in (rpm, tpm)):
        _fail("--rpm and --tpm are non-negative")
    spec = LimitSpec(
        rpm=rpm, tpm=tpm,
        daily_budget_micros=None if daily_budget is None else _micros(daily_budget, "budget"),
        monthly_budget_micros=None if monthly_budget is None
        else _micros(monthly_budget, "budget"))
    kind, ref = ("tenant", tenant) if tenant is not None else ("key", key)
    assert ref is not None
    row = _run(lambda e, s: prices.set_limits(s, kind=kind, ref=ref, spec=spec))
    typer.echo(f"{row.kind} {row.id}: {row.spec}")


@limits_app.command("show")
def limits_show(
    tenant: Annotated[str | None, typer.Option(help="Tenant name or id.")] = None,
    key: Annotated[str | None, typer.Option(help="Key id.")] = None,
) -> None:
    """Show the limits of a tenant or a key."""
    from gateway.db import prices

    if (tenant is None) == (key is None):
        _fail("give exactly one of --tenant and --key")
    kind, ref = ("tenant", tenant) if tenant is not None else ("key", key)
    assert ref is not None
    row = _run(lambda e, s: prices.get_limits(s, kind=kind, ref=ref))
    typer.echo(f"{row.kind} {row.id}: {row.spec}")


def export(
    tenant: Annotated[str, typer.Option(help="Tenant name or id.")],
    start: Annotated[str, typer.Option("--from", help="First day (or ISO datetime), UTC.")],
    end: Annotated[str, typer.Option("--to", help="Last day, inclusive (or ISO datetime).")],
    fmt: Annotated[str, typer.Option("--format", help="csv or jsonl.")] = "csv",
    output: Annotated[Path | None, typer.Option(help="File to write; default stdout.")] = None,
) -> None:
    """Export a tenant's line items and per-model totals (columns: docs in metering/export.py)."""
    from gateway.db.tenants import find_tenant
    from gateway.metering import export as ex

    if fmt not in ("csv", "jsonl"):
        _fail("--format must be csv or jsonl")
    try:
        lo, hi = ex.parse_period(start, end)
    except ValueError as exc:
        _fail(str(exc))
        raise
    show = sys.stderr.isatty()

    async def work(engine: Any, s: Any) -> int:
        t = await find_tenant(s, tenant)
        total = await ex.count(engine, t.id, lo, hi) if show else 0
        job = ex.Export(t.id, lo, hi)

        def progress(n: int) -> None:
            sys.stderr.write(f"\rexported {n:,} / {total:,} events")
            sys.stderr.flush()

        sink = open(output, "wb") if output else sys.stdout.buffer  # noqa: SIM115
        try:
            kind: ex.Format = "csv" if fmt == "csv" else "jsonl"
            async for chunk in ex.render(engine, job, kind, progress if show else None):
                sink.write(chunk)
        finally:
            if output:
                sink.close()
            else:
                sink.flush()
        if show:
            sys.stderr.write("\n")
        return job.grand.requests

    n = _run(work)
    if output:
        typer.echo(f"{n} events to {output}", err=True)


@usage_app.command("prune")
def usage_prune(
    older_than_days: Annotated[int | None, typer.Option(
        min=1, help="Delete raw events older than this "
        "(default: SPECGATE_USAGE_RETENTION_DAYS).")] = None,
) -> None:
    """Delete raw usage events older than N days now (daily rollups are kept)."""
    from gateway.metering.store import prune

    days = older_than_days or Settings().usage_retention_days
    if not days:
        _fail("give --older-than-days, or set SPECGATE_USAGE_RETENTION_DAYS")
    before = datetime.now(UTC) - timedelta(days=days)
    n = _run(lambda e, s: prune(e, before=before))
    typer.echo(f"deleted {n} usage events created before {before:%Y-%m-%d %H:%M}Z")
