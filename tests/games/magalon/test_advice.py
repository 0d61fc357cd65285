"""The hint: the normal bot's own choice, with one line of why from its evaluation. Magalon has
no hidden information (every card is played face up, the valley is open), so the seat's view is
the whole table; what is checked is that the hint is the bot's move and says why in words."""

from __future__ import annotations

import pytest

from magtui.core.advice import advice_for
from magtui.core.bots import bot_move
from magtui.games.magalon import SPEC
from magtui.games.magalon.actions import Play, RedChoice, Step
from magtui.games.magalon.reasons import why
from tests.games.magalon.helpers import NAMES, at_turn
from tests.ui.spec_codes import codes_shown

WHY_WIDTH = 76  # one line of the frame, with room for its label


def decision_points(players: int, seed: int, every: int = 9, moves: int = 500):
    """Positions of a seeded game played by easy bots, every `every`-th decision."""
    state = SPEC.new_game(NAMES[:players], seed)
    bots = [SPEC.make_bot("easy", seat, seed) for seat in range(players)]
    for number in range(moves):
        if state.is_over():
            return
        seat = state.to_act()[0]
        if number % every == 0:
            yield state, seat
        state.apply(seat, bot_move(bots[seat], state, seat))


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 5), (4, 8)])
def test_the_hint_is_the_normal_bots_move_with_a_line_of_why(players, seed):
    kinds = set()
    for state, seat in decision_points(players, seed):
        advice = advice_for(SPEC, state.clone(), seat, seed)
        chosen = bot_move(SPEC.make_bot("normal", seat, seed), state.clone(), seat)
        assert advice.action == chosen
        assert advice.action in state.legal_actions(seat)
        line = advice.why
        assert line and "\n" not in line and len(line) <= WHY_WIDTH, line
        assert "you" not in line.lower().split(), line
        assert not codes_shown("magalon", line), line
        kinds.add(type(advice.action))
    assert {Play, Step} <= kinds


def test_a_card_hint_says_what_the_walk_reaches():
    state = SPEC.new_game(NAMES[:2], 1)
    seat = state.to_act()[0]
    advice = advice_for(SPEC, state.clone(), seat, 1)
    assert isinstance(advice.action, Play)
    assert f"the {advice.action.value}" in advice.why or f"of {advice.action.value}" in advice.why
    assert "vs the closest rival" in advice.why


def test_a_step_onto_a_missing_artifact_says_it_takes_it():
    # "Stepping onto an artifact space (during a move, not a displacement) gives you that
    # artifact."
    state = at_turn({0: 3, 1: 5}, acting=0, pos={0: "B7"})
    seat = 0
    step = Step("m", SPEC.parse_action("m B").node)
    assert step in state.legal_actions(seat)
    line = why(state.view(seat), seat, step, ("walk", None))
    assert line == "steps onto the Stone of Wisdom's space and takes it"


def test_a_red_stay_names_the_energy():
    state = at_turn({0: 3, 1: 5}, acting=0)
    view = state.view(0)
    line = why(view, 0, RedChoice(True), ("red", None))
    assert line == f"stays on the red space: +3 energy, {view['energy'][0]} now"
