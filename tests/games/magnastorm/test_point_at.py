"""The hint's highlight: `point_at` puts the cursor (or a menu's line) where Enter plays the
advised action."""

import pytest

from magtui.core.rng import Rng

from tests.board_app import BoardApp

from .helpers import SPEC, new


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))


@pytest.mark.parametrize(
    "players, seed, size", [(2, 4, (80, 24)), (4, 9, (80, 24)), (3, 6, (160, 48))]
)
async def test_point_at_then_enter_plays_exactly_that_action(players, seed, size):
    state = new(players, seed=seed)
    app = BoardApp(SPEC, state, state.actor, play=True)
    rng = Rng(seed)
    async with app.run_test(size=size) as pilot:
        app.set_focus(app.board)
        board, verbs = app.board, set()
        for _ in range(60):
            legal = [a for a in state.legal_actions(state.actor) if a.verb != "x"]
            action = rng.choice(legal)
            assert board.point_at(action), str(action)
            await pilot.press("enter")
            await pilot.pause()
            assert app.actions[-1] == action
            verbs.add(action.verb)
        assert {"col", "res", "crew", "to", "move", "go"} <= verbs
