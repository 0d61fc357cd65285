"""The hint on demand in the frame (`!`): offered to a seat that acts at this terminal, worked
out in a worker while the keys go on, shown on the board and the hint line, dropped when the
position moved on, counted."""

import threading
from contextlib import AsyncExitStack

import pytest

from magtui.core import saves, table
from magtui.core.bots import SearchAbandoned
from magtui.core.session import Seat, Session
from magtui.ui import game_screen
from magtui.ui.app import MagtuiApp
from magtui.ui.choice_board import ChoiceBoard
from magtui.ui.cover import PassScreen
from magtui.ui.frame_lines import rows_of
from magtui.ui.game_screen import GameScreen
from magtui.ui.hint_worker import THINKING, hint_line
from magtui.ui.setup import SetupScreen
from tests.core import toy

from .frame_scan import screen_text
from .test_table import start

HINT = "Hint: pick 4 — the 4 is the highest card left"


def solo(toy_registry, hints: bool = True) -> Session:
    """Ann at the keyboard, Bo the computer: Ann acts on her own screen."""
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo", "random")], 3, {})
    session.hints = hints
    return session


async def at_anns_turn(app, pilot) -> GameScreen:
    await pilot.pause()
    await pilot.press("enter")  # the summary of Bo's move
    game = app.screen
    assert isinstance(game, GameScreen) and game.board.seat == 0
    return game


def key_bar(app) -> str:
    return screen_text(app).splitlines()[-1]


async def hint_arrives(app, pilot) -> None:
    await app.workers.wait_for_complete()
    await pilot.pause()


class Gate:
    """Holds the toy's hint until the test opens it; a stopped search gives up."""

    def __init__(self, monkeypatch) -> None:
        self.open = threading.Event()
        self.calls = 0
        self.abandoned = 0
        advise = toy.ToyNormal.advise

        def held(bot, view, legal, worlds=None):
            self.calls += 1
            while not self.open.wait(0.01):
                try:
                    bot.keep_searching()
                except SearchAbandoned:
                    self.abandoned += 1
                    raise
            return advise(bot, view, legal, worlds)

        monkeypatch.setattr(toy.ToyNormal, "advise", held)


async def test_the_hint_highlights_the_move_and_says_why(toy_registry):
    session = solo(toy_registry)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_anns_turn(app, pilot)
        assert "! hint" in key_bar(app)
        await pilot.press("exclamation_mark")
        await hint_arrives(app, pilot)
        text = screen_text(app)
        assert HINT in text
        assert "»   4  pick 4" in text, "the board's cursor is on the move"
        assert session.hints_used == [1, 0]
        await pilot.press("enter")  # the usual key confirms it
        assert session.history[-1] == (0, "pick 4")


async def test_no_hint_key_when_hints_are_off(toy_registry):
    session = solo(toy_registry, hints=False)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_anns_turn(app, pilot)
        assert "hint" not in key_bar(app)
        await pilot.press("exclamation_mark")
        await hint_arrives(app, pilot)
        assert "Hint:" not in screen_text(app) and session.hints_used == [0, 0]


async def test_no_hint_key_on_a_cover_or_the_tables_view(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        assert "hint" not in key_bar(app)
        await pilot.press("enter")
        game = app.screen
        assert "! hint" in key_bar(app)
        session.apply_text(0, "pick 2")
        session.apply_text(0, "confirm")
        game.advance()
        await pilot.pause()
        assert game.handover_to == 1 and game.board.seat is None
        assert "hint" not in key_bar(app), "the table's view: nobody's hint"


async def test_keys_go_on_while_the_hint_is_worked_out(toy_registry, monkeypatch):
    gate = Gate(monkeypatch)
    session = solo(toy_registry)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await at_anns_turn(app, pilot)
        await pilot.press("exclamation_mark")
        assert THINKING in screen_text(app)
        assert "hint" not in key_bar(app), "no second hint while one is worked out"
        await pilot.press("exclamation_mark")
        await pilot.press("down", "down")
        assert game.board.cursor == 2, "the cursor moved while the hint was thought of"
        gate.open.set()
        await hint_arrives(app, pilot)
        assert gate.calls == 1
        assert HINT in screen_text(app) and game.board.cursor == 3


async def test_a_hint_for_a_position_left_meanwhile_is_dropped(toy_registry, monkeypatch):
    gate = Gate(monkeypatch)
    session = solo(toy_registry)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_anns_turn(app, pilot)
        await pilot.press("exclamation_mark")
        await pilot.press("enter")  # Ann picks 1 before the hint comes
        assert session.history[-1] == (0, "pick 1")
        gate.open.set()
        await hint_arrives(app, pilot)
        assert "Hint:" not in screen_text(app)
        assert session.hints_used == [0, 0]
        assert "! hint" in key_bar(app), "the new position may have its own hint"


async def test_leaving_the_game_stops_the_search(toy_registry, monkeypatch):
    gate = Gate(monkeypatch)
    session = solo(toy_registry)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_anns_turn(app, pilot)
        await pilot.press("exclamation_mark")
        await pilot.press("q", "y")
        await app.workers.wait_for_complete()
        assert gate.abandoned == 1 and not gate.open.is_set()


@pytest.mark.parametrize("width", [40, 78])
def test_a_long_hint_keeps_to_two_rows_cut_between_words(width):
    why = "takes the third artifact of the ring and keeps the storm off every lab " * 3
    line = hint_line("move the scout from the north pole to the red sector", why, width)
    assert rows_of(line, width) <= 2
    assert line.startswith("Hint: move the scout") and line.endswith("…")
    assert line.removesuffix("…").split()[-1] in why.split(), "cut between words"


@pytest.mark.parametrize("hosting,default", [(False, True), (True, False)])
async def test_the_setup_offers_hints_on_at_one_keyboard_off_at_a_table(
    toy_registry, hosting, default, tmp_path
):
    app = MagtuiApp(pace="instant", autosave=False)
    app.tables_folder = tmp_path
    async with app.run_test(size=(80, 24)) as pilot:
        setup = SetupScreen(toy_registry, hosting=hosting)
        app.push_screen(setup)
        await pilot.pause()
        hints = setup.query_one("#hints")
        assert (hints.value == "on") is default
        hints.focus()
        await pilot.press("right")  # the host's (or the players') choice
        flag = "--hints" if hosting else "--no-hints"
        assert flag in screen_text(app), "the same game from the shell"
        setup.query_one("#name0").focus()
        await pilot.press("enter")
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game.session.hints is not default


async def test_at_a_table_the_seats_ask_for_hints_and_the_spectator_cannot(toy_registry, tmp_path):
    host = table.host(tmp_path, "toy", ["Ann", "Bo"], 3, {}, ["hotseat", "remote"], {}, True)
    bo = table.join(tmp_path, host.table, seat=1)
    watcher = table.join(tmp_path, host.table, watch=True)
    async with AsyncExitStack() as stack:
        ann, _, spectator = await start(stack, [host, bo, watcher], polling=False)
        assert "hint" not in key_bar(spectator.app)
        assert "! hint" in key_bar(ann.app)
        await ann.pilot.press("exclamation_mark")
        await hint_arrives(ann.app, ann.pilot)
        assert HINT in screen_text(ann.app)
        assert bo.hint_counts() == watcher.hint_counts() == [1, 0]


class TalkingBoard(ChoiceBoard):
    """Says on the hint line what its cursor is on, as the games' boards do."""

    def point_at(self, action) -> bool:
        pointed = super().point_at(action)
        self.hint(f"The cursor is on choice {self.cursor + 1}.")
        return pointed

    def action_move(self, delta: int) -> None:
        super().action_move(delta)
        self.hint(f"The cursor is on choice {self.cursor + 1}.")


async def test_the_hint_stands_until_the_player_moves_the_cursor(toy_registry, monkeypatch):
    monkeypatch.setattr(game_screen, "board_class", lambda spec: TalkingBoard)
    session = solo(toy_registry)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_anns_turn(app, pilot)
        await pilot.press("exclamation_mark")
        await hint_arrives(app, pilot)
        assert HINT in screen_text(app), "the board's words on the move it was pointed at yield"
        await pilot.press("up")
        assert "The cursor is on choice 3." in screen_text(app)


async def test_a_hint_that_fails_is_reported_and_the_game_goes_on(toy_registry, monkeypatch):
    def broken(bot, view, legal, worlds=None):
        raise ValueError("a bug in the advice")

    monkeypatch.setattr(toy.ToyNormal, "advise", broken)
    session = solo(toy_registry)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_anns_turn(app, pilot)
        await pilot.press("exclamation_mark")
        await hint_arrives(app, pilot)
        assert "Internal error (ValueError); the game is unchanged." in " ".join(
            screen_text(app).split()
        )
        await pilot.press("enter")
        assert session.history[-1] == (0, "pick 1") and session.hints_used == [0, 0]


async def test_a_hint_shown_is_autosaved_with_the_game(toy_registry):
    session = solo(toy_registry)
    app = MagtuiApp(session=session, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_anns_turn(app, pilot)
        await pilot.press("exclamation_mark")
        await hint_arrives(app, pilot)
        record = saves.newest_autosave_record(session.game_id)
        assert record["hints_used"] == [1, 0]
        assert Session.from_record(record).hints_used == [1, 0]
