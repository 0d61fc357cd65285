"""The Orkensturm state declared once: its fields, typed, each with who may see it (copies and
redacted views come from this declaration, magtui.core.model), and the small moves every rule
module shares. The rule modules are mixins of this class, so each of them sees the fields typed.

Cards of one colour are interchangeable (O6), so every pile is a count per colour in the order
R G P B Y W. Piles whose order nobody knows (supply, Orkensturm deck) are drawn from at random,
which is the same as drawing from a shuffled deck.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass, field
from typing import Annotated, Sequence

from magtui.core.game import GameState
from magtui.core.model import Hidden, Model, Owned, PerSeat
from magtui.games.orkensturm import data as D


@dataclass
class TaxCollection(Model):
    """A Tax Collection under way (4.1): offers of yellow, made openly."""

    announcer: int
    order: tuple[int, ...]  # the seats in offering order; the announcer offers last
    pos: int = 0  # the offer under way
    offers: dict[int, int] = field(default_factory=dict)  # seat -> yellow cards offered


def offer_made(offer: int | None) -> str | None:
    return None if offer is None else "made"


@dataclass
class Joust(Model):
    """A Joust under way (4.2): each seat offers red cards in secret."""

    announcer: int
    # None until made; each seat sees its own, the others only whether it was made
    offers: Annotated[list[int | None], PerSeat(shown_as=offer_made)]


@dataclass
class Inspection(Model):
    """An Inspector's or Spy's look at another hand (4.3): the actor alone sees it."""

    actor: int
    target: int
    colour: int
    hand: Annotated[list[int], Owned()]
    gain: int

    def owner_seat(self) -> int:
        return self.actor


@dataclass
class Reveal(Model):
    """Step 4 of a turn as it was revealed."""

    turn: int
    cards: str
    counts: list[int]
    battle: str
    margin: int
    time: str
    treasury: str
    before: dict[str, int]
    after_storm: dict[str, int]
    after: dict[str, int]
    event: str | None
    event_ap: list[int]


@dataclass
class JoustResult(Model):
    """The last Joust once revealed: offers, places and AP side by side."""

    turn: int
    announcer: int
    offers: list[int]
    places: list[int]
    ap: list[int]
    move: int  # the action that revealed it


@dataclass
class ScoreRow(Model):
    ap: int
    reward: int
    advisors: list[tuple[str, int]]  # each card with its value
    total: int
    hand: list[int]  # the final hand, revealed with the advisors


@dataclass
class FinalScores(Model):
    ending: str
    side: str
    reward: int
    rows: list[ScoreRow]


def deck_sizes(decks: dict[str, list[str]]) -> dict[str, int]:
    return {side: len(deck) for side, deck in decks.items()}


class OrkensturmModel(GameState):
    pawns: list[str]
    start: int  # the starting player of this turn
    turn: int
    phase: str  # loyalty advisor place troop take action inspect tax joust contribute over
    order: tuple[int, ...]  # this turn's seats from the starting player
    idx: int  # the position in `order` of the seat to act
    sides: list[str | None]
    hands: Annotated[list[list[int]], PerSeat(shown_as=sum)]  # others see its size
    advisors: Annotated[list[list[str]], PerSeat(shown_as=len)]
    supply: Annotated[list[int], Hidden(shown_as=sum)]  # face down
    reserve: list[int]
    ork: Annotated[list[int], Hidden(shown_as=sum)]  # the face-down Orkensturm deck
    adv_decks: Annotated[dict[str, list[str]], Hidden(shown_as=deck_sizes)]
    event_mode: str
    events: Annotated[list[str], Hidden(shown_as=len)]  # the event deck, top card first
    event: str | None
    event_discard: list[str]
    tracks: dict[str, int]
    ap: list[int]
    prev: list[str | None]  # each pawn's character last turn
    placed: list[str | None]
    acted: list[bool]
    battles_won: int
    battles_lost: int
    joust_first: list[int]
    tax_first: list[int]
    tax: TaxCollection | None
    joust: Joust | None
    inspection: Inspection | None
    last_reveal: Reveal | None
    last_joust: JoustResult | None
    moves: int  # actions played so far (what just happened is a public moment)
    take_for: str  # what the pending "take any" belongs to: bonus or magician
    final: FinalScores | None

    @abstractmethod
    def action_done(self, seat: int) -> None:
        """The seat's step 2 is over: its pawn moves to its character's exit; the next acts."""

    # ----- small shared moves ---------------------------------------------------------------
    def current(self) -> int:
        return self.order[self.idx]

    def side_of(self, seat: int) -> str:
        """The seat's loyalty, chosen in the setup."""
        side = self.sides[seat]
        assert side is not None, "no loyalty chosen yet"
        return side

    def character_of(self, seat: int) -> str:
        """The character the seat's pawn stands on this turn, once placed."""
        character = self.placed[seat]
        assert character is not None, "no pawn placed yet"
        return character

    def seats_of(self, side: str) -> list[int]:
        return [s for s in range(self.num_players) if self.sides[s] == side]

    def placed_on(self, character: str) -> int | None:
        for seat, placed in enumerate(self.placed):
            if placed == character:
                return seat
        return None

    def open_characters(self) -> tuple[str, ...]:
        return D.CHARACTERS if self.num_players >= D.MESSENGER_MIN_PLAYERS else D.CHARACTERS_UNDER_6

    def gain_ap(self, seat: int, amount: int) -> None:
        self.ap[seat] += amount

    def move_track(self, track: str, delta: int) -> None:
        """Clamp at once; a track at 0 never rises again (zero is final)."""
        value = self.tracks[track]
        if value == 0 and delta > 0:
            return
        self.tracks[track] = max(D.TRACK_MIN[track], min(D.TRACK_MAX[track], value + delta))

    def take(self, seat: int, colour: int) -> bool:
        if self.reserve[colour] == 0:
            return False
        self.reserve[colour] -= 1
        self.hands[seat][colour] += 1
        return True

    def pay(self, seat: int, counts: Sequence[int]) -> None:
        for colour, count in enumerate(counts):
            self.hands[seat][colour] -= count
            self.reserve[colour] += count

    def draw(self, seat: int, count: int, log: bool = True) -> int:
        """Draw from the supply; an empty supply is rebuilt from the reserve (O8)."""
        drawn = 0
        for _ in range(count):
            if not any(self.supply):
                rebuilt = [1 if n else 0 for n in self.reserve]
                if not any(rebuilt):
                    break
                for colour, n in enumerate(rebuilt):
                    self.reserve[colour] -= n
                    self.supply[colour] += n
                self.log.append(f"The supply is rebuilt from the reserve ({sum(rebuilt)} cards).")
            colour = self.random_card(self.supply)
            self.supply[colour] -= 1
            self.hands[seat][colour] += 1
            drawn += 1
        if drawn:
            self.undoable = False
        if log and count:
            self.log.append(f"{self.names[seat]} draws {drawn} card{'s' * (drawn != 1)}.")
        return drawn

    def random_card(self, pile: list[int]) -> int:
        """A colour drawn at random from a pile of per-colour counts."""
        pick = self.rng.randbelow(sum(pile))
        for colour, n in enumerate(pile):
            if pick < n:
                return colour
            pick -= n
        raise AssertionError("empty pile")
