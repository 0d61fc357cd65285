"""The turn: positioning, the last placer's bonus, contributions, the Orkensturm, step 5."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D

from .helpers import hand, new_game, place_all, restart_turn_at, total_cards


def legal_places(game, seat):
    return {a.character for a in game.legal_actions(seat)}


def test_placement_order_from_the_starting_player_clockwise():
    """'Beginning with the starting player, each player places ... clockwise'."""
    game = new_game(4)
    restart_turn_at(game, 2)
    seen = []
    for character in ("regent", "merchant", "knight", "spy"):
        seat = game.to_act()[0]
        seen.append(seat)
        game.apply(seat, A.Place(character))
    assert seen == [2, 3, 0, 1]


def test_messenger_closed_below_six_players():
    """Spec scenario 3: 'At 5 players the Messenger space is never legal.'"""
    game = new_game(5)
    assert "messenger" not in legal_places(game, 0)
    with pytest.raises(IllegalAction, match="6 or more"):
        game.apply(0, A.Place("messenger"))
    assert "messenger" in legal_places(new_game(6), 0)


def test_an_empty_space_only():
    """'places the playing piece ... on an empty character space'."""
    game = new_game(3)
    game.apply(0, A.Place("knight"))
    assert "knight" not in legal_places(game, 1)
    with pytest.raises(IllegalAction, match="taken"):
        game.apply(1, A.Place("knight"))


def test_no_repeat_of_last_turns_character():
    """'A player cannot influence the same character that they influenced in the previous turn.'"""
    game = new_game(3)
    assert len(legal_places(game, 0)) == 7, "in turn 1 there is no restriction"
    game.prev = ["knight", "spy", None]
    assert "knight" not in legal_places(game, 0)
    with pytest.raises(IllegalAction, match="last turn"):
        game.apply(0, A.Place("knight"))


def test_no_repeat_at_eight_players_forces_the_seventh_placer():
    """Spec scenario 4: empty spaces {knight, spy}, the 8th placer used the Knight last turn:
    the 7th placer's only legal choice is the Knight, and the 8th gets the Spy."""
    game = new_game(8)
    game.prev = [
        "regent",
        "merchant",
        "tax_collector",
        "messenger",
        "magician",
        "inquisitor",
        "regent",
        "knight",
    ]
    for seat, character in enumerate(
        ["merchant", "tax_collector", "messenger", "magician", "inquisitor", "regent"]
    ):
        game.apply(seat, A.Place(character))
    assert legal_places(game, 6) == {"knight"}
    with pytest.raises(IllegalAction, match="later player"):
        game.apply(6, A.Place("spy"))
    game.apply(6, A.Place("knight"))
    assert legal_places(game, 7) == {"spy"}


def test_last_placer_bonus_red_or_green_then_any():
    """'The player who places ... last also draws 1 additional green or red influence card and
    1 further card of a colour of their choice from the reserve.'"""
    game = new_game(3)
    before = list(game.hands[2])
    for seat, c in enumerate(("regent", "merchant", "knight")):
        game.apply(seat, A.Place(c))
    assert game.to_act() == (2,)
    assert game.legal_actions(2) == [A.Troop(D.R), A.Troop(D.G)]
    game.apply(2, A.Troop(D.G))
    assert len(game.legal_actions(2)) == 6
    game.apply(2, A.Take(D.W))
    assert game.hands[2][D.G] == before[D.G] + 1 and game.hands[2][D.W] == before[D.W] + 1
    assert game.phase == "action" and game.to_act() == (0,)


def test_last_placer_bonus_with_no_red_in_reserve():
    """Spec scenario 5: only green is offered for the first card, then any colour present."""
    game = new_game(3)
    game.reserve[D.R] = 0
    game.reserve[D.Y] = 0
    for seat, c in enumerate(("regent", "merchant", "knight")):
        game.apply(seat, A.Place(c))
    assert game.legal_actions(2) == [A.Troop(D.G)]
    with pytest.raises(IllegalAction, match="no red"):
        game.apply(2, A.Troop(D.R))
    game.apply(2, A.Troop(D.G))
    assert {a.colour for a in game.legal_actions(2)} == {D.G, D.P, D.B, D.W}


def test_actions_in_placement_order_then_pawn_to_exit():
    """'Beginning with the starting player, each player ... chooses one of the two possible
    actions ... Afterwards, each player moves their playing piece ... to the exit'."""
    game = new_game(3)
    place_all(game, {0: "regent", 1: "merchant", 2: "spy"})
    assert game.to_act() == (0,)
    game.apply(0, A.Use("regent", 1))
    assert game.seen_by(None).exits() == {"regent": 0}
    assert game.to_act() == (1,)


def test_contribution_exactly_two_cards():
    """'each player ... chooses 2 influence cards from their hand and adds them to
    the Orkensturm deck'."""
    game = new_game(3)
    place_all(game, {0: "regent", 1: "merchant", 2: "spy"})
    for seat in range(3):
        game.apply(seat, game.legal_actions(seat)[0])
    assert game.phase == "contribute"
    assert all(len(a.cards) == 2 for a in game.legal_actions(0))
    game.hands[0] = hand("R3 G1")
    with pytest.raises(IllegalAction, match="exactly 2"):
        game.apply(0, A.Add((D.R,)))
    with pytest.raises(IllegalAction):
        game.apply(0, A.Add((D.G, D.G)))
    deck = sum(game.ork)
    game.apply(0, A.Add((D.R, D.G)))
    assert game.hands[0] == hand("R2") and sum(game.ork) == deck + 2


def test_contribution_shortfall():
    """Spec scenario 12: 1 card and 1 AP -> contributes it and ends at 0 AP;
    0 cards and 1 AP -> -1."""
    game = new_game(3)
    game.phase, game.idx = "contribute", 0
    game.hands[0], game.ap[0] = hand("Y1"), 1
    game.hands[1], game.ap[1] = [0] * 6, 1
    assert game.legal_actions(0) == [A.Add((D.Y,))]
    game.apply(0, A.Add((D.Y,)))
    assert game.ap[0] == 0
    assert game.ap[1] == -1, "an empty hand adds nothing and loses 1 AP per missing card"
    assert game.to_act() == (2,)


def test_step4_at_four_players():
    """Spec scenario 13: R3 G1 P2 B1 Y0 W1 revealed: O -2 (WON), net timeline 0 (DELAYED), S -1
    (FELL); the 8 revealed cards go back to the reserve; the deck then holds 12."""
    game = new_game(4)
    revealed = [D.R] * 3 + [D.G] + [D.P] * 2 + [D.B] + [D.W]
    game.ork = [2, 6, 1, 1, 1, 1]  # 12 cards left after taking the 8 above out of 20
    reserve = list(game.reserve)
    game.resolve_storm(revealed)
    assert game.tracks == {"M": 10, "O": 8, "T": 12, "S": 7}
    r = game.last_reveal
    assert (r.battle, r.margin, r.time, r.treasury) == ("WON", 2, "DELAYED", "FELL")
    assert game.reserve == [
        reserve[0] + 3,
        reserve[1] + 1,
        reserve[2] + 2,
        reserve[3] + 1,
        reserve[4],
        reserve[5] + 1,
    ]
    assert sum(game.ork) == 12
    assert game.battles_won == 1 and game.battles_lost == 0


def test_green_beats_red_reduces_mittelreich():
    """'If ... more green cards than red, the Mittelreich troops are reduced by the difference'."""
    game = new_game(3)
    game.resolve_storm([D.G] * 4 + [D.R] + [D.B])
    assert game.tracks["M"] == 7 and game.last_reveal.battle == "LOST"
    assert game.tracks["T"] == 10, "blue over purple: T -1 for the turn and -1 more"
    assert game.battles_lost == 1


def test_draw_changes_no_troops_and_yellow_raises_treasury():
    """'equal numbers of red and green ... nothing changes'; 'more yellow ...
    increased by the difference'."""
    game = new_game(3)
    game.resolve_storm([D.R, D.G, D.Y, D.Y, D.Y, D.P])
    assert (game.tracks["M"], game.tracks["O"]) == (10, 10)
    assert game.tracks["S"] == 11 and game.tracks["T"] == 12


def test_time_moves_every_turn():
    """'The time counter is moved 1 space further towards 0' every turn."""
    game = new_game(3)
    game.resolve_storm([D.R, D.G, D.Y, D.W, D.P, D.B])
    assert game.tracks["T"] == 11 and game.last_reveal.time == "UNCHANGED"


def test_reveal_counts_two_per_player_and_only_revealed_return():
    """'reveals a number of cards ... equal to twice the number of players'; O18: the deck holds
    4 + 2N cards after step 5."""
    for players in (3, 8):
        game = new_game(players)
        game.phase, game.idx = "contribute", 0
        for seat in game.order:
            game.apply(seat, game.legal_actions(seat)[0])
        assert len(game.last_reveal.cards) == 2 * players
        assert sum(game.ork) == 4 + 2 * players
        assert total_cards(game) == 165


def test_start_marker_passes_clockwise():
    """'the starting-player marker passes clockwise to the next player'."""
    game = new_game(3)
    restart_turn_at(game, 2)
    game.phase, game.idx = "contribute", 0
    for seat in game.order:
        game.apply(seat, game.legal_actions(seat)[0])
    assert game.turn == 2 and game.start == 0 and game.to_act() == (0,)
    assert game.phase == "place"


def test_previous_character_is_remembered_for_next_turn():
    """The pawn at the exit records who influenced which character (O13)."""
    game = new_game(3)
    place_all(game, {0: "regent", 1: "merchant", 2: "spy"})
    for seat in range(3):
        game.apply(seat, game.legal_actions(seat)[0])
    while game.phase == "contribute":
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    if game.is_over():
        pytest.skip("the seed ended the game")
    assert game.prev == ["regent", "merchant", "spy"]
    assert game.seen_by(None).exits() == {"regent": 0, "merchant": 1, "spy": 2}
    seat = game.to_act()[0]
    assert game.prev[seat] not in {a.character for a in game.legal_actions(seat)}


def test_undo_is_closed_after_chance_and_turn_end():
    """Actions that draw or end a player's turn cannot be taken back."""
    game = new_game(3)
    game.apply(0, A.Place("regent"))
    assert game.undoable is False
    game.apply(1, A.Place("merchant"))
    game.apply(2, A.Place("spy"))
    assert game.undoable is True, "the last placer's bonus is still the same player's move"
