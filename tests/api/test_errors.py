"""Every error, whoever caused it, is the OpenAI envelope with OpenAI's status."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import openai
import pytest

from tests.conftest import MODEL, Gateway, assert_openai_shape

CHAT = {"model": MODEL, "messages": [{"role": "user", "content": "hi"}], "max_tokens": 4}


def envelope_of(r: httpx.Response, status: int) -> dict[str, Any]:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/json")
    body = r.json()
    assert set(body) == {"error"}
    assert set(body["error"]) == {"message", "type", "param", "code"}
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    assert_openai_shape(body, "ErrorResponse")
    return dict(body["error"])


def test_401_missing_key(gateway: Gateway) -> None:
    r = httpx.post(f"{gateway.url}/v1/chat/completions", json=CHAT)
    err = envelope_of(r, 401)
    assert err["type"] == "invalid_request_error"
    assert err["code"] == "missing_api_key"
    assert r.headers["x-request-id"].startswith("chatcmpl-")  # to quote to support


def test_401_unknown_key(gateway: Gateway) -> None:
    with gateway.client("sk-not-a-real-key-000000000000000000") as c:
        err = envelope_of(c.post("/v1/chat/completions", json=CHAT), 401)
    assert err["code"] == "invalid_api_key"
    assert "sk-not-a-real-key" not in err["message"]  # never echo a secret back


def test_401_expired_key(gateway: Gateway) -> None:
    tenant = gateway.new_tenant()
    past = (datetime.now(UTC) - timedelta(minutes=1)).isoformat()
    key = gateway.new_key(tenant, expires_at=past)["key"]
    with gateway.client(key) as c:
        err = envelope_of(c.get("/v1/models"), 401)
    assert err["code"] == "expired_api_key"


def test_400_malformed_json(gateway: Gateway, tenant_key: str) -> None:
    with gateway.client(tenant_key) as c:
        r = c.post("/v1/chat/completions", content=b'{"model": ',
                   headers={"content-type": "application/json"})
    err = envelope_of(r, 400)
    assert err["type"] == "invalid_request_error"


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({"messages": [{"role": "user", "content": "x"}]}, "model"),
        ({"model": MODEL}, "messages"),
        ({"model": MODEL, "messages": []}, "messages"),
        ({"model": MODEL, "messages": [{"role": "wizard", "content": "x"}]}, "messages[0].role"),
        ({**CHAT, "temperature": 3}, "temperature"),
        ({**CHAT, "max_tokens": -1}, "max_tokens"),
        ({**CHAT, "stream": "yes"}, "stream"),
        ({**CHAT, "stream_options": {"include_usage": True}}, "stream_options"),
        ({**CHAT, "response_format": {"type": "xml"}}, "response_format"),
        ({**CHAT, "response_format": {"type": "json_schema", "json_schema": "x"}},
         "response_format.json_schema"),
        ({**CHAT, "best_of": "2"}, "best_of"),
        ({**CHAT, "n": 129}, "n"),
        ({**CHAT, "best_of": 21}, "best_of"),
        ({"model": MODEL, "messages": [{"role": ["user"], "content": "x"}]}, "messages[0].role"),
        ({"model": MODEL, "messages": [{"role": {"a": 1}, "content": "x"}]}, "messages[0].role"),
    ],
)
def test_400_invalid_body_names_the_param(gateway: Gateway, tenant_key: str,
                                          body: dict[str, Any], param: str) -> None:
    with gateway.client(tenant_key) as c:
        r = c.post("/v1/chat/completions", json=body)
    err = envelope_of(r, 400)
    assert err["param"] == param
    assert r.headers["x-request-id"].startswith("chatcmpl-")


@pytest.mark.parametrize("model", [MODEL, "llama-tgi"])
@pytest.mark.parametrize(("fields", "param"), [
    ({"prompt": 7}, "prompt"),
    ({"prompt": "Say hi", "logprobs": "x"}, "logprobs"),
    ({"prompt": "Say hi", "logprobs": 6}, "logprobs"),
    ({"prompt": "Say hi", "best_of": "2"}, "best_of"),
])
def test_400_invalid_completions_body_on_either_engine(
        gateway: Gateway, tenant_key: str, model: str, fields: dict[str, Any], param: str) -> None:
    with gateway.client(tenant_key) as c:
        err = envelope_of(c.post("/v1/completions", json={"model": model, **fields}), 400)
    assert err["param"] == param


def test_404_unknown_model(gateway: Gateway, tenant_key: str) -> None:
    with gateway.client(tenant_key) as c:
        err = envelope_of(c.post("/v1/chat/completions", json={**CHAT, "model": "gpt-9"}), 404)
    assert err["code"] == "model_not_found" and err["param"] == "model"


def test_404_unknown_route(gateway: Gateway, tenant_key: str) -> None:
    with gateway.client(tenant_key) as c:
        envelope_of(c.get("/v1/nothing-here"), 404)


def test_403_model_not_allowed_for_key(gateway: Gateway) -> None:
    tenant = gateway.new_tenant()
    key = gateway.new_key(tenant, allowed_models=["llama-tgi"])["key"]
    with gateway.client(key) as c:
        err = envelope_of(c.post("/v1/chat/completions", json=CHAT), 403)
        assert err["type"] == "permission_error"
        assert [m["id"] for m in c.get("/v1/models").json()["data"]] == ["llama-tgi"]


def test_413_oversized_body(gateway: Gateway, tenant_key: str) -> None:
    big = "x" * (gateway.settings.max_body_bytes + 1)
    with gateway.client(tenant_key) as c:
        body = {**CHAT, "messages": [{"role": "user", "content": big}]}
        err = envelope_of(c.post("/v1/chat/completions", json=body), 413)
    assert err["code"] == "request_too_large"


def test_sdk_raises_typed_errors(gateway: Gateway, tenant_key: str) -> None:
    client = openai.OpenAI(base_url=f"{gateway.url}/v1", api_key=tenant_key, max_retries=0)
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="nope", messages=[{"role": "user", "content": "x"}])
    with pytest.raises(openai.BadRequestError):
        client.chat.completions.create(model=MODEL, messages=[])
    bad = openai.OpenAI(base_url=f"{gateway.url}/v1", api_key="sk-wrong", max_retries=0)
    with pytest.raises(openai.AuthenticationError):
        bad.models.list()


def test_an_unexpected_failure_is_a_500_envelope_with_the_request_id(
        gateway: Gateway, tenant_key: str, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    """A bug in the gateway (here: the classifier raising) answers OpenAI's 500 envelope, with
    an id the operator finds in the log line that holds the traceback."""
    def broken(body: Any) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr("gateway.api.proxy.classify", broken)
    with gateway.client(tenant_key) as c:
        r = c.post("/v1/chat/completions", json=CHAT)
    err = envelope_of(r, 500)
    assert err["type"] == "server_error" and "a bug" not in err["message"]
    rid = r.headers["x-request-id"]
    assert any(rid in rec.getMessage() and rec.exc_info for rec in caplog.records)


def test_a_trailing_slash_reaches_the_same_route(gateway: Gateway, tenant_key: str) -> None:
    with gateway.client(tenant_key) as c:
        r = c.post("/v1/chat/completions/", json=CHAT)
    assert r.status_code == 200 and r.json()["object"] == "chat.completion"


def test_engine_controls_never_reach_a_shared_backend() -> None:
    """A tenant cannot set vLLM's scheduling priority, cache salt, transfer parameters, request
    id or plugin arguments: they are dropped; what OpenAI defines passes through."""
    from gateway.api import validate

    controls = {"priority": -100000, "cache_salt": "other-tenant", "request_id": "victim",
                "kv_transfer_params": {"do_remote_prefill": True}, "vllm_xargs": {"a": 1}}
    for body, check in ((dict(CHAT), validate.chat_body),
                        ({"model": MODEL, "prompt": "hi"}, validate.completion_body)):
        out = check({**body, **controls, "seed": 7, "top_p": 0.5})
        assert not set(controls) & set(out) and out["seed"] == 7 and out["top_p"] == 0.5
