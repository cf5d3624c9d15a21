"""Offline tiktoken: token counts for estimates (routing, limits) and for metering fallbacks.

tiktoken downloads its encodings on first use, which fails without internet; litellm ships the
cl100k/o200k files inside its package, so TIKTOKEN_CACHE_DIR is pointed there unless already set.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

DEFAULT_ENCODING = "cl100k_base"


def _ensure_cache_dir() -> None:
    if os.environ.get("TIKTOKEN_CACHE_DIR"):
        return
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import importlib.util

    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        return
    package = Path(next(iter(spec.submodule_search_locations)))
    shipped = package / "litellm_core_utils" / "tokenizers"
    if shipped.is_dir():
        os.environ["TIKTOKEN_CACHE_DIR"] = str(shipped)


@functools.cache
def encoding(name: str = DEFAULT_ENCODING):
    _ensure_cache_dir()
    import tiktoken

    return tiktoken.get_encoding(name)


def encode(text: str) -> list[int]:
    return encoding().encode(text, disallowed_special=())


def decode(tokens: list[int]) -> str:
    return str(encoding().decode(tokens))


def count_tokens(text: str) -> int:
    if not text:
        return 0
    return len(encode(text))
