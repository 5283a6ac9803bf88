"""A later rule or state on the question asked (yes/no, permissions), in words no
supersession rule knows: the earlier is marked as replaced for it and shown after it;
chatter that shares the question's words but not its subject, a question over several
things and a question about the past mark nothing."""

from __future__ import annotations

from mgimind.engine.later_rule import later_rules
from tests.test_recall_later_answer import FILLER, add, by_id, later, note


def test_a_rule_restated_in_other_words_marks_the_earlier_for_the_question(mind):
    for n, text in enumerate(FILLER):
        add(mind, text, 1 + n)
    old = add(mind, "Schema changes on the warehouse need a DBA sign-off.", 11)
    new = add(mind, "warehouse schema changes are self-serve since the new migration tool", 12)
    r = mind.recall("Do warehouse schema changes need a DBA sign-off?")
    items = by_id(r)
    assert new in items and items[new].superseded is None
    assert old in items and "later answer" in (items[old].superseded or "")
    order = [i.id for i in r.items]
    assert order.index(new) < order.index(old)
    # The past keeps both, unmarked by this rule.
    past = by_id(mind.recall("Did warehouse schema changes need a DBA sign-off before?"))
    assert old in past and "later answer" not in (past[old].superseded or "")


def test_permission_questions_read_the_subject_the_two_share():
    old = note("a", "Contractors get read-only access to the monorepo.", "1")
    new = note("b", "contractors can push to feature branches now, main stays protected", "2")
    interns = note("c", "interns can push to the sandbox repo", "3")
    asked = "Can contractors push to the monorepo?"
    assert later_rules(asked, [old, new], later) == [(old, new)]
    # Control: another group's rule is not the contractors'.
    assert later_rules(asked, [old, interns], later) == []
    assert later_rules(asked, [old, interns, new], later) == [(old, new)]
    # Who may, and what a token covers.
    mateo = note("d", "Only Mateo can merge into the infra repo.", "1")
    two = note("e", "infra repo merges: any two approvals from the platform team will do", "2")
    assert later_rules("Who can merge into the infra repo?", [mateo, two], later) == [(mateo, two)]
    staging = note("f", "The CI token only covers the staging project.", "1")
    widened = note("g", "ci token scope widened to staging + prod for the release pipeline", "2")
    asked = "Which projects does the CI token cover?"
    assert later_rules(asked, [staging, widened], later) == [(staging, widened)]


def test_chatter_on_the_questions_words_is_not_its_subject():
    answer = note("a", "Turned off zephyr's nightly reindex; search indexes on write now.", "1")
    retro = note("b", "Retro note: the search-indexer incident was a DST bug.", "2")
    talk = note("c", "Lunch-and-learn: Gael presents ruff for the search-indexer team.", "3")
    asked = "Does zephyr still rebuild its search index overnight?"
    assert later_rules(asked, [answer, retro, talk], later) == []
    # Control: a later note on zephyr's index does replace it.
    back = note("d", "zephyr's search index rebuilds overnight again", "4")
    assert later_rules(asked, [answer, retro, back], later) == [(answer, back)]


def test_questions_over_several_things_and_additions_mark_nothing():
    owe = note("a", "I owe Sam the postmortem write-up by Friday.", "1")
    owe2 = note("b", "I owe Kim the venue booking for the offsite.", "2")
    assert later_rules("Is there anything I owe someone?", [owe, owe2], later) == []
    old = note("c", "Interns may merge into the sandbox repo.", "1")
    also = note("d", "interns may also merge into the docs repo", "2")
    assert later_rules("Can interns merge into the sandbox repo?", [old, also], later) == []
    capital = note("f", "Also: interns may merge into the docs repo", "2")
    assert later_rules("Can interns merge into the sandbox repo?", [old, capital], later) == []
    revoked = note("e", "interns' merge rights on the sandbox repo were revoked", "3")
    asked = "Can interns merge into the sandbox repo?"
    marked = later_rules(asked, [old, also, revoked], later)
    assert (old, revoked) in marked and all(new is revoked for _, new in marked)
