"""The 52 bonus cards (spec §2.10), each scored in one known position."""

import pytest

from magtui.games.maglev import data
from magtui.games.maglev.scoring import card_value

from .helpers import fill, playing

EXPECTED = {
    # green: 4 tiles, one on a canyon, one 1-tile link T2–T1, open end
    "G01": 4,
    "G02": 14,
    "G03": 3,
    "G04": 0,
    "G05": 0,
    "G06": 0,
    "G07": 4,
    "G08": 0,
    "G09": 2,
    "G10": 0,
    "G11": 4,
    "G12": 3,
    "G13": 1,
    # blue: commuters p p p l r u; robots s3 g3 c5
    "U01": 6,
    "U02": 2,
    "U03": 3,
    "U04": 3,
    "U05": 11,
    "U06": 6,
    "U07": 6,
    "U08": 10,
    "U09": 5,
    "U10": 6,
    "U11": 5,
    "U12": 5,
    "U13": 4,
    # red
    "R01": 5,
    "R02": 0,
    "R03": 10,
    "R04": 4,
    "R05": 5,
    "R06": 0,
    "R07": 0,
    "R08": 4,
    "R09": 8,
    "R10": 3,
    "R11": 0,
    "R12": 17,
    "R13": 5,
}


@pytest.fixture(scope="module")
def position():
    s = playing(1, "mars")
    s.tiles[0] = {(2, 4): (1, 3), (3, 3): (0, 3), (4, 3): (0, 3), (5, 3): (0, 3)}
    fill(
        s,
        0,
        track1="g",
        track2="s",
        track3="s",
        cap1="c",
        cap2="c",
        cap3="c",
        station="s",
        ext1="c",
        ext2="g",
        pink1="g",
        pink2="c",
        grid11="p",
        grid12="l",
        grid13="r",
        grid14="u",
        extraA1="p",
        extraA2="p",
    )
    assert s.line(0).valid
    return s


@pytest.mark.parametrize("card", sorted(EXPECTED))
def test_card_value(position, card):
    """Every card scores at game end for its owner (values before the cap of 15)."""
    assert card_value(position, 0, card) == EXPECTED[card]


@pytest.mark.parametrize("card", [c for c in data.CARDS if c.startswith("K")])
def test_black_cards_need_a_direct_link(position, card):
    """Black: 'you have a link joining the two named station types'."""
    t1, t2 = position.sites[(2, 3)].types, position.sites[(1, 4)].types
    a, b, vp = data.CARDS[card][1]
    assert card_value(position, 0, card) == (vp if {a, b} == {t1, t2} else 0)


def test_canyons_count_as_rivers():
    """'Canyons count as rivers for bonus cards.'"""
    s = playing(1, "mars")
    s.trains[0].at = (2, 5)
    s.tiles[0] = {(3, 5): (0, 3), (4, 5): (0, 3), (5, 5): (0, 3)}
    assert card_value(s, 0, "G03") == 3
    assert card_value(s, 0, "G05") == 0
