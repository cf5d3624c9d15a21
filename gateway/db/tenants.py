"""Tenant and API key records: the operations behind the admin API and the CLI."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gateway.auth.keys import Principal, hash_secret, new_id, new_secret, visible_prefix
from gateway.db.models import ApiKey, Tenant, utcnow


class Conflict(ValueError):
    """The record already exists."""


class Missing(LookupError):
    """No such record."""


class InvalidName(ValueError):
    """A name that could be confused with another record's id, or is not a plain name."""


TENANT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")
ID_FORM = re.compile(r"[a-z]+_[0-9a-f]{16}")  # ``new_id``'s form: ten_3f01560b31777a4d


@dataclass(frozen=True)
class CreatedKey:
    record: ApiKey
    secret: str  # shown once, never stored


async def create_tenant(s: AsyncSession, *, name: str, policy: str | None = None) -> Tenant:
    """A tenant; its name is a plain name that no id can equal, since references to a tenant
    take either (``find_tenant``)."""
    if not TENANT_NAME.fullmatch(name):
        raise InvalidName("a tenant name is 1-128 letters, digits, '.', '_' or '-', starting "
                          "with a letter or digit")
    if ID_FORM.fullmatch(name):
        raise InvalidName(f"{name!r} has the form of a record id; choose another name")
    tenant = Tenant(id=new_id("ten"), name=name, policy=policy, created_at=utcnow())
    s.add(tenant)
    try:
        await s.commit()
    except IntegrityError:
        await s.rollback()
        raise Conflict(f"tenant {name!r} already exists") from None
    return tenant


async def list_tenants(s: AsyncSession) -> Sequence[Tenant]:
    return (await s.scalars(select(Tenant).order_by(Tenant.created_at, Tenant.name))).all()


async def find_tenant(s: AsyncSession, ref: str) -> Tenant:
    """A tenant by id, else by name (names cannot take an id's form, ``create_tenant``)."""
    tenant = await s.scalar(select(Tenant).where(Tenant.id == ref))
    if tenant is None:
        tenant = await s.scalar(select(Tenant).where(Tenant.name == ref))
    if tenant is None:
        raise Missing(f"no tenant {ref!r}")
    return tenant


async def create_key(
    s: AsyncSession,
    *,
    tenant_ref: str,
    name: str | None = None,
    allowed_models: list[str] | None = None,
    expires_at: datetime | None = None,
    policy: str | None = None,
) -> CreatedKey:
    tenant = await find_tenant(s, tenant_ref)
    secret = new_secret()
    key = ApiKey(
        id=new_id("key"),
        tenant_id=tenant.id,
        name=name,
        prefix=visible_prefix(secret),
        secret_hash=hash_secret(secret),
        allowed_models=sorted(set(allowed_models)) if allowed_models is not None else None,
        policy=policy,
        expires_at=expires_at,
        created_at=utcnow(),
    )
    s.add(key)
    await s.commit()
    return CreatedKey(record=key, secret=secret)


async def list_keys(s: AsyncSession, *, tenant_ref: str | None = None) -> Sequence[ApiKey]:
    q = select(ApiKey).order_by(ApiKey.created_at)
    if tenant_ref is not None:
        q = q.where(ApiKey.tenant_id == (await find_tenant(s, tenant_ref)).id)
    return (await s.scalars(q)).all()


async def revoke_key(s: AsyncSession, key_id: str) -> ApiKey:
    key = await s.get(ApiKey, key_id)
    if key is None:
        raise Missing(f"no key {key_id!r}")
    if key.revoked_at is None:
        await s.execute(update(ApiKey).where(ApiKey.id == key_id).values(revoked_at=utcnow()))
        await s.commit()
        await s.refresh(key)
    return key


async def principal_for(s: AsyncSession, secret: str) -> Principal | None:
    """The live (not revoked) key with this secret, or None. Expiry is the caller's check."""
    row = (
        await s.execute(
            select(ApiKey, Tenant.name, Tenant.policy)
            .join(Tenant, Tenant.id == ApiKey.tenant_id)
            .where(ApiKey.secret_hash == hash_secret(secret), ApiKey.revoked_at.is_(None))
        )
    ).first()
    if row is None:
        return None
    key, tenant_name, tenant_policy = row
    return Principal(
        key_id=key.id,
        tenant_id=key.tenant_id,
        tenant_name=tenant_name,
        allowed_models=frozenset(key.allowed_models) if key.allowed_models is not None else None,
        expires_at=key.expires_at,
        policy=key.policy or tenant_policy,
    )


async def revoked_since(s: AsyncSession, since: datetime) -> Sequence[str]:
    return (await s.scalars(select(ApiKey.id).where(ApiKey.revoked_at >= since))).all()
