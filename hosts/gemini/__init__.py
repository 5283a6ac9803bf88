"""Gemini CLI host: hook protocol translation, installer, chat harvest, plugin (see plugin.py)."""
