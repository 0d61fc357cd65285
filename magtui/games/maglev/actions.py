"""Actions and their notation. Every choice is one small `Act`: a verb and a few words.

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
"""

from __future__ import annotations

from dataclasses import dataclass

from magtui.core.errors import NotationError
from magtui.games.maglev import data
from magtui.games.maglev.hexmap import hex_text, parse_hex


@dataclass(frozen=True)
class Act:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb,) + self.args)


def _hex(word: str) -> str:
    return hex_text(parse_hex(word))


def _sides(word: str) -> str:
    a, b = (data.SIDE_NAMES.index(w) for w in word.split("-"))
    if a == b:
        raise ValueError("a tile joins two different sides")
    a, b = min(a, b), max(a, b)
    return f"{data.SIDE_NAMES[a]}-{data.SIDE_NAMES[b]}"


def _one_of(values):
    def check(word: str) -> str:
        if word not in values:
            raise ValueError(f"expected one of {', '.join(values)}")
        return word
    return check


def _units(word: str) -> str:
    if word not in ("1", "2", "3", "4"):
        raise ValueError("units are 1 to 4")
    return word


ARGS = {
    "pick": (_one_of(tuple(data.CARDS)),),
    "extra": (_one_of(tuple(data.ROBOTS)),),
    "corner": (_one_of(tuple(data.MOON["moonbase_corners"])),),
    "start": (_hex,),
    "put": (_one_of(tuple(data.COLOURS)), _one_of(tuple(data.BOARD_SPACES))),
    "build": (_one_of(tuple(data.STATION_TYPES)), _hex),
    "lay": (_hex, _sides),
    "lift": (_hex,),
    "leave": (_one_of(tuple(data.COLOURS)),),
    "load": (_one_of(tuple(data.COLOURS)),),
    "shed": (_one_of(tuple(data.COLOURS)),),
    "drop": (_one_of(tuple(data.COLOURS)), _one_of(tuple(data.BOARD_SPACES))),
    "shift": (_one_of(tuple(data.BOARD_SPACES)), _one_of(tuple(data.BOARD_SPACES))),
    "cut": (_hex,),
    "face": (_hex, _one_of(data.SIDE_NAMES)),
    "end": (), "done": (), "go": (), "stop": (), "turn": (),
}
for _verb in data.ACTION_KEYS + ("back",):
    ARGS[_verb] = (_units,)
UNIT_VERBS = data.ACTION_KEYS + ("back",)


def parse(text: str) -> Act:
    words = text.split()
    if not words:
        raise NotationError("Empty action.")
    verb, rest = words[0].lower(), words[1:]
    try:
        if verb == "launch":
            if rest in (["phobos"], ["deimos"]):
                return Act(verb, tuple(rest))
            if len(rest) == 2 and rest[0] == "pad":
                return Act(verb, ("pad", _one_of(data.SIDE_NAMES + ("out",))(rest[1])))
            raise ValueError("launch phobos, launch deimos or launch pad SIDE")
        if verb not in ARGS:
            raise ValueError(f"unknown verb {verb!r}")
        checks = ARGS[verb]
        if len(rest) != len(checks):
            raise ValueError(f"{verb} takes {len(checks)} word(s)")
        return Act(verb, tuple(check(word) for check, word in zip(checks, rest)))
    except ValueError as exc:
        raise NotationError(f"{text!r} is not a Maglev action: {exc}.") from None
