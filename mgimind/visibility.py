"""The one place that decides which statuses a reader may see.

Every reader (search, recall, briefing, history, browse, export, fact queries) derives
its filter from `visible_statuses`; nothing else compares statuses. Add a kind or a
status here, and every reader follows.
"""

from __future__ import annotations

from typing import Literal

from .store.base import Eq, Filter, In

View = Literal["current", "history", "review", "all"]

# kind -> status -> the views that may show it.
_TABLE: dict[str, dict[str, tuple[str, ...]]] = {
    "memory": {
        "active": ("current", "history", "all"),
        "quarantined": ("review", "all"),
        "archived": ("history", "all"),
    },
}


def register_statuses(kind: str, statuses: dict[str, tuple[str, ...]]) -> None:
    """Let a feature module declare its kind's statuses (done once, at import)."""
    _TABLE.setdefault(kind, {}).update(statuses)


def statuses(kind: str) -> tuple[str, ...]:
    return tuple(_TABLE[kind])


def visible_statuses(kind: str, view: View = "current") -> tuple[str, ...]:
    if kind not in _TABLE:
        raise KeyError(f"no visibility rules for kind {kind!r}")
    return tuple(s for s, views in _TABLE[kind].items() if view in views)


def is_visible(kind: str, status: str, view: View = "current") -> bool:
    return status in visible_statuses(kind, view)


def visibility_filter(kind: str, view: View = "current") -> Filter:
    """The filter every reader of `kind` starts from."""
    return Filter(must=(Eq("kind", kind), In("status", visible_statuses(kind, view))))
