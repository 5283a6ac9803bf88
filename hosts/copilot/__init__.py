"""GitHub Copilot CLI host: hook protocol translation, installer, plugin (see plugin.py)."""
