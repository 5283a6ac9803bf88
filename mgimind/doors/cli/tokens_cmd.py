"""`mgimind token create|list|revoke`: identities for the HTTP door."""

from __future__ import annotations

import click

from mgimind.config import home_dir
from mgimind.doors.cli.common import emit_json, json_option
from mgimind.security.tokens import TokenStore


def register(cli: click.Group) -> None:
    cli.add_command(token)


@click.group()
def token() -> None:
    """Bearer tokens for other agents using the HTTP door."""


@token.command("create")
@click.argument("name")
@click.option("--libraries", help="Comma-separated libraries this token is confined to.")
@json_option
def create(name: str, libraries: str | None, as_json: bool) -> None:
    """Create a token for identity NAME (printed once; only its hash is kept)."""
    libs = [x.strip() for x in libraries.split(",") if x.strip()] if libraries else None
    secret, identity = TokenStore(home_dir()).create(name, libs)
    if as_json:
        return emit_json({"token": secret, "identity": identity})
    scope = ", ".join(identity.libraries) if identity.libraries else "all libraries"
    click.echo(f"Token for {name} ({scope}). Shown once; store it now:")
    click.echo(secret)


@token.command("list")
@json_option
def list_(as_json: bool) -> None:
    """List identities (never the tokens)."""
    identities = TokenStore(home_dir()).list()
    if as_json:
        return emit_json(identities)
    for i in identities:
        scope = ",".join(i.libraries) if i.libraries else "*"
        click.echo(
            f"{i.name}  libraries={scope}  created={i.created_at}{'  REVOKED' if i.revoked else ''}"
        )


@token.command("revoke")
@click.argument("name")
def revoke(name: str) -> None:
    """Revoke NAME's live token."""
    TokenStore(home_dir()).revoke(name)
    click.echo(f"Revoked {name}")
