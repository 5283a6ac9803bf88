"""Finished turns of in-process hosts (OpenAI Agents, LangGraph) handed to the harvester.

Claude Code writes its own transcript and the harvester follows it. A Python agent
framework keeps its conversation in memory, so its host adapter appends each finished
turn to a transcript of mgimind's own format, `<home>/transcripts/<host>/<session>.jsonl`
(one JSON object per line: role, text, session_id, cwd, timestamp), and asks the
harvester to take it from there: same admission gate, same exactly-once offsets, same
session summary as every other transcript. The format is registered through
`register_transcript_parsers` by the host plugins (name "mgimind-turns").

Without a harvester (a partial installation), the exchange goes through the admission
gate directly, or, without one, into memories: a turn is never silently dropped.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Union

from mgimind.config import home_dir
from mgimind.errors import InvalidInput, MgimindError
from mgimind.timeutil import iso, now

if TYPE_CHECKING:
    from mgimind.engine.mind import Mind
    from mgimind.harvest.records import Skipped, Turn

# What a hook runs on: the daemon's Mind, or a client (mgimind.open()), whose class sits in
# the doors above the hooks and so is not named here.
Target = Union["Mind", Any]

log = logging.getLogger("mgimind.hooks.turns")

FORMAT = "mgimind-turns"
_SAFE = re.compile(r"[^A-Za-z0-9._-]")
_ROLES = ("user", "assistant")


def transcript_dir(home: str | Path, host: str) -> Path:
    return Path(home) / "transcripts" / _SAFE.sub("_", host)


def transcript_globs() -> list[str]:
    """Where transcripts of this format live under the current home (MGIMIND_HOME)."""
    return [str(home_dir() / "transcripts" / "*" / "*.jsonl")]


def parse(path: Path, offset: int = 0) -> Iterator:
    """Records of a turn transcript from byte `offset` (the harvester's parser contract)."""
    from mgimind.harvest.records import jsonl_records

    return jsonl_records(path, offset, _parse_line)


def _parse_line(line: bytes, start: int, end: int) -> Turn | Skipped:
    from mgimind.harvest.records import Skipped, Turn

    try:
        record = json.loads(line)
    except ValueError:
        return Skipped(start, end, "malformed")
    if not isinstance(record, dict):
        return Skipped(start, end, "not a turn")
    role, text = record.get("role"), record.get("text")
    if role not in _ROLES or not isinstance(text, str) or not text.strip():
        return Skipped(start, end, "not a turn")
    return Turn(
        role=role,
        text=text,
        start=start,
        end=end,
        session_id=record.get("session_id"),
        cwd=record.get("cwd"),
        timestamp=record.get("timestamp"),
        uuid=record.get("id"),
    )


class TurnLog:
    """Appends a host session's finished turns and hands them to the harvester.

    `mind` is a Mind or a daemon client; `host` names the transcript folder and is the
    default agent name; `project` is a path inside the project (scopes where the
    harvest goes); `library` (when no harvester runs) is where exchanges are stored."""

    def __init__(
        self,
        mind: Target,
        host: str,
        session_id: str,
        *,
        project: str | None = None,
        agent: str | None = None,
        library: str | None = None,
    ):
        if not isinstance(session_id, str) or not session_id.strip():
            raise InvalidInput("a session id is required")
        self.mind = mind
        self.host = host
        self.session_id = session_id
        self.project = project
        self.agent = agent or host
        self.library = library
        self.path = transcript_dir(mind.home, host) / (_SAFE.sub("_", session_id) + ".jsonl")
        self._lock = threading.Lock()
        self._count = 0

    def record(self, user: str, assistant: str) -> None:
        """One finished exchange: the user's input and the final answer it got."""
        user, assistant = (user or "").strip(), (assistant or "").strip()
        if not user and not assistant:
            return
        stamp = iso(now())
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as f:
                for role, text in (("user", user), ("assistant", assistant)):
                    if text:
                        self._count += 1
                        f.write(
                            json.dumps(
                                {
                                    "id": f"{self.session_id}:{self._count}",
                                    "role": role,
                                    "text": text,
                                    "session_id": self.session_id,
                                    "cwd": self.project,
                                    "timestamp": stamp,
                                }
                            )
                            + "\n"
                        )
        self._hand_over(user, assistant)

    def _hand_over(self, user: str, assistant: str) -> None:
        from mgimind import operations

        mind = self.mind
        memory = {
            "text": _exchange_text(user, assistant),
            "library": self.library,
            "source": f"{self.host}:{self.session_id}",
        }
        try:
            if hasattr(mind, "harvester"):
                self._request()
            elif hasattr(mind, "admission"):
                metadata = {"session_id": self.session_id, "agent": self.agent, "type": "exchange"}
                operations.call(mind, "memory.ingest", {**memory, "metadata": metadata})
            else:
                operations.call(mind, "memory.add", memory)
        except MgimindError as e:
            # The agent's turn is done; memory is best effort, never the host's failure.
            log.warning("handing a %s turn to mgimind failed: %s", self.host, e.what)

    def _request(self) -> None:
        from mgimind import operations

        tags = dict(
            path=str(self.path.absolute()),
            session_id=self.session_id,
            project=self.project,
            agent=self.agent,
        )
        try:
            operations.call(self.mind, "harvest.request", tags)
        except InvalidInput:
            # The Mind's home is not the watched one (MGIMIND_HOME points elsewhere):
            # harvest this file directly, by format name.
            operations.call(self.mind, "harvest.file", {**tags, "flush": "idle", "format": FORMAT})


def _exchange_text(user: str, assistant: str) -> str:
    parts = [f"User: {user}" if user else "", f"Assistant: {assistant}" if assistant else ""]
    return "\n".join(p for p in parts if p)


def register_parser(register: Callable[..., None]) -> None:
    """The `register_transcript_parsers` implementation both host plugins share."""
    register(FORMAT, transcript_globs, parse)
