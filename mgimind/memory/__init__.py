"""The memory kinds: memories, notes, facts, procedures, skills, pins, sessions, key-value
items, libraries, and the admission gate they pass."""
