"""The end of every game: ranking, points by source, why it ended; then again, replay or menu."""

import pytest

from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.game_over import GameOverScreen
from magtui.ui.game_screen import GameScreen
from magtui.ui.menu import MenuScreen
from magtui.ui.replay import ReplayScreen
from tests.screen_text import screen_text


def finished(spec) -> Session:
    session = Session(spec, [Seat("Ann"), Seat("Bo", "random")], 3, {})
    for text in ("pick 4", "confirm"):
        session.apply_text(0, text)
    session.apply_text(1, "pick 1")
    session.apply_text(1, "confirm")
    for text in ("pick 3", "confirm"):
        session.apply_text(0, text)
    session.apply_text(1, "pick 2")
    session.apply_text(1, "confirm")
    assert session.state.is_over()
    return session


async def _at_game_over(app, pilot):
    await pilot.pause()
    assert isinstance(app.screen, GameOverScreen)


async def test_game_over_shows_ranking_points_by_source_and_why(toy_registry):
    app = MagtuiApp(session=finished(toy_registry), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _at_game_over(app, pilot)
        text = screen_text(app)
        assert "Ann won" in text
        assert "rounds won" in text and "total" in text
        lines = [line for line in text.splitlines() if "Ann" in line and "1." in line]
        assert lines and lines[0].strip(" │").split() == ["1.", "Ann", "2", "2"]
        assert "Most points wins." in text
        assert "play again with the same seats" in text


async def test_play_again_keeps_the_seats_with_a_new_game(toy_registry):
    old = finished(toy_registry)
    app = MagtuiApp(session=old, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _at_game_over(app, pilot)
        await pilot.press("n")
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game.session is not old and game.session.state.round == 1
        assert all(seat == 1 for seat, _ in game.session.history)  # only the bot has moved
        assert [(s.name, s.bot) for s in game.session.seats] == [("Ann", None), ("Bo", "random")]
        assert sum(isinstance(s, GameScreen) for s in app.screen_stack) == 1


@pytest.mark.parametrize(
    "key,screen", [("r", ReplayScreen), ("m", MenuScreen), ("enter", GameScreen)]
)
async def test_replay_menu_or_the_final_position(toy_registry, key, screen):
    app = MagtuiApp(session=finished(toy_registry), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _at_game_over(app, pilot)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, screen)
        if screen is GameScreen:
            assert "game over" in screen_text(app), "the final position stays on screen"


async def test_the_board_after_the_end_offers_the_results_again(toy_registry):
    app = MagtuiApp(session=finished(toy_registry), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _at_game_over(app, pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "o results" in screen_text(app).splitlines()[-1], "the key bar offers the way back"
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "n play again" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game.session.state.round == 1, "n still starts a new game"


@pytest.mark.parametrize("hints", [True, False])
async def test_the_end_screen_says_how_many_hints_each_player_used(toy_registry, hints):
    session = finished(toy_registry)
    session.hints = hints
    if hints:
        session.count_hint(0)
        session.count_hint(0)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _at_game_over(app, pilot)
        text = screen_text(app)
        assert ("Hints: Ann 2" in text) is hints and ("Hints" in text) is hints
        assert "Bo 0" not in text, "the computer's seat asks for none: not listed"
