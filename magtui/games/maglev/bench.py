"""Maglev speed figures: `python -m magtui.games.maglev.bench [--quick]`.

Engine: random 4-player games on both maps, each run to the harness's bound (the rules may never
end a random game), in ms per game and per 1000 actions, with how often a line was analysed.
Screen: the app in a pty at 80×24 (TERM=xterm-256color): bytes and colour sequences written for
a cursor move on the map, for opening the action menu and for a completed action.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import pty
import re
import select
import signal
import struct
import sys
import tempfile
import termios
import time

from magtui.core.bots import RandomBot
from magtui.games.maglev import SPEC, track

SGR = re.compile(rb"\x1b\[[0-9;:]*m")


def engine(games: int) -> None:
    calls = {"analyse": 0}
    original = track.analyse

    def counted(*args, **kwargs):
        calls["analyse"] += 1
        return original(*args, **kwargs)

    from magtui.games.maglev import model, track_actions

    callers = (track, model, track_actions)  # every module that analyses lines
    for module in callers:
        setattr(module, "analyse", counted)
    try:
        for mapname in ("moon", "mars"):
            spent, actions = 0.0, 0
            for seed in range(games):
                state = SPEC.new_game(["A", "B", "C", "D"], seed, {"map": mapname})
                bots = [RandomBot(s, seed) for s in range(4)]
                limit = SPEC.max_actions(4, state.options)
                start = time.process_time()
                for _ in range(limit):
                    if state.is_over():
                        break
                    seat = state.to_act()[0]
                    state.apply(seat, bots[seat].choose({}, state.legal_actions(seat)))
                    actions += 1
                spent += time.process_time() - start
            print(
                f"engine {mapname} 4p: {1000 * spent / games:.0f} ms a game of "
                f"{actions // games} actions ({1e6 * spent / actions:.0f} ms per 1000 actions), "
                f"analyses {calls['analyse'] // games} a game"
            )
            calls["analyse"] = 0
    finally:
        for module in callers:
            setattr(module, "analyse", original)


def _saved_game(mapname: str, folder: str) -> str:
    """A 3-player game after 120 random moves, saved (the screenshots' position)."""
    from magtui.core import saves
    from magtui.core.session import Seat, Session

    session = Session(SPEC, [Seat(n) for n in ("Anna", "Ben", "Cleo")], 11, {"map": mapname})
    bots = [RandomBot(s, 11) for s in range(3)]
    for _ in range(120):
        state = session.state
        seat = state.to_act()[0]
        session.apply(seat, bots[seat].choose({}, state.legal_actions(seat)), keep_undo=False)
    path = os.path.join(folder, f"{mapname}.json")
    saves.save(session, path)
    return path


def _pty_run(keys: list[tuple[str, str]], mapname: str) -> list[tuple[str, int, int]]:
    """Open the saved game in a pty, press each (label, key) and count what was written after it."""
    folder = tempfile.mkdtemp()
    env = dict(os.environ, TERM="xterm-256color", XDG_DATA_HOME=folder)
    cmd = [sys.executable, "-m", "magtui", "load", _saved_game(mapname, folder)]
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(cmd[0], cmd, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

    def pump(seconds: float, quiet: float = 0.3) -> bytes:
        out, end, last = bytearray(), time.monotonic() + seconds, time.monotonic()
        while time.monotonic() < end and time.monotonic() - last < quiet:
            ready, _, _ = select.select([fd], [], [], 0.02)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    break
                out += chunk
                last = time.monotonic()
        return bytes(out)

    results = []
    try:
        pump(20, quiet=3)
        for label, key in keys:
            os.write(fd, key.encode())
            out = pump(3)
            if label:
                results.append((label, len(out), len(SGR.findall(out))))
    finally:
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
    return results


def screen(mapname: str) -> None:
    keys = [
        ("the board after the cover", "\r"),
        ("cursor move on the map", "l"),
        ("cursor move on the map", "j"),
        ("open the action menu", "\r"),
        ("menu cursor down", "j"),
        ("close the menu", "\x1b"),
        ("view 3 (all boards)", "3"),
        ("view 1 (map)", "1"),
    ]
    for label, size, colours in _pty_run(keys, mapname):
        print(f"screen {mapname} {label}: {size} bytes, {colours} colour sequences")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one game a map, no screen figures")
    args = parser.parse_args()
    engine(1 if args.quick else 5)
    if not args.quick:
        for mapname in ("moon", "mars"):
            screen(mapname)


if __name__ == "__main__":
    main()
