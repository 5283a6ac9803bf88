"""Harvest throughput on a large Claude Code transcript, streamed (never loaded whole).

    nice -n 19 .venv/bin/python -m benchmark.harvest_throughput [--mb 50] [--keep DIR]

Builds a transcript shaped like real ones (each exchange: an ask, a thinking block, three
tool calls whose results are a few KB of file content, the reply, a file-history snapshot;
~32 KB per exchange), then measures in a fresh home:
  parse     the parser and exchange grouping alone (no store, no model), with tracemalloc
            peak: the streaming cost of reading the file
  harvest   the full path: parse, group, batch-embed, admission gate, store, offsets
and prints MB/s, exchanges/s, turns/s, and the process's peak RSS growth during each.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from mgimind.hosts.claude_code import (  # noqa: E402
    transcripts as claude_code,
)
from transcript_factory import TranscriptWriter, varied_exchange  # noqa: E402

from mgimind.harvest.exchanges import (  # noqa: E402
    Grouping,
    group,
)

FILE_BODY = "".join(
    f"{n:>6}\tdef handler_{n}(request):  # keeps the connection open\n" for n in range(70)
)  # ~4 KB of "file content" per tool result


def build(path: Path, megabytes: float) -> tuple[int, int]:
    """Write the transcript in appends, one exchange at a time; returns (exchanges, turns)."""
    target = int(megabytes * 1024 * 1024)
    exchanges = turns = 0
    with open(path, "w", encoding="utf-8") as f:
        while f.tell() < target:
            w = TranscriptWriter(session_id="bench-session", cwd=str(path.parent))
            varied_exchange(w, exchanges)
            reply = w.out.pop()  # put the tool calls between the thinking and the reply
            for k in range(3):
                w.tool(f"cat src/module_{exchanges}_{k}.py", FILE_BODY)
            w.add(reply)
            w.snapshot()
            f.write(w.text())
            exchanges += 1
            turns += w.user_turns + w.assistant_turns
    return exchanges, turns


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=float, default=50.0, help="transcript size in MB")
    ap.add_argument("--keep", help="work in this directory and keep it")
    args = ap.parse_args()
    work = Path(args.keep or tempfile.mkdtemp(prefix="mgimind-harvest-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    os.environ["MGIMIND_HOME"] = str(work / "home")
    path = work / "transcript.jsonl"

    t = time.perf_counter()
    exchanges, turns = build(path, args.mb)
    size = path.stat().st_size
    print(
        f"transcript: {size / 1e6:.1f} MB, {exchanges} exchanges, {turns} turns "
        f"(built in {time.perf_counter() - t:.1f}s)"
    )

    tracemalloc.start()
    rss0 = rss_mb()
    t = time.perf_counter()
    state = Grouping(0, 0)
    n = sum(1 for _ in group(claude_code.parse(path, 0), 0, "end", state))
    parse_s = time.perf_counter() - t
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"parse:   {size / 1e6 / parse_s:8.1f} MB/s  {n / parse_s:9.0f} exchanges/s  "
        f"traced peak {peak / 1e6:.2f} MB  RSS growth {rss_mb() - rss0:.1f} MB"
    )
    assert n == exchanges, (n, exchanges)

    from mgimind.engine.mind import Mind

    mind = Mind(work / "home", actor="benchmark")
    mind.embedder.embed(["warm up the model"])
    rss0 = rss_mb()
    computed0 = getattr(mind.embedder, "computed", 0)
    t = time.perf_counter()
    last = [0.0]

    def progress(done, total):
        now = time.perf_counter()
        if now - last[0] > 15:
            last[0] = now
            print(f"  ... {done / total:5.1%} after {now - t:.0f}s", flush=True)

    report = mind.harvester.harvest_file(path, progress)
    secs = time.perf_counter() - t
    embedded = getattr(mind.embedder, "computed", 0) - computed0
    print(
        f"harvest: {size / 1e6 / secs:8.2f} MB/s  {report.exchanges / secs:9.1f} exchanges/s "
        f" {report.turns / secs:7.1f} turns/s  ({secs:.1f}s, {embedded} texts embedded, "
        f"{embedded / secs:.0f}/s)  RSS growth {rss_mb() - rss0:.1f} MB"
    )
    print(f"verdicts: {report.verdicts}  candidates: {report.candidates}")
    print(f"cpu: {os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f}")
    assert report.exchanges == exchanges and report.end_offset == size
    mind.close()
    if not args.keep:
        import shutil

        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
