"""Setup: supply, reserve, hands, loyalty, advisors, the Orkensturm deck, the event deck."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.events import build_deck
from magtui.core.rng import Rng

from .helpers import SPEC, NAMES, new_game, total_cards


def test_setup_at_five_players():
    """Spec scenario 1: Brin 3, Answin 2: hands of 7, supply 37, Orkensturm deck of 14
    (Y, P, B, W, 4 R, 6 G), reserve R 17, G 18, P/B/Y/W 11 each; total 165."""
    game = new_game(5, sides=["brin", "answin", "brin", "answin", "brin"])
    assert [sum(h) for h in game.hands] == [7] * 5
    assert sum(game.supply) == 37
    assert game.ork == [4, 6, 1, 1, 1, 1]
    assert game.reserve == [17, 18, 11, 11, 11, 11]
    assert total_cards(game) == 165


@pytest.mark.parametrize("players,size", [(3, 6), (4, 6), (5, 7), (8, 7)])
def test_hand_size(players, size):
    """'Each player receives 6 random cards from the supply deck (with 5–8 players, ... 7)'."""
    game = SPEC.new_game(NAMES[:players], 3, {})
    assert [sum(h) for h in game.hands] == [size] * players
    assert game.phase == "loyalty", "hands are dealt before loyalty is chosen (O3)"


def test_supply_is_twelve_per_colour_and_the_rest_is_the_reserve():
    """'shuffle 12 influence cards of each colour together ... the remaining
    ... are the reserve'."""
    game = SPEC.new_game(NAMES[:3], 5, {})
    in_play = [game.supply[c] + sum(h[c] for h in game.hands) for c in range(6)]
    assert in_play == [12] * 6
    assert game.reserve == [21, 24, 12, 12, 12, 12]


def test_loyalty_at_three_players_assigns_the_last_without_prompt():
    """Spec scenario 2: the first two choose Brin; the third is assigned Answin without a prompt."""
    game = SPEC.new_game(NAMES[:3], 1, {})
    first = game.to_act()[0]
    game.apply(first, A.Side("brin"))
    second = game.to_act()[0]
    assert second == (first + 1) % 3, "loyalty is chosen clockwise from the starting player"
    game.apply(second, A.Side("brin"))
    assert game.phase == "advisor"
    assert game.sides[(first + 2) % 3] == "answin"


@pytest.mark.parametrize("seed", range(6))
def test_four_players_always_split_two_two(seed):
    """Spec scenario 2: 'At 4 players the split is always 2–2.'"""
    game = SPEC.new_game(NAMES[:4], seed, {})
    while game.phase == "loyalty":
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[seed % len(game.legal_actions(seat))])
    assert sorted(game.sides) == ["answin", "answin", "brin", "brin"]


def test_a_full_side_cannot_be_chosen():
    """O4: 'A player may choose any side that still has a card.'"""
    game = SPEC.new_game(NAMES[:5], 2, {})
    for _ in range(3):
        game.apply(game.to_act()[0], A.Side("brin"))
    assert game.phase == "advisor", "the rest join Answin once Brin's 3 cards are gone"
    game = SPEC.new_game(NAMES[:6], 2, {})
    for _ in range(3):
        game.apply(game.to_act()[0], A.Side("answin"))
    assert game.phase == "advisor"
    assert game.sides.count("brin") == 3


def test_each_player_draws_one_advisor_of_their_side():
    """'each player draws one advisor card from the deck of their faction'."""
    game = new_game(6)
    for seat in range(6):
        assert len(game.advisors[seat]) == 1
        assert D.ADVISORS[game.advisors[seat][0]][0] == game.sides[seat]
    assert len(game.adv_decks["brin"]) == 11 and len(game.adv_decks["answin"]) == 11


def test_orkensturm_deck_from_loyalties():
    """'2 red influence cards for each player who has chosen Answin's side, 2 green ... Brin's'."""
    game = new_game(7, sides=["answin"] * 4 + ["brin"] * 3)
    assert game.ork == [8, 6, 1, 1, 1, 1]
    assert sum(game.ork) == 4 + 2 * 7


def test_tracks_start_values():
    """Spec 2: M 10, O 10, T 12, S 8 and every AP at 0."""
    game = new_game(3)
    assert game.tracks == {"M": 10, "O": 10, "T": 12, "S": 8}
    assert game.ap == [0, 0, 0]


def test_loyalty_refused_outside_setup():
    game = new_game(3)
    before = game.fingerprint()
    with pytest.raises(IllegalAction):
        game.apply(0, A.Side("brin"))
    assert game.fingerprint() == before


@pytest.mark.parametrize("seed", range(200))
def test_historia_deck(seed):
    """Spec scenario 19: 18 cards, I on top, VIII at the bottom, numbered cards in order,
    every gap holding 1–2 cards, exactly 3 gaps holding 2; the same seed gives the same deck."""
    deck = build_deck("historia", Rng(seed))
    assert deck == build_deck("historia", Rng(seed))
    assert len(deck) == 18 and sorted(deck) == sorted(D.EVENTS)
    assert deck[0] == "I" and deck[-1] == "VIII"
    positions = [deck.index(card) for card in D.NUMBERED_EVENTS]
    assert positions == sorted(positions)
    gaps = [b - a - 1 for a, b in zip(positions, positions[1:])]
    assert all(g in (1, 2) for g in gaps) and gaps.count(2) == 3


def test_shuffled_event_deck_holds_all_eighteen():
    """'The event cards should be shuffled into one deck'."""
    decks = {tuple(build_deck("shuffled", Rng(s))) for s in range(5)}
    assert len(decks) > 1
    assert all(sorted(d) == sorted(D.EVENTS) for d in decks)


def test_events_off_means_no_event():
    """'Otherwise this step is skipped.'"""
    game = new_game(4)
    assert game.events == [] and game.event is None


def test_first_event_is_revealed_before_positioning():
    """'Optional: ... the event for the current turn is revealed' before
    step 1; historia: I first."""
    game = new_game(4, events="historia")
    assert game.phase == "place" and game.event == "I"
    assert game.view(None)["event"] == "I"
    assert len(game.events) == 17


def test_each_player_reads_their_advisor_in_turn_before_turn_one():
    """O5 and spec 5: each player draws their advisor after all loyalties are fixed and reads
    it privately (a pass screen each)."""
    game = SPEC.new_game(NAMES[:3], 4, {})
    while game.phase == "loyalty":
        game.apply(game.to_act()[0], A.Side("brin"))
    readers = []
    while game.phase == "advisor":
        seat = game.to_act()[0]
        assert game.decision(seat) == "read a secret advisor card"
        assert "your" not in game.status(), "the status line names the player, never 'you'"
        assert game.legal_actions(seat) == [A.Seen()]
        readers.append(seat)
        game.apply(seat, A.Seen())
    assert readers == list(game.order)
    assert game.phase == "place" and game.turn == 1


@pytest.mark.parametrize("players,seat", [(3, 3), (5, 1), (8, 6)])
def test_start_option_fixes_the_first_starting_player(players, seat):
    """O2: 'The first starting player is drawn at random, unless the setup screen names one.'"""
    game = SPEC.new_game(NAMES[:players], 4, {"start": str(seat)})
    assert game.start == seat - 1
    assert game.order == tuple((seat - 1 + i) % players for i in range(players))
    assert game.to_act() == (seat - 1,), "loyalty is chosen from the starting player on"
    assert game.log[0].startswith(f"{NAMES[seat - 1]} is the starting player")
    assert game.view(None)["start"] == seat - 1


def test_start_option_defaults_to_random():
    """O2: 'The first starting player is drawn at random' (option start = random by default)."""
    assert SPEC.full_options({})["start"] == "random"
    starts = {SPEC.new_game(NAMES[:5], seed, {}).start for seed in range(30)}
    assert len(starts) > 2, "different seeds draw different starting players"
    assert {SPEC.new_game(NAMES[:5], 9, {"start": "random"}).start} == {
        SPEC.new_game(NAMES[:5], 9, {}).start
    }


@pytest.mark.parametrize("players,seat", [(3, 4), (5, 8), (7, 8)])
def test_start_option_beyond_the_player_count_is_refused(players, seat):
    """A named starting seat must exist: a seat beyond the player count is refused, not clamped."""
    from magtui.core.errors import OptionError
    from magtui.core.session import new_session

    with pytest.raises(OptionError, match=f"start={seat}.*only {players} players.*1 to {players}"):
        SPEC.new_game(NAMES[:players], 1, {"start": str(seat)})
    with pytest.raises(OptionError, match=f"seat {seat}"):
        new_session("orkensturm", NAMES[:players], 1, {"start": str(seat)})


def test_start_option_rejects_values_that_are_no_seat():
    """The option takes random or a seat number 1–8, nothing else."""
    from magtui.core.errors import OptionError

    for bad in ("0", "9", "first", ""):
        with pytest.raises(OptionError):
            SPEC.new_game(NAMES[:3], 1, {"start": bad})


def test_start_option_survives_a_save_and_replay():
    """Saves store the options: the replayed game has the same starting player."""
    from magtui.core.session import Session, new_session

    session = new_session("orkensturm", NAMES[:4], 2, {"start": "2"})
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    record = session.to_record()
    assert record["options"]["start"] == "2"
    again = Session.from_record(record)
    assert again.state.start == 1 and again.history == session.history
