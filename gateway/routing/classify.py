"""Workload classification of one OpenAI request body: kind, grounding, shape and sampling factors.

No model is called and no tokenizer runs when the caller passes ``prompt_tokens``: the gateway
counts tokens once (tiktoken costs ~0.25 µs/token) and hands the count in. Without it the prompt is
estimated at ``CHARS_PER_TOKEN`` characters per token, which is close for English prose and code
with cl100k/o200k-style tokenizers.

Rules (structural, not phrase lists of any data set):

* kind ``json`` when the body forces structure (``response_format`` json_object/json_schema,
  ``tools``/``functions`` not switched off, vLLM ``guided_json``) or the instruction asks for
  JSON/YAML/CSV output and not for code; ``code`` when the prompt contains code (line-shape
  density, fenced blocks) or asks for code (a creation verb with a code noun, or a language name);
  ``chat`` otherwise.
* ``grounded`` when an instruction clause of the copy families (transform: fix/rewrite/translate…;
  condense: summarise/extract/title…; qa: "based on the text…") sits in the head or tail of an
  instruction message, points at material (a deictic, a colon, a blank line in the ask before a
  longer impersonal text, or closing one) and enough pasted material lies outside it; so does a
  question set apart that way. Never with tools, whose answer is a call's arguments; nor where
  the cue says what a requested program is to do ("write a function to sort…") or names the
  material ("a story from the given summary"), or a condense or qa cue sits beside a request for
  a new program (SQL over a pasted schema).
* shape from prompt tokens P against expected output tokens O: O/P ≥ 0.5 decode-heavy, O/P ≤ 0.2
  prefill-heavy, balanced between. O is the caller's hint (history), else a prior per kind and
  grounding (an edit reproduces its input, a summary is a fraction of it); ``max_tokens`` caps it.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Iterable, Mapping
from typing import Any, Final, Literal, NamedTuple

import orjson

from gateway.routing.features import (
    MIN_MATERIAL_CHARS,
    MIN_TRANSLATED_CHARS,
    TextFeatures,
    text_features,
)
from gateway.routing.prefix import prefix_hashes

log = logging.getLogger(__name__)

__all__ = [
    "CHARS_PER_TOKEN",
    "Grounding",
    "Kind",
    "Shape",
    "Workload",
    "classify",
    "extract_prompt_text",
    "prompt_token_ids",
]

Kind = Literal["code", "json", "chat"]
Grounding = Literal["grounded", "open"]
Shape = Literal["prefill-heavy", "decode-heavy", "balanced"]

CHARS_PER_TOKEN: Final = 4
DECODE_HEAVY_RATIO: Final = 0.5  # O/P at or above: decode-heavy
PREFILL_HEAVY_RATIO: Final = 0.2  # O/P at or below: prefill-heavy
# Expected output tokens without history (inference; dev-set reference answers are of this order).
OUTPUT_PRIOR: dict[tuple[Kind, Grounding], int] = {
    ("chat", "open"): 320,
    ("code", "open"): 384,
    ("json", "open"): 160,
    ("chat", "grounded"): 160,
    ("code", "grounded"): 512,
    ("json", "grounded"): 256,
}
TOOL_CALL_PRIOR: Final = 96  # a function call's arguments
TOOL_MATERIAL_CHARS: Final = 100  # a text this long whose parts a tool call is asked to carry
CONDENSE_SHARE: Final = 0.12  # a summary or extract is about this share of its source
QA_ANSWER_TOKENS: Final = 96
CURRENT_TURN_MESSAGES: Final = 2  # user messages of the current turn read for instructions
# Acceptance drop from sampling randomness: ~0.1 at T=1 (Leviathan Table 3), faster above.
TEMPERATURE_DROP: Final = 0.12
MAX_SAMPLING_PENALTY: Final = 0.5
SPEC_FRIENDLY_MAX_PENALTY: Final = 0.15


class Workload(NamedTuple):
    """What a request is, for routing: kind, grounding, shape and sampling factors (immutable;
    a named tuple is built in a fifth of a frozen dataclass's time, once per request)."""

    kind: Kind
    grounding: Grounding
    shape: Shape
    prompt_tokens: int
    expected_output_tokens: int
    temperature: float  # 1.0 when absent (the OpenAI default)
    top_p: float
    penalties: bool  # presence/frequency/repetition penalty or min_p set
    logprobs: bool
    n: int  # choices requested (max of n and best_of)
    sampling_penalty: float  # expected absolute drop of the acceptance rate alpha, 0 … 0.5
    prefix: tuple[int, ...] = ()  # the prompt's chained block hashes (gateway.routing.prefix)
    prefix_bytes: int = 0  # the length of the bytes they hash
    # one text prompt (chat messages, or one completions string): what every engine takes; a
    # batch of prompts or token ids needs one that serves them (vLLM, not TGI)
    single_text: bool = True

    @property
    def label(self) -> str:
        return f"{self.kind}/{self.grounding}/{self.shape}"

    @property
    def spec_friendly(self) -> bool:
        """Sampling leaves speculation its value: near-greedy, no penalties/logprobs, one choice."""
        return (
            self.sampling_penalty <= SPEC_FRIENDLY_MAX_PENALTY
            and not self.penalties
            and not self.logprobs
            and self.n == 1
        )


def extract_prompt_text(body: Mapping[str, Any]) -> str:
    """All prompt text: every message's content (text parts of multi-part content) or the prompt."""
    return "\n".join(text for _, text in _segments(body))


def classify(
    body: Mapping[str, Any],
    *,
    prompt_tokens: int | None = None,
    expected_output_hint: int | None = None,
) -> Workload:
    """Classify a chat-completions or completions request body."""
    segments = _segments(body)
    conversation = sum(role not in ("system", "developer") for role, _ in segments) > 1
    feats = _features(segments, conversation=conversation)
    rendered, tool_chars = _rendered_order(body, segments)
    tokens = (prompt_tokens if prompt_tokens is not None
              else _estimate_tokens(feats.total_chars + tool_chars) + prompt_token_ids(body))
    structured = _forces_structure(body)
    tools = _has_tools(body)
    grounding = _grounding(feats, tools=tools)
    kind = _kind(feats, structured=structured, grounded=grounding == "grounded")
    hint = expected_output_hint
    output = _expected_output(body, feats, kind, grounding, tools=tools, hint=hint)
    temperature = _number(body.get("temperature"), 1.0)
    top_p = _number(body.get("top_p"), 1.0)
    prefix, prefix_bytes = prefix_hashes(rendered)
    return Workload(
        kind=kind,
        grounding=grounding,
        shape=_shape(max(tokens, 1), output),
        prompt_tokens=tokens,
        expected_output_tokens=output,
        temperature=temperature,
        top_p=top_p,
        penalties=_has_penalties(body),
        logprobs=_wants_logprobs(body),
        n=max(int(_number(body.get("n"), 1)), int(_number(body.get("best_of"), 1)), 1),
        sampling_penalty=_sampling_penalty(temperature, top_p),
        prefix=prefix,
        prefix_bytes=prefix_bytes,
        single_text=_single_text(body),
    )


def _features(segments: list[tuple[str, str]], *, conversation: bool) -> TextFeatures:
    """The text's features; none but its length where a rule fails on it (a bug): routing a
    request as chat/open costs at most speculation's gain, failing it costs the request. The
    log names the failing line, never the prompt's text."""
    try:
        return text_features(_instruction_texts(segments), [t for _, t in segments],
                             conversation=conversation)
    except Exception as exc:  # any bug in the rules, whatever it raises
        where = traceback.extract_tb(exc.__traceback__)[-1]
        log.error("classifier failed (%s at %s:%s); routed by length alone",
                  type(exc).__name__, where.filename.rsplit("/", 1)[-1], where.lineno)
        total = sum(len(t) for _, t in segments) + max(len(segments) - 1, 0)
        return TextFeatures(total, 0.0, False, 0, False, False, None, 0, False, False, 0)


def prompt_token_ids(body: Mapping[str, Any]) -> int:
    """How many token ids a completions ``prompt`` gives as ids (one array, or an array of
    arrays): prompt tokens without text."""
    prompt = body.get("prompt")
    if not isinstance(prompt, list) or not prompt:
        return 0
    if isinstance(prompt[0], int):
        return len(prompt)
    return sum(len(p) for p in prompt if isinstance(p, list))


def _single_text(body: Mapping[str, Any]) -> bool:
    """One text prompt: chat messages, or a completions string (alone, or in a list of one)."""
    prompt = body.get("prompt")
    return not isinstance(prompt, list) or (len(prompt) == 1 and isinstance(prompt[0], str))


def _rendered_order(body: Mapping[str, Any], segments: list[tuple[str, str]]
                    ) -> tuple[list[tuple[str, str]], int]:
    """The prompt as the engine's chat template lays it out, for its prefix: the tool
    definitions first (where the templates put them), then the messages, with what else they
    carry (``_message_segments``); and the characters the definitions and calls add, which the
    engine counts among the prompt tokens as it counts the messages."""
    tools = body.get("tools") or body.get("functions")
    messages = body.get("messages")
    extra = 0
    if isinstance(messages, list) and any(_beyond_text(m) for m in messages):
        segments, extra = _message_segments(messages, rendered=True)
    if not tools:
        return segments, extra
    offered = orjson.dumps(tools, option=orjson.OPT_SORT_KEYS).decode()
    return [("tools", offered), *segments], extra + len(offered)


def _beyond_text(m: Any) -> bool:
    """A message that carries more than text: tool calls, or image or audio parts."""
    if type(m) is not dict and not isinstance(m, Mapping):
        return False
    content = m.get("content")
    return bool(m.get("tool_calls")) or (isinstance(content, list) and any(
        isinstance(p, Mapping) and p.get("type", "text") != "text" for p in content))


def _fingerprint(part: Mapping[str, Any]) -> str:
    """An image's or audio clip's stand-in in the hashed prompt: its length and three samples
    of its URL or data (a base64 payload's head and tail are alike across images of one format;
    its middle is not), without reading megabytes of it."""
    kind = str(part.get("type"))
    value = part.get(kind)
    if isinstance(value, Mapping):
        value = value.get("url") or value.get("data")
    s = value if isinstance(value, str) else str(value)
    mid = len(s) // 2
    return f"<{kind}:{len(s)}:{s[:64]}{s[mid:mid + 64]}{s[-64:]}>"


def _estimate_tokens(chars: int) -> int:
    """Ceiling of chars / CHARS_PER_TOKEN: free, unlike tiktoken's ~0.25 µs per token."""
    return -(-chars // CHARS_PER_TOKEN)


def _segments(body: Mapping[str, Any]) -> list[tuple[str, str]]:
    messages = body.get("messages")
    if isinstance(messages, list):
        return _message_segments(messages)[0]
    prompt = body.get("prompt")
    if isinstance(prompt, str):
        return [("user", prompt)] if prompt else []
    if isinstance(prompt, list):  # a batch of strings; token-id prompts carry no text
        return [("user", p) for p in prompt if isinstance(p, str) and p]
    return []


def _message_segments(messages: list[Any], *, rendered: bool = False
                      ) -> tuple[list[tuple[str, str]], int]:
    """Each message's (role, text). ``rendered``: as the engine sees it, also an assistant's
    tool calls (their JSON, counted: the template renders it) and a fingerprint of each image
    or audio part (not counted: how many tokens an image takes is the model's), so that the
    same words about another image are another prompt; with the characters the calls add."""
    out: list[tuple[str, str]] = []
    extra = 0
    for m in messages:
        if type(m) is not dict and not isinstance(m, Mapping):  # (a dict, as JSON parses to:
            continue  # the ABC's own check costs a few hundred ns a message)
        content = m.get("content")
        text = _content_text(content)
        if rendered and isinstance(content, list):
            text += "".join(_fingerprint(p) for p in content
                            if isinstance(p, Mapping) and p.get("type", "text") != "text")
        if rendered and m.get("tool_calls"):
            made = orjson.dumps(m["tool_calls"], option=orjson.OPT_SORT_KEYS).decode()
            text, extra = text + made, extra + len(made)
        if text:
            out.append((str(m.get("role", "user")), text))
    return out, extra


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = (p.get("text") for p in content if isinstance(p, Mapping))
        return "\n".join(p for p in parts if isinstance(p, str))
    return ""


def _instruction_texts(segments: list[tuple[str, str]]) -> list[str]:
    """System/developer messages and the current turn: where this request's instructions live.

    The current turn is the user messages after the last assistant reply (the last two at most:
    material in one, the ask in the next); when none follows it (tool results, an assistant
    prefill), the last user message. Earlier turns' asks were answered already: their text is
    material the answer may copy, not what this request asks for."""
    system = [t for r, t in segments if r in ("system", "developer")]
    turn: list[str] = []
    for role, text in reversed(segments):
        if role == "assistant" or len(turn) == CURRENT_TURN_MESSAGES:
            break
        if role == "user":
            turn.insert(0, text)
    if not turn:
        turn = [t for r, t in segments if r == "user"][-1:] or [t for _, t in segments[-1:]]
    return system + turn


def _kind(feats: TextFeatures, *, structured: bool, grounded: bool) -> Kind:
    if structured:
        return "json"
    if feats.summarizes and not feats.asks_structured:
        return "chat"  # "Write a one-sentence summary of this Java method": prose, of code
    if ((feats.translates_prose and not feats.asks_structured) or feats.reworks_page) and \
            feats.asks_code < 2:
        return "chat"  # a docs page into Spanish, its code blocks carried along unchanged
        # (whatever "Keep headings, code blocks and links as Markdown" seems to make); but
        # "Traduis en anglais les champs … Renvoie uniquement le YAML complet" is YAML
    if feats.explains or feats.picks or feats.prose_only:
        return "chat"  # "Explain what's going on here: <code>": prose about the code; "Answer
        # with exactly one of: core, shapes, …" over code: a label
    if feats.cue == "qa" and not feats.asks_code and not feats.asks_structured:
        return "chat"  # "According to this section, what does it let me do? Answer only from
        # the text": an answer quoting the material, prose whatever the material's form
    # "a Python function that emits JSON" is code; "a YAML config for a web server" is JSON
    if feats.asks_code == 2 or (feats.asks_code and not feats.asks_structured):
        return "code"
    if feats.asks_structured:
        return "json"
    # The material decides: the current turn's own, or the whole conversation's when the ask
    # works on what earlier turns hold ("add error handling to it"); a new question is not code
    # because an earlier answer was.
    if grounded and feats.turn_material_chars < MIN_MATERIAL_CHARS:
        has_code, json_like = feats.has_code, feats.json_like
    else:
        has_code, json_like = feats.turn_has_code, feats.turn_json_like
    if has_code and json_like and not grounded and feats.json_in_ask:
        return "chat"  # "What is this app, and is it risky to deploy?" over the user's JSON
        # template: prose about the record (a JSON answer is asked for by name)
    if has_code:
        return "json" if json_like else "code"
    return "chat"


def _grounding(feats: TextFeatures, *, tools: bool) -> Grounding:
    if tools and feats.verbatim_chars >= TOOL_MATERIAL_CHARS:
        return "grounded"  # "call run_bpftrace with the program text exactly as given"
    floor = MIN_TRANSLATED_CHARS if feats.translates_prose else MIN_MATERIAL_CHARS
    if feats.cue is None or feats.material_chars * feats.width < floor:
        return "open"
    # A tool call's answer is its arguments, a few spans at most, unless it is asked to carry
    # a long text's parts ("Extract each bullet item of the release notes and record them via
    # the save_release_changes tool"); not a summary of it, nor an answer from it
    if tools and (feats.cue != "condense" or feats.summarizes
                  or feats.material_chars < TOOL_MATERIAL_CHARS):
        return "open"
    return "grounded"


def _has_tools(body: Mapping[str, Any]) -> bool:
    if body.get("tools") and body.get("tool_choice") != "none":
        return True
    return bool(body.get("functions")) and body.get("function_call") != "none"


def _forces_structure(body: Mapping[str, Any]) -> bool:
    if _has_tools(body):
        return True
    fmt = body.get("response_format")
    if isinstance(fmt, Mapping) and fmt.get("type") in ("json_object", "json_schema"):
        return True
    guided = body.get("structured_outputs")
    return bool(body.get("guided_json")) or (isinstance(guided, Mapping) and "json" in guided)


def _expected_output(
    body: Mapping[str, Any],
    feats: TextFeatures,
    kind: Kind,
    grounding: Grounding,
    *,
    tools: bool,
    hint: int | None,
) -> int:
    if hint is not None:
        guess = hint
    elif tools:
        guess = TOOL_CALL_PRIOR
    elif grounding == "grounded":
        material = feats.material_chars // CHARS_PER_TOKEN
        if feats.cue == "transform":
            guess = max(material, 32)
        elif feats.cue == "condense":
            guess = min(max(int(material * CONDENSE_SHARE), 16), 400)
        else:
            guess = QA_ANSWER_TOKENS
    else:
        guess = OUTPUT_PRIOR[(kind, grounding)]
    cap = _first_int(body, ("max_completion_tokens", "max_tokens", "max_new_tokens"))
    if cap is not None and cap > 0:
        guess = min(guess, cap)
    return max(guess, 1)


def _shape(prompt_tokens: int, output_tokens: int) -> Shape:
    ratio = output_tokens / prompt_tokens
    if ratio >= DECODE_HEAVY_RATIO:
        return "decode-heavy"
    if ratio <= PREFILL_HEAVY_RATIO:
        return "prefill-heavy"
    return "balanced"


def _has_penalties(body: Mapping[str, Any]) -> bool:
    get = body.get
    return (_number(get("presence_penalty"), 0.0) != 0.0
            or _number(get("frequency_penalty"), 0.0) != 0.0
            or _number(get("min_p"), 0.0) != 0.0
            or _number(get("repetition_penalty"), 1.0) != 1.0)


def _wants_logprobs(body: Mapping[str, Any]) -> bool:
    lp = body.get("logprobs")
    if lp is True or (isinstance(lp, int) and not isinstance(lp, bool) and lp > 0):
        return True
    return _number(body.get("top_logprobs"), 0.0) > 0


def _sampling_penalty(temperature: float, top_p: float) -> float:
    """Acceptance lost to randomness: quadratic in T, scaled by the nucleus kept."""
    if temperature <= 0.0 or top_p <= 0.0:
        return 0.0
    drop = TEMPERATURE_DROP * temperature * temperature * min(top_p, 1.0)
    return min(drop, MAX_SAMPLING_PENALTY)


def _number(value: Any, default: float) -> float:
    if value is None:  # the usual case: the field is absent
        return default
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    return float(value)


def _first_int(body: Mapping[str, Any], keys: Iterable[str]) -> int | None:
    for key in keys:
        value = body.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None
