"""Choices this implementation fixes where the rulebook and spec leave room
(rules.md, 'Choices')."""

from magtui.games.magnastorm.economy import need_of, payment

from .helpers import cubes, do, give, legal, ready, turn_of
from .test_moves import moving


def test_p_and_x_costs_take_other_federations_first():
    """rules.md: 'Paying a P or X cost takes other federations' colours first (most held first),
    then your own, then yellow.'"""
    held = [2, 3, 1, 2, 0]  # NEU (seat 0) holds Y2 N3 S1 P2
    assert payment(held, need_of(0, "1P"), 0) == [0, 0, 0, 1, 0]
    assert payment(held, need_of(0, "2P"), 0) == [0, 0, 1, 1, 0]
    assert payment([2, 3, 0, 0, 0], need_of(0, "1P"), 0) == [0, 1, 0, 0, 0]
    assert payment([2, 0, 0, 0, 0], need_of(0, "1X"), 0) == [1, 0, 0, 0, 0]


def test_level_beyond_ten_is_lost():
    """M30: 'A marker never goes above level 10, and advances beyond it are lost.'"""
    st = turn_of(ready(4), 0)
    st.research[0] = [10, 0, 0, 0]
    do(st, "crew A Y", "to C1", "gain")  # C1: G icon
    assert st.research[0][0] == 10
    assert any("level is lost" in line for line in st.log)


def test_nobody_above_zero_leaves_research_commander_unheld():
    """rules.md: 'A research column where nobody is at level 1 or above has no
    holder (like a tie).'"""
    st = ready(4)
    name = st.research_cmd["V"]
    st.holder[name] = 1
    st.research = [[1, 0, 0, 0] for _ in range(4)]
    st.labs = {}
    st._administration()
    assert st.holder[name] is None


def test_extra_labs_lab2_before_azrea():
    """rules.md: 'Extra labs come from LAB2 first, then Azrea Bonsmai (1 own cube more).'"""
    st = ready(4)
    give(st, "Azrea Bonsmai", 0)
    moving(st, 0, space="B3", Y=1, N=3)  # LAB2 space; row 3 costs 1Y+1O
    do(st, "go 5a1", "lab 1")
    assert st.turn.extras == ["LAB2", "Azrea"]
    do(st, "lab 2")  # LAB2: no extra cube
    assert st.cubes[0][1] == 2
    assert st.step == "extra"
    do(st, "lab 4")  # Azrea: 1O more, slot 4 costs 1O
    assert st.labs["5a1"] == [0, 3] and st.cubes[0][1] == 0


def test_end_in_administration_swaps_panels_without_turning_the_tile():
    """rules.md: 'When the end is triggered during administration, the panels still swap and the
    game ends without turning the tile.'"""
    st = ready(4)
    st.research = [[0] * 4 for _ in range(4)]
    st.rep[0] = 26
    st.labs = {"4a1": [0, 1]}
    st.upper = {c: [] for c in st.upper}
    st.lower = {"C2": ["Y"]}
    st._administration()
    assert st.over and st.round == 1 and st.upper["C"] == ["Y"]


def test_idris_on_a_takeover():
    """Idris Yakuul: 'Once in a move action or a takeover: pay one Y of that action's
    costs with an O instead.'"""
    st = turn_of(ready(4), 0)
    give(st, "Idris Yakuul", 0)
    st.upper["C"] = ["Y", "Y"]
    cubes(st, 0, Y=1, N=1)
    assert "takeover C i:YO" in legal(st) and "takeover C" not in legal(st)
    do(st, "takeover C i:YO")
    assert st.cubes[0] == [0] * 5
