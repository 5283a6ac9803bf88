"""A running Mind (and the daemon holding it) follows config.toml: `config set` takes
effect at once or is refused with a way out; an edit of the file is noticed; settings
that contradict each other are refused by the config model."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from daemon_helpers import running_daemon

from mgimind.config import DEFAULT_MODEL, Config, load_config, save_config, set_value
from mgimind.errors import InvalidInput, MgimindError

MGIMIND = Path(sys.executable).parent / "mgimind"

# --- cross-field checks ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "key, value, says",
    [
        ("chunking.overlap", "900", "at most half of chunking.size"),
        ("chunking.overlap", "251", "<= 250"),
        ("admission.low_novelty", "0.97", "must not exceed admission.near_duplicate"),
        ("harvest.max_turn_chars", "2000000", "limits.max_text_chars"),
        ("store.api_key", "'k'", "store.url"),
        ("scope.shared_library", "'bad name'", "invalid library name"),
        ("hooks.disabled_projects", "['relative/dir']", "not an absolute path"),
    ],
)
def test_contradicting_settings_are_refused(key, value, says):
    with pytest.raises(InvalidInput, match=says.replace(".", r"\.").replace("(", r"\(")):
        set_value(Config(), key, value)


def test_consistent_settings_pass():
    config = set_value(Config(), "chunking.overlap", "250")  # exactly half
    config = set_value(config, "chunking.size", "1000")
    config = set_value(config, "chunking.overlap", "500")
    assert (config.chunking.size, config.chunking.overlap) == (1000, 500)
    assert set_value(Config(), "admission.low_novelty", "0.95").admission.low_novelty == 0.95


def test_a_file_with_contradicting_settings_is_a_clear_error(isolated_home):
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text("[chunking]\nsize = 800\noverlap = 900\n")
    with pytest.raises(MgimindError, match=r"chunking\.overlap \(900\) must be at most half"):
        load_config(isolated_home)


# --- a running Mind follows the file --------------------------------------------------------


@pytest.fixture
def live_mind(isolated_home, embedder):
    """A Mind that read its config from the home (as the daemon's does)."""
    from mgimind.engine.mind import Mind

    mind = Mind(isolated_home, embedder=embedder)
    yield mind
    mind.close()


def test_reload_takes_the_change_and_reaches_every_identity_view(live_mind, isolated_home):
    view = live_mind.as_identity("agent:x")
    assert not view.review.required()
    save_config(
        set_value(load_config(isolated_home), "review.require_human", "true"), isolated_home
    )
    report = live_mind.reload_config()
    assert report["applied"] == ["review.require_human"] and report["needs_restart"] == []
    assert view.review.required() and live_mind.review.required()


def test_an_edit_of_the_file_is_noticed_without_a_reload(live_mind, isolated_home):
    assert live_mind.config.chunking.size == 500
    (isolated_home / "config.toml").write_text("[chunking]\nsize = 800\n")
    deadline = time.monotonic() + 5
    while live_mind.config.chunking.size != 800 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert live_mind.config.chunking.size == 800
    assert live_mind.memories.add("word " * 400).chunks == 3  # 2000 chars in 800s


def test_changes_a_running_mind_cannot_take_are_kept_and_named(live_mind, isolated_home):
    (isolated_home / "config.toml").write_text(
        '[embedding]\nmodel = "BAAI/bge-small-en-v1.5"\n[recall]\nbudget_chars = 900\n'
    )
    report = live_mind.reload_config()
    assert report["needs_restart"] == ["embedding.model"]
    assert "recall.budget_chars" in report["applied"]
    assert live_mind.config.embedding.model == DEFAULT_MODEL
    assert live_mind.config.recall.budget_chars == 900
    assert live_mind.memories.search("anything") == []  # the model in use still works


def test_a_broken_edit_changes_nothing(live_mind, isolated_home):
    (isolated_home / "config.toml").write_text("[chunking]\noverlap = 900\n")
    with pytest.raises(MgimindError, match="chunking.overlap"):
        live_mind.reload_config()
    assert live_mind.config.chunking.overlap == 75
    time.sleep(1.1)  # the per-request check logs it and keeps going
    assert live_mind.config.chunking.overlap == 75


# --- through a real daemon ------------------------------------------------------------------


@pytest.fixture(scope="module")
def daemon_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("reload-home")
    with running_daemon(home):
        yield home


def _mgimind(home: Path, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """The real CLI in its own process, stdin not a terminal (as an agent runs it)."""
    env = {"MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1", "PATH": "/usr/bin:/bin"}
    return subprocess.run(
        [str(MGIMIND), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )


def test_require_human_reaches_the_running_daemon(daemon_home):
    held = json.loads(_mgimind(daemon_home, "ingest", "Zanzibar cluster ok", "--json").stdout)
    assert held["verdict"] == "quarantined"
    other = json.loads(_mgimind(daemon_home, "ingest", "Zanzibar node ok", "--json").stdout)
    # control: without review required, a non-TTY promote succeeds
    assert _mgimind(daemon_home, "quarantine", "promote", other["id"]).returncode == 0
    refused = _mgimind(daemon_home, "config", "set", "review.require_human", "true")
    assert refused.returncode == 1 and "review init" in refused.stderr  # no secret yet
    from mgimind.security.review_secret import store_secret
    from tests.terminal_helpers import PASSPHRASE, on_terminal

    store_secret(daemon_home, PASSPHRASE)
    done = _mgimind(daemon_home, "config", "set", "review.require_human", "true")
    assert done.returncode == 0 and "running daemon follows it now" in done.stdout
    refused = _mgimind(daemon_home, "quarantine", "promote", held["id"])
    assert refused.returncode == 1 and "terminal" in refused.stderr
    # Loosening the gate is the person's: an agent's call cannot type the secret.
    loosen = _mgimind(daemon_home, "config", "set", "review.require_human", "false")
    assert loosen.returncode == 1 and "terminal" in loosen.stderr
    env = {"MGIMIND_HOME": str(daemon_home), "MGIMIND_AUTOSTART": "1", "PATH": "/usr/bin:/bin"}
    code, out = on_terminal(
        [str(MGIMIND), "config", "set", "review.require_human", "false"],
        env,
        [(b"Review secret", PASSPHRASE.encode() + b"\n")],
    )
    assert code == 0 and "running daemon follows it now" in out, out
    assert _mgimind(daemon_home, "quarantine", "promote", held["id"]).returncode == 0


def test_disabled_projects_reach_the_running_daemon(daemon_home, tmp_path):
    from mgimind.hooks import wire

    quiet, loud = tmp_path / "quiet", tmp_path / "loud"
    quiet.mkdir()
    loud.mkdir()

    def hook(cwd: Path) -> dict:
        conn = wire.Connection(str(daemon_home), timeout=30)
        try:
            payload = {
                "session_id": "s",
                "transcript_path": "",
                "cwd": str(cwd),
                "hook_event_name": "SessionStart",
            }
            return conn.call(
                "hook", {"host": "claude-code", "event": "session-start", "payload": payload}
            )[0]
        finally:
            conn.close()

    assert not hook(quiet / "deep").get("disabled")
    # the relative path is resolved where the command runs, not in the daemon's folder
    done = _mgimind(
        daemon_home, "config", "set", "hooks.disabled_projects", "['quiet']", cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert load_config(daemon_home).hooks.disabled_projects == [str(quiet.resolve())]
    assert hook(quiet / "deep") == {"stdout": "", "disabled": True}
    assert not hook(loud).get("disabled")  # control
    assert _mgimind(daemon_home, "config", "set", "hooks.disabled_projects", "[]").returncode == 0
    assert not hook(quiet / "deep").get("disabled")


def test_a_change_the_daemon_cannot_take_is_refused(daemon_home):
    refused = _mgimind(daemon_home, "config", "set", "embedding.threads", "1")
    assert refused.returncode == 1
    assert "cannot take a change of embedding.threads" in refused.stderr
    assert "mgimind daemon stop" in refused.stderr
    assert load_config(daemon_home).embedding.threads is None  # nothing written
