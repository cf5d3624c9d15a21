"""The ``specgate`` command: serve, demo, sim, db, tenants, keys."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import typer

from gateway import workers as workers_mod
from gateway.advise_model import MARGIN
from gateway.cli_billing import register as register_billing
from gateway.config.fleet import FleetError, load_fleet
from gateway.config.settings import Settings

T = TypeVar("T")

app = typer.Typer(no_args_is_help=True, add_completion=False,
                  help="specgate: a speculation-aware, OpenAI-compatible LLM gateway.")
db_app = typer.Typer(no_args_is_help=True, help="Database schema.")
tenants_app = typer.Typer(no_args_is_help=True, help="Tenants.")
keys_app = typer.Typer(no_args_is_help=True, help="API keys.")
app.add_typer(db_app, name="db")
app.add_typer(tenants_app, name="tenants")
app.add_typer(keys_app, name="keys")
register_billing(app)

ConfigOpt = Annotated[Path | None, typer.Option("--config", "-c", help="The fleet file.")]


def fail(message: str) -> NoReturn:
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    raise typer.Exit(2)


def _settings(config: Path | None = None) -> Settings:
    if config is not None:
        os.environ["SPECGATE_CONFIG"] = str(config)
    return Settings()


def _on_db(settings: Settings, work: Callable[[Any], Awaitable[T]]) -> T:
    """Run ``work(session)`` against the configured database (upgrading SQLite first)."""
    from gateway.db.migrate import upgrade
    from gateway.db.session import make_engine, make_sessionmaker

    if settings.is_sqlite:
        upgrade(settings.database_url)

    async def run() -> T:
        engine = make_engine(settings.database_url)
        try:
            async with make_sessionmaker(engine)() as s:
                return await work(s)
        finally:
            await engine.dispose()

    return asyncio.run(run())


@app.command()
def serve(
    config: ConfigOpt = None,
    host: Annotated[str | None, typer.Option(help="Bind address.")] = None,
    port: Annotated[int | None, typer.Option(help="Port.")] = None,
    workers: Annotated[int | None, typer.Option(help="uvicorn worker processes.")] = None,
) -> None:
    """Run the gateway."""
    import uvicorn

    settings = _settings(config)
    try:
        load_fleet(settings.config)
    except FleetError as exc:
        fail(str(exc))
    if settings.is_sqlite:
        from gateway.db.migrate import upgrade

        upgrade(settings.database_url)
    n = workers or settings.workers
    if n > 1:
        _metrics_dir()
        if not settings.redis_url:
            typer.echo(
                f"warning: {n} workers without SPECGATE_REDIS_URL: each keeps its own rate "
                f"limits, budgets and view of the fleet, so a tenant may get up to {n}x its "
                "limits; set SPECGATE_REDIS_URL to share them", err=True)
    writer = None
    if settings.redis_url and settings.usage_writer == "process":
        writer = _start_meter_writer(config)  # the workers only XADD
    caught: list[int] = []
    if writer is not None:  # uvicorn re-raises the signal it stopped on: stop the writer first
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda s, _f: caught.append(s))
    options: dict[str, Any] = {"factory": True, "loop": "uvloop", "http": "httptools",
                               "log_level": "info", "access_log": False}
    code = 0
    try:
        if n > 1 and workers_mod.SUPPORTED:  # a socket per worker: see gateway.workers
            code, stopped_by = workers_mod.run(workers_mod.ServeConfig(
                app="gateway.asgi:build", host=host or settings.host, port=port or settings.port,
                graceful_shutdown_s=settings.graceful_shutdown_s, uvicorn=options,
                worker_timeout_s=settings.worker_timeout_s), n)
            if stopped_by is not None:
                caught.append(stopped_by)  # exit by it, as uvicorn's single process does
        else:
            uvicorn.run("gateway.asgi:build", host=host or settings.host,
                        port=port or settings.port, workers=n,
                        timeout_graceful_shutdown=settings.graceful_shutdown_s, **options)
    except OSError as exc:  # the port is taken
        fail(f"cannot listen on {host or settings.host}:{port or settings.port}: {exc}")
    finally:
        if writer is not None:
            _stop_meter_writer(writer)
    if caught:
        signal.signal(caught[0], signal.SIG_DFL)
        signal.raise_signal(caught[0])
    if code:
        raise typer.Exit(code)


def _start_meter_writer(config: Path | None) -> subprocess.Popen[bytes]:
    """``specgate meter-writer`` beside the workers, in its own session: a Ctrl-C must reach it
    only after the workers have flushed their last events, which ``serve`` sees to."""
    argv = [sys.executable, "-m", "gateway", "meter-writer", "--parent-pid", str(os.getpid())]
    if config is not None:
        argv += ["--config", str(config)]
    return subprocess.Popen(argv, start_new_session=True)


def _stop_meter_writer(writer: subprocess.Popen[bytes]) -> None:
    writer.terminate()  # it drains the stream, then exits
    try:
        writer.wait(timeout=30)
    except subprocess.TimeoutExpired:
        writer.kill()
        writer.wait()


@app.command("meter-writer")
def meter_writer(
    config: ConfigOpt = None,
    parent_pid: Annotated[int | None, typer.Option(
        hidden=True, help="Stop (after draining) when this process is gone.")] = None,
) -> None:
    """Write the Redis usage stream to the database (run by `serve`; more may run anywhere)."""
    from gateway.metering import writer

    settings = _settings(config)
    if not settings.redis_url:
        fail("meter-writer needs SPECGATE_REDIS_URL: without Redis each gateway writes its own "
             "usage events")
    writer.main(settings, parent_pid=parent_pid)


def _metrics_dir() -> Path:
    """Several workers: /metrics must sum them, through prometheus_client's multiprocess files.

    ``PROMETHEUS_MULTIPROC_DIR`` if set (emptied of a previous run's files, which would
    otherwise be counted again), else a fresh temporary directory; the workers inherit it."""
    import tempfile

    given = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if given:
        path = Path(given)
        path.mkdir(parents=True, exist_ok=True)
        for old in path.glob("*.db"):
            old.unlink()
    else:
        path = Path(tempfile.mkdtemp(prefix="specgate-metrics-"))
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(path)
    return path


@app.command()
def sim(
    fleet: Annotated[Path, typer.Option("--fleet", "-f", help="Fleet file whose backends to run.")],
    time_scale: Annotated[float, typer.Option(help="Simulated seconds per wall second.")] = 1.0,
    host: Annotated[str, typer.Option(help="Bind address.")] = "127.0.0.1",
) -> None:
    """Run simulated vLLM/TGI servers for every backend of a fleet file, at their base URLs."""
    from gateway.sim import serve_fleet

    spec = load_fleet(fleet)
    for b in spec.backends:
        typer.echo(f"{b.name:<16} {b.kind:<11} {b.engine.value}  {b.url}")
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve_fleet(spec, time_scale=time_scale, host=host))


@app.command()
def demo(
    config: ConfigOpt = None,
    port: Annotated[int, typer.Option(help="Gateway port.")] = 8080,
    time_scale: Annotated[float, typer.Option(help="Simulated seconds per wall second.")] = 1.0,
) -> None:
    """One command: a simulated fleet (one backend of each kind), the gateway on SQLite, a key."""
    from gateway.demo import run_demo

    path = config or Path(__file__).resolve().parents[1] / "fleet.example.yaml"
    run_demo(load_fleet(path), settings=_settings(path), port=port, time_scale=time_scale)


@db_app.command("upgrade")
def db_upgrade(revision: str = "head") -> None:
    """Apply migrations to SPECGATE_DATABASE_URL."""
    from gateway.db.migrate import upgrade

    settings = Settings()
    upgrade(settings.database_url, revision)
    typer.echo(f"database at {revision}")


@tenants_app.command("create")
def tenants_create(name: str, policy: Annotated[str | None, typer.Option()] = None) -> None:
    """Create a tenant."""
    from gateway.db import tenants

    async def work(s: Any) -> Any:
        return await tenants.create_tenant(s, name=name, policy=policy)

    try:
        t = _on_db(Settings(), work)
    except (tenants.Conflict, tenants.InvalidName) as exc:
        fail(str(exc))
    typer.echo(f"{t.id}\t{t.name}")


@tenants_app.command("list")
def tenants_list() -> None:
    """List tenants."""
    from gateway.db import tenants

    for t in _on_db(Settings(), tenants.list_tenants):
        typer.echo(f"{t.id}\t{t.name}\t{t.policy or '-'}\t{t.created_at:%Y-%m-%d %H:%M}")


def _known_models(models: list[str], config: Path | None) -> None:
    """A typo'd model would answer every request of the key with 403, long after it was made:
    check the names against the fleet file, where there is one here to read."""
    path = _settings(config).config
    if config is None and not path.exists():
        return  # a database-only host: the gateway's admin API checks against its fleet
    try:
        served = [m.name for m in load_fleet(path).models]
    except FleetError as exc:
        fail(str(exc))
    unknown = [m for m in models if m not in served]
    if unknown:
        fail(f"there is no model `{unknown[0]}` in {path} (models: {', '.join(served)})")


@keys_app.command("create")
def keys_create(
    tenant: Annotated[str, typer.Option(help="Tenant name or id.")],
    name: Annotated[str | None, typer.Option(help="A label for the key.")] = None,
    model: Annotated[list[str] | None, typer.Option(
        "--model", help="Allowed model (repeat); default: all the tenant may use.")] = None,
    expires_in_days: Annotated[float | None, typer.Option(help="Expiry from now.")] = None,
    policy: Annotated[str | None, typer.Option(help="Routing policy for this key.")] = None,
    config: Annotated[Path | None, typer.Option(
        "--config", "-c", help="The fleet file the models are checked against (default: "
        "SPECGATE_CONFIG, where it exists).")] = None,
) -> None:
    """Create an API key; the secret is printed once and never stored."""
    from gateway.db import tenants

    if expires_in_days is not None and expires_in_days <= 0:
        fail("--expires-in-days must be positive (a key that expired already is of no use)")
    if model:
        _known_models(model, config)
    expires = datetime.now(UTC) + timedelta(days=expires_in_days) if expires_in_days else None

    async def work(s: Any) -> Any:
        return await tenants.create_key(s, tenant_ref=tenant, name=name, allowed_models=model,
                                        expires_at=expires, policy=policy)

    try:
        created = _on_db(Settings(), work)
    except tenants.Missing as exc:
        fail(str(exc))
    typer.echo(f"key id: {created.record.id}", err=True)
    typer.echo("the secret below is shown once; store it now:", err=True)
    typer.echo(created.secret)


@keys_app.command("list")
def keys_list(tenant: Annotated[str | None, typer.Option()] = None) -> None:
    """List keys (prefixes only; secrets are never stored)."""
    from gateway.db import tenants

    async def work(s: Any) -> Any:
        return await tenants.list_keys(s, tenant_ref=tenant)

    try:
        keys = _on_db(Settings(), work)
    except tenants.Missing as exc:
        fail(str(exc))
    for k in keys:
        state = "revoked" if k.revoked_at else "active"
        typer.echo(f"{k.id}\t{k.prefix}...\t{k.tenant_id}\t{state}\t{k.name or '-'}")


@keys_app.command("revoke")
def keys_revoke(key_id: str) -> None:
    """Revoke a key; every replica refuses it within a second."""
    from gateway.db import tenants

    async def work(s: Any) -> Any:
        return await tenants.revoke_key(s, key_id)

    try:
        k = _on_db(Settings(), work)
    except tenants.Missing as exc:
        fail(str(exc))
    typer.echo(f"revoked {k.id} at {k.revoked_at:%Y-%m-%d %H:%M:%S}Z")


def _advise_gpu(gpu_type: str, price: str | None) -> tuple[str, Decimal]:
    """The GPU every kind is modelled on, and its price per GPU-hour (given, or list price)."""
    from decimal import InvalidOperation

    from gateway.config.fleet import known_gpu_type
    from gateway.routing.costmodel import GPU_SPECS

    try:
        gpu = known_gpu_type(gpu_type)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--gpu-type") from None
    try:
        per_gpu = Decimal(price) if price else GPU_SPECS[gpu].price_per_hour
    except InvalidOperation:
        raise typer.BadParameter(f"{price!r} is not a price in dollars",
                                 param_hint="--price") from None
    if not per_gpu.is_finite() or per_gpu < 0:
        raise typer.BadParameter(f"{price!r} is not a price in dollars", param_hint="--price")
    return gpu, per_gpu


def _same_gpus(fleet: Any, path: Path, gpu: str, per_gpu: Decimal) -> None:
    """The current fleet is compared on the GPU advise models: refuse a comparison across
    GPUs or prices (a fleet of H100s costed as A10Gs read as failing, at a negative saving)."""
    for b in fleet.backends:
        if b.kind == "hosted":  # priced per token, not per GPU
            continue
        if (b.gpu_type, b.gpu_price_per_hour) != (gpu, per_gpu):
            raise typer.BadParameter(
                f"{path} runs {b.name} on {b.gpu_type} at ${b.gpu_price_per_hour}/h a GPU; "
                f"advise models every kind on {gpu} at ${per_gpu}/h: pass --gpu-type "
                f"{b.gpu_type} --price {b.gpu_price_per_hour} to compare against it",
                param_hint="--gpu-type")


@app.command()
def advise(
    config: ConfigOpt = None,
    trace: Annotated[list[Path] | None, typer.Option(
        "--trace", help="Trace CSV (timestamp, prompt_tokens, output_tokens[, source_class]); "
        "repeat to merge. Default: the usage events in SPECGATE_DATABASE_URL.")] = None,
    acceptance: Annotated[Path | None, typer.Option(
        help="JSON {kind: {class: {alpha, coverage}}} of measured acceptance. Default: what the "
        "router measured, from the usage events' decisions (priors where it measured nothing).",
    )] = None,
    profile: Annotated[Path | None, typer.Option(
        help="JSON {kind: {t0_s, t1_s, prefill_s_per_token}} of profiled step times.")] = None,
    live: Annotated[str | None, typer.Option(
        "--gateway", help="URL of a running gateway: scale each kind's step and prefill time "
        "by the speed its router measured (GET /admin/v1/fleet with SPECGATE_ADMIN_TOKEN); "
        "--profile wins.",
    )] = None,
    gpu_type: Annotated[str, typer.Option(help="GPU type of every kind.")] = "A10G",
    price: Annotated[str | None, typer.Option(help="Dollars per GPU-hour.")] = None,
    slo_ttft: Annotated[float, typer.Option(help="TTFT SLO, seconds.")] = 2.0,
    slo_ttft_per_1k: Annotated[float, typer.Option(
        help="Added to the TTFT SLO per 1,000 prompt tokens, seconds.")] = 0.0,
    slo_min_decode_tokens: Annotated[int, typer.Option(
        help="Shorter answers get this many tokens' decode budget.")] = 0,
    slo_tpot: Annotated[float, typer.Option(help="Time per output token SLO, seconds.")] = 0.05,
    margin: Annotated[float, typer.Option(
        help="Recommend only fleets predicted to meet the SLO for this much more than the "
             "target share of requests (the model's error against replays).")] = MARGIN,
    max_gpus: Annotated[int, typer.Option(help="Largest fleet to consider.")] = 16,
    rate_scale: Annotated[float, typer.Option(help="Multiply the traffic's rate.")] = 1.0,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Recommend the cheapest fleet (GPUs per backend kind) that meets an SLO for seen traffic."""
    import dataclasses
    import json as _json

    from gateway import advise as adv

    for name, value, low in (("--rate-scale", rate_scale, 0.0), ("--slo-tpot", slo_tpot, 0.0),
                             ("--slo-ttft", slo_ttft, 0.0), ("--max-gpus", max_gpus, 0)):
        if value <= low:
            raise typer.BadParameter("must be positive", param_hint=name)
    if margin < 0 or slo_ttft_per_1k < 0:
        raise typer.BadParameter("must not be negative",
                                 param_hint="--margin" if margin < 0 else "--slo-ttft-per-1k")
    measured: dict[str, Any] = {}
    settings = _settings(config)
    for name, path in [("--trace", p) for p in trace or ()] + [
            ("--acceptance", acceptance), ("--profile", profile)]:
        if path is not None and not path.is_file():
            raise typer.BadParameter(f"{path} is not a readable file", param_hint=name)
    try:
        if trace:
            rows = [r for p in trace for r in adv.read_trace(p)]
        else:
            database_url = settings.database_url
            rows = asyncio.run(adv.read_usage(database_url))
            measured = asyncio.run(adv.usage_acceptance(database_url))
        given = adv.load_json(acceptance) or {}
        profiles = adv.load_json(profile)
        traffic = adv.traffic_from_rows(rows)
    except (KeyError, ValueError) as exc:  # a missing column, bad JSON, no traffic at all
        what = f"missing column {exc}" if isinstance(exc, KeyError) else str(exc)
        raise typer.BadParameter(what, param_hint="--trace" if trace else "--acceptance") \
            from None
    merged = {kind: {**measured.get(kind, {}), **given.get(kind, {})}
              for kind in set(measured) | set(given)}
    traffic = dataclasses.replace(traffic, rate=traffic.rate * rate_scale)
    factors = None
    if live is not None:
        import httpx

        from gateway.advise_live import fetch_fleet, kind_factors

        token = settings.admin_token.get_secret_value() if settings.admin_token else ""
        if not token:
            raise typer.BadParameter("needs SPECGATE_ADMIN_TOKEN", param_hint="--gateway")
        try:
            factors = kind_factors(fetch_fleet(live, token))
        except httpx.HTTPError as exc:
            raise typer.BadParameter(f"cannot read {live}/admin/v1/fleet: {exc}",
                                     param_hint="--gateway") from None
    gpu_type, per_gpu = _advise_gpu(gpu_type, price)
    models = adv.kind_models(gpu_type, price=per_gpu, acceptance=merged,
                             profiles=profiles, factors=factors)
    current = None
    path = config or settings.config
    if config is not None and not config.exists():
        raise typer.BadParameter(f"{config} does not exist", param_hint="--config")
    if path.exists():
        fleet = load_fleet(path)
        _same_gpus(fleet, path, gpu_type, per_gpu)
        current = adv.current_counts(fleet)
        unmodelled = sorted(k for k in current if k not in models)
        if unmodelled:
            typer.echo(f"note: the current fleet's {', '.join(unmodelled)} backends are left "
                       "out of its figures: advise models plain, vllm-ngram, vllm-draft and "
                       "tgi-draft only", err=True)
    slo = adv.Slo(slo_ttft, slo_tpot, ttft_per_1k_s=slo_ttft_per_1k,
                  min_decode_tokens=slo_min_decode_tokens, margin=margin)
    result = adv.advise(models, traffic, slo, max_gpus=max_gpus, current=current,
                        view_lag_s=settings.scrape_interval_s / 2)
    if as_json:
        typer.echo(_json.dumps(adv.to_json(result), indent=2))
    else:
        typer.echo(adv.render(result, slo))


def main() -> None:
    try:
        app()
    except FleetError as exc:
        typer.secho(f"error: {exc}", fg=typer.colors.RED, err=True)
        raise SystemExit(2) from None
