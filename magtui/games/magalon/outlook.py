"""How a magician's walk looks from a view: the obstacles in its way, its next goal (an artifact,
then home, or a red space when short of energy) and how near a walk of some steps can end."""

from __future__ import annotations

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.assess import bfs

FAR = 10_000
WALK_BUDGET = 400  # nodes one best_end search may visit


def pieces_blocking(view: dict) -> set[int]:
    """The plain cells of ruins, shields, gnomes and the giant: a gnome or the giant cannot
    enter them (magicians aside: they are attacked), nor can a magician."""
    blocked = {c for cells in view["ruins"].values() for c in cells}
    blocked |= {c for c in view["shields"] if c is not None}
    blocked |= set(view["gnomes"]) | {view["giant"]}
    return blocked


class Outlook:
    """The obstacles of one view, as the moving magician of `seat` sees them."""

    def __init__(self, view: dict, seat: int) -> None:
        self.seat = seat
        self.energy = view["energy"][seat]
        self.artifacts = view["artifacts"][seat]
        self.here = view["pos"][seat]
        blocked = pieces_blocking(view)
        blocked |= {node for i, node in enumerate(view["pos"]) if i != seat}
        self.blocked = {n for n in blocked if n < D.NUM_CELLS}
        self.closed = frozenset(self.blocked) | {V.START_NODE}
        self._from_here: dict[int, int] | None = None
        self.goal = self._goal()
        self.dist = bfs(self.goal, self.closed)

    def can_finish(self) -> bool:
        return len(self.artifacts) == len(D.ARTIFACTS) and self.energy >= D.ENERGY_TO_FINISH

    def _goal(self) -> int:
        if len(self.artifacts) == len(D.ARTIFACTS):
            if self.energy >= D.ENERGY_TO_FINISH:
                return V.START_NODE
            reds = [c for c in D.ENERGY_CELLS if c not in self.blocked]
            return min(reds, key=self._steps_from_here, default=V.START_NODE)
        missing = [V.ARTIFACT_NODES[a] for a in D.ARTIFACTS if a not in self.artifacts]
        return min(missing, key=self._steps_from_here)

    def _steps_from_here(self, node: int) -> int:
        if self._from_here is None:  # one search from here serves every candidate goal
            self._from_here = bfs(self.here, self.closed)
        if node == V.START_NODE:
            return 1 + min((self._from_here.get(n, FAR) for n in V.NEIGHBOURS[node]), default=FAR)
        return self._from_here.get(node, FAR)

    def enterable(self, node: int, last: bool) -> bool:
        if node == V.START_NODE:
            return last and self.can_finish()
        return node not in self.blocked

    def best_end(self, start: int, steps: int, visited: set[int]) -> int:
        """The distance to the goal of the best place a walk of `steps` can end (FAR if none).
        A depth-first search that tries the steps nearest the goal first and drops the ones
        that cannot beat the best end found; past WALK_BUDGET nodes it keeps what it found."""
        dist, goal = self.dist, self.goal
        if steps == 0:
            return dist.get(start, FAR) if start != goal else 0
        best = FAR
        budget = WALK_BUDGET
        seen = set(visited)

        def go(node: int, left: int) -> None:
            nonlocal best, budget
            budget -= 1
            if budget < 0:
                return
            last = left == 1
            options = sorted(
                (0 if n == goal else dist.get(n, FAR), n)
                for n in V.NEIGHBOURS[node]
                if n not in seen and self.enterable(n, last)
            )
            for d, n in options:
                if last:
                    best = min(best, d)
                    return
                if d - (left - 1) >= best:
                    return  # the rest lie no nearer
                seen.add(n)
                go(n, left - 1)
                seen.discard(n)
                if best == 0 or budget < 0:
                    return

        go(start, steps)
        return best
