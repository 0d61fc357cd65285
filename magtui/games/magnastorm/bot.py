"""The Magnastorm bot levels. Magnastorm is open information: the only unknown is future
chance (bag draws), which `worlds()` redraws; a bot reads its `view`, the legal actions and
those sampled copies, never the live state.

- `easy`: each choice at hand is tried once in one sampled world, the rest of the bot's own
  turn is finished by rules of thumb (`RULES`), and the end of the turn is scored by
  assess.worth (reputation and what becomes reputation) against the best rival.
- `normal`: search over the engine: each candidate (the 8 best by the rules of thumb) is played
  in a sampled world and the bot's turn is finished by easy's own choice at every later step
  (each of up to 6 choices tried with a rules-of-thumb finish), a two-level look at the whole
  turn; the end of the turn is scored by worth plus the objectives in sight (assess.progress).
- `hard`: normal, then the next seat's turn played by easy's choices for that seat before the
  position is scored (a reply to each candidate).

Exchanges (3 cubes for 1) are candidates only when the decision waits for one (the view's
`waiting`); each is judged with the best payment it opens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magtui.core.advice import Advice
from magtui.core.bots import Bot
from magtui.core.rng import Rng
from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import (
    Action,
    Adira,
    Build,
    Dain,
    Exchange,
    FromStation,
    Gain,
    Go,
    Justin,
    Lab,
    LowerSpace,
    Mira,
    Move,
    Objective,
    PlaceCrew,
    PutCrew,
    RemoveLab,
    Research,
    Skip,
    StartColumn,
    TakeCrew,
    TakeCube,
    Takeover,
)
from magtui.games.magnastorm.assess import relative, score
from magtui.games.magnastorm.why import why_line

if TYPE_CHECKING:
    from magtui.games.magnastorm.rules import MagnastormState

INNER_LIMIT = 6  # choices the search levels try at each later step of their own turn
TURN_BOUND = 60  # decisions a playout may take to finish a turn (a turn is far shorter)


def rule_score(a: Action, st: MagnastormState, seat: int) -> float:
    """Rules of thumb for one action (higher is better), from the open position."""
    match a:
        case Takeover(column=col):
            if col == data.FIRST_PLAYER_COLUMN:
                return 2.5
            name = st.admin_cols[col]
            return 1.5 + data.COMMANDERS[name][1] - (0.5 if a.idris else 0)
        case TakeCrew(crew=code):
            return 2.0 if code == "Y" else 1.5
        case LowerSpace(space=space) | PutCrew(space=space):
            row = int(space[1])
            icon = st.icons.get(space, "")
            bonus = {"MOVE2": 1.0, "LAB2": 1.2, "BAG": 0.6, "CREW": 0.4, "TURN": 0.4}.get(
                icon, 0.8 if icon else 0
            )
            return bonus - 0.5 * max(0, row - 2) + (0.3 if row <= 2 else 0)
        case Move():
            return 5.0 if any(st.slots[seat]) else 0.0
        case Gain():
            return 1.0
        case Go(space=space):
            empty = space not in st.labs and int(space[0]) in st.quiet
            return 3.0 + (2.0 if empty else 0.0) + 0.2
        case Mira(space=space):
            return 4.0 if space not in st.labs else 0.0
        case FromStation() | Justin():
            return 0.5
        case Build() | Objective() | RemoveLab() | Adira() | PlaceCrew() | StartColumn():
            return 5.0 - 0.1 * (len(str(a).split()) - 1)
        case Lab(slot=slot):
            return 5.0 + (1.0 if a.kaysia else 0.0) - slot * 0.1
        case Dain(yellow=k):
            return float(k)
        case TakeCube(colour=c):
            return -st.cubes[seat][st.cube_letters.index(c)]
        case Research(area=area):
            level = st.research[seat][st.columns.index(area)]
            return 1.0 + level * 0.1
        case Skip():
            return 0.1
    return 0.0


def rule_move(st: MagnastormState, seat: int, rng: Rng | None = None) -> Action:
    """The rules-of-thumb choice in a (sampled) state: no exchanges unless nothing else."""
    legal = st.legal_actions(seat)
    acts = [a for a in legal if not isinstance(a, Exchange)] or legal
    if len(acts) == 1:
        return acts[0]
    best, best_value = acts[0], None
    for a in acts:
        value = rule_score(a, st, seat) + (rng.random() * 0.01 if rng is not None else 0.0)
        if best_value is None or value > best_value:
            best, best_value = a, value
    return best


def finish_turn(world: MagnastormState, seat: int, rng: Rng) -> None:
    """Play `seat`'s turn on by the rules of thumb until another seat must decide."""
    for _ in range(TURN_BOUND):
        if world.over or world.actor != seat:
            return
        world.apply(seat, rule_move(world, seat, rng))


def candidates(legal: list[Action], worlds) -> list[Action]:
    """The choices worth weighing: an exchange only when nothing else is left, or when it
    would make payable something this decision offers (read off a world: the game is open)."""
    plain = [a for a in legal if not isinstance(a, Exchange)]
    if not plain:
        return list(legal)
    if worlds is None:
        return plain
    world = worlds()
    waiting = world.waiting(world.actor)
    return plain + ([a for a in legal if isinstance(a, Exchange)] if waiting else [])


def turn_value(world: MagnastormState, seat: int, ahead: bool = False) -> float:
    """The end of a turn for `seat`: a finished game counts far more than any worth; `ahead`
    counts the objectives in sight too (normal and hard)."""
    return 1000 * (score(world, seat) - 0.5) if world.over else relative(world, seat, ahead)


def greedy_move(
    world: MagnastormState, seat: int, acts: list[Action], rng: Rng, limit: int = 0
) -> Action:
    """Easy's choice in a sampled world: each action tried once, the turn finished by the
    rules of thumb, the end of the turn scored (`limit`: only that many, best by the rules)."""
    if limit and len(acts) > limit:
        acts = sorted(acts, key=lambda a: -rule_score(a, world, seat))[:limit]
    best, best_value = acts[0], None
    for a in acts:
        trial = world.clone()
        trial.apply(seat, a)
        finish_turn(trial, seat, rng)
        value = turn_value(trial, seat)
        if best_value is None or value > best_value + 1e-9:
            best, best_value = a, value
    return best


def finish_turn_greedy(
    world: MagnastormState, seat: int, rng: Rng, limit: int = INNER_LIMIT
) -> None:
    """Play `seat`'s turn on by easy's choice (among `limit` choices at most) until another
    seat must decide."""
    for _ in range(TURN_BOUND):
        if world.over or world.actor != seat:
            return
        legal = world.legal_actions(seat)
        acts = [a for a in legal if not isinstance(a, Exchange)] or legal
        if world.waiting(seat):
            acts = acts + [a for a in legal if isinstance(a, Exchange) and a not in acts]
        world.apply(seat, acts[0] if len(acts) == 1 else greedy_move(world, seat, acts, rng, limit))


class EasyBot(Bot):
    """One sampled world, each choice tried once, the turn finished by the rules of thumb."""

    level = "easy"
    reads_view = False  # the game is open: its worlds say all

    def choose(self, view: dict, legal_actions, worlds=None):
        legal = list(legal_actions)
        acts = candidates(legal, worlds)
        if len(acts) == 1 or worlds is None:
            return acts[0] if len(acts) == 1 else self.rng.choice(acts)
        return greedy_move(worlds(), self.seat, acts, self.rng)


class SearchBot(Bot):
    """Each candidate played in sampled worlds, the bot's turn finished by easy's own choices
    (a two-level look at the turn), the end of the turn scored; the best average wins."""

    level = "normal"
    reads_view = False  # the game is open: its worlds say all
    worlds = 1  # sampled worlds per candidate
    max_candidates = 8
    inner_limit = INNER_LIMIT  # choices tried at each later step of the turn

    def choose(self, view: dict, legal_actions, worlds=None):
        return self.search(list(legal_actions), worlds)[0]

    def advise(self, view: dict, legal_actions, worlds=None) -> Advice:
        action, before, after = self.search(list(legal_actions), worlds)
        if after is None:
            return Advice(action, "the only choice now")
        return Advice(action, why_line(before, after, self.seat))

    def search(self, legal: list[Action], worlds) -> tuple[Action, Any, Any]:
        """The best candidate, with the sampled position it was weighed in and the end of the
        bot's turn it leads to there (None and None: nothing was weighed)."""
        acts = candidates(legal, worlds)
        if len(acts) == 1 or worlds is None:
            return (acts[0] if len(acts) == 1 else self.rng.choice(acts)), None, None
        samples = [worlds() for _ in range(self.worlds)]
        if len(acts) > self.max_candidates:
            ranked = sorted(acts, key=lambda a: -rule_score(a, samples[0], self.seat))
            acts = ranked[: self.max_candidates]
        best, best_value, best_end = acts[0], None, None
        for a in acts:
            self.keep_searching()
            total = 0.0
            for sample in samples:
                world = sample.clone()
                world.apply(self.seat, a)
                finish_turn_greedy(world, self.seat, self.rng, self.inner_limit)
                total += turn_value(world, self.seat, ahead=True)
            value = total / len(samples)
            if best_value is None or value > best_value + 1e-9:
                best, best_value, best_end = a, value, world
        return best, samples[0], best_end


class HardBot(SearchBot):
    """Normal, and then the next seat's turn too: after the bot's turn is finished by easy's
    choices, the following turn is played by easy's choices for that seat, so a candidate that
    leaves an objective, a commander or a majority to the rival is seen as such."""

    level = "hard"
    worlds = 1
    max_candidates = 8
    inner_limit = INNER_LIMIT
    reply_limit = 5  # choices tried at each step of the rival's turn

    def search(self, legal: list[Action], worlds) -> tuple[Action, object, object]:
        acts = candidates(legal, worlds)
        if len(acts) == 1 or worlds is None:
            return (acts[0] if len(acts) == 1 else self.rng.choice(acts)), None, None
        sample = worlds()
        if len(acts) > self.max_candidates:
            acts = sorted(acts, key=lambda a: -rule_score(a, sample, self.seat))[
                : self.max_candidates
            ]
        best, best_value, best_end = acts[0], None, None
        for a in acts:
            self.keep_searching()
            world = sample.clone()
            world.apply(self.seat, a)
            finish_turn_greedy(world, self.seat, self.rng, self.inner_limit)
            if not world.over and world.actor != self.seat:
                finish_turn_greedy(world, world.actor, self.rng, self.reply_limit)
            value = turn_value(world, self.seat, ahead=True)
            if best_value is None or value > best_value + 1e-9:
                best, best_value, best_end = a, value, world
        return best, sample, best_end
