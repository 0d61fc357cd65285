"""Maglev in the shared app: a turn played by keys, and 80×24 snapshots of both maps."""

from magtui.core.bots import RandomBot
from magtui.core.session import Seat, Session
from magtui.games.maglev import SPEC
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen
from magtui.ui.game_screen import GameScreen


def session_in_play(mapname: str, players: int = 2, seed: int = 3) -> Session:
    """Setup done by first choices: the start player is about to take a first turn."""
    session = Session(
        SPEC, [Seat(n) for n in ("Anna", "Ben", "Cleo", "Dora")[:players]], seed, {"map": mapname}
    )
    while session.state.phase != "play":
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0], keep_undo=False)
    return session


def mid_game(mapname: str, moves: int = 120, seed: int = 11) -> Session:
    session = Session(SPEC, [Seat(n) for n in ("Anna", "Ben", "Cleo")], seed, {"map": mapname})
    bots = [RandomBot(s, seed) for s in range(3)]
    for _ in range(moves):
        state = session.state
        seat = state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)), keep_undo=False
        )
    assert not session.state.is_over()
    return session


async def test_a_moon_turn_by_keys():
    session = session_in_play("moon")
    seat = session.state.current
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen)
        board = app.screen.board
        # first turn: place the three starting robots with the player-board cursor
        for _ in range(3):
            assert board.view == 2 and board.spaces.at is not None
            await pilot.press("enter")
        assert session.state.pending is None and not session.state.hand[seat]
        await pilot.press("enter", "5")  # action menu, Refill
        await pilot.pause()
        if session.state.actions_used == 0:  # several unit choices: take the first
            await pilot.press("1")
        assert session.history[-1][1].startswith("refill")
        await pilot.press("enter", "e")  # end the turn
        await pilot.pause()
        assert session.history[-1] == (seat, "end")
        assert session.state.current != seat
        assert app.screen.handover_to == session.state.current, "the table's view first"
        await pilot.press("enter")
        assert isinstance(app.screen, PassScreen), "the next player gets the cover"


async def test_mars_track_by_keys():
    session = session_in_play("mars")
    seat = session.state.current
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # through the cover
        await pilot.press("enter")  # put the train on the first starting station
        for _ in range(6):
            await pilot.press("enter")  # the six starting robots
        assert session.state.pending is None
        await pilot.press("enter", "1")  # Track
        await pilot.pause()
        if session.state.pending is None:
            await pilot.press("1")
        assert session.state.pending.kind == "track"
        await pilot.press("tab", "enter")
        assert len(session.state.tiles[seat]) == 1


def test_moon_snapshot_80x24(snap_compare):
    app = MagtuiApp(session=mid_game("moon"), pace="instant", autosave=False)
    assert snap_compare(app, terminal_size=(80, 24), press=["enter"])


def test_mars_snapshot_80x24(snap_compare):
    app = MagtuiApp(session=mid_game("mars"), pace="instant", autosave=False)
    assert snap_compare(app, terminal_size=(80, 24), press=["enter"])


async def test_each_draft_pick_behind_the_cover():
    """'The bonus-card draft is private: each pick behind the pass-the-keyboard screen.'"""
    session = Session(SPEC, [Seat("Anna"), Seat("Ben")], 3, {"map": "mars"})
    assert session.state.phase == "draft"
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        picker = session.state.to_act()[0]
        game = app.screen_stack[-2]
        assert game.board.seat is None
        await pilot.press("enter")
        assert game.board.menu_open and game.board.seat == picker
        while session.state.to_act()[0] == picker:
            await pilot.press("enter")  # one card from each mini-deck in front of this player
        await pilot.pause()
        assert app.screen is game and game.board.seat is None, "the table's view first"
        await pilot.press("enter")
        assert isinstance(app.screen, PassScreen)
        assert all(text.startswith("pick") for _, text in session.history)
        assert not any(
            card in line for card in session.state.cards[picker] for line in session.state.log
        )


async def test_help_and_ascii_screen():
    """`?` shows keys, legend and rules; --ascii draws the game in plain characters."""
    from magtui.ui.help import HelpView

    app = MagtuiApp(session=mid_game("mars"), pace="instant", autosave=False, ascii_mode=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        text = app.screen.board.screen_text()
        assert text and all(ord(ch) < 128 for ch in text)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.focused, HelpView)


async def test_the_view_tabs_offer_no_digit_that_a_menu_takes():
    """screens.md: 'Digits pick numbered choices in menus ... 1–4 switch views whenever no menu is
    open': while the draft's cards are listed, the tab line names the views without their digits."""
    session = Session(SPEC, [Seat("Anna"), Seat("Ben")], 3, {"map": "moon"})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the cover
        await pilot.pause()
        tabs = app.screen.board.screen_text().splitlines()[0]
        assert "Cards" in tabs and not any(
            f"{n} {name}" in tabs
            for n, name in ((1, "Map"), (2, "Board"), (3, "All"), (4, "Cards"))
        )
        await pilot.press("escape")  # the list closes: the digits are view keys again
        await pilot.pause()
        assert "4 Cards" in app.screen.board.screen_text().splitlines()[0]
        await pilot.press("4")
        await pilot.pause()
        assert app.screen.board.view == 4 and session.history == [], "a view key chose nothing"
