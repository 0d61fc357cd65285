"""Magnitus actions and their notation.

Positions are whole tenths of a mm, angles whole degrees, heights whole mm, so every action's
text round-trips exactly: "place star 142.3,127.3 N", "place comet 112.3,127.3 60",
"hover planet 97.3,127.3 25 N", "move -5.0,0.0", "height +5", "turn -15", "flip", "wait",
"raise", "pass", "field 2 127.3,127.3 225", "layout done", "layout reset".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from magtui.core.errors import NotationError
from magtui.games.magnitus import data


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


def _int(text: str) -> int:
    t = text.strip()
    if not t.lstrip("+-").isdigit():
        raise NotationError(f"{text!r} is not a whole number")
    return int(t)


def _point(text: str) -> tuple[int, int]:
    x, sep, y = text.partition(",")
    if not sep:
        raise NotationError(f"{text!r} is not a position x,y in mm")
    return tenths(x), tenths(y)


def orient_text(kind: str, orient: int | None) -> str:
    if kind in ("star", "asteroid") or (orient is not None and kind in ("planet", "moon")):
        return "N" if orient == 1 else "S"
    if kind == "comet":
        return str(orient)
    return ""


def _held_orient(kind: str, words: list[str]) -> int:
    """A held body's orientation: a Comet's angle in whole degrees, any other body's pole."""
    if kind == "comet":
        if len(words) != 1:
            raise NotationError("a comet needs its angle in whole degrees")
        angle = _int(words[0])
        if not 0 <= angle < 360:
            raise NotationError("a comet's angle is 0 to 359 degrees")
        return angle
    if len(words) != 1 or words[0] not in ("N", "S"):
        raise NotationError(f"a {kind} needs its pole, N or S")
    return 1 if words[0] == "N" else -1


def _placed_orient(kind: str, words: list[str]) -> int | None:
    """A placed body's orientation: none for a sphere, which turns itself to the field."""
    if kind in ("planet", "moon"):
        if words:
            raise NotationError(f"a {kind} takes no orientation when placed")
        return None
    return _held_orient(kind, words)


def _kind(word: str) -> str:
    if word not in data.KIND_INDEX:
        raise NotationError(f"{word!r} is not a body (planet, moon, comet, star, asteroid)")
    return word


@dataclass(frozen=True)
class Place:
    kind: str
    x: int            # tenths of a mm
    y: int
    orient: int | None = None   # pole ±1 for discs, degrees for comets, None for spheres

    def __str__(self) -> str:
        tail = orient_text(self.kind, self.orient)
        return f"place {self.kind} {fmt_tenths(self.x)},{fmt_tenths(self.y)}" + (f" {tail}" if tail else "")


@dataclass(frozen=True)
class Hover:
    """Lower a body from the hand into hover at height `height` mm."""

    kind: str
    x: int
    y: int
    height: int
    orient: int       # pole ±1 for discs and spheres, degrees for comets

    def __str__(self) -> str:
        return (f"hover {self.kind} {fmt_tenths(self.x)},{fmt_tenths(self.y)} {self.height} "
                f"{orient_text(self.kind, self.orient)}")


@dataclass(frozen=True)
class Move:
    dx: int
    dy: int

    def __str__(self) -> str:
        return f"move {fmt_tenths(self.dx)},{fmt_tenths(self.dy)}"


@dataclass(frozen=True)
class Height:
    dh: int

    def __str__(self) -> str:
        return f"height {_signed(self.dh)}"


@dataclass(frozen=True)
class Turn:
    degrees: int

    def __str__(self) -> str:
        return f"turn {_signed(self.degrees)}"


@dataclass(frozen=True)
class Word:
    """An action of a fixed word or two, without arguments: its notation is its WORD."""

    WORD: ClassVar[str] = ""

    def __str__(self) -> str:
        return self.WORD


@dataclass(frozen=True)
class Flip(Word):
    WORD = "flip"


@dataclass(frozen=True)
class Wait(Word):
    WORD = "wait"


@dataclass(frozen=True)
class Raise(Word):
    WORD = "raise"


@dataclass(frozen=True)
class Pass(Word):
    WORD = "pass"


@dataclass(frozen=True)
class LayoutDone(Word):
    WORD = "layout done"


@dataclass(frozen=True)
class LayoutReset(Word):
    WORD = "layout reset"


FLIP, WAIT, RAISE, PASS = Flip(), Wait(), Raise(), Pass()
LAYOUT_DONE, LAYOUT_RESET = LayoutDone(), LayoutReset()
WORDS = {str(a): a for a in (FLIP, WAIT, RAISE, PASS, LAYOUT_DONE, LAYOUT_RESET)}
# The actions that steer a hovering body, each a slice of simulated time.
STEERING = (Move, Height, Turn, Flip, Wait)


def runs_physics(action) -> bool:
    """Placing, and every hover action: the moves whose outcome the simulation decides."""
    return isinstance(action, (Place, Hover, Raise, *STEERING))


@dataclass(frozen=True)
class SetField:
    """Custom layout: field `index` (0-based) with its right angle at (x, y), legs at angle."""

    index: int
    x: int
    y: int
    angle: int

    def __str__(self) -> str:
        return f"field {self.index + 1} {fmt_tenths(self.x)},{fmt_tenths(self.y)} {self.angle}"


LAYOUT_ACTIONS = (SetField, LayoutDone, LayoutReset)


def parse(text: str):
    words = text.split()
    if not words:
        raise NotationError("empty action")
    joined = " ".join(words)
    if joined in WORDS:
        return WORDS[joined]
    head, rest = words[0], words[1:]
    if head == "place" and len(rest) >= 2:
        kind = _kind(rest[0])
        x, y = _point(rest[1])
        return Place(kind, x, y, _placed_orient(kind, rest[2:]))
    if head == "hover" and len(rest) == 4:
        kind = _kind(rest[0])
        x, y = _point(rest[1])
        return Hover(kind, x, y, _int(rest[2]), _held_orient(kind, rest[3:]))
    if head == "move" and len(rest) == 1:
        return Move(*_point(rest[0]))
    if head == "height" and len(rest) == 1:
        return Height(_int(rest[0]))
    if head == "turn" and len(rest) == 1:
        return Turn(_int(rest[0]))
    if head == "field" and len(rest) == 3:
        index = _int(rest[0]) - 1
        x, y = _point(rest[1])
        angle = _int(rest[2])
        if index < 0 or not 0 <= angle < 360:
            raise NotationError("a field is 'field N x,y angle' with N from 1 and angle 0-359")
        return SetField(index, x, y, angle)
    raise NotationError(f"{text!r} is not a Magnitus action")
