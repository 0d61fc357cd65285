"""The player board widget: the board's sections as a grid, the robots and commuters on it,
the legal spaces of the running choice, and the train and score lines below."""

from __future__ import annotations

import textwrap

from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.ui_canvas import DIM, SEAT_STYLES, Canvas
from magtui.games.maglev.ui_pane import CanvasPane
from magtui.games.maglev.ui_panels import (NARROW, NARROW_WIDTH, board_summary, draw_board,
                                           score_line, train_line)

LOG_LINES = 8


class PlayerBoardView(CanvasPane):
    """Shows one seat's board; `marks` are the spaces the current choice may use (`<x>`). Narrower
than 80 columns it takes its 56-column form and, beside the big map (`roomy`), lists the other
players in two lines each and the newest log lines below the board."""

    def __init__(self, glyphs, **kwargs) -> None:
        super().__init__(glyphs, **kwargs)
        self.scene = None
        self.seat = 0
        self.marks: set = set()
        self.cursor = None
        self.held = None
        self.roomy = False
        self.positions: dict = {}

    def show(self, scene, seat: int, marks=(), cursor=None, held=None, roomy=False) -> None:
        self.scene, self.seat, self.marks = scene, seat, set(marks)
        self.cursor, self.held, self.roomy = cursor, held, roomy
        self.redraw()

    @property
    def narrow(self) -> bool:
        return self.size.width < 80

    def draw(self, canvas: Canvas) -> None:
        scene = self.scene
        if scene is None:
            return
        positions: dict = {}
        board = scene.boards[self.seat]
        if self.narrow:
            draw_board(canvas, board, scene.mapname, 0, 0, self.marks, self.cursor, self.held, positions,
                       NARROW)
            lines = textwrap.wrap(train_line(scene, self.seat, self.glyphs).strip(), NARROW_WIDTH - 1)
            lines += textwrap.wrap(score_line(scene, self.seat).strip(), NARROW_WIDTH - 1)
            for i, line in enumerate(lines):
                canvas.put(1, 17 + i, line)
            if self.roomy:
                self._draw_others(canvas, 18 + len(lines))
        else:
            draw_board(canvas, board, scene.mapname, 0, 0, self.marks, self.cursor, self.held, positions)
            canvas.put(0, 17, train_line(scene, self.seat, self.glyphs))
            canvas.put(0, 18, score_line(scene, self.seat))
        self.positions = positions

    def _draw_others(self, canvas: Canvas, y: int) -> None:
        """The other players in two lines each, then the newest log lines."""
        scene, width = self.scene, canvas.width
        others = [s for s in range(scene.num_players) if s != self.seat]
        if others:
            canvas.put(0, y, "OTHER PLAYERS", "bold")
            y += 1
        for seat in others:
            for line in board_summary(scene, seat, self.glyphs):
                canvas.put(0, y, line[:width], None if line.startswith("  ") else SEAT_STYLES[seat])
                y += 1
        canvas.put(0, y + 1, "LOG", "bold")
        wrapped = [part for entry in scene.recent_log
                   for part in textwrap.wrap(entry, width - 1, subsequent_indent="  ")]
        for i, line in enumerate(wrapped[-LOG_LINES:]):
            canvas.put(0, y + 2 + i, line, DIM if i < len(wrapped[-LOG_LINES:]) - 1 else None)


def space_positions(mapname: str) -> dict:
    """Where each space of a board is drawn (the same for every player)."""
    positions: dict = {}
    draw_board(Canvas(80, 19, _NoGlyphs()), pb.empty_board(), mapname, 0, 0, positions=positions)
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
