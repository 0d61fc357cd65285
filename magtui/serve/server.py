"""The SSH side of `magtui serve` (asyncssh): keys, names, and one pseudo-terminal per session.

Who gets in: any client that proves it holds a key (the key names the player: the name typed
at its first connection, magtui.serve.players); with `--guests` also a client with no key, by
keyboard-interactive login with no question, under a name typed at each connection. What they
get: the magtui menu on a pseudo-terminal and nothing else. Commands (exec), subsystems (sftp,
scp), port, agent and X11 forwarding are refused; a session without a terminal is told to ask
for one and closed.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import re
import shutil
import signal
import socket
import struct
import sys
import tempfile
import termios
import warnings
from dataclasses import dataclass
from pathlib import Path

# The server's log is for its host: cryptography's notes to asyncssh's authors have no place there.
warnings.filterwarnings("ignore", module=r"asyncssh\.")
import asyncssh  # noqa: E402

from magtui.core.errors import MagtuiError  # noqa: E402
from magtui.serve import zygote  # noqa: E402
from magtui.serve.players import Players  # noqa: E402
from magtui.serve.watch_relay import WatchRelay  # noqa: E402

KEEPALIVE = 15  # seconds: a connection silent for 3 of these is a dropped one
ENTER, BACKSPACES, QUITS = (b"\r", b"\n"), (b"\x7f", b"\x08"), (b"\x03", b"\x04")
PROMPT = b"\r\nYour name at the tables (at most 16 characters): "
MAX_TYPED = 256  # bytes of a name being typed: far more than a name may have, far less than a flood
TERM_NAME = re.compile(r"[A-Za-z0-9._+-]{1,64}")  # what a client may name its terminal type


@dataclass
class Club:
    """What every connection shares: the server's folder, the tables, the names, the zygote."""

    folder: Path
    tables: Path
    players: Players
    guests: bool
    zygote: socket.socket  # asks the zygote for sessions
    pace: str
    ascii: bool

    def data_folder(self, fingerprint: str | None) -> Path:
        """Where a player's own autosaves go: one folder per key; a guest's lasts one session."""
        if fingerprint is None:
            (self.folder / "guests").mkdir(mode=0o700, exist_ok=True)
            return Path(tempfile.mkdtemp(dir=self.folder / "guests"))
        folder = self.folder / "players" / fingerprint.removeprefix("SHA256:").replace("/", "_")
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        return folder


class ClubServer(asyncssh.SSHServer):
    """One connection: how it logged in (the key's fingerprint, or None for a guest)."""

    def __init__(self, club: Club) -> None:
        self.club = club
        self.fingerprint: str | None = None

    def begin_auth(self, username: str) -> bool:
        return True  # the user name means nothing here: the key names the player

    def public_key_auth_supported(self) -> bool:
        return True

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        # Any key may log in: asyncssh then checks that the client holds it. A key offered
        # and not proven leaves no trace: a guest's login below clears it.
        self.fingerprint = key.get_fingerprint()
        return True

    def kbdint_auth_supported(self) -> bool:
        return self.club.guests

    def get_kbdint_challenge(self, username: str, lang: str, submethods: str) -> bool:
        self.fingerprint = None
        return True  # a guest answers no question

    def password_auth_supported(self) -> bool:
        return False

    def session_requested(self) -> "Seat":
        return Seat(self.club, self.fingerprint)


class Seat(asyncssh.SSHServerSession):
    """A session channel: the name prompt (when the key has none yet), then the app."""

    def __init__(self, club: Club, fingerprint: str | None) -> None:
        self.club = club
        self.fingerprint = fingerprint
        self.term: str | None = None
        self.size = (80, 24)
        self.typed = bytearray()
        self.master: int | None = None
        self.started = False  # the app was started: no more name prompt
        self.data: Path | None = None

    def connection_made(self, chan) -> None:
        self.chan = chan

    # ----- what the client may ask for ----------------------------------------------------
    def pty_requested(self, term_type, term_size, term_modes) -> bool:
        self.term = term_type if TERM_NAME.fullmatch(term_type or "") else "xterm"
        self.size = (term_size[0] or 80, term_size[1] or 24)
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        return False

    def subsystem_requested(self, subsystem: str) -> bool:
        return False

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        self.size = (width or self.size[0], height or self.size[1])
        if self.master is not None:
            _set_size(self.master, self.size)  # the kernel sends the app SIGWINCH

    # ----- the session ----------------------------------------------------------------------
    def session_started(self) -> None:
        if self.term is None:
            self.chan.write(b"magtui needs a terminal: connect with ssh -t.\r\n")
            self.chan.exit(1)
            return
        name = self.club.players.name_of(self.fingerprint) if self.fingerprint else None
        if name is not None:
            self._start(name)
            return
        welcome = (
            b"Welcome to the club. Your key is new here: the name you choose now stays bound to it."
            if self.fingerprint
            else b"Welcome, guest."
        )
        self.chan.write(welcome + PROMPT)

    def data_received(self, data: bytes, datatype) -> None:
        if self.master is None:
            if not self.started:
                self._type(data)
            return
        try:
            os.write(self.master, data)
        except BlockingIOError:
            pass  # the app reads no keys for now (a paste of pages): they are dropped
        except OSError:
            pass  # the app has ended; its output's end closes the channel

    def _type(self, data: bytes) -> None:
        """The name prompt, echoed here: the client's terminal is raw."""
        if b"\x1b" in data:
            return  # an arrow or function key: no place in a name
        for byte in (data[i : i + 1] for i in range(len(data))):
            if byte in QUITS:
                self.chan.write(b"\r\n")
                self.chan.exit(0)
                return
            if byte in BACKSPACES:
                text = self.typed.decode(errors="ignore")[:-1]
                if len(self.typed):
                    self.chan.write(b"\b \b")
                self.typed = bytearray(text.encode())
            elif byte in ENTER:
                self._named()
                return
            elif byte[0] >= 0x20 and len(self.typed) < MAX_TYPED:
                self.typed += byte
                self.chan.write(byte)

    def _named(self) -> None:
        name = self.typed.decode(errors="replace").strip()
        self.typed = bytearray()
        problem = self.club.players.problem(name, self.fingerprint)
        if problem:
            self.chan.write(b"\r\n" + problem.encode() + PROMPT)
            return
        if self.fingerprint is not None:
            self.club.players.bind(self.fingerprint, name)
        self._start(name)

    def _start(self, name: str) -> None:
        """Open a pseudo-terminal of the client's size and have the zygote fork the app on it."""
        self.started = True
        self.data = self.club.data_folder(self.fingerprint)
        self.master, slave = os.openpty()
        _set_size(self.master, self.size)
        os.set_blocking(self.master, False)
        request = {
            "term": self.term,
            "env": dict(self.chan.get_environment()),
            "player": name,
            "club": self.club.players.bound(),
            "tables": str(self.club.tables),
            "data": str(self.data),
            "pace": self.club.pace,
            "ascii": self.club.ascii,
        }
        try:
            zygote.ask(self.club.zygote, slave, request)
        except OSError as exc:  # the zygote is gone: no session can start
            print(f"magtui serve: cannot start a session: {exc}", file=sys.stderr, flush=True)
            self.chan.write(b"\r\nThe server cannot start a game now; tell the club's host.\r\n")
            self._close_terminal()
            self.chan.exit(1)
            return
        finally:
            os.close(slave)
        asyncio.get_running_loop().add_reader(self.master, self._output)

    def _output(self) -> None:
        try:
            data = os.read(self.master, 65536)
        except BlockingIOError:
            return
        except OSError:  # EIO: the app ended, the terminal has no one left
            data = b""
        if data:
            self.chan.write(data)
            return
        self._close_terminal()
        self.chan.exit(0)

    def pause_writing(self) -> None:
        if self.master is not None:
            asyncio.get_running_loop().remove_reader(self.master)

    def resume_writing(self) -> None:
        if self.master is not None:
            asyncio.get_running_loop().add_reader(self.master, self._output)

    def connection_lost(self, exc) -> None:
        """The connection dropped or the app ended: closing the master hangs the app up."""
        self._close_terminal()

    def _close_terminal(self) -> None:
        if self.master is not None:
            asyncio.get_running_loop().remove_reader(self.master)
            os.close(self.master)
            self.master = None
        if self.data is not None and self.fingerprint is None:
            shutil.rmtree(self.data, ignore_errors=True)  # a guest keeps nothing
            self.data = None


def _set_size(fd: int, size: tuple[int, int]) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))


# ----- the server's folder --------------------------------------------------------------------
def private_folder(path: Path) -> Path:
    """`path` as a folder only this user reads: created 0700, refused if others may read it."""
    path = Path(path).expanduser()
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777
    if mode & 0o077:
        raise MagtuiError(
            f"{path} can be read by other users (mode {mode:o}); "
            f"`chmod 700 {path}` makes it the server's alone."
        )
    return path


def host_key(path: Path) -> asyncssh.SSHKey:
    """The server's key: made on the first start (0600), the same ever after, so players'
    ssh clients know the host again."""
    try:
        if not path.exists():
            key = asyncssh.generate_private_key("ssh-ed25519")
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(key.export_private_key())
        return asyncssh.read_private_key(path)
    except (OSError, asyncssh.KeyImportError) as exc:
        raise MagtuiError(
            f"Cannot use the host key {path}: {getattr(exc, 'strerror', None) or exc}."
        ) from None


async def _listen(
    club: Club, key: asyncssh.SSHKey, host: str, port: int, relay: socket.socket
) -> None:
    watches = WatchRelay(club.tables, relay)
    server = await asyncssh.create_server(
        lambda: ClubServer(club),
        host or None,
        port,
        server_host_keys=[key],
        encoding=None,
        line_editor=False,
        agent_forwarding=False,
        x11_forwarding=False,
        gss_host=None,
        keepalive_interval=KEEPALIVE,
        keepalive_count_max=3,
    )
    port = server.sockets[0].getsockname()[1]
    print(
        f"magtui serve: listening on port {port}; tables in {club.tables}.\n"
        f"Players connect with: ssh -p {port} HOST",
        flush=True,
    )
    stop = asyncio.Event()
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        asyncio.get_running_loop().add_signal_handler(signum, stop.set)
    await stop.wait()
    server.close()
    await server.wait_closed()
    watches.close()


def run(
    folder: Path,
    tables: Path | None,
    key_path: Path | None,
    host: str,
    port: int,
    guests: bool,
    pace: str,
    ascii_mode: bool,
) -> int:
    folder = private_folder(folder)
    tables = private_folder(tables or folder / "tables")
    key = host_key(Path(key_path).expanduser() if key_path else folder / "host_key")
    shutil.rmtree(folder / "guests", ignore_errors=True)  # what guests of a stopped server left
    relay, sessions_relay = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    sock, zygote_pid = zygote.start(
        sessions_relay
    )  # before the event loop: the zygote must have no threads
    sessions_relay.close()
    club = Club(folder, tables, Players(folder / "players.json"), guests, sock, pace, ascii_mode)
    try:
        asyncio.run(_listen(club, key, host, port, relay))
    except OSError as exc:  # the port is taken, or not this user's to open
        raise MagtuiError(f"Cannot listen on port {port}: {exc.strerror or exc}.") from None
    finally:
        sock.close()  # the zygote's end of its socket reads end of file: it stops
        relay.close()
        os.waitpid(zygote_pid, 0)
    print("magtui serve: stopped.", file=sys.stderr)
    return 0
