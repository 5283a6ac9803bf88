"""The built-in candidate extractor: cheap, explainable rules (mgimind/harvest/rules.py),
registered like any plugin's. A plugin replaces it by registering the name "rules"."""

from mgimind.pluginspecs import hookimpl


def extract(exchange, provenance) -> list:
    from mgimind.harvest import rules

    found = rules.fact_candidates(exchange)
    procedure = rules.procedure_candidate(exchange)
    return found + ([procedure] if procedure else [])


@hookimpl(trylast=True)
def register_candidate_extractors(register, mind):
    register("rules", extract)
