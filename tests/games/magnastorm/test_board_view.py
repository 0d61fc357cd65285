"""The Magnastorm board draws from a seat's view: through a whole game, with its menus, the
exchange dialog and the administration summary open, no game state is reachable from it."""

import random


from tests.board_app import BoardApp
from tests.state_reach import state_paths

from .helpers import SPEC, new


async def test_no_state_is_reachable_from_the_board_through_a_game():
    st = new(2, seed=57)  # a short game: over in round 2, after one administration
    rng = random.Random(57)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.board
        opened, steps = set(), 0
        while not st.is_over():
            assert not state_paths(board), state_paths(board)
            if board.report is not None:
                opened.add("report")
                await pilot.press("enter")
            if steps % 5 == 0:  # now and then the exchange dialog or the menu
                key = (
                    "x"
                    if "x" in {a.verb for a in board.legal_actions} and "x" not in opened
                    else "a"
                )
                await pilot.press(key)
                opened.add(key)
                assert not state_paths(board), state_paths(board)
                await pilot.press("escape")
            board.choose(rng.choice([a for a in board.legal_actions if a.verb != "x"]))
            await pilot.pause()
            steps += 1
        assert opened == {"report", "x", "a"} and board.seen.over and board.seat is None
        assert not state_paths(board), state_paths(board)
