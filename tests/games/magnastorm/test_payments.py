"""Paying: exchanges before a payment, the payer's choice of cubes, and a federation per seat
(rulebook 'Free exchange actions', 'Transmitter stations', 'Game Setup: General' K;
spec M27-M29)."""

import pytest

from magtui.core.errors import IllegalAction, OptionError

from .helpers import SPEC, do, give, legal, ready
from .test_moves import moving


def test_a_lab_payable_after_an_exchange_is_offered():
    """'At any time in the game, you may trade 3 CreditCubes for 1 different CreditCube'; M29:
    'exchanges are allowed first.'"""
    st = ready(4)
    st.slots[0] = [False] * 4 + [True] * 6  # slot 5 costs 1Y+1O
    moving(st, 0, space="B1", N=5)  # row 1: the move costs 1N, 4N are left
    do(st, "go 5d2")
    assert st.step == "drop" and st.actor == 0, (
        "the drop waits for an exchange instead of being skipped"
    )
    assert "lab 5" not in legal(st) and "skip" in legal(st)
    assert "x exchange first" in st.decision(0) and st.waiting(0) == [
        "slot 5 1Y+1O",
        "slot 6 1Y+1O",
    ]
    do(st, "x NNN>Y")
    assert "lab 5" in legal(st)
    do(st, "lab 5")
    assert st.labs["5d2"] == [0, 1] and st.cubes[0][1] == 0


def test_a_lab_no_exchange_can_pay_is_still_skipped():
    """M29: 'A lab or station that cannot be paid is simply not placed.'"""
    st = ready(4)
    st.slots[0] = [False] * 4 + [True] * 6
    moving(st, 0, space="B1", N=3)  # 2N after the move: no exchange can give 1Y+1O
    do(st, "go 5d2")
    assert st.step != "drop"


def test_a_station_payable_after_an_exchange_is_offered():
    """'you can build a transmitter station there. Take any station from your player board and pay
    the costs shown next to it'; M28: 'including in the middle of paying'."""
    st = ready(4)
    st.slots[0] = [False] * 10
    moving(st, 0, space="B1", scout="5a1", N=5)  # S1 costs 1Y+1O; 4N after the move
    do(st, "go 4b1")
    assert st.step == "build" and legal(st) == {"skip"}
    do(st, "x NNN>Y", "build T45 S1")
    assert st.built == {"T45": 0}


def test_a_second_lab_payable_after_an_exchange_is_offered():
    """LAB2: 'You must still pay the usual costs for the extra turtle lab.' -
    an exchange may pay it."""
    st = ready(4)
    st.slots[0] = [False, True] + [False] * 2 + [True] * 6  # slot 2 free, then slot 5 (1Y+1O)
    moving(st, 0, space="B3", Y=1, N=5)  # LAB2; row 3 costs 1Y+1O: 4N left
    do(st, "go 5a1", "lab 2")
    assert st.step == "extra" and "lab 5" not in legal(st)
    do(st, "x NNN>Y", "lab 5")
    assert st.labs["5a1"] == [0, 2]


def test_adira_payable_after_an_exchange_is_offered():
    """Adira Okzil: 'you may spend 2 CreditCubes of your own color to advance 1 level
    in any research area.'"""
    st = ready(4)
    give(st, "Adira Okzil", 0)
    moving(st, 0, space="B1", N=1, Y=3, S=3)  # the move takes the N; YYY>N and SSS>N pay Adira
    do(st, "go 5d1", "skip")
    assert st.step == "adira" and legal(st) == {"skip"}
    assert st.waiting(0) == ["Adira Okzil's 2O"]


def test_station_fee_colour_is_the_payers_choice():
    """'otherwise pay 1 CreditCube of your choice to the owner.'"""
    st = ready(4)
    st.built["T45"] = 1
    moving(st, 0, space="B1", scout="6a1", Y=2, N=2, S=1)
    fees = [str(a) for a in st.legal_actions(0) if a.verb == "from"]
    assert sorted(fees) == ["from T45 c:N", "from T45 c:S", "from T45 c:Y"]
    assert fees[0] == "from T45 c:Y", (
        "the default is the fixed choice of before: the most held cube"
    )
    do(st, "from T45 c:N")
    assert st.cubes[0] == [2, 0, 1, 0, 0] and st.cubes[1][1] == 1, "SONA receives the NEU cube"


def test_p_part_of_lab_slot_ten_is_the_payers_choice():
    """Spec: 'P: one cube of any colour that a player in the game uses (yours or
    another's), never yellow.'"""
    st = ready(4)
    st.slots[0] = [False] * 9 + [True]  # slot 10: 2Y+1O+1P
    moving(st, 0, space="B1", Y=2, N=3, S=1, P=1)
    do(st, "go 5d1")
    labs = [str(a) for a in st.legal_actions(0) if a.verb == "lab"]
    assert set(labs) == {"lab 10 c:N", "lab 10 c:S", "lab 10 c:P"}
    with pytest.raises(IllegalAction):
        do(st, "lab 10")
    do(st, "lab 10 c:N")
    assert st.cubes[0] == [0, 0, 1, 1, 0]


def test_p_part_of_station_three_is_the_payers_choice():
    """Station S3 costs 2Y+1O+1P: the payer picks the colour of the P cube."""
    st = ready(4)
    st.stations[0] = [False, False, True]
    st.slots[0] = [False] * 10
    moving(st, 0, space="B1", scout="5a1", Y=2, N=2, D=1, P=1)
    do(st, "go 4b1")
    assert {"build T45 S3 c:P", "build T45 S3 c:D"} <= legal(st)
    do(st, "build T45 S3 c:D")
    assert st.cubes[0] == [0, 0, 0, 1, 0]


def test_players_choose_their_federation():
    """'K. Players choose a federation color.' Seat 1 may play PACO, seat 2 NEU."""
    st = SPEC.new_game(
        ["Nils", "Sara"], 1, {"advanced_start": "off", "fed1": "PACO", "fed2": "NEU"}
    )
    assert st.who(0) == "PACO (Nils)" and st.letter(1) == "N"
    while st.phase == "setup":
        st.apply(st.actor, st.legal_actions(st.actor)[0])
    crew = [c for col in st.upper.values() for c in col if c != "Y"]
    assert sorted(crew) == ["N", "P"]
    view = st.view(None)
    assert view["cube_letters"] == "YPN" and view["cubes"][0][:3] == [
        0,
        st.cubes[0][1],
        st.cubes[0][2],
    ]
    with pytest.raises(IllegalAction):
        st.apply(st.actor, SPEC.parse_action("x YYS>N"))  # SONA is not in this game


def test_two_seats_cannot_share_a_federation():
    """Each player takes 'the game material in the color of your federation':
    one federation per seat."""
    with pytest.raises(OptionError):
        SPEC.new_game(["Nils", "Sara"], 1, {"fed1": "SONA"})
    assert SPEC.new_game(
        ["Nils", "Sara"], 1, {"fed1": "SONA", "fed2": "NEU", "fed3": "SONA"}
    ).feds == ("SONA", "NEU")
