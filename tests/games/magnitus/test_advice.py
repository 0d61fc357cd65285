"""The hint: the `normal` computer player's move for a seat and one line of why, in distances
and reach. Every hand and the whole galaxy are public (the rules' G22), so no seat's secret can
reach the line; what is checked is that the advice is the bot's own move, legal, and told in
the game's words."""

import re

import pytest

from magtui.core.advice import advice_for
from magtui.core.bots import bot_move
from magtui.games.magnitus import SPEC
from magtui.games.magnitus import actions as A
from magtui.games.magnitus.reasons import reach_of

from .helpers import MOONS, PLANETS, STARS, position
from .test_bot import assert_legal
from .profile import SPEC_CODES

NAMES = ["Ann", "Bo", "Cyr", "Dee"]
GAMES = (
    (1, 4, {}),
    (2, 3, {}),
    (3, 5, {}),
    (4, 6, {}),
    (2, 2, {"black-holes": "on"}),
    (3, 8, {"layout": "chain"}),
)


def check(state, seat, seed):
    advice = advice_for(SPEC, state.clone(), seat, seed)
    assert_legal(state, seat, advice.action)
    why = advice.why
    assert why.strip() and "\n" not in why and len(why) <= 76
    assert not re.search(r"\byou\b", why, re.IGNORECASE)
    assert not [code for code in SPEC_CODES if re.search(rf"\b{code}\b", why)]
    assert advice.action == bot_move(SPEC.make_bot("normal", seat, seed), state, seat)
    return advice


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_hints_along_seeded_games_are_the_bots_legal_moves_in_one_line(players, seed, options):
    state = SPEC.new_game(NAMES[:players], seed, options)
    for _ in range(14):
        if state.is_over():
            break
        seat = state.to_act()[0]
        check(state, seat, seed + 1)
        state.apply(seat, bot_move(SPEC.make_bot("easy", seat, seed), state, seat))


def test_the_why_gives_the_distance_to_the_nearest_reach():
    state = position([(PLANETS[0], 127.3, 127.3, 0)], [[MOONS[1], STARS[2]], [MOONS[2]]])
    advice = check(state, 0, 3)
    action = advice.action
    centres = ((action.x / 10 - 127.3) ** 2 + (action.y / 10 - 127.3) ** 2) ** 0.5
    assert f"{centres:.0f} mm from the Planet (reach {reach_of(action.kind, 'planet')})" in (
        advice.why
    )
    assert "nothing falls, clacks or lifts" in advice.why


def test_the_last_body_tells_who_scores_when_the_game_ends():
    state = position([(PLANETS[0], 127.3, 127.3, 0)], [[MOONS[1]], [MOONS[2], STARS[2]]])
    assert check(state, 0, 3).why == "the last body, nothing clacks: the game ends, Bo +2"


def test_an_empty_galaxy_has_no_reach_to_keep_clear_of():
    state = SPEC.new_game(NAMES[:2], 3, {"first": "1"})
    assert "the galaxy is empty" in check(state, 0, 3).why


def test_a_hover_and_the_layout_editor_get_their_reasons():
    state = SPEC.new_game(NAMES[:2], 2, {"layout": "custom"})
    assert "valid" in check(state, 0, 1).why
    state = SPEC.new_game(NAMES[:2], 2)
    seat = state.to_act()[0]
    state.apply(seat, A.hover("planet", 1273, 1273, 60, 1))
    assert "raise it" in check(state, seat, 1).why
