"""Harvest clips long turns but never loses one: consecutive user turns share the
exchange's room, a short turn after a pasted 35 KB log keeps every word, a long turn is
cut in its middle (an ask typed after a log in the same turn is kept), and the offset
only moves past turns a stored memory holds."""

from __future__ import annotations

import hashlib

import pytest

from mgimind.harvest.exchanges import MIN_TURN_CHARS, _joined
from mgimind.store.base import Eq, where
from tests.transcript_factory import TranscriptWriter

IMPORTANT = "Important: the kestrel deploy must always run from the bastion host kb-3"


def log(lines: int, tag: str = "") -> str:
    """A pasted build log of about 70 characters a line, varied as a real one is."""
    return "\n".join(
        f"09:{i % 60:02d}:{i % 53:02d} {tag}{hashlib.sha1(f'{tag}{i}'.encode()).hexdigest()[:10]} "
        f"{STEPS[i % len(STEPS)]} module_{i}.o in {i * 37 % 900}ms"
        for i in range(lines)
    )


STEPS = [
    "compiled",
    "linked",
    "cached",
    "fetched",
    "verified",
    "signed",
    "uploaded",
    "skipped",
    "rebuilt",
    "tested",
    "indexed",
    "packed",
]


def repetitive_log(lines: int) -> str:
    return "\n".join(f"ERROR worker-{i % 3} step failed: retrying" for i in range(lines))


@pytest.fixture
def backend_kind():
    return "edge"


def exchange_texts(mind) -> list[str]:
    points = mind.store.scroll(where(Eq("kind", "memory"), Eq("chunk", 0)))
    memory_ids = {
        p.payload["memory_id"]
        for p in points
        if (p.payload.get("metadata") or {}).get("type") == "exchange"
    }
    return [mind.memories.get(m).text for m in sorted(memory_ids)]


def test_a_short_turn_after_a_long_log_is_stored_whole(mind, tmp_path):
    w = TranscriptWriter(cwd=str(tmp_path))
    pasted = log(720)
    assert len(pasted) > 35_000
    w.user(pasted)
    w.user(IMPORTANT)
    w.assistant("Understood: kestrel deploys go through kb-3 from now on.")
    path = tmp_path / "s.jsonl"
    path.write_text(w.text(), encoding="utf-8")
    report = mind.harvester.harvest_file(path)
    assert report.finished and report.end_offset == path.stat().st_size
    texts = exchange_texts(mind)
    assert len(texts) == 1
    assert IMPORTANT in texts[0]  # the short turn, every word
    # Positive control: the log is there too, clipped from its end, not dropped.
    assert texts[0].startswith("User: " + pasted[:60])
    assert "…[truncated]" in texts[0] and len(texts[0]) < 6000
    hits = mind.memories.search("where must the kestrel deploy run from", limit=3)
    assert hits and IMPORTANT in mind.memories.get(hits[0].id).text


def test_no_turn_below_the_offset_is_missing_from_the_store(mind, tmp_path):
    """Several long pastes and short asks, in any order: each user turn's opening words
    are in the stored exchanges once the offset has moved past it."""
    w = TranscriptWriter(cwd=str(tmp_path))
    turns = [log(400, "a-"), "Also check the heron queue depth before lunch.", log(300, "b-")]
    turns += [log(450, "c-"), IMPORTANT]
    for t in turns:
        w.user(t)
    w.assistant("Checked everything you pasted.")
    w.user("Thanks, one more: the plover job runs at noon.")
    w.assistant("Noted.")
    path = tmp_path / "s.jsonl"
    path.write_text(w.text(), encoding="utf-8")
    report = mind.harvester.harvest_file(path)
    assert report.end_offset == path.stat().st_size
    assert mind.harvester.offsets.get(path).offset == path.stat().st_size  # committed
    stored = "\n".join(exchange_texts(mind))
    for t in turns + ["Thanks, one more: the plover job runs at noon."]:
        assert t[: MIN_TURN_CHARS // 2] in stored, t[:60]
    assert IMPORTANT in stored and "heron queue depth" in stored


def test_the_shares_keep_every_turn_and_stay_in_the_limit_when_they_can():
    long_a, long_b = "x " * 20_000, "y " * 3_000
    joined = _joined([long_a, IMPORTANT, long_b], 4000)
    assert IMPORTANT in joined and joined.count("…[truncated]") == 2
    assert len(joined) <= 4000 + 2 * len(" …[truncated]… ")
    # Positive control: turns that fit are kept as written.
    assert _joined(["one", "two"], 4000) == "one\n\ntwo"
    # More turns than the limit can share: each keeps its opening, none is dropped.
    many = [f"turn {i} " + "z " * 500 for i in range(40)]
    joined = _joined(many, 4000)
    assert all(f"turn {i} z" in joined for i in range(40))


def test_a_short_turn_after_a_repetitive_log_is_held_by_a_memory(mind, tmp_path):
    """A log of few distinct words may make admission hold the exchange for review; the
    short turn is in that memory all the same, not cut away."""
    w = TranscriptWriter(cwd=str(tmp_path))
    w.user(repetitive_log(900))
    w.user(IMPORTANT)
    w.assistant("Understood.")
    path = tmp_path / "s.jsonl"
    path.write_text(w.text(), encoding="utf-8")
    report = mind.harvester.harvest_file(path)
    assert report.end_offset == path.stat().st_size
    held = mind.memories.search("kestrel deploy bastion host kb-3", limit=3, view="all")
    assert held
    text = mind.memories.get(held[0].id).text
    assert IMPORTANT in text and text.startswith("User: ERROR worker-0")


def test_a_long_turn_keeps_its_beginning_and_its_end():
    pasted = log(720)
    joined = _joined([pasted + "\n\n" + IMPORTANT], 4000)
    assert joined.startswith(pasted[:1000]) and joined.endswith(IMPORTANT)
    assert "…[truncated]…" in joined and len(joined) < 4100
