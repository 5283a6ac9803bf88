"""A subject's facts drawn along both time axes, as an SVG picture.

Each version of each fact is one row. The left panel draws its world interval (valid
time: when it held), the right panel its record interval (record time: when the store
believed it). An open end runs to "now" and ends in an arrow. Every text in the picture
is escaped here: facts are written by agents, and this markup is embedded as is.
"""

from __future__ import annotations

from datetime import datetime, timezone
from html import escape

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


def _ts(value: str | None) -> float | None:
    if not value:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=timezone.utc)
    return parsed.timestamp()


def _day(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%d")


def _short(text: str, limit: int = 44) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def timeline_svg(facts, now: float) -> str:
    """The SVG for `facts` (every version of one subject's facts, any status)."""
    rows = sorted(facts, key=lambda f: (f.predicate, f.id, f.version))
    if not rows:
        return ""
    stamps = [now]
    for f in rows:
        stamps += [t for t in (_ts(f.valid_from), _ts(f.valid_to), _ts(f.recorded_at)) if t]
        stamps += [t for t in (_ts(f.retired_at),) if t]
    start, end = min(stamps), max(stamps)
    span = max(end - start, 86400.0)
    start -= span * 0.04
    end += span * 0.04

    def x(panel: int, ts: float) -> float:
        left = LABEL_W + panel * (PANEL_W + GAP)
        return left + (ts - start) / (end - start) * PANEL_W

    height = TOP + ROW_H * len(rows) + 40
    width = LABEL_W + 2 * PANEL_W + GAP + 10
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
        'aria-label="fact timeline: valid time and record time">',
        '<defs><marker id="open" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" '
        'markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#444"/></marker>'
        "</defs>",
    ]
    for panel, title in ((0, "valid time (when it held)"), (1, "record time (when believed)")):
        left = LABEL_W + panel * (PANEL_W + GAP)
        out.append(f'<text x="{left}" y="16" class="axis-title">{title}</text>')
        out.append(
            f'<rect x="{left}" y="{TOP - 14}" width="{PANEL_W}" '
            f'height="{ROW_H * len(rows) + 8}" class="panel"/>'
        )
        for ts in (start + (end - start) * k / 2 for k in (0, 1, 2)):
            out.append(
                f'<text x="{x(panel, ts):.1f}" y="{height - 12}" class="tick" '
                f'text-anchor="middle">{_day(ts)}</text>'
            )
        out.append(
            f'<line x1="{x(panel, now):.1f}" y1="{TOP - 16}" x2="{x(panel, now):.1f}" '
            f'y2="{TOP + ROW_H * len(rows)}" class="now"/>'
        )
        out.append(f'<text x="{x(panel, now):.1f}" y="{TOP - 20}" class="tick">now</text>')
    for i, f in enumerate(rows):
        y = TOP + i * ROW_H
        color = COLORS.get(f.status, "#455a64")
        label = escape(_short(f"{f.predicate} = {f.object}"))
        out.append(
            f'<text x="4" y="{y + 4}" class="label">{label} '
            f'<tspan class="meta">v{f.version} {escape(f.status)}</tspan></text>'
        )
        world_from = _ts(f.valid_from)
        world_to = _ts(f.valid_to)
        intervals = (
            (0, world_from if world_from is not None else start, world_to, world_from is None),
            (1, _ts(f.recorded_at) or start, _ts(f.retired_at), False),
        )
        for panel, begin, finish, unknown_start in intervals:
            open_end = finish is None
            stop = now if open_end else finish
            x1, x2 = x(panel, begin), max(x(panel, stop), x(panel, begin) + 2)
            dash = ' stroke-dasharray="4 3"' if unknown_start else ""
            marker = ' marker-end="url(#open)"' if open_end else ""
            tip = escape(
                f"{f.predicate} = {f.object} (v{f.version}, {f.status}): "
                + (
                    f"held {f.valid_from or '?'} → {f.valid_to or 'now'}"
                    if panel == 0
                    else f"believed {f.recorded_at} → {f.retired_at or 'now'}"
                )
            )
            out.append(
                f'<line x1="{x1:.1f}" y1="{y}" x2="{x2:.1f}" y2="{y}" stroke="{color}" '
                f'stroke-width="9"{dash}{marker}><title>{tip}</title></line>'
            )
    out.append("</svg>")
    return "\n".join(out)
