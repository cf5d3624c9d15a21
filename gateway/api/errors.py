"""Every failure, whoever caused it, leaves as the OpenAI error envelope with OpenAI's status."""

from __future__ import annotations

import logging
from collections.abc import Mapping

import orjson
from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response

from gateway.db.tenants import Conflict, InvalidName, Missing
from gateway.errors import GatewayError, envelope

log = logging.getLogger(__name__)

HTTP_TYPES = {404: "invalid_request_error", 405: "invalid_request_error"}


def _response(status: int, body: Mapping[str, object],
              headers: Mapping[str, str] | None = None) -> Response:
    return Response(orjson.dumps(body), status_code=status, media_type="application/json",
                    headers=headers)


async def gateway_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, GatewayError)
    return _response(exc.status, exc.body(), exc.headers)


async def validation_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
    loc = [str(p) for p in first.get("loc", ()) if p not in ("body", "query", "path")]
    param = ".".join(loc) or None
    message = f"{param}: {first['msg']}" if param else str(first["msg"])
    return _response(400, envelope(message, type="invalid_request_error", param=param))


async def http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    detail = exc.detail if isinstance(exc.detail, str) else "request failed"
    if exc.status_code == 404:
        detail = f"Unknown request URL: {request.method} {request.url.path}."
    code = {404: "unknown_url", 405: "method_not_allowed"}.get(exc.status_code)
    kind = HTTP_TYPES.get(exc.status_code, "invalid_request_error")
    return _response(exc.status_code, envelope(detail, type=kind, code=code), exc.headers)


async def missing(request: Request, exc: Exception) -> Response:
    return _response(404, envelope(str(exc), type="invalid_request_error", code="not_found"))


async def conflict(request: Request, exc: Exception) -> Response:
    return _response(409, envelope(str(exc), type="invalid_request_error", code="conflict"))


async def invalid_name(request: Request, exc: Exception) -> Response:
    return _response(400, envelope(str(exc), type="invalid_request_error", param="name"))


async def unexpected(request: Request, exc: Exception) -> Response:
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return _response(500, envelope("The server had an error while processing your request.",
                                   type="server_error", code="internal_error"))


def register(app: FastAPI) -> None:
    app.add_exception_handler(GatewayError, gateway_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(HTTPException, http_error)
    app.add_exception_handler(Missing, missing)
    app.add_exception_handler(Conflict, conflict)
    app.add_exception_handler(InvalidName, invalid_name)
    app.add_exception_handler(Exception, unexpected)
