"""'Player-facing text never shows the spec's codes (M29, O10, L6): those are for the code.'
The walks of test_cut_words.py check every frame they meet; these check the texts a walk
shows only in part."""

import pytest

from magtui.core import registry
from magtui.games.maglev import SPEC as MAGLEV, data as maglev_data
from magtui.games.maglev.describe import card_label, describe
from magtui.games.maglev.actions import Pick

from .spec_codes import codes_shown


@pytest.mark.parametrize("game", registry.game_ids())
def test_the_rules_summary_shows_no_spec_code(game):
    assert codes_shown(game, registry.get(game).rules_summary, board=False) == []


def test_a_bonus_card_reads_as_its_colour_and_what_it_scores():
    """Maglev Metro's draft menu and card lists name a card by its deck's colour and its text."""
    state = MAGLEV.new_game(["Ann", "Bob"], 1, {})
    for card in maglev_data.CARDS:
        assert codes_shown("maglev", card_label(card)) == []
        assert describe(state, Pick(card)) == card_label(card)
    assert card_label("K02") == "black: Factory–Lab link: 6"


def test_the_check_finds_a_code():
    assert codes_shown("magnastorm", "otherwise it is skipped (M29).") == ["M29"]
    assert codes_shown("maglev", "1 K02 black") == ["K02"]
    assert codes_shown("magalon", "L6-shaped valley") == []  # part of a word is not a code
    assert codes_shown("magalon", "may end on L17") == []  # a square of the valley
    assert codes_shown("magalon", "L17", board=False) == ["L17"]
