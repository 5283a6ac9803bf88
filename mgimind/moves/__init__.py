"""Moves: backup, export and import, folder sync, web page save and reindex: content in and out
of a home."""
