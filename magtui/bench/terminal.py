"""A program in a pseudo-terminal of a fixed size: type keys, count the bytes it writes back and
when it goes quiet (the way a terminal over SSH sees an app)."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import termios
import time
from dataclasses import dataclass

KEYS = {
    "left": "\x1b[D",
    "right": "\x1b[C",
    "up": "\x1b[A",
    "down": "\x1b[B",
    "enter": "\r",
    "tab": "\t",
    "escape": "\x1b",
    "space": " ",
    "backspace": "\x7f",
}
FRAME_BYTES = 1000  # a first frame at 80×24 writes at least this much (every cell once)


@dataclass
class Burst:
    """What the program wrote after a key: bytes, and seconds until its last byte."""

    nbytes: int
    seconds: float
    text: bytes = b""


class Terminal:
    def __init__(
        self, argv: list[str], cols: int = 80, rows: int = 24, env: dict | None = None
    ) -> None:
        self.started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # the child: size the terminal before the program asks for it
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
            os.execvpe(argv[0], argv, {**os.environ, "TERM": "xterm-256color", **(env or {})})
        self.pid, self.fd = pid, fd
        self.alive = True

    def _read(self, timeout: float) -> bytes | None:
        """Bytes written within `timeout` seconds (b"" for none), None once the program is gone."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return b""
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        if not data:
            self.alive = False
            return None
        return data

    def settle(
        self,
        since: float,
        quiet: float = 0.25,
        cap: float = 20.0,
        at_least: int = 1,
        wait: float | None = None,
    ) -> Burst:
        """Read until nothing came for `quiet` seconds after at least `at_least` bytes (or `cap`
        seconds passed, or nothing at all came in `wait` seconds); the time is that of the last
        byte, counted from `since`."""
        chunks: list[bytes] = []
        total, last = 0, since
        deadline = since + cap
        while self.alive and time.perf_counter() < deadline:
            data = self._read(quiet if total >= at_least else min(quiet, 0.05))
            if data is None:
                break
            if data:
                chunks.append(data)
                total += len(data)
                last = time.perf_counter()
            elif total >= at_least and time.perf_counter() - last >= quiet:
                break
            elif not total and wait is not None and time.perf_counter() - since >= wait:
                break
        return Burst(total, last - since, b"".join(chunks))

    def first_frame(self) -> Burst:
        return self.settle(self.started, quiet=0.4, at_least=FRAME_BYTES)

    def press(self, key: str, quiet: float = 0.25, cap: float = 20.0, wait: float = 3.0) -> Burst:
        """Type `key` and read what it brings (nothing, if no byte came within `wait` seconds)."""
        sent = time.perf_counter()
        os.write(self.fd, KEYS.get(key, key).encode())
        return self.settle(sent, quiet=quiet, cap=cap, wait=wait)

    def rss_kb(self) -> int:
        """The program's resident memory (kB)."""
        with open(f"/proc/{self.pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def close(self) -> None:
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        end = time.perf_counter() + 2
        while self.alive and time.perf_counter() < end:
            self._read(0.05)
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        os.close(self.fd)
