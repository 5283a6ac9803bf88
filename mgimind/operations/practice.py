"""Operations on procedures (error -> fix) and skills (named playbooks)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from mgimind.memory.authorship import shown_source
from mgimind.operations.spec import PEOPLE, Call, Libraries, Library, Operation, Params, Project
from mgimind.text.framing import header, quote

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.memory.procedures import LearnResult, Procedure, ProcedureHit
    from mgimind.memory.skills import SkillMatch as SkillFound

NOTHING = "Nothing relevant is stored."


class Learn(Params):
    error: str = Field(description="The error message or symptom, as it appeared.")
    fix: str = Field(description="What resolved it.")
    context: str | None = Field(None, description="Where it applied: tool, version, setup.")
    library: Library = None
    project: Project = None
    source: str | None = Field(None, description="Where this came from.")


class ProcedureRecall(Params):
    error: str = Field(description="The error text.")
    libraries: Libraries = None
    project: Project = None
    limit: int = Field(5, ge=1, le=100)


class ProcedureReport(Params):
    procedure_id: str = Field(description="The procedure's id.")
    outcome: Literal["worked", "failed"] = Field(description="Did the fix work?")


class ProcedureList(Params):
    libraries: Libraries = None
    project: Project = None
    unverified: bool = Field(False, description="Only those no report has verified yet.")


def _procedure_list(mind: Mind, p: ProcedureList, call: Call) -> list[Procedure]:
    found = mind.procedures.list(libraries=call.libraries)
    return [proc for proc in found if not proc.verified] if p.unverified else found


class ProcedureRef(Params):
    procedure_id: str = Field(description="The procedure's id.")


class SkillSet(Params):
    name: str = Field(description="The skill's name.")
    body: str = Field(description="What to do: the playbook.")
    trigger: str = Field(description="When this skill applies.")
    library: Library = None
    project: Project = None


class SkillRef(Params):
    name: str = Field(description="The skill's name.")
    libraries: Libraries = None
    project: Project = None


class SkillRemove(Params):
    name: str = Field(description="The skill's name.")
    library: Library = None
    project: Project = None


class SkillList(Params):
    libraries: Libraries = None
    project: Project = None


class SkillMatch(Params):
    task: str = Field(description="The task at hand, in plain words.")
    libraries: Libraries = None
    project: Project = None
    limit: int = Field(3, ge=1, le=50)


def _learn(mind: Mind, p: Learn, call: Call) -> LearnResult:
    return mind.procedures.learn(p.error, p.fix, p.context, call.library, source=p.source)


def _learn_text(learned: LearnResult) -> str:
    return f"learned (id {learned.id})" if learned.created else f"already known (id {learned.id})"


def _recall_text(hits: list[ProcedureHit]) -> str:
    if not hits:
        return NOTHING
    out = []
    for hit in hits:
        p = hit.procedure
        record = f"worked {p.worked}, failed {p.failed}" + (", verified" if p.verified else "")
        text = f"error: {p.error}\nfix: {p.fix}" + (f"\ncontext: {p.context}" if p.context else "")
        out.append(
            quote(
                header(
                    "procedure",
                    p.created_at[:10],
                    shown_source({"author": p.author, "source": p.source}),
                    id=p.id,
                    record=record,
                ),
                text,
            )
        )
    return "\n".join(out)


def _match_text(matches: list[SkillFound]) -> str:
    if not matches:
        return NOTHING
    return "\n".join(
        quote(
            header("skill", None, m.skill.author, name=m.skill.name, when=m.skill.trigger),
            m.skill.body,
        )
        for m in matches
    )


def _skill_remove(mind: Mind, p: SkillRemove, call: Call) -> dict[str, str]:
    mind.skills.remove(p.name, call.library)
    return {"removed": p.name}


def _agent_skill_remove(mind: Mind, p: SkillRemove, call: Call) -> dict[str, str]:
    """Refused for a skill a person wrote (theirs would be gone without them)."""
    mind.skills.remove(p.name, call.library, agent=True)
    return {"removed": p.name}


OPERATIONS = (
    Operation(
        name="procedure.learn",
        summary="Remember that FIX resolved ERROR, so the fix is offered when the error comes "
        "back.",
        params=Learn,
        result="mgimind.memory.procedures.LearnResult",
        run=_learn,
        service="procedures",
        writes=True,
        scope="write",
        cli="learn",
        cli_short=(("error", "-e"), ("fix", "-f"), ("context", "-c")),
        http="/v1/procedures",
        mcp="procedure_learn",
        tool="learn_procedure",
        text=_learn_text,
        tool_fields=("error", "fix", "context"),
    ),
    Operation(
        name="procedure.recall",
        summary="Known fixes for an error message or symptom, best first.",
        params=ProcedureRecall,
        result="list[mgimind.memory.procedures.ProcedureHit]",
        run=lambda m, p, c: m.procedures.recall(p.error, libraries=c.libraries, limit=p.limit),
        service="procedures",
        scope="read",
        cli="procedure recall",
        cli_args=("error",),
        http="/v1/procedures/recall",
        mcp="procedure_recall",
        tool="recall_procedures",
        text=_recall_text,
        tool_fields=("error",),
    ),
    Operation(
        name="procedure.report",
        summary="Report whether a recalled fix worked or failed.",
        params=ProcedureReport,
        result="mgimind.memory.procedures.Procedure",
        run=lambda m, p, c: m.procedures.report(p.procedure_id, p.outcome),
        service="procedures",
        writes=True,
        cli="procedure report",
        cli_args=("procedure_id", "outcome"),
        http="/v1/procedures/report",
        mcp="procedure_report",
    ),
    Operation(
        name="procedure.show",
        summary="One procedure with its record.",
        params=ProcedureRef,
        result="mgimind.memory.procedures.Procedure",
        run=lambda m, p, c: m.procedures.get(p.procedure_id),
        service="procedures",
        cli="procedure show",
        cli_args=("procedure_id",),
        http="/v1/procedures/get",
    ),
    Operation(
        name="procedure.list",
        summary="Current procedures, newest first. With unverified, only those awaiting a report "
        "that their fix worked.",
        params=ProcedureList,
        result="list[mgimind.memory.procedures.Procedure]",
        run=_procedure_list,
        service="procedures",
        scope="read",
        cli="procedure list",
    ),
    Operation(
        name="procedure.forget",
        summary="Forget a procedure.",
        params=ProcedureRef,
        result="dict",
        run=lambda m, p, c: m.procedures.forget(p.procedure_id) or {"forgotten": p.procedure_id},
        service="procedures",
        writes=True,
        callers=PEOPLE,
        cli="procedure forget",
        cli_args=("procedure_id",),
    ),
    Operation(
        name="skill.set",
        summary="Create or replace skill NAME: a trigger (when) and a body (what to do). An agent "
        "cannot replace a skill a person wrote.",
        params=SkillSet,
        result="mgimind.memory.skills.Skill",
        run=lambda m, p, c: m.skills.set(p.name, p.trigger, p.body, c.library, agent=c.agent),
        service="skills",
        writes=True,
        scope="write",
        cli="skill set",
        cli_args=("name", "body"),
        cli_short=(("trigger", "-t"),),
        http="/v1/skills",
    ),
    Operation(
        name="skill.show",
        summary="One playbook: its trigger and body.",
        params=SkillRef,
        result="mgimind.memory.skills.Skill",
        run=lambda m, p, c: m.skills.show(p.name, libraries=c.libraries),
        service="skills",
        scope="read",
        cli="skill show",
        cli_args=("name",),
        http="/v1/skills/get",
        mcp="skill_show",
    ),
    Operation(
        name="skill.remove",
        summary="Delete a skill (an agent cannot delete one a person wrote).",
        params=SkillRemove,
        result="dict",
        run=_skill_remove,
        agent_run=_agent_skill_remove,
        service="skills",
        writes=True,
        scope="write",
        cli="skill remove",
        cli_args=("name",),
    ),
    Operation(
        name="skill.list",
        summary="The catalogue: names and triggers.",
        params=SkillList,
        result="list[mgimind.memory.skills.SkillEntry]",
        run=lambda m, p, c: m.skills.list(libraries=c.libraries),
        service="skills",
        scope="read",
        cli="skill list",
        http="/v1/skills/list",
        mcp="skill_list",
    ),
    Operation(
        name="skill.match",
        summary="Playbooks whose trigger fits a task, with their bodies.",
        params=SkillMatch,
        result="list[mgimind.memory.skills.SkillMatch]",
        run=lambda m, p, c: m.skills.match(p.task, libraries=c.libraries, limit=p.limit),
        service="skills",
        scope="read",
        cli="skill match",
        cli_args=("task",),
        http="/v1/skills/match",
        mcp="skill_match",
        tool="match_skills",
        text=_match_text,
        tool_fields=("task",),
    ),
)
