"""The hint: the normal bot's own choice with one line of why, from the seat's view alone."""

from __future__ import annotations

import re

import pytest

from magtui.core.advice import advice_for
from magtui.core.bots import bot_move
from magtui.core.rng import Rng
from tests.games.orkensturm.helpers import NAMES, SPEC
from tests.games.orkensturm.profile import SPEC_CODES

CONFIGS = ((3, 1, "off"), (4, 2, "historia"), (5, 3, "shuffled"), (6, 4, "off"), (8, 5, "off"))


def decision_points(players: int, seed: int, events: str, every: int = 9):
    """Positions along a seeded game played by the easy bots, every `every` actions."""
    game = SPEC.new_game(NAMES[:players], seed, {"events": events})
    bots = [SPEC.make_bot("easy", seat, seed) for seat in range(players)]
    for number in range(40 * players):
        if game.is_over():
            return
        seat = game.to_act()[0]
        if number % every == 0:
            yield game, seat
        game.apply(seat, bot_move(bots[seat], game, seat))


@pytest.mark.parametrize("players,seed,events", CONFIGS)
def test_advice_is_the_normal_bots_legal_choice_in_one_line(players, seed, events):
    codes = re.compile(r"\b(" + "|".join(sorted(SPEC_CODES)) + r")\b")
    for game, seat in decision_points(players, seed, events):
        advice = advice_for(SPEC, game.clone(), seat, seed)
        assert advice.action in game.legal_actions(seat)
        assert advice.why.strip() and "\n" not in advice.why
        assert not codes.search(advice.why), advice.why
        assert not re.search(r"\byou\b", advice.why, re.I), advice.why
        bot = SPEC.make_bot("normal", seat, seed)
        assert bot_move(bot, game.clone(), seat) == advice.action


@pytest.mark.parametrize("players,seed,events", CONFIGS[:3])
def test_advice_reads_no_other_seats_secret(players, seed, events):
    """Another world with the same view (the other hands, secret offers, the Orkensturm deck
    and the supply redrawn) gets the same advice, word for word. (The advisors and events stay:
    the bot's own sampling shuffles them from the order it finds them in.)"""
    for game, seat in decision_points(players, seed, events, every=13):
        world = game.sample_world(seat, Rng(seed))
        world.advisors, world.adv_decks = game.clone().advisors, game.clone().adv_decks
        world.events = list(game.events)
        assert world.view(seat) == game.view(seat)
        assert world.hands != game.hands
        assert advice_for(SPEC, world, seat, seed) == advice_for(SPEC, game.clone(), seat, seed)
