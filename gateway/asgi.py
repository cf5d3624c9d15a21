"""Application factory for uvicorn workers: settings from SPECGATE_* and the fleet file."""

from __future__ import annotations

from fastapi import FastAPI

from gateway.app import create_app
from gateway.config.fleet import load_fleet
from gateway.config.settings import Settings


def build() -> FastAPI:
    settings = Settings()
    return create_app(settings, load_fleet(settings.config))
