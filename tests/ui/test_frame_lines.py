"""The frame's lines: a status or hint too long for one row wraps onto the next (never a word
cut) and the board takes the rows left. The layout grows in steps: more log entries as the
terminal grows taller, roomier dialogs as it grows wider."""

import pytest
from textual.widgets import Static

from magtui.core import registry
from magtui.core.session import new_session
from magtui.ui.app import MagtuiApp
from magtui.ui.catch_up import CatchUpScreen
from magtui.ui.frame_lines import log_rows, newest_entries
from magtui.ui.game_screen import GameScreen
from magtui.ui.keybar import KeyBar

from .cut_words import cut_words

NAMES = ["Bartholomew-Aaro", "Christabel-Maria", "Maximilian-Georg", "Alexandra-Louisa"]


def _app(game: str, players: int = 2) -> MagtuiApp:
    spec = registry.get(game)
    names = NAMES[: max(players, spec.min_players)]
    return MagtuiApp(session=new_session(game, names, 1, {}, {}), pace="instant", autosave=False)


async def _game_on_top(app, pilot) -> GameScreen:
    for _ in range(3):  # past a pass-the-keyboard cover
        if isinstance(app.screen, GameScreen):
            break
        await pilot.press("enter")
        await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.screen


def _rows(screen, line_id: str) -> int:
    return screen.query_one(f"#{line_id}", Static).outer_size.height


@pytest.mark.parametrize("game", registry.game_ids())
async def test_with_the_longest_names_the_frame_lines_wrap_and_the_board_takes_the_rest(game):
    app = _app(game, 4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _game_on_top(app, pilot)
        long_hint = (
            "Christabel-Maria cannot end the turn yet: Bartholomew-Aaro still holds the "
            "keyboard and must choose first"
        )
        screen._hint(long_hint)
        await pilot.pause()
        assert not cut_words(app, boards=False)  # the boards' own cuts: test_cut_words
        assert _rows(screen, "hint") == 2
        frame = (
            sum(_rows(screen, line) for line in ("status", "hint", "lastlog")) + 1
        )  # the key bar
        assert screen.board.outer_size.height == 24 - frame
        screen._hint("")
        await pilot.pause()
        assert _rows(screen, "hint") == 1
        assert screen.board.outer_size.height == 24 - frame + 1


async def test_a_line_lays_the_screen_out_only_when_its_rows_change(monkeypatch):
    app = _app("magalon")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        layouts = []
        real = Static.refresh
        monkeypatch.setattr(
            Static,
            "refresh",
            lambda self, *a, **k: (
                layouts.append(self.id) if k.get("layout") else None,
                real(self, *a, **k),
            )[1],
        )

        async def lays_out(hint: str) -> bool:
            layouts.clear()
            screen._hint(hint)
            asked = layouts == ["hint"]
            await pilot.pause()
            return asked

        long = (
            "a hint long enough to wrap onto a second row of the frame at eighty columns, "
            "as a name makes it"
        )
        assert not await lays_out("one row")
        assert not await lays_out("another row")
        assert await lays_out(long)
        assert screen.query_one("#hint").outer_size.height == 2
        assert not await lays_out(long.replace("a name", "a long name"))
        assert await lays_out("one row again")
        assert screen.query_one("#hint").outer_size.height == 1


def test_the_log_grows_in_steps_with_the_terminal_height():
    assert [log_rows(h) for h in (24, 29, 30, 39, 40, 47, 48, 60)] == [1, 1, 2, 2, 3, 3, 4, 4]


def test_the_newest_entries_fill_the_rows_and_the_newest_always_shows():
    log = ["first", "second " * 20, "third", "fourth"]
    assert newest_entries(log, 80, 1) == ["fourth"]
    assert newest_entries(log, 80, 2) == ["third", "fourth"]
    assert newest_entries(log, 80, 3) == ["third", "fourth"], "the second entry needs two rows"
    assert newest_entries(log, 80, 4) == log[1:]
    assert newest_entries(["word " * 40], 80, 1) == ["word " * 40]


@pytest.mark.parametrize(
    "size,rows", [((80, 24), 1), ((100, 30), 2), ((120, 40), 3), ((160, 48), 4)]
)
async def test_the_log_shows_more_entries_on_a_taller_terminal(size, rows):
    app = _app("magnastorm")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        for _ in range(6):
            await pilot.press("enter")  # crew placements: one log entry each
            await pilot.pause()
        log = screen.session.state.log
        assert len(log) > rows
        shown = str(screen.query_one("#lastlog", Static).content).splitlines()
        assert shown == log[-rows:] and _rows(screen, "lastlog") == rows
        bar = screen.query_one(KeyBar).region
        assert screen.query_one("#lastlog").region.bottom == bar.y, "the log sits on the key bar"


async def test_after_a_resize_the_log_keeps_the_rows_of_the_new_height():
    app = _app("magnastorm")
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        for _ in range(6):
            await pilot.press("enter")
            await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        screen = app.screen
        assert _rows(screen, "lastlog") == 1
        assert str(screen.query_one("#lastlog", Static).content) == screen.session.state.log[-1]
        await pilot.press("i")  # the log page on top while the terminal grows
        await pilot.pause()
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert _rows(screen, "lastlog") == 2


async def test_dialogs_grow_roomier_in_steps_with_the_terminal_width():
    widths = []
    for size in [(80, 24), (100, 30), (160, 48)]:
        app = _app("magalon")
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pilot.press("q")  # "Back to the menu?"
            await pilot.pause()
            confirm = app.screen.query_one("Vertical").outer_size.width
            app.push_screen(CatchUpScreen("Anna", ["Boris moved."], app.glyphs))
            await pilot.pause()
            widths.append((confirm, app.screen.query_one("#catch-up").outer_size.width))
    confirms, catch_ups = zip(*widths)
    assert confirms[0] < confirms[1] < confirms[2] and catch_ups[0] < catch_ups[1] < catch_ups[2]
    assert max(widths[0]) <= 80
