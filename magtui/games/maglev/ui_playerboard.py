"""The player board widget: the board's sections as a grid, the robots and commuters on it,
the legal spaces of the running choice, and the train and score lines below."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from magtui.games.maglev.ui_canvas import Canvas
from magtui.games.maglev.ui_panels import draw_board, score_line, train_line


class PlayerBoardView(Widget):
    """Shows one seat's board; `marks` are the spaces the current choice may use (`<x>`)."""

    def __init__(self, glyphs, **kwargs) -> None:
        super().__init__(**kwargs)
        self.glyphs = glyphs
        self.state = None
        self.seat = 0
        self.marks: set = set()

    def show(self, state, seat: int, marks=()) -> None:
        self.state, self.seat, self.marks = state, seat, set(marks)
        self.refresh()

    def render(self) -> Text:
        canvas = Canvas(self.size.width, self.size.height, self.glyphs)
        if self.state is not None:
            draw_board(canvas, self.state, self.seat, 0, 0, self.marks)
            canvas.put(0, 17, train_line(self.state, self.seat, self.glyphs)[: canvas.width])
            canvas.put(0, 18, score_line(self.state, self.seat)[: canvas.width])
        return canvas.to_text()
