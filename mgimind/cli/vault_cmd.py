"""`mgimind vault`: keep credentials out of memory. Runs in this process only: the daemon,
MCP, HTTP and the host tools never see a value."""

from __future__ import annotations

import getpass
import os
import sys
from pathlib import Path

import click

from ..errors import InvalidInput
from .common import emit_json, json_option

PASSPHRASE_ENV = "MGIMIND_VAULT_PASSPHRASE"

passphrase_option = click.option(
    "--passphrase-file",
    type=click.Path(dir_okay=False, path_type=Path),
    help=f"Read the vault passphrase from this file (else ${PASSPHRASE_ENV}, else a prompt).",
)


def register(cli: click.Group) -> None:
    cli.add_command(vault)


def _vault():
    from ..config import home_dir
    from ..home import prepare_home
    from ..vault import Vault

    return Vault(prepare_home(home_dir()))


def _passphrase(passphrase_file: Path | None, *, new: bool) -> str:
    if passphrase_file is not None:
        try:
            return passphrase_file.read_text(encoding="utf-8").rstrip("\r\n")
        except (OSError, UnicodeDecodeError) as e:
            raise InvalidInput(f"cannot read the passphrase file {passphrase_file}: {e}") from None
    if os.environ.get(PASSPHRASE_ENV):
        return os.environ[PASSPHRASE_ENV]
    if not _tty():
        raise InvalidInput(
            "the vault needs a passphrase and there is no terminal to ask on",
            fix=f"run it in a terminal, or set {PASSPHRASE_ENV} or pass --passphrase-file FILE",
        )
    first = getpass.getpass("New vault passphrase: " if new else "Vault passphrase: ")
    if new and getpass.getpass("Repeat the passphrase: ") != first:
        raise InvalidInput("the passphrases differ; nothing was stored")
    return first


def _tty() -> bool:
    try:
        with open("/dev/tty"):
            return True
    except OSError:
        return False


@click.group()
def vault():
    """Credentials kept out of memory: set, get (terminal only), list, rm.

    Values are encrypted (AES-256-GCM, key from your passphrase by scrypt) in
    MGIMIND_HOME/vault.json. Agents may learn a name exists, never its value."""


@vault.command("set")
@click.argument("name")
@passphrase_option
def set_(name, passphrase_file):
    """Store a value under NAME: typed at a hidden prompt, or piped on stdin."""
    from ..vault import check_name

    check_name(name)
    if sys.stdin.isatty():
        value = getpass.getpass(f"Value for {name} (hidden): ")
    else:
        value = sys.stdin.read()
        value = value[:-1] if value.endswith("\n") else value
        value = value[:-1] if value.endswith("\r") else value
    v = _vault()
    created = v.set(name, value, _passphrase(passphrase_file, new=not v.exists()))
    click.echo(f"{'Created the vault and stored' if created else 'Stored'} {name!r} ({v.path}).")


@vault.command()
@click.argument("name")
@passphrase_option
def get(name, passphrase_file):
    """Print NAME's value, only on an interactive terminal (never into a pipe or file)."""
    if not sys.stdout.isatty():
        raise InvalidInput(
            "`vault get` prints a value only to an interactive terminal; nothing was printed",
            fix="run it yourself in a terminal (not through an agent, a pipe or a file)",
        )
    v = _vault()
    value = v.get(name, _passphrase(passphrase_file, new=False))
    click.echo(value)


@vault.command("list")
@json_option
def list_(as_json):
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
def rm(name, passphrase_file):
    """Forget NAME's value."""
    v = _vault()
    v.remove(name, _passphrase(passphrase_file, new=False))
    click.echo(f"Removed {name!r} from the vault.")
