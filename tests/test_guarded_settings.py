"""With review.require_human on, `mgimind config set` loosens a setting that guards
admission, review, fetching or the store only with the review secret typed at a terminal;
tightening needs nothing; every change leaves an audit line with the key, the old and the
new value (a credential only as set or unset)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mgimind.config import Config, load_config
from mgimind.doors.cli import common, main
from mgimind.security.review_secret import store_secret
from tests.terminal_helpers import PASSPHRASE

# What an agent with a shell ran to turn quarantine off, and each one's looser value.
LOOSENING = [
    ("admission.near_duplicate", "1.0"),
    ("admission.low_novelty", "0.94"),  # calibrated 0.88; at most near_duplicate
    ("admission.min_words", "1"),
    ("admission.min_chars", "1"),
    ("web.allow_private", "true"),
    ("extractor.allow_remote", "true"),
    ("store.url", "http://127.0.0.1:6333"),
]

RECALL_BUDGET = Config().recall.budget_chars


@pytest.fixture
def run():
    runner = CliRunner()

    def invoke(*args, input=None):
        return runner.invoke(main, list(args), input=input, catch_exceptions=False)

    return invoke


def _config_set_lines(home) -> list[dict]:
    lines = [json.loads(line) for line in (home / "audit.log").read_text().splitlines()]
    return [e for e in lines if e["action"] == "config.set"]


def _reviewed(home) -> None:
    store_secret(home, PASSPHRASE)
    (home / "config.toml").write_text("[review]\nrequire_human = true\n")


def test_loosening_a_guard_needs_the_secret_and_tightening_does_not(
    run, isolated_home, monkeypatch
):
    isolated_home.mkdir(mode=0o700, parents=True, exist_ok=True)
    _reviewed(isolated_home)
    before = load_config(isolated_home)
    # An agent's tool call: stdin is no terminal, so no secret can be typed. Refused,
    # saying what it loosens, and config.toml is as it was.
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: False)
    for key, value in LOOSENING:
        refused = run("config", "set", key, value)
        assert refused.exit_code == 1, (key, refused.output)
        assert "loosens what review guards" in refused.output and key in refused.output
    assert load_config(isolated_home) == before
    # An agent at a pseudo-terminal guessing: a wrong secret changes nothing either.
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: True)
    wrong = run("config", "set", "admission.min_words", "1", input="an agent's guess\n")
    assert wrong.exit_code == 1 and "secret is wrong" in wrong.output
    assert load_config(isolated_home).admission.min_words == before.admission.min_words
    # Tightening is anyone's: no prompt, no secret (stdin is no terminal again).
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: False)
    for key, value in (("admission.min_words", "6"), ("admission.near_duplicate", "0.9")):
        tightened = run("config", "set", key, value)
        assert tightened.exit_code == 0, (key, tightened.output)
    assert load_config(isolated_home).admission.min_words == 6
    # The person loosens each with the secret (positive control of the refusals above).
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: True)
    for key, value in LOOSENING:
        done = run("config", "set", key, value, input=PASSPHRASE + "\n")
        assert done.exit_code == 0 and "Set " + key in done.output, (key, done.output)
    after = load_config(isolated_home)
    assert after.admission.low_novelty == 0.94 and after.web.allow_private is True
    assert after.store.url == "http://127.0.0.1:6333"
    assert PASSPHRASE not in (isolated_home / "audit.log").read_text()


def test_every_config_change_is_audited_with_key_old_and_new(run, isolated_home, monkeypatch):
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: False)
    assert run("config", "set", "recall.budget_chars", "3000").exit_code == 0
    assert run("config", "set", "store.url", "http://127.0.0.1:6333").exit_code == 0
    assert run("config", "set", "store.api_key", "qdrant-key-not-for-the-log").exit_code == 0
    lines = _config_set_lines(isolated_home)
    # (an unset value, None, is left out of the line)
    assert [(e["setting"], e.get("old_value"), e["new_value"]) for e in lines] == [
        ("recall.budget_chars", RECALL_BUDGET, 3000),
        ("store.url", None, "http://127.0.0.1:6333"),
        ("store.api_key", "unset", "set"),
    ]
    assert {e["actor"] for e in lines} == {f"cli:{common.person().split(':', 1)[1]}"}
    assert "qdrant-key-not-for-the-log" not in (isolated_home / "audit.log").read_text()
    # With review on, a tightening without the secret is recorded as an app's, not the
    # person's; the person's secret-backed loosening as theirs.
    _reviewed(isolated_home)
    assert run("config", "set", "admission.min_words", "5").exit_code == 0
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: True)
    loosen = run("config", "set", "admission.min_words", "2", input=PASSPHRASE + "\n")
    assert loosen.exit_code == 0, loosen.output
    tight, loose = _config_set_lines(isolated_home)[-2:]
    assert (tight["setting"], tight["old_value"], tight["new_value"]) == (
        "admission.min_words",
        4,
        5,
    )
    assert tight["actor"].startswith("app:") and loose["actor"].startswith("cli:")
    assert (loose["old_value"], loose["new_value"]) == (5, 2)
