"""Fact and predicate commands: `mgimind fact ...`, `mgimind predicate ...`."""

from __future__ import annotations

import click

from .common import (
    emit_json,
    human_approval,
    json_option,
    open_mind,
    read_targets,
    review_secret_option,
    write_target,
)
from .readers import _resolve_project, project_option

# `-p` is --predicate in `fact query`: the project there is long-form only.
project_long_option = click.option(
    "--project",
    metavar="PATH",
    callback=_resolve_project,
    help="Project directory (any path inside it): scope to its library plus the shared one.",
)

CARDINALITY = click.Choice(["multi", "single", "temporal-single"])


def register(cli: click.Group) -> None:
    cli.add_command(fact)
    cli.add_command(predicate)


@click.group()
def fact():
    """Facts: subject-predicate-object triples with a belief state (docs/belief.md)."""


@fact.command("add")
@click.argument("subject")
@click.argument("predicate_name", metavar="PREDICATE")
@click.argument("obj", metavar="OBJECT")
@click.option("--valid-from", help="World time it started to hold (ISO date/time).")
@click.option("--valid-to", help="World time it stopped holding (ISO date/time).")
@click.option("--source", help="Where this came from (a person, a URL, a document).")
@click.option("--session", help="The session this assertion comes from.")
@click.option("--based-on", "based_on", multiple=True, help="Id of a fact this one rests on.")
@click.option("--library", "-l", help="Library (default: the shared library).")
@project_option
@json_option
def add(
    subject,
    predicate_name,
    obj,
    valid_from,
    valid_to,
    source,
    session,
    based_on,
    library,
    project,
    as_json,
):
    """Assert SUBJECT PREDICATE OBJECT and print the verdict."""
    mind = open_mind()
    verdict = mind.facts.add(
        subject,
        predicate_name,
        obj,
        library=write_target(mind, project, library),
        valid_from=valid_from,
        valid_to=valid_to,
        source=source,
        session=session,
        based_on=list(based_on) or None,
    )
    if as_json:
        return emit_json(verdict)
    click.echo(f"{verdict.verdict}: {verdict.id}  {verdict.fact.text}  [{verdict.fact.status}]")
    click.echo(f"  {verdict.reason}")
    if verdict.weight is not None:
        click.echo(f"  weight {verdict.weight:g} vs entrenchment {verdict.entrenchment:g}")
    for label, ids in (
        ("retired", verdict.retired),
        ("contested with", verdict.rivals),
        ("closed", verdict.closed),
    ):
        if ids:
            click.echo(f"  {label}: {', '.join(ids)}")


@fact.command("query")
@click.option("--subject", "-s")
@click.option("--predicate", "-p", "predicate_name")
@click.option("--library", "-l", "libraries", multiple=True, help="Only these libraries.")
@project_long_option
@click.option("--as-of", help="World time: what held then.")
@click.option("--known-at", help="Record time: what the store believed then.")
@click.option("--history", is_flag=True, help="Every version and status.")
@json_option
def query(subject, predicate_name, libraries, project, as_of, known_at, history, as_json):
    """Facts: now by default; as of a world time; as known at a record time; history."""
    mind = open_mind()
    scope = read_targets(mind, project, libraries)
    facts = (
        []
        if scope == []
        else mind.facts.query(
            subject, predicate_name, scope, as_of=as_of, known_at=known_at, history=history
        )
    )
    if as_json:
        return emit_json(facts)
    if not facts:
        click.echo("No facts.")
    for f in facts:
        _print_fact(f, history)


@fact.command("get")
@click.argument("fact_id")
@click.option("--history", is_flag=True, help="Every version of this fact.")
@json_option
def get(fact_id, history, as_json):
    """One fact (its latest version), or all its versions."""
    facts = open_mind().facts
    result = facts.history(fact_id) if history else facts.get(fact_id)
    if as_json:
        return emit_json(result)
    for f in result if isinstance(result, list) else [result]:
        _print_fact(f, True)


@fact.command("search")
@click.argument("text")
@click.option("--library", "-l", "libraries", multiple=True)
@project_option
@click.option("--limit", "-n", default=10, show_default=True, type=click.IntRange(1, 1000))
@json_option
def search(text, libraries, project, limit, as_json):
    """Hybrid search over current facts."""
    mind = open_mind()
    scope = read_targets(mind, project, libraries)
    hits = [] if scope == [] else mind.facts.search(text, scope, limit=limit)
    if as_json:
        return emit_json(hits)
    if not hits:
        click.echo("No facts.")
    for h in hits:
        click.echo(f"sim={h.similarity:.2f}  ", nl=False)
        _print_fact(h.fact, False)


@fact.command("contested")
@click.option("--library", "-l", "libraries", multiple=True)
@json_option
def contested(libraries, as_json):
    """Facts waiting for review: contested pairs, both still visible."""
    facts = open_mind().facts.contested(list(libraries) or None)
    if as_json:
        return emit_json(facts)
    if not facts:
        click.echo("Nothing contested.")
    for f in facts:
        _print_fact(f, False)
        click.echo(
            f"    contested with: {', '.join(f.rivals) or '-'}  "
            f"(decide: mgimind fact confirm ID, or mgimind fact invalidate ID)"
        )


@fact.command("retest")
@click.option("--library", "-l", "libraries", multiple=True)
@project_long_option
@click.option("--fact", "fact_id", help="Re-test only this fact.")
@click.option("--limit", type=click.IntRange(1, 1000), default=50, show_default=True)
@json_option
def retest(libraries, project, fact_id, limit, as_json):
    """Re-test current facts against later memories now. Another value for the same
    subject and predicate lowers confidence and opens a contest; the same value raises
    it. The daemon also does this hourly (facts.retest_interval_s)."""
    mind = open_mind()
    scope = read_targets(mind, project, libraries)
    result = (
        {"facts": 0, "fact_ids": []}
        if scope == [] and fact_id is None
        else mind.facts.retest(scope, fact_id, limit)
    )
    if as_json:
        return emit_json(result)
    click.echo(
        f"Re-tested {result.get('facts', 0)} fact(s) against {result.get('evidence', 0)} "
        f"later memories: {result.get('doubts', 0)} doubted "
        f"({result.get('contests', 0)} contest(s) opened), "
        f"{result.get('confirmations', 0)} confirmed."
    )
    if result.get("contests"):
        click.echo("Review them: mgimind fact contested")


@fact.command("retest-status")
@click.option("--library", "-l", "libraries", multiple=True)
@project_long_option
@json_option
def retest_status(libraries, project, as_json):
    """When facts were last re-tested. How many current facts are contested, doubted or
    unconfirmed for long (facts.stale_days)."""
    mind = open_mind()
    status = mind.facts.retest_status(read_targets(mind, project, libraries))
    if as_json:
        return emit_json(status)
    last = status.get("last") or {}
    click.echo(
        f"re-test: {'on' if status['enabled'] else 'off'}, every {status['interval_s']:.0f}s; "
        f"last run {last.get('finished_at') or 'never'}"
    )
    click.echo(
        f"current facts: {status['current']} ({status['never_retested']} never re-tested, "
        f"{status['contested']} contested, {status['doubted']} doubted, "
        f"{status['stale']} unconfirmed for {status['stale_days']:.0f}+ days)"
    )


@fact.command("confirm")
@click.argument("fact_id")
@json_option
def confirm(fact_id, as_json):
    """Confirm a fact as a person (decides a contest in its favour)."""
    verdict = open_mind().facts.confirm(fact_id)
    if as_json:
        return emit_json(verdict)
    click.echo(f"{verdict.verdict}: {verdict.id}  {verdict.fact.text}")
    if verdict.retired:
        click.echo(f"  retired: {', '.join(verdict.retired)}")


@fact.command("invalidate")
@click.argument("fact_id")
@click.option("--reason", help="Why it is wrong.")
@json_option
def invalidate(fact_id, reason, as_json):
    """Declare a fact wrong: it leaves the current view and stays rejected if re-added."""
    f = open_mind().facts.invalidate(fact_id, reason)
    if as_json:
        return emit_json(f)
    click.echo(f"Invalidated {f.id}  {f.text}")


@fact.command("purge")
@click.argument("fact_id")
@json_option
def purge(fact_id, as_json):
    """Forget a fact: every version leaves the store, history included (the audit keeps
    only hashes). To keep it as a tombstone instead, use `invalidate`."""
    n = open_mind().facts.purge(fact_id)
    if as_json:
        return emit_json({"id": fact_id, "versions": n})
    click.echo(f"Purged {fact_id} ({n} version{'s' if n != 1 else ''})")


@fact.command("restore")
@click.argument("fact_id")
@review_secret_option
@json_option
def restore(fact_id, review_secret_file, as_json):
    """Revive an invalidated or defeated fact (a person approves when review is required)."""
    from ..facts import RESTORE_ACTION

    mind = open_mind()
    fid = mind.facts.get(fact_id).id

    def describe() -> str:
        current = mind.facts.get(fid)
        _print_fact(current, True)
        return f"Restore {fid} ({current.text})?"

    approval = human_approval(mind, RESTORE_ACTION, fid, review_secret_file, describe)
    verdict = mind.facts.restore(fid, approval)
    if as_json:
        return emit_json(verdict)
    click.echo(f"Restored {verdict.id}  {verdict.fact.text}  [{verdict.fact.status}]")
    if verdict.retired:
        click.echo(f"  retired: {', '.join(verdict.retired)}")


def _print_fact(f, detailed: bool) -> None:
    world = f"{f.valid_from or '…'} → {f.valid_to or '…'}"
    click.echo(f"{f.id}  [{f.library}]  {f.text}  ({f.status})  world {world}")
    if detailed:
        click.echo(
            f"    v{f.version} recorded {f.recorded_at}"
            + (f", retired {f.retired_at}" if f.retired_at else "")
            + f"; by {f.author} ({f.source_kind}), {f.confirmations} source(s)"
            + (", human-confirmed" if f.human_confirmed else "")
            + f"; confidence {f.confidence:.2f}"
            + (f", doubted {f.doubts}x" if f.doubts else "")
            + (f", last confirmed {f.last_confirmed_at[:10]}" if f.last_confirmed_at else "")
            + (f"; {f.retire_reason}" if f.retire_reason else "")
        )


@click.group()
def predicate():
    """The predicate registry: multi, single or temporal-single."""


@predicate.command("register")
@click.argument("name")
@click.option("--cardinality", "-c", type=CARDINALITY, required=True)
@click.option("--description", "-d", default="")
@json_option
def register_predicate(name, cardinality, description, as_json):
    """Declare a predicate's cardinality."""
    p = open_mind().facts.register_predicate(name, cardinality, description)
    if as_json:
        return emit_json(p)
    click.echo(f"Registered {p.name}: {p.cardinality}")


@predicate.command("list")
@json_option
def list_predicates(as_json):
    """Every registered predicate."""
    items = open_mind().facts.list_predicates()
    if as_json:
        return emit_json(items)
    if not items:
        click.echo("No predicates.")
    for p in items:
        click.echo(f"{p.name}  {p.cardinality}" + (f"  {p.description}" if p.description else ""))


@predicate.command("get")
@click.argument("name")
@json_option
def get_predicate(name, as_json):
    """One predicate."""
    p = open_mind().facts.get_predicate(name)
    if as_json:
        return emit_json(p)
    click.echo(f"{p.name}  {p.cardinality}  registered {p.registered_at} by {p.registered_by}")
