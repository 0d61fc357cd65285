"""The Magnastorm board draws from a seat's view: through a whole game, with its menus, the
exchange dialog and the administration summary open, no game state is reachable from it."""

import dataclasses
import random
from types import MappingProxyType, ModuleType

from textual.message_pump import MessagePump

from magtui.core.game import GameState
from magtui.core.views import Oracle

from tests.board_app import BoardApp

from .helpers import SPEC, new


def state_path(board) -> str | None:
    """Where a GameState hangs from the board's own attributes (e.g. "position.labs"), or None.
    Widgets and apps (the frame's business) and the oracle (the engine's) are not looked into."""
    seen: set[int] = set()
    todo = [(name, value) for name, value in vars(board).items()]
    while todo:
        path, value = todo.pop()
        if id(value) in seen or isinstance(value, (MessagePump, Oracle, ModuleType, type)):
            continue
        seen.add(id(value))
        if isinstance(value, GameState):
            return path
        if isinstance(value, (dict, MappingProxyType)):
            todo += [(f"{path}[{k!r}]", v) for k, v in value.items()]
            todo += [(f"{path} key", k) for k in value]
        elif isinstance(value, (list, tuple, set, frozenset)):
            todo += [(f"{path}[{i}]", v) for i, v in enumerate(value)]
        elif dataclasses.is_dataclass(value):
            todo += [(f"{path}.{f.name}", getattr(value, f.name)) for f in dataclasses.fields(value)]
        elif hasattr(value, "__dict__"):
            todo += [(f"{path}.{k}", v) for k, v in vars(value).items()]
    return None


def test_the_walk_finds_a_state_hidden_in_the_board():
    st = new(2)

    class Board:
        pass

    board = Board()
    board.menu = {"lines": [(1, MappingProxyType({"at": st}))]}
    assert state_path(board) == "menu['lines'][0][1]['at']"


async def test_no_state_is_reachable_from_the_board_through_a_game():
    st = new(2, seed=57)              # a short game: over in round 2, after one administration
    rng = random.Random(57)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.board
        opened, steps = set(), 0
        while not st.is_over():
            assert state_path(board) is None, state_path(board)
            if board.report is not None:
                opened.add("report")
                await pilot.press("enter")
            if steps % 5 == 0:                      # now and then the exchange dialog or the menu
                key = "x" if "x" in {a.verb for a in board.legal()} and "x" not in opened else "a"
                await pilot.press(key)
                opened.add(key)
                assert state_path(board) is None, state_path(board)
                await pilot.press("escape")
            board.choose(rng.choice([a for a in board.legal() if a.verb != "x"]))
            await pilot.pause()
            steps += 1
        assert opened == {"report", "x", "a"} and board.seen.over and board.seat is None
        assert state_path(board) is None, state_path(board)
