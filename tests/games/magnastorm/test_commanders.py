"""Every commander power (rulebook 'List of Commanders'; spec section 8)."""

from .helpers import cubes, do, give, legal, ready, turn_of
from .test_moves import moving


def takeover_of(st, seat, name, crew=("Y",)):
    turn_of(st, seat)
    st.admin_cols["B"] = name
    st.holder.setdefault(name, None)
    st.upper["B"] = list(crew)
    do(st, "takeover B", *(f"put {s}" for s in ("A1", "A2", "A3")[: len(crew)]))
    return st


def test_forrester_dain_instant():
    """Forrester Dain: 'you may immediately spend up to 2 yellow CreditCubes to
    gain 1 reputation each.'"""
    st = ready(4)
    cubes(st, 0, Y=4)
    takeover_of(st, 0, "Forrester Dain")
    assert st.rep[0] == 1 and legal(st) == {"dain 0", "dain 1", "dain 2"}
    do(st, "dain 2")
    assert st.rep[0] == 3 and st.cubes[0][0] == 1


def test_justin_beeper_extra_range():
    """Justin B. Beeper: 'spend 1 CreditCube to increase your movement range by 1 ... cannot
    be in your own color.'"""
    st = ready(4)
    give(st, "Justin B. Beeper", 0)
    moving(st, 0, space="B1", Y=1, N=2)
    assert "justin Y" in legal(st) and "justin N" not in legal(st)
    do(st, "justin Y")
    assert st.turn.range == 2 and "justin Y" not in legal(st)


def test_ellen_outridge_objective_bonus():
    """Ellen B. Outridge: 'Whenever you complete an objective, you gain 1 additional reputation and
    advance 1 level in a research area of your choice.'"""
    st = ready(4)
    give(st, "Ellen B. Outridge", 0)
    st.objectives = ["RO1", "RO2", "SO1", "SO2"]
    st.obj_done = {o: [] for o in st.objectives}
    st.research[0] = [3, 0, 0, 0]
    turn_of(st, 0)
    st.step, st.stages = "objective", [("endturn", 0)]
    do(st, "obj RO1 G")
    assert st.rep[0] == 6 + 1
    assert st.step == "effect"
    do(st, "res R")
    assert st.research[0][:2] == [1, 1]


def test_adira_okzil():
    """Adira Okzil: 'Whenever you move your scout runner, you may spend 2 CreditCubes of your own
    color to advance 1 level in any research area.'"""
    st = ready(4)
    give(st, "Adira Okzil", 0)
    moving(st, 0, space="B1", N=3)
    do(st, "go 5d1", "skip")
    assert st.step == "adira"
    do(st, "adira U")
    assert st.research[0][2] >= 1 and st.cubes[0][1] == 0


def test_idris_yakuul_swaps_one_cube():
    """Idris Yakuul: 'you can replace 1 yellow CreditCube with 1 CreditCube of your
    color (or vice versa).'"""
    st = ready(4)
    give(st, "Idris Yakuul", 0)
    turn_of(st, 0)
    st.upper["A"].append("Y")
    cubes(st, 0, N=2)
    do(st, "crew A Y", "to A4")  # row 4 costs 2Y+1O
    assert "move" not in legal(st) and "move i:YO" not in legal(st)
    cubes(st, 0, Y=1, N=2)
    assert legal(st) == {"move i:YO", "gain"}
    do(st, "move i:YO")
    assert st.cubes[0] == [0] * 5


def test_mira_mascovic_jump():
    """Mira Mascovic: 'place your scout runner on a space in any area with any turtle lab instead of
    the normal movement action.'"""
    st = ready(4)
    give(st, "Mira Mascovic", 0)
    st.labs["3d2"] = [1, 1]
    st.labs["6a1"] = [1, 1]  # storm in round 1: not offered
    moving(st, 0, space="B1")
    assert {"mira 3d1", "mira 3d2", "mira 3d3"} <= legal(st)
    assert "mira 6a1" not in legal(st)
    do(st, "mira 3d1")
    assert st.scout[0] == "3d1" and st.step == "drop"


def test_azrea_bonsmai_extra_lab():
    """Azrea Bonsmai: 'spend 1 CreditCube in your color to drop off 1 additional
    turtle lab in this space.'"""
    st = ready(4)
    give(st, "Azrea Bonsmai", 0)
    moving(st, 0, space="B1", N=2)
    do(st, "go 5a1", "lab 1")
    assert st.step == "extra"
    do(st, "lab 2")
    assert st.labs["5a1"] == [0, 2] and st.cubes[0][1] == 0


def test_ozgul_yilmark_majority_bonus():
    """Ozgül Yilmark: 'Gain 1 additional reputation for every own sector majority in the
    administrative phase.'"""
    st = ready(4)
    give(st, "Ozgül Yilmark", 0)
    st.labs = {"4a1": [0, 1], "5a1": [1, 1]}
    st.research = [[0] * 4 for _ in range(4)]
    st._administration()
    assert st.rep[0] == 2 and st.rep[1] == 1


def test_franzkarl_huber_redirects_levels():
    """Franzkarl Huber: 'Every time you gain a level in a research area, you may instead gain a
    level in any research area.'"""
    st = ready(4)
    give(st, "Franzkarl Huber", 0)
    turn_of(st, 0)
    st.upper["A"].append("Y")
    before = list(st.research[0])
    do(st, "crew A Y", "to C1", "gain")  # C1: G icon
    assert st.step == "effect" and legal(st) >= {"res G", "res R", "res U", "res V"}
    do(st, "res V")
    assert st.research[0][3] == before[3] + 1 and st.research[0][0] == before[0]


def test_rain_davenpitt_lowest_area():
    """Rain Davenpitt: 'Whenever you perform the receive CreditCubes action, you gain 1 level in the
    research area where you are furthest down.'"""
    st = ready(4)
    give(st, "Rain Davenpitt", 0)
    st.research[0] = [2, 1, 0, 3]
    turn_of(st, 0)
    do(st, "crew A Y", "to B1", "gain")
    assert st.research[0] == [2, 1, 1, 3]


def test_yuul_mbado_extra_cube():
    """Yuul Mbado: 'Whenever you perform the receive CreditCube action, you gain 1 additional
    CreditCube in any player color.'"""
    st = ready(4)
    give(st, "Yuul Mbado", 0)
    turn_of(st, 0)
    cubes(st, 0)
    do(st, "crew A Y", "to B1", "gain")
    assert legal(st) == {"take N", "take S", "take P", "take D"}
    do(st, "take P")
    assert st.cubes[0] == [1, 0, 0, 1, 0]


def test_joy_obondov_draws_two_more():
    """Joy D. Obondov: 'Whenever you take CreditCubes from the bag, you may draw and keep
    2 additional CreditCubes.' (scenario 19: a BAG icon draws 3)."""
    st = ready(4)
    give(st, "Joy D. Obondov", 0)
    st.bag = [0, 10, 0, 0, 0, 0]
    cubes(st, 0)
    st.draw_bag(0, 1)
    assert st.cubes[0][0] == 3 and st.bag[1] == 7


def test_cedric_lebeaux_instant_and_scenario_14():
    """Scenario 14: 'The holder of Cedric stays sole highest: no green, no instant +1.
    If a new player becomes sole highest, they gain 2 green and the instant +1, and
    the old holder loses 2.'"""
    st = ready(4)
    st.research_cmd["R"] = "Cedric J. Lebeaux"
    st.holder["Cedric J. Lebeaux"] = 0
    st.research = [[0, 5, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    st.rep = [4, 4, 0, 0]
    st.labs = {}
    st._administration()
    assert st.rep[0] == 4 and st.holder["Cedric J. Lebeaux"] == 0
    st.research[1][1] = 7
    st._administration()
    assert st.rep[1] == 4 + 3 and st.rep[0] == 2 and st.holder["Cedric J. Lebeaux"] == 1


def test_kim_kin_park_used_space_once_a_round():
    """Kim-Kin Park: 'Once per round you may place your crew member on an already used action space
    to perform the corresponding action.'"""
    st = ready(4)
    give(st, "Kim-Kin Park", 0)
    turn_of(st, 0)
    st.lower["D5"] = ["S"]
    do(st, "crew A Y")
    assert "to D5" in legal(st)
    cubes(st, 0)
    do(st, "to D5", "gain")
    assert st.cubes[0][:2] == [3, 2] and st.kim_used == [0]
    turn_of(st, 0)
    do(st, "crew B Y")
    assert "to D5" not in legal(st)


def test_sayuri_modo_one_own_cube_less():
    """Sayuri Modo: 'Whenever you use the move scout runner action, you may pay 1 CreditCube
    less in your own color.'"""
    st = ready(4)
    give(st, "Sayuri Modo", 0)
    turn_of(st, 0)
    cubes(st, 0)
    do(st, "crew A Y", "to B1")  # row 1 costs 1O
    assert "move" in legal(st)
    do(st, "move")
    assert st.cubes[0] == [0] * 5


def test_kaysia_vasidis_one_free_lab_per_turn():
    """Kaysia Vasidis: 'Once per turn ... you may ignore the costs for dropping off a turtle lab or
    building a transmitter station.'"""
    st = ready(4)
    give(st, "Kaysia Vasidis", 0)
    st.slots[0] = [False, False] + [True] * 8
    moving(st, 0, space="B3", Y=1, N=1)  # LAB2 space, row 3 costs 1Y+1O
    cubes(st, 0, Y=1)
    do(st, "go 5a1")
    assert "lab 3 k" in legal(st) and "lab 4 k" in legal(st) and "lab 4" not in legal(st)
    do(st, "lab 4 k")
    assert st.cubes[0] == [1, 0, 0, 0, 0]
    assert st.step == "extra"
    assert not any(a.endswith(" k") for a in legal(st)), "only once per turn"
    do(st, "lab 3")
    assert "slot 3 on 5a1 for 1Y" in "".join(st.log)
    assert st.labs["5a1"] == [0, 2]


def test_first_player_token_bonus():
    """First Player Token: 'Immediately advance 1 level in any research area and receive
    1 CreditCube of any color (except yellow).'"""
    st = ready(4)
    turn_of(st, 0)
    st.upper["A"] = ["Y"]
    cubes(st, 0, Y=1)
    do(st, "takeover A", "put B1")
    assert legal(st) == {"res G", "res R", "res U", "res V"}
    do(st, "res U")
    assert "take Y" not in legal(st) and "take D" in legal(st)


def test_commander_bonus_before_space_bonus():
    """'If on your turn you gain bonuses both from a commander card and from the chosen action
    space, you always receive the bonus from the commander card first.'"""
    st = ready(4)
    give(st, "Rain Davenpitt", 0)
    st.research[0] = [1, 0, 1, 1]  # red is lowest; C1 is the green icon
    turn_of(st, 0)
    do(st, "crew A Y", "to C1", "gain")
    advances = [line for line in st.log if "advances to" in line]
    assert "red 1" in advances[-2] and "green 2" in advances[-1]
