"""The gate in front of every route of the review page: no agent's bearer token, only
this loopback Host, a session cookie bound to its address, and on a POST the page's own
Origin and the session's CSRF token. Handlers run one at a time off the event loop, and
an error is shown on the page (a flash after a POST), never a bare 500. Every response
carries `SECURITY_HEADERS`."""

from __future__ import annotations

from html import escape
from typing import Callable

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from mgimind.doors.review_page.auth import PageAuth, Session
from mgimind.doors.review_page.page import Page, PageState, back
from mgimind.errors import MgimindError, NotFound
from mgimind.security.review import ReviewRequired

Handler = Callable[[PageState, Page], Response]
SECURITY_HEADERS = {
    # No script runs on this page at all: plain forms, inline SVG, one stylesheet.
    "Content-Security-Policy": "default-src 'none'; style-src 'self'; img-src 'self' data:; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    # same-origin, not no-referrer: with no-referrer a browser sends "Origin: null" on a
    # form POST, and the origin check needs the real one.
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}


def guarded(state: PageState, auth: PageAuth, path: str, handler: Handler, method: str) -> Route:
    """The route `method path` running `handler` behind the gate."""

    async def endpoint(request: Request) -> Response:
        refusal = _refusal(request, auth)
        if refusal is not None:
            return refusal
        session = auth.session(request.cookies.get(auth.cookie), request.headers.get("host"))
        if session is None:
            return _refused(
                401,
                "This review page needs the link `mgimind review` printed.",
                "Run `mgimind review` again in your terminal for a new link.",
            )
        form: dict[str, str] = {}
        many: dict[str, list[str]] = {}
        if request.method == "POST":
            sent = await _checked_form(request, auth, session)
            if isinstance(sent, Response):
                return sent
            form, many = sent
        page = Page(request, session, form, many)
        return _secure(await run_in_threadpool(_run, state, handler, page))

    return Route(path, endpoint, methods=[method])


async def _checked_form(
    request: Request, auth: PageAuth, session: Session
) -> tuple[dict[str, str], dict[str, list[str]]] | Response:
    """A POST's form (each field's first value, and every value), or the refusal of a form
    sent from another site or without the session's CSRF token."""
    if not auth.origin_ok(request.headers.get("origin")):
        return _refused(403, "This form was sent from another site.")
    raw = await request.form()
    form = {k: v for k, v in raw.items() if isinstance(v, str)}
    many = {k: [v for v in raw.getlist(k) if isinstance(v, str)] for k in set(raw.keys())}
    if not auth.csrf_ok(session, form.get("csrf")):
        return _refused(
            403,
            "This form has no valid CSRF token.",
            "Reload the page and send the form again.",
        )
    return form, many


def _run(state: PageState, handler: Handler, page: Page) -> Response:
    """`handler` on `page`, one at a time; an error becomes a flash (POST) or a page."""
    request = page.request
    with state.one_at_a_time:
        try:
            return handler(state, page)
        except Exception as e:  # shown on the page, never a bare 500
            if not isinstance(e, MgimindError):
                e = MgimindError(
                    f"unexpected {type(e).__name__}: {e}",
                    fix="see the terminal running `mgimind review`, and `mgimind daemon status`",
                )
            if request.method == "POST":
                page.flash(f"Refused: {e.what}" + (f" ({e.fix})" if e.fix else ""))
                return back(_back_to(request))
            return state.render(page, "error.html", status=_status(e), error=e)


def start(auth: PageAuth) -> Route:
    """`GET /`: the link `mgimind review` printed trades its one-time token for a session
    cookie; with a session already, on to the quarantine."""

    async def endpoint(request: Request) -> Response:
        refusal = _refusal(request, auth)
        if refusal is not None:
            return refusal
        token = request.query_params.get("token")
        if token is not None:
            return _exchange(auth, token)
        if auth.session(request.cookies.get(auth.cookie), request.headers.get("host")) is None:
            return _refused(401, "This review page needs the link `mgimind review` printed.")
        return _secure(RedirectResponse("/quarantine", status_code=303))

    return Route("/", endpoint, methods=["GET"], name="start")


def _exchange(auth: PageAuth, token: str) -> Response:
    sid = auth.exchange(token)
    if sid is None:
        return _refused(
            403,
            "This link was used already, or it expired.",
            "Run `mgimind review` again in your terminal for a new link.",
        )
    # A page that moves on by itself, not a redirect: the browser may have come
    # from the launcher file (another site, for SameSite), and a Strict cookie
    # set here is only sent on a navigation this page starts.
    response = HTMLResponse(
        '<!doctype html><meta http-equiv="refresh" content="0;url=/quarantine">'
        '<title>mgimind review</title><p><a href="/quarantine">Continue</a></p>'
    )
    response.set_cookie(auth.cookie, sid, httponly=True, samesite="strict", path="/", secure=False)
    return _secure(response)


def _refusal(request: Request, auth: PageAuth) -> Response | None:
    """Refuse an agent's bearer token and any Host but this loopback port."""
    if "authorization" in request.headers:
        return _refused(
            403,
            "The review page is a person's: an HTTP door token (an agent's) is not accepted.",
        )
    if request.headers.get("host") not in auth.hosts():
        return _refused(403, "Unexpected Host header: the review page answers on loopback only.")
    return None


def _refused(status: int, what: str, fix: str | None = None) -> Response:
    body = f"<!doctype html><title>mgimind review</title><h1>{status}</h1><p>{escape(what)}</p>"
    if fix:
        body += f"<p>{escape(fix)}</p>"
    return _secure(HTMLResponse(body, status_code=status))


def _secure(response: Response) -> Response:
    for name, value in SECURITY_HEADERS.items():
        response.headers[name] = value
    return response


def _back_to(request: Request) -> str:
    path = request.url.path
    return "/" + path.strip("/").split("/")[0] if path.count("/") > 1 else "/quarantine"


def _status(e: MgimindError) -> int:
    if isinstance(e, NotFound):
        return 404
    if isinstance(e, ReviewRequired):
        return 403
    return 400
