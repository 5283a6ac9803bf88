"""The local extractor's figures against a fake model server on loopback (the chat
completions protocol, instant answers: this measures mgimind's side, not a model).

    nice -n 19 .venv/bin/python -m benchmark.extractor_figures [--n 200]

  client     requests/s of the real httpx client, answer parsing and pydantic validation
  service    exchanges/s through the queue, the worker, embedding and the admission gate
             into quarantine (one distinct candidate per exchange), in a fresh home
  offer      the harvester's cost per offer (p50/p99 µs) with the queue full: a drop
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fakes.chat_server import FakeChatServer, candidates, hang  # noqa: E402

from mgimind.config import (  # noqa: E402
    Config,
    ExtractorConfig,
)
from mgimind.extractor.client import (  # noqa: E402
    ChatClient,
)
from mgimind.extractor.service import (  # noqa: E402
    LocalExtractor,
)


def distinct(body: dict) -> dict:
    said = body["messages"][1]["content"]
    tag = hashlib.sha256(said.encode()).hexdigest()[:12]
    return candidates(
        {
            "kind": "fact",
            "text": f"Service {tag} listens on port {int(tag[:4], 16)} in staging.",
            "subject": f"service {tag}",
            "predicate": "listens on",
            "object": f"port {int(tag[:4], 16)}",
        }
    )


def provenance(i: int) -> dict:
    return {"session_id": "bench", "agent": "bench", "exchange": f"x{i}", "transcript": "b"}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=200)
    n = ap.parse_args().n
    with FakeChatServer(distinct) as server:
        config = ExtractorConfig(enabled=True, url=server.url, model="fake", queue_size=n)
        client = ChatClient(config)
        began = time.perf_counter()
        for i in range(n):
            client.extract(f"User: question {i}\n\nAssistant: answer {i}")
        spent = time.perf_counter() - began
        client.close()
        print(f"client:  {n} requests in {spent:.2f} s = {n / spent:.0f} requests/s")

        from mgimind.engine.mind import Mind

        with tempfile.TemporaryDirectory() as home:
            mind = Mind(Path(home), config=Config(extractor=config.model_dump()))
            mind.embedder.embed_query("warm up")
            service = LocalExtractor(mind, mind.write_lock, config)
            service.start()
            began = time.perf_counter()
            for i in range(n):
                service.offer(f"User: question {i}\n\nAssistant: answer {i}", provenance(i))
            while service.status.done + service.status.failed < n:
                time.sleep(0.05)
            spent = time.perf_counter() - began
            service.stop()
            st = service.status
            print(
                f"service: {n} exchanges in {spent:.2f} s = {n / spent:.1f} exchanges/s "
                f"({st.candidates}, {st.failed} failed)"
            )
            mind.close()
    with FakeChatServer(lambda body: hang()) as server, tempfile.TemporaryDirectory() as home:
        config = ExtractorConfig(enabled=True, url=server.url, model="fake", queue_size=100)
        mind = Mind(Path(home), config=Config(extractor=config.model_dump()))
        service = LocalExtractor(mind, mind.write_lock, config)
        service.start()
        times = []
        for i in range(5000):
            began = time.perf_counter()
            service.offer(f"User: q {i}\n\nAssistant: a {i}", provenance(i))
            times.append((time.perf_counter() - began) * 1e6)
        full = sorted(times[200:])
        st = service.status
        print(
            f"offer:   queue full ({st.queued}/{st.capacity}), {st.dropped} dropped; "
            f"p50 {statistics.median(full):.0f} µs, p99 {full[int(len(full) * 0.99)]:.0f} µs"
        )
        service.stop(timeout=0.5)
        mind.close()


if __name__ == "__main__":
    main()
