"""The valley as a graph: nodes, neighbours, names, ruin shapes, and path searches.

Plain cells are nodes 0..NUM_CELLS-1; the start/finish and the three artifact spaces are one
node each (ruling L1), numbered after the cells.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable

from magtui.games.magalon import data as D

START_NODE = D.NUM_CELLS
ARTIFACT_NODES = {letter: D.NUM_CELLS + 1 + i for i, letter in enumerate(D.ARTIFACTS)}
ARTIFACT_OF_NODE = {node: letter for letter, node in ARTIFACT_NODES.items()}
NUM_NODES = D.NUM_CELLS + 1 + len(D.ARTIFACTS)
MERGED_NODES = frozenset((START_NODE, *ARTIFACT_NODES.values()))

# The node each cell belongs to.
NODE_OF_CELL: tuple[int, ...] = tuple(
    START_NODE
    if c in D.START_CELLS
    else next((ARTIFACT_NODES[a] for a, cells in D.ARTIFACT_CELLS.items() if c in cells), c)
    for c in range(D.NUM_CELLS)
)
CELLS_OF_NODE = {
    START_NODE: D.START_CELLS,
    **{ARTIFACT_NODES[a]: c for a, c in D.ARTIFACT_CELLS.items()},
}
CLOSED_CELLS = frozenset(c for c in range(D.NUM_CELLS) if NODE_OF_CELL[c] != c)  # merged cells

DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def _cell_neighbours(c: int) -> tuple[int, ...]:
    col, row = c % D.COLS, c // D.COLS
    out = []
    for dc, dr in DIRECTIONS.values():
        if 0 <= col + dc < D.COLS and 0 <= row + dr < D.ROWS:
            out.append((row + dr) * D.COLS + col + dc)
    return tuple(out)


CELL_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    _cell_neighbours(c) for c in range(D.NUM_CELLS)
)


def _node_neighbours(node: int) -> tuple[int, ...]:
    members = CELLS_OF_NODE.get(node, (node,))
    found = {NODE_OF_CELL[n] for m in members for n in CELL_NEIGHBOURS[m]} - {node}
    return tuple(sorted(found))


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    _node_neighbours(n) if n in MERGED_NODES or NODE_OF_CELL[n] == n else ()
    for n in range(NUM_NODES)
)
# The merged spaces among each node's neighbours.
MERGED_NEIGHBOURS = tuple(tuple(n for n in near if n in MERGED_NODES) for near in NEIGHBOURS)


def node_name(node: int) -> str:
    if node == START_NODE:
        return D.START
    if node in ARTIFACT_OF_NODE:
        return ARTIFACT_OF_NODE[node]
    return D.cell_name(node)


def parse_node(text: str) -> int:
    """'S', 'A'/'B'/'C' (the merged spaces) or a cell of a plain square."""
    text = text.strip().upper()
    if text == D.START:
        return START_NODE
    if text in ARTIFACT_NODES:
        return ARTIFACT_NODES[text]
    c = D.cell(text)
    if NODE_OF_CELL[c] != c:
        raise ValueError(
            f"{text} is part of the space {node_name(NODE_OF_CELL[c])}; name the space"
        )
    return c


@lru_cache(maxsize=8192)
def shift(cells: tuple[int, ...], direction: str) -> tuple[int, ...] | None:
    """The cells moved one square in `direction`, sorted; None if any would leave the board.
    (Ruins stand still most of the time, so the same shifts are asked again and again.)"""
    dc, dr = DIRECTIONS[direction]
    out = []
    for c in cells:
        col, row = c % D.COLS + dc, c // D.COLS + dr
        if not (0 <= col < D.COLS and 0 <= row < D.ROWS):
            return None
        out.append(row * D.COLS + col)
    return tuple(sorted(out))


@lru_cache(maxsize=8192)
def entering(cells: tuple[int, ...], direction: str) -> tuple[int, ...] | None:
    """The cells a ruin on `cells` newly covers by a step in `direction`; None if the step would
    leave the board or cover a merged space. (The step is possible when none of them is taken.)"""
    moved = shift(cells, direction)
    if moved is None or any(c in CLOSED_CELLS for c in moved):
        return None
    return tuple(c for c in moved if c not in cells)


# ----- ruin shapes ------------------------------------------------------------------------------
def _normal(offsets: Iterable[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    offsets = list(offsets)
    mc = min(o[0] for o in offsets)
    mr = min(o[1] for o in offsets)
    return frozenset((c - mc, r - mr) for c, r in offsets)


def _rotations(cells: tuple[int, ...]) -> tuple[frozenset[tuple[int, int]], ...]:
    shape = [(c % D.COLS, c // D.COLS) for c in cells]
    out = []
    for _ in range(4):
        out.append(_normal(shape))
        shape = [(-r, c) for c, r in shape]
    return tuple(dict.fromkeys(out))


ROTATIONS = {rid: _rotations(cells) for rid, cells in D.RUINS.items()}


def footprint(cells: Iterable[int]) -> frozenset[tuple[int, int]]:
    return _normal((c % D.COLS, c // D.COLS) for c in cells)


def placements(rid: str) -> list[tuple[int, ...]]:
    """Every footprint of ruin `rid` on the board, in each of its rotations (sorted cells)."""
    out = []
    for shape in ROTATIONS[rid]:
        width = max(c for c, _ in shape) + 1
        height = max(r for _, r in shape) + 1
        for row in range(D.ROWS - height + 1):
            for col in range(D.COLS - width + 1):
                out.append(tuple(sorted((row + r) * D.COLS + col + c for c, r in shape)))
    return out


@lru_cache(maxsize=None)
def open_placements(rid: str) -> tuple[tuple[int, ...], ...]:
    """The placements of ruin `rid` that cover neither the start nor an artifact space."""
    return tuple(cells for cells in placements(rid) if not any(c in CLOSED_CELLS for c in cells))


def corner(cells: Iterable[int]) -> int:
    """The corner cell of an L: the one with two neighbours in the piece at a right angle."""
    cells = set(cells)
    for c in cells:
        near = [n for n in CELL_NEIGHBOURS[c] if n in cells]
        if (
            len(near) == 2
            and (near[0] % D.COLS != near[1] % D.COLS)
            and (near[0] // D.COLS != near[1] // D.COLS)
        ):
            return c
    return min(cells)


# ----- path searches (self-avoiding walks over nodes) -------------------------------------------
Enterable = Callable[[int, bool], bool]  # (node, is the last step) -> may the piece enter it


def exact_walk_exists(start: int, steps: int, visited: set[int], enterable: Enterable) -> bool:
    """Is there a walk of exactly `steps` steps from `start` entering no visited node?"""
    if steps == 0:
        return True
    for n in NEIGHBOURS[start]:
        if n not in visited and enterable(n, steps == 1):
            visited.add(n)
            ok = exact_walk_exists(n, steps - 1, visited, enterable)
            visited.discard(n)
            if ok:
                return True
    return False


def walk_ends(start: int, steps: int, visited: set[int], enterable: Enterable) -> set[int]:
    """Every node where a walk of exactly `steps` steps from `start` can end."""
    ends: set[int] = set()

    def go(node: int, left: int) -> None:
        if left == 0:
            ends.add(node)
            return
        for n in NEIGHBOURS[node]:
            if n not in visited and enterable(n, left == 1):
                visited.add(n)
                go(n, left - 1)
                visited.discard(n)

    go(start, steps)
    return ends


def distances(start: int, passable: Callable[[int], bool]) -> dict[int, int]:
    """Breadth-first step counts from `start` over passable nodes."""
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for n in NEIGHBOURS[node]:
                if n not in dist and passable(n):
                    dist[n] = dist[node] + 1
                    nxt.append(n)
        frontier = nxt
    return dist
