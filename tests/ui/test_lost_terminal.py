"""A terminal lost without a SIGHUP (an SSH connection dropped that way, a pty closed under a
detached process) ends magtui as a quit would: the game autosaved, a table's seat left."""

from magtui.core import saves
from magtui.core.table import seat_key
from magtui.core.table_store import SUFFIX, TableStore
from tests.pty_run import DetachedTerminal


def test_a_lost_terminal_ends_the_game_with_its_moves_autosaved(data_home):
    """Issue: 'A lost terminal leaves magtui spinning at 100% CPU forever'."""
    term = DetachedTerminal(["orkensturm", "--players", "3", "--seed", "5", "--option", "start=1"])
    try:
        term.first_frame()
        term.press("enter")  # Anna's cover
        term.press("1")  # her loyalty: the game's first move
        session, _ = saves.latest_autosave()
        assert len(session.history) == 1
    finally:
        ended = term.hang_up()
    assert ended is not None, "magtui went on after its terminal was gone"
    session, _ = saves.latest_autosave()
    assert len(session.history) == 1


def test_a_lost_terminal_at_a_table_leaves_the_seat(tmp_path):
    folder = tmp_path / "tables"
    folder.mkdir()
    term = DetachedTerminal(["host", "orkensturm", "--players", "3", "--table", str(folder)])
    try:
        term.first_frame()
        table = TableStore(next(folder.glob(f"*{SUFFIX}")))
        assert seat_key(0) in table.holders()
    finally:
        ended = term.hang_up()
    assert ended is not None, "magtui went on after its terminal was gone"
    assert seat_key(0) not in table.holders(), "the seat is free for its player to come back"
