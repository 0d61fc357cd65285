"""Orkensturm computer players: easy (a one-step heuristic), normal and hard (search over
worlds sampled from the bot's own view).

Every bot reads only its seat's view dict and the legal actions; the search levels also get
`worlds()`, copies of the game redrawn from what the seat can see (SampledWorlds.sample_world).

What decides a game, and so what the search looks at:
- Loyalty. The side with more players feeds more of its troops into the war and nearly
  always wins it; with 3 players the one left alone on a side almost never places first.
  The loyalty choice is searched with whole games played out by the heuristic.
- Then the race against the partner on the same side, who shares the same reward: AP from
  the characters, and advisors, whose worth depends on the ending. Every other choice is
  searched one turn ahead and scored by outlook.outlook.
"""

from __future__ import annotations

from magtui.core.advice import Advice
from magtui.core.bots import Bot
from magtui.games.orkensturm.actions import Action
from magtui.games.orkensturm.bots.heuristic import Seen, heuristic_choice, ranked
from magtui.games.orkensturm.bots.outlook import final_value, outlook
from magtui.games.orkensturm.bots.reasons import loyalty_searched, reason, searched
from magtui.games.orkensturm.model import OrkensturmModel


def heuristic_step(world: OrkensturmModel) -> None:
    """One action of the seat to act in `world`, by the heuristic."""
    seat = world.to_act()[0]
    world.apply(seat, heuristic_choice(Seen.of_state(world, seat), world.legal_actions(seat)))


class EasyBot(Bot):
    """One step ahead: the action the heuristic likes best right now."""

    level = "easy"

    def choose(self, view: dict, legal_actions, worlds=None):
        return heuristic_choice(Seen.of_view(view, self.seat), list(legal_actions))


class NormalBot(Bot):
    """Flat Monte Carlo over sampled worlds: the heuristic's best few candidates are each
    played in the same worlds, the rest of this turn and the next is played by the heuristic
    for every seat, and the position is scored by outlook.outlook. The loyalty choice is played
    out to the end of the game instead, and scored by the place reached."""

    level = "normal"
    candidates = 5
    worlds = 10
    trust = 0.03  # the lead of the heuristic's choice, in outlook units
    turns = 2  # playouts run until this many new turns have begun (past two Orkensturms)
    cap = 120  # and never longer than this many actions
    loyalty_worlds = 12  # whole games per side at the loyalty choice
    game_cap = 3000  # a whole game never runs longer than this many actions

    def choose(self, view: dict, legal_actions, worlds=None):
        return self.advise(view, legal_actions, worlds).action

    def advise(self, view: dict, legal_actions, worlds=None) -> Advice:
        legal = list(legal_actions)
        seen = Seen.of_view(view, self.seat)
        names = view["names"]
        if len(legal) == 1 or worlds is None or view["phase"] in ("inspect", "advisor"):
            action = heuristic_choice(seen, legal)
            return Advice(action, reason(seen, action, names))
        if view["phase"] == "loyalty":
            games = self.loyalty_worlds
            action, _ = self._best(legal, [worlds() for _ in range(games)], self._whole_game, 0.0)
            return Advice(action, loyalty_searched(reason(seen, action, names), games))
        order = ranked(seen, legal)[: self.candidates]
        if len(order) == 1:
            return Advice(order[0], reason(seen, order[0], names))
        samples = [worlds() for _ in range(self.worlds)]
        action, mean = self._best(order, samples, self._playout, self.trust)
        return Advice(action, searched(reason(seen, action, names), mean, len(samples)))

    def _best(self, order, samples, playout, trust):
        """The candidate with the best total over the same worlds, and its mean value; the
        first one (the heuristic's choice) keeps a lead of `trust` per world, and ties go to
        the earlier."""
        best, best_value, best_mean = order[0], None, 0.0
        for rank, action in enumerate(order):
            self.keep_searching()
            lead = trust * len(samples) if rank == 0 else 0.0
            total = lead
            for world in samples:
                total += playout(world.clone(), action)
            if best_value is None or total > best_value + 1e-9:
                best, best_value, best_mean = action, total, (total - lead) / len(samples)
        return best, best_mean

    def _playout(self, world: OrkensturmModel, action: Action) -> float:
        stop = world.turn + self.turns
        world.apply(self.seat, action)
        for _ in range(self.cap):
            if world.is_over() or world.turn >= stop:
                break
            heuristic_step(world)
        return outlook(world, self.seat)

    def _whole_game(self, world: OrkensturmModel, action: Action) -> float:
        world.apply(self.seat, action)
        for _ in range(self.game_cap):
            if world.is_over():
                return final_value(world, self.seat)
            heuristic_step(world)
        return outlook(world, self.seat)


class HardBot(NormalBot):
    """Normal with more candidates and more than twice the worlds: in a race decided by an
    AP or two, fewer sampled hands and reveals leave the choice to chance."""

    level = "hard"
    candidates = 8
    worlds = 24
    loyalty_worlds = 24
