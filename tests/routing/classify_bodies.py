"""Request bodies and labels for the classifier's tests: a user's message, after a system
prompt where one is given, and the kind/grounding label a body gets."""

from __future__ import annotations

from typing import Any

from gateway.routing.classify import classify


def user(text: str, system: str | None = None) -> dict[str, Any]:
    head = [{"role": "system", "content": system}] if system else []
    return {"messages": [*head, {"role": "user", "content": text}]}


def label(body: dict[str, Any]) -> str:
    w = classify(body)
    return f"{w.kind}/{w.grounding}"
