"""The player board (spec §2.2) and the turn (§2.3): scenarios 1 and 2."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.model import Pending

from .helpers import act, fill, legal, playing


def test_scenario_1_units_and_stack_rows():
    """Scenario 1: 'TRACK holding one gold robot gives 2 units; a second gold cannot go to TRACK
    (next space is steel); a steel then gives 3 units; Adjust may take only that rightmost
    steel'."""
    board = pb.empty_board()
    assert pb.can_put(board, "track1", "g")
    board["track1"] = "g"
    assert pb.units(board, "track") == 2
    assert not pb.can_put(board, "track2", "g")
    assert pb.can_put(board, "track2", "s")
    board["track2"] = "s"
    assert pb.units(board, "track") == 3
    assert pb.can_take(board, "track2") and not pb.can_take(board, "track1")


def test_stack_row_fills_from_the_left_only():
    """'a robot may only be put on the leftmost empty space of the row'."""
    board = pb.empty_board()
    assert not pb.can_put(board, "track2", "s")
    assert pb.put_spaces(board, "s").count("track1") == 1


def test_other_spaces_fill_in_any_order():
    """'All other robot spaces fill and empty in any order.'"""
    board = pb.empty_board()
    assert pb.can_put(board, "pink2", "c") and pb.can_put(board, "pink1", "g")
    board["pink2"] = "c"
    board["pink1"] = "g"
    assert pb.can_take(board, "pink2") and pb.can_take(board, "pink1")


def test_spaces_accept_only_their_code():
    """'A passenger goes only on an empty space whose code accepts it.'"""
    board = pb.empty_board()
    assert not pb.can_put(board, "station", "g")
    assert pb.can_put(board, "station", "s")
    assert not pb.can_put(board, "grid11", "l") and pb.can_put(board, "grid11", "p")
    assert not pb.can_put(board, "bonus11", "s") and pb.can_put(board, "bonus11", "u")


def test_commuters_never_move():
    """'Commuters, once placed, never move. Robots move only by Adjust.'"""
    board = pb.empty_board()
    board["bonus11"] = "p"
    assert not pb.can_take(board, "bonus11")


def test_capacity_and_unlocks():
    """'capacity = 1 + robots in the row'; 'column full = pink unlocked'."""
    board = pb.empty_board()
    assert pb.capacity(board) == 1
    board["cap1"] = "c"
    assert pb.capacity(board) == 2
    assert not pb.unlocked(board, "p")
    board["pink1"] = "g"
    assert not pb.unlocked(board, "p")
    board["pink2"] = "c"
    assert pb.unlocked(board, "p")
    assert pb.unlocked(board, "s")  # robots need no unlock


def test_coral_unlock_needs_a_pink_commuter():
    """'UNLOCK coral | Rs Rg Cp'."""
    board = pb.empty_board()
    board["coral1"], board["coral2"] = "s", "g"
    assert not pb.unlocked(board, "r")
    assert not pb.can_put(board, "coral3", "s")
    board["coral3"] = "p"
    assert pb.unlocked(board, "r")


def test_scenario_2_extra_action_completed_mid_turn():
    """Scenario 2: 'rows A full → 3 actions; completing row B by the turn's 3rd action (Drop Off of
    a lilac) allows a 4th action that turn'."""
    s = playing(1, "mars")
    fill(s, 0, extraA1="p", extraA2="p", extraB1="l", lilac1="s", lilac2="c")
    assert s.actions_per_turn(0) == 3
    # a Store at the train's station and a lilac on the train
    s.sites[(1, 4)].types = "S"
    s.trains[0].cargo = ["l"]
    s.actions_used = 2  # two actions already taken this turn
    act(s, "dropoff 1")
    act(s, "drop l extraB2")
    assert s.actions_per_turn(0) == 4
    assert s.pending is None and s.current == 0
    assert "end" in legal(s) and len(legal(s)) > 1


def test_turn_ends_after_the_last_action():
    """'On a turn the player takes up to 2 + full EXTRA ACTIONS rows actions'."""
    s = playing(2, "mars")
    seat = s.current
    fill(s, seat, track1="g")
    act(s, "track 1")
    act(s, sorted(a for a in legal(s) if a.startswith("lay"))[0])
    act(s, "track 1")
    act(s, sorted(a for a in legal(s) if a.startswith("lay") or a.startswith("lift"))[0])
    assert s.current != seat


def test_action_that_changes_nothing_is_refused():
    """'An action that would change nothing may not be chosen.'"""
    s = playing(2, "mars")
    assert "pickup 1" not in legal(s)  # nothing waits at a starting station
    assert "move 1" not in legal(s)  # no track
    with pytest.raises(IllegalAction):
        act(s, "pickup 1")


def test_units_chosen_up_to_row_strength():
    """'the player picks how many units k (1..u) to use'."""
    s = playing(2, "mars")
    fill(s, s.current, track1="g", track2="s")
    options = legal(s)
    assert {"track 1", "track 2", "track 3"} <= options and "track 4" not in options


def test_starting_robots_placed_on_the_first_turn():
    """Moon: '1 steel + 1 gold + 1 copper robot'; 'Each player's first turn begins with placing
    their starting robots on their board (free)'."""
    from .helpers import new_game

    s = new_game(2, "moon")
    assert s.pending == Pending("put", source="hand")
    assert sorted(s.hand[s.current]) == ["c", "g", "s"]
    for _ in range(3):
        act(s, sorted(legal(s))[0])
    assert s.pending is None and s.actions_used == 0
