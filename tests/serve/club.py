"""A `magtui serve` of the tests' own on a free loopback port, and players who reach it with the
OpenSSH client in a pseudo-terminal (`ssh -tt`), as a club member would."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from magtui.bench.serve_figures import children
from magtui.bench.terminal import KEYS


def need_ssh() -> None:
    pytest.importorskip(
        "asyncssh", reason="magtui serve needs asyncssh (pip install '.[serve]' in magtui's folder)"
    )
    missing = [tool for tool in ("ssh", "ssh-keygen") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed (apt-get install openssh-client)")


class Server:
    """`magtui --pace instant serve --port 0 --listen 127.0.0.1 ARGS` with its own data folder."""

    def __init__(self, folder: Path, *args: str) -> None:
        self.folder = folder
        self.data = folder / "server-data"
        # A shell that exports its size (COLUMNS, LINES) starts the server: the sessions' own
        # terminals must win over it.
        env = {**os.environ, "XDG_DATA_HOME": str(self.data), "COLUMNS": "80", "LINES": "24"}
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "magtui",
                "--pace",
                "instant",
                "serve",
                "--port",
                "0",
                "--listen",
                "127.0.0.1",
                *args,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
        )
        first = self.process.stdout.readline().decode()
        found = re.search(r"listening on port (\d+)", first)
        assert found, f"the server did not start: {first}{self.process.stdout.read().decode()}"
        self.port = int(found.group(1))
        self.tables = self.data / "magtui" / "serve" / "tables"

    def zygote(self) -> int:
        """The process the sessions are forked from: the server's one child."""
        (zygote,) = children(self.process.pid)
        return zygote

    def sessions(self) -> list[int]:
        return children(self.zygote())

    def ssh(self, *options: str) -> list[str]:
        """The ssh command that reaches this server, with `options` before the host."""
        return [
            "ssh",
            "-p",
            str(self.port),
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            f"UserKnownHostsFile={self.folder / 'known_hosts'}",
            "-o",
            "LogLevel=ERROR",
            *options,
            "127.0.0.1",
        ]

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


def make_key(folder: Path, name: str) -> Path:
    path = folder / name
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(path)], check=True)
    return path


def with_key(key: Path) -> list[str]:
    return ["-i", str(key), "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes"]


# A client that offers no key (a guest, where the server lets guests in).
NO_KEY = ["-o", "PubkeyAuthentication=no", "-o", "PreferredAuthentications=keyboard-interactive"]


class Player:
    """`ssh -tt` to the server in a pseudo-terminal of 100×30; every byte it shows is kept."""

    def __init__(self, command: list[str], cols: int = 100, rows: int = 30) -> None:
        self.started = time.monotonic()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the terminal has its size before ssh asks for it
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
            os.execvpe(
                command[0],
                [command[0], "-tt", *command[1:]],
                {**os.environ, "TERM": "xterm-256color"},
            )
        self.written = bytearray()

    def resize(self, cols: int, rows: int) -> None:
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        try:
            os.kill(self.pid, signal.SIGWINCH)  # as a terminal window does to its program
        except ProcessLookupError:
            pass

    def pump(self) -> bool:
        """Keep what arrived; False when the connection has closed."""
        while select.select([self.fd], [], [], 0)[0]:
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return False
            if not chunk:
                return False
            self.written.extend(chunk)
        return True

    def text(self) -> str:
        return self.written.decode(errors="replace")

    def wait_for(self, text: str, seconds: float = 15, since: int = 0) -> float:
        """Seconds from the connection until `text` was shown after byte `since` (AssertionError
        after `seconds`)."""
        end = time.monotonic() + seconds
        while text.encode() not in self.written[since:]:
            if time.monotonic() > end or not self.pump():
                self.pump()
                if text.encode() in self.written[since:]:
                    break
                raise AssertionError(f"never showed {text!r}; it showed: {self.text()[-1500:]!r}")
            select.select([self.fd], [], [], 0.05)
        return time.monotonic() - self.started

    def press(self, *keys: str) -> None:
        for key in keys:
            try:
                os.write(self.fd, KEYS.get(key, key).encode())
            except OSError:
                pass

    def cut(self) -> None:
        """The connection drops: the ssh client dies without a word."""
        os.kill(self.pid, signal.SIGKILL)
        self.close()

    def close(self) -> None:
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def wait(players, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        select.select([p.fd for p in players], [], [], max(0.0, end - time.monotonic()))
        for p in players:
            p.pump()
