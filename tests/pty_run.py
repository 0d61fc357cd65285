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


QUIET = 0.3     # s without output: the screen has settled after a key
REACTION = 5.0  # s at most for the first output after a key


def run_in_pty(args: list[str], script: list[str | bytes | float], env: dict[str, str],
               cols: int = 80, rows: int = 24, settle: float = 10.0) -> bytes:
    """`python -m magtui ARGS` at cols×rows; `script` holds key names or literal keys (each
    followed by a wait for the program's answer and a quiet screen), bytes to wait for
    (at most `settle` s), or seconds to wait. The program is ended after the script (and
    killed if it hangs)."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: the program itself
        os.execvpe(sys.executable, [sys.executable, "-m", "magtui", *args],
                   {**env, "TERM": "xterm-256color"})
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    written = bytearray()

    def pump(seconds: float, quiet: float | None = None, until: bytes | None = None) -> None:
        """Read for `seconds`, or less: until `quiet` s pass without output once some came,
        or until `until` has been written."""
        end = time.monotonic() + seconds
        heard = False
        while (left := end - time.monotonic()) > 0 and not (until is not None and until in written):
            ready, _, _ = select.select([fd], [], [], min(left, quiet) if heard and quiet else left)
            if not ready:
                if heard and quiet:
                    return
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            written.extend(chunk)
            heard = True

    try:
        pump(settle, quiet=QUIET)
        for step in script:
            if isinstance(step, bytes):
                pump(settle, until=step)
            elif isinstance(step, (int, float)):
                pump(step)
            else:
                os.write(fd, KEYS.get(step, step).encode())
                pump(REACTION, quiet=QUIET)
        pump(1.0, quiet=QUIET)
    finally:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)
    return bytes(written)
