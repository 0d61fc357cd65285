"""A guided first game: a real game on a fixed seed, paced by lessons in the rulebook's order.

Each lesson says what to look at, asks the learner for one specific move and accepts only that
move; the session refuses any other with the lesson's nudge. Progress is never stored: it is
the number of the learner's actions in the history while lessons remain, so a guided game
saves, loads and takes back like any game. After the last lesson the game is free.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from magtui.core.explanations import Focus


@dataclass(frozen=True)
class Lesson:
    """`title`: a few words ("Play a card"). `text`: two to four sentences in the rulebook's
    words on what to look at and why. `look_at`: the board element the board marks. `ask`:
    one line, the move asked for in the player's terms ("Play your 5"). `expect`: that move's
    notation, the only action accepted. `nudge`: the one line shown for any other move."""

    title: str
    text: str
    ask: str
    expect: str
    look_at: Focus | None = None
    nudge: str = ""


@dataclass(frozen=True)
class Course:
    """The guided game of one title: seats (a name each; a bot level, or None for the
    learner), the seed and options, and the lessons in order."""

    seed: int
    seats: Sequence[tuple[str, str | None]]
    lessons: Sequence[Lesson]
    options: Mapping[str, str] = field(default_factory=dict)

    @property
    def learner(self) -> int:
        return next(seat for seat, (_, bot) in enumerate(self.seats) if bot is None)

    def progress(self, history: Sequence[tuple[int, str]]) -> int:
        """How many lessons are done: the learner's actions so far, at most all lessons."""
        done = sum(1 for seat, _ in history if seat == self.learner)
        return min(done, len(self.lessons))

    def current(self, history: Sequence[tuple[int, str]]) -> Lesson | None:
        """The lesson now, or None once the game is free."""
        done = self.progress(history)
        return self.lessons[done] if done < len(self.lessons) else None

    def refusal(self, history: Sequence[tuple[int, str]], seat: int, action: str) -> str | None:
        """Why the learner may not play `action` now (the lesson's nudge), or None."""
        lesson = self.current(history)
        if seat != self.learner or lesson is None or action == lesson.expect:
            return None
        return lesson.nudge or f"Not this move yet. {lesson.ask}"
