"""Orkensturm actions: frozen values declared with their notation (magtui.core.notation).

Seats are written from 1 (`@2` is the second seat); colours by letter (R G P B Y W).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from magtui.core.notation import Mapped, Notation, OneOf, action
from magtui.games.orkensturm.data import CHARACTERS, COLOURS, SIDES

COLOUR = Mapped(f"[{COLOURS}]", COLOURS.__getitem__, COLOURS.index, "R|G|P|B|Y|W")
SEAT = Mapped(r"\d+", lambda seat: str(seat + 1), lambda word: int(word) - 1, "SEAT")
COUNT = Mapped(r"\d+", str, int, "N")
OPTION = Mapped("[12]", str, int, "1|2")
# Cards added face down, written in colour order; read in any order.
CARDS = Mapped(
    f"[{COLOURS}]+",
    lambda cards: "".join(COLOURS[c] for c in cards),
    lambda word: tuple(sorted(COLOURS.index(c) for c in word)),
    "CARDS",
)


@action("side {side}")
@dataclass(frozen=True)
class Side:
    """Take a loyalty card: `side brin` / `side answin`."""

    side: Annotated[str, OneOf(*SIDES)]


@action("place {character}")
@dataclass(frozen=True)
class Place:
    """Put the pawn on a character: `place knight`."""

    character: Annotated[str, OneOf(*CHARACTERS)]


@action("troop {colour}")
@dataclass(frozen=True)
class Troop:
    """The last placer's first bonus card, red or green: `troop R`."""

    colour: Annotated[int, COLOUR]


@action("take {colour}")
@dataclass(frozen=True)
class Take:
    """Take one card of any colour the reserve holds: `take W`."""

    colour: Annotated[int, COLOUR]


@action("{character} {option}[ @{target}][ {colour}]")
@dataclass(frozen=True)
class Use:
    """Resolve an option of the own character: `regent 2`, `inquisitor 1 @3`, `spy 2 @3 G`,
    `messenger 1 R` (the Messenger names the card it pays)."""

    character: Annotated[str, OneOf(*CHARACTERS)]
    option: Annotated[int, OPTION]
    target: Annotated[int | None, SEAT] = None
    colour: Annotated[int | None, COLOUR] = None


@action("offer {count}")
@dataclass(frozen=True)
class Offer:
    """A Tax Collection offer of yellow cards, made openly: `offer 2`."""

    count: Annotated[int, COUNT]


@action("joust {count}")
@dataclass(frozen=True)
class JoustOffer:
    """A secret Joust offer of red cards: `joust 2`."""

    count: Annotated[int, COUNT]


@action("done")
@dataclass(frozen=True)
class Seen:
    """Close the private view of an inspected hand: `done`."""


@action("add {cards}")
@dataclass(frozen=True)
class Add:
    """Add cards face down to the Orkensturm deck: `add RG` (colour order)."""

    cards: Annotated[tuple[int, ...], CARDS]


# Every Orkensturm action.
Action = Side | Place | Troop | Take | Use | Offer | JoustOffer | Seen | Add
NOTATION = Notation("Orkensturm", [Side, Place, Troop, Take, Offer, JoustOffer, Seen, Add, Use])
