"""The hint: the normal bot's own choice, from the seat's view, with one line of why."""

import re

import pytest

from magtui.core.advice import advice_for
from magtui.core.bots import bot_move

from .helpers import NAMES, SPEC

CODES = re.compile(r"\b(M\d+|[RS]O\d)\b")


def decision_points(players: int, seed: int, every: int):
    """(state, seat) at every `every`-th decision of a game the easy bots play."""
    state = SPEC.new_game(list(NAMES[:players]), seed, {"advanced_start": "off"})
    bots = [SPEC.make_bot("easy", seat, seed) for seat in range(players)]
    count = 0
    while not state.over and count < 400:
        seat = state.to_act()[0]
        if count % every == 0:
            yield state.clone(), seat
        state.apply(seat, bot_move(bots[seat], state, seat))
        count += 1


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_advice_is_the_normal_bots_choice_with_a_line_of_why(players, seed):
    whys = set()
    for state, seat in decision_points(players, seed, 23):
        advice = advice_for(SPEC, state.clone(), seat, seed)
        chosen = bot_move(SPEC.make_bot("normal", seat, seed), state.clone(), seat)
        assert advice.action == chosen
        assert advice.action in state.legal_actions(seat)
        assert advice.why and "\n" not in advice.why and len(advice.why) <= 70
        assert not CODES.search(advice.why) and "you" not in advice.why.lower().split()
        whys.add(advice.why)
    assert len(whys) > 3, "the reasons follow the position"


def test_the_why_names_what_the_turn_gains():
    """A takeover's reason names the commander (the open game: no secret to keep)."""
    for state, seat in decision_points(3, 5, 1):
        advice = advice_for(SPEC, state.clone(), seat, 5)
        if str(advice.action).startswith("takeover ") and str(advice.action) != "takeover A":
            name = state.admin_cols[advice.action.column]
            assert f"takes over {name}" in advice.why
            return
    pytest.fail("no takeover advised")
