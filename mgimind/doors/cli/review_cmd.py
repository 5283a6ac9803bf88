"""Admission commands: gated ingest, the quarantine queue, and the human review secret."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from mgimind.doors.cli.common import (
    ask_secret,
    emit_json,
    human_approval,
    json_option,
    open_mind,
    person_secret,
)
from mgimind.doors.cli.operations import GROUP_HELP, door, presents
from mgimind.doors.cli.terminal_text import for_terminal

if TYPE_CHECKING:  # a client (mgimind.open()), or a Mind in this process
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

GROUP_HELP["quarantine"] = (
    "Candidates the admission gate held back: list, show, promote, propose, expire."
)


def register(cli: click.Group) -> None:
    cli.add_command(review)  # ingest and quarantine: from the operation table


@presents("memory.ingest", exit_code=lambda verdict: int(verdict.verdict == "refused"))
def _ingested(verdict: Any, params: dict[str, Any], **extra: Any) -> None:
    """Prints the verdict: stored, quarantined (with the reason), duplicate, or refused
    (exit code 1)."""
    if verdict.verdict == "stored":
        click.echo(f"Stored {verdict.id}")
    elif verdict.verdict == "quarantined":
        click.echo(f"Quarantined {verdict.id}: {verdict.reason}")
    elif verdict.verdict == "duplicate":
        kept = f" (kept in quarantine as {verdict.id})" if verdict.id else ""
        click.echo(f"Duplicate of {verdict.duplicate_of}{kept}: {verdict.reason}")
    else:
        click.echo(f"Refused: {verdict.reason}", err=True)
    if verdict.redacted:
        click.echo(
            f"Redacted {len(verdict.redacted)} credential"
            f"{'s' if len(verdict.redacted) > 1 else ''} "
            f"({', '.join(sorted(set(verdict.redacted)))}): stored as [secret: KIND]; "
            "keep values with `mgimind vault set NAME`"
        )


@presents("quarantine.list")
def _listed(items: Any, params: dict[str, Any], **extra: Any) -> None:
    if not items:
        click.echo("Quarantine is empty.")
    for item in items:
        proposed = f"  (promotion proposed by {item.proposed_by})" if item.proposed_by else ""
        click.echo(for_terminal(f"{item.id}  [{item.library}]  {item.created_at}{proposed}"))
        click.echo(for_terminal(f"    reason: {item.reason}"))
        click.echo("    " + _preview(item.text))


@presents("quarantine.show")
def _shown(item: Any, params: dict[str, Any], **extra: Any) -> None:
    _print_item(item)


def _approve_promotion(mind: Mind | Client, params: dict) -> dict:
    """A person's approval, when review is required: the review secret typed at this
    terminal, then a yes after seeing the candidate. The approval names the text shown
    (its hash): if the candidate changes while the prompt waits, promote refuses."""
    memory_id = params["memory_id"]
    shown: list[str | None] = []

    def describe() -> str:
        from mgimind import operations

        item = operations.call(mind, "quarantine.show", {"memory_id": memory_id})
        _print_item(item)
        shown.append(item.content_hash)
        return f"Promote {memory_id} into {item.library}?"

    approval = human_approval(mind, "promote", memory_id, describe)
    if approval is not None:
        approval = approval.model_copy(update={"content_hash": shown[-1] if shown else None})
        params["approval"] = approval.model_dump()
    return params


@presents("quarantine.promote", prepare=_approve_promotion)
def _promoted(item: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Promoted {item.id} into {item.library}")


@presents("quarantine.propose")
def _proposed(proposal: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Proposed {proposal.id} for promotion")


@presents("quarantine.expire")
def _expired(result: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Expired {len(result['expired'])} candidate(s)")


_port_option = click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=0,
    show_default=True,
    help="Loopback port for the page (0: a free one).",
)
_browser_option = click.option(
    "--no-browser", is_flag=True, help="Print the link only; do not open a browser."
)


@click.group(invoke_without_command=True)
@_port_option
@_browser_option
@click.pass_context
def review(ctx: click.Context, port: int, no_browser: bool) -> None:
    """The human review channel (review.require_human).

    Without a subcommand: open the review page in the browser (as `mgimind review open`)."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(open_page, port=port, no_browser=no_browser)


@door("review.required")  # the page runs the table's operations as the person
@review.command("open")
@_port_option
@_browser_option
def open_page(port: int, no_browser: bool) -> None:
    """Serve the review page on loopback and open it in the browser (until Ctrl-C).

    Approve, reject or edit quarantined candidates, decide contested facts, restore
    tombstones, verify procedures, browse and delete memories, see facts on a timeline
    and the audit log. With review.require_human on, it asks for the review secret here
    first, and each approval on the page asks for it again."""
    import sys

    from mgimind.doors.review_page.server import serve
    from mgimind.errors import require_extra
    from mgimind.security.review import ReviewRequired

    require_extra("http", needed_by="the review page")
    if not sys.stdin.isatty():  # not a defence (see review init); an agent's pipe is told
        raise ReviewRequired(
            "the review page is opened by a person at a terminal, and stdin is not one",
            fix="run `mgimind review` yourself in a terminal",
        )
    mind = open_mind()
    person_secret(mind)  # with review required: the page acts for the person only with it
    serve(mind, port=port, open_browser=not no_browser, say=click.echo)


@review.command()
@click.option("--rotate", is_flag=True, help="Replace the existing secret (asks for it first).")
def init(rotate: bool) -> None:
    """Choose the review secret: typed twice at this terminal, kept only as a slow hash.

    With review.require_human on, every approval (the review page, `quarantine promote`,
    `fact restore`, `fact confirm`) asks for it. It is never read from the environment,
    a file or an argument, so an agent's tool call cannot supply it."""
    import os

    from mgimind.config import home_dir
    from mgimind.security.review import ReviewRequired
    from mgimind.security.review_secret import (
        MIN_CHARS,
        check_strength,
        secret_configured,
        store_secret,
        verify,
    )
    from mgimind.store.audit import AuditLog

    home = home_dir()
    audit = AuditLog(home / "audit.log")
    actor = f"cli:{os.environ.get('USER', 'user')}"
    if secret_configured(home):
        if not rotate:
            raise ReviewRequired(
                f"a review secret is already set ({home / 'review.secret'})",
                fix="mgimind review init --rotate (asks for the current one first)",
            )
        try:
            verify(home, ask_secret("Current review secret"), audit=audit, actor=actor)
        except ReviewRequired as e:
            if "not a review secret this version made" not in e.what:
                raise
            click.echo(f"The stored secret is unusable ({e.what}); choosing a new one.", err=True)
    click.echo(f"Choose the review secret (at least {MIN_CHARS} characters).", err=True)
    secret = check_strength(ask_secret("Review secret", twice=True))
    store_secret(home, secret)
    audit.append("review.secret_set", actor, kind="rotate" if rotate else "init")
    click.echo("Review secret set (only its scrypt hash is kept in the home).")
    from mgimind.config import load_config

    if load_config(home).review.require_human:
        click.echo(
            "Approvals ask for it: on the review page and at `mgimind quarantine promote ID`."
        )
    else:  # saying they ask now would be untrue: the gate is still off
        click.echo(
            "review.require_human is off, so nothing asks for it yet; turn the gate on with "
            "`mgimind config set review.require_human true`, then approvals ask for it."
        )


@review.command()
@json_option
def status(as_json: bool) -> None:
    """Whether review is required and whether a review secret exists."""
    from mgimind.config import home_dir, load_config
    from mgimind.security.review_secret import secret_configured

    home = home_dir()
    state = {
        "require_human": load_config(home).review.require_human,
        "secret_configured": secret_configured(home),
    }
    if as_json:
        return emit_json(state)
    click.echo(f"review.require_human: {state['require_human']}")
    click.echo(f"review secret:        {'set' if state['secret_configured'] else 'not set'}")
    if state["require_human"] and not state["secret_configured"]:
        click.echo("fix: run `mgimind review init` to choose one; until then nothing is approved")


def _preview(text: str, limit: int = 160) -> str:
    flat = " ".join(text.split())
    return for_terminal(flat if len(flat) <= limit else flat[:limit] + "…")


def _print_item(item: Any) -> None:
    """The candidate as stored, its control and bidi characters shown as marks: what an
    agent wrote cannot redraw the person's screen (mgimind.doors.cli.terminal_text)."""
    lines = [f"{item.id}  [{item.library}]  by {item.author}  {item.created_at}"]
    lines.append(f"reason: {item.reason}")
    if item.proposed_by:
        lines.append(
            f"promotion proposed by {item.proposed_by} at {item.proposed_at}"
            + (f": {item.proposal_note}" if item.proposal_note else "")
        )
    click.echo(for_terminal("\n".join(lines + ["", item.text])))
