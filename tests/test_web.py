"""Web page save against a real HTTP server on loopback: a page saved with its URL,
title and fetch time; a page that never ends, a huge page, a non-HTML type, a redirect
chain (and loop), and a redirect to a private address refused for an agent's door."""

from __future__ import annotations

import ipaddress
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from mgimind.moves.web import FetchRefused, Limits, WebSave, fetch_page, public_address, save_page

ARTICLE = (
    "<html><head><title>Kestrel deploy guide</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/about'>About</a> menu menu menu</nav>"
    "<article><h1>Kestrel deploy guide</h1>"
    + "".join(
        f"<p>Step {i}: {line}</p>"
        for i, line in enumerate(
            [
                "always run the database migrations before deploying the Kestrel API.",
                "check that the staging cluster answers its health probe on port 8443.",
                "announce the release window in the operations channel an hour ahead.",
                "freeze the billing tables, because invoices are computed at midnight.",
                "tag the commit with the semantic version and push the signed tag.",
                "always run the database migrations again if the schema check fails.",
                "watch the error budget dashboard for thirty minutes after the switch.",
                "write down anything unexpected in the deploy log for the next person.",
            ]
        )
    )
    + "</article><footer>Copyright footer boilerplate</footer></body></html>"
)
SECRET = "AKIA" + "Q7X2M4N8P6R3T5V9"


@pytest.fixture
def backend_kind():
    return "edge"


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):  # keep the test output clean
        pass

    def _send(self, body: bytes, ctype: str = "text/html; charset=utf-8", status: int = 200):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _redirect(self, location: str, status: int = 302):
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self):
        path = self.path
        if path == "/page":
            self._send(ARTICLE.encode())
        elif path == "/plain":
            self._send(b"Plain text: the Kestrel pager rota changes on Mondays.", "text/plain")
        elif path == "/latin1":
            body = ARTICLE.replace("guide", "guide caf\xe9").encode("latin-1")
            self._send(body, "text/html; charset=iso-8859-1")
        elif path == "/image":
            self._send(b"\x89PNG\r\n\x1a\n" + bytes(1000), "image/png")
        elif path == "/secret":
            self._send(ARTICLE.replace("Step 3:", f"Step 3: key {SECRET}").encode())
        elif path == "/empty":
            self._send(b"<html><body><script>app()</script></body></html>")
        elif path == "/missing":
            self._send(b"not here", "text/html", status=404)
        elif path == "/huge":  # 20 MB with no length header: the cap must stop the stream
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            chunk = b"<p>" + b"x" * 65_000 + b"</p>"
            try:
                for _ in range(20_000_000 // len(chunk)):
                    self.wfile.write(chunk)
            except OSError:
                pass
        elif path == "/declared-huge":
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(10**9))
            self.end_headers()
        elif path == "/never":  # a page that never ends: a byte now and then, forever
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            try:
                while not self.server.stopping.is_set():
                    self.wfile.write(b"<p>more</p>")
                    self.wfile.flush()
                    time.sleep(0.05)
            except OSError:
                pass
        elif path == "/silent":  # headers, then nothing at all
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.flush()
            self.server.stopping.wait(30)
        elif path.startswith("/chain/"):
            n = int(path.rsplit("/", 1)[1])
            self._redirect(f"/chain/{n - 1}" if n > 0 else "/page", 301 if n % 2 else 307)
        elif path == "/loop":
            self._redirect("/loop")
        elif path == "/to-private":
            self._redirect(f"http://127.0.0.2:{self.server.server_port}/page")
        elif path == "/to-metadata":
            self._redirect("http://169.254.169.254/latest/meta-data/")
        elif path == "/to-file":
            self._redirect("file:///etc/passwd")
        else:
            self._send(b"no such page", "text/plain", status=404)


@pytest.fixture(scope="module")
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    httpd.daemon_threads = True
    httpd.stopping = threading.Event()
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.stopping.set()
    httpd.shutdown()
    httpd.server_close()


# A policy that counts this one loopback address as public, so an agent's fetch can
# start on the test server and the checks after it (every redirect hop) can be shown.
SERVER_IP = ipaddress.ip_address("127.0.0.1")


def _test_public(ip) -> bool:
    return ip == SERVER_IP or public_address(ip)


def _agent_fetch(url: str, **kw):
    return fetch_page(url, allow_private=False, allowed=_test_public, **kw)


# --- saving --------------------------------------------------------------------------------


def test_a_page_is_saved_with_url_title_and_fetch_time(mind, server):
    result = save_page(mind, WebSave(url=f"{server}/page"), allow_private=True)
    assert result.verdict == "stored" and result.title == "Kestrel deploy guide"
    assert result.content_type == "text/html" and result.redirects == 0
    item = mind.memories.get(result.id)
    assert item.metadata["url"] == f"{server}/page"
    assert item.metadata["title"] == "Kestrel deploy guide"
    assert item.metadata["fetched_at"] == result.fetched_at
    assert item.source == f"{server}/page"
    assert "Step 5: always run the database migrations again" in item.text
    assert "menu menu" not in item.text and "Copyright footer" not in item.text  # main text
    hits = mind.memories.search("what to run before deploying the Kestrel API")
    assert hits[0].id == result.id

    again = save_page(mind, WebSave(url=f"{server}/page"), allow_private=True)
    assert again.verdict == "duplicate" and again.duplicate_of == result.id


def test_plain_text_charsets_and_a_credential_cut_out(mind, server):
    plain = save_page(mind, WebSave(url=f"{server}/plain"), allow_private=True)
    assert plain.content_type == "text/plain" and plain.verdict in ("stored", "quarantined")
    assert "pager rota" in mind.memories.get(plain.id, view="all").text
    latin = save_page(mind, WebSave(url=f"{server}/latin1"), allow_private=True)
    assert latin.title == "Kestrel deploy guide café"
    secret = save_page(mind, WebSave(url=f"{server}/secret"), allow_private=True)
    assert secret.redacted and SECRET not in mind.memories.get(secret.id, view="all").text
    assert SECRET not in (mind.home / "audit.log").read_text()


def test_a_redirect_chain_is_followed_and_recorded(mind, server):
    result = save_page(mind, WebSave(url=f"{server}/chain/4"), allow_private=True)
    assert result.redirects == 5 and result.final_url == f"{server}/page"
    item = mind.memories.get(result.id)
    assert item.metadata["requested_url"] == f"{server}/chain/4"
    assert item.metadata["url"] == f"{server}/page"


# --- bad pages: clear errors, nothing stored -------------------------------------------------


@pytest.mark.parametrize(
    "path,limits,message",
    [
        ("/image", Limits(), "sent image/png, not a web page"),
        ("/missing", Limits(), "answered 404"),
        ("/huge", Limits(max_bytes=1_000_000), "larger than 1,000,000 bytes"),
        ("/declared-huge", Limits(), "larger than 5,000,000 bytes"),
        ("/never", Limits(timeout_s=1.5), "whole page within 1.5 s"),
        ("/silent", Limits(timeout_s=1.0), "whole page within 1 s"),
        ("/loop", Limits(), "more than 5 redirects"),
        ("/chain/9", Limits(max_redirects=3), "more than 3 redirects"),
        ("/to-file", Limits(), "only http and https"),
    ],
)
def test_bad_pages_are_refused_clearly_and_in_bounded_time(server, path, limits, message):
    started = time.monotonic()
    with pytest.raises(FetchRefused, match=message):
        fetch_page(f"{server}{path}", allow_private=True, limits=limits)
    assert time.monotonic() - started < limits.timeout_s + 3


def test_a_refused_page_stores_nothing(mind, server):
    before = mind.memories.count(view="all")
    for path in ("/image", "/empty", "/missing"):
        with pytest.raises(FetchRefused):
            save_page(mind, WebSave(url=f"{server}{path}"), allow_private=True)
    assert mind.memories.count(view="all") == before


@pytest.mark.parametrize("url", ["ftp://example.com/x", "file:///etc/passwd", "javascript:1", "/p"])
def test_only_http_and_https(url):
    with pytest.raises(FetchRefused, match="only http and https"):
        fetch_page(url, allow_private=True)


# --- agent doors: no request forgery through memory ---------------------------------------


@pytest.mark.parametrize(
    "host", ["127.0.0.1", "localhost", "[::1]", "10.1.2.3", "192.168.0.1", "169.254.169.254"]
)
def test_an_agent_may_not_fetch_local_addresses(host):
    with pytest.raises(FetchRefused, match="not a public address"):
        fetch_page(f"http://{host}:9/", allow_private=False, limits=Limits(timeout_s=2))


def test_every_redirect_hop_is_checked(server):
    assert _agent_fetch(f"{server}/page").final_url == f"{server}/page"  # the control
    for path, where in (("/to-private", "127.0.0.2"), ("/to-metadata", "169.254.169.254")):
        with pytest.raises(FetchRefused, match=f"{where} is not a public address"):
            _agent_fetch(f"{server}{path}")


def test_the_checked_address_is_the_one_connected_to(server):
    """A name that resolves to a public address at the check but to another at connect
    time (DNS rebinding) gets no second lookup: the request goes to the checked address."""
    port = int(server.rsplit(":", 1)[1])
    lookups = []

    def resolve(host, p):
        lookups.append(host)
        return [SERVER_IP]

    page = fetch_page(
        f"http://rebind.example:{port}/page",
        allow_private=False,
        allowed=_test_public,
        resolve=resolve,
    )
    assert lookups == ["rebind.example"] and b"Kestrel deploy guide" in page.body


def test_save_page_honours_the_door_and_the_config(make_mind, server):
    mind = make_mind()
    with pytest.raises(FetchRefused, match="not a public address"):
        save_page(mind, WebSave(url=f"{server}/page"))  # an agent's door, config off
    assert mind.memories.count(view="all") == 0
    mind.close()
    from mgimind.config import load_config, save_config

    config = load_config(mind.home)
    config.web.allow_private = True
    save_config(config, mind.home)
    mind = make_mind(config=config)
    assert save_page(mind, WebSave(url=f"{server}/page")).verdict == "stored"


# --- CLI ------------------------------------------------------------------------------------


def test_cli_web(run, server):
    out = run("web", f"{server}/page", "--json")
    assert out.exit_code == 0, out.output
    body = json.loads(out.output)
    assert body["verdict"] == "stored" and body["title"] == "Kestrel deploy guide"
    human = run("web", f"{server}/chain/1")
    assert human.exit_code == 0 and "after 2 redirect(s)" in human.output
    bad = run("web", f"{server}/image")
    assert bad.exit_code == 1 and "not a web page" in bad.output
    bad_json = run("web", f"{server}/image", "--json")
    assert bad_json.exit_code == 1 and '"error":' in bad_json.output


def test_the_cli_path_runs_on_a_daemon_client(isolated_home, server, monkeypatch):
    """The fetch runs in the caller's process; only the text crosses the socket. An
    agent's fetch of a loopback address is refused there too (the client reads the
    home's config.toml, as the daemon does)."""
    from mgimind.doors.connect import open as open_mind
    from tests.daemon_helpers import running_daemon

    with running_daemon(isolated_home, monkeypatch):
        client = open_mind(isolated_home)
        try:
            saved = save_page(client, WebSave(url=f"{server}/page"), allow_private=True)
            assert saved.verdict == "stored"
            assert client.memories.get(saved.id).metadata["title"] == "Kestrel deploy guide"
            with pytest.raises(FetchRefused, match="not a public address"):
                save_page(client, WebSave(url=f"{server}/page"))
        finally:
            client.close()


def test_a_person_saving_into_a_new_library_gets_it_made_as_sync_does(run, server, tmp_path):
    """`mgimind web URL --library reading` on a fresh home (the README's line) makes the
    library, as `sync --library notes` does; a fetch that fails makes nothing."""
    failed = run("web", "http://127.0.0.1:1/", "--library", "reading")
    assert failed.exit_code == 1 and "fix:" in failed.output
    assert "reading" not in run("library", "list").output
    saved = run("web", f"{server}/page", "--library", "reading", "--json")
    assert saved.exit_code == 0, saved.output
    assert json.loads(saved.output)["verdict"] == "stored"
    assert "reading  (1 memories)" in run("library", "list").output
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "deploy.md").write_text("# Deploy\nThe deploy runs from main.\n")
    notes = run("sync", str(tmp_path / "notes"), "--library", "notes", "--apply")
    assert notes.exit_code == 0 and "notes  (" in run("library", "list").output


def test_an_agent_must_name_a_library_that_exists(make_mind, server):
    from mgimind import operations
    from mgimind.config import load_config, save_config
    from mgimind.errors import NotFound

    mind = make_mind()
    config = load_config(mind.home)
    config.web.allow_private = True  # the test page is on loopback
    save_config(config, mind.home)
    mind.close()
    mind = make_mind(config=config)
    params = {"url": f"{server}/page", "library": "reading"}
    with pytest.raises(NotFound, match="no library named 'reading'"):
        operations.call(mind, "web.save", params, agent="bot")
    assert not mind.libraries.exists("reading")
    mind.libraries.create("reading")  # positive control: once it exists, the agent saves
    assert operations.call(mind, "web.save", params, agent="bot").verdict == "stored"


@pytest.mark.parametrize("url", ["http://127.0.0.1:1/", "http://no-such-host.invalid/"])
def test_a_fetch_that_cannot_connect_says_what_to_do(run, url):
    failed = run("web", url)
    assert failed.exit_code == 1
    assert "nothing was stored" in failed.output and "fix: check the URL" in failed.output
