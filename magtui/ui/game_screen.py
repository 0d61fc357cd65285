"""The game frame every game shares: status line, the game's board, hint and log lines, footer.

It owns the flow of play: applying what a human chose, running bots in thread workers, the
pass-the-keyboard cover before private screens, undo, save as, help and the way back to the menu.
"""

from __future__ import annotations

import importlib
import threading
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from magtui.core import capabilities, saves
from magtui.core.bots import SearchAbandoned, worlds_of
from magtui.core.errors import IllegalAction, MagtuiError
from magtui.core.seeds import new_seed
from magtui.core.session import Session
from magtui.core.views import seat_view
from magtui.ui.board import Board, present
from magtui.ui.catch_up import CatchUpScreen, LogMarks
from magtui.ui.choice_board import ChoiceBoard
from magtui.ui.cover import PassScreen
from magtui.ui.dialogs import AskPath, Confirm
from magtui.ui.frame_lines import (
    FrameLine,
    log_rows,
    newest_entries,
    rows_of,
    show_text,
    text_width,
)
from magtui.ui.game_over import AGAIN, MENU, REPLAY, GameOverScreen, hint_words, result_words
from magtui.ui.glyphs import Glyphs
from magtui.ui.help import FRAME_KEYS, BoardSlot, HelpView, TextScreen
from magtui.ui.hint_worker import Hinter
from magtui.ui.keybar import KeyBar
from magtui.ui.key_queue import KeyQueue
from magtui.ui.keygate import KeyGate
from magtui.ui.pace import PACES, next_pace
from magtui.ui.rule_panel import RuleUnderCursor


KEY_BAR_ROWS = 1  # the key bar under the log line (keybar.py)


def board_class(spec) -> type[Board]:
    """The game's own board widget class, or the plain choice list if it has none."""
    if not spec.board:
        return ChoiceBoard
    module_name, _, class_name = spec.board.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def load_board(session: Session, glyphs: Glyphs) -> Board:
    """The board widget of the session's game."""
    return board_class(session.spec)(session.spec, glyphs, id="board")


def crash_note(error: BaseException) -> str:
    """Write the traceback to the data folder and return a line for the player."""
    path = saves.log_crash(error)
    return f"Internal error ({type(error).__name__}); the game is unchanged. Details: {path}"


class GameScreen(KeyGate, RuleUnderCursor, Screen[None]):
    BINDINGS = [
        *RuleUnderCursor.RULE_BINDINGS,
        Binding("enter,space", "handover", "pass the keyboard", priority=True),
        Binding("question_mark", "help", "help"),
        Binding("exclamation_mark", "hint", "hint"),
        Binding("u", "undo", "undo"),
        Binding("i", "log", "log"),
        Binding("ctrl+s", "save_as", "save"),
        Binding("p", "pace", "pace"),
        Binding("o", "results", "results"),  # once the game is over: its end screen again
        Binding("q", "leave", "menu"),
    ]
    # Give way on a narrow key bar (help names them), before the board's keys; the others stay.
    SPARE_KEYS = ("rule", "pace")  # the last gives way first

    def __init__(self, session: Session, glyphs: Glyphs) -> None:
        super().__init__()
        self.session = session
        self.glyphs = glyphs
        self.holder: int | None = None  # the human who last had the keyboard (for covers)
        self.covered_at: tuple[int, int] | None = None  # (seat, actions played) of the last cover
        self.private_on_screen = False  # a seat's private information is drawn right now
        self.handover_to: int | None = None  # the table's view is up, waiting to pass to this seat
        self.generation = 0  # bumped by drop_answer, so that a late bot answer is dropped
        self.working = False  # a bot or a slow move is being worked out in a thread
        self.search_stop = (
            threading.Event()
        )  # set when the thinking bot's answer is no longer wanted
        self.result_shown = False
        self.game_over_note = ""  # what the game's own end hook said (cards awarded)
        self._lines: dict[str, str] = {}  # the text shown on each frame line
        self.log_rows = 1  # rows of the log above the key bar, more on a taller terminal
        self.fitted_to = None  # the terminal size the log rows were chosen for
        self.hinter = Hinter(self)

    # ----- layout ---------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield FrameLine(id="status")
        try:
            self.board = load_board(self.session, self.glyphs)
        except Exception as exc:  # a broken widget must not cost the game
            crash_note(exc)
            self.board = ChoiceBoard(self.session.spec, self.glyphs, id="board")
        self.board.key_queue = self.waiting_keys = KeyQueue(
            lambda: self.call_later(self._run_waiting_keys)
        )
        spec = self.session.spec
        with BoardSlot():
            yield self.board
            yield HelpView(
                spec.title,
                lambda: self.board.key_help() + self.frame_keys(),
                self.board.legend,
                spec.rules_summary,
            )
        yield FrameLine(id="hint")
        yield FrameLine(id="lastlog")
        yield KeyBar()

    def frame_keys(self) -> list[tuple[str, str]]:
        """The frame's keys for the help. A served game has no save as (check_action): its
        help does not offer it either."""
        return [k for k in FRAME_KEYS if k[0] != "ctrl+s"] if self.app.served else FRAME_KEYS

    def on_mount(self) -> None:
        self.log_marks = LogMarks(self.human_seats, len(self.session.state.log))
        self._fit_log()
        self.board.focus()
        self.advance()

    def on_resize(self) -> None:
        if self._fit_log():
            self._update_lines()

    def on_screen_resume(self) -> None:
        if self._fit_log():  # the terminal changed size while another screen was on top
            self._update_lines()

    def _fit_log(self) -> bool:
        """As many log rows as the terminal's height allows (the board keeps the rest). True
        when the terminal's size changed since the last fit: the lines are measured again."""
        if self.app.size == self.fitted_to:
            return False
        self.fitted_to = self.app.size
        rows = log_rows(self.fitted_to.height)
        if rows != self.log_rows:
            self.log_rows = rows
            self.query_one("#lastlog", Static).styles.min_height = rows
        return True

    # ----- the flow of play -----------------------------------------------------------
    @property
    def human_seats(self) -> list[int]:
        """The humans at this keyboard (at a shared table, the others play elsewhere)."""
        return [
            s
            for s in range(len(self.session.seats))
            if not self.session.is_bot(s) and self.session.plays_here(s)
        ]

    def acting_human(self) -> int | None:
        humans = self.session.human_seats_to_act()
        return humans[0] if humans and not self.session.state.is_over() else None

    def advance(self) -> None:
        """Show the state and hand the move to whoever must act next."""
        state = self.session.state
        self.close_rule()  # it explained the position before
        self._update_lines()
        self.refresh_bindings()
        if self._table_moment():  # a public moment: everyone sees it first
            self._show(None)
            return
        if state.is_over():
            self._show(None)
            if not self.result_shown:
                self.result_shown = True
                self.game_over_note = self._game_over_hook()  # the hook stores results: once
                self.action_results()
            return
        bots = (
            [s for s in state.to_act() if self.session.is_bot(s)]
            if self.session.runs_bots()
            else []
        )
        if bots:
            self._show(None)
            if not self._table_moment():  # drawing may have opened one (a summary)
                self._work(bots[0])
            return
        seat = self.acting_human()
        if seat is None:
            self.waiting()
            return
        if self._needs_cover(seat):
            if self.private_on_screen and self.handover_to != seat:
                # After a private screen the table sees the public one before the next cover.
                self._show(None)
                self.handover_to = seat
                self.close_keys()  # keys typed on the private screen do not hand it over
                self._hint(
                    f"The table's view. Pass the keyboard to {state.seat_name(seat)}, "
                    "then press Enter."
                )
                self.refresh_bindings()
                return
            self.handover_to = None
            self._show(None)
            news = self.log_marks.news(seat, self.session.log_lines())
            self.app.push_screen(
                PassScreen(
                    state.seat_name(seat),
                    self._seat_line(seat),
                    state.decision(seat),
                    f"{self.session.spec.title} · waiting for {state.seat_name(seat)}",
                    self.glyphs.text("\n".join(news)).splitlines(),
                    guard=self.app.key_guard,
                ),
                lambda ready, seat=seat: self._after_cover(seat, ready),
            )
            return
        self.holder = seat
        self._show(seat)
        self._catch_up(seat)

    def waiting(self) -> None:
        """Nobody at this keyboard acts now: another terminal's player does (a shared table)."""

    def _catch_up(self, seat: int) -> None:
        """Before a human's turn: what happened since that human's last turn, when the human
        missed any of it (the cover shows it when there is one)."""
        log = self.session.log_lines()
        news = self.log_marks.news(seat, log)
        self.log_marks.mark(seat, len(log))
        if news:
            self.app.push_screen(
                CatchUpScreen(self.session.state.seat_name(seat), news, self.glyphs)
            )

    def _seen_by_the_table(self, seat: int) -> None:
        """A human's own move was on screen for that human, and watched by every human when no
        cover separates them; a computer's move is news to everybody. A summary lists all the
        news since a human's last turn, the watched moves too."""
        length = len(self.session.state.log)
        self.log_marks.mark(seat, length)
        if not self._uses_covers():
            for human in self.human_seats:
                self.log_marks.watch(human, length)

    def _show(self, seat: int | None) -> None:
        if self.board.shown is None or self.board.shown[1] != seat:
            self._hint("")  # the hint belonged to another seat's screen
        self.private_on_screen = seat is not None and self.session.spec.kind.hidden_information
        if seat is None:
            self.covered_at = None  # the whole table may be looking again
        # Before the board draws: a board may choose as it draws (the next step of a move
        # it carries out in parts), and its keys then wait again.
        self.waiting_keys.shown(seat)
        present(self.board, self.session.state, seat, len(self.session.history))
        self._update_lines()

    async def _run_waiting_keys(self) -> None:
        """The board's keys, in the order typed, until one of them chooses (the rest then wait
        for its outcome). Keys typed on this screen never act on another one on top of it."""
        while (key := self.waiting_keys.next_key()) is not None:
            self.close_rule()  # the board's keys act as usual, on the board in sight again
            if self.app.screen is not self:
                self.waiting_keys.drop()
                return
            await self.board.replay(key)

    def _table_moment(self) -> bool:
        return self.board.table_moment(
            seat_view(self.session.state, None, len(self.session.history))
        )

    def action_results(self) -> None:
        """The end screen: the results, and play again, replay or the menu."""
        session = self.session
        seats = range(len(session.seats))
        names = [session.state.seat_name(s) for s in seats]
        humans = [s for s in seats if not session.is_bot(s)]
        hints = hint_words(names, session.hint_counts(), humans) if session.hints else ""
        screen = GameOverScreen(
            session.state,
            self.glyphs,
            session.spec.title,
            self.game_over_note,
            again=not session.shared,
            hints=hints,
        )
        self.app.push_screen(screen, self._after_game_over)

    def _game_over_hook(self) -> str:
        keepsakes = self.session.spec.keepsakes
        if keepsakes is None:
            return ""
        try:
            return keepsakes.on_game_over(self.session.state)
        except OSError as exc:
            return f"Could not store the results: {exc.strerror or exc}"

    def _after_game_over(self, choice: str | None) -> None:
        if choice == AGAIN:
            again = Session(
                self.session.spec, list(self.session.seats), new_seed(), dict(self.session.options)
            )
            again.hints = self.session.hints
            self.app.pop_screen()
            self.app.start_session(again)
        elif choice == REPLAY:
            from magtui.ui.replay import ReplayScreen  # replay draws boards from this module

            self.app.push_screen(ReplayScreen(self.session, self.glyphs))
        elif choice == MENU:
            self.app.pop_screen()

    def _uses_covers(self) -> bool:
        return self.session.spec.kind.hidden_information and len(self.human_seats) >= 2

    def _needs_cover(self, seat: int) -> bool:
        """A cover comes first unless the seat has just passed it, or its own private screen is
        up and stays its own (`private_moment`: an inspection gets its own cover). Once the
        table's view (a reveal, the computers' moves) or another seat's screen was drawn, the
        whole table may be looking, even when the same human goes on."""
        if not self._uses_covers():
            return False
        moment = (seat, len(self.session.history))
        if self.covered_at == moment:  # the seat has just passed its cover
            return False
        own_screen_up = (
            self.private_on_screen and self.board.shown is not None and self.board.shown[1] == seat
        )
        return not own_screen_up or capabilities.private_moment(self.session.state, seat)

    def _seat_line(self, seat: int) -> str:
        return f"{self.session.state.seat_label(seat)} · human"

    def _after_cover(self, seat: int, ready: bool | None) -> None:
        if not ready:
            self.app.pop_screen()
            return
        self.holder = seat
        self.covered_at = (seat, len(self.session.history))
        self.log_marks.mark(seat, len(self.session.state.log))  # read on the cover
        self.advance()

    def _update_lines(self) -> None:
        state = self.session.state
        # The board's finer status may speak of the seat on screen; the table gets the state's.
        shows_a_seat = self.board.shown is not None and self.board.shown[1] is not None
        moment = self._table_moment()  # the board tells what just happened, first
        public = shows_a_seat or moment or not self.session.spec.kind.hidden_information
        status = self.board.status() if public else None
        if state.is_over() and not moment and not status:
            status = (
                f"{self.session.spec.title} · game over · {result_words(state)} "
                "· o results · q menu"
            )
        self._set_line("status", status or state.status())
        self._show_log("" if moment else self._newest_log())

    def _newest_log(self) -> str | None:
        """The newest log entries that fit the log line's rows; None when even the newest one
        needs more rows than the board leaves the frame's lines (`_log_room`)."""
        width = text_width(self.query_one("#lastlog", Static))
        room = self._log_room(width)
        shown = newest_entries(self.session.log_lines(), width, min(self.log_rows, room))
        if shown and rows_of(shown[-1], width) > room:
            return None
        return "\n".join(shown)

    def _log_room(self, width: int) -> int:
        """The rows the log line may take. The board keeps the rows it cannot do without
        (`Board.rows_needed`: at 80×24 Magalon's valley, the 4-player planet), its own
        decoration having given way first; the status line (who must do what) and the hint
        (or why a key was refused, in the hint's place) are what the player reads now. So the
        log line, the news of a move already made, gives way: whole, never cut, and only while
        the lines above it are long (a refusal goes with the next key); `i` shows the log."""
        taken = sum(rows_of(self._lines.get(line, ""), width) for line in ("status", "hint"))
        return self.app.size.height - KEY_BAR_ROWS - self.board.rows_needed() - taken

    def _show_log(self, text: str | None) -> None:
        """Show `text` on the log line; None: the log line gives its rows to the lines above."""
        line = self.query_one("#lastlog", Static)
        if line.display != (text is not None):
            line.display = text is not None
        self._set_line("lastlog", text or "")

    def _set_line(self, line_id: str, text: str) -> None:
        """Update one frame line only when its text changes: a text on as many rows as before
        repaints that line alone (a layout pass would repaint the whole screen)."""
        text = self.glyphs.text(text)
        if self._lines.get(line_id) != text:
            self._lines[line_id] = text
            show_text(self.query_one(f"#{line_id}", Static), text)

    def _hint(self, text: str, error: bool = False) -> None:
        line = self.query_one("#hint", Static)
        rows = rows_of(self._lines.get("hint", ""), text_width(line))
        self._set_line("hint", text)
        line.set_class(error, "error")
        if rows_of(self._lines["hint"], text_width(line)) != rows:
            self._update_lines()  # the log line gives its rows to a long hint, or takes them back

    def _apply(self, seat: int, action) -> bool:
        try:
            self.session.apply(seat, action)
        except MagtuiError as exc:
            self._hint(str(exc), error=True)
            return False
        except Exception as exc:  # an engine bug: report it, keep the game
            self._hint(crash_note(exc), error=True)
            return False
        self._seen_by_the_table(seat)
        self._hint("")
        return True

    def on_board_chosen(self, message: Board.Chosen) -> None:
        message.stop()
        seat, action = message.seat, message.action
        if self.working:  # the keys wait for the outcome of the move being worked out
            return
        if seat not in self.session.state.to_act():
            self.waiting_keys.drop()  # a choice the game does not take: no outcome to wait for
            return
        if capabilities.is_slow(self.session.state, action):
            self._work(seat, action)
        elif self._apply(seat, action):
            self.advance()
        else:
            self._show(seat)

    def on_board_resumed(self, message: Board.Resumed) -> None:
        message.stop()
        self.advance()

    def on_board_hint(self, message: Board.Hint) -> None:
        message.stop()
        # A hint posted for a screen that is gone (a private screen the player just left by
        # choosing) never reaches the table's view or the next seat; while the table waits
        # for the hand-over, the frame's own line stands.
        if (
            message.shown == self.board.shown
            and self.handover_to is None
            and not self.hinter.yields_to(message.time)
        ):
            self._hint(message.text)
        self._update_lines()

    # ----- moves worked out in a worker thread ----------------------------------------
    def _work(self, seat: int, action=None) -> None:
        """A bot's choice (action None), and any slow move, are worked out in a worker thread
        on a private copy of the state; the UI thread then takes the result over."""
        if self.working:
            return
        self.working = True
        state, moves, generation = self.session.state, len(self.session.history), self.generation
        copy = state.clone()
        if isinstance(copy, capabilities.SlowActions):
            copy.watch(self.board.motion_observer())
        bot = self.session.bot(seat) if action is None else None
        if bot is not None:
            self.search_stop = bot.stop = threading.Event()
            self._hint(f"{state.seat_name(seat)} (computer) is thinking…")
            view, legal, worlds = (
                state.view(seat),
                state.legal_actions(seat),
                worlds_of(copy.clone(), seat, bot.rng),
            )
        else:
            self.waiting_keys.working_out()
            self._hint("Working the move out…")
        self.refresh_bindings()

        def work() -> None:
            try:
                chosen = action if bot is None else bot.choose(view, legal, worlds)
                ahead = None
                if capabilities.is_slow(copy, chosen):
                    copy.apply(seat, chosen)
                    ahead = copy
            except SearchAbandoned:
                self.app.call_from_thread(self._work_abandoned)
            except IllegalAction as exc:
                self.app.call_from_thread(self._work_refused, seat, exc)
            except Exception as exc:
                self.app.call_from_thread(self._work_failed, exc)
            else:
                self.app.call_from_thread(
                    self._work_done, seat, chosen, ahead, moves, generation, bot is not None
                )

        self.run_worker(work, thread=True, group="play", exit_on_error=False)

    def _work_done(
        self, seat: int, action, ahead, moves: int, generation: int, by_bot: bool
    ) -> None:
        self.working = False
        if not self.is_mounted:
            return
        if generation != self.generation:  # the position changed meanwhile: look again
            self.call_later(self.advance)
            return
        try:
            if ahead is None:
                self.session.apply(seat, action)
            else:
                self.session.adopt(seat, action, ahead, moves)
        except MagtuiError as exc:
            self._work_refused(seat, exc)
            return
        except Exception as exc:  # an engine bug: report it, keep the game
            self._work_failed(exc)
            return
        if not by_bot:
            self._seen_by_the_table(seat)
        self._hint("")
        delay = PACES[self.app.pace]
        if by_bot and delay > 0:  # a pause so the table can follow the bot's move
            self.set_timer(delay, self.advance)
        else:
            self.call_later(self.advance)

    def drop_answer(self) -> None:
        """The position changed (undo, another terminal's move) or the player left: an answer
        worked out on the old one is dropped, and a thinking bot stops at its next candidate."""
        self.generation += 1
        self.search_stop.set()
        self.hinter.drop()

    def _work_abandoned(self) -> None:
        self.working = False
        if self.is_mounted:  # the position changed meanwhile: look again
            self.call_later(self.advance)

    def on_unmount(self) -> None:
        self.drop_answer()

    def _work_refused(self, seat: int, error: MagtuiError) -> None:
        self.working = False
        self._hint(str(error), error=True)
        self.refresh_bindings()
        if not self.session.is_bot(seat):
            self._show(seat)

    def _work_failed(self, error: Exception) -> None:
        self.working = False
        self.waiting_keys.drop()
        self._hint(crash_note(error), error=True)
        self.refresh_bindings()

    # ----- keys -------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "handover":
            return self.handover_to is not None
        if action == "close_rule":
            return self.rule_open()
        if action == "pace":
            return any(seat.bot for seat in self.session.seats)
        if action == "results":
            return self.result_shown
        if action == "hint":
            return self.hinter.offered()
        if action == "save_as":  # a served player may write no file of the server's
            return not self.app.served
        if action == "undo":
            seat = self.acting_human()
            seat = self.holder if seat is None else seat
            return seat is not None and not self.working and self.session.can_undo(seat)
        return True

    def action_hint(self) -> None:
        self.hinter.ask()

    def action_handover(self) -> None:
        self._hint("")
        self.advance()

    def action_undo(self) -> None:
        seat = self.acting_human()
        seat = self.holder if seat is None else seat
        if seat is None or not self.session.can_undo(seat):
            self._hint("Nothing to take back: undo works only within your own turn.", error=True)
            return
        try:
            self.session.undo(seat)
        except MagtuiError as exc:  # at a shared table, another player moved meanwhile
            self._hint(str(exc), error=True)
            return
        self.drop_answer()
        self._hint(f"{self.session.state.seat_name(seat)} took back the last action.")
        self.advance()

    def action_help(self) -> None:
        """Help in place of the board, under the status line (closed by Esc or ?)."""
        self.close_rule()
        self.query_one(HelpView).open()
        self.query_one(BoardSlot).show_help(True)

    def on_help_view_closed(self, message: HelpView.Closed) -> None:
        message.stop()
        self.query_one(BoardSlot).show_help(False)
        self.board.focus()

    def action_pace(self) -> None:
        self.app.pace = next_pace(self.app.pace)
        self._hint(
            f"Computer players move at the {self.app.pace} pace "
            f"({PACES[self.app.pace]:g} s a move); p changes it."
        )

    def action_log(self) -> None:
        log = "\n".join(self.session.log_lines()) or "Nothing has happened yet."
        self.app.push_screen(
            TextScreen(f"{self.session.spec.title} · log", self.glyphs.text(log), markdown=False)
        )

    def action_save_as(self) -> None:
        default = str(saves.default_save_path(self.session.spec.id))
        self.app.push_screen(AskPath("Save the game as", default), self._save_to)

    def _save_to(self, path: str | None) -> None:
        if not path:
            return
        target = Path(path).expanduser()
        if target.exists():
            self.app.push_screen(
                Confirm(f"{target.name} exists. Replace it with this game?"),
                lambda yes: self._write_save(target) if yes else self._hint("Not saved."),
            )
        else:
            self._write_save(target)

    def _write_save(self, target: Path) -> None:
        try:
            saves.save(self.session, target)
        except OSError as exc:
            self._hint(f"Could not save to {target}: {exc.strerror or exc}", error=True)
            return
        self._hint(f"Saved to {target}")

    LEAVE_QUESTION = "Back to the menu? The game stays autosaved; Continue picks it up."

    def action_leave(self) -> None:
        def answer(yes: bool | None) -> None:
            if yes:
                self.drop_answer()
                self.app.pop_screen()

        self.app.push_screen(Confirm(self.LEAVE_QUESTION), answer)
