"""The hint: the `normal` player's advice at many decision points of seeded games is its own
choice, legal, worded in one line of the game's words, and blind to the other seats' cards."""

import pytest

from magtui.core.advice import advice_for
from magtui.core.bots import bot_move
from magtui.core.rng import Rng
from magtui.games.maglev import SPEC, data
from magtui.games.maglev.bots.reasons import board_gain, why
from magtui.games.maglev.actions import Put
from magtui.games.maglev.describe import card_label

from .helpers import NAMES, playing

SPEC_CODES = set(data.CARDS)


def decision_points(players: int, mapname: str, seed: int, actions: int, every: int):
    """States of a game between `easy` players, every `every` actions (setup included)."""
    state = SPEC.new_game(list(NAMES[:players]), seed, {"map": mapname})
    bots = [SPEC.make_bot("easy", seat, seed) for seat in range(players)]
    for step in range(actions):
        if state.is_over():
            return
        seat = state.to_act()[0]
        if step % every == 0:
            yield state, seat
        state.apply(seat, bot_move(bots[seat], state, seat))


def hidden_cards(state, seat: int) -> set[str]:
    """The bonus cards `seat` has not seen: the others' hands and the decks not in front of it."""
    seen = set(state.cards[seat])
    if state.draft:
        for k in state.draft_decks_of(seat):
            seen.update(state.draft.decks[k].cards)
    return set(data.CARDS) - seen


@pytest.mark.parametrize(
    "players,mapname,seed",
    [(1, "moon", 2), (2, "moon", 3), (3, "mars", 4), (4, "moon", 5), (2, "mars", 6)],
)
def test_advice_is_the_normal_choice_in_one_line(players, mapname, seed):
    checked = 0
    for state, seat in decision_points(players, mapname, seed, 260, 7):
        advice = advice_for(SPEC, state, seat, seed)
        assert advice.action in state.legal_actions(seat)
        assert advice.action == bot_move(SPEC.make_bot("normal", seat, seed), state, seat)
        line = advice.why
        assert line and "\n" not in line and len(line) <= 100, line
        assert not any(code in line.split() for code in SPEC_CODES), line
        assert not any(card_label(card) in line for card in hidden_cards(state, seat)), line
        assert "you" not in line.lower().split(), line
        checked += 1
    assert checked > 20


def test_the_advice_does_not_change_with_the_other_seats_cards():
    """Redraw every other seat's bonus cards: the advice (action and words) stays the same."""
    for state, seat in decision_points(3, "moon", 8, 200, 11):
        if state.phase != "play":
            continue
        other = state.sample_world(seat, Rng(99))
        assert other.cards != state.cards or state.solo
        assert advice_for(SPEC, other, seat, 8) == advice_for(SPEC, state, seat, 8)


def test_a_placement_says_what_it_switches_on():
    """A passenger completing an UNLOCK column says so: "A full column unlocks that commuter
    colour"."""
    state = playing(2, "moon")
    board = state.boards[0]
    board["pink1"] = "g"
    assert board_gain(state, board, "pink2", "c") == "unlocks pink"
    line = why(state, 0, Put("c", "pink2"), None)
    assert line == "unlocks pink"
