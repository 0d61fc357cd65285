"""The Magnastorm bot levels: every level plays legal actions to the end; basic outplays random."""

import pytest

from magtui.core.bots import RandomBot, bot_move

from .helpers import SPEC, new, ready, turn_of


@pytest.mark.parametrize("players", [2, 3, 4])
def test_basic_bot_finishes_and_beats_random(players):
    wins = 0
    for seed in range(3):
        st = new(players, seed=seed)
        bots = [SPEC.make_bot("basic", 0, seed)] + [RandomBot(s, seed) for s in range(1, players)]
        while not st.is_over():
            seat = st.to_act()[0]
            action = bot_move(bots[seat], st, seat)
            assert action in st.legal_actions(seat)
            st.apply(seat, action)
        wins += st.result().winners == (0,)
    assert wins >= 2


def test_search_bot_picks_a_legal_non_exchange_action():
    st = turn_of(ready(3), 0)
    st.cubes[0] = [3, 3, 0, 0, 0]
    bot = SPEC.make_bot("search", 0, 1)
    action = bot_move(bot, st, 0)
    assert action in st.legal_actions(0) and action.verb != "x"


def test_evaluate_prefers_more_reputation():
    st = ready(2)
    st.rep = [10, 2]
    assert st.evaluate(0) > 0.5 > st.evaluate(1)
