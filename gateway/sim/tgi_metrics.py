"""TGI 3.3's Prometheus families (router/src/server.rs, backends/v3), fed by the engine."""

from __future__ import annotations

from gateway.sim.engine import SimEngine, SimRequest, StepReport
from gateway.sim.mep import MepRegistry

CONTENT_TYPE = "text/plain; charset=utf-8"


def duration_buckets() -> list[float]:
    """Every ``*duration`` family: 35 geometric buckets 0.0001 * 1.5^i (server.rs)."""
    out, x = [], 0.0001
    for _ in range(35):
        x *= 1.5
        out.append(x)
    return out


class TgiMetrics:
    """Engine observer holding a MEP-format registry; families show up once first recorded."""

    def __init__(self, engine: SimEngine, *, max_input_tokens: int, max_total_tokens: int) -> None:
        self.reg = reg = MepRegistry()
        dur = duration_buckets()
        inputs = [max_input_tokens / 100 * i for i in range(1, 101)]
        totals = [max_total_tokens / 100 * i for i in range(1, 101)]
        for name, kind, doc, bounds in (
            ("tgi_request_count", "counter", "Total number of requests", None),
            ("tgi_request_success", "counter", "Number of successful requests", None),
            ("tgi_request_failure", "counter", None, None),
            (
                "tgi_batch_inference_count",
                "counter",
                "Inference calls per method (prefill or decode)",
                None,
            ),
            (
                "tgi_batch_inference_success",
                "counter",
                "Number of successful inference calls per method (prefill or decode)",
                None,
            ),
            ("tgi_batch_concat", "counter", None, None),
            ("tgi_batch_current_size", "gauge", "Current batch size", None),
            ("tgi_batch_current_max_tokens", "gauge", "Maximum tokens for the current batch", None),
            ("tgi_queue_size", "gauge", "Current queue size", None),
            ("tgi_batch_max_total_tokens", "gauge", None, None),
            ("tgi_request_validation_duration", "histogram", "Request validation duration", dur),
            ("tgi_request_queue_duration", "histogram", "Request queue duration", dur),
            ("tgi_request_inference_duration", "histogram", "Request inference duration", dur),
            ("tgi_request_duration", "histogram", "Request duration", dur),
            (
                "tgi_request_mean_time_per_token_duration",
                "histogram",
                "Mean time per token per request",
                dur,
            ),
            (
                "tgi_batch_forward_duration",
                "histogram",
                "Batch forward duration per method (prefill or decode)",
                dur,
            ),
            (
                "tgi_batch_decode_duration",
                "histogram",
                "Time spent decoding a batch per method (prefill or decode)",
                dur,
            ),
            (
                "tgi_batch_filter_duration",
                "histogram",
                "Time spent filtering batches and sending generated tokens per method "
                "(prefill or decode)",
                dur,
            ),
            ("tgi_batch_inference_duration", "histogram", "Batch inference duration", dur),
            ("tgi_request_input_length", "histogram", "Input token length per request", inputs),
            ("tgi_request_max_new_tokens", "histogram", "Maximum new tokens per request", totals),
            ("tgi_request_generated_tokens", "histogram", "Generated tokens per request", totals),
            (
                "tgi_batch_next_size",
                "histogram",
                "Batch size of the next batch",
                [float(i) for i in range(1, 1025)],
            ),
            ("tgi_request_skipped_tokens", "summary", "Speculated tokens per request", None),
        ):
            reg.describe(name, kind, doc, bounds)
        reg.set("tgi_batch_max_total_tokens", engine.kv_capacity)
        self._gauges(engine)

    # -- HTTP-level events -----------------------------------------------------------------

    def request(self) -> None:
        self.reg.inc("tgi_request_count")

    def failure(self, err: str) -> None:
        self.reg.inc("tgi_request_failure", err=err)

    # -- observer --------------------------------------------------------------------------

    def on_arrival(self, req: SimRequest) -> None:
        self.reg.set("tgi_queue_size", 0)  # refreshed on the next step

    def on_draft(self, drafted: int, accepted: int, per_pos: list[bool]) -> None:
        pass

    def on_step(self, engine: SimEngine, report: StepReport) -> None:
        reg = self.reg
        method = "prefill" if report.prefill else "decode"
        reg.inc("tgi_batch_inference_count", method=method)
        reg.inc("tgi_batch_inference_success", method=method)
        d = report.duration
        reg.observe("tgi_batch_inference_duration", d, method=method)
        reg.observe("tgi_batch_forward_duration", d * 0.92, method=method)
        reg.observe("tgi_batch_decode_duration", d * 0.05, method=method)
        reg.observe("tgi_batch_filter_duration", d * 0.03, method=method)
        if report.prefill:
            reg.observe("tgi_batch_next_size", len(report.emitted))
            if len(engine.running) > len(report.emitted):
                reg.inc("tgi_batch_concat", reason="backpressure")
        for n in report.emitted.values():  # accepted speculative tokens per generation step
            reg.observe("tgi_request_skipped_tokens", n - 1)
        self._gauges(engine)

    def _gauges(self, engine: SimEngine) -> None:
        self.reg.set("tgi_queue_size", len(engine.waiting))
        self.reg.set("tgi_batch_current_size", len(engine.running))
        self.reg.set("tgi_batch_current_max_tokens", engine.reserved_tokens)

    def on_finish(self, engine: SimEngine, req: SimRequest) -> None:
        reg = self.reg
        self._gauges(engine)
        if req.finished == "abort":
            reg.inc("tgi_request_failure", err="dropped")
            return
        sched = req.scheduled_at if req.scheduled_at is not None else req.arrival
        end = req.finished_at or sched
        inference = end - sched
        n = max(1, len(req.output))
        reg.inc("tgi_request_success")
        reg.observe("tgi_request_validation_duration", req.validation_s)
        reg.observe("tgi_request_queue_duration", sched - req.arrival)
        reg.observe("tgi_request_inference_duration", inference)
        reg.observe("tgi_request_duration", end - req.arrival + req.validation_s)
        reg.observe("tgi_request_mean_time_per_token_duration", inference / n)
        reg.observe("tgi_request_input_length", len(req.prompt))
        reg.observe("tgi_request_max_new_tokens", req.max_tokens)
        reg.observe("tgi_request_generated_tokens", len(req.output))

    def render(self) -> bytes:
        return self.reg.render().encode()
