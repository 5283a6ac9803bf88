"""Factory Droid host: hook protocol translation, installer, plugin (see plugin.py)."""
