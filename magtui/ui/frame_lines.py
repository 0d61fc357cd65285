"""The frame's text lines (status, hint, log): words wrap onto more rows, never cut, and the
log shows more entries as the terminal grows taller."""

from __future__ import annotations

from functools import lru_cache
from typing import Self

from rich.cells import cell_len
from textual.content import Content
from textual.geometry import Region
from textual.widgets import Static

# Rows of the log above the key bar, by terminal height: one at the minimum of 24 rows, two
# from 30, three from 40, four from 48; the board keeps the rest.
LOG_ROWS = ((48, 4), (40, 3), (30, 2))


def log_rows(height: int) -> int:
    return next((rows for tallest, rows in LOG_ROWS if height >= tallest), 1)


def board_rows(height: int) -> int:
    """The rows a game's board keeps on a terminal `height` rows tall, the frame's status, hint
    and key bar taking a row each and the log its rows: what a roomy layout may count on."""
    return height - 3 - log_rows(height)


@lru_cache(maxsize=1024)
def rows_of(text: str, width: int) -> int:
    """The rows `text` takes when its words wrap at `width` columns (kept: the frame asks for
    the same log entries at every cursor move)."""
    return len(Content(text).wrap(max(1, width))) if text else 1


def newest_entries(log: list[str], width: int, rows: int) -> list[str]:
    """The newest log entries that fit in `rows` rows at `width` (oldest first), and always the
    newest one: it takes the rows it needs."""
    shown: list[str] = []
    used = 0
    for entry in reversed(log):
        used += rows_of(entry, width)
        if shown and used > rows:
            break
        shown.insert(0, entry)
    return shown


def text_width(line: Static) -> int:
    """The columns a frame line's text may use: the line spans its screen (already resized
    when a resize is handled, before the line is laid out again)."""
    return line.screen.size.width - line.styles.gutter.width


class FrameLine(Static):
    """A line of the game frame (status, hint, log). A new text that keeps to the one row of
    the old repaints the row from its first changed column only."""

    def __init__(self, **kwargs) -> None:
        super().__init__("", markup=False, **kwargs)
        self._changed: Region | None = None  # set while show_text updates the line

    def refresh(self, *regions: Region, **kwargs) -> Self:
        if (
            self._changed is not None
            and not regions
            and not kwargs.get("layout")
            and not kwargs.get("recompose")
        ):
            regions = (self._changed,)
        return super().refresh(*regions, **kwargs)


def _first_change(old: str, new: str) -> int:
    """The column where `new` starts to differ from `old`."""
    same = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
    return cell_len(old[:same])


def show_text(line: Static, text: str) -> None:
    """Show `text` on `line`. A text that needs as many rows as the line has repaints that line
    alone (a FrameLine's one row from where it changed); one that wraps onto more rows, or
    fewer, lays the screen out again."""
    rows = line.size.height
    width = text_width(line)
    minimum = line.styles.min_height
    needed = max(rows_of(text, width), int(minimum.value) if minimum is not None else 1)
    old = str(line.content)
    if isinstance(line, FrameLine) and rows == needed == rows_of(old, width) == 1:
        start = _first_change(old, text)
        line._changed = Region(start, 0, max(1, line.content_size.width - start), 1)
    try:
        line.update(text, layout=False)
    finally:
        if isinstance(line, FrameLine):
            line._changed = None
    if needed != rows:
        line.refresh(layout=True)
