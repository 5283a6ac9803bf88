"""The review page's routes: every read and every action is an operation of the table
(`operations.call` on the daemon client or an in-process Mind), run as the person at
the command line; with review.require_human on, each approval carries the review secret
the person typed in its form (see `WebApprover`).

Handlers are plain functions run one at a time off the event loop (a daemon client is
one connection); each returns HTML rendered from templates/ with autoescaping on, since
everything shown was written by an agent.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any, Callable

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from mgimind.review import ReviewRequired, approval_from_secret

from .. import operations
from ..errors import MgimindError, NotFound
from .auth import PageAuth, Session
from .timeline import parse_time, timeline_svg

HERE = Path(__file__).parent
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
TOMBSTONES = ("superseded", "rejected", "invalidated")


class WebApprover:
    """Approvals on the web channel. With review.require_human on, an approval needs the
    review secret, typed in the approve form for each batch: the page's session, cookie
    and CSRF token are no approval on their own (an agent with a shell can open the page
    and read them). The secret is sent to the gate and forgotten; it is not kept here."""

    def __init__(self, mind):
        self.mind = mind

    def required(self) -> bool:
        """Asked each time: the setting may change while the page is open."""
        return bool(self.mind.review.required())

    def run(self, name: str, params: dict, action: str, item_id: str, secret: str = "") -> Any:
        """Operation `name` with an approval of `action` on `item_id` (the secret typed in
        the form) when review is required."""
        if self.required():
            approval = approval_from_secret(secret, action, item_id, "web")
            params = {**params, "approval": approval.model_dump()}
        return operations.call(self.mind, name, params)


class Page:
    """One request as a handler sees it."""

    def __init__(
        self,
        request: Request,
        session: Session,
        form: dict[str, str],
        many: dict[str, list[str]] | None = None,
    ):
        self.request = request
        self.session = session
        self.form = form
        self.many = many or {}

    def all(self, name: str) -> list[str]:
        """Every value a form sent for `name` (a batch's checkboxes), in order, once each."""
        values = self.many.get(name) or ([self.form[name]] if name in self.form else [])
        return list(dict.fromkeys(v.strip() for v in values if v.strip()))

    def arg(self, name: str, default: str = "") -> str:
        value = self.form.get(name) if self.form else None
        if value is None:
            value = self.request.query_params.get(name)
        return (value if value is not None else default).strip()

    def flash(self, message: str) -> None:
        self.session.flash.append(message)


def create_app(mind, auth: PageAuth, approver: WebApprover | None = None) -> Starlette:
    """The review page for `mind` (a daemon client or a Mind) behind `auth`."""
    from jinja2 import Environment, FileSystemLoader, select_autoescape

    env = Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["ts"] = lambda value: parse_time(value) or time.time()
    approver = approver or WebApprover(mind)
    one_at_a_time = threading.Lock()

    def op(name: str, **params) -> Any:
        return operations.call(mind, name, params)

    def render(page: Page, template: str, status: int = 200, **values) -> HTMLResponse:
        flashes, page.session.flash[:] = list(page.session.flash), []
        html = env.get_template(template).render(
            csrf=page.session.csrf,
            flashes=flashes,
            path=page.request.url.path,
            review_required=approver.required(),
            **values,
        )
        return HTMLResponse(html, status_code=status)

    def back(to: str) -> RedirectResponse:
        return RedirectResponse(to, status_code=303)

    # --- pages ----------------------------------------------------------------------

    def quarantine(page: Page):
        items = op("quarantine.list", limit=200)
        neighbours = {}
        for item in items:
            if item.duplicate_of and item.duplicate_of not in neighbours:
                try:
                    neighbours[item.duplicate_of] = op("memory.get", memory_id=item.duplicate_of)
                except NotFound:
                    neighbours[item.duplicate_of] = None
        return render(page, "quarantine.html", items=items, neighbours=neighbours)

    def approve(page: Page):
        ids = page.all("memory_id")
        if not ids:
            page.flash("Nothing was selected to approve.")
            return back("/quarantine")
        text = page.form.get("text")
        if text is not None and text.strip() and len(ids) == 1:
            current = op("quarantine.show", memory_id=ids[0])
            if text.replace("\r\n", "\n").strip() != current.text.strip():
                op("memory.edit", memory_id=ids[0], text=text.replace("\r\n", "\n").strip())
                page.flash(f"Edited {ids[0]}.")
        secret = page.form.get("secret", "")
        for memory_id in ids:  # one secret for the batch: the gate hashes it once
            item = approver.run(
                "quarantine.promote", {"memory_id": memory_id}, "promote", memory_id, secret
            )
            page.flash(f"Approved {item.id}: it is in {item.library} now.")
        return back("/quarantine")

    def reject(page: Page):
        memory_id = page.arg("memory_id")
        op("quarantine.expire", memory_id=memory_id, reason="rejected on the review page")
        page.flash(f"Rejected {memory_id}: it is forgotten.")
        return back("/quarantine")

    def facts(page: Page):
        contested = op("fact.contested")
        by_id = {f.id: f for f in contested}
        pairs, seen = [], set()
        for fact in contested:
            for rival_id in fact.rivals:
                key = tuple(sorted((fact.id, rival_id)))
                if key in seen:
                    continue
                seen.add(key)
                rival = by_id.get(rival_id) or _get_fact(rival_id)
                if rival is None:
                    continue
                incumbent, challenger = sorted((fact, rival), key=lambda f: f.recorded_at)
                pairs.append((incumbent, challenger))
        latest: dict[str, Any] = {}
        for version in op("fact.query", history=True):
            if version.id not in latest or version.version > latest[version.id].version:
                latest[version.id] = version
        tombstones = sorted(
            (f for f in latest.values() if f.status in TOMBSTONES),
            key=lambda f: (-f.rejected_attempts, f.retired_at or ""),
        )[:100]
        return render(page, "facts.html", pairs=pairs, tombstones=tombstones, now=time.time())

    def _get_fact(fact_id: str):
        try:
            return op("fact.get", fact_id=fact_id)
        except NotFound:
            return None

    def confirm_fact(page: Page):
        from mgimind.facts import CONFIRM_ACTION

        fact_id, secret = page.arg("fact_id"), page.form.get("secret", "")
        params = {"fact_id": fact_id}
        verdict = approver.run("fact.confirm", params, CONFIRM_ACTION, fact_id, secret)
        page.flash(f"Confirmed {verdict.fact.text!r}: {verdict.verdict} ({verdict.reason}).")
        return back("/facts")

    def restore_fact(page: Page):
        from ..facts.service import RESTORE_ACTION

        fact_id = page.arg("fact_id")
        secret = page.form.get("secret", "")
        params = {"fact_id": fact_id}
        verdict = approver.run("fact.restore", params, RESTORE_ACTION, fact_id, secret)
        page.flash(f"Restored {verdict.fact.text!r}: {verdict.verdict}.")
        return back("/facts")

    def procedures(page: Page):
        waiting = op("procedure.list", unverified=True)
        return render(page, "procedures.html", procedures=waiting)

    def report(page: Page):
        outcome = page.arg("outcome")
        done = op("procedure.report", procedure_id=page.arg("procedure_id"), outcome=outcome)
        page.flash(f"Recorded that the fix for {done.error[:60]!r} {outcome}.")
        return back("/procedures")

    def memories(page: Page):
        query, library, view = page.arg("q"), page.arg("library"), page.arg("view", "current")
        libraries = [library] if library else None
        if query:
            found = op("memory.search", query=query, libraries=libraries, limit=30)
        else:
            found = op(
                "memory.browse",
                libraries=libraries,
                view="history" if view == "history" else "current",
                limit=50,
            )
        return render(
            page,
            "memories.html",
            found=found,
            query=query,
            library=library,
            view=view,
            libraries=op("library.list"),
        )

    def memory(page: Page):
        memory_id = page.request.path_params["memory_id"]
        confirm = page.arg("confirm")
        item = op("memory.get", memory_id=memory_id)
        return render(page, "memory.html", item=item, confirm=confirm)

    def archive(page: Page):
        item = op("memory.archive", memory_id=page.arg("memory_id"), reason="archived on the page")
        page.flash(f"Archived {item.id}: hidden from recall, kept in history.")
        return back("/memories")

    def restore(page: Page):
        item = op("memory.restore", memory_id=page.arg("memory_id"))
        page.flash(f"Restored {item.id}: recall and search see it again.")
        return back(f"/memories/{item.id}")

    def delete(page: Page):
        done = op("memory.delete", memory_id=page.arg("memory_id"))
        page.flash(f"Deleted {done['deleted']}: its text is gone from the store.")
        return back("/memories")

    def timeline(page: Page):
        subject = page.arg("subject")
        every = op("fact.query", history=True)
        subjects = sorted({f.subject for f in every}, key=str.lower)
        versions = [f for f in every if f.subject == subject] if subject else []
        svg = timeline_svg(versions, time.time()) if versions else ""
        return render(
            page, "timeline.html", subjects=subjects, subject=subject, svg=svg, versions=versions
        )

    def audit(page: Page):
        from ..audit import AuditLog

        log = AuditLog(Path(mind.home) / "audit.log")
        entries = list(reversed(log.tail(60)))
        return render(page, "audit.html", entries=entries, verified=log.verify(), log_path=log.path)

    # --- the gate in front of every route -------------------------------------------

    def guarded(handler: Callable[[Page], Response], method: str = "GET"):
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
                if not auth.origin_ok(request.headers.get("origin")):
                    return _refused(403, "This form was sent from another site.")
                raw = await request.form()
                form = {k: v for k, v in raw.items() if isinstance(v, str)}
                many = {
                    k: [v for v in raw.getlist(k) if isinstance(v, str)] for k in set(raw.keys())
                }
                if not auth.csrf_ok(session, form.get("csrf")):
                    return _refused(
                        403,
                        "This form has no valid CSRF token.",
                        "Reload the page and send the form again.",
                    )

            def run() -> Response:
                page = Page(request, session, form, many)
                with one_at_a_time:
                    try:
                        return handler(page)
                    except Exception as e:  # shown on the page, never a bare 500
                        if not isinstance(e, MgimindError):
                            e = MgimindError(
                                f"unexpected {type(e).__name__}: {e}",
                                fix="see the terminal running `mgimind review`, and "
                                "`mgimind daemon status`",
                            )
                        if request.method == "POST":
                            page.flash(f"Refused: {e.what}" + (f" ({e.fix})" if e.fix else ""))
                            return back(_back_to(request))
                        return render(page, "error.html", status=_status(e), error=e)

            return _secure(await run_in_threadpool(run))

        return Route(handler_path[handler], endpoint, methods=[method])

    async def start(request: Request) -> Response:
        refusal = _refusal(request, auth)
        if refusal is not None:
            return refusal
        token = request.query_params.get("token")
        if token is not None:
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
            response.set_cookie(
                auth.cookie, sid, httponly=True, samesite="strict", path="/", secure=False
            )
            return _secure(response)
        if auth.session(request.cookies.get(auth.cookie), request.headers.get("host")) is None:
            return _refused(401, "This review page needs the link `mgimind review` printed.")
        return _secure(RedirectResponse("/quarantine", status_code=303))

    handler_path = {
        quarantine: "/quarantine",
        approve: "/quarantine/approve",
        reject: "/quarantine/reject",
        facts: "/facts",
        confirm_fact: "/facts/confirm",
        restore_fact: "/facts/restore",
        procedures: "/procedures",
        report: "/procedures/report",
        memories: "/memories",
        memory: "/memories/{memory_id}",
        archive: "/memories/archive",
        restore: "/memories/restore",
        delete: "/memories/delete",
        timeline: "/timeline",
        audit: "/audit",
    }
    posts = {approve, reject, confirm_fact, restore_fact, report, archive, restore, delete}
    routes = [Route("/", start, methods=["GET"])]
    # The POST routes first: "/memories/archive" must not be read as a memory id.
    for handler in sorted(handler_path, key=lambda h: h not in posts):
        routes.append(guarded(handler, "POST" if handler in posts else "GET"))
    routes.append(Mount("/static", StaticFiles(directory=HERE / "static"), name="static"))
    app = Starlette(routes=routes)
    app.state.approver = approver
    return app


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
    body = f"<!doctype html><title>mgimind review</title><h1>{status}</h1><p>{_esc(what)}</p>"
    if fix:
        body += f"<p>{_esc(fix)}</p>"
    return _secure(HTMLResponse(body, status_code=status))


def _esc(text: str) -> str:
    from html import escape

    return escape(text)


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
