"""The engine: the Mind, recall, the briefing, and the checks recall runs on a prompt."""
