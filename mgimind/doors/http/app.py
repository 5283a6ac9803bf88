"""The ASGI app: bearer auth -> identity -> the caller's view of the Mind -> one route.

Reads and writes of a confined token only ever touch its libraries (the Mind's scope
policy enforces it on every service); writes are rate-limited per identity.
"""

from __future__ import annotations

import contextlib
import json
import logging
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from pydantic import ValidationError
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route as StarletteRoute

from mgimind import operations
from mgimind.doors.http.openapi import openapi_spec
from mgimind.doors.http.quota import WriteQuota
from mgimind.doors.http.routes import Route, routes
from mgimind.errors import InvalidInput, MgimindError, NotFound, ScopeDenied, SecretRefused
from mgimind.security.tokens import Identity, TokenStore
from mgimind.serialize import to_jsonable

if TYPE_CHECKING:
    from mgimind.engine.mind import Mind

# A request handler, and what builds one for a route.
Handler = Callable[[Request], Awaitable[Response]]

log = logging.getLogger("mgimind.doors.http")


def _error(status: int, what: str, fix: str | None = None, **extra: Any) -> JSONResponse:
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


def _bearer_identity(
    request: Request, tokens: TokenStore
) -> tuple[Any, JSONResponse | None]:  # (Identity, None) or (None, the 401)
    """The identity of the request's bearer token, or the 401 that says how to get one."""
    header = request.headers.get("authorization", "")
    token = header[7:].strip() if header.lower().startswith("bearer ") else ""
    identity = tokens.verify(token)
    if identity is None:
        return None, _error(
            401, "missing or unknown bearer token", "create one: mgimind token create NAME"
        )
    return identity, None


async def _parameters(
    request: Request, route: Route, max_body: int
) -> tuple[Any, JSONResponse | None]:  # (the parameters, None) or (None, the 4xx)
    """The route's validated parameters from the JSON body, or the 4xx that says why not."""
    raw = await request.body()
    if len(raw) > max_body:
        return None, _error(413, f"body is {len(raw)} bytes; the limit is {max_body}")
    try:
        data = json.loads(raw) if raw.strip() else {}
        if not isinstance(data, dict):
            raise ValueError("the body must be a JSON object")
        return route.op.params.model_validate(data), None
    except ValidationError as e:  # before ValueError: it is one
        details = json.loads(e.json(include_url=False, include_input=False))
        return None, _error(422, "invalid request", details=details)
    except (ValueError, UnicodeDecodeError) as e:
        return None, _error(400, f"malformed JSON body: {e}")


def _over_quota(route: Route, identity: Identity, quota: WriteQuota) -> JSONResponse | None:
    """The 429 for a write over the identity's quota (reads are never limited)."""
    wait = quota.take(identity.name) if route.op.writes else None
    if wait is None:
        return None
    return _error(
        429,
        f"write quota exceeded for {identity.name}",
        f"retry in {wait:.1f} s",
        retry_after=round(wait, 1),
    )


def _answer(route: Route, run: Callable[[], Any]) -> JSONResponse:
    """The operation's result, or its error as a status a client can act on."""
    try:
        result = run()
    except MgimindError as e:
        return _error(_status_for(e), e.what, e.fix)
    except Exception:
        log.exception("route %s failed", route.name)
        return _error(500, f"{route.name} failed unexpectedly", "see the daemon log, and report it")
    return JSONResponse({"result": to_jsonable(result)})


def create_app(
    mind: Mind,
    tokens: TokenStore | None = None,
    *,
    guard: Callable[[str], AbstractContextManager[Any]] | None = None,
) -> Starlette:
    """The HTTP door over one (daemon-owned) Mind: one route per operation with an HTTP
    path, each request authenticated, parsed, limited, then run through the dispatcher.

    `guard`, when given, is a context-manager factory every Mind call runs inside: the
    daemon passes its own, so HTTP requests take the same lock (and count as the same
    activity) as socket requests."""
    tokens = tokens or TokenStore(mind.home)
    guard = guard or contextlib.nullcontext
    quota = WriteQuota(mind.config.http.write_quota_per_minute)
    max_body = mind.config.http.max_body_bytes

    def call(route: Route, identity: Identity, body: Any) -> Any:
        with guard(f"op:{route.name}"):
            caller = mind.as_identity(identity.actor, identity.libraries)
            return operations.invoke(caller, route.op, body)

    def endpoint(route: Route) -> Handler:
        async def handle(request: Request) -> Response:
            identity, refused = _bearer_identity(request, tokens)
            if refused is not None:
                return refused
            body, refused = await _parameters(request, route, max_body)
            if refused is not None:
                return refused
            if getattr(mind, route.op.service, None) is None:
                return _error(501, f"{route.name} is not available in this build")
            refused = _over_quota(route, identity, quota)
            if refused is not None:
                return refused
            return await run_in_threadpool(_answer, route, lambda: call(route, identity, body))

        return handle

    return Starlette(routes=_routes(endpoint))


def _routes(endpoint: Callable[[Route], Handler]) -> list[StarletteRoute]:
    """The operations' routes, and the two the door itself answers."""
    described = openapi_spec()

    async def spec(request: Request) -> Response:
        return JSONResponse(described)

    async def health(request: Request) -> Response:
        return JSONResponse({"ok": True})

    served = [StarletteRoute(r.path, endpoint(r), methods=[r.method]) for r in routes()]
    served += [
        StarletteRoute("/openapi.json", spec, methods=["GET"]),
        StarletteRoute("/health", health, methods=["GET"]),
    ]
    return served


def serve_http(mind: Mind, host: str, port: int) -> None:
    """Serve the door (blocking) on loopback. Refuses a non-loopback address."""
    import uvicorn

    if host not in ("127.0.0.1", "::1", "localhost"):
        raise InvalidInput(
            f"the HTTP door listens on loopback only, not {host}", fix="use 127.0.0.1:PORT"
        )
    uvicorn.run(create_app(mind), host=host, port=port, log_level="warning")
