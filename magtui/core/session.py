"""A game being played: the state, the action history, who is a bot, and undo.

The history (seat, notation) with the seed and options is the whole game: saves store it and
loading replays it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from magtui import __version__
from magtui.core import registry
from magtui.core.errors import IllegalAction, MagtuiError, SaveError
from magtui.core.game import GameSpec, GameState

SAVE_FORMAT = 1


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

    def __post_init__(self):
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
        # what a load had to say without refusing the file (a checkpoint not reproduced)
        self.load_warnings: list[str] = []
        self._bots: dict[int, object] = {}

    # ----- playing ------------------------------------------------------------------
    def apply(self, seat: int, action, keep_undo: bool = True) -> None:
        """Apply and record; IllegalAction propagates with the state untouched.
        Replays pass keep_undo=False: they need no snapshots to go back to."""
        before = self.state.clone() if keep_undo else None
        self.state.apply(seat, action)
        self._record(seat, action, before)

    def adopt(self, seat: int, action, after: GameState, moves_before: int) -> None:
        """Take `after` as the new state: a copy of the state as it stood after `moves_before`
        actions, on which `seat` already played `action` (in a worker thread, so that a slow
        move never freezes the screen)."""
        if moves_before != len(self.history):
            raise IllegalAction("The game moved on while that move was being worked out.")
        before, self.state = self.state, after
        self._record(seat, action, before)

    def _record(self, seat: int, action, before: GameState | None) -> None:
        self.history.append((seat, str(action)))
        checkpoint = self.state.checkpoint()
        if checkpoint is not None:
            self.checkpoints[len(self.history) - 1] = checkpoint
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
        return bool(self._undo_stack) and self._undo_stack[-1][1] == seat and not self.state.is_over()

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction("Nothing to take back: undo works only within your own turn.")
        self.state, _ = self._undo_stack.pop()
        self.history.pop()
        self.checkpoints.pop(len(self.history), None)
        if self.on_change:
            self.on_change(self)

    # ----- bots -------------------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        return self.seats[seat].bot is not None

    def bot(self, seat: int):
        if seat not in self._bots:
            self._bots[seat] = self.spec.make_bot(self.seats[seat].bot, seat, self.seed)
        return self._bots[seat]

    def human_seats_to_act(self) -> list[int]:
        return [s for s in self.state.to_act() if not self.is_bot(s)]

    # ----- saving -------------------------------------------------------------------
    def to_record(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "magtui": __version__,
            "game": self.spec.id,
            "options": self.options,
            "seats": [{"name": s.name, "bot": s.bot} for s in self.seats],
            "seed": self.seed,
            "actions": [[seat, text] for seat, text in self.history],
            "checkpoints": {str(i): data for i, data in self.checkpoints.items()},
        }

    @classmethod
    def from_record(cls, record: Mapping) -> "Session":
        """Replay a save record; any problem becomes a SaveError naming it."""
        if not isinstance(record, Mapping):
            raise SaveError("The save is not a magtui save (expected a JSON object).")
        fmt = record.get("format")
        if fmt != SAVE_FORMAT:
            raise SaveError(f"The save has format version {fmt!r}; this magtui reads version {SAVE_FORMAT}.")
        try:
            spec = registry.get(str(record["game"]))
            seats = [Seat(str(s["name"]), s.get("bot")) for s in record["seats"]]
            seed = int(record["seed"])
            options = dict(record.get("options") or {})
            actions = list(record["actions"])
            stored = {int(i): data for i, data in (record.get("checkpoints") or {}).items()}
        except KeyError as exc:
            raise SaveError(f"The save lacks the field {exc.args[0]!r}.") from None
        except (TypeError, ValueError, AttributeError, MagtuiError) as exc:
            raise SaveError(f"The save's header is damaged: {exc}") from None
        try:
            session = cls(spec, seats, seed, options)
        except MagtuiError as exc:
            raise SaveError(f"The save cannot start its game: {exc}") from None
        session.state.expect_checkpoints(stored)
        for index, entry in enumerate(actions):
            try:
                seat, text = int(entry[0]), str(entry[1])
                session.apply_text(seat, text, keep_undo=False)
            except IllegalAction as exc:
                raise SaveError(f"Action {index + 1} of the save ({entry!r}) is illegal: {exc.reason}") from None
            except (TypeError, ValueError, IndexError, KeyError) as exc:
                raise SaveError(f"Action {index + 1} of the save ({entry!r}) is damaged.") from None
            session._check_checkpoint(index, stored.get(index))
        return session

    def _check_checkpoint(self, index: int, stored) -> None:
        """A replay that does not reproduce a stored checkpoint continues from the stored one."""
        if stored is None or self.checkpoints.get(index) == stored:
            return
        try:
            self.state.restore_checkpoint(stored)
        except (NotImplementedError, TypeError, ValueError, KeyError, IndexError):
            raise SaveError(f"The save's record after action {index + 1} is damaged.") from None
        self.checkpoints[index] = stored
        self.load_warnings.append(
            f"Replaying action {index + 1} gave a different position than the save holds "
            "(another platform's arithmetic?); the game continues from the saved position.")


def new_session(game_id: str, names: Sequence[str], seed: int, options: Mapping[str, str] | None = None,
                bots: Mapping[int, str] | None = None) -> Session:
    spec = registry.get(game_id)
    bots = bots or {}
    seats = [Seat(name, bots.get(i)) for i, name in enumerate(names)]
    return Session(spec, seats, seed, dict(options or {}))
