"""The Moon double station and the forced cut-back (spec §4.3); scenarios 12 and 13."""

from magtui.games.maglev.scoring import card_value
from magtui.games.maglev.model import Pending

from .helpers import act, fake_station, fill, legal, playing


def position():
    """Lab on (6,4). B passes through it and has an open end facing (7,4); A's open end faces
    (7,4)."""
    s = playing(2, "moon")
    a, b = s.current, 1 - s.current
    s.sites[(6, 4)].types = "L"
    s.node_of[(6, 4)] = (6, 4)
    fake_station(s, (4, 4), "F")
    fake_station(s, (9, 4), "W")
    s.tiles[b] = {(5, 4): (0, 3), (5, 3): (1, 5), (6, 2): (0, 4), (7, 2): (3, 5), (7, 3): (2, 4)}
    s.trains[b].at, s.trains[b].head = (4, 4), None
    s.tiles[a] = {(8, 4): (0, 3)}
    s.trains[a].at, s.trains[a].head = (9, 4), None
    fill(s, a, station="s", lilac1="s", lilac2="c")
    return s, a, b


def test_scenario_12_line_ending_at_first_half_cannot_build_second():
    """'To build the 2nd central station, you must have track connected to the 2nd empty
    station.'"""
    s, a, b = position()
    s.tiles[a] = {(5, 4): (0, 3)}
    s.trains[a].at = (4, 4)
    assert not any(x.endswith(" 7,4") for x in legal(s))


def test_scenario_12_open_end_facing_second_half_builds_other_colour():
    """'The second half of the double station must differ in colour from the first.'"""
    s, a, b = position()
    options = {x for x in legal(s) if x.endswith(" 7,4")}
    assert "build F 7,4" in options and "build S 7,4" in options
    assert "build L 7,4" not in options


def test_scenario_12_forced_cut_back_at_start_of_next_turn():
    """'If a player has 3 or more tracks connected to the double station ... they must reduce the
    number of these tracks to 2 ... before taking any other actions.'"""
    s, a, b = position()
    act(s, "build F 7,4")
    if s.pending and s.pending.kind == "put":
        act(s, sorted(legal(s))[0])
    assert b in s.must_cut
    act(s, "end")
    assert s.current == b and s.pending == Pending("cut")
    options = legal(s)
    assert options == {"cut 7,3", "cut 5,3"}  # cutting (5,4) would strand the train at (4,4)
    for option in sorted(options):
        trial = s.clone()
        act(trial, option)
        assert trial.line(b).valid and trial.pending is None


def test_double_station_is_one_station_with_two_colours():
    """'2 central stations become 1 double station with two colours.'"""
    s, a, b = position()
    act(s, "build S 7,4")
    assert s.node_of[(6, 4)] == s.node_of[(7, 4)]
    assert s.loc_colours(s.node_of[(7, 4)]) == {"c", "l"}


def test_scenario_13_drop_off_both_colours_and_k02():
    """Scenario 13: 'Double station Lab+Store: copper and lilac can both be dropped off; a link from
    it to a Factory satisfies K02.'"""
    s, a, b = position()
    act(s, "build S 7,4")
    act(s, "put l grid12")
    s.actions_used = 0
    s.trains[b].at, s.trains[b].cargo = (6, 4), ["c", "l"]
    fill(s, b, lilac1="s", lilac2="c", dropoff1="g")
    s.current = b
    s.pending = None
    s.must_cut.discard(b)
    s.tiles[b] = {(5, 4): (0, 3)}
    act(s, "dropoff 2")
    assert {x.split()[1] for x in legal(s)} == {"c", "l"}
    assert card_value(s, b, "K02") == 6
