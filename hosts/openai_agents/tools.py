"""The mgimind tool pack for the OpenAI Agents SDK: `memory_tools(mind, ...)`.

Each tool is a `function_tool` bound to one Mind (or daemon client) and one scope chosen
by the developer, never by the model: writes go to `library` (else the project's own
library, else the shared one), reads cover `libraries` (else the project's library plus
the shared one, else everything the Mind may read). What the tools return is text for
the model; stored content comes back framed as quoted data, never as instructions.

Tools do not replace forced recall (recall_filter.py): they let the model store what
it learned and look deeper when the injected recall is not enough.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from agents import FunctionTool, RunContextWrapper, function_tool

from mgimind.errors import MgimindError
from mgimind.framing import header, quote
from mgimind.scope import project_identity, project_library, resolve_project
from mgimind.secrets import refuse_secrets

log = logging.getLogger("mgimind.hosts")

NOTHING = "Nothing relevant is stored."


@dataclass(frozen=True)
class MemoryScope:
    """Where a host's tools and filters read and write.

    `project`: a path inside the project (its git root names its library);
    `library`: explicit write library (wins over the project's);
    `libraries`: explicit read libraries (win over project + shared);
    `agent`: the agent name sessions and authorship use; `session_id`: the host session."""

    project: str | None = None
    library: str | None = None
    libraries: tuple[str, ...] | None = None
    agent: str = "openai-agents"
    session_id: str | None = None

    def read_libraries(self) -> list[str] | None:
        return list(self.libraries) if self.libraries else None

    def write_library(self, mind) -> str | None:
        """The library writes go to; created on first use. None: the shared library."""
        library = self.library
        if library is None and self.project is not None:
            config = getattr(mind, "config", None)
            if config is None or config.scope.project_libraries:
                library = project_library(project_identity(self.project))
        if library is not None:
            mind.libraries.create(library)
        return library


def explain_error(ctx: RunContextWrapper[Any], error: Exception) -> str:
    """What the model reads when a tool fails: mgimind's own message (it never holds
    stored content or a secret), else only the error's type."""
    cause = error
    while cause is not None and not isinstance(cause, MgimindError):
        cause = cause.__cause__ or cause.__context__
    if isinstance(cause, MgimindError):
        return f"mgimind refused: {cause.what}" + (f" ({cause.fix})" if cause.fix else "")
    log.warning("mgimind tool failed: %r", error)
    return f"mgimind failed ({type(error).__name__}); nothing was changed."


def memory_tools(
    mind,
    *,
    project: str | None = None,
    library: str | None = None,
    libraries: list[str] | None = None,
    agent: str = "openai-agents",
    session_id: str | None = None,
    budget: int | None = None,
) -> list[FunctionTool]:
    """The tool pack: remember, recall, add_fact, query_facts, learn_procedure,
    recall_procedures, match_skills and (with a `session_id` and a `project`)
    end_session. `budget` caps the characters `recall` returns."""
    # "." means where the agent runs, not where a daemon runs: resolved here, once.
    scope = MemoryScope(
        resolve_project(project),
        library,
        tuple(libraries) if libraries else None,
        agent,
        session_id,
    )
    source = f"agent:{agent}" + (f":{session_id}" if session_id else "")
    tool = _decorator()

    @tool
    def remember(text: str) -> str:
        """Store a note in long-term memory so later sessions know it. Use for durable
        things: decisions, preferences, how something works, what was tried and failed.

        Args:
            text: The note, self-contained (say who or what it is about).
        """
        # An explicit write: a credential is refused (and the vault offered), where
        # gated ingest would cut it out and store the rest.
        refuse_secrets(text)
        target = scope.write_library(mind)
        if hasattr(mind, "admission"):
            verdict = mind.admission.ingest(
                text,
                target,
                source=source,
                author=None,
                metadata={"agent": agent, "session_id": session_id},
            )
            if verdict.verdict == "stored":
                return f"stored (id {verdict.id})"
            if verdict.verdict == "duplicate":
                return f"already stored (id {verdict.duplicate_of or verdict.id})"
            return f"{verdict.verdict}: {verdict.reason or 'no reason given'}"
        added = mind.memories.add(text, target, source=source)
        return f"stored (id {added.id})" if added.created else f"already stored (id {added.id})"

    @tool
    def recall(query: str) -> str:
        """Search long-term memory (notes, facts, fixes, skills) for what is relevant to a
        question. Relevant memory is already shown before each of your turns; call this to
        look for something specific.

        Args:
            query: What to look for, in plain words.
        """
        found = mind.recall(
            query, project=scope.project, libraries=scope.read_libraries(), budget=budget
        )
        return found.text or NOTHING

    @tool
    def add_fact(subject: str, predicate: str, object: str) -> str:
        """Record a fact as subject, predicate, object (e.g. "api-server", "runs on",
        "port 8080"). A fact that contradicts a current one is weighed against it.

        Args:
            subject: What the fact is about.
            predicate: The relation or attribute.
            object: Its value.
        """
        verdict = mind.facts.add(
            subject,
            predicate,
            object,
            library=scope.write_library(mind),
            source=source,
            session=session_id,
        )
        return f"{verdict.verdict}: {verdict.fact.text} ({verdict.reason})"

    @tool
    def query_facts(subject: str | None = None, predicate: str | None = None) -> str:
        """List the current facts about a subject and/or predicate.

        Args:
            subject: Only facts about this subject (optional).
            predicate: Only facts with this predicate (optional).
        """
        libraries = _fact_scope(mind, scope)
        if libraries == []:  # the project has no readable library yet
            return NOTHING
        facts = mind.facts.query(subject=subject, predicate=predicate, libraries=libraries)
        if not facts:
            return NOTHING
        return "\n".join(
            quote(header("fact", f.recorded_at[:10], f.source), f.text) for f in facts[:50]
        )

    @tool
    def learn_procedure(error: str, fix: str, context: str | None = None) -> str:
        """Remember that a fix resolved an error, so the fix is offered when the error
        comes back.

        Args:
            error: The error message or symptom, as it appeared.
            fix: What resolved it.
            context: Where it happened (tool, version, setup), optional.
        """
        learned = mind.procedures.learn(
            error, fix, context, library=scope.write_library(mind), source=source
        )
        return (
            f"learned (id {learned.id})" if learned.created else f"already known (id {learned.id})"
        )

    @tool
    def recall_procedures(error: str) -> str:
        """Find known fixes for an error message or symptom, best first.

        Args:
            error: The error text.
        """
        hits = mind.procedures.recall(
            error, project=scope.project, libraries=scope.read_libraries()
        )
        if not hits:
            return NOTHING
        out = []
        for hit in hits:
            p = hit.procedure
            record = f"worked {p.worked}, failed {p.failed}" + (", verified" if p.verified else "")
            text = f"error: {p.error}\nfix: {p.fix}" + (
                f"\ncontext: {p.context}" if p.context else ""
            )
            out.append(
                quote(
                    header("procedure", p.created_at[:10], p.source, id=p.id, record=record), text
                )
            )
        return "\n".join(out)

    @tool
    def match_skills(task: str) -> str:
        """Find stored skills (named playbooks) that fit a task, with their full bodies.

        Args:
            task: The task at hand, in plain words.
        """
        matches = mind.skills.match(task, project=scope.project, libraries=scope.read_libraries())
        if not matches:
            return NOTHING
        return "\n".join(
            quote(
                header("skill", None, None, name=m.skill.name, when=m.skill.trigger), m.skill.body
            )
            for m in matches
        )

    tools = [
        remember,
        recall,
        add_fact,
        query_facts,
        learn_procedure,
        recall_procedures,
        match_skills,
    ]

    if session_id and project:

        @tool
        def end_session(summary: str) -> str:
            """Close this session with a short summary of what was done and what is left.
            The next session of this agent in this project starts from it.

            Args:
                summary: What happened, decisions made, open ends.
            """
            ended = mind.sessions.end(session_id, summary, agent=agent, project=project)
            return f"session {ended.id} ended"

        tools.append(end_session)
    return tools


def _decorator():
    return function_tool(failure_error_function=explain_error)


def _fact_scope(mind, scope: MemoryScope) -> list[str] | None:
    """Facts take libraries, not a project: resolve the project's read scope here."""
    if scope.libraries or scope.project is None:
        return scope.read_libraries()
    from mgimind.scope import read_libraries

    return read_libraries(mind, scope.project) or []
