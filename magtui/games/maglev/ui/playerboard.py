"""The player board view: the board's sections as a grid, the robots and commuters on it, the
legal spaces of the running choice, and the train and score lines below. Beside the big map it
takes its 56-column form and lists the other players in two lines each and the newest log lines
below the board."""

from __future__ import annotations

from functools import lru_cache

from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.ui.panels import (
    NARROW,
    NARROW_WIDTH,
    WIDE,
    board_summary,
    draw_board,
    score_line,
    train_line,
)
from magtui.games.maglev.ui.canvas import seat_style
from magtui.ui.canvas import Canvas, wrapped
from magtui.ui.log_panel import draw_recent_log

LOG_LINES = 8


def draw_player_view(
    c: Canvas,
    position,
    seat: int,
    x: int,
    narrow: bool,
    marks=(),
    cursor=None,
    held=None,
    others: bool = False,
) -> None:
    """One seat's board from column `x`: `marks` are the spaces the current choice may use
    (`<x>`), `cursor` and `held` the board cursor's space and the robot it holds; `others` adds
    the other players and the log under the narrow board."""
    board = position.boards[seat]
    if not narrow:
        draw_board(c, board, position.mapname, x, 0, marks, cursor, held)
        c.put(x, 17, train_line(position, seat, c.glyphs))
        c.put(x, 18, score_line(position, seat))
        return
    draw_board(c, board, position.mapname, x, 0, marks, cursor, held, geometry=NARROW)
    lines = [
        row
        for text in (train_line(position, seat, c.glyphs), score_line(position, seat))
        for row in wrapped(text.strip(), NARROW_WIDTH - 1, indent=0)
        if row
    ]
    for i, line in enumerate(lines):
        c.put(x + 1, 17 + i, line)
    if others:
        _draw_others(c, position, seat, x, 18 + len(lines))


def _draw_others(c: Canvas, position, seat: int, x: int, y: int) -> None:
    """The other players in two lines each, then the newest log lines."""
    width = NARROW_WIDTH
    others = [s for s in range(position.num_players) if s != seat]
    if others:
        c.put(x, y, "OTHER PLAYERS", "bold")
        y += 1
    for other in others:
        for line in board_summary(position, other, c.glyphs):
            c.put(x, y, line[:width], "" if line.startswith("  ") else seat_style(other))
            y += 1
    c.put(x, y + 1, "LOG", "bold")
    draw_recent_log(c, x, y + 2, width - 1, LOG_LINES, position.recent_log(), older="dim")


@lru_cache(maxsize=None)
def space_cells(mapname: str, narrow: bool) -> dict[str, tuple[int, int]]:
    """Where each space of a board is drawn (the same for every player), for the board cursor."""
    positions: dict = {}
    draw_board(
        Canvas(80, 17),
        pb.empty_board(),
        mapname,
        0,
        0,
        positions=positions,
        geometry=NARROW if narrow else WIDE,
    )
    return positions
