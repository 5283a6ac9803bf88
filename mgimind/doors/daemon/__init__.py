"""The mgimind daemon: one process per home owns the store and the warm models and serves
every short-lived client (hooks, CLI, `mgimind mcp`) over `MGIMIND_HOME/daemon.sock`.

`python -m mgimind.doors.daemon` runs it in the foreground; `mgimind serve` starts it detached;
clients auto-start it (see `mgimind.hooks.wire.ensure_daemon`).
"""
