"""Audit of table files as hostile input: anyone who may write a shared folder may edit,
damage or replace a table file. Every case must end in a one-line message or a table that
reads as text: never a traceback, never an escape byte on the terminal, never a hang; and a
live table edited and put back loses nothing that was played.

    python -m tests.audit_tables            # the full run (figures for the notes)
    python -m tests.audit_tables --quick    # a few mutants per kind (the test suite's run)

For a few games it plays a short seeded table (a host, two joined seats, a spectator), then:
- offline mutants, each a copy of the file in a folder of its own: hostile values in every
  column of every table (escape sequences, control characters, huge text, wrong types, huge
  numbers), tables and columns dropped or emptied, rows added and removed, bytes truncated or
  flipped, and special files (a symlink to /dev/zero, a FIFO, a folder, an empty file, a name
  holding an escape sequence). Each is listed, joined, watched and joined from the command
  line; every message and every text a screen would draw is checked.
- live mutants: the same edits to the table the terminals are playing; each terminal reads it
  (a refusal in a sentence, or the game as it was), then the file is put back, and every
  terminal must read the game again with every action it held;
- as an unprivileged user (when run as root with setpriv): hosting into a folder the user may
  not write, a missing folder under it, an unwritable default folder, and watching a table of
  a folder the user may only read.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import signal
import sqlite3
import sys
import tempfile
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from magtui import cli  # noqa: E402
from magtui.core import table  # noqa: E402
from magtui.core.errors import MagtuiError  # noqa: E402
from magtui.core.names import printable  # noqa: E402
from magtui.core.table_store import SCHEMA, open_tables  # noqa: E402
from magtui.ui.join_list import describe  # noqa: E402
from tests import unprivileged  # noqa: E402
from tests.table_play import NAMES, bot_player, play_until, random_action  # noqa: E402

SECONDS_PER_CASE = 30  # a case that takes longer counts as a hang
ESCAPES = ["\x1b]0;owned\x07", "\x1b[2J", "\x07", "a\nb", "\u202eevil", "\x00", "\x9b31m"]
HOSTILE = [
    None,
    -1,
    1 << 62,
    1.5,
    b"\x00\xff",
    "",
    " ",
    "x" * 100_000,
    "1e999",
    "NaN",
    "[]",
    "{}",
    '{"a": 1}',
    '"x"',
    "seat x",
    *ESCAPES,
]
GAMES = {"orkensturm": ({}, random_action), "maglev": ({"map": "mars"}, bot_player("easy"))}


class Hang(Exception):
    pass


def escaped(where: str, exc: BaseException) -> str:
    """A failure line for what escaped: the exception and where it was raised."""
    frame = traceback.extract_tb(exc.__traceback__)[-1]
    return (
        f"{where}: traceback ({type(exc).__name__}: {str(exc)[:100]!r} at "
        f"{Path(frame.filename).name}:{frame.lineno})"
    )


def _alarm(signum, frame):
    raise Hang()


# ----- a table to damage --------------------------------------------------------------------------
def played_table(folder: Path, game: str, moves: int, seed: int = 5):
    """A host (Anna here, Dana the computer), Boris and Chen joined, a spectator; `moves` played."""
    options, choose = GAMES[game]
    kinds = ["hotseat", "remote", "remote", "bot"][: 3 if game == "maglev" else 4]
    bots = {
        s: "easy" if game == "maglev" else "random" for s, kind in enumerate(kinds) if kind == "bot"
    }
    host = table.host(folder, game, NAMES[: len(kinds)], seed, options, kinds, bots)
    players = {
        s: host if kind != "remote" else table.join(folder, host.table, s)
        for s, kind in enumerate(kinds)
    }
    play_until(players, random.Random(seed), lambda state: len(host.history) >= moves, choose)
    spectator = table.join(folder, host.table, watch=True)
    return host, list(dict.fromkeys([*players.values(), spectator]))


def columns(db: sqlite3.Connection) -> dict[str, list[str]]:
    tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {name: [row[1] for row in db.execute(f"PRAGMA table_info({name})")] for name in tables}


# ----- mutants: (kind, SQL statements with their parameters) --------------------------------------
def sql_mutants(db: sqlite3.Connection, rng: random.Random, per_kind: int):
    """Edits a player with the sqlite3 shell may make."""
    shape = columns(db)
    meta_keys = [key for (key,) in db.execute("SELECT key FROM meta")]
    for key in meta_keys:
        for value in rng.sample(HOSTILE, min(per_kind, len(HOSTILE))):
            yield f"meta {key}", [("UPDATE meta SET value = ? WHERE key = ?", (value, key))]
        yield f"meta {key} removed", [("DELETE FROM meta WHERE key = ?", (key,))]
    for name, cols in shape.items():
        if name == "meta":
            continue
        rowids = [rowid for (rowid,) in db.execute(f"SELECT rowid FROM {name}")]
        for column in cols:
            for value in rng.sample(HOSTILE, min(per_kind, len(HOSTILE))):
                for rowid in {rowids[0], rowids[-1]} if rowids else ():
                    yield (
                        f"{name}.{column}",
                        [
                            (
                                f"UPDATE OR IGNORE {name} SET {column} = ? WHERE rowid = ?",
                                (value, rowid),
                            )
                        ],
                    )
            if (
                len(cols) > 1
                and column not in ("move", "seat", "key")
                or name in ("shown", "votes")
            ):
                yield f"{name}.{column} dropped", [(f"ALTER TABLE {name} DROP COLUMN {column}", ())]
        yield f"{name} dropped", [(f"DROP TABLE {name}", ())]
        yield f"{name} emptied", [(f"DELETE FROM {name}", ())]
    moves = db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
    if moves > 2:
        yield "an action removed", [("DELETE FROM actions WHERE move = ?", (moves // 2,))]
        yield (
            "actions swapped",
            [
                ("UPDATE actions SET move = -1 WHERE move = 1", ()),
                ("UPDATE actions SET move = 1 WHERE move = 2", ()),
                ("UPDATE actions SET move = 2 WHERE move = -1", ()),
            ],
        )
    yield (
        "an action of seat 99",
        [("INSERT INTO actions VALUES (?, 99, 'pass', NULL, 0)", (moves,))],
    )
    yield (
        "an action of no notation",
        [("INSERT INTO actions VALUES (?, 0, ?, NULL, 0)", (moves, ESCAPES[0]))],
    )
    yield (
        "a sealed action unsealed",
        [("INSERT INTO actions VALUES (?, 0, 'sealed', 'x', 0)", (moves,))],
    )
    yield "a seat added", [("INSERT INTO seats VALUES (9, 'Zed', 'remote', NULL, NULL)", ())]
    yield "a seat removed", [("DELETE FROM seats WHERE seat = 1", ())]
    yield "two seats named alike", [("UPDATE seats SET name = 'Anna'", ())]
    yield "a seat of no kind", [("UPDATE seats SET kind = 'alien' WHERE seat = 1", ())]
    yield (
        "a handed seat of no kind",
        [("UPDATE seats SET kind = 'bot', handed = 'bot' WHERE seat = 1", ())],
    )
    yield "a claim of no seat", [("INSERT INTO claims VALUES ('seat x', 'someone', 1e300)", ())]
    yield "a claim of seat 99", [("INSERT INTO claims VALUES ('seat 99', 'someone', 1e300)", ())]
    yield "a claim of text time", [("INSERT INTO claims VALUES ('seat 1', 'someone', 'soon')", ())]
    yield "a vote for seat 99", [("INSERT INTO votes VALUES (99, 'someone')", ())]
    yield "a vote for seat text", [("INSERT INTO votes VALUES ('x', 'someone')", ())]
    yield "shown a move of none", [("INSERT INTO shown VALUES (999, 1, 0)", ())]
    yield "a sealed row of no action", [("INSERT INTO sealed VALUES (999, 1, 'x')", ())]
    yield "a table of its own", [("CREATE TABLE extra (x)", ())]


def byte_mutants(data: bytes, rng: random.Random, count: int):
    for _ in range(count):
        yield "truncation", data[: rng.randrange(len(data))]
    for _ in range(count):
        i = rng.randrange(len(data))
        yield "byte flip", data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1 :]
    for _ in range(count):
        i = rng.randrange(100, len(data))  # past the file header: the pages themselves
        yield "page bytes", data[:i] + rng.randbytes(min(64, len(data) - i)) + data[i + 64 :]


def special_files(folder: Path):
    (folder / "zero.table").symlink_to("/dev/zero")
    yield "symlink to /dev/zero", "zero"
    os.mkfifo(folder / "fifo.table")
    yield "FIFO", "fifo"
    (folder / "folder.table").mkdir()
    yield "folder", "folder"
    (folder / "empty.table").write_bytes(b"")
    yield "empty file", "empty"
    (folder / "text.table").write_text(SCHEMA)
    yield "a text file", "text"


# ----- looking at a table as every way in does ----------------------------------------------------
class Outcome:
    def __init__(self) -> None:
        self.refused = 0  # a one-line message
        self.read = 0  # read as a game, every text plain
        self.failures: list[str] = []

    def text(self, where: str, text: str) -> None:
        if printable(text) != text:
            self.failures.append(f"{where}: escape or control bytes in {text[:80]!r}")

    def message(self, where: str, message: str) -> None:
        if not message.strip() or "\n" in message.strip() or len(message) > 600:
            self.failures.append(f"{where}: unclear message {message[:80]!r}")
        self.text(where, message.strip())
        self.refused += 1


def look(session, outcome: Outcome, where: str) -> None:
    """What a terminal draws of a session: names, status, log (the computer's moves marked)."""
    outcome.text(where, session.state.status())
    for line in session.log_lines():
        outcome.text(where, line)
    for seat in range(session.state.num_players):
        outcome.text(where, session.state.seat_name(seat))
    for notice in session.notices():
        outcome.text(where, notice)


def try_every_way_in(folder: Path, name: str, outcome: Outcome, where: str) -> None:
    """The list, watching, joining a free seat and a given one, and `magtui join` on the
    command line: each ends in a table read as plain text or a one-line message."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(SECONDS_PER_CASE)
    try:
        for info in open_tables(folder):
            outcome.text(f"{where}: list", describe(info))
        for how in ({"watch": True}, {}, {"seat": 2}):
            try:
                session = table.join(folder, name, **how)
            except MagtuiError as exc:
                outcome.message(f"{where}: join {how}", str(exc))
                continue
            try:
                session.heartbeat()
                session.sync()
                look(session, outcome, f"{where}: join {how}")
                outcome.read += 1
            except MagtuiError as exc:
                outcome.message(f"{where}: play {how}", str(exc))
            finally:
                session.leave()
                session.store.close()
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            cli.main(["join", name, "--seat", "2", "--table", str(folder)])
        lines = err.getvalue().strip().splitlines()
        if len(lines) != 1:
            outcome.failures.append(
                f"{where}: magtui join printed {len(lines)} lines: {err.getvalue()[:200]!r}"
            )
        for line in lines:
            outcome.text(f"{where}: magtui join", line)
    except Hang:
        outcome.failures.append(f"{where}: hang")
    except BaseException as exc:  # noqa: BLE001 - the audit counts what escapes
        outcome.failures.append(escaped(where, exc))
    finally:
        signal.alarm(0)


def offline(path: Path, work: Path, rng: random.Random, per_kind: int, outcome: Outcome) -> int:
    """Damaged copies of the table file at `path`, each in a folder of its own."""
    data = path.read_bytes()
    src = sqlite3.connect(path)
    mutants = list(sql_mutants(src, rng, per_kind))
    src.close()
    tried = 0
    for number, (kind, statements) in enumerate(mutants):
        folder = work / f"sql-{number}"
        folder.mkdir()
        copy = folder / path.name
        copy.write_bytes(data)
        db = sqlite3.connect(copy)
        try:
            for sql, params in statements:
                db.execute(sql, params)
            db.commit()
        except sqlite3.Error:
            continue  # an edit SQLite itself refuses is no mutant
        finally:
            db.close()
        try_every_way_in(folder, path.stem, outcome, kind)
        tried += 1
    for number, (kind, mutant) in enumerate(byte_mutants(data, rng, per_kind)):
        folder = work / f"bytes-{number}"
        folder.mkdir()
        (folder / path.name).write_bytes(mutant)
        try_every_way_in(folder, path.stem, outcome, kind)
        tried += 1
    folder = work / "special"
    folder.mkdir()
    for kind, name in special_files(folder):
        try_every_way_in(folder, name, outcome, kind)
        tried += 1
    named = work / "named"
    named.mkdir()
    (named / f"ork{ESCAPES[0]}.table").write_bytes(data)
    try_every_way_in(named, f"ork{ESCAPES[0]}", outcome, "a name holding an escape sequence")
    return tried + 1


def live(sessions, rng: random.Random, per_kind: int, outcome: Outcome) -> tuple[int, int]:
    """The edits made to the table the terminals play, then put back: (tried, recovered)."""
    path = sessions[0].store.path
    kept = sqlite3.connect(":memory:")
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.backup(kept)
        mutants = list(sql_mutants(db, rng, per_kind))
    held = [list(session.history) for session in sessions]
    tried = recovered = 0
    signal.signal(signal.SIGALRM, _alarm)
    for kind, statements in mutants:
        signal.alarm(SECONDS_PER_CASE)
        try:
            with contextlib.closing(sqlite3.connect(path)) as db:
                try:
                    for sql, params in statements:
                        db.execute(sql, params)
                    db.commit()
                except sqlite3.Error:
                    continue
            tried += 1
            for session in sessions:
                try:
                    session.sync()
                    session.heartbeat()
                    look(session, outcome, f"live {kind}")
                except MagtuiError as exc:
                    outcome.message(f"live {kind}", str(exc))
            with contextlib.closing(sqlite3.connect(path)) as db:  # put back as it was
                kept.backup(db)
            for session in sessions:
                session.sync()
            if all(
                session.history == history and session.problem is None
                for session, history in zip(sessions, held)
            ):
                recovered += 1
            else:
                outcome.failures.append(f"live {kind}: not the game it was once put back")
        except Hang:
            outcome.failures.append(f"live {kind}: hang")
        except BaseException as exc:  # noqa: BLE001
            outcome.failures.append(escaped(f"live {kind}", exc))
        finally:
            signal.alarm(0)
    kept.close()
    return tried, recovered


def permissions(outcome: Outcome) -> int:
    """Folders this user may not write, as nobody: a one-line message each, and watching works."""
    if unprivileged.python() is None:
        return 0
    cases = 0
    with unprivileged.folder() as home:
        for args in (["--table", str(home)], ["--table", str(home / "club")], []):
            out = unprivileged.magtui("host", "orkensturm", "--detach", *args, home=home)
            lines = out.stderr.strip().splitlines()
            if out.returncode == 0 or len(lines) != 1 or "Traceback" in out.stderr:
                outcome.failures.append(f"host {args} as nobody: {out.stderr[:200]!r}")
            else:
                outcome.refused += 1
            cases += 1
        host, sessions = played_table(home, "orkensturm", 4)
        for path in home.glob("*.table*"):
            path.chmod(0o644)
        watch = (
            "import sys; from pathlib import Path; from magtui.core import table; "
            "s = table.join(Path(sys.argv[1]), sys.argv[2], watch=True); s.heartbeat(); s.sync(); "
            "s.leave(); print(len(s.history))"
        )
        out = unprivileged.run("-c", watch, str(home), host.table, home=home)
        if out.stdout.strip() != str(len(host.history)):
            outcome.failures.append(f"watching as nobody: {out.stderr[-300:]!r}")
        else:
            outcome.read += 1
        cases += 1
        for session in sessions:
            session.leave()
            session.store.close()
    return cases


def run(games: list[str], per_kind: int, seed: int, as_nobody: bool = True, out=sys.stdout) -> dict:
    rng = random.Random(seed)
    outcome = Outcome()
    tally: Counter = Counter()
    home = os.environ.get("XDG_DATA_HOME")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_DATA_HOME"] = str(Path(tmp) / "data")
        for game in games:
            folder = Path(tmp) / game
            folder.mkdir()
            host, sessions = played_table(folder / "live", game, 24, seed)
            host.store.db.execute("PRAGMA wal_checkpoint(FULL)")
            tally["offline"] += offline(host.store.path, folder, rng, per_kind, outcome)
            tried, recovered = live(sessions, rng, max(1, per_kind // 2), outcome)
            tally["live"] += tried
            tally["recovered"] += recovered
            for session in sessions:
                session.leave()
                session.store.close()
        tally["permissions"] = permissions(outcome) if as_nobody else 0
    if home is None:
        os.environ.pop("XDG_DATA_HOME", None)
    else:
        os.environ["XDG_DATA_HOME"] = home
    tracebacks = sum("traceback" in failure for failure in outcome.failures)
    escapes = sum("escape or control bytes" in failure for failure in outcome.failures)
    figures = {
        "games": len(games),
        "damaged files tried": tally["offline"],
        "live edits tried": tally["live"],
        "live edits put back with nothing lost": tally["recovered"],
        "permission cases as nobody": tally["permissions"],
        "refused in one line": outcome.refused,
        "read as a game, all text plain": outcome.read,
        "tracebacks": tracebacks,
        "escape bytes": escapes,
        "failures": outcome.failures,
    }
    for key, value in figures.items():
        print(f"{key}: {value if key != 'failures' else len(value)}", file=out)
    for failure in outcome.failures:
        print("  FAILED", failure, file=out)
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few mutants per kind")
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args(argv)
    figures = run(list(GAMES), 2 if args.quick else 6, args.seed)
    return 1 if figures["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
