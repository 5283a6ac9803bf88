"""End to end with the real Codex CLI (from npm) against a fake Responses API on loopback:
what `codex exec` actually sends to the model, with and without mgimind's hooks.

Each `codex exec` runs offline in a throwaway HOME, CODEX_HOME and project; the model
provider is the fake (wire_api "responses", streamed as SSE, websockets off), passed with
`-c` so the person's config.toml holds only their own lines and mgimind's block.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path
from statistics import median

import pytest
from daemon_helpers import freeze, running_daemon
from fakes.responses_server import FakeResponses
from host_e2e import (
    BRIEFING_MARK,
    HARVEST_PROMPT,
    MEMORY,
    RECALL_MARK,
    RELEVANT,
    UNRELATED,
    body_text,
    cli_env,
    find_cli,
    harvest_settings,
    harvested,
    hook_costs,
    ms,
    needs,
    run_cli,
    throwaway_homes,
)
from mgimind.hooks import wire
from mgimind.hosts.codex import installer

from mgimind.doors.client import DaemonClient

CODEX = find_cli("codex", "MGIMIND_CODEX_BIN")
pytestmark = needs(CODEX, "the Codex CLI")

REPLY = "pong from the fake model"

# The person's own files, which install must merge with and uninstall must give back.
THEIR_CONFIG = (
    '# my Codex settings\nmodel_reasoning_effort = "low"  # keep it cheap\n\n'
    "[tui]\nanimations = false\n"
)
# Their hook comes first: ours is the second group of UserPromptSubmit, and its trust key
# says so (the recall below proves Codex reads the same position).
THEIR_HOOKS = {
    "hooks": {
        "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "true", "timeout": 2}]}]
    }
}


@pytest.fixture
def world(tmp_path, monkeypatch):
    """A throwaway HOME, CODEX_HOME, project and mgimind home; Codex pointed at the fake."""
    home, project, mgimind_home = throwaway_homes(tmp_path, monkeypatch, ".codex")
    codex_home = home / ".codex"
    monkeypatch.setenv("CODEX_HOME", str(codex_home))  # the installer and the daemon's watcher
    env = cli_env(
        home, mgimind_home, CODEX_HOME=str(codex_home), FAKE_RESPONSES_KEY="sk-test-dummy"
    )
    with FakeResponses(reply=REPLY) as api:
        yield {
            "home": home,
            "codex_home": codex_home,
            "project": project,
            "mgimind": mgimind_home,
            "env": env,
            "api": api,
        }


def run_codex(world, prompt: str) -> tuple[subprocess.CompletedProcess, str, float]:
    """Run `codex exec PROMPT`; return the process, the text of the last model request that
    carries the prompt, and the wall time."""
    api = world["api"]
    provider = (
        f'{{name="fake", base_url="{api.url}", wire_api="responses", '
        'env_key="FAKE_RESPONSES_KEY", supports_websockets=false, '
        "request_max_retries=0, stream_max_retries=0}"
    )
    seen = len(api.responses())
    proc, elapsed = run_cli(
        [CODEX, "exec", "--skip-git-repo-check", "-c", 'model_provider="fake"']
        + ["-c", 'model="gpt-fake"', "-c", f"model_providers.fake={provider}", prompt],
        world["project"],
        world["env"],
        stdin=subprocess.DEVNULL,
    )
    bodies = [body_text(r.body) for r in api.responses()[seen:] if r.body]
    with_prompt = [b for b in bodies if prompt in b]
    return proc, (with_prompt[-1] if with_prompt else ""), elapsed


def their_files(world) -> dict[Path, bytes]:
    config, hooks = world["codex_home"] / "config.toml", world["codex_home"] / "hooks.json"
    config.write_text(THEIR_CONFIG)
    hooks.write_text(json.dumps(THEIR_HOOKS, indent=4))
    return {config: config.read_bytes(), hooks: hooks.read_bytes()}


def test_hooks_inject_briefing_and_recall_and_uninstall_gives_the_files_back(world):
    before = their_files(world)
    with running_daemon(world["mgimind"]):
        DaemonClient(world["mgimind"]).memories.add(MEMORY)
        # Hooks written without their trust: Codex skips them, silently.
        installer.install("user", world["project"], mcp=False)
        config = world["codex_home"] / "config.toml"
        trusted = config.read_text()
        config.write_text(THEIR_CONFIG)
        proc, body, _ = run_codex(world, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout and RELEVANT in body
        assert BRIEFING_MARK not in body and RECALL_MARK not in body

        config.write_text(trusted)  # the trust install recorded: the hooks run
        proc, body, _ = run_codex(world, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
        assert BRIEFING_MARK in body  # the session-start briefing reached the model
        assert RECALL_MARK in body and "seven times" in body  # and the recalled memory
        assert "seven" not in RELEVANT  # (it can only have come from the recall)
        last = DaemonClient(world["mgimind"]).sessions.last("codex", str(world["project"]))
        assert last is not None and RELEVANT in last.summary  # SessionEnd closed it

        # The trust is for exactly the hooks install wrote: a hook changed since is skipped
        # (no recall), while the untouched session-start hook still runs.
        hooks_file = world["codex_home"] / "hooks.json"
        ours = hooks_file.read_text()
        changed = json.loads(ours)
        changed["hooks"]["UserPromptSubmit"][-1]["hooks"][0]["timeout"] = 9
        hooks_file.write_text(json.dumps(changed))
        proc, body, _ = run_codex(world, RELEVANT)
        assert proc.returncode == 0 and BRIEFING_MARK in body and RECALL_MARK not in body
        hooks_file.write_text(ours)

        # Nothing relevant stored for this prompt: no recall block (no token burn), while
        # the briefing still arrives (positive control).
        proc, body, _ = run_codex(world, UNRELATED)
        assert proc.returncode == 0
        assert BRIEFING_MARK in body and RECALL_MARK not in body

        installer.uninstall("user", world["project"])
        proc, body, _ = run_codex(world, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout and RELEVANT in body
        assert BRIEFING_MARK not in body and RECALL_MARK not in body
    for path, content in before.items():
        assert path.read_bytes() == content, path  # byte for byte, comments and all
    leftovers = sorted(p.name for p in world["codex_home"].glob("*mgimind*"))
    assert leftovers == [], leftovers


def test_a_broken_home_never_reaches_the_user(world):
    (world["mgimind"] / "config.toml").write_text("this is [not toml")  # daemon start fails
    _, _, baseline = run_codex(world, "hello")  # no hooks: the normal time
    installer.install("user", world["project"], mcp=False)
    proc, body, elapsed = run_codex(world, "hello")
    assert proc.returncode == 0 and REPLY in proc.stdout
    assert "hello" in body and BRIEFING_MARK not in body
    assert "hook: SessionStart Completed" in proc.stderr  # the hooks ran, and succeeded
    assert "Failed" not in proc.stderr
    print(f"codex exec, broken home: {elapsed:.2f} s with hooks, {baseline:.2f} s without")
    log = (world["mgimind"] / "hooks.log").read_text()
    # Timed by the hooks' own log: one CLI run's wall clock moves by a second with the
    # machine's load, which is not the hooks' cost.
    costs = hook_costs(log, "codex")
    assert costs and sum(map(ms, costs)) < 1500, costs
    assert "FAIL-OPEN" in log and "not valid TOML" in log  # says why, in the home


@pytest.mark.slow  # repeated CLI runs with and without hooks, timed
def test_a_hung_daemon_costs_codex_about_a_second(world):
    """A SIGSTOPped daemon: the first hook waits its reply budget, the breaker spares the
    later hooks of the run; measured against the same run without hooks, alternated."""
    world["env"]["MGIMIND_HOOK_TRACE"] = "1"  # the hook log records every hook's cost
    log = world["mgimind"] / "hooks.log"
    baselines, hung_runs, hung = [], [], []
    with running_daemon(world["mgimind"]) as st:
        DaemonClient(world["mgimind"]).memories.add(MEMORY)
        for _ in range(3):
            installer.uninstall("user", world["project"])
            baselines.append(run_codex(world, RELEVANT)[2])
            installer.install("user", world["project"], mcp=False)
            (world["mgimind"] / wire.BREAKER_NAME).unlink(missing_ok=True)
            freeze(st["pid"])
            try:
                proc, body, elapsed = run_codex(world, RELEVANT)
            finally:
                os.kill(st["pid"], signal.SIGCONT)
            hung_runs.append(elapsed)
            if not hung:
                hung = hook_costs(log.read_text(), "codex")
            assert proc.returncode == 0 and REPLY in proc.stdout
            assert RELEVANT in body and RECALL_MARK not in body
        # Positive control: once the breaker's pause is over, recall is injected again.
        time.sleep(wire.Breaker.FIRST_PAUSE_S + 0.2)
        _, back_body, back = run_codex(world, RELEVANT)
    baseline, elapsed = median(baselines), median(hung_runs)
    print(
        f"\ncodex exec, SIGSTOPped daemon: median {elapsed:.2f} s with hooks "
        f"({', '.join(f'{b:.2f}' for b in hung_runs)}), {baseline:.2f} s without "
        f"({', '.join(f'{b:.2f}' for b in baselines)}): {elapsed - baseline:+.2f} s; "
        f"daemon back: {back:.2f} s"
    )
    print("hooks of the first hung run: " + "; ".join(hung))
    assert elapsed < baseline + 1.5, (hung_runs, baselines, hung)
    assert len(hung) >= 3 and "breaker open" in "".join(hung[1:])  # one wait, the rest skip
    assert RECALL_MARK in back_body and "seven times" in back_body


def test_a_codex_session_is_harvested_into_memory(world):
    # The Stop and SessionEnd hooks ask the daemon to harvest the session log Codex wrote;
    # the watcher is off, so the hooks' request is the only way in.
    harvest_settings(world["mgimind"], idle_s=2, watch=False)
    prompt = HARVEST_PROMPT
    with running_daemon(world["mgimind"]):
        installer.install("user", world["project"], mcp=False)
        proc, body, _ = run_codex(world, prompt)
        assert proc.returncode == 0 and prompt in body
        client = DaemonClient(world["mgimind"])
        found = harvested(client, "billing staging cluster", "bluefin-7")
        assert found, "the exchange never reached memory"
        assert REPLY in found[0].text  # the whole exchange, both sides
        assert BRIEFING_MARK not in found[0].text  # never the context mgimind injected
        # Stop and SessionEnd both asked for it: it is stored once.
        time.sleep(3)
        again = client.memories.search("billing staging cluster", limit=10)
        assert len([r for r in again if "bluefin-7" in r.text]) == 1


def test_project_hooks_run_once_the_person_trusts_the_project(world):
    project, config = world["project"], world["codex_home"] / "config.toml"
    with running_daemon(world["mgimind"]):
        DaemonClient(world["mgimind"]).memories.add(MEMORY)
        report = installer.install("project", project)
        assert any("not trusted yet" in note for note in report.notes)
        proc, body, _ = run_codex(world, RELEVANT)  # an untrusted project: .codex not loaded
        assert proc.returncode == 0 and RELEVANT in body and BRIEFING_MARK not in body

        # The person's decision, in their own config: the project's hooks now run, with
        # the trust install recorded in the user config.
        trusted = f'[projects."{project}"]\ntrust_level = "trusted"\n'
        config.write_text(trusted + "\n" + config.read_text())
        proc, body, _ = run_codex(world, RELEVANT)
        assert proc.returncode == 0 and BRIEFING_MARK in body and "seven times" in body

        installer.uninstall("project", project)
        assert config.read_text() == trusted  # their lines stay; ours are gone
        assert not (project / ".codex").exists()
        proc, body, _ = run_codex(world, RELEVANT)
        assert proc.returncode == 0 and RELEVANT in body and BRIEFING_MARK not in body


def test_the_watcher_harvests_codex_sessions_without_hooks(world):
    # No hooks at all: the daemon's watcher follows $CODEX_HOME/sessions by itself and
    # harvests a session once it has been quiet for idle_s.
    harvest_settings(world["mgimind"], idle_s=2, watch=None)
    prompt = "Note for later: the nightly export job writes to the bucket named walrus-archive-9."
    with running_daemon(world["mgimind"]):
        proc, body, _ = run_codex(world, prompt)
        assert proc.returncode == 0 and prompt in body and BRIEFING_MARK not in body
        client = DaemonClient(world["mgimind"])
        found = harvested(client, "nightly export bucket", "walrus-archive-9")
    assert found and REPLY in found[0].text, "the watcher never harvested the session"
