"""The cut-word check: every word a widget meant to show stands whole on screen.

Each widget knows the text it meant to show: a Static (or Label) what it was given, and other
widgets their `meant_text()` (the key bar, the menu, a setup field, a page of help, a board).
An Input is left out: its text scrolls under the cursor, where the player edits it. The check
reads the screen as the player sees it, inside the widget's content region and the part of it in
sight, and names the words that do not stand there whole: cut at an edge, folded away, or pushed
out of sight by a neighbour. Words may wrap and move; borders and padding around them do not
matter.

A board's own panels are checked through its `meant_text()` and through the canvases of the
board kit it draws on: a `Canvas` notes every text that lost characters to its edges.
"""

from __future__ import annotations

from collections import Counter

from rich.console import Console
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from magtui.ui.board import Board
from magtui.ui.canvas import CanvasView


def _unbounded(renderable) -> str:
    """A rich renderable (the ranking table) as it reads with all the room it wants."""
    console = Console(width=1000, color_system=None, markup=False, highlight=False)
    lines = console.render_lines(renderable, console.options, pad=False, new_lines=False)
    return "\n".join("".join(segment.text for segment in line) for line in lines)


def meant_text(widget: Widget) -> str | None:
    """The text `widget` meant to show, or None for a widget that shows no text of its own."""
    if hasattr(widget, "meant_text"):
        return widget.meant_text()
    if isinstance(widget, Static):
        visual = widget.visual
        return visual.plain if isinstance(visual, Content) else _unbounded(widget.content)
    return None


def _inside_a_board(widget: Widget) -> bool:
    return any(isinstance(node, Board) for node in widget.ancestors)


def shown_text(screen: Screen, widget: Widget, strips) -> str | None:
    """What the screen shows inside the widget's content region, or None when none of it is in
    sight (a hidden seat row, the help waiting beside the board)."""
    placed = screen._compositor.visible_widgets.get(widget)
    if placed is None:
        return None
    region, clip = placed
    seen = region.shrink(widget.styles.gutter).intersection(clip).intersection(screen.region)
    if not seen.area:
        return None
    return "\n".join(strips[y].crop(seen.x, seen.right).text for y in range(seen.y, seen.bottom))


def cut_words(app, boards: bool = True, strips=None) -> list[str]:
    """One line per widget of the top screen that shows a word of its text cut or not at all
    (the canvases inside a board too, unless `boards` is False). `strips`: the screen's lines
    when the caller has just rendered them for its own checks of the same frame."""
    screen = app.screen
    strips = screen._compositor.render_strips() if strips is None else strips
    problems = []
    for widget in screen.query("*"):
        if _inside_a_board(widget):
            canvas = getattr(widget, "canvas", None) if isinstance(widget, CanvasView) else None
            if (
                boards
                and canvas is not None
                and canvas.cut
                and widget.display
                and widget.region.area
            ):
                problems.append(f"{type(widget).__name__}#{widget.id} cuts {canvas.cut[:5]}")
            continue
        meant = meant_text(widget)
        if not meant or not meant.split():
            continue
        shown = shown_text(screen, widget, strips)
        if shown is None:
            continue
        missing = Counter(meant.split()) - Counter(shown.split())
        if missing:
            name = f"{type(widget).__name__}#{widget.id}" if widget.id else type(widget).__name__
            problems.append(
                f"{name} cuts {sorted(missing)}: it meant {meant!r}, the screen shows {shown!r}"
            )
    return problems


def screen_dump(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())
