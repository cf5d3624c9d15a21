"""The vLLM-style OpenAI server: chat and completions (JSON, SSE), models, health, metrics."""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from gateway.sim import generation
from gateway.sim.engine import SimRequest
from gateway.sim.faults import StreamDied
from gateway.sim.prompt import Prompt, render_chat, render_ids, render_text
from gateway.sim.state import SimState, lifespan, sim_headers, sim_request_info, sim_state
from gateway.sim.vllm_metrics import CONTENT_TYPE

VERSION = "0.33.0"
# Llama-3.1 generation_config.json (temperature 0.6): vLLM applies the model's defaults
# (--generation-config auto) when a request leaves temperature unset.
DEFAULT_TEMPERATURE = 0.6
ERROR_TYPES = {
    400: "BadRequestError",
    404: "NotFoundError",
    422: "UnprocessableEntityError",
    500: "InternalServerError",
    501: "NotImplementedError",
    503: "ServiceUnavailableError",
}


def error(status: int, message: str, *, param: str | None = None) -> JSONResponse:
    """vLLM's error envelope (serve/exception_handling/error_response.py)."""
    body = {
        "error": {
            "message": message,
            "type": ERROR_TYPES.get(status, "InternalServerError"),
            "param": param,
            "code": status,
        }
    }
    return JSONResponse(body, status_code=status)


def _sse(obj: Any) -> bytes:
    return b"data: " + json.dumps(obj, separators=(",", ":")).encode() + b"\n\n"


class _Invalid(Exception):
    def __init__(self, status: int, message: str, param: str | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.param = status, message, param


def _prompts(body: dict[str, Any], *, chat: bool) -> list[Prompt]:
    """The request's prompts: chat messages, or a completions prompt as vLLM takes it (a
    string, an array of strings, an array of token ids or an array of token-id arrays)."""
    if chat:
        messages = body.get("messages")
        if not isinstance(messages, list) or not messages:
            raise _Invalid(400, "messages: Field required", "messages")
        return [render_chat(
            messages,
            tools=body.get("tools"),
            tool_choice=body.get("tool_choice"),
            response_format=body.get("response_format"),
        )]
    p = body.get("prompt")
    json_mode = (body.get("response_format") or {}).get("type") == "json_object"
    if isinstance(p, str):
        return [render_text(p, json_mode=json_mode)]
    if isinstance(p, list) and p and all(isinstance(x, int) for x in p):
        p = [p]
    if not isinstance(p, list) or not p:
        raise _Invalid(400, "prompt: a string or an array is required", "prompt")
    out = []
    for item in p:
        if isinstance(item, str):
            out.append(render_text(item, json_mode=json_mode))
        elif isinstance(item, list) and item and all(isinstance(x, int) for x in item):
            try:
                out.append(render_ids(item))  # token ids go in as given: no BOS added
            except (KeyError, ValueError, OverflowError):
                raise _Invalid(400, "prompt: token id out of vocabulary", "prompt") from None
        else:
            raise _Invalid(400, "prompt: strings or arrays of token ids are required", "prompt")
    return out


def _parse(st: SimState, body: Any, *, chat: bool) -> tuple[list[Prompt], dict[str, Any]]:
    if not isinstance(body, dict):
        raise _Invalid(400, "Request body must be a JSON object.")
    model = body.get("model")
    served = st.backend.served_model
    if model is not None and model != served:
        raise _Invalid(
            404, f"The model `{model}` does not exist. Valid aliases: ['{served}']", "model"
        )
    prompts = _prompts(body, chat=chat)
    n = body.get("n") or 1
    if not isinstance(n, int) or n < 1:
        raise _Invalid(400, f"n must be at least 1, got {n!r}.", "n")
    limit = st.context_length
    max_tokens = body.get("max_completion_tokens") or body.get("max_tokens")
    if max_tokens is not None and (not isinstance(max_tokens, int) or max_tokens < 1):
        raise _Invalid(400, f"max_tokens must be at least 1, got {max_tokens!r}.", "max_tokens")
    n_prompt = max(len(p.ids) for p in prompts)
    if n_prompt + (max_tokens or 0) > limit or n_prompt >= limit:
        raise _Invalid(
            400,
            f"This model's maximum context length is {limit} tokens. However, you requested "
            f"{n_prompt + (max_tokens or 0)} tokens ({n_prompt} in the messages, "
            f"{max_tokens or 0} in the completion). Please reduce the length of the messages "
            "or completion.",
        )
    temperature = body.get("temperature")
    stop = body.get("stop")
    opts = {
        "max_tokens": max_tokens or (limit - n_prompt),
        "temperature": DEFAULT_TEMPERATURE if temperature is None else float(temperature),
        "seed": body.get("seed"),
        "stop": [stop] if isinstance(stop, str) else list(stop or []),
        "stream": bool(body.get("stream")),
        "stream_options": body.get("stream_options") or {},
        "model": served,
        "n": n,
    }
    return prompts, opts


def _usage(jobs: list[generation.Job], n: int) -> dict[str, Any]:
    """As vLLM counts a request: each prompt once (its n choices share one prefill and its
    cache), every choice's output."""
    firsts = [j.req for j in jobs[::n]]
    p = sum(len(r.prompt) for r in firsts)
    c = sum(len(j.req.output) for j in jobs)
    return {
        "prompt_tokens": p,
        "total_tokens": p + c,
        "completion_tokens": c,
        # as vLLM with --enable-prompt-tokens-details: the prompt tokens its prefix cache held
        "prompt_tokens_details": {"cached_tokens": sum(r.cached for r in firsts)},
    }


def _request_metrics(req: SimRequest) -> dict[str, Any]:
    """Current vLLM's per-request metrics object (--enable-per-request-metrics and
    --per-request-spec-decode-metrics summary; generate/base/protocol.py), simulated ms."""
    first = req.first_token_at or req.arrival
    end = req.finished_at or first
    sched = req.scheduled_at if req.scheduled_at is not None else req.arrival
    n = len(req.output)
    out: dict[str, Any] = {
        "time_to_first_token_ms": round((first - req.arrival) * 1e3, 3),
        "generation_time_ms": round((end - sched) * 1e3, 3),
        "queue_time_ms": round((sched - req.arrival) * 1e3, 3),
        "mean_itl_ms": round((end - first) * 1e3 / max(1, req.steps), 3),
        "tokens_per_second": round(n / (end - sched), 3) if end > sched else None,
    }
    if req.per_pos:
        out["speculative_decoding"] = {
            "num_spec_steps": req.drafts,
            "num_draft_tokens": req.draft_tokens,
            "num_accepted_tokens": req.accepted,
            "mean_acceptance_length": round(1 + req.accepted / req.drafts, 4)
            if req.drafts
            else 1.0,
            "draft_acceptance_rate": round(req.acceptance or 0.0, 4),
            "acceptance_histogram": list(req.histogram),
        }
    return out


def _tool_call_id() -> str:
    return "chatcmpl-tool-" + uuid.uuid4().hex


def _submit(st: SimState, prompts: list[Prompt], opts: dict[str, Any], rid: str
            ) -> list[generation.Job]:
    """One engine request per choice, in vLLM's choice order (prompt by prompt, n each).
    Greedy choices of one prompt are the same text, as in vLLM; sampled ones differ."""
    n, seed, jobs = opts["n"], opts["seed"] or 0, []
    for i, prompt in enumerate(prompts):
        for j in range(n):
            k = i * n + j
            jobs.append(generation.submit(
                st.engine,
                prompt,
                max_tokens=opts["max_tokens"],
                temperature=opts["temperature"],
                seed=seed + 7919 * j if opts["temperature"] > 0 else opts["seed"],
                stop=opts["stop"],
                rid=rid if k == 0 else f"{rid}-{k}",
            ))
    return jobs


def _abort_unfinished(st: SimState, jobs: list[generation.Job]) -> None:
    for job in jobs:
        if not job.req.finished:
            st.engine.abort(job.req)


async def _generate(request: Request, *, chat: bool) -> Response:
    st = sim_state(request)
    await st.faults.wait_while_hanging()
    try:
        body = await request.json()
    except json.JSONDecodeError:
        return error(400, "Invalid JSON body.")
    try:
        prompts, opts = _parse(st, body, chat=chat)
    except _Invalid as exc:
        return error(exc.status, exc.message, param=exc.param)
    status = st.faults.take_failure()
    if status is not None:
        return error(status, "Simulated failure (fault injection).")
    death = st.faults.take_death()
    rid = ("chatcmpl-" if chat else "cmpl-") + uuid.uuid4().hex
    jobs = _submit(st, prompts, opts, rid)
    created = int(time.time())
    tool = prompts[0].tool if chat else None
    if opts["stream"]:
        body_iter = _stream(st, jobs, opts, created=created, chat=chat, tool=tool, death=death)
        return StreamingResponse(
            body_iter, media_type="text/event-stream",
            headers=sim_headers(jobs[0].req, final=False)
        )
    if death is not None:
        return StreamingResponse(_die_before_body(st, jobs), media_type="application/json")
    try:
        if not await generation.finish_unless_gone(jobs, request.receive):
            return Response(status_code=499)  # nobody is left to read it
    finally:
        _abort_unfinished(st, jobs)
    resp: dict[str, Any] = {
        "id": rid,
        "object": "chat.completion" if chat else "text_completion",
        "created": created,
        "model": opts["model"],
        "choices": [_choice(k, job, chat=chat, tool=tool) for k, job in enumerate(jobs)],
        "service_tier": None,
        "system_fingerprint": None,
        "usage": _usage(jobs, opts["n"]),
        "prompt_logprobs": None,
        "prompt_token_ids": None,
        "kv_transfer_params": None,
    }
    if st.per_request_metrics:
        resp["metrics"] = _request_metrics(jobs[0].req)
    return JSONResponse(resp, headers=sim_headers(jobs[0].req, final=True))


async def _die_before_body(st: SimState, jobs: list[generation.Job]) -> AsyncIterator[bytes]:
    try:
        async for chunk in generation.die_before_body(jobs[0]):
            yield chunk
    finally:
        _abort_unfinished(st, jobs)


def _choice(index: int, job: generation.Job, *, chat: bool, tool: dict[str, Any] | None
            ) -> dict[str, Any]:
    text = job.detok.feed(job.req.output, final=True)
    finish = _finish_reason(job, tool)
    if not chat:
        return {
            "index": index,
            "text": text,
            "logprobs": None,
            "finish_reason": finish,
            "stop_reason": job.stop_reason,
            "prompt_logprobs": None,
            "token_ids": None,
        }
    message: dict[str, Any] = {
        "role": "assistant",
        "content": text,
        "refusal": None,
        "annotations": None,
        "audio": None,
        "function_call": None,
        "tool_calls": [],
        "reasoning_content": None,
    }
    if tool is not None:
        message["content"] = None
        message["tool_calls"] = [
            {
                "id": _tool_call_id(),
                "type": "function",
                "function": {"name": tool.get("name", ""), "arguments": text},
            }
        ]
    return {
        "index": index,
        "message": message,
        "logprobs": None,
        "finish_reason": finish,
        "stop_reason": job.stop_reason,
        "token_ids": None,
    }


def _finish_reason(job: generation.Job, tool: dict[str, Any] | None) -> str:
    reason = job.req.finished or "stop"
    if reason == "stop" and tool is not None:
        return "tool_calls"
    return reason


async def _merged(jobs: list[generation.Job]) -> AsyncIterator[tuple[int, generation.Emit]]:
    """Each choice's emissions as the engine makes them, tagged with the choice's index."""
    if len(jobs) == 1:
        async for ev in generation.events(jobs[0]):
            yield 0, ev
        return
    queue: asyncio.Queue[tuple[int, generation.Emit]] = asyncio.Queue()

    async def pump(k: int, job: generation.Job) -> None:
        async for ev in generation.events(job):
            queue.put_nowait((k, ev))

    pumps = [asyncio.ensure_future(pump(k, job)) for k, job in enumerate(jobs)]
    try:
        left = len(jobs)
        while left:
            k, ev = await queue.get()
            yield k, ev
            left -= ev.finish is not None
    finally:
        for task in pumps:
            task.cancel()


async def _stream(
    st: SimState,
    jobs: list[generation.Job],
    opts: dict[str, Any],
    *,
    created: int,
    chat: bool,
    tool: dict[str, Any] | None,
    death: int | None,
) -> AsyncIterator[bytes]:
    rid = jobs[0].req.rid
    include_usage = bool(opts["stream_options"].get("include_usage"))
    continuous = include_usage and bool(opts["stream_options"].get("continuous_usage_stats"))
    obj = "chat.completion.chunk" if chat else "text_completion"
    sent = 0

    def chunk(choice: dict[str, Any]) -> dict[str, Any]:
        c: dict[str, Any] = {
            "id": rid,
            "object": obj,
            "created": created,
            "model": opts["model"],
            "choices": [choice],
        }
        if continuous:
            c["usage"] = _usage(jobs, opts["n"])
        return c

    def emit(data: dict[str, Any]) -> bytes:
        nonlocal sent
        if death is not None and sent >= death:
            raise StreamDied("simulated crash mid-stream")
        sent += 1
        return _sse(data)

    try:
        if chat:
            for k in range(len(jobs)):
                first: dict[str, Any] = {"role": "assistant", "content": ""}
                if tool is not None:
                    first = {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {
                                "index": 0,
                                "id": _tool_call_id(),
                                "type": "function",
                                "function": {"name": tool.get("name", ""), "arguments": ""},
                            }
                        ],
                    }
                yield emit(chunk(
                    {"index": k, "delta": first, "logprobs": None, "finish_reason": None}))
        async for k, ev in _merged(jobs):
            if ev.finish == "abort":
                return
            job = jobs[k]
            text = job.detok.feed(ev.tokens, final=ev.finish is not None)
            finish = _finish_reason(job, tool) if ev.finish else None
            if chat:
                delta: dict[str, Any] = {"content": text}
                if tool is not None:
                    delta = {"tool_calls": [{"index": 0, "function": {"arguments": text}}]}
                choice: dict[str, Any] = {
                    "index": k,
                    "delta": delta,
                    "logprobs": None,
                    "finish_reason": finish,
                }
            else:
                choice = {"index": k, "text": text, "logprobs": None, "finish_reason": finish}
            if finish:
                choice["stop_reason"] = job.stop_reason
            yield emit(chunk(choice))
        if include_usage:
            final: dict[str, Any] = {
                "id": rid,
                "object": obj,
                "created": created,
                "model": opts["model"],
                "choices": [],
                "usage": _usage(jobs, opts["n"]),
            }
            if st.per_request_metrics:
                final["metrics"] = _request_metrics(jobs[0].req)
            yield emit(final)
        yield b"data: [DONE]\n\n"
    finally:
        _abort_unfinished(st, jobs)


async def chat_completions(request: Request) -> Response:
    return await _generate(request, chat=True)


async def completions(request: Request) -> Response:
    return await _generate(request, chat=False)


async def models(request: Request) -> JSONResponse:
    st = sim_state(request)
    name = st.backend.served_model
    created = int(time.time())
    card = {
        "id": name,
        "object": "model",
        "created": created,
        "owned_by": "vllm",
        "root": name,
        "parent": None,
        "max_model_len": st.context_length,
        "permission": [
            {
                "id": "modelperm-" + uuid.uuid4().hex,
                "object": "model_permission",
                "created": created,
                "allow_create_engine": False,
                "allow_sampling": True,
                "allow_logprobs": True,
                "allow_search_indices": False,
                "allow_view": True,
                "allow_fine_tuning": False,
                "organization": "*",
                "group": None,
                "is_blocking": False,
            }
        ],
    }
    return JSONResponse({"object": "list", "data": [card]})


async def health(request: Request) -> Response:
    if sim_state(request).faults.is_unhealthy:
        return Response(status_code=503)
    return Response(status_code=200)


async def version(request: Request) -> JSONResponse:
    return JSONResponse({"version": VERSION})


async def load(request: Request) -> JSONResponse:
    e = sim_state(request).engine
    return JSONResponse({"server_load": len(e.running) + len(e.waiting)})


async def metrics(request: Request) -> Response:
    return Response(
        sim_state(request).metrics.render(), media_type=None, headers={"content-type": CONTENT_TYPE}
    )


def create(state: SimState) -> Starlette:
    routes = [
        Route("/v1/chat/completions", chat_completions, methods=["POST"]),
        Route("/v1/completions", completions, methods=["POST"]),
        Route("/v1/models", models, methods=["GET"]),
        Route("/health", health, methods=["GET"]),
        Route("/ping", health, methods=["GET", "POST"]),
        Route("/version", version, methods=["GET"]),
        Route("/load", load, methods=["GET"]),
        Route("/metrics", metrics, methods=["GET"]),
        Route("/sim/requests/{rid}", sim_request_info, methods=["GET"]),
    ]
    app = Starlette(routes=routes, lifespan=lifespan(state))
    app.state.sim = state
    return app
