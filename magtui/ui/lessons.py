"""The guided first game in the frame: the lesson card, the lesson's status line and mark, and
the lesson's nudge for any other move (core/course.py holds the course and its progress).

A lesson's card comes when the learner's turn for it begins (and again on `C`, and when a saved
guided game is resumed); while a lesson is current the status line reads "Lesson n/N · ask"
and the board marks what the lesson points at. After the last lesson a closing card frees the
game. A guided game has one human: no pass-the-keyboard cover ever comes.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from magtui.core.course import Lesson
from magtui.ui.game_screen import GameScreen

CARD_KEY = "C"  # free in every board and in the frame
CLOSING = (
    "The rest of the game is yours: every move is open now. ? shows the rules and the keys, "
    "/ explains what is under the cursor, ! asks for a hint."
)


class LessonCard(ModalScreen[None]):
    """A lesson's title, text and the move it asks for; Enter or Space (or Esc) goes on."""

    BINDINGS = [Binding("enter,space,escape,backspace", "close", "start")]

    def __init__(self, heading: str, text: str, ask: str, glyphs) -> None:
        super().__init__(classes="dialog")
        self.heading, self.text, self.ask = heading, text, ask
        self.glyphs = glyphs

    def compose(self) -> ComposeResult:
        g = self.glyphs.text
        with VerticalScroll(id="lesson-card"):
            yield Static(Text(g(self.heading), style="bold"))
            yield Static(Text(g(self.text)), classes="game-over-why")
            if self.ask:
                yield Static(Text(g(self.ask), style="bold"), classes="game-over-why")
            yield Static(Text("Enter or Space to start"), classes="game-over-keys")

    def action_close(self) -> None:
        self.dismiss(None)


class LearnScreen(GameScreen):
    """The game frame of a guided game (`Session.course` is set)."""

    BINDINGS = [Binding(CARD_KEY, "lesson_card", "lesson")]

    def __init__(self, session, glyphs) -> None:
        super().__init__(session, glyphs)
        self.course = session.course
        self.carded: set[int] = set()  # the lessons whose card was shown on this screen
        self.lessons_done = self.course.progress(session.history)

    def lesson(self) -> Lesson | None:
        return self.course.current(self.session.history)

    def learner_acts(self) -> bool:
        state = self.session.state
        return not state.is_over() and self.course.learner in state.to_act()

    # ----- the frame's hooks ---------------------------------------------------------------
    def advance(self) -> None:
        done = self.course.progress(self.session.history)
        finished = done == len(self.course.lessons) > self.lessons_done
        self.lessons_done = done
        super().advance()
        if finished:
            self.app.push_screen(LessonCard("Lessons done", CLOSING, "", self.glyphs))

    def _catch_up(self, seat: int) -> None:
        """The lesson's card first comes under the news: the news is read first."""
        done = self.course.progress(self.session.history)
        if seat == self.course.learner and self.lesson() is not None and done not in self.carded:
            self.action_lesson_card()
        super()._catch_up(seat)

    def _show(self, seat: int | None) -> None:
        super()._show(seat)
        lesson = self.lesson()
        look_at = lesson.look_at if lesson and seat == self.course.learner else None
        if self.board.marked != look_at:
            self.board.mark(look_at)

    def _update_lines(self) -> None:
        super()._update_lines()
        lesson = self.lesson()
        if lesson is not None and self.learner_acts():
            number = self.course.progress(self.session.history) + 1
            self._set_line("status", f"Lesson {number}/{len(self.course.lessons)} · {lesson.ask}")

    def on_board_chosen(self, message) -> None:
        """Any move but the lesson's gets the lesson's nudge, as a hint, not an error: the
        board comes back as it was and the learner tries again. (Textual then runs the frame's
        own handler, unless this one prevents it.)"""
        nudge = self.course.refusal(self.session.history, message.seat, str(message.action))
        if nudge is None or self.working or message.seat not in self.session.state.to_act():
            return
        message.stop()
        message.prevent_default()
        self._show(message.seat)
        self._hint(nudge)

    def frame_keys(self) -> list[tuple[str, str]]:
        return [*super().frame_keys(), (CARD_KEY, "the lesson's card again")]

    # ----- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "lesson_card":
            return self.lesson() is not None
        return super().check_action(action, parameters)

    def action_lesson_card(self) -> None:
        lesson = self.lesson()
        if lesson is None:
            return
        done = self.course.progress(self.session.history)
        self.carded.add(done)
        heading = f"Lesson {done + 1}/{len(self.course.lessons)} · {lesson.title}"
        self.app.push_screen(LessonCard(heading, lesson.text, lesson.ask, self.glyphs))
