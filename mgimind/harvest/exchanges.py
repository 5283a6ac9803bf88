"""Group a transcript's turns into exchanges: the user's ask and the assistant's reply.

An exchange opens with a user turn (consecutive user turns stay together) and closes when
the next user turn arrives after an assistant reply. Tool turns between them are not text
but their errors stay attached, for the procedure rule. Exchanges cover contiguous byte
ranges, so "everything before exchange k's end is harvested" is a safe resume point.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator, Literal

from mgimind.harvest.records import Partial, Record, Skipped, Turn

Flush = Literal["none", "idle", "end"]


@dataclass
class Exchange:
    start: int
    end: int = 0
    user: list[Turn] = field(default_factory=list)
    assistant: list[Turn] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def turns(self) -> list[Turn]:
        return sorted(self.user + self.assistant, key=lambda t: t.start)

    @property
    def first(self) -> Turn:
        return self.turns[0]

    def attr(self, name: str) -> str | None:
        """The first non-empty value of a turn attribute (session_id, cwd, timestamp)."""
        return next((getattr(t, name) for t in self.turns if getattr(t, name)), None)

    def text(self, max_turn_chars: int) -> str:
        parts = []
        if self.user:
            parts.append("User: " + _joined([t.text for t in self.user], max_turn_chars))
        if self.assistant:
            parts.append("Assistant: " + _joined([t.text for t in self.assistant], max_turn_chars))
        return "\n\n".join(parts)


# However many turns share a side's limit, each keeps at least this much of itself: a
# short line after a long paste ("Important: always deploy from kb-3") is never cut away.
MIN_TURN_CHARS = 200


def _joined(texts: list[str], limit: int) -> str:
    """Consecutive turns of one side, joined, within `limit` characters where they can
    be: short turns are kept whole and long ones share what is left, each cut in its
    middle. Clipping shortens a turn; it never removes one."""
    return "\n\n".join(
        _cap(t, share) for t, share in zip(texts, _shares(texts, limit), strict=True)
    )


def _shares(texts: list[str], limit: int) -> list[int]:
    """Each turn's share of `limit`, shortest first: a turn shorter than an equal share
    of what is left keeps all of it and leaves the rest to the longer ones."""
    shares = [0] * len(texts)
    left = limit - 2 * (len(texts) - 1)  # the blank lines between them
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    for k, i in enumerate(order):
        fair = max(left // (len(texts) - k), MIN_TURN_CHARS)
        shares[i] = min(len(texts[i]), fair)
        left -= shares[i]
    return shares


def _cap(text: str, limit: int) -> str:
    """`text` in about `limit` characters: its beginning and its end, cut at blanks, the
    middle marked as cut. A pasted log's last lines, and the ask a person types after
    it in the same turn, are kept."""
    # Memory is for recall, not archival: the transcript stays on disk as the full record.
    if len(text) <= limit:
        return text
    head_room = limit * 2 // 3
    cut = text.rfind(" ", 0, head_room)
    head = text[: cut if cut > head_room // 2 else head_room].rstrip()
    tail_room = limit - head_room
    tail = text[len(text) - tail_room :]
    cut = tail.find(" ")
    tail = tail[cut if 0 <= cut < tail_room // 2 else 0 :].lstrip()
    return f"{head} …[truncated]… {tail}"


@dataclass
class Grouping:
    """Where a grouping pass stopped: `safe` is the byte offset up to which every record
    belongs to an exchange already yielded (or to none); `partial` the unread tail."""

    safe: int
    consumed: int
    partial: int = 0
    skipped: dict[str, int] = field(default_factory=dict)


def group(
    records: Iterable[Record], start: int, flush: Flush, state: Grouping
) -> Iterator[Exchange]:
    """Yield complete exchanges; at the end, flush the open one as `flush` allows:
    "end" flushes anything, "idle" only an exchange that got a reply, "none" nothing."""
    current: Exchange | None = None
    state.safe = state.consumed = start
    for rec in records:
        if isinstance(rec, Partial):
            state.partial = rec.size
            break
        state.consumed = rec.end
        if isinstance(rec, Skipped):
            state.skipped[rec.reason] = state.skipped.get(rec.reason, 0) + 1
            if current is None:
                state.safe = rec.end
            continue
        if rec.role == "user" and current is not None and current.assistant:
            current.end = rec.start
            yield current
            state.safe = rec.start
            current = None
        if current is None:
            if rec.role == "tool":  # a tool result with nothing to answer: just consumed
                state.safe = rec.end
                continue
            current = Exchange(start=state.safe)
        if rec.role == "user":
            current.user.append(rec)
        elif rec.role == "assistant":
            current.assistant.append(rec)
        elif rec.error:
            current.errors.append(rec.error)
    if current is None:
        state.safe = state.consumed
    elif flush == "end" or (flush == "idle" and current.assistant):
        current.end = state.consumed
        yield current
        state.safe = state.consumed
