"""Bearer authentication: tenant API keys for /v1, the admin token for /admin/v1."""

from __future__ import annotations

import hmac
from datetime import UTC, datetime

from starlette.requests import Request

from gateway.auth.keys import Principal
from gateway.errors import AuthenticationFailed, PermissionDenied
from gateway.state import State


def bearer(request: Request) -> str | None:
    return bearer_token(request.headers.get("authorization"))


def bearer_token(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer …`` header value, or None."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def _masked(secret: str) -> str:
    return f"{secret[:6]}...{secret[-4:]}" if len(secret) > 12 else "***"


async def authenticate(request: Request, state: State) -> Principal:
    return await authenticate_header(request.headers.get("authorization"), state)


async def authenticate_header(authorization: str | None, state: State) -> Principal:
    """The principal of an ``Authorization`` header value (the hot path has no Request)."""
    secret = bearer_token(authorization)
    if secret is None:
        raise AuthenticationFailed(
            "You didn't provide an API key. You need to provide your API key in an "
            "Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
            code="missing_api_key",
        )
    principal = await state.keys.lookup(secret)
    if principal is None:
        raise AuthenticationFailed(f"Incorrect API key provided: {_masked(secret)}.")
    if principal.expires_at is not None and principal.expires_at <= datetime.now(UTC):
        raise AuthenticationFailed("This API key has expired.", code="expired_api_key")
    return principal


def require_admin(request: Request, state: State) -> None:
    token = state.settings.admin_token
    if token is None:
        raise PermissionDenied("the admin API is disabled: set SPECGATE_ADMIN_TOKEN",
                               code="admin_disabled")
    given = bearer(request)
    if given is None or not hmac.compare_digest(given.encode(),
                                                token.get_secret_value().encode()):
        raise AuthenticationFailed("invalid admin token", code="invalid_admin_token")
