"""Reading a request and writing a response on raw ASGI ``receive``/``send`` (the hot path)."""

from __future__ import annotations

from collections.abc import Mapping

import orjson
from starlette.types import Receive, Scope, Send

from gateway.errors import InvalidRequest, PayloadTooLarge

JSON_TYPE = (b"content-type", b"application/json")


class ClientGone(Exception):
    """The client disconnected before its request body was read."""


def request_headers(scope: Scope) -> tuple[str | None, str | None]:
    """The ``authorization`` and ``content-length`` header values (the only ones read)."""
    auth = length = None
    for name, value in scope["headers"]:
        if name == b"authorization":
            auth = value.decode("latin-1")
        elif name == b"content-length":
            length = value.decode("latin-1")
    return auth, length


async def read_json(receive: Receive, declared: str | None, cap: int) -> object:
    """The request body parsed as JSON, refused beyond ``cap`` bytes (declared or streamed)."""
    if declared is not None and declared.isdigit() and int(declared) > cap:
        raise PayloadTooLarge(f"request body exceeds {cap} bytes")
    raw = b""
    chunks: list[bytes] | None = None
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise ClientGone
        part: bytes = message.get("body", b"")
        size += len(part)
        if size > cap:
            raise PayloadTooLarge(f"request body exceeds {cap} bytes")
        if chunks is not None:
            chunks.append(part)
        elif raw and part:
            chunks = [raw, part]
        else:
            raw = raw or part
        if not message.get("more_body", False):
            break
    if chunks is not None:
        raw = b"".join(chunks)
    if not raw:
        raise InvalidRequest("the request body is empty; send a JSON object")
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise InvalidRequest(f"the request body is not valid JSON: {exc}") from None


def encode_headers(headers: Mapping[str, str]) -> list[tuple[bytes, bytes]]:
    return [(k.encode("latin-1"), v.encode("latin-1")) for k, v in headers.items()]


async def send_json(send: Send, status: int, body: bytes,
                    headers: Mapping[str, str] | None = None) -> None:
    raw = encode_headers(headers) if headers else []
    raw.append(JSON_TYPE)
    raw.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body, "more_body": False})
