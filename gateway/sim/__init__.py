"""Simulated vLLM and TGI servers with speculative decoding: build one app, or serve a fleet."""

from __future__ import annotations

from gateway.sim.app import build_app, serve_fleet

__all__ = ["build_app", "serve_fleet"]
