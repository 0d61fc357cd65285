"""The Magnitus board draws from the seat's view: through a short game in the real app, no game
state is ever reachable from the board, and the motion it replays is public data only."""

import json

from tests.state_reach import state_paths

from .helpers import MOONS, PLANETS
from .test_screen import app_for, board_of, press, session_with


async def test_no_state_is_reachable_from_the_board_through_a_short_game():
    session = session_with(
        [], [[PLANETS[0], PLANETS[1], MOONS[0]], [MOONS[1], MOONS[2], PLANETS[2]]]
    )
    app = app_for(session)
    # Anna places; Boris hovers far from it, steers, raises and places; Anna places a Moon.
    steps = [
        ("enter",),
        ("colon", *"60,60", "enter"),
        ("v",),
        ("right",),
        ("minus",),
        ("enter",),
        ("tab", "colon", *"200,200", "enter", "enter"),
    ]
    async with app.run_test(size=(80, 24)) as pilot:
        board = board_of(app)
        board.speed = 2  # no replay: each move shows at once
        assert state_paths(board) == []
        for keys in steps:
            await press(pilot, board, *keys)
            assert state_paths(board) == [], keys
            assert board.seen.move == len(session.history)
        assert [text.split()[0] for _, text in session.history] == [
            "place",
            "hover",
            "move",
            "height",
            "raise",
            "place",
            "place",
        ]
        assert board.last_motion
        json.dumps(board.last_motion)  # the motion reported is JSON
