"""The game frame at a shared table: the game screen of one terminal among several.

A terminal shows only what its seats may see: one seat played here gets its private screen
for each of its decisions without a cover (nobody else looks at this screen) and, while others
act, its own view where the board draws a waiting seat (Orkensturm: the hand beside the table;
Maglev Metro: the bonus cards), else the table's, with nothing to choose on either. Several
seats at the host's keyboard pass it with covers as in hotseat; a spectator sees the table's
view only. What other terminals play arrives through the store: when another process has
committed to the table (an inotify event, magtui.core.table_watch) the screen asks SQLite
whether another connection committed (`changed()`, a cheap pragma), and replays and redraws;
a waiting screen sleeps. Where the system gives no such events, a timer asks ten times a
second; the heartbeat asks too (a commit by another program than magtui tells nobody).
"""

from __future__ import annotations

import asyncio
import os
import signal

from textual.binding import Binding
from textual.timer import Timer

from magtui.core import table_watch
from magtui.core.errors import MagtuiError
from magtui.core.table import TableSession
from magtui.core.table_store import HEARTBEAT, StaleMove
from magtui.ui.game_screen import GameScreen, crash_note
from magtui.ui.glyphs import Glyphs

# Seconds between looks at the table without events: another terminal's move shows within 200 ms.
POLL = 0.1
# The terminal hung up (a dropped connection) or the process was told to end (`kill`).
ENDINGS = tuple(getattr(signal, name) for name in ("SIGHUP", "SIGTERM") if hasattr(signal, name))


class TableScreen(GameScreen):
    BINDINGS = [
        Binding("b", "hand_to_computer", "seat to computer"),
        Binding("q", "leave", "leave"),
    ]
    session: TableSession

    def __init__(self, session: TableSession, glyphs: Glyphs) -> None:
        super().__init__(session, glyphs)
        if session.spectator:
            self.LEAVE_QUESTION = "Stop watching? t in the menu lists the table again."
        else:
            seat = min(session.here) + 1
            command = (
                "" if self.app.served else f"`{session.join_command(seat - 1)}` or "
            )  # served: no shell
            self.LEAVE_QUESTION = (
                f"Leave the table? The game waits; {command}t in the menu brings you back."
            )
        self.news = ""  # the last player who came or went, until the game moves on
        self.news_at = 0  # the actions played when the news came
        self.behind = False  # the game moved on while another screen (a cover, the log) was on top
        self.waited = False  # the screen shows the others' turn: the seat's own clears the line
        self.beat_keys: tuple[bool, bool] | None = (
            None  # the keys a heartbeat may change, as last shown
        )

    # Textual calls GameScreen's own on_mount and on_screen_resume too (handlers of every class
    # in the MRO): these add to them.
    def on_mount(self) -> None:
        self.session.notices()  # who is at the table now: later changes are news
        self.watch = table_watch.watch(self.session.store.path)
        self.poll: Timer | None = None
        if self.watch is None:
            self.poll = self.set_interval(POLL, self.look)
        else:
            asyncio.get_running_loop().add_reader(self.watch.fileno(), self._written)
        self.set_interval(HEARTBEAT, self.beat)
        self.endings: list[int] = []
        for signum in ENDINGS:
            try:
                asyncio.get_running_loop().add_signal_handler(signum, self._ended, signum)
            except (
                NotImplementedError,
                RuntimeError,
            ):  # no signals here: the seat's lease runs out
                break
            self.endings.append(signum)

    def on_unmount(self) -> None:
        self.stop_following()
        for signum in self.endings:
            asyncio.get_running_loop().remove_signal_handler(signum)
        self.session.leave()

    def _ended(self, signum: int) -> None:
        """Give the seats back before the process ends as the signal says: the player who
        lost the connection may take the seat again at once, and the others hear they left,
        without waiting for the lease to run out."""
        self.session.leave()
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)

    def stop_following(self) -> None:
        """Read the table only when asked (`look`) from now on."""
        if self.poll is not None:
            self.poll.stop()
        if self.watch is not None:
            asyncio.get_running_loop().remove_reader(self.watch.fileno())
            self.watch.close()
            self.watch = None

    def _written(self) -> None:
        """A process (this one too) committed to the table, or the process that watched for
        this one is gone: the timer looks from now on."""
        if self.watch.drain():
            self.look()
        if self.watch is not None and self.watch.ended:
            self.stop_following()
            self.poll = self.set_interval(POLL, self.look)

    # ----- the table --------------------------------------------------------------------
    def look(self) -> None:
        """Replay what other terminals played and say who came and went."""
        store = self.session.store
        try:
            if not store.changed():
                return
            notices = self.session.notices()
            unreadable = self.session.problem is not None
            moved = self.session.sync()
            if moved:
                if unreadable:  # the table reads as a game again: its sentence goes
                    self._hint("")
                self.drop_answer()
            took_bots = (
                self.session.take_over_bots()
            )  # their terminal left: they may have a move to make
            if moved or took_bots:
                self._catch_up_with_table()
            self._tell(notices)  # after the moves: the news stands until the next one
        except MagtuiError as exc:
            self._hint(str(exc), error=True)
        except Exception as exc:  # a damaged table must not take the screen down
            self._hint(crash_note(exc), error=True)

    def _catch_up_with_table(self) -> None:
        """Show the game as it stands now, or as soon as the screen on top (a cover, which
        leads back by itself, the log, a dialog) is closed."""
        if self.app.screen is self:
            self.advance()
        else:
            self.behind = True

    def on_screen_resume(self) -> None:
        if self.behind:
            self.behind = False
            self.advance()

    def beat(self) -> None:
        had_bots = self.session.runs_bots()
        try:
            lost = self.session.heartbeat()
            self._tell(self.session.notices())
        except MagtuiError as exc:
            self._hint(str(exc), error=True)
            return
        if lost:
            self.session.here -= set(lost)
            self.notify("Another terminal took over this seat; this one now watches.", markup=False)
            self._catch_up_with_table()
        elif self.session.runs_bots() and not had_bots:
            # the bots were handed to this terminal: they may have a move to make
            self._catch_up_with_table()
        keys = (
            bool(self.session.votable()),
            self.session.runs_bots(),
        )  # what check_action asks at a beat
        if (
            keys != self.beat_keys
        ):  # a player gone for long enough may be voted out; the bots' pace key
            self.beat_keys = keys
            self.refresh_bindings()
        if self.watch is not None:  # a commit that told nobody (another program's)
            self.look()

    def _tell(self, notices: list[str]) -> None:
        """Who came and went: a notice, and in the waiting line until the next notice or move."""
        for notice in notices:
            self.notify(notice, markup=False)
            self.news, self.news_at = notice, len(self.session.history)
        if notices and self.acting_human() is None:
            self._waiting_hint()

    # ----- the frame's hooks --------------------------------------------------------------
    def waiting(self) -> None:
        """Another terminal's player (or the computer elsewhere) acts: a seat alone at this
        terminal keeps its own view when its board draws a waiting seat (its hand), else the
        terminal shows the table's view."""
        state = self.session.state
        mine = self.human_seats
        self._show(mine[0] if len(mine) == 1 and self.board.WAITING_SEAT else None)
        self.waited = True
        if len(mine) == 1:  # the player watches the others' moves as they come
            self.log_marks.mark(mine[0], len(state.log))
        self._waiting_hint()

    def _show(self, seat: int | None) -> None:
        if self.waited and seat is not None and seat in self.session.state.to_act():
            self.waited = False
            self._hint("")  # the waiting line belongs to the others' turn, not the seat's own
        super()._show(seat)

    def _waiting_hint(self) -> None:
        state = self.session.state
        if state.is_over() or self._hint_is_error():
            return
        names = ", ".join(state.seat_name(s) for s in state.to_act())
        role = "watching" if self.session.spectator else "at"
        table = f"{role} table {self.session.table}"
        awaited = self.session.awaited()
        news = self.news if self.news_at == len(self.session.history) else ""
        if awaited and not news:  # seats nobody has taken yet: how to take them
            how = "t in the menu" if self.app.served else self.session.join_command()
            table = f"{', '.join(awaited)} may join with: {how}"
        gone = [state.seat_name(s) for s in self.session.votable() if s in state.to_act()]
        vote = f"b: {gone[0]}'s seat to the computer" if gone else ""
        self._hint(" · ".join(filter(None, [f"Waiting for {names}", table, news, vote])))

    def _catch_up(self, seat: int) -> None:
        if len(self.human_seats) == 1:  # the player watched the others' moves come in
            self.log_marks.mark(seat, len(self.session.state.log))
        else:
            super()._catch_up(seat)

    def _hint_is_error(self) -> bool:
        return self.query_one("#hint").has_class("error")

    def _apply(self, seat: int, action) -> bool:
        seen = self.session.revision
        if super()._apply(seat, action):
            return True
        if self.session.store.revision() != seen:
            self.call_later(self._after_refusal)
        return False

    def _after_refusal(self) -> None:
        """Another terminal moved first: show the game as it stands, and say so."""
        try:
            self.session.sync()
        except MagtuiError as exc:
            self._hint(str(exc), error=True)
            return
        self.drop_answer()
        self._hint("")
        self.advance()
        self._hint(StaleMove().reason, error=True)

    def action_hand_to_computer(self) -> None:
        """This terminal's vote to let the computer play the seat of a player gone for long."""
        seats = self.session.votable()
        if not seats:
            return
        to_act = self.session.state.to_act()
        seat = next((s for s in seats if s in to_act), seats[0])
        name = self.session.state.seat_name(seat)
        try:
            handed = self.session.vote(seat)
        except MagtuiError as exc:
            self._hint(str(exc), error=True)
            return
        if not handed:
            self._hint(
                f"A vote to hand {name}'s seat to the computer; it passes when every player agrees."
            )
            return
        self.drop_answer()
        self._hint("")
        self.advance()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hand_to_computer":
            return bool(self.session.votable())
        if action == "pace":
            return self.session.runs_bots() and super().check_action(action, parameters)
        if (
            action == "undo"
        ):  # only within the turn of a seat of this terminal, never while others act
            return self.acting_human() is not None and super().check_action(action, parameters)
        return super().check_action(action, parameters)

    def _game_over_hook(self) -> str:
        # What outlives a game (Magnastorm's artifacts) is kept once, by the first human seat's
        # terminal.
        humans = [s for s, kind in enumerate(self.session.kinds) if kind != "bot"]
        return super()._game_over_hook() if humans and self.session.plays_here(humans[0]) else ""
