"""A tiny hidden-information game used to test the engine and the shell on their own.

Each player holds the cards 1–4 in secret. In each of two rounds every player picks a card
(may change their mind) and confirms it; when all have confirmed, the cards are revealed and
the highest unique card scores a point.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from magtui.core.advice import Advice
from magtui.core.bots import Bot
from magtui.core.errors import IllegalAction
from magtui.core.capabilities import Checkpoints, GameKind, Inspections, SlowActions
from magtui.core.course import Course, Lesson
from magtui.core.explanations import Explanation, Focus
from magtui.core.game import GameSpec, GameState, Outcome
from magtui.core.model import PerSeat
from magtui.core.notation import Notation, action
from magtui.core.views import seat_question


@action("pick {card}")
@dataclass(frozen=True)
class Pick:
    card: int


@action("confirm")
@dataclass(frozen=True)
class Confirm:
    pass


NOTATION = Notation("toy", [Pick, Confirm])


class ToyState(Checkpoints, SlowActions, Inspections, GameState):
    """The declared model: the fields below (beside GameState's) are the whole state."""

    game_id = "toy"

    hands: Annotated[list[list[int]], PerSeat(shown_as=len)]  # others see how many cards
    picked: Annotated[list[int | None], PerSeat()]  # others see nothing of a pick
    confirmed: list[bool]
    points: list[int]
    round: int

    def __init__(self, names, seed, options):
        super().__init__(names, seed, options)
        self.hands = [[1, 2, 3, 4] for _ in names]
        self.rng.shuffle(self.hands[0])  # chance, so the seed matters
        self.picked: list[int | None] = [None] * len(names)
        self.confirmed = [False] * len(names)
        self.points = [0] * len(names)
        self.round = 1

    def to_act(self):
        if self.is_over():
            return ()
        return tuple(s for s in range(self.num_players) if not self.confirmed[s])

    def legal_actions(self, seat):
        if seat not in self.to_act():
            return []
        actions = [Pick(c) for c in sorted(self.hands[seat]) if c != self.picked[seat]]
        if self.picked[seat] is not None:
            actions.append(Confirm())
        return actions

    def _apply(self, seat, action):
        match action:
            case Pick(card):
                if card not in self.hands[seat]:
                    raise IllegalAction(f"{self.names[seat]} does not hold a {card}.")
                self.picked[seat] = card
            case Confirm():
                if self.picked[seat] is None:
                    raise IllegalAction("Pick a card first.")
                self.confirmed[seat] = True
                self.undoable = False
                self.log.append(f"{self.names[seat]} has chosen a card.")
                if all(self.confirmed):
                    self._reveal()
            case _:
                raise IllegalAction("Not a toy action.")

    def _reveal(self):
        cards = list(self.picked)
        self.log.append("Cards: " + ", ".join(f"{n} {c}" for n, c in zip(self.names, cards)))
        unique = [c for c in cards if cards.count(c) == 1]
        if unique:
            self.points[cards.index(max(unique))] += 1
        for s, c in enumerate(cards):
            self.hands[s].remove(c)
        self.picked = [None] * self.num_players
        self.confirmed = [False] * self.num_players
        self.round += 1

    def is_over(self):
        return self.round > 2

    def result(self):
        order = sorted(set(self.points), reverse=True)
        ranking = tuple(
            tuple(s for s in range(self.num_players) if self.points[s] == p) for p in order
        )
        return Outcome(
            {s: p for s, p in enumerate(self.points)},
            ranking,
            "Most points wins.",
            {s: {"rounds won": p} for s, p in enumerate(self.points)},
        )

    def status(self):
        waiting = ", ".join(self.names[s] for s in self.to_act())
        return f"Toy · round {self.round} · waiting for {waiting}"

    def decision(self, seat):
        return "pick a card in secret"

    @seat_question
    def would_win_now(self, seat: int, card: int) -> bool:
        """A board's question that needs the hidden hands: would `card` be the highest unique
        card among those picked so far? (Its answer tells only a yes or no.)"""
        others = [c for s, c in enumerate(self.picked) if s != seat and c is not None]
        return card not in others and all(card > c for c in others if others.count(c) == 1)

    @seat_question
    def leaky(self, seat: int) -> object:
        """A question that would carry the state out: the oracle refuses its answer."""
        return self

    def checkpoint(self):
        """The score after each round, as a game with physics would store its positions."""
        return (
            {"points": list(self.points)}
            if self.log and self.log[-1].startswith("Cards:")
            else None
        )

    def restore_checkpoint(self, data):
        points = [int(p) for p in data["points"]]
        if len(points) != self.num_players:
            raise ValueError("wrong number of players")
        self.points = points

    def slow_action(self, action):
        """Confirming stands in for a slow move (a physics run) in the shell's tests."""
        return isinstance(action, Confirm)

    def seat_label(self, seat):
        return f"seat {seat + 1} · {self.points[seat]} points"

    def private_moment(self, seat):
        """Round 2 shows each player the other's remaining hand (a toy inspection)."""
        return self.round == 2 and self.picked[seat] is None

    @classmethod
    def parse_action(cls, text):
        return NOTATION.parse(text)


RULES = """# Toy
<!-- rule: pick -->
Each player picks one of their cards in secret and may change their mind.

<!-- rule: confirm -->
- Confirming a pick is final; when all have confirmed, the highest unique card scores a point.
"""


def explain(model: ToyState, seat: int | None, focus: Focus) -> Explanation:
    """The toy's rule under the cursor: its choices are its only elements."""
    if focus.kind == "action" and focus.key.startswith("pick "):
        held = "" if seat is None else f"{model.names[seat]} holds it."
        return Explanation(f"The card {focus.key.removeprefix('pick ')}", held or "A card.", "pick")
    if focus.kind == "action" and focus.key == "confirm":
        return Explanation("Confirm the pick", f"Round {model.round} of 2.", "confirm")
    raise KeyError(focus)


COURSE = Course(
    seed=3,
    seats=[("Ann", None), ("Bot", "random")],
    lessons=[
        Lesson(
            "Pick a card",
            "Every player picks a card in secret. The highest unique card scores.",
            "Pick your 4",
            "pick 4",
            Focus("action", "pick 4"),
            "This lesson asks for the 4.",
        ),
        Lesson("Confirm", "A confirmed pick is final.", "Confirm your pick", "confirm"),
    ],
)

# What a game's test profile declares for the shared suites of learning (tests/game_profiles.py).
LESSON_KEYS = ["down down down enter", "up enter"]
FOCUS_KEYS = ""


class ToyNormal(Bot):
    """Picks its highest card, then confirms it: the hint level of the frame's tests."""

    level = "normal"

    def choose(self, view, legal_actions, worlds=None):
        return self.advise(view, legal_actions, worlds).action

    def advise(self, view, legal_actions, worlds=None) -> Advice:
        if Confirm() in legal_actions:
            return Advice(Confirm(), "locks the highest card in for the reveal")
        best = max(legal_actions, key=lambda a: a.card)
        return Advice(best, f"the {best.card} is the highest card left: likely the highest unique")


SPEC = GameSpec(
    id="toy",
    title="Toy",
    pitch="Pick a card in secret",
    min_players=2,
    max_players=3,
    state_class=ToyState,
    rules_summary=RULES,
    kind=GameKind(hidden_information=True, checkpoints=True, slow_actions=True, inspections=True),
    max_actions=lambda players, options: 100,
    explain=explain,
    course=COURSE,
    bots={"normal": ToyNormal},
)
