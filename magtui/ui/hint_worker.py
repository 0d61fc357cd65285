"""The hint on demand (`!`): what the seat's `normal` computer player would do now, and why.

It is worked out in a worker thread as a bot's move is (core/advice.py), from the seat's own
view, so the keys never wait for it. The board then highlights the move (`Board.point_at`: the
player confirms it with the usual keys) and the hint line says what it is and why. An answer
for a position the game has left (a move made meanwhile, an undo, another terminal's move) is
dropped.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Hashable

from textual.message import Message

from magtui.core.advice import Advice, advice_for, gives_hints
from magtui.core.bots import SearchAbandoned
from magtui.ui.frame_lines import rows_of, text_width

if TYPE_CHECKING:
    from magtui.ui.game_screen import GameScreen

THINKING = "Thinking of a hint…"
HINT_ROWS = 2  # the hint line's rows for a hint: at 80×24 the log gives way, never the board
ELLIPSIS = "…"


def _words_that_fit(head: str, words: list[str], tail: str, width: int, rows: int) -> str:
    """`head` and as many of `words` as fit in `rows` rows at `width`, marked cut when some
    were left out, then `tail`."""
    for count in range(len(words), -1, -1):
        cut = ELLIPSIS if count < len(words) else ""
        text = head + " ".join(words[:count]) + cut + tail
        if rows_of(text, width) <= rows:
            return text
    return head + ELLIPSIS + tail


def hint_line(label: str, why: str, width: int, rows: int = HINT_ROWS) -> str:
    """ "Hint: <the move> — <why>" in at most `rows` rows: the why gives way first, word by
    word, then the move's label (the board's highlight shows the move)."""
    head = "Hint: "
    whole = f"{head}{label} — {why}"
    if rows_of(whole, width) <= rows:
        return whole
    move = _words_that_fit(head, label.split(), "", width, rows)
    if move.endswith(ELLIPSIS):
        return move
    return _words_that_fit(f"{move} — ", why.split(), "", width, rows)


class Hinter:
    """The frame's hint: asks for it, waits for it in a worker, shows it where it still holds."""

    def __init__(self, screen: "GameScreen") -> None:
        self.screen = screen
        self.available = gives_hints(screen.session.spec)  # the game's normal level advises
        self.asked: Hashable = None  # the moment whose hint is being worked out
        self.stop = threading.Event()  # set when the hint being worked out is not wanted
        self.shown_since = 0.0  # when the last hint was shown: the board's older hints yield
        self.counted: Hashable = None  # the moment of the last hint counted (once a moment)

    def moment(self) -> Hashable:
        """What a hint answers: the frame's generation (bumped on undo, another terminal's
        move, leaving), the actions played and the screen on the board."""
        screen = self.screen
        return (screen.generation, len(screen.session.history), screen.board.shown)

    def seat(self) -> int | None:
        """The seat a hint would be for: a human at this terminal whose own screen is up and
        who must act now (never the table's view, a cover, a spectator)."""
        screen = self.screen
        seat = screen.board.seat
        if screen.handover_to is not None or screen.working or not screen.board.acting():
            return None
        return seat if seat in screen.session.human_seats_to_act() else None

    def offered(self) -> bool:
        """The key is offered: hints are allowed, the game gives them, a seat here may ask, and
        no hint for this moment is being worked out."""
        return (
            self.screen.session.hints
            and self.available
            and self.seat() is not None
            and self.asked != self.moment()
        )

    def ask(self) -> None:
        if not self.offered():
            return
        seat = self.seat()
        assert seat is not None
        screen, session = self.screen, self.screen.session
        self.stop.set()  # a hint for an older moment still being worked out is not wanted
        self.stop = stop = threading.Event()
        self.asked = moment = self.moment()
        copy = session.state.clone()
        screen._hint(THINKING)
        screen.refresh_bindings()

        def work() -> None:
            try:
                advice = advice_for(session.spec, copy, seat, session.seed, stop)
            except SearchAbandoned:
                screen.app.call_from_thread(self._ended, moment)
            except Exception as exc:  # a game's advice failing: say so, keep the game
                screen.app.call_from_thread(self._failed, moment, exc)
            else:
                screen.app.call_from_thread(self._arrived, moment, seat, advice)

        screen.run_worker(work, thread=True, group="hint", exit_on_error=False)

    def drop(self) -> None:
        """The position changed or the player left: a hint being worked out stops."""
        self.stop.set()

    def _ended(self, moment: Hashable) -> bool:
        """The worker for `moment` is done; True when the hint still answers the position."""
        if self.asked != moment:
            return False
        self.asked = None
        if not self.screen.is_mounted:
            return False
        self.screen.refresh_bindings()
        return self.moment() == moment and self.seat() is not None

    def _failed(self, moment: Hashable, error: Exception) -> None:
        from magtui.ui.game_screen import crash_note  # the frame's own crash report

        if self._ended(moment):
            self.screen._hint(crash_note(error), error=True)

    def _arrived(self, moment: Hashable, seat: int, advice: Advice) -> None:
        if not self._ended(moment):
            return
        screen = self.screen
        board = screen.board
        label = dict(board.seen.choices).get(advice.action) if board.seen else None
        if label is None:
            label = screen.session.state.describe_action(advice.action)
        board.point_at(advice.action)
        # The board's own line about the cursor it just moved waits in the queue: it yields.
        self.shown_since = Message().time
        width = text_width(screen.query_one("#hint"))
        screen._hint(hint_line(label, advice.why, width))
        if self.counted != moment:
            self.counted = moment
            screen.session.count_hint(seat)

    def yields_to(self, hint_time: float) -> bool:
        """Whether the board's hint of `hint_time` leaves the shown hint in place: it was
        posted before the hint arrived (pointing at the move moved the cursor)."""
        return hint_time < self.shown_since
