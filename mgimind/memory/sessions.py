"""Sessions: start, end with a summary, and the last one, scoped to agent AND project; and
the hook layer's notes of a session while it runs.

Stored as files under the home: `sessions/all/<id>.json` holds each session,
`sessions/last/<key>.json` the last ended session of one (agent, project) pair, and
`sessions/live/<id>.json` a running session's notes (its prompts, redacted and clipped, its
checkpoint before a compaction, what recall showed it), which the hook layer reads and
keeps through the operations `session.live` and `session.keep_live`. The
pair's exact strings are kept in the file and compared on read, so agent A never sees
agent B's summary and project /x/app never sees /y/app's, whatever the key.
The project identity is the git root or full path (see `scope.project_identity`).
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from pydantic import BaseModel, ValidationError

from mgimind.errors import InvalidInput, NotFound
from mgimind.memory.authorship import shown_source
from mgimind.security.secrets import redact_secrets, refuse_secrets
from mgimind.services import scope as scopes
from mgimind.store.audit import content_hash
from mgimind.store.homefiles import file_key, locked, read_json, safe_name, write_json
from mgimind.text.framing import clip, day, header, quote
from mgimind.timeutil import iso, now
from mgimind.validation import check_library_name, check_text

if TYPE_CHECKING:
    from mgimind.memory.kinds import ImportJob, SectionContext
    from mgimind.services.mindapi import Harvesting, MindAPI

DEFAULT_AGENT = "default"
MAX_SUMMARY_CHARS = 20_000
LIVE_PROMPTS_KEPT = 30  # a running session's newest prompts, for its checkpoint and summary
LIVE_PROMPT_CHARS = 240  # each one clipped to this
MAX_LIVE_BYTES = 256_000  # a running session's notes, as JSON


class Session(BaseModel):
    id: str
    agent: str
    project: str
    library: str
    started_at: str
    ended_at: str | None = None
    summary: str | None = None
    # Who wrote the summary (the door's actor: the host's hook, an agent, the person):
    # the agent's name is the caller's to state, this is not.
    ended_by: str | None = None


def check_agent(agent: object) -> str:
    if agent is None:
        return DEFAULT_AGENT
    if not isinstance(agent, str) or not agent.strip() or len(agent) > 200:
        raise InvalidInput(f"invalid agent name {agent!r}", fix="give a short agent name")
    return agent.strip()


class Sessions:
    def __init__(self, mind: "MindAPI"):
        self.mind = mind
        self.root = mind.home / "sessions"

    def start(self, agent: str | None, project: str, session_id: str | None = None) -> Session:
        """Open a session for `agent` in `project` (a path inside it or its identity)."""
        agent = check_agent(agent)
        identity = self._identity(project)
        library = self._library(identity)
        self.mind.check_write_scope(library)
        session_id = _check_session_id(session_id) if session_id else uuid.uuid4().hex
        path = self._record_path(session_id)
        with locked(path):
            existing = read_json(path)
            if existing:
                self._check_owner(existing, agent, identity)
                return Session(**existing)
            session = Session(
                id=session_id, agent=agent, project=identity, library=library, started_at=iso(now())
            )
            write_json(path, session.model_dump())
        self.mind.audit.append(
            "session.start", self.mind.actor, id=session_id, agent=agent, library=library
        )
        return session

    def end(
        self, session_id: str, summary: str, *, agent: str | None = None, project: str | None = None
    ) -> Session:
        """Close a session with its summary. A session that was never started (a host
        that only reports the end) needs its agent and project."""
        session_id = _check_session_id(session_id)
        summary = check_text(summary, MAX_SUMMARY_CHARS, "summary").strip()
        refuse_secrets(summary)
        path = self._record_path(session_id)
        with locked(path):
            record = read_json(path)
            if record is None:
                if project is None:
                    raise NotFound(
                        f"no session {session_id!r}",
                        fix="pass --agent and --project, or start it first",
                    )
                identity = self._identity(project)
                record = Session(
                    id=session_id,
                    agent=check_agent(agent),
                    project=identity,
                    library=self._library(identity),
                    started_at=iso(now()),
                ).model_dump()
            elif agent is not None or project is not None:
                self._check_owner(
                    record,
                    check_agent(agent) if agent is not None else None,
                    self._identity(project) if project is not None else None,
                )
            self.mind.check_write_scope(record["library"])
            record.update(summary=summary, ended_at=iso(now()), ended_by=self.mind.actor)
            write_json(path, record)
        session = Session(**record)
        last = self._last_path(session.agent, session.project)
        with locked(last):
            current = read_json(last)
            if current is None or (current.get("ended_at") or "") <= (session.ended_at or ""):
                write_json(last, record)
        self.mind.audit.append(
            "session.end",
            self.mind.actor,
            id=session_id,
            agent=session.agent,
            library=session.library,
            content_hash=content_hash(summary),
        )
        return session

    def forget(self, session_id: str) -> None:
        """Forget a session: its record, its summary (also as the pair's last session),
        the prompt hook's notes and the harvester's running summary of it. The audit keeps
        only hashes."""
        session = self.get(session_id)
        self.mind.check_write_scope(session.library)
        path = self._record_path(session.id)
        with locked(path):
            path.unlink(missing_ok=True)
        last = self._last_path(session.agent, session.project)
        with locked(last):
            current = read_json(last)
            if current is not None and current.get("id") == session.id:
                last.unlink(missing_ok=True)
        # The hook's notes of the running session: quoted prompts.
        live = self._live_path(session.id)
        with locked(live):
            live.unlink(missing_ok=True)
        harvester: Harvesting | None = getattr(self.mind, "harvester", None)
        if harvester is not None:
            harvester.offsets.forget_summary(session.id)
        self.mind.audit.append(
            "session.forget",
            self.mind.actor,
            id=session.id,
            library=session.library,
            content_hash=content_hash(session.summary or ""),
        )

    def last(self, agent: str | None, project: str) -> Session | None:
        """The last ended session of exactly this agent in exactly this project."""
        agent = check_agent(agent)
        identity = self._identity(project)
        record = read_json(self._last_path(agent, identity))
        if not record or record.get("agent") != agent or record.get("project") != identity:
            return None
        if not self.mind.in_scope(record.get("library", "")):
            return None
        return Session(**record)

    def get(self, session_id: str) -> Session:
        record = read_json(self._record_path(_check_session_id(session_id)))
        if not record or not self.mind.in_scope(record.get("library", "")):
            raise NotFound(f"no session {session_id!r}")
        return Session(**record)

    # --- the notes of a running session ---------------------------------------------

    def live(self, session_id: str) -> dict:
        """The notes the hook layer keeps of a running session; a session never noted
        reads as {"session_id": id, "prompts": []}."""
        sid = _check_session_id(session_id)
        return read_json(self._live_path(sid)) or {"session_id": sid, "prompts": []}

    def keep_live(self, session_id: str, notes: dict) -> dict:
        """Keep the notes of a running session, as `live` reads them back. The prompts are
        redacted (a pasted key must not reach the home's files, nor make the summary built
        from them be refused and lost), clipped, and only the newest kept."""
        sid = _check_session_id(session_id)
        if not isinstance(notes, dict):
            raise InvalidInput("a session's notes are a JSON object", fix="pass a dict")
        prompts = [
            _clip(redact_secrets(str(p)), LIVE_PROMPT_CHARS) for p in notes.get("prompts") or []
        ]
        kept = {**notes, "session_id": sid, "prompts": prompts[-LIVE_PROMPTS_KEPT:]}
        if isinstance(kept.get("checkpoint"), str):
            kept["checkpoint"] = redact_secrets(kept["checkpoint"])
        size = len(json.dumps(kept, default=str))
        if size > MAX_LIVE_BYTES:
            raise InvalidInput(
                f"the notes of session {sid!r} are {size} bytes; the limit is {MAX_LIVE_BYTES}",
                fix="keep fewer recall entries or a shorter checkpoint",
            )
        path = self._live_path(sid)
        with locked(path):
            write_json(path, kept)
        return kept

    # --- internals ------------------------------------------------------------------

    def _identity(self, project: str | None) -> str:
        identity = scopes.resolve_project(project)
        if identity is None:
            raise InvalidInput(
                "a project is required for sessions",
                fix="pass the project directory (--project PATH)",
            )
        return identity

    def _library(self, identity: str) -> str:
        if self.mind.config.scope.project_libraries:
            return scopes.project_library(identity)
        return self.mind.config.scope.shared_library

    def _record_path(self, session_id: str) -> Path:
        return self.root / "all" / f"{safe_name(session_id)}.json"

    def _live_path(self, session_id: str) -> Path:
        return self.root / "live" / f"{safe_name(session_id)}.json"

    def _last_path(self, agent: str, identity: str) -> Path:
        return self.root / "last" / f"{file_key(agent, identity)}.json"

    @staticmethod
    def _check_owner(record: dict, agent: str | None, identity: str | None) -> None:
        if (agent is not None and record.get("agent") != agent) or (
            identity is not None and record.get("project") != identity
        ):
            raise InvalidInput(
                f"session {record.get('id')!r} belongs to another agent or project",
                fix="use a new session id",
            )


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _check_session_id(session_id: object) -> str:
    if not isinstance(session_id, str) or not session_id.strip() or len(session_id) > 200:
        raise InvalidInput(f"invalid session id {session_id!r}")
    return session_id.strip()


# --- moving sessions between homes: the session kind's export codec (kinds.py) -------


def export_records(mind: "MindAPI", scope: list[str] | None) -> Iterator[dict]:
    """Every session in scope, oldest first; its pair's last session is marked so."""
    root = mind.home / "sessions"
    sessions = []
    for path in sorted((root / "all").glob("*.json")):
        try:
            session = Session(**(read_json(path) or {}))
        except (TypeError, ValidationError):
            continue  # a torn or foreign file reads as absent, as Sessions does
        if scope is None or session.library in scope:
            sessions.append(session)
    for s in sorted(sessions, key=lambda s: (s.started_at, s.id)):
        record: dict[str, Any] = {"record": "session", "id": s.id, "payload": s.model_dump()}
        # Which session is its pair's last is kept as such: ended_at has whole seconds,
        # so a tie cannot be settled from the dates alone.
        last = read_json(root / "last" / f"{file_key(s.agent, s.project)}.json")
        if isinstance(last, dict) and last.get("id") == s.id:
            record["last"] = True
        yield record


def check_record(mind: "MindAPI", record: dict) -> None:
    try:
        session = Session(**record["payload"])
    except ValidationError as e:
        raise InvalidInput(f"not a session: {e.errors()[0]['msg']}") from None
    if session.id != record["id"] or not session.id.strip() or len(session.id) > 200:
        raise InvalidInput("the session's id is invalid or does not match its record")
    check_agent(session.agent)
    check_library_name(session.library)
    mind.check_write_scope(session.library)
    if session.summary is not None:
        check_text(session.summary, MAX_SUMMARY_CHARS, "summary")


def import_records(job: ImportJob, records: list[dict]) -> None:
    """Write the sessions not yet in this home; a later (or marked) last session of its
    pair becomes the pair's last."""
    root, made = job.mind.home / "sessions", 0
    for record in records:
        session = Session(**record["payload"])
        path = root / "all" / f"{safe_name(session.id)}.json"
        with locked(path):
            if read_json(path) is not None:
                continue
            write_json(path, session.model_dump())
        made += 1
        if session.ended_at:
            last = root / "last" / f"{file_key(session.agent, session.project)}.json"
            with locked(last):
                current = read_json(last)
                ended = (current or {}).get("ended_at") or ""
                if (
                    current is None
                    or ended < session.ended_at
                    or (record.get("last") is True and ended == session.ended_at)
                ):
                    write_json(last, session.model_dump())
        job.audit("session", id=session.id, agent=session.agent, library=session.library)
    job.count("session", made, len(records))


# --- in the session briefing (the session kind's section, default_plugins/kinds.py) ---

SUMMARY_CHARS = 2000  # the last session's summary, at most


def _summary_source(session: Session) -> str:
    """'agent NAME', naming a person only when the person wrote the summary (an agent's
    session ended under the name `cli:alice` shows the agent that wrote it)."""
    if session.ended_by is None:  # a session ended before its writer was recorded
        return f"agent {session.agent}"
    return f"agent {shown_source({'author': session.ended_by, 'source': session.agent})}"


def briefing_section(ctx: SectionContext) -> list[str]:
    if ctx.project is None:
        return []
    session = ctx.mind.sessions.last(ctx.agent, ctx.project)
    if session is None or not session.summary:
        return []
    return [
        quote(
            header(
                "session summary",
                day(session.ended_at),
                _summary_source(session),
                by=session.ended_by,
            ),
            clip(session.summary, SUMMARY_CHARS),
        )
    ]
