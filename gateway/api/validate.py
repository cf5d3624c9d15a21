"""Checks the fields of an OpenAI request body that the gateway reads; the rest passes through.

Large bodies are not re-validated field by field (that costs milliseconds on big prompts);
each check below guards something the gateway or a backend would otherwise trip over, and
names the offending parameter the way OpenAI does (``messages[2].role``).
"""

from __future__ import annotations

from typing import Any

from gateway.errors import InvalidRequest

ROLES = frozenset({"system", "developer", "user", "assistant", "tool", "function"})
NUMBER_RANGES: dict[str, tuple[float, float]] = {
    "temperature": (0.0, 2.0),
    "top_p": (0.0, 1.0),
    "presence_penalty": (-2.0, 2.0),
    "frequency_penalty": (-2.0, 2.0),
}
POSITIVE_INTS = ("max_tokens", "max_completion_tokens", "n", "best_of")
MAX_CHOICES = {"n": 128, "best_of": 20}  # OpenAI's caps: more would tie a shared backend up
# Engine controls no tenant may set on a shared backend, dropped from the body: vLLM's
# scheduling priority (jumps every other tenant's queue under --scheduling-policy priority),
# prefix-cache salt, disaggregated-prefill transfer parameters, its own request ids, and
# plugin arguments.
ENGINE_CONTROLS = ("priority", "cache_salt", "kv_transfer_params", "request_id", "vllm_xargs")
MAX_COMPLETION_LOGPROBS = 5  # legacy completions: top log-probabilities per token (OpenAI's cap)


def _type_name(value: Any) -> str:
    return {dict: "object", list: "array", str: "string", bool: "boolean",
            type(None): "null"}.get(type(value), type(value).__name__)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _common(body: dict[str, Any]) -> None:
    model = body.get("model")
    if not isinstance(model, str) or not model:
        raise InvalidRequest("you must provide a model parameter", param="model",
                             code="missing_required_parameter" if model is None else None)
    stream = body.get("stream", False)
    if stream is not None and not isinstance(stream, bool):
        raise InvalidRequest(f"'stream' must be a boolean, got {_type_name(stream)}",
                             param="stream")
    opts = body.get("stream_options")
    if opts is not None:
        if not stream:
            raise InvalidRequest("stream_options is only allowed when stream is true",
                                 param="stream_options")
        if not isinstance(opts, dict):
            raise InvalidRequest("stream_options must be an object", param="stream_options")
    for name, (lo, hi) in NUMBER_RANGES.items():
        v = body.get(name)
        if v is None:
            continue
        if not _is_number(v) or not lo <= v <= hi:
            raise InvalidRequest(f"'{name}' must be a number between {lo:g} and {hi:g}",
                                 param=name)
    for name in POSITIVE_INTS:
        v = body.get(name)
        if v is None:
            continue
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise InvalidRequest(f"'{name}' must be a positive integer", param=name)
        if v > MAX_CHOICES.get(name, v):
            raise InvalidRequest(f"'{name}' must be at most {MAX_CHOICES[name]}", param=name)
    for name in ENGINE_CONTROLS:
        body.pop(name, None)
    stop = body.get("stop")
    if stop is not None and not (
        isinstance(stop, str) or (isinstance(stop, list) and all(isinstance(s, str) for s in stop))
    ):
        raise InvalidRequest("'stop' must be a string or an array of strings", param="stop")


def chat_body(body: Any) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise InvalidRequest("the request body must be a JSON object")
    _common(body)
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise InvalidRequest("'messages' must be a non-empty array", param="messages",
                             code="missing_required_parameter" if messages is None else None)
    for i, m in enumerate(messages):
        if not isinstance(m, dict):
            raise InvalidRequest(f"messages[{i}] must be an object", param=f"messages[{i}]")
        role = m.get("role")
        if not isinstance(role, str) or role not in ROLES:
            raise InvalidRequest(
                f"messages[{i}].role must be one of {', '.join(sorted(ROLES))}",
                param=f"messages[{i}].role",
            )
        content = m.get("content")
        if content is not None and not isinstance(content, str | list):
            raise InvalidRequest(f"messages[{i}].content must be a string or an array",
                                 param=f"messages[{i}].content")
    tools = body.get("tools")
    if tools is not None and not isinstance(tools, list):
        raise InvalidRequest("'tools' must be an array", param="tools")
    rf = body.get("response_format")
    if rf is not None and (not isinstance(rf, dict) or rf.get("type") not in
                           ("text", "json_object", "json_schema")):
        raise InvalidRequest("response_format.type must be text, json_object or json_schema",
                             param="response_format")
    if rf is not None and rf["type"] == "json_schema" and not isinstance(
            rf.get("json_schema"), dict):
        raise InvalidRequest("response_format.json_schema must be an object",
                             param="response_format.json_schema")
    return body


def completion_body(body: Any) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise InvalidRequest("the request body must be a JSON object")
    _common(body)
    prompt = body.get("prompt")
    ok = isinstance(prompt, str) or (
        isinstance(prompt, list) and prompt and (
            all(isinstance(p, str) for p in prompt)
            or all(isinstance(p, int) and not isinstance(p, bool) for p in prompt)
            or all(isinstance(p, list) for p in prompt)
        )
    )
    if not ok:
        raise InvalidRequest(
            "'prompt' must be a string, an array of strings or an array of token ids",
            param="prompt",
            code="missing_required_parameter" if prompt is None else None,
        )
    logprobs = body.get("logprobs")
    if logprobs is not None and not (
        isinstance(logprobs, int) and not isinstance(logprobs, bool)
        and 0 <= logprobs <= MAX_COMPLETION_LOGPROBS
    ):
        raise InvalidRequest(
            f"'logprobs' must be an integer between 0 and {MAX_COMPLETION_LOGPROBS}",
            param="logprobs")
    return body
