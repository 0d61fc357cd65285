"""The Orkensturm state's fields, declared once with their types, and the small moves every rule
module shares. The rule modules are mixins of this class, so each of them sees the fields typed.

Cards of one colour are interchangeable (O6), so every pile is a count per colour in the order
R G P B Y W. Piles whose order nobody knows (supply, Orkensturm deck) are drawn from at random,
which is the same as drawing from a shuffled deck.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Self, Sequence, TypedDict

from magtui.core.game import GameState
from magtui.games.orkensturm import data as D


class TaxCollection(TypedDict):
    announcer: int
    order: tuple[int, ...]  # the seats in offering order; the announcer offers last
    pos: int  # the offer under way
    offers: dict[int, int]  # seat -> yellow cards offered, made openly


class Joust(TypedDict):
    announcer: int
    offers: list[int | None]  # per seat: red cards offered in secret, None until made


class Inspection(TypedDict):
    actor: int
    target: int
    colour: int
    hand: list[int]  # the target's hand, seen by the actor alone
    gain: int


class Reveal(TypedDict):
    """Step 4 of a turn as it was revealed (public)."""

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


class JoustResult(TypedDict):
    """The last Joust once revealed (public)."""

    turn: int
    announcer: int
    offers: list[int | None]
    places: list[int]
    ap: list[int]
    move: int


class ScoreRow(TypedDict):
    ap: int
    reward: int
    advisors: list[tuple[str, int]]
    total: int


class FinalScores(TypedDict):
    ending: str
    side: str
    reward: int
    rows: list[ScoreRow]


class OrkensturmFields(GameState):
    pawns: list[str]
    start: int  # the starting player of this turn
    turn: int
    phase: str  # loyalty advisor place troop take action inspect tax joust contribute over
    order: tuple[int, ...]  # this turn's seats from the starting player
    idx: int  # the position in `order` of the seat to act
    sides: list[str | None]
    hands: list[list[int]]
    advisors: list[list[str]]
    supply: list[int]
    reserve: list[int]
    ork: list[int]  # the face-down Orkensturm deck
    adv_decks: dict[str, list[str]]
    event_mode: str
    events: list[str]  # the event deck, top card first
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

    # ----- copying: every mutable field to its depth (the rest is shared) -----------------------
    def clone(self) -> Self:
        new = object.__new__(type(self))
        new.__dict__ = self.__dict__.copy()
        new.options = dict(self.options)
        new.rng = type(self.rng)(0)
        new.rng.state = self.rng.state
        new.log = list(self.log)
        for name in ("sides", "advisors", "supply", "reserve", "ork", "events", "event_discard",
                     "ap", "prev", "placed", "acted", "joust_first", "tax_first"):
            setattr(new, name, list(getattr(self, name)))
        new.hands = [list(h) for h in self.hands]
        new.advisors = [list(a) for a in self.advisors]
        new.adv_decks = {k: list(v) for k, v in self.adv_decks.items()}
        new.tracks = dict(self.tracks)
        if self.inspection is not None:
            new.inspection = self.inspection.copy()
            new.inspection["hand"] = list(self.inspection["hand"])
        if self.tax is not None:
            new.tax = self.tax.copy()
            new.tax["offers"] = dict(self.tax["offers"])
        if self.joust is not None:
            new.joust = self.joust.copy()
            new.joust["offers"] = list(self.joust["offers"])
        return new

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
