"""`python -m mgimind.doors.daemon [--home HOME]`: run the daemon in the foreground.

The home's lock is taken before anything heavy is imported, so the losers of a start
race (several hooks auto-starting at once) exit in milliseconds with EXIT_ALREADY_RUNNING.
Exit codes: 0 clean exit, 3 another daemon holds the home, 4 startup failed.
"""

import argparse
import fcntl
import os
import sys

from mgimind.doors.daemon.server import EXIT_STARTUP_FAILED
from mgimind.hooks.wire import EXIT_ALREADY_RUNNING, LOCK_NAME, home_dir, home_problem


def acquire_lock(home: str) -> int | None:
    """The home's lock file, held (flock) for the life of the process; None if taken."""
    os.makedirs(home, mode=0o700, exist_ok=True)
    fd = os.open(os.path.join(home, LOCK_NAME), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    os.ftruncate(fd, 0)
    os.write(fd, str(os.getpid()).encode())
    return fd


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mgimind.doors.daemon")
    parser.add_argument("--home", default=None)
    parser.add_argument("--idle-timeout", type=float, default=None)
    # The env var lets `mgimind serve --http` reach a daemon started detached.
    parser.add_argument(
        "--http",
        default=os.environ.get("MGIMIND_HTTP") or None,
        help="also serve the HTTP door on this loopback address",
    )
    args = parser.parse_args(argv)
    home = home_dir(args.home)
    os.environ["MGIMIND_HOME"] = home
    os.umask(0o077)  # every file the daemon creates is 0600, every folder 0700
    problem = home_problem(home)
    if problem:
        print(f"mgimind daemon: the home {home} {problem}", file=sys.stderr)
        return EXIT_STARTUP_FAILED
    lock = acquire_lock(home)
    if lock is None:
        print(f"mgimind daemon: another daemon already serves {home}", file=sys.stderr)
        return EXIT_ALREADY_RUNNING
    import logging

    from mgimind.doors.daemon.server import Daemon

    logging.basicConfig(
        level=logging.INFO,
        format="%(asctime)s %(process)d %(name)s %(levelname)s %(message)s",
        handlers=[logging.FileHandler(os.path.join(home, "daemon.log"))],
        force=True,
    )
    try:
        return Daemon(home, idle_timeout_s=args.idle_timeout, http=args.http).run()
    finally:
        os.close(lock)  # releases the flock; the next daemon may start


if __name__ == "__main__":
    sys.exit(main())
