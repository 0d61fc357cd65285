"""A lesson's mark: braces around what it points at (a body, a spot, a field, a finished game's
summary), in a highlight of their own, never hiding a body."""

from magtui.core.explanations import Focus
from magtui.games.magnitus import SPEC
from magtui.games.magnitus import actions as A
from magtui.games.magnitus.ui import MagnitusBoard

from tests.board_app import BoardApp

from .helpers import C, MOONS, PLANETS, STARS, position
from .test_ui import _text, keys


def pane_rows(board):
    return ["".join(row) for row in board.pane_view.canvas.chars]


async def test_a_marked_body_and_spot_get_braces_and_the_mark_goes_again():
    state = position([(STARS[0], 60.0, C, 1)], hands=[[MOONS[1]], [MOONS[2]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagnitusBoard)
        await keys(pilot, board, "down", "down", "down", "down")  # the held Moon out of the way
        before = _text(app)
        board.mark(Focus("body", str(STARS[0])))
        await pilot.pause()
        assert sum(row.count("{⊕}") for row in _text(app)) == 1
        board.mark(Focus("spot", "200.0,200.0"))
        await pilot.pause()
        c, r = board._painter.view.cell(200.0, 200.0)
        assert pane_rows(board)[r][c - 1 : c + 2] == "{+}"
        assert board.pane_view.canvas.styles[r][c] == "accent"
        board.mark(Focus("spot", "127.3,107.3"))  # where the cursor stands
        await pilot.pause()
        assert sum(row.count("[•]") for row in _text(app)) == 1  # the held Moon stays seen
        board.mark(None)
        await pilot.pause()
        assert _text(app) == before


async def test_the_summary_of_a_finished_game_can_be_marked():
    state = position([], hands=[[MOONS[0]], [PLANETS[0], STARS[0]]], options={"target": "30"})
    app = BoardApp(SPEC, state, 0, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagnitusBoard)
        board.point_at(A.place("moon", 1273, 1273))
        await keys(pilot, board, "enter")
        board.mark(Focus("summary", "1"))
        await pilot.pause()
        assert any(row.strip().startswith("{ END OF GAME 1 }") for row in _text(app))


async def test_a_hovering_body_marked_keeps_its_glyph_between_the_braces():
    state = position([], hands=[[STARS[0]], [MOONS[0]]])
    state.apply(0, A.hover("star", 1273, 1273, 30, 1))
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagnitusBoard)
        board.mark(Focus("hover", "star"))
        await pilot.pause()
        assert sum(row.count("{⊕}") for row in _text(app)) == 1
