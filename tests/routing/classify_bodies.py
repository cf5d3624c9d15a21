"""Request bodies and labels for the classifier's tests: a user's message, after a system
prompt where one is given, and the kind/grounding label a body gets."""

from __future__ import annotations

from typing import Any

from gateway.routing.classify import classify


def user(text: str, system: str | None = None) -> dict[str, Any]:
    head = [{"role": "system", "content": system}] if system else []
    return {"messages": [*head, {"role": "user", "content": text}]}


def string_tool(name: str, description: str, *fields: str) -> dict[str, Any]:
    """An OpenAI function tool whose parameters are the given string fields."""
    return {"type": "function", "function": {
        "name": name, "description": description,
        "parameters": {"type": "object",
                       "properties": {f: {"type": "string"} for f in fields}}}}


def label(body: dict[str, Any]) -> str:
    w = classify(body)
    return f"{w.kind}/{w.grounding}"
