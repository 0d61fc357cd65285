"""A waiting seat sleeps on the table file: a commit by another process wakes it, nothing else
does; leases and renewals stay cheap and still free a lost seat."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time

import pytest

from magtui.core import table, table_store, table_watch
from tests.table_play import NAMES, open_table

needs_inotify = pytest.mark.skipif(table_watch._libc is None, reason="no inotify on this system")

MOVER = """
import sys
from pathlib import Path
from magtui.core import table
session = table.join(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]))
seat = int(sys.argv[3])
session.apply(seat, session.state.legal_actions(seat)[0])
session.leave()
"""


def readable(watch: table_watch.TableWatch, seconds: float) -> bool:
    return bool(select.select([watch.fileno()], [], [], seconds)[0])


def move_elsewhere(folder, name: str, seat: int) -> None:
    """One move by the seat's own process, which then leaves."""
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    subprocess.run([sys.executable, "-c", MOVER, str(folder), name, str(seat)], check=True, env=env)


@needs_inotify
def test_a_move_in_another_process_wakes_a_waiting_seat_which_reads_it(tmp_path):
    watcher = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    watch = table_watch.watch(watcher.store.path)
    assert not readable(watch, 0)  # nothing written since: nothing to wake for
    seat = watcher.state.to_act()[0]
    move_elsewhere(tmp_path, watcher.table, seat)
    assert readable(watch, 10) and watch.drain()
    assert watcher.store.changed() and watcher.sync() and len(watcher.history) == 1
    assert not readable(watch, 0)  # drained
    watch.close()


@needs_inotify
def test_a_move_at_another_table_of_the_folder_wakes_nobody_here(tmp_path):
    here = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    there = table.host(tmp_path, "orkensturm", NAMES, 2, {}, ["remote"] * 4, {})
    watch = table_watch.watch(here.store.path)
    move_elsewhere(tmp_path, there.table, there.state.to_act()[0])
    assert not (readable(watch, 0) and watch.drain())
    move_elsewhere(tmp_path, here.table, here.state.to_act()[0])  # the same, here: it wakes
    assert readable(watch, 10) and watch.drain()
    watch.close()


@needs_inotify
def test_a_renewal_of_claims_wakes_nobody_and_a_join_does(tmp_path):
    """Nobody waits for a renewal: the seats sleep through the others' heartbeats."""
    host = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["hotseat"] + ["remote"] * 3, {})
    watch = table_watch.watch(host.store.path)
    host.heartbeat()
    assert not readable(watch, 0)
    table.join(tmp_path, host.table, 1)  # news for every screen: Boris has joined
    assert readable(watch, 10) and watch.drain()
    watch.close()


def test_without_inotify_there_is_no_watch_and_the_caller_polls(tmp_path, monkeypatch):
    host = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    monkeypatch.setattr(table_watch, "_libc", None)
    assert table_watch.watch(host.store.path) is None


def test_a_renewal_commits_without_a_disk_sync_and_an_action_with_one(tmp_path):
    """synchronous=FULL syncs the log file at each commit; NORMAL leaves that to the checkpoint."""
    host = table.host(
        tmp_path, "orkensturm", ["Anna", "Boris", "Chen", "Dana"], 1, {}, ["hotseat"] * 4, {}
    )
    db = host.store.db
    levels = []

    def at_commit(sql: str) -> None:
        if sql == "COMMIT":
            levels.append(db.execute("PRAGMA synchronous").fetchone()[0])

    db.db.set_trace_callback(at_commit)  # the sqlite3 connection under the table's
    host.heartbeat()
    renewal, levels[:] = list(levels), []
    seat = host.state.to_act()[0]
    host.apply(seat, host.state.legal_actions(seat)[0])
    assert renewal == [1] and levels == [2]  # NORMAL, FULL
    db.db.set_trace_callback(None)
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 2


def test_a_seat_left_is_free_at_once_and_a_lost_one_once_its_lease_runs_out(tmp_path, monkeypatch):
    """A process that leaves frees its seat at once; one that stops renewing (killed, its
    connection dropped) keeps it until its lease runs out (short here)."""
    monkeypatch.setattr(table_store, "LEASE", 0.3)
    host = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    table.join(tmp_path, host.table, 1)  # Boris's process, which stops renewing
    chen = table.join(tmp_path, host.table, 2)
    chen.leave()
    assert host.store.info().free_seats() == [0, 2, 3]
    for _ in range(500):
        if 1 in host.store.info().free_seats():
            break
        time.sleep(0.01)
    assert host.store.info().free_seats() == [0, 1, 2, 3]


@needs_inotify
def test_a_claim_refused_wakes_nobody(tmp_path):
    """Each heartbeat of a seat that does not run the computer seats asks for them in vain."""
    host, players = open_table(tmp_path, 1)
    watch = table_watch.watch(host.store.path)
    players[1].heartbeat()
    assert not players[1].runs_bots() and not readable(watch, 0)
    watch.close()
