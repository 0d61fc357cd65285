"""The hint's highlight: the board points at an action so that the usual key makes exactly it
(Enter; x for a tile to remove; Esc to finish TRACK or a placement)."""

import copy

from magtui.core.bots import bot_move
from magtui.games.maglev import SPEC
from magtui.games.maglev.actions import Done, Lift

from tests.board_app import BoardApp

from .helpers import NAMES


def decisions(players: int, mapname: str, seed: int, actions: int):
    """Copies of the game at each decision of a game between `easy` players."""
    state = SPEC.new_game(list(NAMES[:players]), seed, {"map": mapname})
    bots = [SPEC.make_bot("easy", seat, seed) for seat in range(players)]
    for _ in range(actions):
        if state.is_over():
            return
        yield copy.deepcopy(state)
        seat = state.to_act()[0]
        state.apply(seat, bot_move(bots[seat], state, seat))


def confirm_key(board, action) -> str:
    if isinstance(action, Lift):
        return "x"
    if isinstance(action, Done) and (board._board_mode() or board._kind() == "track"):
        return "escape"
    return "enter"


async def check_game(players: int, mapname: str, seed: int, actions: int, every: int):
    kinds = set()
    first = next(decisions(players, mapname, seed, 1))
    app = BoardApp(SPEC, first, first.to_act()[0])
    async with app.run_test(size=(80, 24)) as pilot:
        for number, state in enumerate(decisions(players, mapname, seed, actions)):
            if number % every:
                continue
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            for action in legal[:: max(1, len(legal) // 6)]:
                app.show(state, seat)
                await pilot.pause()
                assert app.board.point_at(action), action
                await pilot.press(confirm_key(app.board, action))
                assert app.chosen[-1:] == [(seat, action)], (state.status(), action)
                app.chosen.clear()
                kinds.add(type(action).__name__)
    return kinds


async def test_pointed_actions_on_the_moon():
    kinds = await check_game(2, "moon", 3, 260, 3)
    assert {"Pick", "Corner", "Put", "Track", "Lay", "Lift", "Shift", "Drop", "End", "Go"} <= kinds


async def test_pointed_actions_on_mars():
    kinds = await check_game(3, "mars", 4, 200, 4)
    assert {"Start", "Put", "Lay", "Move", "Back", "LaunchMoon", "Build"} <= kinds
