"""What every handler of the review page works with: `Page`, one request as a handler
sees it, and `PageState`, the page's lasting parts (the Mind or daemon client, the
approver, the templates, the lock that runs handlers one at a time)."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse

from mgimind import operations
from mgimind.doors.review_page.auth import Session
from mgimind.doors.review_page.timeline import parse_time
from mgimind.security.review import ReviewRequired, approval_from_secret

if TYPE_CHECKING:
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

HERE = Path(__file__).parent


class WebApprover:
    """Approvals on the web channel. With review.require_human on, an approval needs the
    review secret, typed in the approve form for each batch: the page's session, cookie
    and CSRF token are no approval on their own (an agent with a shell can open the page
    and read them). The secret is sent to the gate and forgotten; it is not kept here."""

    def __init__(self, mind: Mind | Client):
        self.mind = mind

    def required(self) -> bool:
        """Asked each time: the setting may change while the page is open."""
        return bool(self.mind.review.required())

    def run(self, name: str, params: dict, action: str, item_id: str, secret: str = "") -> Any:
        """Operation `name` with an approval of `action` on `item_id` (the secret typed in
        the form, and the hash of the content the page showed, `params["content_hash"]`)
        when review is required."""
        if self.required():
            shown = params.get("content_hash")
            approval = approval_from_secret(secret, action, item_id, "web", shown)
            params = {**params, "approval": approval.model_dump()}
        return operations.call(self.mind, name, params)

    def proven(self, name: str, params: dict, secret: str = "") -> Any:
        """Operation `name`, run only once the secret typed in its form is proven, when
        review is required: for what cannot be undone (reject, delete). The page's
        session alone is not enough: an agent with a shell may have taken it."""
        if not self.required():
            return operations.call(self.mind, name, params)
        if not secret.strip():
            raise ReviewRequired(
                f"{name} on the review page asks for the review secret, and none was typed",
                fix="type the review secret in the form (the one chosen at `mgimind review init`)",
            )
        from mgimind.doors.client import DaemonClient

        if not isinstance(self.mind, DaemonClient):
            # Checked once for this call, never kept: the page's Mind serves later
            # requests, which must each carry the secret again.
            engine = getattr(getattr(self.mind, "transport", None), "mind", self.mind)
            engine.review.prove(secret.strip())
            return operations.call(self.mind, name, params)
        # Through a client of its own that carries the typed secret: the daemon checks it
        # (counted and braked like any approval) before it runs the operation.
        with DaemonClient(self.mind.home, actor=self.mind.actor) as proven:
            proven.prove_person(secret.strip())
            return operations.call(proven, name, params)


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


class PageState:
    """The page's lasting parts, shared by every handler: operations run on `mind` as the
    person at the command line, approvals go through `approver`, HTML is rendered from
    templates/ with autoescaping on (everything shown was written by an agent)."""

    def __init__(self, mind: Mind | Client, approver: WebApprover):
        from jinja2 import Environment, FileSystemLoader, select_autoescape

        self.mind = mind
        self.approver = approver
        self.one_at_a_time = threading.Lock()
        self.env = Environment(
            loader=FileSystemLoader(HERE / "templates"),
            autoescape=select_autoescape(["html"]),
            trim_blocks=True,
            lstrip_blocks=True,
        )
        self.env.filters["ts"] = lambda value: parse_time(value) or time.time()

    def op(self, name: str, **params: Any) -> Any:
        return operations.call(self.mind, name, params)

    def render(self, page: Page, template: str, status: int = 200, **values: Any) -> HTMLResponse:
        flashes, page.session.flash[:] = list(page.session.flash), []
        html = self.env.get_template(template).render(
            csrf=page.session.csrf,
            flashes=flashes,
            path=page.request.url.path,
            review_required=self.approver.required(),
            **values,
        )
        return HTMLResponse(html, status_code=status)


def back(to: str) -> RedirectResponse:
    return RedirectResponse(to, status_code=303)
