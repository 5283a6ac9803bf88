"""`mgimind vault`: keep credentials out of memory. Runs in this process only: the daemon,
MCP, HTTP and the host tools never see a value."""

from __future__ import annotations

import getpass
import os
import sys
from typing import TYPE_CHECKING

import click

from mgimind.doors.cli.common import emit_json, json_option
from mgimind.errors import InvalidInput

if TYPE_CHECKING:
    from mgimind.security.vault import Vault

# Read by older versions; now only named, so a person who still sets it is told to stop.
PASSPHRASE_ENV = "MGIMIND_VAULT_PASSPHRASE"

# Accepted only to refuse it with a reason: a file (or a variable) holding the passphrase is
# readable by every program running as you, agents included, and with it any of them can
# open vault.json directly. The passphrase is typed, at the terminal, every time.
passphrase_option = click.option("--passphrase-file", hidden=True, type=str)


def register(cli: click.Group) -> None:
    cli.add_command(vault)


def _vault() -> Vault:
    from mgimind.config import home_dir
    from mgimind.home import prepare_home
    from mgimind.security.vault import Vault

    return Vault(prepare_home(home_dir()))


def _passphrase(passphrase_file: str | None, *, new: bool) -> str:
    """Typed at the terminal (/dev/tty), never read from a file or the environment."""
    if passphrase_file is not None:
        raise InvalidInput(
            "the vault takes its passphrase only typed at the terminal; --passphrase-file is "
            "refused (a file holding it would let any program running as you open the vault); "
            "nothing was read or changed",
            fix="run the command without --passphrase-file and type the passphrase",
        )
    if os.environ.get(PASSPHRASE_ENV):
        click.echo(
            f"warning: {PASSPHRASE_ENV} is set and ignored; every program you start (agents "
            "included) can read it: unset it, and change the vault's passphrase if it was it",
            err=True,
        )
    if not _tty():
        raise InvalidInput(
            "the vault's passphrase is typed at a terminal, and there is none here; "
            "nothing was read or changed",
            fix="run it yourself in a terminal",
        )
    try:
        first = getpass.getpass("New vault passphrase: " if new else "Vault passphrase: ")
        if new and getpass.getpass("Repeat the passphrase: ") != first:
            raise InvalidInput("the passphrases differ; nothing was stored")
    except EOFError:  # Ctrl-D, or a terminal whose input ended
        raise InvalidInput(
            "no passphrase was typed; nothing was read or changed",
            fix="run it again and type the vault's passphrase",
        ) from None
    return first


def _tty() -> bool:
    try:
        with open("/dev/tty"):
            return True
    except OSError:
        return False


def _rebound(v: Vault) -> None:
    if v.rebound:
        click.echo(
            f"This home's lost id ({v.home / 'home-id'}) was restored from {v.path}.", err=True
        )


@click.group()
def vault() -> None:
    """Credentials kept out of memory: set, get (terminal only), list, rm.

    Values are encrypted (AES-256-GCM, key from your passphrase by scrypt) in
    MGIMIND_HOME/vault.json. The passphrase is always typed at the terminal. Agents may
    learn a name exists, never its value, unless they have your passphrase."""


@vault.command("set")
@click.argument("name")
@passphrase_option
def set_(name: str, passphrase_file: str | None) -> None:
    """Store a value under NAME: typed at a hidden prompt, or piped on stdin.

    The passphrase is asked at the terminal even when the value comes from a pipe."""
    from mgimind.security.vault import check_name

    check_name(name)
    v = _vault()
    v.names()  # a damaged, foreign or forged vault is refused before anything is asked
    passphrase = _passphrase(passphrase_file, new=not v.exists())
    if sys.stdin.isatty():
        value = getpass.getpass(f"Value for {name} (hidden): ")
    else:
        value = sys.stdin.read()
        value = value[:-1] if value.endswith("\n") else value
        value = value[:-1] if value.endswith("\r") else value
    created = v.set(name, value, passphrase)
    _rebound(v)
    click.echo(f"{'Created the vault and stored' if created else 'Stored'} {name!r} ({v.path}).")


@vault.command()
@click.argument("name")
@passphrase_option
def get(name: str, passphrase_file: str | None) -> None:
    """Print NAME's value, only on a terminal, after the passphrase is typed there."""
    from mgimind.errors import NotFound

    if not sys.stdout.isatty():
        raise InvalidInput(
            "`vault get` prints a value only to an interactive terminal; nothing was printed",
            fix="run it yourself in a terminal (not through an agent, a pipe or a file)",
        )
    v = _vault()
    if name not in v.names():
        raise NotFound(
            f"the vault holds no {name!r}",
            fix="`mgimind vault list` names what it holds; `mgimind vault set NAME` adds one",
        )
    value = v.get(name, _passphrase(passphrase_file, new=False))
    _rebound(v)
    click.echo(value)


@vault.command("list")
@json_option
def list_(as_json: bool) -> None:
    """The names in the vault (never the values)."""
    names = _vault().names()
    if as_json:
        return emit_json(names)
    if not names:
        click.echo("The vault is empty.")
    for name in names:
        click.echo(name)


@vault.command()
@click.argument("name")
@passphrase_option
def rm(name: str, passphrase_file: str | None) -> None:
    """Forget NAME's value."""
    v = _vault()
    v.names()
    v.remove(name, _passphrase(passphrase_file, new=False))
    _rebound(v)
    click.echo(f"Removed {name!r} from the vault.")
