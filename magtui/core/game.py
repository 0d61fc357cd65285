"""The contract every game keeps: a spec describing the game, and a state that plays it.

A game is a `GameSpec` (title, player range, options, how to start one) and a `GameState`
subclass. States are driven only through `apply(seat, action)`; everything a seat may know
comes from `view(seat)`. Actions are small frozen values whose `str()` is their notation and
which the game's `parse_action` turns back into the same value.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import (
    TYPE_CHECKING,
    Annotated,
    Any,
    Callable,
    ClassVar,
    Hashable,
    Mapping,
    Self,
    Sequence,
)

from magtui.core.capabilities import GameKind, Keepsakes, disagreements
from magtui.core.course import Course
from magtui.core.explanations import Explanation, Focus
from magtui.core.errors import IllegalAction, NotationError, OptionError
from magtui.core.model import (
    Derived,
    Hidden,
    Model,
    copy_of,
    redacted,
    schema_version,
    secrets_for,
    to_json,
)
from magtui.core.names import check_names
from magtui.core.rng import Rng

if TYPE_CHECKING:
    from magtui.core.bots import Bot

Action = Hashable  # a frozen value; str(action) is its notation


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    scores: points per seat (whatever the game counts; higher is better unless the game's
    explanation says otherwise). ranking: groups of seats, best first; a group of several
    seats is a shared place. explanation: one or more sentences, e.g. how a tie was broken.
    breakdown: per seat, the points by source ("labs": 12, ...), in the game's order; the
    end-of-game table shows one column per source. headline: the result in a few words where
    "X won" would not be true (a solo game ends on a title, or none); shown in its place.
    """

    scores: Mapping[int, float]
    ranking: tuple[tuple[int, ...], ...]
    explanation: str = ""
    breakdown: Mapping[int, Mapping[str, float]] = field(default_factory=dict)
    headline: str = ""

    @property
    def winners(self) -> tuple[int, ...]:
        return self.ranking[0] if self.ranking else ()

    def to_json(self) -> dict:
        return {
            "scores": {str(k): v for k, v in self.scores.items()},
            "ranking": [list(g) for g in self.ranking],
            "explanation": self.explanation,
            "breakdown": {str(k): dict(v) for k, v in self.breakdown.items()},
        }


class GameState(Model, ABC):
    """One game in progress, and the declared model of its state (magtui.core.model): a game
    declares its own fields beside these, and its copies and views come from the declaration.

    Rules for implementers:
    - `_apply` must check everything before it changes anything, so that an
      `IllegalAction` leaves the state exactly as it was.
    - All chance comes from `self.rng`.
    - After each action, set `self.undoable = False` when the action may not be taken back:
      it drew on chance, revealed hidden information, or ended the acting player's turn.
      (Undo restores `self.rng` with the state, so a roll may stay undoable when nothing else
      draws on the RNG before the turn ends: rolling again gives the same dice, as in Magalon.)
    - `self.log` is public: player names, never "you", never a private card. The lines an
      action adds are its public description: a replay of an unfinished game shows them
      instead of the action's notation, which may be secret ("add RR").
    """

    game_id: ClassVar[str] = ""

    names: tuple[str, ...]
    seed: Annotated[int, Hidden()]
    options: dict[str, str]
    rng: Annotated[Rng, Hidden()]
    log: list[str]
    undoable: Annotated[bool, Derived()]  # whether the last action may be taken back

    def __init__(self, names: Sequence[str], seed: int, options: Mapping[str, str]):
        self.names: tuple[str, ...] = tuple(names)
        self.seed = seed
        self.options: dict[str, str] = dict(options)
        self.rng = Rng(seed)
        self.log: list[str] = []
        self.undoable = False

    # ----- the contract --------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.names)

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that must act now (several when their choices are simultaneous and secret)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list:
        """Every legal action of `seat` now, in a deterministic order (a sample for continuous
        games)."""

    def apply(self, seat: int, action) -> None:
        """Play `action` for `seat`, or raise IllegalAction and change nothing."""
        if self.is_over():
            raise IllegalAction("The game is over.")
        if seat not in self.to_act():
            raise IllegalAction(f"It is not {self.seat_name(seat)}'s turn to act.")
        self.undoable = True
        self._apply(seat, action)

    @abstractmethod
    def _apply(self, seat: int, action) -> None:
        """Check `action`, then carry it out (see the class notes)."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Outcome:
        """The outcome of a finished game."""

    def public_view(self) -> dict:
        """What the whole table sees, JSON-serialisable: the model as the table sees it
        (`seen_by(None)`), but for the log, which is the state's own `log` (the fingerprint
        takes it whole)."""
        view = to_json(self.seen_by(None))
        del view["log"]
        return view

    def private_view(self, seat: int) -> dict:
        """What only `seat` may know (its hand, its secret choices), JSON-serialisable: by
        default what `seen_by(seat)` shows beyond the table, by dotted path."""
        return secrets_for(self, seat, type(self).seen_by)

    def seen_by(self, seat: int | None) -> Self:
        """The declared model as `seat` may see it (None: the table): a copy with the others'
        secrets replaced, in the same typed shape, for a board to draw from."""
        return redacted(self, seat)

    def view(self, seat: int | None) -> dict:
        """Everything `seat` may know; `None` is the table (no private part)."""
        v = self.public_view()
        if seat is not None:
            v["private"] = self.private_view(seat)
        return v

    @abstractmethod
    def status(self) -> str:
        """One line saying who must do what now, by name (the game frame's status line)."""

    @classmethod
    @abstractmethod
    def parse_action(cls, text: str):
        """The action whose notation is `text`; raises NotationError."""

    def decision(self, seat: int) -> str:
        """The kind of decision `seat` faces now, public (the pass-the-keyboard cover shows it),
        e.g. "add 2 cards face down to the Orkensturm deck"."""
        return "make your choice"

    def seat_label(self, seat: int) -> str:
        """How the pass-the-keyboard cover introduces `seat`, public words only
        (e.g. "seat 3 · Brin side")."""
        return f"seat {seat + 1}"

    def describe_action(self, action) -> str:
        """A player-facing label for a choice list; the notation by default."""
        return str(action)

    # ----- helpers ----------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return f"seat {seat + 1}"

    def clone(self) -> Self:
        """An independent copy, made as the declared model says."""
        return copy_of(self)

    def sample_world(self, seat: int, rng: Rng) -> Self:
        """A copy of the state as `seat` may believe it to be, for search bots.

        Whatever `seat` cannot see must be redrawn from `rng`. This default fits open games,
        where only future chance is unknown; games with hidden information override it
        before they offer a search bot.
        """
        world = self.clone()
        world.rng = rng.fork(len(self.log))
        return world

    def evaluate(self, seat: int) -> float:
        """How good the position is for `seat`, from 0 (worst) to 1 (best).

        A finished game scores by place; an unfinished one is 0.5 unless the game
        overrides this with a heuristic (which is what makes search bots play well)."""
        if not self.is_over():
            return 0.5
        ranking = self.result().ranking
        if len(ranking) <= 1:
            return 0.5
        place = next((i for i, group in enumerate(ranking) if seat in group), len(ranking) - 1)
        return 1.0 - place / (len(ranking) - 1)

    def fingerprint(self) -> str:
        """Everything observable about the state, as one string (for equality tests)."""
        parts = {
            "public": self.public_view(),
            "private": [self.private_view(s) for s in range(self.num_players)],
            "to_act": list(self.to_act()),
            "log": self.log,
            "rng": self.rng.state,
            "over": self.is_over(),
        }
        return json.dumps(parts, sort_keys=True, default=str)


@dataclass(frozen=True)
class Option:
    """A game option as the setup screen, the CLI (`--option K=V`) and saves name it."""

    name: str
    values: tuple[str, ...]
    default: str
    label: str = ""
    help: str = ""
    # Values made of digits name a seat (a first player): the setup offers only the seats
    # of the chosen player count.
    seats: bool = False
    # An option of one seat (1 to 8), such as its pawn colour: the setup shows it only while
    # that seat plays. 0: an option of the whole game.
    seat: int = 0

    def values_for(self, players: int) -> tuple[str, ...]:
        if not self.seats:
            return self.values
        return tuple(v for v in self.values if not v.isdigit() or int(v) <= players)

    def check(self, value: str) -> str:
        if value not in self.values:
            raise OptionError(
                f"Option {self.name} must be one of {', '.join(self.values)} (got {value!r})."
            )
        return value


@dataclass(frozen=True)
class GameSpec:
    """What the menu, setup screen, CLI and harness know about a game."""

    id: str
    title: str
    pitch: str
    min_players: int
    max_players: int
    state_class: type[GameState]
    rules_summary: str
    kind: GameKind = GameKind()
    options: tuple[Option, ...] = ()
    # "module:Class" of the Textual board widget; a string so core never imports Textual.
    board: str = ""
    # level name -> factory(seat, seed) -> Bot. "random" always exists.
    bots: Mapping[str, Callable[[int, int], Bot]] = field(default_factory=dict)
    # An upper bound on the number of actions of one game (the harness checks termination).
    max_actions: Callable[[int, Mapping[str, str]], int] = lambda players, options: 10_000
    # How many actions of a random-simulation run get the harness's full checks at every step
    # (views, refused actions, replays; their cost grows with the game's log); later actions,
    # up to the game's end, only have to be legal. None: every action. For games whose random
    # play ends only after thousands of actions (Magalon).
    sim_full_checks: int | None = None
    # (players, options) pairs the random-simulation harness must cover.
    sim_configs: tuple[tuple[int, Mapping[str, str]], ...] = ()
    # Seeded positions for screenshots/ (python -m magtui.tools.screenshots): each a mapping
    # {"name": file stem, "players": n, "seed": s, "options": {...}, "moves": random moves first}.
    screenshots: tuple[Mapping[str, Any], ...] = ()
    # What outlives a game, kept outside the state (cards a player keeps between games).
    keepsakes: Keepsakes | None = None
    # The rule under the cursor: explain(model as the seat sees it, seat or None, Focus) ->
    # Explanation (core/explanations.py), for every element a board's cursor can reach.
    explain: Callable[[Any, int | None, Focus], Explanation] | None = None
    # The guided first game (core/course.py): `magtui learn GAME`.
    course: Course | None = None

    def __post_init__(self) -> None:
        wrong = disagreements(self.kind, self.state_class)
        if wrong:
            raise TypeError(f"{self.title}: " + "; ".join(wrong))

    @property
    def view_version(self) -> str:
        """The shape of the game's views, from its declared model: saves record it with their
        fingerprints (hashes over the views), and a save of another shape loads unchecked, with
        a notice."""
        return schema_version(self.state_class)

    def full_options(self, given: Mapping[str, str] | None = None) -> dict[str, str]:
        """Defaults filled in; unknown names or values raise OptionError."""
        given = dict(given or {})
        known = {o.name: o for o in self.options}
        for name in given:
            if name not in known:
                names = ", ".join(known) or "none"
                raise OptionError(f"{self.title} has no option {name!r} (options: {names}).")
        return {o.name: o.check(str(given.get(o.name, o.default))) for o in self.options}

    def check_players(self, count: int) -> None:
        if not self.min_players <= count <= self.max_players:
            raise OptionError(
                f"{self.title} is for {self.min_players}–{self.max_players} players (got {count})."
            )

    def new_game(
        self, names: Sequence[str], seed: int, options: Mapping[str, str] | None = None
    ) -> GameState:
        self.check_players(len(names))
        check_names(names)
        return self.state_class(list(names), seed, self.full_options(options))

    def parse_action(self, text: str):
        try:
            return self.state_class.parse_action(text.strip())
        except NotationError:
            raise
        except (ValueError, IndexError, KeyError) as exc:
            raise NotationError(f"{text!r} is not a {self.title} action ({exc}).") from None

    def make_bot(self, level: str, seat: int, seed: int) -> Bot:
        from magtui.core.bots import RandomBot

        factories = {"random": RandomBot, **self.bots}
        if level not in factories:
            raise OptionError(
                f"{self.title} has no bot level {level!r} (levels: {', '.join(factories)})."
            )
        return factories[level](seat, seed)

    @property
    def bot_levels(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(["random", *self.bots]))
