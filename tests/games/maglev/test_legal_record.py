"""The engine gives the same answers as when legal_record.json was recorded, and apply() takes
exactly the actions legal_actions lists."""

import json

import pytest

from magtui.core import registry
from magtui.core.errors import IllegalAction
from magtui.games.maglev.actions import BEGIN, Back

from tests.legal_record import first_difference

from .legal_record import CHUNK, GAMES, RECORD, game_digests, key

RECORDED = json.loads(RECORD.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES, ids=[key(*g) for g in GAMES])
def test_the_same_legal_actions_views_and_results_as_recorded(game):
    """ "your best bonus card (+1 card per full BONUS row), each card at most 15" (rules.md), and
    every rule before it:
    along seeded random games of 1 to 4 players on both maps, every position's legal actions in
    order, the seat's view, decision and status, and now and then the table's view and the
    result as it would stand, are those recorded."""
    got, recorded = game_digests(*game), RECORDED[key(*game)]
    for part in ("play", "views"):
        difference = first_difference(got[part], recorded[part], CHUNK)
        assert difference is None, f"{part}: {difference}"


@pytest.mark.parametrize("players, mapname, seed", [(4, "moon", 8), (3, "mars", 9)])
def test_apply_takes_exactly_the_legal_actions_of_the_main_menu(players, mapname, seed):
    """ "Play `action` for `seat`, or raise IllegalAction and change nothing" (the game contract):
    at every main menu of a seeded random game, each action of every kind with 1 to 4 units, and
    every legal action, is taken by apply() if and only if legal_actions lists it, and refused
    with the sentence of the one check, refusal()."""
    spec = registry.get("maglev")
    state = spec.new_game(
        [f"P{i + 1}" for i in range(players)], seed, spec.full_options({"map": mapname})
    )
    bots = [spec.make_bot("random", s, seed) for s in range(players)]
    menus = 0
    for _ in range(400):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if state.phase == "play" and state.pending is None:
            menus += 1
            tries = set(legal) | {kind(k) for kind in (*BEGIN.values(), Back) for k in range(1, 5)}
            for action in sorted(tries, key=str):
                reason = state.refusal(seat, action)
                try:
                    state.clone().apply(seat, action)
                    taken = True
                except IllegalAction as refused:
                    taken = False
                    assert str(refused) == reason
                assert taken == (action in legal) == (reason is None), (str(action), legal)
        state.apply(seat, bots[seat].choose(None, legal))
    assert menus > 50
