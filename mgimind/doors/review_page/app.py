"""The review page's routes: every read and every action is an operation of the table
(`operations.call` on the daemon client or an in-process Mind), run as the person at
the command line; with review.require_human on, each approval carries the review secret
the person typed in its form (see `WebApprover`).

The pieces: page.py (a request as handlers see it, and the page's lasting state),
views.py (the GET pages), actions.py (the POST forms), guard.py (the gate in front of
every route). Handlers are plain functions run one at a time off the event loop (a
daemon client is one connection); each returns HTML rendered from templates/ with
autoescaping on, since everything shown was written by an agent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.routing import BaseRoute, Mount
from starlette.staticfiles import StaticFiles

from mgimind.doors.review_page import actions, views
from mgimind.doors.review_page.auth import PageAuth
from mgimind.doors.review_page.guard import Handler, guarded, start
from mgimind.doors.review_page.page import HERE, PageState, WebApprover

if TYPE_CHECKING:
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

# The POST routes first: "/memories/archive" must not be read as a memory id.
POSTS: tuple[tuple[str, Handler], ...] = (
    ("/quarantine/approve", actions.approve),
    ("/quarantine/reject", actions.reject),
    ("/facts/confirm", actions.confirm_fact),
    ("/facts/restore", actions.restore_fact),
    ("/facts/invalidate", actions.invalidate_fact),
    ("/procedures/report", actions.report),
    ("/memories/archive", actions.archive),
    ("/memories/restore", actions.restore),
    ("/memories/delete", actions.delete),
)
GETS: tuple[tuple[str, Handler], ...] = (
    ("/quarantine", views.quarantine),
    ("/facts", views.facts),
    ("/procedures", views.procedures),
    ("/memories", views.memories),
    ("/memories/{memory_id}", views.memory),
    ("/timeline", views.timeline),
    ("/audit", views.audit),
)

__all__ = ["WebApprover", "create_app"]


def create_app(
    mind: Mind | Client, auth: PageAuth, approver: WebApprover | None = None
) -> Starlette:
    """The review page for `mind` (a daemon client or a Mind) behind `auth`."""
    state = PageState(mind, approver or WebApprover(mind))
    routes: list[BaseRoute] = [start(auth)]
    routes += [guarded(state, auth, path, handler, "POST") for path, handler in POSTS]
    routes += [guarded(state, auth, path, handler, "GET") for path, handler in GETS]
    routes.append(Mount("/static", StaticFiles(directory=HERE / "static"), name="static"))
    app = Starlette(routes=routes)
    app.state.approver = state.approver
    return app
