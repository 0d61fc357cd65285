"""Keys typed faster than screens change never crash the app: a key acts only on the screen
that was on top, composed and mounted, when it was typed."""

import io

from magtui.core import registry
from magtui.ui.app import MagtuiApp
from magtui.ui.menu import MenuScreen
from magtui.ui.setup import SetupScreen

from tests import edge_audit
from tests.typed_keys import burst


async def test_a_burst_at_the_menu_opens_the_setup_and_starts_nothing():
    """Issue: '`4 Enter Enter` sent at once: magtui stopped after an internal error'. The
    Enters were typed at the menu, before the setup screen existed: they start nothing."""
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await burst(app, pilot, "4", "enter", "enter")
        assert app._exception is None
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("enter")  # a key typed once the setup is up starts the game
        assert not isinstance(app.screen, (SetupScreen, MenuScreen))


async def test_a_key_typed_before_a_screen_closed_does_not_act_on_the_one_below():
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("4")
        await burst(app, pilot, "escape", "enter", "enter")
        assert app._exception is None
        assert isinstance(app.screen, MenuScreen), "the Enters were typed at the setup screen"


async def test_keys_waiting_at_the_menu_do_not_act_once_it_opened_a_game():
    """The second 4 waited in the menu's queue while the first opened the setup: it was typed
    at the menu, and the menu is no longer shown when it comes to it."""
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await burst(app, pilot, "4", "4", "4")
        assert [type(screen) for screen in app.screen_stack[1:]] == [MenuScreen, SetupScreen]


def test_random_key_bursts_in_every_game_crash_nothing():
    """The short run of tests/edge_audit.py's key bursts (the audit runs the long one)."""
    figures = edge_audit.key_bursts(
        registry.game_ids(), keys_per_game=150, seed=1, out=io.StringIO()
    )
    assert figures["crashes"] == 0 and figures["internal errors"] == 0
    assert figures["keys"] >= 150 * len(registry.game_ids())


def test_the_gate_reads_the_clock_events_are_stamped_with():
    from textual.events import Key

    from magtui.ui.keygate import now

    before = now()
    key = Key("a", "a")
    assert before <= key.time <= now()
