"""The request path for completions: auth → validate → route → backend (one retry) → meter.

Nothing here waits on the database: keys come from the cache and usage goes to the buffer.
Non-streaming answers are rewritten (our request id, the public model name, usage always
present); streams are relayed by ``gateway.api.stream``.
"""

from __future__ import annotations

import asyncio
import logging
import math
import secrets
import time
from typing import Any

import orjson
from starlette.types import Receive, Scope, Send

from gateway import metrics
from gateway.api import validate
from gateway.api.auth import authenticate_header
from gateway.api.call import Call, completion_text, openai_shape, record
from gateway.api.stream import relay
from gateway.api.wire import read_json, request_headers, send_json
from gateway.auth.keys import Principal
from gateway.backends.client import BackendError, Completion, Endpoint, Stream
from gateway.config.fleet import Backend, Model
from gateway.errors import GatewayError, NotFound, Overloaded, PermissionDenied, Unavailable
from gateway.metering import usage as usage_mod
from gateway.metering.usage import Usage
from gateway.routing.classify import classify, extract_prompt_text
from gateway.routing.decision import Outcome
from gateway.state import State

log = logging.getLogger(__name__)
PROMPT_LOG_CHARS = 2000  # SPECGATE_LOG_PROMPTS logs at most this much of a prompt
ID_PREFIX: dict[Endpoint, str] = {"chat": "chatcmpl-", "completions": "cmpl-"}
OBJECT: dict[Endpoint, str] = {"chat": "chat.completion", "completions": "text_completion"}


def resolve_model(state: State, principal: Principal, name: str) -> Model:
    model = state.fleet.model(name)
    if model is None or not model.open_to(principal.tenant_name):
        raise NotFound(f"The model `{name}` does not exist or you do not have access to it.",
                       param="model")
    if not principal.may_use(name):
        raise PermissionDenied(f"This API key is not allowed to use the model `{name}`.",
                               param="model")
    return model


def new_request_id(endpoint: Endpoint) -> str:
    return ID_PREFIX[endpoint] + secrets.token_hex(12)


async def handle(state: State, scope: Scope, receive: Receive, send: Send,
                 endpoint: Endpoint, request_id: str) -> None:
    """Serve one completion request on raw ASGI (``gateway.api.hot``); raises GatewayErrors
    before the response starts, never after. Each error carries the request's id, and once
    it was routed, the backend and the reason, like an answer."""
    call: Call | None = None
    try:
        authorization, declared = request_headers(scope)
        principal = await authenticate_header(authorization, state)
        raw = await read_json(receive, declared, state.settings.max_body_bytes)
        body = validate.chat_body(raw) if endpoint == "chat" else validate.completion_body(raw)
        model = resolve_model(state, principal, body["model"])
        call = Call(endpoint=endpoint, request_id=request_id, principal=principal, model=model,
                    body=body, workload=classify(body))
        call.admission = await state.meter.admit(
            tenant_id=principal.tenant_id, key_id=principal.key_id, model=model.name,
            prompt_tokens=call.reserve_prompt_tokens, max_tokens=call.max_completion_tokens(),
            context=model.context_length, prompts=call.prompts(), choices=call.choices())
    except GatewayError as exc:
        exc.headers = {**(call.headers() if call else {"x-request-id": request_id}),
                       **exc.headers}
        raise
    try:
        await _serve(state, call, send, receive)
    except GatewayError as exc:
        exc.headers = {**call.headers(), **exc.headers}
        raise
    except asyncio.CancelledError:
        if call.backend is not None:  # the client left while a backend was working for it
            usage = Usage(call.prompt_tokens_estimate(), call.generated_estimate(),
                          estimated=True)
            record(state, call, status="client-disconnected", usage=usage, ttft_s=None)
        task = asyncio.current_task()
        if call.client_gone and task is not None and task.uncancel() == 0:
            return  # our own cancellation (``_complete``): the client is gone, nothing to send
        raise
    finally:
        if not call.relaying:
            call.end_backend(state)  # no-op once recorded; frees in-flight on unexpected errors
        if call.admission is not None and not (call.recorded or call.relaying):
            state.meter.settle(call.admission, tokens=0, cost_micros=0, release=True)


async def _serve(state: State, call: Call, send: Send, receive: Receive) -> None:
    """Route and call backends (one retry); every exit records or releases the admission."""
    assert call.workload is not None
    if state.settings.log_prompts:  # off by default: prompts are the tenants' data
        log.info("request %s tenant %s prompt: %s", call.request_id, call.principal.tenant_id,
                 extract_prompt_text(call.body)[:PROMPT_LOG_CHARS])
    decision = state.router.decide(call.model, call.workload, policy=call.principal.policy)
    call.decision = decision
    call.reason = decision.reason
    if decision.shed_retry_after_s is not None:  # nothing reached a backend: nothing to meter
        wait_s = decision.shed_retry_after_s / state.settings.measured_time_scale
        raise Overloaded(
            f"The model `{call.model.name}` is overloaded: every backend's queue is longer than "
            "this API key's policy allows. Retry after the time in the Retry-After header.",
            headers={"retry-after": str(max(1, math.ceil(wait_s)))})
    if not decision.backends:
        raise Unavailable(f"No backend that this API key's policy allows can serve the model "
                          f"`{call.model.name}` now.", code="no_allowed_backend")
    attempts = decision.backends[: 2 if state.settings.retry_other_backend else 1]
    last_error: BackendError | None = None
    for n, backend in enumerate(attempts):
        call.begin_backend(state, backend)
        if n:
            call.reason = f"{decision.reason}; retried after {attempts[n - 1].name} failed"
            state.router.retried(backend, call.workload)
        try:
            if call.stream:
                stream, first = await _open_stream(state, call, backend, receive)
            else:
                result = await _complete(state, call, backend, receive)
        except BackendError as exc:
            call.end_backend(state)
            last_error = exc
            if exc.retryable:
                state.router.failed(backend, _why(exc))
            if not exc.retryable:
                break
            continue
        if call.stream:
            await relay(state, call, stream, first, send, receive)
        else:
            await _answer(state, call, backend, result, send)
        return
    assert last_error is not None
    record(state, call, status="backend-error", usage=Usage(0, 0), ttft_s=None)
    raise last_error


def _why(exc: BackendError) -> str:
    """A failure's reason for the backend's breaker (``/admin/v1/fleet``, the dashboard)."""
    return f"{' '.join(filter(None, (str(exc.status), exc.code)))}: {exc}"[:200]


async def _complete(state: State, call: Call, backend: Backend, receive: Receive) -> Completion:
    """The backend's whole answer; a client that disconnects meanwhile cancels this request,
    which closes the upstream connection (vLLM and TGI then stop generating for it)."""
    client = state.clients[backend.name]
    t0 = time.perf_counter()
    task = asyncio.current_task()
    assert task is not None
    watcher = asyncio.get_running_loop().create_task(_cancel_when_gone(receive, call, task))
    try:
        result = await client.complete(call.endpoint, call.body)
    finally:
        watcher.cancel()
        call.backend_s += time.perf_counter() - t0
    state.router.succeeded(backend)
    return result


async def _cancel_when_gone(receive: Receive, call: Call, task: asyncio.Task[Any]) -> None:
    """The request body has been read: the next message is the client's disconnect (uvicorn
    sends it when the connection drops, or once the response is complete)."""
    message = await receive()
    if message["type"] == "http.disconnect":
        call.client_gone = True
        task.cancel()


async def _answer(state: State, call: Call, backend: Backend, result: Completion,
                  send: Send) -> None:
    """Rewrite and send a backend's answer, then meter it and learn from it: after the send,
    so the bookkeeping is not in the client's wait, and whatever fails in between (``ok`` once
    the answer was built: the backend did the work, whether or not the client stayed)."""
    call.end_backend(state)  # the backend's part ends here, not after the client has read it
    usage: Usage | None = None
    status = "backend-error"  # an answer this gateway could not rewrite (a 500 follows)
    try:
        body = openai_shape(result.body)
        usage = usage_mod.from_backend(body.get("usage")) or usage_mod.estimate(
            call.prompt_tokens_estimate(), completion_text(call.endpoint, body))
        body["id"] = call.request_id
        body["model"] = call.model.name
        body["object"] = OBJECT[call.endpoint]
        body.setdefault("created", int(time.time()))
        body["usage"] = usage.as_openai()
        raw = orjson.dumps(body)
        status = "ok"
        headers = call.headers()
        metrics.observe_overhead(call.endpoint, False, call.overhead_s)
        await send_json(send, 200, raw, headers)
    finally:
        if usage is None:
            usage = usage_mod.estimate(call.prompt_tokens_estimate(), "")
        if status == "ok":
            _learn(state, call, backend, usage, result.signals)
        record(state, call, status=status, usage=usage, ttft_s=None)


def _learn(state: State, call: Call, backend: Backend, usage: Usage,
           signals: dict[str, Any]) -> None:
    """Feed a served answer back to the router; a failure to learn is logged, never raised
    (the answer has been sent)."""
    assert call.workload is not None
    try:
        state.router.observe(backend, call.workload, Outcome(
            ttft_s=None, tpot_s=None, completion_tokens=usage.completion_tokens,
            signals=signals, cached_tokens=usage.cached_tokens,
            prompt_tokens=usage.prompt_tokens))
    except Exception:
        log.exception("the router could not learn from %s", call.request_id)


async def _open_stream(state: State, call: Call, backend: Backend, receive: Receive
                       ) -> tuple[Stream, list[dict[str, Any]]]:
    """The stream and its first events. A client that disconnects before them (an SDK timing
    out on a long queue) cancels the request as ``_complete`` does: the upstream closes, the
    event says ``client-disconnected``, and no fallback is tried for a client that left."""
    client = state.clients[backend.name]
    t0 = time.perf_counter()
    task = asyncio.current_task()
    assert task is not None
    watcher = asyncio.get_running_loop().create_task(_cancel_when_gone(receive, call, task))
    try:
        stream: Stream = await client.open_stream(call.endpoint, call.body)
        try:
            first = await anext(stream.batches)
        except StopAsyncIteration:
            await stream.close()
            raise BackendError(f"backend {backend.name} sent an empty stream", status=502,
                               retryable=True, code="backend_error") from None
        except BaseException:
            await stream.close()
            raise
    finally:
        watcher.cancel()
        call.backend_s += time.perf_counter() - t0
    state.router.succeeded(backend)
    call.relaying = True
    return stream, first


