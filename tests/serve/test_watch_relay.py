"""The server's one inotify instance watches the tables for all its sessions: a session's watch
is a socket the relay wakes, and holds no inotify instance of the user's few."""

from __future__ import annotations

import os
import socket

import pytest

from magtui.core import table, table_watch
from tests.core.test_table_watch import move_elsewhere, needs_inotify, readable
from tests.serve.relay import Relay
from tests.table_play import NAMES

pytestmark = needs_inotify


@pytest.fixture
def relay(tmp_path, monkeypatch):
    made = Relay(tmp_path, monkeypatch)
    yield made
    if not made.loop.is_closed():
        made.stop()


def kind(watch: table_watch.TableWatch) -> str:
    return os.readlink(f"/proc/self/fd/{watch.fileno()}")


def test_every_watcher_of_a_table_wakes_at_a_move_through_one_watch(tmp_path, relay):
    host = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    watches = [table_watch.watch(host.store.path) for _ in range(2)]
    assert all(kind(w).startswith("socket:") for w in watches)  # no inotify instance here
    assert list(relay.watching().values()) == [2]
    assert not any(readable(w, 0) for w in watches)
    move_elsewhere(tmp_path, host.table, host.state.to_act()[0])
    for watch in watches:
        assert readable(watch, 10) and watch.drain() and not watch.ended
        assert not readable(watch, 0)
    watches[0].close()
    relay.until(lambda: list(relay.watching().values()) == [1])
    watches[1].close()
    relay.until(lambda: relay.watching() == {})  # the table's watch removed with its last socket


def test_a_move_at_another_table_wakes_nobody_here(tmp_path, relay):
    here = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    there = table.host(tmp_path, "orkensturm", NAMES, 2, {}, ["remote"] * 4, {})
    watch = table_watch.watch(here.store.path)
    move_elsewhere(tmp_path, there.table, there.state.to_act()[0])
    assert not (readable(watch, 0) and watch.drain())
    move_elsewhere(tmp_path, here.table, here.state.to_act()[0])
    assert readable(watch, 10) and watch.drain()
    watch.close()


def test_a_table_outside_the_clubs_folder_is_refused_and_the_process_watches_by_itself(
    tmp_path, monkeypatch
):
    club = Relay(tmp_path / "club", monkeypatch)
    host = table.host(tmp_path / "elsewhere", "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    watch = table_watch.watch(host.store.path)
    assert kind(watch) == "anon_inode:inotify" and club.watching() == {}
    watch.close()
    club.stop()


def test_a_watch_whose_relay_is_gone_ends(tmp_path, relay):
    host = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    watch = table_watch.watch(host.store.path)
    relay.stop()
    assert readable(watch, 10) and watch.drain() and watch.ended
    watch.close()


def test_a_relay_that_does_not_answer_leaves_the_process_watching_by_itself(tmp_path, monkeypatch):
    host = table.host(tmp_path, "orkensturm", NAMES, 1, {}, ["remote"] * 4, {})
    ours, silent = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)  # nobody reads `silent`
    monkeypatch.setattr(table_watch, "_relay", ours)
    monkeypatch.setattr(table_watch, "RELAY_WAIT", 0.05)
    watch = table_watch.watch(host.store.path)
    assert kind(watch) == "anon_inode:inotify"
    watch.close()
    ours.close()
    silent.close()
