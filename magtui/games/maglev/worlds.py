"""For search bots: the worlds a seat may believe in, and a heuristic value of a position
(spec §7: only the bonus cards are hidden).

A sampled world keeps everything the seat can see and redraws the rest: the other players'
bonus cards and the mini-decks of the draft that are not in front of the seat, each from the
cards of its deck the seat has not seen. Future bag draws come from the world's own generator.
"""

from __future__ import annotations

import math

from magtui.core.model import copy_of
from magtui.games.maglev import data
from magtui.games.maglev.model import MaglevModel


class WorldsMixin(MaglevModel):
    """Mixed into MaglevState."""

    def sample_world(self, seat: int, rng):
        world = copy_of(self)
        world.rng = rng.fork(len(self.log))
        if self.is_over() or self.solo:
            return world  # every card is shown at the end; solo has no other hand
        r = world.rng
        excluded = (data.MOON if self.mapname == "moon" else data.MARS)["excluded_cards"]
        seen = set(self.cards[seat])
        visible = set(self.draft_decks_of(seat)) if self.draft else set()
        if self.draft:
            for k in visible:
                seen.update(self.draft.decks[k].cards)
        unseen = {
            d: [c for c in data.CARDS if c[0] == d and c not in excluded and c not in seen]
            for d in data.DECKS
        }
        for cards in unseen.values():
            r.shuffle(cards)
        for other in range(self.num_players):
            if other != seat:
                world.cards[other] = [unseen[card[0]].pop() for card in self.cards[other]]
        if self.draft and world.draft:
            for k, deck in enumerate(self.draft.decks):
                if k not in visible:
                    world.draft.decks[k].cards = [unseen[data.DECKS[k]].pop() for _ in deck.cards]
        return world

    # ----- a heuristic value ---------------------------------------------------------------------
    def evaluate(self, seat: int) -> float:
        """The seat's projected points against the best rival's (levels.margin), squashed into
        0..1; a finished game scores by place."""
        if self.is_over():
            return super().evaluate(seat)
        if self.phase != "play":
            return 0.5
        from magtui.games.maglev.bots.levels import margin

        return 1 / (1 + math.exp(-margin(self, seat) / 15))
