"""Continue and save-as in the app: several games in progress, damaged autosaves, overwrites."""

import json

from magtui.core import saves
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.continue_list import ContinueScreen
from magtui.ui.dialogs import Confirm
from magtui.ui.game_screen import GameScreen
from magtui.ui.menu import MenuScreen


def _autosaved(toy_registry, names, moves):
    session = Session(toy_registry, [Seat(n) for n in names], 1, {})
    for text in moves:
        session.apply_text(0, text)
        saves.autosave(session)
    return session


async def test_continue_lists_the_games_in_progress_and_opens_the_chosen_one(toy_registry):
    first = _autosaved(toy_registry, ["Ann", "Bo"], ["pick 2"])
    second = _autosaved(toy_registry, ["Cy", "Di"], ["pick 1", "pick 3"])
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        line = str(app.screen.query_one("#continue").render())
        assert "Cy, Di" in line and "round 1" in line and "Continue (2)" in line
        await pilot.press("c")
        assert isinstance(app.screen, ContinueScreen)
        rows = str(app.screen.query_one("#games").render())
        assert rows.index("Cy, Di") < rows.index("Ann, Bo")
        await pilot.press("2")
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game.session.game_id == first.game_id and game.session.history == first.history
    assert second.game_id != first.game_id


async def test_menu_survives_a_deeply_nested_newest_autosave(toy_registry):
    game = _autosaved(toy_registry, ["Ann", "Bo"], ["pick 2"])
    folder = saves.autosave_dir()
    (folder / f"{game.game_id}-{'9' * 20}-1.json").write_text("[" * 1000 + "]" * 1000)
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("c")
        await pilot.pause()
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game_screen.session.history == game.history


async def test_continue_says_when_it_falls_back_to_an_older_autosave(toy_registry):
    _autosaved(toy_registry, ["Ann", "Bo"], ["pick 2", "pick 3"])
    newest = saves.games_in_progress()[0].files[0]
    record = json.loads(newest.read_text())
    record["actions"][-1] = [0, "pick 9"]
    newest.write_text(json.dumps(record))
    app = MagtuiApp(pace="instant")
    notes = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.notify = lambda message, **kw: notes.append(message)
        await pilot.press("c")
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game.session.history == [(0, "pick 2")]
    assert any("could not be used" in n and "illegal" in n for n in notes)


async def test_save_as_asks_before_replacing_a_file(toy_registry, tmp_path):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    target = tmp_path / "mine.json"
    target.write_text("precious")
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")  # cover, then pick a card
        await pilot.press("ctrl+s")
        app.screen.query_one("#path").value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        await pilot.press("n")
        await pilot.pause()
        assert target.read_text() == "precious"
        await pilot.press("ctrl+s")
        app.screen.query_one("#path").value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert saves.load(target).history == [(0, "pick 1")]
