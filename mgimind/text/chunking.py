"""Split text into overlapping, whitespace-aligned windows."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Chunk:
    text: str
    start: int
    end: int


def chunk_text(text: str, size: int = 500, overlap: int = 75) -> list[Chunk]:
    """Windows of at most `size` chars, cut at whitespace, each starting about `overlap`
    chars before the previous one ended. Text that fits in one window is one chunk."""
    if len(text) <= size:
        return [Chunk(text, 0, len(text))]
    chunks: list[Chunk] = []
    start = 0
    n = len(text)
    while start < n:
        end = min(start + size, n)
        if end < n:
            cut = text.rfind(" ", start + size // 2, end)
            cut = max(cut, text.rfind("\n", start + size // 2, end))
            if cut > start:
                end = cut
        chunks.append(Chunk(text[start:end], start, end))
        if end >= n:
            break
        next_start = max(end - overlap, start + 1)
        space = text.find(" ", next_start, end)
        start = space + 1 if space != -1 else next_start
    return chunks


def reassemble(chunks: list[Chunk]) -> str:
    """Inverse of chunk_text given the chunks in order."""
    out = ""
    for c in sorted(chunks, key=lambda c: c.start):
        out += c.text[max(0, len(out) - c.start) :]
    return out
