"""Magnitus actions, each declared with its notation (magtui.core.notation).

Positions are whole tenths of a mm, angles whole degrees, heights whole mm, so every action's
text round-trips exactly: "place star 142.3,127.3 N", "place comet 112.3,127.3 60",
"hover planet 97.3,127.3 25 N", "move -5.0,0.0", "height +5", "turn -15", "flip", "wait",
"raise", "pass", "field 2 127.3,127.3 225", "layout done", "layout reset".

A body's kind decides how its orientation is written (a sphere placed has none, a disc its
pole N or S, a Comet its angle), so placing and hovering each have a form per group of kinds;
`place()` and `hover()` make the form of a kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from magtui.core.errors import NotationError
from magtui.core.notation import Mapped, Notation, OneOf, action, form_of


def tenths(text: str) -> int:
    """'142.3' -> 1423; refuses more than one decimal."""
    text = text.strip()
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    whole, _, frac = body.partition(".")
    if not whole.isdigit() or (frac and not frac.isdigit()) or len(frac) > 1:
        raise NotationError(f"{text!r} is not a length in mm with at most one decimal")
    return sign * (int(whole) * 10 + (int(frac) if frac else 0))


def fmt_tenths(value: int) -> str:
    sign = "-" if value < 0 else ""
    value = abs(value)
    return f"{sign}{value // 10}.{value % 10}"


def article(title: str) -> str:
    """'a Planet', 'an Asteroid'."""
    return f"{'an' if title[:1].lower() in 'aeiou' else 'a'} {title}"


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else str(value)


def _degrees(word: str) -> int:
    angle = int(word)
    if not 0 <= angle < 360:
        raise ValueError("an angle is 0 to 359 degrees")
    return angle


def _field_number(word: str) -> int:
    index = int(word) - 1
    if index < 0:
        raise ValueError("fields are numbered from 1")
    return index


# How the fields are written.
Tenths = Annotated[int, Mapped(r"[+-]?\d+(?:\.\d)?", fmt_tenths, tenths)]  # "142.3" mm
Signed = Annotated[int, Mapped(r"[+-]?\d+", _signed, int)]  # "+5", "-15"
Whole = Annotated[int, Mapped(r"[+-]?\d+", str, int)]  # "25"
POLE = Mapped(
    "N|S", lambda pole: "N" if pole == 1 else "S", lambda word: 1 if word == "N" else -1, "N|S"
)
DEGREES = Mapped(r"\d+", str, _degrees, "DEGREES")  # 0-359

SPHERES, DISCS = ("planet", "moon"), ("star", "asteroid")


# ----- placing --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Place:
    """A body from the hand put on the galaxy; `orient` is a disc's pole (±1), a Comet's angle
    in degrees, None for a sphere. Made with `place()`, in the form of its kind."""

    kind: str
    x: Tenths
    y: Tenths
    orient: int | None = None

    def __post_init__(self) -> None:
        form_of(type(self))  # refuses the bare base: it has no notation of its own


@action("place {kind} {x},{y}")
@dataclass(frozen=True)
class PlaceSphere(Place):
    kind: Annotated[str, OneOf(*SPHERES)]


@action("place {kind} {x},{y} {orient}")
@dataclass(frozen=True)
class PlaceDisc(Place):
    kind: Annotated[str, OneOf(*DISCS)]
    orient: Annotated[int | None, POLE] = None


@action("place {kind} {x},{y} {orient}")
@dataclass(frozen=True)
class PlaceComet(Place):
    kind: Annotated[str, OneOf("comet")]
    orient: Annotated[int | None, DEGREES] = None


def place(kind: str, x: int, y: int, orient: int | None = None) -> Place:
    """Placing a body of `kind` at (x, y) in tenths of a mm."""
    form = PlaceComet if kind == "comet" else PlaceDisc if kind in DISCS else PlaceSphere
    return form(kind, x, y, orient)


# ----- hovering -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hover:
    """A body from the hand lowered into hover at `height` mm; `orient` is its pole (±1), a
    Comet's angle in degrees. Made with `hover()`, in the form of its kind."""

    kind: str
    x: Tenths
    y: Tenths
    height: Whole
    orient: int

    def __post_init__(self) -> None:
        form_of(type(self))  # refuses the bare base: it has no notation of its own


@action("hover {kind} {x},{y} {height} {orient}")
@dataclass(frozen=True)
class HoverPole(Hover):
    kind: Annotated[str, OneOf(*SPHERES, *DISCS)]
    orient: Annotated[int, POLE]


@action("hover {kind} {x},{y} {height} {orient}")
@dataclass(frozen=True)
class HoverComet(Hover):
    kind: Annotated[str, OneOf("comet")]
    orient: Annotated[int, DEGREES]


def hover(kind: str, x: int, y: int, height: int, orient: int) -> Hover:
    """Lowering a body of `kind` into hover over (x, y) in tenths of a mm."""
    return (HoverComet if kind == "comet" else HoverPole)(kind, x, y, height, orient)


# ----- steering the held body ----------------------------------------------------------------
@action("move {dx},{dy}")
@dataclass(frozen=True)
class Move:
    dx: Tenths
    dy: Tenths


@action("height {dh}")
@dataclass(frozen=True)
class Height:
    dh: Signed


@action("turn {degrees}")
@dataclass(frozen=True)
class Turn:
    degrees: Signed


@action("flip")
@dataclass(frozen=True)
class Flip:
    pass


@action("wait")
@dataclass(frozen=True)
class Wait:
    pass


@action("raise")
@dataclass(frozen=True)
class Raise:
    pass


@action("pass")
@dataclass(frozen=True)
class Pass:
    pass


# ----- the custom layout ---------------------------------------------------------------------
@action("field {index} {x},{y} {angle}")
@dataclass(frozen=True)
class SetField:
    """Custom layout: field `index` (0-based, written from 1) with its right angle at (x, y),
    legs at angle."""

    index: Annotated[int, Mapped(r"\d+", lambda index: str(index + 1), _field_number, "N")]
    x: Tenths
    y: Tenths
    angle: Annotated[int, DEGREES]


@action("layout done")
@dataclass(frozen=True)
class LayoutDone:
    pass


@action("layout reset")
@dataclass(frozen=True)
class LayoutReset:
    pass


FLIP, WAIT, RAISE, PASS = Flip(), Wait(), Raise(), Pass()
LAYOUT_DONE, LAYOUT_RESET = LayoutDone(), LayoutReset()
LAYOUT_ACTIONS = (SetField, LayoutDone, LayoutReset)
# The actions that steer a hovering body, each a slice of simulated time.
STEERING = (Move, Height, Turn, Flip, Wait)

NOTATION = Notation(
    "Magnitus",
    [
        PlaceSphere,
        PlaceDisc,
        PlaceComet,
        HoverPole,
        HoverComet,
        Move,
        Height,
        Turn,
        Flip,
        Wait,
        Raise,
        Pass,
        SetField,
        LayoutDone,
        LayoutReset,
    ],
)


def runs_physics(action) -> bool:
    """Placing, and every hover action: the moves whose outcome the simulation decides."""
    return isinstance(action, (Place, Hover, Raise, *STEERING))
