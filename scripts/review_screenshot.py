"""Regenerate docs/review-page.png: the review page in headless chromium, on a scratch
home holding a near-duplicate candidate, a contested fact, a tombstone and a procedure.

    MGIMIND_HOME=$(mktemp -d) MGIMIND_AUTOSTART=0 USER=alice \\
        .venv/bin/python scripts/review_screenshot.py docs/review-page.png

The other pages are saved beside it (review-page-facts.png, ...) to look at, not to commit.
"""

from __future__ import annotations

import os
import sys
import threading
import time

import uvicorn
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from mgimind.doors.review_page.app import create_app
from mgimind.doors.review_page.auth import PageAuth
from mgimind.doors.review_page.server import bind
from mgimind.engine.mind import Mind

PAGES = ("facts", "timeline?subject=billing-service", "procedures", "audit", "memories?q=deploy")


def seed(mind: Mind) -> None:
    agent = mind.as_identity("claude-code:session-4f2a")
    mind.memories.add(
        "Deploys of the billing service use blue-green releases, because rollbacks must be "
        "instant.",
        None,
        source="docs/deploy.md",
    )
    near = agent.admission.ingest(
        "Deploys of the billing service use blue green releases since rollbacks must be "
        "instant; never deploy it in place.",
        None,
        source="transcript 2026-11-30",
    )
    agent.admission.propose_promotion(near.id, "adds the rule: never deploy billing in place")
    agent.admission.ingest("ok, sounds good", None)
    mind.facts.register_predicate("owner", "single")
    mind.facts.register_predicate("region", "temporal-single")
    mind.facts.add("billing-service", "owner", "alice", source="org chart", valid_from="2026-01-10")
    time.sleep(1)
    agent.facts.add("billing-service", "owner", "bob", source="chat", valid_from="2026-10-01")
    mind.facts.add("billing-service", "region", "eu-west-1", valid_from="2025-06-01")
    time.sleep(1)
    mind.facts.add("billing-service", "region", "eu-central-1", valid_from="2026-03-01")
    wrong = mind.facts.add("billing-service", "language", "perl").fact
    time.sleep(1)
    mind.facts.invalidate(wrong.id, "it was rewritten in Go")
    agent.facts.add("billing-service", "language", "perl")
    mind.procedures.learn(
        "psycopg2.OperationalError: SSL SYSCALL error: EOF detected",
        "raise the pgbouncer idle timeout above the job's longest query",
        "billing nightly job",
    )


def main(out: str) -> None:
    mind = Mind(os.environ["MGIMIND_HOME"], actor=f"cli:{os.environ.get('USER', 'alice')}")
    mind.config.review.require_human = True
    seed(mind)
    sock = bind(0)
    auth = PageAuth(sock.getsockname()[1])
    app = create_app(mind, auth)
    app.state.approver.open()
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    time.sleep(1)
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(arg)
    options.add_argument("--window-size=1280,860")
    options.add_argument("--hide-scrollbars")
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        base = f"http://127.0.0.1:{auth.port}"
        driver.get(f"{base}/?token={auth.token}")
        driver.save_screenshot(out)
        for name in PAGES:
            driver.get(f"{base}/{name}")
            driver.save_screenshot(out.replace(".png", f"-{name.split('?')[0]}.png"))
    finally:
        driver.quit()
        server.should_exit = True
        thread.join(5)
        mind.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/review-page.png")
