"""A hint: what a seat's `normal` computer player would do now, and why, in the game's words.

The advice is worked out exactly as that bot plays a seat (core/bots.py): from the seat's own
view and worlds sampled consistently with it, so it never reads another seat's secret.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from magtui.core.bots import Bot, worlds_of
from magtui.core.game import GameSpec, GameState

HINT_LEVEL = "normal"  # the bot level that gives hints in every game


@dataclass(frozen=True)
class Advice:
    """`action`: a legal action of the seat. `why`: one line from the bot's own evaluation,
    what the move gains or prevents ("takes the Ring: 2 of 3 artifacts"), never a generic
    "recommended"; it names players, never "you", and tells nothing the seat may not know."""

    action: object
    why: str


def gives_hints(spec: GameSpec) -> bool:
    """Whether the game's hint level works its advice out (`Bot.advise`)."""
    if HINT_LEVEL not in spec.bot_levels:
        return False
    return type(spec.make_bot(HINT_LEVEL, 0, 0)).advise is not Bot.advise


def advice_for(
    spec: GameSpec, state: GameState, seat: int, seed: int, stop: threading.Event | None = None
) -> Advice:
    """The hint for `seat` now. Call it on a copy of the state (it may sample worlds from it)
    in a worker thread: a search can take as long as the bot's own move. Setting `stop` gives
    the search up (SearchAbandoned), as a bot's own search is when its answer is not wanted."""
    bot: Bot = spec.make_bot(HINT_LEVEL, seat, seed)
    bot.stop = stop
    view = state.view(seat) if bot.reads_view else {}
    return bot.advise(view, state.legal_actions(seat), worlds_of(state, seat, bot.rng))
