"""A search stops when its answer is no longer wanted: every game's searching levels check the
bot's `stop` before each candidate (the app sets it when the player leaves the game)."""

import threading

import pytest

from magtui.core import registry
from magtui.core.bots import SearchAbandoned, bot_move
from magtui.core.rng import Rng

SEARCHING = [(game_id, level) for game_id in registry.game_ids() for level in ("normal", "hard")]


@pytest.mark.parametrize("game_id,level", SEARCHING)
def test_a_searching_bot_gives_up_once_its_stop_is_set(game_id, level):
    """Along a random game, the seat's bot is asked with its stop set: where it would weigh
        candidates it gives up; with the stop clear it answers with a legal action (Magnitus lists
    only a sample of its spots, so legal means the engine takes it)."""
    spec = registry.get(game_id)
    players = max(2, spec.min_players)
    state = spec.new_game([f"P{i}" for i in range(players)], 7, {})
    bot = spec.make_bot(level, 0, 7)
    pick = Rng(7)
    abandoned = 0
    for _ in range(400):
        if state.is_over() or abandoned >= 3:
            break
        seat = state.to_act()[0]
        if seat == 0:
            bot.stop = threading.Event()
            bot.stop.set()
            try:
                bot_move(bot, state, seat)
            except SearchAbandoned:
                abandoned += 1
                bot.stop.clear()
                state.clone().apply(seat, bot_move(bot, state, seat))  # legal: no IllegalAction
        state.apply(seat, pick.choice(state.legal_actions(seat)))
    assert abandoned >= 3
