"""Live fleet state: background scrapes, circuit breakers, learned per-class estimates, snapshots.

``FleetState`` is what the router reads (``snapshot()``: no I/O, no awaits) and feeds
(``observe``, ``failure``, ``success``, ``started``/``finished``). One background task refreshes
it every ``interval_s`` (default 1.5 s): scrape each backend's ``/health`` and ``/metrics``
(``gateway.backends.scrape``; per-scrape timeout, one pooled httpx client), feed the results to the
breakers (``gateway.backends.health``), turn speculation counter deltas into a backend-wide α
(E's inverse at the backend's k, from windows of at least ``min_alpha_steps`` steps), and, with
Redis, publish and read back the shared state. Nothing on the request path waits for any of it.
That α, against the priors of the requests the backend served, gives each snapshot's
``alpha_offset`` (``gateway.routing.acceptance_offset``): what moves the prior of a class that
reports no acceptance of its own (TGI, or vLLM without per-request metrics). The engines' step
time counters, against the cost model's step, give each snapshot's ``step_factor``
(``gateway.routing.step_time``).

Learned estimates (``gateway.routing.learned``): decayed averages of TTFT, TPOT and α per
(backend, ``class_key``) with a half-life of ``half_life_s`` (default 300 s: a load regime lasts
minutes; an idle class keeps half its weight for five), starting from cost-model priors. Each
measured TTFT also calibrates the backend's prefill speed (``gateway.routing.prefill``, per
replica); a TTFT derived from TGI's inference time does once that backend's fit rests on
``SETTLED_FIT_REQUESTS`` requests.

Exploration hooks: the router owns exploration. Every ``ClassStats`` carries ``weight`` (decayed
observation count, 0 = prior only) and ``age_s`` (seconds since the freshest observation), so a
router can send a share of traffic to classes whose weight fell under a threshold or whose age
grew past one; ``BackendState.scraped_at`` dates the load figures the same way.

Redis (optional, a ``gateway.redis_client.RedisClient``: one server or a cluster): replicas
share one state under ``key_prefix`` (layout and codecs: ``gateway.routing.fleet_redis``):

* ``{p}:scrape:{backend}`` hash: the latest scrape (running, waiting, kv_usage, alpha,
  scraped_at, attempt_at, attempt id, ok, error, the counter baseline steps/accepted/draft_tokens;
  expires after max(60 s, 40 intervals) without a scrape).
  Only the replica holding ``{p}:lease:{backend}`` (``SET NX PX`` ≈ 0.8 interval, value: the
  replica's random id) scrapes a backend in an interval; every replica reads the hash back and
  feeds each new attempt to its own breakers, so all replicas open and close together on
  scrape health.
* ``{p}:learn:{backend}`` hash: fields ``CLASS|METRIC|w``, ``|s``, ``|t`` (weight, weighted sum,
  last update). ``observe`` updates the local copy at once and adds the observation to a pending
  sum per (backend, class, metric); the task merges those sums with one EVALSHA per backend
  (``MERGE_LUA``: the decay arithmetic of ``learned.Decayed.merge``, atomic, so concurrent
  replicas never lose an update; its size does not grow with the request rate), side by side,
  before the pipeline that publishes scrapes and reads every hash back (a cluster pipeline
  cannot carry scripts): two round trips after the lease.
* When Redis fails, the replica carries on alone: it scrapes every backend itself and keeps
  learning locally; the queued observations of a failed round trip are dropped rather than
  risk merging them twice (they are in the local estimates already).

Breaker health from request outcomes and ``in_flight`` stay per replica.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import httpx

from gateway.backends.health import BreakerConfig, Breakers
from gateway.backends.scrape import (
    Scrape,
    ScrapeError,
    acceptance,
    restarted,
    scrape,
    step_window,
)
from gateway.config.fleet import Backend, Engine, SpecMethod
from gateway.redis_client import RedisClient
from gateway.routing.acceptance_offset import AcceptanceOffset
from gateway.routing.classify import Workload
from gateway.routing.costmodel import prefill_s
from gateway.routing.decision import Outcome
from gateway.routing.estimate import acceptance_prior, perf_profile
from gateway.routing.fleet_redis import (
    MERGE_LUA,
    Pending,
    Scraped,
    decode_learned,
    decode_scraped,
    encode_scraped,
    merge_args,
    text,
    text_map,
)
from gateway.routing.inference_fit import BACKEND_WIDE, FIT_METRICS
from gateway.routing.learned import (
    CLASS_KEYS,
    PRIOR_PROMPT_TOKENS,
    Decayed,
    alpha_from_length,
    class_stats,
    fitted_speeds,
    outcome_values,
    prior_stats,
)
from gateway.routing.prefill import PrefillCalibration
from gateway.routing.snapshot import BackendState, ClassStats, FleetSnapshot, class_key
from gateway.routing.step_time import StepCalibration, model_step_s

log = logging.getLogger(__name__)

CLASS_CACHE_S = 1.0  # a backend's class estimates are rebuilt at most this often unless changed


@dataclass(frozen=True, slots=True)
class StatsConfig:
    interval_s: float = 1.5
    scrape_timeout_s: float = 1.0
    half_life_s: float = 300.0
    prior_weight: float = 0.0  # pseudo-observations of the prior mixed into learned averages
    min_alpha_steps: float = 16.0  # speculation steps a counter window needs to update α
    key_prefix: str = "specgate:fleet"
    learned_ttl_s: float = 7 * 86400.0
    breaker: BreakerConfig = field(default_factory=BreakerConfig)
    # The gateway's own wall-clock measurements (streamed TTFT/TPOT) are multiplied by this
    # before learning: against a simulator running at time_scale N, wall seconds are 1/N of
    # the simulated seconds its metrics and the cost-model priors speak in.
    wall_time_scale: float = 1.0


POOLED_PRIOR_CLASS = "chat/open"  # whose prior TPOT the backend-wide fit starts from
# Requests an inference-time fit needs before the TTFTs it gives calibrate the prefill speed:
# on fewer it is mostly its prior (the datasheet, ~1.7x quick on the simulated fleet), and the
# backend would look that much quicker to prefill than its measured neighbours. The count is
# decayed like the fit: a TGI backend served less than about once a minute keeps the factor it
# had (or the fleet's) rather than learning from fits that have faded back toward the prior.
SETTLED_FIT_REQUESTS = 8.0


class FleetState:
    """The fleet's live state for one gateway replica (shared through Redis when given)."""

    def __init__(
        self,
        backends: Sequence[Backend],
        *,
        redis: RedisClient | None = None,
        config: StatsConfig | None = None,
        priors: Callable[[Backend, str], ClassStats] = prior_stats,
        wall: Callable[[], float] = time.time,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.config = cfg = config or StatsConfig()
        self.backends = {b.name: b for b in backends}
        self.breakers = Breakers(self.backends, config=cfg.breaker, clock=clock)
        self._redis = redis
        self._wall = wall
        self._replica = secrets.token_hex(6)
        self._attempts = 0
        self._priors = {(b.name, c): priors(b, c) for b in backends for c in CLASS_KEYS}
        self._learned: dict[str, dict[str, dict[str, Decayed]]] = {n: {} for n in self.backends}
        self._scraped: dict[str, Scraped] = {n: Scraped() for n in self.backends}
        self._in_flight: dict[str, int] = dict.fromkeys(self.backends, 0)
        self._elsewhere: dict[str, int] = dict.fromkeys(self.backends, 0)  # other replicas'
        self._prefill = PrefillCalibration()
        self._acceptance = AcceptanceOffset(cfg.half_life_s)
        self._steps = StepCalibration()
        self._profiles = {n: perf_profile(b) for n, b in self.backends.items()
                          if b.engine is not Engine.litellm}
        self._prefill_prior = {n: prefill_s(p, PRIOR_PROMPT_TOKENS) / PRIOR_PROMPT_TOKENS
                               for n, p in self._profiles.items()}
        self._pending: Pending = {}  # observations not merged into Redis yet, summed
        self._classes: dict[str, tuple[float, Mapping[str, ClassStats]]] = {}
        self._dirty: dict[str, set[str]] = {}  # classes learned since their cached estimate
        self._http: httpx.AsyncClient | None = None
        self._task: asyncio.Task[None] | None = None
        # A flag as well as cancel(): redis-py can turn a cancellation mid-command into an error
        # of its own, which _run would log and outlive (gateway.routing.placement_sync)
        self._stopping = False
        self._merge = redis.register_script(MERGE_LUA) if redis is not None else None

    # -- the router's API (synchronous, no I/O) --------------------------------------------

    def snapshot(self) -> FleetSnapshot:
        now = self._wall()
        states = {name: self._backend_state(name, now) for name in self.backends}
        return FleetSnapshot(backends=states, taken_at=now)

    def observe(self, name: str, workload: Workload, outcome: Outcome) -> None:
        """Learn from one served request (its timings and per-request speculation report)."""
        b = self.backends.get(name)
        if b is None:
            return
        cls, now = class_key(workload), self._wall()
        scale = self.config.wall_time_scale
        if scale != 1.0:
            outcome = replace(
                outcome,
                ttft_s=None if outcome.ttft_s is None else outcome.ttft_s * scale,
                tpot_s=None if outcome.tpot_s is None else outcome.tpot_s * scale,
            )
        prefill = None  # a request that reports only its inference time: the backend's fit
        settled = True  # whether its TTFT may calibrate the backend's prefill speed
        if outcome.ttft_s is None and "x-inference-time" in outcome.signals:
            prefill = self._fitted_prefill(name)
            settled = self._fit_weight(name, now) >= SETTLED_FIT_REQUESTS
        values = outcome_values(outcome, workload, k=b.speculation.k,
                                prefill_s_per_token=prefill)
        if b.speculation.method is not SpecMethod.none:
            prior, _ = acceptance_prior(b.speculation.method, workload)
            self._acceptance.served(name, prior, outcome.completion_tokens, now)
        profile = self._profiles.get(name)
        if profile is not None and "ttft" in values and settled:
            # what was prefilled: a prefix-cache hit is not the backend prefilling faster
            # (in the backend's tokens, scaled to the estimate the prior was given)
            computed = workload.prompt_tokens
            if outcome.cached_tokens:
                reported = max(outcome.prompt_tokens, outcome.cached_tokens)
                computed = round(workload.prompt_tokens * (1 - outcome.cached_tokens / reported))
            self._prefill.observe(name, values["ttft"], computed, prefill_s(profile, computed))
        hl = self.config.half_life_s
        for metric, value in values.items():
            one = Decayed(1.0, value, now)
            for into in (cls, BACKEND_WIDE) if metric in FIT_METRICS else (cls,):
                self._apply(name, into, metric, one)
                if self._redis is not None:
                    key = (name, into, metric)
                    self._pending[key] = self._pending.get(key, Decayed()).merge(one, hl)

    def failure(self, name: str, why: str = "") -> None:
        self.breakers.failure(name, "request", why)

    def success(self, name: str) -> None:
        self.breakers.success(name, "request")

    def started(self, name: str) -> None:
        """A request is being sent to ``name`` (in half-open, it is the probe)."""
        self._in_flight[name] = self._in_flight.get(name, 0) + 1
        self.breakers.claim_probe(name)

    def finished(self, name: str) -> None:
        self._in_flight[name] = max(self._in_flight.get(name, 0) - 1, 0)

    def in_flight_elsewhere(self, name: str, delta: int) -> None:
        """Another replica's request on ``name`` started (+1) or ended (-1): the snapshot's
        ``in_flight`` counts every replica's (``gateway.routing.placement_sync``)."""
        if name in self._elsewhere:
            self._elsewhere[name] = max(self._elsewhere[name] + delta, 0)

    def speed_factors(self) -> dict[str, dict[str, float]]:
        """Per self-hosted backend: measured prefill and decode step time over the model's."""
        return {name: {"prefill": self._prefill.factor(name),
                       "decode_step": self._steps.factor(name)} for name in self._profiles}

    def scraped(self, name: str) -> Scraped:
        """The latest scrape of ``name`` (diagnostics: last error, counter baseline)."""
        return self._scraped.get(name, Scraped())

    # -- lifecycle ---------------------------------------------------------------------------

    async def start(self) -> None:
        """Start the background refresh (first cycle at once). Idempotent."""
        if self._task is not None:
            return
        self._stopping = False
        self._http = httpx.AsyncClient(
            limits=httpx.Limits(max_connections=max(len(self.backends), 1) * 2),
            headers={"user-agent": "specgate-scraper"},
        )
        self._task = asyncio.create_task(self._run(), name="specgate-fleet-state")

    async def stop(self) -> None:
        """Cancel the background task and close the HTTP client (the Redis client is the
        caller's)."""
        task, self._task = self._task, None
        if task is not None:
            self._stopping = True
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._http is not None:
            await self._http.aclose()
            self._http = None

    async def refresh(self) -> None:
        """One cycle now: scrape, publish, merge and read back (also what the task runs)."""
        http = self._http
        own = http is None
        if http is None:
            http = httpx.AsyncClient()
        try:
            await self._cycle(http)
        finally:
            if own:
                await http.aclose()

    async def _run(self) -> None:
        assert self._http is not None
        while not self._stopping:
            t0 = time.monotonic()
            try:
                await self._cycle(self._http)
            except Exception:  # the loop must outlive any one bad cycle
                if self._stopping:
                    return
                log.exception("fleet state refresh failed")
            await asyncio.sleep(max(self.config.interval_s - (time.monotonic() - t0), 0.05))

    # -- one refresh cycle -----------------------------------------------------------------

    async def _cycle(self, http: httpx.AsyncClient) -> None:
        scrapable = [b for b in self.backends.values() if b.engine is not Engine.litellm]
        mine = await self._leased(scrapable)
        results = await asyncio.gather(*(self._scrape(http, b) for b in mine))
        now = self._wall()
        fresh = {b.name: self._next(b, r, now) for b, r in zip(mine, results, strict=True)}
        if self._redis is None or not await self._share(fresh):
            for name, state in fresh.items():
                self._take_scraped(name, state)

    async def _leased(self, backends: list[Backend]) -> list[Backend]:
        """The backends this replica scrapes this interval (all of them without Redis)."""
        if self._redis is None or not backends:
            return backends
        ms = max(int(self.config.interval_s * 800), 1)
        try:
            async with (
                asyncio.timeout(self._redis_timeout()),
                self._redis.pipeline(transaction=False) as pipe,
            ):
                for b in backends:
                    pipe.set(self._key("lease", b.name), self._replica, nx=True, px=ms)
                    pipe.get(self._key("lease", b.name))
                replies = await pipe.execute()
        except Exception as exc:
            log.warning("fleet state: redis lease failed (%s); scraping locally", exc)
            return backends
        holders = [text(h) for h in replies[1::2]]
        return [b for b, h in zip(backends, holders, strict=True) if h == self._replica]

    async def _scrape(self, http: httpx.AsyncClient, b: Backend) -> Scrape | str:
        try:
            async with asyncio.timeout(self.config.scrape_timeout_s):
                return await scrape(http, b, timeout_s=self.config.scrape_timeout_s)
        except ScrapeError as exc:
            return str(exc)
        except TimeoutError:
            return f"timed out after {self.config.scrape_timeout_s} s"

    def _next(self, b: Backend, result: Scrape | str, now: float) -> Scraped:
        prev = self._scraped[b.name]
        self._attempts += 1
        attempt = f"{self._replica}-{self._attempts}"
        if isinstance(result, str):
            return replace(prev, attempt_at=now, attempt=attempt, ok=False, error=result)
        alpha, baseline = prev.alpha, prev.baseline
        k = b.speculation.k or (result.k or 0)
        if k > 0 and result.spec is not None:
            acc = acceptance(baseline, result.spec)
            if acc is not None and acc.steps >= self.config.min_alpha_steps:
                alpha, baseline = alpha_from_length(acc.mean_length, k), result.spec
            elif baseline is not None and result.spec.steps < baseline.steps:
                baseline = None  # restarted: count from zero until the window is long enough
        restarts = prev.restarts + restarted(prev.steps, result.steps)
        return Scraped(
            running=result.running,
            waiting=result.waiting,
            kv_usage=result.kv_usage,
            alpha=alpha,
            scraped_at=now,
            attempt_at=now,
            attempt=attempt,
            baseline=baseline,
            steps=result.steps,
            kv_capacity_tokens=result.kv_capacity_tokens,
            prefix_caching=result.prefix_caching,
            restarts=restarts,
        )

    def _take_scraped(self, name: str, state: Scraped) -> None:
        """Adopt a scrape (own or another replica's); a new attempt feeds the breaker."""
        prev = self._scraped.get(name, Scraped())
        if state.attempt and state.attempt != prev.attempt:
            if state.ok:
                self.breakers.success(name, "scrape")
            else:
                self.breakers.failure(name, "scrape")
        if state.alpha is not None and state.baseline != prev.baseline:  # a new counter window
            self._acceptance.measured(name, state.alpha, self._wall())
        if state.steps != prev.steps:
            self._step_window(name, prev, state)
        self._scraped[name] = state

    def _step_window(self, name: str, prev: Scraped, state: Scraped) -> None:
        """Set the decode steps between two scrapes against the cost model's."""
        window = step_window(prev.steps, state.steps)
        profile = self._profiles.get(name)
        if window is None or profile is None:
            return
        model = model_step_s(
            self.backends[name], profile, window,
            running=(prev.running + state.running) / 2,
            prefill_s_per_token=profile.prefill_s_per_token * self._prefill.factor(name),
        )
        if model is not None:
            self._steps.observe(name, window.mean_step_s, model)

    async def _share(self, fresh: Mapping[str, Scraped]) -> bool:
        """Merge pending observations, then publish scrapes and read everything back: two round
        trips (a Redis Cluster pipeline cannot carry scripts, so the merges go first, side by
        side)."""
        assert self._redis is not None and self._merge is not None
        batch, self._pending = self._pending, {}
        names = list(self.backends)
        ttl_ms = int(self.config.learned_ttl_s * 1000)
        scrape_ttl_ms = int(max(60.0, 40 * self.config.interval_s) * 1000)
        merge = self._merge
        try:
            async with asyncio.timeout(self._redis_timeout()):
                await asyncio.gather(*(
                    merge(keys=[self._key("learn", name)],
                          args=[self.config.half_life_s, ttl_ms, *args])
                    for name, args in merge_args(batch).items()))
                async with self._redis.pipeline(transaction=False) as pipe:
                    for name, state in fresh.items():
                        key = self._key("scrape", name)
                        pipe.hset(key, mapping=encode_scraped(state))
                        pipe.pexpire(key, scrape_ttl_ms)
                    for name in names:
                        pipe.hgetall(self._key("scrape", name))
                        pipe.hgetall(self._key("learn", name))
                    replies = await pipe.execute()
        except Exception as exc:
            log.warning("fleet state: redis round trip failed (%s); using local state", exc)
            return False
        back = replies[len(replies) - 2 * len(names) :]
        for i, name in enumerate(names):
            scraped, learned = text_map(back[2 * i]), text_map(back[2 * i + 1])
            if scraped:
                self._take_scraped(name, decode_scraped(scraped))
            elif name in fresh:
                self._take_scraped(name, fresh[name])
            self._learned[name] = decode_learned(learned)
            self._classes.pop(name, None)
        # observed while the round trip was out: not in what came back
        for (name, cls, metric), d in self._pending.items():
            self._apply(name, cls, metric, d)
        return True

    # -- internals -----------------------------------------------------------------------

    def _apply(self, backend: str, cls: str, metric: str, d: Decayed) -> None:
        metrics = self._learned.setdefault(backend, {}).setdefault(cls, {})
        metrics[metric] = metrics.get(metric, Decayed()).merge(d, self.config.half_life_s)
        self._dirty.setdefault(backend, set()).add(cls)

    def _backend_state(self, name: str, now: float) -> BackendState:
        s = self._scraped[name]
        return BackendState(
            name=name,
            healthy=self.breakers.healthy(name),
            running=s.running,
            waiting=s.waiting,
            kv_usage=s.kv_usage,
            alpha=s.alpha,
            alpha_offset=self._acceptance.offset(name),
            classes=self._class_map(name, now),
            scraped_at=s.scraped_at,
            in_flight=self._in_flight.get(name, 0) + self._elsewhere.get(name, 0),
            prefill_factor=self._prefill.factor(name),
            step_factor=self._steps.factor(name),
            kv_capacity_tokens=s.kv_capacity_tokens,
            prefix_caching=s.prefix_caching,
            restarts=s.restarts,
        )

    def _class_map(self, name: str, now: float) -> Mapping[str, ClassStats]:
        """Rebuilt at most every ``CLASS_CACHE_S`` (ages and decay move slowly); in between only
        the classes that learned something are recomputed, into a new map (snapshots already
        handed out keep theirs); all of them when the backend-wide fit moved, which each class's
        own fit starts from."""
        cached = self._classes.get(name)
        dirty = self._dirty.pop(name, None)
        if cached is not None and now - cached[0] < CLASS_CACHE_S:
            if not dirty:
                return cached[1]
            out = dict(cached[1])
            prefill = self._fitted_prefill(name)
            out.update((c, self._class_stats(name, c, now, prefill))
                       for c in (CLASS_KEYS if BACKEND_WIDE in dirty else dirty))
            self._classes[name] = (cached[0], out)
            return out
        prefill = self._fitted_prefill(name)
        out = {c: self._class_stats(name, c, now, prefill) for c in CLASS_KEYS}
        self._classes[name] = (now, out)
        return out

    def _class_stats(
        self, name: str, cls: str, now: float, prefill_s_per_token: float | None
    ) -> ClassStats:
        """``prefill_s_per_token``: the backend-wide fit's (``_fitted_prefill``), found once per
        rebuild of the backend's classes."""
        cfg = self.config
        return class_stats(self._learned.get(name, {}).get(cls, {}), self._priors[(name, cls)],
                           now=now, half_life_s=cfg.half_life_s, prior_weight=cfg.prior_weight,
                           prefill_s_per_token=prefill_s_per_token)

    def _fitted_prefill(self, name: str) -> float | None:
        """Prefill seconds per prompt token from the inference times ``name`` reported, all
        classes pooled (prefill speed is the backend's, not the class's); else the prior."""
        prior = self._prefill_prior.get(name)
        pooled = self._learned.get(name, {}).get(BACKEND_WIDE)
        if prior is None or not pooled:
            return prior
        fitted = fitted_speeds(pooled, self._priors[(name, POOLED_PRIOR_CLASS)], prior)
        return prior if fitted is None else fitted[0]

    def _fit_weight(self, name: str, now: float) -> float:
        """The requests behind ``name``'s backend-wide inference-time fit, decayed."""
        pooled = self._learned.get(name, {}).get(BACKEND_WIDE)
        sums = pooled.get(FIT_METRICS[0]) if pooled else None
        return 0.0 if sums is None else sums.weight_at(now, self.config.half_life_s)

    def _key(self, kind: str, name: str) -> str:
        return f"{self.config.key_prefix}:{kind}:{name}"

    def _redis_timeout(self) -> float:
        return max(self.config.interval_s, 1.0)


__all__ = ["FleetState", "Scraped", "StatsConfig"]
