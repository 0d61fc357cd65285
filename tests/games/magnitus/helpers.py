"""Positions for Magnitus tests: a state with chosen bodies on the galaxy and chosen hands."""

from magtui.games.magnitus import SPEC, data
from magtui.games.magnitus.bodies import World

NAMES = ["Ada", "Bo", "Cyr", "Dee"]
# Body ids of the base set, in catalogue order (4 of each kind).
PLANETS, MOONS, COMETS, STARS, ASTEROIDS = (list(range(k * 4, k * 4 + 4)) for k in range(5))
C = 127.3


def position(bodies=(), hands=None, players=2, options=None, seed=1, turn=0):
    """bodies: (id, x, y, orientation) with the pole (±1) of a disc or the angle of a comet."""
    state = SPEC.new_game(NAMES[:players], seed, options or {})
    state.world = World()
    for body_id, x, y, orient in bodies:
        kind = body_id // (data.PER_KIND_PER_SET * state.sets)
        state.world.add(
            body_id,
            kind,
            x,
            y,
            pole=orient if kind in (3, 4) else 0,
            angle_deg=orient if kind == 2 else 0,
        )
    if hands is not None:
        state.hands = [sorted(h) for h in hands]
    state.turn = turn
    return state


def xs(state):
    """Body id -> x in mm."""
    return {int(i): float(x) * 1000 for i, x in zip(state.world.ids, state.world.x)}
