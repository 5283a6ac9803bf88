"""The Codex CLI host: hooks in hooks.json with their trust in config.toml, and the session
rollout logs under $CODEX_HOME/sessions."""
