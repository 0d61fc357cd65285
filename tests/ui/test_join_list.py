"""The join list reaches tables outside the default folder: the folder `magtui join --table DIR`
names, or one typed after f, which the list keeps for the rest of the session."""

from magtui.core import table
from magtui.core.table_store import tables_dir
from magtui.ui.app import MagtuiApp
from magtui.ui.join_list import JoinScreen
from magtui.ui.table_screen import TableScreen

from .frame_scan import screen_text

SIZE = (80, 24)


def host_in(folder):
    """A table in `folder` with Anna at the host's terminal and two seats free."""
    return table.host(
        folder,
        "orkensturm",
        ["Anna", "Boris", "Chen", "Dana"],
        2,
        {},
        ["hotseat", "remote", "remote", "bot"],
        {3: "random"},
    )


def flat(app) -> str:
    """The screen's text without spaces and line breaks: a long folder name wraps anywhere."""
    return "".join(screen_text(app).split())


def words(text: str) -> str:
    return "".join(text.split())


async def test_the_list_of_a_folder_named_on_the_command_line_joins_its_table(tmp_path):
    """`magtui join --table DIR` opens the list of DIR; Enter takes the first free seat there,
    and after leaving the table, t in the menu lists DIR again."""
    folder = tmp_path / "group"
    host = host_in(folder)
    app = MagtuiApp(pace="instant", join_from=folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = flat(app)
        assert (
            words(f"Open tables in {folder}:") in text and words(f"{host.table} Orkensturm") in text
        )
        assert words("free: 2 Boris, 3 Chen") in text and words("f folder") in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.session.here == {1}
        assert app.screen.session.table == host.table
        await pilot.press("q", "y", "t")  # leave the table: the menu's list looks there again
        assert isinstance(app.screen, JoinScreen) and words(f"Open tables in {folder}:") in flat(
            app
        )


async def test_f_looks_in_a_typed_folder_refuses_one_that_is_none_and_the_list_keeps_it(tmp_path):
    """t in the menu lists the default folder and says where it looked; f asks for a folder:
    one that does not exist, or a file, is refused in a sentence and the list stays; a folder
    of tables is listed, and t lists it again after the menu."""
    folder = tmp_path / "group"
    host = host_in(folder)
    (tmp_path / "notes.txt").write_text("")
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        default = words(f"No open table in {tables_dir()}.")
        assert default in flat(app)
        await pilot.press("f", "ctrl+u", *str(tmp_path / "nosuch"), "enter")
        assert words(f"There is no folder {tmp_path / 'nosuch'}.") in flat(app) and default in flat(
            app
        )
        await pilot.press("f", "ctrl+u", *str(tmp_path / "notes.txt"), "enter")
        assert words(f"{tmp_path / 'notes.txt'} is a file, not a folder of tables.") in flat(app)
        await pilot.press("f", "escape")  # Esc keeps the folder
        assert default in flat(app)
        await pilot.press("f", "ctrl+u", *str(folder), "enter")
        text = flat(app)
        assert (
            words(f"Open tables in {folder}:") in text
            and host.table in text
            and "nofolder" not in text
        )
        await pilot.press("escape", "t")
        assert isinstance(app.screen, JoinScreen) and words(f"Open tables in {folder}:") in flat(
            app
        )
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.session.spectator
        assert words(f"may join with: magtui join {host.table} --table {folder}") in flat(app)


async def test_a_table_opened_while_the_list_is_up_shows_at_the_next_look(tmp_path):
    """The list looks at its folder again on a timer (here: one look, as the timer would):
    a table hosted meanwhile shows, and the cursor stays on the table it was on."""
    from magtui.ui.join_list import TableList

    first = host_in(tmp_path)
    app = MagtuiApp(pace="instant", join_from=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert first.table in flat(app)
        second = host_in(tmp_path)
        assert second.table not in flat(app)
        with app._context():
            app.screen.query_one(TableList).look_again()
        await pilot.pause()
        text = flat(app)
        assert first.table in text and second.table in text
        assert words(f"▸ {first.table}") in text


async def test_a_seat_name_edited_into_a_table_file_with_an_escape_sequence_never_reaches_the_list(
    tmp_path,
):
    """A player of a shared folder edits a seat's name to set the others' terminal title: the
    list leaves that table out, and shows the others."""
    import sqlite3

    damaged, sound = host_in(tmp_path), host_in(tmp_path)
    db = sqlite3.connect(damaged.store.path)
    with db:
        db.execute("UPDATE seats SET name = ? WHERE seat = 1", ("Bo\x1b]0;owned\x07",))
    db.close()
    app = MagtuiApp(pace="instant", join_from=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "\x1b" not in text and sound.table in text and damaged.table not in text


async def test_the_list_says_the_seat_of_a_host_who_left_is_free_and_enter_takes_it(tmp_path):
    host = host_in(tmp_path)
    boris, chen = table.join(tmp_path, host.table), table.join(tmp_path, host.table)
    host.leave()
    app = MagtuiApp(pace="instant", join_from=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert words("free: 1 Anna") in flat(app) and "nofreeseat" not in flat(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.session.here == {0}
    boris.leave(), chen.leave()
