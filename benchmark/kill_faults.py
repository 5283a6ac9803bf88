"""Kill -9 the daemon at random moments while every kind of writer writes; count losses.

Writers, all at once: CLI processes (`mgimind add`, each one racing the daemon's
auto-start after a kill), a `mgimind.open()` client that reconnects (and auto-starts)
after each kill, and the HTTP door (a bearer token, retrying while no daemon listens).
A write counts as acknowledged when its writer got a success back. After the last cycle
the store is opened in-process and every acknowledged text must be there.

    .venv/bin/python -m benchmark.kill_faults --cycles 25

Prints cycles, acknowledged writes and losses per writer kind (target: 0 lost).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from benchmark import run_info

MGIMIND = str(Path(sys.executable).with_name("mgimind"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def daemon_pid(home: Path) -> int | None:
    try:
        text = (home / "daemon.lock").read_text().strip()
        return int(text) if text else None
    except (OSError, ValueError):
        return None


class Writers:
    """Every writer kind, each recording what was acknowledged."""

    def __init__(self, home: Path, env: dict, port: int, cli_writers: int):
        self.home, self.env, self.port = home, env, port
        self.cli_writers = cli_writers
        self.stop = threading.Event()
        self.acked: dict[str, list[str]] = {"cli": [], "open": [], "http": []}
        self.errors: dict[str, int] = {"cli": 0, "open": 0, "http": 0}
        self.token: str | None = None
        self._lock = threading.Lock()

    def ack(self, kind: str, text: str) -> None:
        with self._lock:
            self.acked[kind].append(text)

    def fail(self, kind: str) -> None:
        with self._lock:
            self.errors[kind] += 1

    def cli(self, n: int) -> None:
        i = 0
        while not self.stop.is_set():
            i += 1
            text = f"cli writer {n} note {i}: valve {i % 13} was serviced on shift {n}."
            proc = subprocess.run(
                [MGIMIND, "add", text], env=self.env, capture_output=True, timeout=120
            )
            if proc.returncode == 0:
                self.ack("cli", text)
            else:
                self.fail("cli")

    def open_client(self) -> None:
        import mgimind

        client, i = None, 0
        while not self.stop.is_set():
            i += 1
            text = f"open() client note {i}: pump {i % 11} pressure logged at {i} bar."
            try:
                if client is None:
                    client = mgimind.open(self.home, timeout=60)
                client.memory.add(text=text)
                self.ack("open", text)
            except Exception:
                self.fail("open")
                if client is not None:
                    client.close()
                client = None
                time.sleep(0.1)
        if client is not None:
            client.close()

    def http(self) -> None:
        i = 0
        while not self.stop.is_set():
            i += 1
            text = f"http door note {i}: fan {i % 9} replaced in rack {i}."
            body = json.dumps({"text": text}).encode()
            request = urllib.request.Request(
                f"http://127.0.0.1:{self.port}/v1/memories",
                data=body,
                method="POST",
                headers={
                    "Authorization": f"Bearer {self.token}",
                    "Content-Type": "application/json",
                },
            )
            try:
                with urllib.request.urlopen(request, timeout=60) as reply:
                    if reply.status == 200:
                        self.ack("http", text)
                        continue
            except (urllib.error.URLError, OSError, TimeoutError):
                pass
            self.fail("http")
            time.sleep(0.2)

    def start(self) -> list[threading.Thread]:
        threads = [
            threading.Thread(target=self.cli, args=(n,), daemon=True)
            for n in range(self.cli_writers)
        ]
        threads.append(threading.Thread(target=self.open_client, daemon=True))
        threads.append(threading.Thread(target=self.http, daemon=True))
        for t in threads:
            t.start()
        return threads


def missing(home: Path, texts: list[str]) -> list[str]:
    """The acknowledged texts the store does not hold (opened in-process, daemon gone)."""
    from mgimind.engine.mind import Mind
    from mgimind.store.audit import content_hash
    from mgimind.store.base import Eq, where

    mind = Mind(home, store_wait_s=60)
    try:
        held = {
            p.payload.get("content_hash")
            for p in mind.store.scroll(where(Eq("kind", "memory"), Eq("chunk", 0)))
        }
    finally:
        mind.close()
    return [t for t in texts if content_hash(t) not in held]


def run(
    home: Path,
    cycles: int,
    *,
    cli_writers: int = 2,
    min_gap: float = 1.0,
    max_gap: float = 4.0,
    seed: int = 7,
    log=print,
) -> dict:
    """`cycles` kills at random moments under load; returns the figures."""
    rng = random.Random(seed)
    port = free_port()
    env = dict(
        os.environ, MGIMIND_HOME=str(home), MGIMIND_AUTOSTART="1", MGIMIND_HTTP=f"127.0.0.1:{port}"
    )
    env.pop("MGIMIND_IN_PROCESS", None)
    # This process's own writer (the open() client) sees the same home and door.
    with _environ({k: env[k] for k in ("MGIMIND_HOME", "MGIMIND_AUTOSTART", "MGIMIND_HTTP")}):
        return _run(home, cycles, env, port, cli_writers, rng, min_gap, max_gap, log)


def _await_every_kind(writers: Writers, since: dict[str, int], limit_s: float = 120.0) -> None:
    """Keep the writers going until every kind has a write acknowledged by the restarted
    daemon (on a loaded machine its restart can outlast the random gap), or `limit_s`."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        if all(len(writers.acked[kind]) > since.get(kind, 0) for kind in writers.acked):
            return
        time.sleep(0.2)


@contextmanager
def _environ(values: dict[str, str]):
    """These environment variables set for the block, as they were after it."""
    saved = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _run(home, cycles, env, port, cli_writers, rng, min_gap, max_gap, log) -> dict:
    writers = Writers(home, env, port, cli_writers)
    token = subprocess.run(
        [MGIMIND, "token", "create", "kill-test"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    writers.token = token.stdout.strip().splitlines()[-1]
    threads = writers.start()
    kills = 0
    at_last_kill: dict[str, int] = {}
    started = time.monotonic()
    while kills < cycles:
        time.sleep(rng.uniform(min_gap, max_gap))
        pid = daemon_pid(home)
        if pid is None:
            continue
        try:
            at_last_kill = {k: len(v) for k, v in writers.acked.items()}
            os.kill(pid, signal.SIGKILL)
            kills += 1
            log(
                f"kill {kills}/{cycles}: pid {pid}, acknowledged so far "
                f"{ {k: len(v) for k, v in writers.acked.items()} }"
            )
        except ProcessLookupError:
            pass
    time.sleep(rng.uniform(min_gap, max_gap))  # writes after the last kill count too
    _await_every_kind(writers, since=at_last_kill)
    writers.stop.set()
    for t in threads:
        t.join(timeout=180)
    subprocess.run([MGIMIND, "daemon", "stop"], env=env, capture_output=True, timeout=60)
    pid = daemon_pid(home)
    if pid:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    elapsed = time.monotonic() - started
    lost = {kind: missing(home, texts) for kind, texts in writers.acked.items()}
    return {
        "cycles": kills,
        "seconds": round(elapsed, 1),
        "acknowledged": {k: len(v) for k, v in writers.acked.items()},
        "failed_calls": dict(writers.errors),
        "lost": {k: len(v) for k, v in lost.items()},
        "lost_examples": {k: v[:3] for k, v in lost.items() if v},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=25)
    parser.add_argument("--cli-writers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--gap",
        type=float,
        nargs=2,
        default=(1.0, 4.0),
        metavar=("MIN", "MAX"),
        help="seconds between kills, drawn uniformly (a daemon needs ~2 s to start)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        figures = run(
            Path(tmp) / "home",
            args.cycles,
            cli_writers=args.cli_writers,
            seed=args.seed,
            min_gap=args.gap[0],
            max_gap=args.gap[1],
        )
    figures["run"] = run_info.describe()
    print(json.dumps(figures, indent=2))
    print(run_info.line(figures["run"]))
    total = sum(figures["lost"].values())
    print(
        f"{figures['cycles']} kills, {sum(figures['acknowledged'].values())} acknowledged "
        f"writes, {total} lost"
    )


if __name__ == "__main__":
    main()
