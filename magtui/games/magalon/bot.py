"""The "steady" bot: it races for the artifacts and home, and leaves gnomes, ruins and the giant
alone. It reads only the table's view (Magalon is fully open) and the legal actions.

Card play: a low energy reserve calls for the 1 or 2; otherwise the card whose walk ends
closest to the goal, the lower of equals. In the turn: each magician step keeps the best
reachable end in sight; a started move is finished, then the turn ends.
"""

from __future__ import annotations

from magtui.core.bots import Bot
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import End, Play, RedChoice, Step

FAR = 10_000


class Outlook:
    """The obstacles of one view, as the moving magician of `seat` sees them."""

    def __init__(self, view: dict, seat: int) -> None:
        me = view["players"][seat]
        self.seat = seat
        self.energy = me["energy"]
        self.artifacts = me["artifacts"]
        self.here = V.parse_node(me["at"])
        blocked = {D.cell(c) for cells in view["ruins"].values() for c in cells}
        blocked |= {D.cell(p["shield"]) for p in view["players"] if p["shield"]}
        blocked |= {D.cell(g) for g in view["gnomes"]} | {D.cell(view["giant"])}
        blocked |= {V.parse_node(p["at"]) for i, p in enumerate(view["players"]) if i != seat}
        self.blocked = {n for n in blocked if n < D.NUM_CELLS}
        self.goal = self._goal()
        self.dist = V.distances(self.goal, lambda n: n not in self.blocked and n != V.START_NODE)

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
        dist = V.distances(self.here, lambda n: n not in self.blocked and n != V.START_NODE or n == node)
        return dist.get(node, FAR)

    def enterable(self, node: int, last: bool) -> bool:
        if node == V.START_NODE:
            return last and self.can_finish()
        return node not in self.blocked

    def best_end(self, start: int, steps: int, visited: set[int]) -> int:
        """The distance to the goal of the best place a walk of `steps` can end (FAR if none)."""
        if steps == 0:
            return self.dist.get(start, FAR) if start != self.goal else 0
        ends = V.walk_ends(start, steps, set(visited), self.enterable)
        return min((0 if e == self.goal else self.dist.get(e, FAR) for e in ends), default=FAR)


class SteadyBot(Bot):
    level = "steady"

    def choose(self, view: dict, legal_actions, worlds=None):
        legal = list(legal_actions)
        if view["phase"] == "play":
            return self._play(view, legal)
        turn = view["turn"]
        if turn["red"] == "pending":
            return self._red(view, legal)
        steps = [a for a in legal if isinstance(a, Step) and a.piece == "m"]
        if steps and self._wants_to_move(view, steps):
            return self._best_step(view, steps)
        if End() in legal:
            return End()
        return self.rng.choice(legal)  # finish whatever else was started

    # ----- card play ----------------------------------------------------------------------------
    def _play(self, view: dict, legal: list) -> Play:
        board = Outlook(view, self.seat)
        values = [a.value for a in legal]
        if board.energy <= 6 or (board.goal != V.START_NODE and len(board.artifacts) == 3):
            for v in (2, 1):
                if v in values:
                    return Play(v)
        if len(values) <= 2 and 0 in values:
            return Play(0)

        def score(v: int) -> tuple[int, int]:
            return board.best_end(board.here, v, {board.here}), v

        return Play(min(values, key=score))

    # ----- the turn -----------------------------------------------------------------------------
    def _wants_to_move(self, view: dict, steps: list) -> bool:
        turn = view["turn"]
        if len(turn["path"]) > 1:
            return True  # a started move must be finished
        board = Outlook(view, self.seat)
        target = turn["card"] + (D.RED_BONUS_STEPS if turn["red"] == "on" else 0)
        return board.best_end(board.here, target, {board.here}) < board.dist.get(board.here, FAR)

    def _best_step(self, view: dict, steps: list) -> Step:
        turn = view["turn"]
        board = Outlook(view, self.seat)
        path = [V.parse_node(n) for n in turn["path"]]
        target = turn["card"] + (D.RED_BONUS_STEPS if turn["red"] == "on" else 0)
        left = target - (len(path) - 1) - 1
        missing = {V.ARTIFACT_NODES[a] for a in D.ARTIFACTS if a not in board.artifacts}

        def score(step: Step) -> tuple[int, float]:
            if step.node == V.START_NODE or step.node in missing:
                return -1, 0.0
            return board.best_end(step.node, left, set(path) | {step.node}), self.rng.random()

        return min(steps, key=score)

    def _red(self, view: dict, legal: list) -> RedChoice:
        board = Outlook(view, self.seat)
        if RedChoice(False) not in legal or board.energy < D.ENERGY_TO_FINISH + 4:
            return RedChoice(True)
        path = [V.parse_node(n) for n in view["turn"]["path"]]
        onward = board.best_end(path[-1], D.RED_BONUS_STEPS, set(path))
        return RedChoice(onward >= board.dist.get(path[-1], FAR))
