"""The search every game's stronger bots share: flat Monte Carlo over sampled worlds.

Each candidate action is tried in several worlds that agree with the bot's own view
(GameState.sample_world), the world is played on by random moves for a bounded number of
actions, and the position is scored by GameState.evaluate. The best average wins; ties go to
the earlier action, so a seed always gives the same choice.
"""

from __future__ import annotations

from typing import Callable, Sequence

from magtui.core.bots import Bot


class SearchBot(Bot):
    level = "search"
    playouts = 6  # sampled worlds per candidate
    depth = 40  # random actions after the candidate before the position is scored
    max_candidates = 16  # a larger choice is sampled down to this many

    def choose(self, view: dict, legal_actions: Sequence, worlds: Callable[[], object] | None = None):
        legal = list(legal_actions)
        if worlds is None or len(legal) == 1:
            return self.rng.choice(legal)
        candidates = legal if len(legal) <= self.max_candidates else self.rng.sample(legal, self.max_candidates)
        best, best_value = candidates[0], -1.0
        for action in candidates:
            self.keep_searching()
            value = sum(self._playout(worlds(), action) for _ in range(self.playouts)) / self.playouts
            if value > best_value:
                best, best_value = action, value
        return best

    def _playout(self, world, action) -> float:
        world.apply(self.seat, action)
        for _ in range(self.depth):
            if world.is_over():
                break
            seat = world.to_act()[0]
            world.apply(seat, self.rng.choice(world.legal_actions(seat)))
        return world.evaluate(self.seat)
