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
        self.cursor = None
        self.held = None

    def show(self, state, seat: int, marks=(), cursor=None, held=None) -> None:
        self.state, self.seat, self.marks = state, seat, set(marks)
        self.cursor, self.held = cursor, held
        self.refresh()

    def render(self) -> Text:
        canvas = Canvas(self.size.width, self.size.height, self.glyphs)
        if self.state is not None:
            draw_board(canvas, self.state, self.seat, 0, 0, self.marks, self.cursor, self.held)
            canvas.put(0, 17, train_line(self.state, self.seat, self.glyphs)[: canvas.width])
            canvas.put(0, 18, score_line(self.state, self.seat)[: canvas.width])
        return canvas.to_text()


def space_positions(state) -> dict:
    """Where each space of a board is drawn (the same for every player)."""
    positions: dict = {}
    draw_board(Canvas(80, 19, _NoGlyphs()), state, 0, 0, 0, positions=positions)
    return positions


def step(positions: dict, space: str, dx: int, dy: int) -> str:
    """The nearest space in a direction (arrow keys on the board)."""
    x0, y0 = positions[space]
    best, best_score = space, None
    for other, (x, y) in positions.items():
        ahead = (x - x0) * dx if dx else (y - y0) * dy
        if other == space or ahead <= 0:
            continue
        side = abs(y - y0) if dx else abs(x - x0)
        score = ahead + 4 * side if dx else 4 * ahead + side
        if best_score is None or score < best_score:
            best, best_score = other, score
    return best


class _NoGlyphs:
    ascii = False

    def text(self, s: str) -> str:
        return s
