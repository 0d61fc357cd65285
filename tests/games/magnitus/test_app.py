"""Magnitus through the whole app: a placement and a hover by keys, and the 80×24 snapshots."""

from magtui.core.session import Seat, Session
from magtui.games.magnitus import SPEC
from magtui.games.magnitus.ui import MagnitusBoard
from magtui.tools.screenshots import position
from magtui.ui.app import MagtuiApp
from magtui.ui.setup import SetupScreen


async def _keys(pilot, keys):
    """Press keys one by one, each after the physics of the one before has finished."""
    board = pilot.app.screen.query_one(MagnitusBoard)
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
        while board.busy:
            await pilot.pause(0.01)
        await pilot.pause()


async def test_pilot_places_a_star_by_keys():
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], 5, {})
    first = session.state.turn
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(MagnitusBoard)
        board.speed = 2  # replay instantly
        # Tab three times: Planet -> Moon -> Comet -> Star; flip to S-up; 2 x 5 mm left, 1 mm up
        await _keys(pilot, ["tab", "tab", "tab", "f", "left", "left", "K", "enter"])
        assert session.history == [(first, "place star 117.3,128.3 S")]
        assert session.state.turn != first
        assert len(session.state.hands[first]) == 9


async def test_pilot_hovers_then_places_with_enter():
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], 5, {})
    first = session.state.turn
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one(MagnitusBoard).speed = 2
        await _keys(pilot, ["v", "right", "pagedown", "full_stop", "enter"])
        texts = [text for _, text in session.history]
        assert texts == [
            "hover planet 127.3,127.3 30 N",
            "move 5.0,0.0",
            "height -5",
            "wait",
            "raise",
            "place planet 132.3,127.3",
        ]
        assert session.state.turn != first


async def test_pilot_types_a_position_while_hovering():
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], 5, {})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(MagnitusBoard)
        board.speed = 2
        await _keys(pilot, ["v", "colon", *"107.3,140", "enter"])
        for _ in range(500):  # the hand travels one move at a time
            if board.travel is None and not board.busy:
                break
            await pilot.pause(0.01)
        texts = [text for _, text in session.history]
        assert texts == ["hover planet 127.3,127.3 30 N", "move -10.0,10.0", "move -10.0,2.7"]
        assert (session.state.hover.x, session.state.hover.y) == (107.3, 140.0)


async def test_setup_offers_the_first_player_of_the_seats_that_play():
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SetupScreen(SPEC))
        await pilot.pause()
        players = int(app.screen.query_one("#players").value)
        first = app.screen.query_one("#opt-first")
        assert first.choices == ["random", *(str(s) for s in range(1, players + 1))]
        await pilot.press("right")  # one player more
        await pilot.pause()
        assert first.choices == ["random", *(str(s) for s in range(1, players + 2))]


def test_mid_game_at_80x24(snap_compare):
    session = position(SPEC, SPEC.screenshots[0])
    assert snap_compare(
        MagtuiApp(session=session, autosave=False, pace="instant"), terminal_size=(80, 24)
    )


def test_mid_game_in_ascii_mode(snap_compare):
    session = position(SPEC, SPEC.screenshots[0])
    app = MagtuiApp(ascii_mode=True, session=session, autosave=False, pace="instant")
    assert snap_compare(app, terminal_size=(80, 24))
