"""A game played at a shared table: a Session whose actions go through the table's store.

Each process (the host, a joined seat, a spectator) holds a `TableSession`: the seats it plays
here (`here`), whether it runs the computer seats (the "bots" claim), and the revision of the
log it has replayed. Its own actions are appended to the store first, then played; what other
processes appended is replayed by `sync()`, which rebuilds the game from the log when another
process took an action back, a reveal unsealed the secret choices or the engine showed this
terminal's seats some of them. A secret choice this terminal may not read is replayed with a
stand-in until then (magtui.core.sealing), so `history` holds this terminal's belief and
`rows` the public log every terminal shares. Undo follows the
hotseat rules (the session's own undo stack) and goes through the store too, so every process
takes the same action back.
"""

from __future__ import annotations

import copy
import re
import secrets
import shlex
import time
from pathlib import Path
from typing import Collection, Mapping, NoReturn, Sequence

from magtui.core import capabilities, registry, sealing
from magtui.core.errors import IllegalAction, MagtuiError, OptionError
from magtui.core.game import GameState
from magtui.core.names import check_names, shown as quoted
from magtui.core.session import Seat, Session
from magtui.core.sealing import SEALED
from magtui.core.table_store import (
    BOTS,
    Row,
    StaleMove,
    TableError,
    TableInfo,
    TableStore,
    tables_dir,
)


# How long a player must be gone before the others may hand the seat to the computer.
ABSENT_BEFORE_VOTE = 60.0
# How often a secret choice is written again when other seats' choices keep coming first.
RETRIES = 8


def seat_key(seat: int) -> str:
    return f"seat {seat}"


class TableSession(Session):
    shared = True
    # One terminal's session of a table is itself, not its fields: the others hold the same.
    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def __init__(self, store: TableStore, here: Sequence[int] = ()) -> None:
        info = store.info()
        spec = registry.get(info.game)
        super().__init__(
            spec,
            [Seat(s.name, s.bot) for s in info.seats],
            info.seed,
            info.options,
            game_id=info.game_id,
        )
        self.store = store
        self.table = store.name
        self.here = frozenset(here)  # the seats played at this terminal; none for a spectator
        self.kinds = [s.kind for s in info.seats]
        self.handed = {
            s.seat for s in info.seats if s.handed
        }  # seats the others' vote gave the computer once
        self.log_sizes = [
            len(self.state.log)
        ]  # the log's length before the first action and after each
        self.revision = -1  # the revision of the log this session has replayed
        self.bots_here = False
        self.hints = info.hints
        self._present: dict[int, bool] | None = None
        self._seen: set[int] = set()  # the seats of other terminals seen at the table
        self._gone_since: dict[
            int, float
        ] = {}  # seat -> when its player was last seen absent first
        self._votes: dict[int, set[str]] = {}
        self.rows: list[Row] = []  # the public log as replayed (sealed rows as SEALED)
        self.unknown: set[int] = set()  # seats whose views this state may hold wrong (stand-ins)
        self.stand_ins: dict[
            int, int
        ] = {}  # move -> seat of the sealed rows replayed with a stand-in
        self.shown_to: dict[int, frozenset[int]] = {}
        self._revealed = False
        self._showed = False
        self.problem: str | None = None  # why the table does not read as a game now
        self._fingerprint: bytes | None = (
            None  # the store's fingerprint of the tables last replayed
        )
        self.sync()

    # ----- who plays where ----------------------------------------------------------------
    def join_command(self, seat: int | None = None) -> str:
        """The command that joins this table (its seat, if given), naming the folder unless it
        is the default one."""
        command = f"magtui join {self.table}" + (f" --seat {seat + 1}" if seat is not None else "")
        folder = self.store.path.parent
        if folder.resolve() != tables_dir().resolve():
            command += f" --table {shlex.quote(str(folder))}"
        return command

    def plays_here(self, seat: int) -> bool:
        return seat in self.here

    def runs_bots(self) -> bool:
        return self.bots_here

    @property
    def spectator(self) -> bool:
        return not self.here

    def readers(self) -> frozenset[int]:
        """The seats whose sealed choices this terminal may read: its own, and the computer's
        while it runs them (it plays them)."""
        if not self.bots_here:
            return self.here
        return self.here | {seat for seat, kind in enumerate(self.kinds) if kind == "bot"}

    # ----- the log ------------------------------------------------------------------------
    def sync(self) -> bool:
        """Replay what other processes wrote, and what this terminal may read now that it
        could not before; True when the game changed. The whole log is read whenever the
        store's fingerprint of it moved, so that a row edited in the file is seen even if the
        log's revision did not; a claim renewed (each heartbeat of each seat) costs only the
        fingerprint. A log that does not replay leaves the game as it was last read, and
        `problem` says why: no action is written until the log replays again."""
        try:
            fingerprint = self.store.fingerprint(
                self.readers()
            )  # before the read: never newer than it
            if fingerprint == self._fingerprint and self.problem is None:
                return False
            seats = self.store.seat_kinds()
            rows, readable, shown_to, revision = self.store.log_and_revision(self.readers())
            if len(seats) != len(self.seats):
                raise TableError(f"The table {self.table} is damaged: its number of seats changed.")
        except TableError as exc:
            self._fail(exc)
        renamed = any(name != seat.name for (name, *_), seat in zip(seats, self.seats))
        learnt = not self.stand_ins.keys().isdisjoint(readable)
        restart = (
            rows[: len(self.rows)] != self.rows or renamed or learnt
        )  # taken back, revealed, shown
        kinds = [(kind, level) for _, kind, level, _ in seats] != [
            (k, s.bot) for k, s in zip(self.kinds, self.seats)
        ]
        if not (
            restart
            or kinds
            or len(rows) > len(self.rows)
            or revision != self.revision
            or self.problem
        ):
            self._fingerprint = fingerprint
            return False  # this terminal's own write read back, an edit undone: not the game
        before = self._saved()
        try:
            self._take_seat_kinds(seats)
            self.shown_to = shown_to
            if restart:
                self._restart()
            for index in range(len(self.rows), len(rows)):
                self._replay(index, rows[index], readable.get(index))
        except TableError as exc:
            self.__dict__.update(before)
            self._fail(exc)
        self.revision, self.problem, self._fingerprint = revision, None, fingerprint
        self.unknown = self._blind_to(self.stand_ins)
        return True

    def _saved(self) -> dict:
        """This session's fields as they are, to go back to when a replay fails halfway."""
        return {
            key: value.clone()
            if isinstance(value, GameState)
            else copy.copy(value)
            if isinstance(value, (list, dict, set))
            else value
            for key, value in self.__dict__.items()
        }

    def _fail(self, exc: TableError) -> NoReturn:
        self.problem = f"{exc} The game waits until the table reads as a game again."
        raise TableError(self.problem) from None

    def _blind_to(self, moves) -> set[int]:
        """The seats whose views this terminal may hold wrong when it replayed `moves` with
        stand-ins: their owners and the seats they were shown to."""
        return {
            seat for move in moves for seat in (self.rows[move].seat, *self.shown_to.get(move, ()))
        }

    def _replay(self, index: int, row: Row, readable: str | None) -> None:
        """Play a row of the log: a sealed one this terminal may read as it was chosen, any
        other with a stand-in that leaves what this terminal's seats see as the seal says."""
        try:
            if not (isinstance(row.seat, int) and 0 <= row.seat < len(self.seats)):
                raise IllegalAction(f"there is no seat {quoted(str(row.seat))}")
            if not row.sealed or readable is not None:
                action = self.spec.parse_action(row.notation if readable is None else readable)
            elif row.seal is None:
                raise IllegalAction("its secret choice has no seal")
            else:
                action = sealing.stand_in(self.state, row.seat, row.seal, self.unknown)
                self.stand_ins[index] = row.seat
                self.unknown |= {row.seat, *self.shown_to.get(index, ())}
            super().apply(row.seat, action)
        except MagtuiError as exc:
            reason = str(exc) if len(str(exc)) < 160 else str(exc)[:160] + "…"
            raise TableError(
                f"Action {index + 1} of the table ({quoted(row.notation, 60)}) cannot be played: "
                f"{reason}"
            ) from None
        except Exception as exc:  # the rules meeting a position no honest game reaches
            raise TableError(
                f"Action {index + 1} of the table ({quoted(row.notation, 60)}) cannot be played "
                f"({type(exc).__name__})."
            ) from None
        self.rows.append(row)

    def _take_seat_kinds(self, seats: list[tuple[str, str, str | None, str | None]]) -> None:
        """A seat handed to the computer by the others' vote plays as a bot from now on, until
        its player joins it again; a seat named on joining takes its name (the game restarts)."""
        self.handed = {seat for seat, (*_, handed) in enumerate(seats) if handed}
        for seat, (name, kind, level, _) in enumerate(seats):
            if (
                kind != self.kinds[seat]
                or name != self.seats[seat].name
                or level != self.seats[seat].bot
            ):
                self.kinds[seat] = kind
                self.seats[seat] = Seat(name, level)
                self._bots.pop(seat, None)

    def _restart(self) -> None:
        self.history = []
        self.rows = []
        self.unknown = set()
        self.stand_ins = {}
        self.__post_init__()
        self.log_sizes = [
            len(self.state.log)
        ]  # the log's length before the first action and after each

    def apply(self, seat: int, action, keep_undo: bool = True) -> None:
        """Check `action` on the position, write it to the log, then play it; StaleMove (an
        IllegalAction) when the log moved on since this process last read it. A secret choice
        made at the same time as another seat's (a Joust's offers) was chosen without seeing
        it: it is kept, and written after it while it is still a legal secret choice."""
        for _ in range(RETRIES):
            secret = capabilities.is_secret(self.state, seat, action)
            try:
                return self._apply_once(seat, action, keep_undo)
            except StaleMove:
                if not secret:
                    raise
                self.sync()
                if not self._still_secret(seat, action):
                    raise
        raise StaleMove()

    def _still_secret(self, seat: int, action) -> bool:
        state = self.state
        return (
            seat in state.to_act()
            and str(action) in map(str, state.legal_actions(seat))
            and capabilities.is_secret(state, seat, action)
        )

    def _apply_once(self, seat: int, action, keep_undo: bool) -> None:
        self._check_readable()
        before = self.state.clone()
        self.state.apply(seat, action)
        try:
            self._write(seat, action, before, self.state)
        except BaseException:
            self.state = before
            raise
        self._record(seat, action, before if keep_undo else None)
        self._after_write()

    def adopt(self, seat: int, action, after: GameState, moves_before: int) -> None:
        if moves_before != len(self.history):
            raise IllegalAction("The game moved on while that move was being worked out.")
        self._check_readable()
        self._write(seat, action, self.state, after)
        before, self.state = self.state, after
        self._record(seat, action, before)
        self._after_write()

    def _check_readable(self) -> None:
        if self.problem is not None:
            raise TableError(self.problem)

    def _write(self, seat: int, action, before: GameState, after: GameState) -> None:
        """Append `action` (played on `before`, giving `after`): sealed when it is a secret
        choice, with what it shows to whom, unsealing every choice when it reveals them (the
        end of the game hides nothing)."""
        secret = capabilities.is_secret(before, seat, action)
        self._revealed = capabilities.reveals_all(before, seat, action) or after.is_over()
        shown = (
            {}
            if self._revealed
            else self._moves_of(capabilities.shown_to(before, seat, action), secret)
        )
        self._showed = bool(shown)
        seal = None
        if (
            secret
        ):  # a seal leaves out the seats this terminal may hold wrong: shown what it replaced too
            shown_blind = {
                reader for move in self.stand_ins.keys() & shown.keys() for reader in shown[move]
            }
            seal = sealing.seal(after, seat, self.unknown | shown_blind)
        computer = self.kinds[seat] == "bot"
        self.revision = self.store.append(
            self.revision, seat, str(action), after.is_over(), seal, self._revealed, shown, computer
        )
        self.rows.append(
            Row(seat, SEALED if seal and not self._revealed else str(action), seal, computer)
        )

    def _moves_of(
        self, shown: dict[int, frozenset[int]], secret: bool
    ) -> dict[int, frozenset[int]]:
        """The engine's numbers of secret choices (this one counted when `secret`) as moves."""
        moves = [move for move, row in enumerate(self.rows) if row.seal is not None]
        if secret:
            moves.append(len(self.rows))
        return {moves[number]: seats for number, seats in shown.items()}

    def _after_write(self) -> None:
        """After a reveal the log holds every choice: a state built on stand-ins is replayed
        with the true ones (and the game's end, guessed on them, set right). After an action
        that showed choices to this terminal's seats, the same for those."""
        if self._showed:
            self.sync()
        if not self._revealed:
            return
        if not self.stand_ins:  # this terminal knew every choice: only the log's form changed
            self.rows = [
                row._replace(notation=text) for row, (_, text) in zip(self.rows, self.history)
            ]
            return
        guessed = self.state.is_over()
        self.sync()
        if self.state.is_over() != guessed:
            self.store.set_over(self.state.is_over())

    def _record(self, seat: int, action, before: GameState | None) -> None:
        super()._record(seat, action, before)
        self.log_sizes.append(len(self.state.log))

    def log_lines(self) -> list[str]:
        """The log, a player's name marked in the lines of the moves the computer made for
        that player's seat: "Chen (computer) takes W W from the reserve." """
        lines = list(self.state.log)
        for move, row in enumerate(self.rows):
            if row.computer and row.seat in self.handed:
                name = self.state.seat_name(row.seat)
                mention = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
                for line in range(self.log_sizes[move], min(self.log_sizes[move + 1], len(lines))):
                    lines[line] = mention.sub(f"{name} (computer)", lines[line])
        return lines

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction("Nothing to take back: undo works only within your own turn.")
        self._check_readable()
        self.revision = self.store.take_back(self.revision, seat)
        self.rows.pop()
        self.log_sizes.pop()
        super().undo(seat)

    # ----- hints --------------------------------------------------------------------------
    def count_hint(self, seat: int) -> None:
        """Counted in the table's file too: every terminal's end screen tells every seat's."""
        super().count_hint(seat)
        try:
            self.store.count_hint(seat)
        except MagtuiError:  # a table not written to now: the count of this terminal stays
            pass

    def hint_counts(self) -> list[int]:
        try:
            return self.store.hint_counts(len(self.seats))
        except MagtuiError:
            return super().hint_counts()

    # ----- claims -------------------------------------------------------------------------
    def heartbeat(self) -> list[int]:
        """Renew this process's claims and take the bots over when nobody runs them; returns
        the seats of this terminal that another process took (none unless this one was gone)."""
        held = self.store.renew()
        lost = [seat for seat in self.here if seat_key(seat) not in held]
        self.bots_here = BOTS in held
        self.take_over_bots()
        return lost

    def take_over_bots(self) -> bool:
        """Run the computer seats when nobody does (their process left the table, or its lease
        ran out); True when this process took them now. A process that left let go of them
        at once: the computer plays on without waiting for a heartbeat."""
        if (
            self.bots_here
            or "bot" not in self.kinds
            or self.spectator
            or BOTS in self.store.holders()
        ):
            return False
        self.bots_here = self.store.claim(BOTS)
        if self.bots_here:
            self.sync()  # the computer seats' sealed choices, which it plays now
        return self.bots_here

    def notices(self) -> list[str]:
        """ "Boris has left the table." / "Boris is back." for the human seats of other
        terminals whose presence changed since the last call."""
        live = self.store.holders()
        present = {
            seat: seat_key(seat) in live
            for seat, kind in enumerate(self.kinds)
            if kind != "bot" and seat not in self.here
        }
        before, self._present = self._present, present
        for seat, now in present.items():
            if now:
                self._gone_since.pop(seat, None)
            else:
                self._gone_since.setdefault(seat, time.monotonic())
        news = self._vote_news()
        if before is None:
            self._seen = {seat for seat, now in present.items() if now}
            return []
        for seat, now in present.items():
            if before.get(seat) != now:
                came = "is back" if seat in self._seen else "has joined the table"
                news.append(
                    f"{self.state.seat_name(seat)} {came if now else 'has left the table'}."
                )
                self._seen.add(seat)
        return news

    def _vote_news(self) -> list[str]:
        votes = self.store.votes()
        before, self._votes = self._votes, votes
        live = self.store.holders()
        news = []
        for seat, voters in votes.items():
            new = voters - before.get(seat, set())
            if new and self.kinds[seat] != "bot":
                names = [
                    self.state.seat_name(voter)
                    for voter in range(len(self.seats))
                    if live.get(seat_key(voter)) in new
                ]
                news.append(
                    f"{', '.join(names) or 'A player'} voted to give "
                    f"{self.state.seat_name(seat)}'s seat to the computer (b agrees)."
                )
        return news

    # ----- a seat left for long goes to the computer by the others' vote ------------------
    def votable(self) -> list[int]:
        """The human seats of other terminals gone for ABSENT_BEFORE_VOTE seconds or more."""
        if self.spectator or self.state.is_over():
            return []
        now = time.monotonic()
        return [
            seat
            for seat, since in sorted(self._gone_since.items())
            if self.kinds[seat] != "bot" and now - since >= ABSENT_BEFORE_VOTE
        ]

    def vote(self, seat: int) -> bool:
        """This terminal's vote to hand `seat` to the computer; True when the seat now is one."""
        level = next(iter(self.spec.bots), "random")
        handed = self.store.vote(seat, level)
        if handed:
            self.sync()
        return handed

    def awaited(self) -> list[str]:
        """The names of the seats of other terminals that nobody has taken yet."""
        present = self._present or {}
        return [
            self.state.seat_name(s) for s, now in present.items() if not now and s not in self._seen
        ]

    def leave(self) -> None:
        try:
            self.store.release()
        except MagtuiError:
            pass


# ----- hosting and joining -----------------------------------------------------------------
def host(
    folder: Path,
    game: str,
    names: Sequence[str],
    seed: int,
    options: Mapping[str, str],
    kinds: Sequence[str],
    bots: Mapping[int, str],
    hints: bool = False,
) -> TableSession:
    """A new table: seats of kind hotseat are played at this terminal, bots run here; `hints`:
    its players may ask for hints."""
    spec = registry.get(game)
    spec.check_players(len(names))
    check_names(names)
    for level in bots.values():
        if level not in spec.bot_levels:
            raise OptionError(
                f"{spec.title} has no bot level {level!r} (levels: {', '.join(spec.bot_levels)})."
            )
    full = spec.full_options(options)
    if spec.keepsakes is not None:
        full = dict(spec.keepsakes.settle_options(list(names), full))
    seats = [(name, kinds[i], bots.get(i)) for i, name in enumerate(names)]
    store = TableStore.create(folder, game, seed, full, secrets.token_hex(6), seats, hints=hints)
    here = [i for i, kind in enumerate(kinds) if kind == "hotseat"]
    for seat in here:
        store.claim(seat_key(seat))
    session = TableSession(store, here)
    session.heartbeat()
    return session


def join(
    folder: Path,
    name: str,
    seat: int | None = None,
    watch: bool = False,
    player: str | None = None,
    joiner: str | None = None,
    kept: Collection[str] = (),
) -> TableSession:
    """Join table `name` at `seat` (0-based; None: the joiner's own seat, else the first free
    one), or watch it; `player` names the seat (before the first action). `joiner` is who
    joins, when a key names them: the free seat of their name is theirs. `kept`: the names of
    the players who alone may take the seat of their name (a club's players come back to their
    seats). Joining a seat of the host's keyboard takes all of them: the host is back."""
    store = TableStore(TableStore.find(folder, name), read_only=watch)
    try:
        info = store.info()
        if watch:
            return TableSession(store, ())
        seats = seats_to_claim(info, seat, joiner, kept)
        for s in seats:
            if not store.claim(seat_key(s)):
                raise TableError(
                    f"Seat {s + 1} ({info.seats[s].name}) is in use by a player at the table "
                    "(a dropped connection frees it within a minute)."
                )
        if any(
            info.seats[s].kind == "bot" for s in seats
        ):  # handed to the computer: the player is back
            store.take_back_seats(seats)
        if player is not None and player != info.seats[seats[0]].name:
            store.rename(seats[0], player)
        session = TableSession(store, seats)
        session.heartbeat()
        return session
    except BaseException:
        store.release()
        store.close()
        raise


def same_name(a: str, b: str | None) -> bool:
    return b is not None and a.casefold() == b.casefold()


def own_seat(info: TableInfo, player: str | None) -> int | None:
    """The free seat of `player`'s name: theirs, left when they left the table."""
    return next((s for s in info.free_seats() if same_name(info.seats[s].name, player)), None)


def kept_for(info: TableInfo, seat: int, player: str | None, kept: Collection[str]) -> str | None:
    """The other player whose seat `seat` is (its name is theirs), or None."""
    name = info.seats[seat].name
    return None if same_name(name, player) else next((k for k in kept if same_name(name, k)), None)


def seats_to_claim(
    info: TableInfo, seat: int | None, joiner: str | None = None, kept: Collection[str] = ()
) -> list[int]:
    if info.over:
        raise TableError(
            f"The game at table {info.name} is over; `magtui join {info.name} --watch` "
            "shows how it ended."
        )
    if seat is None:
        seat = own_seat(info, joiner)
    if seat is None:
        free = [s for s in info.free_seats() if kept_for(info, s, joiner, kept) is None]
        if not free:
            raise TableError(
                f"Table {info.name} has no free seat; `magtui join {info.name} --watch` watches it."
            )
        # a seat of its own terminal first; the host's keyboard, or the computer's, only when none
        # is left
        seat = min(
            free, key=lambda s: (info.seats[s].kind == "bot", info.seats[s].player_kind != "remote")
        )
    if not 0 <= seat < len(info.seats):
        raise TableError(f"Table {info.name} has seats 1 to {len(info.seats)} (got {seat + 1}).")
    kind = info.seats[seat].player_kind
    if kind == "bot":
        raise TableError(f"Seat {seat + 1} of table {info.name} is played by the computer.")
    seats = (
        [s.seat for s in info.seats if s.player_kind == "hotseat"] if kind == "hotseat" else [seat]
    )
    for s in seats:
        owner = kept_for(info, s, joiner, kept)
        if owner is not None:
            raise TableError(
                f"Seat {s + 1} of table {info.name} is {owner}'s: "
                f"it waits for {owner} to come back."
            )
    return seats
