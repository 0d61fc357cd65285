"""Magalon's actions: small frozen values whose str() is the notation.

play 7 · m H11 (magician step; S, A, B, C name the merged spaces) · stay · move on ·
g1 H11 / g2 H11 / giant H11 (gnome or giant step) · push E9 (one step of a displaced magician) ·
R3 up (a ruin step) · lift R1 · set I12 J12 J13 J14 (flying ruin) · shield H12 · energy ·
roll (the giant's dice) · end
"""

from __future__ import annotations

from dataclasses import dataclass

from magtui.core.errors import NotationError
from magtui.games.magalon import data as D
from magtui.games.magalon.valley import DIRECTIONS, node_name, parse_node

PIECES = ("m", "g1", "g2", "giant")


@dataclass(frozen=True)
class Play:
    value: int

    def __str__(self) -> str:
        return f"play {self.value}"


@dataclass(frozen=True)
class Step:
    """One step of the magician (m), a gnome (g1, g2) or the giant onto `node`."""

    piece: str
    node: int

    def __str__(self) -> str:
        return f"{self.piece} {node_name(self.node)}"


@dataclass(frozen=True)
class Push:
    """One step of the magician being displaced."""

    node: int

    def __str__(self) -> str:
        return f"push {node_name(self.node)}"


@dataclass(frozen=True)
class RedChoice:
    """On a red space: stay (+3 energy) or move on 3 more steps."""

    stay: bool

    def __str__(self) -> str:
        return "stay" if self.stay else "move on"


@dataclass(frozen=True)
class RuinStep:
    ruin: str
    direction: str

    def __str__(self) -> str:
        return f"{self.ruin} {self.direction}"


@dataclass(frozen=True)
class Lift:
    ruin: str

    def __str__(self) -> str:
        return f"lift {self.ruin}"


@dataclass(frozen=True)
class SetRuin:
    """Set the lifted ruin down on these cells (sorted)."""

    cells: tuple[int, ...]

    def __str__(self) -> str:
        return "set " + " ".join(D.cell_name(c) for c in self.cells)


@dataclass(frozen=True)
class Shield:
    cell: int

    def __str__(self) -> str:
        return f"shield {D.cell_name(self.cell)}"


@dataclass(frozen=True)
class Energy:
    def __str__(self) -> str:
        return "energy"


@dataclass(frozen=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class End:
    def __str__(self) -> str:
        return "end"


Action = Play | Step | Push | RedChoice | RuinStep | Lift | SetRuin | Shield | Energy | Roll | End


def parse(text: str) -> Action:
    words = text.strip().split()
    if not words:
        raise NotationError("Empty action.")
    head, rest = words[0].lower(), words[1:]
    bare: dict[str, Action] = {"stay": RedChoice(True), "energy": Energy(), "roll": Roll(), "end": End()}
    if head in bare and not rest:
        return bare[head]
    if head == "move" and [w.lower() for w in rest] == ["on"]:
        return RedChoice(False)
    try:
        if head == "play" and len(rest) == 1:
            value = int(rest[0])
            if value not in D.CARD_VALUES:
                raise ValueError(f"there is no card {value}")
            return Play(value)
        if head in PIECES and len(rest) == 1:
            return Step(head, parse_node(rest[0]))
        if head == "push" and len(rest) == 1:
            return Push(parse_node(rest[0]))
        if head.upper() in D.RUINS and len(rest) == 1 and rest[0].lower() in DIRECTIONS:
            return RuinStep(head.upper(), rest[0].lower())
        if head == "lift" and len(rest) == 1 and rest[0].upper() in D.RUINS:
            return Lift(rest[0].upper())
        if head == "set" and len(rest) == 4:
            cells = tuple(sorted(D.cell(w) for w in rest))
            if len(set(cells)) != 4:
                raise ValueError("a ruin covers four different cells")
            return SetRuin(cells)
        if head == "shield" and len(rest) == 1:
            return Shield(D.cell(rest[0]))
    except ValueError as exc:
        raise NotationError(f"{text!r}: {exc}.") from None
    raise NotationError(
        f"{text!r} is not a Magalon action (try: play 7, m H11, g1 D8, R3 up, shield H12, energy, end)."
    )
