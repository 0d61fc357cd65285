"""What one turn action carries over to the next position (carry.py) is what that position
would work out afresh."""

import pytest

from magtui.core.bots import RandomBot
from magtui.games.magalon import SPEC

WORKED_OUT = {"blocked": lambda st: st._blocked_cells(), "fixed": lambda st: st._fixed_cells(),
              "witnesses": lambda st: st._witnesses()}


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 5)])
def test_the_occupied_and_fixed_cells_and_witnesses_carried_over_are_those_worked_out(players, seed):
    """The free order of actions is judged from the occupied cells, the pieces that stay put
    and the witnesses of the started movements: carried from one position to the next, the
    cells are those the position works out from its pieces, and the witnesses fit them."""
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
                    assert st._legal_cache[key] == work_out(fresh), (key, st.round)
                    compared[key] += 1
        st.apply(seat, bot.choose(None, st.legal_actions(seat)))
    assert min(compared.values()) > 50, compared
