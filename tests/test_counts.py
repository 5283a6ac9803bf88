"""Counts agree everywhere: stats, the library list, the briefing and the quarantine list
count memories the one way mgimind/memory/counts.py defines (a memory once, however many chunks;
current, quarantined and archived apart)."""

from __future__ import annotations

import json
import re


def _json(run, *args):
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_stats_library_list_briefing_and_quarantine_agree(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run("config", "set", "chunking.size", "200").exit_code == 0
    assert run("config", "set", "chunking.overlap", "20").exit_code == 0
    long_text = " ".join(
        f"Step {i}: the nightly build of service {i} restarts the cache "
        f"warmer before the index job."
        for i in range(12)
    )
    ids = [_json(run, "add", long_text, "--library", "shared")["id"]]  # several chunks
    assert run("library", "create", "work").exit_code == 0
    for i, text in enumerate(
        [
            "Rotate the gateway certificates every 90 days.",
            "The staging database lives in eu-west-2 since March.",
            "Deploys run on Fridays.",
        ]
    ):
        ids.append(_json(run, "add", text, "--library", "work" if i < 2 else "shared")["id"])
    # Held for review: one for one reason, one for two (too short, and close to a memory).
    assert _json(run, "ingest", "ok thanks")["verdict"] == "quarantined"
    two = _json(run, "ingest", "Deploys run on Fridays!")
    assert two["verdict"] in ("quarantined", "duplicate") and ";" in two["reason"], two
    assert run("archive", ids[1]).exit_code == 0
    # Other kinds, which are items but not memories.
    assert run("fact", "add", "alice", "lives_in", "Berlin").exit_code == 0
    assert run("learn", "--error", "E4291 undefined ssl_init", "--fix", "relink").exit_code == 0
    assert run("skill", "set", "release", "-t", "when shipping", "Tag and push.").exit_code == 0

    stats = _json(run, "stats")
    libraries = _json(run, "library", "list")
    held = _json(run, "quarantine", "list")
    briefing = _json(run, "briefing", "--project", ".")

    assert stats["memories"] == 3  # four added, one archived
    assert stats["quarantined"] == len(held) == 2
    assert stats["archived"] == 1
    assert stats["by_kind"]["memory"] == 3 + 2 + 1
    assert stats["chunks"] > stats["by_kind"]["memory"]  # the long one has several
    assert stats["points"] >= stats["chunks"] + sum(
        n for kind, n in stats["by_kind"].items() if kind != "memory"
    )
    assert sum(lib["memories"] for lib in libraries) == stats["memories"]
    assert {lib["name"]: lib["memories"] for lib in libraries} == {"shared": 2, "work": 1}
    assert stats["libraries"] == len(libraries)
    assert stats["by_kind"]["fact"] >= 1 and stats["by_kind"]["procedure"] == 1
    assert stats["by_kind"]["skill"] == 1 and stats["by_kind"]["library"] == len(libraries)

    text = briefing["text"]
    review = re.search(r"(\d+) memor(?:y|ies) held for review", text)
    assert review and int(review.group(1)) == stats["quarantined"], text
    for lib in libraries:  # the briefing's library lines say what `library list` says
        if f"- {lib['name']}:" in text:
            assert f"- {lib['name']}: {lib['memories']} memories" in text

    plain = run("stats").output
    assert "memories:  3 in 2 libraries, 2 held for review, 1 archived" in plain
