"""A club at scale: `magtui serve` on loopback with N players, each an OpenSSH client (`ssh -tt`)
on a pseudo-terminal of its own, four to a Magalon table.

Every player has a key whose name the server's file of names already holds, so a connection
goes straight to the menu. The tables are hosted beforehand with four remote seats; each
player reaches theirs by keys (`t`, then the seat's number), as a member would. Then:
- idle CPU: the CPU time of every session process (all its threads) over a quiet window, per seat;
- moves: each table makes a move every `move_every` seconds (the seat to act presses the key
  of its phase, MOVE_KEYS), timed from the key to the first bytes another seat's terminal
  receives after it (a key that made no move is counted apart);
- PSS of the sessions (per seat, after the play), and of the server and the zygote (once);
- the menu: players arriving one at a time at the full club, from `ssh` starting to the menu.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import re
import resource
import selectors
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from magtui.bench.terminal import KEYS
from magtui.core import table
from magtui.core.table_store import TableStore

GAME, PER_TABLE = "magalon", 4
# The key that makes a move in each phase of a Magalon turn: Enter plays the card under the
# cursor; then `t` ends the turn (a turn's steps and chips are the player's choice, not needed).
MOVE_KEYS = {"play": "enter", "turn": "t"}
MENU = b"NEW GAME"
WAVE = 16  # connections opened at once while seating: the server's handshakes stay in step
SETTLE = 3.0  # seconds after the last seat for the sessions' first frames to be drawn
KEEP = 4096  # bytes of a terminal's output kept: enough to find the last thing it showed


def ssh_missing() -> str | None:
    """Why the bench cannot run here, or None."""
    warnings.filterwarnings(
        "ignore", module=r"asyncssh\."
    )  # cryptography's notes to asyncssh's authors
    try:
        import asyncssh  # noqa: F401
    except ImportError:
        return "magtui serve needs asyncssh (pip install '.[serve]' in magtui's folder)"
    if shutil.which("ssh") is None:
        return "the OpenSSH client `ssh` is not installed"
    return None


@dataclass
class ServeFigures:
    seats: int
    tables: int
    seat_seconds: float = 0.0  # wall time to connect and seat everyone
    idle_cpu_percent: float = 0.0  # of one core, per seat
    server_idle_cpu_percent: float = 0.0  # of one core, the SSH server process, all seats together
    pss_mb: float = 0.0  # per session
    server_pss_mb: float = 0.0
    zygote_pss_mb: float = 0.0
    menu_seconds: list[float] = field(default_factory=list)
    move_seconds: list[float] = field(default_factory=list)
    moves_missed: int = 0  # keys that made no move (not counted in move_seconds)


class Client:
    """`ssh -tt` in a pseudo-terminal of 80×24; counts and keeps the tail of what it shows."""

    def __init__(self, command: list[str]) -> None:
        self.started = time.monotonic()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
            os.execvpe(command[0], command, {**os.environ, "TERM": "xterm-256color"})
        os.set_blocking(self.fd, False)
        self.total = 0
        self.tail = b""
        self.closed = False

    def read(self) -> None:
        try:
            chunk = os.read(self.fd, 65536)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self.closed = True
            return
        self.total += len(chunk)
        self.tail = (self.tail + chunk)[-KEEP:]

    def press(self, *keys: str) -> None:
        for key in keys:
            try:
                os.write(self.fd, KEYS.get(key, key).encode())
            except OSError:
                pass

    def close(self) -> None:
        try:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(self.fd)


class Club:
    """The server, its clients, and one loop that reads every terminal (epoll: hundreds of them)."""

    def __init__(self, folder: Path, names: dict[str, str]) -> None:
        self.folder = folder
        serve = folder / "data" / "magtui" / "serve"
        self.tables = serve / "tables"
        self.tables.mkdir(mode=0o700, parents=True)
        os.chmod(serve, 0o700)
        (serve / "players.json").write_text(json.dumps(names))
        os.chmod(serve / "players.json", 0o600)
        env = {**os.environ, "XDG_DATA_HOME": str(folder / "data")}
        self.server = subprocess.Popen(
            [sys.executable, "-m", "magtui", "serve", "--port", "0", "--listen", "127.0.0.1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
            start_new_session=True,
        )
        first = self.server.stdout.readline().decode()
        found = re.search(r"listening on port (\d+)", first)
        if not found:
            self.server.kill()
            raise RuntimeError(
                f"magtui serve did not start: {first}{self.server.stdout.read().decode()}"
            )
        self.port = int(found.group(1))
        self.selector = selectors.DefaultSelector()
        self.watch: dict[Client, float] = {}  # a terminal awaited: when its wait began
        self.first_bytes: dict[Client, float] = {}  # when an awaited terminal showed something

    def connect(self, key: Path) -> Client:
        client = Client(
            [
                "ssh",
                "-tt",
                "-p",
                str(self.port),
                "-i",
                str(key),
                "-o",
                "IdentitiesOnly=yes",
                "-o",
                "BatchMode=yes",
                "-o",
                "StrictHostKeyChecking=no",
                "-o",
                f"UserKnownHostsFile={self.folder / 'known_hosts'}",
                "-o",
                "LogLevel=ERROR",
                "127.0.0.1",
            ]
        )
        self.selector.register(client.fd, selectors.EVENT_READ, client)
        return client

    def drop(self, client: Client) -> None:
        self.selector.unregister(client.fd)
        client.close()

    def pump(self, seconds: float) -> None:
        """Read every terminal for `seconds`."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            self.round(left)

    def round(self, timeout: float) -> None:
        """Read the terminals that have something, waiting at most `timeout` for one."""
        for key, _ in self.selector.select(timeout):
            client: Client = key.data
            client.read()
            if client in self.watch and client not in self.first_bytes:
                self.first_bytes[client] = time.monotonic()
            if client.closed:
                self.selector.unregister(client.fd)

    def wait_for(
        self,
        clients: list[Client],
        text: bytes,
        since: dict[Client, int] | None = None,
        seconds: float = 60,
    ) -> dict[Client, float]:
        """Until every client shows `text` (after byte `since[client]` when given): when each
        did."""
        end = time.monotonic() + seconds
        waiting, seen = list(clients), {}
        while waiting:
            now = time.monotonic()
            seen.update({c: now for c in waiting if _shown(c, text, since)})
            waiting = [c for c in waiting if c not in seen]
            closed = [c for c in waiting if c.closed]
            if closed or time.monotonic() > end:
                shown = (closed or waiting)[0].tail[-600:]
                raise RuntimeError(
                    f"{len(waiting)} terminals never showed {text!r}; one shows: {shown!r}"
                )
            self.round(0.05)
        return seen

    def processes(self) -> tuple[int, list[int]]:
        """The zygote and the sessions it forked."""
        (zygote,) = children(self.server.pid)
        return zygote, children(zygote)

    def stop(self) -> None:
        for key in list(self.selector.get_map().values()):
            self.selector.unregister(key.fd)
        self.server.terminate()
        try:
            self.server.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(self.server.pid, signal.SIGKILL)
            self.server.wait()


def _shown(client: Client, text: bytes, since: dict[Client, int] | None) -> bool:
    if since is None:
        return text in client.tail
    new = client.total - since[client]
    return new > 0 and text in client.tail[-new - len(text) :]


def children(pid: int) -> list[int]:
    """The processes `pid` started (none once it is gone)."""
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def _cpu_seconds(pids: list[int]) -> float:
    """CPU time of `pids`: utime+stime counts whole clock ticks, too coarse for a quiet process;
    schedstat's time on a CPU counts nanoseconds, thread by thread (utime+stime where it is
    missing)."""
    total = 0.0
    for pid in pids:
        try:
            total += (
                sum(
                    int(task.read_text().split()[0])
                    for task in Path(f"/proc/{pid}/task").glob("*/schedstat")
                )
                / 1e9
            )
            continue
        except (OSError, IndexError, ValueError):
            pass
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def _pss_mb(pid: int) -> float:
    try:
        text = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return 0.0
    return int(re.search(r"^Pss:\s+(\d+) kB", text, re.M).group(1)) / 1024


def _keys(folder: Path, count: int) -> tuple[list[Path], dict[str, str]]:
    """`count` ed25519 keys, and the names the server will know them by."""
    import asyncssh

    paths, names = [], {}
    for i in range(count):
        key = asyncssh.generate_private_key("ssh-ed25519")
        path = folder / f"key{i}"
        path.write_bytes(key.export_private_key())
        path.chmod(0o600)
        paths.append(path)
        names[key.get_fingerprint()] = f"P{i + 1}"
    return paths, names


def _raise_file_limit() -> None:
    """Each seat costs the server a socket and a terminal and the bench a terminal."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def measure(
    seats: int = 500,
    move_every: float = 10.0,
    play_seconds: float = 60.0,
    idle_seconds: float = 20.0,
    arrivals: int = 10,
    log=None,
) -> ServeFigures:
    """Seat `seats` players (a multiple of four) and measure the club."""
    log = log or (lambda text: None)
    missing = ssh_missing()
    if missing:
        raise RuntimeError(missing)
    _raise_file_limit()
    tables_count = seats // PER_TABLE
    figures = ServeFigures(tables_count * PER_TABLE, tables_count)
    with tempfile.TemporaryDirectory(prefix="magtui-serve-bench-") as tmp:
        folder = Path(tmp)
        keys, names = _keys(folder, figures.seats + arrivals)
        club = Club(folder, names)
        clients: list[Client] = []
        try:
            start = time.monotonic()
            watchers = _seat(club, keys[: figures.seats], list(names.values()), clients, log)
            figures.seat_seconds = time.monotonic() - start
            club.pump(SETTLE)
            log(
                f"seated {figures.seats} players at {tables_count} tables "
                f"in {figures.seat_seconds:.0f} s"
            )
            _idle(club, figures, idle_seconds)
            log(f"idle: {figures.idle_cpu_percent:.3f}% of a core per seat")
            _play(club, clients, watchers, figures, move_every, play_seconds)
            log(f"moves: {len(figures.move_seconds)} timed, {figures.moves_missed} missed")
            zygote, sessions = club.processes()
            figures.pss_mb = sum(_pss_mb(pid) for pid in sessions) / max(1, len(sessions))
            figures.server_pss_mb, figures.zygote_pss_mb = _pss_mb(club.server.pid), _pss_mb(zygote)
            for key in keys[figures.seats :]:  # one at a time at the full club
                arrival = club.connect(key)
                seen = club.wait_for([arrival], MENU, seconds=30)
                figures.menu_seconds.append(seen[arrival] - arrival.started)
                club.drop(arrival)
            for watcher in watchers:
                watcher.store.close()
        finally:
            for client in clients:
                client.close()
            club.stop()
    return figures


def _seat(club: Club, keys: list[Path], names: list[str], clients: list[Client], log) -> list:
    """Connect every player (WAVE at a time) and seat them, table by table, by keys; a watcher
    of each table."""
    for first in range(0, len(keys), WAVE):
        wave = [club.connect(key) for key in keys[first : first + WAVE]]
        clients += wave
        club.wait_for(wave, MENU)
        if first and first % 100 < WAVE:
            log(f"{len(clients)} at the menu")
    watchers = []
    for t in range(len(keys) // PER_TABLE):
        players = clients[t * PER_TABLE : (t + 1) * PER_TABLE]
        host = table.host(
            club.tables,
            GAME,
            names[t * PER_TABLE : (t + 1) * PER_TABLE],
            t + 1,
            {},
            ["remote"] * PER_TABLE,
            {},
        )
        host.leave()
        host.store.close()
        watchers.append(_sit(club, players, host.table))
        if (t + 1) % 25 == 0:
            log(f"{t + 1} tables seated")
    return watchers


def _sit(club: Club, players: list[Client], name: str):
    """The table's players join it: `t`, then each their seat's number. The list shows the
    tables newest first by their file's time: this table's is set ahead of every other's, so
    it is the first, where the cursor starts."""
    path = TableStore.find(club.tables, name)
    ahead = time.time() + 86400
    os.utime(path, (ahead, ahead))
    since = {p: p.total for p in players}
    for p in players:
        p.press("t")
    club.wait_for(players, b"Open tables", since)
    for seat, p in enumerate(players):
        p.press(str(seat + 1))
    watcher = table.join(club.tables, name, watch=True)
    end = time.monotonic() + 30
    while len(watcher.store.holders()) < PER_TABLE:
        if time.monotonic() > end:
            raise RuntimeError(
                f"table {name}: {len(watcher.store.holders())} of {PER_TABLE} seats taken; "
                f"a terminal shows {players[-1].tail[-600:]!r}"
            )
        club.pump(0.05)
    return watcher


def _idle(club: Club, figures: ServeFigures, seconds: float) -> None:
    """CPU of the sessions (and of the server) over `seconds` in which nobody moves."""
    zygote, sessions = club.processes()
    before, server_before = _cpu_seconds(sessions), _cpu_seconds([club.server.pid])
    start = time.monotonic()
    club.pump(seconds)
    elapsed = time.monotonic() - start
    _, still = club.processes()
    used = _cpu_seconds([pid for pid in sessions if pid in still]) - before
    figures.idle_cpu_percent = 100 * used / elapsed / figures.seats
    figures.server_idle_cpu_percent = (
        100 * (_cpu_seconds([club.server.pid]) - server_before) / elapsed
    )


def _play(
    club: Club,
    clients: list[Client],
    watchers: list,
    figures: ServeFigures,
    move_every: float,
    seconds: float,
) -> None:
    """Each table moves every `move_every` seconds, the tables in turn; each move is timed from
    its key to the first bytes on the next seat's terminal."""
    count = len(watchers)
    start = time.monotonic()
    due = [start + move_every * t / count for t in range(count)]
    pending: list[
        tuple[float, int, int, Client]
    ] = []  # (key pressed, table, moves before, observer)
    while time.monotonic() < start + seconds or pending:
        now = time.monotonic()
        for t in range(count):
            if due[t] <= now and now < start + seconds:
                due[t] += move_every
                watcher = watchers[t]
                watcher.sync()
                state = watcher.state
                if state.is_over() or any(p[1] == t for p in pending):
                    continue
                seat = state.to_act()[0]
                observer = clients[t * PER_TABLE + (seat + 1) % PER_TABLE]
                club.watch[observer] = now
                club.first_bytes.pop(observer, None)
                clients[t * PER_TABLE + seat].press(MOVE_KEYS.get(state.phase, "enter"))
                pending.append((now, t, len(watcher.history), observer))
        club.round(0.01)
        for item in list(pending):
            pressed, t, moves, observer = item
            shown = club.first_bytes.get(observer)
            late = time.monotonic() - pressed > SETTLE  # a move's bytes reach the others by then
            if shown is None and not late:
                continue
            watchers[t].sync()
            moved = len(watchers[t].history) > moves
            if not moved and not late:
                continue  # the bytes were not the move's (yet)
            pending.remove(item)
            club.first_bytes.pop(observer, None)
            club.watch.pop(observer, None)
            if moved and shown is not None:
                figures.move_seconds.append(shown - pressed)
            else:
                figures.moves_missed += 1
