"""vLLM's Prometheus families (names, types, labels, buckets of vLLM 0.33), fed by the engine."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from gateway.config.fleet import SpecMethod
from gateway.sim.engine import SimEngine, SimRequest, StepReport

# vLLM v1/metrics/buckets.py (reference/speculative-decoding.md section 1.3)
TTFT_BUCKETS = (
    0.001,
    0.005,
    0.01,
    0.02,
    0.04,
    0.06,
    0.08,
    0.1,
    0.25,
    0.5,
    0.75,
    1.0,
    2.5,
    5.0,
    7.5,
    10.0,
    20.0,
    40.0,
    80.0,
    160.0,
    640.0,
    2560.0,
)
ITL_BUCKETS = (
    0.01,
    0.025,
    0.05,
    0.075,
    0.1,
    0.15,
    0.2,
    0.3,
    0.4,
    0.5,
    0.75,
    1.0,
    2.5,
    5.0,
    7.5,
    10.0,
    20.0,
    40.0,
    80.0,
)
LATENCY_BUCKETS = (
    0.3,
    0.5,
    0.8,
    1.0,
    1.5,
    2.0,
    2.5,
    5.0,
    10.0,
    15.0,
    20.0,
    30.0,
    40.0,
    50.0,
    60.0,
    120.0,
    240.0,
    480.0,
    960.0,
    1920.0,
    7680.0,
)
ITERATION_BUCKETS = (1, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384)
N_BUCKETS = (1, 2, 5, 10, 20)
PREEMPTION_BUCKETS = (1, 2, 3, 4, 5, 10, 20)
FINISH_REASONS = ("stop", "length", "abort", "error", "repetition")
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


def buckets_1_2_5(limit: int) -> list[float]:
    """vLLM ``build_1_2_5_buckets``: 1, 2, 5, 10, 20, 50, ... up to ``limit``."""
    out: list[float] = []
    base = 1
    while True:
        for m in (1, 2, 5):
            v = m * base
            if v > limit:
                return out
            out.append(float(v))
        base *= 10


class VllmMetrics:
    """Engine observer that owns one per-app registry rendered at ``/metrics``."""

    def __init__(self, engine: SimEngine) -> None:
        self.registry = reg = CollectorRegistry()
        model = engine.backend.served_model
        names = ["model_name", "engine"]
        lv = {"model_name": model, "engine": "0"}
        self._lv = lv

        def gauge(name: str, doc: str, extra: tuple[str, ...] = ()) -> Gauge:
            return Gauge(name, doc, [*names, *extra], registry=reg)

        def counter(name: str, doc: str, extra: tuple[str, ...] = ()) -> Counter:
            return Counter(name, doc, [*names, *extra], registry=reg)

        def hist(name: str, doc: str, buckets: tuple[float, ...] | list[float]) -> Histogram:
            return Histogram(name, doc, names, buckets=buckets, registry=reg)

        self.running = gauge(
            "vllm:num_requests_running", "Number of requests in model execution batches."
        )
        self.waiting = gauge(
            "vllm:num_requests_waiting", "Number of requests waiting to be processed."
        )
        self.waiting_by_reason = gauge(
            "vllm:num_requests_waiting_by_reason",
            "Number of waiting requests by reason. Reason labels: 'capacity' = waiting for "
            "scheduling capacity; 'deferred' = deferred by transient constraints (LoRA budget, "
            "KV transfer, blocked status). Sum of all reasons equals vllm:num_requests_waiting.",
            ("reason",),
        )
        sleep = gauge(
            "vllm:engine_sleep_state",
            "Engine sleep state; awake = 0 means engine is sleeping; awake = 1 means engine is "
            "awake; weights_offloaded = 1 means sleep level 1; discard_all = 1 means sleep "
            "level 2.",
            ("sleep_state",),
        )
        for state, v in (("awake", 1), ("weights_offloaded", 0), ("discard_all", 0)):
            sleep.labels(**lv, sleep_state=state).set(v)
        self.kv = gauge("vllm:kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.")
        self.pc_queries = counter(
            "vllm:prefix_cache_queries",
            "Prefix cache queries, in terms of number of queried tokens.",
        )
        self.pc_hits = counter(
            "vllm:prefix_cache_hits", "Prefix cache hits, in terms of number of cached tokens."
        )
        self.preemptions = counter(
            "vllm:num_preemptions", "Cumulative number of preemption from the engine."
        )
        self.prompt_tokens = counter("vllm:prompt_tokens", "Number of prefill tokens processed.")
        self.prompt_by_source = counter(
            "vllm:prompt_tokens_by_source", "Number of prompt tokens by source.", ("source",)
        )
        self.generation_tokens = counter(
            "vllm:generation_tokens", "Number of generation tokens processed."
        )
        self.success = counter(
            "vllm:request_success",
            "Count of successfully processed requests.",
            ("finished_reason",),
        )
        ml = engine.context_length
        self.req_prompt = hist(
            "vllm:request_prompt_tokens", "Number of prefill tokens processed.", buckets_1_2_5(ml)
        )
        self.req_gen = hist(
            "vllm:request_generation_tokens",
            "Number of generation tokens processed.",
            buckets_1_2_5(ml),
        )
        self.iteration = hist(
            "vllm:iteration_tokens_total",
            "Histogram of number of tokens per engine_step.",
            ITERATION_BUCKETS,
        )
        self.max_gen = hist(
            "vllm:request_max_num_generation_tokens",
            "Histogram of maximum number of requested generation tokens.",
            buckets_1_2_5(ml),
        )
        self.param_n = hist(
            "vllm:request_params_n", "Histogram of the n request parameter.", N_BUCKETS
        )
        self.param_max_tokens = hist(
            "vllm:request_params_max_tokens",
            "Histogram of the max_tokens request parameter.",
            buckets_1_2_5(ml),
        )
        self.ttft = hist(
            "vllm:time_to_first_token_seconds",
            "Histogram of time to first token in seconds.",
            TTFT_BUCKETS,
        )
        self.itl = hist(
            "vllm:inter_token_latency_seconds",
            "Histogram of inter-token latency in seconds.",
            ITL_BUCKETS,
        )
        self.tpot = hist(
            "vllm:request_time_per_output_token_seconds",
            "Histogram of time_per_output_token_seconds per request.",
            ITL_BUCKETS,
        )
        self.e2e = hist(
            "vllm:e2e_request_latency_seconds",
            "Histogram of e2e request latency in seconds.",
            LATENCY_BUCKETS,
        )
        self.queue = hist(
            "vllm:request_queue_time_seconds",
            "Histogram of time spent in WAITING phase for request.",
            LATENCY_BUCKETS,
        )
        self.inference = hist(
            "vllm:request_inference_time_seconds",
            "Histogram of time spent in RUNNING phase for request.",
            LATENCY_BUCKETS,
        )
        self.prefill = hist(
            "vllm:request_prefill_time_seconds",
            "Histogram of time spent in PREFILL phase for request.",
            LATENCY_BUCKETS,
        )
        self.decode = hist(
            "vllm:request_decode_time_seconds",
            "Histogram of time spent in DECODE phase for request.",
            LATENCY_BUCKETS,
        )
        self.req_preempt = hist(
            "vllm:request_num_preemptions",
            "Histogram of the number of times a request was preempted.",
            PREEMPTION_BUCKETS,
        )
        self.kv_computed = hist(
            "vllm:request_prefill_kv_computed_tokens",
            "Histogram of new KV tokens computed during prefill (excluding cached tokens).",
            buckets_1_2_5(ml),
        )
        info = Gauge(
            "vllm:cache_config_info",
            "Information of the LLMEngine CacheConfig",
            [
                "block_size",
                "cache_dtype",
                "enable_prefix_caching",
                "engine",
                "gpu_memory_utilization",
                "num_gpu_blocks",
            ],
            registry=reg,
        )
        info.labels(
            block_size="16",
            cache_dtype="auto",
            enable_prefix_caching=str(engine.backend.prefix_caching),
            engine="0",
            gpu_memory_utilization=str(engine.consts.gpu_memory_utilization),
            num_gpu_blocks=str(engine.kv_blocks),
        ).set(1)
        for reason in FINISH_REASONS:
            self.success.labels(**lv, finished_reason=reason)
        for source in ("local_compute", "local_cache_hit", "external_kv_transfer"):
            self.prompt_by_source.labels(**lv, source=source)
        self.spec = engine.method is not SpecMethod.none
        if self.spec:
            self.drafts = counter("vllm:spec_decode_num_drafts", "Number of spec decoding drafts.")
            self.draft_tokens = counter(
                "vllm:spec_decode_num_draft_tokens", "Number of draft tokens."
            )
            self.accepted = counter(
                "vllm:spec_decode_num_accepted_tokens", "Number of accepted tokens."
            )
            self.per_pos = counter(
                "vllm:spec_decode_num_accepted_tokens_per_pos",
                "Accepted tokens per draft position.",
                ("position",),
            )
            for c in (self.drafts, self.draft_tokens, self.accepted):
                c.labels(**lv)
            for i in range(engine.spec.k):
                self.per_pos.labels(**lv, position=str(i))
        for m in (
            self.running,
            self.waiting,
            self.kv,
            self.pc_queries,
            self.pc_hits,
            self.preemptions,
            self.prompt_tokens,
            self.generation_tokens,
            self.itl,  # vLLM binds its histograms per engine at start: rendered at zero
            self.iteration,
        ):
            m.labels(**lv)
        for reason in ("capacity", "deferred"):
            self.waiting_by_reason.labels(**lv, reason=reason)
        self._preempt_seen = 0

    # -- observer --------------------------------------------------------------------------

    def on_arrival(self, req: SimRequest) -> None:
        lv = self._lv
        self.max_gen.labels(**lv).observe(req.max_tokens)
        self.param_max_tokens.labels(**lv).observe(req.max_tokens)
        self.param_n.labels(**lv).observe(1)

    def on_draft(self, drafted: int, accepted: int, per_pos: list[bool]) -> None:
        if not self.spec:
            return
        lv = self._lv
        self.drafts.labels(**lv).inc()
        self.draft_tokens.labels(**lv).inc(drafted)
        self.accepted.labels(**lv).inc(accepted)
        for i, ok in enumerate(per_pos):
            if ok:
                self.per_pos.labels(**lv, position=str(i)).inc()

    def on_step(self, engine: SimEngine, report: StepReport) -> None:
        lv = self._lv
        self.iteration.labels(**lv).observe(report.tokens)
        emitted = sum(report.emitted.values())
        if emitted:
            self.generation_tokens.labels(**lv).inc(emitted)
        if report.first_prompt_tokens:  # vLLM V1 counts a prompt when its first token comes
            self.prompt_tokens.labels(**lv).inc(report.first_prompt_tokens)
            cached = report.first_cached_tokens
            self.prompt_by_source.labels(**lv, source="local_compute").inc(
                report.first_prompt_tokens - cached)
            if cached:
                self.prompt_by_source.labels(**lv, source="local_cache_hit").inc(cached)
        itl = self.itl.labels(**lv)
        for _ in range(report.decode_emits):  # one sample per step per request (stats.py)
            itl.observe(report.duration)
        self._gauges(engine)

    def _gauges(self, engine: SimEngine) -> None:
        lv = self._lv
        self.running.labels(**lv).set(len(engine.running))
        self.waiting.labels(**lv).set(len(engine.waiting))
        self.waiting_by_reason.labels(**lv, reason="capacity").set(len(engine.waiting))
        self.kv.labels(**lv).set(engine.kv_usage)

    def on_finish(self, engine: SimEngine, req: SimRequest) -> None:
        lv = self._lv
        self.success.labels(**lv, finished_reason=req.finished or "stop").inc()
        n = len(req.output)
        t_end = req.finished_at or 0.0
        if req.preemptions:
            self.preemptions.labels(**lv).inc(req.preemptions)
        if req.first_token_at is not None:
            self.pc_queries.labels(**lv).inc(len(req.prompt))
            self.pc_hits.labels(**lv).inc(req.cached)
            self.req_prompt.labels(**lv).observe(len(req.prompt))
            self.kv_computed.labels(**lv).observe(len(req.prompt) - req.cached)
            self.req_gen.labels(**lv).observe(n)
            self.ttft.labels(**lv).observe(req.first_token_at - req.arrival)
            self.e2e.labels(**lv).observe(t_end - req.arrival)
            sched = req.scheduled_at if req.scheduled_at is not None else req.arrival
            self.queue.labels(**lv).observe(sched - req.arrival)
            self.inference.labels(**lv).observe(t_end - sched)
            self.prefill.labels(**lv).observe(req.first_token_at - sched)
            decode = (req.last_token_at or req.first_token_at) - req.first_token_at
            self.decode.labels(**lv).observe(decode)
            if n > 1:
                self.tpot.labels(**lv).observe(decode / (n - 1))
            self.req_preempt.labels(**lv).observe(req.preemptions)
        self._gauges(engine)

    def render(self) -> bytes:
        return generate_latest(self.registry)
