"""Operations on facts (the belief state) and their predicates."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from mgimind.memory.authorship import shown_source
from mgimind.operations.spec import PEOPLE, Call, Libraries, Library, Operation, Params, Project
from mgimind.text.framing import header, quote

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.memory.facts.model import Fact, FactVerdict, Predicate

NOTHING = "Nothing relevant is stored."
WorldTime = Field(None, description="ISO date or date-time.")


class FactAdd(Params):
    subject: str = Field(description="What the fact is about.")
    predicate: str = Field(description="The relation or attribute.")
    object: str = Field(description="Its value.")
    library: Library = None
    project: Project = None
    valid_from: str | None = Field(None, description="World time it started to hold (ISO).")
    valid_to: str | None = Field(None, description="World time it stopped holding (ISO).")
    source: str | None = Field(None, description="Where this came from.")
    session: str | None = Field(None, description="The session this assertion comes from.")
    based_on: list[str] | None = Field(None, description="Ids of facts this one rests on.")
    override_tombstone: bool = Field(
        False,
        description="A person only: record the value in this library although another "
        "library this scope reads holds it as a tombstone.",
    )


class FactQuery(Params):
    subject: str | None = Field(None, description="Only facts about this subject.")
    predicate: str | None = Field(None, description="Only facts with this predicate.")
    libraries: Libraries = None
    project: Project = None
    as_of: str | None = Field(None, description="World time: what held then (ISO).")
    known_at: str | None = Field(None, description="Record time: what was believed then.")
    history: bool = Field(False, description="Every version and status.")


class FactSearch(Params):
    query: str = Field(description="What to look for, in plain words.")
    libraries: Libraries = None
    project: Project = None
    limit: int = Field(10, ge=1, le=1000)


class FactScope(Params):
    libraries: Libraries = None
    project: Project = None


class FactRef(Params):
    fact_id: str = Field(description="The fact's id.")


class FactGet(Params):
    fact_id: str = Field(description="The fact's id.")
    history: bool = Field(False, description="Every version of it.")


class FactInvalidate(Params):
    fact_id: str = Field(description="The fact's id.")
    reason: str | None = Field(None, description="Why it is wrong.")


class FactRestore(Params):
    fact_id: str = Field(description="The fact's id.")
    approval: dict[str, Any] | None = Field(
        None, description="A person's review approval (when review.require_human is on)."
    )


class FactRetest(Params):
    libraries: Libraries = None
    project: Project = None
    fact_id: str | None = Field(None, description="Re-test only this fact.")
    limit: int = Field(50, ge=1, le=1000, description="At most this many facts (oldest first).")


class PredicateRegister(Params):
    name: str = Field(description="The predicate.")
    cardinality: Literal["multi", "single", "temporal-single"]
    description: str = ""


class PredicateRef(Params):
    name: str = Field(description="The predicate.")


class NoParams(Params):
    pass


def _add(mind: Mind, p: FactAdd, call: Call) -> FactVerdict:
    from mgimind.memory.facts.tombstones import check_override
    from mgimind.services.scope import read_libraries

    check_override(call.actor, p.override_tombstone)  # the door's caller, not the Mind's
    return mind.facts.add(
        p.subject,
        p.predicate,
        p.object,
        library=call.library,
        valid_from=p.valid_from,
        valid_to=p.valid_to,
        source=p.source,
        session=p.session,
        based_on=p.based_on,
        # the libraries a read in this scope covers: a value tombstoned in one of them
        # is judged against that tombstone
        reads=read_libraries(mind, call.project, None),
        override_tombstone=p.override_tombstone,
    )


def _query(mind: Mind, p: FactQuery, call: Call) -> list[Fact]:
    if call.libraries == []:
        return []
    return mind.facts.query(
        subject=p.subject,
        predicate=p.predicate,
        libraries=call.libraries,
        as_of=p.as_of,
        known_at=p.known_at,
        history=p.history,
    )


def _facts_text(facts: list[Fact]) -> str:
    if not facts:
        return NOTHING
    # The source names a person only for the person's own fact (memory/authorship.py).
    return "\n".join(
        quote(header("fact", f.recorded_at[:10], shown_source(f.model_dump())), f.text)
        for f in facts[:50]
    )


def _get(mind: Mind, p: FactGet, call: Call) -> Fact | list[Fact]:
    return mind.facts.history(p.fact_id) if p.history else mind.facts.get(p.fact_id)


def _retest(mind: Mind, p: FactRetest, call: Call) -> dict:
    if call.libraries == [] and p.fact_id is None:
        return {"facts": 0, "fact_ids": []}
    return mind.facts.retest(call.libraries, p.fact_id, p.limit)


def _retest_text(r: dict) -> str:
    return (
        f"re-tested {r.get('facts', 0)} fact(s) against {r.get('evidence', 0)} later "
        f"memories: {r.get('doubts', 0)} doubted ({r.get('contests', 0)} contest(s) opened), "
        f"{r.get('confirmations', 0)} confirmed"
    )


def _invalidated_text(fact: Fact) -> str:
    if fact.status != "invalidated" and fact.invalidation_proposals:
        return (
            f"proposed, not invalidated: {fact.text} stays {fact.status}; a person asserted "
            f"or confirmed it, so the person decides (mgimind fact invalidate {fact.id} "
            f"accepts, mgimind fact confirm {fact.id} declines)"
        )
    return f"{fact.status}: {fact.text}"


def _purge(mind: Mind, p: FactRef, call: Call) -> dict[str, Any]:
    return {"purged": p.fact_id, "versions": mind.facts.purge(p.fact_id)}


def _predicate_list(mind: Mind, p: NoParams, call: Call) -> list[Predicate]:
    """The registry is the home's: a confined identity sees the predicates its own
    libraries' facts use, never the names other libraries brought in."""
    registered = mind.facts.list_predicates()
    confine = getattr(mind, "confine", None)
    if confine is None:
        return registered
    from mgimind.store.base import Eq, in_libraries, where

    facts = mind.store.scroll(in_libraries(where(Eq("kind", "fact")), sorted(confine)))
    used = {point.payload.get("predicate") for point in facts}
    return [predicate for predicate in registered if predicate.name in used]


OPERATIONS = (
    Operation(
        name="fact.add",
        summary="Assert a fact (subject, predicate, object), optionally with the world-time "
        "interval it holds for; the belief state decides its verdict.",
        params=FactAdd,
        result="mgimind.memory.facts.model.FactVerdict",
        run=_add,
        service="facts",
        writes=True,
        scope="write",
        cli="fact add",
        cli_args=("subject", "predicate", "object"),
        http="/v1/facts",
        mcp="fact_add",
        tool="add_fact",
        text=lambda v: f"{v.verdict}: {v.fact.text} ({v.reason})",
        tool_fields=("subject", "predicate", "object"),
    ),
    Operation(
        name="fact.query",
        summary="Facts now; as of a world time; as known at a record time; or their history.",
        params=FactQuery,
        result="list[mgimind.memory.facts.model.Fact]",
        run=_query,
        service="facts",
        scope="read",
        cli="fact query",
        cli_short=(("subject", "-s"), ("predicate", "-p"), ("project", "")),
        http="/v1/facts/query",
        mcp="fact_query",
        tool="query_facts",
        text=_facts_text,
        tool_fields=("subject", "predicate"),
    ),
    Operation(
        name="fact.search",
        summary="Hybrid search over current facts.",
        params=FactSearch,
        result="list[mgimind.memory.facts.model.FactHit]",
        run=lambda m, p, c: (
            [] if c.libraries == [] else m.facts.search(p.query, c.libraries, p.limit)
        ),
        service="facts",
        scope="read",
        cli="fact search",
        cli_args=("query",),
        http="/v1/facts/search",
        mcp="fact_search",
    ),
    Operation(
        name="fact.get",
        summary="One fact (its latest version), or all its versions.",
        params=FactGet,
        result="mgimind.memory.facts.model.Fact | list[mgimind.memory.facts.model.Fact]",
        run=_get,
        service="facts",
        cli="fact get",
        cli_args=("fact_id",),
        http="/v1/facts/get",
    ),
    Operation(
        name="fact.contested",
        summary="Facts waiting for review: contested pairs, both still visible, and facts a person "
        "stands behind that an agent proposed to invalidate.",
        params=FactScope,
        result="list[mgimind.memory.facts.model.Fact]",
        run=lambda m, p, c: [] if c.libraries == [] else m.facts.contested(c.libraries),
        service="facts",
        scope="read",
        cli="fact contested",
        http="/v1/facts/contested",
    ),
    Operation(
        name="fact.retest",
        summary="Re-test current facts against later memories now. Another value for the same "
        "subject and predicate lowers confidence and opens a contest; the same value "
        "raises it. The daemon also does this hourly.",
        params=FactRetest,
        result="dict",
        run=_retest,
        service="facts",
        writes=True,
        scope="read",
        lock="batched",
        cli="fact retest",
        http="/v1/facts/retest",
        mcp="fact_retest",
        text=_retest_text,
    ),
    Operation(
        name="fact.retest_status",
        summary="When facts were last re-tested. How many current facts are contested, doubted "
        "or unconfirmed for long.",
        params=FactScope,
        result="dict",
        run=lambda m, p, c: m.facts.retest_status([] if c.libraries == [] else c.libraries),
        service="facts",
        scope="read",
        cli="fact retest-status",
        http="/v1/facts/retest/status",
    ),
    Operation(
        name="fact.confirm",
        summary="Confirm a fact as a person (decides a contest in its favour; a person approves "
        "when review is required).",
        params=FactRestore,
        result="mgimind.memory.facts.model.FactVerdict",
        run=lambda m, p, c: m.facts.confirm(p.fact_id, p.approval),
        service="facts",
        writes=True,
        callers=PEOPLE,
        cli="fact confirm",
        cli_args=("fact_id",),
    ),
    Operation(
        name="fact.invalidate",
        summary="Declare a fact wrong: it leaves the current view and stays rejected. A fact a "
        "person asserted or confirmed is the person's to retire: an agent's invalidation "
        "of it is a proposal that waits for the person, and the fact stays current.",
        params=FactInvalidate,
        result="mgimind.memory.facts.model.Fact",
        run=lambda m, p, c: m.facts.invalidate(p.fact_id, p.reason),
        service="facts",
        writes=True,
        cli="fact invalidate",
        cli_args=("fact_id",),
        http="/v1/facts/invalidate",
        text=_invalidated_text,
    ),
    Operation(
        name="fact.purge",
        summary="Forget a fact: every version leaves the store.",
        params=FactRef,
        result="dict",
        run=_purge,
        service="facts",
        writes=True,
        callers=PEOPLE,
        cli="fact purge",
        cli_args=("fact_id",),
    ),
    Operation(
        name="fact.restore",
        summary="Revive an invalidated or defeated fact (a person approves when review is "
        "required).",
        params=FactRestore,
        result="mgimind.memory.facts.model.FactVerdict",
        run=lambda m, p, c: m.facts.restore(p.fact_id, p.approval),
        service="facts",
        writes=True,
        callers=PEOPLE,
        cli="fact restore",
        cli_args=("fact_id",),
    ),
    Operation(
        name="predicate.register",
        summary="Declare a predicate's cardinality: multi, single or temporal-single.",
        params=PredicateRegister,
        result="mgimind.memory.facts.model.Predicate",
        run=lambda m, p, c: m.facts.register_predicate(p.name, p.cardinality, p.description),
        service="facts",
        writes=True,
        callers=PEOPLE,
        cli="predicate register",
        cli_args=("name",),
        cli_short=(("cardinality", "-c"), ("description", "-d")),
    ),
    Operation(
        name="predicate.list",
        summary="The predicate registry.",
        params=NoParams,
        result="list[mgimind.memory.facts.model.Predicate]",
        run=_predicate_list,
        service="facts",
        cli="predicate list",
        http="/v1/predicates",
    ),
    Operation(
        name="predicate.get",
        summary="One predicate.",
        params=PredicateRef,
        result="mgimind.memory.facts.model.Predicate",
        run=lambda m, p, c: m.facts.get_predicate(p.name),
        service="facts",
        cli="predicate get",
        cli_args=("name",),
    ),
)
