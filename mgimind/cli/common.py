"""Shared CLI helpers: opening the Mind, JSON output, reading text arguments."""

from __future__ import annotations

import json
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable

import click

from ..errors import InvalidInput
from ..serialize import to_jsonable

json_option = click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")


def open_mind():
    """The Mind for this command (closed when the command ends)."""
    from ..connect import open as open_mind_

    ctx = click.get_current_context()
    mind = open_mind_()
    ctx.call_on_close(mind.close)
    return mind


def person() -> str:
    """The actor this command line speaks as (a person, as the Mind's default)."""
    import os

    return f"cli:{os.environ.get('USER', 'user')}"


def emit_json(value: Any) -> None:
    click.echo(json.dumps(to_jsonable(value), indent=2, ensure_ascii=False))


@contextmanager
def progress_bar(label: str, *, unit: str = "items", quiet: bool = False, mind=None):
    """`update(done, total)` for long work, shown as a bar with "k of N", the rate and the
    time left on stderr when a person watches: stderr is a terminal and the output is not
    --json (`quiet`). Otherwise None: a pipe or a log gets no bar. Pass the `mind` the
    work runs in: through the daemon (a DaemonClient) the work cannot call back into this
    terminal, so there is no bar either; leave it out when this process measures the
    progress itself (harvest follows the daemon's committed offsets)."""
    from ..mind import Mind

    if quiet or not sys.stderr.isatty() or (mind is not None and not isinstance(mind, Mind)):
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


review_secret_option = click.option(
    "--review-secret-file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="File holding the review secret (when review.require_human is on and no one is "
    "at a terminal).",
)


def human_approval(
    mind, action: str, item_id: str, secret_file: Path | None, describe: Callable[[], str]
):
    """The approval a review-gated command passes on: the review secret read from
    `secret_file`, else (only when review is required) a person's answer at this
    terminal to the question `describe()` returns (after printing what is at stake);
    None when no review is required."""
    from ..client import DaemonClient
    from ..review import approval_from_secret, confirm_on_tty

    if secret_file:
        try:
            secret = secret_file.read_text(encoding="utf-8")
        except OSError as e:
            raise InvalidInput(f"cannot read {secret_file}: {e.strerror}") from None
        return approval_from_secret(secret, action, item_id)
    from mgimind import operations

    if not operations.call(mind, "review.required"):
        return None
    if isinstance(mind, DaemonClient):
        # A terminal approval is only valid in the process whose terminal a person
        # answered; the daemon is another process and must refuse it (any process of
        # this user could claim one), so say so now rather than after the prompt.
        raise InvalidInput(
            f"{action} of {item_id} needs a person's approval, and the daemon serving this "
            "home cannot verify an answer given at this terminal",
            fix="pass --review-secret-file FILE, or run `mgimind daemon stop` and then "
            "this command with MGIMIND_IN_PROCESS=1",
        )
    return confirm_on_tty(describe(), action, item_id)


def resolve_project_here(ctx, param, value):
    """Click callback: a --project path resolved here, in the caller's directory (a
    daemon has its own)."""
    from ..scope import resolve_project

    return resolve_project(value) if value else None
