"""A game being played: the state, the action history, who is a bot, and undo.

The history (seat, notation) with the seed and options is the whole game: saves store it and
loading replays it.
"""

from __future__ import annotations

import dataclasses
import secrets
import threading
from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from magtui import __version__
from magtui.core import capabilities, registry, save_record
from magtui.core.save_record import digest, drift
from magtui.core.errors import IllegalAction, MagtuiError, SaveError
from magtui.core.bots import Bot, bot_move
from magtui.core.course import Course
from magtui.core.game import GameSpec, GameState
from magtui.core.seeds import check_seed

# Format 2 saves carry the fingerprint of their fields and are refused without it; format 1
# saves (which may have no fingerprint at all) still load, with a notice where unchecked.
SAVE_FORMAT = 2
READABLE_FORMATS = (1, 2)
# How far a replayed checkpoint may drift from the stored one and still count as another
# machine's floating point (relative to the size of the number, at least 1).
FLOAT_TOLERANCE = 1e-6
CHANGED = "the file was changed"


@dataclass
class Seat:
    name: str
    bot: str | None = None  # bot level, or None for a human


@dataclass
class Session:
    spec: GameSpec
    seats: list[Seat]
    seed: int
    options: dict[str, str]
    state: GameState = field(init=False)
    history: list[tuple[int, str]] = field(default_factory=list)
    # Called after every applied action (autosave hooks in here).
    on_change: Callable[["Session"], None] | None = None
    # This game's identity: its autosaves carry it, so games never prune each other's files.
    game_id: str = field(default_factory=lambda: secrets.token_hex(6))
    # A guided first game's lessons (core/course.py): the learner's moves are the lessons'.
    course: Course | None = None
    # Hints (the `normal` computer player's advice) are allowed in this game; how many each
    # seat was shown.
    hints: bool = True
    hints_used: list[int] = field(default_factory=list)

    def __post_init__(self):
        check_seed(self.seed)  # a game that starts is one its saves can bring back
        self.options = self.spec.full_options(self.options)
        for seat in self.seats:
            if seat.bot is not None and seat.bot not in self.spec.bot_levels:
                raise MagtuiError(
                    f"{self.spec.title} has no bot level {seat.bot!r} "
                    f"(levels: {', '.join(self.spec.bot_levels)})."
                )
        self.state = self.spec.new_game([s.name for s in self.seats], self.seed, self.options)
        # States before each action that may still be taken back (cleared at each checkpoint).
        self._undo_stack: list[tuple[GameState, int]] = []
        # action index -> the state's checkpoint after it (see GameState.checkpoint)
        self.checkpoints: dict[int, dict] = {}
        # action index -> the tamper fingerprint of the position at that checkpoint
        self.checkpoint_digests: dict[int, str] = {}
        # what a load had to say without refusing the file (a checkpoint not reproduced)
        self.load_warnings: list[str] = []
        # (action index, drift) of each checkpoint a load took over because this machine
        # computed it otherwise in the last digits
        self.drifts: list[tuple[int, float]] = []
        self._bots: dict[int, Bot] = {}
        if len(self.hints_used) != len(self.seats):
            self.hints_used = [0] * len(self.seats)

    # ----- playing ------------------------------------------------------------------
    def apply(self, seat: int, action, keep_undo: bool = True) -> None:
        """Apply and record; IllegalAction propagates with the state untouched.
        Replays pass keep_undo=False: they need no snapshots to go back to."""
        self._check_lesson(seat, action)
        before = self.state.clone() if keep_undo else None
        self.state.apply(seat, action)
        self._record(seat, action, before)

    def adopt(self, seat: int, action, after: GameState, moves_before: int) -> None:
        """Take `after` as the new state: a copy of the state as it stood after `moves_before`
        actions, on which `seat` already played `action` (in a worker thread, so that a slow
        move never freezes the screen)."""
        if moves_before != len(self.history):
            raise IllegalAction("The game moved on while that move was being worked out.")
        self._check_lesson(seat, action)
        before, self.state = self.state, after
        self._record(seat, action, before)

    def _check_lesson(self, seat: int, action) -> None:
        """In a guided game, the lesson's move is the only one the learner may make."""
        if self.course is not None:
            nudge = self.course.refusal(self.history, seat, str(action))
            if nudge is not None:
                raise IllegalAction(nudge)

    def _record(self, seat: int, action, before: GameState | None) -> None:
        self.history.append((seat, str(action)))
        checkpoint = capabilities.checkpoint_of(self.state)
        if checkpoint is not None:
            self.checkpoints[len(self.history) - 1] = checkpoint
            self.checkpoint_digests[len(self.history) - 1] = digest(self.state)
        if self.state.undoable and before is not None:
            self._undo_stack.append((before, seat))
        else:
            self._undo_stack.clear()
        if self.on_change:
            self.on_change(self)

    def apply_text(self, seat: int, text: str, keep_undo: bool = True) -> None:
        self.apply(seat, self.spec.parse_action(text), keep_undo)

    def can_undo(self, seat: int) -> bool:
        """Only the acting player, only their own last actions within their turn."""
        return (
            bool(self._undo_stack) and self._undo_stack[-1][1] == seat and not self.state.is_over()
        )

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction("Nothing to take back: undo works only within your own turn.")
        self.state, _ = self._undo_stack.pop()
        self.history.pop()
        self.checkpoints.pop(len(self.history), None)
        self.checkpoint_digests.pop(len(self.history), None)
        if self.on_change:
            self.on_change(self)

    def log_lines(self) -> list[str]:
        """The log as the screens show it (a shared table marks the computer's moves for a
        player's seat)."""
        return self.state.log

    # ----- hints ------------------------------------------------------------------------
    def count_hint(self, seat: int) -> None:
        """A hint was shown to `seat`."""
        self.hints_used[seat] += 1
        if self.on_change:
            self.on_change(self)

    def hint_counts(self) -> list[int]:
        """The hints each seat was shown (a shared table counts every terminal's)."""
        return list(self.hints_used)

    # ----- bots -------------------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        return self.seats[seat].bot is not None

    def bot(self, seat: int) -> Bot:
        """The computer player of a seat the computer plays: in a guided game, while lessons
        remain, the course's own moves (course_script)."""
        if self.course is not None and self.course.current(self.history) is not None:
            return ScriptedBot(seat, self.spec, len(self.history), self._bot(seat))
        return self._bot(seat)

    def _bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            level = self.seats[seat].bot
            if level is None:
                raise ValueError(f"Seat {seat + 1} is a player's: the computer does not play it.")
            self._bots[seat] = self.spec.make_bot(level, seat, self.seed)
        return self._bots[seat]

    def human_seats_to_act(self) -> list[int]:
        """The humans who must act now at this terminal."""
        return [s for s in self.state.to_act() if not self.is_bot(s) and self.plays_here(s)]

    # A game at one keyboard plays every seat here and runs its bots; a shared table's session
    # (magtui.core.table) answers for its own terminal.
    shared = False

    def plays_here(self, seat: int) -> bool:
        return True

    def runs_bots(self) -> bool:
        return True

    # ----- saving -------------------------------------------------------------------
    def to_record(self) -> dict:
        round_ = self.state.public_view().get("round")
        record = {
            "format": SAVE_FORMAT,
            "magtui": __version__,
            "game": self.spec.id,
            "id": self.game_id,
            "options": self.options,
            "seats": [{"name": s.name, "bot": s.bot} for s in self.seats],
            "seed": self.seed,
            "actions": [[seat, text] for seat, text in self.history],
            "checkpoints": {str(i): data for i, data in self.checkpoints.items()},
            "checkpoint_fingerprints": {str(i): d for i, d in self.checkpoint_digests.items()},
            "fingerprint": digest(self.state),
            "views": self.spec.view_version,  # what the fingerprints were taken over
            # where the current turn's undo begins: a resumed game can still take it back
            "undo_from": len(self.history) - len(self._undo_stack),
            "hints": self.hints,
            "hints_used": list(self.hints_used),
            # for the Continue list only; loading never trusts these
            "round": round_ if isinstance(round_, int) and not isinstance(round_, bool) else None,
            "over": self.state.is_over(),
        }
        if self.course is not None:
            record["course"] = True
        record["fields_fingerprint"] = save_record.fields_digest(record)
        return record

    @classmethod
    def from_record(cls, record: Mapping) -> "Session":
        """Replay a save record; any problem becomes a SaveError naming it."""
        if not isinstance(record, Mapping):
            raise SaveError("The save is not a magtui save (expected a JSON object).")
        fmt = record.get("format")
        if fmt not in READABLE_FORMATS or isinstance(fmt, bool):
            shown = (
                repr(fmt)[:20] if isinstance(fmt, (int, str)) or fmt is None else type(fmt).__name__
            )
            raise SaveError(
                f"The save has format version {shown}; this magtui reads versions "
                f"{READABLE_FORMATS[0]} to {SAVE_FORMAT}."
            )
        header = save_record.check(dict(record))
        try:
            spec = registry.get(header.game)
        except MagtuiError as exc:
            raise SaveError(f"The save is of an unknown game: {exc}") from None
        try:
            session = cls(
                spec, [Seat(name, bot) for name, bot in header.seats], header.seed, header.options
            )
        except MagtuiError as exc:
            raise SaveError(f"The save cannot start its game: {exc}") from None
        except Exception as exc:  # a game's setup failing on values it did not expect
            raise SaveError(f"The save cannot start its game ({type(exc).__name__}).") from None
        if header.game_id is not None:
            session.game_id = header.game_id
        session.hints, session.hints_used = header.hints, list(header.hints_used)
        if header.course:  # before the replay: the learner's moves must be the lessons'
            if spec.course is None:
                raise SaveError(f"The save is a guided game of {spec.title}, which has none.")
            session.course = spec.course
        if isinstance(session.state, capabilities.Checkpoints):
            session.state.expect_checkpoints(header.checkpoints)
        if header.views != spec.view_version:  # positions described otherwise: nothing to compare
            header = dataclasses.replace(header, checkpoint_digests={}, fingerprint=None)
            if fmt != SAVE_FORMAT:  # the fingerprint of its fields has not checked it either
                session.load_warnings.append(
                    "This save was written by a magtui that described positions differently, so it "
                    "could not be checked for changes; it was loaded as it replays."
                )
        for index, (seat, text) in enumerate(header.actions):
            try:
                session.apply_text(seat, text, keep_undo=index >= header.undo_from)
            except IllegalAction as exc:
                reason = exc.reason if len(exc.reason) < 160 else exc.reason[:160] + "…"
                raise SaveError(
                    f"Action {index + 1} of the save ({text[:60]!r}) is illegal: {reason}"
                ) from None
            except SaveError as exc:  # a record the game keeps in the save does not hold up
                raise SaveError(
                    f"The save's record after action {index + 1} is damaged: {exc}"
                ) from None
            except Exception as exc:  # the rules meeting a position no honest game reaches
                raise SaveError(
                    f"Action {index + 1} of the save ({text[:60]!r}) cannot be replayed "
                    f"({type(exc).__name__})."
                ) from None
            session._check_checkpoint(
                index, header.checkpoints.get(index), header.checkpoint_digests.get(index)
            )
        if fmt == SAVE_FORMAT:  # after the replay, whose messages name a changed action
            _check_fields(record)
        session._check_fingerprint(header.fingerprint, checked=header.views == spec.view_version)
        return session

    def _check_checkpoint(self, index: int, stored, stored_digest: str | None) -> None:
        """A checkpoint the replay did not reproduce is taken over only if it is the saved game's
        own position (its fingerprint matches) and differs by no more than floating point."""
        replayed = self.checkpoints.get(index)
        if stored is not None and replayed != stored:
            distance = drift(replayed, stored)
            if not isinstance(
                self.state, capabilities.Checkpoints
            ):  # a record this game never keeps
                raise SaveError(f"The save's record after action {index + 1} is damaged.")
            try:
                self.state.restore_checkpoint(stored)
            except Exception:
                raise SaveError(f"The save's record after action {index + 1} is damaged.") from None
            self.checkpoints[index] = stored
            self.checkpoint_digests[index] = digest(self.state)
            if stored_digest is not None and self.checkpoint_digests[index] != stored_digest:
                raise SaveError(f"The position after action {index + 1} does not match: {CHANGED}.")
            if distance > FLOAT_TOLERANCE:
                raise SaveError(
                    f"Replaying action {index + 1} here gives a position {distance:.2g} away "
                    "from the saved one, far more than rounding differences between machines "
                    "explain."
                )
            self.drifts.append((index, distance))
        elif stored_digest is not None and self.checkpoint_digests.get(index) != stored_digest:
            raise SaveError(f"The position after action {index + 1} does not match: {CHANGED}.")

    def _check_fingerprint(self, stored: str | None, checked: bool = True) -> None:
        if self.drifts:
            where = ", ".join(str(i + 1) for i, _ in self.drifts[:5]) + (
                " …" if len(self.drifts) > 5 else ""
            )
            self.load_warnings.append(
                f"Replaying action{'s' if len(self.drifts) > 1 else ''} {where} differed from "
                "the saved positions only in the last digits "
                f"(by at most {max(d for _, d in self.drifts):.1g}), as floating point on "
                "another machine may; the game continues from the saved positions."
            )
        if stored is None and checked:
            self.load_warnings.append(
                "This save has no fingerprint (an older magtui wrote it), so it could not be "
                "checked for changes; it was loaded as it replays."
            )
        elif stored is not None and digest(self.state) != stored:
            if not self.drifts:
                raise SaveError(f"The replayed game does not end where the save says: {CHANGED}.")
            self.load_warnings.append(
                "The last position differs from the saved one; this machine's arithmetic already "
                "differed earlier, so the difference may be rounding rather than a change."
            )


def _check_fields(record: Mapping) -> None:
    """A save of the current format holds both fingerprints, and its fields match theirs."""
    if record.get("fingerprint") is None:
        raise SaveError(f"The save has no fingerprint: {CHANGED}.")
    if record.get("fields_fingerprint") != save_record.fields_digest(record):
        raise SaveError(f"The save's fields do not match their fingerprint: {CHANGED}.")


def new_session(
    game_id: str,
    names: Sequence[str],
    seed: int,
    options: Mapping[str, str] | None = None,
    bots: Mapping[int, str] | None = None,
    hints: bool = True,
) -> Session:
    spec = registry.get(game_id)
    bots = bots or {}
    seats = [Seat(name, bots.get(i)) for i, name in enumerate(names)]
    options = spec.full_options(options)
    if spec.keepsakes is not None:
        options = spec.keepsakes.settle_options(list(names), options)
    return Session(spec, seats, seed, dict(options), hints=hints)


def learn_session(game_id: str) -> Session:
    """The guided first game of a title: its course's seats, seed and options."""
    spec = registry.get(game_id)
    course = spec.course
    if course is None:
        raise MagtuiError(f"{spec.title} has no guided game yet.")
    seats = [Seat(name, bot) for name, bot in course.seats]
    session = Session(spec, seats, course.seed, dict(course.options))
    session.course = course
    return session


# A guided game's moves up to its last lesson, per game: computed once per process.
_SCRIPTS: dict[str, tuple[tuple[int, str], ...]] = {}
_SCRIPTS_LOCK = threading.Lock()


def course_script(spec: GameSpec) -> tuple[tuple[int, str], ...]:
    """Every action of the guided game up to its last lesson, as one unbroken game plays it.
    The lessons ask for moves in the position the computer seats' moves make, and those depend
    on their random draws since the start, which a resumed game does not repeat: so a guided
    game's computer seats play these moves until the lessons end."""
    with _SCRIPTS_LOCK:
        if spec.id not in _SCRIPTS:
            _SCRIPTS[spec.id] = _play_course(spec)
        return _SCRIPTS[spec.id]


def _play_course(spec: GameSpec) -> tuple[tuple[int, str], ...]:
    session = learn_session(spec.id)
    course = session.course
    assert course is not None
    bots = {seat: session._bot(seat) for seat in range(len(session.seats)) if session.is_bot(seat)}
    while course.current(session.history) is not None and not session.state.is_over():
        to_act = session.state.to_act()
        computer = [seat for seat in to_act if seat in bots]
        if computer:
            seat = computer[0]  # as the frame hands moves out: the computer seats first
            session.apply(seat, bot_move(bots[seat], session.state, seat), keep_undo=False)
        else:
            lesson = course.current(session.history)
            assert lesson is not None
            session.apply_text(course.learner, lesson.expect, keep_undo=False)
    return tuple(session.history)


class ScriptedBot(Bot):
    """A computer seat of a guided game while lessons remain: the course's move for the
    position (course_script), else `bot`'s own."""

    def __init__(self, seat: int, spec: GameSpec, moves: int, bot: Bot) -> None:
        super().__init__(seat, 0)
        self.spec, self.moves, self.bot = spec, moves, bot
        self.level, self.reads_view = bot.level, bot.reads_view

    def choose(self, view: dict, legal_actions: Sequence, worlds=None):
        script = course_script(self.spec)  # worked out in the frame's worker thread
        if self.moves < len(script) and script[self.moves][0] == self.seat:
            return self.spec.parse_action(script[self.moves][1])
        self.bot.stop = self.stop
        return self.bot.choose(view, legal_actions, worlds)
