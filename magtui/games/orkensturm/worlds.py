"""For search bots: worlds a seat may believe in, and a heuristic value of a position.

A sampled world keeps everything the seat can see (its view) and redraws the rest: the other
hands, the supply, the Orkensturm deck, the other players' advisors, the orders of the advisor
and event decks, and the Joust offers still secret.
"""

from __future__ import annotations

from math import comb
from typing import Self

from magtui.core.model import copy_of
from magtui.core.rng import Rng

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.bots.outlook import outlook
from magtui.games.orkensturm.model import OrkensturmModel


def _deal(pool: list[int], size: int, rng: Rng) -> list[int]:
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


class SampledWorlds(OrkensturmModel):
    """Mixed into the state."""

    def sample_world(self, seat: int, rng: Rng) -> Self:
        world: Self = copy_of(self)
        # A fresh generator per call: two worlds sampled for one decision differ.
        world.rng = rng.fork(len(self.log) + rng.next64())
        r = world.rng
        seen = self.inspection.target if self.inspection and self.inspection.actor == seat else None
        hidden = [s for s in range(self.num_players) if s not in (seat, seen)]
        pool = [
            self.supply[c] + self.ork[c] + sum(self.hands[s][c] for s in hidden) for c in range(6)
        ]
        for s in hidden:
            world.hands[s] = _deal(pool, sum(self.hands[s]), r)
        world.ork = _deal(pool, sum(self.ork), r)
        world.supply = pool
        if world.joust is not None:
            for s in hidden:
                if world.joust.offers[s] is not None:
                    world.joust.offers[s] = r.randbelow(world.hands[s][D.R] + 1)
        if world.inspection is not None and seen is None:
            world.inspection.hand = list(world.hands[world.inspection.target])
        for side in D.SIDES:
            holders = [s for s in hidden if self.sides[s] == side]
            cards = list(self.adv_decks[side]) + [c for s in holders for c in self.advisors[s]]
            r.shuffle(cards)
            for s in holders:
                world.advisors[s] = [cards.pop() for _ in self.advisors[s]]
            world.adv_decks[side] = cards
        if self.event_mode == "shuffled":
            r.shuffle(world.events)
        elif world.events:  # Historia: the chronicle keeps its order; the loose cards move
            world.events = self._historia_rest(r)
        return world

    def _historia_rest(self, r: Rng) -> list[str]:
        """The rest of a Historia deck as the table knows it: the chronicle cards still to come
        in order, the loose cards in any order, 1 or 2 loose cards in each gap before a
        chronicle card. How many of the gap under way are left follows from the cards seen
        since the last chronicle card; the split of the other gaps is redrawn."""
        numbered = [e for e in self.events if e in D.NUMBERED_EVENTS]
        loose = [e for e in self.events if e in D.UNNUMBERED_EVENTS]
        r.shuffle(loose)
        seen = self.event_discard + ([self.event] if self.event else [])
        since = 0
        for e in reversed(seen):
            if e in D.NUMBERED_EVENTS:
                break
            since += 1
        if not numbered:
            return loose
        # The gap under way (before the first card, chronicle I lies on top).
        first = [n for n in (0, 1, 2) if 1 <= since + n <= 2] if seen else [0]
        gaps = len(numbered) - 1
        splits = []
        for head in first:
            rest = len(loose) - head
            if gaps <= rest <= 2 * gaps:
                doubles = rest - gaps
                splits.append((head, doubles, comb(gaps, doubles)))
        total = sum(w for _, _, w in splits)
        pick = r.randbelow(total)
        for head, doubles, weight in splits:
            if pick < weight:
                break
            pick -= weight
        double = set(r.sample(range(gaps), doubles)) if gaps else set()
        deck = [loose.pop() for _ in range(head)] + [numbered[0]]
        for gap, card in enumerate(numbered[1:]):
            deck += [loose.pop() for _ in range(2 if gap in double else 1)] + [card]
        return deck

    def evaluate(self, seat: int) -> float:
        """The search levels' score of the position (bots.outlook.outlook)."""
        return outlook(self, seat)
