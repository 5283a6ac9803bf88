"""Shared CLI helpers: opening the Mind, JSON output, reading text arguments."""

from __future__ import annotations

import json
import sys
import time
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator

import click

from mgimind.errors import InvalidInput
from mgimind.serialize import to_jsonable

if TYPE_CHECKING:  # a client (mgimind.open()), or a Mind in this process
    from pathlib import Path

    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind
    from mgimind.operations.moves import HomeFolder
    from mgimind.security.review import ReviewApproval

json_option = click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")


def open_mind(*, person_only: bool = False) -> Client:
    """The Mind for this command (closed when the command ends). `person_only`: the
    command runs a person's operation, so with review.require_human on it asks for the
    review secret first (`person_secret`), whether the daemon or this process runs it."""
    from mgimind.doors.connect import open as open_mind_

    ctx = click.get_current_context()
    # The command line claims its person; the daemon (daemon.dispatch.bind_actor) or the
    # in-process Mind (Mind.actor) decides what the claim is worth.
    mind = open_mind_(actor=person())
    ctx.call_on_close(mind.close)
    if person_only:
        person_secret(mind)
    return mind


def person_folder(home: str | Path) -> HomeFolder:
    """The home folder `home` as the target of a person's operation this process runs
    on its files (a stopped store: restore, reindex; the audit log). With that home's
    review required, its review secret is asked here first."""
    from pathlib import Path

    from mgimind.operations.moves import HomeFolder

    folder = HomeFolder(Path(home), person())
    if folder.review_required():
        folder.prove_person(ask_secret(f"Review secret of {folder.home}"))
    return folder


def person() -> str:
    """The actor this command line speaks as (a person, as the Mind's default)."""
    import os

    return f"cli:{os.environ.get('USER', 'user')}"


def emit_json(value: Any) -> None:
    from mgimind.doors.cli.terminal_text import json_for_terminal

    # Stored text is printed as written, but for what would act on a terminal (controls,
    # bidi overrides), which stays escaped: the same JSON value.
    click.echo(json_for_terminal(json.dumps(to_jsonable(value), indent=2, ensure_ascii=False)))


@contextmanager
def progress_bar(
    label: str, *, unit: str = "items", quiet: bool = False, mind: Mind | Client | None = None
) -> Iterator[Callable[[int, int], None] | None]:
    """`update(done, total)` for long work, shown as a bar with "k of N", the rate and the
    time left on stderr when a person watches: stderr is a terminal and the output is not
    --json (`quiet`). Otherwise None: a pipe or a log gets no bar. Pass the `mind` the
    work runs in: through the daemon (a DaemonClient) the work cannot call back into this
    terminal, so there is no bar either; leave it out when this process measures the
    progress itself (harvest follows the daemon's committed offsets)."""
    from mgimind.doors.client import DaemonClient

    if quiet or not sys.stderr.isatty() or isinstance(mind, DaemonClient):
        yield None
        return
    started = time.monotonic()
    with click.progressbar(
        length=1,
        label=label,
        file=sys.stderr,
        show_eta=True,
        show_percent=True,
        show_pos=False,
        item_show_func=lambda shown: shown,
    ) as bar:

        def update(done: int, total: int) -> None:
            bar.length = max(total, 1)
            rate = done / max(time.monotonic() - started, 1e-6)
            bar.update(done - bar.pos, current_item=_of(done, total, rate, unit))

        yield update


def _of(done: int, total: int, rate: float, unit: str) -> str:
    if unit == "bytes":
        return f"{_size(done, total)} of {_size(total, total)}, {_size(rate, rate)}/s"
    return f"{done:,} of {total:,} {unit}, {rate:,.0f}/s"


def _size(n: float, scale: float) -> str:
    """`n` bytes in the unit that suits `scale` (so "k of N" share one unit)."""
    for unit, size in (("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)):
        if scale >= size:
            return f"{n / size:,.1f} {unit}"
    return f"{n:,.0f} B"


def read_text_arg(text: str | None) -> str:
    """TEXT, or stdin when TEXT is '-' or missing. Undecodable bytes are refused."""
    if text not in (None, "-"):
        return text
    if sys.stdin.isatty():
        raise InvalidInput("no text given", fix="pass TEXT, or pipe it on stdin with '-'")
    data = sys.stdin.buffer.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput("stdin is not UTF-8 text (binary data?); nothing was stored") from None


def stdin_is_terminal() -> bool:
    """Whether a person can be asked at this process's terminal (tests replace it)."""
    return sys.stdin.isatty()


def ask_secret(prompt: str, *, twice: bool = False) -> str:
    """A secret typed at this terminal, hidden; never read from the environment, a file
    or an argument. Refused when stdin is not a terminal."""
    from mgimind.security.review import ReviewRequired

    if not stdin_is_terminal():
        raise ReviewRequired(
            "the review secret is typed at a terminal, and stdin is not one",
            fix="run the command yourself in a terminal",
        )
    return click.prompt(prompt, hide_input=True, confirmation_prompt=twice, err=True)


def person_secret(mind: Mind | Client) -> str | None:
    """The review secret for this command, asked once (None when review is off).

    With review.require_human on, this process counts as an agent unless its calls
    carry the secret (daemon.dispatch.bind_actor; in this process, Mind.prove_person),
    so a person-only command asks for it first; in this process it is checked at once,
    so a typo is said before anything runs."""
    from mgimind.doors.client import DaemonClient

    if not mind.review.required():
        return None
    cached: str | None = getattr(mind, "_proof", None) if isinstance(mind, DaemonClient) else None
    cached = cached or getattr(mind, "_review_secret", None)
    if cached:
        return cached
    if not stdin_is_terminal():
        from mgimind.security.review import ReviewRequired

        raise ReviewRequired(
            "this is a person's command, and with review.require_human on it runs as the "
            "person only with the review secret, typed at a terminal; stdin is not one, "
            "so nothing was done",
            fix="run the command yourself in a terminal",
        )
    secret = ask_secret("Review secret")
    if isinstance(mind, DaemonClient):
        mind.prove_person(secret)
        mind.review.required()  # one call, so a wrong secret is said now
    else:
        mind.prove_person(secret)
        mind._review_secret = secret  # type: ignore[union-attr]  # kept for the next command
    return secret


def human_approval(
    mind: Mind | Client, action: str, item_id: str, describe: Callable[[], str]
) -> ReviewApproval | None:
    """The approval a review-gated command passes on, when review is required: the
    review secret typed at this terminal, then, after seeing what is at stake
    (`describe()` prints it and returns the question), a yes. None when no review is
    required."""
    from mgimind.security.review import ReviewRequired, approval_from_secret

    secret = person_secret(mind)
    if secret is None:
        return None
    if not click.confirm(describe(), default=False, err=True):
        raise ReviewRequired(f"{action} of {item_id} was declined at the terminal")
    return approval_from_secret(secret, action, item_id, "cli")


def resolve_project_here(
    ctx: click.Context, param: click.Parameter, value: str | None
) -> str | None:
    """Click callback: a --project path resolved here, in the caller's directory (a
    daemon has its own)."""
    from mgimind.services.scope import resolve_project

    return resolve_project(value) if value else None
