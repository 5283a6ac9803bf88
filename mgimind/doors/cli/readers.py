"""What hooks inject, from the command line: how procedures (learn, procedure), skills,
sessions, pinned blocks, the session briefing and recall read (the commands come from
the operation table).

`--project PATH` scopes a command to a project (its git root, or the full path): writes
go to the project's library, reads cover it plus the shared library. Without it, writes
go to the shared library and reads cover every library. Paths are resolved here, in
the caller's directory, before a daemon sees them (operations.call).
"""

from __future__ import annotations

from typing import Any

import click

from mgimind.doors.cli.operations import GROUP_HELP, presents

GROUP_HELP.update(
    procedure="Recall procedures by error text and report how they worked out.",
    skill="Named playbooks: a trigger (when) and a body (what to do).",
    session="Sessions, scoped to an agent and a project.",
    pin="Pinned blocks: small named texts at the top of every briefing.",
)


# --- procedures -----------------------------------------------------------------------


@presents("procedure.learn")
def _learned(result: Any, params: dict[str, Any], **extra: Any) -> None:
    verb = "Learned" if result.created else "Already known"
    click.echo(f"{verb} {result.id} in {result.library}")


@presents("procedure.recall")
def _recalled(hits: Any, params: dict[str, Any], **extra: Any) -> None:
    if not hits:
        click.echo("No matching procedure.")
    for hit in hits:
        p = hit.procedure
        mark = " verified" if p.verified else ""
        click.echo(
            f"{p.id}  [{p.library}]  sim={hit.similarity:.2f} "
            f"worked={p.worked} failed={p.failed}{mark}"
        )
        click.echo(f"    error: {p.error}")
        click.echo(f"    fix:   {p.fix}")
        if p.context:
            click.echo(f"    context: {p.context}")


@presents("procedure.report")
def _reported(p: Any, params: dict[str, Any], **extra: Any) -> None:
    state = "verified" if p.verified else "not verified"
    click.echo(f"Recorded: {params['outcome']} ({p.worked} worked, {p.failed} failed; {state})")


@presents("procedure.list")
def _procedures(found: Any, params: dict[str, Any], **extra: Any) -> None:
    if not found:
        click.echo("No procedures.")
    for p in found:
        mark = "  verified" if p.verified else ""
        click.echo(f"{p.id}  [{p.library}]  worked={p.worked} failed={p.failed}{mark}")
        click.echo(f"    error: {p.error}")
        click.echo(f"    fix:   {p.fix}")


@presents("procedure.show")
def _procedure(p: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(
        f"{p.id}  [{p.library}]  worked={p.worked} failed={p.failed}"
        + ("  verified" if p.verified else "")
    )
    click.echo(f"error: {p.error}\nfix: {p.fix}" + (f"\ncontext: {p.context}" if p.context else ""))


@presents("procedure.forget")
def _forgot_procedure(result: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Forgot {params['procedure_id']}")


# --- skills ---------------------------------------------------------------------------


@presents("skill.set")
def _skill_saved(s: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Skill {s.name} saved in {s.library}")


@presents("skill.show")
def _skill(s: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"{s.name}  [{s.library}]  when: {s.trigger}\n{s.body}")


@presents("skill.remove")
def _skill_removed(result: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Removed skill {result['removed']}")


@presents("skill.list")
def _skills(entries: Any, params: dict[str, Any], **extra: Any) -> None:
    if not entries:
        click.echo("No skills.")
    for e in entries:
        click.echo(f"{e.name}  [{e.library}]  when: {e.trigger}")


@presents("skill.match")
def _matched(matches: Any, params: dict[str, Any], **extra: Any) -> None:
    if not matches:
        click.echo("No matching skill.")
    for m in matches:
        click.echo(
            f"{m.skill.name}  [{m.skill.library}]  sim={m.similarity:.2f}  when: {m.skill.trigger}"
        )
        click.echo("    " + m.skill.body.replace("\n", "\n    "))


# --- sessions -------------------------------------------------------------------------


@presents("session.start")
def _started(s: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(s.id)


@presents("session.end")
def _ended(s: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Ended {s.id}")


@presents("session.forget")
def _forgot_session(result: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Forgot {result['forgotten']}")


@presents("session.last")
def _last(s: Any, params: dict[str, Any], **extra: Any) -> None:
    if s is None:
        agent = params.get("agent")
        click.echo(
            f"No earlier session for agent {agent or 'default'!r} in this project"
            + ("" if agent else " (sessions are per agent: pass --agent NAME)")
            + "."
        )
        return
    click.echo(f"{s.id}  {s.agent}  {s.project}  ended {s.ended_at}\n{s.summary}")


# --- pinned blocks --------------------------------------------------------------------


@presents("pin.set")
def _pinned(p: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Pinned {p.name} in {p.library}")


@presents("pin.get")
def _pin(p: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(p.text)


@presents("pin.list")
def _pins(pins: Any, params: dict[str, Any], **extra: Any) -> None:
    if not pins:
        click.echo("No pinned blocks.")
    for p in pins:
        first = p.text.splitlines()[0] if p.text else ""
        click.echo(f"{p.name}  [{p.library}]  {first[:80]}")


@presents("pin.remove")
def _unpinned(result: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Unpinned {result['removed']}")


# --- briefing and recall --------------------------------------------------------------


@presents("briefing")
def _briefing(b: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(b.text)


@presents("recall")
def _recall(r: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(r.text or "Nothing relevant recalled.")


@presents("host_memory.import")
def _host_memories_imported(report: Any, params: dict[str, Any], **extra: Any) -> None:
    if not report.files:
        click.echo("No host memory files found for this folder.")
    for f in report.files:
        counts = ", ".join(
            f"{n} {what}"
            for what in ("added", "quarantined", "unchanged", "superseded", "retired")
            + ("rejected", "refused")
            if (n := getattr(f, what))
        )
        state = f"error: {f.error}" if f.error else counts or "nothing to import"
        click.echo(f"{f.host:12} {f.path}  ({f.author}'s, {f.library}): {state}")
