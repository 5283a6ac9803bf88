"""Configuration: `MGIMIND_HOME/config.toml`, read with tomllib, written with tomli-w,
validated by pydantic. Defaults apply for anything the file leaves out."""

from __future__ import annotations

import json
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal, Self

import tomli_w
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from mgimind.config.calibration import E5_MODEL, MULTILINGUAL_MODEL, Cosines, calibrated_cosines
from mgimind.errors import InvalidInput, MgimindError
from mgimind.home import meta_path

DEFAULT_MODEL = "sentence-transformers/all-MiniLM-L6-v2@int8"
# `embedding.model = "multilingual"` names the multilingual model (the `mgimind[multilingual]`
# extra), "multilingual-e5" the one for about a hundred languages (`mgimind[multilingual-e5]`);
# config.toml records the full name.
MODEL_ALIASES = {"multilingual": MULTILINGUAL_MODEL, "multilingual-e5": E5_MODEL}
# Earlier defaults. A store one of them built keeps it while config.toml names no model (see
# `keep_recorded_model`): the default applies to new homes, never silently to old vectors.
EARLIER_DEFAULT_MODELS = ("sentence-transformers/all-MiniLM-L6-v2",)
# Settings that, left unset, take the configured model's calibrated cosine (`Cosines` field).
COSINE_SETTINGS = {
    "recall.floor": "recall_floor",
    "admission.near_duplicate": "near_duplicate",
    "admission.low_novelty": "low_novelty",
    "lifecycle.merge_similarity": "merge_similarity",
}


def home_dir() -> Path:
    """The mgimind home: `MGIMIND_HOME`, else `~/.mgimind` (the rule is hooks/wire.py's,
    which the stdlib-only hook client shares)."""
    from mgimind.hooks.wire import home_dir as wire_home_dir

    return Path(wire_home_dir())


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class EmbeddingConfig(_Section):
    model: str = Field(
        DEFAULT_MODEL,
        description=(
            "the dense model: one that installs offline (mgimind/encoders/offline_models.py: "
            'all-MiniLM-L6-v2, its @int8 form, bge-small-en-v1.5, "multilingual" for '
            f'{MULTILINGUAL_MODEL}, "multilingual-e5" for {E5_MODEL}) or any fastembed '
            "model name"
        ),
    )
    model_path: str | None = Field(None, description="local directory holding the model files")
    threads: int | None = Field(None, ge=1, description="onnxruntime threads (default: all cores)")

    batch_size: int = Field(
        64, ge=1, description="texts handed to the model at once (each run takes a few of them)"
    )

    @field_validator("model")
    @classmethod
    def _full_name(cls, value: str) -> str:
        return MODEL_ALIASES.get(value, value)


class StoreConfig(_Section):
    url: str | None = Field(None, description="Qdrant server URL; unset = embedded qdrant-edge")
    api_key: str | None = Field(None, description="the Qdrant server's API key, if it wants one")
    collection: str = Field("mgimind", description="the collection's name on a Qdrant server")


class RerankConfig(_Section):
    model: str | None = Field(None, description="fastembed cross-encoder name; unset = no rerank")
    model_path: str | None = Field(None, description="local directory holding the reranker's files")
    candidates: int = Field(
        30, ge=1, description="top hits of the fused ranking the reranker re-scores"
    )


class ChunkingConfig(_Section):
    size: int = Field(
        500, ge=100, le=4000, description="characters per chunk (one engine point per chunk)"
    )
    overlap: int = Field(75, ge=0, le=1000, description="at most half of chunking.size")

    @model_validator(mode="after")
    def _overlap_within_size(self) -> Self:
        # Each chunk advances by size - overlap characters: an overlap near the size makes
        # a text into thousands of chunks (overlap 900 with size 800 never advanced at all
        # without the chunker's guard: an 8.9 KB add made 1,095 chunks in 77 s). At most
        # half the size, a text makes at most about twice the chunks of no overlap.
        if self.overlap * 2 > self.size:
            raise ValueError(
                f"chunking.overlap ({self.overlap}) must be at most half of "
                f"chunking.size ({self.size}), i.e. <= {self.size // 2}"
            )
        return self


class ReviewConfig(_Section):
    require_human: bool = Field(
        False,
        description="gated transitions (promotion out of quarantine, restoring a tombstone) "
        "wait for a person's approval; off until set",
    )


class AdmissionConfig(_Section):
    min_chars: int = Field(24, ge=1, description="shorter ingest candidates are quarantined")
    min_words: int = Field(
        4, ge=1, description="ingest candidates with fewer words are quarantined"
    )
    near_duplicate: float | None = Field(
        None,
        gt=0,
        le=1,
        description="cosine at which a candidate is a near-duplicate of its "
        "nearest neighbour (unset: calibrated for the model)",
    )
    low_novelty: float | None = Field(
        None,
        gt=0,
        le=1,
        description="cosine above which a candidate without decision "
        "markers adds too little to be stored (unset: calibrated for the model)",
    )


class LifecycleConfig(_Section):
    cold_days: float = Field(
        180, gt=0, description="consolidate archives memories not accessed for this many days"
    )
    merge_similarity: float | None = Field(
        None,
        gt=0,
        le=1,
        description="consolidate merges memories at least this similar "
        "(unset: calibrated for the model)",
    )
    use_prior: float = Field(
        0.03,
        ge=0,
        le=0.1,
        description="ranking bonus (at most this) for memories surfaced and used often; "
        "0 turns decay by use off in ranking (consolidate still reads the journal); "
        "0.03 measured level or better on LoCoMo and LongMemEval (BENCHMARKS.md)",
    )


class LimitsConfig(_Section):
    max_text_chars: int = Field(
        1_000_000, ge=1000, description="the longest text one write accepts; longer is refused"
    )


class ScopeConfig(_Section):
    shared_library: str = Field(
        "shared",
        description="the library every project reads beside its own, and writes default to",
    )
    project_libraries: bool = Field(True, description="each project gets its own library")

    @field_validator("shared_library")
    @classmethod
    def _library_name(cls, value: str) -> str:
        from mgimind.validation import check_library_name

        try:
            return check_library_name(value)
        except MgimindError as e:
            raise ValueError(e.what) from None


class BriefingConfig(_Section):
    budget_chars: int = Field(
        7500, ge=500, description="the longest briefing injected at session start, in characters"
    )


class RecallConfig(_Section):
    budget_chars: int = Field(
        2000, ge=200, description="the longest recall injected with a prompt, in characters"
    )
    session_budget_chars: int = Field(
        24_000,
        ge=0,
        description="the most recall the prompt hook injects into one session, in characters "
        "(counted again from zero after a compaction); a memory injected earlier in the "
        "session is not injected again unless it changed",
    )
    floor: float | None = Field(
        None,
        ge=0,
        le=1,
        description="minimum dense similarity to recall (unset: calibrated for the model)",
    )


class DaemonConfig(_Section):
    idle_timeout_s: float = Field(
        1800, ge=1, description="the daemon exits after this many seconds without a call"
    )
    release_models_after_s: float = Field(
        300,
        ge=0,
        description="after this many seconds without a call the daemon drops its model "
        "sessions and hands the store's mapped pages back to the kernel (about half its "
        "memory), loading what the next call needs again; 0 keeps them",
    )


class HooksConfig(_Section):
    disabled_projects: list[str] = Field(
        [],
        description="project paths (and everything under them) where hooks stay silent; "
        "absolute (`mgimind config set` resolves a relative one where it runs)",
    )

    @field_validator("disabled_projects")
    @classmethod
    def _absolute(cls, value: list[str]) -> list[str]:
        # A relative path would be read against whichever process reads the config (the
        # daemon's folder), not the folder the user meant.
        for entry in value:
            if not Path(entry).expanduser().is_absolute():
                raise ValueError(
                    f"{entry!r} is not an absolute path (hooks.disabled_projects "
                    "holds project folders; give each as a full path)"
                )
        return value


class HarvestConfig(_Section):
    idle_s: float = Field(600, gt=0, description="a transcript untouched this long is finished")
    batch: int = Field(64, ge=1, description="exchanges embedded and admitted per batch")
    max_turn_chars: int = Field(
        4000, ge=200, description="longer turns are cut (the transcript keeps the full text)"
    )
    candidates: bool = Field(True, description="propose candidate facts and procedures")
    watch: bool = Field(True, description="the daemon follows transcripts as they are written")


class FactsConfig(_Section):
    retest: bool = Field(True, description="the daemon re-tests facts against newer evidence")
    retest_interval_s: float = Field(
        3600, ge=60, description="seconds between two re-test cycles of every current fact"
    )
    retest_batch: int = Field(
        25, ge=1, le=1000, description="facts re-tested per batch (the bounded unit of work)"
    )
    retest_pause_s: float = Field(2.0, ge=0, description="pause between two batches of a cycle")
    retest_delay_s: float = Field(
        60, ge=0, description="a starting daemon waits this long before its first cycle"
    )
    stale_days: float = Field(
        90, gt=0, description="a fact not confirmed for this many days shows its age"
    )


class ExtractorConfig(_Section):
    """The optional local extractor: a model behind an OpenAI-compatible endpoint
    (llama.cpp server, Ollama, vLLM) proposes candidates from harvested exchanges, in the
    daemon's background, into quarantine. Off by default."""

    enabled: bool = Field(False, description="send harvested exchanges to the local model")
    url: str = Field(
        "http://127.0.0.1:8080/v1",
        description="the endpoint's OpenAI-compatible base URL (llama.cpp :8080/v1, "
        "Ollama :11434/v1, vLLM :8000/v1); POSTs go to URL/chat/completions",
    )
    model: str | None = Field(None, description="the model name the endpoint serves")
    api_key: str | None = Field(None, description="bearer token, if the endpoint wants one")
    timeout_s: float = Field(
        60, gt=0, le=600, description="longest wait for one whole answer, in seconds"
    )
    queue_size: int = Field(
        100, ge=1, le=10_000, description="exchanges waiting at most; beyond, they are dropped"
    )
    max_answer_bytes: int = Field(
        262_144, ge=1024, le=16_000_000, description="a longer answer is refused unread"
    )
    max_input_chars: int = Field(
        8000, ge=200, le=200_000, description="exchange text sent per request, at most"
    )
    allow_remote: bool = Field(
        False, description="allow a URL that is not on loopback (transcripts leave the machine)"
    )

    @field_validator("url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        from urllib.parse import urlsplit

        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"{value!r} is not an http(s) URL with a host")
        return value.rstrip("/")

    @model_validator(mode="after")
    def _usable(self) -> Self:
        if self.enabled and not self.model:
            raise ValueError(
                "extractor.enabled is true but extractor.model is not set: name the "
                "model the endpoint serves (extractor.model)"
            )
        if not self.allow_remote and not _loopback(self.url):
            raise ValueError(
                f"extractor.url ({self.url}) is not on this machine: harvested transcripts "
                "would leave it (set extractor.allow_remote = true to mean it)"
            )
        return self


def _loopback(url: str) -> bool:
    import ipaddress
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class HttpConfig(_Section):
    write_quota_per_minute: int = Field(120, ge=1, description="writes per identity per minute")
    max_body_bytes: int = Field(
        2_000_000, ge=1000, description="a larger request body to the HTTP door is refused"
    )


class WebConfig(_Section):
    """Saving web pages (`mgimind web URL`, and the agent doors' web save)."""

    allow_private: bool = Field(
        False,
        description="agent doors may fetch loopback, private and link-local addresses "
        "(a person at the CLI always may)",
    )
    max_bytes: int = Field(5_000_000, ge=10_000, description="a larger page is refused")
    timeout_s: float = Field(20.0, gt=0, le=300, description="the whole fetch, redirects included")
    max_redirects: int = Field(5, ge=0, le=20, description="redirects followed at most")


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
    facts: FactsConfig = FactsConfig()
    extractor: ExtractorConfig = ExtractorConfig()
    web: WebConfig = WebConfig()
    # Sections owned by plugins or later features; validated by their owners.
    plugins: dict[str, Any] = Field(
        {}, description="settings of plugins, one table per plugin, validated by the plugin"
    )

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        """Settings that are valid alone but contradict each other."""
        cosines = self.cosines()
        if cosines.low_novelty > cosines.near_duplicate:
            # A candidate at least low_novelty-similar without decision markers is
            # quarantined as adding too little; one near_duplicate-similar as a duplicate.
            # Above near_duplicate, low_novelty could never apply.
            raise ValueError(
                f"admission.low_novelty ({cosines.low_novelty}) must not exceed "
                f"admission.near_duplicate ({cosines.near_duplicate}) "
                f"in force for {self.embedding.model}"
            )
        if self.harvest.max_turn_chars > self.limits.max_text_chars:
            raise ValueError(
                f"harvest.max_turn_chars ({self.harvest.max_turn_chars}) must not "
                f"exceed limits.max_text_chars ({self.limits.max_text_chars})"
            )
        if self.store.api_key and not self.store.url:
            raise ValueError(
                "store.api_key is set but store.url is not: the key is for a "
                "Qdrant server (set store.url, or unset store.api_key)"
            )
        return self

    @property
    def mode(self) -> Literal["embedded", "server"]:
        return "server" if self.store.url else "embedded"

    def cosines(self) -> Cosines:
        """The cosine thresholds in force: the ones set here, else the model's own."""
        set_here = {field: get_value(self, key) for key, field in COSINE_SETTINGS.items()}
        return replace(
            calibrated_cosines(self.embedding.model),
            **{k: v for k, v in set_here.items() if v is not None},
        )


def config_path(home: Path | None = None) -> Path:
    return (home or home_dir()) / "config.toml"


def load_config(home: Path | None = None) -> Config:
    """Read and validate config.toml; a missing file means all defaults."""
    path = config_path(home)
    if not path.exists():
        return keep_recorded_model(Config(), path.parent)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise MgimindError(
            f"{path} is not valid TOML: {e}", fix=f"correct or remove {path}"
        ) from None
    try:
        return keep_recorded_model(Config.model_validate(data), path.parent)
    except ValidationError as e:
        raise MgimindError(
            f"{path} has invalid settings: {validation_problems(e)}",
            fix="mgimind config set KEY VALUE, or edit the file",
        ) from None


def keep_recorded_model(config: Config, home: Path) -> Config:
    """`config` with the model the home's store was built with, when that was an earlier
    default (EARLIER_DEFAULT_MODELS) and `config` chose no model itself. An explicit model
    is kept as it is: a mismatch with the store is then Mind's ModelMismatch, with its fix."""
    if "model" in config.embedding.model_fields_set or config.embedding.model_path:
        return config
    try:  # read like Mind's model check reads it; a damaged file is reported there
        meta = json.loads(meta_path(home).read_text())
        recorded = meta[config.store.url or "embedded"]["model"]
    except (OSError, ValueError, KeyError, TypeError):
        return config
    if recorded not in EARLIER_DEFAULT_MODELS:
        return config
    data = config.model_dump()
    data["embedding"]["model"] = recorded
    return Config.model_validate(data)


def save_config(config: Config, home: Path | None = None) -> Path:
    path = config_path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = config.model_dump(exclude_none=True, exclude_defaults=True)
    # The model is written whenever leaving it out would read back as another one: on a
    # store an earlier default built, "no model" means that model (keep_recorded_model).
    implied = keep_recorded_model(Config(store=config.store), path.parent).embedding.model
    embedding = data.setdefault("embedding", {})
    if config.embedding.model != implied:
        embedding["model"] = config.embedding.model
    else:
        embedding.pop("model", None)
    if not embedding:
        del data["embedding"]
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
        now = get_value(config, key)
        example = (
            f", as now: mgimind config set {key} {_toml(now)}"
            if now is not None
            else " (unset now)"
        )
        raise InvalidInput(
            f"invalid value for {key}: {validation_problems(e)}",
            fix=f"give {key} {_kind_of(key)}{example}; docs/configuration.md describes it",
        ) from None


def _kind_of(key: str) -> str:
    """What kind of value setting `key` takes, in words ("a whole number", ...)."""
    import typing

    model: Any = Config
    annotation: Any = None
    for part in key.split("."):
        field = getattr(model, "model_fields", {}).get(part)
        if field is None:
            return "a value of its type"
        annotation, model = field.annotation, field.annotation
    kinds = [a for a in typing.get_args(annotation) if a is not type(None)] or [annotation]
    if typing.get_origin(annotation) is typing.Literal:
        return "one of " + ", ".join(repr(v) for v in typing.get_args(annotation))
    words = {bool: "true or false", int: "a whole number", float: "a number", str: "a string"}
    return " or ".join(words.get(k, "a value of its type") for k in kinds)


def _toml(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def validation_problems(e: ValidationError) -> str:
    """A pydantic error as one line: 'key: message; ...' (a cross-field one unprefixed)."""
    parts = []
    for err in e.errors():
        where = ".".join(str(p) for p in err["loc"])
        msg = err["msg"].removeprefix("Value error, ")
        parts.append(f"{where}: {msg}" if where and not msg.startswith(where) else msg)
    return "; ".join(parts)


def _parse_scalar(raw: str) -> Any:
    if raw.lower() in ("none", "null", ""):
        return None
    try:
        return tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        return raw
