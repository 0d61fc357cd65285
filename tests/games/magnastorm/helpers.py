"""Positions for the Magnastorm rule tests."""

from magtui.core import registry
from magtui.games.magnastorm.actions import NOTATION
from magtui.games.magnastorm.model import Turn

SPEC = registry.get("magnastorm")
NAMES = ("Nils", "Sara", "Pia", "Dan")


def new(players=4, start="1", seed=0, advanced="off"):
    """A game right after the deal (setup decisions still open)."""
    return SPEC.new_game(list(NAMES[:players]), seed, {"start": start, "advanced_start": advanced})


def ready(players=4, start="1", seed=0):
    """A game whose setup is done with the first legal choices: round 1, first turn."""
    st = new(players, start, seed)
    while st.phase == "setup":
        st.apply(st.actor, st.legal_actions(st.actor)[0])
    return st


def do(st, *texts):
    for text in texts:
        st.apply(st.actor, NOTATION.parse(text))
    return st


def legal(st):
    return {str(a) for a in st.legal_actions(st.actor) if a.verb != "x"}


def cubes(st, seat, **colours):
    """Set a player's cubes exactly: cubes(st, 0, Y=2, N=1)."""
    row = [0] * 5
    for letter, n in colours.items():
        row["YNSPD".index(letter)] = n
    st.cubes[seat] = row


def give(st, name, seat):
    st.holder[name] = seat


def turn_of(st, seat):
    """Make `seat` the player at the start of a fresh turn."""
    st.current = st.actor = seat
    st.turn = Turn()
    st.queue = []
    st.stages = []
    st.step = "main"
    st.pass_order = tuple(st.order)
    st.pass_pos = st.order.index(seat)
    return st


def check_conservation(st):
    """Cubes, labs, stations, crew and markers are all accounted for (M27, M22)."""
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
    crew = [c.upper() for col in st.upper.values() for c in col] + [
        c.upper() for sp in st.lower.values() for c in sp
    ]
    if st.step == "space":
        crew.append(st.turn.crew)  # in hand, on its way to a lower space
    crew += [c.upper() for c in st.turn.put]
    assert crew.count("Y") == neutral
    for s in range(n):
        assert crew.count("NSPD"[s]) + st.crew_left[s] == 5
    assert all(owner in range(n) and k >= 1 for owner, k in st.labs.values())
