"""Map geometry (spec §3, §4.1, §5.1) and action notation."""

import pytest

from magtui.core.errors import NotationError
from magtui.games.maglev import SPEC, data
from magtui.games.maglev.actions import NOTATION
from magtui.games.maglev.hexmap import MAPS

from .helpers import new_game


def station_hexes(name):
    spec = data.MOON if name == "moon" else data.MARS
    hexes = set(spec["station_spaces"])
    if name == "moon":
        hexes |= set(spec["moonbase_corners"].values()) | set(spec["double_station"])
    else:
        hexes |= set(spec["starting_station"]) | {spec["launch_pad"]}
    return hexes


def test_moon_counts():
    """Spec §4.1 checks: '122 hexes, 104 buildable'; 'each corner has exactly 2 on-board
    neighbours'."""
    m = MAPS["moon"]
    assert len(m.cost) == 122
    assert len(m.cost) - len(station_hexes("moon")) == 104
    for corner in data.MOON["moonbase_corners"].values():
        assert sum(1 for n in m.neighbours[corner] if n is not None) == 2


def test_mars_counts_and_wrap():
    """Spec §5.1 checks: '126 hexes, 116 buildable'; 'adjacency is symmetric across the seam and
    every hex of rows 1–7 has 6 neighbours'."""
    m = MAPS["mars"]
    assert len(m.cost) == 126
    assert len(m.cost) - len(station_hexes("mars")) == 116
    for h, ns in m.neighbours.items():
        if 1 <= h[1] <= 7:
            assert all(n is not None for n in ns)
        for side, n in enumerate(ns):
            if n is not None:
                assert m.neighbours[n][(side + 3) % 6] == h
    assert m.neighbours[(13, 4)][0] == (0, 4)


def test_no_two_stations_adjacent():
    """'no two stations are adjacent' (the double-station pair excepted on the Moon)."""
    for name in ("moon", "mars"):
        m, hexes = MAPS[name], station_hexes(name)
        pairs = {(h, n) for h in hexes for n in m.neighbours[h] if n in hexes}
        allowed = {((6, 4), (7, 4)), ((7, 4), (6, 4))} if name == "moon" else set()
        assert pairs == allowed


def test_no_station_on_a_canyon():
    """'no station is on a canyon'."""
    assert not station_hexes("mars") & set(data.MARS["canyons"])


def test_fifty_two_bonus_cards_in_four_decks():
    """'52 bonus cards in four decks' of 13."""
    assert len(data.CARDS) == 52
    for deck in data.DECKS:
        assert sum(1 for c in data.CARDS if c[0] == deck) == 13


@pytest.mark.parametrize(
    "text",
    [
        "pick K03",
        "lay 6,5 e-nw",
        "launch pad out",
        "shift track2 pickup1",
        "build O 4,0",
        "move 2",
        "end",
        "put s track1",
        "cut 6,3",
    ],
)
def test_notation_round_trips(text):
    """Actions have a text notation that round-trips."""
    assert str(NOTATION.parse(text)) == text


def test_notation_normalises_side_order_and_rejects_junk():
    assert str(NOTATION.parse("lay 6,5 nw-e")) == "lay 6,5 e-nw"
    for bad in ("", "fly 2", "move 9", "lay 6,5 e-e", "pick X99", "launch mars"):
        with pytest.raises(NotationError):
            NOTATION.parse(bad)


def test_views_hide_other_players_cards_and_log_never_says_you():
    """Hidden information: 'Logs say that a seat picked a card, never which.'"""
    s = new_game(3, "moon")
    table = s.view(None)
    for seat in range(3):
        own = s.view(seat)
        assert own.pop("private")[f"cards.{seat}"] == s.cards[seat]
        assert own == table
    assert any("picks a bonus card" in line for line in s.log)
    assert SPEC.kind.hidden_information
