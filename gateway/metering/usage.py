"""Token usage of one request: the backend's own count, or a tiktoken estimate marked as such."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gateway.tokenizer import count_tokens


@dataclass(frozen=True, slots=True)
class Usage:
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int = 0
    estimated: bool = False

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def as_openai(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "total_tokens": self.total_tokens,
        }
        if self.cached_tokens:
            out["prompt_tokens_details"] = {"cached_tokens": self.cached_tokens}
        return out


MAX_TOKENS = 2**31 - 1  # per request: beyond it a backend's report is broken, not big


def from_backend(usage: Any) -> Usage | None:
    """The backend's ``usage`` object, or None when it reported nothing usable."""
    if not isinstance(usage, dict):
        return None
    try:
        prompt = int(usage["prompt_tokens"])
        completion = int(usage.get("completion_tokens") or 0)
        details = usage.get("prompt_tokens_details") or {}
        cached = int(details.get("cached_tokens") or 0) if isinstance(details, dict) else 0
    except (KeyError, TypeError, ValueError):
        return None
    if not all(0 <= n <= MAX_TOKENS for n in (prompt, completion, cached)):
        return None  # not a count any engine serves: estimated instead
    return Usage(prompt, completion, cached)


def estimate(prompt_tokens: int, completion_text: str) -> Usage:
    """Fallback when the backend reported no usage: count what was actually delivered."""
    return Usage(prompt_tokens, count_tokens(completion_text), estimated=True)
