"""Trains: heading, Moon Move in steps of 4, Free Brakes, Free Reverse, Mars no turning,
Move Backwards and Launch (spec §2.5, §4.3, §5.3); scenarios 8, 9, 17, 18."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.maglev.model import Pending, Site

from .helpers import act, fill, legal, playing, row_line


def moon_line(**board):
    s = playing(1, "moon")
    hexes = row_line(s, 0)
    s.trains[0].at, s.trains[0].head = hexes[0], (hexes[0], 0)
    fill(s, 0, move1="c", **board)
    return s, hexes


def test_scenario_8_move_one_unit_is_four_stations():
    """'Trains move 4 units or to the end of the line (whichever is shorter) for 1 action unit'."""
    s, st = moon_line()
    act(s, "move 1")
    assert s.trains[0].at == st[4]


def test_scenario_8_move_stops_at_the_end():
    """'Trains always stop at the end of your line.' Move 2 from s4 stops on s6."""
    s, st = moon_line()
    s.trains[0].at, s.trains[0].head = st[4], (st[4], 0)
    act(s, "move 2")
    assert s.trains[0].at == st[6] and s.pending is None
    assert s.trains[0].head is None  # facing out at the end


def test_scenario_8_free_brakes_stop_early():
    """'If the Free Brakes action is active, you may stop earlier than with normal movement.'"""
    s, st = moon_line(ext1="s")
    act(s, "move 1")
    assert s.trains[0].at == st[1]
    assert legal(s) == {"go", "stop"}
    act(s, "stop")
    assert s.trains[0].at == st[1] and s.pending is None


def test_scenario_8_free_reverse_turns_at_the_end():
    """'Free Reverse can be used at the end of your line when otherwise you would have had to stop.'
    From s4: s5, s6, turn, s5, s4."""
    s, st = moon_line(ext2="g")
    s.trains[0].at, s.trains[0].head = st[4], (st[4], 0)
    act(s, "move 1")
    assert s.trains[0].at == st[5]
    act(s, "go")
    assert s.trains[0].at == st[6]
    assert legal(s) == {"stop", "turn"}
    act(s, "turn")  # right after a turn only "go" is left, so the train steps on to s5
    assert s.trains[0].at == st[5]
    act(s, "go")
    assert s.trains[0].at == st[4] and s.pending is None


def test_free_reverse_not_twice_in_a_row():
    """Choice of this program: a second turn in a row would undo the first, so it is not offered."""
    s, st = moon_line(ext1="s", ext2="g")
    act(s, "move 1")
    assert legal(s) == {"go", "stop", "turn"}
    act(s, "turn")
    assert legal(s) == {"go", "stop"}


def test_without_abilities_the_move_runs_at_once():
    """'It does not stop at the stations it passes and does not turn by itself during the
    action.'"""
    s, st = moon_line()
    act(s, "move 1")
    assert s.pending is None and s.trains[0].at == st[4]


def test_scenario_9_automatic_turn_at_an_end():
    """Scenario 9: 'train at s6 facing out; Move 1 ends on s2'."""
    s, st = moon_line()
    s.trains[0].at, s.trains[0].head = st[6], None
    act(s, "move 1")
    assert s.trains[0].at == st[2]


def test_loop_has_no_end():
    """'A loop has no end.' One unit moves 4 stations round a loop of 2 stations."""
    from .helpers import fake_station

    s = playing(1, "moon")
    fake_station(s, (2, 3))
    fake_station(s, (4, 3))
    s.tiles[0] = {(3, 3): (0, 3), (3, 2): (0, 4), (4, 2): (3, 5)}
    s.trains[0].at, s.trains[0].head = (2, 3), ((2, 3), 0)
    fill(s, 0, move1="c")
    assert s.line(0).is_loop
    act(s, "move 1")
    assert s.trains[0].at == (2, 3)
    assert "4 stations" in s.log[-1]


def mars_line(stations=4, at=0, head_east=True, **board):
    s = playing(1, "mars", train=(0, 7))
    hexes = [(2 * i, 7) for i in range(stations)]
    for h in hexes:
        s.sites[h] = Site("space", types="F")
        s.node_of[h] = h
    s.tiles[0] = {(2 * i + 1, 7): (0, 3) for i in range(stations - 1)}
    s.trains[0].at, s.trains[0].head = hexes[at], (hexes[at], 0 if head_east else 3)
    fill(s, 0, move1="c", **board)
    return s, hexes


def test_mars_move_one_station_per_unit():
    """Mars: 'MOVE with k units: k forward steps, fewer if an end comes first'."""
    s, st = mars_line()
    act(s, "move 2")
    assert s.trains[0].at == st[2]


def test_scenario_17_no_turning_at_an_end():
    """'Your train never changes direction': a train at an end facing out cannot Move."""
    s, st = mars_line(at=3)
    s.trains[0].head = None
    assert "move 1" not in legal(s)
    with pytest.raises(IllegalAction):
        act(s, "move 1")


def test_scenario_17_move_backwards_keeps_heading():
    """'The Move Backwards action moves the train backwards without turning it around.'"""
    s, st = mars_line(at=3, ext1="s")
    s.trains[0].head = None
    act(s, "back 2")
    assert s.trains[0].at == st[1]
    assert s.trains[0].head == (st[1], 0)  # the nose still points east, the way it came from


def test_move_backwards_needs_its_robot():
    """'Move Backwards (robot on MOVE BACKWARDS)'."""
    s, st = mars_line(at=3)
    s.trains[0].head = None
    assert not any(a.startswith("back") for a in legal(s))


def test_scenario_17_new_connection_while_out_becomes_heading():
    """'building a tile from the train's station while OUT makes the train face it'."""
    s = playing(1, "mars")
    fill(s, 0, track1="g")
    assert s.trains[0].head is None
    act(s, "track 1")
    act(s, "lay 2,4 ne-w")
    assert s.trains[0].head == ((1, 4), 0)


def test_removing_heading_tile_faces_out():
    """'When the heading connection's tile is removed, the heading becomes OUT.'"""
    s = playing(1, "mars")
    s.tiles[0] = {(2, 4): (1, 3)}
    s.trains[0].head = ((1, 4), 0)
    fill(s, 0, track1="g")
    act(s, "track 1")
    act(s, "lift 2,4")
    assert s.trains[0].head is None


def launch_ready(**board):
    s = playing(1, "mars", train=(9, 4))
    fill(s, 0, ext2="g", **board)
    return s


def test_scenario_18_launch_needs_robot_and_the_pad():
    """'Use Launch when you are on the central station to set off for Phobos or Deimos.'"""
    s = playing(1, "mars", train=(9, 4))
    assert not any(a.startswith("launch") for a in legal(s))
    s2 = launch_ready()
    assert {"launch phobos", "launch deimos"} <= legal(s2)
    s3 = playing(1, "mars")
    fill(s3, 0, ext2="g")
    assert not any(a.startswith("launch") for a in legal(s3))


def test_scenario_18_first_arrival_bags_coral_once():
    """'Put coral passengers in the bag when the first player arrives on Phobos'; a second arrival
    adds nothing."""
    s = launch_ready()
    coral = s.piles["r"]
    assert coral > 0 and s.bag["r"] == 0
    act(s, "launch phobos")
    assert s.bag["r"] == coral and s.piles["r"] == 0 and "r" in s.bagged
    act(s, "launch pad out")
    s.actions_used = 0
    act(s, "launch phobos")
    assert s.bag["r"] == coral


def test_scenario_18_no_refill_or_move_on_a_moon():
    """'You cannot Refill on Phobos or Deimos'; no Move or Move Backwards there."""
    s = launch_ready(ext1="s", refill1="g")
    act(s, "launch deimos")
    options = legal(s)
    assert not any(a.startswith(("refill", "move", "back")) for a in options)


def test_scenario_18_launch_back_chooses_heading():
    """'Position your train in any direction when you use the Launch action in reverse'."""
    s = launch_ready()
    s.tiles[0] = {(8, 4): (0, 3), (10, 4): (0, 3)}  # two connections at the pad
    act(s, "launch phobos")
    assert {a for a in legal(s) if a.startswith("launch")} == {"launch pad e", "launch pad w"}
    act(s, "launch pad w")
    assert s.trains[0].at == (9, 4) and s.trains[0].head == ((9, 4), 3)


def test_launch_needs_no_unlock_and_carries_passengers():
    """'You do not need to unlock coral or purple passengers for the Launch action'."""
    s = launch_ready()
    s.trains[0].cargo = ["s"]
    act(s, "launch deimos")
    assert s.trains[0].at == "deimos" and s.trains[0].cargo == ["s"]
    assert "u" in s.bagged


def test_free_brakes_and_reverse_cost_no_action():
    """'Free Brakes do not require actions.' 'Free Reverse does not require actions.'"""
    s, st = moon_line(ext1="s", ext2="g")
    act(s, "move 1")
    act(s, "turn")
    act(s, "stop")
    assert s.actions_used == 1 and s.current == 0


def test_two_connections_at_once_while_out_player_picks_heading():
    """'OUT occurs only where the station has at most one connection; if two connections appear at
    once while OUT, the player picks the heading.'"""
    s = playing(1, "mars")
    s.tiles[0] = {(2, 4): (1, 3), (0, 4): (0, 3)}
    s.trains[0].head = None
    s.pending = None
    s._settle(0)
    assert s.pending == Pending("face")
    assert legal(s) == {"face 1,4 e", "face 1,4 w"}
    act(s, "face 1,4 w")
    assert s.trains[0].head == ((1, 4), 3) and s.pending is None


def test_one_new_connection_at_a_one_connection_end_becomes_heading():
    """'When a connection is added at the train's station while the heading is OUT, the heading
    becomes that connection.'"""
    s = playing(1, "mars")
    s.tiles[0] = {(0, 4): (0, 3)}  # one connection (west), train facing out
    fill(s, 0, track1="g")
    act(s, "track 1")
    act(s, "lay 2,4 ne-w")
    assert s.trains[0].head == ((1, 4), 0)
