"""Notes written in lower case name their tools, vendors and colleagues in lower case: a
word in no English word list is a value ("circleci", "halima"), and the rules read it as
they read a capitalised name. Each positive beside its control: the same shape of note
where nothing of the asked slot changed."""

from __future__ import annotations

import pytest

from mgimind.engine.asked_for import asked_for, states_value
from mgimind.memory.facts.evidence import sentences
from mgimind.memory.facts.identifiers import identifiers
from mgimind.memory.facts.statement_values import values
from mgimind.memory.facts.supersede import supersedes
from mgimind.memory.facts.supersede_near import restated_with_new_value
from mgimind.memory.facts.vocabulary import english, lowercase_name


def judge(older: str, newer: str, similarity: float = 0.5):
    """As the recall judges a pair: the word rules, then those that need nearness."""
    return supersedes(older, newer) or restated_with_new_value(older, newer, similarity)


def test_the_word_list_is_the_models_vocabulary():
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "scripts" / "english_words.py"
    done = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_word_in_no_list_is_a_name_and_english_words_are_not():
    for name in ("circleci", "twilio", "halima", "giffgaff", "vitepress"):
        assert lowercase_name(name), name
    for word in ("scheduler", "runbooks", "redeployed", "summarised", "misheard", "rotated"):
        assert english(word) and not lowercase_name(word), word
    stated = dict(values("monorepo ci runs on circleci, config in .circleci/config.yml"))
    assert stated.get("circleci") == "lname" and "monorepo" not in stated  # a known word


@pytest.mark.parametrize(
    "older, newer, control, rule",
    [
        (  # the same link word, another tool after it, no word of change
            "monorepo ci runs on circleci, config in .circleci/config.yml",
            "monorepo pipelines are on woodpecker, ping rhiannon if a runner hangs",
            "monorepo lint runs on woodpecker too, the tests stay on circleci",
            "same-link-new-value",
        ),
        (  # "these days" says how things stand from now on: a change in words
            "monorepo ci runs on circleci, config in .circleci/config.yml",
            "monorepo pipelines are on woodpecker these days, ping rhiannon if a runner hangs",
            "monorepo lint runs on woodpecker these days, the tests stay on circleci",
            "other-value-changed",
        ),
        (  # an address of another shape after the same link word
            "runbooks are in confluence at acme-ops.atlassian.net/wiki/RUN",
            "runbooks: repo ops/runbooks, rendered at https://runbooks.tidewater.dev",
            "api docs: rendered at https://api.tidewater.dev",
            "same-link-new-value",
        ),
        (  # a person named after a title, the note split at no abbreviation
            "dentist: dr. halvorsen at the green street practice",
            "registered with a dentist near the new flat, dr. achterberg, first checkup 3 march",
            "dentist reminder: dr. halvorsen wants a checkup in march",
            "same-link-new-value",
        ),
        (  # a channel after another place's link word
            "deploy notifications post to #deploys",
            "deploy bot posts in #eng-releases, mute it if it's too chatty",
            "incident alerts post to #eng-releases",
            "same-link-new-value",
        ),
        (  # a code said again written otherwise
            "cabin wifi pw: pinecone77",
            "host texted, the cabin wifi is pinecone_77 with an underscore",
            "host texted, the cabin wifi still pinecone77, the router is upstairs",
            "same-link-new-value",
        ),
        (  # a holder in lower case hands the pager over
            "payments-recon on-call primary: halima, secondary: georgi",
            "tobiah is carrying the payments-recon pager until we hire",
            "tobiah is carrying the ledger pager until we hire",
            "handed-over",
        ),
        (  # a correction word, a host and its port corrected to another host
            "vendor file drop is sftp.partnerhub.io:2222, key-based auth only",
            "misremembered the vendor host, it's files.partnerhub.io, same port",
            "vendor file drop is still sftp.partnerhub.io:2222, keys rotated this morning",
            "other-value-changed",
        ),
    ],
)
def test_a_lower_case_value_replaced_in_other_words(older, newer, control, rule):
    found = judge(older, newer)
    assert found is not None and found.rule == rule, found
    assert judge(older, control) is None  # the same words, the slot untouched


def test_a_value_added_beside_and_a_url_on_another_thing_replace_nothing():
    # the earlier holder stays: the later one is added as the second
    assert (
        judge(
            "the checkout pager goes to aurelio this rotation",
            "added sunniva as secondary on the checkout pager",
        )
        is None
    )
    # positive control: the pager handed to the later one
    found = judge(
        "the checkout pager goes to aurelio this rotation",
        "the checkout pager goes to sunniva from this rotation",
    )
    assert found is not None and found.value == "aurelio -> sunniva"
    # two addresses on one domain, about two things, with a word of change
    assert (
        judge(
            "runbooks live at https://runbooks.kiln.dev",
            "api docs site moved to https://api.kiln.dev/docs",
        )
        is None
    )
    # positive control: the runbooks themselves moved
    found = judge(
        "runbooks live at https://runbooks.kiln.dev",
        "runbooks moved to https://wiki.kiln.dev/runbooks",
    )
    assert found is not None and "wiki.kiln.dev" in found.value


def test_a_clause_before_a_hedge_still_states():
    found = judge(
        "monorepo ci runs on circleci",
        "monorepo pipelines are on woodpecker these days, ping rhiannon if a runner hangs",
    )
    assert found is not None and found.value == "circleci -> woodpecker"
    # the hedge in the first clause: nothing is stated
    assert (
        judge(
            "monorepo ci runs on circleci", "if monorepo pipelines go on woodpecker, ping rhiannon"
        )
        is None
    )


def test_titles_do_not_end_a_sentence_and_a_host_with_its_port_is_a_value():
    assert sentences("dentist: dr. halvorsen at the green street. next one.") == [
        "dentist: dr. halvorsen at the green street.",
        "next one.",
    ]
    assert ("sftp.partnerhub.io:2222", "ident") in identifiers("drop is sftp.partnerhub.io:2222")


def test_a_lower_case_note_can_name_the_person_asked_for():
    asked = asked_for("who gets paged first for payments-recon?")
    assert states_value("tobiah is carrying the payments-recon pager until we hire", asked)
    # control: a lower-case note naming no one
    assert not states_value("the payments-recon pager rotates weekly, handover on mondays", asked)


def test_a_room_with_a_letter_and_a_dot_is_one_value_and_replaces_the_old_room():
    """ "room g.07" is a code, not the number 07: said again after "room" it replaces the
    room said before; another meeting's room replaces nothing."""
    older = "sprint planning in room 3.14, the one with the broken blind"
    newer = "sprint planning invite: ground floor, room g.07, same time"
    assert values(newer) == (("g.07", "code"),)
    found = supersedes(older, newer)
    assert found is not None and found.rule == "same-link-new-value"
    assert found.value == "3.14 -> g.07"
    assert supersedes("the retro is in room 2.10, bring snacks", newer) is None
    assert values("see e.g. 5 cases, ends.2024 budget") == (("5", "int1"), ("2024", "int4"))


def test_a_name_surely_is_one_in_no_dictionary_and_no_slip_of_one_letter():
    from mgimind.memory.facts.vocabulary import surely_a_name

    for name in ("buildkite", "datadog", "kubernetes", "rhiannon", "memcached"):
        assert surely_a_name(name), name
    # in the dictionary, in some form; or one letter off a word in it (a typing slip)
    for word in ("percentile", "errands", "balancer", "sentry", "woodpecker", "databse", "teh"):
        assert not surely_a_name(word), word


def test_a_proper_name_the_models_vocabulary_holds_is_a_name_in_lower_case():
    """The model's vocabulary holds many first names and places ("dimitri", "oslo", "nats"
    as a word); the dictionary writes them with a capital only, so in lower case they are
    names. Days, month abbreviations and the halves of contractions are not."""
    stated = dict(values("my haircut place is sal's on the corner, ask for dimitri"))
    assert stated.get("dimitri") == "lname"
    moved = dict(values("the offsite moved to oslo, weren't we in porto last friday in sept?"))
    assert moved.get("oslo") == "lname" and moved.get("porto") == "lname"
    assert not {"weren", "friday", "sept"} & set(moved)
    found = judge(
        "mq broker for notifications: rabbitmq on mq-01",
        "notifications now talk to nats, rabbit box is being drained",
    )
    assert found is not None and "nats" in found.value, found
    control = judge(
        "mq broker for notifications: rabbitmq on mq-01",
        "notifications now log every retry, rabbitmq keeps the dead letters",
    )
    assert control is None, control


def test_a_verbs_form_is_no_name_though_no_list_holds_it():
    """'while fuzzing the docs site' says what someone did, not what the site is built by."""
    assert not lowercase_name("fuzzing") and lowercase_name("vitepress")
    older = "docs site: built by vitepress, deploys from the gh-pages branch on every merge"
    assert judge(older, "Tove found a race while fuzzing the docs site with k9s.") is None
    found = judge(older, "docs site: built by starlight now, old config deleted")
    assert found is not None and "starlight" in found.value, found
