"""A table several terminals share: one SQLite file (WAL mode) per table in a folder every
player can write. The file is the game: the seed, the options, the seats and the action log.

- Each action is appended in a transaction that checks the expected move number: of two seats
  acting on the same position, the second is refused (`StaleMove`) and re-reads the log.
- Claims are leases: a process renews the claims it holds every HEARTBEAT seconds; a claim not
  renewed for LEASE seconds belongs to a process that is gone (a dropped connection, kill -9),
  and its seat may be taken again. A process that leaves releases its claims at once: only a
  lost one waits out its lease. The "bots" claim says which process runs the computer seats.
  Every write is synced to disk but a renewal, which is rare, and whose loss in a crash of the
  machine only shortens a lease.
- `changed()` asks SQLite's `PRAGMA data_version`, which moves when another connection commits:
  the app calls it when another process touched the table file's time after a commit
  (magtui.core.table_watch), or on a short timer where the system says nothing of that,
  instead of reading the tables.

Secrets. A seat's secret choice (Orkensturm's face-down contribution and secret Joust offer, a
Maglev Metro draft pick: the engine's `GameState.secret`) is the one thing of a table the seed
does not give away, so no process reads it before the engine shows it to one of its seats:
- The acting process appends it sealed: its notation goes to the `sealed` table (move, seat,
  notation), and the public `actions` row gets SEALED and a seal, hashes of what every other
  seat and the table see after it (magtui.core.sealing).
- Every process reads the public log and, through `readable_sealed`, the only read of the
  sealed table, the sealed rows its seats may read: their own, and those the engine showed
  them (`GameState.shows`: a Maglev Metro mini-deck passed on shows its next holder what was
  taken from it), listed in the `shown` table (move, seat, and the move that showed it). The
  process that runs the computer seats reads theirs: it plays them. A sealed row a process may
  not read is replayed with a stand-in: the first legal action of that seat whose seal is the
  same, so the state agrees with the truth in everything the process's seats may see.
- The action that reveals them all (`GameState.reveals`: the last Joust offer, the last
  contribution before step 4 shuffles the deck; and the end of the game, which hides nothing)
  is appended in the same transaction that moves every sealed notation back into the public
  log, inside SQLite: all choices are locked in. Every process then replays the log with the
  true choices (it changed, so from the start). A revealed secret choice keeps its seal: the
  seals number the game's secret choices as `GameState.shows` counts them.
- The owner's sealed row is as durable as any action: a player who rejoins replays their own
  choice, and a process that takes the computer seats over reads theirs. An undo takes the
  sealed row back with its action, and what that action showed.
What a process draws is still only `view(seat)` of its own seat (`view(None)` for a spectator);
the log lines it shows are the state's public log. The tests check this on every seat's
screen and the spectator's, and which sealed rows each process reads.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import socket
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import (
    Any,
    Callable,
    Collection,
    Iterable,
    Iterator,
    Mapping,
    NamedTuple,
    Sequence,
    TypeGuard,
)

from magtui.core import registry
from magtui.core.errors import IllegalAction, MagtuiError, OptionError
from magtui.core.names import check_names, printable
from magtui.core.saves import data_dir
from magtui.core.sealing import SEALED

FORMAT = 4
SUFFIX = ".table"
HEARTBEAT = 10.0  # seconds between renewals of a process's claims
LEASE = 3 * HEARTBEAT  # a claim not renewed for this long is free again
BOTS = "bots"  # the claim of the process that runs the computer seats
KINDS = ("remote", "hotseat", "bot")
NAME_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i to misread

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE seats (seat INTEGER PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL, bot TEXT,
                    handed TEXT);
CREATE TABLE claims (key TEXT PRIMARY KEY, holder TEXT NOT NULL, until REAL NOT NULL);
CREATE TABLE actions (move INTEGER PRIMARY KEY, seat INTEGER NOT NULL, notation TEXT NOT NULL,
                      seal TEXT, computer INTEGER NOT NULL);
CREATE TABLE sealed (move INTEGER PRIMARY KEY, seat INTEGER NOT NULL, notation TEXT NOT NULL);
CREATE TABLE shown (move INTEGER NOT NULL, seat INTEGER NOT NULL, at INTEGER NOT NULL,
                    PRIMARY KEY (move, seat));
CREATE TABLE votes (seat INTEGER NOT NULL, voter TEXT NOT NULL, PRIMARY KEY (seat, voter));
"""


class TableError(MagtuiError):
    """A table that cannot be opened, joined or written."""


class StaleMove(IllegalAction):
    """Another process wrote to the log first: the position this action was meant for is gone."""

    def __init__(self) -> None:
        super().__init__("Another player moved first; the board now shows the game as it stands.")


def tables_dir() -> Path:
    """The default folder of tables: beside the saves in magtui's data folder."""
    return data_dir() / "tables"


def new_holder() -> str:
    """A name for this process in the claims: host, process id and a random part."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class Row(NamedTuple):
    """An action of the public log: a secret choice has a seal, and the notation SEALED until
    it is revealed to everyone."""

    seat: int
    notation: str
    seal: str | None = None
    computer: bool = False  # played by the computer for the seat

    @property
    def sealed(self) -> bool:
        return self.notation == SEALED


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    name: str
    kind: str  # remote (its own terminal), hotseat (the host's keyboard) or bot
    bot: str | None  # the bot level of a bot seat
    holder: str | None  # the process whose claim on the seat is live, or None
    handed: str | None = None  # the kind of a player's seat the others' vote handed to the computer

    @property
    def player_kind(self) -> str:
        """The seat's kind when its player plays it: a seat handed to the computer by the
        others' vote is its player's again when the player joins it."""
        return self.handed if self.kind == "bot" and self.handed else self.kind


@dataclass(frozen=True)
class TableInfo:
    name: str
    game: str
    seed: int
    options: dict[str, str]
    game_id: str
    seats: tuple[SeatInfo, ...]
    moves: int
    over: bool
    hints: bool = False  # the host allowed hints (tables from before hints: not allowed)

    def free_seats(self) -> list[int]:
        """The seats a player may join now: nobody plays them on a terminal (a seat of the
        host's keyboard when the host has left, one the computer plays for a player who left)."""
        return [s.seat for s in self.seats if s.player_kind != "bot" and s.holder is None]


class TableStore:
    """One process's connection to one table file."""

    def __init__(self, path: Path, holder: str | None = None, read_only: bool = False) -> None:
        """`read_only`: a spectator's or the list's connection, which never writes (a player
        who may only read the folder watches too)."""
        self.path = Path(path)
        self.name = self.path.name.removesuffix(SUFFIX)
        self.holder = holder or new_holder()
        self.read_only = read_only
        if not _plain(self.name):
            raise TableError(f"{printable(self.path.name)} is not the file of a magtui table.")
        if not self.path.is_file():
            raise TableError(f"There is no table {self.name!r} in {self.path.parent}.")
        try:
            if read_only:
                uri = f"{self.path.absolute().as_uri()}?mode=ro"
                db = sqlite3.connect(
                    uri, uri=True, timeout=10, isolation_level=None, check_same_thread=False
                )
            else:
                db = sqlite3.connect(
                    self.path, timeout=10, isolation_level=None, check_same_thread=False
                )
        except sqlite3.Error as exc:
            raise TableError(f"Cannot open the table {self.name}: {exc}.") from None
        self.db = TableConnection(db, self.name)
        try:
            if not read_only:
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=FULL")
            if self._meta().get("format") != str(FORMAT):
                raise TableError(f"{self.name} is not a magtui table of this version.")
            for name, columns in _columns().items():
                if [
                    column for _, column, *_ in self.db.execute(f"PRAGMA table_info({name})")
                ] != columns:
                    raise self._damaged(f"its table of {name} is missing or changed")
        except TableError:
            self.db.close()
            if read_only and not os.access(self.path.parent, os.W_OK) and not self._wal().exists():
                # SQLite reads a table of this user's folder only beside the log file of a process
                # at it
                raise TableError(
                    f"Nobody is at table {self.name} now, and this user may not write its "
                    "folder: watch it while a player is at the table."
                ) from None
            raise
        self._version = self._data_version()

    def _wal(self) -> Path:
        return self.path.with_name(self.path.name + "-wal")

    # ----- creating and finding tables ----------------------------------------------------
    @classmethod
    def create(
        cls,
        folder: Path,
        game: str,
        seed: int,
        options: Mapping[str, str],
        game_id: str,
        seats: Sequence[tuple[str, str, str | None]],
        holder: str | None = None,
        hints: bool = False,
    ) -> "TableStore":
        """A new table of `seats` (name, kind, bot level) under a short new name; `hints`:
        its players may ask for hints."""
        folder = Path(folder)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = _new_file(folder, game)
        except OSError as exc:
            raise TableError(f"Cannot open a table in {folder}: {exc.strerror or exc}.") from None
        try:
            _share_like_folder(path)
            db = sqlite3.connect(path, isolation_level=None)
            with db:
                db.execute("PRAGMA journal_mode=WAL")
                db.executescript(SCHEMA)
                meta = {
                    "format": str(FORMAT),
                    "game": game,
                    "seed": str(seed),
                    "options": json.dumps(dict(options)),
                    "game_id": game_id,
                    "revision": "0",
                    "over": "0",
                    "created": str(time.time()),
                    "hints": "1" if hints else "0",
                }
                db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
                db.executemany(
                    "INSERT INTO seats VALUES (?, ?, ?, ?, NULL)",
                    [(i, name, kind, bot) for i, (name, kind, bot) in enumerate(seats)],
                )
            db.close()
        except (OSError, sqlite3.Error) as exc:
            path.unlink(missing_ok=True)
            raise TableError(
                f"Cannot open a table in {folder}: {getattr(exc, 'strerror', None) or exc}."
            ) from None
        return cls(path, holder)

    @staticmethod
    def find(folder: Path, name: str) -> Path:
        path = Path(folder) / f"{name.removesuffix(SUFFIX)}{SUFFIX}"
        if not path.is_file():
            raise TableError(f"There is no table {name!r} in {folder}.")
        return path

    # ----- reading ------------------------------------------------------------------------
    def _meta(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT key, value FROM meta"))

    def info(self) -> TableInfo:
        with self._reading():
            meta = self._meta()
            live = self.holders()
            seats = tuple(
                SeatInfo(seat, name, kind, bot, live.get(f"seat {seat}"), handed)
                for seat, (name, kind, bot, handed) in enumerate(self.seat_kinds())
            )
            moves = self.db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
        game = meta.get("game")
        if game not in registry.game_ids():
            raise self._damaged("its game is none of magtui's")
        try:
            seed, options = int(meta["seed"]), json.loads(meta["options"])
        except (KeyError, TypeError, ValueError):
            raise self._damaged("its seed or options do not read") from None
        if not isinstance(options, dict) or not all(map(_plain, (*options, *options.values()))):
            raise self._damaged("its options are not plain text")
        game_id = meta.get("game_id")
        if not _plain(game_id):
            raise self._damaged("its game id is not plain text")
        return TableInfo(
            self.name,
            game,
            seed,
            options,
            game_id,
            seats,
            moves,
            meta.get("over") == "1",
            meta.get("hints") == "1",
        )

    def _damaged(self, what: str) -> TableError:
        return TableError(f"The table {self.name} is damaged: {what.rstrip('.')}.")

    def revision(self) -> int:
        """Bumped by every append and undo: the log changed when this did."""
        row = self.db.execute("SELECT value FROM meta WHERE key = 'revision'").fetchone()
        try:
            return int(row[0])
        except (TypeError, ValueError):
            raise self._damaged("its revision does not read") from None

    def rows(self) -> list[Row]:
        """The public log: every action, the sealed ones as SEALED with their seal."""
        rows = [
            Row(seat, notation, seal, bool(computer))
            for seat, notation, seal, computer in self.db.execute(
                "SELECT seat, notation, seal, computer FROM actions ORDER BY move"
            )
        ]
        for move, row in enumerate(rows):
            if not (_plain(row.notation) and (row.seal is None or _plain(row.seal))):
                raise self._damaged(f"action {move + 1} is not plain text")
        return rows

    def readable_sealed(self, seats: Collection[int]) -> dict[int, str]:
        """move -> notation of the sealed actions `seats` (the caller's own) may read: their
        own and those shown to them. The only read of the sealed table."""
        marks = ", ".join("?" * len(seats))
        readable = dict(
            self.db.execute(
                f"SELECT move, notation FROM sealed WHERE seat IN ({marks}) "
                f"OR move IN (SELECT move FROM shown WHERE seat IN ({marks}))",
                (*seats, *seats),
            )
        )
        for move, notation in readable.items():
            if not _plain(notation):
                raise self._damaged(f"the secret choice of action {move + 1} is not plain text")
        return readable

    def shown(self) -> dict[int, frozenset[int]]:
        """move -> the seats a sealed action was shown to besides its owner (who knows what,
        not what it is: public)."""
        seats: dict[int, set[int]] = {}
        for move, seat in self.db.execute("SELECT move, seat FROM shown"):
            seats.setdefault(move, set()).add(seat)
        return {move: frozenset(s) for move, s in seats.items()}

    def log_and_revision(
        self, seats: Collection[int]
    ) -> tuple[list[Row], dict[int, str], dict[int, frozenset[int]], int]:
        """The public log, the sealed actions `seats` may read, who was shown which sealed
        action and the revision they belong to, read in one transaction."""
        with self._reading():
            rows, readable, shown, revision = (
                self.rows(),
                self.readable_sealed(seats),
                self.shown(),
                self.revision(),
            )
        sealed = {
            move for move, row in enumerate(rows) if row.sealed
        }  # what else a file holds is no secret
        return (
            rows,
            {move: text for move, text in readable.items() if move in sealed},
            {move: seats for move, seats in shown.items() if move in sealed},
            revision,
        )

    def fingerprint(self, seats: Collection[int]) -> bytes:
        """A digest of all `seat_kinds` and `log_and_revision(seats)` read, the tables' text
        built inside SQLite: when it is the same, so are they. A renewal of claims or a vote
        leaves it as it was; a row another program edited, even with the log's revision kept,
        does not (every column of every row is in it, quoted)."""
        texts = ", ".join(
            _all_rows(source, order)
            for source, order in (("seats", "seat"), ("actions", "move"), ("shown", "move, seat"))
        )
        with self._reading():
            tables = self.db.execute(
                f"SELECT (SELECT value FROM meta WHERE key = 'revision'), {texts}"
            ).fetchone()
            readable = self.readable_sealed(seats)  # few rows: the sealed ones not yet revealed
        return hashlib.blake2b(
            repr((tables, sorted(readable.items()))).encode(), digest_size=16
        ).digest()

    def _data_version(self) -> int:
        return self.db.execute("PRAGMA data_version").fetchone()[0]

    def changed(self) -> bool:
        """True when another connection committed since the last call (cheap: no table read)."""
        version = self._data_version()
        if version == self._version:
            return False
        self._version = version
        return True

    # ----- writing ------------------------------------------------------------------------
    @contextmanager
    def _writing(self, renewal: bool = False) -> Iterator[TableConnection]:
        """A write transaction that holds the file's write lock from its first statement; once
        it has committed a change, the table file's time is touched: the other processes'
        watches wake (magtui.core.table_watch). A `renewal` of claims wakes nobody (nobody
        waits for one) and does not wait for the disk: WAL mode keeps the file whole, and a
        crash of the machine may lose that commit, never an earlier one, which only shortens
        a lease."""
        changes = self.db.total_changes
        if renewal:
            self.db.execute("PRAGMA synchronous=NORMAL")
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")
        finally:
            if renewal:
                self.db.execute("PRAGMA synchronous=FULL")
        if (
            not renewal and self.db.total_changes != changes
        ):  # a claim refused, a vote counted before: no news
            self._touch()

    def _touch(self) -> None:
        try:
            os.utime(self.path)
        except OSError:  # the next look of the others' screens (a heartbeat) sees the commit
            pass

    @contextmanager
    def _reading(self) -> Iterator[None]:
        self.db.execute("BEGIN")
        try:
            yield
        finally:
            self.db.execute("COMMIT")

    def _expect(self, revision: int) -> None:
        """Refuse a write meant for another revision of the log than the one in the file: the
        count of actions alone would miss an undo followed by another action."""
        if self.revision() != revision:
            raise StaleMove()
        self.db.execute("UPDATE meta SET value = ? WHERE key = 'revision'", (str(revision + 1),))

    def append(
        self,
        revision: int,
        seat: int,
        notation: str,
        over: bool = False,
        seal: str | None = None,
        reveal: bool = False,
        shown: Mapping[int, Collection[int]] | None = None,
        computer: bool = False,
    ) -> int:
        """Add an action to the log as it stood at `revision`; StaleMove when it has changed
        since. A secret choice comes with its `seal`: unless it reveals, its notation goes to
        the sealed table and the log gets SEALED. `shown` (move -> seats) lets seats read
        sealed actions from now on; `reveal` puts every sealed notation back in the log;
        `computer`: the computer played it for the seat. Returns the new revision."""
        with self._writing() as db:
            self._expect(revision)
            move = db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
            hidden = seal is not None and not reveal
            db.execute(
                "INSERT INTO actions VALUES (?, ?, ?, ?, ?)",
                (move, seat, SEALED if hidden else notation, seal, int(computer)),
            )
            if hidden:
                db.execute("INSERT INTO sealed VALUES (?, ?, ?)", (move, seat, notation))
            db.executemany(
                "INSERT OR IGNORE INTO shown VALUES (?, ?, ?)",
                [
                    (shown_move, reader, move)
                    for shown_move, readers in (shown or {}).items()
                    for reader in readers
                ],
            )
            if reveal:  # inside SQLite: no process reads another seat's row before it is public
                db.execute(
                    "UPDATE actions SET notation = "
                    "(SELECT notation FROM sealed WHERE sealed.move = actions.move) "
                    "WHERE move IN (SELECT move FROM sealed)"
                )
                db.execute("DELETE FROM sealed")
                db.execute("DELETE FROM shown")
            db.execute("UPDATE meta SET value = ? WHERE key = 'over'", ("1" if over else "0",))
        return revision + 1

    def set_over(self, over: bool) -> None:
        """Correct the 'over' mark when the reveal decided otherwise than the writer's guess."""
        with self._writing() as db:
            db.execute("UPDATE meta SET value = ? WHERE key = 'over'", ("1" if over else "0",))

    def take_back(self, revision: int, seat: int) -> int:
        """Remove the last action of the log as it stood at `revision`, which must be `seat`'s
        own (the session checks the engine's undo rules before). Returns the new revision."""
        with self._writing() as db:
            self._expect(revision)
            last = db.execute(
                "SELECT move, seat FROM actions ORDER BY move DESC LIMIT 1"
            ).fetchone()
            if last is None or last[1] != seat:
                raise StaleMove()
            db.execute("DELETE FROM actions WHERE move = ?", (last[0],))
            db.execute("DELETE FROM sealed WHERE move = ?", (last[0],))
            db.execute("DELETE FROM shown WHERE move = ? OR at = ?", (last[0], last[0]))
        return revision + 1

    # Each seat's hint count is a row of its own in meta, counted up inside SQLite: the terminals
    # of a table count their own seats' hints at the same time without losing any.
    def count_hint(self, seat: int) -> None:
        """One more hint shown to `seat`."""
        with self._writing() as db:
            db.execute(
                "INSERT INTO meta VALUES (?, '1') "
                "ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1",
                (_hint_key(seat),),
            )

    def hint_counts(self, seats: int) -> list[int]:
        """The hints each of the `seats` seats was shown, at every terminal of the table."""
        meta = self._meta()
        counts = [meta.get(_hint_key(seat), "0") for seat in range(seats)]
        if not all(count.isdigit() and len(count) < 10 for count in counts):
            raise self._damaged("its hint counts are not numbers")
        return [int(count) for count in counts]

    def seat_kinds(self) -> list[tuple[str, str, str | None, str | None]]:
        """(name, kind, bot level, handed) of each seat: a player may have named the seat on
        joining, a vote may have handed it to the computer. The names are checked as a player's
        typed name is: anyone who may write the folder may have written them."""
        rows = list(
            self.db.execute("SELECT seat, name, kind, bot, handed FROM seats ORDER BY seat")
        )
        if [seat for seat, *_ in rows] != list(range(len(rows))):
            raise self._damaged("its seats are not numbered 0, 1, 2…")
        if not all(isinstance(name, str) for _, name, *_ in rows):
            raise self._damaged("a seat's name is not text")
        try:
            check_names([name for _, name, *_ in rows])
        except OptionError as exc:
            raise self._damaged(f"a seat's name is refused. {exc}") from None
        for seat, _, kind, bot, handed in rows:
            if (
                kind not in KINDS
                or not (bot is None or _plain(bot))
                or handed not in (None, "remote", "hotseat")
            ):
                raise self._damaged(f"seat {seat + 1} is of no known kind")
        return [(name, kind, bot, handed) for _, name, kind, bot, handed in rows]

    def rename(self, seat: int, name: str) -> None:
        """Name `seat` before the game's first action (the names are in the log's lines)."""
        with self._writing() as db:
            if db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]:
                raise TableError("The game has begun: the seats keep the names they were given.")
            names = [n for (n,) in db.execute("SELECT name FROM seats ORDER BY seat")]
            names[seat] = name
            check_names(names)
            db.execute("UPDATE seats SET name = ? WHERE seat = ?", (name, seat))
            self._expect(self.revision())  # every process re-reads its seats with the log

    def votes(self) -> dict[int, set[str]]:
        """seat -> the processes that voted to hand it to the computer."""
        found: dict[int, set[str]] = {}
        for seat, voter in self.db.execute(
            "SELECT seat, voter FROM votes WHERE seat IN (SELECT seat FROM seats)"
        ):
            found.setdefault(seat, set()).add(voter)
        return found

    def vote(self, seat: int, level: str) -> bool:
        """This process votes to hand the absent `seat` to the computer at `level`; True when
        that was the last vote missing: every process holding another seat voted."""
        key = f"seat {seat}"
        with self._writing() as db:
            live = self.holders()
            if key in live:  # the player came back: the vote is over
                db.execute("DELETE FROM votes WHERE seat = ?", (seat,))
                return False
            db.execute("INSERT OR IGNORE INTO votes VALUES (?, ?)", (seat, self.holder))
            seats = {f"seat {s}" for (s,) in db.execute("SELECT seat FROM seats")}
            voters = {h for k, h in live.items() if k in seats}
            if not voters <= self.votes().get(seat, set()):
                return False
            db.execute(
                "UPDATE seats SET handed = kind, kind = 'bot', bot = ? WHERE seat = ?",
                (level, seat),
            )
            db.execute("DELETE FROM votes WHERE seat = ?", (seat,))
            self._expect(self.revision())  # every process re-reads its seats with the log
        return True

    def take_back_seats(self, seats: Collection[int]) -> None:
        """The seats handed to the computer among `seats` are their players' again (they
        joined them again)."""
        with self._writing() as db:
            db.executemany(
                "UPDATE seats SET kind = handed, bot = NULL WHERE seat = ? AND kind = 'bot' "
                "AND handed IS NOT NULL",
                [(seat,) for seat in seats],
            )
            self._expect(self.revision())  # every process re-reads its seats with the log

    def claim(self, key: str) -> bool:
        """Take the claim `key` ("seat 2", "bots") unless another live process holds it."""
        now = time.time()
        with self._writing() as db:
            row = db.execute("SELECT holder, until FROM claims WHERE key = ?", (key,)).fetchone()
            if (
                row is not None
                and row[0] != self.holder
                and isinstance(row[1], (int, float))
                and row[1] > now
            ):
                return False
            db.execute(
                "INSERT OR REPLACE INTO claims VALUES (?, ?, ?)", (key, self.holder, now + LEASE)
            )
        return True

    def renew(self) -> set[str]:
        """Extend this process's claims; returns the keys it still holds (none for a
        spectator, which holds and writes none)."""
        if self.read_only:
            return set()
        with self._writing(renewal=True) as db:
            db.execute(
                "UPDATE claims SET until = ? WHERE holder = ?", (time.time() + LEASE, self.holder)
            )
            return {
                key
                for (key,) in db.execute("SELECT key FROM claims WHERE holder = ?", (self.holder,))
            }

    def release(self) -> None:
        """Give up every claim of this process (leaving the table)."""
        if self.read_only:
            return
        with self._writing() as db:
            db.execute("DELETE FROM claims WHERE holder = ?", (self.holder,))

    def holders(self) -> dict[str, str]:
        """The live claims: key -> holder."""
        now = time.time()
        return {
            key: holder
            for key, holder, until in self.db.execute("SELECT key, holder, until FROM claims")
            if isinstance(until, (int, float)) and until > now
        }

    def close(self) -> None:
        self.db.close()


class TableConnection:
    """A table file is input like any other: a statement's rows are read at once, and what
    SQLite refuses (a missing table, a damaged file, a folder this user may only read) comes
    as a TableError in a sentence."""

    def __init__(self, db: sqlite3.Connection, table: str) -> None:
        self.db = db
        self.table = table

    def execute(self, sql: str, params: Sequence | Mapping = ()) -> Rows:
        return self._run(self.db.execute, sql, params)

    def executemany(self, sql: str, params: Iterable[Sequence]) -> Rows:
        return self._run(self.db.executemany, sql, params)

    def close(self) -> None:
        self.db.close()

    @property
    def total_changes(self) -> int:
        """Rows changed on this connection since it opened (a write that changed nothing is no
        news)."""
        return self.db.total_changes

    def _run(self, run: Callable[[str, Any], sqlite3.Cursor], sql: str, params: Any) -> Rows:
        try:
            return Rows(run(sql, params).fetchall())
        except sqlite3.Error as exc:
            if "readonly" in str(exc):
                raise TableError(
                    f"The table {self.table} cannot be written by this user: {exc}."
                ) from None
            raise TableError(f"The table {self.table} cannot be used: {exc}.") from None


class Rows(list[Any]):
    """The rows of a statement, read (typed as sqlite3 types a cursor's rows)."""

    def fetchone(self) -> Any:
        return self[0] if self else None

    def fetchall(self) -> list:
        return list(self)


@cache
def _columns() -> dict[str, list[str]]:
    """table -> its columns, as SCHEMA makes them."""
    db = sqlite3.connect(":memory:")
    db.executescript(SCHEMA)
    tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    columns = {
        name: [column for _, column, *_ in db.execute(f"PRAGMA table_info({name})")]
        for name in tables
    }
    db.close()
    return columns


def _all_rows(table: str, order: str) -> str:
    """An SQL expression: the rows of `table` in `order` as one text, each column quoted."""
    row = " || ',' || ".join(f"quote({column})" for column in _columns()[table])
    return f"(SELECT group_concat({row}, char(10)) FROM (SELECT * FROM {table} ORDER BY {order}))"


def _new_file(folder: Path, game: str) -> Path:
    """An empty file under a short new table name in `folder`."""
    for _ in range(100):
        name = f"{game[:3]}-{''.join(secrets.choice(NAME_LETTERS) for _ in range(4))}"
        path = folder / f"{name}{SUFFIX}"
        try:
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
        except FileExistsError:
            continue
        return path
    raise TableError(f"No free table name in {folder}.")


def _hint_key(seat: int) -> str:
    return f"hints used {seat}"


def _plain(value: object) -> TypeGuard[str]:
    """True for text that draws as itself: no control characters or escape sequences."""
    return isinstance(value, str) and printable(value) == value


def _share_like_folder(path: Path) -> None:
    """Players of one table may be different users of the host: the table file is as writable
    as its folder (SQLite gives the -wal and -shm files the same permissions)."""
    folder_mode = path.parent.stat().st_mode
    mode = 0o600 | (0o060 if folder_mode & 0o020 else 0) | (0o006 if folder_mode & 0o002 else 0)
    os.chmod(path, mode)


def open_tables(folder: Path) -> list[TableInfo]:
    """The tables in `folder` whose game is not over, newest first."""
    try:
        paths = sorted(
            Path(folder).glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True
        )
    except OSError:
        return []
    found = []
    for path in paths:
        try:
            store = TableStore(path, read_only=True)
        except (TableError, OSError):
            continue
        try:
            info = store.info()
        except TableError:
            continue
        finally:
            store.close()
        if not info.over:
            found.append(info)
    return found
