"""Tracks, events, the four endings, faction rewards, advisors and tie-breaks."""

import pytest

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.events import EFFECTS, Flags
from magtui.games.orkensturm.scoring import advisor_value, final_scores, outcome

from .helpers import hand, new_game

R, G, P, B, Y, W = range(6)


def test_clamping_mittelreich_and_ending_a():
    """Spec scenario 14a: M is 2 and green exceeds red by 5: M becomes 0 (not -3), ending A."""
    game = new_game(3)
    game.tracks["M"] = 2
    game.resolve_storm([G] * 5 + [P])
    assert game.tracks["M"] == 0
    assert game.is_over() and game.final.ending == "A"


def test_tracks_clamp_at_their_maximum():
    """Spec 2: 'Every change ... is clamped into [min, max] at once.'"""
    game = new_game(3)
    game.tracks["S"] = 18
    game.resolve_storm([Y] * 5 + [P])
    assert game.tracks["S"] == 20 and game.last_reveal.treasury == "ROSE"


def test_zero_is_final_against_an_event():
    """Spec scenario 14b: T is 1, time UNCHANGED, event U9: T reaches 0, U9
    cannot raise it, ending C."""
    game = new_game(3, events="shuffled")
    game.tracks["T"] = 1
    game.event = "U9"
    game.resolve_storm([R, G, P, B, Y, W])
    assert game.tracks["T"] == 0 and game.final.ending == "C"


def test_precedence_of_endings():
    """Spec scenario 15: M = O = 1, draw, event VIII: both reach 0; ending A applies."""
    game = new_game(4, events="historia")
    game.tracks.update(M=1, O=1)
    game.event = "VIII"
    game.resolve_storm([R, G, P, B, Y, W, P, B])
    assert game.tracks["M"] == 0 and game.tracks["O"] == 0
    assert game.final.ending == "A"


@pytest.mark.parametrize(
    "ending,members,treasury,each",
    [
        ("A", 3, 5, 3),
        ("B", 2, 9, 5),
        ("C", 2, 9, 3),
        ("D", 4, 5, 1),
        ("A", 1, 0, 8),
        ("A", 2, 0, 4),
    ],
)
def test_faction_rewards(ending, members, treasury, each):
    """Spec scenario 16 and the rulebook: 'if there are 2 such players, both receive 4 AP; if
    there are 3, all receive 3 AP'; every division rounds up."""
    assert D.faction_reward(ending, members, treasury) == each


def test_faction_reward_goes_only_to_the_rewarded_side():
    """B: 'The players who have sided with Brin share AP equal to the value of
    the Imperial Treasury.'"""
    game = new_game(4, sides=["brin", "answin", "brin", "answin"])
    game.tracks.update(O=1, S=9)
    game.resolve_storm([R] * 3 + [P, B, Y, W, G])
    rows = game.final.rows
    assert game.final.ending == "B"
    assert [r.reward for r in rows] == [5, 0, 5, 0]


def test_advisors_score_at_the_end():
    """Spec scenario 17: B04 and B12, S = 7, hand R2 G3 P1 B2 Y0 W2: 3 + 4 = 7 AP."""
    game = new_game(3)
    game.tracks["S"] = 7
    game.hands[0] = hand("R2 G3 P1 B2 W2")
    assert advisor_value("B04", game, 0, "C") + advisor_value("B12", game, 0, "C") == 7


def test_advisor_counters():
    """Spec 6: won/lost count step-4 battles; jf and tf count jousts and tax collections won."""
    game = new_game(3)
    game.battles_won, game.battles_lost = 5, 2
    game.joust_first[1], game.tax_first[1] = 2, 4
    assert advisor_value("B07", game, 1, "A") == 4
    assert advisor_value("A07", game, 1, "A") == 2
    assert advisor_value("B08", game, 1, "A") == 4
    assert advisor_value("A10", game, 1, "A") == 6
    assert advisor_value("B06", game, 1, "A") == 0 and advisor_value("B06", game, 1, "C") == 3


def test_final_ap_adds_reward_and_advisors_and_keeps_negatives():
    """Spec 8.4: 'Final AP = AP at the end of the turn + faction reward + advisor AP.
    Negative totals stand.'"""
    game = new_game(3, sides=["brin", "brin", "answin"])
    game.ap = [-4, 2, 1]
    game.advisors = [["B14"], ["B06"], ["A12"]]
    game.tracks["M"] = 0
    final = final_scores(game, "A")
    assert [r.total for r in final.rows] == [-4 + 4, 2 + 0, 1 + 8 + 3]


def end_with_totals(ending, sides, aps, hands):
    game = new_game(len(sides), sides=sides)
    game.ap = list(aps)
    game.advisors = [[] for _ in sides]
    game.hands = [hand(h) for h in hands]
    final = final_scores(game, ending)
    for row in final.rows:
        row.total = row.ap  # compare the tie-breaks on equal totals
    return outcome(game, final)


def test_tie_break_by_side():
    """Spec scenario 18: ending C, a Brin player ties an Answin player on top:
    the Brin player wins."""
    result = end_with_totals("C", ["answin", "brin", "answin"], [7, 7, 3], ["R1", "R1", "R1"])
    assert result.winners == (1,)


def test_tie_break_by_hand_then_shared():
    """Spec scenario 18: ending A, two Answin players tie with hands of 4 and 2: the first wins;
    with equal hands the victory is shared."""
    result = end_with_totals("A", ["answin", "answin", "brin"], [7, 7, 7], ["R4", "R2", "R9"])
    assert result.ranking == ((0,), (1,), (2,))
    result = end_with_totals("A", ["answin", "answin", "brin"], [7, 7, 1], ["R2", "R2", "R9"])
    assert result.winners == (0, 1)


def flags(battle="DRAW", margin=0, time="UNCHANGED", treasury="UNCHANGED"):
    return Flags(battle, margin, time, treasury)


def test_event_viii_margin():
    """VIII: 'won: O -margin. lost: M -margin. draw: M -1 and O -1.'"""
    game = new_game(3)
    EFFECTS["VIII"](game, flags("WON", 3))
    assert game.tracks["O"] == 7
    EFFECTS["VIII"](game, flags("LOST", 2))
    assert game.tracks["M"] == 8


def test_event_ap_at_character():
    """U5: 'draw: everyone +1 AP. Otherwise: the Knight's player +2 AP.' (AP(@x))"""
    game = new_game(3)
    game.placed = ["regent", "knight", "spy"]
    EFFECTS["U5"](game, flags("WON"))
    assert game.ap == [0, 2, 0]
    EFFECTS["U5"](game, flags("DRAW"))
    assert game.ap == [1, 3, 1]
    game.placed = ["regent", "merchant", "spy"]
    EFFECTS["U5"](game, flags("LOST"))
    assert game.ap == [1, 3, 1], "an empty character gives nobody AP"


def test_event_side_ap():
    """II: 'AP(answin) +1. Then fell: AP(answin) +1 more. Then hastened: AP(brin) +1.'"""
    game = new_game(3, sides=["brin", "answin", "brin"])
    EFFECTS["II"](game, flags(time="HASTENED", treasury="FELL"))
    assert game.ap == [1, 2, 1]


def test_event_u10_mercenaries():
    """U10: 'if lost, M > 0 and S >= 3: S -2, then M +1.'"""
    game = new_game(3)
    EFFECTS["U10"](game, flags("LOST", 1))
    assert game.tracks["S"] == 6 and game.tracks["M"] == 11
    game.tracks["S"] = 2
    EFFECTS["U10"](game, flags("LOST", 1))
    assert game.tracks["S"] == 2 and game.tracks["M"] == 11


def test_event_resolves_after_the_storm_and_is_discarded():
    """'The effect of the event card ... is resolved, taking into account the outcome ... then
    goes to the discard pile.'"""
    game = new_game(3, events="historia")
    assert game.event == "I"
    game.resolve_storm([G, G, G, R, P, B])
    assert game.tracks["M"] == 7, "green beat red by 2, then event I: lost: M -1 more"
    assert game.event_discard == ["I"]
    assert game.event not in (None, "I"), "the next turn reveals the next event"


def test_exhausted_event_deck_means_no_event():
    """Spec scenario 19: 'With the deck exhausted, the next turns have no event.'"""
    game = new_game(3, events="shuffled")
    game.events = []
    game.resolve_storm([R, G, P, B, Y, W])
    assert game.event is None and not game.is_over()
    assert game.view(None)["events"] == 0 and game.event_deck_size() == 0


def test_ending_d_treasury_empty():
    """D: 'if none of these three conditions is met, but the Imperial Treasury drops to 0 ...
    The players who have sided with Answin share 4 AP among themselves.'"""
    game = new_game(4, sides=["brin", "answin", "brin", "answin"])
    game.tracks["S"] = 2
    game.resolve_storm([R, G, P, B, W, W, W, Y])
    assert game.final.ending == "D"
    assert [r.reward for r in game.final.rows] == [0, 2, 0, 2]


def test_ending_c_goes_before_d():
    """C is checked before D: 'If neither of the two conditions above is met, but the counter on
    the timeline reaches 0'."""
    game = new_game(3, sides=["brin", "answin", "brin"])
    game.tracks.update(T=1, S=1)
    game.resolve_storm([R, G, W, W, Y, B])
    assert game.tracks["T"] == 0 and game.tracks["S"] == 0
    assert game.final.ending == "C"
    assert [r.reward for r in game.final.rows] == [0, 0, 0], "half of an empty treasury"


def test_no_track_at_zero_means_the_game_goes_on():
    """'The game can end at the end of any turn ... as soon as one of the
    following conditions is met.'"""
    game = new_game(3)
    game.resolve_storm([R, G, P, B, Y, W])
    assert not game.is_over() and game.turn == 2
