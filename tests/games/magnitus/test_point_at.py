"""The hint's highlight: the board aims the held body as the advised move places it, and the
usual keys then make exactly that move."""

import pytest

from magtui.core.advice import advice_for
from magtui.core.bots import bot_move
from magtui.games.magnitus import SPEC, data
from magtui.games.magnitus import actions as A
from magtui.games.magnitus.ui import MagnitusBoard

from tests.board_app import BoardApp

from .test_ui import keys


def positions():
    """Seeded games a few turns in, each with the seat to act."""
    for players, seed, turns in ((2, 3, 0), (3, 5, 4), (4, 6, 9)):
        state = SPEC.new_game(["Ann", "Bo", "Cyr", "Dee"][:players], seed)
        for _ in range(turns):
            seat = state.to_act()[0]
            state.apply(seat, bot_move(SPEC.make_bot("easy", seat, seed), state, seat))
        yield state, state.to_act()[0], seed


CONFIRM = {A.PlaceSphere: "enter", A.PlaceDisc: "enter", A.PlaceComet: "enter", A.HoverPole: "v"}


@pytest.mark.parametrize("index", range(3))
async def test_pointing_at_a_move_then_the_usual_key_makes_it(index):
    state, seat, seed = list(positions())[index]
    advised = advice_for(SPEC, state.clone(), seat, seed).action
    kinds = {type(a): a for a in state.legal_actions(seat)}  # one move of every form
    held = next(kind for kind in state.kinds_in_hand(seat) if kind != "comet")
    wanted = [advised, *kinds.values(), A.hover(held, 1000, 1200, data.HOVER_START, -1)]
    app = BoardApp(SPEC, state, seat)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagnitusBoard)
        shown = []
        for action in wanted:
            if not board.point_at(action):
                continue
            await keys(pilot, board, CONFIRM[type(action)])
            shown.append(action)
        assert app.actions == shown and advised in shown and len(shown) >= 3


async def test_a_raise_and_the_finished_layout_need_only_their_key():
    state = SPEC.new_game(["Ann", "Bo"], 2, {"layout": "custom"})
    app = BoardApp(SPEC, state, 0, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagnitusBoard)
        assert board.point_at(A.LAYOUT_DONE)
        await keys(pilot, board, "enter")
        seat = state.to_act()[0]
        assert board.point_at(A.hover("planet", 1000, 1273, data.HOVER_START, 1))
        await keys(pilot, board, "v")
        assert not board.point_at(A.Move(50, 0))  # a step of hover is no aim
        assert board.point_at(A.RAISE)
        await keys(pilot, board, "escape")
    assert app.chosen == [
        (0, A.LAYOUT_DONE),
        (seat, A.hover("planet", 1000, 1273, data.HOVER_START, 1)),
        (seat, A.RAISE),
    ]
