"""The fleet file: which public models exist and which inference backends serve each one.

A fleet file is YAML that an operator edits, so every mistake is reported as one line naming the
file, the key path and what is wrong (``FleetError``). Example: ``fleet.example.yaml``.

    models:
      - name: llama-3.1-8b-instruct          # the name clients send as "model"
        context_length: 8192
        backends:
          - name: vllm-ngram-1
            engine: vllm                     # vllm | tgi
            base_url: http://127.0.0.1:8101
            served_model: meta-llama/Llama-3.1-8B-Instruct
            gpu_type: A10G
            gpu_price_per_hour: "1.006"      # dollars, kept as Decimal
            speculation: {method: ngram, num_speculative_tokens: 4,
                          prompt_lookup_min: 2, prompt_lookup_max: 5}
"""

from __future__ import annotations

import functools
from decimal import Decimal
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, Self

import yaml
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    HttpUrl,
    StringConstraints,
    ValidationError,
    model_validator,
)

from gateway.config.yaml_keys import first_duplicate_key

Name = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$")]
# The GPUs the cost model knows (``gateway.routing.costmodel.GPU_SPECS``, checked by a test): a
# fleet file's gpu_type is one of them, in any case. Anything else was silently costed as an A10G.
GPU_TYPES = ("L4", "A10G", "L40S", "A100", "H100")


def known_gpu_type(value: str) -> str:
    """``value`` as the cost model names it (any case), or ValueError."""
    known = {g.lower(): g for g in GPU_TYPES}.get(value.strip().lower())
    if known is None:
        raise ValueError(f"unknown gpu_type {value!r}: the cost model knows "
                         f"{', '.join(GPU_TYPES)}")
    return known


GpuType = Annotated[str, BeforeValidator(known_gpu_type)]


class Engine(StrEnum):
    vllm = "vllm"
    tgi = "tgi"
    litellm = "litellm"  # a hosted API reached through litellm (overflow), priced per token


class SpecMethod(StrEnum):
    none = "none"
    ngram = "ngram"
    draft_model = "draft_model"
    draft_heads = "draft_heads"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Speculation(_Strict):
    """How a backend speculates: vLLM's ``--speculative-config``, TGI's ``--speculate``."""

    method: SpecMethod = SpecMethod.none
    num_speculative_tokens: int | None = Field(default=None, ge=1, le=16)
    prompt_lookup_min: int | None = Field(default=None, ge=1, le=32)
    prompt_lookup_max: int | None = Field(default=None, ge=1, le=32)
    draft_model: str | None = None
    # vLLM's batch-size schedule for k: [[range_start, range_end, k], ...] (k=0 turns drafting off)
    num_speculative_tokens_per_batch_size: list[tuple[int, int, int]] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        m = self.method
        if m is SpecMethod.none:
            if self.num_speculative_tokens or self.num_speculative_tokens_per_batch_size:
                raise ValueError("num_speculative_tokens needs a speculation method, not none")
            return self
        if self.num_speculative_tokens is None:
            raise ValueError(f"method {m.value} needs num_speculative_tokens (k >= 1)")
        if m is SpecMethod.draft_model and not self.draft_model:
            raise ValueError("method draft_model needs draft_model (the draft model's name)")
        if m is not SpecMethod.ngram and (self.prompt_lookup_min or self.prompt_lookup_max):
            raise ValueError("prompt_lookup_min/max apply only to method ngram")
        lo, hi = self.prompt_lookup_min, self.prompt_lookup_max
        if lo is not None and hi is not None and lo > hi:
            raise ValueError("prompt_lookup_min must be <= prompt_lookup_max")
        self._check_schedule()
        return self

    def _check_schedule(self) -> None:
        """Each [range_start, range_end, k]: 1 <= start <= end, 0 <= k <= 16, and no batch
        size in two ranges (the first would win, quietly)."""
        ranges = sorted(self.num_speculative_tokens_per_batch_size or ())
        for i, (start, end, k) in enumerate(ranges):
            if not 1 <= start <= end:
                raise ValueError(f"num_speculative_tokens_per_batch_size: range {start}-{end} "
                                 "must have 1 <= range_start <= range_end")
            if not 0 <= k <= 16:
                raise ValueError(f"num_speculative_tokens_per_batch_size: k {k} for batch "
                                 f"sizes {start}-{end} must be 0-16")
            if i and start <= ranges[i - 1][1]:
                before = ranges[i - 1]
                raise ValueError(f"num_speculative_tokens_per_batch_size: batch sizes "
                                 f"{before[0]}-{before[1]} and {start}-{end} overlap")

    @property
    def k(self) -> int:
        return self.num_speculative_tokens or 0

    @property
    def lookup_window(self) -> tuple[int, int]:
        """vLLM's rule: both unset -> 5 and 5; one set -> the other copies it."""
        lo, hi = self.prompt_lookup_min, self.prompt_lookup_max
        if lo is None and hi is None:
            return 5, 5
        return (lo if lo is not None else hi or 5), (hi if hi is not None else lo or 5)

    def k_at_batch(self, batch: int) -> int:
        """Draft length at a batch size under the optional per-batch-size schedule."""
        for start, end, k in self.num_speculative_tokens_per_batch_size or ():
            if start <= batch <= end:
                return k
        return self.k


class Timeouts(_Strict):
    connect: float = Field(default=2.0, gt=0)
    read: float = Field(default=120.0, gt=0)


class Backend(_Strict):
    name: Name
    engine: Engine
    base_url: HttpUrl
    served_model: str = Field(min_length=1)
    gpu_type: GpuType = "A10G"
    gpu_count: int = Field(default=1, ge=1)
    gpu_price_per_hour: Decimal = Field(default=Decimal("1.006"), ge=0)
    speculation: Speculation = Speculation()
    max_num_seqs: int = Field(default=64, ge=1)
    # automatic prefix caching (vLLM V1's and TGI 3's default): the router then sends prompts
    # that share a prefix to where it is cached (gateway.routing.prefix), unless the engine's
    # /metrics says it is off (vLLM's cache_config_info)
    prefix_caching: bool = True
    timeouts: Timeouts = Timeouts()
    # engine litellm only: the environment variable holding the hosted API's key
    api_key_env: str | None = None

    @model_validator(mode="after")
    def _engine_supports_method(self) -> Self:
        if self.engine is Engine.tgi and self.speculation.method is SpecMethod.draft_model:
            raise ValueError(
                "engine tgi cannot load a separate draft model; use draft_heads "
                "(Medusa/MLP speculator) or ngram"
            )
        if self.engine is Engine.litellm and self.speculation.method is not SpecMethod.none:
            raise ValueError("engine litellm is a hosted API: speculation does not apply")
        if self.api_key_env is not None and self.engine is not Engine.litellm:
            raise ValueError("api_key_env applies only to engine litellm")
        path = (self.base_url.path or "").rstrip("/")
        if self.engine is not Engine.litellm and path.endswith("/v1"):
            raise ValueError(f"base_url of a {self.engine.value} server is its root, without "
                             "/v1: the gateway adds /v1/chat/completions, /metrics and /health")
        return self

    @property
    def url(self) -> str:
        return str(self.base_url).rstrip("/")

    @property
    def kind(self) -> str:
        """The product's name for the combination: vllm-ngram, vllm-draft, tgi-draft, plain..."""
        return _kind(self.engine, self.speculation.method)


@functools.cache
def _kind(engine: Engine, method: SpecMethod) -> str:
    """``Backend.kind``, worked out once per combination (the router asks it per request)."""
    if engine is Engine.litellm:
        return "hosted"
    if method is SpecMethod.none:
        return "plain"
    suffix = {"ngram": "ngram", "draft_model": "draft", "draft_heads": "draft"}[method.value]
    return f"{engine.value}-{suffix}"


class Model(_Strict):
    name: Name
    context_length: int = Field(default=8192, ge=16)
    # tenant names that may use this model; unset = every tenant
    tenants: list[str] | None = None
    backends: list[Backend] = Field(min_length=1)

    def open_to(self, tenant: str) -> bool:
        return self.tenants is None or tenant in self.tenants


class Fleet(_Strict):
    models: list[Model] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_names(self) -> Self:
        """Model and backend names are unique; a repeat names both places it is given."""
        for what, named in (
            ("model", [(m.name, f"models[{i}]") for i, m in enumerate(self.models)]),
            ("backend", [(b.name, f"models[{i}].backends[{j}]")
                         for i, m in enumerate(self.models) for j, b in enumerate(m.backends)]),
        ):
            seen: dict[str, str] = {}
            for n, where in named:
                if n in seen:
                    raise ValueError(f"duplicate {what} name {n!r}: {seen[n]} and {where}")
                seen[n] = where
        return self

    def model(self, name: str) -> Model | None:
        return next((m for m in self.models if m.name == name), None)

    @property
    def backends(self) -> list[Backend]:
        return [b for m in self.models for b in m.backends]


class FleetError(ValueError):
    """A fleet file that cannot be used; the message names the file, the key and the problem."""


def _key_path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(top level)"


def parse_fleet(data: Any, *, source: str = "<fleet>") -> Fleet:
    try:
        return Fleet.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and p.startswith("function-")))
        msg = err["msg"].removeprefix("Value error, ")
        more = f" (and {exc.error_count() - 1} more problem(s))" if exc.error_count() > 1 else ""
        raise FleetError(f"{source}: {_key_path(loc)}: {msg}{more}") from None


def load_fleet(path: str | Path) -> Fleet:
    p = Path(path)
    try:
        text = p.read_text()
    except OSError as exc:
        raise FleetError(f"{p}: cannot read fleet file: {exc.strerror}") from None
    try:
        duplicate = first_duplicate_key(text)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        raise FleetError(f"{p}:{where}: not valid YAML: {getattr(exc, 'problem', exc)}") from None
    if duplicate is not None:  # the loader would keep the last value, quietly
        raise FleetError(f"{p}: line {duplicate[0]}: {duplicate[1]}: duplicate key")
    return parse_fleet(data, source=str(p))
