"""The operator's dashboard: where the money and the milliseconds go (admin only)."""

from gateway.dashboard.views import routes

__all__ = ["routes"]
