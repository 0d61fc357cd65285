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

Each class names its fields in `notation`; a field's name says how it is written (WORDS).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, ClassVar, NamedTuple

from magtui.core.errors import NotationError
from magtui.games.maglev import data
from magtui.games.maglev.hexmap import Hex, hex_text, parse_hex


@dataclass(frozen=True)
class Action:
    notation: ClassVar[str]  # e.g. "lay {at} {sides}"
    verb: ClassVar[str]  # the notation's first word

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        if "notation" in cls.__dict__:
            cls.verb = cls.notation.split()[0]

    def __str__(self) -> str:
        return self.notation.format(**{f.name: WORDS[f.name].text(getattr(self, f.name))
                                       for f in fields(self)})


# ----- setup --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Pick(Action):
    notation = "pick {card}"
    card: str


@dataclass(frozen=True)
class Extra(Action):
    notation = "extra {robot}"
    robot: str


@dataclass(frozen=True)
class Corner(Action):
    notation = "corner {letter}"
    letter: str


@dataclass(frozen=True)
class Start(Action):
    notation = "start {at}"
    at: Hex


@dataclass(frozen=True)
class Put(Action):
    notation = "put {colour} {space}"
    colour: str
    space: str


# ----- the turn's actions, begun with a number of units -------------------------------------------
@dataclass(frozen=True)
class Units(Action):
    units: int


@dataclass(frozen=True)
class Track(Units):
    notation = "track {units}"


@dataclass(frozen=True)
class Move(Units):
    notation = "move {units}"


@dataclass(frozen=True)
class PickUp(Units):
    notation = "pickup {units}"


@dataclass(frozen=True)
class DropOff(Units):
    notation = "dropoff {units}"


@dataclass(frozen=True)
class Refill(Units):
    notation = "refill {units}"


@dataclass(frozen=True)
class Adjust(Units):
    notation = "adjust {units}"


@dataclass(frozen=True)
class Back(Units):
    notation = "back {units}"


# The player board's action rows, by their key in data.ACTION_ROWS.
BEGIN: dict[str, type[Units]] = {"track": Track, "move": Move, "pickup": PickUp, "dropoff": DropOff,
                                 "refill": Refill, "adjust": Adjust}


@dataclass(frozen=True)
class Build(Action):
    notation = "build {station} {at}"
    station: str
    at: Hex


@dataclass(frozen=True)
class LaunchMoon(Action):
    notation = "launch {moon}"
    moon: str


@dataclass(frozen=True)
class LaunchPad(Action):
    notation = "launch pad {facing}"
    facing: int | None  # the side the train faces on the pad; None: out


# ----- steps within a running action ------------------------------------------------------------
@dataclass(frozen=True)
class Lay(Action):
    notation = "lay {at} {sides}"
    at: Hex
    sides: tuple[int, int]  # the smaller side first


@dataclass(frozen=True)
class Lift(Action):
    notation = "lift {at}"
    at: Hex


@dataclass(frozen=True)
class Go(Action):
    notation = "go"


@dataclass(frozen=True)
class Stop(Action):
    notation = "stop"


@dataclass(frozen=True)
class Turn(Action):
    notation = "turn"


@dataclass(frozen=True)
class Leave(Action):
    notation = "leave {colour}"
    colour: str


@dataclass(frozen=True)
class Load(Action):
    notation = "load {colour}"
    colour: str


@dataclass(frozen=True)
class Drop(Action):
    notation = "drop {colour} {space}"
    colour: str
    space: str


@dataclass(frozen=True)
class Shift(Action):
    notation = "shift {src} {dst}"
    src: str
    dst: str


@dataclass(frozen=True)
class Shed(Action):
    notation = "shed {colour}"
    colour: str


@dataclass(frozen=True)
class Cut(Action):
    notation = "cut {at}"
    at: Hex


@dataclass(frozen=True)
class Face(Action):
    notation = "face {at} {side}"
    at: Hex
    side: int


@dataclass(frozen=True)
class Done(Action):
    notation = "done"


@dataclass(frozen=True)
class End(Action):
    notation = "end"


KINDS: tuple[type[Action], ...] = (
    Pick, Extra, Corner, Start, Put, Track, Move, PickUp, DropOff, Refill, Adjust, Back, Build,
    LaunchMoon, LaunchPad, Lay, Lift, Go, Stop, Turn, Leave, Load, Drop, Shift, Shed, Cut, Face, Done, End)


# ----- words ----------------------------------------------------------------------------------
class Word(NamedTuple):
    text: Callable[[Any], str]
    parse: Callable[[str], Any]


def _one_of(values) -> Word:
    def check(word: str) -> str:
        if word not in values:
            raise ValueError(f"expected one of {', '.join(values)}")
        return word
    return Word(str, check)


def _sides(word: str) -> tuple[int, int]:
    a, b = (data.SIDE_NAMES.index(w) for w in word.split("-"))
    if a == b:
        raise ValueError("a tile joins two different sides")
    return min(a, b), max(a, b)


def sides_text(sides: tuple[int, int]) -> str:
    """A tile's two sides as the notation writes them, e.g. "e-nw"."""
    return f"{data.SIDE_NAMES[sides[0]]}-{data.SIDE_NAMES[sides[1]]}"


def _units(word: str) -> int:
    if word not in ("1", "2", "3", "4"):
        raise ValueError("units are 1 to 4")
    return int(word)


def _facing(word: str) -> int | None:
    if word == "out":
        return None
    if word not in data.SIDE_NAMES:
        raise ValueError("launch phobos, launch deimos or launch pad SIDE")
    return data.SIDE_NAMES.index(word)


WORDS: dict[str, Word] = {
    "card": _one_of(tuple(data.CARDS)),
    "robot": _one_of(tuple(data.ROBOTS)),
    "letter": _one_of(tuple(data.MOON["moonbase_corners"])),
    "colour": _one_of(tuple(data.COLOURS)),
    "space": _one_of(tuple(data.BOARD_SPACES)),
    "src": _one_of(tuple(data.BOARD_SPACES)),
    "dst": _one_of(tuple(data.BOARD_SPACES)),
    "station": _one_of(tuple(data.STATION_TYPES)),
    "moon": _one_of(tuple(data.MOON_NAMES)),
    "at": Word(hex_text, parse_hex),
    "sides": Word(sides_text, _sides),
    "units": Word(str, _units),
    "side": Word(lambda s: data.SIDE_NAMES[s], lambda w: data.SIDE_NAMES.index(_one_of(data.SIDE_NAMES).parse(w))),
    "facing": Word(lambda s: "out" if s is None else data.SIDE_NAMES[s], _facing),
}


def _by_verb() -> dict[str, list[tuple[type[Action], list[str]]]]:
    table: dict[str, list[tuple[type[Action], list[str]]]] = {}
    for kind in KINDS:
        words = kind.notation.split()
        table.setdefault(words[0], []).append((kind, words[1:]))
    return table


BY_VERB = _by_verb()


def _read(kind: type[Action], template: list[str], rest: list[str]) -> Action:
    if len(rest) != len(template):
        raise ValueError(f"{kind.notation.split()[0]} takes {len(template)} word(s)")
    values = {}
    for slot, word in zip(template, rest):
        if slot.startswith("{"):
            values[slot[1:-1]] = WORDS[slot[1:-1]].parse(word)
        elif word != slot:
            raise ValueError(f"expected {slot!r}")
    return kind(**values)


def parse(text: str) -> Action:
    words = text.split()
    if not words:
        raise NotationError("Empty action.")
    verb, rest = words[0].lower(), words[1:]
    try:
        if verb not in BY_VERB:
            raise ValueError(f"unknown verb {verb!r}")
        if verb == "launch":  # "launch pad SIDE" or "launch MOON": told apart by the word "pad"
            launch = LaunchPad if rest[:1] == ["pad"] else LaunchMoon
            try:
                return _read(launch, launch.notation.split()[1:], rest)
            except ValueError:
                raise ValueError("launch phobos, launch deimos or launch pad SIDE") from None
        (kind, template), = BY_VERB[verb]
        return _read(kind, template, rest)
    except ValueError as exc:
        raise NotationError(f"{text!r} is not a Maglev action: {exc}.") from None
