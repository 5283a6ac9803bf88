"""Footprint: a daemon's resident memory idle, busy and after a quiet spell, and what holds it.

    nice -n 5 .venv/bin/python -m benchmark.footprint [--chunks 2000] [--before REV]
        [--hooks 20] [--rounds 3] [--release-after 20] [--json]
    nice -n 5 .venv/bin/python -m benchmark.footprint --parts

A real daemon serves a scratch home (benchmark/load.py `scratch_home`) filled with about
`--chunks` chunks of LongMemEval-S sessions (the first question's haystack, embedded by the
real model through the daemon), then is restarted, as a user's daemon starts on a home that
already holds memories. Its memory is read from /proc/PID/smaps_rollup (RSS and PSS):

- idle: 12 s after the start, the models warmed;
- busy: after `--hooks` prompt hooks (spawned exactly as Claude Code does,
  `python -I -S hooks/run_hook.py claude-code prompt`), as many searches and one add;
- quiet: `--release-after` + 10 s later with no call (the home's
  `daemon.release_models_after_s` is set to `--release-after`, where the code has the key);
- and the wall time of the prompt hook that comes first after each quiet spell, as its own
  row, beside the warm hooks' p50/p95.

`--before REV` runs the same on the product code of REV (`git archive` of mgimind/, hooks/ and
hosts/, the last two placed as mgimind.hooks and mgimind.hosts, as benchmark/hook_ab.py does)
in the same run: each phase visits both daemons in turn, so both see the same load.

`--parts` measures what each part costs on its own: a fresh process per part, the RSS/PSS
before and after importing or loading it (tracemalloc does not see onnxruntime's memory).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmark import run_info
from benchmark.load import percentile, scratch_home
from benchmark.revision import extract

REPO = Path(__file__).resolve().parents[1]
DATA = (
    REPO.parent / "shared" / "benchdata" / "longmemeval" / "longmemeval_s_cleaned.499of500.json.gz"
)
PROMPTS = [
    "what did I say about my commute to work?",
    "which restaurant did we talk about last time?",
    "how long have I been learning the guitar?",
    "what was the name of the book you recommended?",
    "remind me what my sister's plans were for the summer",
]
# Topics the warm hooks never asked about: the first prompt after a quiet spell finds no
# vector or language in any cache, as a new question would not.
FRESH_TOPICS = ["the dentist", "my landlord", "the marathon", "the tax return", "my cousin"]
IDLE_WAIT_S = 12.0


def memory_of(pid: int) -> dict:
    """RSS and PSS in MB (smaps_rollup), and the peak RSS (VmHWM)."""
    out = {}
    with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("Rss", "Pss", "Pss_Anon", "Pss_File"):
                out[key.lower() + "_mb"] = round(int(rest.split()[0]) / 1024, 1)
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                out["peak_rss_mb"] = round(int(line.split()[1]) / 1024, 1)
    return out


def sessions(want_chunks: int) -> list[str]:
    """Whole LongMemEval-S sessions until they make about `want_chunks` chunks (500 chars)."""
    with gzip.open(DATA, "rt") as f:
        first = json.load(f)[0]
    texts, chars = [], 0
    for turns in first["haystack_sessions"]:
        text = "\n".join(f"{t['role']}: {t['content']}" for t in turns)
        texts.append(text)
        chars += len(text)
        if chars >= want_chunks * 425:  # 500-char chunks overlapping by 75
            break
    return texts


class Arm:
    """One daemon on one source tree and its own home."""

    def __init__(self, name: str, source: Path, root: Path, project: Path):
        self.name, self.source, self.project = name, source, project
        self.home = root / f"home-{name}"
        self.env = {**os.environ, "MGIMIND_HOME": str(self.home), "PYTHONPATH": str(source)}
        hooks = source / "hooks" if (source / "hooks").is_dir() else source / "mgimind" / "hooks"
        self.hook = [
            sys.executable,
            "-I",
            "-S",
            str(hooks / "run_hook.py"),
            "claude-code",
            "prompt",
        ]
        self.proc: subprocess.Popen | None = None
        self.rows: dict[str, list] = {"warm hook ms": [], "first hook after quiet ms": []}
        self.memory: dict[str, list[dict]] = {"idle": [], "busy": [], "quiet": []}

    def start(self) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        log = open(self.home / "bench-daemon.out", "ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "mgimind.doors.daemon", "--home", str(self.home)],
            env=self.env,
            cwd=self.home,
            stdout=log,
            stderr=log,
            start_new_session=True,
        )
        log.close()
        deadline = time.monotonic() + 120
        while not (self.home / "daemon.json").exists():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"{self.name}: the daemon did not start ({self.home})")
            time.sleep(0.2)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(60)
        self.proc = None

    def client(self):
        from mgimind.doors.client import DaemonClient

        return DaemonClient(self.home, actor="app:bench", autostart=False)

    def prompt_hook(self, i: int, prompt: str | None = None) -> float:
        event = {
            "session_id": f"footprint-{i % 4}",
            "transcript_path": "",
            "cwd": str(self.project),
            "hook_event_name": "UserPromptSubmit",
            "prompt": prompt or PROMPTS[i % len(PROMPTS)],
        }
        began = time.perf_counter()
        proc = subprocess.run(
            self.hook, input=json.dumps(event), capture_output=True, text=True, env=self.env
        )
        took = (time.perf_counter() - began) * 1000
        if proc.returncode != 0 or proc.stderr:
            raise SystemExit(f"{self.name}: hook failed: {proc.returncode} {proc.stderr[:300]}")
        return took

    def read(self, phase: str) -> None:
        assert self.proc is not None
        self.memory[phase].append(memory_of(self.proc.pid))


def before_tree(rev: str, into: Path) -> Path:
    """REV's mgimind/, hooks/ and hosts/ under `into`, the last two inside mgimind/."""
    extract(rev, into)
    for part in ("hooks", "hosts"):
        if (into / part).is_dir() and not (into / "mgimind" / part).exists():
            shutil.move(str(into / part), str(into / "mgimind" / part))
    return into


def seed(arms: list[Arm], texts: list[str], release_after: float) -> None:
    """Each home filled through its own daemon, which is then restarted."""
    for arm in arms:
        arm.start()
        client = arm.client()
        began = time.perf_counter()
        for text in texts:
            client.memory.add(text=text)
        print(f"{arm.name}: {len(texts)} sessions added in {time.perf_counter() - began:.0f} s")
        if "release_models_after_s" in _config_keys(arm):
            (arm.home / "config.toml").write_text(
                f"[daemon]\nrelease_models_after_s = {release_after}\n"
            )
        arm.stop()


def _config_keys(arm: Arm) -> str:
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "from mgimind.config import DaemonConfig as D; print(list(D.model_fields))",
        ],
        env=arm.env,
        capture_output=True,
        text=True,
        cwd=arm.home,
    ).stdout


def run(args) -> dict:
    root, _, project = scratch_home("mgimind-footprint-")
    arms = [Arm("after", REPO, root, project)]
    if args.before:
        tree = before_tree(args.before, root / "before-tree")
        arms.insert(0, Arm(f"before ({args.before})", tree, root, project))
    try:
        seed(arms, sessions(args.chunks), args.release_after)
        for arm in arms:
            arm.start()
        time.sleep(IDLE_WAIT_S)
        for arm in arms:
            arm.read("idle")
        for i in range(args.hooks + 3):
            for arm in arms:
                took = arm.prompt_hook(i)
                if i >= 3:  # the first rounds warm the caches
                    arm.rows["warm hook ms"].append(took)
                arm.client().memory.search(query=PROMPTS[i % len(PROMPTS)], limit=10)
        for arm in arms:
            arm.client().memory.add(text=f"The footprint benchmark ran at {time.time():.0f}.")
            arm.read("busy")
        for round_ in range(args.rounds):
            time.sleep(args.release_after + 10)
            for arm in arms:  # alternated: who goes first changes each round
                arm.read("quiet")
            for arm in arms if round_ % 2 == 0 else arms[::-1]:
                prompt = f"what did I tell you about {FRESH_TOPICS[round_ % len(FRESH_TOPICS)]}?"
                arm.rows["first hook after quiet ms"].append(arm.prompt_hook(round_, prompt))
    finally:
        for arm in arms:
            arm.stop()
    return {"run": run_info.describe(), "arms": {arm.name: summarize(arm) for arm in arms}}


def summarize(arm: Arm) -> dict:
    out: dict = {}
    for phase, reads in arm.memory.items():
        out[phase] = {k: round(statistics.median(r[k] for r in reads), 1) for k in reads[0]}
    for row, values in arm.rows.items():
        out[row] = {
            "p50": round(statistics.median(values), 1),
            "p95": round(percentile(values, 0.95), 1),
            "max": round(max(values), 1),
            "n": len(values),
        }
    return out


def print_report(report: dict) -> None:
    print(run_info.line(report["run"]))
    print("| code | phase | RSS MB | PSS MB | peak RSS MB |")
    print("|---|---|---|---|---|")
    for name, arm in report["arms"].items():
        for phase in ("idle", "busy", "quiet"):
            m = arm[phase]
            print(f"| {name} | {phase} | {m['rss_mb']} | {m['pss_mb']} | {m['peak_rss_mb']} |")
    print("\n| code | prompt hook | p50 ms | p95 ms | max ms | n |")
    print("|---|---|---|---|---|---|")
    for name, arm in report["arms"].items():
        for row in ("warm hook ms", "first hook after quiet ms"):
            r = arm[row]
            print(f"| {name} | {row[:-3]} | {r['p50']} | {r['p95']} | {r['max']} | {r['n']} |")


# --- what each part holds -------------------------------------------------------------------

PART_PRELUDE = """
import gc, sys
from pathlib import Path
def mem():
    with open("/proc/self/smaps_rollup") as f:
        rows = dict(line.split(":", 1) for line in f if ":" in line)
    return int(rows["Rss"].split()[0]) / 1024, int(rows["Pss"].split()[0]) / 1024
import numpy
cache = Path(sys.argv[1])
"""
EMBEDDER = (
    "from mgimind.config import EmbeddingConfig\n"
    "from mgimind.encoders.embeddings import Embedder\n"
    "e = Embedder(EmbeddingConfig(), cache)\n"
)
PARTS = {
    "pydantic, qdrant-edge and the engine's modules": "import mgimind.engine.mind",
    "onnxruntime (import)": "import onnxruntime",
    "tokenizers (import)": "import tokenizers",
    "onnx (import; derives the int8 graph once per home)": "import onnx",
    "document model MiniLM@int8 (session + tokenizer)": EMBEDDER + "e.embed(['warm up'])",
    "query model MiniLM (session + tokenizer)": EMBEDDER + "e.embed_query('warm up')",
    "both models": EMBEDDER + "e.warm()",
    "language model (py3langid)": "from mgimind.encoders.language import warm\nwarm()",
    "sparse analysers (qdrant-edge Bm25, no language model)": (
        "from mgimind.encoders.sparse import _analyzers\n_analyzers('en')"
    ),
    "secret detectors with detect-secrets' plugins": (
        "from mgimind.security.secrets import scan\nscan('token = ghp_' + 'a1B2' * 9)"
    ),
    "web-page extraction (trafilatura, lxml)": "import trafilatura",
    "MCP SDK": "import mcp.server",
}


def parts() -> list[dict]:
    cache = tempfile.mkdtemp(prefix="mgimind-parts-")
    prime = PART_PRELUDE + EMBEDDER + "e.warm()"  # derive the int8 graph before measuring
    subprocess.run([sys.executable, "-c", prime, cache], check=True, cwd=REPO)
    rows = []
    for name, code in PARTS.items():
        program = PART_PRELUDE + f"a = mem()\n{code}\ngc.collect()\nb = mem()\n"
        program += "print(round(b[0] - a[0], 1), round(b[1] - a[1], 1))"
        proc = subprocess.run(
            [sys.executable, "-c", program, cache], capture_output=True, text=True, cwd=REPO
        )
        if proc.returncode != 0:
            rows.append({"part": name, "error": proc.stderr.strip().splitlines()[-1]})
            continue
        rss, pss = proc.stdout.split()
        rows.append({"part": name, "rss_mb": float(rss), "pss_mb": float(pss)})
    shutil.rmtree(cache, ignore_errors=True)
    return rows


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", type=int, default=2000)
    ap.add_argument("--before", help="also run the product code of this git revision")
    ap.add_argument("--hooks", type=int, default=20, help="prompt hooks in the busy phase")
    ap.add_argument("--rounds", type=int, default=3, help="quiet spells, each ended by a hook")
    ap.add_argument("--release-after", type=float, default=30.0)
    ap.add_argument("--parts", action="store_true", help="what each part costs on its own")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.parts:
        rows = parts()
        info = run_info.describe()
        if args.json:
            print(json.dumps({"run": info, "parts": rows}, indent=2))
            return
        print(run_info.line(info))
        print("| part | RSS MB | PSS MB |\n|---|---|---|")
        for r in rows:
            print(f"| {r['part']} | {r.get('rss_mb', r.get('error'))} | {r.get('pss_mb', '')} |")
        return
    report = run(args)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)


if __name__ == "__main__":
    main()
