"""The core memory engine, run against both backends with the real model and engine."""

from __future__ import annotations

import os

import pytest

from mgimind.errors import InvalidInput, ModelMismatch, NotFound, StoreUnavailable

DISTRACTORS = [
    "The quarterly budget review moved to Thursday afternoon.",
    "Our cat sleeps on the windowsill most of the day.",
    "Use pnpm instead of npm in the frontend repository.",
    "The staging database is restored from backup every Sunday night.",
    "Error handling in the parser was rewritten last spring.",
]


def test_paraphrase_without_shared_words_finds_its_memory(mind):
    for text in DISTRACTORS:
        mind.memories.add(text)
    target = mind.memories.add("Alice is allergic to peanuts and must avoid them.")
    results = mind.memories.search("which nut sensitivity does she have", limit=3)
    assert results[0].id == target.id
    assert results[0].similarity > 0.3


def test_rare_exact_token_ranks_its_memory_first(mind):
    for text in DISTRACTORS:
        mind.memories.add(text)
    target = mind.memories.add("Deploy aborted: the linker raised E4291 after the upgrade.")
    results = mind.memories.search("E4291", limit=3)
    assert results[0].id == target.id


def test_library_filter_confines_search(mind):
    mind.libraries.create("alpha")
    mind.libraries.create("beta")
    a = mind.memories.add("The alpha team ships the billing service on Fridays.", "alpha")
    b = mind.memories.add("The beta team ships the billing service on Mondays.", "beta")
    found = {r.id for r in mind.memories.search("when does the team ship billing", ["alpha"])}
    assert a.id in found and b.id not in found
    both = {r.id for r in mind.memories.search("when does the team ship billing")}
    assert {a.id, b.id} <= both


def test_readding_identical_text_creates_no_duplicate(mind):
    first = mind.memories.add("Prefer tabs over spaces in Makefiles.")
    second = mind.memories.add("Prefer tabs over spaces in Makefiles.")
    assert first.created and not second.created and first.id == second.id
    assert mind.memories.count() == 1
    mind.libraries.create("other")
    elsewhere = mind.memories.add("Prefer tabs over spaces in Makefiles.", "other")
    assert elsewhere.id != first.id and mind.memories.count() == 2


def test_store_survives_reopen(make_mind):
    mind = make_mind()
    mind.libraries.create("notes")
    long_text = " ".join(
        f"Step {i}: check the valve and record pressure {i * 3} psi." for i in range(60)
    )
    ids = [mind.memories.add(t, "notes").id for t in DISTRACTORS + [long_text]]
    mind.close()
    reopened = make_mind()
    assert reopened.memories.count(["notes"]) == len(ids)
    assert reopened.memories.get(ids[-1]).text == long_text
    assert reopened.memories.search("valve pressure")[0].id == ids[-1]


def test_chunked_memory_is_searchable_by_a_late_passage(mind):
    filler = " ".join(f"Line {i} talks about ordinary maintenance." for i in range(40))
    text = filler + " The backup generator key hangs behind the boiler room door."
    added = mind.memories.add(text)
    assert added.chunks > 3
    hit = mind.memories.search("where is the generator key kept", limit=1)[0]
    assert hit.id == added.id and "boiler" in hit.text


def test_display_tiers(mind):
    text = " ".join(f"word{i}" for i in range(300))
    mind.memories.add(text)
    t1 = mind.memories.search("word5", tier=1)[0].text
    t2 = mind.memories.search("word5", tier=2)[0].text
    t3 = mind.memories.search("word5", tier=3)[0].text
    assert len(t1) <= 101 < len(t2) <= 500 < len(t3) == len(text)


def test_edit_and_delete(mind):
    added = mind.memories.add("The office wifi password rotates monthly.")
    mind.memories.edit(added.id, "The office guest network rotates its passphrase weekly.")
    assert "weekly" in mind.memories.get(added.id).text
    assert mind.memories.search("guest network passphrase")[0].id == added.id
    mind.memories.delete(added.id)
    with pytest.raises(NotFound):
        mind.memories.get(added.id)
    assert mind.memories.count() == 0


@pytest.mark.parametrize(
    "bad, message",
    [
        ("", "empty"),
        ("   \n ", "empty"),
        ("x" * 5_000_000, "limit"),
        ("\x00\x01\x02binary\x00junk" * 50, "binary"),
    ],
)
def test_bad_text_is_refused_and_changes_nothing(mind, bad, message):
    mind.memories.add("an existing memory stays")
    with pytest.raises(InvalidInput, match=message):
        mind.memories.add(bad)
    assert mind.memories.count() == 1


def test_unknown_library_is_refused(mind):
    with pytest.raises(NotFound, match="no library named 'nowhere'"):
        mind.memories.add("text", "nowhere")
    with pytest.raises(NotFound):
        mind.memories.search("text", ["nowhere"])
    assert mind.memories.count() == 0


def test_model_mismatch_is_refused_with_a_way_out(make_mind, isolated_home, backend_kind):
    from mgimind.engine.mind import Mind
    from tests.conftest import backend_config

    mind = make_mind()
    mind.memories.add("kept across the refused open")
    mind.close()
    config = backend_config(backend_kind, isolated_home)
    config.embedding.model = "BAAI/bge-small-en-v1.5"
    with pytest.raises(ModelMismatch, match="reindex"):
        Mind(isolated_home, config=config)
    assert make_mind().memories.count() == 1


def test_unwritable_home_is_a_clear_error(tmp_path, embedder):
    from mgimind.engine.mind import Mind

    if os.geteuid() == 0:
        home = tmp_path / "file-not-dir"
        home.write_text("a file where the home should be")
    else:
        home = tmp_path / "ro"
        home.mkdir(mode=0o500)
    with pytest.raises(StoreUnavailable, match="cannot be created|not writable"):
        Mind(home / "sub" if os.geteuid() == 0 else home, embedder=embedder)
