"""The daemon-side figures of one checkpoint: start-up to the first answered hook (cold
and warm), resident memory, prompt-hook latency idle and while a writer adds memories,
search through the socket, and the session-start briefing.

Hooks are spawned exactly as Claude Code spawns them (benchmark/load.py's `Hook`, timed by
benchmark/busy_hooks.py's `prompts`); every prompt is a LongMemEval question, each in a
session of its own (a session is never shown the same item twice).

"Cold" start: the page cache dropped first (`sync; echo 3 > /proc/sys/vm/drop_caches`, as
root), so the store and the model are read from disk, as after a reboot. "Warm": the
daemon stopped and started again, its files still in the page cache (a new login).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from benchmark.busy_hooks import big_text, prompts
from benchmark.load import Hook, rss, summary
from mgimind.doors.cli.daemon_cmd import stop_daemon
from mgimind.doors.client import DaemonClient

START_BUDGET_S = 120.0
RETRY_S = 0.25  # between prompts while the daemon starts: the start-up's resolution
WRITE_TEXT_MB = 0.1  # each writer memory: ~100 KB of distinct runbook lines


def point_env_at(root: Path) -> tuple[Path, Path]:
    """(home, project) under `root`; this process's environment aimed at the home (auto-start
    on, no HTTP door, empty Claude Code, Codex and Gemini CLI homes so the daemon's watcher
    harvests nothing of the person's)."""
    home, project = root / "home", root / "project"
    project.mkdir(parents=True, exist_ok=True)
    home.mkdir(mode=0o700, exist_ok=True)
    os.environ.update(
        MGIMIND_HOME=str(home),
        MGIMIND_AUTOSTART="1",
        CLAUDE_CONFIG_DIR=str(root / "claude"),
        CODEX_HOME=str(root / "codex"),
        GEMINI_CLI_HOME=str(root / "gemini"),
    )
    os.environ.pop("MGIMIND_HTTP", None)
    return home, project


class QuestionHook(Hook):
    """The prompt hook with the questions as prompts, each call in a new session."""

    def __init__(self, home: Path, project: Path, questions: list[str], label: str):
        super().__init__(home, project)
        self.questions = questions
        self.label = label
        self.calls = 0

    def event(self, i: int) -> str:
        self.calls += 1
        return json.dumps(
            {
                "session_id": f"scale-{self.label}-{self.calls}",
                "transcript_path": "",
                "cwd": str(self.project),
                "hook_event_name": "UserPromptSubmit",
                "prompt": self.questions[i % len(self.questions)],
            }
        )


def drop_page_cache() -> bool:
    """Empty the kernel's page cache (root only); False when not allowed."""
    try:
        subprocess.run(["sync"], check=True)
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def rss_parts(pid: int) -> dict:
    """The daemon's resident memory by kind, MiB: anonymous (its heap, the models, what the
    engine reads in) and file pages (the store's memory-mapped files it has touched, which
    the kernel takes back under pressure, and the daemon also hands back when quiet)."""
    out = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(("RssAnon:", "RssFile:", "RssShmem:")):
                key, value = line.split(":", 1)
                out[key.lower().replace("rss", "") + "_mib"] = round(int(value.split()[0]) / 1024)
    return out


def start_up(hook: QuestionHook) -> dict:
    """With no daemon running, spawn prompt hooks (the first auto-starts the daemon), one
    every RETRY_S: seconds from the first spawn to the first hook answered (no fail-open;
    while the store opens, the daemon answers with no recall), and to the first answered
    with a recall (it printed context), and the hooks each took."""
    stop_daemon(str(hook.home))
    began, attempts, out = time.perf_counter(), 0, {}
    while time.perf_counter() - began < START_BUDGET_S:
        before, injected = hook.fail_opens(), hook.injected
        _, err = hook.run(attempts)
        attempts += 1
        if err is None and hook.fail_opens() == before:
            if "seconds" not in out:
                out = {"seconds": round(time.perf_counter() - began, 2), "hooks": attempts}
            if hook.injected > injected:
                out["recall_seconds"] = round(time.perf_counter() - began, 2)
                out["recall_hooks"] = attempts
                return out
        time.sleep(RETRY_S)  # a person's next prompt, not a spin that starves the start
    return {**out, "hooks": attempts, "error": "no hook answered with a recall in time"}


def briefing(home: Path, project: Path, runs: int = 5) -> dict:
    """The session-start hook's wall time and how much it printed."""
    from mgimind.hooks import client as hook_client

    script = str(Path(hook_client.__file__).resolve().with_name("run_hook.py"))
    cmd = [sys.executable, "-I", "-S", script, "claude-code", "session-start"]
    times, chars = [], 0
    for n in range(runs):
        session = f"scale-brief-{n}-{time.time()}"
        payload = {"session_id": session, "transcript_path": "", "cwd": str(project)}
        payload["source"] = "startup"
        began = time.perf_counter()
        out = subprocess.run(cmd, input=json.dumps(payload), capture_output=True, text=True)
        times.append((time.perf_counter() - began) * 1000)
        chars = len(out.stdout)
    return {**summary(times), "printed_chars": chars}


def search(home: Path, questions: list[str]) -> dict:
    """memories.search through the socket (what the CLI and MCP tools pay), wall ms."""
    times = []
    with DaemonClient(home, actor="bench:reader") as client:
        for q in questions:
            began = time.perf_counter()
            client.memory.search(query=q, limit=10, all=True)
            times.append((time.perf_counter() - began) * 1000)
    return summary(times)


class Writer:
    """Adds ~100 KB memories through the daemon until stopped, as the harvester would add
    a long session; what it added is deleted after, so the next checkpoint's pool is the
    pool. Its rate is the daemon's cold ingest (every line distinct, so every vector is
    embedded by the real model)."""

    def __init__(self, home: Path, label: str):
        self.home, self.label = home, label
        self.writing = threading.Event()
        self.stop = threading.Event()
        self.ids: list[str] = []
        self.chunks = 0
        self.seconds = 0.0
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._guarded, daemon=True)

    def _guarded(self) -> None:
        try:
            self._loop()
        except BaseException as e:  # raised again by finish(), in the caller's thread
            self.error = e
            self.writing.clear()

    def _loop(self) -> None:
        text = big_text(WRITE_TEXT_MB)
        began = time.perf_counter()
        # A person's add at the command line (an agent's would pass the admission gate).
        with DaemonClient(self.home, actor="cli:bench-writer", timeout=3600) as client:
            n = 0
            while not self.stop.is_set():
                # Every line its own (the daemon's vector cache would serve repeats).
                fresh = text.replace("Runbook line ", f"Runbook {self.label}/{n} line ")
                added = client.memory.add(text=fresh)
                self.ids.append(added.id)
                self.chunks += added.chunks
                n += 1
            self.seconds = time.perf_counter() - began
            for mid in self.ids:
                client.memory.delete(memory_id=mid)
        self.writing.clear()

    def start(self) -> None:
        self.writing.set()
        self.thread.start()

    def finish(self) -> dict:
        self.stop.set()
        self.thread.join()
        if self.error is not None:
            raise RuntimeError(f"the writer failed: {self.error!r}") from self.error
        return {
            "memories": len(self.ids),
            "chunks": self.chunks,
            "seconds": round(self.seconds, 1),
            "chunks_per_s": round(self.chunks / self.seconds, 1) if self.seconds else None,
        }


def measure(
    home: Path, project: Path, questions: list[str], label: str, n: int, cold: bool = True
) -> dict:
    """Every daemon-side figure at this checkpoint; stops the daemon at the end. `cold`:
    drop the page cache before the first start (root only; skipped, and said, otherwise)."""
    hook = QuestionHook(home, project, questions, label)
    out: dict = {"cold_page_cache": cold and drop_page_cache()}
    try:
        out["start_cold"] = start_up(hook) if out["cold_page_cache"] else None
        out["start_warm"] = start_up(hook)
        with DaemonClient(home, actor="bench:reader") as client:
            pid = client.status()["pid"]
        prompts(hook, 5)  # warm-up
        out["hook_idle"] = prompts(hook, n)
        out["search"] = search(home, questions[:n])
        out["briefing"] = briefing(home, project)
        out["rss_after_reads"] = rss(pid)
        writer = Writer(home, label)
        writer.start()
        time.sleep(1.0)  # the first write under way
        out["hook_busy"] = prompts(hook, n, writer.writing)
        out["writer"] = writer.finish()
        out["rss"] = {**rss(pid), **rss_parts(pid)}
        out["injected"] = hook.injected
    finally:
        stop_daemon(str(home))
    return out
