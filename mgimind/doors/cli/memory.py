"""How memory operations read on the command line: add, search, get, edit, delete (the
commands themselves are generated from the operation table, cli/operations.py)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator

import click

from mgimind.doors.cli.common import progress_bar
from mgimind.doors.cli.operations import presents

if TYPE_CHECKING:  # a client (mgimind.open()), or a Mind in this process
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

REDACTED = "mgimind.redacted"  # click context meta: the kinds `add --redact` cut out

redact_option = click.option(
    "--redact",
    is_flag=True,
    help="Store the text with each credential replaced by [secret: KIND] instead of refusing it.",
)


def _redact(mind: Mind | Client, params: dict, redact: bool = False) -> dict:
    """`add --redact`: cut the credentials here, in this process, so they never reach
    the daemon."""
    if redact:
        from mgimind.security.secrets import redact_secrets, scan

        click.get_current_context().meta[REDACTED] = [f.kind for f in scan(params["text"])]
        params["text"] = redact_secrets(params["text"])
    return params


@contextmanager
def _embedding_bar(
    mind: Client, params: dict, as_json: bool, **extra: Any
) -> Iterator[Client | _Reporting]:
    """A bar for a text long enough to take a while (~50 chunks; only in-process)."""
    quiet = as_json or len(params["text"]) < 25_000
    with progress_bar("embedding", unit="chunks", quiet=quiet, mind=mind) as progress:
        yield mind if progress is None else _Reporting(mind, progress)


class _Reporting:
    """The client, its calls reporting progress to this terminal's bar (`Call.progress`:
    only work run in this process can)."""

    def __init__(self, client: Client, progress: Callable[[int, int], None]) -> None:
        self._client = client
        self._progress = progress

    def run_operation(
        self,
        name: str,
        params: dict,
        *,
        agent: str | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Any:
        return self._client.run_operation(name, params, agent=agent, progress=self._progress)


def _add_exit_code(result: Any) -> int:
    return int(getattr(result, "verdict", None) == "refused")


@presents(
    "memory.add",
    options=(redact_option,),
    prepare=_redact,
    runs=_embedding_bar,
    exit_code=_add_exit_code,
)
def _added(result: Any, params: dict[str, Any], **extra: Any) -> None:
    if hasattr(result, "verdict"):  # the call counted as an agent's: the admission gate's
        from mgimind.doors.cli.review_cmd import _ingested

        click.echo(
            "Note: review.require_human is on and no review secret was given, so this "
            "was written as an agent's, through the admission gate",
            err=True,
        )
        return _ingested(result, params)
    verb = "Stored" if result.created else "Already stored"
    click.echo(f"{verb} {result.id} in {result.library} ({result.chunks} chunk(s))")
    cut = click.get_current_context().meta.get(REDACTED)
    if cut:
        click.echo(f"Redacted {len(cut)} credential(s): {', '.join(sorted(set(cut)))}")


@presents("memory.search")
def _found(results: Any, params: dict[str, Any], **extra: Any) -> None:
    if not results:
        click.echo("No results.")
    for r in results:
        click.echo(f"{r.id}  [{r.library}]  score={r.score:.3f} sim={r.similarity:.2f}")
        click.echo("    " + r.text.replace("\n", "\n    "))


@presents("memory.get")
def _shown(item: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"{item.id}  [{item.library}]  {item.status}  by {item.author}  {item.created_at}")
    click.echo(item.text)


@presents("memory.edit")
def _edited(item: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Edited {item.id} ({item.chunks} chunk(s))")


@presents("memory.delete")
def _deleted(result: Any, params: dict[str, Any], **extra: Any) -> None:
    if result.get("deleted") is None:  # an agent's delete of a person's memory
        click.echo(
            f"Not deleted: {result['proposed']} is {result['status']}, waiting for "
            f"{result['waits_for']}"
        )
        return
    click.echo(f"Deleted {result['deleted']}")


@presents("memory.used")
def _used(result: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Reported {result['reported']} memory(ies) as used")
