"""The review page (`mgimind review`): the person's side of the memory, in a real browser.

Debian's chromium, driven by selenium, against the real command line serving the page
through a running daemon with `review.require_human` on: an approval on the page counts
as the person's (`web:<user>` in the audit), and nothing an agent holds gets through.
"""

from __future__ import annotations

import json
import os
import pty
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from daemon_helpers import running_daemon

import mgimind
from mgimind import operations
from mgimind.errors import ScopeDenied
from mgimind.review import (
    ReviewApproval,
    ReviewRequired,
    approval_from_web,
    close_web_session,
    open_web_session,
)
from mgimind.review_page.auth import PageAuth

MGIMIND = str(Path(sys.executable).with_name("mgimind"))
REPO = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
USER = "alice"

KEPT = "Deploys of the billing service use blue-green releases, because rollbacks must be instant."
NEAR = "Deploys of the billing service use blue green releases since rollbacks must be instant."


# --- the web channel of the review gate ----------------------------------------------


def test_a_web_approval_counts_only_with_a_live_nonce_of_its_reviewer(make_mind):
    mind = make_mind(actor=f"cli:{USER}")
    mind.config.review.require_human = True
    held = mind.memories.add("Rotate the staging keys every Monday.", status="quarantined")
    session = open_web_session(f"cli:{USER}")
    assert session["reviewer"] == f"web:{USER}"

    forged = approval_from_web("mgw-guessed-nonce", f"web:{USER}", "promote", held.id)
    stolen = approval_from_web(session["nonce"], "web:mallory", "promote", held.id)
    other_item = approval_from_web(session["nonce"], f"web:{USER}", "promote", "another-id")
    for bad in (forged, stolen, other_item, forged.model_dump()):
        with pytest.raises(ReviewRequired):
            mind.admission.promote(held.id, bad)
    assert mind.memories.get(held.id).status == "quarantined"

    good = approval_from_web(session["nonce"], f"web:{USER}", "promote", held.id)
    assert mind.admission.promote(held.id, good.model_dump()).status == "active"
    promoted = [e for e in mind.audit.tail(5) if e["action"] == "quarantine.promote"]
    assert promoted[-1]["approved_by"] == f"web:{USER}"

    # Closed (the page stopped): the nonce no longer counts.
    again = mind.memories.add("Staging keys live in the vault.", status="quarantined")
    assert close_web_session(session["nonce"])
    with pytest.raises(ReviewRequired):
        mind.admission.promote(
            again.id, approval_from_web(session["nonce"], f"web:{USER}", "promote", again.id)
        )


def test_a_web_nonce_expires(make_mind):
    mind = make_mind(actor=f"cli:{USER}")
    mind.config.review.require_human = True
    held = mind.memories.add("The on-call rota changes on Fridays.", status="quarantined")
    session = open_web_session(f"cli:{USER}", ttl_s=0.05)
    time.sleep(0.1)
    with pytest.raises(ReviewRequired, match="could not be verified"):
        mind.admission.promote(
            held.id, approval_from_web(session["nonce"], session["reviewer"], "promote", held.id)
        )


def test_an_agent_cannot_open_a_web_session(make_mind):
    mind = make_mind(actor="mcp:agent")
    with pytest.raises(ScopeDenied):
        operations.call(mind, "review.web_session", {})
    assert ReviewApproval.model_fields["channel"].annotation.__args__ == ("tty", "secret", "web")


def test_the_one_time_token_works_once_and_expires():
    now = [0.0]
    auth = PageAuth(8000, token_ttl_s=60, clock=lambda: now[0])
    token = auth.token
    assert auth.exchange("wrong") is None
    sid = auth.exchange(token)
    assert sid and auth.session(sid) is not None
    assert auth.exchange(token) is None  # once
    late = PageAuth(8000, token_ttl_s=60, clock=lambda: now[0])
    now[0] = 61.0
    assert late.exchange(late.token) is None  # expired unused


# --- every action of the page, on an in-process Mind -----------------------------------


def _page(mind):
    """A logged-in client of the page for `mind`, and a function returning a form's CSRF."""
    from starlette.testclient import TestClient

    from mgimind.review_page.app import create_app

    auth = PageAuth(8765)
    app = create_app(mind, auth)
    client = TestClient(app, base_url="http://127.0.0.1:8765", follow_redirects=False)
    assert client.get("/", params={"token": auth.token}).status_code == 200

    def csrf(path: str = "/quarantine") -> str:
        return re.search(r'name="csrf" value="([^"]+)"', client.get(path).text).group(1)

    return client, csrf, app.state.approver


def _flash(client, path: str) -> list[str]:
    return re.findall(r'class="flash">([^<]*)', client.get(path).text)


def test_every_action_of_the_page_is_an_operation_and_approvals_are_web(make_mind):
    mind = make_mind(actor=f"cli:{USER}")
    mind.config.review.require_human = True
    agent = mind.as_identity("mcp:agent")
    client, csrf, approver = _page(mind)

    # Edit, then approve; an agent's markup is shown as text, never run.
    held = agent.memories.add(
        "<script>alert(1)</script> the deploy key rotates", status="quarantined"
    )
    token = csrf()
    page = client.get("/quarantine").text
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)" in page
    edited = "The deploy key rotates every 90 days."
    done = client.post(
        "/quarantine/approve", data={"memory_id": held.id, "text": edited, "csrf": token}
    )
    assert done.status_code == 303
    item = mind.memories.get(held.id)
    assert (item.status, item.text) == ("active", edited)
    promoted = [e for e in mind.audit.tail(10) if e["action"] == "quarantine.promote"][-1]
    assert promoted["approved_by"] == f"web:{USER}"

    # A daemon that forgot the nonce (a restart): the page asks for a new one, once.
    close_web_session(approver.session["nonce"])
    again = agent.memories.add("Builds run on the arm64 runners.", status="quarantined")
    client.post("/quarantine/approve", data={"memory_id": again.id, "csrf": token})
    assert mind.memories.get(again.id).status == "active"

    # Reject: forgotten.
    junk = agent.memories.add("ok thanks", status="quarantined")
    client.post("/quarantine/reject", data={"memory_id": junk.id, "csrf": token})
    assert junk.id not in [i.id for i in mind.admission.list()]

    # Contested facts side by side; confirming one decides the duel.
    mind.facts.register_predicate("owner", "single")
    incumbent = mind.facts.add("billing", "owner", "alice", source="wiki").fact
    challenger = agent.facts.add("billing", "owner", "bob", source="chat")
    assert challenger.verdict == "contested"
    page = client.get("/facts").text
    assert "Incumbent" in page and "Challenger" in page and "independent confirmations" in page
    client.post("/facts/confirm", data={"fact_id": incumbent.id, "csrf": token})
    assert mind.facts.contested() == []
    assert mind.facts.get(challenger.id).status in ("superseded", "rejected")

    # A tombstone restored with a web approval.
    wrong = mind.facts.add("billing", "region", "eu-west-1").fact
    mind.facts.invalidate(wrong.id, "moved")
    assert "eu-west-1" in client.get("/facts").text
    client.post("/facts/restore", data={"fact_id": wrong.id, "csrf": token})
    assert mind.facts.get(wrong.id).status == "believed"
    restored = [e for e in mind.audit.tail(10) if e["action"] == "fact.restore"][-1]
    assert restored["reviewer"] == f"web:{USER}"

    # The timeline draws every version, escaped.
    agent.facts.add("billing", "runbook", "<b>see wiki</b>")
    svg = client.get("/timeline", params={"subject": "billing"}).text
    assert "<svg" in svg and "valid time" in svg and "record time" in svg
    assert "<b>see wiki</b>" not in svg and "&lt;b&gt;see wiki" in svg

    # Procedures awaiting verification: a report that the fix worked verifies it.
    learned = mind.procedures.learn("ImportError: no module named yaml", "pip install pyyaml")
    assert "no module named yaml" in client.get("/procedures").text
    client.post(
        "/procedures/report",
        data={"procedure_id": learned.id, "outcome": "worked", "csrf": token},
    )
    assert mind.procedures.get(learned.id).verified
    assert "Every procedure is verified" in client.get("/procedures").text

    # The memory browser: search, view, archive and delete behind a confirmation.
    kept = mind.memories.add("Releases are cut on Tuesdays after the standup.").id
    assert kept in client.get("/memories", params={"q": "when are releases cut"}).text
    gone = mind.memories.add("The old wiki lives at wiki.example.org.").id
    assert "Yes, archive it" in client.get(f"/memories/{kept}", params={"confirm": "archive"}).text
    client.post("/memories/archive", data={"memory_id": kept, "csrf": token})
    assert mind.memories.get(kept, view="history").status == "archived"
    history = client.get("/memories", params={"view": "history"}).text
    assert "(archived)" in history and "/memories/restore" in history
    client.post("/memories/restore", data={"memory_id": kept, "csrf": token})
    assert mind.memories.get(kept).status == "active"
    assert "Yes, delete it" in client.get(f"/memories/{gone}", params={"confirm": "delete"}).text
    client.post("/memories/delete", data={"memory_id": gone, "csrf": token})
    assert not any(m.id == gone for m in mind.lifecycle.browse(None, view="history"))

    # A refusal is shown on the page, not a traceback.
    client.post("/quarantine/approve", data={"memory_id": "no-such-id", "csrf": token})
    assert any("Refused" in f for f in _flash(client, "/quarantine"))

    # The audit tail with the chain verified.
    audit = client.get("/audit").text
    assert "chain intact" in audit and "fact.restore" in audit


# --- the page, through a running daemon, in chromium ------------------------------------


def _cli(env, *args) -> str:
    done = subprocess.run([MGIMIND, *args], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _open_page(env) -> tuple[subprocess.Popen, str, int]:
    """`mgimind review --no-browser` at a terminal (a pty: the page needs a person's);
    the page, its link, and the terminal's side to close when done."""
    primary, secondary = pty.openpty()
    page = subprocess.Popen(
        [MGIMIND, "review", "--no-browser"],
        env=env,
        stdin=secondary,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    os.close(secondary)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = page.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:\d+/\?token=\S+", line)
        if found:
            return page, found.group(0), primary
        if not line and page.poll() is not None:
            break
    page.kill()
    os.close(primary)
    raise AssertionError(f"no link from mgimind review: {page.stderr.read()}")


def _browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(arg)
    options.add_argument("--window-size=1280,1000")
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


@pytest.mark.skipif(
    not (CHROMIUM and CHROMEDRIVER),
    reason="needs Debian's chromium and chromium-driver (scripts/setup.sh --dev)",
)
def test_approve_in_the_browser_through_the_daemon(tmp_path, monkeypatch):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    from mgimind.review_page.server import launcher

    home = tmp_path / "home"
    env = {
        **os.environ,
        "MGIMIND_HOME": str(home),
        "MGIMIND_AUTOSTART": "1",
        "USER": USER,
        "PYTHONPATH": str(REPO),
    }
    with running_daemon(home, monkeypatch):
        _cli(env, "config", "set", "review.require_human", "true")
        kept = json.loads(_cli(env, "add", KEPT, "--json"))["id"]
        verdict = json.loads(_cli(env, "ingest", NEAR, "--json"))
        assert verdict["verdict"] == "duplicate" and verdict["duplicate_of"] == kept
        candidate = verdict["id"]
        agent = mgimind.open(home, actor="mcp:agent", timeout=60)
        # An agent's add passes the admission gate: a near-duplicate waits for review.
        _cli(env, "add", "Team lunch is at noon, in the second floor kitchen.", "--json")
        held = agent.memories.add("Team lunch is at noon in the second-floor kitchen.")
        assert held.verdict == "duplicate", held
        other = held.id
        # An agent (any peer but the command line) cannot open a web session itself.
        sneaky = mgimind.open(home, actor=f"cli:{USER}", timeout=60)
        with pytest.raises(ScopeDenied):
            operations.call(sneaky, "review.web_session", {})
        sneaky.close()
        agent.close()

        # Positive control: the gate is on, so the command line cannot promote through
        # the daemon without an approval.
        refused = subprocess.run(
            [MGIMIND, "quarantine", "promote", other],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            stdin=subprocess.DEVNULL,
        )
        assert refused.returncode != 0 and "approval" in refused.stderr

        page, url, terminal = _open_page(env)
        driver = _browser()
        try:
            # As `mgimind review` opens it: the browser on the private launcher file.
            driver.get(launcher(tmp_path, url).as_uri())
            card = WebDriverWait(driver, 30).until(
                expected_conditions.presence_of_element_located((By.ID, f"q-{candidate}"))
            )
            assert driver.current_url.endswith("/quarantine")  # the token left the URL
            assert NEAR in card.text and KEPT in card.text  # side by side
            assert "near-duplicate" in card.text
            shot = os.environ.get("MGIMIND_REVIEW_SCREENSHOT")
            if shot:
                driver.save_screenshot(shot)
            card.find_element(By.CSS_SELECTOR, "button.approve").click()
            # The click submits the form; wait for the page it lands on.
            flash = WebDriverWait(driver, 30).until(
                expected_conditions.presence_of_element_located((By.CLASS_NAME, "flash"))
            )
            assert "Approved" in flash.text
            assert not driver.find_elements(By.ID, f"q-{candidate}")

            # The command line sees it: gone from the queue, found by search, audited.
            queue = json.loads(_cli(env, "quarantine", "list", "--json"))
            assert candidate not in [item["id"] for item in queue]
            assert other in [item["id"] for item in queue]
            found = json.loads(_cli(env, "search", "blue green billing releases", "--json"))
            assert candidate in [hit["id"] for hit in found]
            audit = json.loads(_cli(env, "audit", "grep", "quarantine.promote", "--json"))
            assert audit[-1]["id"] == candidate and audit[-1]["approved_by"] == f"web:{USER}"

            # A form without the CSRF token, or from an agent's HTTP token, is refused.
            base = url.split("/?")[0]
            cookies = {c["name"]: c["value"] for c in driver.get_cookies()}
            driver.get(base + "/quarantine")
            csrf = driver.find_element(By.NAME, "csrf").get_attribute("value")
            with httpx.Client(base_url=base, cookies=cookies) as browser_like:
                no_csrf = browser_like.post("/quarantine/approve", data={"memory_id": other})
                assert no_csrf.status_code == 403 and "CSRF" in no_csrf.text
                wrong = browser_like.post(
                    "/quarantine/approve", data={"memory_id": other, "csrf": "x" * 43}
                )
                assert wrong.status_code == 403
            token = _cli(env, "token", "create", "helper-agent").strip().splitlines()[-1]
            with httpx.Client(base_url=base) as agent_http:
                bearer = {"Authorization": f"Bearer {token}"}
                for path in ("/quarantine", "/audit"):
                    assert agent_http.get(path, headers=bearer).status_code == 403
                # The printed link worked once.
                assert (
                    agent_http.get("/", params={"token": url.split("token=")[1]}).status_code == 403
                )
            with httpx.Client(base_url=base, cookies=cookies) as riding:
                # Even riding on a person's session and CSRF token, a bearer token is refused.
                as_agent = riding.post(
                    "/quarantine/approve", data={"memory_id": other, "csrf": csrf}, headers=bearer
                )
                assert as_agent.status_code == 403
                assert "agent" in as_agent.text
            queue = json.loads(_cli(env, "quarantine", "list", "--json"))
            assert other in [item["id"] for item in queue]  # still waiting

            # The other pages render from the same daemon.
            for path, expect in (
                ("/facts", "Contested facts"),
                ("/procedures", "Procedures awaiting verification"),
                ("/memories?q=billing", "result(s)"),
                ("/timeline", "Fact timeline"),
                ("/audit", "chain intact"),
            ):
                driver.get(base + path)
                assert expect in driver.find_element(By.TAG_NAME, "main").text

            # The daemon restarts (it forgets every nonce): the page starts it again,
            # asks for a new web session, and the approval still counts.
            _cli(env, "daemon", "stop")
            driver.get(base + "/quarantine")
            driver.find_element(By.ID, f"q-{other}").find_element(
                By.CSS_SELECTOR, "button.approve"
            ).click()
            flash = WebDriverWait(driver, 60).until(
                expected_conditions.presence_of_element_located((By.CLASS_NAME, "flash"))
            )
            assert "Approved" in flash.text
            audit = json.loads(_cli(env, "audit", "grep", "quarantine.promote", "--json"))
            assert audit[-1]["id"] == other and audit[-1]["approved_by"] == f"web:{USER}"
        finally:
            driver.quit()
            page.terminate()
            page.wait(timeout=30)
            os.close(terminal)


def test_the_browser_is_opened_on_a_private_file_not_on_the_link(tmp_path):
    from mgimind.review_page.server import launcher

    tmp_path.chmod(0o700)
    url = "http://127.0.0.1:4242/?token=abc"
    path = launcher(tmp_path, url)
    assert path.stat().st_mode & 0o777 == 0o600
    assert 'content="0;url=http://127.0.0.1:4242/?token=abc"' in path.read_text()


def test_the_page_needs_a_terminal(tmp_path):
    env = {**os.environ, "MGIMIND_HOME": str(tmp_path / "home"), "MGIMIND_AUTOSTART": "0"}
    done = subprocess.run(
        [MGIMIND, "review", "--no-browser"],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "terminal" in done.stderr and "http://" not in done.stdout
