"""Built-in: the daemon indexes the first-person statements of memories stored before
statements were (mgimind/memory/statement_backfill.py)."""

from mgimind.pluginspecs import hookimpl


@hookimpl
def register_daemon_services(register, mind, lock):
    from mgimind.memory.statement_backfill import StatementBackfill

    register("statement-backfill", StatementBackfill(mind, lock))
