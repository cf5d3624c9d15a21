"""Apply Alembic migrations (``specgate db upgrade``) to the configured database."""

from __future__ import annotations

import asyncio
from pathlib import Path

from alembic import command
from alembic.config import Config

REPO_ROOT = Path(__file__).resolve().parents[2]


def alembic_config(url: str) -> Config:
    ini = REPO_ROOT / "alembic.ini"
    if not ini.exists():
        raise RuntimeError(f"migrations not found next to the package ({ini}); install with pip -e")
    cfg = Config(str(ini))
    cfg.set_main_option("script_location", str(REPO_ROOT / "migrations"))
    cfg.attributes["url"] = url
    return cfg


def upgrade(url: str, revision: str = "head") -> None:
    """Run migrations synchronously; safe to call from a thread while an event loop runs."""
    command.upgrade(alembic_config(url), revision)


async def upgrade_async(url: str, revision: str = "head") -> None:
    await asyncio.to_thread(upgrade, url, revision)
