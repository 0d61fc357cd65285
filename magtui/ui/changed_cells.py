"""Write a changed line from where it changed, not from the widget's left edge.

Textual repaints a refreshed region of a line by writing the widget's line from its left edge
up to the region's end: a cursor at the right of an 80-column board rewrites the 60 unchanged
cells before it on every row it touches. This writes each such line from its first changed
cell (a wide character whole); the cells before it, unchanged, are left as the terminal shows
them. (Textual's own `ChopsUpdate.__rich_console__` skips the segments before the change.)

Textual has no public way to shape what it writes, so this replaces the private
`ChopsUpdate.render_segments` (Textualize/textual#5625: a refresh of a region is not cropped to
its start). It does so only where ChopsUpdate has the fields and method it was written against:
on any other Textual, Textual writes as usual, a few bytes more.
"""

from __future__ import annotations

import inspect

from rich.cells import cell_len
from rich.console import Console
from rich.control import Control

try:
    from textual._compositor import ChopsUpdate
except ImportError:
    ChopsUpdate = None


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


def render_segments(self, console: Console) -> str:
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


def _fits(update_class) -> bool:
    """Whether `update_class` is the ChopsUpdate this replaces a method of: built from the
    chops, spans and chop ends that render_segments reads, and rendered by render_segments."""
    if update_class is None or not callable(getattr(update_class, "render_segments", None)):
        return False
    fields = list(inspect.signature(update_class.__init__).parameters)
    return fields == ["self", "chops", "spans", "chop_ends"]


def write_from_changed_cells() -> bool:
    """Install the writer where it fits the installed Textual; whether it is installed."""
    if not _fits(ChopsUpdate):
        return False
    ChopsUpdate.render_segments = render_segments
    return True
