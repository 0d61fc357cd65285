"""Run the magtui command in a pseudo-terminal, type keys, and keep every byte it wrote.

For the promises that are about the bytes reaching a terminal (`--ascii`, NO_COLOR), which
Textual's headless Pilot never writes.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time

KEYS = {"enter": "\r", "esc": "\x1b", "up": "\x1b[A", "down": "\x1b[B", "left": "\x1b[D",
        "right": "\x1b[C", "space": " ", "tab": "\t"}


def run_in_pty(args: list[str], script: list[str | float], env: dict[str, str],
               cols: int = 80, rows: int = 24, settle: float = 3.0) -> bytes:
    """`python -m magtui ARGS` at cols×rows; `script` holds key names, literal keys, or
    seconds to wait. The program is ended after the script (and killed if it hangs)."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: the program itself
        os.execvpe(sys.executable, [sys.executable, "-m", "magtui", *args],
                   {**env, "TERM": "xterm-256color"})
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    written = bytearray()

    def pump(seconds: float) -> None:
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                written.extend(chunk)

    try:
        pump(settle)
        for step in script:
            if isinstance(step, (int, float)):
                pump(step)
            else:
                os.write(fd, KEYS.get(step, step).encode())
                pump(0.3)
        pump(1.0)
    finally:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)
    return bytes(written)
