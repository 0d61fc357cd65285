"""Run the magtui command in a pseudo-terminal, type keys, and keep every byte it wrote.

For the promises that are about the bytes reaching a terminal (`--ascii`, NO_COLOR), which
Textual's headless Pilot never writes. The terminal is the bench's (magtui.bench.terminal).
"""

from __future__ import annotations

import sys
import time

from magtui.bench.terminal import Terminal


def run_in_pty(args: list[str], script: list[str | bytes], env: dict[str, str],
               cols: int = 80, rows: int = 24, settle: float = 10.0) -> bytes:
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
