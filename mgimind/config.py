"""Configuration: `MGIMIND_HOME/config.toml`, read with tomllib, written with tomli-w,
validated by pydantic. Defaults apply for anything the file leaves out."""

from __future__ import annotations

import os
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

import tomli_w
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import InvalidInput, MgimindError
from .offline_models import Cosines, calibrated_cosines

DEFAULT_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
# Settings that, left unset, take the configured model's calibrated cosine (`Cosines` field).
COSINE_SETTINGS = {"recall.floor": "recall_floor", "admission.near_duplicate": "near_duplicate",
                   "admission.low_novelty": "low_novelty",
                   "lifecycle.merge_similarity": "merge_similarity"}


def home_dir() -> Path:
    """The mgimind home: `MGIMIND_HOME`, else `~/.mgimind`."""
    return Path(os.environ.get("MGIMIND_HOME") or Path.home() / ".mgimind").expanduser()


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class EmbeddingConfig(_Section):
    model: str = Field(DEFAULT_MODEL, description=(
        "the dense model: one that installs offline (mgimind/offline_models.py: "
        "all-MiniLM-L6-v2, its @int8 form, bge-small-en-v1.5) or any fastembed model name"))
    model_path: str | None = Field(None, description="local directory holding the model files")
    threads: int | None = Field(None, ge=1, description="onnxruntime threads (default: all cores)")
    batch_size: int = Field(64, ge=1)


class StoreConfig(_Section):
    url: str | None = Field(None, description="Qdrant server URL; unset = embedded qdrant-edge")
    api_key: str | None = None
    collection: str = "mgimind"


class RerankConfig(_Section):
    model: str | None = Field(None, description="fastembed cross-encoder name; unset = no rerank")
    model_path: str | None = None
    candidates: int = Field(30, ge=1)


class ChunkingConfig(_Section):
    size: int = Field(500, ge=100, le=4000)
    overlap: int = Field(75, ge=0, le=1000)


class ReviewConfig(_Section):
    require_human: bool = False


class AdmissionConfig(_Section):
    min_chars: int = Field(24, ge=1, description="shorter ingest candidates are quarantined")
    min_words: int = Field(4, ge=1)
    near_duplicate: float | None = Field(
        None, gt=0, le=1, description="cosine at which a candidate is a near-duplicate of its "
        "nearest neighbour (unset: calibrated for the model)")
    low_novelty: float | None = Field(
        None, gt=0, le=1, description="cosine above which a candidate without decision "
        "markers adds too little to be stored (unset: calibrated for the model)")


class LifecycleConfig(_Section):
    cold_days: float = Field(180, gt=0, description="consolidate archives memories not "
                             "accessed for this many days")
    merge_similarity: float | None = Field(
        None, gt=0, le=1, description="consolidate merges memories at least this similar "
        "(unset: calibrated for the model)")


class LimitsConfig(_Section):
    max_text_chars: int = Field(1_000_000, ge=1000)


class ScopeConfig(_Section):
    shared_library: str = "shared"
    project_libraries: bool = Field(True, description="each project gets its own library")


class BriefingConfig(_Section):
    budget_chars: int = Field(7500, ge=500)


class RecallConfig(_Section):
    budget_chars: int = Field(2000, ge=200)
    floor: float | None = Field(None, ge=0, le=1, description="minimum dense similarity to "
                                "recall (unset: calibrated for the model)")


class DaemonConfig(_Section):
    idle_timeout_s: float = Field(1800, ge=1)


class HooksConfig(_Section):
    disabled_projects: list[str] = Field(
        [], description="project paths (and everything under them) where hooks stay silent")


class HarvestConfig(_Section):
    idle_s: float = Field(600, gt=0, description="a transcript untouched this long is finished")
    batch: int = Field(64, ge=1, description="exchanges embedded and admitted per batch")
    max_turn_chars: int = Field(4000, ge=200, description="longer turns are cut (the "
                                "transcript keeps the full text)")
    candidates: bool = Field(True, description="propose candidate facts and procedures")
    watch: bool = Field(True, description="the daemon follows transcripts as they are written")


class HttpConfig(_Section):
    write_quota_per_minute: int = Field(120, ge=1, description="writes per identity per minute")
    max_body_bytes: int = Field(2_000_000, ge=1000)


class Config(_Section):
    embedding: EmbeddingConfig = EmbeddingConfig()
    store: StoreConfig = StoreConfig()
    rerank: RerankConfig = RerankConfig()
    chunking: ChunkingConfig = ChunkingConfig()
    review: ReviewConfig = ReviewConfig()
    admission: AdmissionConfig = AdmissionConfig()
    lifecycle: LifecycleConfig = LifecycleConfig()
    limits: LimitsConfig = LimitsConfig()
    scope: ScopeConfig = ScopeConfig()
    briefing: BriefingConfig = BriefingConfig()
    recall: RecallConfig = RecallConfig()
    daemon: DaemonConfig = DaemonConfig()
    hooks: HooksConfig = HooksConfig()
    http: HttpConfig = HttpConfig()
    harvest: HarvestConfig = HarvestConfig()
    # Sections owned by plugins or later features; validated by their owners.
    plugins: dict[str, Any] = {}

    @property
    def mode(self) -> Literal["embedded", "server"]:
        return "server" if self.store.url else "embedded"

    def cosines(self) -> Cosines:
        """The cosine thresholds in force: the ones set here, else the model's own."""
        set_here = {field: get_value(self, key) for key, field in COSINE_SETTINGS.items()}
        return replace(calibrated_cosines(self.embedding.model),
                       **{k: v for k, v in set_here.items() if v is not None})


def config_path(home: Path | None = None) -> Path:
    return (home or home_dir()) / "config.toml"


def load_config(home: Path | None = None) -> Config:
    """Read and validate config.toml; a missing file means all defaults."""
    path = config_path(home)
    if not path.exists():
        return Config()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise MgimindError(
            f"{path} is not valid TOML: {e}", fix=f"correct or remove {path}"
        ) from None
    try:
        return Config.model_validate(data)
    except ValidationError as e:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in e.errors()
        )
        raise MgimindError(
            f"{path} has invalid settings: {problems}",
            fix="mgimind config set KEY VALUE, or edit the file",
        ) from None


def save_config(config: Config, home: Path | None = None) -> Path:
    path = config_path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = config.model_dump(exclude_none=True, exclude_defaults=True)
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text(tomli_w.dumps(data), encoding="utf-8")
    tmp.replace(path)
    return path


def get_value(config: Config, key: str) -> Any:
    node: Any = config
    for part in key.split("."):
        if isinstance(node, BaseModel) and part in type(node).model_fields:
            node = getattr(node, part)
        elif isinstance(node, dict) and part in node:
            node = node[part]
        else:
            raise InvalidInput(f"unknown setting {key!r}", fix="mgimind config list")
    return node.model_dump() if isinstance(node, BaseModel) else node


def set_value(config: Config, key: str, raw: str) -> Config:
    """Return a new Config with KEY set from its string form, validated."""
    *parents, leaf = key.split(".")
    data = config.model_dump()
    node = data
    for part in parents:
        if not isinstance(node.get(part), dict):
            raise InvalidInput(f"unknown setting {key!r}", fix="mgimind config list")
        node = node[part]
    if leaf not in node and not (parents and parents[0] == "plugins"):
        raise InvalidInput(f"unknown setting {key!r}", fix="mgimind config list")
    node[leaf] = _parse_scalar(raw)
    try:
        return Config.model_validate(data)
    except ValidationError as e:
        raise InvalidInput(f"invalid value for {key}: {e.errors()[0]['msg']}") from None


def _parse_scalar(raw: str) -> Any:
    if raw.lower() in ("none", "null", ""):
        return None
    try:
        return tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        return raw
