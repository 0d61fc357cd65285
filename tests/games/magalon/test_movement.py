"""Movement legality: diagonals, revisits, partial moves, obstacles and merged spaces."""

import pytest

from magtui.core.errors import IllegalAction, NotationError
from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V

from .helpers import at_turn, do, legal_texts, magician_targets


def test_diagonal_step_refused():
    """ "You can only move horizontally or vertically, but never diagonally." """
    st = at_turn({0: 3, 1: 5}, pos={0: "H10"})
    with pytest.raises(IllegalAction, match="not next to"):
        do(st, "m I11")
    assert magician_targets(st) == {"H9", "G10", "I10", "H11"}


def test_turning_allowed():
    """ "When moving you may change direction as often as you like (turn at right angles)." """
    st = at_turn({0: 4, 1: 5}, pos={0: "H10"})
    do(st, "m H9", "m I9", "m I10", "m J10")
    assert st.turn.mag_steps == 4


def test_revisit_refused_including_start_cell():
    """ "You may not enter the same space twice in the same turn." (L5: its starting cell
    included)"""
    st = at_turn({0: 4, 1: 5}, pos={0: "H10"})
    do(st, "m H9", "m I9", "m I10")
    with pytest.raises(IllegalAction, match="already been on H10"):
        do(st, "m H10")


def test_partial_move_cannot_end_the_turn():
    """ "If you cannot or do not want to move all movement points, your magician must stay where he
    is. You may therefore not let part of the movement points lapse." """
    st = at_turn({0: 4, 1: 5}, pos={0: "H10"})
    do(st, "m H9")
    with pytest.raises(IllegalAction, match="Finish the magician move"):
        do(st, "end")
    st = at_turn({0: 4, 1: 5}, pos={0: "H10"})
    do(st, "end")  # not moving at all is allowed
    assert V.node_name(st.pos[0]) == "H10"


def test_step_into_dead_end_refused():
    """A step after which the move could not be completed is refused (the exact count, L5)."""
    st = at_turn({0: 3, 1: 5}, pos={0: "A4"}, shields={1: "B4"}, ruins={"R1": "A2 B2 B3 C3"})
    # A3 is a dead end: A2 and B3 are ruin cells, and A4 has been left.
    assert "A3" not in magician_targets(st)
    with pytest.raises(IllegalAction, match="From A3 the magician could not make the 2 steps"):
        do(st, "m A3")


@pytest.mark.parametrize(
    "blocker",
    [
        {"ruins": {"R1": "H9 I9 J9 H10"}},
        {"shields": {1: "H9"}},
        {"shields": {0: "H9"}},
        {"gnomes": ["H9", "L7"]},
        {"giant": "H9"},
        {"pos": {1: "H9"}},
    ],
)
def test_obstacles_block_the_magician(blocker):
    """ "Other players' magicians, ruins, shields, gnomes and the giant are obstacles. The spaces on
    which these stand may not be entered or jumped over." (L4: its own shield included)"""
    pos = {0: "H8", **blocker.pop("pos", {})}
    st = at_turn({0: 3, 1: 5}, pos=pos, **blocker)
    assert "H9" not in magician_targets(st)
    with pytest.raises(IllegalAction):
        do(st, "m H9")


def test_magicians_share_merged_spaces():
    """L1: "Any number of magicians may stand on the same merged space, and a magician there is
    no obstacle to others entering it." """
    st = at_turn({0: 1, 1: 5}, pos={0: "A9", 1: "B"})
    do(st, "m B")
    assert st.pos[0] == st.pos[1] == V.ARTIFACT_NODES["B"]


def test_merged_space_costs_one_step_in_and_one_out():
    """L1: "Entering it costs 1 step, and leaving it costs 1 step, from any side." """
    st = at_turn({0: 2, 1: 5}, pos={0: "A5"})
    do(st, "m B", "m A9")
    assert st.turn.mag_steps == 2
    assert set(V.NEIGHBOURS[V.ARTIFACT_NODES["B"]]) == {D.cell(c) for c in "A5 A9 B6 B7 B8".split()}


def test_merged_space_neighbour_table():
    """Section 2: the neighbours of the merged spaces."""
    names = {
        letter: {V.node_name(n) for n in V.NEIGHBOURS[node]}
        for letter, node in V.ARTIFACT_NODES.items()
    }
    assert names == {
        "A": {"F1", "J1", "G2", "H2", "I2"},
        "B": {"A5", "A9", "B6", "B7", "B8"},
        "C": {"O5", "O9", "N6", "N7", "N8"},
    }
    start = {V.node_name(n) for n in V.NEIGHBOURS[V.START_NODE]}
    assert start == {"C19", "M19"} | {f"{c}18" for c in "DEFGHIJKL"}


def test_blocking_a_started_move_refused():
    """L6: "A movement chip that has been started must be completed before the turn can end." A
    shield that would cut off the rest of a started move is refused."""
    st = at_turn({0: 2, 1: 5}, pos={0: "H10"}, shields={1: "G9"}, ruins={"R1": "I9 I8 J8 I7"})
    do(st, "m H9")
    with pytest.raises(IllegalAction, match="the magician could not make the 1 step still to go"):
        do(st, "shield H8")
    do(st, "shield H13")


def test_distance_table():
    """Section 2's distance check: shortest paths with the ruins as walls, the start never
    passed."""
    ruins = {c for cells in D.RUINS.values() for c in cells}

    def dist(a, b):
        return V.distances(a, lambda n: n not in ruins and n != V.START_NODE or n == b)[b]

    S, A, B, C = V.START_NODE, *V.ARTIFACT_NODES.values()
    assert (dist(S, A), dist(S, B), dist(S, C), dist(A, B), dist(A, C), dist(B, C)) == (
        18,
        14,
        14,
        11,
        11,
        14,
    )
    assert (
        dist(S, D.cell("H17")) == 2 and dist(S, D.cell("B14")) == 7 and dist(S, D.cell("H5")) == 14
    )
    assert dist(S, D.cell("E8")) == 12 and dist(S, D.cell("B2")) == 19
    assert len(V.distances(S, lambda n: n not in ruins)) == 247


def test_start_closed_except_to_win():
    """L2: "At all other times the space is closed to magicians, so no path passes through it." """
    st = at_turn({0: 3, 1: 5}, pos={0: "C19"})
    assert "S" not in magician_targets(st)
    assert D.cell("M19") not in st.magician_ends()


def test_gnomes_never_enter_start_or_artifact_spaces():
    """ "Gnomes may not enter the start space or the three artifact spaces." """
    st = at_turn({0: 10, 1: 5}, gnomes=["A5", "L7"])
    with pytest.raises(IllegalAction, match="may not enter"):
        do(st, "g1 B")


def test_giant_never_enters_start():
    """ "The giant may enter neither the start space nor the artifact spaces." """
    st = at_turn({0: 3, 1: 9}, giant="H18")
    do(st, "roll")
    assert "giant S" not in legal_texts(st)
    with pytest.raises(IllegalAction, match="may not enter"):
        do(st, "giant S")


def test_ruins_never_turn_and_never_push():
    """ "You may not push along any magicians, gnomes, shields, other ruins, or the giant." """
    st = at_turn({0: 8, 1: 5}, ruins={"R2": "E4 F4 G4 E5"})
    with pytest.raises(IllegalAction, match="E4 is not free"):
        do(st, "R1 down")
    with pytest.raises(NotationError):
        SPEC.parse_action("R1 turn")


def test_notation_round_trips():
    for text in [
        "play 10",
        "m H12",
        "m S",
        "m A",
        "g1 D8",
        "giant H11",
        "push E9",
        "stay",
        "move on",
        "R3 up",
        "lift R1",
        "set D3 E3 F3 D4",
        "shield H12",
        "energy",
        "roll",
        "end",
    ]:
        assert str(SPEC.parse_action(text)) == text
    for bad in ["m A6", "play 11", "m Z3", "set A1 A2", "set A1 A1 A2 A3", "fly"]:
        with pytest.raises(
            NotationError, match=r"not a Magalon action \(expected one of: play 0-10; m\|g1"
        ):
            SPEC.parse_action(bad)
