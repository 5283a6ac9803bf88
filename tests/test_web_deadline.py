"""A web fetch that never answers, against a real socket server on loopback that sends
its response headers one byte a second: the fetch ends at its one deadline (connect,
headers and body together) with a clear error; a save already in flight is joined, not
fetched again; in the daemon, stuck fetches hold none of the memory writers, so an add
returns at once; a host written as an odd number (0177.0.0.1) is refused with a fix."""

from __future__ import annotations

import ipaddress
import socket
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest

from mgimind.moves.web import FetchRefused, Limits, WebSave, fetch_page, public_address, save_page

LINES = [
    "The on-call engineer for the Kestrel billing service changes every Monday at ten.",
    "Handover happens in the operations channel, with the open incidents listed first.",
    "Pages about failed invoice runs go to the billing rota, never to the platform team.",
    "A second escalation reaches the team lead after fifteen minutes without an answer.",
    "Holidays are swapped in the shared calendar at least a week ahead of time.",
    "Night pages for the staging cluster are muted; only production alerts wake anyone.",
]
PAGE = (
    "<html><head><title>Kestrel pager rota</title></head><body><article>"
    "<h1>Kestrel pager rota</h1>"
    + "".join(f"<p>{line}</p>" for line in LINES)
    + "</article></body></html>"
).encode()


@pytest.fixture
def backend_kind():
    return "edge"


class SlowServer:
    """A plain TCP server: `/dribble...` sends its headers one byte every `gap_s`, for
    ever; `/slow...` answers the page after `delay_s`; `/hop-N` redirects to
    `/hop-N-1` after a second; anything else is the page at once.
    `seen` counts the requests per path."""

    def __init__(self, gap_s: float = 1.0, delay_s: float = 1.5):
        self.gap_s, self.delay_s = gap_s, delay_s
        self.seen: Counter = Counter()
        self.stop = threading.Event()
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.sock.settimeout(0.2)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except (TimeoutError, OSError):
                continue
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            request = b""
            while b"\r\n\r\n" not in request:
                chunk = conn.recv(4096)
                if not chunk:
                    return
                request += chunk
            path = request.split(b" ")[1].decode()
            self.seen[path] += 1
            try:
                if path.startswith("/dribble"):
                    for byte in (
                        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-Pad: " + b"a" * 999
                    ):
                        if self.stop.wait(self.gap_s):
                            return
                        conn.sendall(bytes([byte]))
                    return
                if path.startswith("/hop-"):  # a redirect a second, down to /hop-0
                    n = int(path[5:])
                    self.stop.wait(1.0)
                    if n > 0:
                        conn.sendall(
                            f"HTTP/1.1 302 Found\r\nLocation: /hop-{n - 1}\r\n"
                            "Content-Length: 0\r\nConnection: close\r\n\r\n".encode()
                        )
                        return
                if path.startswith("/slow"):
                    self.stop.wait(self.delay_s)
                head = (
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
                    f"Content-Length: {len(PAGE)}\r\nConnection: close\r\n\r\n"
                )
                conn.sendall(head.encode() + PAGE)
            except OSError:
                pass  # the client hung up

    def close(self) -> None:
        self.stop.set()
        self.sock.close()


@pytest.fixture
def slow():
    server = SlowServer()
    yield server
    server.close()


def _loopback_is_public(ip) -> bool:
    return ip == ipaddress.ip_address("127.0.0.1") or public_address(ip)


# --- one deadline over the whole fetch ----------------------------------------------------


@pytest.mark.parametrize("agent", [False, True])
def test_headers_a_byte_a_second_are_cut_off_at_the_deadline(slow, agent):
    """Each byte comes well within httpx's per-read timeout; the whole fetch still ends
    at its deadline, on a person's path (name connected by httpcore) and an agent's (the
    checked address pinned)."""
    kw = {"allowed": _loopback_is_public} if agent else {}
    page = fetch_page(f"{slow.url}/page", allow_private=not agent, **kw)  # the control
    assert b"Kestrel pager rota" in page.body
    started = time.monotonic()
    with pytest.raises(FetchRefused) as refused:
        fetch_page(
            f"{slow.url}/dribble", allow_private=not agent, limits=Limits(timeout_s=3.0), **kw
        )
    took = time.monotonic() - started
    assert 2.8 < took < 3.0 + 1.5, took
    assert "did not send its whole page within 3 s" in refused.value.what
    assert "web.timeout_s" in refused.value.fix
    assert slow.seen["/dribble"] == 1 and slow.seen["/page"] == 1


def test_the_deadline_covers_every_redirect_hop(slow):
    """Three hops of a second each fit no 2.5 s deadline, though each hop alone would."""
    started = time.monotonic()
    with pytest.raises(FetchRefused, match="within 2.5 s"):
        fetch_page(f"{slow.url}/hop-2", allow_private=True, limits=Limits(timeout_s=2.5))
    assert time.monotonic() - started < 2.5 + 1.5
    page = fetch_page(f"{slow.url}/hop-2", allow_private=True, limits=Limits(timeout_s=5))
    assert page.final_url.endswith("/hop-0") and page.redirects == 2  # the control


def test_a_normal_page_is_saved(mind, slow):
    result = save_page(mind, WebSave(url=f"{slow.url}/page"), allow_private=True)
    assert result.verdict == "stored", result.reason
    assert result.title == "Kestrel pager rota"
    assert "Handover happens in the operations channel" in mind.memories.get(result.id).text


# --- a retry joins the save in flight -------------------------------------------------------


def test_a_retried_save_joins_the_one_in_flight(mind, slow):
    url = f"{slow.url}/slow-page"
    with ThreadPoolExecutor(2) as pool:
        first = pool.submit(save_page, mind, WebSave(url=url), allow_private=True)
        time.sleep(0.3)  # the first is fetching (the page takes 1.5 s)
        retry = pool.submit(save_page, mind, WebSave(url=url), allow_private=True)
        a, b = first.result(timeout=30), retry.result(timeout=30)
    assert slow.seen["/slow-page"] == 1  # one fetch for both
    assert a.verdict == b.verdict == "stored" and a.id == b.id
    # Controls: another library is another request, and a save after the first ended
    # fetches again (admission then finds the duplicate).
    mind.libraries.create("reading")
    with ThreadPoolExecutor(2) as pool:
        other = pool.submit(
            save_page, mind, WebSave(url=url, library="reading"), allow_private=True
        )
        time.sleep(0.3)
        again = pool.submit(save_page, mind, WebSave(url=url), allow_private=True)
        assert other.result(timeout=30).verdict in ("stored", "duplicate")
        assert again.result(timeout=30).verdict == "duplicate"
    assert slow.seen["/slow-page"] == 3


def test_saves_in_flight_are_bounded_and_a_joiner_is_not_counted():
    from mgimind.moves.web import InFlight

    flights, release = InFlight(limit=1), threading.Event()
    with ThreadPoolExecutor(2) as pool:
        first = pool.submit(flights.run, ("a",), lambda: release.wait(10) and "page a")
        time.sleep(0.2)
        joiner = pool.submit(flights.run, ("a",), lambda: "a second fetch")
        with pytest.raises(FetchRefused) as refused:
            flights.run(("b",), lambda: "page b")
        assert "1 pages are being fetched already" in refused.value.what
        assert "try again in a moment" in refused.value.fix
        release.set()
        assert first.result(5) == joiner.result(5) == "page a"  # the joiner got the first's
    assert flights.run(("b",), lambda: "page b") == "page b"  # the control: room again


# --- odd spellings of an address --------------------------------------------------------------


ODD = ["0177.0.0.1", "127.000.000.001", "2130706433", "0x7f.1", "0x7f000001", "127.1"]


@pytest.mark.parametrize("host", ODD)
@pytest.mark.parametrize("agent", [False, True])
def test_odd_spellings_of_an_address_are_refused_with_a_fix(slow, host, agent):
    port = slow.url.rsplit(":", 1)[1]
    with pytest.raises(FetchRefused) as refused:
        fetch_page(f"http://{host}:{port}/page", allow_private=not agent, limits=Limits(2))
    assert "unusual way to write the address 127.0.0.1" in refused.value.what
    assert refused.value.fix.startswith("write the address as 127.0.0.1")
    assert not slow.seen  # nothing was fetched
    assert fetch_page(f"http://127.0.0.1:{port}/page", allow_private=True).body  # control


def test_the_cli_refuses_odd_spellings_with_a_fix(run, slow):
    port = slow.url.rsplit(":", 1)[1]
    for host in ODD[:4]:
        out = run("web", f"http://{host}:{port}/page")
        assert out.exit_code == 1, out.output
        assert "unusual way to write the address 127.0.0.1" in out.output
        assert "fix: write the address as 127.0.0.1" in out.output
        assert "InvalidURL" not in out.output and "report it" not in out.output
    assert not slow.seen
    saved = run("web", f"http://127.0.0.1:{port}/page")  # the control
    assert saved.exit_code == 0 and "Stored as" in saved.output, saved.output
    bad_port = run("web", f"http://127.0.0.1:{port}0000/page")
    assert bad_port.exit_code == 1 and "port is not valid" in bad_port.output
    for url in ("http://[::1/", "http://xn--/"):  # parsers' own refusals, said plainly
        bad = run("web", url)
        assert bad.exit_code == 1 and "not a URL that can be fetched" in bad.output
        assert "fix: check the URL" in bad.output and "unexpected" not in bad.output


# --- in the daemon: stuck fetches hold no writer ------------------------------------------


def test_stuck_fetches_never_delay_an_add_and_a_retry_joins(isolated_home, slow, monkeypatch):
    """Three saves of pages that dribble their headers (one a retry of another) are in
    flight; an add over the socket still returns at once (the daemon has two writers,
    which two stuck fetches used to hold until a restart). The retry started no fetch
    of its own, and every save ends at the deadline with the deadline's error."""
    from mgimind.hooks import wire

    from mgimind.config import load_config, save_config
    from tests.daemon_helpers import running_daemon

    isolated_home.mkdir(parents=True, exist_ok=True)
    config = load_config(isolated_home)
    config.web.allow_private, config.web.timeout_s = True, 10.0
    save_config(config, isolated_home)
    limit = config.web.timeout_s

    def op(method: str, kwargs: dict, actor: str = "agent:tester"):
        conn = wire.Connection(str(isolated_home), timeout=120)
        started = time.monotonic()
        try:
            return conn.call(f"op:{method}", {"kwargs": kwargs}, actor=actor)[0], None
        except wire.RemoteError as e:
            return None, (e.error, time.monotonic() - started)
        finally:
            conn.close()

    with running_daemon(isolated_home, monkeypatch):
        warm, error = op("memory.add", {"text": "The Kestrel archive is kept for a year."})
        assert error is None, error
        urls = [f"{slow.url}/dribble-1", f"{slow.url}/dribble-2", f"{slow.url}/dribble-1"]
        with ThreadPoolExecutor(3) as pool:
            saves = []
            for url in urls:
                saves.append(pool.submit(op, "web.save", {"url": url}))
                time.sleep(0.3)
            started = time.monotonic()
            added, error = op("memory.add", {"text": "Kestrel invoices go out on the 1st."})
            add_s = time.monotonic() - started
            stuck = sum(not s.done() for s in saves)
            results = [s.result(timeout=limit + 30) for s in saves]
    assert error is None and added["id"], error
    assert stuck == 3, "the fetches were not in flight during the add"
    assert add_s < 5.0, f"an add waited {add_s:.1f} s behind stuck fetches"
    assert slow.seen == {"/dribble-1": 1, "/dribble-2": 1}  # the retry joined
    for result, (failure, took) in results:
        assert result is None and "did not send its whole page within 10 s" in failure["what"]
        assert "web.timeout_s" in failure["fix"]
        assert took < limit + 3.0, took
    print(
        f"add during 3 stuck fetches: {add_s:.2f} s; saves ended after "
        f"{', '.join(f'{took:.1f}' for _, (_, took) in results)} s (limit {limit:g} s)"
    )


def test_a_tls_handshake_sent_a_byte_a_second_is_cut_off():
    """A server that answers the TLS hello with a record header, then its body a byte a
    second: each read of the handshake gets a byte in time; the fetch still ends at its
    deadline."""
    stop = threading.Event()
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(0.2)

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except (TimeoutError, OSError):
                continue
            with conn:
                conn.recv(4096)  # the client's hello
                conn.sendall(b"\x16\x03\x03\x00\x50")  # a handshake record of 80 bytes...
                for _ in range(80):  # ...that takes 80 s to arrive
                    if stop.wait(1.0):
                        break
                    try:
                        conn.sendall(b"\x02")
                    except OSError:
                        break

    threading.Thread(target=serve, daemon=True).start()
    url = f"https://127.0.0.1:{server.getsockname()[1]}/"
    started = time.monotonic()
    try:
        with pytest.raises(FetchRefused, match="whole page within 2 s"):
            fetch_page(url, allow_private=True, limits=Limits(timeout_s=2.0))
    finally:
        stop.set()
        server.close()
    assert time.monotonic() - started < 2.0 + 1.5


def test_a_name_lookup_that_hangs_ends_at_the_deadline():
    def resolve(host, port):  # a resolver that never answers in time
        time.sleep(10)
        return [ipaddress.ip_address("93.184.216.34")]

    started = time.monotonic()
    with pytest.raises(FetchRefused, match="looking up slow.example took longer than"):
        fetch_page(
            "http://slow.example/",
            allow_private=False,
            limits=Limits(timeout_s=1.5),
            resolve=resolve,
        )
    assert time.monotonic() - started < 1.5 + 1.0
