"""The same call through two doors sees the same project scope: the in-process client and
the daemon's socket client, each called from inside one project, read that project's
memory and the shared one, never another project's."""

from __future__ import annotations

from daemon_helpers import running_daemon

import mgimind
from mgimind.doors.client import DaemonClient

MINE = "The billing service retries a failed invoice webhook three times, an hour apart."
THEIRS = "The shipping service retries a failed invoice webhook five times, a day apart."
SHARED = "Every invoice webhook carries a signature header checked before any retry."


def _projects(tmp_path):
    roots = {}
    for name in ("billing", "shipping"):
        root = tmp_path / name
        (root / ".git").mkdir(parents=True)
        (root / "src").mkdir()
        roots[name] = root
    return roots


def _recalled(client, monkeypatch, root) -> str:
    monkeypatch.chdir(root / "src")  # the caller stands in a subfolder of its project
    return client.recall(query="how often is a failed invoice webhook retried", project=".").text


def test_recall_sees_the_same_project_scope_in_process_and_over_the_socket(tmp_path, monkeypatch):
    roots = _projects(tmp_path)
    home = tmp_path / "home"
    local = mgimind.open(home, actor="cli:user", in_process=True)
    try:
        for name, text in (("billing", MINE), ("shipping", THEIRS)):
            monkeypatch.chdir(roots[name] / "src")
            local.memory.add(text=text, project=".")
        local.memory.add(text=SHARED, library="shared")
        in_process = _recalled(local, monkeypatch, roots["billing"])
    finally:
        local.close()
    with running_daemon(home, monkeypatch):
        remote = mgimind.open(home, actor="cli:user", timeout=60)
        try:
            assert isinstance(remote, DaemonClient)
            over_socket = _recalled(remote, monkeypatch, roots["billing"])
        finally:
            remote.close()
    for seen in (in_process, over_socket):
        assert "three times" in seen and "signature header" in seen  # this project + shared
        assert "five times" not in seen  # never another project's
    assert in_process == over_socket
