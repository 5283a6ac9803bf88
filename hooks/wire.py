"""The daemon's wire protocol, its auto-start and the host surfaces' deadline policy.

STANDARD LIBRARY ONLY, and only builtin C modules plus os/sys/time on the hot path: the
hook client (client.py) imports it in a process started with `python -I -S`, which must
be answering in a few milliseconds; the daemon, `mgimind.doors.client.DaemonClient` and the
CLI use the same module, so there is one definition of the protocol.

Newline-delimited JSON over the Unix socket `MGIMIND_HOME/daemon.sock`, one JSON object
per line each way: {"id", "method", "params", "actor", "confine"} -> {"id", "result",
"type"} or {"id", "error": {"type", "module", "what", "fix"}}. Both ends check that the
other is the same user (SO_PEERCRED) before a byte is sent.
"""

import _json
import _socket
import os
import sys
import time

# mypy reads this block; at run time it is skipped, so the hook imports no typing module
# (annotations that name its types are strings).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from subprocess import Popen
    from typing import IO, Any, Callable, Iterable

    # asked while a reply is awaited: a reason to stop waiting, or None
    GiveUp = Callable[[], str | None]

SOCKET_NAME = "daemon.sock"
LOCK_NAME = "daemon.lock"
INFO_NAME = "daemon.json"
DAEMON_LOG = "daemon.log"
FAILED_NAME = "daemon.failed"  # why the last start failed (the daemon writes it)
BREAKER_NAME = "daemon.breaker"  # the circuit breaker's state (see Breaker)
EXIT_ALREADY_RUNNING = 3  # the daemon's exit code when another instance holds the lock

# The deadline policy of every host surface (hooks, SDK tool packs, LangGraph nodes): a
# running daemon may take REPLY_BUDGET_MS to answer any event. A recall or a briefing takes
# tens of milliseconds, so a daemon past this is hung or swamped: a turn pays at most this
# much for it, and the Breaker then skips the daemon for a while. MGIMIND_REPLY_BUDGET_MS
# overrides it.
REPLY_BUDGET_MS = 1000


def reply_budget_s(event: str) -> float:
    """Seconds a running daemon may take to answer `event` (see REPLY_BUDGET_MS)."""
    explicit = os.environ.get("MGIMIND_REPLY_BUDGET_MS")
    try:
        if explicit:
            return max(float(explicit), 1.0) / 1000.0
    except ValueError:
        pass
    return REPLY_BUDGET_MS / 1000.0


def autostart_enabled() -> bool:
    return os.environ.get("MGIMIND_AUTOSTART", "1").lower() not in ("0", "false", "no", "off")


# --- JSON, from the C accelerator ---------------------------------------------------------


class _ScanContext:
    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = staticmethod(float)  # NaN, Infinity, -Infinity
    memo: dict = {}


_scan = _json.make_scanner(_ScanContext())  # type: ignore[arg-type]  # duck-typed context
_quote = _json.encode_basestring_ascii


_JSON_SPACE = " \t\n\r"  # JSON's whitespace only; str.strip() would also eat U+0085, U+3000...


def loads(text: "str | bytes") -> "Any":
    """json.loads for one JSON document (bytes or str)."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    start = len(text) - len(text.lstrip(_JSON_SPACE))
    try:
        value, end = _scan(text, start)
    except StopIteration:
        raise ValueError("not a JSON document") from None
    if text[end:].strip(_JSON_SPACE):
        raise ValueError("extra data after the JSON document")
    return value


def dumps(value: object) -> str:
    """json.dumps for the plain data the wire carries (dict, list, str, number, bool, None)."""
    if isinstance(value, str):
        return _quote(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return (
            repr(value) if value == value and value not in (float("inf"), float("-inf")) else "null"
        )
    if isinstance(value, dict):
        return "{" + ",".join(_quote(str(k)) + ":" + dumps(v) for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(dumps(v) for v in value) + "]"
    raise TypeError(f"cannot send {type(value).__name__} to the daemon")


class DaemonUnavailable(Exception):
    """No daemon answered (not running, could not start, or too slow)."""


class NotAccepting(DaemonUnavailable):
    """A daemon holds the socket but accepts no connection (its queue is full): it is
    hung or swamped, and waiting for it to start would be waiting for nothing."""


class NoReply(DaemonUnavailable):
    """The daemon took the request and did not answer within the timeout: it is hung
    (stopped, stuck) or swamped. Not a reason to start another one."""


class DaemonStopped(NotAccepting):
    """The daemon's process is stopped (SIGSTOP, a debugger): it cannot answer until it
    is continued, so no caller waits for it."""


class NotReady(DaemonUnavailable):
    """A daemon starting (its lock held, no socket yet) was not ready within the budget."""


class GaveUp(DaemonUnavailable):
    """Another caller recorded a miss while this one waited: the same daemon will not
    answer this one either."""


# How often a caller waiting on the daemon looks at the breaker file.
BREAKER_POLL_S = 0.05


class RemoteError(Exception):
    """The daemon answered with an error: `.error` holds its type, what and fix."""

    def __init__(self, error: dict):
        self.error = error
        super().__init__(error.get("what") or error.get("type") or "daemon error")


# --- paths --------------------------------------------------------------------------------


def home_dir(home: "str | os.PathLike[str] | None" = None) -> str:
    """The mgimind home: the argument, else `MGIMIND_HOME`, else `~/.mgimind`."""
    if home:
        return os.path.abspath(os.path.expanduser(str(home)))
    env = os.environ.get("MGIMIND_HOME")
    return os.path.abspath(os.path.expanduser(env or os.path.join("~", ".mgimind")))


def open_private(path: str, mode: str, *, truncate: bool = False) -> "IO[Any]":
    """open() for appending or writing a file of the home, created 0600 whatever the
    umask (a log or state file must never be readable by other users)."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if truncate else os.O_APPEND)
    fd = os.open(path, flags, 0o600)
    return os.fdopen(fd, mode) if "b" in mode else os.fdopen(fd, mode, encoding="utf-8")


def home_problem(home: str) -> str | None:
    """Why `home` must not be used (another user owns it or can write it, or it is not a
    folder), or None. The same rule as mgimind.home, in the standard library only."""
    try:
        st = os.stat(home)
    except FileNotFoundError:
        return None  # created private when the daemon starts
    except OSError as e:
        return f"cannot be read: {e.strerror}"
    if not (st.st_mode & 0o170000) == 0o040000:
        return "is not a folder"
    if st.st_uid != os.getuid():
        return f"belongs to another user (uid {st.st_uid})"
    if st.st_mode & 0o022:
        return f"can be written by other users (mode {st.st_mode & 0o777:o}): chmod 700 it"
    return None


def process_stopped(pid: int) -> bool:
    """Whether `pid` is stopped (state T or t in /proc: SIGSTOP, a tracer)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rpartition(")")[2].split()[0] in ("T", "t")
    except (OSError, IndexError):
        return False


def peer_credentials(sock: "_socket.socket") -> tuple[int, int, int]:
    """(pid, uid, gid) of the process at the other end of a Unix socket (Linux)."""
    raw = sock.getsockopt(_socket.SOL_SOCKET, _socket.SO_PEERCRED, 12)
    pid, uid, gid = (int.from_bytes(raw[i : i + 4], sys.byteorder, signed=True) for i in (0, 4, 8))
    return pid, uid, gid


def socket_address(path: str) -> str:
    """An address `connect`/`bind` accept: Unix socket paths are limited to ~107 bytes, so
    a long one is reached through /proc/self/fd of its directory (Linux)."""
    if len(path.encode()) < 100 or not os.path.isdir("/proc/self/fd"):
        return path
    fd = os.open(os.path.dirname(path), os.O_RDONLY)
    # The fd stays open for the process lifetime: the address refers to it.
    return f"/proc/self/fd/{fd}/{os.path.basename(path)}"


# --- the wire -----------------------------------------------------------------------------


class Connection:
    """One connection to the daemon; several calls may share it."""

    def __init__(self, home: "str | os.PathLike[str] | None" = None, timeout: float = 30.0):
        self.home = home_dir(home)
        problem = home_problem(self.home)
        if problem:
            raise DaemonUnavailable(f"the home {self.home} {problem}")
        self.sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        try:
            self.sock.connect(socket_address(os.path.join(self.home, SOCKET_NAME)))
            peer_pid, peer_uid, _ = peer_credentials(self.sock)
        except BlockingIOError:
            # A Unix socket refuses at once when its listen queue is full: connections
            # queue up unaccepted only while the daemon is stopped or swamped.
            self.sock.close()
            raise NotAccepting(
                f"the daemon at {self.home} accepts no connection (its queue is full): "
                "it is hung or swamped"
            ) from None
        except OSError as e:
            self.sock.close()
            raise DaemonUnavailable(f"no daemon at {self.home}: {e}") from None
        if peer_uid != os.getuid():
            # Nothing is sent to a socket another user answers (it would read the prompt
            # and could inject its own text as recall).
            self.sock.close()
            raise DaemonUnavailable(
                f"the socket in {self.home} is served by another user "
                f"(uid {peer_uid}); refusing to talk to it"
            )
        if process_stopped(peer_pid):
            # The kernel accepts connections for a stopped daemon, which answers none of
            # them: waiting a reply budget for it would only cost the caller that budget.
            self.sock.close()
            raise DaemonStopped(
                f"the daemon at {self.home} (pid {peer_pid}) is stopped "
                "(SIGSTOP or a debugger) and answers nothing"
            )
        self.buffer = b""
        self.next_id = 0
        # True when ensure_daemon waited for the daemon to start: it loads its models
        # after it opens the socket, so its first answer is slower than the reply budget.
        self.after_start = False

    def call(
        self,
        method: str,
        params: "dict[str, Any] | None" = None,
        *,
        actor: "str | None" = None,
        confine: "Iterable[str] | None" = None,
        timeout: "float | None" = None,
        proof: "str | None" = None,
        give_up: "GiveUp | None" = None,
    ) -> "tuple[Any, str | None]":
        """Send one request and return (result, type) or raise RemoteError. `proof`: the
        review secret, which a person's claim needs when review is required.

        `give_up`, a function returning a reason or None, is asked every BREAKER_POLL_S
        while the reply is awaited (needs `timeout`); a reason ends the wait with GaveUp."""
        self.next_id += 1
        request = {"id": self.next_id, "method": method}
        if actor is not None:
            request["actor"] = actor
        if proof is not None:
            request["proof"] = proof
        if confine is not None:
            request["confine"] = list(confine)
        request["params"] = params or {}
        line = dumps(request) + "\n"
        if timeout is not None:
            self.sock.settimeout(max(timeout, 0.001))
        try:
            self.sock.sendall(line.encode("utf-8", "surrogatepass"))
            if give_up is not None and timeout is not None:
                reply_line = self._read_line_polling(time.monotonic() + timeout, give_up)
            else:
                reply_line = self._read_line()
        except GaveUp:
            self.close()
            raise
        except TimeoutError:
            waited = timeout if timeout is not None else self.sock.gettimeout() or 0.0
            self.close()
            raise NoReply(
                f"the daemon at {self.home} did not answer within {waited:.1f}s: "
                "it is hung or swamped"
            ) from None
        except OSError as e:
            self.close()
            raise DaemonUnavailable(f"daemon connection failed: {e or type(e).__name__}") from None
        reply = loads(reply_line)
        if "error" in reply:
            raise RemoteError(reply["error"])
        return reply.get("result"), reply.get("type")

    def _read_line(self) -> bytes:
        while b"\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise OSError("daemon closed the connection")
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line

    def _read_line_polling(self, deadline: float, give_up: "GiveUp") -> bytes:
        """_read_line in slices of BREAKER_POLL_S, asking `give_up` between them."""
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("timed out")
            self.sock.settimeout(min(left, BREAKER_POLL_S))
            try:
                return self._read_line()
            except TimeoutError:
                if left <= BREAKER_POLL_S:
                    raise
                why = give_up()
                if why:
                    raise GaveUp(why) from None

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass


def daemon_running(home: "str | os.PathLike[str] | None" = None) -> bool:
    """True when a daemon accepts connections for this home."""
    try:
        Connection(home, timeout=1.0).close()
        return True
    except DaemonUnavailable:
        return False


# --- auto-start ---------------------------------------------------------------------------


def lock_held(home: str) -> bool:
    """True while a daemon (starting or running) holds the home's lock."""
    import fcntl

    path = os.path.join(home, LOCK_NAME)
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        return False
    except OSError:
        return True
    finally:
        os.close(fd)


def daemon_python() -> str:
    """The interpreter that has mgimind installed: MGIMIND_PYTHON, this interpreter when
    its bin holds the `mgimind` script (a venv run with -S), else the interpreter named by
    the `mgimind` script on PATH (script_interpreter), else this interpreter."""
    explicit = os.environ.get("MGIMIND_PYTHON")
    if explicit:
        return explicit
    here = os.path.dirname(sys.executable)
    if os.path.exists(os.path.join(here, "mgimind")):
        return sys.executable
    import shutil

    script = shutil.which("mgimind")
    return (script and script_interpreter(script)) or sys.executable


PIP_SH_EXEC = "'''exec'"  # pip's second line when the shebang cannot hold the path


def script_interpreter(script: str) -> str | None:
    """The Python interpreter a console script runs with, or None when it names none that
    exists. Reads the forms installers write: `#!/venv/bin/python`, with flags
    (`#!/venv/bin/python -E`, as pipx's scripts have), through env
    (`#!/usr/bin/env python3.12`), and pip's form for a path with spaces or one too long
    for a shebang (`#!/bin/sh`, then PIP_SH_EXEC "/path/python" "$0" "$@")."""
    import shlex
    import shutil

    try:
        with open(script, "rb") as f:
            head = f.read(2048).decode("utf-8", "replace").splitlines()
    except OSError:
        return None
    if not head or not head[0].startswith("#!"):
        return None
    words = head[0][2:].split()
    if words and words[0] in ("/bin/sh", "/usr/bin/sh") and len(head) > 1:
        if not head[1].startswith(PIP_SH_EXEC):
            return None
        try:
            words = shlex.split(head[1][len(PIP_SH_EXEC) :])
        except ValueError:
            return None
    if words and os.path.basename(words[0]) == "env":
        names = [w for w in words[1:] if not w.startswith("-") and "=" not in w]
        found = shutil.which(names[0]) if names else None
        words = [found] if found else []
    if words and os.path.isabs(words[0]) and os.access(words[0], os.X_OK):
        return words[0]
    return None


def spawn_daemon(home: str) -> "Popen[bytes]":
    """Start a detached daemon for `home` (its output goes to the daemon log)."""
    import subprocess

    os.makedirs(home, mode=0o700, exist_ok=True)
    log = open_private(os.path.join(home, DAEMON_LOG), "ab")
    env = dict(os.environ, MGIMIND_HOME=home)
    try:
        return subprocess.Popen(
            [daemon_python(), "-m", "mgimind.doors.daemon", "--home", home],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            env=env,
            cwd=home,
            start_new_session=True,
            close_fds=True,
        )
    finally:
        log.close()


def start_failure(home: str) -> str | None:
    """Why the daemon's last start failed (written by the daemon), or None."""
    try:
        with open(os.path.join(home, FAILED_NAME), encoding="utf-8", errors="replace") as f:
            return f.read().strip() or None
    except OSError:
        return None


def ensure_daemon(
    home: "str | os.PathLike[str] | None" = None,
    deadline: float | None = None,
    give_up: "GiveUp | None" = None,
) -> Connection:
    """A connection to the home's daemon, starting one when none runs. Raises
    DaemonUnavailable when it cannot start, or is not ready before `deadline`
    (a time.monotonic() value; default 30 s from now); NotAccepting when a daemon holds
    the socket but takes no connection within the reply budget, DaemonStopped at once when
    its process is stopped; GaveUp when `give_up`
    (asked between attempts) returns a reason."""
    home = home_dir(home)
    deadline = deadline if deadline is not None else time.monotonic() + 30.0
    try:
        return Connection(home, timeout=max(deadline - time.monotonic(), 0.05))
    except DaemonStopped:
        raise
    except NotAccepting:
        return _connect_when_accepted(home, deadline, give_up)
    except DaemonUnavailable:
        pass
    if not autostart_enabled():
        raise DaemonUnavailable("no daemon running and MGIMIND_AUTOSTART is off")
    problem = home_problem(home)
    if problem:
        raise DaemonUnavailable(f"the home {home} {problem}")
    proc = None if lock_held(home) else spawn_daemon(home)
    delay = 0.01
    while time.monotonic() < deadline:
        try:
            conn = Connection(home, timeout=max(deadline - time.monotonic(), 0.05))
            conn.after_start = True
            return conn
        except DaemonStopped:
            raise
        except NotAccepting:
            return _connect_when_accepted(home, deadline, give_up)
        except DaemonUnavailable:
            pass
        why = give_up() if give_up is not None else None
        if why:
            raise GaveUp(why)
        code = proc.poll() if proc is not None else None
        if code is not None and code != EXIT_ALREADY_RUNNING:
            why = start_failure(home) or (
                f"exit {code}; see {os.path.join(home, DAEMON_LOG)}: "
                f"{tail(os.path.join(home, DAEMON_LOG))}"
            )
            raise DaemonUnavailable(f"the daemon failed to start: {why}")
        if code == EXIT_ALREADY_RUNNING or (proc is None and not lock_held(home)):
            # Another starter won the lock (or a starting daemon died): start our own.
            proc = None if lock_held(home) else spawn_daemon(home)
        time.sleep(min(delay, max(deadline - time.monotonic(), 0)))
        delay = min(delay * 1.5, 0.1)
    raise NotReady("the daemon did not become ready within the budget")


def _connect_when_accepted(
    home: str, deadline: float, give_up: "GiveUp | None" = None
) -> Connection:
    """A connection to a daemon whose listen queue is full. It runs, so it gets the reply
    budget, not the start budget: a swamped daemon drains its queue in milliseconds, a
    hung one never does. Raises NotAccepting when the budget is spent."""
    deadline = min(deadline, time.monotonic() + reply_budget_s(""))
    while True:
        time.sleep(BREAKER_POLL_S)
        try:
            return Connection(home, timeout=max(deadline - time.monotonic(), 0.05))
        except DaemonStopped:
            raise
        except NotAccepting:
            if time.monotonic() >= deadline:
                raise
        why = give_up() if give_up is not None else None
        if why:
            raise GaveUp(why)


class Breaker:
    """The circuit breaker in front of the daemon for host surfaces.

    After a miss (no answer within the budget, or a failed start) the daemon is skipped
    for a while, so a hung or broken daemon costs one slow turn, not every turn; the
    first call after the pause probes it again (half-open). Each consecutive miss doubles
    the pause, up to MAX_PAUSE_S; an answer closes the breaker. The state is a small
    file in the home, shared by every hook process."""

    FIRST_PAUSE_S = 5.0
    MAX_PAUSE_S = 60.0

    def __init__(self, home: str):
        self.path = os.path.join(home, BREAKER_NAME)

    def _state(self) -> tuple[float, int]:
        try:
            with open(self.path, encoding="ascii") as f:
                until, misses = f.read().split()
            return float(until), int(misses)
        except (OSError, ValueError):
            return 0.0, 0

    def skip_reason(self) -> str | None:
        """Why not to call the daemon now, or None (closed, or time to probe)."""
        until, misses = self._state()
        left = until - time.time()
        if left > 0:
            return f"breaker open for {left:.1f}s more after {misses} miss(es)"
        return None

    def miss(self) -> None:
        _, misses = self._state()
        pause = min(self.FIRST_PAUSE_S * 2**misses, self.MAX_PAUSE_S)
        try:
            tmp = f"{self.path}.{os.getpid()}"
            with open_private(tmp, "w", truncate=True) as f:
                f.write(f"{time.time() + pause} {misses + 1}")
            os.replace(tmp, self.path)
        except OSError:
            pass

    def success(self) -> None:
        try:
            os.unlink(self.path)
        except OSError:
            pass


def tail(path: str, lines: int = 3) -> str:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            f.seek(max(f.tell() - 4000, 0))
            text = f.read().decode(errors="replace")
    except OSError:
        return ""
    return " | ".join(line.strip() for line in text.strip().splitlines()[-lines:])
