"""Magalon's actions: frozen values declared with their notation (magtui.core.notation).

play 7 · m H11 (magician step; S, A, B, C name the merged spaces) · stay · move on ·
g1 H11 / g2 H11 / giant H11 (gnome or giant step) · push E9 (one step of a displaced magician) ·
R3 up (a ruin step) · lift R1 · set I12 J12 J13 J14 (flying ruin) · shield H12 · energy ·
roll (the giant's dice) · end
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from magtui.core.notation import Mapped, Notation, OneOf, action
from magtui.games.magalon import data as D
from magtui.games.magalon.valley import DIRECTIONS, node_name, parse_node


def _card(word: str) -> int:
    value = int(word)
    if value not in D.CARD_VALUES:
        raise ValueError(f"there is no card {value}")
    return value


def _ruin_cells(words: str) -> tuple[int, ...]:
    cells = tuple(sorted(D.cell(w) for w in words.split()))
    if len(set(cells)) != 4:
        raise ValueError("a ruin covers four different cells")
    return cells


# How the fields are written: a node by its name (S, A, B, C name the merged spaces), a cell by
# its own, a ruin's four cells sorted.
CARD = Mapped(r"\d+", str, _card, "0-10")
NODE = Mapped(r"[A-Za-z]\d{0,2}", node_name, parse_node, "H11|S|A|B|C")
CELL = Mapped(r"[A-Za-z]\d{1,2}", D.cell_name, D.cell, "H12")
CELLS = Mapped(
    r"\S+ \S+ \S+ \S+",
    lambda cells: " ".join(map(D.cell_name, cells)),
    _ruin_cells,
    "I12 J12 J13 J14",
)
PIECE = OneOf("m", "g1", "g2", "giant")
RUIN = OneOf(*D.RUIN_IDS, hint="R1-R6")
DIRECTION = OneOf(*DIRECTIONS)
STAY = Mapped(
    "stay|move on",
    lambda stay: "stay" if stay else "move on",
    lambda word: word == "stay",
    "stay|move on",
)


@action("play {value}")
@dataclass(frozen=True)
class Play:
    value: Annotated[int, CARD]


@action("{piece} {node}")
@dataclass(frozen=True)
class Step:
    """One step of the magician (m), a gnome (g1, g2) or the giant onto `node`."""

    piece: Annotated[str, PIECE]
    node: Annotated[int, NODE]


@action("push {node}")
@dataclass(frozen=True)
class Push:
    """One step of the magician being displaced."""

    node: Annotated[int, NODE]


@action("{stay}")
@dataclass(frozen=True)
class RedChoice:
    """On a red space: stay (+3 energy) or move on 3 more steps."""

    stay: Annotated[bool, STAY]


@action("{ruin} {direction}")
@dataclass(frozen=True)
class RuinStep:
    ruin: Annotated[str, RUIN]
    direction: Annotated[str, DIRECTION]


@action("lift {ruin}")
@dataclass(frozen=True)
class Lift:
    ruin: Annotated[str, RUIN]


@action("set {cells}")
@dataclass(frozen=True)
class SetRuin:
    """Set the lifted ruin down on these cells (sorted)."""

    cells: Annotated[tuple[int, ...], CELLS]


@action("shield {cell}")
@dataclass(frozen=True)
class Shield:
    cell: Annotated[int, CELL]


@action("energy")
@dataclass(frozen=True)
class Energy:
    pass


@action("roll")
@dataclass(frozen=True)
class Roll:
    pass


@action("end")
@dataclass(frozen=True)
class End:
    pass


Action = Play | Step | Push | RedChoice | RuinStep | Lift | SetRuin | Shield | Energy | Roll | End
NOTATION = Notation(
    "Magalon", [Play, Step, Push, RedChoice, RuinStep, Lift, SetRuin, Shield, Energy, Roll, End]
)
