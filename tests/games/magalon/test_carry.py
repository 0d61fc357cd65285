"""What one turn action carries over to the next position (carry.py) is what that position
would work out afresh."""

import pytest

from magtui.core.bots import RandomBot
from magtui.games.magalon import SPEC
from magtui.games.magalon import finish as F


def ways_that_fit(st, ways: dict) -> dict:
    """Of `ways` (by the node a magician's step enters), those still walks of the steps left."""
    t = st.turn
    left = t.mag_target - len(t.mag_path)
    return {
        node: way
        for node, way in ways.items()
        if len(way) == left
        and F.path_fits(
            node, way, set(t.mag_path) | {node}, st._fixed_cells(), False, F.may_finish(st)
        )
    }


WORKED_OUT = {
    "blocked": lambda st, _: st._blocked_cells(),
    "fixed": lambda st, _: st._fixed_cells(),
    "witnesses": lambda st, _: st._witnesses(),
    "ways": ways_that_fit,
}


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 5)])
def test_what_one_action_carries_over_fits_the_next_position(players, seed):
    """The free order of actions is judged from the occupied cells, the pieces that stay put
    and the witnesses of the started movements: carried from one position to the next, the
    cells are those the position works out from its pieces, and the witnesses and the ways
    found for the magician's steps fit them."""
    st = SPEC.new_game(["Anna", "Boris", "Chen", "Dana"][:players], seed, {})
    bot = RandomBot(0, seed)
    compared = {key: 0 for key in WORKED_OUT}
    for _ in range(3000):
        seat = st.to_act()[0]
        if st.phase == "turn":
            fresh = st.clone()  # a copy works everything out again,
            fresh._witness_hint = st._legal_cache.get("witnesses")  # keeping the witnesses that fit
            for key, work_out in WORKED_OUT.items():
                if key in st._legal_cache:
                    carried = st._legal_cache[key]
                    assert carried == work_out(fresh, carried), (key, st.round)
                    compared[key] += 1
        st.apply(seat, bot.choose(None, st.legal_actions(seat)))
    assert min(compared.values()) > 50, compared
