"""What stands before the API: a body size limit and, beyond this machine, a bearer token."""

from __future__ import annotations

import hmac
from pathlib import Path

from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..document import ConfigError

LOOPBACK = ("127.0.0.1", "localhost", "::1")


class BearerToken:
    """401 for any request without `Authorization: Bearer <token>` but the review page and
    its static files (the page asks for the token and sends it with each call)."""

    def __init__(self, app: ASGIApp, token: str):
        self.app = app
        self.expected = f"Bearer {token}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] != "http" or path == "/" or path.startswith("/static/"):
            await self.app(scope, receive, send)
            return
        given = dict(scope["headers"]).get(b"authorization", b"")
        if not hmac.compare_digest(given, self.expected):
            refused = JSONResponse({"detail": "missing or wrong bearer token"}, status_code=401,
                                   headers={"WWW-Authenticate": "Bearer"})
            await refused(scope, receive, send)
            return
        await self.app(scope, receive, send)


def read_token(path: str | Path) -> str:
    """The service's token: the file's first line, at least 16 characters."""
    try:
        token = Path(path).read_text(encoding="utf-8").strip().partition("\n")[0].strip()
    except OSError as exc:
        raise ConfigError(f"token file {path}: {exc.strerror or exc}") from None
    if len(token) < 16:
        raise ConfigError(f"token file {path}: the token must be at least 16 characters")
    return token


class BodyLimit:
    """413 for a body over `max_bytes`, decided before it is all read: the declared
    Content-Length first, then the bytes actually received (chunked uploads declare none)."""

    def __init__(self, app: ASGIApp, max_bytes: int):
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = JSONResponse({"detail": f"request body larger than {self.max_bytes} bytes"}, status_code=413)
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None:
            if not declared.isdigit():
                await JSONResponse({"detail": "invalid Content-Length"}, status_code=400)(scope, receive, send)
                return
            if int(declared) > self.max_bytes:
                await too_large(scope, receive, send)
                return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > self.max_bytes:
                await too_large(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": b"".join(chunks), "more_body": False}

        await self.app(scope, replay, send)
