"""The "steady" bot: it races for the artifacts and home, and leaves gnomes, ruins and the giant
alone. It reads only the table's view (Magalon is fully open: the model's JSON, pieces by cell
or node number) and the legal actions.

Card play: a low energy reserve calls for the 1 or 2; otherwise the card whose walk ends
closest to the goal, the lower of equals. In the turn: each magician step keeps the best
reachable end in sight; a started move is finished, then the turn ends.
"""

from __future__ import annotations

from magtui.core.bots import Bot
from magtui.core.rng import Rng
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.assess import bfs
from magtui.games.magalon.actions import End, Play, Push, RedChoice, Roll, Step

FAR = 10_000
WALK_BUDGET = 400  # nodes one best_end search may visit


def _pieces_blocking(view: dict) -> set[int]:
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
        blocked = _pieces_blocking(view)
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
        if len(turn["mag_path"]) > 1:
            return True  # a started move must be finished
        board = Outlook(view, self.seat)
        target = turn["card"] + (D.RED_BONUS_STEPS if turn["red"] == "on" else 0)
        return board.best_end(board.here, target, {board.here}) < board.dist.get(board.here, FAR)

    def _best_step(self, view: dict, steps: list) -> Step:
        turn = view["turn"]
        board = Outlook(view, self.seat)
        path = turn["mag_path"]
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
        path = view["turn"]["mag_path"]
        onward = board.best_end(path[-1], D.RED_BONUS_STEPS, set(path))
        return RedChoice(onward >= board.dist.get(path[-1], FAR))


# ===== easy: the steady racer, and greedy attacks ===============================================
def _monster_distances(target: int, blocked: set[int], avoid: set[int]) -> dict[int, int]:
    """Steps of a gnome or the giant to `target` (a magician's cell) over free plain cells."""

    return bfs(target, frozenset(blocked | avoid | _OFF_LIMITS))


_OFF_LIMITS = V.MERGED_NODES | V.CLOSED_CELLS  # gnomes and the giant keep to plain cells


class EasyBot(SteadyBot):
    """The steady racer, and greedy attacks: a gnome card or the giant's dice go after the rival
    closest to winning whenever one can reach it, and the displaced magician is pushed as far
    from its goal as the 5 or 10 steps allow. It reads the view only, one step at a time."""

    level = "easy"

    def choose(self, view: dict, legal_actions, worlds=None):
        legal = list(legal_actions)
        if view["phase"] == "play":
            return self._play(view, legal)
        turn = view["turn"]
        if turn["push_victim"] >= 0:
            return self._push(view, legal, turn["push_victim"])
        if turn["red"] == "pending":
            return self._red(view, legal)
        steps = [a for a in legal if isinstance(a, Step) and a.piece == "m"]
        if steps and len(turn["mag_path"]) > 1:
            return self._best_step(view, steps)  # a started move is finished first
        attack = self._attack(view, legal)
        if attack is not None:
            return attack
        if steps and self._wants_to_move(view, steps):
            return self._best_step(view, steps)
        if Roll() in legal and self._giant_worth_rolling(view):
            return Roll()
        if End() in legal:
            return End()
        monsters = [a for a in legal if isinstance(a, Step) and a.piece != "m"]
        return self.rng.choice(monsters or legal)  # finish whatever else was started

    # ----- attacks ------------------------------------------------------------------------------
    def _victims(self, view: dict) -> list[int]:
        """Rivals that may be attacked, the one closest to winning first."""
        from magtui.games.magalon import assess

        turns = assess.view_turns(view)
        out = [
            s
            for s, node in enumerate(view["pos"])
            if s != self.seat and s not in view["protected"] and node < D.NUM_CELLS
        ]
        return sorted(out, key=lambda s: turns[s])

    def _attack(self, view: dict, legal: list):
        """A gnome or giant step on the way to a rival's magician, or None."""
        turn = view["turn"]
        moves = [a for a in legal if isinstance(a, Step) and a.piece != "m"]
        if not moves:
            return None
        blocked = _pieces_blocking(view)
        paths = {
            "g1": turn["gnome_paths"][0],
            "g2": turn["gnome_paths"][1],
            "giant": turn["giant_path"],
        }
        card = D.CARDS[turn["card"]]
        gnome_left = (
            card[1] - sum(len(p) - 1 for p in turn["gnome_paths"]) if card[0] == "gnomes" else 0
        )
        giant_left = sum(turn["dice"]) - max(0, len(turn["giant_path"]) - 1)
        for victim in self._victims(view):
            target = view["pos"][victim]
            best = None
            for a in moves:
                left = giant_left if a.piece == "giant" else gnome_left
                if a.node == target:
                    return a
                avoid = set(paths[a.piece])
                dist = _monster_distances(target, blocked, avoid).get(a.node)
                if dist is not None and dist + 1 <= left and (best is None or dist < best[0]):
                    best = (dist, a)
            if best is not None:
                return best[1]
        started = [a for a in moves if len(paths[a.piece]) > 1]
        return self.rng.choice(started) if started and End() not in legal else None

    def _giant_worth_rolling(self, view: dict) -> bool:
        giant = view["giant"]
        blocked = _pieces_blocking(view)
        for victim in self._victims(view):
            target = view["pos"][victim]
            dist = _monster_distances(target, blocked, set()).get(giant)
            if dist is not None and dist <= D.DICE * D.DIE_SIDES - 3:
                return True
        return False

    def _push(self, view: dict, legal: list, victim: int) -> Push:
        pushes = [a for a in legal if isinstance(a, Push)]
        if not pushes:
            return self.rng.choice(legal)
        board = Outlook(view, victim)
        return max(pushes, key=lambda a: (board.dist.get(a.node, FAR), self.rng.random()))


# ===== normal and hard: the card play searched, the turn played as easy ==========================
class PlanBot(Bot):
    """The card of each round is chosen by search; the turn is played as `easy` plays it.

    Each playable card is tried in `worlds` sampled worlds (GameState.sample_world: the open
    table, future dice redrawn): the card is played, then every seat plays on as `easy` until
    `rounds` rounds have ended, and the position is scored by GameState.evaluate (assess.py:
    the race in turns against the closest rival). The best average wins; ties go to the lower
    card, so a seed always gives the same choice."""

    level = "normal"
    worlds = 2  # sampled worlds per card
    rounds = 1  # rounds played on before the position is scored
    max_actions = 400  # a bound on one playout, far above a round of easy play

    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed)
        self.turn_bot = EasyBot(seat, seed)

    def choose(self, view: dict, legal_actions, worlds=None):
        legal = list(legal_actions)
        if view["phase"] != "play" or worlds is None or len(legal) == 1:
            return self.turn_bot.choose(view, legal, worlds)
        players = len(view["names"])
        # The same dice and the same playout choices for every card (common random numbers),
        # different from one sampled world to the next.
        seeds = [self.rng.randbelow(1 << 62) for _ in range(self.worlds)]
        best, best_value = legal[0], -1.0
        for action in legal:
            self.keep_searching()
            total = 0.0
            for seed in seeds:
                world = worlds()
                world.rng = Rng(seed)
                policy = [EasyBot(s, seed) for s in range(players)]
                total += self._playout(world, action, policy)
            if total > best_value + 1e-9:
                best, best_value = action, total
        return best

    def _playout(self, world, action, policy) -> float:
        world.apply(self.seat, action)
        stop = world.round + self.rounds
        for _ in range(self.max_actions):
            if world.is_over() or world.round >= stop:
                break
            seat = world.to_act()[0]
            world.apply(seat, policy[seat].choose(world.public_view(), world.moving_actions(seat)))
        return world.evaluate(self.seat)


class HardBot(PlanBot):
    """normal with more sampled worlds and two rounds played on."""

    level = "hard"
    worlds = 3
    rounds = 2
