"""A cursor over the cells of any board: squares, hexes or free points, given as screen positions.

A board tells the cursor which cells exist now (each with the column and row where it is drawn)
and, optionally, which of them are legal targets. An arrow moves to the nearest cell that lies
in that direction on screen (within a 45° cone either side, nearer the axis first), so one
cursor serves square grids, hex maps and irregular menus alike. The cursor stays on its cell
while the cells change, and falls back to the nearest one when its cell goes away.
"""

from __future__ import annotations

from typing import Generic, Hashable, Iterable, Mapping, TypeVar

Cell = TypeVar("Cell", bound=Hashable)

DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


class GridCursor(Generic[Cell]):
    # A row apart on screen counts as this many columns apart: text cells are tall.
    ROW_WEIGHT = 2

    def __init__(self) -> None:
        self.cells: dict[Cell, tuple[int, int]] = {}
        self.legal: set[Cell] = set()
        self.at: Cell | None = None

    def place(
        self,
        cells: Mapping[Cell, tuple[int, int]],
        legal: Iterable[Cell] = (),
        prefer: Cell | None = None,
    ) -> None:
        """Set the cells (cell -> (column, row) on screen). The cursor keeps its cell if it is
        still there, else goes to `prefer`, else to the nearest legal cell, else the nearest."""
        old = self.cells.get(self.at) if self.at is not None else None
        self.cells = dict(cells)
        self.legal = {c for c in legal if c in self.cells}
        if prefer is not None and prefer in self.cells:
            self.at = prefer
        elif self.at not in self.cells:
            self.at = self._nearest(old or (0, 0), self.legal or self.cells)

    def move(self, direction: str, legal_only: bool = False) -> bool:
        """Step toward `direction` ("up", "down", "left", "right"); False when nothing is there."""
        if self.at is None:
            return False
        dx, dy = DIRECTIONS[direction]
        x0, y0 = self.cells[self.at]
        best, best_cost = None, None
        for cell in self.legal if legal_only else self.cells:
            if cell == self.at:
                continue
            x, y = self.cells[cell]
            if dx == 0:
                along, across = (y - y0) * dy * self.ROW_WEIGHT, abs(x - x0)
            else:
                along, across = (x - x0) * dx, abs(y - y0) * self.ROW_WEIGHT
            if along <= 0 or across > along:
                continue
            # on a tie the nearer cell: on a hex map the next row's neighbour, not the cell
            # straight below it two rows on
            cost = (along + 2 * across, along, across, y, x)
            if best_cost is None or cost < best_cost:
                best, best_cost = cell, cost
        if best is None:
            return False
        self.at = best
        return True

    def next_legal(self, step: int = 1) -> bool:
        """Jump to the next (or previous) legal cell in reading order (Tab)."""
        order = sorted(self.legal, key=lambda c: (self.cells[c][1], self.cells[c][0]))
        if not order:
            return False
        if self.at in order:
            self.at = order[(order.index(self.at) + step) % len(order)]
        else:
            self.at = order[0] if step > 0 else order[-1]
        return True

    def nearest(self, cells: Iterable[Cell]) -> Cell | None:
        """Of `cells`, the one nearest the cursor's cell on screen; None when the cursor, or
        every one of them, has no place yet."""
        point = self.cells.get(self.at) if self.at is not None else None
        placed = [c for c in cells if c in self.cells]
        return self._nearest(point, placed) if point is not None and placed else None

    @property
    def on_legal(self) -> bool:
        return self.at in self.legal

    def _nearest(self, point: tuple[int, int], cells: Iterable[Cell]) -> Cell | None:
        x0, y0 = point
        return min(
            cells,
            key=lambda c: (
                abs(self.cells[c][0] - x0) + self.ROW_WEIGHT * abs(self.cells[c][1] - y0),
                self.cells[c][1],
                self.cells[c][0],
            ),
            default=None,
        )
