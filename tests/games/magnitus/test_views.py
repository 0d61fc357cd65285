"""The Magnitus board draws from the seat's view: through a short game in the real app, no game
state is ever reachable from the board, and the motion it replays is public data only."""

import json

from magtui.core.model import fields_of
from magtui.games.magnitus import actions as A
from magtui.games.magnitus import data
from magtui.games.magnitus.rules import MagnitusState
from tests.state_reach import state_paths

from .helpers import MOONS, PLANETS, STARS, position
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


def test_every_view_is_the_declared_model_as_json():
    """Everything in Magnitus is public: every seat's view is the table's, and it holds each
    declared field of the state (the hovering body as its numbers), nothing computed beside."""
    state = position([], hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    state.apply(0, A.hover("star", 1273, 1273, 60, -1))
    table = state.view(None)
    assert set(table) == {f.name for f in fields_of(MagnitusState) if f.derived is None}
    assert all(state.view(seat) == {**table, "private": {}} for seat in range(2))
    assert table["hover"] == {
        "kind": data.KIND_INDEX["star"],
        "x": 127.3,
        "y": 127.3,
        "height": 60,
        "pole": -1,
        "angle": 0,
    }
    json.dumps(table)
