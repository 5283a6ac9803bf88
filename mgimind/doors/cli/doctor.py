"""Health checks: model, store, home. Each failing check says what to fix."""

from __future__ import annotations

import importlib.util
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mgimind.config import home_dir, load_config
from mgimind.encoders.offline_models import OFFLINE_MODELS
from mgimind.errors import MgimindError, extra_install
from mgimind.models import DoctorCheck

if TYPE_CHECKING:
    from mgimind.config import Config, ExtractorConfig
    from mgimind.encoders.embeddings import Embedder

# The newest memories the languages check reads, the fewest it judges by, and the share in
# languages the dense model was not trained on from which it warns.
LANGUAGE_SAMPLE = 200
LANGUAGE_SAMPLE_MIN = 10
OUTSIDE_SHARE = 0.2


def run_checks(home: Path | None = None) -> list[DoctorCheck]:
    from mgimind.home import prepare_home

    home = home or home_dir()
    checks: list[DoctorCheck] = []
    try:
        prepare_home(home)
        checks.append(
            DoctorCheck(name="home", status="ok", detail=f"{home} is yours alone and writable")
        )
    except MgimindError as e:
        checks.append(DoctorCheck(name="home", status="fail", detail=e.what, fix=e.fix))
        return checks
    try:
        config = load_config(home)
        checks.append(DoctorCheck(name="config", status="ok", detail="config.toml is valid"))
    except MgimindError as e:
        checks.append(DoctorCheck(name="config", status="fail", detail=e.what, fix=e.fix))
        return checks
    if config.review.require_human:
        checks.append(_review_check(home))
    package_checks, missing = _model_package_checks(config)
    checks.extend(package_checks)
    if missing:
        return checks
    model_check, embedder = _model_check(home, config)
    checks.append(model_check)
    if embedder is None:
        return checks
    checks.extend(_store_checks(home, config, embedder))
    checks.append(_daemon_check(home))
    checks.extend(_hook_checks())
    checks.append(_backlog_check(home))
    checks.append(_extractor_check(home, config))
    return checks


def _model_package_checks(config: Config) -> tuple[list[DoctorCheck], bool]:
    """The offline model's packages: the checks, and whether some are missing."""
    offline = None if config.embedding.model_path else OFFLINE_MODELS.get(config.embedding.model)
    if not offline:
        return [], False
    missing = offline.missing_packages()
    if missing:
        return [
            DoctorCheck(
                name="model files",
                status="fail",
                detail="missing: " + ", ".join(missing),
                fix=offline.install,
            )
        ], True
    if importlib.util.find_spec("torch") is not None:
        return [
            DoctorCheck(
                name="torch",
                status="warn",
                detail="torch is installed but never needed",
                fix="install the model packages with --no-deps",
            )
        ], False
    return [], False


def _model_check(home: Path, config: Config) -> tuple[DoctorCheck, Embedder | None]:
    """Load the embedding model and embed a probe: the check, and the embedder (None on failure)."""
    try:
        from mgimind.encoders.embeddings import Embedder
        from mgimind.home import models_dir

        started = time.perf_counter()
        embedder = Embedder(config.embedding, models_dir(home))
        # Both sides: what is stored, and a query (its own graph for MiniLM@int8).
        embedder.embed(["doctor probe"])
        vector = embedder.embed_query("doctor probe")
        return DoctorCheck(
            name="model",
            status="ok",
            detail=f"{config.embedding.model} loads, {len(vector)}-d, "
            f"{(time.perf_counter() - started) * 1000:.0f} ms",
        ), embedder
    except MgimindError as e:
        return DoctorCheck(name="model", status="fail", detail=e.what, fix=e.fix), None


def _store_checks(home: Path, config: Config, embedder: Embedder) -> list[DoctorCheck]:
    """The store opens and holds what the home recorded, in languages its model reads."""
    checks: list[DoctorCheck] = []
    try:
        stats, integrity, via, texts = _store_stats(home, config, embedder)
        checks.append(
            DoctorCheck(
                name="store",
                status="ok",
                detail=f"{stats.backend} at {stats.location}, "
                f"{stats.points} points, {stats.memories} memories{via}",
            )
        )
        if integrity["ok"]:
            checks.append(
                DoctorCheck(
                    name="store integrity", status="ok", detail="holds what the home recorded"
                )
            )
        else:
            checks.append(
                DoctorCheck(
                    name="store integrity",
                    status="fail",
                    detail=integrity["problem"] + " (read-only until fixed)",
                    fix=integrity["fix"],
                )
            )
        checks.append(_language_check(texts, embedder))
    except MgimindError as e:
        checks.append(DoctorCheck(name="store", status="fail", detail=e.what, fix=e.fix))
    return checks


def _language_check(texts: list[str], embedder: Embedder) -> DoctorCheck:
    """Whether many memories are in languages the dense model was not trained on."""
    from mgimind.encoders.language import detect
    from mgimind.encoders.offline_models import USE_MULTILINGUAL

    counts = Counter(detect(t) for t in texts)
    outside = {lang: n for lang, n in counts.most_common() if not embedder.covers(lang)}
    if len(texts) < LANGUAGE_SAMPLE_MIN or sum(outside.values()) < OUTSIDE_SHARE * len(texts):
        return DoctorCheck(
            name="languages",
            status="ok",
            detail=f"the newest {len(texts)} memories are mostly in languages "
            f"{embedder.model_name} reads",
        )
    named = ", ".join(f"{lang} {n}" for lang, n in list(outside.items())[:4])
    # USE where it knows every one of these languages (it ranks English better), else e5.
    use_knows = USE_MULTILINGUAL.languages or ()
    choice = "multilingual" if all(lang in use_knows for lang in outside) else "multilingual-e5"
    return DoctorCheck(
        name="languages",
        status="warn",
        detail=f"{sum(outside.values())} of the newest {len(texts)} memories are in languages "
        f"{embedder.model_name} was not trained on ({named}): BM25 finds them by their "
        "words, the dense arm hardly at all, and a question in another language misses them",
        fix=f"{extra_install(choice)}, then mgimind config set embedding.model "
        f"{choice} and mgimind reindex",
    )


def _review_check(home: Path) -> DoctorCheck:
    """With review required, approvals need a usable review secret."""
    from mgimind.security.review_secret import ReviewRequired, stored

    try:
        stored(home)
    except ReviewRequired as e:
        return DoctorCheck(name="review", status="fail", detail=e.what, fix=e.fix)
    return DoctorCheck(
        name="review", status="ok", detail="required; approvals ask for the review secret"
    )


def _daemon_check(home: Path) -> DoctorCheck:
    from mgimind.hooks import wire

    breaker = wire.Breaker(str(home)).skip_reason()
    try:
        conn = wire.Connection(str(home), timeout=2.0)
        try:
            status = conn.call("daemon.status", timeout=2.0)[0]
        finally:
            conn.close()
    except wire.DaemonUnavailable as e:
        if wire.lock_held(str(home)):
            return DoctorCheck(
                name="daemon",
                status="fail",
                detail=f"holds the home but does not answer: {e}",
                fix="mgimind daemon stop (or kill it), then retry",
            )
        failure = wire.start_failure(str(home))
        if failure:
            return DoctorCheck(
                name="daemon",
                status="fail",
                detail=f"not running; its last start failed: {failure}",
                fix=f"see {home / wire.DAEMON_LOG}",
            )
        return DoctorCheck(name="daemon", status="ok", detail="not running (starts on first use)")
    except wire.RemoteError as e:
        return DoctorCheck(
            name="daemon", status="fail", detail=str(e), fix=f"see {home / wire.DAEMON_LOG}"
        )
    detail = f"pid {status['pid']}, up {status['uptime_s']} s, {status['requests']} requests"
    if breaker:
        return DoctorCheck(
            name="daemon",
            status="warn",
            detail=f"{detail}; hooks: {breaker}",
            fix="hooks probe it again after the pause",
        )
    return DoctorCheck(name="daemon", status="ok", detail=detail)


# Seconds an installed hook command may take for the no-op event: it only starts the
# interpreter and reads the off switch.
HOOK_PROBE_S = 10.0


def _hook_checks() -> list[DoctorCheck]:
    """Per host that runs command hooks: installed or not, and whether each installed
    command runs (a no-op event: MGIMIND_DISABLED makes the hook answer nothing, so
    nothing is read or written). A host whose program is not on this machine and has
    nothing installed is not mentioned."""
    import shutil

    from mgimind.hostapi import known_hosts

    checks = []
    for name, host in sorted(known_hosts().items()):
        commands_of = getattr(host, "installed_commands", None)
        if commands_of is None:
            continue  # wired in code (a library host): nothing installed to check
        try:
            commands = commands_of()
        except Exception as e:  # a broken settings file must not break the doctor
            checks.append(
                DoctorCheck(
                    name=f"hooks ({name})", status="warn", detail=f"cannot read its settings: {e}"
                )
            )
            continue
        program = getattr(host, "program", None)
        if not commands and program and shutil.which(program) is None:
            continue  # the host is not on this machine
        checks.append(_hook_check(name, commands))
    return checks


def _hook_check(name: str, commands: dict[str, str]) -> DoctorCheck:
    if not commands:
        return DoctorCheck(
            name=f"hooks ({name})",
            status="warn",
            detail="not installed (user scope)",
            fix=f"mgimind install-hooks {name}",
        )
    failures = {}
    for event, command in sorted(commands.items()):
        problem = _hook_command_problem(command)
        if problem:
            failures[event] = problem
    if failures:
        event, problem = next(iter(failures.items()))
        return DoctorCheck(
            name=f"hooks ({name})",
            status="fail",
            detail=f"{len(failures)} of {len(commands)} installed hook commands fail, so "
            f"{name} gets no briefing or recall: {event}: {problem}",
            fix=f"mgimind install-hooks {name} (writes the commands for this install)",
        )
    return DoctorCheck(
        name=f"hooks ({name})",
        status="ok",
        detail="installed for " + ", ".join(sorted(commands)) + "; each command runs",
    )


def _hook_command_problem(command: str) -> str | None:
    """Why `command` fails on a no-op event (exit code and what it said), or None. Run by
    the shell, as the hosts run it."""
    import os
    import subprocess

    try:
        proc = subprocess.run(
            ["/bin/sh", "-c", command],
            input="{}",
            capture_output=True,
            text=True,
            env={**os.environ, "MGIMIND_DISABLED": "1"},
            timeout=HOOK_PROBE_S,
        )
    except subprocess.TimeoutExpired:
        return f"no answer within {HOOK_PROBE_S:.0f} s"
    if proc.returncode == 0 and not proc.stderr.strip():
        return None
    said = (proc.stderr.strip() or proc.stdout.strip()).splitlines()
    return f"exit {proc.returncode}" + (f": {said[-1]}" if said else "")


def _backlog_check(home: Path) -> DoctorCheck:
    from mgimind.harvest.watcher import status

    try:
        st = status(home)
    except Exception as e:
        return DoctorCheck(name="harvest", status="warn", detail=f"cannot read: {e}")
    if st.unreadable:
        first = st.unreadable[0]
        return DoctorCheck(
            name="harvest",
            status="fail",
            detail=f"{len(st.unreadable)} transcript(s) in a format mgimind does not know, "
            f"nothing stored from them; e.g. {first.path} ({first.parser}): {first.format_error}",
            fix="upgrade mgimind (install a newer wheel, or pull the checkout); "
            "`mgimind watch --status` lists them",
        )
    if st.backlog_files:
        return DoctorCheck(
            name="harvest",
            status="ok",
            detail=f"backlog {st.backlog_bytes} bytes in {st.backlog_files} "
            "transcript(s), harvested while the daemon runs",
        )
    return DoctorCheck(
        name="harvest", status="ok", detail=f"{len(st.files)} transcript(s) followed, no backlog"
    )


def _extractor_check(home: Path, config: Config) -> DoctorCheck:
    """The local extractor: off, or its figures and whether its endpoint answers."""
    from mgimind.extractor.status import describe, read_status

    st = read_status(home, config)
    if not config.extractor.enabled:
        return DoctorCheck(name="local extractor", status="ok", detail="off (extractor.enabled)")
    problem = _endpoint_problem(config.extractor)
    if problem:
        return DoctorCheck(
            name="local extractor",
            status="warn",
            detail=f"{describe(st)}; {problem}",
            fix=f"start the model server at {config.extractor.url}, "
            "or mgimind config set extractor.enabled false",
        )
    if st.dropped or st.failed:
        return DoctorCheck(
            name="local extractor",
            status="warn",
            detail=describe(st),
            fix="a bigger extractor.queue_size, a faster model, or a longer "
            "extractor.timeout_s (see daemon.log for each failure)",
        )
    return DoctorCheck(name="local extractor", status="ok", detail=describe(st))


def _endpoint_problem(section: ExtractorConfig) -> str | None:
    """None when URL/models answers 200 within 3 s, else what went wrong."""
    import httpx

    headers = {"Authorization": f"Bearer {section.api_key}"} if section.api_key else {}
    try:
        r = httpx.get(section.url + "/models", timeout=3.0, headers=headers, trust_env=False)
    except httpx.HTTPError as e:
        return f"its endpoint does not answer ({type(e).__name__})"
    if r.status_code != 200:
        return f"its endpoint answered HTTP {r.status_code} to GET /models"
    return None


def _store_stats(home: Path, config: Config, embedder: Embedder) -> tuple[Any, Any, str, list[str]]:
    """Open the store in-process, or ask the daemon when one holds it (the embedded
    engine allows one process per store)."""
    from mgimind.hooks import wire

    if wire.lock_held(str(home)):
        from mgimind.doors.client import DaemonClient

        client = DaemonClient(home, timeout=30)
        try:
            newest = client.memory.browse(limit=LANGUAGE_SAMPLE)
            texts = [m.text for m in newest]
            return client.stats(), client.store.integrity(), " (through the running daemon)", texts
        finally:
            client.close()
    from mgimind.doors.memory_client import Client, InProcess
    from mgimind.engine.mind import Mind

    with Client(InProcess(Mind(home, config=config, embedder=embedder))) as here:
        texts = [m.text for m in here.memory.browse(limit=LANGUAGE_SAMPLE)]
        return here.stats(), here.store.integrity(), "", texts
