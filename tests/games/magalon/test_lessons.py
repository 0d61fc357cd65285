"""The guided first game replays to its end: each lesson's move is legal when it is asked."""

from __future__ import annotations

import pytest

from magtui.core.bots import bot_move
from magtui.core.game import IllegalAction
from magtui.core.session import learn_session
from magtui.games.magalon import SPEC
from tests.ui.spec_codes import codes_shown


def play_course(session, stop_at: int | None = None):
    """Play the lessons' moves, the computer seats moving between them; yield each lesson as it
    becomes current."""
    course = session.course
    bots = {
        s: SPEC.make_bot(level, s, course.seed)
        for s, (_, level) in enumerate(course.seats)
        if level is not None
    }
    while course.current(session.history) is not None:
        state = session.state
        seat = state.to_act()[0]
        if seat == course.learner:
            lesson = course.current(session.history)
            yield lesson
            session.apply_text(seat, lesson.expect)
        else:
            session.apply(seat, bot_move(bots[seat], state, seat))


def test_the_course_replays_to_its_last_lesson():
    session = learn_session("magalon")
    asked = list(play_course(session))
    assert len(asked) == len(SPEC.course.lessons)
    assert not session.state.is_over()


def test_another_move_gets_the_nudge():
    session = learn_session("magalon")
    next(play_course(session))
    with pytest.raises(IllegalAction, match="Play the 3"):
        session.apply_text(0, "play 7")


def test_the_lessons_read_as_the_game_speaks():
    for lesson in SPEC.course.lessons:
        for text in (lesson.title, lesson.text, lesson.ask):
            assert text and not codes_shown("magalon", text, board=True), text
        assert "\n" not in lesson.ask
