"""Qwen Code's chat files as the harvester reads them: the person's words without the
context a hook added, the assistant's visible text, tool errors, and a refusal to guess
at a record type it does not know."""

from __future__ import annotations

import json

import pytest
from mgimind.hosts.qwen_code import transcripts

from mgimind.harvest.records import Skipped, TranscriptFormatError, Turn

BASE = {"sessionId": "s1", "cwd": "/work/app", "timestamp": "2026-01-02T03:04:05Z"}
HOOK_PART = {
    "text": "<qwen:user-prompt-submit-context>\nrecalled text\n</qwen:user-prompt-submit-context>"
}


def write(tmp_path, *records: dict):
    path = tmp_path / "chat.jsonl"
    path.write_text("".join(json.dumps({**BASE, **r}) + "\n" for r in records))
    return list(transcripts.parse(path))


def test_turns_are_the_persons_words_and_the_visible_answer(tmp_path):
    records = write(
        tmp_path,
        {
            "type": "user",
            "provenance": "real_user",
            "uuid": "u1",
            "message": {"role": "user", "parts": [{"text": "deploy to staging"}, HOOK_PART]},
        },
        {"type": "system", "subtype": "ui_telemetry", "uuid": "x"},
        {
            "type": "assistant",
            "uuid": "a1",
            "message": {
                "role": "model",
                "parts": [{"text": "weighing options", "thought": True}, {"text": "Deployed."}],
            },
        },
        {
            "type": "tool_result",
            "uuid": "t1",
            "message": {
                "role": "user",
                "parts": [{"functionResponse": {"response": {"error": "permission denied\nmore"}}}],
            },
        },
        {
            "type": "user",
            "provenance": "goal_runtime",
            "uuid": "g1",
            "message": {"role": "user", "parts": [{"text": "continue the goal"}]},
        },
    )
    turns = [r for r in records if isinstance(r, Turn)]
    assert [(t.role, t.text) for t in turns] == [
        ("user", "deploy to staging"),  # the hook's context part left out
        ("assistant", "Deployed."),  # the thought left out
        ("tool", ""),
    ]
    assert turns[2].error == "permission denied"
    assert turns[0].session_id == "s1" and turns[0].cwd == "/work/app"
    skipped = [r.reason for r in records if isinstance(r, Skipped)]
    assert skipped == ["ui_telemetry", "goal_runtime"]  # Qwen Code's own user records


def test_the_display_text_qwen_kept_is_the_persons_words(tmp_path):
    (turn,) = write(
        tmp_path,
        {
            "type": "user",
            "provenance": "real_user",
            "systemPayload": {"displayText": "hi there"},
            "message": {"parts": [{"text": "hi there @file contents"}, HOOK_PART]},
        },
    )
    assert isinstance(turn, Turn) and turn.text == "hi there"


def test_an_unknown_record_type_is_refused(tmp_path):
    with pytest.raises(TranscriptFormatError, match="type 'summary'"):
        write(tmp_path, {"type": "summary"})
