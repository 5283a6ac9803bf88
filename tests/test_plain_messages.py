"""What a person reads names what actually happened: a web fetch says whether the name did
not resolve or the site refused the connection, each with its own fix."""

from __future__ import annotations

import socket

import pytest

from mgimind.moves.web import FetchRefused, fetch_page


def unused_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_refused_connection_and_an_unknown_name_get_their_own_fix():
    with pytest.raises(FetchRefused) as refused:
        fetch_page(f"http://127.0.0.1:{unused_port()}/", allow_private=True)
    assert "refused" in refused.value.fix and "did not resolve" not in refused.value.fix
    with pytest.raises(FetchRefused) as unknown:
        fetch_page("http://no-such-host.invalid/", allow_private=True)
    assert "did not resolve" in unknown.value.fix and "refused" not in unknown.value.fix


def test_a_quarantine_reason_names_the_rule_that_failed():
    from mgimind.memory.admission import relevance_problems

    # Five words clear the 4-word minimum; 21 characters miss the 24-character one.
    (reason,) = relevance_problems("Pin uv. Use it. Go on", 24, 4)
    assert reason == "too short (21 characters, under the 24-character minimum)"
    (reason,) = relevance_problems("Deployments always go blue-green", 24, 6)
    assert reason == "too short (5 words, under the 6-word minimum)"
    assert relevance_problems("Deployments always go blue-green at noon", 24, 6) == []


def test_the_operations_listing_has_a_header_a_legend_and_no_blank_doors():
    from click.testing import CliRunner

    from mgimind.doors.cli import main

    shown = CliRunner().invoke(main, ["ops"]).output.splitlines()
    assert shown[0].split() == ["operation", "does", "doors"]
    rows = shown[1 : shown.index("")]
    assert {row.split()[0] for row in rows} >= {"memory.add", "kv.get"}
    assert all(len(row.split()) >= 3 for row in rows)  # a door, or "(socket only)"
    assert any(row.endswith("(socket only)") for row in rows)
    legend = "\n".join(shown[shown.index("") :])
    assert "cli = a `mgimind` command" in legend and "(socket only)" in legend


def test_add_with_no_text_says_so_plainly(run):
    for given in ([""], ["   "], []):  # empty, blank, and nothing at all on an empty stdin
        result = run("add", *given, input="")
        assert result.exit_code == 1, result.output
        assert "no text given" in result.output and "String should" not in result.output
    stored = run("add", "The release train leaves every second Thursday.")  # positive control
    assert stored.exit_code == 0 and stored.output.startswith("Stored ")


def test_search_leaves_out_what_recall_would_not_show_unless_asked(run):
    import json

    run("add", "The staging database is restored from the Sunday snapshot every Monday.")
    run("add", "Our team lunch is on Fridays at the Thai place downtown.")

    def search(*args: str) -> list[str]:
        return [hit["text"][:14] for hit in json.loads(run("search", *args, "--json").output)]

    # Positive control: what a question is about is found.
    assert search("when is the staging database restored?")[0] == "The staging da"
    assert search("best pizza dough hydration") == []  # nothing stored is about it
    assert "Our team lunch" in search("best pizza dough hydration", "--all")


def test_review_init_says_nothing_asks_for_the_secret_while_the_gate_is_off(isolated_home):
    import os
    import sys
    from pathlib import Path

    from tests.terminal_helpers import PASSPHRASE, on_terminal

    mgimind = str(Path(sys.executable).parent / "mgimind")
    env = {**os.environ, "MGIMIND_HOME": str(isolated_home), "MGIMIND_AUTOSTART": "0"}
    typed = PASSPHRASE.encode() + b"\n"
    code, out = on_terminal(
        [mgimind, "review", "init"],
        env,
        [(b"Review secret:", typed), (b"Repeat for confirmation:", typed)],
    )
    assert code == 0 and "Review secret set" in out, out
    assert "nothing asks for it yet" in out and "Approvals ask for it" not in out
    # Positive control: with the gate on, approvals do ask for it.
    (isolated_home / "config.toml").write_text("[review]\nrequire_human = true\n")
    code, out = on_terminal(
        [mgimind, "review", "init", "--rotate"],
        env,
        [
            (b"Current review secret:", typed),
            (b"Review secret:", b"a brand new passphrase\n"),
            (b"Repeat for confirmation:", b"a brand new passphrase\n"),
        ],
    )
    assert code == 0 and "Approvals ask for it" in out and "nothing asks" not in out, out


def test_config_set_with_a_value_of_the_wrong_kind_says_what_it_takes(run):
    refused = run("config", "set", "recall.budget_chars", "abc")
    assert refused.exit_code == 1 and "invalid value for recall.budget_chars" in refused.output
    assert "fix: give recall.budget_chars a whole number" in refused.output
    assert "mgimind config set recall.budget_chars 2000" in refused.output  # as it is now
    refused = run("config", "set", "review.require_human", "abc")
    assert "fix: give review.require_human true or false" in refused.output
    assert run("config", "set", "recall.budget_chars", "1800").exit_code == 0  # positive control
