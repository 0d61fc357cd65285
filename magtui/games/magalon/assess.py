"""How far each magician is from winning, in turns: the heuristic the search bots score by.

A magician still needs the walk through its missing artifacts (best order) and home, on the
board as it stands (ruins, gnomes, giant and shields in the way; magicians move on, so they do
not count), at about AVERAGE_STEPS a turn, plus the turns to gather the energy the finish asks
for (16, less one a turn on the way). Read from plain values, so both a state and a view feed it.
"""

from __future__ import annotations

import math
from itertools import permutations

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V

AVERAGE_STEPS = 6.0  # steps a turn of a racing magician, about
ENERGY_PER_TURN = 5.0  # what a turn spent on energy brings, about (+4/+8 cards, +3 red stays)
FAR = 60  # the walk of a space cut off for now: it opens again as pieces move
SCALE = 0.6  # turns of lead -> the logistic's slope

KEYS = (V.START_NODE, *(V.ARTIFACT_NODES[a] for a in D.ARTIFACTS))


NEIGHBOURS = V.NEIGHBOURS
_BFS: dict = {}


def bfs(start: int, closed: frozenset) -> dict[int, int]:
    """Breadth-first step counts from `start` over the nodes not `closed` (V.distances with a
    set in place of a test). Remembered: a search asks the same ones again and again."""
    key = (start, closed)
    dist = _BFS.get(key)
    if dist is None:
        dist = {start: 0}
        frontier = [start]
        d = 0
        while frontier:
            d += 1
            nxt = []
            for node in frontier:
                for n in NEIGHBOURS[node]:
                    if n not in dist and n not in closed:
                        dist[n] = d
                        nxt.append(n)
            frontier = nxt
        if len(_BFS) >= 2048:
            _BFS.clear()
        _BFS[key] = dist
    return dist


def key_distances(blocked: set[int]) -> dict[int, dict[int, int]]:
    """Steps from each key space (start, artifacts) to every node, around `blocked` cells."""
    closed = frozenset(blocked) | {V.START_NODE}
    return {key: bfs(key, closed) for key in KEYS}


def _d(dist: dict[int, dict[int, int]], key: int, node: int) -> int:
    if node == key:
        return 0
    got = dist[key].get(node)
    if got is not None:
        return got
    if node in V.MERGED_NODES:  # a merged space: one step from its best neighbour
        return 1 + min((dist[key].get(n, FAR) for n in V.NEIGHBOURS[node]), default=FAR)
    return FAR


def turns_to_win(dist, node: int, artifacts: str, energy: int) -> float:
    """About how many turns the magician on `node` needs to win."""
    missing = [V.ARTIFACT_NODES[a] for a in D.ARTIFACTS if a not in artifacts]
    best = FAR * 4
    for order in permutations(missing):
        here, total = node, 0
        for art in order:
            total += _d(dist, art, here)
            here = art
        total += _d(dist, V.START_NODE, here)
        best = min(best, total)
    turns = best / AVERAGE_STEPS
    need = D.ENERGY_TO_FINISH + turns - energy
    if need > 0:
        turns += need / ENERGY_PER_TURN
    return turns + 0.15 * len(missing)


def board_blocked(ruins, gnomes, giant, shields) -> set[int]:
    out = {c for cells in ruins for c in cells}
    out.update(gnomes)
    out.add(giant)
    out.update(s for s in shields if s is not None)
    return out


def seats_turns(ruins, gnomes, giant, shields, pos, artifacts, energy) -> list[float]:
    """turns_to_win of every seat, on the board of these pieces."""
    dist = key_distances(board_blocked(ruins, gnomes, giant, shields))
    return [turns_to_win(dist, *seat) for seat in zip(pos, artifacts, energy)]


def state_turns(st) -> list[float]:
    """turns_to_win of every seat of a game state."""
    return seats_turns(
        st.ruins.values(), st.gnomes, st.giant, st.shields, st.pos, st.artifacts, st.energy
    )


def view_turns(view: dict) -> list[float]:
    """turns_to_win of every seat, from a view (the model's JSON)."""
    pieces = (view[k] for k in ("gnomes", "giant", "shields", "pos", "artifacts", "energy"))
    return seats_turns(view["ruins"].values(), *pieces)


def score(turns: list[float], seat: int) -> float:
    """0..1: how well `seat` stands against its closest rival."""
    rival = min(t for s, t in enumerate(turns) if s != seat)
    return 1.0 / (1.0 + math.exp(-SCALE * (rival - turns[seat])))
