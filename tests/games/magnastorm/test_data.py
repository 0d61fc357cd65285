"""The spec's board, tile, panel and card data checks (spec 2.4, 3, 5, 10)."""

from collections import Counter

import pytest

from magtui.games.magnastorm import data
from magtui.games.magnastorm.planet import Reach, first_quiet_clockwise, planet, quiet_sectors


@pytest.mark.parametrize("four,areas,spaces,lines", [(True, 36, 66, 60), (False, 30, 48, 48)])
def test_board_sizes(four, areas, spaces, lines):
    """'4p: 36 areas, 66 spaces, 60 lines; 2/3p: 30 / 48 / 48.'"""
    p = planet(four)
    assert (len(p.areas), len(p.spaces), len(p.lines)) == (areas, spaces, lines)


@pytest.mark.parametrize("four", [True, False])
def test_lines_join_neighbouring_hexes(four):
    """'Every line joins two neighbouring hexes.'"""
    p = planet(four)
    steps = {(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)}
    for u, v in p.lines:
        (q1, r1), (q2, r2) = p.hex[u], p.hex[v]
        assert (q2 - q1, r2 - r1) in steps, (u, v)


@pytest.mark.parametrize("four", [True, False])
def test_board_and_sectors_connected(four):
    """'Board connected; each sector connected by itself.'"""
    p = planet(four)
    assert set(p.distances({p.areas[0]: 0}, set(p.areas))) == set(p.areas)
    for s in range(1, 7):
        own = {a for a in p.areas if p.sector_of(a) == s}
        assert set(p.distances({f"{s}a": 0}, own)) == own


def test_lines_per_area_and_colours():
    """'Lines per area 2 (x6), 3 (x12), 4 (x18)' and 'G15 R15 U15 V15 W6' (4p); '3 (x24), 4 (x6)',
    'G14 R14 U14 W6' (2/3p)."""
    p4, p3 = planet(True), planet(False)
    assert Counter(len(n) for n in p4.neighbours.values()) == {2: 6, 3: 12, 4: 18}
    assert Counter(len(n) for n in p3.neighbours.values()) == {3: 24, 4: 6}
    assert Counter("".join(p4.colours.values())) == {"G": 15, "R": 15, "U": 15, "V": 15, "W": 6}
    assert Counter("".join(p3.colours.values())) == {"G": 14, "R": 14, "U": 14, "W": 6}
    for p in (p4, p3):
        assert all(len(set(c)) == len(c) for c in p.colours.values()), "no area repeats a colour"


def test_transmitters_cross_sector_borders():
    """'Transmitter lines that cross a sector border: 6 of 6 / 3 of 3.'"""
    for four, count in ((True, 6), (False, 3)):
        p = planet(four)
        assert len(p.transmitters) == count
        for u, v in p.transmitters.values():
            assert (u, v) in p.lines and p.sector_of(u) != p.sector_of(v)


@pytest.mark.parametrize(
    "face,table", [("1", ["345", "456", "561", "612"]), ("2", ["123", "234", "345", "456"])]
)
def test_center_tile_quiet_sectors(face, table):
    """'quiet(R) = {q0+R-1, q0+R, q0+R+1}' with q0 3 on face #1 and 1 on face #2."""
    for rnd, quiet in enumerate(table, start=1):
        assert quiet_sectors(face, rnd) == {int(c) for c in quiet}


def test_start_sector_quiet_in_round_one():
    """'Start sector quiet in round 1 (#1 stays quiet in rounds 1-3; #2 in rounds 1-2).'"""
    assert all(5 in quiet_sectors("1", r) for r in (1, 2, 3))
    assert all(2 in quiet_sectors("2", r) for r in (1, 2))


def test_every_storm_area_can_escape_clockwise():
    """'Clockwise escape (M5) possible from every storm area.'"""
    for four in (True, False):
        p = planet(four)
        for face in "12":
            for rnd in range(1, 5):
                quiet = quiet_sectors(face, rnd)
                for area in p.areas:
                    if p.sector_of(area) not in quiet:
                        assert Reach(p, quiet, area + "1", 1).destinations(), (area, rnd)
                        assert first_quiet_clockwise(p.sector_of(area), quiet) in quiet


def test_research_columns_hold_the_same_mix():
    """'Every column holds the same mix: Y x1, O x2, P x2, BAG2 x1, BAG3 x1, CREW x2.'"""
    for col, bonuses in data.LEVEL_BONUS.items():
        assert Counter(b for b in bonuses if b) == {
            "Y": 1,
            "O": 2,
            "P": 2,
            "BAG2": 1,
            "BAG3": 1,
            "CREW": 2,
        }
        assert bonuses[0] == ""


def test_artifact_deck():
    """'120 cards: bronze B01-B30 levels 1-3, silver S01-S60 levels 4-7, gold
    G01-G30 levels 8-10.'"""
    deck = data.ARTIFACTS
    assert len(deck) == 120
    assert deck["B01"] == (1, "REP") and deck["B10"][0] == 1 and deck["B11"][0] == 2
    assert (
        deck["S01"][0] == 4
        and deck["S60"][0] == 7
        and deck["G01"] == (8, "REP")
        and deck["G30"][0] == 10
    )
    assert Counter(b for c, (lv, b) in deck.items() if c[0] == "S") == {
        b: 12 for b in data.ARTIFACT_BONUS_ORDER
    }


def test_panels():
    """'4p panel 5x5 = 25 spaces; 2/3p 4x5 = 20'; 'TURN: 4p only'."""
    assert len(data.PANEL_COLUMNS[4]) * data.PANEL_ROWS == 25
    assert len(data.PANEL_COLUMNS[3]) * data.PANEL_ROWS == 20
    assert "TURN" not in data.PANEL_23P.values() and "TURN" in data.PANEL_4P.values()
