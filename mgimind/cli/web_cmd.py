"""`mgimind web URL`: save a web page's main text as a memory."""

from __future__ import annotations

import click

from .common import emit_json, json_option, open_mind


def register(cli: click.Group) -> None:
    cli.add_command(web)


@click.command()
@click.argument("url")
@click.option("--library", "-l", help="The library it goes to (default: the shared one).")
@json_option
def web(url: str, library: str | None, as_json: bool):
    """Fetch URL, extract its main text and store it (through admission: a credential
    is cut out, a near-duplicate or thin page waits in quarantine). Its URL, title and
    fetch time are kept as metadata.

    A person at this command line may fetch any address, a local one included; agents
    may not fetch loopback, private or link-local addresses unless web.allow_private is
    set. Limits: web.max_bytes, web.timeout_s, web.max_redirects.
    """
    from ..web import WebSave, save_page

    mind = open_mind()
    # The fetch runs here, in the person's own process; only the text crosses to a daemon.
    result = save_page(mind, WebSave(url=url, library=library), allow_private=True)
    if as_json:
        emit_json(result)
        return
    title = f" “{result.title}”" if result.title else ""
    where = (
        f" (after {result.redirects} redirect(s): {result.final_url})" if result.redirects else ""
    )
    click.echo(
        f"Fetched{title}: {result.bytes:,} bytes, {result.chars:,} characters of text{where}"
    )
    if result.verdict == "stored":
        click.echo(f"Stored as {result.id}")
    elif result.verdict == "refused":
        click.echo(f"Refused: {result.reason}")
        raise SystemExit(1)
    else:
        click.echo(f"{result.verdict.capitalize()}: {result.reason} (id {result.id})")
    if result.redacted:
        click.echo("Cut out what looked like: " + ", ".join(result.redacted))
