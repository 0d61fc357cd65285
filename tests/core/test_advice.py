"""The hint of every game: at many decision points of seeded games, for each seat that must
act, the `normal` computer player's advice is a legal action of that seat with one line of why
in the game's words (no spec codes, no "you", plain text) that names no other seat's secret.

A game passes once its `normal` level gives advice (`Bot.advise`, core/advice.py)."""

import re

import pytest

from magtui.core import registry
from magtui.core.advice import advice_for
from magtui.core.bots import RandomBot
from magtui.core.names import printable
from tests.ui.frame_scan import private_items
from tests.ui.spec_codes import codes_shown

SEEDS = (1, 2)
# The decision points asked: after these many actions (the start, then ever further apart).
POINTS = (0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610)


def _checked(game: str, state, seat: int, advice, where: str) -> None:
    if registry.get(game).kind.continuous:  # its legal list is a sample: the rules decide
        state.clone().apply(seat, advice.action)
    else:
        legal = state.legal_actions(seat)
        assert advice.action in legal, f"{where}: {advice.action} is no legal action of the seat"
    why = advice.why
    assert isinstance(why, str) and why.strip(), f"{where}: no why"
    assert "\n" not in why and printable(why) == why, f"{where}: {why!r} is not one plain line"
    assert not re.search(r"\byou\b", why, re.IGNORECASE), f"{where}: {why!r} says 'you'"
    assert not codes_shown(game, why), f"{where}: {why!r} shows the spec's codes"
    own = private_items(game, state, seat)
    for other in range(state.num_players):
        if other != seat:
            for item in private_items(game, state, other) - own:
                assert item not in why, f"{where}: {why!r} tells seat {other + 1}'s {item!r}"


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game", [*registry.game_ids(), "toy"])
def test_every_hint_is_a_legal_move_with_a_why_that_tells_no_secret(toy_registry, game, seed):
    spec = registry.get(game)
    players = max(2, spec.min_players)
    state = spec.new_game([f"Player{i + 1}" for i in range(players)], seed, spec.full_options())
    bots = [RandomBot(seat, seed) for seat in range(players)]
    moves = 0
    while not state.is_over() and moves <= POINTS[-1]:
        if moves in POINTS:
            for seat in state.to_act():
                advice = advice_for(spec, state.clone(), seat, seed)
                _checked(game, state, seat, advice, f"{game} seed {seed} after {moves} actions")
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
        moves += 1
