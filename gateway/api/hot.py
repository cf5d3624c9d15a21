"""The completion routes as plain ASGI: no middleware stack or Request object around each send.

``gateway.app.Specgate`` sends ``POST /v1/chat/completions`` and ``POST /v1/completions``
straight here; everything else (``/v1/models``, ``/admin``, health, 404/405) goes through
FastAPI. FastAPI wraps every ``send`` of a response in five middleware layers and runs each
``StreamingResponse`` in its own task group, which cost about a third of a streaming request's
CPU (``bench/overhead/FINDINGS.md``). Errors leave as the same OpenAI envelopes
(``GatewayError.body()`` and its headers; anything unexpected as a 500 ``server_error``).
"""

from __future__ import annotations

import logging

import orjson
from starlette.types import Receive, Scope, Send

from gateway import metrics
from gateway.api.proxy import handle, new_request_id
from gateway.api.wire import ClientGone, send_json
from gateway.backends.client import BackendError, Endpoint
from gateway.errors import GatewayError, envelope
from gateway.state import State

log = logging.getLogger(__name__)

HOT_PATHS: dict[str, Endpoint] = {"/v1/chat/completions": "chat",
                                  "/v1/completions": "completions"}
async def serve(state: State, scope: Scope, receive: Receive, send: Send,
                endpoint: Endpoint) -> None:
    """One completion request. Every failure before the response starts leaves as an OpenAI
    error envelope; once a stream has started, the relay reports failures in the stream."""
    request_id = new_request_id(endpoint)
    try:
        await handle(state, scope, receive, send, endpoint, request_id)
    except GatewayError as exc:
        if not isinstance(exc, BackendError):  # a backend error is counted with its event
            metrics.count_request(str(exc.status), "", "", exc.code or "")
        await send_json(send, exc.status, orjson.dumps(exc.body()), exc.headers)
    except ClientGone:
        return
    except Exception:
        log.exception("unhandled error on %s %s (%s)", scope["method"], scope["path"],
                      request_id)
        metrics.count_request("500", "", "", "internal_error")
        await send_json(send, 500, orjson.dumps(envelope(
            "The server had an error while processing your request.", type="server_error",
            code="internal_error")), {"x-request-id": request_id})


class HotRoute:
    """An ASGI endpoint for Starlette's router (reached only if ``Specgate`` did not dispatch)."""

    def __init__(self, endpoint: Endpoint) -> None:
        self.endpoint = endpoint

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await serve(scope["app"].state.gw, scope, receive, send, self.endpoint)
