"""Figures of the app in a pty at 80×24, against a bare Textual app (one Static) in the same run."""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field

from magtui.bench.terminal import Terminal
from magtui.core import registry

# One Static; an arrow key changes its text, the least a cursor move can cost.
BARE_APP = """
from textual.app import App
from textual.widgets import Static
class Bare(App):
    BINDINGS = [("left", "move(-1)"), ("right", "move(1)")]
    x = 0
    def compose(self):
        yield Static("a bare Textual app: x = 0")
    def action_move(self, step):
        self.x += step
        self.query_one(Static).update(f"a bare Textual app: x = {self.x}")
Bare().run()
"""


@dataclass(frozen=True)
class Script:
    """How the bench plays a game by keys: the command, keys to reach a first decision (a pass
    screen), a cursor key and its way back, and the key that completes an action."""

    args: tuple[str, ...]
    setup: tuple[str, ...]
    cursor: tuple[str, str]
    action: str


SCRIPTS = {
    "magnastorm": Script(("--players", "2"), ("enter",), ("right", "left"), "enter"),
    "orkensturm": Script(
        ("--players", "3", "--option", "start=1"), ("enter",), ("down", "up"), "enter"
    ),
    "magnitus": Script(("--players", "2"), (), ("right", "left"), "enter"),
    "magalon": Script(("--players", "2"), (), ("right", "left"), "enter"),
    "maglev": Script(("--players", "2"), ("enter",), ("down", "up"), "enter"),
}


def script_of(game_id: str) -> Script:
    """The game's own script, or for a game without one: two players (or its fewest), past a
    cover with Enter, the cursor right and back, Enter to act."""
    if game_id in SCRIPTS:
        return SCRIPTS[game_id]
    players = max(2, registry.info(game_id).min_players)
    return Script(("--players", str(players)), ("enter",), ("right", "left"), "enter")


@dataclass
class GameFigures:
    first_frame: float = 0.0
    cursor_bytes: float = 0.0
    cursor_seconds: float = 0.0
    action_bytes: int = 0
    help_bytes: int = 0
    help_seconds: float = 0.0
    rss_mb: float = 0.0
    rss_30min_mb: float = 0.0
    rss_note: str = ""


@dataclass
class AppFigures:
    bare_frame: float = 0.0
    bare_cursor_bytes: float = 0.0
    bare_cursor_seconds: float = 0.0
    menu_frame: float = 0.0
    games: dict[str, GameFigures] = field(default_factory=dict)


def _run(args: list[str], data_home: str) -> Terminal:
    # Compiled modules, as an installed app has them, even where the shell asks Python to
    # write none (PYTHONDONTWRITEBYTECODE): magtui would otherwise compile every module at
    # every launch while Textual's come compiled. They go under the run's own folder.
    # The keys are scripted: no guard time on covers (keygate).
    return Terminal(
        [sys.executable, *args],
        env={
            "XDG_DATA_HOME": data_home,
            "PYTHONDONTWRITEBYTECODE": "",
            "PYTHONPYCACHEPREFIX": f"{data_home}/pycache",
            "MAGTUI_KEY_GUARD": "0",
        },
    )


def _first_frame(args: list[str], data_home: str) -> float:
    term = _run(args, data_home)
    try:
        return term.first_frame().seconds
    finally:
        term.close()


def _frames(args: list[str], data_home: str, repeat: int) -> tuple[float, Terminal]:
    """The fastest first frame of `repeat` launches (other work on the machine only ever adds
    time), and the last launch still running."""
    frames = [_first_frame(args, data_home) for _ in range(repeat - 1)]
    term = _run(args, data_home)
    frames.append(term.first_frame().seconds)
    return min(frames), term


def _bare(data_home: str, repeat: int, moves: int) -> tuple[float, float, float]:
    frame, term = _frames(["-c", BARE_APP], data_home, repeat)
    try:
        bursts = [term.press(key) for key in ("right", "left") * max(1, moves // 2)]
    finally:
        term.close()
    return (
        frame,
        statistics.median(b.nbytes for b in bursts),
        statistics.median(b.seconds for b in bursts),
    )


def _game(game_id: str, data_home: str, repeat: int, moves: int) -> GameFigures:
    script = script_of(game_id)
    args = ["-m", "magtui", game_id, *script.args, "--seed", "1"]
    figures = GameFigures()
    figures.first_frame, term = _frames(args, data_home, repeat)
    try:
        for key in script.setup:
            term.press(key, quiet=0.4)
        bursts = [term.press(key) for key in script.cursor * max(1, moves // 2)]
        figures.cursor_bytes = statistics.median(b.nbytes for b in bursts)
        figures.cursor_seconds = statistics.median(b.seconds for b in bursts)
        opened = term.press("?", quiet=0.4)
        figures.help_bytes, figures.help_seconds = opened.nbytes, opened.seconds
        term.press("escape", quiet=0.4)
        figures.action_bytes = term.press(script.action, quiet=0.6).nbytes
    finally:
        term.close()
    return figures


def _bot_players(game_id: str) -> list[str]:
    players = script_of(game_id).args[1]
    seats = ",".join(str(s) for s in range(1, int(players) + 1))
    return [
        "-m",
        "magtui",
        game_id,
        "--players",
        players,
        "--bots",
        f"{seats}:random",
        "--seed",
        "1",
    ]


def rss(game_ids: list[str], seconds: float, data_home: str) -> dict[str, tuple[float, float, str]]:
    """Every game played by bots in the app at once for `seconds`: RSS at the end (MB), its
    linear growth over the second half carried on to 30 minutes, and a note if it exited."""
    terms = {g: _run(_bot_players(g), f"{data_home}/{g}") for g in game_ids}
    start = time.perf_counter()
    halfway: dict[str, tuple[float, int]] = {}
    while time.perf_counter() < start + seconds:
        for game_id, term in terms.items():
            term.settle(time.perf_counter(), quiet=0.01, cap=0.02)  # keep the pty drained
            if game_id not in halfway and term.alive and time.perf_counter() >= start + seconds / 2:
                halfway[game_id] = (time.perf_counter(), term.rss_kb())
    result = {}
    for game_id, term in terms.items():
        if term.alive:
            now, kb = time.perf_counter(), term.rss_kb()
            then, kb_then = halfway.get(game_id, (now, kb))
            per_second = max(0.0, (kb - kb_then) / max(1e-9, now - then))
            result[game_id] = (kb / 1024, (kb + per_second * max(0.0, 1800 - seconds)) / 1024, "")
        else:
            result[game_id] = (0.0, 0.0, "exited")
        term.close()
    return result


def measure(game_ids: list[str], repeat: int, moves: int, rss_seconds: float) -> AppFigures:
    with tempfile.TemporaryDirectory(prefix="magtui-bench-") as data_home:
        figures = AppFigures()
        figures.bare_frame, figures.bare_cursor_bytes, figures.bare_cursor_seconds = _bare(
            data_home, repeat, moves
        )
        figures.menu_frame, menu = _frames(["-m", "magtui"], data_home, repeat)
        menu.close()
        for game_id in game_ids:
            figures.games[game_id] = _game(game_id, data_home, repeat, moves)
        if rss_seconds > 0:
            for game_id, (now, later, note) in rss(game_ids, rss_seconds, data_home).items():
                game = figures.games[game_id]
                game.rss_mb, game.rss_30min_mb, game.rss_note = now, later, note
        return figures
