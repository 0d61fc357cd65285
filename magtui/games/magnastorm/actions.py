"""Magnastorm actions: one small frozen value per kind, whose text is its notation.

Notation (see rules.md): `crew C Y`, `to B4`, `move`, `gain`, `go 4b1`, `from T45 c:Y`,
`build T45 S1 k`, `lab 3 i:YO`, `lab 10 c:S`, `takeover B`, `x YYS>P`, `obj SO1`, `rm 5d2`,
`end`, `skip`, ... The first word (`verb`) names the kind; payment modifiers come last, in the
order `k`, `i:YO`, `c:S`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, ClassVar

from magtui.core.errors import NotationError

_SPACE = r"[1-6][a-f][1-3]"
_MODS = r"( k)?( i:(YO|OY))?( c:[YNSPD])?"     # Kaysia, Idris, the colour of a P cube
PATTERNS = {
    "col": r"col [A-E]",
    "res": r"res [GRUV]",
    "crew": r"crew [A-E] [YNSPD]",
    "takeover": r"takeover [A-E]( i:(YO|OY))?",
    "x": r"x [YNSPD]{3}>[YNSPD]",
    "to": r"to [A-E][1-5]",
    "move": r"move( i:(YO|OY))?",
    "gain": r"gain",
    "justin": r"justin [YNSPD]",
    "from": r"from T\d\d( c:[YNSPD])?",
    "mira": rf"mira {_SPACE}",
    "go": rf"go {_SPACE}",
    "build": r"build T\d\d S[1-3]" + _MODS,
    "lab": r"lab (10|[1-9])" + _MODS,
    "skip": r"skip",
    "adira": r"adira [GRUV]",
    "obj": r"obj (RO[1-4]( [GRUV]{1,2})?|SO[1-4])",
    "rm": rf"rm {_SPACE}",
    "end": r"end",
    "take": r"take [NSPD]",
    "place": r"place [A-E][1-5]?",
    "put": r"put [A-E][1-5]",
    "dain": r"dain [0-2]",
}
_COMPILED = {verb: re.compile(p + r"\Z") for verb, p in PATTERNS.items()}


class Action:
    """What every Magnastorm action shares: its notation is `verb` and then its words."""

    __slots__ = ()
    verb: ClassVar[str]

    def words(self) -> tuple[str, ...]:
        return ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.words()))


def mod_words(kaysia: bool = False, idris: str | None = None, pick: str | None = None) -> tuple[str, ...]:
    """The payment modifiers as notation: `k` (Kaysia), `i:YO` (Idris), `c:S` (the cube picked)."""
    return (("k",) if kaysia else ()) + ((f"i:{idris}",) if idris else ()) + ((f"c:{pick}",) if pick else ())


@dataclass(frozen=True, slots=True)
class StartColumn(Action):
    """A starting crew member in an upper column."""
    verb: ClassVar[str] = "col"
    column: str

    def words(self) -> tuple[str, ...]:
        return (self.column,)


@dataclass(frozen=True, slots=True)
class Research(Action):
    """A research level (the starting one, or a reward) in an area."""
    verb: ClassVar[str] = "res"
    area: str

    def words(self) -> tuple[str, ...]:
        return (self.area,)


@dataclass(frozen=True, slots=True)
class TakeCrew(Action):
    """A crew member (`Y` neutral, or a federation's letter) from an upper column."""
    verb: ClassVar[str] = "crew"
    column: str
    crew: str

    def words(self) -> tuple[str, ...]:
        return (self.column, self.crew)


@dataclass(frozen=True, slots=True)
class Takeover(Action):
    """The commander of a column (A: the first-player token), Idris' swap `YO`/`OY` or none."""
    verb: ClassVar[str] = "takeover"
    column: str
    idris: str | None = None

    def words(self) -> tuple[str, ...]:
        return (self.column, *mod_words(idris=self.idris))


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Three cubes (`give`, letters as typed) for one of colour `got`."""
    verb: ClassVar[str] = "x"
    give: str
    got: str

    def words(self) -> tuple[str, ...]:
        return (f"{self.give}>{self.got}",)


@dataclass(frozen=True, slots=True)
class LowerSpace(Action):
    """The crew member taken goes to a lower space of the action panel."""
    verb: ClassVar[str] = "to"
    space: str

    def words(self) -> tuple[str, ...]:
        return (self.space,)


@dataclass(frozen=True, slots=True)
class Move(Action):
    verb: ClassVar[str] = "move"
    idris: str | None = None

    def words(self) -> tuple[str, ...]:
        return mod_words(idris=self.idris)


@dataclass(frozen=True, slots=True)
class Gain(Action):
    verb: ClassVar[str] = "gain"


@dataclass(frozen=True, slots=True)
class Justin(Action):
    """Justin B. Beeper: a cube of `colour` for +1 range."""
    verb: ClassVar[str] = "justin"
    colour: str

    def words(self) -> tuple[str, ...]:
        return (self.colour,)


@dataclass(frozen=True, slots=True)
class FromStation(Action):
    """The move starts at a built station; `pick`: the colour of the fee to another owner."""
    verb: ClassVar[str] = "from"
    station: str
    pick: str | None = None

    def words(self) -> tuple[str, ...]:
        return (self.station, *mod_words(pick=self.pick))


@dataclass(frozen=True, slots=True)
class Mira(Action):
    """Mira Mascovic: land on a quiet space of an area with a lab."""
    verb: ClassVar[str] = "mira"
    space: str

    def words(self) -> tuple[str, ...]:
        return (self.space,)


@dataclass(frozen=True, slots=True)
class Go(Action):
    """The scout's destination."""
    verb: ClassVar[str] = "go"
    space: str

    def words(self) -> tuple[str, ...]:
        return (self.space,)


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Station `station` (1-3) on transmitter space `transmitter`, with its payment modifiers."""
    verb: ClassVar[str] = "build"
    transmitter: str
    station: int
    kaysia: bool = False
    idris: str | None = None
    pick: str | None = None

    def words(self) -> tuple[str, ...]:
        return (self.transmitter, f"S{self.station}", *mod_words(self.kaysia, self.idris, self.pick))


@dataclass(frozen=True, slots=True)
class Lab(Action):
    """The lab of slot `slot` (1-10) dropped on the destination, with its payment modifiers."""
    verb: ClassVar[str] = "lab"
    slot: int
    kaysia: bool = False
    idris: str | None = None
    pick: str | None = None

    def words(self) -> tuple[str, ...]:
        return (str(self.slot), *mod_words(self.kaysia, self.idris, self.pick))


@dataclass(frozen=True, slots=True)
class Skip(Action):
    verb: ClassVar[str] = "skip"


@dataclass(frozen=True, slots=True)
class Adira(Action):
    """Adira Okzil: 2O for a level in `area`."""
    verb: ClassVar[str] = "adira"
    area: str

    def words(self) -> tuple[str, ...]:
        return (self.area,)


@dataclass(frozen=True, slots=True)
class Objective(Action):
    """An objective card; a research card names the areas that move down."""
    verb: ClassVar[str] = "obj"
    card: str
    areas: str = ""

    def words(self) -> tuple[str, ...]:
        return (self.card, self.areas) if self.areas else (self.card,)


@dataclass(frozen=True, slots=True)
class RemoveLab(Action):
    """One lab returned for a sector objective."""
    verb: ClassVar[str] = "rm"
    space: str

    def words(self) -> tuple[str, ...]:
        return (self.space,)


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    verb: ClassVar[str] = "end"


@dataclass(frozen=True, slots=True)
class TakeCube(Action):
    """A cube of a player colour (a P reward)."""
    verb: ClassVar[str] = "take"
    colour: str

    def words(self) -> tuple[str, ...]:
        return (self.colour,)


@dataclass(frozen=True, slots=True)
class PlaceCrew(Action):
    """A crew member from the player board to an upper column (`A`) or a lower space (`A1`)."""
    verb: ClassVar[str] = "place"
    target: str

    def words(self) -> tuple[str, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class PutCrew(Action):
    """A taken-over crew member to a lower space."""
    verb: ClassVar[str] = "put"
    space: str

    def words(self) -> tuple[str, ...]:
        return (self.space,)


@dataclass(frozen=True, slots=True)
class Dain(Action):
    """Forrester Dain: `yellow` Y cubes for as much reputation."""
    verb: ClassVar[str] = "dain"
    yellow: int

    def words(self) -> tuple[str, ...]:
        return (str(self.yellow),)


def _mods(words: list[str]) -> dict:
    out: dict = {}
    for w in words:
        if w == "k":
            out["kaysia"] = True
        elif w.startswith("i:"):
            out["idris"] = w[2:]
        elif w.startswith("c:"):
            out["pick"] = w[2:]
    return out


# verb -> the action from the words after it (already matched against PATTERNS)
_BUILD: dict[str, Callable[[list[str]], Action]] = {
    "col": lambda w: StartColumn(w[0]),
    "res": lambda w: Research(w[0]),
    "crew": lambda w: TakeCrew(w[0], w[1]),
    "takeover": lambda w: Takeover(w[0], **_mods(w[1:])),
    "x": lambda w: Exchange(*w[0].split(">")),
    "to": lambda w: LowerSpace(w[0]),
    "move": lambda w: Move(**_mods(w)),
    "gain": lambda w: Gain(),
    "justin": lambda w: Justin(w[0]),
    "from": lambda w: FromStation(w[0], **_mods(w[1:])),
    "mira": lambda w: Mira(w[0]),
    "go": lambda w: Go(w[0]),
    "build": lambda w: Build(w[0], int(w[1][1:]), **_mods(w[2:])),
    "lab": lambda w: Lab(int(w[0]), **_mods(w[1:])),
    "skip": lambda w: Skip(),
    "adira": lambda w: Adira(w[0]),
    "obj": lambda w: Objective(*w),
    "rm": lambda w: RemoveLab(w[0]),
    "end": lambda w: EndTurn(),
    "take": lambda w: TakeCube(w[0]),
    "place": lambda w: PlaceCrew(w[0]),
    "put": lambda w: PutCrew(w[0]),
    "dain": lambda w: Dain(int(w[0])),
}


def parse(text: str) -> Action:
    text = " ".join(str(text).split())
    verb = text.split(" ", 1)[0] if text else ""
    pattern = _COMPILED.get(verb)
    if pattern is None or not pattern.match(text):
        raise NotationError(f"{text!r} is not a Magnastorm action (see the rules summary for the notation).")
    return _BUILD[verb](text.split(" ")[1:])
