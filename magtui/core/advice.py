"""A hint: what a seat's `normal` computer player would do now, and why, in the game's words.

The advice is worked out exactly as that bot plays a seat (core/bots.py): from the seat's own
view and worlds sampled consistently with it, so it never reads another seat's secret.
"""

from __future__ import annotations

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


def advice_for(spec: GameSpec, state: GameState, seat: int, seed: int) -> Advice:
    """The hint for `seat` now. Call it on a copy of the state (it may sample worlds from it)
    in a worker thread: a search can take as long as the bot's own move."""
    bot: Bot = spec.make_bot(HINT_LEVEL, seat, seed)
    view = state.view(seat) if bot.reads_view else {}
    return bot.advise(view, state.legal_actions(seat), worlds_of(state, seat, bot.rng))
