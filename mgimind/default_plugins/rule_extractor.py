"""The built-in candidate extractor: cheap, explainable rules (mgimind/harvest/rules.py),
registered like any plugin's. A plugin replaces it by registering the name "rules"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from mgimind.pluginspecs import hookimpl

if TYPE_CHECKING:
    from mgimind.harvest.exchanges import Exchange
    from mgimind.harvest.rules import Candidate
    from mgimind.services.mindapi import MindAPI


def extract(exchange: Exchange, provenance: dict) -> list[Candidate]:
    from mgimind.harvest import rules

    found = rules.fact_candidates(exchange)
    procedure = rules.procedure_candidate(exchange)
    return found + ([procedure] if procedure else [])


@hookimpl(trylast=True)
def register_candidate_extractors(register: Callable[..., None], mind: MindAPI) -> None:
    register("rules", extract)
