"""Hidden stays hidden in the frame: covers open on a deliberate key, private hints stay on
their screen, names are text, replays of unfinished games tell only what the table saw, and
a board drawing from views never holds the state."""

import pytest
from textual import events

from magtui.core import registry
from magtui.core.bots import RandomBot
from magtui.core.private_files import write_atomic
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen
from magtui.ui.game_screen import GameScreen

from tests.state_reach import state_paths
from tests.typed_keys import burst, send

from .frame_scan import screen_text


def toy_at_handover(toy_registry) -> Session:
    """Ann has confirmed her card; the table's view waits to pass the keyboard to Bo."""
    return Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})


async def to_the_table_view(app, pilot) -> GameScreen:
    await pilot.press("enter")  # Ann's cover
    game = app.screen
    game.board.choose(game.session.spec.parse_action("pick 2"))
    await pilot.pause()
    game.session.apply(0, game.session.spec.parse_action("confirm"))
    game.advance()
    await pilot.pause()
    assert game.handover_to == 1 and game.board.seat is None
    return game


# ----- the cover opens only on a deliberate key -------------------------------------------
async def test_a_burst_of_enter_at_the_table_view_stops_at_the_cover(toy_registry):
    """Issue: 'three queued Enters went through a cover and made three moves the player
    never saw'. Keys typed before the cover appeared never act on it."""
    session = toy_at_handover(toy_registry)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await to_the_table_view(app, pilot)
        moves = len(session.history)
        await burst(app, pilot, "enter", "enter", "enter", "enter")
        assert isinstance(app.screen, PassScreen) and app.screen.player == "Bo"
        assert len(session.history) == moves and game.board.seat is None


async def test_a_burst_at_the_cover_opens_it_but_makes_no_move(toy_registry):
    """The key that closed the cover, and keys queued behind it, never act on the private
    screen behind it."""
    session = toy_at_handover(toy_registry)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await to_the_table_view(app, pilot)
        await pilot.press("enter")
        assert isinstance(app.screen, PassScreen)
        moves = len(session.history)
        await burst(app, pilot, "enter", "enter", "enter")
        assert app.screen is game and game.board.seat == 1
        assert len(session.history) == moves, "no move the player never saw"


class Clock:
    """The key gate's clock, moved by the test: keys are stamped with it as they are typed."""

    def __init__(self) -> None:
        self.t = 100.0


@pytest.fixture
def clock(monkeypatch) -> Clock:
    from magtui.ui import keygate

    fake = Clock()
    monkeypatch.setattr(keygate, "now", lambda: fake.t)
    return fake


async def type_at(app, pilot, clock: Clock, key: str, t: float) -> None:
    """`key` pressed at time `t`; the app handles it at once (a quick machine)."""
    clock.t = t
    send(app, key, at=t)
    await pilot.pause()


async def test_a_quick_second_press_does_not_open_the_cover(toy_registry, clock):
    """Issue: 'Two presses of Enter skip the pass-the-keyboard cover' (50-500 ms apart).
    The cover ignores keys for a guard time; a key after it opens the cover, and a key
    pressed at once after that makes no move on the private screen."""
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    session.apply_text(0, "pick 2")
    session.apply_text(0, "confirm")
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    app.key_guard = 0.8
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        cover = app.screen
        assert isinstance(cover, PassScreen) and cover.player == "Bo"
        await type_at(app, pilot, clock, "enter", 100.5)
        assert app.screen is cover, "half a second after the cover appeared"
        await type_at(app, pilot, clock, "enter", 101.2)
        game = app.screen
        assert isinstance(game, GameScreen) and game.board.seat == 1
        await type_at(app, pilot, clock, "enter", 101.4)
        assert len(session.history) == 2, "no move from a press that followed at once"
        await type_at(app, pilot, clock, "enter", 102.5)
        assert len(session.history) == 3


async def test_the_issue_keys_at_orkensturm_never_show_the_next_hand(clock):
    """Issue: 'orkensturm --players 3 --seed 5 --option start=1, then Enter, 1, Enter,
    Enter: Boris's hand is on screen while Anna still holds the keyboard (50-500 ms between
    the presses)'."""
    spec = registry.get("orkensturm")
    for gap in (0.05, 0.2, 0.5):
        session = Session(spec, [Seat(n) for n in ("Anna", "Boris", "Chen")], 5, {"start": "1"})
        app = MagtuiApp(session=session, pace="instant", autosave=False)
        app.key_guard = 0.8
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            t = clock.t + 2
            await type_at(app, pilot, clock, "enter", t)  # Anna opens her cover
            await type_at(app, pilot, clock, "1", t + 1.5)  # reads, then picks her loyalty
            await type_at(app, pilot, clock, "enter", t + 1.5 + gap)  # the table's view: hand over
            await type_at(app, pilot, clock, "enter", t + 1.5 + 2 * gap)  # at once again
            assert len(session.history) == 1
            assert isinstance(app.screen, PassScreen) and app.screen.player == "Boris"
            clock.t += 10


# ----- private hints stay on their screen -------------------------------------------------
async def test_a_contribution_hint_never_reaches_the_table_view():
    """Issue: after confirming the face-down cards, the public screen read 'Set aside for
    the deck: RP.' The frame drops hints of a screen that is gone."""
    spec = registry.get("orkensturm")
    session = Session(spec, [Seat(n) for n in ("Anna", "Boris", "Chen")], 1, {})
    bots = [RandomBot(s, 1) for s in range(3)]
    while session.state.phase != "contribute":
        state = session.state
        seat = state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)), keep_undo=False
        )
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the cover
        game = app.screen
        adds = sum(text.startswith("add") for _, text in session.history)
        for key in ["space", "space", "down"] * 6 + ["enter"]:
            await pilot.press(key)
            if sum(text.startswith("add") for _, text in session.history) > adds:
                break
        await pilot.pause()
        assert game.board.seat is None, "the table's view after a contribution"
        assert "Set aside" not in screen_text(app)
        assert "Pass the keyboard" in str(game.query_one("#hint").render())


# ----- names are text -----------------------------------------------------------------------
async def test_names_with_brackets_are_drawn_as_typed_on_the_cover(toy_registry):
    """Issue: 'x[/]' crashed the cover (MarkupError), '[Bob]' vanished, 'Tom [Jerry]'
    showed as 'TOM'."""
    for names in (["x[/]", "[Bob]"], ["Tom [Jerry]", "[b]Al"]):
        session = Session(toy_registry, [Seat(n) for n in names], 3, {})
        app = MagtuiApp(session=session, pace="instant", autosave=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, PassScreen)
            text = screen_text(app)
            assert f"PASS THE KEYBOARD TO {names[0].upper()}" in text
            assert f"{names[0]}: press Enter" in text


async def test_setup_refuses_a_name_with_an_escape_sequence():
    """Control characters are refused with a clear message on the setup screen."""
    from magtui.ui.setup import SetupScreen

    spec = registry.get("orkensturm")
    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SetupScreen(spec))
        await pilot.pause()
        setup = app.screen
        setup.query_one("#name0").value = "A\x1b]0;x\x07"
        setup.action_start()
        await pilot.pause()
        assert app.screen is setup
        assert "control character" in str(setup.query_one("#hint").render())


# ----- replays tell what the table saw --------------------------------------------------------
async def test_replay_of_an_unfinished_game_shows_secret_moves_in_their_public_form(toy_registry):
    """Issue: the replay printed 'Chen — add RR'. An unfinished game's action is shown as the
    log lines it added; a move that added none is said to be unseen."""
    from magtui.ui.replay import ReplayScreen

    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    for seat, text in [(0, "pick 2"), (0, "confirm"), (1, "pick 3")]:
        session.apply_text(seat, text)
    app = MagtuiApp(session=session, replay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert "pick 3" not in screen_text(app)
        assert "Bo made a choice the table does not see yet" in screen_text(app)
        await pilot.press("left")
        assert "Ann has chosen a card." in str(replay.query_one("#hint").render())
        assert "confirm" not in str(replay.query_one("#hint").render())


async def test_replay_of_a_finished_game_tells_every_move_and_says_so(toy_registry):
    from magtui.ui.replay import ReplayScreen

    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    for seat, text in [
        (0, "pick 2"),
        (1, "pick 3"),
        (0, "confirm"),
        (1, "confirm"),
        (0, "pick 1"),
        (1, "pick 1"),
        (0, "confirm"),
        (1, "confirm"),
    ]:
        session.apply_text(seat, text)
    app = MagtuiApp(session=session, replay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("left", "left", "left")
        text = screen_text(app)
        assert "every move shown" in text and "Ann — pick 1" in text


async def test_replay_of_a_finished_orkensturm_never_names_who_added_which_cards():
    """Orkensturm spec, who sees what: a step-3 contribution is 'Never shown afterwards.
    Revealed step-4 cards carry no owner.' The end of the game does not change that: each
    contribution is told as the table saw it, while the other moves are named."""
    from magtui.ui.replay import ReplayScreen

    session = Session(
        registry.get("orkensturm"), [Seat("Anna"), Seat("Boris"), Seat("Chen")], 4, {}
    )
    bots = [RandomBot(seat, 4) for seat in range(3)]
    while not session.state.is_over():
        state = session.state
        seat = state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)), keep_undo=False
        )
    adds = [i + 1 for i, (_, text) in enumerate(session.history) if text.startswith("add")]
    app = MagtuiApp(session=session, replay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        for index in (adds[0], adds[-1]):
            replay.index = index
            replay.action_step(0)
            await pilot.pause()
            hint, text = str(replay.query_one("#hint").render()), screen_text(app)
            assert "adds" in hint and "face down" in hint and "— add" not in text, text
        assert "every move the game reveals shown" in text
        replay.index = adds[0] - 1
        replay.action_step(0)
        await pilot.pause()
        assert " — " in str(replay.query_one("#hint").render()), "the other moves are named"


# ----- boards get a view, never the state ------------------------------------------------------
async def test_a_board_drawing_from_views_is_never_handed_the_state(toy_registry):
    """The frame gives a board the seat's view and a move number only: no board has a way to
    be handed the state (every game's board is walked the same way by the frame scan)."""
    from magtui.ui.board import Board

    assert not any(hasattr(Board, name) for name in ("show", "prepare_copy", "state"))
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for step in range(60):
            if session.state.is_over():
                break
            # Enter picks the first card, k then Enter confirms (the last choice)
            await pilot.press(["enter", "k", "enter"][step % 3])
            for _ in range(50):
                if not isinstance(app.screen, GameScreen) or not app.screen.working:
                    break
                await pilot.pause(0.01)
            game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            board = game.board
            assert not state_paths(board)
            assert board.seen.move == len(session.history)
            if board.seat is not None:
                assert f"hands.{board.seat}" in board.seen.view["private"]
                assert board.seen.model.hands[board.seat] == session.state.hands[board.seat]
                assert all(
                    board.seen.model.hands[s] == len(session.state.hands[s])
                    for s in range(2)
                    if s != board.seat
                ), "others' hands are counts"
        assert session.state.is_over()


# ----- a crash never costs the game --------------------------------------------------------------
async def test_an_internal_error_offers_the_autosave_before_the_last_move(toy_registry, capsys):
    """Issue: after a crash, 'every --resume afterwards crashes the same way: the game is
    lost'. The player is told where the earlier position is, and resuming the same position
    writes no new autosave, so the earlier ones stay."""
    from magtui.core import saves

    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")  # the cover, then a pick
    assert len(session.history) == 1
    resumed = saves.latest_autosave()[0]
    app = MagtuiApp(session=resumed, pace="instant")
    with pytest.raises(ZeroDivisionError):
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert len(list(saves.autosave_dir().glob("*.json"))) == 2, "the resume wrote no copy"
            app.call_later(lambda: 1 / 0)
            await pilot.pause()
    told = capsys.readouterr().err.replace("\n", "")
    assert "magtui load" in told
    earlier = saves.earlier_autosave(resumed)
    assert str(earlier) in told and saves.load(earlier).history == []


async def test_the_menu_spells_out_escape_sequences_of_an_unchecked_autosave(toy_registry):
    """The Continue line reads names from the newest autosave before it is loaded (and
    refused): an escape sequence in it is shown spelled out, never sent to the terminal."""
    import json

    from magtui.core import saves

    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    record = session.to_record()
    record["seats"][1]["name"] = "B\x1b]0;x\x07"
    write_atomic(saves.autosave_dir() / "autosave-1.json", json.dumps(record))
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = str(app.screen.query_one("#continue").render())
        assert "B\\x1b]0;x\\x07" in line and "\x1b" not in line


def test_help_shows_keys_with_brackets_as_typed():
    from magtui.ui.help import page_lines

    lines, _ = page_lines("Toy [/]", (("[/]", "close [b]this"),), "", "# Rules", False, 78)
    text = "\n".join(line.text for line in lines)
    assert "KEYS · Toy [/]" in text and "close [b]this" in text


async def test_the_setup_name_field_takes_no_control_characters():
    """A pasted escape sequence never reaches the name field (nor the shell line under it)."""
    from magtui.ui.setup import SetupScreen

    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SetupScreen(registry.get("orkensturm")))
        await pilot.pause()
        field = app.screen.query_one("#name0")
        field.focus()
        field.value = ""
        await pilot.press("Z")
        field.post_message(events.Paste("\x1b[2J"))
        await pilot.pause()
        assert field.value == "Z"
        assert "\x1b" not in str(app.screen.query_one("#command").render())
