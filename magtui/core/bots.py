"""Computer players. A bot sees only its own seat's view and the legal actions."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Callable, Sequence

from magtui.core.rng import Rng

if TYPE_CHECKING:
    from magtui.core.advice import Advice


class SearchAbandoned(Exception):
    """A search given up because its answer is no longer wanted (the player left the game)."""


class Bot:
    """Base of every bot level."""

    level = ""
    # False for a bot that chooses without looking: bot_move then builds no view for it
    # (building one is a fifth of a random Magalon game).
    reads_view = True
    # Set by a caller that may stop wanting the answer (the app, when the player leaves).
    stop: threading.Event | None = None

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = Rng(seed * 1_000_003 + seat * 7919 + 1)

    def choose(
        self, view: dict, legal_actions: Sequence, worlds: Callable[[], object] | None = None
    ):
        """Pick one of `legal_actions` from the seat's own `view`. `worlds`, when given,
        makes states consistent with that view (GameState.sample_world) for bots that search."""
        raise NotImplementedError

    def advise(
        self, view: dict, legal_actions: Sequence, worlds: Callable[[], object] | None = None
    ) -> "Advice":
        """`choose`'s action with one line of why, from the same evaluation (core/advice.py):
        the `normal` level of every game gives the hints this way."""
        raise NotImplementedError(f"The {self.level} level gives no hints.")

    def keep_searching(self) -> None:
        """A search calls this before each candidate: it gives up once `stop` is set."""
        if self.stop is not None and self.stop.is_set():
            raise SearchAbandoned


class RandomBot(Bot):
    """Plays a uniformly random legal action."""

    level = "random"
    reads_view = False

    def choose(self, view: dict, legal_actions: Sequence, worlds=None):
        return self.rng.choice(legal_actions)


class FirstBot(Bot):
    """Always plays the first legal action: the arena's floor for a one-step heuristic."""

    level = "first"
    reads_view = False

    def choose(self, view: dict, legal_actions: Sequence, worlds=None):
        return legal_actions[0]


def worlds_of(state, seat: int, rng: Rng) -> Callable[[], object]:
    """Sampled worlds for `seat` (sample_world copies; pass a snapshot to use them in a thread)."""
    return lambda: state.sample_world(seat, rng)


def bot_move(bot: Bot, state, seat: int):
    """The action `bot` picks for `seat`: it sees only the seat's view and sampled worlds."""
    view = state.view(seat) if bot.reads_view else {}
    return bot.choose(view, state.legal_actions(seat), worlds_of(state, seat, bot.rng))
