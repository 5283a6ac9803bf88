"""The agent hosts known through the plugin manager (`register_hosts` hook).

A host object translates its host's hook protocol (`translate(event, payload)` ->
LifecycleEvent or None, `render(event, answer)` -> what the hook prints) and installs
itself (`install(scope=..., project_dir=...)`, `uninstall(...)`, `describe()`).
"""

from __future__ import annotations

from mgimind.errors import InvalidInput


def known_hosts() -> dict[str, object]:
    """name -> host object, from every plugin that implements `register_hosts`."""
    from mgimind.plugins import load_plugins

    hosts: dict[str, object] = {}

    def register(name: str, installer: object) -> None:
        hosts.setdefault(name, installer)

    load_plugins().hook.register_hosts(register=register)
    return hosts


def get_host(name: str):
    hosts = known_hosts()
    if name not in hosts:
        raise InvalidInput(f"unknown host {name!r}",
                           fix="mgimind install-hooks --list shows the known hosts: "
                           + ", ".join(sorted(hosts)))
    return hosts[name]
