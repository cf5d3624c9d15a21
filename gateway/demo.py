"""``specgate demo``: a simulated fleet, the gateway on the embedded default and a demo key."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import signal
import sys

import uvicorn
from pydantic import SecretStr

from gateway.app import create_app
from gateway.config.fleet import Fleet
from gateway.config.settings import Settings
from gateway.db import prices, tenants
from gateway.db.migrate import upgrade_async
from gateway.db.session import make_engine, make_sessionmaker

DEMO_TENANT = "demo"
# A list price for the demo's models when none is set (dollars per 1M tokens, an 8B model's
# going rate on hosted APIs), so demo usage events carry a real charge.
DEMO_PRICE_MICROS = (200_000, 600_000)


async def _demo_key(settings: Settings, fleet: Fleet) -> str:
    await upgrade_async(settings.database_url)
    engine = make_engine(settings.database_url)
    try:
        async with make_sessionmaker(engine)() as s:
            priced = {p.model for p in await prices.list_prices(s)}
            for model in fleet.models:
                if model.name not in priced:
                    await prices.set_price(s, model=model.name, input_micros=DEMO_PRICE_MICROS[0],
                                           output_micros=DEMO_PRICE_MICROS[1])
            with contextlib.suppress(tenants.Conflict):
                await tenants.create_tenant(s, name=DEMO_TENANT)
            created = await tenants.create_key(s, tenant_ref=DEMO_TENANT, name="demo")
            return created.secret
    finally:
        await engine.dispose()


async def _main(fleet: Fleet, settings: Settings, port: int, time_scale: float) -> None:
    from gateway.sim import serve_fleet

    started = asyncio.Event()
    sim_task = asyncio.create_task(serve_fleet(fleet, time_scale=time_scale, started=started))
    await started.wait()
    key = await _demo_key(settings, fleet)
    admin = "from SPECGATE_ADMIN_TOKEN"
    if settings.admin_token is None:  # the dashboard and admin API need one: make one for the run
        token = secrets.token_urlsafe(24)
        settings = settings.model_copy(update={"admin_token": SecretStr(token)})
        admin = f"{token}   <- for this run; SPECGATE_ADMIN_TOKEN sets your own"
    settings = settings.model_copy(update={"measured_time_scale": time_scale})
    config = uvicorn.Config(create_app(settings, fleet), host=settings.host, port=port,
                            log_level="warning", loop="uvloop", http="httptools")
    server = uvicorn.Server(config)
    gateway_task = asyncio.create_task(server.serve())
    while not server.started and not gateway_task.done():
        await asyncio.sleep(0.05)
    if gateway_task.done():
        sim_task.cancel()
        await gateway_task
        return
    base = f"http://{settings.host}:{port}"
    model = fleet.models[0].name
    print(f"""
specgate demo is running.
  gateway    {base}/v1   (OpenAI-compatible)
  backends   {", ".join(f"{b.name} ({b.kind}) {b.url}" for b in fleet.backends)}
  database   {settings.database_url}
  API key    {key}        <- shown once; tenant "{DEMO_TENANT}"
  dashboard  {base}/dashboard
  admin      {admin}

Try it:
  curl {base}/v1/chat/completions -H "Authorization: Bearer {key}" \\
    -H "Content-Type: application/json" \\
    -d '{{"model": "{model}", "messages": [{{"role": "user", "content": "Hello!"}}]}}'

Ctrl-C stops everything.""", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await asyncio.wait([asyncio.create_task(stop.wait()), gateway_task],
                       return_when=asyncio.FIRST_COMPLETED)
    server.should_exit = True
    with contextlib.suppress(asyncio.CancelledError):
        await gateway_task
    sim_task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await sim_task
    print("stopped.", file=sys.stderr)


def run_demo(fleet: Fleet, *, settings: Settings, port: int, time_scale: float) -> None:
    import uvloop

    uvloop.run(_main(fleet, settings, port, time_scale))
