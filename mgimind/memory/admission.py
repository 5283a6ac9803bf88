"""Admission: the gated write path (`mind.admission.ingest`) and the quarantine queue.

`ingest(text, library)` runs, in order:

1. content checks and the secret scan (text, source, metadata and library name): a
   credential is *refused*: nothing is stored and the audit line names only its kind;
2. an exact-duplicate check (same text already in the library): *duplicate*, nothing new;
3. a cheap relevance gate (length, low-signal boilerplate, repetition; decision markers
   such as "we decided", "always", "because" mark a candidate as worth keeping);
4. `ingest_verdict` plugins, which may quarantine or refuse (never loosen);
5. the nearest neighbours in the library: a near-duplicate (cosine >= admission.near_duplicate)
   is *duplicate* (kept in quarantine, `duplicate_of` names the neighbour); a candidate
   without decision markers that adds little (cosine >= admission.low_novelty) is
   *quarantined*. Decisions skip the novelty check: a changed decision reads like the old one.

A candidate that fails a gate is kept as a memory with status "quarantined" and its reason
(payload `quarantine_reason`), never silently dropped. Plain `mind.memories.add` stays the
explicit, ungated write.

Quarantine: `list`, `show`, `promote`, `expire`, `propose_promotion`. With
`review.require_human` on, `promote(id, approval=...)` needs a `ReviewApproval` from the
human channel (see `mgimind.security.review`): the review secret, typed by the person.
Without one it is refused, audited, and the item stays quarantined. Agent-facing surfaces
(MCP, HTTP, hooks) must only call `propose_promotion`; with review off they may promote.
"""

from __future__ import annotations

import builtins
import json
import logging
import re
from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel

from mgimind.errors import InvalidInput, with_article
from mgimind.memory.counts import memory_filter
from mgimind.memory.kinds import SectionContext
from mgimind.memory.memory_points import chunk_id, stored_copy
from mgimind.models import MemoryItem
from mgimind.security.review import ReviewApproval
from mgimind.security.secrets import find_secret, redact_secrets, refuse_secrets, scan
from mgimind.services.mindapi import Service
from mgimind.services.visibility import is_visible, scoped_filter
from mgimind.store.audit import content_hash
from mgimind.store.base import DENSE, Arm, Eq, Point, Range
from mgimind.text.framing import clip
from mgimind.timeutil import iso, now
from mgimind.validation import check_text

log = logging.getLogger("mgimind.memory.admission")

ACTIVE = "active"
QUARANTINED = "quarantined"
NEIGHBOURS = 5

Verdict = Literal["stored", "quarantined", "duplicate", "refused"]


class IngestVerdict(BaseModel):
    """What the gate decided. `id` is the stored or quarantined memory (None when refused
    or an exact duplicate); `duplicate_of` names the memory it repeats."""

    verdict: Verdict
    id: str | None = None
    reason: str | None = None
    duplicate_of: str | None = None
    redacted: list[str] = []  # kinds of the credentials replaced by [secret: KIND]


class QuarantineItem(BaseModel):
    id: str
    library: str
    text: str
    reason: str | None = None
    duplicate_of: str | None = None
    author: str | None = None
    source: str | None = None
    created_at: str
    # "sha256:<hex>" of `text`: an approval names it (see Admission.promote)
    content_hash: str | None = None
    proposed_by: str | None = None
    proposed_at: str | None = None
    proposal_note: str | None = None
    metadata: dict[str, Any] = {}


class Proposal(BaseModel):
    id: str
    proposed_by: str
    proposed_at: str
    note: str | None = None


# --- the relevance gate: cheap, explainable rules ------------------------------------

_DECISION = re.compile(
    r"\b(decid\w*|chose|choose|agreed|prefer\w*|always|never|must|should|don'?t|do not|"
    r"avoid|instead of|because|so that|rule|policy|convention|remember|important|note that|"
    r"root cause|workaround|fix(ed|es)?|deadline|requires?)\b",
    re.IGNORECASE,
)
_BOILERPLATE = re.compile(
    r"\b(ok(ay)?|thanks?( you)?( so much)?|thx|sure( thing)?|got it|sounds good|lgtm|"
    r"hello|hi|hey|great|cool|nice|perfect|will do|noted|ack|yes|no|done|"
    r"let me know if (you have any|there are any) (other )?questions|"
    r"i hope (this|that) helps|happy to help|as an ai( language model)?|"
    r"here is the (updated )?(code|answer|result)|lorem ipsum( dolor sit amet)?)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def has_decision_marker(text: str) -> bool:
    return bool(_DECISION.search(text))


def relevance_problems(text: str, min_chars: int, min_words: int) -> list[str]:
    """Why `text` looks too weak to store unreviewed (empty list: it passes)."""
    words = _WORD.findall(text)
    decision = has_decision_marker(text)
    chars = len(text.strip())
    if chars < min_chars or len(words) < min_words:
        # Name the rule that failed: a person reads this to decide what to do.
        failed = [
            f"{chars} characters, under the {min_chars}-character minimum"
            if chars < min_chars
            else "",
            f"{len(words)} words, under the {min_words}-word minimum"
            if len(words) < min_words
            else "",
        ]
        return ["too short (" + "; ".join(f for f in failed if f) + ")"]
    substance = _WORD.findall(_BOILERPLATE.sub(" ", text))
    if len(substance) < min_words and not decision:
        return ["low-signal boilerplate"]
    if len(words) >= 12 and len({w.lower() for w in words}) / len(words) < 0.3:
        return ["repetitive (few distinct words)"]
    return []


def _secret_kind(*values: Any) -> str | None:
    for value in values:
        if value is None:
            continue
        text = value if isinstance(value, str) else json.dumps(value, default=str)
        kind = find_secret(text)
        if kind:
            return kind
    return None


class Admission(Service):
    """`mind.admission`: gated ingest and the quarantine queue."""

    # --- ingest -----------------------------------------------------------------------

    def ingest(
        self,
        text: str,
        library: str | None = None,
        *,
        source: str | None = None,
        author: str | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> IngestVerdict:
        """Gate `text` and store it, quarantine it, or refuse it; see the module docs.
        A credential in `text` is replaced by `[secret: KIND]` (kinds in `redacted`); one
        in the source, author, metadata or library name refuses the whole item.

        Content problems (a secret, empty or binary text) come back as verdict "refused",
        not as exceptions; an unknown or out-of-scope library raises like `add` does."""
        mind = self.mind
        secret = _secret_kind(source, author, metadata, library)
        if secret:
            # Only the kind: the credential, its hash and its neighbours stay out of the log.
            return self._refuse(f"looks like {with_article(secret)}; nothing was stored")
        # A credential in the text is cut out, not a reason to lose the text around it.
        redacted = [f.kind for f in scan(text)] if isinstance(text, str) else []
        if redacted:
            text = redact_secrets(text)
        try:
            text = check_text(text, mind.config.limits.max_text_chars)
        except InvalidInput as e:
            return self._refuse(e.what)
        if metadata is not None and not isinstance(metadata, dict):
            raise InvalidInput("metadata must be a mapping")
        library = mind.write_library(library)
        digest = content_hash(text)

        duplicate = self._exact_duplicate(library, digest)
        if duplicate is not None:
            return duplicate

        cfg = mind.config.admission
        reasons = relevance_problems(text, cfg.min_chars, cfg.min_words)
        refusal, plugin_reasons = self._plugin_opinions(text, library, metadata)
        if refusal:
            return self._refuse(refusal, library=library)
        reasons += plugin_reasons
        duplicate_of = self._novelty_problems(text, library, reasons)

        status = QUARANTINED if reasons else ACTIVE
        added = mind.memories.add(
            text, library, author=author, source=source, metadata=metadata, status=status
        )
        reason = "; ".join(reasons) or None
        if reasons:
            mind.store.set_payload(
                [chunk_id(added.id, i) for i in range(added.chunks)],
                {"quarantine_reason": reason, "duplicate_of": duplicate_of},
            )
        kind: Verdict = "duplicate" if duplicate_of else ("quarantined" if reasons else "stored")
        mind.audit.append(
            "ingest.verdict",
            mind.actor,
            verdict=kind,
            id=added.id,
            library=library,
            content_hash=digest,
            reason=reasons or None,
            duplicate_of=duplicate_of,
            secrets_redacted=len(redacted) or None,
        )
        return IngestVerdict(
            verdict=kind, id=added.id, reason=reason, duplicate_of=duplicate_of, redacted=redacted
        )

    def _exact_duplicate(self, library: str, digest: str) -> IngestVerdict | None:
        """The "duplicate" verdict (audited) when the library stores this exact text."""
        mind = self.mind
        same = stored_copy(mind.store, library, digest)
        if same is None:
            return None
        existing = same["memory_id"]
        verdict = IngestVerdict(
            verdict="duplicate",
            duplicate_of=existing,
            reason="identical text is already stored",
        )
        mind.audit.append(
            "ingest.verdict",
            mind.actor,
            verdict="duplicate",
            library=library,
            content_hash=digest,
            duplicate_of=existing,
        )
        return verdict

    def _novelty_problems(self, text: str, library: str, reasons: list[str]) -> str | None:
        """Add to `reasons` what the nearest stored memory says about `text`; the id it
        near-duplicates, if any."""
        neighbour = self._nearest(text, library)
        if not neighbour:
            return None
        nid, sim = neighbour
        cosines = self.mind.config.cosines()
        if sim >= cosines.near_duplicate:
            reasons.insert(0, f"near-duplicate of {nid} (similarity {sim:.2f})")
            return nid
        if sim >= cosines.low_novelty and not has_decision_marker(text):
            reasons.append(f"low novelty: close to {nid} (similarity {sim:.2f})")
        return None

    def _refuse(self, reason: str, library: str | None = None) -> IngestVerdict:
        self.mind.audit.append(
            "ingest.refused", self.mind.actor, verdict="refused", reason=reason, library=library
        )
        return IngestVerdict(verdict="refused", reason=reason)

    def _plugin_opinions(
        self, text: str, library: str, metadata: dict | None
    ) -> tuple[str | None, list[str]]:
        """Plugins may quarantine or refuse a candidate, never wave it through."""
        refusal, reasons = None, []
        for opinion in self.mind.plugins.hook.ingest_verdict(
            mind=self.mind, text=text, library=library, metadata=metadata
        ):
            if opinion is None:
                continue
            if isinstance(opinion, BaseModel):
                opinion = opinion.model_dump()
            verdict = opinion.get("verdict") if isinstance(opinion, dict) else None
            # A plugin's reason is audited: keep credentials out of it too.
            reason = (
                str(opinion.get("reason") or "rejected by a plugin")[:300]
                if isinstance(opinion, dict)
                else ""
            )
            if find_secret(reason):
                reason = "rejected by a plugin (reason withheld: it held a credential)"
            if verdict == "refused":
                refusal = refusal or reason
            elif verdict in ("quarantined", "duplicate"):
                reasons.append(reason)
            else:
                log.warning("ignoring ingest_verdict opinion %r", verdict)
        return refusal, reasons

    def _nearest(self, text: str, library: str) -> tuple[str, float] | None:
        """The closest current memory in `library` and its cosine similarity."""
        mind = self.mind
        flt = scoped_filter("memory", [library])
        vec = mind.embedder.embed([text])[0]
        hits = mind.store.query([Arm(DENSE, [float(x) for x in vec], NEIGHBOURS)], flt, NEIGHBOURS)
        if not hits:
            return None
        best = max(hits, key=lambda h: h.score)
        return best.payload["memory_id"], float(best.score)

    # --- the quarantine queue -------------------------------------------------------------

    def list(
        self, libraries: builtins.list[str] | None = None, *, limit: int | None = None
    ) -> list[QuarantineItem]:
        """Quarantined candidates (newest first), with their reasons and whole text: a
        person approves what they read, so they read all of it."""
        points = self.mind.store.scroll(memory_filter("review", self.mind.read_scope(libraries)))
        points.sort(key=lambda p: p.payload.get("created_ts", 0), reverse=True)
        return [_item(p.payload["memory_id"], p.payload, self._text(p)) for p in points[:limit]]

    def _text(self, first: Point) -> str:
        """A candidate's whole text from its chunk 0 (read again when it has more)."""
        if first.payload.get("chunks", 1) <= 1:
            return str(first.payload["text"])
        whole: MemoryItem = self.mind.memories.get(first.payload["memory_id"])
        return whole.text

    def show(self, memory_id: str) -> QuarantineItem:
        """One quarantined candidate with its full text."""
        item = self._quarantined(memory_id)
        payload = self.mind.store.retrieve([chunk_id(memory_id, 0)])[0].payload
        return _item(memory_id, payload, item.text)

    def promote(
        self,
        memory_id: str,
        approval: ReviewApproval | dict | None = None,
        *,
        content_hash: str | None = None,
        text: str | None = None,
    ) -> MemoryItem:
        """Move a candidate out of quarantine into the current view.

        The approval names the text it approves: `content_hash` (or the approval's own),
        the hash of the candidate's text as the person was shown it, must be the text
        there now, so a candidate changed while the person read is not promoted. With
        `review.require_human`, `approval` must come from the human channel and name that
        content (`mgimind.security.review`); otherwise `ReviewRequired` is raised. `text`:
        the person's correction, stored in place of the candidate's only once the
        approval is accepted. A refusal changes nothing."""
        item = self._quarantined(memory_id)
        current = self.content_hash(memory_id)
        shown = content_hash or _approval_field(approval, "content_hash")
        if shown is not None and shown != current:
            self._refuse_changed(memory_id, shown, current)
        reviewer = self.mind.review.check("promote", memory_id, approval, current)
        if text is not None and text.strip() and text.strip() != item.text.strip():
            self.mind.memories.edit(memory_id, text.strip())
            current = self.content_hash(memory_id)
        self.mind.memories.set_status(
            memory_id,
            ACTIVE,
            "quarantine.promote",
            approved_by=reviewer,
            channel=_approval_field(approval, "channel"),
            content_hash=current,
        )
        promoted: MemoryItem = self.mind.memories.get(memory_id)
        # The text a person approved, kept with it: an agent's later edit voids the approval.
        self.mind.store.set_payload(
            [chunk_id(memory_id, i) for i in range(promoted.chunks)], {"approved_hash": current}
        )
        return promoted

    def hold_agent_edit(self, memory_id: str, text: str) -> str | None:
        """Before an agent's edit of a memory (current or archived): an edit is a write like an add,
        so the gate's rules judge the new text, and a text a person approved is no longer
        the one they approved. Either sends the memory back to quarantine (before its
        text changes, so its new text is never current unreviewed); returns the reason."""
        mind = self.mind
        # The edit's own checks first: a refused text changes nothing, status included.
        text = check_text(text, mind.config.limits.max_text_chars)
        refuse_secrets(text)
        first = mind.store.retrieve([chunk_id(memory_id, 0)])[0].payload
        if first.get("status") == QUARANTINED:
            return None  # already waiting for a person
        cfg = mind.config.admission
        reasons = relevance_problems(text, cfg.min_chars, cfg.min_words)
        refusal, plugin_reasons = self._plugin_opinions(
            text, first["library"], first.get("metadata")
        )
        reasons += ([refusal] if refusal else []) + plugin_reasons
        if first.get("approved_hash"):
            reasons.append("edited by an agent after a person approved it")
        if not reasons:
            return None
        reason = "; ".join(reasons)
        with mind.write_lock:  # memory.edit takes the lock per step ("batched")
            mind.memories.set_status(memory_id, QUARANTINED, "memory.requarantine", reason=reason)
            mind.store.set_payload(
                [chunk_id(memory_id, i) for i in range(first["chunks"])],
                {"quarantine_reason": reason, "duplicate_of": None, "approved_hash": None},
            )
        return reason

    def content_hash(self, memory_id: str) -> str:
        """The hash of a memory's text as stored ("sha256:<hex>"): what an approval names."""
        return str(self.mind.store.retrieve([chunk_id(memory_id, 0)])[0].payload["content_hash"])

    def _refuse_changed(self, memory_id: str, shown: str, current: str) -> None:
        from mgimind.security.review import REREAD, ReviewRequired, content_problem

        problem = content_problem(shown, current)
        self.mind.audit.append(
            "review.refused", self.mind.actor, id=memory_id, review_action="promote", reason=problem
        )
        raise ReviewRequired(f"promote of {memory_id} refused: {problem}", fix=REREAD)

    def propose_promotion(self, memory_id: str, note: str | None = None) -> Proposal:
        """What agent surfaces may do: ask a person to promote a candidate."""
        mind = self.mind
        item = self._quarantined(memory_id)
        mind.check_write_scope(item.library)
        if note is not None:
            note = check_text(note, 2000, "note")
            if find_secret(note):
                raise InvalidInput("the note holds what looks like a credential; nothing changed")
        stamp = iso(now())
        mind.store.set_payload(
            [chunk_id(memory_id, i) for i in range(item.chunks)],
            {
                "promotion_proposed_by": mind.actor,
                "promotion_proposed_at": stamp,
                "promotion_note": note,
            },
        )
        mind.audit.append(
            "quarantine.propose",
            mind.actor,
            id=memory_id,
            library=item.library,
            note_hash=content_hash(note) if note else None,
        )
        return Proposal(id=memory_id, proposed_by=mind.actor, proposed_at=stamp, note=note)

    def expire(self, memory_id: str, reason: str = "expired") -> None:
        """Reject a candidate: it is forgotten (the audit log keeps its hash)."""
        item = self._quarantined(memory_id)
        self.mind.memories.delete(memory_id)
        self.mind.audit.append(
            "quarantine.expire", self.mind.actor, id=memory_id, library=item.library, reason=reason
        )

    def expire_older_than(
        self, days: float, libraries: builtins.list[str] | None = None
    ) -> builtins.list[str]:
        """Expire every candidate quarantined more than `days` ago; returns their ids."""
        if days < 0:
            raise InvalidInput(f"days must be >= 0, got {days}")
        cutoff = now().timestamp() - days * 86400
        scope = self.mind.read_scope(libraries)
        flt = scoped_filter(
            "memory", scope, "review", Eq("chunk", 0), Range("created_ts", lt=cutoff)
        )
        ids = [p.payload["memory_id"] for p in self.mind.store.scroll(flt)]
        for memory_id in ids:
            self.expire(memory_id, reason=f"older than {days:g} days")
        return ids

    def _quarantined(self, memory_id: str) -> MemoryItem:
        item: MemoryItem = self.mind.memories.get(memory_id)
        if not is_visible("memory", item.status, "review"):
            raise NotInQuarantine(
                f"memory {memory_id} is not in quarantine (it is {item.status})",
                fix="mgimind quarantine list shows the candidates",
            )
        return item


def _approval_field(approval: ReviewApproval | dict | None, name: str) -> Any:
    """One field of an approval, which arrives as a model or (over the socket) a dict."""
    if isinstance(approval, dict):
        return approval.get(name)
    return getattr(approval, name, None)


class NotInQuarantine(InvalidInput):
    """The id names a memory that is not waiting in quarantine."""


def _item(memory_id: str, p: dict, text: str) -> QuarantineItem:
    return QuarantineItem(
        id=memory_id,
        library=p["library"],
        text=text,
        reason=p.get("quarantine_reason"),
        duplicate_of=p.get("duplicate_of"),
        author=p.get("author"),
        source=p.get("source"),
        created_at=p["created_at"],
        content_hash=p.get("content_hash"),
        proposed_by=p.get("promotion_proposed_by"),
        proposed_at=p.get("promotion_proposed_at"),
        proposal_note=p.get("promotion_note"),
        metadata=p.get("metadata") or {},
    )


# --- in the session briefing (the memory kind's section, default_plugins/kinds.py) ----

_PARENS = re.compile(r"\([^)]*\)")
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
_TRAILING = re.compile(r"\s+(?:of|to|with|from)$")


def briefing_section(ctx: SectionContext) -> list[str]:
    """Counts only, by reason: quarantined text is exactly what must not reach the model."""
    if ctx.libraries == []:
        return []
    held = ctx.mind.store.scroll(memory_filter("review", ctx.libraries))
    if not held:
        return []
    # A memory held for two reasons is one memory: the total counts memories, the
    # detail counts reasons (it may add up to more).
    total = len(held)
    reasons = Counter(category for p in held for category in reason_categories(p.payload))
    detail = "; ".join(f"{n} {reason}" for reason, n in reasons.most_common())
    noun = "memory" if total == 1 else "memories"
    return [
        f"{total} {noun} held for review ({detail}). They are not shown; a person reviews them."
    ]


def reason_categories(payload: dict) -> set[str]:
    """The kinds of reason a memory was held for: admission joins reasons with '; ' and
    adds details ('near-duplicate of <id> (similarity 0.93)'); the digest counts kinds
    ('near-duplicate'), so ids and quoted content never reach the briefing."""
    raw = str(
        payload.get("quarantine_reason")
        or (payload.get("metadata") or {}).get("quarantine_reason")
        or ""
    )
    out = set()
    for part in raw.split(";"):
        part = _UUID.sub("", _PARENS.sub("", part)).split(":")[0]
        part = _TRAILING.sub("", part.strip()).strip()
        if part:
            out.add(clip(part, 60))
    return out or {"no reason given"}
