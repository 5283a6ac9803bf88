"""Secret scanner throughput and flag rate, before (hand-written patterns) and after
(detect-secrets' detectors + mgimind's own, judged by value) in the same run.

    nice -n 19 .venv/bin/python -m benchmark.secret_scan [--mb 20] [--show 0]

The corpus is what harvest scans, one message at a time: unique LongMemEval-S chat turns
(real user/assistant text, coding chats with example credentials among them), and tool
results shaped like the harvest benchmark's (file content). Prints MB/s for each scanner
and how many messages each flags; `--show N` prints N of the new scanner's findings (kind
and a clipped context, never more) to judge false positives by eye.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import time
from pathlib import Path

from mgimind import secrets

DATA = Path(__file__).resolve().parents[2] / "shared" / "benchdata"

# mgimind/secrets.py before the detect-secrets scanner (commit 5a57c05), verbatim.
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


def measure(find, texts: list[str], megabytes: float) -> tuple[float, int]:
    t0 = time.perf_counter()
    flagged = sum(1 for t in texts if find(t))
    return megabytes / (time.perf_counter() - t0), flagged


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mb", type=float, default=20.0)
    ap.add_argument("--show", type=int, default=0)
    args = ap.parse_args()
    texts = corpus(args.mb)
    mb = sum(len(t.encode()) for t in texts) / 1024 / 1024
    secrets.scan("warm up the detector set")
    print(f"corpus: {len(texts)} messages, {mb:.1f} MB")
    for name, find in (("before", before_find), ("after", after_find)):
        rate, flagged = measure(find, texts, mb)
        print(
            f"{name:>7}: {rate:7.1f} MB/s   flagged {flagged} messages "
            f"({100 * flagged / len(texts):.2f}%)"
        )
    shown = 0
    for t in texts:
        if shown >= args.show:
            break
        for f in secrets.scan(t):
            ctx = t[max(0, f.start - 40) : f.start].replace("\n", " ")
            print(f"  {f.kind:<20} ...{ctx}<{t[f.start : f.start + 6]}... {f.end - f.start} chars>")
            shown += 1


if __name__ == "__main__":
    main()
