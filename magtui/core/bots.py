"""Computer players. A bot sees only its own seat's view and the legal actions."""

from __future__ import annotations

from typing import Sequence

from magtui.core.rng import Rng


class Bot:
    """Base of every bot level."""

    level = ""

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = Rng(seed * 1_000_003 + seat * 7919 + 1)

    def choose(self, view: dict, legal_actions: Sequence):
        raise NotImplementedError


class RandomBot(Bot):
    """Plays a uniformly random legal action."""

    level = "random"

    def choose(self, view: dict, legal_actions: Sequence):
        return self.rng.choice(list(legal_actions))
