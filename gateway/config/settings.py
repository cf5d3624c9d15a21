"""Process settings from SPECGATE_* environment variables (infrastructure only; routing is YAML)."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

SHIPPED_POLICIES = Path(__file__).resolve().parents[2] / "policies"  # balanced, latency, cost...


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SPECGATE_", extra="ignore")

    database_url: str = Field(
        default="sqlite+aiosqlite:///./specgate.db",
        description="SQLAlchemy async URL; a SQLite file in the working directory by default.",
    )
    redis_url: str | None = Field(
        default=None, description="redis://host:port/db; unset = in-process state (one replica)."
    )
    redis_cluster: bool = Field(
        default=False, description="SPECGATE_REDIS_URL names a node of a Redis Cluster (the "
        "others are found from it); checked against the server at start.")
    admin_token: SecretStr | None = Field(
        default=None, description="Bearer token for /admin/v1; unset = admin API disabled."
    )
    secure_cookies: bool | None = Field(
        default=None, description="Mark the dashboard's session cookie Secure: true behind a "
        "TLS-terminating proxy or ingress (requests then reach the gateway as plain http); "
        "unset: Secure when the request itself came over https.")
    config: Path = Field(default=Path("fleet.yaml"), description="The fleet file.")
    host: str = "127.0.0.1"
    port: int = 8080
    workers: int = Field(default=1, ge=1)
    graceful_shutdown_s: int = Field(
        default=15, ge=1, description="How long a stopping worker lets requests in flight "
        "finish; then they are cancelled (and metered, as client disconnects) so the worker "
        "can flush its usage events and exit before an orchestrator kills it.")
    worker_timeout_s: int = Field(
        default=60, ge=0, description="With --workers N: a worker whose event loop has not "
        "run for this long is killed and replaced (0: never).")
    max_body_bytes: int = Field(default=4 * 1024 * 1024, ge=1024)
    key_revocation_poll_s: float = Field(
        default=0.5, gt=0, le=1.0, description="How often each replica checks for revoked keys."
    )
    retry_other_backend: bool = True
    log_prompts: bool = Field(default=False, description="Log prompt text (off: privacy).")
    policies_dir: Path = Field(default=SHIPPED_POLICIES, description="Routing policy files.")
    scrape_interval_s: float = Field(
        default=1.5, gt=0, description="How often backends' /metrics are scraped (background)."
    )
    share_placements: bool = Field(
        default=True, description="With Redis, each replica's router learns what the others "
        "placed (prefills queued, short answers decoding, requests in flight) within "
        "milliseconds; off: each routes on its own placements and the shared scrapes.")
    measured_time_scale: float = Field(
        default=1.0, gt=0,
        description="Multiply the gateway's own latency measurements by this before learning; "
        "set it to the simulator's time scale when the fleet is `specgate sim` (else 1).",
    )
    usage_flush_interval_s: float = Field(default=0.25, gt=0)
    usage_flush_batch: int = Field(default=500, ge=1)
    usage_max_pending: int = Field(
        default=50_000, ge=1, description="Usage events held in memory before spooling to disk.")
    usage_spool_dir: Path = Field(
        default=Path("specgate-spool"),
        description="Where usage events go when neither Redis nor the database takes them.")
    usage_stream: str | None = Field(
        default=None, description="Redis stream of usage events; default: derived from the "
        "database URL, so replicas of one deployment share it.")
    usage_reclaim_idle_s: float = Field(
        default=30.0, gt=0, description="Take over usage entries another replica left pending.")
    usage_writer: Literal["inline", "process"] = Field(
        default="inline", description="With Redis, who writes the usage stream to the database: "
        "each serving process (inline), or `specgate meter-writer` processes (process: `serve` "
        "starts one beside its workers; more may run elsewhere), which keeps that batch work off "
        "the serving event loops at the price of a process competing for their cores.")
    usage_retention_days: int | None = Field(
        default=None, ge=1, description="Delete raw usage events older than this (rollups stay).")
    limits_fail_open: bool = Field(
        default=True, description="Redis down: serve with per-process limits (else HTTP 503).")
    limits_poll_s: float = Field(
        default=1.0, gt=0, description="How often each replica reloads prices and limits.")
    budget_seed_s: float = Field(
        default=60.0, gt=0, description="How often each replica floors the budget counters at "
        "the spend the database recorded this UTC day and month (also at start), so a restart "
        "or a lost Redis key does not hand a tenant its budget again.")

    db_pool_size: int = Field(
        default=10, ge=1, description="Database connections each process keeps open "
        "(PostgreSQL); every worker and meter writer has its own pool.")
    db_max_overflow: int = Field(
        default=10, ge=0, description="Connections a process may open beyond the pool under "
        "bursts. Keep processes x (pool + overflow) under the server's max_connections.")

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @field_validator("admin_token")
    @classmethod
    def _not_blank(cls, v: SecretStr | None) -> SecretStr | None:
        """A blank token (an env var set from a command that failed) would sign anyone in to
        the dashboard with an empty password: refuse to start instead."""
        if v is not None and not v.get_secret_value().strip():
            raise ValueError("SPECGATE_ADMIN_TOKEN is set but blank: set a token, or unset it "
                             "to disable the admin API and the dashboard")
        return v


@functools.cache
def get_settings() -> Settings:
    return Settings()
