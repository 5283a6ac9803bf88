"""A subject's facts drawn along both time axes, as an SVG picture.

Each version of each fact is one row. The left panel draws its world interval (valid
time: when it held), the right panel its record interval (record time: when the store
believed it). An open end runs to "now" and ends in an arrow. Every text in the picture
is escaped here: facts are written by agents, and this markup is embedded as is.
"""

from __future__ import annotations

from datetime import datetime, timezone
from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mgimind.memory.facts.model import Fact

ROW_H = 26
LABEL_W = 300
PANEL_W = 330
GAP = 30
TOP = 48
COLORS = {
    "believed": "#2e7d32",
    "contested": "#ef6c00",
    "superseded": "#757575",
    "rejected": "#c62828",
    "invalidated": "#6a1b9a",
    "revised": "#90a4ae",
}


def parse_time(value: str | None) -> float | None:
    """An ISO time as epoch seconds (UTC when it names no zone), or None."""
    if not value:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=timezone.utc)
    return parsed.timestamp()


def _short(text: str, limit: int = 44) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _scale(stamps: list[float]) -> tuple[float, float]:
    """A panel's time range: its stamps with a margin, at least a minute wide."""
    low, high = min(stamps), max(stamps)
    span = max(high - low, 60.0)
    return low - span * 0.05, high + span * 0.05


def _label(ts: float, span: float) -> str:
    form = "%Y-%m-%d" if span > 3 * 86400 else "%m-%d %H:%M" if span > 3600 else "%H:%M:%S"
    return datetime.fromtimestamp(ts, timezone.utc).strftime(form)


def _x(scales: tuple[tuple[float, float], ...], panel: int, ts: float) -> float:
    """Where time `ts` falls across `panel` (0 world, 1 record), in picture units."""
    low, high = scales[panel]
    left = LABEL_W + panel * (PANEL_W + GAP)
    return left + (ts - low) / (high - low) * PANEL_W


def timeline_svg(facts: list[Fact], now: float) -> str:
    """The SVG for `facts` (every version of one subject's facts, any status). Each panel
    has its own scale: world times may span years while the record times of the same
    facts span minutes."""
    rows = sorted(facts, key=lambda f: (f.predicate, f.id, f.version))
    if not rows:
        return ""
    world = [
        t for f in rows for t in (parse_time(f.valid_from), parse_time(f.valid_to)) if t is not None
    ]
    record = [
        t
        for f in rows
        for t in (parse_time(f.recorded_at), parse_time(f.retired_at))
        if t is not None
    ]
    scales = (_scale(world + [now]), _scale(record + [now]))
    bottom = TOP + ROW_H * len(rows)
    height = bottom + 34
    width = LABEL_W + 2 * PANEL_W + GAP + 10
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
        'aria-label="fact timeline: valid time and record time">'
    ]
    titles = ("valid time: when it held", "record time: when the store believed it")
    for panel, title in enumerate(titles):
        out.extend(_panel_frame(scales, panel, title, len(rows), now))
    for i, f in enumerate(rows):
        out.extend(_fact_row(scales, f, TOP + i * ROW_H, now))
    out.append("</svg>")
    return "\n".join(out)


def _panel_frame(
    scales: tuple[tuple[float, float], ...], panel: int, title: str, n_rows: int, now: float
) -> list[str]:
    """A panel's title, box, time ticks and "now" line."""
    bottom = TOP + ROW_H * n_rows
    height = bottom + 34
    left = LABEL_W + panel * (PANEL_W + GAP)
    low, high = scales[panel]
    out = [f'<text x="{left}" y="16" class="axis-title">{title}</text>']
    out.append(
        f'<rect x="{left}" y="{TOP - 14}" width="{PANEL_W}" '
        f'height="{ROW_H * n_rows + 4}" class="panel"/>'
    )
    for k, anchor in ((0, "start"), (1, "middle"), (2, "end")):
        ts = low + (high - low) * k / 2
        out.append(
            f'<text x="{left + PANEL_W * k / 2:.1f}" y="{height - 12}" class="tick" '
            f'text-anchor="{anchor}">{_label(ts, high - low)}</text>'
        )
    now_x = _x(scales, panel, now)
    out.append(
        f'<line x1="{now_x:.1f}" y1="{TOP - 14}" x2="{now_x:.1f}" y2="{bottom - 10}" class="now"/>'
    )
    out.append(f'<text x="{now_x:.1f}" y="{TOP - 18}" class="tick" text-anchor="middle">now</text>')
    return out


def _fact_row(scales: tuple[tuple[float, float], ...], f: Fact, y: int, now: float) -> list[str]:
    """One fact version's row at height `y`: its label, then its world and record bars."""
    color = COLORS.get(f.status, "#455a64")
    label = escape(_short(f"{f.predicate} = {f.object}"))
    out = [
        f'<text x="4" y="{y + 4}" class="label">{label} '
        f'<tspan class="meta">v{f.version} {escape(f.status)}</tspan></text>'
    ]
    world_from = parse_time(f.valid_from)
    intervals = (
        (0, world_from, parse_time(f.valid_to)),
        (1, parse_time(f.recorded_at), parse_time(f.retired_at)),
    )
    for panel, begin, finish in intervals:
        unknown_start = begin is None
        begin = scales[panel][0] if begin is None else begin
        stop = now if finish is None else finish
        x1, x2 = (
            _x(scales, panel, begin),
            max(_x(scales, panel, stop), _x(scales, panel, begin) + 3),
        )
        what = (
            f"held {f.valid_from or '?'} → {f.valid_to or 'now'}"
            if panel == 0
            else f"believed {f.recorded_at} → {f.retired_at or 'now'}"
        )
        tip = escape(f"{f.predicate} = {f.object} (v{f.version}, {f.status}): {what}")
        dash = ' stroke-dasharray="5 3"' if unknown_start else ""
        out.append(
            f'<line x1="{x1:.1f}" y1="{y}" x2="{x2:.1f}" y2="{y}" stroke="{color}" '
            f'stroke-width="9"{dash}><title>{tip}</title></line>'
        )
        if finish is None:  # still open: an arrowhead at "now"
            out.append(
                f'<path d="M{x2:.1f},{y - 7} L{x2 + 8:.1f},{y} L{x2:.1f},{y + 7} z" '
                f'fill="{color}"/>'
            )
    return out
