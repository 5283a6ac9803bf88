"""The review page (`mgimind review`): the person's side of the memory, in a real browser.

Debian's chromium, driven by selenium, against the real command line serving the page
through a running daemon with `review.require_human` on: an approval on the page needs
the review secret typed in its form, the session lives on a random 127.x.y.z address so
no other local server receives its cookie, and nothing an agent holds gets through.
"""

from __future__ import annotations

import getpass
import http.server
import json
import os
import pty
import re
import select
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
from daemon_helpers import running_daemon

import mgimind
from mgimind.doors.review_page.auth import PageAuth
from mgimind.security.review_secret import store_secret
from tests.terminal_helpers import PASSPHRASE, own_terminal

MGIMIND = str(Path(sys.executable).with_name("mgimind"))
REPO = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
USER = "alice"
ADDRESS = "127.9.8.7"

KEPT = "Deploys of the billing service use blue-green releases, because rollbacks must be instant."
NEAR = "Deploys of the billing service use blue green releases since rollbacks must be instant."


# --- the page's session ------------------------------------------------------------------


def test_the_one_time_token_works_once_and_expires():
    now = [0.0]
    auth = PageAuth(8000, address=ADDRESS, token_ttl_s=60, clock=lambda: now[0])
    token = auth.token
    assert auth.exchange("wrong") is None
    sid = auth.exchange(token)
    assert sid and auth.session(sid, f"{ADDRESS}:8000") is not None
    assert auth.exchange(token) is None  # once
    late = PageAuth(8000, address=ADDRESS, token_ttl_s=60, clock=lambda: now[0])
    now[0] = 61.0
    assert late.exchange(late.token) is None  # expired unused


def test_the_session_is_bound_to_its_address_and_a_post_needs_its_origin():
    auth = PageAuth(8000, address=ADDRESS)
    sid = auth.exchange(auth.token)
    for elsewhere in ("127.0.0.1:8000", "localhost:8000", f"{ADDRESS}:8001", None):
        assert auth.session(sid, elsewhere) is None
    assert auth.session(sid, f"{ADDRESS}:8000") is not None  # positive control
    assert not auth.origin_ok(None)  # no Origin: not this page's form
    assert not auth.origin_ok("http://127.0.0.1:8000")
    assert auth.origin_ok(f"http://{ADDRESS}:8000")


def test_the_page_is_served_on_a_random_loopback_address():
    from mgimind.doors.review_page.server import bind

    addresses = set()
    for _ in range(3):
        sock = bind(0)
        addresses.add(sock.getsockname()[0])
        sock.close()
    assert all(a.startswith("127.") and a != "127.0.0.1" for a in addresses)
    assert len(addresses) > 1


# --- every action of the page, on an in-process Mind -----------------------------------


def _page(mind):
    """A logged-in client of the page for `mind`, and a function returning a form's CSRF."""
    from starlette.testclient import TestClient

    from mgimind.doors.review_page.app import create_app

    auth = PageAuth(8765, address=ADDRESS)
    app = create_app(mind, auth)
    base = f"http://{ADDRESS}:8765"
    client = TestClient(app, base_url=base, follow_redirects=False, headers={"origin": base})
    assert client.get("/", params={"token": auth.token}).status_code == 200

    def csrf(path: str = "/quarantine") -> str:
        return re.search(r'name="csrf" value="([^"]+)"', client.get(path).text).group(1)

    return client, csrf, app.state.approver


def test_a_post_without_its_origin_or_from_another_host_is_refused(make_mind):
    mind = make_mind(actor=f"cli:{USER}")
    held = mind.memories.add("Rotate the staging keys every Monday.", status="quarantined")
    client, csrf, _ = _page(mind)
    token = csrf()
    data = {"memory_id": held.id, "csrf": token}
    assert client.post("/quarantine/approve", data=data, headers={"origin": ""}).status_code == 403
    other = {"origin": "http://127.0.0.1:8765", "host": "127.0.0.1:8765"}
    assert client.post("/quarantine/approve", data=data, headers=other).status_code == 403
    assert mind.memories.get(held.id).status == "quarantined"
    # positive control (review off here: the page's own form approves)
    assert client.post("/quarantine/approve", data=data).status_code == 303
    assert mind.memories.get(held.id).status == "active"


def _shown(client, memory_id: str) -> str:
    """The hash of a candidate's text as the quarantine page shows it (its forms send it)."""
    page = client.get("/quarantine").text
    return re.search(rf'name="shown-{memory_id}" value="([^"]*)"', page).group(1)


def _flash(client, path: str) -> list[str]:
    return re.findall(r'class="flash">([^<]*)', client.get(path).text)


def test_every_action_of_the_page_is_an_operation_and_approvals_need_the_secret(make_mind):
    mind = make_mind(actor=f"cli:{USER}")
    mind.config.review.require_human = True
    store_secret(mind.home, PASSPHRASE)
    mind.prove_person(PASSPHRASE)  # the page runs as the person who typed the secret
    agent = mind.as_identity("mcp:agent")
    client, csrf, approver = _page(mind)
    web = f"web:{getpass.getuser()}"

    # Edit, then approve; an agent's markup is shown as text, never run.
    held = agent.memories.add(
        "<script>alert(1)</script> the deploy key rotates", status="quarantined"
    )
    token = csrf()
    page = client.get("/quarantine").text
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)" in page
    assert 'type="password" name="secret"' in page
    # The session and its CSRF token are no approval: without the secret, or with a
    # wrong one, nothing is promoted.
    for secret in ("", "what an agent would guess"):
        refused = client.post(
            "/quarantine/approve", data={"memory_id": held.id, "csrf": token, "secret": secret}
        )
        assert refused.status_code == 303
        assert any("Refused" in f and "review" in f for f in _flash(client, "/quarantine"))
        assert mind.memories.get(held.id).status == "quarantined"
    edited = "The deploy key rotates every 90 days."
    shown = {f"shown-{held.id}": _shown(client, held.id)}  # the text the page showed
    done = client.post(
        "/quarantine/approve",
        data={"memory_id": held.id, "text": edited, "csrf": token, "secret": PASSPHRASE, **shown},
    )
    assert done.status_code == 303
    item = mind.memories.get(held.id)
    assert (item.status, item.text) == ("active", edited)
    promoted = [e for e in mind.audit.tail(10) if e["action"] == "quarantine.promote"][-1]
    assert promoted["approved_by"] == web and promoted["channel"] == "web"

    # A batch: the ticked ones, one secret.
    batch = [agent.memories.add(t, status="quarantined").id for t in ("Arm64 builds.", "CI.")]
    shown = {f"shown-{i}": _shown(client, i) for i in batch}
    client.post(
        "/quarantine/approve",
        data={"memory_id": batch, "csrf": token, "secret": PASSPHRASE, **shown},
    )
    assert [mind.memories.get(i).status for i in batch] == ["active", "active"]

    # Reject: forgotten.
    junk = agent.memories.add("ok thanks", status="quarantined")
    client.post("/quarantine/reject", data={"memory_id": junk.id, "csrf": token})
    assert junk.id in [i.id for i in mind.admission.list()]  # no secret: still there
    client.post(
        "/quarantine/reject", data={"memory_id": junk.id, "csrf": token, "secret": PASSPHRASE}
    )
    assert junk.id not in [i.id for i in mind.admission.list()]

    # Contested facts side by side; confirming one decides the duel.
    mind.facts.register_predicate("owner", "single")
    incumbent = mind.facts.add("billing", "owner", "alice", source="wiki").fact
    challenger = agent.facts.add("billing", "owner", "bob", source="chat")
    assert challenger.verdict == "contested"
    page = client.get("/facts").text
    assert "Incumbent" in page and "Challenger" in page and "independent confirmations" in page
    client.post("/facts/confirm", data={"fact_id": incumbent.id, "csrf": token})
    assert len(mind.facts.contested()) == 2  # no secret: undecided
    client.post(
        "/facts/confirm", data={"fact_id": incumbent.id, "csrf": token, "secret": PASSPHRASE}
    )
    assert mind.facts.contested() == []
    assert mind.facts.get(challenger.id).status in ("superseded", "rejected")

    # A tombstone restored with a web approval.
    wrong = mind.facts.add("billing", "region", "eu-west-1").fact
    mind.facts.invalidate(wrong.id, "moved")
    assert "eu-west-1" in client.get("/facts").text
    client.post("/facts/restore", data={"fact_id": wrong.id, "csrf": token})
    assert mind.facts.get(wrong.id).status == "invalidated"  # no secret: refused
    client.post("/facts/restore", data={"fact_id": wrong.id, "csrf": token, "secret": PASSPHRASE})
    assert mind.facts.get(wrong.id).status == "believed"
    restored = [e for e in mind.audit.tail(10) if e["action"] == "fact.restore"][-1]
    assert restored["reviewer"] == web

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
    assert mind.memories.get(gone).status == "active"  # no secret: kept
    client.post("/memories/delete", data={"memory_id": gone, "csrf": token, "secret": PASSPHRASE})
    assert not any(m.id == gone for m in mind.lifecycle.browse(None, view="history"))

    # A refusal is shown on the page, not a traceback.
    client.post(
        "/quarantine/approve", data={"memory_id": "no-such-id", "csrf": token, "secret": "x"}
    )
    assert any("Refused" in f for f in _flash(client, "/quarantine"))

    # The audit tail with the chain verified.
    audit = client.get("/audit").text
    assert "chain intact" in audit and "fact.restore" in audit


# --- the page, through a running daemon, in chromium ------------------------------------


def _cli(env, *args) -> str:
    done = subprocess.run([MGIMIND, *args], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _open_page(env, secret: str = PASSPHRASE) -> tuple[subprocess.Popen, str | None, int]:
    """`mgimind review --no-browser` at a terminal (a pty of its own, as `script` gives
    an agent), the review secret typed at its prompt: the page, its link (None when it
    refused to start) and the terminal's side to close when done."""
    primary, secondary = pty.openpty()
    page = subprocess.Popen(
        [MGIMIND, "review", "--no-browser"],
        env=env,
        stdin=secondary,
        stdout=subprocess.PIPE,
        stderr=secondary,
        text=True,
        preexec_fn=own_terminal,
    )
    os.close(secondary)
    said, deadline = b"", time.monotonic() + 90
    while b"Review secret:" not in said and time.monotonic() < deadline:
        if select.select([primary], [], [], 1.0)[0]:
            said += os.read(primary, 4096)
    os.write(primary, secret.encode() + b"\n")
    while time.monotonic() < deadline:
        line = page.stdout.readline()
        found = re.search(r"http://127\.\d+\.\d+\.\d+:\d+/\?token=\S+", line)
        if found:
            return page, found.group(0), primary
        if not line and page.poll() is not None:
            break
    page.kill()
    page.wait(timeout=30)
    os.close(primary)
    return page, None, -1


def _flash_text(driver, seconds: float) -> str:
    """The flash message of the page a form landed on (re-read if the page is replaced)."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(
        driver, seconds, ignored_exceptions=(StaleElementReferenceException,)
    ).until(lambda d: " ".join(e.text for e in d.find_elements(By.CLASS_NAME, "flash")))


class _Neighbour(http.server.BaseHTTPRequestHandler):
    """Another local server the person visits (on 127.0.0.1, any port): `/set` sets a
    cookie, `/attack` notes the cookies the browser sent it, replays them against the
    review page (read the CSRF token, POST an approval), and answers with a form that
    the browser auto-submits to the review page's approve URL."""

    seen: list[str] = []
    tries: list[tuple[str, int]] = []
    target = ""
    victim = ""

    def log_message(self, *args):  # quiet
        pass

    def do_GET(self):
        cookie = self.headers.get("Cookie", "")
        type(self).seen.append(cookie)
        if not self.path.startswith(("/set", "/attack")):  # e.g. the favicon
            self.send_error(404)
            return
        if self.path.startswith("/set"):
            self.send_response(200)
            self.send_header("Set-Cookie", "neighbour=1; Path=/")
            self.end_headers()
            self.wfile.write(b"<p>set</p>")
            return
        target, victim = type(self).target, type(self).victim
        with httpx.Client(base_url=target, headers={"Cookie": cookie}, timeout=30) as replay:
            got = replay.get("/quarantine")
            type(self).tries.append(("read", got.status_code))
            found = re.search(r'name="csrf" value="([^"]+)"', got.text)
            posted = replay.post(
                "/quarantine/approve",
                data={"memory_id": victim, "csrf": found.group(1) if found else ""},
                headers={"Origin": target},
            )
            type(self).tries.append(("post", posted.status_code))
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(
            f'<form method="post" action="{target}/quarantine/approve">'
            f'<input name="memory_id" value="{victim}"></form>'
            "<script>document.forms[0].submit()</script>".encode()
        )


def _neighbour() -> http.server.ThreadingHTTPServer:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Neighbour)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


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

    from mgimind.doors.review_page.server import launcher

    home = tmp_path / "home"
    env = {
        **os.environ,
        "MGIMIND_HOME": str(home),
        "MGIMIND_AUTOSTART": "1",
        "USER": USER,
        "PYTHONPATH": str(REPO),
    }
    with running_daemon(home, monkeypatch):
        store_secret(home, PASSPHRASE)
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
        agent.close()

        _an_agent_gets_no_approval_from_a_terminal(env, other)
        # positive control: the person, with the secret
        page, url, terminal = _open_page(env)
        assert url is not None and not url.startswith("http://127.0.0.1:")
        base = url.split("/?")[0]
        driver = _browser()
        _Neighbour.target, _Neighbour.victim = base, other
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
            session = [c for c in driver.get_cookies() if c["name"].startswith("mgimind_review")]

            _a_neighbour_server_gets_nothing(driver, base, session)
            _the_session_alone_approves_nothing(driver, base, session, other, env, url)

            # Positive control: the person types the secret in the form and approves.
            driver.get(base + "/quarantine")
            card = driver.find_element(By.ID, f"q-{candidate}")
            card.find_element(By.NAME, "secret").send_keys(PASSPHRASE)
            card.find_element(By.CSS_SELECTOR, "button.approve").click()
            flash = _flash_text(driver, 30)
            assert "Approved" in flash, flash
            assert not driver.find_elements(By.ID, f"q-{candidate}")

            # The command line sees it: gone from the queue, found by search, audited.
            queue = json.loads(_cli(env, "quarantine", "list", "--json"))
            assert candidate not in [item["id"] for item in queue]
            assert other in [item["id"] for item in queue]
            found = json.loads(_cli(env, "search", "blue green billing releases", "--json"))
            assert candidate in [hit["id"] for hit in found]
            audit = json.loads(_cli(env, "audit", "grep", "quarantine.promote", "--json"))
            assert audit[-1]["id"] == candidate and audit[-1]["approved_by"].startswith("web:")

            _the_other_pages_render(driver, base)
            _a_batch_after_a_daemon_restart(driver, base, other, env)
        finally:
            driver.quit()
            page.terminate()
            page.wait(timeout=30)
            os.close(terminal)


def _a_neighbour_server_gets_nothing(driver, base: str, session: list[dict]) -> None:
    """The person visits other local servers. Cookies are not kept per port: one set by
    127.0.0.1:A reaches 127.0.0.1:B (the hole, shown in this browser), but the review
    page's cookie lives on its own address: the neighbour gets none, its replay is
    refused, and its cross-site form approves nothing."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    assert len(session) == 1 and session[0]["domain"] == base.split("//")[1].split(":")[0]
    neighbour, control = _neighbour(), _neighbour()
    try:
        driver.get(f"http://127.0.0.1:{control.server_address[1]}/set")
        driver.get(f"http://127.0.0.1:{neighbour.server_address[1]}/attack")
        landed = WebDriverWait(
            driver, 30, ignored_exceptions=(StaleElementReferenceException,)
        ).until(
            lambda d: (
                d.current_url.startswith(base)
                and d.find_elements(By.TAG_NAME, "h1")
                and d.find_element(By.TAG_NAME, "h1").text
            )
        )
    finally:
        neighbour.shutdown()
        control.shutdown()
    assert any("neighbour=1" in c for c in _Neighbour.seen)  # the hole is real here
    assert not any("mgimind_review" in c for c in _Neighbour.seen)
    assert [code for _, code in _Neighbour.tries] == [401, 401]
    assert landed in ("401", "403"), driver.page_source  # where its form landed


def _the_session_alone_approves_nothing(driver, base, session, other, env, url) -> None:
    """The person's own session and CSRF token (all an agent that opened the page could
    read) without the secret approve nothing; an HTTP door token and the used link are
    refused outright."""
    from selenium.webdriver.common.by import By

    cookies = {c["name"]: c["value"] for c in session}
    driver.get(base + "/quarantine")
    csrf = driver.find_element(By.NAME, "csrf").get_attribute("value")
    with httpx.Client(base_url=base, cookies=cookies, headers={"Origin": base}) as riding:
        for data in (
            {"memory_id": other, "csrf": csrf},
            {"memory_id": other, "csrf": csrf, "secret": "a guess"},
        ):
            assert riding.post("/quarantine/approve", data=data).status_code == 303
        no_csrf = riding.post("/quarantine/approve", data={"memory_id": other})
        assert no_csrf.status_code == 403 and "CSRF" in no_csrf.text
    token = _cli(env, "token", "create", "helper-agent").strip().splitlines()[-1]
    bearer = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=base) as agent_http:
        for path in ("/quarantine", "/audit"):
            assert agent_http.get(path, headers=bearer).status_code == 403
        # The printed link worked once.
        assert agent_http.get("/", params={"token": url.split("token=")[1]}).status_code == 403
    queue = json.loads(_cli(env, "quarantine", "list", "--json"))
    assert other in [item["id"] for item in queue]  # still waiting
    audit = json.loads(_cli(env, "audit", "grep", "review.refused", "--json"))
    assert audit and all(e["id"] == other for e in audit)


def _an_agent_gets_no_approval_from_a_terminal(env, other: str) -> None:
    """The command line cannot promote without the secret typed at a terminal, and an
    agent that runs the page itself on a pseudo-terminal cannot start it without the
    secret, so there is no link to follow with curl."""
    refused = subprocess.run(
        [MGIMIND, "quarantine", "promote", other],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert refused.returncode != 0 and "terminal" in refused.stderr
    page, url, _ = _open_page(env, secret="an agent's guess")
    assert url is None and page.returncode != 0


def _the_other_pages_render(driver, base: str) -> None:
    from selenium.webdriver.common.by import By

    for path, expect in (
        ("/facts", "Contested facts"),
        ("/procedures", "Procedures awaiting verification"),
        ("/memories?q=billing", "result(s)"),
        ("/timeline", "Fact timeline"),
        ("/audit", "chain intact"),
    ):
        driver.get(base + path)
        assert expect in driver.find_element(By.TAG_NAME, "main").text


def _a_batch_after_a_daemon_restart(driver, base: str, other: str, env) -> None:
    """The daemon restarts: the page starts it again, still the person's (its client
    carries the secret typed at the terminal), and the ticked ones are approved with
    the secret typed once in the batch form."""
    from selenium.webdriver.common.by import By

    _cli(env, "daemon", "stop")
    driver.get(base + "/quarantine")
    driver.find_element(By.ID, f"q-{other}").find_element(
        By.CSS_SELECTOR, 'input[type="checkbox"]'
    ).click()
    batch = driver.find_element(By.ID, "batch")
    batch.find_element(By.NAME, "secret").send_keys(PASSPHRASE)
    batch.find_element(By.TAG_NAME, "button").click()
    flash = _flash_text(driver, 60)
    assert "Approved" in flash, flash
    audit = json.loads(_cli(env, "audit", "grep", "quarantine.promote", "--json"))
    assert audit[-1]["id"] == other and audit[-1]["approved_by"].startswith("web:")


def test_the_browser_is_opened_on_a_private_file_not_on_the_link(tmp_path):
    from mgimind.doors.review_page.server import launcher

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
