"""One request's life on a simulated server: plan, stop strings, submit, and text deltas out."""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from gateway import tokenizer
from gateway.sim import textgen
from gateway.sim.engine import Emit, SimEngine, SimRequest, build_target
from gateway.sim.faults import StreamDied
from gateway.sim.prompt import EOT, Prompt

SPECIAL_MIN = 100257  # cl100k special ids: never rendered as text


class Detokenizer:
    """Incremental token -> text, safe across multi-byte characters split between tokens."""

    def __init__(self, limit: int | None = None) -> None:
        self._dec = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._enc = tokenizer.encoding()
        self.text = ""
        self.limit = limit  # characters visible (a stop string cuts the rest)

    def feed(self, tokens: list[int], *, final: bool = False) -> str:
        raw = b"".join(self._enc.decode_single_token_bytes(t) for t in tokens if t < SPECIAL_MIN)
        piece = self._dec.decode(raw, final=final)
        before = len(self.text)
        self.text += piece
        if self.limit is not None and len(self.text) > self.limit:
            self.text = self.text[: self.limit]
        return self.text[before:]


@dataclass
class Job:
    """A submitted request plus what the HTTP layer needs to render it."""

    req: SimRequest
    stop_reason: str | None = None  # the stop string that ended it, if any
    visible_chars: int | None = None
    detok: Detokenizer = field(default_factory=Detokenizer)


def _apply_stop(tokens: list[int], stops: list[str]) -> tuple[int, int, str] | None:
    """Where a stop string first appears: (tokens to keep, visible chars, the stop string)."""
    stops = [s for s in stops if s]
    if not stops:
        return None
    d = Detokenizer()
    for i, tok in enumerate(tokens):
        d.feed([tok])
        hits = [(d.text.find(s), s) for s in stops if s in d.text]
        if hits:
            at, s = min(hits)
            return i + 1, at, s
    return None


def submit(
    engine: SimEngine,
    prompt: Prompt,
    *,
    max_tokens: int,
    temperature: float = 0.0,
    seed: int | None = None,
    stop: list[str] | None = None,
    rid: str | None = None,
    validation_s: float = 0.0,
) -> Job:
    plan = textgen.plan(prompt, seed=engine.seed * 1_000_003 + (seed or 0), temperature=temperature)
    target, pred, reason = build_target(plan, max_tokens, EOT)
    job_stop: str | None = None
    visible: int | None = None
    cut = _apply_stop(target, stop or [])
    if cut is not None:
        keep, visible, job_stop = cut
        target, pred, reason = target[:keep], pred[:keep], "stop"
    req = SimRequest(
        rid=rid or uuid.uuid4().hex,
        prompt=prompt.ids,
        target=target,
        predictability=pred,
        finish_reason=reason,
        max_tokens=max_tokens,
        temperature=temperature,
        seed=seed or 0,
        validation_s=validation_s,
    )
    engine.submit(req)
    return Job(req=req, stop_reason=job_stop, visible_chars=visible, detok=Detokenizer(visible))


async def events(job: Job) -> AsyncIterator[Emit]:
    """The request's per-step emissions until it finishes (or is aborted)."""
    while True:
        ev = await job.req.events.get()
        yield ev
        if ev.finish is not None:
            return


async def finish_unless_gone(job: Job | list[Job], receive: Callable[[], Awaitable[Any]]
                             ) -> bool:
    """Run ``job`` (or each of a request's choices) to its end unless the client disconnects
    first, as vLLM's API server does
    for a non-streaming request (``with_cancellation``: the handler is cancelled and the
    request aborted) and TGI does (the dropped response future ends the generation). Returns
    False when the client left; the caller aborts the request. ``receive`` is the ASGI one,
    after the body was read: its next message is the disconnect."""

    async def drain() -> None:
        for one in job if isinstance(job, list) else [job]:
            async for _ in events(one):
                pass

    async def gone() -> None:
        while (await receive())["type"] != "http.disconnect":
            pass

    work, watch = asyncio.ensure_future(drain()), asyncio.ensure_future(gone())
    try:
        await asyncio.wait({work, watch}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        watch.cancel()
        if not work.done():
            work.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await work
    return not work.cancelled()


async def die_before_body(job: Job) -> AsyncIterator[bytes]:
    """A response body that crashes once generation starts (the ``die_mid_stream`` fault on a
    non-streaming request): the connection drops after the headers."""
    async for _ in events(job):
        break
    raise StreamDied("simulated crash before the body")
    yield b""  # pragma: no cover  (makes this an async generator)
