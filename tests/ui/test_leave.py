"""Leaving a game never crashes: from the board, the cover, help, a dialog, after the end,
and while a computer is thinking. The player is back at the menu and the game is kept."""

import pytest

from magtui.core import registry
from magtui.core.bots import RandomBot
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen
from magtui.ui.game_screen import GameScreen
from magtui.ui.menu import MenuScreen

GAMES = registry.game_ids()


def _humans(spec, count: int = 2) -> Session:
    players = min(spec.max_players, max(spec.min_players, count))
    names = ["Anna", "Boris", "Chen", "Dana"][:players]
    return Session(spec, [Seat(n) for n in names], 11, {})


async def _leave(app, pilot, *keys):
    await pilot.press(*keys)
    for _ in range(10):
        await pilot.pause(0.05)
        if isinstance(app.screen, MenuScreen):
            break
    await pilot.pause(0.3)  # anything scheduled by the game screen runs now, after it left
    assert isinstance(app.screen, MenuScreen)
    assert app.return_code is None and app.is_running, "the app stopped"


async def _to_board(app, pilot):
    for _ in range(3):
        await pilot.pause(0.05)
        if isinstance(app.screen, PassScreen):
            await pilot.press("enter")
    await pilot.pause(0.1)
    assert isinstance(app.screen, GameScreen)


# What is on screen when the player leaves, and the keys that get there and leave.
FROM_THE_BOARD = {
    "board": ("q", "y"),
    "help": ("question_mark", "q", "q", "y"),
    "save dialog": ("ctrl+s", "escape", "q", "y"),
}


@pytest.mark.parametrize("where", FROM_THE_BOARD)
@pytest.mark.parametrize("game_id", GAMES)
async def test_leave_from_the_board_help_or_a_dialog(game_id, where):
    app = MagtuiApp(session=_humans(registry.get(game_id)), pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_board(app, pilot)
        await _leave(app, pilot, *FROM_THE_BOARD[where])


@pytest.mark.parametrize("game_id", [g for g in GAMES if registry.get(g).kind.hidden_information])
async def test_leave_from_the_cover(game_id):
    app = MagtuiApp(session=_humans(registry.get(game_id), 3), pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        assert isinstance(app.screen, PassScreen)
        await _leave(app, pilot, "q")


def _finished(spec) -> Session:
    session = _humans(spec)
    bots = [RandomBot(s, 5) for s in range(len(session.seats))]
    for _ in range(spec.max_actions(len(session.seats), session.options)):
        state = session.state
        if state.is_over():
            break
        seat = state.to_act()[0]
        session.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    return session


@pytest.mark.parametrize(
    "game_id", ["magalon", "orkensturm"]
)  # random Maglev play does not end: its own test
async def test_leave_after_the_game_is_over(game_id):
    session = _finished(registry.get(game_id))
    assert session.state.is_over()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        await pilot.press("enter")  # close the end-of-game screen, look at the board
        await _leave(app, pilot, "q", "y")


@pytest.mark.parametrize("game_id", GAMES)
async def test_leave_while_a_computer_is_thinking(game_id):
    spec = registry.get(game_id)
    level = (
        "hard" if "hard" in spec.bot_levels else spec.bot_levels[-1]
    )  # the slowest level thinks longest
    players = max(2, spec.min_players)
    seats = [Seat("Anna", level)] + [Seat(f"Bot{i}", level) for i in range(1, players)]
    app = MagtuiApp(session=Session(spec, seats, 4, {}), pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        bots = [screen.session.bot(seat) for seat in range(players)]
        for _ in range(100):  # until a computer has begun to think (a busy machine is slower)
            await pilot.pause(0.02)
            stop = screen.search_stop  # the last computer to think was handed this one
            if any(bot.stop is stop for bot in bots):
                break
        assert any(bot.stop is stop for bot in bots) and not stop.is_set()
        await _leave(app, pilot, "q", "y")
        assert stop.is_set(), "the search goes on after the player left"
