"""What a seat may do now, and the sentence that refuses anything else: one check per kind of
action. `legal_actions` lists the candidates of the phase that pass it; `apply` refuses with it."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Sequence

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.characters import cost_text
from magtui.games.orkensturm.fields import OrkensturmFields

# The options that name a target player, and those that name a colour (the Messenger pays one).
TARGETED = {("inquisitor", 1), ("spy", 2)}
COLOURED = {("spy", 2), ("messenger", 1), ("messenger", 2)}


class Legality(OrkensturmFields):
    """Mixed into the state."""

    def legal_actions(self, seat: int) -> list[A.Action]:
        if seat not in self.to_act():
            return []
        return [action for action in self._candidates(seat) if self.refusal(seat, action) is None]

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
            size = min(D.CONTRIBUTION, sum(hand))
            return [A.Add(cards) for cards in combinations_with_replacement(range(6), size)]
        return []

    def refusal(self, seat: int, action: object) -> str | None:
        """None when `seat` may play `action` now, else the sentence the player reads."""
        phase = self.phase
        match action:
            case A.Side(side):
                if phase != "loyalty":
                    return "Loyalty is chosen only at the start of the game."
                if side not in D.SIDES or not self.side_open(side):
                    return f"No {D.SIDE_NAMES.get(side, side)} loyalty card is left."
            case A.Place(character):
                if phase != "place":
                    return "Pawns are placed only in step 1."
                if character not in D.CHARACTERS:
                    return f"There is no character {character!r}."
                return self.placement_error(seat, character)
            case A.Troop(colour):
                if phase != "troop":
                    return "Only the last placer takes a bonus red or green card, right after placing."
                if colour not in (D.R, D.G):
                    return "The first bonus card is red or green."
                return self._reserve_error(colour)
            case A.Take(colour):
                if phase != "take":
                    return "There is no card of free choice to take now."
                if not 0 <= colour < 6:
                    return "Colours are R G P B Y W."
                return self._reserve_error(colour)
            case A.Use():
                if phase != "action":
                    return "Characters act only in step 2."
                return self.use_error(seat, action)
            case A.Seen():
                if phase not in ("inspect", "advisor"):
                    return "No inspected hand or advisor card is open."
            case A.Offer(count):
                if phase != "tax":
                    return "No Tax Collection is under way."
                return self._offer_error(seat, count, D.Y)
            case A.JoustOffer(count):
                if phase != "joust":
                    return "No Joust is under way."
                return self._offer_error(seat, count, D.R)
            case A.Add(cards):
                if phase != "contribute":
                    return "Cards go into the Orkensturm deck only in step 3."
                return self._contribution_error(seat, cards)
            case _:
                return f"{action!r} is not an Orkensturm action."
        return None

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
        if not self._can_match(list(self.order[self.idx + 1:]), free):
            return ("A later player would be left without a legal space; "
                    "take another character.")
        return None

    def _can_match(self, seats: list[int], free: list[str]) -> bool:
        if not seats:
            return True
        seat = seats[0]
        return any(self._can_match(seats[1:], [f for f in free if f != c])
                   for c in free if c != self.prev[seat])

    def _reserve_error(self, colour: int) -> str | None:
        if not self.reserve[colour]:
            return f"The reserve has no {D.COLOUR_NAMES[colour]} card."
        return None

    def _offer_error(self, seat: int, count: int, colour: int) -> str | None:
        held = self.hands[seat][colour]
        if not 0 <= count <= held:
            return f"{self.names[seat]} holds only {held} {D.COLOUR_NAMES[colour]} cards."
        return None

    def _contribution_error(self, seat: int, cards: tuple[int, ...]) -> str | None:
        hand = self.hands[seat]
        size = min(D.CONTRIBUTION, sum(hand))
        fits = (len(cards) == size and list(cards) == sorted(cards)
                and all(0 <= c < 6 and cards.count(c) <= hand[c] for c in cards))
        if not fits:
            return f"Add exactly {size} card{'s' * (size != 1)} from the hand."
        return None

    def options_of(self, seat: int) -> list[A.Use]:
        """Every payable option of the seat's character (O9), fully specified."""
        return payable_options(self.character_of(seat), seat, self.hands[seat], self.num_players)

    def use_error(self, seat: int, action: A.Use) -> str | None:
        character = self.character_of(seat)
        if action.character != character:
            return f"{self.names[seat]} influences the {D.CHARACTER_NAMES[character]}, not this character."
        return option_error(action, seat, self.hands[seat], self.num_players)


# ----- step 2: the options of a character, for a seat's hand (bots ask too, from a view) ----------
def use_candidates(character: str, seat: int, players: int) -> list[A.Use]:
    """Both options of `character`, with every target and colour they may name."""
    others = [s for s in range(players) if s != seat]
    out: list[A.Use] = []
    for option in (1, 2):
        targets: list[int | None] = list(others) if (character, option) in TARGETED else [None]
        colours: list[int | None] = list(range(6)) if (character, option) in COLOURED else [None]
        out += [A.Use(character, option, t, c) for t in targets for c in colours]
    return out


def option_error(action: A.Use, seat: int, hand: Sequence[int], players: int) -> str | None:
    """Why `seat` holding `hand` may not resolve this option of its own character, or None."""
    key = (action.character, action.option)
    cost = D.OPTION_COST.get(key)
    if cost and any(h < c for h, c in zip(hand, cost)):
        return f"Option {action.option} needs {cost_text(cost)} in hand."
    if action.target is not None and (action.target == seat or not 0 <= action.target < players):
        return "The target must be another player."
    colour = action.colour
    if action.character == "messenger" and colour is not None and 0 <= colour < 6 and not hand[colour]:
        return f"There is no {D.COLOUR_NAMES[colour]} card in hand to pay."
    if (action.option not in (1, 2) or (action.target is not None) != (key in TARGETED)
            or (colour is not None) != (key in COLOURED) or not 0 <= (colour or 0) < 6):
        return "That option needs a different choice (option 1 or 2, a target, a colour)."
    return None


def payable_options(character: str, seat: int, hand: Sequence[int], players: int) -> list[A.Use]:
    return [use for use in use_candidates(character, seat, players)
            if option_error(use, seat, hand, players) is None]
