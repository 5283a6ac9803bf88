"""How fact and predicate operations read on the command line (`mgimind fact ...`,
`mgimind predicate ...`; the commands come from the operation table)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from mgimind import operations
from mgimind.doors.cli.common import human_approval, person_secret
from mgimind.doors.cli.operations import GROUP_HELP, presents
from mgimind.doors.cli.terminal_text import for_terminal

if TYPE_CHECKING:  # a client (mgimind.open()), or a Mind in this process
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

GROUP_HELP["fact"] = "Facts: subject-predicate-object triples with a belief state (docs/belief.md)."
GROUP_HELP["predicate"] = "The predicate registry: multi, single or temporal-single."


@presents("fact.add")
def _added(verdict: Any, params: dict[str, Any], **extra: Any) -> None:
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


@presents("fact.query")
def _queried(facts: Any, params: dict[str, Any], **extra: Any) -> None:
    if not facts:
        click.echo("No facts.")
    for f in facts:
        _print_fact(f, bool(params.get("history")))


@presents("fact.get")
def _got(result: Any, params: dict[str, Any], **extra: Any) -> None:
    for f in result if isinstance(result, list) else [result]:
        _print_fact(f, True)


@presents("fact.search")
def _found(hits: Any, params: dict[str, Any], **extra: Any) -> None:
    if not hits:
        click.echo("No facts.")
    for h in hits:
        click.echo(f"sim={h.similarity:.2f}  ", nl=False)
        _print_fact(h.fact, False)


@presents("fact.contested")
def _contested(facts: Any, params: dict[str, Any], **extra: Any) -> None:
    if not facts:
        click.echo("Nothing contested.")
    for f in facts:
        _print_fact(f, False)
        if f.rivals or not f.invalidation_proposals:
            click.echo(
                f"    contested with: {', '.join(f.rivals) or '-'}  "
                f"(decide: mgimind fact confirm ID, or mgimind fact invalidate ID)"
            )
        for p in f.invalidation_proposals:
            why = for_terminal(p.reason or "no reason given")  # an agent's words
            click.echo(
                f"    {for_terminal(p.by)} proposes to invalidate it ({why})  "
                f"(accept: mgimind fact invalidate {f.id}; keep it: mgimind fact confirm {f.id})"
            )


@presents("fact.retest")
def _retested(result: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(
        f"Re-tested {result.get('facts', 0)} fact(s) against {result.get('evidence', 0)} "
        f"later memories: {result.get('doubts', 0)} doubted "
        f"({result.get('contests', 0)} contest(s) opened), "
        f"{result.get('confirmations', 0)} confirmed."
    )
    if result.get("contests"):
        click.echo("Review them: mgimind fact contested")


@presents("fact.retest_status")
def _retest_status(status: Any, params: dict[str, Any], **extra: Any) -> None:
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


def _approve_confirm(mind: Mind | Client, params: dict) -> dict:
    """A person's approval of the confirmation, when review is required (the review
    secret typed at this terminal, then a yes after seeing the fact)."""
    from mgimind.memory.facts import CONFIRM_ACTION

    return _approve(mind, params, CONFIRM_ACTION, "Confirm")


@presents("fact.confirm", prepare=_approve_confirm)
def _confirmed(verdict: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"{verdict.verdict}: {verdict.id}  {verdict.fact.text}")
    if verdict.retired:
        click.echo(f"  retired: {', '.join(verdict.retired)}")


@presents("fact.invalidate")
def _invalidated(f: Any, params: dict[str, Any], **extra: Any) -> None:
    if f.status != "invalidated":  # a person's fact: an agent's invalidation only proposes
        click.echo(
            f"Proposed, not invalidated: {f.id}  {f.text} stays {f.status}. A person asserted "
            "or confirmed it, so the person decides (`mgimind fact invalidate ID` as the "
            "person, with the review secret when review is required)."
        )
        return
    click.echo(f"Invalidated {f.id}  {f.text}")


@presents("fact.purge")
def _purged(result: Any, params: dict[str, Any], **extra: Any) -> None:
    n = result["versions"]
    click.echo(f"Purged {result['purged']} ({n} version{'s' if n != 1 else ''})")


def _approve_restore(mind: Mind | Client, params: dict) -> dict:
    """A person's approval of the restore, when review is required (the review secret
    typed at this terminal, then a yes after seeing the fact), for the fact's full id."""
    from mgimind.memory.facts import RESTORE_ACTION

    return _approve(mind, params, RESTORE_ACTION, "Restore")


def _approve(mind: Mind | Client, params: dict, action: str, verb: str) -> dict:
    person_secret(mind)  # before reading the fact: through a daemon it is a person's call
    fid = operations.call(mind, "fact.get", {"fact_id": params["fact_id"]}).id

    def describe() -> str:
        current = operations.call(mind, "fact.get", {"fact_id": fid})
        _print_fact(current, True)
        return f"{verb} {fid} ({current.text})?"

    approval = human_approval(mind, action, fid, describe)
    params["fact_id"] = fid
    if approval is not None:
        params["approval"] = approval.model_dump()
    return params


@presents("fact.restore", prepare=_approve_restore)
def _restored(verdict: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Restored {verdict.id}  {verdict.fact.text}  [{verdict.fact.status}]")
    if verdict.retired:
        click.echo(f"  retired: {', '.join(verdict.retired)}")


def _print_fact(f: Any, detailed: bool) -> None:
    world = f"{f.valid_from or '…'} → {f.valid_to or '…'}"
    # what an agent stored, shown as it is (no control or bidi character acts on the terminal)
    click.echo(f"{f.id}  [{f.library}]  {for_terminal(f.text)}  ({f.status})  world {world}")
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


@presents("predicate.register")
def _registered(p: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Registered {p.name}: {p.cardinality}")


@presents("predicate.list")
def _predicates(items: Any, params: dict[str, Any], **extra: Any) -> None:
    if not items:
        click.echo("No predicates.")
    for p in items:
        click.echo(f"{p.name}  {p.cardinality}" + (f"  {p.description}" if p.description else ""))


@presents("predicate.get")
def _predicate(p: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"{p.name}  {p.cardinality}  registered {p.registered_at} by {p.registered_by}")
