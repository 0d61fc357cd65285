"""The test scenarios of the Magalon spec, section 7."""

import json

import pytest

from magtui.core.errors import IllegalAction
from magtui.core.session import Seat, Session
from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon.actions import Play
from magtui.games.magalon.valley import node_name

from .helpers import at_turn, do, legal_texts, magician_targets, new_game


def test_1_unique_values_and_turn_order():
    """Scenario 1: "the leader plays 7 and the next player tries 7: refused ... Turns run 9, 7, 2,
    and only the player of the 2 gets the Giant chip." """
    st = new_game(3)
    do(st, "play 7")
    with pytest.raises(IllegalAction, match="already been played"):
        do(st, "play 7")
    do(st, "play 9", "play 2")
    assert st.turn_order == [1, 0, 2]
    giants = []
    while st.phase == "turn" and st.round == 1:
        giants.append((st.turn.seat, "Giant" in st.chips()))
        do(st, "end")
    assert giants == [(1, False), (0, False), (2, True)]


def test_2_sit_out_and_recall():
    """Scenario 2: "P1 leads with 0, and P2's hand is {0}. P2 sits out: no turn and no energy
    change. Next round P2 leads, and P1's hand is full again (recall)." """
    st = new_game(2)
    st.hands[1] = (0,)
    st.piles[0] = (1, 2, 3)
    st.hands[0] = tuple(v for v in D.CARD_VALUES if v not in (1, 2, 3))
    do(st, "play 0")
    assert st.sat_out == [1] and st.turn_order == [0]
    do(st, "end")
    assert st.energy[1] == D.ENERGY_START
    assert st.round == 2 and st.to_act() == (1,)
    assert st.hands[0] == D.CARD_VALUES


def test_3_leaving_the_start():
    """Scenario 3: "A magician on the start space with card 1 has exactly 11 destinations: C19,
    D18–L18 and M19." """
    st = at_turn({0: 1, 1: 5})
    expected = {"C19", "M19"} | {f"{c}18" for c in "DEFGHIJKL"}
    assert magician_targets(st) == expected
    assert {node_name(n) for n in st.magician_ends()} == expected


def test_4_exact_count_no_revisit():
    """Scenario 4: "A magician at A1 with card 2 has exactly {C1, B2, A3}. Ending on B2 (red)
    offers Stay / Move on." """
    st = at_turn({0: 2, 1: 5}, pos={0: "A1"})
    assert {node_name(n) for n in st.magician_ends()} == {"C1", "B2", "A3"}
    do(st, "m B1", "m B2")
    assert legal_texts(st) == {"stay", "move on"}


def test_5_merged_artifact_space():
    """Scenario 5: "A magician at G2 with card 2 may go G2 → A → J1 and collect the Amulet of
    Power. Space A counts as one step. Returning to G2 is refused." """
    st = at_turn({0: 2, 1: 5}, pos={0: "G2"})
    do(st, "m A")
    assert st.artifacts[0] == "A"
    with pytest.raises(IllegalAction, match="already been on G2"):
        do(st, "m G2")
    do(st, "m J1")
    assert st.turn.mag_steps == 2 and node_name(st.pos[0]) == "J1"


@pytest.mark.parametrize(
    "artifacts,energy,wins", [("AB", 20, False), ("ABC", 15, False), ("ABC", 16, True)]
)
def test_6_finish_gate(artifacts, energy, wins):
    """Scenario 6: "holding two artifacts: E19 is refused; holding three artifacts with energy 15:
    refused; ... energy 16: it enters and wins at once, with Shield and Energy still undone." """
    st = at_turn({0: 1, 1: 5}, pos={0: "E18"}, artifacts={0: artifacts}, energy={0: energy})
    if not wins:
        with pytest.raises(IllegalAction):
            do(st, "m S")
        return
    do(st, "m S")
    assert st.is_over() and st.winner == 0 and st.result().winners == (0,)
    assert not st.turn.shield_done and not st.turn.energy_done


def test_7_finish_on_the_last_step_only():
    """Scenario 7: "A magician at H16 holding 3 artifacts, with energy 17: card 3: H17, H18,
    Start wins; card 2: cannot enter the start; card 4: G16, G17, G18, Start wins." """
    st = at_turn({0: 3, 1: 5}, pos={0: "H16"}, artifacts={0: "ABC"}, energy={0: 17})
    do(st, "m H17", "m H18", "m S")
    assert st.winner == 0
    st = at_turn({0: 2, 1: 5}, pos={0: "H16"}, artifacts={0: "ABC"}, energy={0: 17})
    do(st, "m H17", "m H18")
    assert st.winner is None and "m S" not in legal_texts(st)
    st = at_turn({0: 4, 1: 5}, pos={0: "H16"}, artifacts={0: "ABC"}, energy={0: 17})
    do(st, "m G16", "m G17", "m G18", "m S")
    assert st.winner == 0


def test_8_red_space_stay_or_move_on():
    """Scenario 8: "takes the path H8 → H7 → H6 → H5, and ends on red: Stay: energy 13.
    Move on: 3 more steps, none into a cell already entered; energy 9." """
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    do(st, "m H7", "m H6", "m H5", "stay")
    assert st.energy[0] == 13
    do(st, "end")
    assert st.energy[0] == 13
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    do(st, "m H7", "m H6", "m H5", "move on")
    assert "m H6" not in legal_texts(st)
    do(st, "m H4", "m H3", "m H2", "end")
    assert st.energy[0] == 9


@pytest.mark.parametrize("energy_first", [False, True])
def test_9_red_plus_energy_card(energy_first):
    """Scenario 9: "plays 1 and moves to H5, then stays: energy 10 + 4 + 3 = 17. Doing the energy
    action before the move gives the same 17 at turn end." """
    st = at_turn({0: 1, 1: 5}, pos={0: "H6"})
    if energy_first:
        do(st, "energy")
    do(st, "m H5", "stay", "end")
    assert st.energy[0] == 17


def test_10_below_zero():
    """Scenario 10: "Energy 0, card 6, no red stay: when the turn ends the magician is on the
    start, any artifacts it held are back on their spaces, and energy is 10. Energy 0 with
    card 1: energy 4, no reset." """
    st = at_turn({0: 6, 1: 5}, pos={0: "J12"}, energy={0: 0}, artifacts={0: "AB"})
    do(st, "end")
    assert node_name(st.pos[0]) == "S" and st.artifacts[0] == "" and st.energy[0] == 10
    st = at_turn({0: 1, 1: 5}, pos={0: "J12"}, energy={0: 0})
    do(st, "end")
    assert node_name(st.pos[0]) == "J12" and st.energy[0] == 4


def test_11_gnome_attack():
    """Scenario 11: "The gnome goes D7 → D8 → D9, and P1 displaces P2 along D9 → E9 → ... → I9
    (exactly 5). The gnome continues D9 → D10 → E10 → F10 → G10: 6 steps in all." """
    st = at_turn({0: 3, 1: 0}, pos={1: "D9"})
    do(st, "g1 D8", "g1 D9")
    assert st.turn.push_victim == 1
    do(st, "push E9", "push F9", "push G9", "push H9", "push I9")
    assert node_name(st.pos[1]) == "I9" and st.turn.push_victim == -1
    with pytest.raises(IllegalAction):
        do(st, "push I10")
    do(st, "g1 D10", "g1 E10", "g1 F10", "g1 G10")
    assert st.turn.gnome_steps == 6 and "end" in legal_texts(st)


def test_11_displacement_must_be_exactly_five_and_avoid_spaces():
    """Scenario 11: "A displacement path that enters B, or has 4 or 6 steps, is refused." """
    st = at_turn({0: 3, 1: 0}, pos={1: "D9"})
    do(st, "g1 D8", "g1 D9", "push D10", "push E10", "push E9", "push E8")
    with pytest.raises(IllegalAction, match="First finish displacing"):
        do(st, "end")  # 4 steps are not enough
    st = at_turn({0: 3, 1: 0}, pos={1: "B9"}, gnomes=["B10", "L7"])
    do(st, "g1 B9", "push A9")
    with pytest.raises(IllegalAction, match="artifact space"):
        do(st, "push B")


def test_12_protection():
    """Scenario 12: "P2 played 4 this round, and P1 (card 6, acting first) cannot move a gnome
    onto P2's cell. P2's cell blocks the gnome like any obstacle." """
    st = at_turn({0: 6, 1: 4}, pos={1: "D8"})
    with pytest.raises(IllegalAction, match="protected"):
        do(st, "g1 D8")


def test_13_once_per_turn_gnome_or_giant():
    """Scenario 13: "P1's gnome displaces P2. For the rest of P1's turn, P2's magician is an
    obstacle to the giant." """
    st = at_turn({0: 3, 1: 9}, pos={1: "D9"}, giant="J9")
    do(st, "g1 D8", "g1 D9", "push E9", "push F9", "push G9", "push H9", "push I9")
    do(st, "roll")
    with pytest.raises(IllegalAction, match="already been displaced"):
        do(st, "giant I9")


def test_14_ruins_split_around_the_move():
    """Scenario 14: "R3 moves right twice ... The magician moves. R3 moves left twice. Everything
    is legal ... With only the first two ruin steps made, End turn stays disabled." """
    st = at_turn({0: 7, 1: 5}, pos={0: "B9"})
    do(st, "R3 right")
    assert st.ruins["R3"] == tuple(sorted(D.cell(c) for c in "D9 D10 D11 E11".split()))
    do(st, "R3 right")
    with pytest.raises(IllegalAction, match="ruins"):
        do(st, "end")
    do(st, "m C9", "m C10", "m C11", "m C12", "m B12", "m B11", "m B10")
    do(st, "R3 left", "R3 left", "end")
    assert st.ruins["R3"] == tuple(sorted(D.cell(c) for c in "C9 C10 C11 D11".split()))


def test_15_ruin_limits():
    """Scenario 15: "R3 moves left twice, to A9 A10 A11 B11. A move up is then refused, because A8
    belongs to space B. A step into a cell holding a shield, magician, gnome or the giant is
    refused." """
    st = at_turn({0: 7, 1: 5})
    do(st, "R3 left", "R3 left")
    with pytest.raises(IllegalAction, match="artifact"):
        do(st, "R3 up")
    for blocker in (
        {"shields": {1: "D6"}},
        {"pos": {1: "D6"}},
        {"gnomes": ["D6", "L7"]},
        {"giant": "D6"},
    ):
        st = at_turn({0: 7, 1: 5}, **blocker)
        do(st, "R1 down")
        with pytest.raises(IllegalAction, match="D6 is not free"):
            do(st, "R1 down")


def test_16_flying_ruin():
    """Scenario 16: "R1 is lifted and set as I12 J12 J13 J14, one of its rotations: legal.
    Setting it as the mirror shape I12 I13 I14 J12 is refused. ... a cell on H19 (start) or on
    H12 (giant) is refused." """
    st = at_turn({0: 5, 1: 3})
    do(st, "lift R1")
    for bad in ("set I12 I13 I14 J12", "set H16 H17 H18 H19", "set H12 I12 J12 H13"):
        with pytest.raises(IllegalAction):
            do(st, bad)
    do(st, "set I12 J12 J13 J14")
    assert st.ruins["R1"] == tuple(sorted(D.cell(c) for c in "I12 J12 J13 J14".split()))


def test_17_shield_walling():
    """Scenario 17: "P2's magician is at A1, and P3's shield is on B1. P1 placing its shield on A2
    is refused ... A3 is allowed. P1's shield on the start, on an artifact cell or on an occupied
    cell is refused." """
    st = at_turn({0: 5, 1: 3, 2: 2}, pos={1: "A1"}, shields={2: "B1"})
    with pytest.raises(IllegalAction, match="wall in Boris"):
        do(st, "shield A2")
    for bad in ("shield H19", "shield H1", "shield H12", "shield B1"):
        with pytest.raises(IllegalAction):
            do(st, bad)
    do(st, "shield A3")
    assert st.shields[0] == D.cell("A3")


def test_18_own_shield_blocks():
    """Scenario 18: "P1's shield is on H17, and P1's magician is at H18 with card 1. H17 is not a
    legal destination. After P1 moves the shield to A15 in the same turn, H17 becomes legal." """
    st = at_turn({0: 1, 1: 5}, pos={0: "H18"}, shields={0: "H17"})
    assert "H17" not in magician_targets(st)
    do(st, "shield A15")
    assert "H17" in magician_targets(st)
    do(st, "m H17")
    assert legal_texts(st) == {"stay", "move on"}


def test_19_giant_exact_or_nothing():
    """Scenario 19: "the giant moves exactly 7 steps or stays. ... H11, G12, I12 and H13 are
    occupied, the giant has no move and the chip reads "no legal move"." """
    # Occupied by pieces that stay put this turn: a protected magician, the other players'
    # shields, and a gnome while the card (1) does not move gnomes.
    st = at_turn(
        {0: 1, 1: 9, 2: 4}, pos={1: "H11"}, shields={1: "G12", 2: "I12"}, gnomes=["H13", "L7"]
    )
    st.protected.add(1)
    do(st, "roll")
    assert st.chips()["Giant"] == "no legal move"
    assert not any(t.startswith("giant") for t in legal_texts(st))
    do(st, "m D18")
    do(st, "end")
    st = at_turn({0: 3, 1: 9})
    do(st, "roll")
    total = sum(st.turn.dice)
    do(st, next(t for t in sorted(legal_texts(st)) if t.startswith("giant")))
    with pytest.raises(IllegalAction, match="giant"):
        do(st, "end")
    while st.turn.giant_steps < total:
        do(st, next(t for t in sorted(legal_texts(st)) if t.startswith("giant")))
    assert "giant" not in " ".join(legal_texts(st))
    do(st, "end")


def test_20_determinism():
    """Scenario 20: "Replaying a saved action list from the same seed (cards, steps, dice)
    reproduces the same positions, energies, artifacts and winner." """
    from magtui.core.bots import RandomBot

    session = Session(SPEC, [Seat("Anna"), Seat("Boris"), Seat("Chen")], 42, {})
    bots = [RandomBot(s, 42) for s in range(3)]
    for _ in range(600):
        if session.state.is_over():
            break
        seat = session.state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(session.state.view(seat), session.state.legal_actions(seat))
        )
    again = Session.from_record(json.loads(json.dumps(session.to_record())))
    assert again.state.fingerprint() == session.state.fingerprint()
    assert any(text == "roll" for _, text in session.history)
    assert isinstance(SPEC.parse_action("play 3"), Play)
