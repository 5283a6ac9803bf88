"""What hooks inject, from the command line: procedures (learn, procedure), skills,
sessions, pinned blocks, the session briefing and recall.

`--project PATH` scopes a command to a project (its git root, or the full path): writes
go to the project's library, reads cover it plus the shared library. Without it, writes
go to the shared library and reads cover every library. Paths are resolved here, in
the caller's directory, before a daemon sees them.
"""

from __future__ import annotations

import click

from ..scope import project_identity
from .common import emit_json, json_option, open_mind, read_text_arg


def _resolve_project(ctx, param, value):
    """Resolve the path here, in the caller's directory: a daemon has its own cwd."""
    return project_identity(value) if value else None


project_option = click.option(
    "--project",
    "-p",
    metavar="PATH",
    callback=_resolve_project,
    help="Project directory (any path inside it): scope to its library plus the shared one.",
)
library_option = click.option("--library", "-l", help="Write to this library instead.")
libraries_option = click.option(
    "--library", "-l", "libraries", multiple=True, help="Read only these libraries (repeatable)."
)
agent_option = click.option("--agent", "-a", default=None, help="Agent name (default: 'default').")


def register(cli: click.Group) -> None:
    for command in (learn, procedure, skill, session, pin, briefing, recall):
        cli.add_command(command)


# --- procedures -----------------------------------------------------------------------


@click.command()
@click.option("--error", "-e", "error", required=True, help="The error text (what went wrong).")
@click.option("--fix", "-f", "fix", required=True, help="What fixed it.")
@click.option("--context", "-c", help="Where it applied: tool, version, situation.")
@library_option
@project_option
@click.option("--source", help="Where this came from.")
@json_option
def learn(error, fix, context, library, project, source, as_json):
    """Remember a procedure: ERROR was fixed by FIX."""
    result = open_mind().procedures.learn(
        error, fix, context, library, project=project, source=source
    )
    if as_json:
        return emit_json(result)
    verb = "Learned" if result.created else "Already known"
    click.echo(f"{verb} {result.id} in {result.library}")


@click.group()
def procedure():
    """Recall procedures by error text and report how they worked out."""


@procedure.command("recall")
@click.argument("error_text")
@project_option
@libraries_option
@click.option("--limit", "-n", default=5, show_default=True, type=click.IntRange(1, 100))
@json_option
def procedure_recall(error_text, project, libraries, limit, as_json):
    """Procedures whose error matches ERROR_TEXT, best first."""
    hits = open_mind().procedures.recall(
        error_text, project=project, libraries=list(libraries) or None, limit=limit
    )
    if as_json:
        return emit_json(hits)
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


@procedure.command("report")
@click.argument("procedure_id")
@click.argument("outcome", type=click.Choice(["worked", "failed"]))
@json_option
def procedure_report(procedure_id, outcome, as_json):
    """Report that procedure PROCEDURE_ID worked or failed (changes later ranking)."""
    p = open_mind().procedures.report(procedure_id, outcome)
    if as_json:
        return emit_json(p)
    state = "verified" if p.verified else "not verified"
    click.echo(f"Recorded: {outcome} ({p.worked} worked, {p.failed} failed; {state})")


@procedure.command("list")
@project_option
@libraries_option
@click.option("--unverified", is_flag=True, help="Only those no report has verified yet.")
@json_option
def procedure_list(project, libraries, unverified, as_json):
    """Current procedures, newest first.

    --unverified: only those awaiting a report that their fix worked (the review page,
    `mgimind review`, lists these to verify)."""
    from .. import operations

    found = operations.call(
        open_mind(),
        "procedure.list",
        {"project": project, "libraries": list(libraries) or None, "unverified": unverified},
    )
    if as_json:
        return emit_json(found)
    if not found:
        click.echo("No procedures.")
    for p in found:
        mark = "  verified" if p.verified else ""
        click.echo(f"{p.id}  [{p.library}]  worked={p.worked} failed={p.failed}{mark}")
        click.echo(f"    error: {p.error}")
        click.echo(f"    fix:   {p.fix}")


@procedure.command("show")
@click.argument("procedure_id")
@json_option
def procedure_show(procedure_id, as_json):
    """Show one procedure."""
    p = open_mind().procedures.get(procedure_id)
    if as_json:
        return emit_json(p)
    click.echo(
        f"{p.id}  [{p.library}]  worked={p.worked} failed={p.failed}"
        + ("  verified" if p.verified else "")
    )
    click.echo(f"error: {p.error}\nfix: {p.fix}" + (f"\ncontext: {p.context}" if p.context else ""))


# --- skills ---------------------------------------------------------------------------


@click.group()
def skill():
    """Named playbooks: a trigger (when) and a body (what to do)."""


@skill.command("set")
@click.argument("name")
@click.argument("body", required=False)
@click.option("--trigger", "-t", required=True, help="When this skill applies.")
@library_option
@project_option
@json_option
def skill_set(name, body, trigger, library, project, as_json):
    """Create or replace skill NAME with BODY ('-' reads stdin)."""
    s = open_mind().skills.set(name, trigger, read_text_arg(body), library, project=project)
    if as_json:
        return emit_json(s)
    click.echo(f"Skill {s.name} saved in {s.library}")


@skill.command("show")
@click.argument("name")
@project_option
@json_option
def skill_show(name, project, as_json):
    """Show skill NAME with its body."""
    s = open_mind().skills.show(name, project=project)
    if as_json:
        return emit_json(s)
    click.echo(f"{s.name}  [{s.library}]  when: {s.trigger}\n{s.body}")


@skill.command("remove")
@click.argument("name")
@library_option
@project_option
def skill_remove(name, library, project):
    """Delete skill NAME."""
    open_mind().skills.remove(name, library, project=project)
    click.echo(f"Removed skill {name}")


@skill.command("list")
@project_option
@json_option
def skill_list(project, as_json):
    """The catalogue: names and triggers."""
    entries = open_mind().skills.list(project=project)
    if as_json:
        return emit_json(entries)
    if not entries:
        click.echo("No skills.")
    for e in entries:
        click.echo(f"{e.name}  [{e.library}]  when: {e.trigger}")


@skill.command("match")
@click.argument("task")
@project_option
@click.option("--limit", "-n", default=3, show_default=True, type=click.IntRange(1, 50))
@json_option
def skill_match(task, project, limit, as_json):
    """Skills that fit TASK, with their bodies."""
    matches = open_mind().skills.match(task, project=project, limit=limit)
    if as_json:
        return emit_json(matches)
    if not matches:
        click.echo("No matching skill.")
    for m in matches:
        click.echo(
            f"{m.skill.name}  [{m.skill.library}]  sim={m.similarity:.2f}  when: {m.skill.trigger}"
        )
        click.echo("    " + m.skill.body.replace("\n", "\n    "))


# --- sessions -------------------------------------------------------------------------

session_project = click.option(
    "--project",
    "-p",
    metavar="PATH",
    default=".",
    show_default=True,
    callback=_resolve_project,
    help="Project directory.",
)


@click.group()
def session():
    """Sessions, scoped to an agent and a project."""


@session.command("start")
@agent_option
@session_project
@click.option("--id", "session_id", help="Session id (default: a new one).")
@json_option
def session_start(agent, project, session_id, as_json):
    """Start a session; prints its id."""
    s = open_mind().sessions.start(agent, project, session_id)
    if as_json:
        return emit_json(s)
    click.echo(s.id)


@session.command("end")
@click.argument("session_id")
@click.argument("summary", required=False)
@click.option("--agent", "-a", default=None, help="Agent (needed if it was never started).")
@click.option(
    "--project",
    "-p",
    metavar="PATH",
    default=None,
    callback=_resolve_project,
    help="Project (needed if it was never started).",
)
@json_option
def session_end(session_id, summary, agent, project, as_json):
    """End SESSION_ID with SUMMARY ('-' reads stdin)."""
    s = open_mind().sessions.end(session_id, read_text_arg(summary), agent=agent, project=project)
    if as_json:
        return emit_json(s)
    click.echo(f"Ended {s.id}")


@session.command("forget")
@click.argument("session_id")
def session_forget(session_id):
    """Forget SESSION_ID: its record and summary (memories harvested from it are deleted
    one by one with `mgimind delete`)."""
    open_mind().sessions.forget(session_id)
    click.echo(f"Forgot {session_id}")


@session.command("last")
@agent_option
@session_project
@json_option
def session_last(agent, project, as_json):
    """The last ended session of this agent in this project."""
    s = open_mind().sessions.last(agent, project)
    if as_json:
        return emit_json(s)
    if s is None:
        who = agent or "default"
        click.echo(
            f"No earlier session for agent {who!r} in this project"
            + ("" if agent else " (sessions are per agent: pass --agent NAME)")
            + "."
        )
        return
    click.echo(f"{s.id}  {s.agent}  {s.project}  ended {s.ended_at}\n{s.summary}")


# --- pinned blocks --------------------------------------------------------------------


@click.group()
def pin():
    """Pinned blocks: small named texts at the top of every briefing."""


@pin.command("set")
@click.argument("name")
@click.argument("text", required=False)
@library_option
@project_option
@json_option
def pin_set(name, text, library, project, as_json):
    """Pin TEXT under NAME ('-' reads stdin)."""
    p = open_mind().pins.set(name, read_text_arg(text), library, project=project)
    if as_json:
        return emit_json(p)
    click.echo(f"Pinned {p.name} in {p.library}")


@pin.command("get")
@click.argument("name")
@project_option
@json_option
def pin_get(name, project, as_json):
    """Show pinned block NAME."""
    p = open_mind().pins.get(name, project=project)
    if as_json:
        return emit_json(p)
    click.echo(p.text)


@pin.command("list")
@project_option
@json_option
def pin_list(project, as_json):
    """List pinned blocks."""
    pins = open_mind().pins.list(project=project)
    if as_json:
        return emit_json(pins)
    if not pins:
        click.echo("No pinned blocks.")
    for p in pins:
        first = p.text.splitlines()[0] if p.text else ""
        click.echo(f"{p.name}  [{p.library}]  {first[:80]}")


@pin.command("remove")
@click.argument("name")
@library_option
@project_option
def pin_remove(name, library, project):
    """Unpin NAME."""
    open_mind().pins.remove(name, library, project=project)
    click.echo(f"Unpinned {name}")


# --- briefing and recall --------------------------------------------------------------


@click.command()
@project_option
@agent_option
@click.option("--budget", type=click.IntRange(500, None), help="Character budget.")
@json_option
def briefing(project, agent, budget, as_json):
    """The session briefing a host injects at session start."""
    b = open_mind().briefing(project=project, agent=agent, budget=budget)
    if as_json:
        return emit_json(b)
    click.echo(b.text)


@click.command()
@click.argument("query")
@project_option
@libraries_option
@click.option("--budget", type=click.IntRange(200, None), help="Character budget.")
@json_option
def recall(query, project, libraries, budget, as_json):
    """One ranked answer for QUERY across memories, facts, procedures and skills."""
    r = open_mind().recall(query, project=project, libraries=list(libraries) or None, budget=budget)
    if as_json:
        return emit_json(r)
    click.echo(r.text or "Nothing relevant recalled.")
