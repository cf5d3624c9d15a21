"""Bearer authentication: tenant API keys for /v1, the admin token for /admin/v1."""

from __future__ import annotations

import hmac
import math
from datetime import UTC, datetime

from starlette.requests import Request

from gateway.auth.keys import Principal
from gateway.errors import AuthenticationFailed, PermissionDenied, RateLimited
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
    address = client_address(request)
    wait = state.sign_ins.retry_after(address)
    if wait is not None:
        raise sign_ins_refused(wait)
    given = bearer(request)
    if given is None:
        raise AuthenticationFailed("invalid admin token", code="invalid_admin_token")
    if not hmac.compare_digest(given.encode(), token.get_secret_value().encode()):
        state.sign_ins.failed(address)
        raise AuthenticationFailed("invalid admin token", code="invalid_admin_token")


def client_address(request: Request) -> str:
    """The caller's address (the proxy's, unless uvicorn trusts its forwarded headers)."""
    return request.client.host if request.client else "unknown"


def sign_ins_refused(wait_s: float) -> RateLimited:
    seconds = max(1, math.ceil(wait_s))
    return RateLimited(f"too many wrong admin tokens from this address; try again in {seconds} s",
                       code="too_many_failed_sign_ins", headers={"retry-after": str(seconds)})
