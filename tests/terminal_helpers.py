"""Run a command on a real pseudo-terminal and answer its prompts, as a person (or an
agent with `script -qfc`) would: the command sees a TTY on stdin, stdout and stderr."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import subprocess
import termios
import time

PASSPHRASE = "correct horse battery staple"  # a review secret the tests type


def own_terminal() -> None:
    """In the child: a new session whose controlling terminal is the pty on stdin, so
    /dev/tty (where getpass asks) is that pty and never the terminal running the tests."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def on_terminal(
    argv: list[str],
    env: dict,
    answers: list[tuple[bytes, bytes]] = (),
    timeout: float = 120.0,
) -> tuple[int, str]:
    """Run `argv` on a new pty; for each (prompt, reply) wait for `prompt` in the output
    since the last answer, then type `reply`. Returns (exit code, everything printed)."""
    primary, secondary = pty.openpty()
    proc = subprocess.Popen(
        argv,
        stdin=secondary,
        stdout=secondary,
        stderr=secondary,
        env=env,
        close_fds=True,
        preexec_fn=own_terminal,
    )
    os.close(secondary)
    output, seen = b"", 0
    deadline = time.monotonic() + timeout
    pending = list(answers)
    try:
        while True:
            if pending and pending[0][0] in output[seen:]:
                prompt, reply = pending.pop(0)
                seen = output.index(prompt, seen) + len(prompt)
                os.write(primary, reply)
                continue
            left = deadline - time.monotonic()
            if left <= 0:
                proc.kill()
                raise TimeoutError(f"{argv[1:]} still running; it printed: {output!r}")
            ready, _, _ = select.select([primary], [], [], min(left, 1.0))
            if ready:
                try:
                    chunk = os.read(primary, 4096)
                except OSError:  # the terminal closes with the process
                    chunk = b""
                if not chunk:
                    break
                output += chunk
            elif proc.poll() is not None and not pending:
                break
    finally:
        os.close(primary)
    return proc.wait(timeout=max(deadline - time.monotonic(), 5)), output.decode("utf-8", "replace")
