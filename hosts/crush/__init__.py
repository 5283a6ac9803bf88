"""Crush host: mgimind's MCP server in crush.json (installer, plugin; see plugin.py)."""
