"""The admin JSON API under /admin/v1: tenants and API keys (bearer admin token)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy.ext.asyncio import AsyncSession

from gateway.api.auth import require_admin
from gateway.db import tenants
from gateway.db.models import ApiKey, Tenant
from gateway.errors import InvalidRequest
from gateway.state import State

PLAIN = r"^[^\x00-\x1f\x7f]*$"  # printable: no NUL (PostgreSQL text refuses it), no controls
PolicyName = Annotated[str, Field(min_length=1, max_length=64, pattern=PLAIN)]
ModelName = Annotated[str, Field(min_length=1, max_length=128, pattern=PLAIN)]


class TenantIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
    policy: PolicyName | None = None


class KeyIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tenant: str = Field(min_length=1, max_length=128, description="tenant id or name")
    name: str | None = Field(default=None, max_length=128, pattern=PLAIN)
    allowed_models: list[ModelName] | None = Field(
        default=None, min_length=1, description="models the key may use; all when left out")
    expires_at: datetime | None = None
    policy: PolicyName | None = None


def tenant_out(t: Tenant) -> dict[str, Any]:
    return {"id": t.id, "object": "tenant", "name": t.name, "policy": t.policy,
            "created_at": t.created_at.isoformat()}


def key_out(k: ApiKey) -> dict[str, Any]:
    return {
        "id": k.id, "object": "api_key", "tenant_id": k.tenant_id, "name": k.name,
        "prefix": k.prefix, "allowed_models": k.allowed_models, "policy": k.policy,
        "expires_at": k.expires_at.isoformat() if k.expires_at else None,
        "revoked_at": k.revoked_at.isoformat() if k.revoked_at else None,
        "created_at": k.created_at.isoformat(),
    }


def _state(request: Request) -> State:
    state: State = request.app.state.gw
    require_admin(request, state)
    return state


async def _session(state: Annotated[State, Depends(_state)]) -> AsyncIterator[AsyncSession]:
    async with state.sessions() as s:
        yield s


Session = Annotated[AsyncSession, Depends(_session)]
router = APIRouter(prefix="/admin/v1")


def _known_policy(state: State, name: str | None) -> None:
    """A typo'd policy would route every request of the key with the default one, quietly."""
    store = state.extras.get("policies")
    if name is not None and store is not None and name not in store.names():
        raise InvalidRequest(f"There is no policy `{name}` (policies: "
                             f"{', '.join(store.names())}).", param="policy",
                             code="unknown_policy")


def _known_models(state: State, names: list[str] | None) -> None:
    """A typo'd model would refuse every request of the key with 403, long after it was made."""
    served = [m.name for m in state.fleet.models]
    unknown = [n for n in names or () if n not in served]
    if unknown:
        raise InvalidRequest(f"There is no model `{unknown[0]}` in the fleet (models: "
                             f"{', '.join(served)}).", param="allowed_models",
                             code="unknown_model")


@router.post("/tenants", status_code=201)
async def create_tenant(body: TenantIn, s: Session,
                        state: Annotated[State, Depends(_state)]) -> dict[str, Any]:
    _known_policy(state, body.policy)
    return tenant_out(await tenants.create_tenant(s, name=body.name, policy=body.policy))


@router.get("/tenants")
async def list_tenants(s: Session) -> dict[str, Any]:
    return {"object": "list", "data": [tenant_out(t) for t in await tenants.list_tenants(s)]}


@router.post("/keys", status_code=201)
async def create_key(body: KeyIn, s: Session,
                     state: Annotated[State, Depends(_state)]) -> dict[str, Any]:
    _known_policy(state, body.policy)
    _known_models(state, body.allowed_models)
    if body.expires_at is not None and body.expires_at.tzinfo is None:
        raise InvalidRequest("expires_at needs a timezone (e.g. 2027-01-01T00:00:00Z)",
                             param="expires_at")
    created = await tenants.create_key(
        s, tenant_ref=body.tenant, name=body.name, allowed_models=body.allowed_models,
        expires_at=body.expires_at, policy=body.policy,
    )
    return {**key_out(created.record), "key": created.secret}


@router.get("/keys")
async def list_keys(s: Session, tenant: str | None = None) -> dict[str, Any]:
    keys = await tenants.list_keys(s, tenant_ref=tenant)
    return {"object": "list", "data": [key_out(k) for k in keys]}


@router.post("/keys/{key_id}/revoke")
async def revoke_key(key_id: str, s: Session, request: Request) -> dict[str, Any]:
    out = key_out(await tenants.revoke_key(s, key_id))
    request.app.state.gw.keys.evict({key_id})  # here at once; other replicas at their poll
    return out


@router.delete("/keys/{key_id}")
async def delete_key(key_id: str, s: Session, request: Request) -> dict[str, Any]:
    return await revoke_key(key_id, s, request)
