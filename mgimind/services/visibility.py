"""The one place that decides which statuses a reader may see.

Every reader (search, recall, briefing, history, browse, export, fact queries) derives
its filter from `visible_statuses`; nothing else compares statuses. A kind declares its
statuses where it is registered (`register_kinds`, see kinds.py), and every reader follows.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from mgimind.store.base import Condition, Eq, Filter, In, in_libraries

# "record" and "tombstone" are the fact kind's own views (mgimind/memory/facts/statuses.py).
View = Literal["current", "history", "review", "all", "record", "tombstone"]

# kind -> status -> the views that may show it; filled from the registered kinds.
_TABLE: dict[str, dict[str, tuple[str, ...]]] = {}


def register_statuses(kind: str, statuses: dict[str, tuple[str, ...]]) -> None:
    """Declare a kind's statuses (kinds.collect_kinds does, for every registered kind)."""
    _TABLE.setdefault(kind, {}).update(statuses)


def _rules(kind: str) -> dict[str, tuple[str, ...]]:
    if kind not in _TABLE:
        # Asked before any Mind collected the kinds (a reader used on its own): read
        # the registered kinds' statuses now, once per unknown kind.
        from mgimind.plugins import load_plugins

        def register(k: Any) -> None:  # a memory.kinds.Kind (a layer above)
            if k.name not in _TABLE and k.statuses:
                register_statuses(k.name, dict(k.statuses))

        load_plugins().hook.register_kinds(register=register)
    if kind not in _TABLE:
        raise KeyError(f"no visibility rules for kind {kind!r}")
    return _TABLE[kind]


def statuses(kind: str) -> tuple[str, ...]:
    return tuple(_rules(kind))


def visible_statuses(kind: str, view: View = "current") -> tuple[str, ...]:
    return tuple(s for s, views in _rules(kind).items() if view in views)


def is_visible(kind: str, status: str, view: View = "current") -> bool:
    return status in visible_statuses(kind, view)


def visibility_filter(kind: str, view: View = "current") -> Filter:
    """The filter every reader of `kind` starts from."""
    return Filter(must=(Eq("kind", kind), In("status", visible_statuses(kind, view))))


def scoped_filter(
    kinds: str | Iterable[str],
    libraries: Iterable[str] | None,
    view: View = "current",
    *conditions: Condition | None,
) -> Filter:
    """The one filter a scoped reader starts from: the points of `kinds` (one, or any of
    several) in a status `view` shows, within `libraries` (None: every library), with
    any further `conditions`. The read scope comes from `Mind.read_scope` or
    `scope.read_libraries`; a reader whose scope is [] finds nothing and asks nothing."""
    if isinstance(kinds, str):
        flt = visibility_filter(kinds, view)
    else:
        flt = Filter(should=tuple(visibility_filter(kind, view) for kind in kinds))
    return in_libraries(flt.and_(*conditions), None if libraries is None else tuple(libraries))
