"""For search bots: worlds a seat may believe in, and a heuristic value of a position.

A sampled world keeps everything the seat can see (its view) and redraws the rest: the other
hands, the supply, the Orkensturm deck, the other players' advisors, the orders of the advisor
and event decks, and the Joust offers still secret.
"""

from __future__ import annotations

from math import exp

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.scoring import advisor_value


def _deal(pool: list[int], size: int, rng) -> list[int]:
    """`size` random cards out of the per-colour `pool` (which shrinks)."""
    hand = [0] * 6
    for _ in range(min(size, sum(pool))):
        pick = rng.randbelow(sum(pool))
        for colour in range(6):
            if pick < pool[colour]:
                pool[colour] -= 1
                hand[colour] += 1
                break
            pick -= pool[colour]
    return hand


class SampledWorlds:
    """Mixed into the state."""

    def sample_world(self, seat: int, rng):
        world = self.clone()
        world.rng = rng.fork(len(self.log))
        r = world.rng
        seen = self.inspection["target"] if self.inspection and self.inspection["actor"] == seat else None
        hidden = [s for s in range(self.num_players) if s not in (seat, seen)]
        pool = [self.supply[c] + self.ork[c] + sum(self.hands[s][c] for s in hidden) for c in range(6)]
        for s in hidden:
            world.hands[s] = _deal(pool, sum(self.hands[s]), r)
        world.ork = _deal(pool, sum(self.ork), r)
        world.supply = pool
        if world.joust is not None:
            for s in hidden:
                if world.joust["offers"][s] is not None:
                    world.joust["offers"][s] = r.randbelow(world.hands[s][D.R] + 1)
        if world.inspection is not None and seen is None:
            world.inspection["hand"] = list(world.hands[world.inspection["target"]])
        for side in D.SIDES:
            holders = [s for s in hidden if self.sides[s] == side]
            cards = list(self.adv_decks[side]) + [c for s in holders for c in self.advisors[s]]
            r.shuffle(cards)
            for s in holders:
                world.advisors[s] = [cards.pop() for _ in self.advisors[s]]
            world.adv_decks[side] = cards
        if self.event_mode == "shuffled":
            r.shuffle(world.events)
        else:  # Historia: the numbered chronicle keeps its places, the loose cards move
            loose = [e for e in world.events if e in D.UNNUMBERED_EVENTS]
            r.shuffle(loose)
            world.events = [loose.pop() if e in D.UNNUMBERED_EVENTS else e for e in world.events]
        return world

    def evaluate(self, seat: int) -> float:
        """Projected final AP against the best rival: AP, advisors now, and the faction reward
        of each ending weighted by how near its track is to 0."""
        if self.is_over() or self.phase == "loyalty" or self.phase == "advisor":
            return super().evaluate(seat)
        weights = {}
        for ending, track in D.ENDING_ORDER:
            weights[ending] = 1.0 / (1 + self.tracks[track]) ** 2
        total = sum(weights.values())
        projected = []
        for s in range(self.num_players):
            value = self.ap[s] + sum(advisor_value(c, self, s, None) for c in self.advisors[s])
            for ending, weight in weights.items():
                side = D.ENDING_SIDE[ending]
                if self.sides[s] == side:
                    members = len(self.seats_of(side))
                    value += weight / total * D.faction_reward(ending, members, self.tracks["S"])
            projected.append(value)
        rival = max(v for s, v in enumerate(projected) if s != seat)
        return 1 / (1 + exp(-(projected[seat] - rival) / 4))
