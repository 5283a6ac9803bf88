"""The built-in memory kinds, registered exactly as a plugin registers its own.

Each declaration says everything the core needs of a kind (kinds.py): its statuses,
the services Mind builds for it, how recall finds it, its briefing sections, how stats
counts it and how it moves between homes.
"""

from __future__ import annotations

from collections.abc import Callable

from mgimind.harvest import Harvester
from mgimind.memory import admission, kv, memories, pins, procedures, sessions, skills
from mgimind.memory.archive import MemoryLifecycle
from mgimind.memory.facts import Facts
from mgimind.memory.facts.statuses import FACT_STATUSES, PREDICATE_STATUSES
from mgimind.memory.facts.views import briefing_section as facts_briefing
from mgimind.memory.facts.views import recall_candidates
from mgimind.memory.kinds import ExportCodec, Kind, RecallAdapter, Section
from mgimind.memory.libraries import Libraries
from mgimind.moves.transfer_service import Transfer
from mgimind.pluginspecs import hookimpl
from mgimind.security.review import ReviewGate
from mgimind.store.base import Eq, where

SKILLS_TITLE = "Skills (`mgimind skill show NAME` gives the steps)"
SESSION_TITLE = "Last session (this agent, this project)"

KINDS = (
    Kind(
        name=memories.KIND,
        statuses=memories.STATUSES,
        services={
            "memories": memories.Memories,
            "admission": admission.Admission,
            "lifecycle": MemoryLifecycle,
            "review": ReviewGate,
        },
        # One harvester per opened home: it turns finished transcripts into memories.
        home_services={"harvester": Harvester},
        recall=RecallAdapter(item=memories.recall_item),
        briefing=(Section("quarantine", 30, admission.briefing_section, "Quarantine"),),
        # A memory is one item however many chunks it has (counts.py).
        count=lambda store: store.count(where(Eq("kind", memories.KIND), Eq("chunk", 0))),
    ),
    Kind(
        name="fact",
        statuses=FACT_STATUSES,
        services={"facts": Facts},
        recall=RecallAdapter(search=recall_candidates),
        briefing=(Section("facts", 50, facts_briefing, "Current facts"),),
    ),
    Kind(
        name=procedures.KIND,
        statuses=procedures.STATUSES,
        services={"procedures": procedures.Procedures},
        recall=RecallAdapter(item=procedures.recall_item),
    ),
    Kind(
        name=skills.KIND,
        statuses=skills.STATUSES,
        services={"skills": skills.Skills},
        recall=RecallAdapter(item=skills.recall_item),
        briefing=(Section("skills", 40, skills.briefing_section, SKILLS_TITLE),),
    ),
    Kind(name=kv.KIND, statuses=kv.STATUSES, services={"kv": kv.KeyValues}),
    Kind(name="predicate", statuses=PREDICATE_STATUSES),
    # Libraries scope every other kind; moving a home's libraries (export, import,
    # backup) is their service too.
    Kind(name="library", services={"libraries": Libraries, "transfer": Transfer}),
    Kind(
        name="session",
        stored=False,
        services={"sessions": sessions.Sessions},
        briefing=(Section("last_session", 20, sessions.briefing_section, SESSION_TITLE),),
        export=ExportCodec(
            "session", sessions.export_records, sessions.check_record, sessions.import_records
        ),
    ),
    Kind(
        name="pin",
        stored=False,
        services={"pins": pins.Pins},
        briefing=(Section("pinned", 10, pins.briefing_section, "Pinned"),),
        export=ExportCodec("pin", pins.export_records, pins.check_record, pins.import_records),
    ),
)


@hookimpl(trylast=True)
def register_kinds(register: Callable[[Kind], None]) -> None:
    for kind in KINDS:
        register(kind)
