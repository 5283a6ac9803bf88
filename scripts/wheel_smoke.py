"""What a person does first with an installed wheel, checked from outside the source tree.

Run by scripts/wheel_smoke.sh with the fresh venv's interpreter in isolated mode (`-I`: no
script folder, no user site on sys.path), from an empty folder, with a scratch HOME and
MGIMIND_HOME in the environment. Each step prints one line; the first failure stops it.
"""

from __future__ import annotations

import http.cookiejar
import json
import os
import pty
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

BIN = Path(sys.executable).parent
MGIMIND = str(BIN / "mgimind")
FACT = "The staging database restarts every Sunday at 03:00 UTC."


def run(*args: str, timeout: float = 300) -> str:
    done = subprocess.run([MGIMIND, *args], capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise SystemExit(f"wheel smoke: `mgimind {' '.join(args)}` failed:\n{done.stderr}")
    return done.stdout


def check_installed_layout() -> None:
    import importlib.util

    import mgimind

    where = Path(mgimind.__file__).resolve()
    assert "site-packages" in where.parts, f"mgimind imported from {where}, not the wheel"
    for name in (
        "mgimind.hooks",
        "mgimind.hosts.codex",
        "mgimind.hosts.gemini",
        "mgimind.operations",
    ):
        assert importlib.util.find_spec(name) is not None, f"{name} is not installed"
    for stray in ("hooks", "hosts"):
        assert importlib.util.find_spec(stray) is None, f"a top-level `{stray}` is installed"
    print(f"ok  installed at {where.parent}")


def check_add_and_recall() -> None:
    run("add", FACT)
    answer = run("recall", "when does the staging database restart?", "--json")
    assert "Sunday at 03:00" in answer, f"recall did not bring the memory back: {answer}"
    print("ok  add, then recall brings the text back")


def check_mcp_tools() -> None:
    import anyio
    from mcp.client import Client
    from mcp.client.stdio import StdioServerParameters

    params = StdioServerParameters(command=MGIMIND, args=["mcp"], env=dict(os.environ))

    async def tools() -> list[str]:
        async with Client(params) as client:
            return [t.name for t in (await client.list_tools()).tools]

    names = anyio.run(tools)
    for name in ("memory_add", "memory_search", "recall"):
        assert name in names, f"the MCP server does not list {name}: {names}"
    print(f"ok  the MCP server lists {len(names)} tools over stdio")


# One browser-like session: the link's one-time token becomes a cookie the later fetches send.
_browser = urllib.request.build_opener(
    urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
)


def _fetch(url: str) -> tuple[int, str, str]:
    try:
        with _browser.open(url, timeout=30) as reply:
            body = reply.read().decode("utf-8", "replace")
            return reply.status, reply.headers.get("content-type", ""), body
    except urllib.error.HTTPError as e:
        return e.code, e.headers.get("content-type", ""), e.read().decode("utf-8", "replace")


def _page(url: str, origin: str) -> str:
    """The HTML at `url`, after the page's own meta-refresh hop (the link lands on one)."""
    status, kind, body = _fetch(url)
    hop = re.search(r'http-equiv="refresh" content="0;url=([^"]+)"', body)
    if hop:
        status, kind, body = _fetch(origin + hop.group(1))
    assert status in (200, 401, 403) and "text/html" in kind, (status, kind, body[:200])
    return body


def check_review_page() -> None:
    # The page is for a person at a terminal: give it one (a pty as stdin).
    primary, secondary = pty.openpty()
    page = subprocess.Popen(
        [MGIMIND, "review", "--no-browser"],
        stdin=secondary,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    os.close(secondary)
    try:
        link = None
        deadline = time.monotonic() + 120
        while link is None and time.monotonic() < deadline:
            line = page.stdout.readline()
            found = re.search(r"http://127\.\d+\.\d+\.\d+:\d+/\S*", line)
            link = found.group(0) if found else None
            if not line and page.poll() is not None:
                why = page.stderr.read()
                raise SystemExit(f"wheel smoke: the review page did not start:\n{why}")
        assert link, "the review page printed no link"
        origin = re.match(r"http://127\.\d+\.\d+\.\d+:\d+", link).group(0)
        body = _page(link, origin)
        # A page rendered from the packaged templates links the packaged stylesheet.
        assert "/static/style.css" in body, f"no templated page: {body[:300]}"
        status, kind, body = _fetch(origin + "/static/style.css")
        assert status == 200 and "text/css" in kind and "{" in body, (status, kind, body[:200])
        print("ok  the review page serves its HTML and its stylesheet")
    finally:
        page.terminate()
        page.wait(timeout=30)
        os.close(primary)


def check_install_hooks() -> None:
    home = Path(os.environ["HOME"])
    written = {
        "claude-code": home / ".claude" / "settings.json",
        "codex": home / ".codex" / "hooks.json",
        "gemini": home / ".gemini" / "settings.json",
    }
    for host, path in written.items():
        run("install-hooks", host)
        hooks = json.dumps(json.loads(path.read_text()).get("hooks", {}))
        assert f"run_hook.py {host} " in hooks, f"no mgimind hook in {path}: {hooks}"
        print(f"ok  install-hooks {host} wrote its hooks into {path}")
        run("uninstall-hooks", host)
    dots = (".claude", ".codex", ".gemini")
    left = sorted(p.name for p in home.iterdir() if p.name.startswith(dots))
    assert left == [], f"uninstall-hooks left {left} in a HOME that had none"
    print("ok  uninstall-hooks left the scratch HOME as it was")


def main() -> None:
    assert not Path("pyproject.toml").exists(), "run the smoke outside the source tree"
    try:
        check_installed_layout()
        check_add_and_recall()
        check_mcp_tools()
        check_review_page()
        check_install_hooks()
    finally:
        subprocess.run([MGIMIND, "daemon", "stop"], capture_output=True, timeout=60)
    print("wheel smoke: all checks passed")


if __name__ == "__main__":
    main()
