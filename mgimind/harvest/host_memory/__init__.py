"""The memories the hosts keep themselves (instruction files, auto-memory), imported
with their provenance and kept in step one way (importer.py, watcher.py)."""
