"""Magnastorm actions: one small frozen value per kind, declared with its notation.

Notation (see rules.md): `crew C Y`, `to B4`, `move`, `gain`, `go 4b1`, `from T45 c:Y`,
`build T45 S1 k`, `lab 3 i:YO`, `lab 10 c:S`, `takeover B`, `x YYS>P`, `obj SO1`, `rm 5d2`,
`end`, `skip`, ... The first word (`verb`) names the kind; payment modifiers come last, in the
order `k` (Kaysia), `i:YO` (Idris), `c:S` (the colour of the freely chosen cube).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar

from magtui.core.notation import Flag, Notation, OneOf, Pattern, Word, action

Space = Annotated[str, Pattern(r"[1-6][a-f][1-3]", "SPACE")]  # a planet space: 5d2
Column = Annotated[str, Pattern(r"[A-E]", "COLUMN")]  # an action panel column
Lower = Annotated[str, Pattern(r"[A-E][1-5]", "LOWER")]  # a lower space: B4
Area = Annotated[str, Pattern(r"[GRUV]", "G|R|U|V")]  # a research area
Cube = Annotated[str, Pattern(r"[YNSPD]", "Y|N|S|P|D")]  # a cube colour's letter
Kaysia = Annotated[bool, Flag("k")]
Idris = Annotated[str | None, OneOf("YO", "OY")]
Pick = Annotated[str | None, Pattern(r"[YNSPD]", "Y|N|S|P|D")]


class Action:
    """What every Magnastorm action shares: the first word of its notation names its kind."""

    __slots__ = ()
    verb: ClassVar[str]  # given by `action`


@action("col {column}")
@dataclass(frozen=True, slots=True)
class StartColumn(Action):
    """A starting crew member in an upper column."""

    column: Column


@action("res {area}")
@dataclass(frozen=True, slots=True)
class Research(Action):
    """A research level (the starting one, or a reward) in an area."""

    area: Area


@action("crew {column} {crew}")
@dataclass(frozen=True, slots=True)
class TakeCrew(Action):
    """A crew member (`Y` neutral, or a federation's letter) from an upper column."""

    column: Column
    crew: Cube


@action("takeover {column}[ i:{idris}]")
@dataclass(frozen=True, slots=True)
class Takeover(Action):
    """The commander of a column (A: the first-player token), with Idris' swap or none."""

    column: Column
    idris: Idris = None


@action("x {give}>{got}")
@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Three cubes (`give`, letters as typed) for one of colour `got`."""

    give: Annotated[str, Pattern(r"[YNSPD]{3}", "CUBES")]
    got: Cube


@action("to {space}")
@dataclass(frozen=True, slots=True)
class LowerSpace(Action):
    """The crew member taken goes to a lower space of the action panel."""

    space: Lower


@action("move[ i:{idris}]")
@dataclass(frozen=True, slots=True)
class Move(Action):
    idris: Idris = None


@action("gain")
@dataclass(frozen=True, slots=True)
class Gain(Action):
    pass


@action("justin {colour}")
@dataclass(frozen=True, slots=True)
class Justin(Action):
    """Justin B. Beeper: a cube of `colour` for +1 range."""

    colour: Cube


@action("from {station}[ c:{pick}]")
@dataclass(frozen=True, slots=True)
class FromStation(Action):
    """The move starts at a built station; `pick`: the colour of the fee to another owner."""

    station: Annotated[str, Pattern(r"T\d\d", "T45")]
    pick: Pick = None


@action("mira {space}")
@dataclass(frozen=True, slots=True)
class Mira(Action):
    """Mira Mascovic: land on a quiet space of an area with a lab."""

    space: Space


@action("go {space}")
@dataclass(frozen=True, slots=True)
class Go(Action):
    """The scout's destination."""

    space: Space


@action("build {transmitter} S{station}[ {kaysia}][ i:{idris}][ c:{pick}]")
@dataclass(frozen=True, slots=True)
class Build(Action):
    """Station `station` (1-3) on transmitter space `transmitter`, with its payment modifiers."""

    transmitter: Annotated[str, Pattern(r"T\d\d", "T45")]
    station: Annotated[int, Word(r"[1-3]", str, int, "1-3")]
    kaysia: Kaysia = False
    idris: Idris = None
    pick: Pick = None


@action("lab {slot}[ {kaysia}][ i:{idris}][ c:{pick}]")
@dataclass(frozen=True, slots=True)
class Lab(Action):
    """The lab of slot `slot` (1-10) dropped on the destination, with its payment modifiers."""

    slot: Annotated[int, Word(r"10|[1-9]", str, int, "1-10")]
    kaysia: Kaysia = False
    idris: Idris = None
    pick: Pick = None


@action("skip")
@dataclass(frozen=True, slots=True)
class Skip(Action):
    pass


@action("adira {area}")
@dataclass(frozen=True, slots=True)
class Adira(Action):
    """Adira Okzil: 2O for a level in `area`."""

    area: Area


@action("obj {card}[ {areas}]")
@dataclass(frozen=True, slots=True)
class Objective(Action):
    """An objective card; a research card names the areas that move down."""

    card: Annotated[str, Pattern(r"RO[1-4]|SO[1-4]", "RO1-RO4|SO1-SO4")]
    areas: Annotated[str | None, Pattern(r"[GRUV]{1,2}", "AREAS")] = None


@action("rm {space}")
@dataclass(frozen=True, slots=True)
class RemoveLab(Action):
    """One lab returned for a sector objective."""

    space: Space


@action("end")
@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    pass


@action("take {colour}")
@dataclass(frozen=True, slots=True)
class TakeCube(Action):
    """A cube of a player colour (a P reward)."""

    colour: Annotated[str, Pattern(r"[NSPD]", "N|S|P|D")]


@action("place {target}")
@dataclass(frozen=True, slots=True)
class PlaceCrew(Action):
    """A crew member from the player board to an upper column (`A`) or a lower space (`A1`)."""

    target: Annotated[str, Pattern(r"[A-E][1-5]?", "COLUMN|LOWER")]


@action("put {space}")
@dataclass(frozen=True, slots=True)
class PutCrew(Action):
    """A taken-over crew member to a lower space."""

    space: Lower


@action("dain {yellow}")
@dataclass(frozen=True, slots=True)
class Dain(Action):
    """Forrester Dain: `yellow` Y cubes for as much reputation."""

    yellow: Annotated[int, Word(r"[0-2]", str, int, "0-2")]


NOTATION = Notation(
    "Magnastorm",
    [
        StartColumn,
        Research,
        TakeCrew,
        Takeover,
        Exchange,
        LowerSpace,
        Move,
        Gain,
        Justin,
        FromStation,
        Mira,
        Go,
        Build,
        Lab,
        Skip,
        Adira,
        Objective,
        RemoveLab,
        EndTurn,
        TakeCube,
        PlaceCrew,
        PutCrew,
        Dain,
    ],
)
