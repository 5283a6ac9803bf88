"""Web page save: fetch one page, keep its main text as a memory.

The fetch is bounded in every direction: http(s) only, one wall-clock deadline over the
whole fetch (name lookups, connects, headers and body of every redirect hop: each network
step gets only the time left, and a timer shuts the sockets when it runs out, so a server
that dribbles its headers a byte at a time is cut off too), a byte cap enforced while
streaming, a content-type check, a bounded number of redirects, each followed by hand.
The main text is extracted with trafilatura (no network of its own) and stored through
admission (secret check, near-duplicate and relevance gate), with the URL, title and
fetch time as metadata.

A request already in flight is joined, not fetched again: a client that re-sends a save
after its own timeout gets the first fetch's answer (`save_page` keys fetches by home,
actor, library and URL). The store of the text runs through `run_write`, which the
daemon points at its memory writers, so a page that never answers holds no writer.

Request forgery through memory: an agent must not make mgimind fetch its host's own
services. Unless `allow_private` (a person's door) or `web.allow_private` (config),
every hop's host is resolved here, refused when any of its addresses is not a public
one (loopback, private, link-local, CGNAT, multicast, reserved), and the connection is
made to the very address that was checked, so a DNS answer that changes between check
and connect (rebinding) cannot slip through.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpcore
import httpx
from pydantic import BaseModel, ConfigDict, Field

from mgimind.errors import InvalidInput
from mgimind.memory.admission import Verdict
from mgimind.moves.web_deadline import Deadline, deadline_client
from mgimind.timeutil import iso, now

if TYPE_CHECKING:  # run by the operations, on the Mind
    from mgimind.engine.mind import Mind

TEXT_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "text/markdown")
REDIRECTS = (301, 302, 303, 307, 308)
USER_AGENT = "mgimind-web-save/1 (+https://github.com/mgimind)"
MAX_IN_FLIGHT = 8  # pages fetched at once in one process; more is refused, not queued

IP = ipaddress.IPv4Address | ipaddress.IPv6Address


class FetchRefused(InvalidInput):
    """The page was not fetched or not stored, and why (nothing was stored)."""


_NO_NAME = "check the URL's spelling and that this machine is online (the name did not resolve)"
_REFUSED = (
    "check the URL's host and port, and that the site's server runs (nothing listens "
    "there: the connection was refused)"
)
_NO_ROUTE = "check that this machine is online and that the site answers"


def _unreachable(error: Exception) -> str:
    """The fix for a fetch that could not connect, by what happened."""
    said = str(error).lower()
    if "cannot resolve" in said or "name or service not known" in said:
        return _NO_NAME
    if "refused" in said:
        return _REFUSED
    return _NO_ROUTE


class WebSave(BaseModel):
    """Save one web page's main text as a memory."""

    model_config = ConfigDict(extra="forbid")

    url: str = Field(description="an http:// or https:// URL", max_length=8192)
    library: str | None = Field(None, description="where it goes (default: the shared one)")


class WebSaveResult(BaseModel):
    url: str
    final_url: str
    title: str | None = None
    fetched_at: str
    content_type: str
    bytes: int
    chars: int
    redirects: int = 0
    verdict: Verdict
    id: str | None = None
    reason: str | None = None
    duplicate_of: str | None = None
    redacted: list[str] = []


@dataclass(frozen=True)
class Limits:
    max_bytes: int = 5_000_000
    timeout_s: float = 20.0
    max_redirects: int = 5


@dataclass
class Page:
    url: str
    final_url: str
    content_type: str
    charset: str | None
    body: bytes
    redirects: int


def public_address(ip: IP) -> bool:
    """Whether an agent may make mgimind connect to `ip`."""
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    return ip.is_global and not ip.is_multicast


def _resolve(host: str, port: int) -> list[IP]:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as e:
        raise FetchRefused(f"cannot resolve {host}: {e}", fix=_NO_NAME) from None
    return [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]


def _out_of_time(url: str, limits: Limits) -> FetchRefused:
    return FetchRefused(
        f"{_site(url)} did not send its whole page within {limits.timeout_s:g} s "
        "(the deadline for the whole fetch: connect, headers and body); nothing was stored",
        fix="try again later, or raise web.timeout_s for a slow site",
    )


# --- fetching ----------------------------------------------------------------------------


def fetch_page(
    url: str,
    *,
    allow_private: bool,
    limits: Limits = Limits(),
    allowed: Callable[[IP], bool] = public_address,
    resolve: Callable[[str, int], list[IP]] = _resolve,
) -> Page:
    """GET `url` within `limits`, following redirects by hand; every hop is checked
    (scheme, and unless `allow_private` its addresses by `allowed`). The whole fetch,
    every hop included, ends by `limits.timeout_s`."""
    deadline = Deadline(limits.timeout_s)
    timeout = httpx.Timeout(limits.timeout_s, connect=min(10.0, limits.timeout_s))
    current = url
    with deadline, deadline_client(deadline, timeout) as client:
        for hop in range(limits.max_redirects + 1):
            request = _request(client, current, allow_private, allowed, resolve, deadline)
            try:
                response = client.send(request, stream=True)
            except httpx.HTTPError as e:
                if deadline.passed():
                    raise _out_of_time(current, limits) from None
                if isinstance(e, httpx.TimeoutException):
                    raise FetchRefused(
                        f"{_site(current)} did not answer in time; nothing was stored",
                        fix="try again later, or raise web.timeout_s for a slow site",
                    ) from None
                raise FetchRefused(
                    f"cannot fetch {_site(current)}: {e}; nothing was stored",
                    fix=_unreachable(e),
                ) from None
            try:
                if response.status_code in REDIRECTS and "location" in response.headers:
                    current = urljoin(current, response.headers["location"])
                    continue
                return _read(response, url, current, hop, limits, deadline)
            finally:
                response.close()
    raise FetchRefused(
        f"more than {limits.max_redirects} redirects from {_site(url)}",
        fix="save the page the redirects end at, or raise web.max_redirects",
    )


def odd_address(host: str) -> str | None:
    """The IPv4 address `host` stands for when it is a number not written as four plain
    decimals (0177.0.0.1, 127.000.000.001, 2130706433, 0x7f.1), else None. Such a
    spelling means one address to the system's resolver and another, or nothing, to a
    URL parser: it is refused, not guessed at."""
    try:
        ipaddress.IPv4Address(host)
        return None  # written the usual way
    except ValueError:
        pass
    try:
        return str(ipaddress.IPv4Address(socket.inet_aton(host)))
    except (OSError, ValueError, UnicodeError):
        return None  # a name, not a number


def _request(
    client: httpx.Client,
    url: str,
    allow_private: bool,
    allowed: Callable[[IP], bool],
    resolve: Callable[[str, int], list[IP]],
    deadline: Deadline,
) -> httpx.Request:
    try:
        parts = urlsplit(url)
    except ValueError as e:  # "http://[::1/": an address never closed
        raise FetchRefused(f"not a URL that can be fetched: {e}", fix="check the URL") from None
    if parts.scheme not in ("http", "https"):
        raise FetchRefused(
            f"only http and https URLs are fetched, not {parts.scheme or 'a bare path'}:",
            fix="give an http:// or https:// URL",
        )
    if not parts.hostname:
        raise FetchRefused("the URL names no host", fix="give an http:// or https:// URL")
    if parts.username or parts.password:
        raise FetchRefused(
            "a URL with a user name or password is not fetched",
            fix="give the page's URL without user:password@",
        )
    host = parts.hostname
    spelled = odd_address(host)
    if spelled is not None:
        raise FetchRefused(
            f"{host} is an unusual way to write the address {spelled} "
            "(octal, hexadecimal, a single number or padded with zeros); it is not fetched",
            fix=f"write the address as {spelled}, or use the site's name",
        )
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError as e:
        raise FetchRefused(f"the URL's port is not valid: {e}", fix="check the URL") from None
    headers = {"User-Agent": USER_AGENT, "Accept": ", ".join(TEXT_TYPES)}
    if allow_private:
        return _build(client, url, headers)
    try:
        addresses = deadline.within(resolve, host, port)
    except httpcore.ConnectTimeout:
        raise FetchRefused(
            f"looking up {host} took longer than the fetch's {deadline.seconds:g} s",
            fix="try again later, or raise web.timeout_s",
        ) from None
    refused = [ip for ip in addresses if not allowed(ip)]
    if refused or not addresses:
        raise FetchRefused(
            f"{host} is not a public address ({refused[0] if refused else 'none'}: loopback, "
            "private or link-local); an agent may not make mgimind fetch it",
            fix="a person can save it with `mgimind web URL`, or allow it for agents "
            "with `mgimind config set web.allow_private true`",
        )
    # Connect to the address just checked; the Host header and TLS name stay the host's.
    ip = addresses[0]
    netloc = f"[{ip}]" if ip.version == 6 else str(ip)
    if parts.port:
        netloc += f":{parts.port}"
    pinned = urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))
    headers["Host"] = parts.netloc.rsplit("@", 1)[-1]
    extensions = {"sni_hostname": host} if parts.scheme == "https" else {}
    return _build(client, pinned, headers, extensions)


def _build(
    client: httpx.Client, url: str, headers: dict, extensions: dict | None = None
) -> httpx.Request:
    try:
        return client.build_request("GET", url, headers=headers, extensions=extensions or {})
    except (httpx.InvalidURL, UnicodeError) as e:  # a host name IDNA cannot encode
        raise FetchRefused(f"not a URL that can be fetched: {e}", fix="check the URL") from None


def _read(
    response: httpx.Response, url: str, final: str, hops: int, limits: Limits, deadline: Deadline
) -> Page:
    if not 200 <= response.status_code < 300:
        raise FetchRefused(
            f"{_site(final)} answered {response.status_code}; nothing was stored",
            fix="check the URL opens in a browser (a page behind a login cannot be saved)",
        )
    mime, charset = _content_type(response.headers.get("content-type", ""))
    if mime not in TEXT_TYPES:
        raise FetchRefused(
            f"{_site(final)} sent {mime or 'no content type'}, not a web page; nothing was stored",
            fix="save an HTML or plain-text page",
        )
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limits.max_bytes:
        raise _too_big(final, limits)
    body = bytearray()
    try:
        for chunk in response.iter_bytes():  # decoded: the cap holds for a compressed page too
            body += chunk
            if len(body) > limits.max_bytes:
                raise _too_big(final, limits)
            if deadline.passed():
                raise _out_of_time(final, limits)
    except httpx.HTTPError as e:
        if deadline.passed():
            raise _out_of_time(final, limits) from None
        if isinstance(e, httpx.TimeoutException):
            raise FetchRefused(
                f"{_site(final)} stopped answering mid-page; nothing was stored",
                fix="try again later, or raise web.timeout_s for a slow site",
            ) from None
        raise FetchRefused(
            f"the page from {_site(final)} broke off: {e}; nothing was stored",
            fix="try again later",
        ) from None
    if deadline.cut:  # a shut socket reads as the end of a page sent without a length
        raise _out_of_time(final, limits)
    return Page(url, final, mime, charset, bytes(body), hops)


def _too_big(url: str, limits: Limits) -> FetchRefused:
    return FetchRefused(
        f"the page at {_site(url)} is larger than {limits.max_bytes:,} bytes; nothing was stored",
        fix="raise web.max_bytes",
    )


def _content_type(value: str) -> tuple[str, str | None]:
    mime, *params = [p.strip() for p in value.split(";")]
    charset = None
    for p in params:
        key, _, val = p.partition("=")
        if key.strip().lower() == "charset":
            charset = val.strip().strip('"') or None
    return mime.lower(), charset


def _site(url: str) -> str:
    """The scheme and host of `url`: what an error names (a query may hold a token)."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc.rsplit('@', 1)[-1]}"


# --- extraction --------------------------------------------------------------------------


def extract(page: Page) -> tuple[str | None, str]:
    """(title, main text) of a fetched page."""
    if page.content_type in ("text/plain", "text/markdown"):
        return None, _decode(page.body, page.charset)
    import trafilatura

    html = _decode(page.body, page.charset) if page.charset else page.body
    doc = trafilatura.bare_extraction(
        html, url=page.final_url, with_metadata=True, include_comments=False
    )
    title = (getattr(doc, "title", None) or "").strip() or None
    text = (getattr(doc, "text", None) or "").strip()
    if title and text and not text.startswith(title):
        text = f"{title}\n\n{text}"
    return title, text


def _decode(body: bytes, charset: str | None) -> str:
    try:
        return body.decode(charset or "utf-8", errors="replace")
    except LookupError:  # a charset Python does not know
        return body.decode("utf-8", errors="replace")


# --- saving ------------------------------------------------------------------------------


class InFlight:
    """The saves running in this process, by key: a second request with the key of one
    in flight waits for that one's answer instead of fetching the page again, and at
    most `limit` run at once (each ends by its deadline)."""

    def __init__(self, limit: int = MAX_IN_FLIGHT):
        self.limit = limit
        self._lock = threading.Lock()
        self._running: dict[tuple, Future] = {}

    def run(self, key: tuple, work: Callable[[], Any]) -> Any:
        with self._lock:
            joined = self._running.get(key)
            if joined is None:
                if len(self._running) >= self.limit:
                    raise FetchRefused(
                        f"{self.limit} pages are being fetched already; this one was not",
                        fix="try again in a moment (a fetch ends within web.timeout_s)",
                    )
                mine: Future = Future()
                self._running[key] = mine
        if joined is not None:
            return joined.result()
        try:
            result = work()
        except BaseException as e:
            mine.set_exception(e)
            raise
        else:
            mine.set_result(result)
            return result
        finally:
            with self._lock:
                del self._running[key]


IN_FLIGHT = InFlight()


def _now(store: Callable[[], Any]) -> Any:
    return store()


def save_page(
    mind: Mind,
    params: WebSave,
    *,
    allow_private: bool = False,
    run_write: Callable[[Callable[[], Any]], Any] = _now,
) -> WebSaveResult:
    """Fetch `params.url`, extract its main text and store it through admission.

    `allow_private` is the door's decision, never the request's: a person's door (the
    CLI) passes True; an agent's door passes False, and then loopback, private and
    link-local addresses are refused unless config `web.allow_private` is on.

    The fetch runs on the calling thread; only the store is handed to `run_write` (the
    daemon's memory writers). The same URL saved to the same library by the same actor
    while a save of it is in flight joins that save (`IN_FLIGHT`)."""
    config = getattr(mind, "config", None)  # a daemon client does not serve its config
    web = config.web if config is not None else None
    limits = (
        Limits(web.max_bytes, web.timeout_s, web.max_redirects) if web is not None else Limits()
    )
    allow = allow_private or bool(web is not None and web.allow_private)
    if web is None and not allow_private:
        raise FetchRefused(
            "an agent's web save must run where the configuration is known",
            fix="run it in the daemon's own process",
        )
    key = (str(getattr(mind, "home", "")), getattr(mind, "actor", None), params.library)
    saved: WebSaveResult = IN_FLIGHT.run(
        (*key, params.url, allow),
        lambda: _fetch_and_store(mind, params, allow, limits, run_write),
    )
    return saved


def _fetch_and_store(
    mind: Mind,
    params: WebSave,
    allow: bool,
    limits: Limits,
    run_write: Callable[[Callable[[], Any]], Any],
) -> WebSaveResult:
    page = fetch_page(params.url, allow_private=allow, limits=limits)
    fetched_at = iso(now())
    title, text = extract(page)
    if not text.strip():
        raise FetchRefused(
            f"no main text found on {_site(page.final_url)}; nothing was stored",
            fix="the page may need JavaScript to show its text; save a copy of its text instead",
        )
    metadata = {"url": page.final_url, "title": title, "fetched_at": fetched_at}
    if page.final_url != params.url:
        metadata["requested_url"] = params.url
    if params.library is not None and not mind.libraries.exists(params.library):
        # Only a person's call reaches here with a new library (the dispatcher's rule for
        # web.save); it is made once there is a page to store, as `sync` makes its own.
        new = params.library  # a str here, and in the step too
        run_write(lambda: mind.libraries.create(new))
    verdict = run_write(
        lambda: mind.admission.ingest(
            text, params.library, source=page.final_url, metadata=metadata
        )
    )
    return WebSaveResult(
        url=params.url,
        final_url=page.final_url,
        title=title,
        fetched_at=fetched_at,
        content_type=page.content_type,
        bytes=len(page.body),
        chars=len(text),
        redirects=page.redirects,
        verdict=verdict.verdict,
        id=verdict.id or verdict.duplicate_of,
        reason=verdict.reason,
        duplicate_of=verdict.duplicate_of,
        redacted=verdict.redacted,
    )
