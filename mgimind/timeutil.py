"""Timestamps: ISO 8601 in UTC for people, epoch seconds for range filters."""

from __future__ import annotations

from datetime import datetime, timezone

from mgimind.errors import InvalidInput

# What a caller may give as a time: ISO text, a datetime, or epoch seconds.
TimeLike = str | datetime | float | int


def now() -> datetime:
    return datetime.now(timezone.utc)


def iso(dt: datetime) -> str:
    return dt.astimezone(timezone.utc).isoformat(timespec="seconds")


def parse_time(value: str | datetime | float | int) -> datetime:
    """Accept ISO dates/times ('2024', '2024-03', '2024-03-01', full ISO) or epoch seconds."""
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
    if isinstance(value, (int, float)):
        return datetime.fromtimestamp(value, timezone.utc)
    text = str(value).strip()
    for fmt in ("%Y", "%Y-%m"):
        try:
            return datetime.strptime(text, fmt).replace(tzinfo=timezone.utc)
        except ValueError:
            pass
    try:
        dt = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise InvalidInput(
            f"cannot read {value!r} as a time",
            fix="use ISO 8601, e.g. 2024-03-01 or 2024-03-01T12:00:00Z",
        ) from None
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)
