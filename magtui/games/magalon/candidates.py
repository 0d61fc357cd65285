"""The actions a turn may offer, as frozen values in tables (every position takes its
candidates from them instead of building them again), and the long lists read off a set of
taken cells: the shield placements and a lifted ruin's placements."""

from __future__ import annotations

from functools import lru_cache
from itertools import compress
from typing import Iterable

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import (
    End,
    Energy,
    Lift,
    Push,
    RedChoice,
    Roll,
    RuinStep,
    SetRuin,
    Shield,
    Step,
)

# A shield placement per cell (those on the merged cells, where none may stand, are masked
# out by OPEN_TO_SHIELDS).
SHIELDS = tuple(Shield(c) for c in range(D.NUM_CELLS))
OPEN_TO_SHIELDS = bytes(c not in V.CLOSED_CELLS for c in range(D.NUM_CELLS))
STEPS = {
    (piece, n): Step(piece, n) for piece in ("m", "g1", "g2", "giant") for n in range(V.NUM_NODES)
}
PUSHES = {n: Push(n) for n in range(V.NUM_NODES)}
RUIN_STEPS = {rid: [RuinStep(rid, d) for d in V.DIRECTIONS] for rid in D.RUIN_IDS}
LIFTS = [Lift(rid) for rid in D.RUIN_IDS]
RED_CHOICES = (RedChoice(True), RedChoice(False))
END, ENERGY, ROLL = End(), Energy(), Roll()


@lru_cache(maxsize=None)
def set_ruins(rid: str) -> tuple[tuple[SetRuin, ...], tuple[tuple[int, ...], ...]]:
    """SetRuin of each placement of ruin `rid`, and by cell the placements that cover it (made
    when first lifted): the placements a set of cells leaves open are then found a cell at a
    time rather than a placement at a time, as there are about a thousand."""
    placements = V.open_placements(rid)
    covering: list[list[int]] = [[] for _ in range(D.NUM_CELLS)]
    for i, cells in enumerate(placements):
        for c in cells:
            covering[c].append(i)
    return tuple(SetRuin(cells) for cells in placements), tuple(map(tuple, covering))


@lru_cache(maxsize=4096)
def ruin_moves(rid: str, cells: tuple[int, ...]) -> tuple[tuple[RuinStep, tuple[int, ...]], ...]:
    """(RuinStep, the cells it newly covers) of each step ruin `rid` on `cells` may take on an
    empty board (ruins stand still most of the time, so the same are asked again and again)."""
    return tuple(
        (a, new) for a in RUIN_STEPS[rid] if (new := V.entering(cells, a.direction)) is not None
    )


def ruin_placements_clear_of(rid: str, taken: Iterable[int]) -> list[SetRuin]:
    """The SetRuin actions of ruin `rid` that cover none of the plain cells `taken`."""
    actions, covering = set_ruins(rid)
    keep = bytearray(b"\1" * len(actions))
    for c in taken:
        for i in covering[c]:
            keep[i] = 0
    return list(compress(actions, keep))


def shields_but(cells: Iterable[int]) -> bytearray:
    """A mask over SHIELDS: 1 for each shield placement allowed but on `cells` (plain cells;
    the long list is then taken by compress, at C speed, rather than tested cell by cell)."""
    keep = bytearray(OPEN_TO_SHIELDS)
    for c in cells:
        keep[c] = 0
    return keep
