"""The engine: the Mind, ranking, recall, the briefing, scope and visibility."""
