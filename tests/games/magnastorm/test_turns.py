"""Phase 1 turns: crew, lower spaces, gain and move costs, takeovers, bonus icons,
passes (M9-M16, M26-M29)."""

import pytest

from magtui.core.errors import IllegalAction

from .helpers import cubes, do, give, legal, ready, turn_of


def idris_column(st, crew):
    st.admin_cols["C"] = "Idris Yakuul"
    st.holder.setdefault("Idris Yakuul", None)
    st.upper = {c: [] for c in st.upper}
    st.upper["C"] = list(crew)
    st.upper["A"] = ["Y"]


def test_scenario_9_takeover_payment():
    """Scenario 9: 'Column C holds 2 neutral crew and 1 SONA crew ... NEU pays
    2Y+1 SONA and gains 3.'"""
    st = turn_of(ready(4), 0)
    idris_column(st, ["Y", "Y", "S"])
    cubes(st, 0, Y=3, S=1, N=2)
    do(st, "takeover C")
    assert st.cubes[0] == [1, 2, 0, 0, 0]
    assert st.step == "put"
    do(st, "put A1", "put B2", "put C3")
    assert st.rep[0] == 3 and st.holder["Idris Yakuul"] == 0
    assert st.lower == {"A1": ["y"], "B2": ["y"], "C3": ["s"]}, "moved crew have no effect"
    assert st.upper["C"] == []


def test_scenario_10_takeover_of_controlled_commander():
    """Scenario 10: 'NEU pays 2Y+1 SONA+1 PACO and gains 3. PACO loses 2 ... cannot retake ... NEU
    cannot take a commander it controls.'"""
    st = turn_of(ready(4), 0)
    idris_column(st, ["Y", "Y", "S"])
    give(st, "Idris Yakuul", 2)
    st.rep[2] = 5
    cubes(st, 0, Y=2, S=1, P=1)
    do(st, "takeover C", "put A1", "put B1", "put C1")
    assert st.cubes[0] == [0] * 5 and st.rep[0] == 3 and st.rep[2] == 3
    assert st.holder["Idris Yakuul"] == 0
    turn_of(st, 2)
    cubes(st, 2, Y=5, N=5, P=5)
    assert not any(a.startswith("takeover C") for a in legal(st)), "the column is empty"
    st.upper["C"] = ["Y"]
    turn_of(st, 0)
    cubes(st, 0, Y=5)
    assert not any(a.startswith("takeover C") for a in legal(st)), "NEU already controls Idris"


def test_takeover_needs_crew_and_full_payment():
    """'A commander who has no crew members below cannot be taken over'; M29 'may be chosen only if
    it can be paid in full'."""
    st = turn_of(ready(4), 0)
    idris_column(st, ["Y", "Y"])
    cubes(st, 0, Y=1)
    assert "takeover C" not in legal(st)
    with pytest.raises(IllegalAction):
        do(st, "takeover C")
    cubes(st, 0, Y=2)
    assert "takeover C" in legal(st)


def test_scenario_11_first_player_column():
    """Scenario 11: 'A player pays for column A's crew and gains +1 level and +1P. In administration
    they move to position 1.'"""
    st = turn_of(ready(4), 2)
    st.order = [0, 1, 2, 3]
    turn_of(st, 2)
    st.upper = {c: [] for c in st.upper}
    st.upper["A"] = ["Y", "Y"]
    st.upper["B"] = ["Y"]
    cubes(st, 2, Y=2)
    do(st, "takeover A", "put A1", "put A2")
    assert st.token == 2 and st.cubes[2][0] == 0
    assert st.step == "effect" and st.queue[0][1] == "res"
    do(st, "res G")
    assert st.research[2][0] >= 1
    do(st, "take S")
    assert st.cubes[2][2] == 1
    do(st, "end") if st.step == "objective" else None
    # play out the rest of the round: the last crew is taken by the next player
    turn_of(st, 3)
    do(st, "crew B Y", "to E5", "gain")
    if st.step == "objective":
        do(st, "end")
    assert st.round == 2 and st.order == [2, 0, 1, 3] and st.token is None


def test_crew_neutral_or_own_first():
    """M9: 'They may pick another player's crew only if there is no neutral crew and no
    own crew left there.'"""
    st = turn_of(ready(4), 0)
    st.upper = {c: [] for c in st.upper}
    st.upper["B"] = ["S"]
    st.upper["C"] = ["N"]
    assert {a for a in legal(st) if a.startswith("crew")} == {"crew C N"}
    st.upper["C"] = []
    assert {a for a in legal(st) if a.startswith("crew")} == {"crew B S"}


def test_gain_row_cubes_black_is_own_colour():
    """'You gain the CreditCubes shown there ... The black CreditCube always stands for your own
    player color!' (row 5: 3Y+2O)."""
    st = turn_of(ready(4), 1)
    cubes(st, 1)
    st.upper["A"].append("Y")
    do(st, "crew A Y", "to D5", "gain")
    assert st.cubes[1] == [3, 0, 2, 0, 0]


def test_move_cost_by_row():
    """'pay the cost (CreditCubes) in the displayed colors' - row 4 costs 2Y+1O."""
    st = turn_of(ready(4), 0)
    cubes(st, 0, Y=2)
    do(st, "crew A Y", "to D4")
    assert legal(st) == {"gain"}
    cubes(st, 0, Y=2, N=1)
    assert legal(st) == {"move", "gain"}
    do(st, "move")
    assert st.cubes[0] == [0] * 5 and st.step == "route"


def test_bonus_icon_research_and_crew():
    """'Use your marker to immediately advance 1 level in the research area with the
    corresponding color' (C1 = G)."""
    st = turn_of(ready(4), 0)
    g = st.research[0][0]
    do(st, "crew A Y", "to C1", "gain")
    assert st.research[0][0] == g + 1


def test_crew_bonus_places_from_board():
    """M14: 'Put it either on a free space of the upper panel in a column that already holds crew
    and has room, or on a free lower space.'"""
    st = turn_of(ready(4), 0)
    st.upper = {c: [] for c in st.upper}
    st.upper["B"] = ["Y", "Y"]
    do(st, "crew B Y", "to C2", "gain")
    assert st.step == "effect"
    options = legal(st)
    assert (
        "place B" in options
        and "place A" not in options
        and "place C2" not in options
        and "place A1" in options
    )
    left = st.crew_left[0]
    do(st, "place B")
    assert st.upper["B"] == ["Y", "N"] and st.crew_left[0] == left - 1


def test_scenario_12_turn_swap_timing():
    """Scenario 12: 'C uses TURN: the track becomes A C B D at once, but D still plays next. The
    next pass runs A C B D.'"""
    st = ready(4)
    st.order = [0, 1, 2, 3]
    st.pass_order = (0, 1, 2, 3)
    st.pass_pos = 2
    turn_of(st, 2)
    st.pass_order = (0, 1, 2, 3)
    do(st, "crew A Y", "to A3", "gain")
    if st.step == "objective":
        do(st, "end")
    assert st.order == [0, 2, 1, 3]
    assert st.actor == 3
    do(
        st,
        "crew A Y"
        if "crew A Y" in legal(st)
        else sorted(a for a in legal(st) if a.startswith("crew"))[0],
    )
    do(st, "to B1", "gain")
    if st.step == "objective":
        do(st, "end")
    assert st.pass_order == (0, 2, 1, 3) and st.actor == 0


def test_turn_swap_in_position_one_does_nothing():
    """M16: 'A marker in position 1 does not move.'"""
    st = ready(4)
    first = st.order[0]
    turn_of(st, first)
    before = list(st.order)
    do(st, "crew A Y", "to A3", "gain")
    assert st.order == before


def test_scenario_19_panel_full():
    """Scenario 19: 'with every lower space used, a crew goes on a used row-5 space and
    gets its gain and icon.'"""
    st = turn_of(ready(4), 0)
    st.lower = {s: ["y"] for s in st.all_spaces()}
    assert {a for a in (str(x) for x in st.legal_actions(0)) if a.startswith("crew")}
    do(st, "crew A Y")
    assert legal(st) == {f"to {c}5" for c in "ABCDE"}
    cubes(st, 0)
    do(st, "to C5", "gain")
    assert st.cubes[0][0] == 3 and st.cubes[0][1] == 2
    assert st.lower["C5"] == ["y", "Y"]


def test_bag_black_returns():
    """M26: 'A drawn black cube goes back into the bag, and the player takes 1O
    from the supply instead.'"""
    st = turn_of(ready(4), 0)
    st.bag = [5, 0, 0, 0, 0, 0]
    cubes(st, 0)
    st.draw_bag(0, 2)
    assert st.bag == [5, 0, 0, 0, 0, 0] and st.cubes[0] == [0, 2, 0, 0, 0]
    assert st.undoable is False


def test_bag_other_cube_is_kept():
    """'Otherwise, keep the CreditCube. (The CreditCube you take from the bag
    will not be replaced.)'"""
    st = turn_of(ready(4), 0)
    st.bag = [0, 1, 0, 0, 0, 0]
    cubes(st, 0)
    st.draw_bag(0, 1)
    assert st.bag == [0] * 6 and st.cubes[0] == [1, 0, 0, 0, 0]


def test_bag_icon_with_gain():
    """'In addition to the CreditCubes you receive through the action, you may randomly take
    1 CreditCube from the bag.'"""
    st = turn_of(ready(4), 0)
    total = sum(st.bag)
    do(st, "crew A Y", "to B4", "gain")
    assert sum(st.bag) in (total, total - 1)
    assert any("draws from the bag" in line for line in st.log)


def test_exchange_three_for_one():
    """M28: 'give any 3 cubes for 1 cube from the supply ... of a colour none of the
    three given cubes has.'"""
    st = turn_of(ready(4), 0)
    cubes(st, 0, Y=2, N=1)
    assert "x NYY>S" not in legal(st)
    acts = {str(a) for a in st.legal_actions(0)}
    assert "x YYN>S" in acts and "x YYN>Y" not in acts and "x YYN>N" not in acts
    do(st, "x YYN>S")
    assert st.cubes[0] == [0, 0, 1, 0, 0]
    with pytest.raises(IllegalAction):
        do(st, "x YYY>S")


def test_gain_limited_by_supply():
    """M27: 'A gain the supply cannot cover is lost for the missing cubes.'"""
    st = turn_of(ready(4), 0)
    st.supply[0] = 1
    cubes(st, 0)
    do(st, "crew A Y", "to D5", "gain")
    assert st.cubes[0][0] == 1 and st.supply[0] == 0


def test_phase_one_ends_when_upper_panel_empty():
    """'When the last crew member has been moved from the upper action panel to the lower action
    panel, the 1st phase ends.'"""
    st = turn_of(ready(2), 0)
    st.upper = {c: [] for c in st.upper}
    st.upper["B"] = ["Y"]
    do(st, "crew B Y", "to A2", "gain")
    if st.step == "objective":
        do(st, "end")
    assert st.round == 2
    assert st.lower == {} and st.upper["A"] == ["Y"]


def test_passes_follow_turn_order():
    """M15: 'Turns go through the turn-order track from position 1 to the last position; ... The
    next pass starts again at position 1.'"""
    st = ready(3)
    seen = []
    while st.round == 1 and len(seen) < 6:
        seen.append(st.actor)
        crew = sorted(a for a in legal(st) if a.startswith("crew"))[0]
        do(st, crew)
        do(st, sorted(legal(st))[0], "gain")
        while st.current == seen[-1] and st.round == 1:
            do(st, "end" if "end" in legal(st) else sorted(legal(st))[0])
    assert seen == st.order * 2


def test_refused_action_changes_nothing():
    """'_apply validates everything before mutating, raising IllegalAction.'"""
    st = turn_of(ready(4), 0)
    before = st.fingerprint()
    for bad in ("go 5a1", "takeover E i:YO", "to A1", "lab 3"):
        with pytest.raises(IllegalAction):
            do(st, bad)
    assert st.fingerprint() == before


def test_clone_is_independent_and_equal():
    """Search bots copy states: 'Keep the state cheap to copy' - a clone plays on without
    touching the original."""
    st = turn_of(ready(4), 0)
    copy = st.clone()
    assert copy.fingerprint() == st.fingerprint()
    do(copy, "crew A Y", "to B1", "move")
    assert st.step == "main" and st.upper["A"] != copy.upper["A"] and st.cubes != copy.cubes
    do(st, "crew A Y", "to B1", "move")
    assert copy.fingerprint() == st.fingerprint()


def test_undo_within_the_turn_but_not_after_it():
    """Undo: 'only the acting player, only their own last actions within their turn';
    a turn's end is final."""
    from magtui.core.session import Seat, Session

    from .helpers import SPEC

    session = Session(SPEC, [Seat("Nils"), Seat("Sara")], 2, {"advanced_start": "off"})
    while session.state.phase == "setup":
        st = session.state
        session.apply(st.actor, st.legal_actions(st.actor)[0])
    seat = session.state.actor
    crew = next(a for a in session.state.legal_actions(seat) if a.verb == "crew")
    session.apply(seat, crew)
    assert session.can_undo(seat)
    session.undo(seat)
    assert session.state.step == "main"
    session.apply(seat, crew)
    space = session.state.legal_actions(seat)[0]
    session.apply(seat, space)
    session.apply(seat, session.state.parse_action("gain"))
    if session.state.step == "objective":
        session.apply(seat, session.state.parse_action("end"))
    assert not session.can_undo(seat)
