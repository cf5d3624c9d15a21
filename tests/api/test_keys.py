"""Key lifecycle (admin API and CLI), revocation on every replica within a second, isolation."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import (
    MODEL,
    Gateway,
    backend_entry,
    fresh_pg_database,
    running_gateway,
)

EXAMPLE_FLEET = Path(__file__).resolve().parents[2] / "fleet.example.yaml"


def wait_for_status(client: httpx.Client, status: int, *, within_s: float) -> float:
    """Poll /v1/models until it answers ``status``; returns how long that took."""
    start = time.monotonic()
    while True:
        if client.get("/v1/models").status_code == status:
            return time.monotonic() - start
        if time.monotonic() - start > within_s:
            raise AssertionError(f"still not {status} after {within_s}s")


def test_admin_key_lifecycle(gateway: Gateway) -> None:
    tenant = gateway.new_tenant()
    created = gateway.new_key(tenant, name="ci")
    secret = created["key"]
    assert secret.startswith("sk-") and len(secret) >= 40
    assert created["prefix"] == secret[:12]
    with gateway.admin() as admin:
        listed = admin.get("/admin/v1/keys", params={"tenant": tenant}).json()["data"]
        assert [k["id"] for k in listed] == [created["id"]]
        assert all("key" not in k and secret not in str(k) for k in listed)
    with gateway.client(secret) as c:
        assert c.get("/v1/models").status_code == 200
        with gateway.admin() as admin:
            r = admin.post(f"/admin/v1/keys/{created['id']}/revoke")
            assert r.status_code == 200 and r.json()["revoked_at"]
        assert c.get("/v1/models").status_code == 401  # at once on the replica that revoked it


def test_admin_api_needs_the_admin_token(gateway: Gateway, tenant_key: str) -> None:
    r = httpx.get(f"{gateway.url}/admin/v1/tenants",
                  headers={"authorization": f"Bearer {tenant_key}"})
    assert r.status_code == 401 and r.json()["error"]["code"] == "invalid_admin_token"
    r = httpx.get(f"{gateway.url}/admin/v1/tenants")
    assert r.status_code == 401
    with gateway.admin() as admin:
        dup = admin.post("/admin/v1/tenants", json={"name": "dup-tenant"})
        assert dup.status_code == 201
        again = admin.post("/admin/v1/tenants", json={"name": "dup-tenant"})
        assert again.status_code == 409 and again.json()["error"]["code"] == "conflict"
        bad = admin.post("/admin/v1/tenants", json={"nom": "x"})
        assert bad.status_code == 400 and bad.json()["error"]["type"] == "invalid_request_error"
        missing = admin.post("/admin/v1/keys", json={"tenant": "no-such-tenant"})
        assert missing.status_code == 404


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gateway", *args], capture_output=True,
                          text=True, timeout=120, env={**os.environ, **env}, check=False)


@pytest.fixture
def two_replicas(sim_backends: dict[str, str]) -> Iterator[tuple[Gateway, Gateway, str]]:
    """Two gateway processes' worth of state (two apps) sharing one PostgreSQL database."""
    fleet = {"models": [{"name": MODEL, "backends": [
        backend_entry("vllm-a", "vllm", sim_backends["vllm-a"], "ngram")]}]}
    with fresh_pg_database() as url, \
            running_gateway(fleet, database_url=url, redis_url=None) as a, \
            running_gateway(fleet, database_url=url, redis_url=None, ) as b:
        yield a, b, url


def test_cli_revocation_reaches_every_replica_within_a_second(
        two_replicas: tuple[Gateway, Gateway, str], tmp_path: Path) -> None:
    a, b, url = two_replicas
    fleet = tmp_path / "fleet.yaml"  # the fleet file the CLI checks --model against
    fleet.write_text(json.dumps({"models": [{"name": MODEL, "backends": [
        backend_entry("vllm-a", "vllm", "http://127.0.0.1:9", "ngram")]}]}))
    env = {"SPECGATE_DATABASE_URL": url, "SPECGATE_CONFIG": str(fleet)}
    out = _cli(env, "tenants", "create", "cli-tenant")
    assert out.returncode == 0, out.stderr
    out = _cli(env, "keys", "create", "--tenant", "cli-tenant", "--model", MODEL)
    assert out.returncode == 0, out.stderr
    secret = out.stdout.strip()
    key_id = next(line.split(": ")[1] for line in out.stderr.splitlines()
                  if line.startswith("key id: "))
    assert secret.startswith("sk-")
    listing = _cli(env, "keys", "list")
    assert key_id in listing.stdout and secret not in listing.stdout
    clients = [a.client(secret), b.client(secret)]
    try:
        for c in clients:  # both replicas have the key cached
            assert c.get("/v1/models").status_code == 200
        out = _cli(env, "keys", "revoke", key_id)
        assert out.returncode == 0, out.stderr
        revoked_at = time.monotonic()
        for c in clients:
            wait_for_status(c, 401, within_s=1.0 - (time.monotonic() - revoked_at) + 0.05)
    finally:
        for c in clients:
            c.close()


def test_a_revocation_stamped_by_a_slow_clock_is_still_caught(
        two_replicas: tuple[Gateway, Gateway, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A revoking host whose clock is minutes behind stamps the revocation before the other
    replicas' poll window; they catch it when the cached key is looked up again."""
    a, b, _ = two_replicas
    created = a.new_key(a.new_tenant())
    with b.client(created["key"]) as c:
        assert c.get("/v1/models").status_code == 200  # cached on b
        monkeypatch.setattr("gateway.db.tenants.utcnow",
                            lambda: datetime.now(UTC) - timedelta(minutes=5))
        with a.admin() as admin:
            assert admin.post(f"/admin/v1/keys/{created['id']}/revoke").status_code == 200
        monkeypatch.setattr("gateway.auth.cache.REVALIDATE_S", 0.0)  # the cache entry's age
        assert c.get("/v1/models").status_code == 401


def test_a_key_or_tenant_naming_no_policy_is_refused(gateway: Gateway) -> None:
    """A typo would route every request of the key with the default policy, quietly."""
    with gateway.admin() as admin:
        tenant = gateway.new_tenant()
        for path, body in (("/admin/v1/keys", {"tenant": tenant, "policy": "latncy"}),
                           ("/admin/v1/tenants", {"name": "typo-tenant", "policy": "latncy"})):
            r = admin.post(path, json=body)
            assert r.status_code == 400, r.text
            assert r.json()["error"]["code"] == "unknown_policy"
            assert "latency" in r.json()["error"]["message"]  # the names it could have been
        assert admin.post("/admin/v1/keys", json={"tenant": tenant,
                                                  "policy": "latency"}).status_code == 201


def test_a_key_naming_no_model_of_the_fleet_is_refused(gateway: Gateway) -> None:
    """A typo'd model would answer every request of the key with 403, long after it was made;
    an empty list would allow nothing at all."""
    with gateway.admin() as admin:
        tenant = gateway.new_tenant()
        models = [m.name for m in gateway.fleet.models]
        r = admin.post("/admin/v1/keys", json={"tenant": tenant,
                                               "allowed_models": [models[0], "lama-tgi"]})
        assert r.status_code == 400, r.text
        error = r.json()["error"]
        assert (error["code"], error["param"]) == ("unknown_model", "allowed_models")
        assert "`lama-tgi`" in error["message"] and models[0] in error["message"]
        r = admin.post("/admin/v1/keys", json={"tenant": tenant, "allowed_models": []})
        assert r.status_code == 400 and r.json()["error"]["param"] == "allowed_models", r.text
        ok = admin.post("/admin/v1/keys", json={"tenant": tenant, "allowed_models": [models[0]]})
        assert ok.status_code == 201 and ok.json()["allowed_models"] == [models[0]]


def test_a_tenant_name_cannot_take_the_form_of_an_id(gateway: Gateway) -> None:
    """References take a tenant id or name: a name shaped like another tenant's id would
    capture its keys, prices and exports."""
    victim = gateway.new_tenant()
    with gateway.admin() as admin:
        tenants = admin.get("/admin/v1/tenants").json()["data"]
        vid = next(t["id"] for t in tenants if t["name"] == victim)
        r = admin.post("/admin/v1/tenants", json={"name": vid})
        assert r.status_code == 400 and r.json()["error"]["param"] == "name", r.text
        key = admin.post("/admin/v1/keys", json={"tenant": vid})
        assert key.status_code == 201 and key.json()["tenant_id"] == vid


def test_tenant_cannot_see_or_use_another_tenants_model(sim_backends: dict[str, str],
                                                       tmp_path: Path) -> None:
    fleet: dict[str, Any] = {"models": [
        {"name": MODEL, "backends": [
            backend_entry("vllm-a", "vllm", sim_backends["vllm-a"], "ngram")]},
        {"name": "b-private", "tenants": ["tenant-b"], "backends": [
            backend_entry("tgi-a", "tgi", sim_backends["tgi-a"], "draft_heads")]},
    ]}
    with running_gateway(fleet, database_url=f"sqlite+aiosqlite:///{tmp_path}/iso.db",
                         redis_url=None) as gw:
        gw.new_tenant("tenant-a")
        gw.new_tenant("tenant-b")
        key_a = gw.new_key("tenant-a")["key"]
        key_b = gw.new_key("tenant-b")["key"]
        body = {"model": "b-private", "messages": [{"role": "user", "content": "hi"}],
                "max_tokens": 4}
        with gw.client(key_a) as a, gw.client(key_b) as b:
            assert [m["id"] for m in a.get("/v1/models").json()["data"]] == [MODEL]
            assert sorted(m["id"] for m in b.get("/v1/models").json()["data"]) == [
                "b-private", MODEL]
            denied = a.post("/v1/chat/completions", json=body)
            assert denied.status_code == 404  # indistinguishable from a model that isn't there
            assert a.get("/v1/models/b-private").status_code == 404
            assert b.post("/v1/chat/completions", json=body).status_code == 200


def test_cli_mistakes_are_named_errors_not_tracebacks(tmp_path: Path) -> None:
    env = {"SPECGATE_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path}/cli.db"}
    assert _cli(env, "db", "upgrade").returncode == 0
    assert _cli(env, "tenants", "create", "acme").returncode == 0
    for args, says in ((("keys", "list", "--tenant", "nobody"), "no tenant 'nobody'"),
                       (("limits", "set", "--tenant", "acme", "--rpm", "-5"), "non-negative"),
                       (("keys", "create", "--tenant", "acme", "--expires-in-days", "-5"),
                        "expires-in-days"),
                       (("keys", "create", "--tenant", "acme", "--model", "lama-3.1-8b-instruct",
                         "--config", str(EXAMPLE_FLEET)), "no model `lama-3.1-8b-instruct`"),
                       (("tenants", "create", "ten_0123456789abcdef"), "form of a record id"),
                       (("usage", "prune"), "SPECGATE_USAGE_RETENTION_DAYS")):
        out = _cli(env, *args)
        assert out.returncode == 2 and says in out.stderr, (args, out.stderr)
        assert "Traceback" not in out.stderr
    served = _cli(env, "keys", "create", "--tenant", "acme", "--model", "llama-3.1-8b-instruct",
                  "--config", str(EXAMPLE_FLEET))
    assert served.returncode == 0 and served.stdout.startswith("sk-"), served.stderr
    pruned = _cli({**env, "SPECGATE_USAGE_RETENTION_DAYS": "30"}, "usage", "prune")
    assert pruned.returncode == 0 and "deleted 0 usage events" in pruned.stdout, pruned.stderr
