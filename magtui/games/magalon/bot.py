"""The "steady" bot: it races for the artifacts and home, and leaves gnomes, ruins and the giant
alone. It reads only the table's view (Magalon is fully open: the model's JSON, pieces by cell
or node number) and the legal actions.

Card play: a low energy reserve calls for the 1 or 2; otherwise the card whose walk ends
closest to the goal, the lower of equals. In the turn: each magician step keeps the best
reachable end in sight; a started move is finished, then the turn ends.
"""

from __future__ import annotations

from typing import Any

from magtui.core.advice import Advice
from magtui.core.bots import Bot
from magtui.core.rng import Rng
from magtui.games.magalon import data as D
from magtui.games.magalon import reasons
from magtui.games.magalon import valley as V
from magtui.games.magalon.assess import bfs
from magtui.games.magalon.outlook import FAR, Outlook, pieces_blocking
from magtui.games.magalon.actions import End, Play, Push, RedChoice, Roll, Step


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
        return self.decide(view, list(legal_actions))[0]

    def advise(self, view: dict, legal_actions, worlds=None) -> Advice:
        action, reason = self.decide(view, list(legal_actions))
        return Advice(action, reasons.why(view, self.seat, action, reason))

    def decide(self, view: dict, legal: list) -> tuple[object, tuple]:
        """The action, and the reason it was chosen: a kind and the seat it concerns, if any
        (reasons.py words it only when a hint asks)."""
        if view["phase"] == "play":
            return self._play(view, legal), ("card", None)
        turn = view["turn"]
        if turn["push_victim"] >= 0:
            return self._push(view, legal, turn["push_victim"]), ("push", turn["push_victim"])
        if turn["red"] == "pending":
            return self._red(view, legal), ("red", None)
        steps = [a for a in legal if isinstance(a, Step) and a.piece == "m"]
        if steps and len(turn["mag_path"]) > 1:
            return self._best_step(view, steps), ("walk", None)  # a started move is finished first
        attack = self._attack(view, legal)
        if attack is not None:
            return attack
        if steps and self._wants_to_move(view, steps):
            return self._best_step(view, steps), ("walk", None)
        if Roll() in legal:
            victim = self._giant_target(view)
            if victim is not None:
                return Roll(), ("roll", victim)
        if End() in legal:
            return End(), ("end", None)
        monsters = [a for a in legal if isinstance(a, Step) and a.piece != "m"]
        return self.rng.choice(monsters or legal), ("finish", None)  # whatever else was started

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

    def _attack(self, view: dict, legal: list) -> tuple[object, tuple] | None:
        """A gnome or giant step on the way to a rival's magician (with its reason), or None."""
        turn = view["turn"]
        moves = [a for a in legal if isinstance(a, Step) and a.piece != "m"]
        if not moves:
            return None
        blocked = pieces_blocking(view)
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
                    return a, ("attack", victim)
                avoid = set(paths[a.piece])
                dist = _monster_distances(target, blocked, avoid).get(a.node)
                if dist is not None and dist + 1 <= left and (best is None or dist < best[0]):
                    best = (dist, a)
            if best is not None:
                return best[1], ("attack", victim)
        started = [a for a in moves if len(paths[a.piece]) > 1]
        if started and End() not in legal:
            return self.rng.choice(started), ("finish", None)
        return None

    def _giant_target(self, view: dict) -> int | None:
        """The rival the giant's dice could likely reach, closest to winning first, or None."""
        giant = view["giant"]
        blocked = pieces_blocking(view)
        for victim in self._victims(view):
            target = view["pos"][victim]
            dist = _monster_distances(target, blocked, set()).get(giant)
            if dist is not None and dist <= D.DICE * D.DIE_SIDES - 3:
                return victim
        return None

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
        if not self._searches(view, legal, worlds):
            return self.turn_bot.choose(view, legal, worlds)
        return self._search(legal, worlds, len(view["names"]))[0]

    def advise(self, view: dict, legal_actions, worlds=None) -> Advice:
        legal = list(legal_actions)
        if not self._searches(view, legal, worlds):
            return self.turn_bot.advise(view, legal, worlds)
        action, total = self._search(legal, worlds, len(view["names"]))
        rating = total / self.worlds
        return Advice(action, reasons.card_why(view, self.seat, action.value, rating))

    @staticmethod
    def _searches(view: dict, legal: list, worlds) -> bool:
        return view["phase"] == "play" and worlds is not None and len(legal) > 1

    def _search(self, legal: list, worlds, players: int) -> tuple[Any, float]:
        """The card of the best total score over the sampled worlds, and that total."""
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
        return best, best_value

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
