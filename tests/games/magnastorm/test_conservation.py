"""Conservation over random games: cubes, labs, crew and markers never appear
or vanish (M27, M22)."""

import pytest

from magtui.core.bots import RandomBot

from .helpers import check_conservation, new


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_game_conserves_everything(players, seed):
    st = new(players, start=str(seed), seed=seed)
    bots = [RandomBot(s, seed) for s in range(players)]
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, bots[seat].choose(None, st.legal_actions(seat)))
        check_conservation(st)
