"""Objective cards (rulebook 'Objectives'; spec section 7, M21, M22)."""

import pytest

from magtui.core.errors import IllegalAction

from .helpers import do, legal, ready, turn_of


def at_objective(players=4, cards=("RO1", "RO2", "SO1", "SO2"), seat=0, rnd=1):
    st = ready(players)
    st.objectives = list(cards)
    st.obj_done = {o: [] for o in cards}
    st.round = rnd
    st.research = [[0] * len(st.columns) for _ in range(players)]
    st.slots[seat] = [False] * 5 + [True] * 5
    turn_of(st, seat)
    st.step, st.stages = "objective", [("endturn", seat)]
    return st


def test_research_objective_moves_marker_down_without_bonus():
    """'Move 1 or more of your marker(s) down ... When you move your marker downward in a research
    area, you do not get any bonuses.'"""
    st = at_objective(2)
    st.research[0] = [3, 0, 0]
    cubes_before = list(st.cubes[0])
    assert "obj RO1 G" in legal(st)
    do(st, "obj RO1 G")
    assert st.research[0][0] == 1 and st.cubes[0] == cubes_before
    assert st.rep[0] == 6 and st.obj_done["RO1"] == [0]


def test_requirement_depends_on_round():
    """'The conditions to fulfill the objective cards are often linked to the current round'
    - RO1 G down 2/3/4/5."""
    st = at_objective(2, rnd=3)
    st.research[0] = [3, 0, 0]
    assert "obj RO1 G" not in legal(st)
    st.research[0] = [4, 0, 0]
    assert "obj RO1 G" in legal(st)


def test_four_player_faces():
    """'RO1 4 player face: G or V (choose)'; 'RO3: two different areas, each down 1/1/2/2'."""
    st = at_objective(4, cards=("RO1", "RO3", "SO1", "SO2"))
    st.research[0] = [0, 1, 0, 2]
    assert {a for a in legal(st) if a.startswith("obj")} == {"obj RO1 V", "obj RO3 RV"}


def test_most_knowledge_is_sole():
    """'When the \"most knowledge\" is required, you alone must have the greatest knowledge
    in this research area.'"""
    st = at_objective(3, cards=("RO4", "RO1", "SO1", "SO2"))
    st.research[0] = [2, 0, 0]
    st.research[1] = [2, 0, 0]
    assert "obj RO4 G" not in legal(st)
    st.research[1] = [1, 0, 0]
    assert "obj RO4 G" in legal(st)


def test_second_fulfiller_gets_next_space_and_once_per_player():
    """Scenario 3: 'The second player to fulfil a card gains 2' (2 players); 'Each player fulfils
    each card at most once.'"""
    st = at_objective(2)
    st.research[0] = [4, 0, 0]
    do(st, "obj RO1 G")
    turn_of(st, 0)
    st.step, st.stages = "objective", [("endturn", 0)]
    assert "obj RO1 G" not in legal(st)
    turn_of(st, 1)
    st.step, st.stages = "objective", [("endturn", 1)]
    st.research[1] = [2, 0, 0]
    do(st, "obj RO1 G")
    assert st.rep[1] == 2


def test_sector_objective_one_sector():
    """SO1: 'remove 2/3/3/4 labs, all from one sector' (2-3 player face); storm sectors allowed."""
    st = at_objective(3, cards=("RO1", "RO2", "SO1", "SO3"))
    st.labs = {"6a1": [0, 1], "6a2": [0, 1], "5a1": [0, 1]}
    st.slots[0] = [False, False, False] + [True] * 7
    do(st, "obj SO1")
    assert legal(st) == {"rm 6a1", "rm 6a2"}
    do(st, "rm 6a2", "rm 6a1")
    assert st.labs == {"5a1": [0, 1]} and st.rep[0] == 6
    assert st.slots[0][:3] == [False, True, True], "refill from right to left"


def test_sector_majority_objective():
    """SO2: 'hold the sole majority of labs in a sector (checked before removing)'."""
    st = at_objective(3, cards=("RO1", "RO2", "SO2", "SO1"))
    st.labs = {"4a1": [0, 1], "4c1": [1, 1]}
    assert "obj SO2" not in legal(st)
    st.labs["4d1"] = [0, 1]
    assert "obj SO2" in legal(st)


def test_wide_network_and_colour_samples():
    """SO3: 'remove one lab from each of 2 different sectors'; SO4: 'labs standing on 2 different
    space colours (white counts as a colour of its own)'."""
    st = at_objective(3, cards=("RO1", "RO2", "SO3", "SO4"))
    st.labs = {"4a1": [0, 1], "4a2": [0, 1]}
    assert {a for a in legal(st) if a.startswith("obj")} == {"obj SO4"}
    do(st, "obj SO4", "rm 4a1")
    assert legal(st) == {"rm 4a2"}
    st = at_objective(3, cards=("RO1", "RO2", "SO3", "SO4"))
    st.labs = {"4a1": [0, 1], "5b1": [0, 1]}
    assert {a for a in legal(st) if a.startswith("obj")} == {"obj SO3", "obj SO4"}
    do(st, "obj SO3", "rm 5b1")
    assert legal(st) == {"rm 4a1"}


def test_stacked_labs_count_one_by_one():
    """'Labs stacked on one space count one by one.'"""
    st = at_objective(3, cards=("RO1", "RO2", "SO1", "SO3"))
    st.labs = {"4a1": [0, 2]}
    do(st, "obj SO1", "rm 4a1", "rm 4a1")
    assert "4a1" not in st.labs


def test_one_objective_per_turn():
    """M21: 'At most one objective per turn, at the end of your own turn.'"""
    st = at_objective(2)
    st.research[0] = [4, 4, 0]
    do(st, "obj RO1 G")
    assert st.step != "objective"
    with pytest.raises(IllegalAction):
        do(st, "obj RO2 R")
