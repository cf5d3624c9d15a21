"""API key secrets: generation, hashing and the caller identity a key stands for.

Keys are 256-bit random secrets (``sk-`` + 43 URL-safe characters). Only their SHA-256 is
stored: with that much entropy a fast hash is as strong as a slow KDF, and it keeps lookups
cheap. A short prefix is kept in clear so operators can tell keys apart.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime

KEY_PREFIX = "sk-"
VISIBLE_CHARS = 12


def new_secret() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def visible_prefix(secret: str) -> str:
    return secret[:VISIBLE_CHARS]


def new_id(kind: str) -> str:
    return f"{kind}_{secrets.token_hex(8)}"


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is calling: a tenant through one of its keys."""

    key_id: str
    tenant_id: str
    tenant_name: str
    allowed_models: frozenset[str] | None
    expires_at: datetime | None
    policy: str | None

    def may_use(self, model: str) -> bool:
        return self.allowed_models is None or model in self.allowed_models
