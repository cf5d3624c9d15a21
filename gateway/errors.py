"""One error tree for the gateway, rendered as the OpenAI error envelope.

    GatewayError(status, type, code)
    ├── InvalidRequest          400 invalid_request_error
    ├── AuthenticationFailed    401 invalid_request_error / invalid_api_key
    ├── PermissionDenied        403 permission_error / model_not_allowed
    ├── NotFound                404 invalid_request_error / model_not_found
    ├── PayloadTooLarge         413 invalid_request_error / request_too_large
    ├── RateLimited             429 rate_limit_exceeded / requests|tokens|budget ...
    └── UpstreamError           502 / 503 / 504 api_error (a backend failed)

Every response the gateway produces for a failure, whoever caused it, is
``{"error": {"message", "type", "param", "code"}}`` with the status OpenAI uses.
"""

from __future__ import annotations

from collections.abc import Mapping

import orjson


class GatewayError(Exception):
    status = 500
    type = "api_error"
    code: str | None = None

    def __init__(
        self,
        message: str,
        *,
        param: str | None = None,
        code: str | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.param = param
        if code is not None:
            self.code = code
        self.headers = dict(headers or {})

    def body(self) -> dict[str, dict[str, str | None]]:
        return envelope(self.message, type=self.type, param=self.param, code=self.code)

    def json(self) -> bytes:
        return orjson.dumps(self.body())


class InvalidRequest(GatewayError):
    status = 400
    type = "invalid_request_error"


class AuthenticationFailed(GatewayError):
    status = 401
    type = "invalid_request_error"
    code = "invalid_api_key"


class PermissionDenied(GatewayError):
    status = 403
    type = "permission_error"
    code = "model_not_allowed"


class NotFound(GatewayError):
    status = 404
    type = "invalid_request_error"
    code = "model_not_found"


class PayloadTooLarge(GatewayError):
    status = 413
    type = "invalid_request_error"
    code = "request_too_large"


class RateLimited(GatewayError):
    status = 429
    type = "rate_limit_exceeded"  # OpenAI uses "requests" / "tokens" as type; code names the limit
    code = "rate_limit_exceeded"


class UpstreamError(GatewayError):
    """A backend failed; status is 502 (bad answer), 503 (none available) or 504 (timeout)."""

    type = "api_error"

    def __init__(self, message: str, *, status: int = 502, code: str | None = None) -> None:
        super().__init__(message, code=code or {502: "bad_gateway", 503: "unavailable",
                                                 504: "timeout"}.get(status, "upstream_error"))
        self.status = status


class Unavailable(GatewayError):
    status = 503
    type = "api_error"
    code = "unavailable"


class Overloaded(GatewayError):
    """Refused by the policy's ``max_queue_ms``: every backend's queue is too long now."""

    status = 503
    type = "api_error"
    code = "overloaded"


def envelope(
    message: str, *, type: str, param: str | None = None, code: str | None = None
) -> dict[str, dict[str, str | None]]:
    return {"error": {"message": message, "type": type, "param": param, "code": code}}
