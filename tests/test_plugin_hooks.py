"""The plugin surface stays honest (as datasette keeps its own): every hookspec is
documented in docs/plugins.md with its arguments, and tested by a `test_hook_<name>`;
the hooks without a home elsewhere are tested here; tracing shows every hook call."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from mgimind import pluginspecs
from mgimind.plugins import load_plugins
from mgimind.pluginspecs import hookimpl

REPO = Path(__file__).resolve().parents[1]


def _specs() -> dict[str, list[str]]:
    return {
        name: list(inspect.signature(fn).parameters)
        for name, fn in inspect.getmembers(pluginspecs, inspect.isfunction)
        if hasattr(fn, "mgimind_spec")
    }


def test_every_hookspec_is_documented_with_its_arguments():
    docs = (REPO / "docs" / "plugins.md").read_text()
    specs = _specs()
    assert len(specs) >= 7  # positive control: the specs were found
    for name, args in specs.items():
        section = re.search(rf"^### {name}\n(.*?)(?=^### |\Z)", docs, re.S | re.M)
        assert section, f"docs/plugins.md has no section for {name}"
        for arg in args:
            assert f"`{arg}`" in section.group(1), f"{name}: argument {arg} undocumented"


def test_every_hookspec_has_a_test():
    tests = "\n".join(p.read_text() for p in (REPO / "tests").glob("test_*.py"))
    for name in _specs():
        assert f"def test_hook_{name}(" in tests, f"no test_hook_{name}"


@pytest.fixture
def plugin():
    """Register an inline plugin object for one test; always unregistered after."""
    pm = load_plugins()
    registered = []

    def add(obj):
        pm.register(obj, name=f"inline-{len(registered)}")
        registered.append(obj)
        return obj

    yield add
    for obj in registered:
        pm.unregister(obj)
    pm.check_pending()


def test_hook_register_hosts(plugin):
    from mgimind.hostapi import LibraryHost, get_host, known_hosts

    host = LibraryHost(name="toy-host", summary="A toy host", usage="toy()", extra="toy")

    class Plugin:
        @hookimpl
        def register_hosts(self, register):
            register("toy-host", host)

    assert "toy-host" not in known_hosts()  # positive control: absent before
    plugin(Plugin())
    assert get_host("toy-host") is host
    from mgimind.doors.cli import main

    listed = CliRunner().invoke(main, ["install-hooks", "--list"])
    assert listed.exit_code == 0 and "toy-host" in listed.output and "claude-code" in listed.output


def test_hook_register_commands(plugin):
    class Plugin:
        @hookimpl
        def register_commands(self, cli):
            @cli.command(name="toy-hello")
            def hello():
                click.echo("hello from a plugin command")

    plugin(Plugin())
    from mgimind.doors.cli import _register, main

    _register()  # the command line is built once per process; build it again
    try:
        result = CliRunner().invoke(main, ["toy-hello"])
        assert result.exit_code == 0 and "hello from a plugin command" in result.output
        assert CliRunner().invoke(main, ["--help"]).exit_code == 0
    finally:
        main.commands.pop("toy-hello", None)


def test_hook_register_daemon_services(plugin, isolated_home, embedder):
    from mgimind.doors.daemon.server import Daemon
    from mgimind.engine.mind import Mind

    events: list[str] = []

    class Service:
        def start(self):
            events.append("start")

        def stop(self):
            events.append("stop")

        def busy(self):
            return True

    class Plugin:
        @hookimpl
        def register_daemon_services(self, register, mind, lock):
            assert lock is mind.write_lock  # the Mind's write lock, as documented
            register("toy-service", Service())

    plugin(Plugin())
    mind = Mind(isolated_home, embedder=embedder)
    daemon = Daemon(isolated_home, mind=mind, idle_timeout_s=0.01)
    daemon.startup()
    try:
        assert "toy-service" in daemon.status()["services"] and events == ["start"]
        assert not daemon.idle_expired()  # a busy service keeps the daemon up
    finally:
        daemon.shutdown()
    assert events == ["start", "stop"]


def test_trace_plugins_prints_every_hook_call(tmp_path):
    code = "from mgimind.hostapi import known_hosts; print(sorted(known_hosts()))"
    env = {"MGIMIND_TRACE_PLUGINS": "1", "MGIMIND_HOME": str(tmp_path), "PATH": "/usr/bin"}
    traced = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert "claude-code" in traced.stdout
    assert "mgimind plugins: register_hosts(register=function)" in traced.stderr
    quiet = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**env, "MGIMIND_TRACE_PLUGINS": ""},
        check=True,
    )
    assert "claude-code" in quiet.stdout and "mgimind plugins" not in quiet.stderr
