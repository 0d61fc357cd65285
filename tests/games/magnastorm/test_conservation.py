"""Conservation over random games: cubes, labs, crew and markers never appear or vanish (M27, M22)."""

import pytest

from magtui.core.bots import RandomBot

from .helpers import new


def check(st):
    n = st.num_players
    for colour in range(n + 1):
        held = sum(st.cubes[s][colour] for s in range(n))
        assert st.supply[colour] + held + st.bag[1 + colour] == 25, f"colour {colour} leaks"
        assert st.supply[colour] >= 0 and all(st.cubes[s][colour] >= 0 for s in range(n))
    assert st.bag[0] == 25
    for s in range(n):
        on_board = sum(k for owner, k in st.labs.values() if owner == s)
        assert on_board + sum(st.slots[s]) == 10
        assert sum(1 for o in st.built.values() if o == s) + sum(st.stations[s]) == 3
        assert all(0 <= lv <= 10 for lv in st.research[s]) and st.rep[s] >= 0
    neutral = 15 if n == 4 else 12
    crew = [c.upper() for col in st.upper.values() for c in col] + [c.upper() for sp in st.lower.values() for c in sp]
    if st.step == "space":
        crew.append(st.turn["crew"])               # in hand, on its way to a lower space
    crew += [c.upper() for c in st.turn.get("put", [])]
    assert crew.count("Y") == neutral
    for s in range(n):
        assert crew.count("NSPD"[s]) + st.crew_left[s] == 5
    assert all(owner in range(n) and k >= 1 for owner, k in st.labs.values())


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_game_conserves_everything(players, seed):
    st = new(players, start=str(seed), seed=seed)
    bots = [RandomBot(s, seed) for s in range(players)]
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, bots[seat].choose(None, st.legal_actions(seat)))
        check(st)
