"""Dashboard sign-in: the admin token, once, for an HttpOnly cookie that is not the token itself.

The cookie holds the time it was issued and HMAC-SHA256(admin token, a label and that time): it
proves the browser was given the token without storing it, it expires on the server after
``MAX_AGE_S`` whatever the browser keeps (a copied cookie is not a permanent pass), and changing
``SPECGATE_ADMIN_TOKEN`` signs every browser out. It is ``SameSite=Strict`` (no cross-site form
can act with it) and scoped to ``/dashboard``.
"""

from __future__ import annotations

import hashlib
import hmac
import time

from starlette.requests import Request

from gateway.state import State

COOKIE = "specgate_dashboard"
LABEL = b"specgate-dashboard-session-v2:"
MAX_AGE_S = 12 * 3600


def _admin_token(state: State) -> str | None:
    token = state.settings.admin_token
    return None if token is None else token.get_secret_value()


def enabled(state: State) -> bool:
    return _admin_token(state) is not None


def _mac(token: str, issued: int) -> str:
    return hmac.new(token.encode(), LABEL + str(issued).encode(), hashlib.sha256).hexdigest()


def cookie_value(token: str, issued: int | None = None) -> str:
    """``ISSUED.MAC``: the sign-in time (Unix seconds) and its MAC under the admin token."""
    issued = int(time.time()) if issued is None else issued
    return f"{issued}.{_mac(token, issued)}"


def token_matches(state: State, given: str) -> bool:
    token = _admin_token(state)
    return token is not None and hmac.compare_digest(given.encode(), token.encode())


def signed_in(request: Request, state: State) -> bool:
    token = _admin_token(state)
    given = request.cookies.get(COOKIE)
    if token is None or given is None:
        return False
    issued, _, mac = given.partition(".")
    if not issued.isascii() or not issued.isdigit() or len(issued) > 12:
        return False
    age = time.time() - int(issued)
    return -60 <= age <= MAX_AGE_S and hmac.compare_digest(
        mac.encode(), _mac(token, int(issued)).encode())
