"""Setup and starting positions (rulebook 'Game Setup', 'Starting Positions';
spec M31, scenarios 1-3)."""

import random
import re

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.magnastorm.actions import NOTATION

from .helpers import SPEC, do, legal, new, ready


def test_scenario_1_four_player_setup_start_1():
    """Scenario 1: '36 areas; quiet sectors 3 4 5; every scout on 5d1; 15 neutral crew; bag 40; 2O,
    positions 3 and 4 hold 3O.'"""
    st = ready(4, "1")
    assert len(st.planet.areas) == 36
    assert st.quiet == {3, 4, 5}
    assert st.scout == ["5d1"] * 4
    neutral = sum(crew.count("Y") for crew in st.upper.values())
    assert neutral == 15 and set(st.upper) == set("ABCDE")
    player_cols = [c for c, crew in st.upper.items() if len(crew) == 4]
    assert len(player_cols) == 4, "each player crew in its own column"
    assert sum(st.bag) == 40
    for pos, seat in enumerate(st.order, start=1):
        assert st.cubes[seat][1 + seat] == (3 if pos >= 3 else 2)
    assert len(st.admin_cols) == 4 and len(st.research_cmd) == 4 and st.columns == "GRUV"


def test_scenario_2_three_player_setup_start_2():
    """Scenario 2: '30 areas; quiet sectors 1 2 3; 12 neutral crew in A-D; bag 37;
    3 columns; spaces 6/3/2.'"""
    st = ready(3, "2")
    assert len(st.planet.areas) == 30 and st.quiet == {1, 2, 3}
    assert set(st.upper) == set("ABCD")
    assert sum(c.count("Y") for c in st.upper.values()) == 12
    assert sum(st.bag) == 37
    assert st.columns == "GRU" and len(st.research_cmd) == 3 and len(st.admin_cols) == 3
    assert st.objective_spaces() == (6, 3, 2)
    third = st.order[2]
    assert st.cubes[third][1 + third] == 3


def test_scenario_3_two_player_setup():
    """Scenario 3: 'Objective spaces 6/2; threshold 25; bag 34; no TURN icon anywhere.'"""
    st = ready(2)
    assert st.objective_spaces() == (6, 2) and st.threshold() == 25 and sum(st.bag) == 34
    assert "TURN" not in st.icons.values()


def test_thresholds():
    """'4-player game: 27, 3-player game: 23, 2-player game: 25 reputation points.'"""
    assert [ready(n).threshold() for n in (2, 3, 4)] == [25, 23, 27]


def test_supply_excludes_bag_and_held_cubes():
    """M27: 'Each colour is limited to its 25 cubes (the bag's cubes and the cubes players hold
    are not in the supply).'"""
    st = ready(4)
    for seat in range(4):
        held = sum(st.cubes[s][1 + seat] for s in range(4))
        assert st.supply[1 + seat] + held + st.bag[2 + seat] == 25
    assert st.supply[0] + st.bag[1] == 25


def test_crew_placed_in_distinct_columns():
    """'players cannot place their crew member in the same column as previously-placed crew.'"""
    st = new(3)
    first = st.actor
    do(st, "col B")
    assert "col B" not in legal(st)
    with pytest.raises(IllegalAction):
        do(st, "col B")
    assert st.upper["B"] == ["Y", "Y", "Y", "NSPD"[first]]


def test_research_in_reverse_order_distinct_areas():
    """'Starting with the last player ... each player advances 1 of their markers 1 level ... Each
    player must advance in a different area.'"""
    st = new(3)
    do(st, "col A", "col B", "col C")
    assert st.actor == st.order[-1]
    do(st, "res G")
    assert st.actor == st.order[1]
    assert "res G" not in legal(st)
    do(st, "res R")
    assert legal(st) == {"res U"}
    do(st, "res U")
    assert st.phase == "turns" and st.actor == st.order[0]
    assert sorted(sum(r) for r in st.research) == [1, 1, 1]


def test_level_one_has_no_bonus():
    """M31: 'Level 1 has no bonus.'"""
    st = new(2)
    do(st, "col A", "col B")
    before = [list(c) for c in st.cubes]
    do(st, "res G", "res R")
    assert st.cubes == before


def test_turn_order_follows_seats_from_random_first_player():
    """M31: 'The first player is random; turn order follows seat order.'"""
    firsts = set()
    for seed in range(12):
        st = new(4, seed=seed)
        first = st.order[0]
        firsts.add(first)
        assert st.order == [(first + k) % 4 for k in range(4)]
    assert len(firsts) > 1


def test_objectives_and_commanders_random():
    """'randomly place 2 research objective cards ... 2 sector objective cards';
    commanders drawn at random."""
    seen = set()
    for seed in range(10):
        st = new(4, seed=seed)
        assert [o[:2] for o in st.objectives] == ["RO", "RO", "SO", "SO"]
        seen.add(tuple(st.admin_cols.values()))
    assert len(seen) > 1


def test_standard_start_has_no_artifact_action():
    """Option advanced_start=off: 'nothing is read' - the first decision is a crew column."""
    st = new(4, advanced="off")
    assert st.step == "setup_col"
    assert not any(a.verb == "artifacts" for a in st.legal_actions(st.actor))


def test_options_are_registered():
    """Issue options: start = 1 | 2, advanced_start = auto | off, and a federation per seat."""
    opts = {o.name: (o.values, o.default) for o in SPEC.options}
    feds = ("NEU", "SONA", "PACO", "DASH")
    assert opts == {
        "start": (("1", "2"), "1"),
        "advanced_start": (("auto", "off"), "auto"),
        **{f"fed{k + 1}": (feds, feds[k]) for k in range(4)},
    }
    assert {(n, o.get("start"), o.get("advanced_start")) for n, o in SPEC.sim_configs} >= {
        (n, s, a) for n in (2, 3, 4) for s in "12" for a in ("auto", "off")
    }


def test_notation_round_trips_and_rejects_garbage():
    """Actions: 'str(action) is the canonical notation; parse_action returns an equal action.'"""
    for text in (
        "crew C Y",
        "takeover B i:YO",
        "lab 10 k i:OY",
        "build T45 S1",
        "obj RO3 GR",
        "x YYS>P",
        "lab 10 c:S",
        "build T45 S3 k",
        "from T45 c:Y",
        "go 5d1",
        "place C",
        "place B4",
    ):
        assert str(NOTATION.parse(text)) == text
    for bad in ("fly 5d1", "go 9z9", "crew F Y", "", "lab 11", "artifacts B01.S02/-", "lab 10 c:Q"):
        with pytest.raises(IllegalAction):
            SPEC.parse_action(bad)


def test_one_check_lists_the_choices_and_refuses_the_rest():
    """The legal actions are exactly those the state's check passes; apply refuses any other with
    the check's own sentence and changes nothing. Tried along a seeded game with every action
    that was legal at some earlier position."""
    st = SPEC.new_game(["Nils", "Sara", "Pia"], 5, {"advanced_start": "off"})
    seen: dict = {}
    pick = random.Random(5)
    while not st.is_over() and len(st.log) < 400:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        seen.update(dict.fromkeys(legal))
        assert [a for a in seen if st.refusal(seat, a) is None] == [a for a in seen if a in legal]
        for action in pick.sample(list(seen), min(12, len(seen))):
            reason = st.refusal(seat, action)
            if reason is None:
                continue
            before = st.fingerprint()
            with pytest.raises(IllegalAction, match=re.escape(reason)):
                st.apply(seat, action)
            assert st.fingerprint() == before
        st.apply(seat, pick.choice(legal))
