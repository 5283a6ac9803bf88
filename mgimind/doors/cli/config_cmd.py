"""`mgimind config get|set|list`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from mgimind.config import COSINE_SETTINGS, get_value, home_dir, load_config, save_config, set_value
from mgimind.config.guarded import loosened
from mgimind.config.live import restart_changes
from mgimind.doors.cli.common import emit_json, json_option, person
from mgimind.errors import InvalidInput

if TYPE_CHECKING:
    from mgimind.config import Config
    from mgimind.doors.client import DaemonClient


def register(cli: click.Group) -> None:
    cli.add_command(config)


def _shown(cfg: Config, key: str, value: Any) -> str:
    """A value as `get` and `list` print it; an unset calibrated one with the value in force."""
    if value is None:
        if key in COSINE_SETTINGS:
            return (
                f"unset (in force: {getattr(cfg.cosines(), COSINE_SETTINGS[key])}, "
                f"calibrated for {cfg.embedding.model})"
            )
        return "unset"
    return json.dumps(value) if isinstance(value, (dict, list)) else str(value)


@click.group()
def config() -> None:
    """Read and change settings in MGIMIND_HOME/config.toml."""


@config.command("get")
@click.argument("key")
@json_option
def get(key: str, as_json: bool) -> None:
    """Print setting KEY (dotted, e.g. embedding.model)."""
    cfg = load_config()
    value = get_value(cfg, key)
    if as_json:
        return emit_json({key: value})
    click.echo(_shown(cfg, key, value))


@config.command("set")
@click.argument("key")
@click.argument("value")
def set_(key: str, value: str) -> None:
    """Set KEY to VALUE (parsed as TOML: numbers, true/false, strings).

    A running daemon takes the change at once; a change it cannot take while running (the
    model, the store, the reranker, its own timers) is refused until it is stopped."""
    from mgimind.doors.cli.config_values import PATH_KEYS, check_runnable, resolved_path

    home = home_dir()
    if key == "hooks.disabled_projects":
        value = _resolved_paths(value)
    elif key in PATH_KEYS:
        value = resolved_path(key, value)
    old = load_config(home)
    new = set_value(old, key, value)
    loosens = loosened(old, new)
    if old.review.require_human and loosens:
        _person_only(home, key, loosens)
    elif new.review.require_human and not old.review.require_human:
        _secret_first(home)
    check_runnable(new, key, home)
    running = _running_daemon(home)
    if running is not None:
        kept = restart_changes(old, new)
        if kept:
            running.close()
            raise InvalidInput(
                f"the running daemon cannot take a change of {', '.join(kept)} (it built its "
                "model, store and timers from them at startup); nothing was changed",
                fix=f"mgimind daemon stop, then mgimind config set {key} {value} again "
                "(the next command starts the daemon with it)",
            )
    path = save_config(new, home)
    proven = old.review.require_human and loosens  # the secret was checked above
    _audit(home, key, old, new, person() if proven or not old.review.require_human else None)
    click.echo(f"Set {key} in {path}")
    if running is not None:
        from mgimind import operations

        with running:
            operations.call(running, "config.reload")
        click.echo("The running daemon follows it now.")


def _person_only(home: Path, key: str, loosens: list[str]) -> None:
    """With review required, only the person loosens a guard (config.guarded): the review
    secret, typed here. (An agent that rewrites config.toml itself is beyond any command:
    docs/review.md.)"""
    from mgimind.doors.cli.common import ask_secret, stdin_is_terminal
    from mgimind.security.review_secret import ReviewRequired, verify
    from mgimind.store.audit import AuditLog

    if not stdin_is_terminal():
        raise ReviewRequired(
            f"setting {key} loosens what review guards ({'; '.join(loosens)}), which needs "
            "the review secret typed at a terminal, and stdin is not one; nothing was changed",
            fix="run the command yourself in a terminal",
        )
    secret = ask_secret(f"Review secret (to loosen {key} while review is required)")
    verify(home, secret, audit=AuditLog(home / "audit.log"), actor=person())


def _audit(home: Path, key: str, old: Config, new: Config, actor: str | None) -> None:
    """Every change leaves an audit line: the key, its old and new value (settings, not
    memory text; a credential only as set or unset) and who changed it (an app when review
    is required and no secret was given: a tightening needs none)."""
    from mgimind.config.guarded import shown_value
    from mgimind.security.actors import as_app
    from mgimind.store.audit import AuditLog

    before, after = (shown_value(key, get_value(c, key)) for c in (old, new))
    AuditLog(home / "audit.log").append(
        "config.set",
        actor or as_app(person()),
        setting=key,
        old_value=before,
        new_value=after,
    )


def _secret_first(home: Path) -> None:
    """Review on without a secret would leave the first `review init` (anyone's, an
    agent's on a pseudo-terminal too) to choose it: the person chooses it first."""
    from mgimind.security.review_secret import secret_configured

    if not secret_configured(home):
        raise InvalidInput(
            "review.require_human needs a review secret, and none is set; nothing was changed",
            fix="run `mgimind review init` yourself in a terminal, then set it again",
        )


def _resolved_paths(raw: str) -> str:
    """A list of paths with each one resolved here, where the user stands: the daemon
    reading the config has another folder (a bare path is a one-item list)."""
    from mgimind.config import _parse_scalar
    from mgimind.services.scope import expand_path

    parsed = _parse_scalar(raw)
    entries = parsed if isinstance(parsed, list) else [] if parsed is None else [parsed]
    if not all(isinstance(e, str) for e in entries):
        raise InvalidInput(
            "hooks.disabled_projects is a list of paths",
            fix="e.g. mgimind config set hooks.disabled_projects '[\"~/src/app\"]'",
        )
    return json.dumps([str(expand_path(e).resolve()) for e in entries])


def _running_daemon(home: Path) -> DaemonClient | None:
    """A client of the daemon serving `home`, or None when none runs (none is started)."""
    from mgimind.doors.client import DaemonClient, DaemonUnavailable
    from mgimind.hooks.wire import daemon_running

    if not daemon_running(str(home)):
        return None
    try:
        return DaemonClient(home, autostart=False, timeout=30.0)
    except DaemonUnavailable:
        return None


@config.command("list")
@json_option
def list_(as_json: bool) -> None:
    """Show every setting with its current value."""
    cfg = load_config()
    data = cfg.model_dump(mode="json")
    if as_json:
        return emit_json(data)
    click.echo(f"# {home_dir() / 'config.toml'}")
    for section, values in data.items():
        if isinstance(values, dict):
            for k, v in values.items():
                key = f"{section}.{k}"
                click.echo(f"{key} = {_shown(cfg, key, v) if v is None else json.dumps(v)}")
