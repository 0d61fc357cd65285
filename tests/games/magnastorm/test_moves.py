"""Scout movement, stations and labs (rulebook 'Move a Scout Runner'; spec M1-M8, scenarios 4-8)."""

import pytest

from magtui.core.errors import IllegalAction

from .helpers import cubes, do, legal, ready, turn_of


def moving(st, seat, space="A1", scout=None, **cube):
    """Start a move action of `seat` from lower space `space` (A1 is MOVE2 on both panels)."""
    turn_of(st, seat)
    st.upper["A"].append("Y")
    st.lower.pop(space, None)
    if scout:
        st.scout[seat] = scout
    cubes(st, seat, **(cube or {"Y": 5, "NSPD"[seat]: 5}))
    do(st, "crew A Y", f"to {space}", "move")
    return st


def areas(st):
    return sorted({a.split()[1][:2] for a in legal(st) if a.startswith("go ")})


def test_scenario_5_normal_move():
    """Scenario 5: '4p, start #1, round 1, scout on 5d, range 2. The legal areas are 4b 4e
    4f 5a 5b 5c 5d 5e 5f.'"""
    st = moving(ready(4), 0)
    assert st.turn.range == 2
    assert areas(st) == ["4b", "4e", "4f", "5a", "5b", "5c", "5d", "5e", "5f"]


def test_range_one_and_staying():
    """M2: 'Range 0 is allowed: stay put, or switch to another space in the same area.'"""
    st = moving(ready(4), 0, space="B1")
    assert st.turn.range == 1
    assert areas(st) == ["5a", "5c", "5d", "5e"]
    assert {"go 5d1", "go 5d2", "go 5d3"} <= legal(st)


def test_scenario_6_storm_forcing():
    """Scenario 6: '4p, face #1, round 2, scout on 3c. Range 1: only 3a or 3d; Range 2: 3a 3b 3d 3e;
    Range 3: only 4a or 4c.'"""
    st = ready(4)
    st.round = 2
    moving(st, 0, space="B1", scout="3c1")
    assert areas(st) == ["3a", "3d"]
    assert "go 3c1" not in legal(st) and "go 3c2" not in legal(st)
    st = ready(4)
    st.round = 2
    moving(st, 0, space="A1", scout="3c1")
    assert areas(st) == ["3a", "3b", "3d", "3e"]
    st = ready(4)
    st.round = 2
    give_justin = moving(st, 0, space="A1", scout="3c1")
    give_justin.holder["Justin B. Beeper"] = 0
    do(give_justin, "justin Y")
    assert areas(give_justin) == ["4a", "4c"]


def test_no_lab_in_storm():
    """'You cannot drop off turtle labs in storm sectors.'"""
    st = ready(4)
    st.round = 2
    moving(st, 0, space="B1", scout="3c1")
    do(st, "go 3a1")
    assert st.step != "drop"


def test_scenario_7_escape_to_a_station():
    """Scenario 7: 'starts instead at another player's built T45 and pays that player 1X. With range
    1 it may end on 4b or 5a.'"""
    st = ready(4)
    st.round = 2
    st.built["T45"] = 2
    moving(st, 0, space="B1", scout="3c1", Y=1, N=1)
    assert "from T45" in legal(st)
    do(st, "from T45")
    assert st.cubes[0] == [0] * 5 and st.cubes[2][0] == 1, "the fee goes to the owner"
    assert areas(st) == ["4b", "5a"]


def test_own_station_start_is_free():
    """'If you own the station, you don't have to pay anything to use it.'"""
    st = ready(4)
    st.built["T45"] = 0
    moving(st, 0, space="B1", scout="6a1", N=1)
    do(st, "from T45")
    assert st.cubes[0] == [0] * 5


def test_scenario_8_transmitter_and_lab():
    """Scenario 8: 'a scout on 5a moves to 4b. It may build T45: pay the S1 cost, +2 reputation, and
    then drop a lab on 4b.'"""
    st = moving(ready(4), 0, space="B1", scout="5a1")
    cubes(st, 0, Y=1, N=1)
    do(st, "go 4b1")
    assert st.step == "build" and "build T45 S1" in legal(st)
    do(st, "build T45 S1")
    assert st.built == {"T45": 0} and st.rep[0] == 2 and st.cubes[0] == [0] * 5
    assert st.stations[0] == [False, True, True]
    assert st.step == "drop"
    do(st, "lab 1")
    assert st.labs["4b1"] == [0, 1]
    assert st.step == "effect", "white space: choose the research area"
    do(st, "res U")


def test_one_station_per_move():
    """M7: 'At most one station per move action.'"""
    st = moving(ready(4), 0, space="B1", scout="5a1")
    do(st, "go 4b1")
    st_build = st.turn.buildable
    assert st_build == ["T45"]
    st.turn.buildable = ["T45", "T34"]
    do(st, "build T45 S1")
    assert st.step != "build"


def test_storm_ends_not_reachable_in_normal_move():
    """M3: 'A scout in a quiet sector may not pass through or end in any area of a storm sector.'"""
    st = moving(ready(4), 0, scout="5e1")
    assert "6c" not in areas(st) and "6d" not in areas(st)


def test_cannot_drop_on_occupied_space():
    """'You can end your movement on a space with ... a turtle lab belonging to another player.
    However, you are not allowed to place a turtle lab there.'"""
    st = moving(ready(4), 0, space="B1")
    st.labs["5a1"] = [1, 1]
    do(st, "go 5a1")
    assert st.step not in ("drop", "build")


def test_lab_research_by_space_colour_and_bonus():
    """'After placing a turtle lab, you immediately advance 1 level in the research area as the same
    color as that space.'"""
    st = moving(ready(4), 0, space="B1")
    st.research[0] = [1, 0, 0, 0]
    do(st, "go 5a1", "lab 1")  # 5a1 is green; green level 2 pays 1Y
    assert st.research[0][0] == 2
    assert st.cubes[0][:2] == [6, 4], "row 1 costs 1O; green level 2 pays 1Y"


def test_scenario_4_lab_costs_and_refill():
    """Scenario 4: 'drops labs from slots 1 and 2 (free) and then slot 3 (1Y). An SO1 removal of
    2 labs puts them back into slots 3, then 2.'"""
    st = ready(4)
    st.objectives = ["RO1", "RO2", "SO1", "SO2"]
    st.obj_done = {o: [] for o in st.objectives}
    for slot, space in ((1, "5a1"), (2, "5a2"), (3, "5c1")):
        moving(st, 0, space="B1", Y=1, N=1)
        do(st, f"go {space}", f"lab {slot}")
        while st.step == "effect":
            do(st, sorted(legal(st))[0])
        paid = "1Y" if slot == 3 else "nothing"
        assert any(f"slot {slot} on {space} for {paid}" in line for line in st.log)
    assert st.slots[0][:3] == [False, False, False]
    turn_of(st, 0)
    st.step = "objective"
    st.stages = [("endturn", 0)]
    do(st, "obj SO1", "rm 5a1")
    assert st.slots[0][:3] == [False, False, True]
    do(st, "rm 5a2")
    assert st.slots[0][:3] == [False, True, True]
    moving(st, 0, space="B1", Y=0, N=1)
    do(st, "go 5d1")
    assert "lab 2" in legal(st)
    do(st, "lab 2")
    assert "drops a lab from slot 2 on 5d1 for nothing" in "".join(st.log), "slot 2 is free again"


def test_lab_slot_cost_must_be_paid():
    """M29: 'A lab or station that cannot be paid is simply not placed.'"""
    st = ready(4)
    st.slots[0] = [False, False] + [True] * 8
    moving(st, 0, space="B1", N=1)
    do(st, "go 5a1")
    assert st.step != "drop", "slot 3 costs 1Y, slot 4 1O: nothing left after the row cost"


def test_lab2_icon_drops_a_second_lab():
    """LAB2: 'you may drop off an additional turtle lab on the same space ... Your marker on the
    research track still only moves up one space.'"""
    st = moving(ready(4), 0, space="B3")  # B3 is LAB2 on the 4p panel
    g = st.research[0][0]
    do(st, "go 5a1", "lab 1")
    assert st.step == "extra"
    do(st, "lab 2")
    assert st.labs["5a1"] == [0, 2]
    assert st.research[0][0] == g + 1


def test_move2_only_with_move():
    """'These bonuses are only available for action A)' - MOVE2 on a gain gives nothing."""
    st = turn_of(ready(4), 0)
    st.upper["A"].append("Y")
    do(st, "crew A Y", "to A1", "gain")
    assert st.scout[0] == "5d1" and st.turn.range == 1


def test_scout_cannot_end_on_station():
    """M8: 'The scout cannot end on a station.' - destinations are always spaces."""
    st = ready(4)
    st.built["T45"] = 0
    moving(st, 0, space="B1", scout="6a1")
    do(st, "from T45")
    assert all(len(a.split()[1]) == 3 for a in legal(st) if a.startswith("go"))
    with pytest.raises(IllegalAction):
        do(st, "go T45")
