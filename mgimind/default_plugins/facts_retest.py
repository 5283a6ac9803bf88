"""Built-in: the daemon re-tests facts against newer evidence (mgimind/memory/facts/retest.py)."""

from mgimind.pluginspecs import hookimpl


@hookimpl
def register_daemon_services(register, mind, lock):
    from mgimind.memory.facts.retest_service import RetestService

    register("fact-retest", RetestService(mind, lock))
