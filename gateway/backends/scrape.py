"""Scraping one backend's Prometheus ``/metrics`` (vLLM, TGI) and acceptance from counter deltas.

Parsing uses ``prometheus_client.parser.text_string_to_metric_families``. Lines of families we
do not read are dropped first by plain prefix tests (a vLLM scrape is ~60 KB, mostly histogram
buckets; parsing all of it costs ~20 ms of a slow core, the kept lines well under 1 ms). Samples
are looked up by *sample* name: the parser strips ``_total`` from a counter's family name
(``vllm:spec_decode_num_drafts``) but keeps it on the sample (``..._total``), and TGI's counters
(metrics-exporter-prometheus) never had it. Values summed over label sets (vLLM's ``engine``).

Acceptance. Both engines reduce to the same cumulative counters (``SpecCounters``):

* vLLM: ``steps`` = ``vllm:spec_decode_num_drafts_total`` (one per request-step with a draft),
  ``accepted`` = ``..._num_accepted_tokens_total``,
  ``draft_tokens`` = ``..._num_draft_tokens_total``;
* TGI: ``steps`` = ``tgi_request_skipped_tokens_count`` (one per generation, the prefill's
  too: ``backends/v3/src/backend.rs`` records it for every generation it sends on),
  ``accepted`` = ``tgi_request_skipped_tokens_sum`` (accepted speculative tokens per step),
  ``prefills`` = ``tgi_batch_next_size_sum`` (requests taken into a new batch, each prefilled
  once: its one generation there has nothing to accept, so it is no verification step).

Between two scrapes, mean acceptance length L = 1 + Δaccepted/(Δsteps − Δprefills), the tokens
one verification step emits, i.e. E(α, k) of the cost model (counting TGI's prefills as steps
would pull L toward 1 by the share of short answers: a 20-token answer at E = 2.8 has one
prefill to seven decode steps); ``gateway.routing.stats`` turns it into the per-token α the
router wants (E's inverse at the backend's k). vLLM also gives the draft acceptance rate
Δaccepted/Δdraft_tokens (= (E − 1)/k, lower than α). A counter that went down means the server
restarted: its delta is its new value (Prometheus ``rate()`` semantics).

Decode step time. Both engines also reduce to cumulative ``StepCounters``, from which
``step_window`` gives the mean decode step between two scrapes (``gateway.routing.step_time``
sets it against the cost model's):

* vLLM: ``seconds``/``samples`` = the sum/count of ``vllm:inter_token_latency_seconds``, one
  sample per engine step per decoding request (so the mean is the step a request sees, weighted
  by the batch), ``drafts`` = ``vllm:spec_decode_num_drafts_total`` (request-steps with a draft:
  their share is n-gram's coverage), ``prompt_tokens`` = ``vllm:prompt_tokens_total`` (counted
  when a prompt's first token comes; chunked prefill runs in the same steps and stretches them,
  so the calibration leaves out windows with much of it);
* TGI: ``seconds``/``samples`` = the sum/count of ``tgi_batch_inference_duration{method="decode"}``
  (one per decode step of the whole batch; prefills are separate forwards), ``sequences`` = the
  generations of those steps (``tgi_request_skipped_tokens_count`` − ``tgi_batch_next_size_sum``),
  so the mean batch is known exactly.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import httpx
from prometheus_client.parser import text_string_to_metric_families
from prometheus_client.samples import Sample

from gateway.config.fleet import Backend, Engine

VLLM_PREFIXES = (
    "vllm:num_requests_running",
    "vllm:num_requests_waiting",
    "vllm:kv_cache_usage_perc",
    "vllm:gpu_cache_usage_perc",
    "vllm:spec_decode_num_",
    "vllm:inter_token_latency_seconds_sum",  # the sums and counts alone: no buckets
    "vllm:inter_token_latency_seconds_count",
    "vllm:prompt_tokens_total",
    "vllm:cache_config_info",
)
TGI_PREFIXES = (
    "tgi_queue_size",
    "tgi_batch_current_size",
    "tgi_batch_current_max_tokens",
    "tgi_batch_max_total_tokens",
    "tgi_request_skipped_tokens",
    "tgi_batch_next_size_sum",  # its sum alone: the 1,024 buckets are not read
    "tgi_batch_inference_duration_sum",
    "tgi_batch_inference_duration_count",
)


class ScrapeError(Exception):
    """A scrape that failed: connection, timeout, bad status, unhealthy, unparsable text."""


@dataclass(frozen=True, slots=True)
class SpecCounters:
    """Cumulative speculation counters of one backend (see the module docstring)."""

    steps: float
    accepted: float
    draft_tokens: float | None = None  # vLLM only
    prefills: float = 0.0  # TGI: generations that were prefills (no draft to accept)


@dataclass(frozen=True, slots=True)
class StepCounters:
    """Cumulative decode-step counters of one backend (see the module docstring)."""

    seconds: float  # step time summed over samples
    samples: float  # vLLM: request-steps; TGI: decode steps of the batch
    sequences: float | None = None  # TGI: generations in those steps (the batch, summed)
    drafts: float | None = None  # vLLM: request-steps that carried a draft
    prompt_tokens: float | None = None  # vLLM: prompt tokens prefilled (in shared steps)


@dataclass(frozen=True, slots=True)
class StepWindow:
    """Decode steps between two scrapes."""

    mean_step_s: float  # per sample: the step a decoding request waited (vLLM), a step (TGI)
    samples: float
    batch: float | None  # mean decoding batch, where the counters give it (TGI)
    coverage: float | None  # share of request-steps with a draft (vLLM)
    prompt_tokens_per_sample: float  # prefill work riding in the steps, per sample (vLLM)


@dataclass(frozen=True, slots=True)
class Scrape:
    """One backend's load and speculation counters at one moment."""

    running: int
    waiting: int
    kv_usage: float  # 0..1
    spec: SpecCounters | None  # None: the backend exports no speculation counters
    k: int | None = None  # vLLM: distinct ``position`` labels of the per-position counter
    steps: StepCounters | None = None  # None: the engine exports no step timing yet
    kv_capacity_tokens: int = 0  # KV pool: vLLM's blocks x block size, TGI's budget; 0: unknown
    prefix_caching: bool | None = None  # vLLM: cache_config_info's enable_prefix_caching


@dataclass(frozen=True, slots=True)
class Acceptance:
    """Speculation between two scrapes."""

    steps: float  # verification steps with a draft (vLLM) / generation steps (TGI)
    mean_length: float  # tokens emitted per step: 1 + accepted/steps = E(alpha, k)
    draft_rate: float | None  # vLLM: accepted / draft tokens


def relevant_lines(text: str, prefixes: tuple[str, ...]) -> str:
    """The sample and comment lines of the families named by ``prefixes``, in order."""
    heads = tuple(f"# {kind} {p}" for p in prefixes for kind in ("TYPE", "HELP"))
    keep = [line for line in text.splitlines() if line.startswith(prefixes + heads)]
    return "\n".join(keep) + "\n"


def parse_samples(text: str) -> list[Sample]:
    """Every sample of every family in ``text`` (Prometheus text exposition format)."""
    return [s for family in text_string_to_metric_families(text) for s in family.samples]


def sample_sums(samples: Iterable[Sample]) -> dict[str, float]:
    """Sample name → value summed over label sets; quantile/bucket samples are skipped."""
    sums: dict[str, float] = {}
    for s in samples:
        if "quantile" in s.labels or "le" in s.labels:
            continue
        sums[s.name] = sums.get(s.name, 0.0) + float(s.value)
    return sums


def _mean(samples: Iterable[Sample], name: str) -> float | None:
    values = [float(s.value) for s in samples if s.name == name]
    return sum(values) / len(values) if values else None


def parse_vllm(text: str) -> Scrape:
    """vLLM (V10 and V33 names): running, waiting, KV use (new name, else the deprecated one)."""
    samples = parse_samples(relevant_lines(text, VLLM_PREFIXES))
    sums = sample_sums(samples)
    kv = _mean(samples, "vllm:kv_cache_usage_perc")  # one per engine: their mean
    if kv is None:
        kv = _mean(samples, "vllm:gpu_cache_usage_perc")
    spec = None
    if "vllm:spec_decode_num_drafts_total" in sums:
        spec = SpecCounters(
            steps=sums["vllm:spec_decode_num_drafts_total"],
            accepted=sums.get("vllm:spec_decode_num_accepted_tokens_total", 0.0),
            draft_tokens=sums.get("vllm:spec_decode_num_draft_tokens_total", 0.0),
        )
    steps = None
    if "vllm:inter_token_latency_seconds_count" in sums:
        steps = StepCounters(
            seconds=sums.get("vllm:inter_token_latency_seconds_sum", 0.0),
            samples=sums["vllm:inter_token_latency_seconds_count"],
            drafts=spec.steps if spec is not None else None,
            prompt_tokens=sums.get("vllm:prompt_tokens_total", 0.0),
        )
    per_pos = "vllm:spec_decode_num_accepted_tokens_per_pos_total"
    positions = {s.labels.get("position") for s in samples if s.name == per_pos}
    config = [s.labels for s in samples if s.name == "vllm:cache_config_info"]
    capacity = sum(_int(c.get("num_gpu_blocks")) * _int(c.get("block_size")) for c in config)
    caching = {c["enable_prefix_caching"] for c in config if "enable_prefix_caching" in c}
    return Scrape(
        running=int(sums.get("vllm:num_requests_running", 0.0)),
        waiting=int(sums.get("vllm:num_requests_waiting", 0.0)),
        kv_usage=_clamp01(kv or 0.0),
        spec=spec,
        k=len(positions - {None}) or None,
        steps=steps,
        kv_capacity_tokens=capacity,
        prefix_caching=caching == {"True"} if caching else None,
    )


def parse_tgi(text: str) -> Scrape:
    """TGI: queue, batch size, KV occupancy = current_max_tokens / max_total_tokens.

    TGI renders a family only once it was first recorded, so a missing
    ``tgi_request_skipped_tokens`` means zero steps so far, not "no speculation".
    """
    samples = parse_samples(relevant_lines(text, TGI_PREFIXES))
    sums = sample_sums(samples)
    decode = {s.name: float(s.value) for s in samples if s.labels.get("method") == "decode"}
    generations = sums.get("tgi_request_skipped_tokens_count", 0.0)
    prefills = sums.get("tgi_batch_next_size_sum", 0.0)
    steps = None
    if "tgi_batch_inference_duration_count" in decode:
        steps = StepCounters(
            seconds=decode.get("tgi_batch_inference_duration_sum", 0.0),
            samples=decode["tgi_batch_inference_duration_count"],
            sequences=max(generations - prefills, 0.0),
        )
    capacity = sums.get("tgi_batch_max_total_tokens", 0.0)
    used = sums.get("tgi_batch_current_max_tokens", 0.0)
    return Scrape(
        running=int(sums.get("tgi_batch_current_size", 0.0)),
        waiting=int(sums.get("tgi_queue_size", 0.0)),
        kv_usage=_clamp01(used / capacity) if capacity > 0 else 0.0,
        spec=SpecCounters(
            steps=generations,
            accepted=sums.get("tgi_request_skipped_tokens_sum", 0.0),
            prefills=prefills,
        ),
        steps=steps,
        kv_capacity_tokens=int(capacity),
    )


def parse_metrics(engine: Engine | str, text: str) -> Scrape:
    """Parse a scrape of an engine's ``/metrics``; ``ScrapeError`` when it is not valid text."""
    try:
        return parse_vllm(text) if engine == Engine.vllm else parse_tgi(text)
    except ValueError as exc:  # the parser's complaint about malformed exposition text
        raise ScrapeError(f"unparsable /metrics: {exc}") from None


async def scrape(http: httpx.AsyncClient, backend: Backend, *, timeout_s: float) -> Scrape:
    """GET ``/health`` and ``/metrics`` of ``backend``; any failure raises ``ScrapeError``."""
    try:
        health = await http.get(f"{backend.url}/health", timeout=timeout_s)
        if health.status_code != 200:
            raise ScrapeError(f"/health answered {health.status_code}")
        metrics = await http.get(f"{backend.url}/metrics", timeout=timeout_s)
        if metrics.status_code != 200:
            raise ScrapeError(f"/metrics answered {metrics.status_code}")
    except httpx.HTTPError as exc:
        raise ScrapeError(f"{type(exc).__name__}: {exc}") from None
    return parse_metrics(backend.engine, metrics.text)


def counter_delta(prev: float, cur: float) -> float:
    """Increase of a counter; after a reset (cur < prev) the counter restarted from zero."""
    return cur if cur < prev else cur - prev


def acceptance(prev: SpecCounters | None, cur: SpecCounters | None) -> Acceptance | None:
    """Speculation between two scrapes (``prev`` None: since the server started), or None when
    no step happened in between."""
    if cur is None:
        return None
    zero = SpecCounters(0.0, 0.0, 0.0 if cur.draft_tokens is not None else None)
    reset = (prev is None or cur.steps < prev.steps or cur.accepted < prev.accepted
             or cur.prefills < prev.prefills)
    base = zero if reset or prev is None else prev
    steps = counter_delta(base.steps, cur.steps) - counter_delta(base.prefills, cur.prefills)
    if steps <= 0:
        return None
    accepted = counter_delta(base.accepted, cur.accepted)
    rate = None
    if cur.draft_tokens is not None and base.draft_tokens is not None:
        drafted = counter_delta(base.draft_tokens, cur.draft_tokens)
        rate = accepted / drafted if drafted > 0 else None
    return Acceptance(steps=steps, mean_length=1.0 + accepted / steps, draft_rate=rate)


def restarted(prev: StepCounters | None, cur: StepCounters | None) -> bool:
    """Whether a cumulative step counter went down between two scrapes: the engine restarted
    (Prometheus's own rule for a counter reset), with an empty KV cache."""
    if prev is None or cur is None:
        return False
    pairs = [(prev.seconds, cur.seconds), (prev.samples, cur.samples)]
    for a, b in ((prev.sequences, cur.sequences), (prev.drafts, cur.drafts),
                 (prev.prompt_tokens, cur.prompt_tokens)):
        if a is not None and b is not None:
            pairs.append((a, b))
    return any(b < a for a, b in pairs)


def step_window(prev: StepCounters | None, cur: StepCounters | None) -> StepWindow | None:
    """Decode steps between two scrapes; None without both, after a restart (the window would
    mix two servers) or when no step happened."""
    if prev is None or cur is None or restarted(prev, cur):
        return None
    samples = cur.samples - prev.samples
    if samples <= 0:
        return None

    def per_sample(a: float | None, b: float | None) -> float | None:
        return None if a is None or b is None else (b - a) / samples

    drafts = per_sample(prev.drafts, cur.drafts)
    return StepWindow(
        mean_step_s=(cur.seconds - prev.seconds) / samples,
        samples=samples,
        batch=per_sample(prev.sequences, cur.sequences),
        coverage=None if drafts is None else _clamp01(drafts),
        prompt_tokens_per_sample=per_sample(prev.prompt_tokens, cur.prompt_tokens) or 0.0,
    )


def _int(label: str | None) -> int:
    """A label's integer value; 0 for a missing or malformed one."""
    return int(label) if label is not None and label.isdigit() else 0


def _clamp01(x: float) -> float:
    return min(max(x, 0.0), 1.0)


__all__ = [
    "Acceptance",
    "Scrape",
    "ScrapeError",
    "SpecCounters",
    "StepCounters",
    "StepWindow",
    "acceptance",
    "counter_delta",
    "parse_metrics",
    "parse_samples",
    "parse_tgi",
    "parse_vllm",
    "relevant_lines",
    "sample_sums",
    "scrape",
    "step_window",
]
