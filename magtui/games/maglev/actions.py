"""Actions and their notation: one frozen class per kind of choice, each with its notation.

  pick K03          take a bonus card in the draft (private)
  extra g           the 4th seat's extra robot colour
  corner A          choose a Moonbase corner
  start 2,3         place the train on a Mars starting station (first turn)
  put s track1      place a robot from the hand, or a new station's passenger, on the board
  track 2 | move 2 | pickup 1 | dropoff 1 | refill 3 | adjust 2 | back 1
                    begin an action with that many units
  build O 4,0       Build Station: tile type and hex
  launch phobos | launch deimos | launch pad e | launch pad out
  lay 6,5 nw-e      build a tile;  lift 6,5  remove one
  go | stop | turn  the next step of a Moon Move
  leave s | load g  Pick Up;  drop p grid11  Drop Off;  shift track2 pickup1  Adjust
  shed s            leave a passenger the train can no longer carry
  cut 6,3           forced cut-back at the double station
  face 6,4 ne       the heading when two connections appear at once at the train's station
  done              finish the running action;  end  end the turn

Each class declares its notation (magtui.core.notation); `Word`s below say how a field is written.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar

from magtui.core.notation import Mapped, Notation, OneOf, action
from magtui.games.maglev import data
from magtui.games.maglev.hexmap import Hex, hex_text, parse_hex


def sides_text(sides: tuple[int, int]) -> str:
    """A tile's two sides as the notation writes them, e.g. "e-nw"."""
    return f"{data.SIDE_NAMES[sides[0]]}-{data.SIDE_NAMES[sides[1]]}"


def _sides(word: str) -> tuple[int, int]:
    a, b = (data.SIDE_NAMES.index(w) for w in word.split("-"))
    if a == b:
        raise ValueError("a tile joins two different sides")
    return min(a, b), max(a, b)


_SIDE = "|".join(sorted(data.SIDE_NAMES, key=len, reverse=True))
HEX = Mapped(r"-?\d+,-?\d+", hex_text, parse_hex, "Q,R")
SIDES = Mapped(
    rf"(?:{_SIDE})-(?:{_SIDE})", sides_text, _sides, "SIDE-SIDE"
)  # read: smaller side first
SIDE = Mapped(_SIDE, data.SIDE_NAMES.__getitem__, data.SIDE_NAMES.index, "SIDE")
FACING = Mapped(
    _SIDE + "|out",
    lambda side: "out" if side is None else data.SIDE_NAMES[side],
    lambda word: None if word == "out" else data.SIDE_NAMES.index(word),
    "SIDE|out",
)
UNITS = Mapped("[1-4]", str, int, "1-4")
COLOUR = OneOf(*data.COLOURS, hint="COLOUR")
SPACE = OneOf(*data.BOARD_SPACES, hint="SPACE")


@dataclass(frozen=True)
class Action:
    verb: ClassVar[str]  # the notation's first word (given by `action`)


# ----- setup --------------------------------------------------------------------------------
@action("pick {card}")
@dataclass(frozen=True)
class Pick(Action):
    card: Annotated[str, OneOf(*data.CARDS, hint="CARD")]


@action("extra {robot}")
@dataclass(frozen=True)
class Extra(Action):
    robot: Annotated[str, OneOf(*data.ROBOTS)]


@action("corner {letter}")
@dataclass(frozen=True)
class Corner(Action):
    letter: Annotated[str, OneOf(*data.MOON["moonbase_corners"])]


@action("start {at}")
@dataclass(frozen=True)
class Start(Action):
    at: Annotated[Hex, HEX]


@action("put {colour} {space}")
@dataclass(frozen=True)
class Put(Action):
    colour: Annotated[str, COLOUR]
    space: Annotated[str, SPACE]


# ----- the turn's actions, begun with a number of units -------------------------------------------
@dataclass(frozen=True)
class Units(Action):
    units: Annotated[int, UNITS]


@action("track {units}")
@dataclass(frozen=True)
class Track(Units):
    pass


@action("move {units}")
@dataclass(frozen=True)
class Move(Units):
    pass


@action("pickup {units}")
@dataclass(frozen=True)
class PickUp(Units):
    pass


@action("dropoff {units}")
@dataclass(frozen=True)
class DropOff(Units):
    pass


@action("refill {units}")
@dataclass(frozen=True)
class Refill(Units):
    pass


@action("adjust {units}")
@dataclass(frozen=True)
class Adjust(Units):
    pass


@action("back {units}")
@dataclass(frozen=True)
class Back(Units):
    pass


# The player board's action rows, by their key in data.ACTION_ROWS.
BEGIN: dict[str, type[Units]] = {
    "track": Track,
    "move": Move,
    "pickup": PickUp,
    "dropoff": DropOff,
    "refill": Refill,
    "adjust": Adjust,
}


@action("build {station} {at}")
@dataclass(frozen=True)
class Build(Action):
    station: Annotated[str, OneOf(*data.STATION_TYPES)]
    at: Annotated[Hex, HEX]


@action("launch {moon}")
@dataclass(frozen=True)
class LaunchMoon(Action):
    moon: Annotated[str, OneOf(*data.MOON_NAMES)]


@action("launch pad {facing}")
@dataclass(frozen=True)
class LaunchPad(Action):
    facing: Annotated[int | None, FACING]  # the side the train faces on the pad; None: out


# ----- steps within a running action ------------------------------------------------------------
@action("lay {at} {sides}")
@dataclass(frozen=True)
class Lay(Action):
    at: Annotated[Hex, HEX]
    sides: Annotated[tuple[int, int], SIDES]  # the smaller side first


@action("lift {at}")
@dataclass(frozen=True)
class Lift(Action):
    at: Annotated[Hex, HEX]


@action("go")
@dataclass(frozen=True)
class Go(Action):
    pass


@action("stop")
@dataclass(frozen=True)
class Stop(Action):
    pass


@action("turn")
@dataclass(frozen=True)
class Turn(Action):
    pass


@action("leave {colour}")
@dataclass(frozen=True)
class Leave(Action):
    colour: Annotated[str, COLOUR]


@action("load {colour}")
@dataclass(frozen=True)
class Load(Action):
    colour: Annotated[str, COLOUR]


@action("drop {colour} {space}")
@dataclass(frozen=True)
class Drop(Action):
    colour: Annotated[str, COLOUR]
    space: Annotated[str, SPACE]


@action("shift {src} {dst}")
@dataclass(frozen=True)
class Shift(Action):
    src: Annotated[str, SPACE]
    dst: Annotated[str, SPACE]


@action("shed {colour}")
@dataclass(frozen=True)
class Shed(Action):
    colour: Annotated[str, COLOUR]


@action("cut {at}")
@dataclass(frozen=True)
class Cut(Action):
    at: Annotated[Hex, HEX]


@action("face {at} {side}")
@dataclass(frozen=True)
class Face(Action):
    at: Annotated[Hex, HEX]
    side: Annotated[int, SIDE]


@action("done")
@dataclass(frozen=True)
class Done(Action):
    pass


@action("end")
@dataclass(frozen=True)
class End(Action):
    pass


NOTATION = Notation(
    "Maglev",
    [
        Pick,
        Extra,
        Corner,
        Start,
        Put,
        Track,
        Move,
        PickUp,
        DropOff,
        Refill,
        Adjust,
        Back,
        Build,
        LaunchMoon,
        LaunchPad,
        Lay,
        Lift,
        Go,
        Stop,
        Turn,
        Leave,
        Load,
        Drop,
        Shift,
        Shed,
        Cut,
        Face,
        Done,
        End,
    ],
)
