"""A table file as hostile input: anyone who may write the folder may edit it. What it holds is
read as text, checked as a player's typed name is; a damaged file is refused in one line."""

import sqlite3

import pytest

from magtui import cli
from magtui.core import table
from magtui.core.table_store import TableError, open_tables
from magtui.ui.join_list import describe
from tests.table_play import NAMES

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


@pytest.mark.parametrize("sql,value", [
    ("UPDATE seats SET name = ? WHERE seat = 1", f"Bo{ESCAPE}"),
    ("UPDATE seats SET name = ? WHERE seat = 2", "Chen\x1b[2J"),
    ("UPDATE meta SET value = ? WHERE key = 'game'", f"orkensturm{ESCAPE}"),
    ("UPDATE meta SET value = ? WHERE key = 'options'", '{"x\\u001b[2J": "1"}'),
    ("UPDATE actions SET notation = ? WHERE move = 0", f"pass{ESCAPE}"),
])
def test_an_escape_sequence_edited_into_a_table_file_never_reaches_the_terminal(tmp_path, capsys, sql, value):
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
