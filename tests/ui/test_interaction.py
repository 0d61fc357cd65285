"""The board kit's interaction layer, driven by keys: the move being built, the keys typed while
a choice is in flight, the recent-log panel and the layout steps."""

import dataclasses
import threading

from textual.binding import Binding

from magtui.core import capabilities, registry
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.board import Board, present
from magtui.ui.canvas import Canvas
from magtui.ui.game_screen import GameScreen
from magtui.ui.key_queue import KeyQueue
from magtui.ui.layouts import Layout, layout_for
from magtui.ui.log_panel import draw_recent_log, recent_rows

from tests.board_app import BoardApp
from tests.typed_keys import burst

MAGLEV = registry.get("maglev")  # one seat plays alone: every move comes back to it


class NoteBoard(Board):
    """A board of the kit alone: `n` chooses the first legal action, `a` `b` `c` note the key
    with the move it ran at, `+` adds to the move being built."""

    BINDINGS = [
        Binding("n", "next", "next"),
        *(Binding(key, f"note('{key}')", "note") for key in "abc"),
        Binding("plus", "build", "build"),
        Binding("p", "in_parts", "parts"),
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.notes: list[tuple[str, int]] = []
        self.built = 0  # the move being built
        self.decisions = 0
        self.parts_left = 0  # the parts of a move the board carries out as it draws

    def draw(self, view) -> None:
        super().draw(view)
        if self.parts_left and view.acts:
            self.parts_left -= 1
            self.choose(view.actions[0])

    def action_in_parts(self) -> None:
        self.parts_left = 1
        self.choose(self.seen.actions[0])

    def new_decision(self, view, before) -> None:
        self.built = 0
        self.decisions += 1

    def action_next(self) -> None:
        self.choose(self.seen.actions[0])

    def action_note(self, key: str) -> None:
        self.notes.append((key, self.seen.move))

    def action_build(self) -> None:
        self.built += 1


NOTE_SPEC = dataclasses.replace(MAGLEV, board=f"{__name__}:NoteBoard")


def _solo() -> Session:
    return Session(NOTE_SPEC, [Seat("Anna")], 3, {})


async def test_keys_typed_while_a_move_is_worked_out_run_in_order_on_its_outcome(monkeypatch):
    """A slow move is worked out in a worker: the keys typed meanwhile wait, then run in
    order on the position it led to, until one of them chooses again."""
    go_on = threading.Event()

    def slow(state, action) -> bool:
        if threading.current_thread() is not threading.main_thread():
            go_on.wait(5)
        return True

    monkeypatch.setattr(capabilities, "is_slow", slow)
    app = MagtuiApp(session=_solo(), pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        board = app.screen.board
        await burst(app, pilot, "n", "a", "b", "n", "c")
        assert (board.notes, len(app.screen.session.history)) == ([], 0)
        go_on.set()
        for _ in range(20):
            await pilot.pause(0.05)
            if len(board.notes) == 3:
                break
        assert board.notes == [("a", 1), ("b", 1), ("c", 2)]
        assert len(app.screen.session.history) == 2


async def test_keys_wait_for_a_move_the_board_carries_out_in_parts(monkeypatch):
    """The board chooses the next part as it draws the outcome of the first: the keys typed
    meanwhile wait for the last part's outcome."""
    go_on = threading.Event()

    def slow(state, action) -> bool:
        if threading.current_thread() is not threading.main_thread():
            go_on.wait(5)
        return True

    monkeypatch.setattr(capabilities, "is_slow", slow)
    app = MagtuiApp(session=_solo(), pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.board
        await burst(app, pilot, "p", "a")
        go_on.set()
        for _ in range(20):
            await pilot.pause(0.05)
            if board.notes:
                break
        assert board.notes == [("a", 2)]


def test_keys_typed_during_a_slow_move_are_dropped_when_the_turn_passes_to_another_seat():
    woken = []
    queue = KeyQueue(lambda: woken.append(1))
    queue.add("a", "a")
    assert woken and queue.next_key() == ("a", "a"), "nothing in flight: the key runs at once"
    queue.hold(0)
    queue.add("b", "b")
    assert queue.next_key() is None, "a choice in flight: the key waits"
    queue.working_out()
    queue.shown(1)
    assert queue.next_key() is None and not queue.holding
    queue.hold(0)
    queue.add("c", "c")
    queue.shown(1)  # a burst typed ahead at a hotseat counts for the next player
    assert [queue.next_key(), queue.next_key()] == [("c", "c"), None]
    queue.hold(1)
    queue.add("d", "d")
    queue.shown(None)  # the table's view: the computers move
    assert queue.next_key() is None and not queue.waiting


async def test_the_move_being_built_lasts_while_the_move_and_seat_stay():
    state = MAGLEV.new_game(["Anna", "Boris"], 3)
    app = BoardApp(NOTE_SPEC, state, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.board
        await pilot.press("plus", "plus")
        present(board, state, 0, app.moves)  # the same decision drawn again
        assert board.built == 2 and board.decisions == 1
        present(board, state, 1, app.moves)  # another seat's screen
        assert board.built == 0 and board.decisions == 2
        await pilot.press("plus")
        app.show(state, 1)  # a new move
        assert board.built == 0 and board.decisions == 3


def test_the_recent_log_shows_whole_entries_wrapped_the_newest_always():
    log = ["Anna built track.", "Boris moved a long way across the whole map to the moon base."]
    assert recent_rows(log, 30, 3) == [
        ["Boris moved a long way across", "  the whole map to the moon", "  base."]
    ]
    assert recent_rows(log, 30, 4) == [
        ["Anna built track."],
        ["Boris moved a long way across", "  the whole map to the moon", "  base."],
    ]
    assert recent_rows(log, 30, 2) == [
        ["Boris moved a long way across", "  the whole map to the moon"]
    ]
    canvas = Canvas(30, 5)
    assert draw_recent_log(canvas, 0, 1, 30, 4, log, older="dim") == 5
    assert canvas.row_text(1).rstrip() == "Anna built track."
    assert canvas.styles[1][0] == "dim" and canvas.styles[2][0] == ""


def test_a_board_takes_the_roomiest_layout_its_size_has_room_for():
    layouts = (Layout("roomy", 160, 41), Layout("wide", 120, 30))
    assert layout_for(160, 41, layouts) == "roomy"
    assert layout_for(200, 40, layouts) == "wide"
    assert layout_for(119, 60, layouts) == "compact"


async def test_the_plain_choice_list_keeps_its_cursor_while_the_decision_stays():
    """A refused choice draws the same decision again: the cursor stays where it was."""
    state = MAGLEV.new_game(["Anna", "Boris"], 3)
    seat = state.to_act()[0]
    app = BoardApp(dataclasses.replace(MAGLEV, board=""), state, seat)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down")
        present(app.board, state, seat, app.moves)
        assert app.board.cursor == 1
        app.show(state, seat)
        assert app.board.cursor == 0
