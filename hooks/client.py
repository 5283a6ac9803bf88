"""The thin hook client a host runs for each hook event.

STANDARD LIBRARY ONLY. A host runs it once per event, through a five-line launcher that
imports it from cached bytecode:

    /path/python -I -S /path/mgimind/hooks/run_hook.py claude-code prompt < event.json

so it must start in a few milliseconds: no qdrant, onnxruntime, pydantic, numpy or MCP
import, directly or transitively (it runs without site-packages, so it cannot even see
the package; it imports nothing but builtin C modules, os/sys/time and the wire module
beside it). It forwards the host's JSON to the daemon (auto-starting it within the
budget), prints the host's answer, and FAILS OPEN: daemon down, slow or erroring ->
prints nothing, exits 0, and logs why to `MGIMIND_HOME/hooks.log`.

Off switches: `MGIMIND_DISABLED=1`, or a `.mgimind-off` file in the project (the event's
cwd or any parent). The daemon also honours `hooks.disabled_projects` in the config.
"""

import os
import sys
import time

try:  # imported as mgimind.hooks.client
    from . import wire
except ImportError:  # run as a script (run_hook.py, or `python -I -S client.py`)
    sys.path.append(os.path.dirname(os.path.abspath(__file__)))
    import wire  # type: ignore[no-redef]

HOOK_LOG = "hooks.log"
OFF_FILE = ".mgimind-off"
HOOK_LOG_MAX_BYTES = 1_000_000
# Milliseconds each event may take end to end when the daemon must be started first
# (loading the model takes a few seconds, once); a running daemon gets the reply budget
# (wire.REPLY_BUDGET_MS). The host's own hook timeout (written by the installer) is
# larger, so the host never kills us first.
EVENT_BUDGET_MS = {
    "session-start": 8000,
    "prompt": 4000,
    "pre-compact": 4000,
    "session-end": 4000,
    "stop": 2000,
}
DEFAULT_BUDGET_MS = 3000
START = time.monotonic()  # the budget counts from interpreter start, not from main()


# How long after a daemon took the home's lock it counts as starting: opening a year's
# store and loading the models takes 3 s on a quiet machine, 7 s on two cores at load 19,
# and its first recall a second or two more. A hook that misses its budget meanwhile fails
# open but opens no breaker: skipping the next 5-10 s of prompts held the first recall
# back to 20 s after the start (measured at the full pool, load 15-19); a hung start costs
# each prompt in this window its budget, no more.
START_GRACE_S = 30.0


def starting(home: str) -> bool:
    """A daemon took the home's lock less than START_GRACE_S ago and still holds it."""
    try:
        age = time.time() - os.stat(os.path.join(home, wire.LOCK_NAME)).st_mtime
    except OSError:
        return False
    return 0 <= age < START_GRACE_S and wire.lock_held(home)


# --- the hook -----------------------------------------------------------------------------


def disabled_reason(payload: dict) -> str | None:
    """Why mgimind must stay silent for this event, or None."""
    if os.environ.get("MGIMIND_DISABLED", "").lower() in ("1", "true", "yes", "on"):
        return "MGIMIND_DISABLED is set"
    cwd = payload.get("cwd") if isinstance(payload, dict) else None
    path = os.path.abspath(cwd if isinstance(cwd, str) and cwd else os.getcwd())
    while True:
        if os.path.exists(os.path.join(path, OFF_FILE)):
            return f"{os.path.join(path, OFF_FILE)} exists"
        parent = os.path.dirname(path)
        if parent == path:
            return None
        path = parent


def log_line(home: str, message: str) -> None:
    """Append one line to the hook log; never raises (the hook must stay silent)."""
    try:
        path = os.path.join(home, HOOK_LOG)
        try:
            if os.path.getsize(path) > HOOK_LOG_MAX_BYTES:
                os.replace(path, path + ".1")
        except OSError:
            pass
        os.makedirs(home, mode=0o700, exist_ok=True)
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
        with wire.open_private(path, "a") as f:
            f.write(f"{stamp} pid={os.getpid()} {message}\n")
    except Exception:
        pass


def run_hook(host: str, event: str, raw: bytes, home: "str | None" = None) -> str:
    """Forward one event; return what to print (possibly ""). Raises on any failure."""
    text = raw.decode("utf-8") if raw.strip() else "{}"
    payload = wire.loads(text)
    if not isinstance(payload, dict):
        raise ValueError("the host's event is not a JSON object")
    reason = disabled_reason(payload)
    if reason:
        return ""
    home = wire.home_dir(home)
    breaker = wire.Breaker(home)
    skip = breaker.skip_reason()
    if skip:
        raise wire.DaemonUnavailable(f"skipped: {skip}")
    budget = (
        float(
            os.environ.get("MGIMIND_HOOK_BUDGET_MS")
            or EVENT_BUDGET_MS.get(event, DEFAULT_BUDGET_MS)
        )
        / 1000.0
    )
    deadline = START + budget

    # Hooks of one run may overlap (a host runs an event's hooks in parallel, a prompt
    # may come while the session starts): the first to miss opens the breaker, and the
    # breaker was closed when this one began, so the others stop waiting with it. A hung
    # daemon costs the run one reply budget, not one per hook.
    def give_up() -> "str | None":
        skip = breaker.skip_reason()
        return f"another hook found the daemon unresponsive: {skip}" if skip else None

    try:
        conn = wire.ensure_daemon(home, deadline, give_up=give_up)
        try:
            # Re-encoded, not forwarded raw: the wire is one request per line, and the
            # host's JSON may contain newlines between tokens.
            result, _ = conn.call(
                "hook",
                {"host": host, "event": event, "payload": payload},
                # A daemon this hook waited for, or one that just started, loads its
                # models after opening its socket: its first answer may take the rest of
                # the start budget.
                timeout=deadline - time.monotonic()
                if conn.after_start or starting(home)
                else min(wire.reply_budget_s(event), deadline - time.monotonic()),
                give_up=give_up,
            )
        finally:
            conn.close()
    except wire.GaveUp:
        raise  # the miss is recorded already; recording it again would double the pause
    except wire.DaemonUnavailable as e:
        # A start under way is not a hang (START_GRACE_S): the next prompt waits again.
        if not (isinstance(e, wire.NotReady) and starting(home)):
            breaker.miss()
        raise
    breaker.success()
    return (result or {}).get("stdout") or ""


STDIN_WAIT_S = 2.0
STDIN_MAX_BYTES = 8 * 1024 * 1024


def read_stdin(deadline: float) -> bytes:
    """The host's JSON, read until EOF but never past `deadline` or the size cap: a host
    that keeps stdin open must not hold the hook beyond its budget."""
    import select

    fd = sys.stdin.fileno()
    chunks: list[bytes] = []
    size = 0
    while size <= STDIN_MAX_BYTES:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
            raise TimeoutError("stdin was not closed within the wait")
        chunk = os.read(fd, 65536)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
    raise ValueError(f"stdin is larger than {STDIN_MAX_BYTES} bytes")


def main(argv: "list[str] | None" = None) -> int:
    """`client.py HOST EVENT`: read the host's JSON on stdin, print the host's answer."""
    argv = sys.argv[1:] if argv is None else argv
    home = wire.home_dir()
    host, event = (argv + ["?", "?"])[:2]
    try:
        raw = read_stdin(time.monotonic() + STDIN_WAIT_S)
        out = run_hook(host, event, raw, home)
    except BaseException as e:  # fail open, whatever happened
        elapsed = (time.monotonic() - START) * 1000
        log_line(home, f"{host} {event} FAIL-OPEN after {elapsed:.0f}ms: {type(e).__name__}: {e}")
        return 0
    if out:
        try:
            sys.stdout.write(out)
            sys.stdout.flush()
        except OSError as e:
            log_line(home, f"{host} {event} could not write the answer: {e}")
    if os.environ.get("MGIMIND_HOOK_TRACE"):
        log_line(
            home, f"{host} {event} ok {len(out)} chars in {(time.monotonic() - START) * 1000:.0f}ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
