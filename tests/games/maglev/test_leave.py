"""Leaving a Maglev game by keys, from every kind of screen, returns to the menu without an
error."""

import pytest

from magtui.core.session import Seat, Session
from magtui.games.maglev import SPEC
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen
from magtui.ui.game_screen import GameScreen
from magtui.ui.help import BoardSlot
from magtui.ui.menu import MenuScreen

from .test_app import session_in_play


async def _leave(app, pilot):
    await pilot.press("q")
    await pilot.pause()
    await pilot.press("y")
    for _ in range(3):
        await pilot.pause()
    assert isinstance(app.screen, MenuScreen)


@pytest.mark.parametrize("mapname", ["moon", "mars"])
async def test_leave_from_the_board(mapname, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    app = MagtuiApp(
        session=Session(SPEC, [Seat("Ann"), Seat("Bob")], 1, {"map": mapname}), pace="instant"
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # through the cover: the draft menu
        assert isinstance(app.screen, GameScreen)
        await _leave(app, pilot)


async def test_leave_from_the_cover(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    app = MagtuiApp(
        session=Session(SPEC, [Seat("Ann"), Seat("Bob")], 1, {"map": "moon"}), pace="instant"
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        await _leave(app, pilot)


async def test_leave_from_the_action_menu_after_help_and_dialogs(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    app = MagtuiApp(session=session_in_play("moon"), pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter", "enter", "enter")  # cover, three starting robots
        await pilot.press("enter")  # the action menu
        board = app.screen.board
        assert board.menu_open
        await pilot.press("question_mark")
        await pilot.pause()
        assert app.screen.query_one(BoardSlot).help_shown
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("ctrl+s")  # the save-as dialog, cancelled
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("q", "n")  # asked, then kept playing
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await _leave(app, pilot)


async def test_leave_after_game_over(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    session = session_in_play("mars")
    state = session.state
    state.bagged = set("plru")
    state.bag = {c: 0 for c in state.bag}
    seat = state.current
    state.trains[seat].at = (1, 4)
    state.hand[seat] = []
    state.pending = None
    while not state.is_over():
        session.apply(
            state.to_act()[0],
            SPEC.parse_action("end")
            if state.pending is None
            else state.legal_actions(state.to_act()[0])[0],
            keep_undo=False,
        )
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await pilot.pause()
        assert type(app.screen).__name__ == "GameOverScreen"  # the result
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await _leave(app, pilot)


async def test_leave_while_a_bot_is_thinking(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    session = Session(
        SPEC, [Seat("Ann", bot="random"), Seat("Bob", bot="random")], 1, {"map": "mars"}
    )
    app = MagtuiApp(session=session, pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.5)
        assert isinstance(app.screen, GameScreen) and not session.state.is_over()
        await _leave(app, pilot)
        await pilot.pause(0.5)  # a bot move that was under way must not reach the gone board
        assert isinstance(app.screen, MenuScreen)
