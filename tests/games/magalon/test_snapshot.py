"""The Magalon game screen at 80×24, from the seeded mid-game position of the screenshots."""

from magtui.games.magalon import SPEC
from magtui.tools.screenshots import position
from magtui.ui.app import MagtuiApp


def test_mid_game_at_80x24(snap_compare):
    session = position(SPEC, SPEC.screenshots[0])
    assert snap_compare(
        MagtuiApp(session=session, autosave=False, pace="instant"), terminal_size=(80, 24)
    )


def test_mid_game_in_ascii_mode(snap_compare):
    session = position(SPEC, SPEC.screenshots[0])
    app = MagtuiApp(ascii_mode=True, session=session, autosave=False, pace="instant")
    assert snap_compare(app, terminal_size=(80, 24))
