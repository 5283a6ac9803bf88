"""Secret scanner throughput and false positives on chat and on code, before and after in
the same run.

    nice -n 19 .venv/bin/python -m benchmark.secret_scan [--mb 20] [--show 0] [--before-rev REV]

"before" is the hand-written patterns the scanner started from, or with `--before-rev REV`
the scanner of that git revision (mgimind/security/secrets.py as committed there); "after" is the
working tree's (detect-secrets' detectors + mgimind's own, judged by value and filtered).

Chat: what harvest scans, one message at a time: unique LongMemEval-S chat turns (real
user/assistant text, coding chats with example credentials among them), and tool results
shaped like the harvest benchmark's (file content). A flagged message is a false positive
unless it holds a credential-looking literal: `--show N` prints N of the new scanner's
findings (kind and a clipped context, never more) to judge by eye.
Code: tests/data/code_naming_credentials.jsonl, real lines of public repositories' tests
and docs that name a credential without holding one; every flagged line is a false
positive. Its random-looking literals (holds=true) are counted apart: they must be caught.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import re
import subprocess
import sys
import time
import types
from pathlib import Path

from mgimind.security import secrets

REPO = Path(__file__).resolve().parents[1]
# shared/ sits beside the checkout; MGIMIND_BENCHDATA names it elsewhere (a worktree).
DATA = Path(os.environ.get("MGIMIND_BENCHDATA") or REPO.parent / "shared" / "benchdata")
CODE = REPO / "tests" / "data" / "code_naming_credentials.jsonl"

# mgimind/security/secrets.py before the detect-secrets scanner (commit 5a57c05), verbatim.
BEFORE = tuple(
    re.compile(rx)
    for rx in (
        r"-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----",
        r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b",
        r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{40,}",
        r"\bsk-(?:ant-|proj-)?[A-Za-z0-9_\-]{20,}",
        r"\bxox[abprs]-[A-Za-z0-9-]{10,}",
        r"\bAIza[0-9A-Za-z_\-]{35}\b",
        r"\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}",
        r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}",
        r"\b[a-z][a-z0-9+.\-]*://[^\s:/@]+:[^\s@/]{3,}@[^\s]+",
        r"(?i)\bbearer\s+[A-Za-z0-9_\-.=]{24,}",
        r"(?i)\b(?:api[_-]?key|secret[_-]?key|access[_-]?token|auth[_-]?token"
        r"|password|passwd)\s*[:=]\s*['\"]?[^\s'\"]{8,}",
    )
)


def before_find(text: str) -> bool:
    return any(p.search(text) for p in BEFORE)


def after_find(text: str) -> bool:
    return bool(secrets.scan(text))


def scanner_at(rev: str):
    """The `scan` of mgimind/security/secrets.py as committed at `rev`, as a flag function."""
    source = subprocess.run(
        ["git", "-C", str(REPO), "show", f"{rev}:mgimind/security/secrets.py"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    source = source.replace("from .errors import", "from mgimind.errors import")
    module = types.ModuleType(f"secrets_at_{rev.replace('^', '_').replace('~', '_')}")
    sys.modules[module.__name__] = module  # dataclasses look their module up
    exec(compile(source, f"{rev}:mgimind/security/secrets.py", "exec"), module.__dict__)
    return lambda text: bool(module.scan(text))


def code_corpus() -> tuple[list[str], list[str]]:
    """(lines naming a credential without one, lines holding a random-looking literal)."""
    rows = [json.loads(line) for line in CODE.read_text(encoding="utf-8").splitlines()[1:]]
    return [r["text"] for r in rows if not r["holds"]], [r["text"] for r in rows if r["holds"]]


def cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def corpus(megabytes: float) -> list[str]:
    """Unique LongMemEval-S turns, then harvest-shaped tool results, to `megabytes`."""
    target = int(megabytes * 1024 * 1024)
    seen, out, size = set(), [], 0
    with gzip.open(DATA / "longmemeval" / "longmemeval_s_cleaned.499of500.json.gz", "rt") as f:
        questions = json.load(f)
    for q in questions:
        for session in q["haystack_sessions"]:
            for turn in session:
                text = turn["content"]
                if text in seen:
                    continue
                seen.add(text)
                out.append(text)
                size += len(text.encode())
                if size >= target * 0.8:
                    break
            if size >= target * 0.8:
                break
        if size >= target * 0.8:
            break
    body = "".join(
        f"{n:>6}\tdef handler_{n}(request):  # keeps the connection open\n" for n in range(70)
    )
    n = 0
    while size < target:
        text = body.replace("handler_", f"handler_{n}_")
        out.append(text)
        size += len(text.encode())
        n += 1
    return out


def chat_messages() -> list[str]:
    """Every unique turn of LongMemEval-S: the false-positive count runs on all of them."""
    seen: dict[str, None] = {}
    with gzip.open(DATA / "longmemeval" / "longmemeval_s_cleaned.499of500.json.gz", "rt") as f:
        for q in json.load(f):
            for session in q["haystack_sessions"]:
                seen.update((turn["content"], None) for turn in session)
    return list(seen)


def measure(find, texts: list[str], megabytes: float) -> tuple[float, int]:
    t0 = time.perf_counter()
    flagged = sum(1 for t in texts if find(t))
    return megabytes / (time.perf_counter() - t0), flagged


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mb", type=float, default=20.0)
    ap.add_argument("--show", type=int, default=0)
    ap.add_argument("--before-rev", help="compare with the scanner of this git revision")
    args = ap.parse_args()
    texts = corpus(args.mb)
    mb = sum(len(t.encode()) for t in texts) / 1024 / 1024
    clean, literal = code_corpus()
    chat = chat_messages()
    before = scanner_at(args.before_rev) if args.before_rev else before_find
    secrets.scan("warm up the detector set")
    before("warm up the detector set")
    print(f"cpu: {cpu_name()}")
    print(
        f"throughput: {len(texts)} messages, {mb:.1f} MB; chat: all {len(chat)} unique "
        f"LongMemEval-S turns; code: {len(clean)} lines naming a credential without one, "
        f"{len(literal)} holding a random-looking literal"
    )
    for name, find in ((args.before_rev or "before", before), ("after", after_find)):
        rate, _ = measure(find, texts, mb)
        flagged = sum(1 for t in chat if find(t))
        code_fp = sum(1 for t in clean if find(t))
        caught = sum(1 for t in literal if find(t))
        print(
            f"{name:>9}: {rate:7.1f} MB/s   chat flagged {flagged} "
            f"({100 * flagged / len(chat):.3f}%)   code false positives {code_fp} "
            f"({100 * code_fp / len(clean):.2f}%)   literals caught {caught}/{len(literal)}"
        )
    shown = 0
    for t in chat:
        if shown >= args.show:
            break
        for f in secrets.scan(t):
            ctx = t[max(0, f.start - 40) : f.start].replace("\n", " ")
            print(f"  {f.kind:<20} ...{ctx}<{t[f.start : f.start + 6]}... {f.end - f.start} chars>")
            shown += 1


if __name__ == "__main__":
    main()
