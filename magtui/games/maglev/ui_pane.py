"""A widget drawn on a Canvas that repaints only the rows whose drawing changed."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Region
from textual.widget import Widget

from magtui.games.maglev.ui_canvas import Canvas


class CanvasPane(Widget):
    """Subclasses draw on a canvas of the widget's size; `redraw()` asks for a repaint of only
    the rows that differ from the last drawing (a cursor move repaints a row or two)."""

    def __init__(self, glyphs, **kwargs) -> None:
        super().__init__(**kwargs)
        self.glyphs = glyphs
        self._drawn = None  # (size, rows, text) last drawn

    def draw(self, canvas: Canvas) -> None:
        raise NotImplementedError

    def _draw_now(self):
        canvas = Canvas(self.size.width, self.size.height, self.glyphs)
        self.draw(canvas)
        rows = canvas.lines()
        return self.size, rows, Text("\n", no_wrap=True, end="").join(rows)

    def redraw(self) -> None:
        if not self.display or not self.size.area:  # drawn when shown and laid out
            self._drawn = None
            self.refresh()
            return
        old, new = self._drawn, self._draw_now()
        self._drawn = new
        if old is None or old[0] != new[0]:
            self.refresh()
            return
        changed = [y for y, (a, b) in enumerate(zip(old[1], new[1])) if a != b]
        if changed:
            width = self.size.width
            self.refresh(*(Region(0, y, width, 1) for y in changed))

    def render(self) -> Text:
        if self._drawn is None or self._drawn[0] != self.size:
            self._drawn = self._draw_now()
        return self._drawn[2]
