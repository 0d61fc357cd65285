"""Positions for the Magnastorm rule tests."""

from magtui.core import registry
from magtui.games.magnastorm.actions import parse

SPEC = registry.get("magnastorm")
NAMES = ("Nils", "Sara", "Pia", "Dan")


def new(players=4, start="1", seed=0, advanced="off"):
    """A game right after the deal (setup decisions still open)."""
    return SPEC.new_game(list(NAMES[:players]), seed, {"start": start, "advanced_start": advanced})


def ready(players=4, start="1", seed=0):
    """A game whose setup is done with the first legal choices: round 1, first turn."""
    st = new(players, start, seed)
    while st.phase == "setup":
        st.apply(st.actor, st._stage_actions()[0])
    return st


def do(st, *texts):
    for text in texts:
        st.apply(st.actor, parse(text))
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
    st.turn = {}
    st.queue = []
    st.stages = []
    st.step = "main"
    st.pass_order = tuple(st.order)
    st.pass_pos = st.order.index(seat)
    return st
