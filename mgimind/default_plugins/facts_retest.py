"""Built-in: the daemon re-tests facts against newer evidence (mgimind/facts/retest.py)."""

from mgimind.hookspecs import hookimpl


@hookimpl
def register_daemon_services(register, mind, lock):
    from mgimind.facts.retest_service import RetestService

    register("fact-retest", RetestService(mind, lock))
