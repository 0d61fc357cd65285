"""A board's questions go through its seat's Oracle, tried on a copy of the state."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.core.views import seat_view
from tests.core.toy import SPEC, Confirm, Pick, ToyState


def started():
    return SPEC.new_game(["Ann", "Bo"], seed=3)


def test_a_step_refused_on_the_way_gives_its_reason():
    state = started()
    oracle = seat_view(state, 0, 0).oracle
    assert oracle.why_not_after([Pick(2)], Confirm()) is None
    assert oracle.why_not_after([], Confirm()) == "Pick a card first."
    assert oracle.why_not_after([Pick(9)], Confirm()) == "Ann does not hold a 9."
    assert oracle.why_not(Pick(3)) is None


def test_the_actions_legal_after_some_steps():
    state = started()
    oracle = seat_view(state, 0, 0).oracle
    assert oracle.legal_after([Pick(2)]) == (Pick(1), Pick(3), Pick(4), Confirm())
    with pytest.raises(IllegalAction):
        oracle.legal_after([Confirm()])
    assert state.picked == [None, None], "asking changes nothing"


def test_a_game_question_is_asked_on_a_copy_and_answers_in_plain_values():
    state = started()
    state.apply(1, Pick(3))
    oracle = seat_view(state, 0, 0).oracle
    assert oracle.ask(ToyState.would_win_now, 4) is True
    assert oracle.ask(ToyState.would_win_now, 3) is False
    with pytest.raises(TypeError, match="no seat question"):
        oracle.ask(ToyState.legal_actions)
    with pytest.raises(TypeError, match="may not carry a ToyState"):
        oracle.ask(ToyState.leaky)


def test_a_seat_that_does_not_act_asks_nothing():
    state = started()
    state.apply(1, Pick(3))
    state.apply(1, Confirm())
    with pytest.raises(IllegalAction, match="Nobody may act"):
        seat_view(state, 1, 2).oracle.ask(ToyState.would_win_now, 4)
