"""The coding-work store benchmark's yardstick (benchmark/unrelated_store): when a recalled
item counts as holding a commit, and that its prompts and split hold still. Fast checks of
the yardstick, not of the product's figures."""

from __future__ import annotations

import subprocess

import pytest

from benchmark.scenarios.score import split_of
from benchmark.unrelated_store.prompts import RELATED, UNRELATED
from benchmark.unrelated_store.run import REPO, STORE_REV, commits, holds, prompts

MESSAGE = (
    "Harvest: a turn longer than its share keeps its beginning and its end (2/3 and 1/3, "
    "cut at blanks, '…[truncated]…' between), so a pasted log's last lines <error> survive"
)
OTHER = "Secret scanner: Cyrillic and Greek letters drawn like Latin ones are read as Latin"


def _context(*bodies: str) -> str:
    return "\n".join(
        f"> (memory, happened 2026-12-01 10:00, source: benchmark) {b}" for b in bodies
    )


def test_an_item_holds_a_commit_when_it_is_a_piece_of_its_message():
    # a later chunk of the message, framed: '<' escaped, a continuation line quoted
    chunk = "so a pasted log's last lines &lt;error&gt;\n>   survive"
    assert holds(_context(chunk), MESSAGE)
    assert holds(_context(OTHER, MESSAGE[:120]), MESSAGE)  # the commit beside another
    assert not holds(_context(OTHER), MESSAGE)  # another commit alone
    assert not holds(_context("a turn longer than its budget keeps its end"), MESSAGE)
    assert not holds("", MESSAGE)


def test_prompts_are_distinct_and_each_half_has_both_kinds():
    related = [p for p, _ in RELATED]
    assert len(set(UNRELATED)) == len(UNRELATED) >= 100
    assert len(set(related)) == len(related) >= 50
    assert not set(UNRELATED) & set(related)
    tuning, held = prompts("tuning"), prompts("held-out")
    assert len(tuning) + len(held) == len(prompts("both"))
    for half, name in ((tuning, "tuning"), (held, "held-out")):
        assert all(a["split"] == name == split_of(a["prompt"]) for a in half)
        assert {a["kind"] for a in half} == {"unrelated", "related"}
        assert len(half) >= 50


def test_each_related_prompt_names_one_commit_of_the_store():
    known = subprocess.run(
        ["git", "-C", str(REPO), "cat-file", "-e", f"{STORE_REV}^{{commit}}"],
        capture_output=True,
    )
    if known.returncode:
        pytest.skip(f"this checkout lacks {STORE_REV}'s history")
    shas = [c["sha"] for c in commits()]
    for prompt, short in RELATED:
        assert sum(s.startswith(short) for s in shas) == 1, prompt
