"""The app as `magtui serve` runs it: the player named by their key, the server's tables only,
no file of the server's to load or write."""

import pytest

from magtui.core import table
from magtui.ui.app import MagtuiApp, Served
from magtui.ui.game_screen import GameScreen
from magtui.ui.join_list import JoinScreen
from magtui.ui.menu import MenuScreen
from magtui.ui.table_screen import TableScreen

from .frame_scan import screen_text

SIZE = (80, 24)


def words(text: str) -> str:
    return "".join(text.split())


def served_app(tables):
    return MagtuiApp(pace="instant", served=Served("Ada", tables))


async def test_the_served_menu_offers_no_load_of_a_file(tmp_path):
    app = served_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Playing as Ada" in text and "Host a table" in text
        assert "Load" not in text and "load" not in text
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)  # no path to ask for
        await pilot.press("question_mark")
        assert "l load" not in screen_text(app) and "c continue" in screen_text(app)


async def test_a_served_game_writes_no_save_file(tmp_path):
    app = served_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("4", "enter")  # Magalon, two players at this keyboard
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "save" not in screen_text(app).splitlines()[-1]  # the key bar
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and "Save the game as" not in screen_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert "the full log" in screen_text(app) and "save as" not in screen_text(app)


async def test_the_served_setup_seats_the_player_under_their_name(tmp_path):
    app = served_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2")  # host an Orkensturm table
        await pilot.pause()
        text = screen_text(app)
        assert "seat 1   Ada" in text and "from the shell" not in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.store.path.parent == tmp_path  # the server's folder of tables
        assert app.screen.session.state.seat_name(0) == "Ada"


async def test_the_served_join_list_shows_the_servers_tables_only_and_names_the_seat(tmp_path):
    other = tmp_path / "other"
    host = table.host(
        tmp_path,
        "orkensturm",
        ["Anna", "Boris", "Chen"],
        2,
        {},
        ["hotseat", "remote", "remote"],
        {},
    )
    app = served_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, JoinScreen)
        text = screen_text(app)
        assert (
            host.table in text
            and "folder" not in text.splitlines()[-1]
            and "f: the tables" not in text
        )
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, JoinScreen) and app.tables_folder == tmp_path != other
        await pilot.press("2")
        await pilot.pause()
        assert (
            isinstance(app.screen, TableScreen) and app.screen.session.state.seat_name(1) == "Ada"
        )
        await pilot.press("1")  # Ada chooses her side; the others have yet to
        await pilot.pause()
        assert words("Chen may join with: t in the menu") in words(screen_text(app))
        assert "magtui join" not in screen_text(app)
        await pilot.press("q")
        await pilot.pause()
        assert words("Leave the table? The game waits; t in the menu brings you") in words(
            screen_text(app)
        )
    host.leave()


async def test_an_internal_error_tells_a_served_player_to_connect_again(tmp_path, capsys):
    app = served_app(tmp_path)
    with pytest.raises(ZeroDivisionError):
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.call_later(lambda: 1 / 0)
            await pilot.pause()
    said = words(capsys.readouterr().err)
    assert (
        words("internal error. The game is autosaved: connect again, and Continue picks it up.")
        in said
    )
    assert (
        "magtui--resume" not in said and "crash.log" not in said
    )  # the server's file: its host reads it


async def test_a_returning_player_is_told_their_seat_waits_and_enter_takes_it(tmp_path):
    """Ada's connection dropped: her seat (3, named Ada) is free. The menu says so, the join
    list starts on her table, and Enter takes her seat, not the first free one."""
    hers = table.host(
        tmp_path, "orkensturm", ["Anna", "Boris", "Ada"], 2, {}, ["hotseat", "remote", "remote"], {}
    )
    other = table.host(
        tmp_path, "magalon", ["Dora", "Emil"], 3, {}, ["hotseat", "remote"], {}
    )  # newer: listed first
    app = served_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert f"Your seat at table {hers.table} is waiting: press t" in screen_text(app)
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        assert "Open tables in the club's tables" in text and str(tmp_path) not in text
        assert "3 Ada (yours)" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.table == hers.table and app.screen.session.here == {2}
    hers.leave(), other.leave()


async def test_a_club_players_free_seat_waits_for_them(tmp_path):
    """Boris's key names him: his free seat is his alone; Ada takes another."""
    host = table.host(
        tmp_path,
        "orkensturm",
        ["Anna", "Boris", "Chen"],
        2,
        {},
        ["hotseat", "remote", "remote"],
        {},
    )
    app = MagtuiApp(pace="instant", served=Served("Ada", tmp_path, frozenset({"Ada", "Boris"})))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert "free: 2 Boris (Boris's), 3 Chen" in screen_text(app)
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, JoinScreen)
        assert words(
            f"Seat 2 of table {host.table} is Boris's: it waits for Boris to come back."
        ) in words(screen_text(app))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.session.here == {2}
        assert app.screen.session.state.seat_name(2) == "Ada"
    host.leave()


async def test_the_served_join_list_names_no_folder_when_no_table_is_open(tmp_path):
    app = served_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        assert "No open table in the club's tables." in text and str(tmp_path) not in text
