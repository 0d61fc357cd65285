"""A guided game's lessons along its own game (magtui.core.session.course_script), for tests."""

from __future__ import annotations

from typing import Iterator

from magtui.core import registry
from magtui.core.course import Lesson
from magtui.core.session import Session, course_script, learn_session


def lesson_positions(game: str) -> Iterator[tuple[Session, Lesson]]:
    """(the guided session, its lesson) as each lesson becomes current; the session then plays
    the lesson's move and goes on."""
    spec = registry.get(game)
    course = spec.course
    assert course is not None
    session = learn_session(game)
    for seat, text in course_script(spec):
        if seat == course.learner:
            lesson = course.current(session.history)
            assert lesson is not None
            yield session, lesson
        session.apply_text(seat, text)
