"""Daemon commands: `mgimind serve`, `mgimind daemon status|stop|restart`, `mgimind mcp`."""

from __future__ import annotations

import os
import signal
import time

import click

from mgimind.doors.cli.common import emit_json, json_option
from mgimind.errors import MgimindError
from mgimind.hooks import wire

STOP_WAIT_S = 15.0


def register(cli: click.Group) -> None:
    for command in (serve, daemon, mcp):
        cli.add_command(command)


def _home() -> str:
    return wire.home_dir()


def start_detached(home: str, timeout: float = 60.0) -> dict:
    """Start the home's daemon in the background (no-op when running); its status."""
    try:
        conn = wire.ensure_daemon(home, time.monotonic() + timeout)
    except wire.DaemonUnavailable as e:
        raise MgimindError(
            f"the daemon did not start: {e}",
            fix=f"see {os.path.join(home, wire.DAEMON_LOG)}, or run "
            "`mgimind serve --foreground` to watch it",
        ) from None
    try:
        info: dict = conn.call("daemon.status")[0]
        return info
    finally:
        conn.close()


def stop_daemon(home: str, timeout: float = STOP_WAIT_S) -> int | None:
    """Stop the home's daemon gracefully (SIGTERM if it does not answer, SIGKILL if it
    does not stop within `timeout`); its pid or None when none ran."""
    pid = _lock_pid(home)
    try:
        conn = wire.Connection(home, timeout=STATUS_WAIT_S)
        try:
            pid = conn.call("daemon.stop")[0]["pid"]
        finally:
            conn.close()
    except (wire.DaemonUnavailable, wire.RemoteError):
        if pid is None or not wire.lock_held(home):
            return None
        # Hung: a stopped process (SIGSTOP) keeps a SIGTERM pending until it continues.
        _signal(pid, signal.SIGTERM)
        _signal(pid, signal.SIGCONT)
    if not _wait_unlocked(home, timeout) and pid is not None:
        # Stuck in its shutdown: what it acknowledged is on disk already (the store's
        # write-ahead log survives a kill), so ending it loses nothing acknowledged.
        _signal(pid, signal.SIGKILL)
        _wait_unlocked(home, 5.0)
    if wire.lock_held(home):
        raise MgimindError(
            f"the daemon (pid {pid}) did not stop within {timeout:.0f}s", fix=f"kill -9 {pid}"
        )
    return pid


def _signal(pid: int, sig: int) -> None:
    try:
        os.kill(pid, sig)
    except ProcessLookupError:
        pass


def _wait_unlocked(home: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while wire.lock_held(home) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not wire.lock_held(home)


# Seconds a daemon that holds the socket has to answer `daemon status` (it answers in
# milliseconds) before it counts as hung.
STATUS_WAIT_S = 3.0
RESTART_FIX = "mgimind daemon restart"


def daemon_state(home: str) -> dict:
    """How the home's daemon is: `state` is "running" (it answered), "hung" (it holds the
    socket or its process is stopped, and does not answer), "starting" (it holds the lock
    and has not opened its socket yet) or "down"; with what is known besides."""
    pid = _lock_pid(home) if wire.lock_held(home) else None
    try:
        conn = wire.Connection(home, timeout=STATUS_WAIT_S)
        try:
            return {"state": "running", "running": True, **conn.call("daemon.status")[0]}
        finally:
            conn.close()
    except (wire.NoReply, wire.NotAccepting) as e:
        return {"state": "hung", "running": False, "home": home, "pid": pid, "why": str(e)}
    except wire.DaemonUnavailable:
        pass
    if pid is None:
        return {"state": "down", "running": False, "home": home, "why": wire.start_failure(home)}
    if wire.process_stopped(pid):
        why = f"its process (pid {pid}) is stopped (SIGSTOP or a debugger)"
        return {"state": "hung", "running": False, "home": home, "pid": pid, "why": why}
    return {"state": "starting", "running": False, "home": home, "pid": pid}


def _lock_pid(home: str) -> int | None:
    try:
        with open(os.path.join(home, wire.LOCK_NAME)) as f:
            return int(f.read().strip() or 0) or None
    except (OSError, ValueError):
        return None


@click.command()
@click.option("--foreground", is_flag=True, help="Run in this terminal (logs to daemon.log).")
@click.option(
    "--idle-timeout",
    type=float,
    default=None,
    help="Exit after this many idle seconds (default: daemon.idle_timeout_s).",
)
@click.option(
    "--http",
    "http",
    metavar="127.0.0.1:PORT",
    default=None,
    help="Also serve the HTTP door for other agents (loopback only; bearer tokens "
    "from `mgimind token create`). PORT 0 picks a free port.",
)
def serve(foreground: bool, idle_timeout: float | None, http: str | None) -> None:
    """Run the daemon that owns this home's store and warm models."""
    home = _home()
    if http is not None:
        from mgimind.doors.http.door import parse_address
        from mgimind.errors import require_extra

        require_extra("http", "starlette", "uvicorn", needed_by="the HTTP door")
        parse_address(http)  # a bad or non-loopback address is refused before any start
    if foreground:
        from mgimind.doors.daemon.__main__ import main as daemon_main

        args = ["--home", home]
        if idle_timeout is not None:
            args += ["--idle-timeout", str(idle_timeout)]
        if http is not None:
            args += ["--http", http]
        code = daemon_main(args)
        if code == wire.EXIT_ALREADY_RUNNING:
            raise MgimindError(f"a daemon already serves {home}", fix="mgimind daemon status")
        raise SystemExit(code)
    if idle_timeout is not None:
        raise click.UsageError("--idle-timeout needs --foreground (or set daemon.idle_timeout_s)")
    was_running = wire.daemon_running(home)
    if http is not None:
        os.environ["MGIMIND_HTTP"] = http  # read by the daemon this command spawns
    status = start_detached(home)
    verb = "already running" if was_running else "started"
    if http is not None and not _serves(status.get("http"), http):
        door = f"HTTP on {status['http']}" if status.get("http") else "no HTTP door"
        raise MgimindError(
            f"a daemon already serves {home} ({door})",
            fix=f"mgimind daemon stop, then mgimind serve --http {http}",
        )
    click.echo(f"mgimind daemon {verb}: pid {status['pid']}, home {home}")
    if status.get("http"):
        click.echo(f"HTTP door: http://{status['http']} (spec at /openapi.json)")


def _serves(actual: str | None, wanted: str) -> bool:
    from mgimind.doors.http.door import parse_address

    if not actual:
        return False
    want_host, want_port = parse_address(wanted)
    host, port = parse_address(actual)
    return host == want_host and (want_port == 0 or port == want_port)


@click.group()
def daemon() -> None:
    """Inspect or control the background daemon."""


@daemon.command()
@json_option
def status(as_json: bool) -> None:
    """Is a daemon serving this home? Running (pid, uptime, requests), hung, starting or down."""
    home = _home()
    info = daemon_state(home)
    if as_json:
        return emit_json(info)
    state = info["state"]
    if state == "running":
        click.echo(
            f"mgimind daemon: running, pid {info['pid']}, up {info['uptime_s']}s, "
            f"{info['requests']} requests, idle exit after {info['idle_timeout_s']}s"
        )
        click.echo(f"home: {info['home']}")
    elif state == "hung":
        click.echo(f"mgimind daemon: hung, pid {info.get('pid') or '?'} (home {home})")
        click.echo(f"why: {info['why']}")
        click.echo(f"fix: {RESTART_FIX}")
    elif state == "starting":
        click.echo(f"mgimind daemon: starting, pid {info['pid']} (home {home})")
    else:
        click.echo(f"mgimind daemon: not running (home {home})")
        if info.get("why"):
            click.echo(f"its last start failed: {info['why']}")
            click.echo(f"fix: see {os.path.join(home, wire.DAEMON_LOG)}")


@daemon.command()
def stop() -> None:
    """Stop the daemon gracefully (flush, close)."""
    pid = stop_daemon(_home())
    click.echo(
        "mgimind daemon: not running" if pid is None else f"mgimind daemon stopped (pid {pid})"
    )


@daemon.command()
def restart() -> None:
    """Stop the daemon (if running) and start it again."""
    home = _home()
    stop_daemon(home)
    click.echo(f"mgimind daemon started: pid {start_detached(home)['pid']}")


@click.command()
def mcp() -> None:
    """Run the MCP stdio server (for Claude Code and other MCP clients)."""
    from mgimind.doors.mcp_server import main as mcp_main

    mcp_main()
