"""The engine gives the same answers as when legal_record.json was recorded."""

import json

import pytest

from .legal_record import CHUNK, GAMES, RECORD, game_digests, key

RECORDED = json.loads(RECORD.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES, ids=[key(*g) for g in GAMES])
def test_the_same_legal_actions_views_and_results_as_recorded(game):
    """"your best bonus card (+1 card per full BONUS row), each card at most 15" (rules.md), and every
    rule before it:
    along seeded random games of 1 to 4 players on both maps, every position's legal actions in
    order, the seat's view, decision and status, and now and then the table's view and the
    result as it would stand, are those recorded."""
    got = game_digests(*game)
    want = RECORDED[key(*game)]
    first = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), None)
    assert first is None and len(got) == len(want), (
        f"the answers differ from action {(first or min(len(got), len(want))) * CHUNK} on")
