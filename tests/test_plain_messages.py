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
