"""Operations on the admission gate's quarantine (list, show, propose, promote, expire)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from pydantic import Field, model_validator

from mgimind.operations.spec import PEOPLE, Call, Libraries, Operation, Params, Project

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.memory.admission import QuarantineItem


class QuarantineList(Params):
    libraries: Libraries = None
    project: Project = None
    limit: int | None = Field(None, ge=1, le=10_000)


class CandidateRef(Params):
    memory_id: str = Field(description="The candidate's id.")


class Propose(Params):
    memory_id: str = Field(description="The candidate's id.")
    note: str | None = Field(None, description="Why it should be promoted.")


class Promote(Params):
    memory_id: str = Field(description="The candidate's id.")
    approval: dict[str, Any] | None = Field(
        None,
        description="A person's review approval (when review.require_human is on): the "
        "review secret and the content_hash of the text the person was shown.",
    )
    content_hash: str | None = Field(
        None,
        description="The hash of the candidate's text as the person was shown it "
        "(quarantine show/list give it): refused when the candidate changed since.",
    )
    text: str | None = Field(
        None,
        min_length=1,
        description="The person's correction, stored in place of the candidate's text "
        "only when the promotion is approved.",
    )


class Expire(Params):
    memory_id: str | None = Field(None, description="The candidate's id.")
    older_than: float | None = Field(
        None, ge=0, description="Instead: every candidate older than this many days."
    )
    libraries: Libraries = None
    project: Project = None
    reason: str = Field("expired", description="Why it is rejected.")

    @model_validator(mode="after")
    def _one_target(self) -> Self:
        if (self.memory_id is None) == (self.older_than is None):
            raise ValueError("give either memory_id or older_than")
        return self


def _list(mind: Mind, p: QuarantineList, call: Call) -> list[QuarantineItem]:
    return [] if call.libraries == [] else mind.admission.list(call.libraries, limit=p.limit)


def _without_text(items: list[QuarantineItem]) -> list[QuarantineItem]:
    """An agent sees why a candidate waits, never its text (nor the hash of it, which
    would confirm a guess): it is held back until a person promotes it."""
    return [item.model_copy(update={"text": "", "content_hash": None}) for item in items]


def _expire(mind: Mind, p: Expire, call: Call) -> dict[str, list[str]]:
    if p.memory_id is not None:
        mind.admission.expire(p.memory_id, p.reason)
        return {"expired": [p.memory_id]}
    if call.libraries == []:
        return {"expired": []}
    assert p.older_than is not None  # Expire._one_target: one of the two is given
    return {"expired": mind.admission.expire_older_than(p.older_than, call.libraries)}


OPERATIONS = (
    Operation(
        name="quarantine.list",
        summary="Candidates the admission gate held back, with their reasons, newest first "
        "(an agent sees ids and reasons, not their text).",
        params=QuarantineList,
        result="list[mgimind.memory.admission.QuarantineItem]",
        run=_list,
        service="admission",
        scope="read",
        cli="quarantine list",
        http="/v1/quarantine",
        mcp="quarantine_list",
        for_agent=_without_text,
    ),
    Operation(
        name="quarantine.show",
        summary="One candidate in full, with its reason.",
        params=CandidateRef,
        result="mgimind.memory.admission.QuarantineItem",
        run=lambda m, p, c: m.admission.show(p.memory_id),
        service="admission",
        callers=PEOPLE,
        cli="quarantine show",
        cli_args=("memory_id",),
    ),
    Operation(
        name="quarantine.propose",
        summary="Ask a person to promote a candidate (agents propose; only a person approves).",
        params=Propose,
        result="mgimind.memory.admission.Proposal",
        run=lambda m, p, c: m.admission.propose_promotion(p.memory_id, p.note),
        service="admission",
        writes=True,
        cli="quarantine propose",
        cli_args=("memory_id",),
        http="/v1/quarantine/propose",
        mcp="quarantine_propose",
    ),
    Operation(
        name="quarantine.promote",
        summary="Move a candidate out of quarantine (a person approves when review is required). "
        "The approval names the text it approves: refused when the candidate changed "
        "since the person was shown it.",
        params=Promote,
        result="mgimind.models.MemoryItem",
        run=lambda m, p, c: m.admission.promote(
            p.memory_id, p.approval, content_hash=p.content_hash, text=p.text
        ),
        service="admission",
        writes=True,
        callers=PEOPLE,
        cli="quarantine promote",
        cli_args=("memory_id",),
    ),
    Operation(
        name="quarantine.expire",
        summary="Reject a candidate, or every one older than some days: it is forgotten.",
        params=Expire,
        result="dict",
        run=_expire,
        service="admission",
        writes=True,
        callers=PEOPLE,
        scope="read",
        cli="quarantine expire",
        cli_args=("memory_id",),
    ),
)
