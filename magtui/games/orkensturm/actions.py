"""Orkensturm actions: small frozen values whose str() is the notation.

Seats are written from 1 (`@2` is the second seat); colours by letter (R G P B Y W).
"""

from __future__ import annotations

from dataclasses import dataclass

from magtui.core.errors import NotationError
from magtui.games.orkensturm.data import CHARACTERS, COLOURS, SIDES


@dataclass(frozen=True)
class Side:
    """Take a loyalty card: `side brin` / `side answin`."""

    side: str

    def __str__(self) -> str:
        return f"side {self.side}"


@dataclass(frozen=True)
class Place:
    """Put the pawn on a character: `place knight`."""

    character: str

    def __str__(self) -> str:
        return f"place {self.character}"


@dataclass(frozen=True)
class Troop:
    """The last placer's first bonus card, red or green: `troop R`."""

    colour: int

    def __str__(self) -> str:
        return f"troop {COLOURS[self.colour]}"


@dataclass(frozen=True)
class Take:
    """Take one card of any colour the reserve holds: `take W`."""

    colour: int

    def __str__(self) -> str:
        return f"take {COLOURS[self.colour]}"


@dataclass(frozen=True)
class Use:
    """Resolve an option of the own character: `regent 2`, `inquisitor 1 @3`, `spy 2 @3 G`,
    `messenger 1 R` (the Messenger names the card it pays)."""

    character: str
    option: int
    target: int | None = None
    colour: int | None = None

    def __str__(self) -> str:
        parts = [self.character, str(self.option)]
        if self.target is not None:
            parts.append(f"@{self.target + 1}")
        if self.colour is not None:
            parts.append(COLOURS[self.colour])
        return " ".join(parts)


@dataclass(frozen=True)
class Offer:
    """A Tax Collection offer of yellow cards, made openly: `offer 2`."""

    count: int

    def __str__(self) -> str:
        return f"offer {self.count}"


@dataclass(frozen=True)
class JoustOffer:
    """A secret Joust offer of red cards: `joust 2`."""

    count: int

    def __str__(self) -> str:
        return f"joust {self.count}"


@dataclass(frozen=True)
class Seen:
    """Close the private view of an inspected hand: `done`."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Add:
    """Add cards face down to the Orkensturm deck: `add RG` (colour order)."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return "add " + "".join(COLOURS[c] for c in self.cards)


# Every Orkensturm action.
Action = Side | Place | Troop | Take | Use | Offer | JoustOffer | Seen | Add


def colour_of(letter: str) -> int:
    if len(letter) != 1 or letter.upper() not in COLOURS:
        raise NotationError(f"{letter!r} is not a colour (R G P B Y W).")
    return COLOURS.index(letter.upper())


def _count(text: str) -> int:
    if not text.isdigit():
        raise NotationError(f"{text!r} is not a number of cards.")
    return int(text)


def parse(text: str) -> Action:
    words = text.strip().split()
    if not words:
        raise NotationError("An empty line is not an action.")
    head, rest = words[0].lower(), words[1:]
    if head == "side" and len(rest) == 1 and rest[0].lower() in SIDES:
        return Side(rest[0].lower())
    if head == "place" and len(rest) == 1 and rest[0].lower() in CHARACTERS:
        return Place(rest[0].lower())
    if head == "troop" and len(rest) == 1:
        return Troop(colour_of(rest[0]))
    if head == "take" and len(rest) == 1:
        return Take(colour_of(rest[0]))
    if head == "offer" and len(rest) == 1:
        return Offer(_count(rest[0]))
    if head == "joust" and len(rest) == 1:
        return JoustOffer(_count(rest[0]))
    if head == "done" and not rest:
        return Seen()
    if head == "add" and len(rest) == 1:
        return Add(tuple(sorted(colour_of(c) for c in rest[0])))
    if head in CHARACTERS and rest and rest[0] in ("1", "2") and len(rest) <= 3:
        target = colour = None
        for word in rest[1:]:
            if word.startswith("@") and word[1:].isdigit() and target is None and colour is None:
                target = int(word[1:]) - 1
            elif colour is None:
                colour = colour_of(word)
            else:
                raise NotationError(f"{text!r}: too many words.")
        return Use(head, int(rest[0]), target, colour)
    raise NotationError(
        f"{text!r} is not an Orkensturm action (e.g. 'place knight', 'spy 2 @3 G', 'add RG').")
