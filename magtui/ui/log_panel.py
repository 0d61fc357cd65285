"""The recent-log panel a board may show beside its play: the newest entries, wrapped, whole.

Entries wrap between words with their further rows indented, and are never cut: the panel shows
the newest entries that fit whole, and always the newest one (its first rows when it alone is
longer than the panel). `i` shows the whole log.
"""

from __future__ import annotations

from typing import Sequence

from magtui.ui.canvas import Canvas, wrapped


def recent_rows(log: Sequence[str], width: int, rows: int) -> list[list[str]]:
    """The newest entries that fit whole in `rows` rows of `width` columns, oldest first, each
    as its wrapped rows; the newest always, cut to `rows` rows when it alone is longer."""
    shown: list[list[str]] = []
    used = 0
    for entry in reversed(log):
        entry_rows = wrapped(entry, width)
        if not shown and len(entry_rows) > rows:
            return [entry_rows[:rows]] if rows > 0 else []
        if used + len(entry_rows) > rows:
            break
        shown.insert(0, entry_rows)
        used += len(entry_rows)
    return shown


def draw_recent_log(
    canvas: Canvas,
    x: int,
    y: int,
    width: int,
    rows: int,
    log: Sequence[str],
    older: str = "",
    newest: str = "",
) -> int:
    """Draw the newest entries that fit in the box (x, y, width, rows), the older ones in style
    `older` and the newest in `newest`; returns the row after them."""
    entries = recent_rows(log, width, rows)
    for k, entry_rows in enumerate(entries):
        style = newest if k == len(entries) - 1 else older
        for row in entry_rows:
            canvas.put(x, y, row, style)
            y += 1
    return y
