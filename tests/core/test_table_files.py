"""A table file as hostile input: anyone who may write the folder may edit it. What it holds is
read as text, checked as a player's typed name is; a damaged file is refused in one line."""

import random
import sqlite3

import pytest

from magtui import cli
from magtui.core import table
from magtui.core.table_store import TableError, open_tables
from magtui.ui.join_list import describe
from tests import unprivileged
from tests.table_play import NAMES, open_table, play_until

ESCAPE = "\x1b]0;owned\x07"  # sets the terminal's title


def hosted(folder):
    """Anna at the host's terminal, Boris and Chen free, one action played."""
    host = table.host(folder, "orkensturm", NAMES[:3], 4, {}, ["hotseat", "remote", "remote"], {})
    seat = host.state.to_act()[0]
    host.apply(seat, host.state.legal_actions(seat)[0])
    return host


def edit(path, sql: str, *params) -> None:
    """What a player with the sqlite3 shell may do to a table file of a shared folder."""
    db = sqlite3.connect(path)
    with db:
        db.execute(sql, params)
    db.close()


@pytest.mark.parametrize(
    "sql,value",
    [
        ("UPDATE seats SET name = ? WHERE seat = 1", f"Bo{ESCAPE}"),
        ("UPDATE seats SET name = ? WHERE seat = 2", "Chen\x1b[2J"),
        ("UPDATE meta SET value = ? WHERE key = 'game'", f"orkensturm{ESCAPE}"),
        ("UPDATE meta SET value = ? WHERE key = 'options'", '{"x\\u001b[2J": "1"}'),
        ("UPDATE actions SET notation = ? WHERE move = 0", f"pass{ESCAPE}"),
    ],
)
def test_an_escape_sequence_edited_into_a_table_file_never_reaches_the_terminal(
    tmp_path, capsys, sql, value
):
    """'Names and file contents are text, never markup or escape bytes': joining, watching
    and the list refuse the table in a sentence that spells the escape out."""
    host = hosted(tmp_path)
    host.leave()
    edit(host.store.path, sql, value)
    for how in ({"seat": 1}, {"watch": True}):
        with pytest.raises(TableError) as refused:
            table.join(tmp_path, host.table, **how)
        assert "\x1b" not in str(refused.value) and "\n" not in str(refused.value)
    assert all("\x1b" not in describe(info) for info in open_tables(tmp_path))
    for args in (["--seat", "2"], ["--seat", "1"], []):
        cli.main(["join", host.table, *args, "--table", str(tmp_path)])
        out = capsys.readouterr()
        assert "\x1b" not in out.err + out.out


def test_a_table_file_named_with_an_escape_sequence_is_not_listed(tmp_path):
    host = hosted(tmp_path)
    host.leave()
    host.store.close()
    host.store.path.rename(tmp_path / f"ork{ESCAPE}.table")
    assert open_tables(tmp_path) == []
    with pytest.raises(TableError) as refused:
        table.join(tmp_path, f"ork{ESCAPE}")
    assert "\x1b" not in str(refused.value)


# ----- folders this user may not write, files that are no table --------------------------------
def one_line(err: str) -> str:
    """The message of a refusal, which must be its only line."""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def test_hosting_where_no_folder_can_be_made_says_so_in_one_line(tmp_path, capsys):
    (tmp_path / "a-file").write_text("")
    code = cli.main(
        ["host", "orkensturm", "--detach", "--table", str(tmp_path / "a-file" / "tables")]
    )
    assert code != 0
    assert one_line(capsys.readouterr().err) == (
        f"magtui: Cannot open a table in {tmp_path / 'a-file' / 'tables'}: Not a directory."
    )


needs_nobody = pytest.mark.skipif(
    unprivileged.python() is None, reason="needs root and setpriv to run magtui as nobody"
)


@needs_nobody
def test_hosting_into_a_folder_this_user_may_not_write_says_so_in_one_line():
    """As a user who may only read the folder: into it, into a missing folder under it, and
    into the default folder of a data folder under it."""
    with unprivileged.folder() as home:
        for args, folder in (
            (["--table", str(home)], home),
            (["--table", str(home / "club")], home / "club"),
            ([], home / "data" / "magtui" / "tables"),
        ):
            out = unprivileged.magtui("host", "orkensturm", "--detach", *args, home=home)
            assert out.returncode != 0 and not list(home.glob("**/*.table"))
            assert (
                one_line(out.stderr)
                == f"magtui: Cannot open a table in {folder}: Permission denied."
            )


WATCH = """
import sys
from pathlib import Path
from magtui.core import table
from magtui.core.errors import MagtuiError
try:
    watcher = table.join(Path(sys.argv[1]), sys.argv[2], watch=True)
except MagtuiError as exc:
    sys.exit(str(exc))
watcher.heartbeat(), watcher.notices(), watcher.sync()
watcher.leave()
print(len(watcher.history), watcher.state.status())
"""


@needs_nobody
def test_a_player_who_may_only_read_the_folder_watches_a_table_a_player_is_at():
    with unprivileged.folder() as home:
        host = hosted(home)
        for path in home.glob("*.table*"):
            path.chmod(0o644)  # the table readable by all, its folder writable by its owner only
        out = unprivileged.run("-c", WATCH, str(home), host.table, home=home)
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip() == f"1 {host.state.status()}"
        host.leave()
        host.store.close()  # nobody at the table: SQLite has no log file beside it to read with
        out = unprivileged.run("-c", WATCH, str(home), host.table, home=home)
        assert one_line(out.stderr).endswith(
            f"Nobody is at table {host.table} now, and this user may not write its folder: "
            "watch it while a player is at the table."
        )


def test_a_spectator_writes_nothing_to_the_table(tmp_path):
    """Watching reads the table and never writes it: another process holding the table's
    write lock does not keep a spectator from joining, following the game and leaving."""
    host = hosted(tmp_path)
    writer = sqlite3.connect(host.store.path, timeout=0)
    writer.execute("BEGIN IMMEDIATE")
    try:
        watcher = table.join(tmp_path, host.table, watch=True)
        watcher.store.db.execute("PRAGMA busy_timeout = 0")
        assert watcher.heartbeat() == [] and watcher.notices() == []
        assert watcher.history == host.history
        watcher.leave()
    finally:
        writer.rollback()
        writer.close()


@pytest.mark.parametrize(
    "sql",
    [
        "DROP TABLE sealed",
        "DROP TABLE meta",
        "DROP TABLE seats",
        "ALTER TABLE claims DROP COLUMN until",
    ],
)
def test_a_table_file_missing_a_table_is_refused_in_one_line(tmp_path, capsys, sql):
    host = hosted(tmp_path)
    host.leave()
    edit(host.store.path, sql)
    for how in ({"seat": 1}, {"watch": True}):
        with pytest.raises(TableError) as refused:
            table.join(tmp_path, host.table, **how)
        assert "\n" not in str(refused.value)
    assert open_tables(tmp_path) == []
    cli.main(["join", host.table, "--seat", "2", "--table", str(tmp_path)])
    assert one_line(capsys.readouterr().err).startswith("magtui: The table")


# ----- a row edited in a live table ---------------------------------------------------------------
def test_an_edited_row_stops_every_terminal_and_putting_it_back_lets_the_game_go_on(tmp_path):
    """A row of a live table is edited; a player who has not read the table since moves on it.
    Every other terminal says the table no longer reads as a game, keeps the game as it last
    read it and writes nothing; once the row is put back, every terminal replays the log,
    the move made meanwhile included, and play goes on."""
    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(players, random.Random(3), lambda state: len(host.history) >= 12)
    sessions = list(dict.fromkeys(players.values()))
    row = host.store.rows()[5]
    edit(host.store.path, "UPDATE actions SET notation = 'pass' WHERE move = 5")
    seat = host.state.to_act()[0]
    players[seat].apply(
        seat, players[seat].state.legal_actions(seat)[0]
    )  # it read the table before the edit
    others = [s for s in sessions if s is not players[seat]]
    for session in others:
        position = session.state.fingerprint()
        with pytest.raises(TableError, match="Action 6 of the table .* cannot be played"):
            session.sync()
        assert session.problem and session.state.fingerprint() == position
        with pytest.raises(TableError, match="reads as a game again"):
            session.sync()  # asked again: still damaged
    stuck = next(s for s in others if s.human_seats_to_act() or s.state.to_act())
    with pytest.raises(TableError):
        acting = stuck.state.to_act()[0]
        stuck.apply(acting, stuck.state.legal_actions(acting)[0])
    edit(host.store.path, "UPDATE actions SET notation = ? WHERE move = 5", row.notation)
    for session in others:
        assert session.sync() and session.problem is None
    for session in sessions:
        assert session.history == players[seat].history
        assert session.state.fingerprint() == players[seat].state.fingerprint()
    play_until(players, random.Random(4), lambda state: len(host.history) >= 30)
    assert len(host.history) >= 30 and all(session.rows == host.rows for session in sessions)


@pytest.mark.parametrize(
    "sql,value",
    [
        ("UPDATE actions SET notation = ? WHERE move = 0", "x" * 100_000),
        ("UPDATE actions SET seat = ? WHERE move = 0", "x" * 100_000),
    ],
    ids=["notation", "seat"],
)
def test_a_huge_value_in_an_action_is_quoted_cut_short(tmp_path, sql, value):
    host = hosted(tmp_path)
    host.leave()
    edit(host.store.path, sql, value)
    with pytest.raises(TableError) as refused:
        table.join(tmp_path, host.table, watch=True)
    assert len(str(refused.value)) < 400 and "cannot be played" in str(refused.value)


def test_a_row_edited_to_sealed_without_its_seal_is_refused_in_a_sentence(tmp_path):
    """A public row whose notation is edited to the sealed one, its seal left empty, has no
    secret choice to stand in for: the table is refused saying so, not with an error's name."""
    host = hosted(tmp_path)
    host.leave()
    edit(host.store.path, "UPDATE actions SET notation = 'sealed', seal = NULL WHERE move = 0")
    with pytest.raises(
        TableError,
        match=r"^Action 1 of the table \('sealed'\) cannot be played: "
        r"its secret choice has no seal",
    ):
        table.join(tmp_path, host.table, watch=True)
