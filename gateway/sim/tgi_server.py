"""The TGI-style server: /generate, /generate_stream, /, Messages API, /info, /health, /metrics."""

from __future__ import annotations

import json
import math
import time
from collections.abc import AsyncIterator
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from gateway import tokenizer
from gateway.sim import generation
from gateway.sim.engine import SimRequest
from gateway.sim.faults import StreamDied
from gateway.sim.prompt import Prompt, render_chat, render_text
from gateway.sim.state import SimState, lifespan, sim_headers, sim_request_info, sim_state
from gateway.sim.tgi_metrics import CONTENT_TYPE

VERSION = "3.3.6-dev0"  # Cargo version string of the v3.3.7 tag (reference section 0)
FINGERPRINT = f"{VERSION}-native"
MAX_CONCURRENT_REQUESTS = 128  # launcher default
COMPUTE_TYPE = "gpu+optimized"  # TGI's COMPUTE_TYPE env default
GENERATE_MAX_NEW_TOKENS = 100  # default max_new_tokens of /generate and /v1/completions
EOS_TEXT = "<|eot_id|>"
ERROR_STATUS = {
    "validation": 422,
    "overloaded": 429,
    "generation": 424,
    "incomplete_generation": 500,
}


def error(status: int, message: str, kind: str) -> JSONResponse:
    """TGI's ErrorResponse ``{"error", "error_type"}`` (router/src/server.rs)."""
    return JSONResponse({"error": message, "error_type": kind}, status_code=status)


def _sse(obj: Any) -> bytes:
    # axum's Event::json_data writes "data:" with no space (axum response/sse.rs)
    return b"data:" + json.dumps(obj, separators=(",", ":")).encode() + b"\n\n"


# huggingface_hub's InferenceClient (2.x) only recognises the end marker with a space; TGI's
# OpenAI routes end with "[DONE]" (hf_hub PR #2410 quotes TGI sending b"data: [DONE]").
DONE = b"data: [DONE]\n\n"


class _Invalid(Exception):
    def __init__(self, message: str, kind: str = "validation", status: int = 422) -> None:
        super().__init__(message)
        self.message, self.kind, self.status = message, kind, status


def _token(tok: int, pred: float) -> dict[str, Any]:
    special = tok >= generation.SPECIAL_MIN
    text = (
        EOS_TEXT
        if special
        else tokenizer.encoding().decode_single_token_bytes(tok).decode("utf-8", errors="replace")
    )
    return {
        "id": tok,
        "text": text,
        "logprob": round(math.log(max(pred, 1e-6)), 4),
        "special": special,
    }


class Server:
    """Request handling shared by the TGI routes (validation, limits, submission)."""

    def __init__(self, st: SimState) -> None:
        self.st = st
        self.max_total = st.context_length
        self.max_input = st.context_length - 1

    def check(self, prompt: Prompt, max_new: int | None) -> int:
        n = len(prompt.ids)
        if n > self.max_input:
            raise _Invalid(
                f"Input validation error: `inputs` must have less than {self.max_input} tokens. "
                f"Given: {n}"
            )
        if max_new is None:
            max_new = self.max_total - n
        if max_new < 1:
            raise _Invalid("Input validation error: `max_new_tokens` must be strictly positive")
        if n + max_new > self.max_total:
            raise _Invalid(
                f"Input validation error: `inputs` tokens + `max_new_tokens` must be <= "
                f"{self.max_total}. Given: {n} `inputs` tokens and {max_new} `max_new_tokens`"
            )
        e = self.st.engine
        if len(e.running) + len(e.waiting) >= MAX_CONCURRENT_REQUESTS:
            raise _Invalid("Model is overloaded", "overloaded", 429)
        return max_new

    def submit(self, prompt: Prompt, max_new: int, params: dict[str, Any]) -> generation.Job:
        chars = len(prompt.instruction)
        temperature = float(params.get("temperature") or 0.0) if params.get("do_sample") else 0.0
        return generation.submit(
            self.st.engine,
            prompt,
            max_tokens=max_new,
            temperature=temperature,
            seed=params.get("seed"),
            stop=list(params.get("stop") or []),
            validation_s=0.0002 + 2e-8 * chars,
        )

    def fail(self, exc: _Invalid) -> JSONResponse:
        self.st.metrics.failure(exc.kind)
        return error(exc.status, exc.message, exc.kind)


def _finish(job: generation.Job) -> str:
    if job.stop_reason is not None:
        return "stop_sequence"
    return "eos_token" if job.req.finished == "stop" else "length"


def _openai_finish(job: generation.Job) -> str:
    return "length" if _finish(job) == "length" else "stop"


def _timing_headers(req: SimRequest, chars: int) -> dict[str, str]:
    """server.rs generate_internal: seconds in x-compute-time, whole ms elsewhere."""
    sched = req.scheduled_at if req.scheduled_at is not None else req.arrival
    end = req.finished_at or sched
    queue, inference = sched - req.arrival, end - sched
    total = req.validation_s + queue + inference
    n = max(1, len(req.output))
    return {
        "x-compute-type": COMPUTE_TYPE,
        "x-compute-time": repr(total),
        "x-compute-characters": str(chars),
        "x-total-time": str(int(total * 1000)),
        "x-validation-time": str(int(req.validation_s * 1000)),
        "x-queue-time": str(int(queue * 1000)),
        "x-inference-time": str(int(inference * 1000)),
        "x-time-per-token": str(int(inference / n * 1000)),
        "x-prompt-tokens": str(len(req.prompt)),
        "x-generated-tokens": str(len(req.output)),
        **sim_headers(req, final=True),
    }


def _stream_headers(req: SimRequest, chars: int) -> dict[str, str]:
    """server.rs generate_stream_internal: what is known before the first token."""
    return {
        "x-compute-type": COMPUTE_TYPE,
        "x-compute-characters": str(chars),
        "X-Accel-Buffering": "no",
        **sim_headers(req, final=False),
    }


async def _await(st: SimState, job: generation.Job, request: Request) -> bool:
    """Whether the job finished (False: the client left and the request was aborted)."""
    try:
        return await generation.finish_unless_gone(job, request.receive)
    finally:
        if not job.req.finished:
            st.engine.abort(job.req)


def _parse_generate(body: Any) -> tuple[str, dict[str, Any]]:
    if not isinstance(body, dict) or not isinstance(body.get("inputs"), str):
        raise _Invalid(
            "Failed to deserialize the JSON body into the target type: missing field `inputs`"
        )
    params = body.get("parameters")
    if params is None:
        params = {"do_sample": True}  # TGI: sampling only when the whole object is omitted
    t = params.get("temperature")
    if t is not None and t <= 0:
        raise _Invalid("Input validation error: `temperature` must be strictly positive")
    return body["inputs"], params


async def _generate_body(request: Request, *, stream: bool | None) -> Response:
    st = sim_state(request)
    srv = Server(st)
    st.metrics.request()
    await st.faults.wait_while_hanging()
    try:
        body = await request.json()
    except json.JSONDecodeError:
        return srv.fail(_Invalid("Failed to parse the request body as JSON"))
    compat = stream is None
    if compat:
        stream = bool(isinstance(body, dict) and body.get("stream"))
    try:
        inputs, params = _parse_generate(body)
        prompt = render_text(inputs)
        max_new = srv.check(prompt, params.get("max_new_tokens") or GENERATE_MAX_NEW_TOKENS)
    except _Invalid as exc:
        return srv.fail(exc)
    status = st.faults.take_failure()
    if status is not None:
        return error(status, "Request failed during generation: simulated failure", "generation")
    death = st.faults.take_death()
    job = srv.submit(prompt, max_new, params)
    full = inputs if params.get("return_full_text") else ""
    if stream:
        headers = _stream_headers(job.req, len(inputs))
        it = _token_stream(st, job, details=bool(params.get("details")), full=full, death=death)
        return StreamingResponse(it, media_type="text/event-stream", headers=headers)
    if death is not None:
        return StreamingResponse(generation.die_before_body(job), media_type="application/json")
    if not await _await(st, job, request):
        return Response(status_code=499)  # nobody is left to read it
    req = job.req
    out: dict[str, Any] = {"generated_text": full + job.detok.feed(req.output, final=True)}
    if params.get("details") or params.get("decoder_input_details"):
        out["details"] = {
            "finish_reason": _finish(job),
            "generated_tokens": len(req.output),
            "seed": params.get("seed"),
            "prefill": [],
            "tokens": [_token(t, req.predictability[i]) for i, t in enumerate(req.output)],
        }
    headers = _timing_headers(req, len(inputs))
    return JSONResponse([out] if compat else out, headers=headers)


async def _token_stream(
    st: SimState, job: generation.Job, *, details: bool, full: str, death: int | None
) -> AsyncIterator[bytes]:
    """TGI's own stream: one event per token; the last carries generated_text (and details)."""
    req = job.req
    index = 0
    try:
        async for ev in generation.events(job):
            if ev.finish == "abort":
                return
            for j, tok in enumerate(ev.tokens):
                if death is not None and index >= death:
                    raise StreamDied("simulated crash mid-stream")
                index += 1
                last = ev.finish is not None and j == len(ev.tokens) - 1
                job.detok.feed([tok], final=last)
                event: dict[str, Any] = {
                    "index": index,
                    "token": _token(tok, req.predictability[len(req.output) - len(ev.tokens) + j]),
                    "top_tokens": None,
                    "generated_text": full + job.detok.text if last else None,
                    "details": None,
                }
                if last and details:
                    event["details"] = {
                        "finish_reason": _finish(job),
                        "generated_tokens": len(req.output),
                        "seed": None,
                        "input_length": len(req.prompt),
                    }
                yield _sse(event)
    finally:
        if not req.finished:
            st.engine.abort(req)


async def generate(request: Request) -> Response:
    return await _generate_body(request, stream=False)


async def generate_stream(request: Request) -> Response:
    return await _generate_body(request, stream=True)


async def compat(request: Request) -> Response:
    return await _generate_body(request, stream=None)


async def _openai(request: Request, *, chat: bool) -> Response:
    """The Messages API (/v1/chat/completions) and /v1/completions."""
    st = sim_state(request)
    srv = Server(st)
    st.metrics.request()
    await st.faults.wait_while_hanging()
    try:
        body = await request.json()
        if not isinstance(body, dict):
            raise _Invalid("Failed to deserialize the JSON body into the target type")
        if chat:
            if not isinstance(body.get("messages"), list):
                raise _Invalid(
                    "Failed to deserialize the JSON body into the target type: "
                    "missing field `messages`"
                )
            prompt = render_chat(
                body["messages"],
                tools=body.get("tools"),
                tool_choice=body.get("tool_choice"),
                response_format=body.get("response_format"),
            )
            default_max = None
            chars = sum(len(str(m.get("content") or "")) for m in body["messages"])
        else:
            p = body.get("prompt")
            p = p[0] if isinstance(p, list) and p else p
            if not isinstance(p, str):
                raise _Invalid(
                    "Failed to deserialize the JSON body into the target type: "
                    "missing field `prompt`"
                )
            prompt = render_text(p)
            default_max = GENERATE_MAX_NEW_TOKENS
            chars = len(p)
        max_new = srv.check(
            prompt, body.get("max_tokens") or body.get("max_completion_tokens") or default_max
        )
    except json.JSONDecodeError:
        return srv.fail(_Invalid("Failed to parse the request body as JSON"))
    except _Invalid as exc:
        return srv.fail(exc)
    status = st.faults.take_failure()
    if status is not None:
        return error(status, "Request failed during generation: simulated failure", "generation")
    death = st.faults.take_death()
    t = body.get("temperature")
    params = {
        "do_sample": t != 0,
        "temperature": 1.0 if t is None else t,
        "seed": body.get("seed"),
        "stop": [body["stop"]] if isinstance(body.get("stop"), str) else body.get("stop"),
    }
    job = srv.submit(prompt, max_new, params)
    model = body.get("model")
    model = st.backend.served_model if model in (None, "", "tgi") else model
    created = int(time.time())
    if body.get("stream"):
        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        it = _openai_stream(
            st,
            job,
            chat=chat,
            model=model,
            created=created,
            include_usage=include_usage,
            death=death,
        )
        return StreamingResponse(
            it, media_type="text/event-stream", headers=_stream_headers(job.req, chars)
        )
    if death is not None:
        return StreamingResponse(generation.die_before_body(job), media_type="application/json")
    if not await _await(st, job, request):
        return Response(status_code=499)  # nobody is left to read it
    req = job.req
    text = job.detok.feed(req.output, final=True)
    usage = {
        "prompt_tokens": len(req.prompt),
        "completion_tokens": len(req.output),
        "total_tokens": len(req.prompt) + len(req.output),
    }
    if chat:
        message: dict[str, Any] = {"role": "assistant", "content": text}
        if prompt.tool is not None:
            message = {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": "0",
                        "type": "function",
                        "function": {
                            "description": None,
                            "name": prompt.tool.get("name", ""),
                            "arguments": text,
                        },
                    }
                ],
            }
        choice: dict[str, Any] = {
            "index": 0,
            "message": message,
            "logprobs": None,
            "finish_reason": _openai_finish(job),
        }
        obj = "chat.completion"
    else:
        choice = {"index": 0, "text": text, "logprobs": None, "finish_reason": _openai_finish(job)}
        obj = "text_completion"
    resp = {
        "object": obj,
        "id": "",
        "created": created,
        "model": model,
        "system_fingerprint": FINGERPRINT,
        "choices": [choice],
        "usage": usage,
    }
    # server.rs chat_completions / completions: generate_internal's timing headers
    return JSONResponse(resp, headers=_timing_headers(req, chars))


async def _openai_stream(
    st: SimState,
    job: generation.Job,
    *,
    chat: bool,
    model: str,
    created: int,
    include_usage: bool,
    death: int | None,
) -> AsyncIterator[bytes]:
    """TGI streams one chunk per token on OpenAI routes too, then ``[DONE]``."""
    req = job.req
    sent = 0
    try:
        async for ev in generation.events(job):
            if ev.finish == "abort":
                return
            for j, tok in enumerate(ev.tokens):
                if death is not None and sent >= death:
                    raise StreamDied("simulated crash mid-stream")
                sent += 1
                last = ev.finish is not None and j == len(ev.tokens) - 1
                text = job.detok.feed([tok], final=last)
                finish = _openai_finish(job) if last else None
                if chat:
                    choice: dict[str, Any] = {
                        "index": 0,
                        "delta": {"role": "assistant", "content": text},
                        "logprobs": None,
                        "finish_reason": finish,
                    }
                    obj = "chat.completion.chunk"
                else:
                    choice = {"index": 0, "text": text, "logprobs": None, "finish_reason": finish}
                    obj = "text_completion"
                yield _sse(
                    {
                        "object": obj,
                        "id": "",
                        "created": created,
                        "model": model,
                        "system_fingerprint": FINGERPRINT,
                        "choices": [choice],
                        "usage": None,
                    }
                )
        if include_usage:
            usage = {
                "prompt_tokens": len(req.prompt),
                "completion_tokens": len(req.output),
                "total_tokens": len(req.prompt) + len(req.output),
            }
            yield _sse(
                {
                    "object": "chat.completion.chunk" if chat else "text_completion",
                    "id": "",
                    "created": created,
                    "model": model,
                    "system_fingerprint": FINGERPRINT,
                    "choices": [],
                    "usage": usage,
                }
            )
        yield DONE
    finally:
        if not req.finished:
            st.engine.abort(req)


async def chat_completions(request: Request) -> Response:
    return await _openai(request, chat=True)


async def completions(request: Request) -> Response:
    return await _openai(request, chat=False)


async def info(request: Request) -> JSONResponse:
    st = sim_state(request)
    return JSONResponse(
        {
            "model_id": st.backend.served_model,
            "model_sha": "e985a63cdc139290c5f700ff1929f0b5942cced2",
            "model_pipeline_tag": "text-generation",
            "max_concurrent_requests": MAX_CONCURRENT_REQUESTS,
            "max_best_of": 2,
            "max_stop_sequences": 4,
            "max_input_tokens": st.context_length - 1,
            "max_total_tokens": st.context_length,
            "validation_workers": 2,
            "max_client_batch_size": 4,
            "router": "text-generation-router",
            "version": VERSION,
            "sha": None,
            "docker_label": None,
        }
    )


async def health(request: Request) -> Response:
    if sim_state(request).faults.is_unhealthy:
        return error(503, "unhealthy", "healthcheck")
    return Response(status_code=200)


async def models(request: Request) -> JSONResponse:
    name = sim_state(request).backend.served_model
    return JSONResponse(
        {
            "object": "list",
            "data": [{"id": name, "object": "model", "created": 0, "owned_by": name}],
        }
    )


async def metrics(request: Request) -> Response:
    return Response(sim_state(request).metrics.render(), headers={"content-type": CONTENT_TYPE})


def create(state: SimState) -> Starlette:
    routes = [
        Route("/generate", generate, methods=["POST"]),
        Route("/generate_stream", generate_stream, methods=["POST"]),
        Route("/", compat, methods=["POST"]),
        Route("/", health, methods=["GET"]),
        Route("/v1/chat/completions", chat_completions, methods=["POST"]),
        Route("/v1/completions", completions, methods=["POST"]),
        Route("/info", info, methods=["GET"]),
        Route("/health", health, methods=["GET"]),
        Route("/ping", health, methods=["GET"]),
        Route("/v1/models", models, methods=["GET"]),
        Route("/metrics", metrics, methods=["GET"]),
        Route("/sim/requests/{rid}", sim_request_info, methods=["GET"]),
    ]
    app = Starlette(routes=routes, lifespan=lifespan(state))
    app.state.sim = state
    return app
