"""The Magnitus board draws from the seat's view: through a short game in the real app, no game
state is ever reachable from the board, and the motion it replays is public data only."""

import dataclasses
import json
import types
from collections.abc import Mapping
from types import SimpleNamespace

from textual.app import App
from textual.widget import Widget

from magtui.core.game import GameState
from magtui.core.views import Oracle

from .helpers import MOONS, PLANETS
from .test_screen import app_for, board_of, press, session_with

OPAQUE = (Widget, App, Oracle, type, types.ModuleType, types.FunctionType, types.MethodType,
          types.BuiltinFunctionType)


def states_reachable(root) -> list[str]:
    """The paths from `root`'s attributes to any GameState, walking containers, dataclasses and
    plain objects (Textual widgets and apps, and the view's oracle, are left alone)."""
    found, visited = [], set()
    stack = [(f".{name}", value) for name, value in vars(root).items()]
    while stack:
        path, obj = stack.pop()
        if id(obj) in visited or isinstance(obj, OPAQUE):
            continue
        visited.add(id(obj))
        if isinstance(obj, GameState):
            found.append(path)
        elif isinstance(obj, Mapping):
            stack += [(f"{path}[{key!r}]", value) for key, value in obj.items()]
            stack += [(f"{path} key", key) for key in obj]
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack += [(f"{path}[{i}]", value) for i, value in enumerate(obj)]
        elif dataclasses.is_dataclass(obj):
            stack += [(f"{path}.{f.name}", getattr(obj, f.name)) for f in dataclasses.fields(obj)]
        elif hasattr(obj, "__dict__"):
            stack += [(f"{path}.{name}", value) for name, value in vars(obj).items()]
    return found


def test_the_walk_finds_a_state_tucked_away():
    state = session_with().state
    assert states_reachable(SimpleNamespace(a=[{"b": SimpleNamespace(c=(state,))}])) == [".a[0]['b'].c[0]"]


async def test_no_state_is_reachable_from_the_board_through_a_short_game():
    session = session_with([], [[PLANETS[0], PLANETS[1], MOONS[0]], [MOONS[1], MOONS[2], PLANETS[2]]])
    app = app_for(session)
    # Anna places; Boris hovers far from it, steers, raises and places; Anna places a Moon.
    steps = [("enter",), ("colon", *"60,60", "enter"), ("space",), ("right",), ("minus",), ("enter",),
             ("tab", "colon", *"200,200", "enter", "enter")]
    async with app.run_test(size=(80, 24)) as pilot:
        board = board_of(app)
        board.speed = 2                                    # no replay: each move shows at once
        assert states_reachable(board) == []
        for keys in steps:
            await press(pilot, board, *keys)
            assert states_reachable(board) == [], keys
            assert board.seen.move == len(session.history)
        assert [text.split()[0] for _, text in session.history] == [
            "place", "hover", "move", "height", "raise", "place", "place"]
        assert board.last_motion
        json.dumps(board.last_motion)                      # the motion reported is JSON
