"""The HTTP door: an ASGI app for other agents on loopback, bearer tokens, enforced scopes."""
