"""Dashboard sign-in: the admin token, once, for an HttpOnly cookie that is not the token itself.

The cookie holds HMAC-SHA256(admin token, a fixed label): it proves the browser was given the
token without storing it, and changing ``SPECGATE_ADMIN_TOKEN`` signs every browser out. It is
``SameSite=Strict`` (no cross-site form can act with it) and scoped to ``/dashboard``.
"""

from __future__ import annotations

import hashlib
import hmac

from starlette.requests import Request

from gateway.state import State

COOKIE = "specgate_dashboard"
LABEL = b"specgate-dashboard-session-v1"
MAX_AGE_S = 12 * 3600


def _admin_token(state: State) -> str | None:
    token = state.settings.admin_token
    return None if token is None else token.get_secret_value()


def enabled(state: State) -> bool:
    return _admin_token(state) is not None


def cookie_value(token: str) -> str:
    return hmac.new(token.encode(), LABEL, hashlib.sha256).hexdigest()


def token_matches(state: State, given: str) -> bool:
    token = _admin_token(state)
    return token is not None and hmac.compare_digest(given.encode(), token.encode())


def signed_in(request: Request, state: State) -> bool:
    token = _admin_token(state)
    given = request.cookies.get(COOKIE)
    return token is not None and given is not None and hmac.compare_digest(
        given, cookie_value(token))
