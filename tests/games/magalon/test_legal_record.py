"""The judgement of a turn gives the same answers as when legal_record.json was recorded."""

import json

import pytest

from tests.legal_record import first_difference

from .legal_record import CHUNK, GAMES, RECORD, game_digests, key

RECORDED = json.loads(RECORD.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES, ids=[key(*g) for g in GAMES])
def test_the_same_legal_actions_and_verdicts_as_recorded(game):
    """ "An action is refused only when nothing left in the turn could still finish every started
    movement" (rules.py): along seeded random games of 2 to 4 players, every position's legal
    actions in order, the bots' moving actions, the verdict on each candidate, the chips and the
    status are those recorded."""
    difference = first_difference(game_digests(*game), RECORDED[key(*game)], CHUNK)
    assert difference is None, difference
