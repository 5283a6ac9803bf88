"""The hook finds the interpreter that has mgimind from the `mgimind` script on PATH, in
every header an installer writes: pipx's (`#!/venv/bin/python -E`), env's, and pip's
`/bin/sh` form for a path with spaces. The Claude Code plugin's hooks run the system
`python3`, so this is how its first prompt starts a daemon at all."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import mgimind.hooks.wire as wire
import pytest
from daemon_helpers import running_daemon

import mgimind
from mgimind.doors.cli.daemon_cmd import stop_daemon

REPO = Path(__file__).resolve().parents[1]
VENV_PYTHON = sys.executable  # has mgimind installed
SYSTEM_PYTHON = "/usr/bin/python3"  # has not
MEMORY = "The staging database is restored from the Sunday snapshot every Monday at 6am."
PROMPT = "when is the staging database restored?"
SCRIPT_BODY = "import sys\nfrom mgimind.doors.cli import main\nsys.exit(main())\n"


def script(folder: Path, header: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "mgimind"
    path.write_text(header + SCRIPT_BODY)
    path.chmod(0o755)
    return path


def test_each_installer_header_names_its_interpreter(tmp_path, monkeypatch):
    spaced = tmp_path / "with space" / "python"
    spaced.parent.mkdir()
    spaced.symlink_to(VENV_PYTHON)
    headers = {
        f"#!{VENV_PYTHON}\n": VENV_PYTHON,
        f"#!{VENV_PYTHON} -E\n": VENV_PYTHON,  # pipx
        f"#!{VENV_PYTHON} -I -s\n": VENV_PYTHON,
        f"#!/bin/sh\n'''exec' \"{spaced}\" \"$0\" \"$@\"\n' '''\n": str(spaced),  # pip
    }
    for n, (header, expected) in enumerate(headers.items()):
        assert wire.script_interpreter(str(script(tmp_path / str(n), header))) == expected, header
    monkeypatch.setenv("PATH", f"{Path(VENV_PYTHON).parent}{os.pathsep}{os.environ['PATH']}")
    found = wire.script_interpreter(str(script(tmp_path / "env", "#!/usr/bin/env python\n")))
    assert found == shutil.which("python")
    # Nothing that is not an interpreter on this machine: the caller falls back.
    assert wire.script_interpreter(str(script(tmp_path / "gone", "#!/no/such/python -E\n"))) is None
    assert wire.script_interpreter(str(script(tmp_path / "none", "import sys\n"))) is None


@pytest.mark.skipif(not os.path.exists(SYSTEM_PYTHON), reason="needs a system python3")
def test_the_plugin_hook_with_a_pipx_install_starts_the_daemon_and_recalls(tmp_path, monkeypatch):
    """The plugin's own hook command (hooks/hooks.json: `python3 -I -S run_hook.py`) run by
    a system python3 without mgimind, with only a pipx-style `mgimind` script on PATH."""
    check = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import mgimind"], capture_output=True, cwd=tmp_path
    )
    if check.returncode == 0:
        pytest.skip("the system python3 has mgimind installed")
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    with running_daemon(home, monkeypatch):
        client = mgimind.open(home, timeout=60)
        client.memories.add(MEMORY)
        client.close()
    bin_dir = tmp_path / "pipx-bin"
    script(bin_dir, f"#!{VENV_PYTHON} -E\n")
    hooks = json.loads((REPO / "hooks" / "hooks.json").read_text())["hooks"]
    command = hooks["UserPromptSubmit"][0]["hooks"][0]["command"]
    command = command.replace("${CLAUDE_PLUGIN_ROOT}", str(REPO))
    assert command.startswith("python3 ")
    env = {
        "PATH": f"{bin_dir}{os.pathsep}{Path(SYSTEM_PYTHON).parent}{os.pathsep}/bin",
        "HOME": str(tmp_path),
        "MGIMIND_HOME": str(home),
        "MGIMIND_AUTOSTART": "1",
        "CLAUDE_CONFIG_DIR": str(tmp_path / "claude"),
        "MGIMIND_HOOK_BUDGET_MS": "30000",  # this machine's cold start, not what is tested
    }
    payload = {"session_id": "s", "cwd": str(project), "prompt": PROMPT}
    try:
        proc = subprocess.run(
            ["/bin/sh", "-c", command],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            env=env,
            cwd=project,
            timeout=60,
        )
        log = (home / "hooks.log").read_text() if (home / "hooks.log").exists() else ""
        assert proc.returncode == 0 and "Sunday snapshot" in proc.stdout, log
        info = json.loads((home / wire.INFO_NAME).read_text())
        assert info["python"] == VENV_PYTHON  # the script's interpreter runs the daemon
    finally:
        stop_daemon(str(home))


def readme_block(after: str) -> list[str]:
    """The commands of the README's first ```bash block after the line `after`."""
    text = (REPO / "README.md").read_text()
    block = text[text.index(after) :].split("```bash\n", 1)[1].split("```", 1)[0]
    return [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]


PIPX = shutil.which("pipx")


@pytest.mark.skipif(PIPX is None, reason="needs pipx on PATH (pip install pipx), and PyPI")
def test_the_readme_pipx_install_and_the_plugin_hook_work(tmp_path):
    """The README's pipx lines, run as written, exit 0 (`pipx inject --no-deps` exited 1
    with "Pipx Internal Error"), and the plugin's hook, run by a system python3, reaches
    the pipx install's interpreter through its `-E` shebang: it starts the daemon and
    recalls what the pipx `mgimind` stored."""
    commands = readme_block("With pipx, for the `mgimind` command")
    assert commands[0].startswith("pipx install ./dist/mgimind-") and len(commands) == 2
    subprocess.run(
        [VENV_PYTHON, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"), "."],
        cwd=REPO,
        check=True,
        timeout=300,
    )
    bin_dir, home, project = tmp_path / "bin", tmp_path / "home", tmp_path / "project"
    project.mkdir()
    env = {
        "PATH": f"{bin_dir}{os.pathsep}{Path(PIPX).parent}{os.pathsep}/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PIPX_HOME": str(tmp_path / "pipx"),
        "PIPX_BIN_DIR": str(bin_dir),
        "PIPX_MAN_DIR": str(tmp_path / "man"),
        "MGIMIND_HOME": str(home),
        "CLAUDE_CONFIG_DIR": str(tmp_path / "claude"),
        "MGIMIND_HOOK_BUDGET_MS": "60000",  # this machine's cold start, not what is tested
    }
    for command in commands:
        done = subprocess.run(
            ["/bin/sh", "-c", command],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        assert done.returncode == 0, (command, done.stdout[-2000:], done.stderr[-2000:])
    assert (bin_dir / "mgimind").read_text().splitlines()[0].endswith(" -E")  # pipx's header
    try:
        stored = subprocess.run(
            ["mgimind", "add", MEMORY], env=env, capture_output=True, text=True, timeout=300
        )
        assert stored.returncode == 0, stored.stderr
        subprocess.run(["mgimind", "daemon", "stop"], env=env, check=True, timeout=60)
        hooks = json.loads((REPO / "hooks" / "hooks.json").read_text())["hooks"]
        command = hooks["UserPromptSubmit"][0]["hooks"][0]["command"]
        command = command.replace("${CLAUDE_PLUGIN_ROOT}", str(REPO))
        payload = {"session_id": "s", "cwd": str(project), "prompt": PROMPT}
        proc = subprocess.run(
            ["/bin/sh", "-c", command],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            env=env,
            cwd=project,
            timeout=120,
        )
        log = (home / "hooks.log").read_text() if (home / "hooks.log").exists() else ""
        assert proc.returncode == 0 and "Sunday snapshot" in proc.stdout, log
        info = json.loads((home / wire.INFO_NAME).read_text())
        assert info["python"].startswith(str(tmp_path / "pipx"))
    finally:
        subprocess.run(["mgimind", "daemon", "stop"], env=env, timeout=60)
