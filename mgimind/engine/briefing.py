"""The session briefing: what a host injects when a session starts.

Sections come from plugins through the `register_briefing_sections` hook (the built-in
ones are a default plugin, `default_plugins/briefing_sections.py`) and from the
registered kinds (each kind's `briefing` sections, see kinds.py). Each section renders
a list of items; the briefing lays them out by priority (lower = more important) and, when
over its hard budget, drops items from the least important section first and says what it
left out. Stored text is quoted data with date and source (see `framing`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Callable

from pydantic import BaseModel

from mgimind.errors import InvalidInput
from mgimind.memory.sessions import check_agent
from mgimind.services import scope as scopes
from mgimind.timeutil import now

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.engine.briefing")

MIN_BUDGET = 500
# Sections at or below this priority are never trimmed (the operating note).
REQUIRED_PRIORITY = 0


@dataclass
class BriefingContext:
    """What a section's render(ctx) receives."""

    mind: "MindAPI"
    project: str | None  # the project identity (git root or full path), or None
    agent: str
    libraries: list[str] | None  # the read scope; None = every library in scope
    write_library: str | None  # where this project's writes go
    budget: int
    now: datetime = field(default_factory=now)


@dataclass
class SectionSpec:
    name: str
    priority: int
    render: Callable[[BriefingContext], "str | list[str] | None"]
    title: str


class BriefingSection(BaseModel):
    name: str
    title: str
    priority: int
    text: str
    items: int  # items shown
    omitted: int = 0  # items left out for the budget


class Briefing(BaseModel):
    text: str
    sections: list[BriefingSection]
    omitted: dict[str, int] = {}  # section name -> items left out (over budget)
    failed: list[str] = []  # sections whose renderer raised (logged; briefing goes on)
    host_loaded: int = 0  # items left out because the host loads them itself
    budget: int
    project: str | None = None
    agent: str


def collect_sections(mind: "MindAPI") -> list[SectionSpec]:
    """Every registered section, then every kind's; the first registration of a name
    wins, and defaults register last, so a plugin can replace a built-in section (or a
    kind's) by name."""
    specs: dict[str, SectionSpec] = {}

    def register(
        name: str,
        priority: int,
        render: Callable[[BriefingContext], str | list[str] | None],
        title: str | None = None,
    ) -> None:
        if name not in specs:
            specs[name] = SectionSpec(
                name, int(priority), render, title or name.replace("_", " ").capitalize()
            )

    mind.plugins.hook.register_briefing_sections(register=register, mind=mind)
    for kind in mind.kinds.values():
        for section in kind.briefing:
            register(section.name, section.priority, section.render, section.title)
    return sorted(specs.values(), key=lambda s: s.priority)


def build_briefing(
    mind: "MindAPI",
    *,
    agent: str | None = None,
    budget: int | None = None,
    leave_out: Callable[[str], bool] | None = None,
    libraries: list[str] | None = None,
    project_id: str | None = None,
) -> Briefing:
    """The briefing over the scope the caller was resolved to: `libraries` the read scope
    (None every library in scope, [] nothing), `project_id` the project's identity.
    `leave_out(item)` says which rendered items to leave out (those the host loads itself
    this session, engine/host_context.py)."""
    budget = mind.config.briefing.budget_chars if budget is None else budget
    if not isinstance(budget, int) or budget < MIN_BUDGET:
        raise InvalidInput(
            f"briefing budget must be at least {MIN_BUDGET} characters, got {budget!r}"
        )
    ctx = BriefingContext(
        mind=mind,
        project=project_id,
        agent=check_agent(agent),
        libraries=scopes.read_libraries(mind, None, libraries),
        write_library=_write_target(mind, project_id),
        budget=budget,
    )
    rendered: list[tuple[SectionSpec, list[str]]] = []
    failed = []
    host_loaded = 0
    for spec in collect_sections(mind):
        try:
            items = spec.render(ctx)
        except Exception as e:  # a broken section must not cost the session its briefing
            log.warning("briefing section %s failed: %s", spec.name, e, exc_info=True)
            failed.append(spec.name)
            continue
        if isinstance(items, str):
            items = [items] if items.strip() else []
        kept = [i for i in items or [] if i and not (leave_out and leave_out(i))]
        host_loaded += len([i for i in items or [] if i]) - len(kept)
        if kept:
            rendered.append((spec, kept))
    briefing = _fit(rendered, budget, ctx, failed)
    briefing.host_loaded = host_loaded
    return briefing


def _write_target(mind: "MindAPI", identity: str | None) -> str | None:
    if identity is None or not mind.config.scope.project_libraries:
        return mind.config.scope.shared_library
    return scopes.project_library(identity)


def _block(spec: SectionSpec, items: list[str]) -> str:
    return f"## {spec.title}\n" + "\n".join(items)


def _footer(omitted: dict[str, int], totals: dict[str, int]) -> str:
    if not omitted:
        return ""
    parts = [f"{name}: {n} of {totals[name]} items" for name, n in omitted.items()]
    return (
        "## Left out (over the briefing budget)\n"
        + "; ".join(parts)
        + ". Ask mgimind recall for anything specific."
    )


def _fit(
    rendered: list[tuple[SectionSpec, list[str]]],
    budget: int,
    ctx: BriefingContext,
    failed: list[str],
) -> Briefing:
    """Drop items from the least important section until the whole fits the budget."""
    totals = {spec.name: len(items) for spec, items in rendered}
    kept = {spec.name: list(items) for spec, items in rendered}
    sizes = {spec.name: len(_block(spec, items)) for spec, items in rendered}
    omitted: dict[str, int] = {}

    def total() -> int:
        shown = [n for n in sizes if kept[n]]
        body = sum(sizes[n] for n in shown) + 2 * max(len(shown) - 1, 0)
        foot = _footer(omitted, totals)
        return body + (len(foot) + 2 if foot else 0)

    by_least_important = [
        spec
        for spec, _ in sorted(rendered, key=lambda r: -r[0].priority)
        if spec.priority > REQUIRED_PRIORITY
    ]
    # Two passes keep breadth: first every section is cut down to its lead item (least
    # important first), and only then do lead items go, so thirty pins cannot crowd out
    # the last session or the quarantine digest.
    for keep in (1, 0):
        for spec in by_least_important:
            items = kept[spec.name]
            while len(items) > keep and total() > budget:
                dropped = items.pop()
                omitted[spec.name] = omitted.get(spec.name, 0) + 1
                # Incremental: the item and its newline leave; an empty section leaves whole.
                sizes[spec.name] = sizes[spec.name] - len(dropped) - 1 if items else 0
            if total() <= budget:
                break
        if total() <= budget:
            break
    sections = []
    blocks = []
    for spec, _ in rendered:
        items = kept[spec.name]
        if items:
            blocks.append(_block(spec, items))
        sections.append(
            BriefingSection(
                name=spec.name,
                title=spec.title,
                priority=spec.priority,
                text=_block(spec, items) if items else "",
                items=len(items),
                omitted=omitted.get(spec.name, 0),
            )
        )
    foot = _footer(omitted, totals)
    text = "\n\n".join(_damage_notice(ctx.mind) + blocks + ([foot] if foot else []))
    if len(text) > budget:  # only required sections left and still too long: hard cut
        text = text[: budget - 1] + "…"
    return Briefing(
        text=text,
        sections=sections,
        omitted=omitted,
        failed=failed,
        budget=budget,
        project=ctx.project,
        agent=ctx.agent,
    )


def _damage_notice(mind: MindAPI) -> list[str]:
    """A damaged store is said first, never shown as a quiet, emptier memory."""
    damaged = getattr(mind, "damaged", None)
    check = damaged() if callable(damaged) else None
    if check is None:
        return []
    return [
        f"WARNING: mgimind's store is damaged and read-only: {check.problem}. "
        "Tell the user; nothing new can be remembered until it is repaired "
        "(mgimind doctor)."
    ]
