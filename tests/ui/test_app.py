"""The shell driven by keys: menu, setup, game frame, pass-the-keyboard cover, undo, quit."""

import pytest

from magtui.core import registry, saves
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen
from magtui.ui.too_small import TooSmallScreen
from magtui.ui.game_screen import GameScreen
from magtui.ui.menu import MenuScreen
from magtui.ui.setup import SetupScreen


async def test_menu_to_setup_to_game_with_pass_screens(toy_registry):
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, MenuScreen)
        await pilot.press(*["down"] * (len(registry.game_ids()) - 1), "enter")  # the toy is last
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("down", "down", "right")  # seat 2: human -> computer
        await pilot.press("left")  # back to human
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        assert app.screen.player == "Anna"
        await pilot.press("enter")
        game = app.screen
        assert isinstance(game, GameScreen)
        assert game.holder == 0
        await pilot.press("enter")  # pick the first card
        await pilot.press("j", "j", "j", "enter")  # confirm
        await pilot.pause()
        assert game.session.history[-1] == (0, "confirm")
        assert app.screen is game and game.board.seat is None, "the table's view comes first"
        assert game.handover_to == 1
        await pilot.press("enter")
        assert isinstance(app.screen, PassScreen) and app.screen.player == "Boris"


async def test_cover_hides_the_private_hand(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    session.apply_text(0, "pick 2")
    session.apply_text(0, "confirm")
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        assert "BO" in app.screen.player.upper()
        game = app.screen_stack[-2]
        assert game.board.seat is None, "nothing private is drawn under the cover"


async def test_bots_play_their_seats(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bot", "random")], 3, {})
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(20):
            await pilot.pause(0.05)
            if any(seat == 1 and text == "confirm" for seat, text in session.history):
                break
        assert any(seat == 1 for seat, _ in session.history)


async def test_undo_key_takes_back_own_pick(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # through the cover
        await pilot.press("enter")  # pick
        assert len(session.history) == 1
        await pilot.press("u")
        assert session.history == []


async def test_quit_asks_and_returns_to_the_menu_with_the_game_saved(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")
        await pilot.press("q")
        await pilot.press("y")
        assert isinstance(app.screen, MenuScreen)
    assert saves.latest_autosave()[0].history == session.history


async def test_tiny_terminal_gets_a_message_and_keeps_the_game(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not isinstance(app.screen, TooSmallScreen)
        assert any(isinstance(s, GameScreen) for s in app.screen_stack)


async def test_save_as_writes_a_loadable_file(toy_registry, tmp_path):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant")
    target = tmp_path / "mine.json"
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")  # cover, then pick a card
        await pilot.press("ctrl+s")
        field = app.screen.query_one("#path")
        field.value = str(target)
        await pilot.press("enter")
        await pilot.pause()
    assert saves.load(target).history == session.history == [(0, "pick 1")]


async def test_loading_a_broken_file_names_the_problem_and_keeps_the_menu(toy_registry, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": 1, "game": ')
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        app.screen.query_one("#path").value = str(broken)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "truncated" in str(app.screen.query_one("#hint").render())


async def test_replay_steps_back_and_forth(toy_registry):
    from magtui.ui.replay import ReplayScreen

    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    for seat, text in [(0, "pick 2"), (1, "pick 3"), (0, "confirm"), (1, "confirm")]:
        session.apply_text(seat, text)
    app = MagtuiApp(session=session, replay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.index == 4
        await pilot.press("left", "left")
        assert replay.index == 2 and replay.board.seen.view["round"] == 1
        await pilot.press("end")
        assert replay.board.seen.view["round"] == 2
        await pilot.press("home")
        assert replay.index == 0 and replay.board.seat is None


async def test_cover_names_the_seat_label_and_comes_again_for_a_private_moment(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    for seat, text in [(1, "pick 1"), (1, "confirm"), (0, "pick 4")]:
        session.apply_text(seat, text)
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert (
            isinstance(app.screen, PassScreen)
            and app.screen.seat_line == "seat 1 · 0 points · human"
        )
        await pilot.press("enter")  # Ann holds the keyboard now
        game = app.screen
        await pilot.press(*["j"] * 3, "enter")  # confirm: round 2 begins, Ann acts first again
        await pilot.pause()
        assert session.state.round == 2 and game.holder == 0
        assert game.board.seat is None, "the table's view first"
        await pilot.press("enter")
        assert isinstance(app.screen, PassScreen), "a private moment gets its own cover"
        await pilot.press("enter")
        assert app.screen is game and game.board.seat == 0


async def test_slow_moves_are_worked_out_on_a_copy_and_taken_over(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    session.apply_text(0, "pick 2")
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the cover
        game = app.screen
        before = session.state
        game.board.choose(toy_registry.parse_action("confirm"))
        for _ in range(20):
            await pilot.pause(0.02)
            if not game.working:
                break
        assert session.history[-1] == (0, "confirm")
        assert session.state is not before, "the worker's copy became the state"
        assert session.state.confirmed[0] and not before.confirmed[0]


async def test_bots_and_slow_moves_share_the_worker(toy_registry):
    session = Session(toy_registry, [Seat("Ann", "random"), Seat("Bo", "random")], 4, {})
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            await pilot.pause(0.02)
            if session.state.is_over():
                break
        assert session.state.is_over()
        assert [text for _, text in session.history].count("confirm") == 4


async def test_setup_offers_only_the_seats_that_play(toy_registry, monkeypatch):
    import dataclasses

    from magtui.core.game import Option

    spec = dataclasses.replace(
        toy_registry, options=(Option("first", ("random", "1", "2", "3"), "random", seats=True),)
    )
    monkeypatch.setattr(registry, "get", lambda g: spec)
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SetupScreen(spec))
        await pilot.pause()
        first = app.screen.query_one("#opt-first")
        assert first.choices == ["random", "1", "2"] and "seat 2" in first.note
        await pilot.press("right")  # three players
        assert first.choices == ["random", "1", "2", "3"]


async def test_the_setup_refuses_a_seed_no_save_can_hold(toy_registry):
    """Issue: 'a seed of 2^64 or more starts a game that can never be continued'."""
    from tests.screen_text import screen_text

    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        setup = SetupScreen(toy_registry)
        app.push_screen(setup)
        await pilot.pause()
        setup.query_one("#seed").value = str(1 << 64)
        await pilot.press("enter")
        assert app.screen is setup
        assert (
            "The seed must be a whole number between -2^64 and 2^64. Empty: a random one."
            in screen_text(app)
        )


async def test_every_game_pitch_is_whole_in_the_menu_at_80x24():
    """Nothing essential is cut at 80 columns: each game's line ends with its whole pitch."""
    from tests.screen_text import screen_text

    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for game_id in registry.game_ids():
            assert registry.info(game_id).pitch in text, game_id


@pytest.mark.parametrize("game", registry.game_ids())
async def test_the_replays_stepping_keys_win_over_the_boards_keys_in_every_game(game):
    """Issue: "in `magtui replay`, ← → h l do nothing in Magnastorm, Orkensturm and Maglev
    because the board's own bindings take those keys"."""
    from magtui.core.bots import RandomBot
    from magtui.ui.replay import ReplayScreen

    spec = registry.get(game)
    players = max(2, spec.min_players)
    session = Session(spec, [Seat(n) for n in ("Ann", "Bo", "Cy")[:players]], 4, {})
    bot = RandomBot(0, 4)
    for _ in range(6):
        state = session.state
        seat = state.to_act()[0]
        session.apply(
            seat, bot.choose(state.view(seat), state.legal_actions(seat)), keep_undo=False
        )
    app = MagtuiApp(session=session, replay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.index == 6
        await pilot.press("left", "h")
        assert replay.index == 4
        await pilot.press("right", "l", "l")
        assert replay.index == 6


async def test_a_game_started_after_another_is_laid_out_as_its_own():
    """Tried as a new user: Magalon, back to the menu, then Magnastorm drew its board from the
    middle of the screen (Magalon's style for its board named every game's GameBoard). Each
    game's board takes the same places whichever games came before it in the app."""

    async def start(app, pilot, number: int) -> list:
        await pilot.press(str(number))
        await pilot.pause()
        await pilot.press("enter")  # the setup's defaults
        await pilot.pause()
        if isinstance(app.screen, PassScreen):
            await pilot.press("enter")
            await pilot.pause()
        board = app.screen.board
        return [
            (type(widget).__name__, widget.id, tuple(widget.region))
            for widget in (board, *board.children)
        ]

    games = list(enumerate(registry.game_ids(), start=1))
    alone = {}
    for number, game in games:
        app = MagtuiApp(pace="instant", autosave=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            alone[game] = await start(app, pilot, number)
    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for number, game in games + games[::-1]:
            assert await start(app, pilot, number) == alone[game], game
            await pilot.press("q", "y")
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)


async def test_the_setup_key_bar_names_the_keys_of_the_field_in_focus():
    """Tried as a new user: the setup's bar said only "Enter start  Esc back" (the scrolling
    pane took ↑↓ from the screen, and a name field hid Enter); it names how to move between the
    fields, how to change a choice, and that Enter starts from a name field too."""

    def bar() -> list[str]:
        return app.screen._compositor.render_strips()[-1].text.split()

    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("2")
        await pilot.pause()
        assert " ".join(bar()) == "←→ change ↑↓ field Enter start Esc back"
        await pilot.press("down")  # the first name
        await pilot.pause()
        assert app.screen.focused.id == "name0"
        assert " ".join(bar()) == "↑↓ field Enter start Esc back"
        await pilot.press("up")
        await pilot.pause()
        assert app.screen.focused.id == "players"


async def test_the_seed_field_is_marked_when_in_focus_as_the_names_are():
    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("2")
        await pilot.pause()
        while app.screen.focused.id != "seed":
            await pilot.press("down")
            await pilot.pause()
        rows = app.screen._compositor.render_strips()
        seed_row = next(strip.text for strip in rows if "Seed" in strip.text)
        assert "▸ Seed" in seed_row
        assert not any("▸ seat" in strip.text for strip in rows), "one field has the mark"
