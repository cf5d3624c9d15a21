"""The continuous-batching step loop: waiting queue, running batch, KV budget, speculation."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Protocol

from gateway.config.fleet import Backend, Engine, SpecMethod
from gateway.sim import params
from gateway.sim.ngram import FirstMatchProposer, LongestMatchProposer
from gateway.sim.perfmodel import PerfModel, StepLoad
from gateway.sim.prefix_cache import PrefixCache
from gateway.sim.textgen import Continuation

BLOCK = 16  # vLLM's default KV block size (tokens); TGI's paged attention uses the same idea
EOS_P = 0.9  # predictability of the end-of-sequence token


@dataclass
class Emit:
    """Tokens a request produced in one step, at simulated time ``t``; ``finish`` on the last."""

    tokens: list[int]
    t: float
    finish: str | None = None


@dataclass
class SimRequest:
    """One generation in the engine: its planned output, progress and timing (simulated s)."""

    rid: str
    prompt: list[int]
    target: list[int]  # what the model will emit (plan, EOS, truncation already applied)
    predictability: list[float]
    finish_reason: str  # "stop" | "length" once ``target`` is fully emitted
    max_tokens: int
    temperature: float = 0.0
    seed: int = 0
    arrival: float = 0.0
    validation_s: float = 0.0  # simulated request validation/tokenisation time (TGI reports it)
    events: asyncio.Queue[Emit] = field(default_factory=asyncio.Queue)
    output: list[int] = field(default_factory=list)
    computed: int = 0  # tokens whose KV exists
    cached: int = 0  # prompt tokens whose KV the prefix cache held when it was first scheduled
    prefilled: bool = False  # prompt (and, after a preemption, output so far) is in the KV cache
    scheduled_at: float | None = None
    first_token_at: float | None = None
    last_token_at: float | None = None
    finished_at: float | None = None
    finished: str | None = None
    preemptions: int = 0
    steps: int = 0  # decode steps after the first token
    drafts: int = 0
    draft_tokens: int = 0
    accepted: int = 0
    per_pos: list[int] = field(default_factory=list)
    histogram: list[int] = field(default_factory=list)  # accepted-count per draft step
    proposer: LongestMatchProposer | FirstMatchProposer | None = None
    rng: random.Random = field(default_factory=random.Random)

    @property
    def prefill_target(self) -> int:
        return len(self.prompt) + len(self.output)

    @property
    def acceptance(self) -> float | None:
        """True per-token draft acceptance (accepted / proposed); None without drafts."""
        return self.accepted / self.draft_tokens if self.draft_tokens else None


@dataclass
class StepReport:
    """What one step did, for the metrics observers."""

    t: float
    duration: float
    prefill: bool
    tokens: int  # query tokens scheduled
    batch: int
    emitted: dict[str, int]  # rid -> tokens emitted this step
    decode_emits: int = 0  # requests that got a non-first token (one ITL sample each)
    first_prompt_tokens: int = 0  # prompt tokens of the requests that got their first token
    first_cached_tokens: int = 0  # of those, the ones the prefix cache held


class Observer(Protocol):
    def on_arrival(self, req: SimRequest) -> None: ...
    def on_step(self, engine: SimEngine, report: StepReport) -> None: ...
    def on_draft(self, drafted: int, accepted: int, per_pos: list[bool]) -> None: ...
    def on_finish(self, engine: SimEngine, req: SimRequest) -> None: ...


def build_target(
    plan: Continuation, max_tokens: int, eos: int
) -> tuple[list[int], list[float], str]:
    tokens = [*plan.tokens, eos]
    pred = [*plan.predictability, EOS_P]
    if len(tokens) > max_tokens:
        return tokens[:max_tokens], pred[:max_tokens], "length"
    return tokens, pred, "stop"


class SimEngine:
    """One simulated GPU server's scheduler and clock.

    Time: a virtual clock ``clock`` advances by each step's modelled duration; the loop sleeps
    so that wall time = simulated time / ``time_scale``. All reported times are simulated.
    """

    def __init__(
        self,
        backend: Backend,
        *,
        context_length: int = 8192,
        time_scale: float = 1.0,
        seed: int = 0,
        consts: params.EngineConstants = params.DEFAULTS,
    ) -> None:
        self.backend = backend
        self.spec = backend.speculation
        self.method = self.spec.method
        self.tgi = backend.engine is Engine.tgi
        self.context_length = context_length
        self.time_scale = max(1e-6, time_scale)
        self.seed = seed
        self.consts = consts
        draft = (
            params.draft_shape(self.spec.draft_model)
            if self.method is SpecMethod.draft_model
            else None
        )
        heads = self.spec.k if self.method is SpecMethod.draft_heads else 0
        self.perf = PerfModel(
            params.gpu(backend.gpu_type),
            params.target_shape(backend.served_model),
            draft=draft,
            heads=heads,
            consts=consts,
        )
        self.kv_capacity = self.perf.kv_capacity_tokens
        self.kv_blocks = self.kv_capacity // BLOCK
        self.prefix_cache = PrefixCache(self.kv_blocks if backend.prefix_caching else 0, BLOCK)
        self.max_num_seqs = backend.max_num_seqs
        self.waiting: deque[SimRequest] = deque()
        self.running: list[SimRequest] = []
        self.observers: list[Observer] = []
        self.clock = 0.0
        self._wall0 = time.monotonic()
        self._wake = asyncio.Event()
        self._busy = False
        self.finished_log: dict[str, SimRequest] = {}
        self.steps = 0

    def bind_loop(self) -> None:
        """Reset loop-bound primitives; call from the event loop that will run ``run()``."""
        self._wake = asyncio.Event()
        if self.waiting:
            self._wake.set()

    # -- clock -----------------------------------------------------------------------------

    def wall_sim(self) -> float:
        return (time.monotonic() - self._wall0) * self.time_scale

    def now(self) -> float:
        """Simulated now: the engine's clock while it steps, else wall time scaled."""
        w = self.wall_sim()
        return min(w, self.clock) if self._busy else max(w, self.clock)

    # -- requests --------------------------------------------------------------------------

    def submit(self, req: SimRequest) -> None:
        req.arrival = self.now()
        req.rng = random.Random(f"{self.seed}:{req.seed}:{req.rid}")
        if self.method is SpecMethod.ngram:
            if self.tgi:
                req.proposer = FirstMatchProposer(req.prompt)
            else:
                lo, hi = self.spec.lookup_window
                req.proposer = LongestMatchProposer(req.prompt, min_n=lo, max_n=hi)
        req.per_pos = [0] * self.spec.k
        req.histogram = [0] * (self.spec.k + 1)
        self.waiting.append(req)
        for o in self.observers:
            o.on_arrival(req)
        self._wake.set()

    def abort(self, req: SimRequest) -> None:
        if req.finished:
            return
        if req in self.running:
            self.running.remove(req)
        elif req in self.waiting:
            self.waiting.remove(req)
        self._finish(req, "abort", self.now())

    @property
    def kv_used_blocks(self) -> int:
        return sum(-(-r.computed // BLOCK) for r in self.running)

    def _blocks_outside_cache(self) -> int:
        """KV blocks the running requests hold that the prefix cache does not name: their output
        so far, and the part of their prompt neither cached when they came nor prefilled yet
        (a prompt's blocks join the cache once prefilled)."""
        held = 0
        for r in self.running:
            named = len(r.prompt) // BLOCK if r.prefilled else r.cached // BLOCK
            held += max(0, -(-r.computed // BLOCK) - named)
        return held

    @property
    def kv_usage(self) -> float:
        return min(1.0, self.kv_used_blocks / max(1, self.kv_blocks))

    @property
    def reserved_tokens(self) -> int:
        """TGI's budget: prompt + max_new_tokens of every running request."""
        return sum(len(r.prompt) + r.max_tokens for r in self.running)

    # -- loop ------------------------------------------------------------------------------

    async def run(self) -> None:
        while True:
            if not self.running and not self.waiting:
                self._busy = False
                self._wake.clear()
                await self._wake.wait()
                self.clock = max(self.clock, self.wall_sim())
            self._busy = True
            report = self._tgi_step() if self.tgi else self._vllm_step()
            if report is None:  # nothing schedulable (KV full of waiting work): idle briefly
                self._busy = False
                self._wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout=0.05)
                continue
            delay = (self.clock - self.wall_sim()) / self.time_scale
            if delay > 0:
                await asyncio.sleep(delay)
            else:
                await asyncio.sleep(0)
            self._deliver(report)

    # -- scheduling ------------------------------------------------------------------------

    def _k(self, batch: int) -> int:
        if self.method is SpecMethod.none:
            return 0
        return self.spec.k if self.tgi else self.spec.k_at_batch(batch)

    def _vllm_step(self) -> tuple[StepReport, list[tuple[SimRequest, list[int]]]] | None:
        budget = self.consts.vllm_max_num_batched_tokens
        decode: list[SimRequest] = []
        prefill: list[tuple[SimRequest, int]] = []
        # keep KV for running decodes; preempt the newest running request when it runs out
        while True:
            k = self._k(len(self.running))
            need = sum(-(-(r.computed + (1 + k) * r.prefilled) // BLOCK) for r in self.running)
            if need <= self.kv_blocks or len(self.running) <= 1:
                break
            victim = self.running.pop()
            victim.computed = 0
            victim.prefilled = False
            victim.preemptions += 1
            self.waiting.appendleft(victim)
        k = self._k(len(self.running))
        for r in self.running:
            if r.prefilled:
                decode.append(r)
                budget -= 1 + k
        for r in self.running:
            if not r.prefilled and budget > 0:
                n = min(budget, r.prefill_target - r.computed)
                prefill.append((r, n))
                budget -= n
        while self.waiting and budget > 0 and len(self.running) < self.max_num_seqs:
            r = self.waiting[0]
            free = self.kv_blocks - self.kv_used_blocks - len(decode) * (1 + k) // BLOCK - 1
            if -(-r.prefill_target // BLOCK) > free and self.running:
                break  # (an empty engine admits anything: a prompt must never wait forever)
            self.waiting.popleft()
            self.running.append(r)
            if r.scheduled_at is None:
                r.scheduled_at = self.clock
            self._reuse_prefix(r)
            n = min(budget, r.prefill_target - r.computed)
            prefill.append((r, n))
            budget -= n
        if not decode and not prefill:
            return None
        return self._execute(decode, prefill, k)

    def _tgi_step(self) -> tuple[StepReport, list[tuple[SimRequest, list[int]]]] | None:
        # TGI: new requests are prefilled in their own forward while the running batch waits
        budget = self.consts.tgi_max_batch_prefill_tokens
        prefill: list[tuple[SimRequest, int]] = []
        reserved = self.reserved_tokens
        while self.waiting and len(self.running) < self.max_num_seqs:
            r = self.waiting[0]
            size = len(r.prompt) + r.max_tokens
            if prefill and r.prefill_target > budget:
                break
            if reserved + size > self.kv_capacity and self.running:
                break
            self.waiting.popleft()
            self.running.append(r)
            r.scheduled_at = self.clock
            self._reuse_prefix(r)
            n = r.prefill_target - r.computed
            prefill.append((r, n))
            budget -= n
            reserved += size
        if prefill:
            return self._execute([], prefill, 0)
        decode = [r for r in self.running if r.prefilled]
        if not decode:
            return None
        return self._execute(decode, [], self._k(len(decode)))

    def _reuse_prefix(self, r: SimRequest) -> None:
        """Start ``r`` (new, or preempted and recomputed) from its cached prefix: of what the
        running requests leave of the pool."""
        tokens = r.prompt + r.output if r.output else r.prompt
        self.prefix_cache.shrink(self.kv_blocks - self._blocks_outside_cache())
        hit = self.prefix_cache.hit_tokens(tokens)
        r.computed = hit
        if not r.preemptions:
            r.cached = min(hit, len(r.prompt))

    def _draft(self, r: SimRequest, k: int) -> tuple[int, int]:
        """Propose for ``r`` and verify against its target: (draft length, accepted)."""
        pos = len(r.output)
        room = len(r.target) - pos - 1
        if k <= 0 or room <= 0 or len(r.prompt) + pos + k + 1 > self.context_length:
            return 0, 0
        k = min(k, room)
        if r.proposer is not None:
            draft = r.proposer.propose(k)
            acc = 0
            for i, tok in enumerate(draft):
                if r.target[pos + i] != tok:
                    break
                acc += 1
            return len(draft), acc
        drop = 1.0 - self.consts.temperature_acceptance_drop * min(r.temperature, 1.5)
        decay = self.consts.heads_position_decay if self.method is SpecMethod.draft_heads else 1.0
        acc = 0
        for i in range(k):
            p = r.predictability[pos + i] * drop * decay**i
            if r.rng.random() >= p:
                break
            acc += 1
        return k, acc

    def _execute(
        self, decode: list[SimRequest], prefill: list[tuple[SimRequest, int]], k: int
    ) -> tuple[StepReport, list[tuple[SimRequest, list[int]]]]:
        query = kv = pairs = spec = draft_seqs = draft_len = head_seqs = 0
        out: list[tuple[SimRequest, list[int]]] = []
        for r in decode:
            n_draft, acc = self._draft(r, k)
            ctx = r.computed
            query += 1 + n_draft
            kv += ctx
            pairs += (1 + n_draft) * ctx
            spec += n_draft
            if n_draft:
                if self.method is SpecMethod.draft_model:
                    draft_seqs += 1
                    draft_len = max(draft_len, n_draft)
                elif self.method is SpecMethod.draft_heads:
                    head_seqs += 1
                self._record_draft(r, n_draft, acc)
            pos = len(r.output)
            out.append((r, r.target[pos : pos + acc + 1]))
        prefill_tokens = 0
        for r, n in prefill:
            query += n
            prefill_tokens += n
            kv += r.computed
            pairs += n * (r.computed + n // 2)
        load = StepLoad(
            query_tokens=query,
            kv_tokens=kv,
            attn_pairs=pairs,
            draft_seqs=draft_seqs,
            draft_len=draft_len,
            draft_kv_tokens=kv if draft_seqs else 0,
            prefill_tokens=prefill_tokens,
            head_seqs=head_seqs,
            heads=k if head_seqs else 0,
            spec_tokens=spec,
        )
        duration = self.perf.step_time(load)
        self.clock += duration
        for r, n in prefill:
            r.computed += n
            if r.computed >= r.prefill_target:
                r.prefilled = True
                self.prefix_cache.insert(r.prompt)
                out.append((r, r.target[len(r.output) : len(r.output) + 1]))
        self.steps += 1
        report = StepReport(
            t=self.clock,
            duration=duration,
            prefill=bool(prefill) and not decode,
            tokens=query,
            batch=len(self.running),
            emitted={},
        )
        return report, out

    def _record_draft(self, r: SimRequest, n: int, acc: int) -> None:
        r.drafts += 1
        r.draft_tokens += n
        r.accepted += acc
        r.histogram[min(acc, len(r.histogram) - 1)] += 1
        for i in range(min(acc, len(r.per_pos))):
            r.per_pos[i] += 1
        for o in self.observers:
            o.on_draft(n, acc, [i < acc for i in range(n)])

    def _deliver(self, result: tuple[StepReport, list[tuple[SimRequest, list[int]]]]) -> None:
        report, out = result
        t = report.t
        for r, toks in out:
            if r.finished or not toks:
                continue
            if r.first_token_at is None:
                r.first_token_at = t
                report.first_prompt_tokens += len(r.prompt)
                report.first_cached_tokens += r.cached
            else:
                r.steps += 1
                report.decode_emits += 1
            r.last_token_at = t
            r.output += toks
            r.computed = len(r.prompt) + len(r.output) - 1
            if r.proposer is not None:
                r.proposer.extend(toks)
            report.emitted[r.rid] = len(toks)
            done = len(r.output) >= len(r.target)
            r.events.put_nowait(Emit(toks, t, r.finish_reason if done else None))
            if done:
                self.running.remove(r)
                self.prefix_cache.insert(r.prompt + r.output)
                self._finish(r, r.finish_reason, t)
        for o in self.observers:
            o.on_step(self, report)

    def _finish(self, r: SimRequest, reason: str, t: float) -> None:
        r.finished = reason
        r.finished_at = t
        if reason == "abort":
            r.events.put_nowait(Emit([], t, "abort"))
        self.finished_log[r.rid] = r
        if len(self.finished_log) > 4096:
            self.finished_log.pop(next(iter(self.finished_log)))
        for o in self.observers:
            o.on_finish(self, r)
