"""A host changes its transcript format: the parser says so (TranscriptFormatError), the
harvester stores nothing from the file, and `watch --status` and `doctor` name it until a
parser that reads the new format is installed; then the file is read from where it stopped."""

from __future__ import annotations

import json

from mgimind.doors.cli.doctor import _backlog_check
from mgimind.harvest import watcher as watcher_mod
from mgimind.harvest.records import Skipped, TranscriptFormatError, Turn
from mgimind.plugins import load_plugins
from mgimind.pluginspecs import hookimpl
from mgimind.store.base import Eq, where

OLD = (
    "user: Which port does the staging gateway listen on?\n"
    "assistant: The staging gateway listens on port 8443 behind the ALB.\n"
)
NEW = (
    json.dumps({"v": 2, "role": "user", "text": "Where do the audit logs of billing go?"})
    + "\n"
    + json.dumps({"v": 2, "role": "assistant", "text": "Billing audit logs go to bucket ledger-7."})
    + "\n"
)


def text_log(version: int, logs):
    """A plugin reading `logs/*.log`: version 1 knows `role: text` lines only; version 2 also
    knows the JSON lines the host writes now."""

    def parse(path, offset):
        with open(path, "rb") as f:
            f.seek(offset)
            pos = offset
            for line in f:
                start, pos = pos, pos + len(line)
                raw = line.decode().strip()
                if raw.startswith("{"):
                    if version < 2:
                        raise TranscriptFormatError(f"a JSON record at byte {start}")
                    rec = json.loads(raw)
                    role, text = rec["role"], rec["text"]
                else:
                    role, _, text = raw.partition(": ")
                if role in ("user", "assistant"):
                    yield Turn(role, text, start, pos, session_id="log-1")
                else:
                    yield Skipped(start, pos, "other")

    class TextLog:
        @hookimpl
        def register_transcript_parsers(self, register):
            register("text-log", [str(logs / "*.log")], parse)

    return TextLog()


def stored_texts(mind) -> list[str]:
    points = mind.store.scroll(where(Eq("kind", "memory"), Eq("chunk", 0)))
    return [p.payload["text"] for p in points if p.payload["metadata"].get("type") == "exchange"]


def test_an_unknown_format_stores_nothing_is_reported_and_is_read_after_an_upgrade(
    make_mind, tmp_path
):
    logs = tmp_path / "logs"
    logs.mkdir()
    log_file = logs / "run.log"
    log_file.write_text(OLD + NEW)
    pm = load_plugins()
    old_parser = text_log(1, logs)
    pm.register(old_parser)
    try:
        mind = make_mind()
        report = mind.harvester.harvest_file(log_file, flush="end")
        assert report.format_error and "JSON record" in report.format_error
        assert report.end_offset == 0 and report.exchanges == 0
        assert stored_texts(mind) == []  # nothing half-read, nothing garbled

        status = watcher_mod.status(mind.home)
        assert [f.path for f in status.unreadable] == [str(log_file)]
        assert "JSON record" in status.unreadable[0].format_error
        check = _backlog_check(mind.home)
        assert check.status == "fail" and str(log_file) in check.detail and check.fix

        again = mind.harvester.harvest_file(log_file, flush="end")  # still unknown
        assert again.format_error and stored_texts(mind) == []
    finally:
        pm.unregister(old_parser)

    new_parser = text_log(2, logs)
    pm.register(new_parser)
    try:
        report = mind.harvester.harvest_file(log_file, flush="end")
        assert report.format_error is None and report.exchanges == 2
        texts = stored_texts(mind)
        assert any("port 8443" in t for t in texts) and any("ledger-7" in t for t in texts)
        status = watcher_mod.status(mind.home)
        assert status.unreadable == [] and str(log_file) in {f.path for f in status.files}
        assert _backlog_check(mind.home).status == "ok"
    finally:
        pm.unregister(new_parser)
