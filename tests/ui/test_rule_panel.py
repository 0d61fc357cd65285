"""The rule under the cursor in the frame, on the toy: `/` opens the panel clear of the cursor's
row, with the element, its state and the quoted rule; `/`, Esc or a move key closes it."""

import dataclasses

from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.rule_panel import NOTHING_HERE, RulePanel, placement
from tests.core import toy


def toy_app(spec) -> MagtuiApp:
    session = Session(spec, [Seat("Ann"), Seat("Bot", "random")], 3, {})
    return MagtuiApp(session=session, pace="instant", autosave=False)


async def ready(pilot, app):
    """Past the news of the computer's pick: Ann chooses."""
    for _ in range(4):
        await pilot.pause()
        if app.screen.__class__.__name__ == "CatchUpScreen":
            await pilot.press("enter")
    return app.screen


def panel_rows(game) -> range:
    region = game.query_one(RulePanel).region
    return range(region.y, region.y + region.height)


async def test_slash_explains_the_choice_under_the_cursor_clear_of_its_row(toy_registry):
    app = toy_app(toy_registry)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await ready(pilot, app)
        await pilot.press("down", "slash")
        await pilot.pause()
        panel = game.query_one(RulePanel)
        text = str(panel.render())
        assert panel.display and "The card 2" in text and "Ann holds it." in text
        assert "Rule: Each player picks one of their cards in secret" in text
        assert game.board.region.y + game.board.cursor_row() not in panel_rows(game)
        assert panel.region.width == game.board.region.width


async def test_slash_and_esc_close_the_panel_and_esc_takes_nothing_back(toy_registry):
    app = toy_app(toy_registry)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await ready(pilot, app)
        await pilot.press("slash", "slash")
        await pilot.pause()
        assert not game.query_one(RulePanel).display
        await pilot.press("enter", "slash")  # Ann picks the 1; the panel explains the 2
        await pilot.press("escape")
        await pilot.pause()
        assert not game.query_one(RulePanel).display
        assert game.session.state.picked[0] == 1


async def test_a_move_key_closes_the_panel_and_moves(toy_registry):
    app = toy_app(toy_registry)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await ready(pilot, app)
        await pilot.press("slash", "down")
        await pilot.pause()
        assert not game.query_one(RulePanel).display
        assert game.board.cursor == 1


async def test_a_game_without_explanations_says_so_on_the_hint_line(toy_registry, monkeypatch):
    app = toy_app(dataclasses.replace(toy.SPEC, explain=None))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await ready(pilot, app)
        await pilot.press("slash")
        await pilot.pause()
        assert str(game.query_one("#hint").content) == NOTHING_HERE
        assert not game.query(RulePanel)


def test_the_panel_takes_the_side_of_the_cursor_with_more_room():
    assert placement(1, 20, 3, 5) == (16, 5)  # cursor high: at the bottom
    assert placement(1, 20, 15, 5) == (1, 5)  # cursor low: at the top
    assert placement(1, 20, 15, 30) == (1, 15)  # never down to the cursor's row
    assert placement(1, 20, None, 5) == (16, 5)
