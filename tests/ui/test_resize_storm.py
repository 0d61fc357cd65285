"""Resize storms: no hang, no crash, keys still work, the size notice comes and goes."""

import asyncio
import random
import threading

from textual.events import Resize
from textual.geometry import Size

from magtui.core.bots import RandomBot
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.game_screen import GameScreen
from magtui.ui.help import BoardSlot
from magtui.ui.too_small import TooSmallScreen


def _storm_event(app, width, height):
    size = Size(width, height)
    app._driver._size = size
    return Resize(size, size)


async def test_a_resize_storm_while_a_bot_thinks(toy_registry, monkeypatch):
    gate = threading.Event()
    plain = RandomBot.choose

    def slow_choose(self, view, legal, worlds=None):
        while not gate.is_set():  # the bot thinks hard (holding the GIL) until the storm is over
            sum(range(2000))
        return plain(self, view, legal, worlds)

    monkeypatch.setattr(RandomBot, "choose", slow_choose)
    session = Session(toy_registry, [Seat("Ann", "random"), Seat("Bo", "random")], 4, {})
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        sizes = [(60, 20), (80, 24), (79, 30), (100, 40), (40, 10), (81, 24)]
        rng = random.Random(5)
        for _ in range(30):  # at random moments, faster than the screens lay out
            app.post_message(_storm_event(app, *rng.choice(sizes)))
            await asyncio.sleep(rng.uniform(0, 0.05))
        app.post_message(_storm_event(app, 90, 30))
        await pilot.pause()
        gate.set()
        for _ in range(100):
            await pilot.pause(0.02)
            if session.state.is_over():
                break
        await pilot.pause()
        assert session.state.is_over()
        assert not any(isinstance(s, TooSmallScreen) for s in app.screen_stack)
        assert any(isinstance(s, GameScreen) for s in app.screen_stack)
        await pilot.press("enter")  # close the game-over screen
        await pilot.press("question_mark")
        assert app.screen.query_one(BoardSlot).help_shown, "keys still reach the game"


async def test_small_then_large_before_a_refresh_does_not_crash(toy_registry):
    """The notice can be gone before the refresh that would have drawn its size."""
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo", "random")], 4, {})
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(5):
            app._check_size(60, 20)
            app._check_size(90, 30)
        app._check_size(60, 20)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        app._check_size(90, 30)
        await pilot.pause()
        assert not isinstance(app.screen, TooSmallScreen) and app.return_code is None
