"""What a host runs for each event: `python -I -S .../hooks/run_hook.py HOST EVENT`.

Five lines on purpose: a script is compiled on every run, an imported module is loaded
from its cached bytecode, so the client proper (client.py) is imported, not run.
Appended (not prepended) to sys.path so nothing here can shadow the standard library.
"""

import sys

sys.path.append(__file__.rpartition("/")[0])
import client  # noqa: E402

sys.exit(client.main())
