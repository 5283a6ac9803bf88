"""The review page's GET views: each reads through operations and renders a template.
Every view is `view(state, page) -> Response`, run under the guard (see guard.py)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from starlette.responses import Response

from mgimind.doors.review_page.page import Page, PageState
from mgimind.doors.review_page.timeline import timeline_svg
from mgimind.errors import NotFound

TOMBSTONES = ("superseded", "rejected", "invalidated")


def quarantine(state: PageState, page: Page) -> Response:
    items = state.op("quarantine.list", limit=200)
    neighbours = {}
    for item in items:
        if item.duplicate_of and item.duplicate_of not in neighbours:
            try:
                neighbours[item.duplicate_of] = state.op("memory.get", memory_id=item.duplicate_of)
            except NotFound:
                neighbours[item.duplicate_of] = None
    return state.render(page, "quarantine.html", items=items, neighbours=neighbours)


def facts(state: PageState, page: Page) -> Response:
    pairs = _contested_pairs(state)
    tombstones = _tombstones(state)
    # Facts a person stands behind that an agent proposed to invalidate: the person decides.
    proposed = [f for f in state.op("fact.contested") if f.invalidation_proposals]
    return state.render(
        page, "facts.html", pairs=pairs, proposed=proposed, tombstones=tombstones, now=time.time()
    )


def _contested_pairs(state: PageState) -> list[tuple[Any, Any]]:
    """Each contested fact with its rival once, as (incumbent, challenger) by recording."""
    contested = state.op("fact.contested")
    by_id = {f.id: f for f in contested}
    pairs, seen = [], set()
    for fact in contested:
        for rival_id in fact.rivals:
            key = tuple(sorted((fact.id, rival_id)))
            if key in seen:
                continue
            seen.add(key)
            rival = by_id.get(rival_id) or _get_fact(state, rival_id)
            if rival is None:
                continue
            incumbent, challenger = sorted((fact, rival), key=lambda f: f.recorded_at)
            pairs.append((incumbent, challenger))
    return pairs


def _tombstones(state: PageState) -> list[Any]:
    """The latest version of each retired fact, most often re-asserted first (100 at most)."""
    latest: dict[str, Any] = {}
    for version in state.op("fact.query", history=True):
        if version.id not in latest or version.version > latest[version.id].version:
            latest[version.id] = version
    return sorted(
        (f for f in latest.values() if f.status in TOMBSTONES),
        key=lambda f: (-f.rejected_attempts, f.retired_at or ""),
    )[:100]


def _get_fact(state: PageState, fact_id: str) -> Any:  # a Fact, or None
    try:
        return state.op("fact.get", fact_id=fact_id)
    except NotFound:
        return None


def procedures(state: PageState, page: Page) -> Response:
    waiting = state.op("procedure.list", unverified=True)
    return state.render(page, "procedures.html", procedures=waiting)


def memories(state: PageState, page: Page) -> Response:
    query, library, view = page.arg("q"), page.arg("library"), page.arg("view", "current")
    libraries = [library] if library else None
    if query:
        found = state.op("memory.search", query=query, libraries=libraries, limit=30)
    else:
        found = state.op(
            "memory.browse",
            libraries=libraries,
            view="history" if view == "history" else "current",
            limit=50,
        )
    return state.render(
        page,
        "memories.html",
        found=found,
        query=query,
        library=library,
        view=view,
        libraries=state.op("library.list"),
    )


def memory(state: PageState, page: Page) -> Response:
    memory_id = page.request.path_params["memory_id"]
    confirm = page.arg("confirm")
    item = state.op("memory.get", memory_id=memory_id)
    return state.render(page, "memory.html", item=item, confirm=confirm)


def timeline(state: PageState, page: Page) -> Response:
    subject = page.arg("subject")
    every = state.op("fact.query", history=True)
    subjects = sorted({f.subject for f in every}, key=str.lower)
    versions = [f for f in every if f.subject == subject] if subject else []
    svg = timeline_svg(versions, time.time()) if versions else ""
    return state.render(
        page, "timeline.html", subjects=subjects, subject=subject, svg=svg, versions=versions
    )


def audit(state: PageState, page: Page) -> Response:
    from mgimind.store.audit import AuditLog

    log = AuditLog(Path(state.mind.home) / "audit.log")
    entries = list(reversed(log.tail(60)))
    return state.render(
        page, "audit.html", entries=entries, verified=log.verify(), log_path=log.path
    )
