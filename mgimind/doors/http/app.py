"""The ASGI app: bearer auth -> identity -> the caller's view of the Mind -> one route.

Reads and writes of a confined token only ever touch its libraries (the Mind's scope
policy enforces it on every service); writes are rate-limited per identity.
"""

from __future__ import annotations

import contextlib
import json
import logging

from pydantic import ValidationError
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route as StarletteRoute

from mgimind import operations
from mgimind.doors.http.openapi import openapi_spec
from mgimind.doors.http.quota import WriteQuota
from mgimind.doors.http.routes import Route, routes
from mgimind.errors import InvalidInput, MgimindError, NotFound, ScopeDenied, SecretRefused
from mgimind.security.tokens import TokenStore
from mgimind.serialize import to_jsonable

log = logging.getLogger("mgimind.doors.http")


def _error(status: int, what: str, fix: str | None = None, **extra) -> JSONResponse:
    body = {"error": what, **({"fix": fix} if fix else {}), **extra}
    return JSONResponse(body, status_code=status)


def _status_for(e: MgimindError) -> int:
    if isinstance(e, ScopeDenied):
        return 403
    if isinstance(e, NotFound):
        return 404
    if isinstance(e, (SecretRefused, InvalidInput)):
        return 422
    return 500


def create_app(mind, tokens: TokenStore | None = None, *, guard=None) -> Starlette:
    """The HTTP door over one (daemon-owned) Mind.

    `guard`, when given, is a context-manager factory every Mind call runs inside: the
    daemon passes its own, so HTTP requests take the same lock (and count as the same
    activity) as socket requests."""
    tokens = tokens or TokenStore(mind.home)
    guard = guard or contextlib.nullcontext

    def call(route: Route, identity, body):
        with guard(f"op:{route.name}"):
            caller = mind.as_identity(identity.actor, identity.libraries)
            return operations.invoke(caller, route.op, body)

    quota = WriteQuota(mind.config.http.write_quota_per_minute)
    max_body = mind.config.http.max_body_bytes

    def endpoint(route: Route):
        async def handle(request: Request):
            header = request.headers.get("authorization", "")
            token = header[7:].strip() if header.lower().startswith("bearer ") else ""
            identity = tokens.verify(token)
            if identity is None:
                return _error(
                    401, "missing or unknown bearer token", "create one: mgimind token create NAME"
                )
            raw = await request.body()
            if len(raw) > max_body:
                return _error(413, f"body is {len(raw)} bytes; the limit is {max_body}")
            try:
                data = json.loads(raw) if raw.strip() else {}
                if not isinstance(data, dict):
                    raise ValueError("the body must be a JSON object")
                body = route.op.params.model_validate(data)
            except ValidationError as e:  # before ValueError: it is one
                return _error(
                    422,
                    "invalid request",
                    details=json.loads(e.json(include_url=False, include_input=False)),
                )
            except (ValueError, UnicodeDecodeError) as e:
                return _error(400, f"malformed JSON body: {e}")
            if getattr(mind, route.op.service, None) is None:
                return _error(501, f"{route.name} is not available in this build")
            if route.op.writes:
                wait = quota.take(identity.name)
                if wait is not None:
                    return _error(
                        429,
                        f"write quota exceeded for {identity.name}",
                        f"retry in {wait:.1f} s",
                        retry_after=round(wait, 1),
                    )
            try:
                result = await run_in_threadpool(call, route, identity, body)
            except MgimindError as e:
                return _error(_status_for(e), e.what, e.fix)
            except Exception:
                log.exception("route %s failed", route.name)
                return _error(
                    500, f"{route.name} failed unexpectedly", "see the daemon log, and report it"
                )
            return JSONResponse({"result": to_jsonable(result)})

        return handle

    described = openapi_spec()

    async def spec(request: Request):
        return JSONResponse(described)

    async def health(request: Request):
        return JSONResponse({"ok": True})

    served = [StarletteRoute(r.path, endpoint(r), methods=[r.method]) for r in routes()]
    served += [
        StarletteRoute("/openapi.json", spec, methods=["GET"]),
        StarletteRoute("/health", health, methods=["GET"]),
    ]
    return Starlette(routes=served)


def serve_http(mind, host: str, port: int) -> None:
    """Serve the door (blocking) on loopback. Refuses a non-loopback address."""
    import uvicorn

    if host not in ("127.0.0.1", "::1", "localhost"):
        raise InvalidInput(
            f"the HTTP door listens on loopback only, not {host}", fix="use 127.0.0.1:PORT"
        )
    uvicorn.run(create_app(mind), host=host, port=port, log_level="warning")
