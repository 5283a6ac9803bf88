"""The `mgimind` command line. Command groups live in their own modules; plugins add
theirs through the `register_commands` hook."""

from __future__ import annotations

import json
import os
import sys
from typing import Any, NoReturn

import click

from mgimind import __version__
from mgimind.errors import MgimindError
from mgimind.plugins import load_plugins


class _Group(click.Group):
    """Errors become messages a user can act on, never tracebacks. With --json anywhere in
    the command (it is a per-command option), an error is one JSON object on stderr,
    {"error": what, "fix": fix or null}, and the exit code is non-zero as without it."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        # The raw words, before any subcommand parses them: a usage error (a missing
        # argument, an unknown option) happens before --json could reach a parameter.
        ctx.meta["mgimind.argv"] = list(args)
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except MgimindError as e:
            _fail(ctx, 1, e.what, e.fix)
        except click.exceptions.Exit:
            raise
        except click.exceptions.Abort:
            if not _wants_json(ctx):
                raise
            _fail(ctx, 1, "aborted", None)
        except click.ClickException as e:
            if not _wants_json(ctx):
                raise
            where = getattr(e, "ctx", None) or ctx
            _fail(ctx, e.exit_code, e.format_message(), f"{where.command_path} --help")
        except KeyboardInterrupt:
            _fail(ctx, 130, "interrupted", None)
        except BrokenPipeError:
            # The reader went away (`mgimind audit tail | head`): stop quietly, as Unix
            # tools do; what is left to flush goes nowhere.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            sys.exit(1)
        except Exception as e:  # last resort: still no traceback unless asked
            if os.environ.get("MGIMIND_DEBUG"):
                raise
            _fail(
                ctx,
                2,
                f"unexpected {type(e).__name__}: {e}",
                "rerun with MGIMIND_DEBUG=1 for details, and report it",
            )


def _wants_json(ctx: click.Context) -> bool:
    argv = ctx.meta.get("mgimind.argv", [])
    argv = argv[: argv.index("--")] if "--" in argv else argv
    return "--json" in argv


def _fail(ctx: click.Context, code: int, what: str, fix: str | None) -> NoReturn:
    if _wants_json(ctx):
        click.echo(json.dumps({"error": what, "fix": fix}, ensure_ascii=False), err=True)
    else:
        click.echo(f"Error: {what}", err=True)
        if fix:
            click.echo(f"  fix: {fix}", err=True)
    ctx.exit(code)


@click.group(cls=_Group)
@click.version_option(__version__, prog_name="mgimind")
def main() -> None:
    """mgimind: long-term memory for AI agents, delivered by the host's own hooks.

    Memories, facts with a belief state, procedures, skills and session summaries live
    in MGIMIND_HOME (default ~/.mgimind).
    """
    os.umask(os.umask(0o077) | 0o077)  # what the CLI creates (exports too) is private


def _register() -> None:
    from mgimind.doors.cli import (
        archive_cmd,
        audit_cmd,
        config_cmd,
        daemon_cmd,
        extractor_cmd,
        facts,
        harvest_cmd,
        hooks_cmd,
        library,
        memory,
        operations,
        readers,
        review_cmd,
        sync_cmd,
        system,
        tokens_cmd,
        transfer_cmd,
        vault_cmd,
        web_cmd,
    )

    for module in (
        config_cmd,
        system,
        tokens_cmd,
        daemon_cmd,
        hooks_cmd,
        review_cmd,
        audit_cmd,
        archive_cmd,
        transfer_cmd,
        harvest_cmd,
        vault_cmd,
        sync_cmd,
    ):
        module.register(main)
    # How operations read to a person: the renderings these modules mark (@presents).
    shown = operations.presentations(
        *(facts, library, memory, readers, web_cmd, extractor_cmd),
        *(system, review_cmd, archive_cmd),
    )
    # After the modules: attach reuses a group they made, and adds to it.
    operations.attach(main, shown)
    load_plugins().hook.register_commands(cli=main)


_register()


if __name__ == "__main__":
    sys.exit(main())
