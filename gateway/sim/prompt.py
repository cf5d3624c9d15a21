"""Prompt rendering: chat messages or raw text into token ids, Llama-3-template shaped."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from gateway import tokenizer

# Stand-ins for Llama-3's special tokens (<|begin_of_text|>, <|start_header_id|>,
# <|end_header_id|>, <|eot_id|>): single ids from cl100k's special range, one token each as in
# the real template, so prompt_tokens counts match the real chat template's structure.
BOS, HEADER_START, HEADER_END, EOT = 100257, 100258, 100259, 100260


@dataclass
class Prompt:
    """A rendered prompt: its token ids and the pieces text generation reads."""

    ids: list[int]
    instruction: str  # the last user turn (or the raw prompt): what is asked
    source: list[int] = field(default_factory=list)  # token ids of the user's input text
    json_mode: bool = False
    schema: dict[str, Any] | None = None
    tool: dict[str, Any] | None = None  # the function to call, when tools force a call


def _content_text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # OpenAI content parts
        return "".join(
            str(p.get("text", ""))
            for p in content
            if isinstance(p, dict) and p.get("type") == "text"
        )
    return str(content)


def render_chat(
    messages: list[dict[str, Any]],
    *,
    tools: list[dict[str, Any]] | None = None,
    tool_choice: Any = None,
    response_format: dict[str, Any] | None = None,
) -> Prompt:
    ids: list[int] = [BOS]
    instruction = ""
    system = ""
    source: list[int] = []
    if tools:
        ids += [HEADER_START, *tokenizer.encode("system"), HEADER_END]
        ids += [*tokenizer.encode("\n\nYou may call these tools:\n" + json.dumps(tools)), EOT]
    for m in messages:
        role = str(m.get("role", "user"))
        text = _content_text(m.get("content"))
        for call in m.get("tool_calls") or ():
            text += json.dumps(call.get("function", call))
        body = tokenizer.encode(text)
        ids += [HEADER_START, *tokenizer.encode(role), HEADER_END, *tokenizer.encode("\n\n")]
        ids += [*body, EOT]
        if role == "user":
            instruction = system + text
            source = body
        elif role == "system":
            system += text + "\n"

    ids += [HEADER_START, *tokenizer.encode("assistant"), HEADER_END, *tokenizer.encode("\n\n")]
    fmt = (response_format or {}).get("type")
    schema = None
    if fmt == "json_schema":
        js = (response_format or {}).get("json_schema") or {}
        schema = js.get("schema") if isinstance(js, dict) else None
    tool = _forced_tool(tools, tool_choice)
    return Prompt(
        ids=ids,
        instruction=instruction,
        source=source,
        json_mode=fmt in ("json_object", "json_schema") or tool is not None,
        schema=schema if schema is not None else (tool or {}).get("parameters"),
        tool=tool,
    )


def _forced_tool(tools: list[dict[str, Any]] | None, tool_choice: Any) -> dict[str, Any] | None:
    """The function a response calls: the named one, else the first when tools are offered."""
    if not tools or tool_choice == "none":
        return None
    fns = [t.get("function", t) for t in tools if isinstance(t, dict)]
    if isinstance(tool_choice, dict):
        name = (tool_choice.get("function") or {}).get("name")
        for f in fns:
            if f.get("name") == name:
                return dict(f)
    return dict(fns[0]) if fns else None


def render_text(prompt: str, *, json_mode: bool = False) -> Prompt:
    body = tokenizer.encode(prompt)
    return Prompt(ids=[BOS, *body], instruction=prompt, source=body, json_mode=json_mode)


def render_ids(ids: list[int]) -> Prompt:
    """A completions prompt given as token ids: taken as is (vLLM adds no BOS to them)."""
    return Prompt(ids=list(ids), instruction=tokenizer.decode(list(ids)), source=list(ids))
