"""Mind: the in-process library. Opens one home's store and models and exposes the
services of every registered kind (libraries, memories, facts, ..., and those plugins
add; see kinds.py) with one scope policy."""

from __future__ import annotations

import copy
import json
import logging
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, TypeVar, cast

from mgimind.config import Config, home_dir, keep_recorded_model, load_config
from mgimind.config.live import LiveConfig
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.rerank import load_reranker
from mgimind.encoders.sparse import IDENTITY as SPARSE_IDENTITY
from mgimind.encoders.sparse import SparseEncoder
from mgimind.encoders.sparse_upgrade import upgrade_sparse
from mgimind.errors import ModelMismatch, ScopeDenied, StoreUnavailable
from mgimind.home import meta_path, models_dir, prepare_home
from mgimind.memory.kinds import collect_kinds
from mgimind.models import Stats
from mgimind.plugins import load_plugins
from mgimind.security.actors import as_app, claims_person
from mgimind.services.access import AccessJournal
from mgimind.services.mindapi import Harvesting
from mgimind.store import holdings, open_backend
from mgimind.store.audit import AuditLog
from mgimind.store.base import Eq, in_libraries, where
from mgimind.store.owner import StoreOwner
from mgimind.validation import check_library_name

if TYPE_CHECKING:
    from mgimind.engine.briefing import Briefing
    from mgimind.engine.recall import Recall
    from mgimind.memory.admission import Admission
    from mgimind.memory.archive import MemoryLifecycle
    from mgimind.memory.facts import Facts
    from mgimind.memory.kv import KeyValues
    from mgimind.memory.libraries import Libraries
    from mgimind.memory.memories import Memories
    from mgimind.memory.pins import Pins
    from mgimind.memory.procedures import Procedures
    from mgimind.memory.sessions import Sessions
    from mgimind.memory.skills import Skills
    from mgimind.security.review import ReviewGate

log = logging.getLogger("mgimind.engine.mind")

T = TypeVar("T")


class Mind:
    """One home's memory. `actor` is who acts (audit and authorship); `confine`, when
    given, is the only set of libraries this Mind may read or write.

    Opening takes the home's store lock (see store_owner.py) before the engine touches a
    file, waiting up to `store_wait_s` for another owner to close; a home whose store is
    owned elsewhere is refused with a clear error, never opened beside its owner."""

    # The built-in kinds' services (default_plugins/kinds.py builds them at open, for each
    # identity). The harvester and the transfer service are built-in too, but their classes
    # sit above this module (the work layer): the harvester is declared by what the core
    # calls of it (Harvesting); the transfer service, which only the work layer and above
    # call, and a plugin's own services are reached with `service(name, cls)`.
    memories: Memories
    admission: Admission
    lifecycle: MemoryLifecycle
    review: ReviewGate
    facts: Facts
    procedures: Procedures
    skills: Skills
    kv: KeyValues
    libraries: Libraries
    sessions: Sessions
    pins: Pins
    harvester: Harvesting

    def __init__(
        self,
        home: str | Path | None = None,
        *,
        config: Config | None = None,
        actor: str | None = None,
        confine: Iterable[str] | None = None,
        embedder: Embedder | None = None,
        store_wait_s: float = 2.0,
    ):
        self.home = Path(home).expanduser() if home else home_dir()
        prepare_home(self.home)
        # Followed while this Mind runs (config.toml re-read when it changes); shared by
        # every identity view, so a reload reaches them all.
        # A config passed in without a model keeps the one an earlier default built the
        # store with, as config.toml does (load_config).
        self._live = LiveConfig(
            self.home,
            keep_recorded_model(config, self.home) if config else load_config(self.home),
            follow=config is None,
        )
        # The claim this Mind was opened with (`actor` says what it is worth).
        self._claimed_actor = actor or f"cli:{os.environ.get('USER', 'user')}"
        self._person_proven = False
        self.confine = frozenset(confine) if confine is not None else None
        # Held around each unit of store work that must not interleave with another
        # write (the daemon serves reads without it): shared by every identity view.
        self.write_lock = threading.RLock()
        self.plugins = load_plugins()
        self.kinds = collect_kinds(self.plugins)
        self.embedder = embedder or Embedder(self.config.embedding, models_dir(self.home))
        self.sparse = SparseEncoder()
        self.reranker = load_reranker(self.config.rerank, models_dir(self.home))
        self.owner = _own_store(self.home, self.config, self.actor, store_wait_s)
        try:
            dim = _check_model(self.home, self.config, self.embedder)
            self.store = open_backend(self.config, self.home, dim)
        except BaseException:
            self.owner.release()
            raise
        self.audit = AuditLog(self.home / "audit.log")
        self.access = AccessJournal(self.home)
        self._check_holdings()
        if not self.damaged():  # vectors of an earlier sparse encoder are made again
            upgrade_sparse(self.home, self.config.store.url or "embedded", self.store, self.sparse)
        self._attach_services()
        # Built once per opened home, shared by identity views (the harvester: lazy, no
        # thread yet).
        for kind in self.kinds.values():
            for attribute, factory in kind.home_services.items():
                setattr(self, attribute, factory(self))
        if not self.damaged() and (
            self.confine is None or self.config.scope.shared_library in self.confine
        ):
            self.libraries.ensure(self.config.scope.shared_library)

    @property
    def actor(self) -> str:
        """Who acts (audit and authorship). A claim of the person (`cli:...`, the default)
        stands while review.require_human is off, or once `prove_person` checked the
        review secret; otherwise this Mind acts as an app, exactly as the daemon treats
        an unproven claim on its socket (daemon.dispatch.bind_actor)."""
        claimed = self._claimed_actor
        if self._person_proven or not claims_person(claimed):
            return claimed
        return as_app(claimed) if self.config.review.require_human else claimed

    @actor.setter
    def actor(self, claimed: str) -> None:
        self._claimed_actor = claimed
        self._person_proven = False

    def prove_person(self, secret: str) -> None:
        """Let this Mind's claim of the person stand with review.require_human on: the
        review secret, checked now (a wrong one is counted, braked and audited, and
        raises ReviewRequired). Python's way to do what the command line does when it
        asks at a terminal; the secret itself is not kept."""
        self.review.prove(secret, actor=self._claimed_actor)
        self._person_proven = True

    def _check_holdings(self) -> None:
        """The store against the home's record (holdings.py): when it holds what it
        should, the record is renewed; else the store is served read-only."""
        checked = holdings.check(self.home, self.store, self.audit.path)
        if checked.ok:
            holdings.record(self.home, self.store, self.audit.path, checked.counts)
            return
        log.error("store damaged: %s", checked.problem)
        self.store = holdings.ReadOnlyStore(self.store, checked)

    def damaged(self) -> holdings.Check | None:
        store = self.store
        if isinstance(store, holdings.ReadOnlyStore) and not store.lifted:
            return store.check
        return None

    def integrity(self) -> dict:
        """Whether the store holds what the home recorded: {ok, problem, fix, counts,
        recorded}. A damaged store is served read-only. A confined identity learns only
        whether, and counts of its own libraries: the home's totals are not its to see."""
        d = self.damaged()
        if self.confine is not None:
            return {
                "ok": d is None,
                "problem": None
                if d is None
                else "the store does not hold what the home recorded; it is served read-only",
                "fix": None if d is None else "the person checks it: mgimind doctor",
                "counts": self._counts_in(sorted(self.confine)),
                "recorded": None,
            }
        if d is None:
            return {
                "ok": True,
                "problem": None,
                "fix": None,
                "counts": holdings.count(self.store),
                "recorded": None,
            }
        return {
            "ok": False,
            "problem": d.problem,
            "fix": d.fix,
            "counts": d.counts,
            "recorded": d.recorded,
        }

    def accept_store(self) -> dict:
        """Record the store as it is now as what the home holds, and serve writes again
        (a person's decision after checking it: `mgimind doctor --accept-store`)."""
        if isinstance(self.store, holdings.ReadOnlyStore):
            self.store.lifted = True  # shared by every identity view of this Mind
        counts = holdings.record(self.home, self.store, self.audit.path)
        self.audit.append(
            "store.accept", self.actor, **{f"{k}_count": v for k, v in counts.items()}
        )
        return {"ok": True, "counts": counts}

    def service(self, name: str, cls: type[T]) -> T:
        """The service a registered kind built as `name` (`mind.<name>`), typed as `cls`:
        how typed code reaches a service this class does not declare (a plugin kind's, or
        one whose class sits above the engine). Unchecked at run time: a plugin that
        replaces a kind may serve a duck-typed stand-in. AttributeError when no kind
        builds it."""
        return cast(T, getattr(self, name))

    def _attach_services(self) -> None:
        """Build every registered kind's services (`mind.memories`, `mind.facts`, ...);
        each holds this Mind (and so its actor and scope)."""
        for kind in self.kinds.values():
            for attribute, factory in kind.services.items():
                setattr(self, attribute, factory(self))

    @property
    def config(self) -> Config:
        """The configuration in force: config.toml as last read (see `reload_config`)."""
        return self._live.current

    def reload_config(self) -> dict:
        """Re-read config.toml now and take on every change a running Mind can (review,
        hooks, scope, chunking, limits, recall, ...). Changes to the model, the store, the
        reranker and what the daemon read at startup are kept for the next open and listed
        under "needs_restart". Returns {"applied", "needs_restart", "path"}."""
        return self._live.reload()

    def as_identity(self, actor: str, confine: Iterable[str] | None = None) -> "Mind":
        """A view of this Mind acting as `actor`, confined to `confine` (when given).

        Shares the open store and models (the daemon serves many identities from one
        Mind); only authorship, audit actor and library scope differ."""
        view = copy.copy(self)
        # The caller vouches for `actor`: the daemon bound it to the peer (a person's
        # claim only with the review secret), a token or a background service named it.
        view._claimed_actor, view._person_proven = actor, True
        view.confine = frozenset(confine) if confine is not None else None
        view._attach_services()
        return view

    # --- scope: one policy for every reader and writer --------------------------------

    def in_scope(self, library: str) -> bool:
        return self.confine is None or library in self.confine

    def read_scope(self, libraries: list[str] | None) -> list[str] | None:
        """The libraries a read covers: the requested ones (each must exist) within the
        confinement; None means every library."""
        if libraries:
            return [self.libraries.require(name) for name in dict.fromkeys(libraries)]
        return sorted(self.confine) if self.confine is not None else None

    def check_write_scope(self, library: str) -> None:
        if not self.in_scope(library):
            raise ScopeDenied(
                f"library {library!r} is outside this identity's scope",
                fix="write to one of: " + ", ".join(sorted(self.confine or ())),
            )

    def write_library(self, library: str | None) -> str:
        """Where a write goes: the named library (which must exist), else the shared one."""
        if library is None:
            library = self.config.scope.shared_library
            self.check_write_scope(library)
            self.libraries.ensure(library)
            return library
        check_library_name(library)
        self.check_write_scope(library)
        return self.libraries.require(library)

    # --- what hooks inject: the session briefing and per-prompt recall ------------------

    def briefing(
        self,
        project: str | None = None,
        agent: str | None = None,
        budget: int | None = None,
        leave_out: Callable[[str], bool] | None = None,
        *,
        libraries: list[str] | None = None,
        project_id: str | None = None,
    ) -> Briefing:
        """The session-start briefing for `agent` (see briefing.py), over the scope the
        caller was resolved to, as every read takes it: `libraries` the read scope (None
        every library this identity reads, [] nothing), `project_id` the project's
        identity (its git root or full path) for what belongs to the project, its last
        session. The `briefing` operation resolves both where the caller stands.
        `leave_out(item)`: the items the host loads itself. `project` (a path, resolved
        here) is the old spelling, kept one version."""
        from mgimind.engine.briefing import build_briefing

        if project is not None:
            project_id, libraries = _old_project_scope(self, "briefing", project, libraries)
        return build_briefing(
            self,
            agent=agent,
            budget=budget,
            leave_out=leave_out,
            libraries=libraries,
            project_id=project_id,
        )

    def recall(
        self,
        query: str,
        *,
        libraries: list[str] | None = None,
        budget: int | None = None,
        shown: dict[str, str] | None = None,
        leave_out: Callable[[str], bool] | None = None,
        project: str | None = None,
    ) -> Recall:
        """One ranked, budgeted answer for a prompt (see recall.py) over `libraries`, the
        read scope the caller was resolved to (None every library this identity reads,
        [] nothing; the `recall` operation resolves a project's); `shown`: the items
        shown earlier in the session, left out unless changed; `leave_out(text)`: the
        items the host loads itself. `project` is the old spelling, kept one version."""
        from mgimind.engine.recall import build_recall

        if project is not None:
            _, libraries = _old_project_scope(self, "recall", project, libraries)
        found = build_recall(
            self,
            query,
            libraries=libraries,
            budget=budget,
            shown=shown,
            leave_out=leave_out,
        )
        self.access.surfaced(item.id for item in found.items if item.kind == "memory")
        return found

    # --- stats and closing --------------------------------------------------------------

    def stats(self) -> Stats:
        from mgimind.memory import counts

        info = self.store.info()
        scope = self.read_scope(None)
        status = counts.memories_by_status(self.store, scope)
        if scope is None:
            points, chunks = info.points, counts.chunk_count(self.store)
            by_kind = {
                name: kind.count_items(self.store)
                for name, kind in self.kinds.items()
                if kind.stored
            }
        else:  # a confined identity counts its own libraries only
            points = self.store.count(in_libraries(where(), scope))
            chunks = self.store.count(in_libraries(where(Eq("kind", "memory")), scope))
            by_kind = self._counts_in(scope)
        return Stats(
            home=str(self.home),
            backend=info.backend,
            location=info.location,
            model=self.embedder.model_name,
            dim=self.embedder.dim,
            points=points,
            memories=status["active"],
            quarantined=status["quarantined"],
            archived=status["archived"],
            chunks=chunks,
            libraries=len(self.libraries.list()),
            by_kind=by_kind,
        )

    def _counts_in(self, libraries: list[str]) -> dict[str, int]:
        """Items per stored kind within `libraries`: memories by their first chunk."""
        found = {}
        for name, kind in self.kinds.items():
            if kind.stored:
                first = Eq("chunk", 0) if name == "memory" else None
                found[name] = self.store.count(
                    in_libraries(where(Eq("kind", name), first), libraries)
                )
        return found

    def close(self) -> None:
        harvester: Harvesting | None = getattr(self, "harvester", None)
        if harvester is not None:
            harvester.close()  # finish the current batch before the store goes
        store = getattr(self, "store", None)
        if store is not None:
            try:
                if not self.damaged():
                    holdings.record(self.home, store, self.audit.path)
                store.close()
            finally:
                self.store = None  # type: ignore[assignment]  # closed: no store
                self.owner.release()

    def __enter__(self) -> "Mind":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _old_project_scope(
    mind: Mind, method: str, project: str, libraries: list[str] | None
) -> tuple[str | None, list[str] | None]:
    """`Mind.<method>(project=...)`, the spelling before the scope was handed in: warns
    with the replacement, then resolves the project here, as the operation would."""
    import warnings

    from mgimind.services.scope import read_libraries, resolve_project

    replacement = "project_id=resolve_project(path), " if method == "briefing" else ""
    warnings.warn(
        f"Mind.{method}(project=...) is deprecated: pass the scope, "
        f"{replacement}libraries=read_libraries(mind, path) (mgimind.services.scope), or "
        f"call the operation, client.{method}(..., project=path), which resolves it where "
        "the caller stands; project= goes in the next version",
        DeprecationWarning,
        stacklevel=3,
    )
    identity = resolve_project(project)
    return identity, read_libraries(mind, identity, libraries)


def _own_store(home: Path, config: Config, actor: str, wait_s: float) -> StoreOwner | _NoOwner:
    """The store lock, for a store that lives under this home (embedded, or qdrant-client's
    local mode); a Qdrant server arbitrates its own writers."""
    url = config.store.url
    if url and not url.startswith("local:"):
        return _NoOwner()
    return StoreOwner.acquire(home, actor, wait_s)


class _NoOwner:
    def release(self) -> None:
        pass


def _check_model(home: Path, config: Config, embedder: Embedder) -> int:
    """The store records its model; opening it with another one is refused with a way out."""
    path = meta_path(home)
    key = config.store.url or "embedded"
    try:
        meta = json.loads(path.read_text()) if path.exists() else {}
        recorded = meta.get(key)
        if recorded is not None:
            recorded = {"model": str(recorded["model"]), "dim": int(recorded["dim"])}
    except (ValueError, UnicodeDecodeError, AttributeError, KeyError, TypeError):
        raise StoreUnavailable(
            f"{path} is damaged (it records which model built the store)",
            fix=f"restore it from a backup, or write it again: "
            f'{{"{key}": {{"model": "{embedder.model_name}", "dim": {embedder.dim}}}}} '
            "if that is the model the store was built with",
        ) from None
    if recorded and recorded["model"] != embedder.model_name:
        raise ModelMismatch(
            f"the store was built with {recorded['model']} ({recorded['dim']}-d) but the "
            f"configured model is {embedder.model_name}",
            fix=f"mgimind reindex (re-embeds everything with {embedder.model_name}), or "
            f"mgimind config set embedding.model {recorded['model']}",
        )
    if not recorded:  # a new store: its sparse vectors will be the current encoder's
        meta[key] = {"model": embedder.model_name, "dim": embedder.dim, "sparse": SPARSE_IDENTITY}
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(meta, indent=2))
    return int(meta[key]["dim"])
