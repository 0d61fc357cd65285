"""Run the magtui command in a pseudo-terminal, type keys, and keep every byte it wrote.

For the promises that are about the bytes reaching a terminal (`--ascii`, NO_COLOR), which
Textual's headless Pilot never writes. The terminal is the bench's (magtui.bench.terminal).
"""

from __future__ import annotations

import fcntl
import os
import pty
import struct
import subprocess
import sys
import termios
import time

from magtui.bench.terminal import Terminal


def run_in_pty(
    args: list[str],
    script: list[str | bytes],
    env: dict[str, str],
    cols: int = 80,
    rows: int = 24,
    settle: float = 10.0,
) -> bytes:
    """`python -m magtui ARGS` at cols×rows, with `env` over the test's environment; `script`
    holds keys (each followed by a wait for the program's answer and a quiet screen) and bytes
    to wait for (at most `settle` s). The program is ended after the script."""
    term = Terminal([sys.executable, "-m", "magtui", *args], cols, rows, env)
    written = bytearray()
    try:
        written += term.first_frame().text
        for step in script:
            if isinstance(step, bytes):
                end = time.perf_counter() + settle
                while step not in written and term.alive and time.perf_counter() < end:
                    written += term.settle(time.perf_counter(), cap=0.5, wait=0.5).text
            else:
                written += term.press(step).text
        written += term.settle(time.perf_counter(), cap=1.0, wait=1.0).text
    finally:
        term.close()
    return bytes(written)


# Seconds a program gets to end after its terminal closed: far more than it needs, so that a
# slow machine never fails the check; one still running by then loops forever.
GRACE = 20.0


class DetachedTerminal(Terminal):
    """`python -m magtui ARGS` in a pty that is not its controlling terminal (the program runs
    in a session of its own): closing the pty sends it no SIGHUP, as when an SSH connection
    drops that way or a detached process outlives its terminal."""

    def __init__(
        self, args: list[str], cols: int = 80, rows: int = 24, env: dict | None = None
    ) -> None:
        self.started = time.perf_counter()
        self.fd, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "magtui", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            start_new_session=True,
            env={**os.environ, "TERM": "xterm-256color", **(env or {})},
        )
        os.close(slave)
        self.pid = self.process.pid
        self.alive = True

    def hang_up(self) -> float | None:
        """Close the terminal; the seconds the program took to end (None: it had not ended after
        `GRACE` seconds, and was killed)."""
        os.close(self.fd)
        self.alive = False
        closed = time.perf_counter()
        try:
            self.process.wait(GRACE)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return None
        return time.perf_counter() - closed

    def close(self) -> None:
        if self.alive:
            self.hang_up()
