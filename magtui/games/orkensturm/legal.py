"""What a seat may do now, and the sentence that refuses anything else: one check per kind of
action. `legal_actions` lists the candidates of the phase that pass it; `apply` refuses with it."""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from typing import Any, Callable, Sequence

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.characters import cost_text
from magtui.games.orkensturm.model import OrkensturmModel

# The options that name a target player, and those that name a colour (the Messenger pays one).
TARGETED = {("inquisitor", 1), ("spy", 2)}
COLOURED = {("spy", 2), ("messenger", 1), ("messenger", 2)}


class Legality(OrkensturmModel):
    """Mixed into the state."""

    def legal_actions(self, seat: int) -> list[A.Action]:
        if seat not in self.to_act():
            return []
        return [
            action
            for action in self._candidates(seat)
            if REFUSALS[type(action)](self, seat, action) is None
        ]

    def _candidates(self, seat: int) -> Sequence[A.Action]:
        """Every action of the kind the phase asks for, in the order the seat is offered them."""
        phase = self.phase
        hand = self.hands[seat]
        if phase == "loyalty":
            return [A.Side(s) for s in D.SIDES]
        if phase == "place":
            return [A.Place(c) for c in self.open_characters()]
        if phase == "troop":
            return [A.Troop(D.R), A.Troop(D.G)]
        if phase == "take":
            return [A.Take(c) for c in range(6)]
        if phase == "action":
            return use_candidates(self.character_of(seat), seat, self.num_players)
        if phase in ("inspect", "advisor"):
            return [A.Seen()]
        if phase == "tax":
            return [A.Offer(k) for k in range(hand[D.Y] + 1)]
        if phase == "joust":
            return [A.JoustOffer(k) for k in range(hand[D.R] + 1)]
        if phase == "contribute":
            held = tuple(c for c in range(6) if hand[c])
            return contribution_candidates(held, min(D.CONTRIBUTION, sum(hand)))
        return []

    def refusal(self, seat: int, action: object) -> str | None:
        """None when `seat` may play `action` now, else the sentence the player reads."""
        check = REFUSALS.get(type(action))
        if check is None:
            return f"{action!r} is not an Orkensturm action."
        return check(self, seat, action)

    def _side_error(self, seat: int, action: A.Side) -> str | None:
        if self.phase != "loyalty":
            return "Loyalty is chosen only at the start of the game."
        if action.side not in D.SIDES or not self.side_open(action.side):
            return f"No {D.SIDE_NAMES.get(action.side, action.side)} loyalty card is left."
        return None

    def _place_error(self, seat: int, action: A.Place) -> str | None:
        if self.phase != "place":
            return "Pawns are placed only in step 1."
        if action.character not in D.CHARACTERS:
            return f"There is no character {action.character!r}."
        return self.placement_error(seat, action.character)

    def _troop_error(self, seat: int, action: A.Troop) -> str | None:
        if self.phase != "troop":
            return "Only the last placer takes a bonus red or green card, right after placing."
        if action.colour not in (D.R, D.G):
            return "The first bonus card is red or green."
        return self._reserve_error(action.colour)

    def _take_error(self, seat: int, action: A.Take) -> str | None:
        if self.phase != "take":
            return "There is no card of free choice to take now."
        if not 0 <= action.colour < 6:
            return "Colours are R G P B Y W."
        return self._reserve_error(action.colour)

    def _use_error(self, seat: int, action: A.Use) -> str | None:
        if self.phase != "action":
            return "Characters act only in step 2."
        return self.use_error(seat, action)

    def _seen_error(self, seat: int, action: A.Seen) -> str | None:
        if self.phase not in ("inspect", "advisor"):
            return "No inspected hand or advisor card is open."
        return None

    def _offer_error(self, seat: int, action: A.Offer) -> str | None:
        if self.phase != "tax":
            return "No Tax Collection is under way."
        return self._count_error(seat, action.count, D.Y)

    def _joust_error(self, seat: int, action: A.JoustOffer) -> str | None:
        if self.phase != "joust":
            return "No Joust is under way."
        return self._count_error(seat, action.count, D.R)

    def _add_error(self, seat: int, action: A.Add) -> str | None:
        if self.phase != "contribute":
            return "Cards go into the Orkensturm deck only in step 3."
        hand, cards = self.hands[seat], action.cards
        size = min(D.CONTRIBUTION, sum(hand))
        if len(cards) == size and list(cards) == sorted(cards):
            for colour in cards:
                if not 0 <= colour < 6 or hand[colour] < cards.count(colour):
                    break
            else:
                return None
        return f"Add exactly {size} card{'s' * (size != 1)} from the hand."

    def side_open(self, side: str) -> bool:
        return len(self.seats_of(side)) < D.LOYALTY_PER_SIDE[self.num_players]

    def placement_error(self, seat: int, character: str) -> str | None:
        if character not in self.open_characters():
            return f"The {D.CHARACTER_NAMES[character]} needs 6 or more players."
        if character in self.placed:
            return f"The {D.CHARACTER_NAMES[character]} is taken this turn."
        if self.prev[seat] == character:
            return f"{self.names[seat]} influenced the {D.CHARACTER_NAMES[character]} last turn."
        free = [c for c in self.open_characters() if c not in self.placed and c != character]
        if not self._can_match(list(self.order[self.idx + 1 :]), free):
            return "A later player would be left without a legal space; take another character."
        return None

    def _can_match(self, seats: list[int], free: list[str]) -> bool:
        if not seats:
            return True
        seat = seats[0]
        return any(
            self._can_match(seats[1:], [f for f in free if f != c])
            for c in free
            if c != self.prev[seat]
        )

    def _reserve_error(self, colour: int) -> str | None:
        if not self.reserve[colour]:
            return f"The reserve has no {D.COLOUR_NAMES[colour]} card."
        return None

    def _count_error(self, seat: int, count: int, colour: int) -> str | None:
        held = self.hands[seat][colour]
        if not 0 <= count <= held:
            return f"{self.names[seat]} holds only {held} {D.COLOUR_NAMES[colour]} cards."
        return None

    def options_of(self, seat: int) -> list[A.Use]:
        """Every payable option of the seat's character (O9), fully specified."""
        return payable_options(self.character_of(seat), seat, self.hands[seat], self.num_players)

    def use_error(self, seat: int, action: A.Use) -> str | None:
        character = self.character_of(seat)
        if action.character != character:
            return (
                f"{self.names[seat]} influences the {D.CHARACTER_NAMES[character]}, "
                "not this character."
            )
        hand = self.hands[seat]
        return cost_error(character, action.option, hand) or choice_error(
            action, seat, hand, self.num_players
        )


@cache
def contribution_candidates(held: tuple[int, ...], size: int) -> tuple[A.Add, ...]:
    """`size` cards of the colours held, each set once (kept: bots contribute in every playout)."""
    return tuple(A.Add(cards) for cards in combinations_with_replacement(held, size))


# The check of each kind of action: its phase first, then what it names.
REFUSALS: dict[type, Callable[[Legality, int, Any], str | None]] = {
    A.Side: Legality._side_error,
    A.Place: Legality._place_error,
    A.Troop: Legality._troop_error,
    A.Take: Legality._take_error,
    A.Use: Legality._use_error,
    A.Seen: Legality._seen_error,
    A.Offer: Legality._offer_error,
    A.JoustOffer: Legality._joust_error,
    A.Add: Legality._add_error,
}


# ----- step 2: the options of a character, for a seat's hand (bots ask too, from a view) ----------
# An option that pays cards is offered only if the hand holds them; then each of its choices
# (a target, a colour) is checked on its own.
@cache
def option_choices(character: str, option: int, seat: int, players: int) -> tuple[A.Use, ...]:
    """The ways to resolve one option: every target and colour it may name (kept: bots ask for
    them at every step of their playouts)."""
    key = (character, option)
    targets = [s for s in range(players) if s != seat] if key in TARGETED else [None]
    colours = list(range(6)) if key in COLOURED else [None]
    return tuple(A.Use(character, option, t, c) for t in targets for c in colours)


def use_candidates(character: str, seat: int, players: int) -> list[A.Use]:
    return [
        *option_choices(character, 1, seat, players),
        *option_choices(character, 2, seat, players),
    ]


def cost_error(character: str, option: int, hand: Sequence[int]) -> str | None:
    cost = D.OPTION_COST.get((character, option))
    if cost and any(h < c for h, c in zip(hand, cost)):
        return _cost_refusal(option, cost)
    return None


@cache
def _cost_refusal(option: int, cost: tuple[int, ...]) -> str:
    return f"Option {option} needs {cost_text(cost)} in hand."


def choice_error(action: A.Use, seat: int, hand: Sequence[int], players: int) -> str | None:
    """Why the target or colour named is not one the option takes, or None."""
    if action.target is not None and (action.target == seat or not 0 <= action.target < players):
        return "The target must be another player."
    colour = action.colour
    if (
        action.character == "messenger"
        and colour is not None
        and 0 <= colour < 6
        and not hand[colour]
    ):
        return f"There is no {D.COLOUR_NAMES[colour]} card in hand to pay."
    key = (action.character, action.option)
    if (
        action.option not in (1, 2)
        or (action.target is not None) != (key in TARGETED)
        or (colour is not None) != (key in COLOURED)
        or not 0 <= (colour or 0) < 6
    ):
        return "That option needs a different choice (option 1 or 2, a target, a colour)."
    return None


def payable_options(character: str, seat: int, hand: Sequence[int], players: int) -> list[A.Use]:
    """Every option of `character` the hand can pay for, with every choice it may name (O9)."""
    return [
        use
        for option in (1, 2)
        if cost_error(character, option, hand) is None
        for use in option_choices(character, option, seat, players)
        if choice_error(use, seat, hand, players) is None
    ]
