"""`magtui serve` over real SSH on loopback: the OpenSSH client in a pseudo-terminal."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys

import pytest

from magtui.core import table, table_watch
from tests.serve.club import NO_KEY, Player, Server, make_key, need_ssh, wait, with_key
from tests.games.orkensturm.profile import frame_keys

pytestmark = pytest.mark.long  # started first (conftest)

ANY_KEYS = ["1", "2", "enter", "space", "down", "up", "escape", "3"]


@pytest.fixture(scope="module")
def club(tmp_path_factory):
    need_ssh()
    folder = tmp_path_factory.mktemp("club")
    server = Server(folder)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def guests_club(tmp_path_factory):
    need_ssh()
    folder = tmp_path_factory.mktemp("guests")
    server = Server(folder, "--guests")
    yield server
    server.stop()


def _arrive(server: Server, key, name: str | None) -> Player:
    """A player connects; a new key (or a guest) types its name. At the menu."""
    player = Player(server.ssh(*(with_key(key) if key else NO_KEY)))
    if name is not None:
        player.wait_for("Your name at the tables")
        player.press(name, "enter")
    player.wait_for("NEW GAME")
    return player


def _take_seat(player: Player, seat: int) -> None:
    player.press("t")
    player.wait_for("Open tables")
    player.press(str(seat))


def _run(command: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        command, capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL
    )


def test_a_table_is_played_to_its_end_over_ssh_with_a_drop_and_a_return(club, tmp_path):
    """Ada and Bea play Orkensturm with the computer, Cid watches; Bea's connection drops, and
    she comes back by connecting again."""
    ada_key, bea_key = make_key(tmp_path, "ada"), make_key(tmp_path, "bea")
    host = table.host(
        club.tables,
        "orkensturm",
        ["Anna", "Boris", "Chen"],
        21,
        {},
        ["remote", "remote", "bot"],
        {2: "easy"},
    )
    host.leave()
    name = host.table
    seats = {0: _arrive(club, ada_key, "Ada"), 1: _arrive(club, bea_key, "Bea")}
    for seat, player in seats.items():
        _take_seat(player, seat + 1)
    watcher = table.join(club.tables, name, watch=True)
    for _ in range(100):  # both have sat down, and their names are written (after their claims)
        watcher.sync()
        named = [watcher.state.seat_name(s) for s in range(3)] == ["Ada", "Bea", "Chen"]
        if len(watcher.store.holders()) == 3 and named:  # two seats and the computer's
            break
        wait(list(seats.values()), 0.1)
    assert [watcher.state.seat_name(s) for s in range(3)] == [
        "Ada",
        "Bea",
        "Chen",
    ]  # named by their keys
    spectator = _arrive(club, make_key(tmp_path, "cid"), "Cid")  # a spectator: one more connection
    spectator.press("t")
    spectator.wait_for("Open tables")
    spectator.press("w")
    spectator.wait_for(f"watching table {name}")
    terminals = lambda: [*seats.values(), spectator]  # noqa: E731
    rng, idle, moves, cut = random.Random(21), 0, 0, False
    while not watcher.state.is_over():
        watcher.sync()
        if len(watcher.history) != moves:
            moves, idle = len(watcher.history), 0
        idle += 1
        assert idle < 300, f"no move for a long time at: {watcher.state.status()}"
        if not cut and moves >= 30:  # Bea's connection drops; she connects again
            seats[1].cut()
            cut = True
            seats[0].wait_for("Bea has left the table", 20)
            for _ in range(10):
                seats[1] = _arrive(club, bea_key, None)  # her key names her: no question
                _take_seat(seats[1], 2)
                wait([seats[1]], 2)
                if "in use" not in seats[1].text():
                    break
                seats[1].close()
            seats[0].wait_for("Bea is back")
            continue
        state = watcher.state
        acting = [s for s in state.to_act() if s in seats]
        for player in terminals():  # a reveal waits for Enter on every terminal
            if player not in (seats[s] for s in acting):
                player.press("enter")
        for seat in acting:
            keys = (frame_keys(state) or []) if idle < 4 else [rng.choice(ANY_KEYS)]
            seats[seat].press(*keys)
        wait(terminals(), 0.15)
    for _ in range(15):  # past the last reveal (it counts the cards out) to the final scores
        wait(terminals(), 0.5)
        for player in terminals():
            if "game over ·" not in player.text():
                player.press("enter")
    for player in terminals():
        assert "game over ·" in player.text() and " won" in player.text()
        player.close()


def test_a_key_is_bound_to_its_name_and_no_other_key_takes_it(club, tmp_path):
    first, second = make_key(tmp_path, "first"), make_key(tmp_path, "second")
    _arrive(club, first, "Zora").close()
    again = _arrive(club, first, None)  # no question the second time
    assert "Playing as Zora" in again.text()
    again.close()
    other = Player(club.ssh(*with_key(second)))
    other.wait_for("Your name at the tables")
    other.press("zora", "enter")
    other.wait_for("belongs to another player's key")
    other.press("Zed", "enter")
    other.wait_for("Playing as Zed")
    other.close()


def test_a_name_is_checked_as_at_the_command_line(club, tmp_path):
    player = Player(club.ssh(*with_key(make_key(tmp_path, "long"))))
    player.wait_for("Your name at the tables")
    player.press("A name far too long for a seat", "enter")
    player.wait_for("is too long: at most 16 characters")
    player.press("\x03")  # ctrl+c: the connection closes, nothing bound
    player.close()


def test_a_client_without_a_key_is_refused_unless_guests_are_let_in(club, guests_club):
    refused = _run(club.ssh(*NO_KEY))
    assert refused.returncode == 255 and "Permission denied" in refused.stderr
    guest = _arrive(guests_club, None, "Gus")
    assert "Welcome, guest" in guest.text() and "Playing as Gus" in guest.text()
    left = guests_club.tables.parent / "guests"
    assert len(list(left.iterdir())) == 1  # the guest's own folder, for this connection
    guest.press("q")  # quits: the connection closes, and the guest's folder goes
    guest.wait_for("\x1b[?1049l")  # the app gave the terminal back
    for _ in range(100):
        if not list(left.iterdir()):
            break
        wait([guest], 0.05)
    assert not list(left.iterdir())
    guest.close()


def test_a_guest_may_not_take_a_name_bound_to_a_key(guests_club, tmp_path):
    _arrive(guests_club, make_key(tmp_path, "owner"), "Olga").close()
    guest = Player(guests_club.ssh(*NO_KEY))
    guest.wait_for("Your name at the tables")
    guest.press("Olga", "enter")
    guest.wait_for("belongs to another player's key")
    guest.close()


def test_no_command_subsystem_forwarding_or_session_without_a_terminal(club, tmp_path):
    key = with_key(make_key(tmp_path, "sly"))
    for terminal in ([], ["-tt"]):
        command = _run(club.ssh(*key, *terminal) + ["cat /etc/passwd"])
        assert "exec request failed" in command.stderr and "root:" not in command.stdout
    sftp = _run(
        [
            "sftp",
            "-P",
            str(club.port),
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            "LogLevel=ERROR",
            "-o",
            f"UserKnownHostsFile={club.folder / 'known_hosts'}",
            *key,
            "-b",
            "-",
            "127.0.0.1",
        ]
    )
    assert sftp.returncode != 0 and "subsystem request failed" in sftp.stderr
    stdio_forward = _run(club.ssh(*key, "-W", f"127.0.0.1:{club.port}"))
    assert (
        "stdio forwarding failed" in stdio_forward.stderr and "SSH-2.0" not in stdio_forward.stdout
    )
    remote_forward = _run(
        club.ssh(*key, "-N", "-o", "ExitOnForwardFailure=yes", "-R", "0:127.0.0.1:22")
    )
    assert remote_forward.returncode != 0 and "forwarding failed" in remote_forward.stderr
    no_terminal = _run(club.ssh(*key, "-T"))
    assert no_terminal.returncode == 1 and "magtui needs a terminal" in no_terminal.stdout


def test_a_resized_window_resizes_the_app(club, tmp_path):
    player = _arrive(club, make_key(tmp_path, "wide"), "Wanda")
    player.resize(70, 20)
    player.wait_for("Enlarge the terminal to 80×24 (now 70×20).")
    since = len(player.written)
    player.resize(90, 26)
    player.wait_for("\x1b[26;1H", since=since)  # drawn to the window's last row
    wait([player], 0.5)
    last_row = player.text()[since:].rpartition("\x1b[26;1H")[2]
    assert "host a table" in last_row  # the key bar, at the bottom
    assert "Enlarge the terminal" not in player.text()[since:]
    player.close()


def test_a_dropped_connection_ends_its_session_and_the_game_continues_from_the_menu(club, tmp_path):
    key = make_key(tmp_path, "solo")
    before = set(club.sessions())
    player = _arrive(club, key, "Sol")
    player.press("1")
    player.wait_for("New game · Magnastorm")
    player.press("enter")  # Magnastorm at this terminal: autosaved from its start
    players = club.tables.parent / "players"
    for _ in range(100):
        if list(players.glob("*/magtui/autosave/*.json")):
            break
        wait([player], 0.05)
    (session,) = set(club.sessions()) - before
    player.cut()
    for _ in range(100):
        if session not in club.sessions():
            break
        wait([], 0.05)
    assert session not in club.sessions()  # as on any lost terminal
    again = _arrive(club, key, None)
    again.wait_for("c  Continue")  # the key's own autosave
    again.close()
    other = _arrive(club, make_key(tmp_path, "other"), "Otto")
    wait([other], 0.5)
    assert "c  Continue" not in other.text()  # not another player's
    other.close()


def test_the_servers_folder_is_its_own_and_its_key_is_kept(tmp_path):
    need_ssh()
    alias = ["-o", "HostKeyAlias=club", "-T"]
    key = with_key(make_key(tmp_path, "keeper"))
    server = Server(tmp_path)
    try:
        first = _run(server.ssh(*key, *alias, "-o", "StrictHostKeyChecking=accept-new"))
        assert "magtui needs a terminal" in first.stdout
    finally:
        server.stop()
    folder = server.tables.parent
    assert {p.name: p.stat().st_mode & 0o777 for p in [folder, *folder.iterdir()]} == {
        "serve": 0o700,
        "tables": 0o700,
        "host_key": 0o600,
    }
    server = Server(tmp_path)
    try:  # the same key after a restart: a client that knows the host connects without a warning
        again = _run(server.ssh(*key, *alias, "-o", "StrictHostKeyChecking=yes"))
        assert "magtui needs a terminal" in again.stdout, again.stderr
    finally:
        server.stop()


def test_a_tables_folder_that_others_may_read_is_refused(tmp_path):
    need_ssh()
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    result = _run(
        [
            sys.executable,
            "-m",
            "magtui",
            "serve",
            "--port",
            "0",
            "--listen",
            "127.0.0.1",
            "--tables",
            str(shared),
        ]
    )
    assert result.returncode == 2
    assert f"{shared} can be read by other users (mode 755); `chmod 700 {shared}`" in result.stderr


def test_a_server_that_cannot_start_a_session_says_so(tmp_path):
    need_ssh()
    server = Server(tmp_path)
    try:
        os.kill(server.zygote(), signal.SIGKILL)
        player = Player(server.ssh(*with_key(make_key(tmp_path, "late"))))
        player.wait_for("Your name at the tables")
        player.press("Lea", "enter")
        player.wait_for("The server cannot start a game now; tell the club's host.")
        player.close()
    finally:
        server.stop()


def test_a_client_sets_how_its_session_draws_never_where_it_writes(club, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    player = Player(
        club.ssh(
            *with_key(make_key(tmp_path, "env")),
            "-o",
            f"SetEnv=NO_COLOR=1 XDG_DATA_HOME={elsewhere} HOME={elsewhere}",
        )
    )
    player.wait_for("Your name at the tables")
    player.press("Eve", "enter")
    player.wait_for("NEW GAME")
    player.press("1")
    player.wait_for("New game · Magnastorm")
    player.press("enter")  # a game at this terminal: autosaved at once
    wait([player], 1)
    assert "\x1b[38;5;" not in player.text()  # NO_COLOR: no colours
    assert not elsewhere.exists()
    player.close()


def _inotify_files(pid: int) -> list[str]:
    """What each inotify instance of process `pid` watches: its fdinfo lines."""
    found = []
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}") == "anon_inode:inotify":
                with open(f"/proc/{pid}/fdinfo/{fd}") as info:
                    found.append(info.read())
        except OSError:
            pass
    return found


@pytest.mark.skipif(table_watch._libc is None, reason="no inotify on this system")
def test_a_seated_session_has_its_table_watched_by_the_server(club, tmp_path):
    """A user has few inotify instances (128 by default) and every session is the server's
    user: the server watches the tables for all of them, and a seat still hears at once who
    joins."""
    host = table.host(
        club.tables, "orkensturm", ["Anna", "Boris", "Chen", "Dana"], 8, {}, ["remote"] * 4, {}
    )
    host.leave()
    before = set(club.sessions())
    player = _arrive(club, make_key(tmp_path, "wes"), "Wes")
    (session,) = set(club.sessions()) - before
    _take_seat(player, 1)
    player.wait_for("Waiting for")
    assert _inotify_files(session) == []
    inode = f"ino:{os.stat(host.store.path).st_ino:x} "
    (relay,) = _inotify_files(club.process.pid)
    assert inode in relay
    since = len(player.written)
    boris = table.join(club.tables, host.table, 1)
    player.wait_for("Boris has joined the table.", since=since)
    boris.leave()
    player.close()
