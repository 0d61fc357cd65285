"""Write a changed line from where it changed, not from the widget's left edge.

Textual repaints a refreshed region of a line by writing the widget's line from its left edge
up to the region's end: a cursor at the right of an 80-column board rewrites the 60 unchanged
cells before it on every row it touches. This writes each such line from its first changed
cell (a wide character whole); the cells before it, unchanged, are left as the terminal shows
them. (Textual's own `ChopsUpdate.__rich_console__` skips the segments before the change.)
(A patch of a private method: pyproject pins the Textual version it was written against.)
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console
from rich.control import Control
from textual._compositor import ChopsUpdate


def _write_start(strip, x: int, x1: int) -> int:
    """The column of the first character of `strip` (drawn from column `x`) that reaches into
    column `x1` or beyond: a wide character is written whole."""
    for segment in strip:
        width = cell_len(segment.text)
        if x + width <= x1:
            x += width
            continue
        for char in segment.text:
            width = cell_len(char)
            if x + width > x1:
                return x
            x += width
    return x


def render_segments(self: ChopsUpdate, console: Console) -> str:
    sequences: list[str] = []
    append = sequences.append
    move_to = Control.move_to
    last_y = self.spans[-1][0]
    for y, x1, x2 in self.spans:
        for end, (x, strip) in zip(self.chop_ends[y], self.chops[y].items()):
            if strip is None or x > x2 or end <= x1:
                continue
            start = _write_start(strip, x, x1) if x < x1 else x
            append(move_to(start, y).segment.text)
            append(strip.crop(start - x, min(end, x2) - x).render(console))
        if y != last_y:
            append("\n")
    return "".join(sequences)


def write_from_changed_cells() -> None:
    if ChopsUpdate.render_segments is not render_segments:
        ChopsUpdate.render_segments = render_segments
