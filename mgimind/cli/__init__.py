"""The `mgimind` command line. Command groups live in their own modules; plugins add
theirs through the `register_commands` hook."""

from __future__ import annotations

import os
import sys

import click

from ..errors import MgimindError
from ..plugins import load_plugins


class _Group(click.Group):
    """Errors become messages a user can act on, never tracebacks."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except MgimindError as e:
            click.echo(f"Error: {e.what}", err=True)
            if e.fix:
                click.echo(f"  fix: {e.fix}", err=True)
            ctx.exit(1)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException):
            raise
        except KeyboardInterrupt:
            click.echo("Interrupted.", err=True)
            ctx.exit(130)
        except Exception as e:  # last resort: still no traceback unless asked
            if os.environ.get("MGIMIND_DEBUG"):
                raise
            click.echo(f"Error: unexpected {type(e).__name__}: {e}", err=True)
            click.echo("  fix: rerun with MGIMIND_DEBUG=1 for details, and report it", err=True)
            ctx.exit(2)


@click.group(cls=_Group)
@click.version_option(package_name="mgimind")
def main():
    """mgimind: long-term memory for AI agents, delivered by the host's own hooks.

    Memories, facts with a belief state, procedures, skills and session summaries live
    in MGIMIND_HOME (default ~/.mgimind).
    """
    os.umask(os.umask(0o077) | 0o077)  # what the CLI creates (exports too) is private


def _register() -> None:
    from . import config_cmd, daemon_cmd, hooks_cmd, library, memory, readers, system, tokens_cmd

    for module in (memory, library, config_cmd, system, tokens_cmd, readers, daemon_cmd,
                   hooks_cmd):
        module.register(main)
    from . import admission as admission_cmd
    from . import audit_cmd
    from . import lifecycle as lifecycle_cmd
    from . import transfer_cmd

    for module in (admission_cmd, audit_cmd, lifecycle_cmd, transfer_cmd):
        module.register(main)
    from . import harvest_cmd

    harvest_cmd.register(main)
    from . import vault_cmd; vault_cmd.register(main)  # noqa: E702, I001
    from . import facts as facts_cmd; facts_cmd.register(main)  # noqa: E702, I001
    load_plugins().hook.register_commands(cli=main)


_register()


if __name__ == "__main__":
    sys.exit(main())
