"""Edge audit: keys typed in bursts never crash magtui, and a lost terminal ends it at once
with its game autosaved.

    python tests/edge_audit.py            # the full run, with its figures
    python tests/edge_audit.py --quick    # a short run

Key bursts: for every game, the app starts at the menu (through Textual's Pilot, 80×24) and
gets the game's number and two Enters at once, then random bursts of 1 to 8 keys, every key
of a burst queued before the first is handled, as a terminal delivers keys typed or pasted
fast: the keys of the menu, the setup, the boards and the dialogs, letters and digits. When
the keys quit the app, a new one starts at the menu. A crash is an app that stopped on an
error; an internal error is one a screen caught and logged (crash.log). Both must be 0.

Lost terminals: for every game, magtui plays it (every seat a computer, at the normal and the
instant pace) in a pty that is not its controlling terminal, so that closing the pty sends no
SIGHUP, as an SSH connection dropped that way does. After a while the pty is closed: the
process must be gone within 2 s, and its newest autosave must load and hold at least the moves
autosaved before the close. A table hosted at such a terminal must free its seat.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from magtui.core import registry, saves  # noqa: E402
from magtui.core.errors import SaveError  # noqa: E402
from magtui.core.table import seat_key  # noqa: E402
from magtui.bench.terminal import FRAME_BYTES  # noqa: E402
from magtui.core.table_store import SUFFIX, TableStore  # noqa: E402
from magtui.ui.app import MagtuiApp  # noqa: E402
from tests.pty_run import DetachedTerminal  # noqa: E402
from tests.typed_keys import burst  # noqa: E402

KEYS = [
    "enter",
    "space",
    "escape",
    "backspace",
    "tab",
    "up",
    "down",
    "left",
    "right",
    "question_mark",
    "pageup",
    "pagedown",
    "home",
    "end",
    "ctrl+s",
    *"abcdefghijklmnopqrstuvwxyz",
    *"0123456789",
]
BURST = (1, 8)  # keys per burst
ENDED_WITHIN = 2.0  # seconds a process may take to end once its terminal is gone
STARTUP = 5.0  # seconds for the first frame (a game playing at the instant pace never goes quiet)


# ----- key bursts --------------------------------------------------------------------------
def _crash_log_entries() -> int:
    try:
        text = (saves.data_dir() / "crash.log").read_text(encoding="utf-8")
    except OSError:
        return 0
    return sum(line.startswith("--- ") for line in text.splitlines())


async def _one_app(number: int, rng: random.Random, keys_left: int, figures: Counter) -> int:
    """One app from the menu until it quits or `keys_left` keys are typed; the keys typed."""
    app = MagtuiApp(pace="instant")
    typed = 0
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            keys = [str(number), "enter", "enter"]  # the game's setup, and Enters typed at once
            while app.is_running:
                await burst(app, pilot, *keys)
                typed += len(keys)
                figures["bursts"] += 1
                if typed >= keys_left:
                    break
                keys = [rng.choice(KEYS) for _ in range(rng.randint(*BURST))]
    except Exception as exc:  # the app stopped on an error: run_test raises it
        figures["crashes"] += 1
        figures[f"crash: {type(exc).__name__}: {str(exc)[:120]}"] += 1
    figures["apps"] += 1
    return typed


def key_bursts(games: list[str], keys_per_game: int, seed: int, out=sys.stdout) -> Counter:
    """Bursts in every game; figures["crashes"] and figures["internal errors"] must be 0."""
    figures: Counter = Counter()
    order = registry.game_ids()
    with contextlib.chdir(tempfile.mkdtemp(prefix="bursts-")):  # where a typed save name lands
        for game_id in games:
            _bursts_in(
                game_id,
                order.index(game_id) + 1,
                keys_per_game,
                random.Random(f"{seed}:{game_id}"),
                figures,
                out,
            )
    return figures


def _bursts_in(
    game_id: str, number: int, keys: int, rng: random.Random, figures: Counter, out
) -> None:
    """`keys` keys from the menu on, the first burst opening the game numbered `number`."""
    before = _crash_log_entries()
    typed = 0
    while typed < keys:
        typed += asyncio.run(_one_app(number, rng, keys - typed, figures))
    figures["keys"] += typed
    errors = _crash_log_entries() - before
    figures["internal errors"] += errors
    print(f"{game_id}: {typed} keys, crash.log entries {errors}", file=out, flush=True)


# ----- lost terminals ----------------------------------------------------------------------
def _newest_moves(pid: int) -> int | None:
    """The moves of the newest autosave process `pid` wrote (None: none, or none that loads)."""
    files = sorted(saves.autosave_dir().glob(f"*-{pid}.json"), reverse=True)
    for path in files:
        try:
            return len(saves.load(path).history)
        except SaveError:
            continue
    return None


def lost_game(game_id: str, seed: int, pace: str, play: float) -> dict:
    """A game played by computers for `play` seconds, then its terminal closed."""
    info = registry.info(game_id)
    players = max(2, info.min_players)
    seats = ",".join(str(s + 1) for s in range(players))
    term = DetachedTerminal(
        [
            "--pace",
            pace,
            game_id,
            "--players",
            str(players),
            "--bots",
            f"{seats}:random",
            "--seed",
            str(seed),
        ]
    )
    term.settle(term.started, quiet=0.4, cap=STARTUP, at_least=FRAME_BYTES)  # the first frame
    term.settle(time.perf_counter(), quiet=play, cap=play)  # the computers play on
    before = _newest_moves(term.pid)
    seconds = term.hang_up()
    after = _newest_moves(term.pid)
    kept = before is not None and after is not None and after >= before
    return {"seconds": seconds, "moves": after, "kept": kept}


def lost_table(game_id: str, folder: Path) -> dict:
    """A table hosted at a terminal that is then closed: the host's seat must be free."""
    info = registry.info(game_id)
    term = DetachedTerminal(
        ["host", game_id, "--players", str(max(2, info.min_players)), "--table", str(folder)]
    )
    term.first_frame()
    tables = sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime)
    seconds = term.hang_up()
    store = TableStore(tables[-1])
    try:
        freed = seat_key(0) not in store.holders()
    finally:
        store.close()
    return {"seconds": seconds, "kept": freed}


def lost_terminals(games: list[str], rounds: int, seed: int, out=sys.stdout) -> Counter:
    """figures["too slow"] and figures["lost"] must be 0."""
    figures: Counter = Counter()
    slowest = 0.0
    folder = Path(tempfile.mkdtemp(prefix="tables-"))
    rng = random.Random(seed)
    for game_id in games:
        runs = [
            lost_game(game_id, seed + n, ("normal", "instant")[n % 2], rng.uniform(0.5, 3.0))
            for n in range(rounds)
        ]
        runs.append(lost_table(game_id, folder))
        for run in runs:
            figures["runs"] += 1
            if run["seconds"] is None or run["seconds"] > ENDED_WITHIN:
                figures["too slow"] += 1
            else:
                slowest = max(slowest, run["seconds"])
            if not run["kept"]:
                figures["lost"] += 1
            figures["moves autosaved"] += run.get("moves") or 0
        ended = ", ".join("never" if r["seconds"] is None else f"{r['seconds']:.2f}" for r in runs)
        print(
            f"{game_id}: {len(runs)} terminals closed, ended after {ended} s", file=out, flush=True
        )
    figures["slowest ms"] = round(slowest * 1000)
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args(argv)
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="magtui-audit-")
    os.environ["MAGTUI_KEY_GUARD"] = "0"  # scripted keys come faster than any hand-over
    games = registry.game_ids()
    started = time.perf_counter()
    bursts = key_bursts(games, 200 if args.quick else 2000, args.seed)
    lost = lost_terminals(games, 1 if args.quick else 6, args.seed)
    for name, figures in (("key bursts", bursts), ("lost terminals", lost)):
        print(f"{name}: " + ", ".join(f"{key} {value}" for key, value in sorted(figures.items())))
    print(f"{time.perf_counter() - started:.0f} s")
    failed = bursts["crashes"] or bursts["internal errors"] or lost["too slow"] or lost["lost"]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
