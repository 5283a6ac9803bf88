"""Stored text printed by a CLI view cannot act on the person's terminal: ESC and CSI
sequences (clear, rewrite, retitle) and bidi controls (reorder) are shown as marks, in
`get`, `browse`, `search` and `fact query`, as in `quarantine show`; the visible text stays."""

from __future__ import annotations

import json
import re

VISIBLE = "The falcon deploy host is build-07 in the Lisbon rack"
HOSTILE = VISIBLE + " \x1b[2J\x1b]0;pwned\x07 shown as \u202eexe.txt\u202c and \x9b1A done."
RAW = re.compile("[\x1b\x07\x9b\u202a-\u202e\u2066-\u2069]")


def test_memory_views_print_no_terminal_control_or_bidi_character(run):
    added = run("add", HOSTILE, "--json")
    assert added.exit_code == 0, added.output
    memory_id = json.loads(added.output)["id"]
    for args in (("get", memory_id), ("browse",), ("search", "falcon deploy host Lisbon")):
        out = run(*args)
        assert out.exit_code == 0, (args, out.output)
        assert RAW.findall(out.output) == [], args
        # Positive control: the memory is shown, its hidden characters as marks.
        assert VISIBLE in out.output, args
        assert "[U+001B][2J" in out.output and "[U+202E]exe.txt" in out.output, args
    # --json stays the stored text when parsed, escaped on the terminal.
    shown = run("get", memory_id, "--json")
    assert RAW.findall(shown.output) == [] and json.loads(shown.output)["text"] == HOSTILE


def test_a_fact_view_prints_no_terminal_control_or_bidi_character(run):
    value = "build-07 \x1b[1A\x1b[2K\u202eevil.example\u202c"
    added = run("fact", "add", "falcon", "deploy_host", value)
    assert added.exit_code == 0, added.output
    out = run("fact", "query", "--subject", "falcon")
    assert out.exit_code == 0, out.output
    assert RAW.findall(out.output) == []
    assert "build-07" in out.output and "[U+202E]evil.example" in out.output
