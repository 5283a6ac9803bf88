"""The plugin manager loads whole before anyone uses it, whichever thread asks first."""

import subprocess
import sys
import textwrap

# A fresh interpreter, so the manager has not loaded yet: one thread starts the load, the main
# thread asks for the manager as soon as the load has begun (the daemon's start does this when
# it opens the store beside loading the models).
RACE = textwrap.dedent(
    """
    import threading, time
    from mgimind import plugins
    loader = threading.Thread(target=plugins.load_plugins)
    loader.start()
    while not (plugins._loaded or plugins._loading):
        time.sleep(0)
    names = {name for name, _ in plugins.load_plugins().list_name_plugin()}
    loader.join()
    print(sorted(n for n in plugins.DEFAULT_PLUGINS if n not in names))
    print(sorted(n for n in plugins.DEFAULT_PLUGINS if n in names))
    """
)


def test_a_second_thread_gets_the_manager_with_every_built_in_kind():
    done = subprocess.run(
        [sys.executable, "-c", RACE], capture_output=True, text=True, timeout=120, check=True
    )
    missing, present = done.stdout.strip().splitlines()
    assert missing == "[]"
    assert "mgimind.default_plugins.kinds" in present
