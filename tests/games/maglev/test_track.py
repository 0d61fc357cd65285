"""Track rules (spec §2.4, §5.3) and scenarios 3–7."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.maglev import data
from magtui.games.maglev.model import Site

from .helpers import act, fill, legal, playing


def mars_track(units=4, seed=1):
    s = playing(2, "mars", seed)
    seat = s.current
    fill(s, seat, track1="g", track2="s", track3="s")
    act(s, f"track {units}")
    return s, seat


def test_scenario_3_tile_between_starting_stations_links_them():
    """Scenario 3: 'tile (2,4) with sides W+NE is legal and makes one link T2–T1'."""
    s, seat = mars_track()
    assert "lay 2,4 ne-w" in legal(s)
    act(s, "lay 2,4 ne-w")
    found = s.links(seat)
    assert len(found) == 1
    assert {found[0].a, found[0].b} == {(1, 4), (2, 3)}


def test_scenario_3_straight_is_legal_and_tight_curve_is_not():
    """Scenario 3: 'W+E is legal; W+NW is illegal (tight curve)'."""
    s, _ = mars_track()
    assert "lay 2,4 e-w" in legal(s)
    with pytest.raises(IllegalAction, match="tight curve"):
        act(s, "lay 2,4 nw-w")


def test_scenario_3_tile_touching_no_end_is_refused():
    """Scenario 3: 'any tile at (3,3) is illegal (it touches no end)'."""
    s, _ = mars_track()
    assert not any(a.startswith("lay 3,3") for a in legal(s))
    with pytest.raises(IllegalAction, match="end"):
        act(s, "lay 3,3 e-w")


def test_tiles_only_on_open_hexes():
    """'Tiles go only on open hexes (never on a station hex, built or empty)'."""
    s, _ = mars_track()
    with pytest.raises(IllegalAction, match="open hexes"):
        act(s, "lay 2,3 e-w")


def test_scenario_4_line_may_face_empty_space_but_not_pass_it():
    """Scenario 4: 'a tile may face an empty station space; no tile may be built beyond it'."""
    s = playing(2, "moon")
    seat = s.current
    base = s.trains[seat].at
    # Draw a line towards the nearest empty station space by hand, then test the last step.
    s.tiles[seat] = {}
    fill(s, seat, track1="g", track2="s", track3="s")
    assert base in ((0, 0), (13, 0))
    row = [1, 2, 3, 4, 5] if base == (0, 0) else [12, 11, 10, 9, 8]
    side = "e-w"
    act(s, "track 4")
    for q in row[:3]:
        act(s, f"lay {q},0 {side}")  # the third faces the empty space on row[3]
    assert s.sites[(row[3], 0)].kind == "space"
    assert not any(a.startswith(f"lay {row[4]},0") for a in legal(s))
    assert not any(a.startswith(f"lay {row[3]},0") for a in legal(s))
    assert s.line(seat).valid


def _moon_with_line(corner_hex):
    s = playing(2, "moon")
    seat = s.current
    s.trains[seat].at = corner_hex
    return s, seat


def test_scenario_4_third_connection_refused_and_loop_closes():
    """Scenario 4: 'a third connection to a station is refused; joining both ends closes a loop'."""
    s = playing(1, "mars")
    seat = 0
    # T2 (1,4) – (2,4) – T1 (2,3) is a link; T1 – (1,3)?? build a loop T2-(2,4)-T1 and T2-(1,3)-T1
    s.tiles[seat] = {(2, 4): (1, 3)}  # ne-w: T2–T1
    fill(s, seat, track1="g", track2="s", track3="s")
    act(s, "track 4")
    # (1,3): odd row; its E side faces (2,3)=T1 and its SW side faces (1,4)=T2 -> closes a loop
    assert "lay 1,3 e-sw" in legal(s)
    act(s, "lay 1,3 e-sw")
    assert s.line(seat).is_loop
    s2 = playing(1, "mars")
    s2.tiles[0] = {(2, 4): (1, 3), (1, 3): (0, 4)}
    assert s2.line(0).is_loop
    fill(s2, 0, track1="g")
    # A third connection at T2 (1,4): any tile touching T2 is refused in a loop (no ends).
    act(s2, "track 2")
    assert not any(a.startswith("lay 0,4") for a in legal(s2))


def test_scenario_5_removal_rules():
    """Scenario 5: 'on a path, the middle tile is refused, an end tile is allowed; removing the
    tile that links the train's end station is refused; on a loop any tile may go'."""
    s = playing(1, "mars")
    # T2 (1,4) -> (0,4) -> (13,4) -> (12,4)?? use a straight westward path across the seam
    s.tiles[0] = {(0, 4): (0, 3), (13, 4): (0, 3), (12, 4): (0, 3)}
    fill(s, 0, track1="g", track2="s", track3="s")
    builds, lifts = s.track_changes(0)
    lift_hexes = {h for h, _ in lifts}
    assert (12, 4) in lift_hexes and (13, 4) not in lift_hexes and (0, 4) not in lift_hexes
    # train at the far station of a link: the tile next to it may not go
    s2 = playing(1, "mars")
    s2.tiles[0] = {(2, 4): (1, 3), (0, 4): (0, 3)}
    s2.trains[0].at = (2, 3)
    assert [h for h, _ in s2.track_changes(0)[1]] == [(0, 4)]
    # loop: every tile may go
    s3 = playing(1, "mars")
    s3.tiles[0] = {(2, 4): (1, 3), (1, 3): (0, 4)}
    assert {h for h, _ in s3.track_changes(0)[1]} == {(2, 4), (1, 3)}


def test_scenario_6_two_canyon_hex_needs_three_units():
    """Scenario 6: 'a 2-canyon hex needs a TRACK action with ≥ 3 units; with 2 units it is
    refused'."""
    s = playing(1, "mars")
    # T3 (2,5) -> (3,5) -> (4,5) -> canyon hex (5,5) costs 3
    s.trains[0].at = (2, 5)
    s.tiles[0] = {(3, 5): (0, 3), (4, 5): (0, 3)}
    fill(s, 0, track1="g", track2="s", track3="s")
    act(s, "track 2")
    assert not any(a.startswith("lay 5,5") for a in legal(s))
    with pytest.raises(IllegalAction, match="costs 3"):
        act(s, "lay 5,5 e-w")
    s2 = playing(1, "mars")
    s2.trains[0].at = (2, 5)
    s2.tiles[0] = {(3, 5): (0, 3), (4, 5): (0, 3)}
    fill(s2, 0, track1="g", track2="s", track3="s")
    act(s2, "track 3")
    act(s2, "lay 5,5 e-w")
    assert s2.tiles[0][(5, 5)] == (0, 3)
    assert s2.pending is None  # all 3 units spent


def test_canyon_costs_from_the_sheet():
    """'Track costs 1 additional unit of track per canyon in each hex with 1 or 2 canyons.'"""
    from magtui.games.maglev.hexmap import MAPS

    m = MAPS["mars"]
    assert m.cost[(4, 2)] == 2 and m.cost[(5, 4)] == 3 and m.cost[(3, 3)] == 1
    assert all(c == 1 for c in MAPS["moon"].cost.values())


def test_scenario_6_seam_join_costs_nothing_extra():
    """'Track wraps around the planet horizontally. No additional units are needed for a
    transfer.'"""
    s = playing(1, "mars")
    s.tiles[0] = {(0, 4): (0, 3)}
    fill(s, 0, track1="g")
    act(s, "track 2")
    act(s, "lay 13,4 e-w")
    assert s.tiles[0][(13, 4)] == (0, 3)
    assert s.line(0).valid
    assert s.pending is None or s.pending.left == 1


def test_scenario_7_links_and_green_cards():
    """Scenario 7: 'Moonbase –3 tiles– Factory –1 tile– Office –2 tiles– open end: 2 links; G08
    0, G09 2'."""
    from magtui.games.maglev.scoring import card_value

    s = playing(1, "moon")
    mb = s.trains[0].at
    assert mb == (0, 0) or mb in data.MOON["moonbase_corners"].values()
    s.trains[0].at = (0, 0)
    s.sites[(0, 0)].kind, s.sites[(0, 0)].owner = "moonbase", 0
    s.node_of[(0, 0)] = (0, 0)
    s.blocked.discard((0, 0))
    # Factory on (4,0); an Office placed on (6,0) for this geometry; 2 tiles then end open.
    s.sites[(4, 0)].types = "F"
    s.sites[(6, 0)] = Site("space", types="O")
    for h in ((4, 0), (6, 0)):
        s.node_of[h] = h
    s.tiles[0] = {
        (1, 0): (0, 3),
        (2, 0): (0, 3),
        (3, 0): (0, 3),
        (5, 0): (0, 3),
        (7, 0): (0, 3),
        (8, 0): (0, 3),
    }
    found = s.links(0)
    assert len(found) == 2
    assert card_value(s, 0, "G08") == 0
    assert card_value(s, 0, "G09") == 2


def test_track_supply_of_18_tiles(monkeypatch):
    """'18 track tiles per player': with none left in the supply, no build (removal still works)."""
    s = playing(1, "mars")
    s.tiles[0] = {(2, 4): (1, 3)}
    assert s.track_changes(0)[0]
    assert data.TRACK_TILES == 18
    monkeypatch.setattr(data, "TRACK_TILES", 1)
    builds, lifts = s.track_changes(0)
    assert not builds and lifts


def test_no_side_faces_off_the_map():
    """'No side faces off the map or a blocked hex.' Mars row 0 has nothing above it."""
    from magtui.games.maglev.track import build_problem

    s = playing(1, "mars")
    fake = (3, 1)
    from .helpers import fake_station

    fake_station(s, fake)
    s.trains[0].at = fake
    # (3,0) is above (3,1): its SE side faces the station; a tile turning north faces off the map
    assert (
        build_problem(s.ground(), {}, s.line(0), (3, 0), (1, 5))
        == "faces the edge or a closed space"
    )
    assert build_problem(s.ground(), {}, s.line(0), (3, 0), (3, 5)) is None
