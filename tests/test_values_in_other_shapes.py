"""Values the supersession rules and the question's readings compare, in shapes people
write them: a git branch with no digit, who said they would do something, a value the
later note says is ignored, how often in one word, a version retargeted. Each beside a control."""

from __future__ import annotations

from mgimind.engine.later_answer import later_answers
from mgimind.memory.facts.statement_values import values
from mgimind.memory.facts.supersede import supersedes

BRANCH_OLD = "feature branch for the invoicing rewrite is feat/inv-ledger-v2, rebase there pls"
BRANCH_NEW = (
    "after the naming bikeshed we squashed all invoicing work into feat/invoicing-core. "
    "the ledger-v2 one is read only now, dont push to it"
)


def test_a_branch_without_a_digit_is_a_value_and_words_with_a_slash_are_not():
    assert ("feat/invoicing-core", "code") in values("all work goes into feat/invoicing-core.")
    assert ("mira/search-filters", "code") in values("pushed it to mira/search-filters")
    assert ("release/6.20", "code") in values("fixes land on release/6.20 now")
    assert values("read/write access for client/server and/or CI/CD") == ()


def test_who_said_they_would_do_it_is_a_name_and_an_opening_subject_is_not():
    assert ("Jaakko", "name") in values("Jaakko said he'd upgrade the ingress controller")
    assert values("Tessera talks to partner APIs with requests.") == ()


def _later(question: str, older: str, newer: str) -> bool:
    old, new = {"text": older, "t": 1}, {"text": newer, "t": 2}
    return bool(later_answers(question, [old, new], lambda a, b: a["t"] > b["t"]))


def test_a_later_branch_answers_which_branch():
    assert _later("which branch is the invoicing rewrite on?", BRANCH_OLD, BRANCH_NEW)
    other = "the payments work lives on feat/payouts-core, ask Mira"
    assert not _later("which branch is the invoicing rewrite on?", BRANCH_OLD, other)


def test_a_value_the_later_note_says_is_ignored_is_replaced():
    older = "to point the cli at staging set MILLRACE_ENV=stg"
    newer = "fwiw the cli ignores MILLRACE_ENV since 2.0, set MILLRACE_PROFILE=staging"
    kept = "the cli reads MILLRACE_ENV first, MILLRACE_PROFILE=staging is a fallback"
    assert _later("what's the variable that points the cli at staging?", older, newer)
    assert not _later("what's the variable that points the cli at staging?", older, kept)


def test_how_often_is_a_value_a_later_one_replaces():
    older = "veg box from Riverford: small box, fortnightly, £18.50, delivered wednesdays"
    found = supersedes(older, "switched the veg box to weekly, the kids eat loads more fruit")
    assert found is not None and found.value == "fortnightly -> weekly"
    assert supersedes(older, "the kids eat loads more fruit, the veg box is a hit") is None


def test_a_version_retargeted_replaces_the_earlier():
    older = "BILL-640 'Proration off by one day' | assignee: Crispin | fix version: 3.14"
    found = supersedes(older, "BILL-640 missed the cut, retargeted to 3.15")
    assert found is not None and found.value == "3.14 -> 3.15"
    assert supersedes(older, "BILL-641 is in review, fix version 3.15") is None
