"""Hints at a shared table: the host allows them or not when opening it, and each seat's count,
kept in the table's file, reaches every terminal."""

import sqlite3

from magtui.core import table

NAMES = ["Anna", "Boris", "Chen"]


def _open(tmp_path, hints: bool) -> table.TableSession:
    return table.host(tmp_path, "toy", NAMES, 5, {}, ["hotseat", "remote", "remote"], {}, hints)


def test_the_hosts_choice_holds_at_every_terminal(toy_registry, tmp_path):
    host = _open(tmp_path, hints=True)
    boris = table.join(tmp_path, host.table, seat=1)
    watcher = table.join(tmp_path, host.table, watch=True)
    assert host.hints and boris.hints and watcher.hints
    closed = table.host(tmp_path, "toy", NAMES, 5, {}, ["hotseat", "remote", "remote"], {})
    assert not table.join(tmp_path, closed.table, seat=1).hints, "off unless the host allows"


def test_every_terminal_counts_every_seats_hints(toy_registry, tmp_path):
    host = _open(tmp_path, hints=True)
    boris = table.join(tmp_path, host.table, seat=1)
    chen = table.join(tmp_path, host.table, seat=2)
    host.count_hint(0)
    boris.count_hint(1)
    boris.count_hint(1)
    chen.count_hint(2)
    watcher = table.join(tmp_path, host.table, watch=True)
    for terminal in (host, boris, chen, watcher):
        assert terminal.hint_counts() == [1, 2, 1]


def test_a_table_from_before_hints_has_none(toy_registry, tmp_path):
    host = _open(tmp_path, hints=True)
    with sqlite3.connect(host.store.path) as db:
        db.execute("DELETE FROM meta WHERE key = 'hints'")
    later = table.join(tmp_path, host.table, seat=1)
    assert not later.hints and later.hint_counts() == [0, 0, 0]
