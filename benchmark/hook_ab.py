"""Hook latency A/B in one run: two daemons, one on an earlier source tree (`--before`,
e.g. `git archive COMMIT | tar -x -C DIR`, with its hooks/ and hosts/ copied into
DIR/mgimind/ so they import as mgimind.hooks and mgimind.hosts), one on this tree; each
home seeded alike; the session-start and prompt hooks interleaved per round, so both
sides see the same machine load.

    python benchmark/hook_ab.py --before /tmp/base --runs 40
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmark.hook_latency import MEMORIES, percentile, time_command

HERE = Path(__file__).resolve().parent.parent
SEED = """
import sys
from mgimind.engine.mind import Mind
from mgimind.doors.cli.daemon_cmd import start_detached
with Mind(sys.argv[1]) as mind:
    for text in sys.argv[2:]:
        mind.memories.add(text)
start_detached(sys.argv[1])
"""
STOP = "import sys; from mgimind.doors.cli.daemon_cmd import stop_daemon; stop_daemon(sys.argv[1])"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="source tree of the earlier code")
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()
    sides = {"before": str(Path(args.before).resolve()), "after": str(HERE)}
    root = Path(tempfile.mkdtemp(prefix="mgimind-ab-"))
    project = root / "project"
    project.mkdir()
    envs = {}
    for side, source in sides.items():
        home = root / side
        envs[side] = {
            **os.environ,
            "MGIMIND_HOME": str(home),
            "MGIMIND_AUTOSTART": "1",
            "CLAUDE_CONFIG_DIR": str(root / "claude"),
            "PYTHONPATH": source,
        }
        seed = [sys.executable, "-c", SEED, str(home), *MEMORIES]
        subprocess.run(seed, env=envs[side], check=True, cwd=root)
    base = {"session_id": "bench", "transcript_path": "", "cwd": str(project)}
    cases = {
        "session-start": {**base, "source": "startup"},
        "prompt": {**base, "prompt": "how often does the webhook retry?"},
    }
    times = {(side, case): [] for side in sides for case in cases}
    try:
        for round_ in range(args.runs + 3):
            for case, payload in cases.items():
                for side, source in sides.items():
                    script = f"{source}/hooks/run_hook.py"
                    command = [sys.executable, "-I", "-S", script, "claude-code", case]
                    took, _ = time_command(command, json.dumps(payload), envs[side], 1)
                    if round_ >= 3:  # the first rounds warm the caches
                        times[(side, case)] += took
    finally:
        for side in sides:
            subprocess.run([sys.executable, "-c", STOP, envs[side]["MGIMIND_HOME"]], cwd=root)
    for (side, case), took in times.items():
        print(
            f"{case:14} {side:7} p50 {statistics.median(took):6.1f} ms  "
            f"p95 {percentile(took, 0.95):6.1f} ms  (n={len(took)})"
        )


if __name__ == "__main__":
    main()
